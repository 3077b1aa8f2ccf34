"""Drawing cards, then deciding where each drawn card goes: as many as a count, keeping some
("draw 1 card for each bird in your wetland with at least 1 egg keep 1", "draw 1 card for
each other bird in this column with at least 1 egg keep 1"), or a number shared out between
the hand, this bird's tucked cards, another player and the discard pile ("draw 5 cards from
deck then keep 1 tuck 1 behind this bird give 1 to another player of your choice and discard
the rest"); with the decisions they ask.

The count is of the acting player's birds a selector picks, seen from the power's bird, when
the power begins (as ``for each`` counts). Each card comes from the tray or the deck, the
player's choice card by card (rules 3.7), and the player may stop early (rules 10.1 #1); the
cards drawn go to the hand, and once the drawing ends the player keeps ``keep`` of them and
discards the others (the other players see that cards went, not which). A general family
(the Asia cards use it): this module is no part of ``PRIMITIVE_MODULES``; each expansion
whose cards use it joins it to the vocabulary (``effects.add_vocabulary``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import field, frozen

from ..state.enums import Food
from ..state.events import CardGiven
from ..state.fields import BIRD, PLAIN, PLAYER, Redraw
from ..state.model import BONUS_TABLE, HIDDEN
from ..state.moves import (
    ChooseOtherPlayer,
    DrawFromDeck,
    DrawFromTray,
    GiveCard,
    KeepBird,
    Move,
    Stop,
    TuckCard,
)
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import BirdTarget, Compiling, Effect, Phrase, PhraseNode, Which, Zone, plural
from .board import can_draw, draw_options, matching_birds
from .draws import DrawBonusCards
from .feeder_tests import ForEachInFeeder
from .give import CHOSEN, EACH, other_player, reached, who_words


@frozen
class DrawPerBirdKeep(Effect):
    """Draw ``amount`` cards for each of your birds ``birds`` selects (each card from the tray
    or the deck), keep ``keep`` of them and discard the others. "If you do" holds when at
    least one card was drawn."""

    TAG: ClassVar[str] = "draw-per-bird-keep"

    amount: int
    birds: BirdTarget
    keep: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"draw" amount _cards "for" "each" each_target "keep" NUMBER'
        return (Phrase("draw_per_bird_keep", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawPerBirdKeep:
        num, target, keep = node.args
        amount = ctx.amount(num)
        kept = ctx.number(keep, "the number of cards kept", low=1)
        return cls(amount, ctx.target(target, each=True), kept)

    def count(self, view: View, p: int, bird: int) -> int:
        """How many cards ``p`` draws, ``bird`` the power's own bird."""
        return self.amount * len(matching_birds(view, p, self.birds, bird))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        count = self.count(step, actor, step.power.bird)
        step.set_done(False)
        if count and can_draw(step, actor):
            step.pending.append(DrawCountedCard(actor, count, self.keep))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return self.count(view, p, bird) > 0 and can_draw(view, p)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.can_begin(view, p, power.bird)

    def chooses_amount(self) -> bool:
        return True  # each card is one decision, with "stop"

    def describe(self) -> str:
        other = " other" if self.birds.which is Which.OTHER else ""
        counted = f"your{other} birds{self.birds.condition_words()}"
        drawn = plural(self.amount, "bird card")
        return (
            f"draw {drawn} for each of {counted}, each one from the tray or the deck; "
            f"keep {self.keep} of them and discard the others"
        )


