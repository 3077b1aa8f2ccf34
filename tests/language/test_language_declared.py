"""A new bird predicate and a new measure are one class each: the grammar, the syntax tree and
the compiler pick them up from the declaration.

The two classes below are declared here, for this test only (a real one is a class in
``effects/predicates.py`` or ``effects/cards.py``, added to ``Predicate`` or ``Measure``).
The fixture adds them to the declared table, as that union does, and the card language
reads a bonus card, a goal tile and a bird selector that use them, with no edit to the
grammar file, the syntax tree, the parser or the compiler.
"""

from __future__ import annotations

from typing import ClassVar

import pytest
from attrs import frozen

from wingspan_rules import effects as fx
from wingspan_rules.effects import BaseMeasure, BirdPredicate, Phrase, PhraseNode, Reading
from wingspan_rules.effects.catalog import CardSet
from wingspan_rules.effects.predicates import phrase
from wingspan_rules.engine.scoring import measure
from wingspan_rules.language import CardErrors, format_file, parse_text
from wingspan_rules.language.describe import describe_bonus, describe_goal
from wingspan_rules.language.parser import forget_declarations
from wingspan_rules.state.enums import Habitat
from wingspan_rules.testing import Scenario

from .helpers import BIRD, compile_text


@frozen
class Facing(BirdPredicate):
    """The bird's beak points ``beak`` (a test-only predicate)."""

    TAG: ClassVar[str] = "test-facing"
    beak: fx.Beak

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("facing", '"facing" WORD', cls._from_facing),)

    @classmethod
    def _from_facing(cls, node: PhraseNode, ctx: Reading) -> Facing:
        sides = {"left": fx.Beak.LEFT, "right": fx.Beak.RIGHT}
        return cls(ctx.lookup(node.args[0], "beak direction", sides))

    def test(self, card, habitat, bird) -> bool:
        return card.beak in (self.beak, fx.Beak.BOTH)

    def describe(self) -> str:
        return f"facing {self.beak.value}"


def _tucked_text(args) -> str:
    where = " and ".join(str(a) for a in args)
    return "tucked cards" + (f" on birds {where}" if where else "")


@frozen
class TuckedCards(BaseMeasure):
    """Cards tucked behind the birds that pass every predicate of ``where`` (test-only)."""

    TAG: ClassVar[str] = "test-tucked-cards"
    where: tuple[fx.Predicate, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        # "card" or "cards" (the canonical text says "cards"), filters after "on birds"
        syntax = '"tucked" _cards ("on" "birds" bird_filter ("and" bird_filter)*)?'
        return (phrase("tucked_cards", syntax, cls._from_tucked, _tucked_text),)

    @classmethod
    def _from_tucked(cls, node: PhraseNode, ctx: Reading) -> TuckedCards:
        return cls(ctx.predicates(node.args))

    def count(self, player, cards: CardSet, goal: bool = False) -> int:
        return sum(
            len(bird.tucked)
            for habitat, _column, bird in player.birds()
            if all(p.test(cards.birds[bird.card], habitat, bird) for p in self.where)
        )

    def describe(self) -> str:
        return " ".join(["cards tucked behind your birds", *(p.describe() for p in self.where)])


@pytest.fixture
def declared(monkeypatch):
    """The card language with the two test-only declarations added to the declared table."""
    monkeypatch.setattr(
        fx, "CONDITIONS_AND_COUNTS", (*fx.CONDITIONS_AND_COUNTS, Facing, TuckedCards)
    )
    forget_declarations()
    yield
    monkeypatch.undo()
    forget_declarations()


BONUS = """\
bonus "Test Tucks"
  set core
  counts tucked card on birds facing left and in your forest
  score 1 per card
end
"""

GOAL = """\
goal tile
  set core
  side "tucked": counts tucked cards
  side "facing": counts birds facing right
end
"""


def _birds():
    left = BIRD.format(power="")
    right = left.replace("Test Bird", "Other Bird").replace("beak left", "beak right")
    third = left.replace("Test Bird", "Third Bird").replace("habitat forest", "habitat grassland")
    deck = "".join(
        left.replace("Test Bird", f"Deck Bird {i}") for i in range(20)
    )  # to tuck, and a tray
    return compile_text(left + right + third + deck).birds


def test_a_declared_predicate_and_measure_parse_compile_and_describe(declared):
    bonus = compile_text(BONUS).bonus_cards[0]
    assert bonus.measure == TuckedCards((Facing(fx.Beak.LEFT), fx.InHabitat(Habitat.FOREST)))
    assert describe_bonus(bonus) == (
        "Test Tucks: counts cards tucked behind your birds facing left in your forest. "
        "Scores 1 point for each."
    )
    goal = compile_text(GOAL).goal_tiles[0]
    assert [side.measure for side in goal.sides] == [
        TuckedCards(),
        fx.CountBirds((Facing(fx.Beak.RIGHT),)),
    ]
    assert describe_goal(goal.sides[1]) == "facing: counts your birds facing right."


def test_a_declared_phrase_formats_canonically(declared):
    parsed = parse_text(BONUS)
    assert "counts tucked cards on birds facing left and in forest" in format_file(parsed)
    assert parse_text(format_file(parsed)) == parsed


def test_a_declared_predicate_selects_birds_in_a_power(declared):
    power = "  power when activated\n    lay 1 egg on any bird facing right\n  end\n"
    bird = compile_text(BIRD.format(power=power)).birds[0]
    (lay,) = bird.power.effects
    assert lay.on.where == (Facing(fx.Beak.RIGHT),)


def test_a_declared_measure_counts_on_a_player(declared):
    bonus = compile_text(BONUS).bonus_cards[0]
    cards = CardSet(_birds(), (), ())  # the bonus card is not dealt: its measure is counted
    s = Scenario(players=1, cards=cards, seed=1)
    p = s.player(0)
    p.bird("forest", "Test Bird", tucked=2).bird("forest", "Other Bird", tucked=1)
    p.bird("grassland", "Third Bird", tucked=4)  # facing left, not in the forest
    player = s.build().players[0]
    assert measure(player, cards, bonus.measure) == 2
    assert TuckedCards().count(player, cards) == 7


def test_a_declared_phrase_reports_errors_at_the_card_line(declared):
    with pytest.raises(CardErrors) as raised:
        compile_text(BONUS.replace("facing left", "facing up"))
    (error,) = raised.value.errors
    assert (error.line, error.column) == (3, 38)
    assert "unknown beak direction 'up'; expected 'left' or 'right'" in error.message


def test_without_the_declarations_the_phrases_are_unknown():
    with pytest.raises(CardErrors):
        parse_text(BONUS)
