"""Primitives of the European expansion's "when played" powers (rules 9.1), with the decisions
they ask:

* a choice of one reward among several (``either ... or ...``);
* drawing cards and keeping some of them (``draw 3 cards keep 1``: each from the tray or the
  deck; ``draw 3 cards from deck keep 1``);
* two alternative costs, which act while the bird is being played rather than after it: paying
  cards from the hand instead of some foods of the cost, the cards tucked behind the bird
  (``pay 1 card from hand instead of each rodent and tuck them behind this bird``), and playing
  the bird on top of one of the player's birds instead of paying any cost (``play this bird on
  top of another bird instead of paying``).

An alternative cost is offered by the base game's frames when the bird is played (the payment
decision, the moves of the play-a-bird action), found by ``cost_alternatives`` in the bird's
power; running the power afterwards has nothing left to do, so it is never offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

from attrs import field, frozen

from ...effects._base import (
    Compiling,
    Effect,
    Phrase,
    PhraseNode,
    PlayerScope,
    Zone,
    block_could_change,
    effects_at,
    plural,
)
from ...effects.board import draw_options
from ...effects.counted_draws import KeepOfDrawn
from ...effects.flow import ForPlayers, IfDone
from ...state.enums import Food, Habitat
from ...state.fields import BIRD, PLAIN, PLAYER, Redraw
from ...state.model import HIDDEN
from ...state.moves import Accept, DrawFromDeck, DrawFromTray, Move, Skip, Stop
from ...state.protocol import Decision, Naming, PowerContext, StepOps, View
from ...state.values import evolve

if TYPE_CHECKING:
    pass

_ACCEPT = Accept()
_SKIP = Skip()


def _sequence(effects: tuple[Effect, ...]) -> str:
    return ", then ".join(e.describe() for e in effects)


# --- a choice of rewards ----------------------------------------------------------------------
@frozen
class Either(Effect):
    """Do one of two or three parts, the player's choice (``either A or B or C``).

    The parts are offered one at a time, in the order written: yes does that one and ends the
    choice, no goes on to the next. A part that could do nothing now is not offered, and the
    player may decline them all (a player may always take less, rules 10.1 #1).

    A part may be a cost and its reward, ``COST to REWARD`` ("either tuck 1 card from hand
    behind this bird or discard 1 tucked card from this bird to draw 3 cards"): the ``to``
    belongs to the part it ends, never to the whole choice, and that part is offered only when
    its cost can be paid.
    """

    TAG: ClassVar[str] = "either"
    BLOCKS: ClassVar[tuple[str, ...]] = ("first", "second", "third")

    first: tuple[Effect, ...]
    second: tuple[Effect, ...]
    third: tuple[Effect, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        # each part may be done by a block of players ("either all players: lay 1 egg on any
        # bird or all players: draw 1 card from deck", the promo Canada Warbler's): the owner
        # chooses, and the players of the part chosen do it
        players = '"either" scope ":" action ("or" scope ":" action)+'
        # a part is a clause: an action, or a cost and its reward ("discard 1 fruit to gain 1
        # nectar from supply"); a "to" after the last part belongs to that part
        return (
            Phrase("either", '"either" clause ("or" clause)+', cls._from_either),
            Phrase("either_players", players, cls._from_players),
        )

    @classmethod
    def _from_players(cls, node: PhraseNode, ctx: Compiling) -> Either:
        pairs = list(zip(node.args[::2], node.args[1::2], strict=True))
        if len(pairs) > 3:
            ctx.fail(node.pos, f"'either' offers 2 or 3 choices, not {len(pairs)}")
        parts = []
        for scope, action in pairs:
            who = cast(Any, ctx).phrase(scope)
            assert isinstance(who, PlayerScope)
            effect = ctx.effect(action)
            if effect.OWNER_ONLY:
                ctx.fail(action.pos, "only the player whose power runs can do this part")
            parts.append((ForPlayers(who, (effect,)),))
        return cls(*parts)

    @classmethod
    def _from_either(cls, node: PhraseNode, ctx: Compiling) -> Either:
        if len(node.args) > 3:
            ctx.fail(node.pos, f"'either' offers 2 or 3 choices, not {len(node.args)}")
        parts = [(_part(arg, ctx),) for arg in node.args]
        return cls(*parts)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        _offer_from(step, actor, len(step.powers) - 1, path, 0)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return any(_can_take(part, view, p, power) for part in self.blocks() if part)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """One of the choices can be done in full and changes the game."""
        return any(
            part[0].payable(view, p, power.bird) and block_could_change(part, view, p, power)
            for part in self.blocks()
            if part
        )

    def describe(self) -> str:
        parts = [_sequence(part) for part in self.blocks() if part]
        return "choose one: " + "; or ".join(parts)


def _part(clause: Any, ctx: Compiling) -> Effect:
    """One part of an ``either``: its action, or with ``to`` its cost and then its reward
    (``IfDone``, as a statement's "COST to REWARD"). ``clause`` is the part's syntax node
    (``language.ast.Clause``: ``action``, ``then``, ``may``)."""
    if clause.may:
        ctx.fail(
            clause.pos,
            "'you may' cannot start a part of 'either': the player may already decline every part",
            "write 'you may' before 'either', or leave it out",
        )
    effect: Effect = ctx.effect(clause.action)
    if clause.then is None:
        return effect
    return IfDone((effect,), (ctx.effect(clause.then),))


def _can_take(part: tuple[Effect, ...], view: View, p: int, power: PowerContext) -> bool:
    """A part may be offered: its cost, if it has one, can be paid, and it could do something."""
    return part[0].payable(view, p, power.bird) and part[0].feasible(view, p, power)


def _offer_from(step: StepOps, actor: int, power: int, path: tuple[int, ...], first: int) -> None:
    """Offer the parts of the ``Either`` at ``path`` from part ``first`` on: the first that could
    do something now."""
    context = step.powers[power]
    bird = step.cards.birds[context.runs].power
    assert bird is not None
    parent = effects_at(bird.effects, path[:-1])[path[-1]]
    parts = parent.blocks()
    for index in range(first, len(parts)):
        part = parts[index]
        if part and _can_take(part, step, actor, context):
            step.pending.append(OfferChoice(actor, power, path + (index,)))
            return


@frozen
class OfferChoice(Decision):
    """Whether to take the part ``block`` of a choice (yes: it is the one chosen; no: the next
    part is offered)."""

    TAG: ClassVar[str] = "offer-choice"
    ACCEPTS: ClassVar[tuple[type, ...]] = (Accept, Skip)

    player: int = field(metadata=PLAYER)
    power: int = field(metadata=PLAIN)
    block: tuple[int, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [_ACCEPT, _SKIP]

    def answer(self, step: StepOps, move: Accept | Skip) -> None:
        if type(move) is Accept:
            step.set_done(True)
            step.run_block(self.player, self.block, power=self.power)
            return
        path, index = self.block[:-1], self.block[-1]
        _offer_from(step, self.player, self.power, path, index + 1)

    def label(self, names: Naming) -> str:
        part = names.block(self.power, self.block)
        return f"{names.player(self.player)}: choose this: {part[:1].lower()}{part[1:]}?"


# --- drawing cards and keeping some -----------------------------------------------------------
@frozen
class DrawKeepCards(Effect):
    """Draw ``draw`` cards into the hand, keep ``keep`` of them and discard the others (the
    player looks at them all before choosing). Unless the power says "from deck", each card
    comes from the tray or the deck, the player's choice card by card (rules 3.7); the player
    may stop drawing early (rules 10.1 #1)."""

    TAG: ClassVar[str] = "draw-keep-cards"

    draw: int
    keep: int
    source: Zone = Zone.DECK

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"draw" amount _cards ("from" WORD)? "keep" NUMBER'
        return (Phrase("draw_keep", syntax, cls._from_draw_keep),)

    @classmethod
    def _from_draw_keep(cls, node: PhraseNode, ctx: Compiling) -> DrawKeepCards:
        draw = ctx.amount(node.args[0])
        source = Zone.TRAY_OR_DECK
        if len(node.args) == 3:
            source = ctx.zone(node.args[1], {"deck": Zone.DECK}, "draw and keep")
        keep = ctx.number(node.args[-1], "the number of cards kept", low=1, high=draw)
        return cls(draw, keep, source)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if self.source is Zone.TRAY_OR_DECK:
            step.set_done(False)
            if draw_options(step, actor, stop=False):
                step.pending.append(DrawToKeep(actor, self.draw, self.keep))
            return
        drawn: list[int] = []
        for _ in range(self.draw):
            if not step.draw_to_hand_from_deck(actor):
                break
            drawn.append(step.players[actor].hand[-1])
        step.set_done(bool(drawn))
        if len(drawn) > self.keep:
            step.pending.append(KeepDrawn(actor, tuple(drawn), self.keep))

    def describe(self) -> str:
        drawn = plural(self.draw, "bird card")
        where = (
            " from the deck" if self.source is Zone.DECK else ", each one from the tray or the deck"
        )
        return f"draw {drawn}{where}, keep {self.keep} and discard the others"


@frozen
class DrawToKeep(Decision):
    """Draw the next of ``remaining`` cards, from the tray or the deck, or stop (rules 3.7,
    10.1 #1); ``drawn``: the cards drawn so far, of which ``keep`` are kept once the drawing
    ends (``KeepDrawn``)."""

    TAG: ClassVar[str] = "draw-to-keep"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.HAND, "drawn")
    ACCEPTS: ClassVar[tuple[type, ...]] = (DrawFromTray, DrawFromDeck, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    keep: int = field(metadata=PLAIN)
    drawn: tuple[int, ...] = field(default=(), metadata=BIRD)

    def options(self, view: View) -> list[Move]:
        return draw_options(view, self.player)

    def answer(self, step: StepOps, move: DrawFromTray | DrawFromDeck | Stop) -> None:
        drawn = self.drawn
        if not isinstance(move, Stop):
            step.draw_chosen(self.player, move)
            drawn += (step.players[self.player].hand[-1],)
            step.set_done(True)  # "if you do": at least one card was drawn
            if self.remaining > 1 and draw_options(step, self.player, stop=False):
                step.pending.append(evolve(self, remaining=self.remaining - 1, drawn=drawn))
                return
        if len(drawn) > self.keep:
            step.pending.append(KeepDrawn(self.player, drawn, self.keep))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: draw a card to choose from ({self.remaining} more)"

    def seen_by(self, viewer: int) -> DrawToKeep:
        if viewer == self.player:
            return self
        return evolve(self, drawn=(HIDDEN,) * len(self.drawn))

    def hand_cards(self) -> tuple[int, ...]:
        """The cards of the player's hand this decision names (checked in a loaded save)."""
        return self.drawn


@frozen
class KeepDrawn(KeepOfDrawn):
    """Keep one of the cards ``offered`` (just drawn into the hand); once ``keep`` are kept, the
    rest are discarded: the base game's ``KeepOfDrawn``, under the tag the European powers'
    saved games carry."""

    TAG: ClassVar[str] = "keep-drawn"


# --- alternative costs ------------------------------------------------------------------------
@frozen
class PayCardsInstead(Effect):
    """An alternative cost (an asterisk beside the food cost): for each ``food`` in the bird's
    cost the player may pay ``amount`` card(s) from the hand instead, and the cards paid are
    tucked behind the bird. Paying at least one card this way counts as tucking cards and as
    the bird's predator power succeeding.

    It acts in the payment for the bird (the base game's frames ask it); once the bird is on
    the mat the power has nothing left to do.
    """

    TAG: ClassVar[str] = "pay-cards-instead"
    #: Paying this way counts as a predator succeeding (the power carries the predator icon).
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True

    food: Food
    amount: int = 1

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"pay" NUMBER _cards "from" "hand" "instead" "of" "each" WORD '
            '"and" "tuck" "them" "behind" "this" "bird"'
        )
        return (Phrase("pay_cards_instead", syntax, cls._from_pay),)

    @classmethod
    def _from_pay(cls, node: PhraseNode, ctx: Compiling) -> PayCardsInstead:
        amount = ctx.number(node.args[0], "the cards paid for one food", low=1, high=1)
        return cls(ctx.food(node.args[1]), amount)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        """Nothing: the cards were paid and tucked while the bird was played."""

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return False  # it acted in the payment; there is nothing to offer afterwards

    def describe(self) -> str:
        return (
            f"when paying for this bird, you may pay {plural(self.amount, 'card')} from your "
            f"hand instead of each {self.food.label} of its cost; the cards paid are slipped "
            "under this bird"
        )


@frozen
class PlayOnTop(Effect):
    """An alternative cost: instead of paying any food or egg, the bird is played on top of one
    of its owner's birds, in a habitat this bird may live in (the row may be full). The covered
    bird's eggs and cached food are discarded, and it becomes a card tucked behind the new
    bird, with the cards tucked behind it. This counts as playing a bird, as tucking a card and
    as the bird's predator power succeeding; a bird played on top of a sideways bird is
    sideways too.

    It acts in the play-a-bird action (and in powers that play a bird), which offer it as a way
    to play the bird; once the bird is on the mat the power has nothing left to do.
    """

    TAG: ClassVar[str] = "play-on-top"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"play" "this" "bird" "on" "top" "of" "another" "bird" "instead" "of" "paying"'
        return (Phrase("play_on_top", syntax, cls._from_play_on_top),)

    @classmethod
    def _from_play_on_top(cls, node: PhraseNode, ctx: Compiling) -> PlayOnTop:
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        """Nothing: the bird was played on top of another while it was played."""

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return False  # it acted while the bird was played

    def describe(self) -> str:
        return (
            "instead of paying its food and egg cost, you may play this bird on top of one of "
            "your birds in a habitat it can live in; that bird's eggs and cached food are "
            "discarded and it is slipped under this bird, with the cards under it"
        )


@frozen
class PlaceSideways(Effect):
    """The bird is placed sideways in ``habitat``, covering 2 of its spaces, and its egg cost is
    the lower of the two (the first space's): one bird in two columns (rules 9.1). In the last
    free space it is placed upright, forgoing this. A bird played on top of it is sideways too.

    It acts while the bird is placed; once the bird is on the mat the power has nothing left to
    do.
    """

    TAG: ClassVar[str] = "place-sideways"

    habitat: Habitat
    spaces: int = 2

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"place" "this" "bird" "sideways" "covering" NUMBER WORD "spaces"'
        return (Phrase("place_sideways", syntax, cls._from_sideways),)

    @classmethod
    def _from_sideways(cls, node: PhraseNode, ctx: Compiling) -> PlaceSideways:
        spaces = ctx.number(node.args[0], "the spaces a sideways bird covers", low=2, high=2)
        return cls(ctx.habitat(node.args[1]), spaces)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        """Nothing: the bird was placed sideways as it was played."""

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return False  # it acted as the bird was placed

    def describe(self) -> str:
        return (
            f"this bird is placed sideways, covering {self.spaces} spaces of your "
            f"{self.habitat.label}, and costs the lower egg cost of the two"
        )
