"""The Automa's deck and tables (rules 6.2, 6.4, 6.1 #6): ``data/automa.json``, read once.

Apart from the mode's rules (``variants.automa``, which re-exports every name here) so that the
mode's other modules (its scenario part) read them without importing the package.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from attrs import frozen

from ...state.enums import DieFace
from ...state.model import ROUNDS
from .facts import AUTOMA, AUTOMA_WORTH_PER_LEVEL

if TYPE_CHECKING:
    from ...effects import BonusCard, GoalSide


#: The main actions of an Automa card's section, and its secondary symbols ("" for none).
ACTIONS = ("draw", "play", "lay-eggs", "gain-food")
SECONDARY = ("", "add-cube", "remove-cube", "pink-powers")


@frozen
class AutomaSection:
    """What an Automa card does in one round: its main action (``ACTIONS``; ``eggs`` for
    lay-eggs, ``food`` the priority list's name for gain-food), then ``then`` (``SECONDARY``)."""

    action: str
    eggs: int = 0
    food: str = ""
    then: str = ""


@frozen
class AutomaCard:
    """One Automa card: its name and a section per round (None: not in that round's deck).
    ``expert``: used only with the expert option (Automubon Society)."""

    name: str
    rounds: tuple[AutomaSection | None, ...]
    expert: bool = False


@frozen
class GoalValues:
    """The Automa's base quantity for a kind of goal, per round, and the most it may have."""

    kind: str
    values: tuple[int, ...]
    most: int | None


def _load() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("data", "automa.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _section(raw: Any, where: str) -> AutomaSection | None:
    if raw is None:
        return None
    action, then = raw["action"], raw.get("then", "")
    if action not in ACTIONS or then not in SECONDARY:
        raise ValueError(f"automa.json: {where}: unknown action {action!r} or symbol {then!r}")
    eggs = raw.get("eggs", 0)
    if (action == "lay-eggs") != (eggs > 0) or (action == "gain-food") != ("food" in raw):
        raise ValueError(f"automa.json: {where}: eggs go with lay-eggs, food with gain-food")
    return AutomaSection(action, eggs, raw.get("food", ""), then)


def _cards(raw: dict[str, Any]) -> tuple[AutomaCard, ...]:
    cards = []
    for entry in raw["deck"]["cards"]:
        rounds = tuple(
            _section(r, f"{entry['name']} round {i + 1}") for i, r in enumerate(entry["rounds"])
        )
        if len(rounds) != ROUNDS:
            raise ValueError(f"automa.json: {entry['name']} needs {ROUNDS} rounds")
        cards.append(AutomaCard(entry["name"], rounds, bool(entry.get("expert", False))))
    return tuple(cards)


_DATA = _load()
#: The Automa deck, expert card included: ``AutomaState.deck`` holds positions in it.
AUTOMA_DECK: tuple[AutomaCard, ...] = _cards(_DATA)
#: The food priority lists by name: faces in the order the gain-food action looks for them.
FOOD_PRIORITIES: dict[str, tuple[DieFace, ...]] = {
    name: tuple(DieFace.from_label(face) for face in faces)
    for name, faces in _DATA["food_priorities"].items()
    if name != "about"
}
#: The Automa's base values by goal side name (case-folded), rules 6.4.
GOAL_VALUES: dict[str, GoalValues] = {
    side.casefold(): GoalValues(kind["goal"], tuple(kind["values"]), kind["most"])
    for kind in _DATA["goals"]["types"]
    for side in kind["sides"]
}
#: Bonus cards the Automa never takes, whatever their card file says (rules 6.1 #6).
NEVER_BONUS: frozenset[str] = frozenset(n.casefold() for n in _DATA["bonus_card"]["never"])

for _card in AUTOMA_DECK:
    for _s in _card.rounds:
        if _s is not None and _s.action == "gain-food" and _s.food not in FOOD_PRIORITIES:
            raise ValueError(f"automa.json: {_card.name} names no food list {_s.food!r}")


@cache
def round_deck(round: int, expert: bool) -> tuple[int, ...]:
    """The Automa cards used in ``round`` (1-4), in data order: 10/9/8/7, one more with the
    expert card (rules 6.2). Read once per round and level from the data (every round of
    every game asks it)."""
    return tuple(
        i
        for i, card in enumerate(AUTOMA_DECK)
        if card.rounds[round - 1] is not None and (expert or not card.expert)
    )


def can_use_bonus(card: BonusCard) -> bool:
    """Whether the Automa can take ``card`` as its bonus card (rules 6.1 #6, 5.3): never a
    card whose points would move with the difficulty (``automa worth per level``) but that
    counts no birds by points."""
    if AUTOMA_WORTH_PER_LEVEL.number(card) and card.measure.points_moved(1) == card.measure:
        return False
    return AUTOMA.flag(card) and card.name.casefold() not in NEVER_BONUS


def goal_quantity(side: GoalSide, round: int, cubes: int) -> int:
    """The Automa's quantity for a goal: its base value for the round plus its cubes on the
    tile, at least 0 and at most the most it may have (rules 6.4)."""
    values = GOAL_VALUES[side.name.casefold()]
    quantity = max(0, values.values[round - 1] + cubes)
    return quantity if values.most is None else min(quantity, values.most)


def automa_cards(names: Sequence[str]) -> tuple[int, ...]:
    """The Automa cards called ``names`` (as in ``data/automa.json``), as deck positions."""
    index = {card.name.casefold(): i for i, card in enumerate(AUTOMA_DECK)}
    try:
        return tuple(index[name.casefold()] for name in names)
    except KeyError as exc:
        known = ", ".join(card.name for card in AUTOMA_DECK)
        raise ValueError(f"no Automa card named {exc.args[0]!r} (known: {known})") from None