@frozen
class DrawBonusPerBirdKeep(Effect):
    """Draw ``amount`` bonus cards for each of your birds ``birds`` selects (counted when the
    power begins), keep ``keep`` of them and discard the others ("draw 1 bonus card for each
    bird in your grassland keep 1"). "If you do" holds when a card was drawn."""

    TAG: ClassVar[str] = "draw-bonus-per-bird-keep"
    BONUS_CARDS: ClassVar[bool] = True  # the bonus-card icon (``language.implied_flags``)

    amount: int
    birds: BirdTarget
    keep: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"draw" amount "bonus" _cards "for" "each" each_target "keep" NUMBER'
        return (Phrase("draw_bonus_per_bird_keep", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawBonusPerBirdKeep:
        num, target, keep = node.args
        kept = ctx.number(keep, "the number of bonus cards kept", low=1)
        return cls(ctx.amount(num), ctx.target(target, each=True), kept)

    def count(self, view: View, p: int, bird: int) -> int:
        """How many bonus cards ``p`` draws, ``bird`` the power's own bird."""
        return self.amount * len(matching_birds(view, p, self.birds, bird))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        count = self.count(step, actor, step.power.bird)
        step.set_done(False)
        if count:
            DrawBonusCards(count, min(count, self.keep)).resolve(step, actor, path)
            step.set_done(True)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A bird is counted and a bonus card lies in the bonus deck or its discard pile."""
        table = view.tables[BONUS_TABLE]
        has_cards = bool(table.bonus_deck or table.bonus_discard)
        return has_cards and self.count(view, p, power.bird) > 0

    def describe(self) -> str:
        other = " other" if self.birds.which is Which.OTHER else ""
        counted = f"your{other} birds{self.birds.condition_words()}"
        return (
            f"draw {plural(self.amount, 'bonus card')} for each of {counted}; keep "
            f"{self.keep} of them and discard the others"
        )


@frozen
class DrawPerDieTuckAny(Effect):
    """Draw ``amount`` cards (each from the tray or the deck) per die showing ``food`` in the
    birdfeeder, counted when it begins (the dual face shows both of its foods), then tuck any
    of them behind this bird ("draw 1 card per die showing seed in birdfeeder then tuck any of
    them behind this bird", the promo Blue-Winged Teal's after a reset); the others are kept.
    The player may stop drawing early (rules 10.1 #1) and tucking at any time. "If you do"
    holds when a card was drawn."""

    TAG: ClassVar[str] = "draw-per-die-tuck-any"
    OWNER_ONLY: ClassVar[bool] = True

    amount: int
    food: Food

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount _cards "per" "die" "showing" WORD "in" "birdfeeder" "then" "tuck" '
            '"any" "of" "them" "behind" "this" "bird"'
        )
        return (Phrase("draw_per_die_tuck_any", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawPerDieTuckAny:
        num, food = node.args
        return cls(ctx.amount(num), ctx.food(food))

    def count(self, view: View, p: int) -> int:
        """How many cards ``p`` draws: ``amount`` per die of their feeder showing the food."""
        return self.amount * ForEachInFeeder(self.food).times(view, p)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        count = self.count(step, actor)
        step.set_done(False)
        if count and can_draw(step, actor):
            first = DrawCountedCard(actor, count, count, (), tuck=count, bird=step.power.bird)
            step.pending.append(evolve(first, may_stop=True))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.count(view, p) > 0 and can_draw(view, p)

    def chooses_amount(self) -> bool:
        return True  # each card is one decision, with "stop"

    def tucks_cards(self) -> bool:
        return True

    def describe(self) -> str:
        drawn = plural(self.amount, "bird card")
        return (
            f"draw {drawn} for each die showing {self.food.label} in the birdfeeder, each one "
            "from the tray or the deck; slip any of them under this bird and keep the others"
        )


@frozen
class DrawCountedCard(Decision):
    """Draw the next of ``remaining`` cards, from the tray or the deck, or stop; ``drawn``:
    the cards drawn so far, of which ``keep`` are kept once the drawing ends."""

    TAG: ClassVar[str] = "draw-counted-card"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.HAND, "drawn")
    ACCEPTS: ClassVar[tuple[type, ...]] = (DrawFromTray, DrawFromDeck, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    keep: int = field(metadata=PLAIN)
    drawn: tuple[int, ...] = field(default=(), metadata=BIRD)
    #: A share-out (``DrawSplit``): the cards tucked behind ``bird`` and given to ``to``.
    tuck: int = field(default=0, metadata=PLAIN)
    give: int = field(default=0, metadata=PLAIN)
    to: str = field(default="", metadata=PLAIN)
    bird: int = field(default=-1, metadata=PLAIN)  # -1: no share-out
    #: The tucks of the share-out are "any of them": the player may stop tucking.
    may_stop: bool = field(default=False, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return draw_options(view, self.player)

    def answer(self, step: StepOps, move: DrawFromTray | DrawFromDeck | Stop) -> None:
        drawn = self.drawn
        if not isinstance(move, Stop):
            step.draw_chosen(self.player, move)
            drawn += (step.players[self.player].hand[-1],)
            step.set_done(True)
            if self.remaining > 1 and draw_options(step, self.player, stop=False):
                step.pending.append(evolve(self, remaining=self.remaining - 1, drawn=drawn))
                return
        if self.tuck or self.give:
            split = ShareDrawn(self.player, self.bird, drawn, self.keep, self.tuck, self.give)
            share_out(step, evolve(split, to=self.to, may_stop=self.may_stop))
        elif len(drawn) > self.keep:
            step.pending.append(KeepOfDrawn(self.player, drawn, self.keep))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: draw a card to choose from ({self.remaining} more)"

    def seen_by(self, viewer: int) -> DrawCountedCard:
        if viewer == self.player:
            return self
        return evolve(self, drawn=(HIDDEN,) * len(self.drawn))

    def hand_cards(self) -> tuple[int, ...]:
        """The cards of the player's hand this decision names (checked in a loaded save)."""
        return self.drawn


@frozen
class KeepOfDrawn(Decision):
    """Keep one of the cards ``offered`` (just drawn into the hand); once ``keep`` are kept,
    the others are discarded."""

    TAG: ClassVar[str] = "keep-of-drawn"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.HAND, "offered")
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBird,)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    offered: tuple[int, ...] = field(metadata=BIRD)
    keep: int = field(default=1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        hand = view.players[self.player].hand
        return [KeepBird(card) for card in self.offered if card in hand]

    def answer(self, step: StepOps, move: KeepBird) -> None:
        rest = tuple(c for c in self.offered if c != move.card)
        if self.keep > 1 and len(rest) > self.keep - 1:
            step.pending.append(type(self)(self.player, rest, self.keep - 1))
            return
        if self.keep == 1:
            for card in rest:
                step.discard_from_hand(self.player, card)

    def label(self, names: Naming) -> str:
        more = f" ({self.keep} to keep)" if self.keep > 1 else ""
        return f"{names.player(self.player)}: keep a card you drew{more}"

    def seen_by(self, viewer: int) -> KeepOfDrawn:
        if viewer == self.player:
            return self
        return evolve(self, offered=(HIDDEN,) * len(self.offered))

    def hand_cards(self) -> tuple[int, ...]:
        """The cards of the player's hand this decision names (checked in a loaded save)."""
        return self.offered


# --- sharing out the cards drawn ----------------------------------------------------------------
@frozen
class DrawSplit(Effect):
    """Draw ``amount`` cards into the hand (from the deck, or each from the tray or the deck),
    then tuck ``tuck`` of them behind this bird, give ``give`` to the player ``to`` names
    (``give.CHOSEN``: another player of your choice), keep ``keep`` and discard the rest. With
    fewer cards drawn, the parts are done in that order as far as the cards go."""

    TAG: ClassVar[str] = "draw-split"

    amount: int
    keep: int
    tuck: int
    give: int = 0
    to: str = CHOSEN
    source: Zone = Zone.DECK

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount _cards ("from" WORD)? "then" "keep" NUMBER "tuck" NUMBER '
            '"behind" "this" "bird" ("give" NUMBER "to" other_player)? "and" "discard" "the" '
            '"rest"'
        )
        give = (
            '"draw" amount _cards ("from" WORD)? "then" "keep" NUMBER "give" NUMBER "to" '
            'other_player "and" "discard" "the" "rest"'
        )
        return (
            Phrase("draw_split", syntax, cls._from_phrase),
            Phrase("draw_split_give", give, cls._from_give),
        )

    @classmethod
    def _from_give(cls, node: PhraseNode, ctx: Compiling) -> DrawSplit:
        """The split with nothing tucked: ``draw 2 cards from deck then keep 1 give 1 to
        another player of your choice and discard the rest`` (Oceania's Pink-Eared Duck)."""
        args: list[Any] = list(node.args)
        amount = ctx.amount(args.pop(0))
        source = Zone.TRAY_OR_DECK
        if len(args) == 4:  # "from deck" written
            source = ctx.zone(args.pop(0), {"deck": Zone.DECK}, "draw and share out")
        keep = ctx.number(args[0], "the number of cards kept", low=0)
        give = ctx.number(args[1], "the number of cards given", low=1)
        to = other_player(args[2], ctx)
        if to == EACH:
            ctx.fail(node.pos, "the cards go to one player", "write 'to another player'")
        if keep + give > amount:
            ctx.fail(node.pos, f"{keep + give} cards shared out of {amount} drawn")
        return cls(amount, keep, 0, give, to, source)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawSplit:
        args: list[Any] = list(node.args)
        amount = ctx.amount(args.pop(0))
        source = Zone.TRAY_OR_DECK
        if len(args) in (3, 5):  # "from deck" written
            source = ctx.zone(args.pop(0), {"deck": Zone.DECK}, "draw and share out")
        keep = ctx.number(args[0], "the number of cards kept", low=0)
        tuck = ctx.number(args[1], "the number of cards tucked", low=1)
        give, to = 0, CHOSEN
        if len(args) == 4:
            give = ctx.number(args[2], "the number of cards given", low=1)
            to = other_player(args[3], ctx)
            if to == EACH:
                ctx.fail(node.pos, "the cards go to one player", "write 'to another player'")
        if keep + tuck + give > amount:
            ctx.fail(node.pos, f"{keep + tuck + give} cards shared out of {amount} drawn")
        return cls(amount, keep, tuck, give, to, source)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        bird = step.power.bird
        step.set_done(False)
        if self.source is Zone.TRAY_OR_DECK:
            if can_draw(step, actor):
                first = DrawCountedCard(actor, self.amount, self.keep, (), self.tuck, self.give)
                step.pending.append(evolve(first, to=self.to, bird=bird))
            return
        drawn: list[int] = []
        for _ in range(self.amount):
            if not step.draw_to_hand_from_deck(actor):
                break
            drawn.append(step.players[actor].hand[-1])
        step.set_done(bool(drawn))
        split = ShareDrawn(actor, bird, tuple(drawn), self.keep, self.tuck, self.give)
        share_out(step, evolve(split, to=self.to))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return can_draw(view, p)

    def tucks_cards(self) -> bool:
        return self.tuck > 0

    def describe(self) -> str:
        where = " from the deck" if self.source is Zone.DECK else ", each from the tray or the deck"
        parts = [f"keep {self.keep}"] + ([f"slip {self.tuck} under this bird"] if self.tuck else [])
        if self.give:
            parts.append(f"give {self.give} to {who_words(self.to)}")
        return (
            f"draw {plural(self.amount, 'bird card')}{where}; of them "
            + ", ".join(parts)
            + ", and discard the rest"
        )


def share_out(step: StepOps, split: ShareDrawn) -> None:
    """Ask the next part of ``split``, or, when only keeping is left and no more cards are
    kept than remain, keep them all (the rest of a keep of none is discarded)."""
    hand = step.players[split.player].hand
    left = tuple(c for c in split.offered if c in hand)
    split = evolve(split, offered=left)
    if not left:
        return
    if split.tuck or split.give:
        if split.give and not split.tuck and split.receiver < 0:
            others = reached(step, split.player, split.to)
            if not others:
                share_out(step, evolve(split, give=0))
                return
            if len(others) == 1:
                split = evolve(split, receiver=others[0])
        step.pending.append(split)
        return
    if split.keep >= len(left):
        return
    if split.keep == 0:
        for card in left:
            step.discard_from_hand(split.player, card)
        return
    step.pending.append(split)


@frozen
class ShareDrawn(Decision):
    """Where the next of the cards ``offered`` (just drawn into ``player``'s hand) goes: tucked
    behind ``bird`` (``tuck`` more), given to ``receiver`` (``give`` more; chosen first among
    the players ``to`` names when several), then kept (``keep`` more); the others are
    discarded once the kept ones are chosen."""

    TAG: ClassVar[str] = "share-drawn"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.HAND, "offered")
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard, ChooseOtherPlayer, GiveCard, KeepBird, Stop)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    offered: tuple[int, ...] = field(metadata=BIRD)
    keep: int = field(default=0, metadata=PLAIN)
    tuck: int = field(default=0, metadata=PLAIN)
    give: int = field(default=0, metadata=PLAIN)
    to: str = field(default=CHOSEN, metadata=PLAIN)
    receiver: int = field(default=-1, metadata=PLAIN)
    #: The tucks are "any of them": the player may stop tucking (the rest go on to be kept).
    may_stop: bool = field(default=False, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        hand = view.players[self.player].hand
        cards = [c for c in self.offered if c in hand]
        if self.tuck:
            return [*(TuckCard(c) for c in cards), *([Stop()] if self.may_stop else [])]
        if self.give and self.receiver < 0:
            return [ChooseOtherPlayer(q) for q in reached(view, self.player, self.to)]
        if self.give:
            return [GiveCard(c) for c in cards]
        return [KeepBird(c) for c in cards]

    def answer(self, step: StepOps, move: Move) -> None:
        p = self.player
        rest = tuple(c for c in self.offered if c != getattr(move, "card", None))
        if isinstance(move, Stop):
            share_out(step, evolve(self, tuck=0))
        elif isinstance(move, TuckCard):
            step.remove_from_hand(p, move.card)
            step.tuck_card(p, self.bird, move.card, "drawn")
            share_out(step, evolve(self, offered=rest, tuck=self.tuck - 1))
        elif isinstance(move, ChooseOtherPlayer):
            share_out(step, evolve(self, receiver=move.player))
        elif isinstance(move, GiveCard):
            step.remove_from_hand(p, move.card)
            step.add_to_hand(self.receiver, move.card)
            step.emit(CardGiven(p, self.receiver, move.card))
            share_out(step, evolve(self, offered=rest, give=self.give - 1))
        elif isinstance(move, KeepBird):
            later = evolve(self, offered=rest, keep=self.keep - 1)
            if later.keep == 0:
                for card in rest:
                    step.discard_from_hand(p, card)
                return
            share_out(step, later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        if self.tuck:
            may = " (or stop)" if self.may_stop else ""
            return f"{who}: choose a card you drew to tuck behind {names.bird(self.bird)}{may}"
        if self.give and self.receiver < 0:
            return f"{who}: choose the player to give a card you drew to"
        if self.give:
            return f"{who}: choose a card you drew to give to {names.player(self.receiver)}"
        return f"{who}: keep a card you drew ({self.keep} to keep)"

    def seen_by(self, viewer: int) -> ShareDrawn:
        if viewer == self.player:
            return self
        return evolve(self, offered=(HIDDEN,) * len(self.offered))

    def hand_cards(self) -> tuple[int, ...]:
        """The cards of the player's hand this decision names (checked in a loaded save)."""
        return self.offered
