"""The measures only the Oceania expansion's bonus cards use (rules-expansions 9.2.10,
docs/oceania.md), declared as the base game's are (``effects.cards``): their phrases, their
English and what they count.

* ``birds in a wingspan run in forest`` (the Data Analysts): the longest run of neighbouring
  birds of the row whose wingspans only rise or only fall, equal wingspans side by side allowed;
  a flightless bird's wild wingspan is whatever continues the run (9.2.8).
* ``sets of the four nests`` (Mechanical Engineer): complete sets of a bowl, a cavity, a ground
  and a platform nest among the player's birds, each star nest filling one missing type of one
  set, no bird in two sets; every set counts, and 3 or more score as the card's highest tier,
  2 sets (U34: a card's points are those of the highest tier its count reaches, and
  ``HouseRules.bonus_tiers`` gives a table's own points for 3 sets or more).

And the measures of its goal tiles (9.2.9):

* ``cubes on play a bird``: the action cubes placed on the play-a-bird row this round (the
  goal is scored before the cubes come off the mat).
* ``birds with beak pointing left`` (a bird predicate, also ``right``): a card showing birds
  facing both ways counts for both sides; a straight-ahead beak for neither.
* ``fruit and seed in food costs of birds``: the icons of those foods in the costs of the
  played birds, a "/" choice counting once; wild and nectar icons never count.
* ``no goal``: the side that scores nothing; its cube is kept, so every later round has one
  more turn (``BaseMeasure.SCORED``: the engine reads it).

And Site Selection Expert's (9.2.10): ``columns with matching nests``, each column's tier
added up (a pair of one nest type 1, a trio 3), which its card scores 1 point per unit.

The package's ``VOCABULARY`` names this module, so ``effects.add_vocabulary`` joins them to
``effects.MEASURE_TYPES``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import frozen

from ...effects.cards import BaseMeasure, Beak
from ...effects.predicates import BirdPredicate, phrase
from ...state.enums import Action, Food, Habitat, Nest
from ...state.model import covered_columns

if TYPE_CHECKING:
    from ...effects.cards import BirdCard, MatCard, OnMat
    from ...effects.catalog import CardSet
    from ...effects.phrasing import Phrase, PhraseNode, Reading
    from ...state.model import Bird, Player

#: The four nest types of a Mechanical Engineer's set (a star nest stands for any one).
_SET_NESTS = (Nest.BOWL, Nest.CAVITY, Nest.GROUND, Nest.PLATFORM)


def _monotone(wingspans: list[int | None], rising: bool) -> bool:
    """Whether the known wingspans only rise (or only fall), equal ones allowed; a wild one
    (None) fits anywhere."""
    known = [w for w in wingspans if w is not None]
    pairs = zip(known, known[1:], strict=False)
    return all((b >= a) if rising else (b <= a) for a, b in pairs)


#: The wingspan of a card counting as a bird smaller than every bird (9.5.8).
_SMALLER_THAN_ANY = -1


def _longest_run(spans: list[int | None]) -> int:
    """The most neighbours of ``spans`` that only rise or only fall."""
    best = 0
    for start in range(len(spans)):
        for stop in range(start + 1, len(spans) + 1):
            run = spans[start:stop]
            if _monotone(run, rising=True) or _monotone(run, rising=False):
                best = max(best, stop - start)
    return best


@frozen
class WingspanRunIn(BaseMeasure):
    """The longest run of neighbouring birds in ``habitat`` whose wingspans only rise or only
    fall (9.2.10: equal wingspans may be neighbours; a wild wingspan continues any run)."""

    TAG: ClassVar[str] = "wingspan-run-in"
    habitat: Habitat

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"birds" "in" "a" "wingspan" "run" "in" WORD'
        return (phrase("wingspan_run_in", syntax, cls._from_run),)

    @classmethod
    def _from_run(cls, node: PhraseNode, ctx: Reading) -> WingspanRunIn:
        return cls(ctx.habitat(node.args[0]))

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return _longest_run([cards.birds[b.card].wingspan for b in player.mat[self.habitat]])

    def count_with(self, player: Player, cards: CardSet, goal: bool, beside: OnMat) -> int:
        """A card left of the row that counts as a bird (a hummingbird, rules-expansions
        9.5.8) is smaller than every bird, at the row's left end; one that joins any run
        (``MatCard.joins_any_run``) adds one to the longest run, at its small end."""
        before = beside.before_row(self.habitat)
        if not before:
            return self.count(player, cards, goal)
        spans = [cards.birds[b.card].wingspan for b in player.mat[self.habitat]]
        anywhere = sum(c.joins_any_run for c in before)
        left: list[int | None] = [_SMALLER_THAN_ANY] * (len(before) - anywhere)
        return _longest_run(left + spans) + anywhere

    def describe(self) -> str:
        where = self.habitat.label
        return f"neighbouring birds in your {where} with only rising or only falling wingspans"


@frozen
class NestSets(BaseMeasure):
    """Complete sets of the four nest types among the player's birds, a star nest filling one
    missing type of one set (9.2.10), all of them: 3 sets or more score as the highest tier
    printed (U34, the scoring's own rule), or as ``HouseRules.bonus_tiers`` says."""

    TAG: ClassVar[str] = "nest-sets"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"sets" "of" "the" "four" "nests"'
        return (phrase("nest_sets", syntax, cls._from_sets),)

    @classmethod
    def _from_sets(cls, node: PhraseNode, ctx: Reading) -> NestSets:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        nests = [cards.birds[b.card].nest for _h, _c, b in player.birds()]
        stars = nests.count(Nest.STAR)
        counts = [nests.count(n) for n in _SET_NESTS]
        sets = 0
        while sum(max(0, sets + 1 - c) for c in counts) <= stars:
            sets += 1
        return sets

    def describe(self) -> str:
        return "sets of a bowl, a cavity, a ground and a platform nest (a star nest fills one)"


@frozen
class CubesOnPlayBird(BaseMeasure):
    """The action cubes the player placed on the play-a-bird row this round (9.2.9)."""

    TAG: ClassVar[str] = "cubes-on-play-a-bird"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"cubes" "on" "play" "a" "bird"'
        return (phrase("cubes_on_play_a_bird", syntax, cls._from_cubes),)

    @classmethod
    def _from_cubes(cls, node: PhraseNode, ctx: Reading) -> CubesOnPlayBird:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return player.actions[Action.PLAY_BIRD]

    def describe(self) -> str:
        return "your action cubes on the play-a-bird row this round"


#: The beak directions a goal side's word names.
_BEAKS = {"left": Beak.LEFT, "right": Beak.RIGHT}


@frozen
class BeakPointing(BirdPredicate):
    """The bird's beak points ``way`` (9.2.9): a card showing birds facing both ways passes
    for either way, a straight-ahead or upward beak for neither."""

    TAG: ClassVar[str] = "beak-pointing"
    way: Beak

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"with" "beak" "pointing" WORD'
        return (phrase("beak_pointing", syntax, cls._from_beak),)

    @classmethod
    def _from_beak(cls, node: PhraseNode, ctx: Reading) -> BeakPointing:
        return cls(ctx.lookup(node.args[0], "beak direction", _BEAKS))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.beak is self.way or card.beak is Beak.BOTH

    def test_mat_card(self, card: MatCard) -> bool:
        return card.beak is self.way or card.beak is Beak.BOTH  # a hummingbird's beak

    def describe(self) -> str:
        return f"with the beak pointing {self.way.value}"


@frozen
class FoodIconsInCosts(BaseMeasure):
    """The icons of ``foods`` in the food costs of the player's birds (9.2.9): a "/" choice
    naming one of them counts once; wild and nectar icons never count (a goal names neither)."""

    TAG: ClassVar[str] = "food-icons-in-costs"
    foods: tuple[Food, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = 'WORD ("and" WORD)* "in" "food" "costs" "of" "birds"'
        return (phrase("food_icons_in_costs", syntax, cls._from_icons),)

    @classmethod
    def _from_icons(cls, node: PhraseNode, ctx: Reading) -> FoodIconsInCosts:
        foods = tuple(ctx.food(word) for word in node.args)
        if Food.NECTAR in foods:
            ctx.fail(node.pos, "a goal never counts nectar icons (rules-expansions 9.2.9)")
        return cls(foods)

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        total = 0
        for _h, _c, bird in player.birds():
            cost = cards.birds[bird.card].cost
            named = sum(1 for food in cost.foods if food in self.foods)
            total += min(named, 1) if cost.one_of else named
        return total

    def describe(self) -> str:
        names = " and ".join(f.label for f in self.foods)
        return f"the {names} icons in your birds' food costs (a '/' choice counts once)"


@frozen
class NoGoal(BaseMeasure):
    """The "No Goal" side (9.2.9): nobody scores; each player keeps the cube that would have
    gone on the goal board, so every later round has one more turn."""

    TAG: ClassVar[str] = "no-goal"
    SCORED: ClassVar[bool] = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("no_goal", '"no" "goal"', cls._from_none),)

    @classmethod
    def _from_none(cls, node: PhraseNode, ctx: Reading) -> NoGoal:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return 0

    def describe(self) -> str:
        return "nothing: no goal this round, and every later round has one more turn"


#: Site Selection Expert's points for a column's most birds of one nest type (9.2.10).
COLUMN_TIERS = {2: 1, 3: 3}


@frozen
class SharedNestsInColumns(BaseMeasure):
    """Site Selection Expert (9.2.10): each column's tier, added up: the most birds of the
    column sharing a nest type, a pair counting 1 and a trio 3 (the card's points, 1 a unit). A star nest matches one type (the one
    that suits best), and a bird turned sideways counts in both columns it covers."""

    TAG: ClassVar[str] = "shared-nests-in-columns"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"columns" "with" "matching" "nests"'
        return (phrase("columns_with_matching_nests", syntax, cls._from_columns),)

    @classmethod
    def _from_columns(cls, node: PhraseNode, ctx: Reading) -> SharedNestsInColumns:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        columns: dict[int, list[Nest]] = {}
        for row in player.mat:
            for bird, covered in zip(row, covered_columns(row), strict=True):
                for column in covered:
                    columns.setdefault(column, []).append(cards.birds[bird.card].nest)
        total = 0
        for nests in columns.values():
            stars = nests.count(Nest.STAR)
            most = max((nests.count(n) for n in _SET_NESTS), default=0) + stars
            total += COLUMN_TIERS.get(min(most, max(COLUMN_TIERS)), 0)
        return total

    def describe(self) -> str:
        return "columns with a pair of one nest type, a trio counting 3 (a star fits any one)"
