"""Tucking cards behind birds: from the hand, the deck or a hunt's prey; with the decisions
they ask (which bird, how many, which card)."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.model import Bird
from ..state.moves import (
    Move,
    PickBird,
    TakeAmount,
    TuckCard,
)
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    BirdTarget,
    Compiling,
    Effect,
    Phrase,
    PhraseNode,
    Which,
    Zone,
    amounts,
    fewest,
    plural,
    takes_everything,
    top_cards,
)
from .board import CHOSEN_BIRDS, chosen_birds, matching_birds, remember_chosen
from .draws import cards_left
from .each import TuckBehind

_OFF_MAT = Bird(card=-1)


# --- tucking ----------------------------------------------------------------------------------
@frozen
class TuckCards(Effect):
    """Tuck cards behind this bird from the hand, the top of the deck, or the card(s) the power
    revealed (``source`` REVEALED: the cards remembered in ``slot``).

    From the hand the tuck is a cost, made in full; from the deck it is a gain, and the player
    says how many (rules 10.1 #1). A revealed card is a hunt's reward, tucked whole.
    """

    TAG: ClassVar[str] = "tuck-cards"

    amount: int
    source: Zone = Zone.HAND
    slot: str = "revealed"
    #: Behind which bird: this one, or one the player picks among those a selector names.
    on: BirdTarget = BirdTarget(Which.THIS)

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("tuck", '"tuck" amount _cards "from" WORD "behind" bird_target', cls._from_tuck),
            Phrase("tuck_it", '"tuck" "it" "behind" bird_target', cls._from_tuck_it),
        )

    @classmethod
    def _from_tuck(cls, node: PhraseNode, ctx: Compiling) -> TuckCards:
        num, source, target = node.args
        amount = ctx.amount(num)
        zone = ctx.zone(source, {"hand": Zone.HAND, "deck": Zone.DECK}, "tuck")
        if target.which == "this":
            ctx.this_bird(target, "tuck cards behind")
            return cls(amount, zone)
        return cls(amount, zone, on=ctx.target(target))

    @classmethod
    def _from_tuck_it(cls, node: PhraseNode, ctx: Compiling) -> TuckCards:
        ctx.this_bird(node.args[0], "tuck cards behind")
        slot = ctx.require(
            "revealed",
            node.pos,
            "'tuck it' refers to nothing: no 'reveal 1 card from deck' before it",
            None,
        )
        return cls(1, Zone.REVEALED, slot)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        owner, bird = power.owner, power.bird
        if self.on.which is not Which.THIS:
            # behind a bird of the acting player's: under "other players:", their own birds
            # and hand (the power's owner acts for themselves otherwise)
            if not self.payable(step, actor, bird):
                step.set_done(False)
                return
            least = 1 if takes_everything(step) else fewest(step, actor, path)
            pick = PickTuckBird(actor, self.amount, self.source, self.on, bird, least)
            step.pending.append(pick)
            return
        if self.source is Zone.HAND:
            if not self.payable(step, owner, bird):
                step.set_done(False)
                return
            step.pending.append(TuckFromHand(owner, self.amount))
        elif self.source is Zone.REVEALED:
            for revealed in power.recall(self.slot):
                step.tuck_card(owner, bird, revealed, "revealed")
            step.remember(self.slot, "cards", ())
        elif self.amount == 1 or takes_everything(step):
            _tuck_from_deck(step, owner, bird, self.amount)
        else:
            least = fewest(step, actor, path)
            step.pending.append(TuckHowMany(owner, self.amount, bird, least))

    def payable(self, view: View, p: int, bird: int) -> bool:
        if self.on.which is not Which.THIS and not matching_birds(view, p, self.on, bird):
            return False
        if self.source is Zone.HAND:
            return len(view.players[p].hand) >= self.amount
        return True

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """What ``resolve`` tucks: behind this bird (from its owner's hand, the deck, or the
        cards the power revealed), or behind a bird of the acting player's."""
        if self.source is Zone.REVEALED:
            return bool(power.recall(self.slot))
        if self.on.distinct:  # "a different bird": one not chosen yet by this power
            chosen = power.recall(CHOSEN_BIRDS)
            if not matching_birds(view, p, self.on, power.bird, chosen):
                return False
        tucker = power.owner if self.on.which is Which.THIS else p
        return self.payable(view, tucker, power.bird)

    def tucks_cards(self) -> bool:
        return self.source is not Zone.REVEALED

    def says_tuck(self) -> bool:
        return True

    def describe(self) -> str:
        if self.source is Zone.REVEALED:
            return "slip that card under this bird"
        bird = self.on.describe()
        if self.source is Zone.DECK:
            return f"slip {top_cards(self.amount)} of the deck under {bird}"
        return f"slip {plural(self.amount, 'card')} from your hand under {bird}"


@frozen
class PickTuckBird(Decision):
    """Pick the bird (among those ``on`` selects, ``bird`` being the power's own) to tuck
    ``amount`` cards behind, from the hand (each card then chosen) or the deck (how many then
    asked, down to ``least``)."""

    TAG: ClassVar[str] = "pick-tuck-bird"
    ACCEPTS: ClassVar[tuple[type, ...]] = (PickBird,)

    player: int = field(metadata=PLAYER)
    amount: int = field(metadata=PLAIN)
    source: Zone
    on: BirdTarget
    bird: int = field(metadata=BIRD)
    #: From the deck, the fewest cards the player may take (rules 10.1 #1, as ``TuckHowMany``).
    least: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        chosen = chosen_birds(view, self.on)
        spots = matching_birds(view, self.player, self.on, self.bird, chosen)
        return [PickBird(h, c) for h, c in spots]

    def answer(self, step: StepOps, move: PickBird) -> None:
        p = self.player
        card = step.players[p].mat[move.habitat][move.column].card
        remember_chosen(step, self.on, card)
        if self.source is Zone.HAND:  # one card at a time, no more than the hand holds
            for _ in range(min(self.amount, len(step.players[p].hand))):
                step.pending.append(TuckBehind(p, card))
        elif self.amount == 1 or takes_everything(step):
            _tuck_from_deck(step, p, card, self.amount)
        else:  # a gain from the deck: the player may take fewer, as behind this bird
            step.pending.append(TuckHowMany(p, self.amount, card, min(self.least, self.amount)))

    def label(self, names: Naming) -> str:
        cards = plural(self.amount, "card")
        return f"{names.player(self.player)}: pick the bird to tuck {cards} behind"


def _tuck_from_deck(step: StepOps, p: int, bird: int, amount: int) -> None:
    if amount <= 0:
        step.set_done(False)
    for _ in range(amount):
        card = step.draw_from_deck(step.players[p].table)
        if card is None:
            step.set_done(False)
            return
        step.tuck_card(p, bird, card, "deck")


@frozen
class TuckHowMany(Decision):
    """How many of a power's ``amount`` cards to tuck from the deck behind ``bird``: all of them,
    down to ``least`` (rules 10.1 #1)."""

    TAG: ClassVar[str] = "tuck-how-many"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeAmount,)

    player: int = field(metadata=PLAYER)
    amount: int = field(metadata=PLAIN)
    bird: int = field(metadata=BIRD)
    least: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return amounts(min(self.amount, cards_left(view, self.player)), self.least)

    def answer(self, step: StepOps, move: TakeAmount) -> None:
        _tuck_from_deck(step, self.player, self.bird, move.amount)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        where = names.bird(self.bird)
        return f"{who}: how many cards to tuck from the deck behind {where} (up to {self.amount})"


@frozen
class TuckFromHand(Decision):
    """Choose a card from the hand to tuck behind the bird whose power runs: one passing the
    bird conditions of ``prey`` (a predator's prey; none: any card), each tuck then the
    predator succeeding when ``hunt``."""

    TAG: ClassVar[str] = "tuck-from-hand"
    ON_POWER_BIRD: ClassVar[bool] = True
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard,)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    prey: BirdTarget = BirdTarget()
    hunt: bool = False

    def options(self, view: View) -> list[Move]:
        birds = view.cards.birds
        return [
            TuckCard(card)
            for card in view.players[self.player].hand
            if all(w.test(birds[card], None, _OFF_MAT) for w in self.prey.where)
        ]

    def answer(self, step: StepOps, move: TuckCard) -> None:
        step.remove_from_hand(self.player, move.card)
        step.tuck_card(self.player, step.power.bird, move.card, "hand")
        if self.hunt:
            step.announce_hunt_success(step.power.owner, step.power.bird)
        later = evolve(self, remaining=self.remaining - 1)
        if self.remaining > 1 and later.options(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose a card from your hand to tuck ({self.remaining} more)"
