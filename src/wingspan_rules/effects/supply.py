"""What a player's personal supply holds, read by a power's conditions.

The family of the powers that test a supply (the promo packs' King Eider, Eurasian Wryneck,
Crested Tit, Common Tern and Red-Footed Falcon; Oceania's and the Americas' own), written with
the words of the other comparisons:

* ``you have fewer than 4 wild in supply`` (``wild``: every token; ``fish``: that type);
* ``you have exactly 5 food types in supply`` (the types with at least one token; nectar is a
  type unless the game's food rule says otherwise, rules-expansions U6:
  ``FoodRule.counts_as_type``);
* ``another player has at least 1 fish in supply`` (one other player's count passes);
* ``you have more wild in supply than player to your left`` (the comparison with other players
  of ``conditions.CompareWithPlayers``, counting the supply).

The two counts are measures too (``fish in supply``, ``food types in supply``), so a bonus card,
a goal or ``for each`` may count them as well. Cached food is on a bird, not in the supply: it
does not count. The whole supply is a cost too: ``discard all wild`` (the promo European
Serin's; at least one token).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import frozen

from ..state.enums import BASE_FOODS, Food
from ..state.events import FoodDiscarded
from ..state.model import Player
from ..state.protocol import PowerContext, StepOps, View
from ._base import Compiling, Condition, Effect, Phrase, PhraseNode
from .cards import BaseMeasure, Measure
from .conditions import COMPARISONS, CompareWithPlayers, Neighbour
from .hooks import food_rule
from .predicates import phrase

if TYPE_CHECKING:
    from .catalog import CardSet
    from .phrasing import Reading


@frozen
class FoodTypeInSupply(BaseMeasure):
    """Food tokens of ``food`` in the player's personal supply (None, written ``wild``: every
    token)."""

    TAG: ClassVar[str] = "count-supply"

    food: Food | None = None

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("count_supply_of", 'WORD "in" "supply"', cls._from_type),)

    @classmethod
    def _from_type(cls, node: PhraseNode, ctx: Reading) -> FoodTypeInSupply:
        return cls(ctx.food_or_wild(node.args[0]))

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        if self.food is None:
            return sum(player.food)
        return player.food[self.food]

    def describe(self) -> str:
        what = "food" if self.food is None else self.food.label
        return f"{what} in supply"


@frozen
class FoodTypesInSupply(BaseMeasure):
    """Food types of which the player's personal supply holds at least one token."""

    TAG: ClassVar[str] = "count-supply-types"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"food" "types" "in" "supply"'
        return (phrase("count_supply_types", syntax, cls._from_types),)

    @classmethod
    def _from_types(cls, node: PhraseNode, ctx: Reading) -> FoodTypesInSupply:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return sum(1 for amount in player.food if amount > 0)

    def count_in(self, view: View, player: Player) -> int:
        """The types held in ``view``'s game: those whose food rule counts them as a type
        (U6, ``FoodRule.counts_as_type``; the base foods always are)."""
        return sum(
            1 for food, amount in enumerate(player.food) if amount > 0 and _counted(view, food)
        )

    def describe(self) -> str:
        return "food types in supply"


def _counted(view: View, food: int) -> bool:
    rule = food_rule(view.config, Food(food))
    return rule is None or rule.counts_as_type


@frozen
class SupplyHas(Condition):
    """A count of a personal supply (``measure``) passes the comparison (``op``: a key of
    ``COMPARISONS``) with ``number``: the acting player's, or (``another``) at least one other
    player's."""

    TAG: ClassVar[str] = "supply-has"

    op: str
    number: int
    measure: Measure
    another: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase(
                "you_have_in_supply",
                '"you" "have" comparison NUMBER WORD "in" "supply"',
                cls._from_you,
            ),
            Phrase(
                "you_have_types",
                '"you" "have" comparison NUMBER "food" "types" "in" "supply"',
                cls._from_types,
            ),
            Phrase(
                "another_has_in_supply",
                '"another" "player" "has" comparison NUMBER WORD "in" "supply"',
                cls._from_another,
            ),
            Phrase(
                "you_have_more_in_supply",
                '"you" "have" more_or_fewer WORD "in" "supply" "than" other_player',
                cls._from_more,
            ),
        )

    @classmethod
    def _counted(cls, node: PhraseNode, ctx: Compiling, another: bool) -> SupplyHas:
        op, num, word = node.args
        measure = FoodTypeInSupply(ctx.food_or_wild(word))
        return cls(op, ctx.number(num, "a count"), measure, another)

    @classmethod
    def _from_you(cls, node: PhraseNode, ctx: Compiling) -> SupplyHas:
        return cls._counted(node, ctx, another=False)

    @classmethod
    def _from_another(cls, node: PhraseNode, ctx: Compiling) -> SupplyHas:
        return cls._counted(node, ctx, another=True)

    @classmethod
    def _from_types(cls, node: PhraseNode, ctx: Compiling) -> SupplyHas:
        op, num = node.args
        return cls(op, ctx.number(num, "a count"), FoodTypesInSupply())

    @classmethod
    def _from_more(cls, node: PhraseNode, ctx: Compiling) -> CompareWithPlayers:
        relation, word, rivals = node.args
        measure = FoodTypeInSupply(ctx.food_or_wild(word))
        if rivals == "chosen":
            ctx.fail(
                node.pos,
                "a supply is compared with each other player or a neighbour",
                "write 'than each other player' or 'than player to your left'",
            )
        if rivals == "each":
            return CompareWithPlayers(measure, relation)
        side = ctx.lookup(rivals, "side", {"left": True, "right": False})
        return CompareWithPlayers(measure, relation, Neighbour(side))

    def _count(self, view: View, player: Player) -> int:
        if isinstance(self.measure, FoodTypesInSupply):
            return self.measure.count_in(view, player)
        return self.measure.count(player, view.cards)

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        test = COMPARISONS[self.op][0]
        if not self.another:
            return test(self._count(view, view.players[actor]), self.number)
        return any(
            test(self._count(view, player), self.number)
            for p, player in enumerate(view.players)
            if p != actor
        )

    def describe(self) -> str:
        who = "another player has" if self.another else "you have"
        words = COMPARISONS[self.op][1]
        return f"{who} {words} {self.number} {self.measure.describe()}"


@frozen
class DiscardAllFood(Effect):
    """Discard every token of ``food`` (None, written ``wild``: every token) from your personal
    supply: a cost that needs at least one ("discard all wild to tuck 3 cards from deck behind
    this bird"). Cached food is not in the supply: it stays."""

    TAG: ClassVar[str] = "discard-all-food"

    food: Food | None = None

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("discard_all_food", '"discard" "all" WORD', cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardAllFood:
        return cls(ctx.food_or_wild(node.args[0]))

    def _foods(self) -> tuple[Food, ...]:
        return BASE_FOODS if self.food is None else (self.food,)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        held = step.players[actor].food
        thrown = [(f, held[f]) for f in self._foods() if held[f]]
        for food, count in thrown:
            step.add_food(actor, food, -count)
            for _ in range(count):
                step.emit(FoodDiscarded(actor, food))
        step.set_done(bool(thrown))

    def payable(self, view: View, p: int, bird: int) -> bool:
        return any(view.players[p].food[f] for f in self._foods())

    def describe(self) -> str:
        kind = "food" if self.food is None else self.food.label
        return f"spend all the {kind} of your supply (at least 1)"
