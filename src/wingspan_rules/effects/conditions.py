"""Whether and who: a power's conditions (what was rolled or revealed, where this bird is, a
comparison of counts, with other players too) and its player scopes (all players, the other
players, a neighbour, the players with the fewest or with something, a chosen player)."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from attrs import field, frozen

from ..state.enums import DieFace, Food, Habitat
from ..state.fields import PLAIN, PLAYER
from ..state.moves import ChooseOtherPlayer, ChoosePlayer, Move
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ._base import (
    BirdTarget,
    Compiling,
    Condition,
    Phrase,
    PhraseNode,
    PlayerScope,
    Which,
    either,
)
from .bird_records import cards_tucked_behind
from .board import locate, matching_birds
from .cards import CountBirds, CountEggs, CountHand, Measure
from .predicates import InHabitat


def _clockwise(view: View, start: int) -> list[int]:
    n = view.config.players
    return [(start + k) % n for k in range(n)]


# --- conditions -------------------------------------------------------------------------------
@frozen
class RolledAny(Condition):
    """At least one die rolled by this power (the faces in ``slot``) shows one of ``foods``;
    the dual face counts for both its foods."""

    TAG: ClassVar[str] = "rolled-any"

    foods: tuple[Food, ...]
    slot: str = "rolled"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("rolled", '"rolled" WORD ("or" WORD)*', cls._from_rolled),)

    @classmethod
    def _from_rolled(cls, node: PhraseNode, ctx: Compiling) -> RolledAny:
        what = "'rolled' refers to nothing: no 'roll dice outside birdfeeder' before it"
        slot = ctx.require("rolled", node.pos, what)
        return cls(tuple(ctx.food(w) for w in node.args), slot)

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        faces = power.recall(self.slot)
        return any(food in DieFace(face).foods for face in faces for food in self.foods)

    def describe(self) -> str:
        return f"at least one of the rolled dice shows {either(f.label for f in self.foods)}"


@frozen
class RevealedWingspanBelow(Condition):
    """The revealed card's (first in ``slot``) wingspan is strictly less than ``cm`` (a wild
    wingspan always is)."""

    TAG: ClassVar[str] = "revealed-wingspan-below"

    cm: int
    slot: str = "revealed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"revealed" "wingspan" "<" NUMBER'
        return (Phrase("revealed_below", syntax, cls._from_revealed_below),)

    @classmethod
    def _from_revealed_below(cls, node: PhraseNode, ctx: Compiling) -> RevealedWingspanBelow:
        what = "'revealed' refers to nothing: no 'reveal 1 card from deck' before it"
        slot = ctx.require("revealed", node.pos, what)
        return cls(ctx.number(node.args[0], "wingspan", low=1), slot)

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        revealed = power.recall(self.slot)
        if not revealed:
            return False
        wingspan = view.cards.birds[revealed[0]].wingspan
        return wingspan is None or wingspan < self.cm

    def describe(self) -> str:
        return f"the card's wingspan is under {self.cm} cm"


@frozen
class ThisBirdRightmost(Condition):
    """This bird is to the right of every other bird in its habitat."""

    TAG: ClassVar[str] = "this-bird-rightmost"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = 'bird_target "is" "rightmost" "in" "its" "habitat"'
        return (Phrase("rightmost", syntax, cls._from_rightmost),)

    @classmethod
    def _from_rightmost(cls, node: PhraseNode, ctx: Compiling) -> ThisBirdRightmost:
        ctx.this_bird(node.args[0], "test the position of")
        return cls()

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        player = view.players[power.owner]
        where = locate(player, power.bird)
        return where is not None and where[1] == len(player.mat[where[0]]) - 1

    def describe(self) -> str:
        return "no other bird sits to the right of this bird in its row"


#: The comparisons of "at least N", "more than N"...: their test and their words.
COMPARISONS: dict[str, tuple[Callable[[int, int], bool], str]] = {
    ">=": (lambda a, b: a >= b, "at least"),
    "<=": (lambda a, b: a <= b, "at most"),
    ">": (lambda a, b: a > b, "more than"),
    "<": (lambda a, b: a < b, "fewer than"),
    "==": (lambda a, b: a == b, "exactly"),
}


_HELD = {"eggs": "eggs", "cached": "cached food", "tucked": "tucked cards"}


@frozen
class Compare(Condition):
    """A count compared with ``number`` (``op``: a key of ``COMPARISONS``): what ``measure``
    counts for the acting player ("you have at least 3 eggs in your forest"), or else what a
    bird holds (``held``: eggs, cached food or tucked cards): this bird ("this bird has ..."),
    or any bird ``on`` selects ("any bird with bowl nest has at least 2 eggs": one does)."""

    TAG: ClassVar[str] = "compare"

    op: str
    number: int
    measure: Measure | None = None
    held: str = ""
    on: BirdTarget = BirdTarget(Which.THIS)

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("you_have", '"you" "have" comparison NUMBER compared', cls._from_you_have),
            Phrase("bird_has", 'bird_target "has" comparison NUMBER held', cls._from_bird_has),
            Phrase("there_is", '"there" "is" ("a" | "an") compared', cls._from_there_is),
        )

    @classmethod
    def _from_there_is(cls, node: PhraseNode, ctx: Compiling) -> Compare:
        return cls(">=", 1, ctx.measure(node.args[-1]))

    @classmethod
    def _from_you_have(cls, node: PhraseNode, ctx: Compiling) -> Compare:
        op, num, measure = node.args
        return cls(op, ctx.number(num, "a count"), ctx.measure(measure))

    @classmethod
    def _from_bird_has(cls, node: PhraseNode, ctx: Compiling) -> Compare:
        target, op, num, held = node.args
        if target.which == "this":
            ctx.this_bird(target, "count what is on")
        return cls(op, ctx.number(num, "a count"), held=held, on=ctx.target(target))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        test = COMPARISONS[self.op][0]
        if self.measure is not None:
            return test(self.measure.count(view.players[actor], view.cards), self.number)
        mat = view.players[power.owner].mat
        for h, c in matching_birds(view, power.owner, self.on, power.bird):
            bird = mat[h][c]
            if self.held == "tucked":  # a hummingbird tucked behind it too
                count = cards_tucked_behind(view, power.owner, h, c)
            else:
                count = bird.eggs if self.held == "eggs" else sum(bird.cached)
            if test(count, self.number):
                return True
        return False

    def describe(self) -> str:
        if self.measure is None and (self.op, self.number) == (">=", 0):
            which = "a bird" if self.on.which is Which.ANY else "another bird"
            return f"you have {which}{self.on.condition_words()}"
        if self.measure is None:
            what = _HELD[self.held] if self.number != 1 else _HELD[self.held].rstrip("s")
            return f"{self.on.describe()} has {COMPARISONS[self.op][1]} {self.number} {what}"
        counted = self.measure.describe()  # the bonus cards' words
        if (self.op, self.number) == (">=", 1):
            return f"there is at least one of {counted}"
        words = COMPARISONS[self.op][1].replace("fewer", "less")
        return f"the number of {counted} is {words} {self.number}"


@frozen
class AllPlayers(PlayerScope):
    """Every player, starting with the acting player and going clockwise. Includes you."""

    TAG: ClassVar[str] = "all-players"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("all_players", '"all" "players"', cls._from_all),)

    @classmethod
    def _from_all(cls, node: PhraseNode, ctx: Compiling) -> AllPlayers:
        return cls()

    def players(self, view: View, actor: int) -> list[int] | None:
        return _clockwise(view, actor)

    def describe(self) -> str:
        return "each player in turn, you first"


@frozen
class EachPlayerFromChosen(PlayerScope):
    """Every player in clockwise order, starting with a player the acting player chooses."""

    TAG: ClassVar[str] = "each-player-from-chosen"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"each" "player" "starting" "with" "player" "of" "your" "choice"'
        return (Phrase("each_from_chosen", syntax, cls._from_each),)

    @classmethod
    def _from_each(cls, node: PhraseNode, ctx: Compiling) -> EachPlayerFromChosen:
        return cls()

    def players(self, view: View, actor: int) -> list[int] | None:
        return None

    def ask(self, actor: int, power: int, block: tuple[int, ...]) -> Decision:
        return ChooseStart(actor, power, block)

    def describe(self) -> str:
        return "each player in clockwise order, beginning with a player you pick"


@frozen
class FewestBirdsIn(PlayerScope):
    """The player or players (ties included) with the fewest birds in a habitat. Its phrase
    is the general "players with fewest MEASURE", which is ``PlayersWith`` for any other
    measure."""

    TAG: ClassVar[str] = "fewest-birds-in"

    habitat: Habitat

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("fewest", '"players" "with" "fewest" measure', cls._from_fewest),)

    @classmethod
    def _from_fewest(cls, node: PhraseNode, ctx: Compiling) -> PlayerScope:
        measure = ctx.measure(node.args[0])
        match measure:
            case CountBirds(where=(InHabitat(habitat=habitat),)):
                return cls(habitat)
        return PlayersWith(measure)

    def players(self, view: View, actor: int) -> list[int] | None:
        order = _clockwise(view, actor)
        counts = [len(view.players[q].mat[self.habitat]) for q in range(len(order))]
        return [q for q in order if counts[q] == min(counts)]

    def describe(self) -> str:
        return f"every player tied for the fewest birds in their {self.habitat.label}"


@frozen
class PlayersWith(PlayerScope):
    """The player or players (ties included) with the fewest, or the ``most``, of what
    ``measure`` counts on their mat or in their hand (the measures of bonus cards and goals)."""

    TAG: ClassVar[str] = "players-with"

    measure: Measure
    most: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("most", '"players" "with" "most" measure', cls._from_most),)

    @classmethod
    def _from_most(cls, node: PhraseNode, ctx: Compiling) -> PlayersWith:
        return cls(ctx.measure(node.args[0]), most=True)

    def players(self, view: View, actor: int) -> list[int] | None:
        order = _clockwise(view, actor)
        counts = [self.measure.count(view.players[q], view.cards) for q in order]
        best = max(counts) if self.most else min(counts)
        return [q for q, count in zip(order, counts, strict=True) if count == best]

    def describe(self) -> str:
        which = "most" if self.most else "fewest"
        return f"every player tied for the {which} {_measure_words(self.measure)}"


def _measure_words(measure: Measure) -> str:
    """A measure in a few words ("birds in their wetland", "eggs", "bird cards in hand")."""
    if isinstance(measure, CountBirds | CountEggs):
        noun = "birds" if isinstance(measure, CountBirds) else "eggs"
        return noun + "".join(
            f" in their {p.habitat.label}" if isinstance(p, InHabitat) else f" {p.describe()}"
            for p in measure.where
        )
    if isinstance(measure, CountHand):
        return "bird cards in hand"
    return "of what is counted"


@frozen
class OtherPlayers(PlayerScope):
    """Every other player, clockwise from the acting player's left (rules 3.12: "all other
    players" leaves you out). In Flock mode it is the whole table, both groups (rules 8.2)."""

    TAG: ClassVar[str] = "other-players"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("other_players", '"other" "players"', cls._from_others),)

    @classmethod
    def _from_others(cls, node: PhraseNode, ctx: Compiling) -> OtherPlayers:
        return cls()

    def players(self, view: View, actor: int) -> list[int] | None:
        return _clockwise(view, actor)[1:]

    def describe(self) -> str:
        return "each other player in turn, from your left"


