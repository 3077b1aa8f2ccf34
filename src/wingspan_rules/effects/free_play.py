"""Free plays (rules-expansions 9.6, "Free play at game end"): ``play 1 of 5 cards drawn
from deck for free and discard the rest`` (the promo Yellow-Eyed Penguin's): the cards go
to the hand, the player may play one of them at no food or egg cost into a habitat it can live
in that has room, and the others are discarded (all of them when none is played). The played
bird's white power runs as any play's; a yellow power it has joins the game-end powers still
to use (``UseTimedPower``); an effect reading the food spent on it finds none. After it,
``if the played bird eating fish: ...`` tests the bird just played (any bird conditions).

A general family, joined to the vocabulary by the sets using it (the promo packs).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Habitat
from ..state.fields import BIRD, PLAIN, PLAYER, Redraw
from ..state.model import HIDDEN, Bird
from ..state.moves import ChooseOtherPlayer, Move, Skip
from ..state.moves import PlayBird as PlayBirdMove
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Condition, Effect, Phrase, PhraseNode, plural
from .cards import Measure
from .hooks import active
from .predicates import Predicate

#: The slot of the bird a power played ("the played bird", as ``effects.birds`` names it).
PLAYED = "played"
_SKIP = Skip()
_OFF_MAT = Bird(card=-1)


def free_habitats(view: View, p: int, card: int) -> list[Habitat]:
    """The habitats ``card`` can be played into for free: printed on it, with room."""
    row_size = active(view.config).mat.row_size
    player = view.players[p]
    return [h for h in view.cards.birds[card].habitats if player.spaces(h) < row_size]


def _draw_to_hand(step: StepOps, p: int, amount: int) -> tuple[int, ...]:
    """Draw up to ``amount`` cards from the deck into ``p``'s hand (fewer when the deck and
    the discard pile run out): the cards drawn."""
    drawn: list[int] = []
    for _ in range(amount):
        if not step.draw_to_hand_from_deck(p):
            break
        drawn.append(step.players[p].hand[-1])
    return tuple(drawn)


def draw_and_offer(step: StepOps, p: int, amount: int) -> None:
    """Draw ``amount`` cards into ``p``'s hand and offer one of them as a free play (the rest,
    or all when none can be played, discarded)."""
    choice = PlayDrawnFree(p, _draw_to_hand(step, p, amount))
    if choice.options(step):
        step.pending.append(choice)
    else:
        choice.discard(step, -1)


@frozen
class DrawAndPlayFree(Effect):
    """Draw ``amount`` cards from the deck into the hand (with ``measure``, ``amount`` per
    what it counts on the mat of a player the acting player chooses, themselves included:
    "play 1 of 1 card per bird with yellow power of a player of your choice drawn from deck
    for free and discard the rest", the promo Dovekie's), then play one of them for free (or
    none), the others discarded; "if you do" holds when a bird was played."""

    TAG: ClassVar[str] = "draw-and-play-free"

    amount: int
    measure: Measure | None = None

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        play = '"play" NUMBER "of" NUMBER _cards'
        tail = '"drawn" "from" "deck" "for" "free" "and" "discard" "the" "rest"'
        per = '"per" compared "of" "a" "player" "of" "your" "choice"'
        return (
            Phrase("draw_and_play_free", f"{play} {tail}", cls._from_phrase),
            Phrase("draw_per_and_play_free", f"{play} {per} {tail}", cls._from_per),
        )

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawAndPlayFree:
        ctx.number(node.args[0], "birds played", low=1, high=1)
        ctx.produce(PLAYED)
        return cls(ctx.number(node.args[1], "cards", low=1, high=10))

    @classmethod
    def _from_per(cls, node: PhraseNode, ctx: Compiling) -> DrawAndPlayFree:
        played = cls._from_phrase(node, ctx)
        return cls(played.amount, ctx.measure(node.args[2]))

    def _counts(self, view: View) -> tuple[int, ...]:
        """The cards drawn for choosing each player (by seat), at most 15 (a full mat)."""
        if self.measure is None:
            return (self.amount,)
        measure = self.measure
        return tuple(
            min(measure.count(player, view.cards) * self.amount, 15) for player in view.players
        )

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        table = view.tables[view.players[p].table]
        return bool(table.deck or table.discard) and any(self._counts(view))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        step.remember(PLAYED, "birds", ())
        counts = self._counts(step)
        if len(set(counts)) > 1:
            step.pending.append(ChooseFreePlayCount(actor, counts))
        elif counts[0]:
            draw_and_offer(step, actor, counts[0])

    def describe(self) -> str:
        if self.measure is None:
            cards = plural(self.amount, "card")
        else:
            counted = self.measure.describe().replace("your birds", "birds")
            cards = (
                f"{plural(self.amount, 'card')} for each of the {counted} of one player you "
                "choose (you too)"
            )
        return (
            f"draw {cards} from the deck and play one of them paying nothing, discarding the others"
        )


@frozen
class ChooseFreePlayCount(Decision):
    """Choose the player whose mat is counted: ``counts[q]`` cards are drawn for player
    ``q``, one of which may be played for free."""

    TAG: ClassVar[str] = "choose-free-play-count"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseOtherPlayer,)

    player: int = field(metadata=PLAYER)
    counts: tuple[int, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [ChooseOtherPlayer(q) for q in range(min(len(self.counts), len(view.players)))]

    def answer(self, step: StepOps, move: ChooseOtherPlayer) -> None:
        count = self.counts[move.player]
        if count:
            draw_and_offer(step, self.player, min(count, 15))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the player whose birds are counted"


@frozen
class PlayDrawnFree(Decision):
    """Play one of ``drawn`` (in the hand) for free, or none; the others are discarded."""

    TAG: ClassVar[str] = "play-drawn-free"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.HAND, "drawn")
    ACCEPTS: ClassVar[tuple[type, ...]] = (PlayBirdMove, Skip)

    player: int = field(metadata=PLAYER)
    drawn: tuple[int, ...] = field(default=(), metadata=BIRD)

    def options(self, view: View) -> list[Move]:
        hand = view.players[self.player].hand
        moves: list[Move] = [
            PlayBirdMove(card, h)
            for card in self.drawn
            if card in hand
            for h in free_habitats(view, self.player, card)
        ]
        return [*moves, _SKIP] if moves else []

    def discard(self, step: StepOps, kept: int) -> None:
        """Discard the drawn cards still in the hand, but ``kept``."""
        for card in self.drawn:
            if card != kept and card in step.players[self.player].hand:
                step.discard_from_hand(self.player, card)

    def answer(self, step: StepOps, move: PlayBirdMove | Skip) -> None:
        if type(move) is Skip:
            self.discard(step, -1)
            return
        assert isinstance(move, PlayBirdMove)
        self.discard(step, move.card)
        step.set_done(True)
        step.remember(PLAYED, "birds", (move.card,))
        step.start_bird_play(self.player, move.card, move.habitat, free=True)

    def seen_by(self, viewer: int) -> PlayDrawnFree:
        if viewer == self.player:
            return self
        return evolve(self, drawn=(HIDDEN,) * len(self.drawn))

    def hand_cards(self) -> tuple[int, ...]:
        """The cards of the player's hand this decision names (checked in a loaded save)."""
        return self.drawn

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: play one of the cards drawn for free, or none"


@frozen
class PlayedIs(Condition):
    """The bird the power just played passes every bird condition of ``where`` ("if the
    played bird eating fish:"); false when none was played."""

    TAG: ClassVar[str] = "played-is"

    where: tuple[Predicate, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"the" "played" "bird" bird_filter ("and" bird_filter)*'
        return (Phrase("played_is", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> PlayedIs:
        what = "'the played bird' refers to nothing: no 'play ...' before it"
        ctx.require(PLAYED, node.pos, what)
        return cls(ctx.predicates(node.args))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        played = power.recall(PLAYED)
        if not played:
            return False
        card = view.cards.birds[played[0]]
        return all(p.test(card, None, _OFF_MAT) for p in self.where)

    def describe(self) -> str:
        words = " and ".join(p.describe() for p in self.where)
        return f"the bird just played is a bird {words}"
