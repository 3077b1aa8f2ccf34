"""The phrases of the Americas birds whose powers name no hummingbird, and of the two goal tiles
that count no hummingbird (rules-expansions 9.5.9, 9.5.11; docs/americas.md).

Bird conditions (selectors, pink triggers, bonus cards and goals read them):

* ``with egg limit at least 5``: the printed egg limit is that many or more (Spotted Nothura).
* ``without brown power``: the bird has no brown power, a bird with no power at all included
  (Hoatzin's trigger, Ocellated Turkey's eggs).
* ``worth even points`` / ``worth odd points``: the printed points are even (0 is even, as the
  tile prints) or odd (the goal tile's two sides).

A condition of the reset reactions (Yellow-Headed Caracara):

* ``reset showed rodent`` / ``reset showed no rodent``: a die of the birdfeeder showed that
  food right after the reset that triggered this pink power (the dual face shows both of its
  foods); read from the dice the power remembers from its trigger (``triggers.RESET_DICE``),
  whatever was taken from the feeder since. A power not triggered by a reset remembers none.

A player scope (Magnificent Frigatebird's "you both"):

* ``you and the player whose turn it is: ...``: the power's owner, then the player whose turn
  it is (in a pink power, the player who triggered it; the owner alone on their own turn).

A predator's catch from the birdfeeder (Boat-Billed Heron, Roadside Hawk):

* ``cache all invertebrate and fish from birdfeeder on this bird as prey``: every die giving
  one of the foods, taken one at a time and cached on this bird (the player may stop, rules
  10.1 #1); the first die taken is the hunt succeeding.

Cards collected from the other players (Yellow Warbler):

* ``collect 1 card from each other player drawing 2 from deck then draw 2 cards from deck and
  keep 2 of them``: each other player in turn from your left draws 2 from the deck, gives you 1
  of them (their choice) and keeps the other; then you draw 2 from the deck and keep 2 of all
  the cards given and drawn, discarding the rest. While players act at once (Flock), the power
  cannot begin (the other group's players may be busy with their own turn).

A counted block:

* ``for each empty slot in your forest: ...``: the block once per empty space of that row
  (a sideways bird covers two spaces), counted when it begins (Southern Lapwing, Rufous-Naped
  Wren).

The measures of the goal tile "different point values / total of egg limits":

* ``different point values of birds``: how many distinct printed point values the player's
  birds show (a bird that counts double toward goals adds no new value).
* ``egg limits of birds``: the sum of the printed egg limits of the player's birds; on the blue
  goal board a point per whole 5 (U14: rounded down by default, ``blue_count``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from attrs import frozen

from ...effects._base import (
    Compiling,
    Condition,
    Effect,
    Phrase,
    PhraseNode,
    PlayerScope,
    block_could_change,
    either,
)
from ...effects.board import feeder_options
from ...effects.cards import BaseMeasure
from ...effects.conditions import OtherPlayers
from ...effects.counted_draws import ShareDrawn, share_out
from ...effects.feeder_tests import CacheDie
from ...effects.hooks import active
from ...effects.predicates import BirdPredicate, phrase
from ...effects.triggers import RESET_DICE
from ...state.enums import DieFace, Food, Habitat, Timing
from ...state.moves import Reroll, Stop, TakeDie
from ...state.values import evolve
from .collecting import KeepCollected

if TYPE_CHECKING:
    from ...effects.cards import BirdCard
    from ...effects.catalog import CardSet
    from ...effects.phrasing import Reading
    from ...state.model import Bird, GameConfig, Player
    from ...state.protocol import PowerContext, StepOps, View

#: The goal board's blue side pays one point per this many egg limits (rules-expansions 9.5.11).
EGG_LIMITS_PER_POINT = 5
#: How a blue-side total of egg limits that is no multiple of 5 is rounded (U14): "down" (the
#: suggested default), "up" or "nearest" (halves up).
ROUNDINGS = ("down", "up", "nearest")


# --- bird conditions ----------------------------------------------------------------------------
@frozen
class EggLimitAtLeast(BirdPredicate):
    """The bird's printed egg limit is at least ``eggs``."""

    TAG: ClassVar[str] = "egg-limit-at-least"
    eggs: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"with" "egg" "limit" "at" "least" NUMBER'
        return (phrase("egg_limit_at_least", syntax, cls._from_limit),)

    @classmethod
    def _from_limit(cls, node: PhraseNode, ctx: Reading) -> EggLimitAtLeast:
        return cls(ctx.number(node.args[0], "eggs", low=1))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.egg_limit >= self.eggs

    def describe(self) -> str:
        return f"with an egg limit of {self.eggs} or more"