@frozen
class Neighbour(PlayerScope):
    """The player sitting to the acting player's left (clockwise, the next seat) or right
    (counter-clockwise) (rules 3.12); in Flock mode whoever sits there, in either group."""

    TAG: ClassVar[str] = "neighbour"

    left: bool = True

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("neighbour", '"player" "to" "your" WORD', cls._from_side),)

    @classmethod
    def _from_side(cls, node: PhraseNode, ctx: Compiling) -> Neighbour:
        return cls(ctx.lookup(node.args[0], "side", {"left": True, "right": False}))

    def players(self, view: View, actor: int) -> list[int] | None:
        n = view.config.players
        return [(actor + (1 if self.left else -1)) % n] if n > 1 else []

    def describe(self) -> str:
        return f"the player to your {'left' if self.left else 'right'}"


@frozen
class CompareWithPlayers(Condition):
    """A count of the acting player's (``measure``) against other players' counts: ``most``
    or ``fewest`` of every player, ties counting ("you have the most birds in your forest"),
    or ``more`` or ``fewer`` than each of ``rivals`` ("you have fewer cards in hand than each
    other player", "... than player to your left"). With no other player, "the most" and
    "each other player" hold, and a neighbour's count is missing: the condition fails."""

    TAG: ClassVar[str] = "compare-with-players"

    measure: Measure
    relation: str  # "most", "fewest", "more" or "fewer"
    rivals: PlayerScope = OtherPlayers()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("you_have_standing", '"you" "have" standing compared', cls._from_standing),
            Phrase(
                "you_have_more",
                '"you" "have" more_or_fewer compared "than" other_player',
                cls._from_more,
            ),
        )

    @classmethod
    def _from_standing(cls, node: PhraseNode, ctx: Compiling) -> CompareWithPlayers:
        relation, measure = node.args
        return cls(ctx.measure(measure), relation)

    @classmethod
    def _from_more(cls, node: PhraseNode, ctx: Compiling) -> CompareWithPlayers:
        relation, measure, rivals = node.args
        if rivals == "chosen":
            ctx.fail(
                node.pos,
                "a count is compared with each other player or a neighbour",
                "write 'than each other player' or 'than player to your left'",
            )
        if rivals == "each":
            return cls(ctx.measure(measure), relation)
        side = ctx.lookup(rivals, "side", {"left": True, "right": False})
        return cls(ctx.measure(measure), relation, Neighbour(side))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        rivals = self.rivals.players(view, actor) or []
        if isinstance(self.rivals, Neighbour) and not rivals:
            return False
        mine = self.measure.count(view.players[actor], view.cards)
        theirs = [self.measure.count(view.players[q], view.cards) for q in rivals]
        test = _STANDINGS[self.relation]
        return all(test(mine, n) for n in theirs)

    def describe(self) -> str:
        counted = self.measure.describe().removeprefix("your ")
        if self.relation in ("most", "fewest"):
            return f"you have the {self.relation} {counted} of all players (ties count)"
        return f"you have {self.relation} {counted} than {self.rivals.describe()}"


