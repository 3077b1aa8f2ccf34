"""A turn's end calls a mode's ``after_turn`` and ``between_turns`` hooks only when the mode
overrides them (``engine.frames.rounds._turn_hooks``, decided once per mode class); a card set
without a pink power that answers a food gained never asks for one on a food gained."""

from __future__ import annotations

import pytest

import wingspan_rules  # noqa: F401  (registers every mode)
from wingspan_rules import GameConfig, Rules, load_cards
from wingspan_rules.engine.frames.rounds import _TURN_HOOKS, _turn_hooks
from wingspan_rules.engine.registry import VARIANTS
from wingspan_rules.engine.step import Step
from wingspan_rules.engine.triggers import pink_triggers_for
from wingspan_rules.state.events import FoodGained
from wingspan_rules.tools.simulate import random_playout


@pytest.mark.parametrize(
    ("tag", "expected"),
    [
        ("base", (False, False)),
        ("duet", (False, False)),
        ("automa", (False, True)),
        ("flock", (True, False)),
    ],
)
def test_only_the_hooks_a_mode_overrides_are_called(tag: str, expected: tuple[bool, bool]) -> None:
    assert _turn_hooks(type(VARIANTS[tag])) == expected


def test_the_base_game_never_asks_the_do_nothing_turn_hooks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = Rules(load_cards(sets=("core",)), GameConfig(players=2))
    kind = type(VARIANTS["base"])

    def refuse(*args: object) -> None:
        raise AssertionError("a base-game turn asked a turn hook it does not override")

    monkeypatch.setattr(kind, "after_turn", refuse, raising=False)
    monkeypatch.setattr(kind, "between_turns", refuse, raising=False)
    # The decision was taken from the class as declared: patched now, it stays (False, False).
    monkeypatch.setitem(_TURN_HOOKS, kind, (False, False))
    random_playout(rules.new_game(3), 3, rules=rules)


def test_a_card_set_without_a_food_gained_trigger_never_offers_on_food(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cards = load_cards(sets=("core",))
    assert pink_triggers_for(cards, FoodGained) is None
    rules = Rules(cards, GameConfig(players=3))
    asked: list[object] = []
    original = Step.offer_pink_powers

    def counting(self: Step, event: object) -> None:
        if type(event) is FoodGained:
            asked.append(event)
        original(self, event)  # type: ignore[arg-type]

    monkeypatch.setattr(Step, "offer_pink_powers", counting)
    random_playout(rules.new_game(5), 5, rules=rules)
    assert asked == []