@frozen
class PowerIsNot(BirdPredicate):
    """The bird has no power of colour ``timing`` (a bird with no power passes)."""

    TAG: ClassVar[str] = "power-is-not"
    timing: Timing

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("without_power", '"without" WORD "power"', cls._from_without),)

    @classmethod
    def _from_without(cls, node: PhraseNode, ctx: Reading) -> PowerIsNot:
        colours = {t.colour: t for t in Timing}
        return cls(ctx.lookup(node.args[0], "power colour", colours))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.timing is not self.timing

    def describe(self) -> str:
        return f"without a {self.timing.colour} power"


@frozen
class PointsParity(BirdPredicate):
    """The bird's printed points are odd (``odd``) or even (0 included)."""

    TAG: ClassVar[str] = "points-parity"
    odd: bool

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            phrase("worth_even", '"worth" "even" "points"', cls._from_even),
            phrase("worth_odd", '"worth" "odd" "points"', cls._from_odd),
        )

    @classmethod
    def _from_even(cls, node: PhraseNode, ctx: Reading) -> PointsParity:
        return cls(odd=False)

    @classmethod
    def _from_odd(cls, node: PhraseNode, ctx: Reading) -> PointsParity:
        return cls(odd=True)

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.points % 2 == int(self.odd)

    def describe(self) -> str:
        return "worth an odd number of points" if self.odd else "worth an even number of points"


# --- what the birdfeeder showed right after the reset that triggered this power ---------------
@frozen
class ResetShowed(Condition):
    """A die of the birdfeeder showed one of ``foods`` right after the reset that triggered
    this pink power (``none``: none of them did)."""

    TAG: ClassVar[str] = "reset-showed"

    foods: tuple[Food, ...]
    none: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("reset_showed", '"reset" "showed" WORD ("or" WORD)*', cls._from_showed),
            Phrase("reset_showed_no", '"reset" "showed" "no" WORD', cls._from_no),
        )

    @classmethod
    def _from_showed(cls, node: PhraseNode, ctx: Compiling) -> ResetShowed:
        return cls(tuple(ctx.food(w) for w in node.args))

    @classmethod
    def _from_no(cls, node: PhraseNode, ctx: Compiling) -> ResetShowed:
        return cls((ctx.food(node.args[0]),), none=True)

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        faces = [DieFace(d) for d in power.recall(RESET_DICE) if 0 <= d < len(DieFace)]
        shown = any(food in face.foods for face in faces for food in self.foods)
        return shown != self.none

    def describe(self) -> str:
        foods = either(f.label for f in self.foods)
        if self.none:
            return f"no die of the birdfeeder showed {foods} right after the reset"
        return f"a die of the birdfeeder showed {foods} right after the reset"