#: How a count of yours stands against another player's, for each relation.
_STANDINGS: dict[str, Callable[[int, int], bool]] = {
    "most": lambda mine, theirs: mine >= theirs,
    "fewest": lambda mine, theirs: mine <= theirs,
    "more": lambda mine, theirs: mine > theirs,
    "fewer": lambda mine, theirs: mine < theirs,
}


@frozen
class ChosenOtherPlayer(PlayerScope):
    """One other player, chosen by the acting player (rules 3.12: "choose 1 other player");
    in Flock mode anyone at the table, in either group (rules 8.2)."""

    TAG: ClassVar[str] = "chosen-other-player"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"another" "player" "of" "your" "choice"'
        return (Phrase("chosen_other", syntax, cls._from_chosen),)

    @classmethod
    def _from_chosen(cls, node: PhraseNode, ctx: Compiling) -> ChosenOtherPlayer:
        return cls()

    def players(self, view: View, actor: int) -> list[int] | None:
        return None

    def ask(self, actor: int, power: int, block: tuple[int, ...]) -> Decision:
        return ChooseOther(actor, power, block)

    def describe(self) -> str:
        return "one other player you choose"


@frozen
class ChooseStart(Decision):
    """Choose the player who starts an "each player" part (the block ``block``)."""

    TAG: ClassVar[str] = "choose-start"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChoosePlayer,)

    player: int = field(metadata=PLAYER)
    power: int = field(metadata=PLAIN)
    block: tuple[int, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        # The players of the acting player's table: everyone, except in Flock mode, where the
        # other group starts with its own active player (rules 8.2).
        table = view.players[self.player].table
        return [ChoosePlayer(q) for q, pl in enumerate(view.players) if pl.table == table]

    def answer(self, step: StepOps, move: ChoosePlayer) -> None:
        parts = step.turn_order_parts(self.player, move.player)
        for players, after in reversed(parts):
            if after is None:
                for q in reversed(players):
                    step.run_block(q, self.block, power=self.power)
            else:
                step.run_later(after, players, self.block, power=self.power)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the player who starts"


@frozen
class ChooseOther(Decision):
    """Choose the other player whom the part ``block`` of a power reaches."""

    TAG: ClassVar[str] = "choose-other"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseOtherPlayer,)

    player: int = field(metadata=PLAYER)
    power: int = field(metadata=PLAIN)
    block: tuple[int, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [ChooseOtherPlayer(q) for q in range(view.config.players) if q != self.player]

    def answer(self, step: StepOps, move: ChooseOtherPlayer) -> None:
        step.reach(move.player, self.block, power=self.power)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose another player"
