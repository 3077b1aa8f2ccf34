"""A compiled card set: the birds, bonus cards and goal tiles a game is played with.

The state refers to cards by their index in a ``CardSet`` (small integers are cheap to copy,
compare and serialize); the card set's ``fingerprint`` travels with every saved game so that a
game is never resumed against different cards.
"""

from __future__ import annotations

import enum
import hashlib
import json
from collections.abc import Collection, Sequence
from typing import Any, Protocol

import attrs

from ..state.model import CUBES_PER_ROUND, ROUNDS
from .cards import BirdCard, BonusCard, GoalSide, GoalTile
from .hummingbird_cards import HummingbirdCard


class RoundBoard(Protocol):
    """What the count of a round's turns reads of a game (a ``GameState``, an
    ``Observation``, the engine's step): its goals, the round, the goals scored so far and the
    rounds whose tile a power cached."""

    @property
    def goals(self) -> Sequence[int]: ...
    @property
    def round(self) -> int: ...
    @property
    def goal_points(self) -> Sequence[Sequence[int]]: ...
    @property
    def cancelled_rounds(self) -> Collection[int]: ...


@attrs.frozen(cache_hash=True)
class CardSet:
    """The cards a game is played with: birds, bonus cards and goal tiles, each referred to by
    its position here (its id). ``fingerprint`` hashes the cards' canonical text, so a saved
    game names the exact set it was played with."""

    birds: tuple[BirdCard, ...]
    bonus_cards: tuple[BonusCard, ...] = ()
    goal_tiles: tuple[GoalTile, ...] = ()
    #: The hummingbird cards (the Americas expansion, rules-expansions 9.5.2): not birds, not
    #: played; ids ``0 .. len - 1`` in an expansion's card zones.
    hummingbirds: tuple[HummingbirdCard, ...] = ()
    _index: dict[tuple[str, str], int] = attrs.field(init=False, eq=False, repr=False, factory=dict)
    #: Facts derived from the cards alone and kept with them (e.g. that an engine runs them).
    derived: dict[Any, Any] = attrs.field(init=False, eq=False, repr=False, factory=dict)
    # The values below derive once, on first use. Not ``functools.cached_property``: on a
    # slotted class attrs gives it a ``__getattr__``, and CPython then reads every attribute
    # of the card set (``cards.birds``, ``cards.derived``: several times per move) through a
    # slower hook that the interpreter cannot specialise.
    _goal_sides: tuple[GoalSide, ...] | None = attrs.field(
        init=False, eq=False, repr=False, default=None
    )
    _unscored_goal_sides: frozenset[int] | None = attrs.field(
        init=False, eq=False, repr=False, default=None
    )
    _fingerprint: str | None = attrs.field(init=False, eq=False, repr=False, default=None)

    def __attrs_post_init__(self) -> None:
        index = self._index
        for i, bird in enumerate(self.birds):
            index[("bird", bird.name.casefold())] = i
        for i, card in enumerate(self.bonus_cards):
            index[("bonus", card.name.casefold())] = i
        for i, hummingbird in enumerate(self.hummingbirds):
            index[("hummingbird", hummingbird.name.casefold())] = i

    def hummingbird_id(self, name: str) -> int:
        """The id of the hummingbird card called ``name`` (case-insensitive)."""
        try:
            return self._index[("hummingbird", name.casefold())]
        except KeyError:
            raise KeyError(f"no hummingbird card named {name!r} in this card set") from None

    def of_kind(self, kind: str) -> tuple[Any, ...]:
        """The cards of ``kind``, the ``CardZone.kind`` of an expansion's zones ("bird",
        "bonus", "hummingbird"): the ids a zone of that kind holds index them (none for
        another kind)."""
        kinds: dict[str, tuple[Any, ...]] = {
            "bird": self.birds,
            "bonus": self.bonus_cards,
            "hummingbird": self.hummingbirds,
        }
        return kinds.get(kind, ())

    def bird_id(self, name: str) -> int:
        """The id of the bird called ``name`` (case-insensitive)."""
        try:
            return self._index[("bird", name.casefold())]
        except KeyError:
            raise KeyError(f"no bird card named {name!r} in this card set") from None

    def bonus_id(self, name: str) -> int:
        """The id of the bonus card called ``name`` (case-insensitive)."""
        try:
            return self._index[("bonus", name.casefold())]
        except KeyError:
            raise KeyError(f"no bonus card named {name!r} in this card set") from None

    def bird(self, name_or_id: str | int) -> BirdCard:
        """The bird card with this name (case-insensitive) or id."""
        if isinstance(name_or_id, str):
            name_or_id = self.bird_id(name_or_id)
        return self.birds[name_or_id]

    def bonus(self, name_or_id: str | int) -> BonusCard:
        """The bonus card with this name (case-insensitive) or id."""
        if isinstance(name_or_id, str):
            name_or_id = self.bonus_id(name_or_id)
        return self.bonus_cards[name_or_id]

    @property
    def goal_sides(self) -> tuple[GoalSide, ...]:
        """Every goal side, tile by tile: side ``2*t`` and ``2*t+1`` belong to tile ``t``
        (derived once: a round's goal and the Automa's turns read it)."""
        sides = self._goal_sides
        if sides is None:
            sides = tuple(side for tile in self.goal_tiles for side in tile.sides)
            object.__setattr__(self, "_goal_sides", sides)
        return sides

    @property
    def unscored_goal_sides(self) -> frozenset[int]:
        """The goal sides that score nothing and keep their cube (``BaseMeasure.SCORED``,
        rules-expansions 9.2.9): a round after one has a turn more. Derived once (every turn
        of a game asks how many turns its round has)."""
        unscored = self._unscored_goal_sides
        if unscored is None:
            unscored = frozenset(
                i for i, side in enumerate(self.goal_sides) if not side.measure.SCORED
            )
            object.__setattr__(self, "_unscored_goal_sides", unscored)
        return unscored

    def _keeps_cube(self, goals: Sequence[int], round: int, cancelled: Collection[int]) -> bool:
        """Whether the goal of ``round`` scores nothing, its cube kept: its side is a "No
        Goal" side (rules-expansions 9.2.9), or a power took its tile off the board (9.6)."""
        if round in cancelled:
            return True
        return 0 < round <= len(goals) and goals[round - 1] in self.unscored_goal_sides

    def round_cubes(self, goals: Sequence[int], round: int, cancelled: Collection[int] = ()) -> int:
        """The action cubes each player has in ``round`` (1-4) with the goals ``goals`` (goal
        side ids, round 1 first) and the rounds ``cancelled`` whose tile a power cached
        (``GameState.cancelled_rounds``): the base game's (rules 3.1), and one more for each
        earlier round whose goal scores nothing and keeps its cube (rules-expansions 9.2.9,
        9.6). A round both "No Goal" and cancelled keeps one cube (U22). Read through
        ``cubes_in`` by every count of a round's turns."""
        cubes = CUBES_PER_ROUND[round - 1]
        if cancelled or self.unscored_goal_sides:
            cubes += sum(1 for r in range(1, round) if self._keeps_cube(goals, r, cancelled))
        return cubes

    def cubes_in(self, board: RoundBoard, round: int | None = None) -> int:
        """The action cubes each player has in ``round`` (default: the board's current round,
        read as 1-4) of the game ``board`` (a state, an observation or the engine's step):
        ``round_cubes`` with its goals and cancelled rounds. The one source of a round's turns
        (the engine's turns, the modes', the saved-game checks, the views and tools)."""
        r = min(max(board.round if round is None else round, 1), ROUNDS)
        cancelled = board.cancelled_rounds
        if not cancelled and not self.unscored_goal_sides:  # every turn of most games asks
            return CUBES_PER_ROUND[r - 1]
        return self.round_cubes(board.goals, r, cancelled)

    def goal_scored(self, board: RoundBoard, round: int | None = None) -> bool:
        """Whether the goal of ``round`` (default: the board's current one) is scored at its
        end: not a "No Goal" side (9.2.9), and its tile not cached by a power (9.6). What every
        mode's round-end scoring asks (the Duet map's goal included: ``goals`` is empty there)."""
        r = board.round if round is None else round
        return not self._keeps_cube(board.goals, r, board.cancelled_rounds)

    def goal_tile_on_board(self, board: RoundBoard) -> bool:
        """Whether the goal tile of the board's current round is still there to be taken: the
        round's goal is not scored yet (a bird played at the game's end finds it scored), and
        no power took it (9.6)."""
        r = board.round
        return len(board.goal_points) < r <= ROUNDS and r not in board.cancelled_rounds

    def goal_side_id(self, name: str) -> int:
        """The id of the goal side called ``name`` (case-insensitive)."""
        for i, side in enumerate(self.goal_sides):
            if side.name.casefold() == name.casefold():
                return i
        raise KeyError(f"no goal side named {name!r} in this card set")

    @property
    def fingerprint(self) -> str:
        """A short hash of the cards' canonical text, in order; saved games carry it.

        Each card is hashed by its ``text`` (the formatter's output: comments, spacing and
        line order do not matter), so a refactor of the library that does not change a card
        does not change the fingerprint. A card built in Python, without text, is hashed by a
        canonical rendering of its values instead.
        """
        known = self._fingerprint
        if known is not None:
            return known
        digest = hashlib.sha256()
        for kind, cards in (
            ("bird", self.birds),
            ("bonus", self.bonus_cards),
            ("goal", self.goal_tiles),
            ("hummingbird", self.hummingbirds),
        ):
            for card in cards:
                text = card.text if card.text is not None else _canonical(card)
                digest.update(f"{kind}\n{text}\n".encode())
        known = digest.hexdigest()[:16]
        object.__setattr__(self, "_fingerprint", known)
        return known


def _canonical(value: Any) -> str:
    """A stable rendering of a compiled card built without text (tags, not class names)."""
    return json.dumps(_plain(value), sort_keys=True, separators=(",", ":"))


def _plain(value: Any) -> Any:
    if attrs.has(type(value)):
        name = getattr(type(value), "TAG", "") or type(value).__name__
        fields = {f.name: _plain(getattr(value, f.name)) for f in attrs.fields(type(value)) if f.eq}
        return [name, fields]
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value