# --- "cache all invertebrate and fish from birdfeeder on this bird as prey" ---------------------
@frozen
class CacheAllPrey(Effect):
    """Take every die of the birdfeeder giving one of ``foods``, one at a time, caching each
    food on this bird: a predator's catch, the first die taken its success."""

    TAG: ClassVar[str] = "cache-all-prey"
    OWNER_ONLY: ClassVar[bool] = True  # it caches on this bird
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True  # the printed icon (``language.implied_flags``)

    foods: tuple[Food, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"cache" "all" WORD ("and" WORD)* "from" "birdfeeder" "on" "this" "bird" "as" "prey"'
        )
        return (Phrase("cache_all_prey", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CacheAllPrey:
        return cls(tuple(ctx.food(w) for w in node.args))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        step.set_done(False)
        feeder = step.tables[step.players[power.owner].table].feeder
        take = CachePrey(power.owner, power.bird, max(1, len(feeder)), self.foods)
        if take.options(step):
            step.pending.append(take)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        return feeder_options(view, p, self.foods, stop=False) != []

    def describe(self) -> str:
        foods = " and ".join(f.label for f in self.foods)
        return (
            f"hunt: take every die showing {foods} from the birdfeeder and keep its food on "
            "this bird as cached food (the hunt succeeds if you take one)"
        )


@frozen
class CachePrey(CacheDie):
    """A die of the birdfeeder cached on this bird as a predator's catch: the first one taken
    is the hunt succeeding (``caught``: it has succeeded)."""

    TAG: ClassVar[str] = "cache-prey"

    caught: bool = False

    def answer(self, step: StepOps, move: TakeDie | Reroll | Stop) -> None:
        if isinstance(move, TakeDie) and not self.caught:
            step.announce_hunt_success(self.player, self.bird)
            before = len(step.pending)
            super().answer(step, move)
            if len(step.pending) > before:  # more dice to take: the hunt has succeeded
                step.pending[-1] = evolve(step.pending[-1], caught=True)
            return
        super().answer(step, move)


# --- cards collected from every other player, then your own draw ------------------------------
@frozen
class CollectFromOthers(Effect):
    """Each other player, from your left, draws ``drawn`` cards from the deck and gives you
    ``given`` of them (their choice), keeping the rest; then you draw ``draw`` from the deck
    and keep ``keep`` of all the cards given and drawn, discarding the others."""

    TAG: ClassVar[str] = "collect-from-others"
    OWNER_ONLY: ClassVar[bool] = True

    given: int
    drawn: int
    draw: int
    keep: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"collect" NUMBER _cards "from" "each" "other" "player" "drawing" NUMBER "from" '
            '"deck" "then" "draw" NUMBER _cards "from" "deck" "and" "keep" NUMBER "of" "them"'
        )
        return (Phrase("collect_from_others", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CollectFromOthers:
        given, drawn, draw, keep = node.args
        drawn_n = ctx.number(drawn, "the cards each other player draws", low=1, high=5)
        given_n = ctx.number(given, "the cards each other player gives", low=1, high=drawn_n)
        draw_n = ctx.number(draw, "the cards you draw", low=0, high=5)
        return cls(given_n, drawn_n, draw_n, ctx.number(keep, "the cards kept", low=1, high=9))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        bird = step.power.bird
        others = OtherPlayers().players(step, actor) or []
        shares = []
        for q in others:  # in turn order from the left, each draws from the deck
            drawn: list[int] = []
            for _ in range(self.drawn):
                if not step.draw_to_hand_from_deck(q):
                    break
                drawn.append(step.players[q].hand[-1])
            if drawn:
                shares.append(GiveToOwner(q, bird, tuple(drawn), self.drawn, 0, self.given))
        before = len(step.players[actor].hand)
        step.pending.append(KeepCollected(actor, bird, before, self.draw, self.keep))
        for share in reversed(shares):  # the left neighbour gives first
            share_out(step, evolve(share, receiver=actor))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return len(view.players) > 1 and not getattr(view, "lanes", ())

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        table = view.tables[view.players[p].table]
        return bool(table.deck or table.discard)

    def describe(self) -> str:
        return (
            f"each other player draws {self.drawn} cards from the deck and gives you "
            f"{self.given} of them; then draw {self.draw} from the deck and keep {self.keep} of "
            "all the cards given and drawn, discarding the rest"
        )


@frozen
class GiveToOwner(ShareDrawn):
    """Another player's share of the cards they just drew for the power of ``bird`` (not a bird
    of theirs): ``give`` of them to ``receiver``, the power's owner, the rest kept."""

    TAG: ClassVar[str] = "give-to-owner"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ()


# --- "you and the player whose turn it is: ..." ------------------------------------------------
@frozen
class YouAndTheActivePlayer(PlayerScope):
    """The acting player, then the player whose turn it is (a pink power's triggering player;
    nobody more on the acting player's own turn)."""

    TAG: ClassVar[str] = "you-and-active-player"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"you" "and" "the" "player" "whose" "turn" "it" "is"'
        return (Phrase("you_and_active", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> YouAndTheActivePlayer:
        return cls()

    def players(self, view: View, actor: int) -> list[int] | None:
        # a state and the engine's step both know whose turn it is (``GameState.active_player``)
        active = int(getattr(view, "active_player", actor))
        return [actor] if active == actor else [actor, active]

    def describe(self) -> str:
        return "you, then the player whose turn it is"


# --- "for each empty slot in your forest: ..." -------------------------------------------------
def empty_slots(view: View, p: int, habitat: Habitat) -> int:
    """The empty spaces of ``p``'s row ``habitat`` (a sideways bird covers two)."""
    row_size = active(view.config).mat.row_size
    return max(0, row_size - view.players[p].spaces(habitat))


@frozen
class ForEachEmptySlot(Effect):
    """``body`` once for each empty space of the acting player's row ``habitat``, counted when
    it begins (rules-expansions 9.5.9; a space under a Rufous Hornero egg marker is empty)."""

    TAG: ClassVar[str] = "for-each-empty-slot"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    habitat: Habitat
    body: tuple[Effect, ...] = ()

    @classmethod
    def each_phrases(cls) -> tuple[Phrase, ...]:
        """After "for each": the block runs once per empty space of the row."""
        syntax = '"empty" "slot" "in" "your"? WORD'
        text = "empty slot in your {}".format
        return (Phrase("empty_slots", syntax, cls._from_phrase, lambda args: text(args[0])),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> ForEachEmptySlot:
        return cls(ctx.habitat(node.args[0]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        for _ in range(empty_slots(step, actor, self.habitat)):
            step.run_block(actor, path + (0,))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        if not empty_slots(view, p, self.habitat):
            return False
        return block_could_change(self.body, view, p, power)

    def describe(self) -> str:
        from ...effects.flow import _sequence

        where = self.habitat.label
        return f"for each empty slot in your {where}: {_sequence(self.body)}"


# --- the goal tile "different point values / total of egg limits" -----------------------------
@frozen
class DistinctPointValues(BaseMeasure):
    """How many different printed point values the player's birds show (9.5.11)."""

    TAG: ClassVar[str] = "distinct-point-values"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"different" "point" "values" "of" "birds"'
        return (phrase("distinct_point_values", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Reading) -> DistinctPointValues:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return len({cards.birds[b.card].points for _h, _c, b in player.birds()})

    def describe(self) -> str:
        return "different point values among your birds"


def egg_limit_rounding(config: GameConfig) -> str:
    """How a blue-side total of egg limits is rounded in a game of ``config`` (U14): the
    Americas options' ``egg_limit_goal_rounding`` when the game carries them, else "down"."""
    for options in _americas_options(config):
        found = getattr(options, "egg_limit_goal_rounding", None)
        if found in ROUNDINGS:
            return str(found)
    return "down"


def _americas_options(config: GameConfig) -> tuple[object, ...]:
    """The option values a configuration carries (its fields, and the members of a tuple
    field), among which the Americas options (``AmericasOptions``, declared by the
    hummingbird subsystem) are found by their field alone: this module names no class it does
    not own, wherever the configuration keeps them."""
    found: list[object] = []
    for field in attrs.fields(type(config)):
        value = getattr(config, field.name)
        found.extend(value if isinstance(value, tuple) else (value,))
    return tuple(v for v in found if hasattr(v, "egg_limit_goal_rounding"))


def per_five(total: int, rounding: str) -> int:
    """``total`` egg limits in points of the blue board: one per 5, rounded as ``rounding``."""
    whole, rest = divmod(total, EGG_LIMITS_PER_POINT)
    if rounding == "up" and rest:
        return whole + 1
    if rounding == "nearest" and 2 * rest >= EGG_LIMITS_PER_POINT:
        return whole + 1
    return whole


@frozen
class TotalEggLimits(BaseMeasure):
    """The sum of the printed egg limits of the player's birds (9.5.11); the blue goal board
    counts one per 5 of it (``blue_count``, U14)."""

    TAG: ClassVar[str] = "total-egg-limits"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"egg" "limits" "of" "birds"'
        return (phrase("total_egg_limits", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Reading) -> TotalEggLimits:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return sum(cards.birds[b.card].egg_limit for _h, _c, b in player.birds())

    def blue_count(self, count: int, config: GameConfig) -> int:
        return per_five(count, egg_limit_rounding(config))

    def describe(self) -> str:
        return "the egg limits of your birds added up (on the blue board, 1 per 5)"
