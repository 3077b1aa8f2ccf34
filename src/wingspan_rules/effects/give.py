"""Giving food or cards to other players ("give 1 fish to another player of your choice",
"give 1 card from hand to player to your left", "give 1 wild to each other player"); with the
decisions they ask. Giving is not spending (the general ruling): only the supply gives food,
and no "when spent" rule applies."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import field, frozen

from .._text import plural
from ..state.enums import BASE_FOODS, Food
from ..state.events import CardGiven, FoodGiven
from ..state.fields import PLAIN, PLAYER
from ..state.moves import (
    ChooseFood,
    ChooseOtherPlayer,
    GiveCard,
    KeepBonus,
    Move,
    Reroll,
    Stop,
    TakeDie,
)
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Condition, Effect, Phrase, PhraseNode, PlayerScope, Zone, either
from .board import feeder_options
from .conditions import COMPARISONS, Neighbour, OtherPlayers

#: What a gift is made of.
FOOD = "food"
CARDS = "cards"
#: Bonus cards held ("give 1 bonus card to player to your left", rules 9.6): the receiver
#: keeps it; only the two of them know which card it is.
BONUS_CARDS = "bonus cards"

#: Who a part reaches among the other players: one the acting player chooses, a neighbour, or
#: each other player in turn from the left.
CHOSEN, LEFT, RIGHT, EACH = "chosen", "left", "right", "each"
#: The owner of the running power, from another player acting in it ("other players: you may
#: give 1 wild to the owner ...", the promo Eurasian Siskin's): the food given is remembered in
#: the power's slot ``RECEIVED`` ("if the owner received fewer than 3 food: ...").
OWNER = "owner"
RECEIVED = "received"


def other_player(node: Any, ctx: Compiling) -> str:
    """The ``other_player`` part of a phrase: ``chosen``, ``each``, or a neighbour's side."""
    if isinstance(node, str):
        return node
    return str(ctx.lookup(node, "side", {"left": LEFT, "right": RIGHT}))


#: The player scope each ``who`` is (turn order and neighbours are the scopes' own); "another
#: player of your choice" picks among the other players.
_SCOPES: dict[str, PlayerScope] = {
    CHOSEN: OtherPlayers(),
    LEFT: Neighbour(left=True),
    RIGHT: Neighbour(left=False),
    EACH: OtherPlayers(),
}


def reached(view: View, actor: int, who: str) -> list[int]:
    """The other players ``who`` names for ``actor``, in turn order from the left (for
    ``chosen``: every one the player may choose). None in a game of one player."""
    return _SCOPES.get(who, _SCOPES[CHOSEN]).players(view, actor) or []


def who_words(who: str) -> str:
    if who == CHOSEN:
        return "another player of your choice"
    return _SCOPES[who].describe()


@frozen
class Give(Effect):
    """Give ``amount`` food (one of ``choices`` each, empty: any type) from your supply, or
    ``amount`` cards from your hand, to the other players ``to`` names (each of them, with
    ``each``). The giver chooses each token or card; with less than ``amount``, they give what
    they have. "If you do" holds when something was given."""

    TAG: ClassVar[str] = "give"

    amount: int
    what: str
    to: str
    choices: tuple[Food, ...] = ()
    #: The power's slot remembering each food given (``RECEIVED`` for a gift to the owner).
    into: str = ""

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("give_food", '"give" amount food_choice "to" other_player', cls._from_food),
            Phrase(
                "give_food_to_owner",
                '"give" amount food_choice "to" "the" "owner"',
                cls._from_food_to_owner,
            ),
            Phrase(
                "give_cards",
                '"give" amount _cards "from" "hand" "to" other_player',
                cls._from_cards,
            ),
            Phrase(
                "give_bonus_cards",
                '"give" amount "bonus" _cards "to" other_player',
                cls._from_bonus_cards,
            ),
        )

    @classmethod
    def _from_food(cls, node: PhraseNode, ctx: Compiling) -> Give:
        num, words, who = node.args
        foods = [ctx.food_or_wild(w) for w in words]
        if None in foods and len(foods) > 1:
            ctx.fail(words[0].pos, "'wild' cannot be combined with other foods")
        choices = tuple(f for f in foods if f is not None)
        return cls(ctx.amount(num), FOOD, other_player(who, ctx), choices)

    @classmethod
    def _from_food_to_owner(cls, node: PhraseNode, ctx: Compiling) -> Give:
        num, words = node.args
        foods = [ctx.food_or_wild(w) for w in words]
        if None in foods and len(foods) > 1:
            ctx.fail(words[0].pos, "'wild' cannot be combined with other foods")
        choices = tuple(f for f in foods if f is not None)
        return cls(ctx.amount(num), FOOD, OWNER, choices, ctx.produce(RECEIVED))

    @classmethod
    def _from_cards(cls, node: PhraseNode, ctx: Compiling) -> Give:
        num, who = node.args
        return cls(ctx.amount(num), CARDS, other_player(who, ctx))

    @classmethod
    def _from_bonus_cards(cls, node: PhraseNode, ctx: Compiling) -> Give:
        num, who = node.args
        return cls(ctx.amount(num), BONUS_CARDS, other_player(who, ctx))

    def _has_gift(self, view: View, p: int) -> bool:
        if self.what == BONUS_CARDS:
            return bool(view.players[p].bonus)
        if self.what == CARDS:
            return bool(view.players[p].hand)
        return any(view.players[p].food[f] for f in self.choices or BASE_FOODS)

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        if self.to == OWNER:  # the owner is known once the power runs (``feasible``)
            return self._has_gift(view, p)
        return bool(reached(view, p, self.to)) and self._has_gift(view, p)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        if self.to == OWNER:
            return p != power.owner and self._has_gift(view, p)
        return self.can_begin(view, p, power.bird)

    def _receivers(self, step: StepOps, actor: int) -> list[int]:
        if self.to == OWNER:
            owner = step.power.owner
            return [owner] if owner != actor else []
        return reached(step, actor, self.to)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        receivers = self._receivers(step, actor)
        if not receivers or not self._has_gift(step, actor):
            step.set_done(False)
            return
        choices = self.choices or BASE_FOODS
        if self.to == CHOSEN:
            step.pending.append(ChooseReceiver(actor, self.amount, self.what, choices))
            return
        for q in reversed(receivers):  # the stack runs the first receiver first
            step.pending.append(
                GiveWhich(actor, q, self.what, self.amount, choices, into=self.into)
            )

    def describe(self) -> str:
        if self.what == BONUS_CARDS:
            gift = f"{plural(self.amount, 'bonus card')} of yours"
        elif self.what == CARDS:
            gift = f"{plural(self.amount, 'card')} from your hand"
        else:
            kind = "food of any type" if not self.choices else either(f.label for f in self.choices)
            gift = f"{self.amount} {kind} from your supply"
        to = "this bird's owner" if self.to == OWNER else who_words(self.to)
        return f"give {gift} to {to}"


@frozen
class ChooseReceiver(Decision):
    """Choose the other player to give ``amount`` ``what`` to."""

    TAG: ClassVar[str] = "choose-receiver"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseOtherPlayer,)

    player: int = field(metadata=PLAYER)
    amount: int = field(metadata=PLAIN)
    what: str
    choices: tuple[Food, ...] = field(default=BASE_FOODS, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [ChooseOtherPlayer(q) for q in reached(view, self.player, CHOSEN)]

    def answer(self, step: StepOps, move: ChooseOtherPlayer) -> None:
        gift = GiveWhich(self.player, move.player, self.what, self.amount, self.choices)
        step.pending.append(gift)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the player to give {self.what} to"


@frozen
class GiveWhich(Decision):
    """Choose the next food token (one of ``choices``) or card to give to ``receiver``;
    ``remaining``: how many, this one included."""

    TAG: ClassVar[str] = "give-which"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseFood, GiveCard, KeepBonus)

    player: int = field(metadata=PLAYER)
    receiver: int = field(metadata=PLAYER)
    what: str
    remaining: int = field(metadata=PLAIN)
    choices: tuple[Food, ...] = field(default=BASE_FOODS, metadata=PLAIN)
    #: The running power's slot remembering each food given ("": none; only ``RECEIVED``).
    into: str = field(default="", metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        giver = view.players[self.player]
        if self.what == BONUS_CARDS:
            return [KeepBonus(card) for card in giver.bonus]
        if self.what == CARDS:
            return [GiveCard(card) for card in giver.hand]
        return [ChooseFood(f) for f in self.choices if giver.food[f]]

    def answer(self, step: StepOps, move: ChooseFood | GiveCard | KeepBonus) -> None:
        p, q = self.player, self.receiver
        step.set_done(True)
        if isinstance(move, KeepBonus):  # the bonus card handed over
            held = step.players[p].bonus
            step.set_player(p, bonus=tuple(c for c in held if c != move.card))
            step.set_player(q, bonus=step.players[q].bonus + (move.card,))
        elif isinstance(move, GiveCard):
            public = move.card in step.players[p].known
            step.remove_from_hand(p, move.card)
            step.add_to_hand(q, move.card, public=public)
            step.emit(CardGiven(p, q, move.card))
        else:
            step.add_food(p, move.food, -1)
            step.add_food(q, move.food)
            step.emit(FoodGiven(p, q, move.food))
            if self.into == RECEIVED and step.powers:
                step.remember(RECEIVED, "food", step.recall(RECEIVED) + (int(move.food),))
        later = evolve(self, remaining=self.remaining - 1)
        if later.remaining > 0 and later.options(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        gift = {CARDS: "card", BONUS_CARDS: "bonus card"}.get(self.what, "food")
        who = names.player(self.player)
        return f"{who}: choose a {gift} to give to {names.player(self.receiver)} ({self.remaining} more)"


@frozen
class OwnerReceived(Condition):
    """The food other players gave the power's owner in it ("give 1 wild to the owner",
    remembered in ``slot``) passes the comparison ``op`` with ``number``: "if the owner
    received fewer than 3 food:"."""

    TAG: ClassVar[str] = "owner-received"

    op: str
    number: int
    slot: str = RECEIVED

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"the" "owner" "received" comparison NUMBER "food"'
        return (Phrase("owner_received", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> OwnerReceived:
        op, num = node.args
        what = "'the owner received' refers to nothing: no 'give ... to the owner' before it"
        slot = ctx.require(RECEIVED, node.pos, what)
        return cls(op, ctx.number(num, "a count"), slot)

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        return COMPARISONS[self.op][0](len(power.recall(self.slot)), self.number)

    def describe(self) -> str:
        return f"the other players gave you {COMPARISONS[self.op][1]} {self.number} food"


# --- food gained and shared out: "keep half (rounded up), the rest to the other players" -------
@frozen
class GainAllAndShare(Effect):
    """``gain all seed from birdfeeder and give half to other players``: take every die
    showing the food (all of them: the food is not the player's alone to decline, its ruling;
    the reroll rule applies), keep half rounded up, and give each of the others, one token at a
    time, to another player the player chooses. Giving is not spending."""

    TAG: ClassVar[str] = "gain-all-and-share"

    food: Food

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"gain" "all" WORD "from" WORD "and" "give" "half" "to" "other" "players"'
        return (Phrase("gain_all_and_share", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> GainAllAndShare:
        ctx.zone(node.args[1], {"birdfeeder": Zone.BIRDFEEDER}, "gain all and share")
        return cls(ctx.food(node.args[0]))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A die shows the food, or the feeder may be rerolled (rules 10.1 #3)."""
        return feeder_options(view, p, (self.food,), stop=False) != []

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        take = TakeAllToShare(actor, self.food)
        if take.options(step):
            step.pending.append(take)
        else:
            step.set_done(False)

    def describe(self) -> str:
        return (
            f"take every die showing {self.food.label} from the birdfeeder, keep half of that "
            "food (rounded up) and hand out the rest to the other players, as you choose"
        )


@frozen
class TakeAllToShare(Decision):
    """Take the next die showing ``food`` (``taken`` so far; ``started``: no reroll any more,
    the dice are those that were in the feeder). Only a reroll left: it may be declined."""

    TAG: ClassVar[str] = "take-all-to-share"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeDie, Reroll, Stop)

    player: int = field(metadata=PLAYER)
    food: Food
    taken: int = field(default=0, metadata=PLAIN)
    started: bool = False

    def options(self, view: View) -> list[Move]:
        moves = feeder_options(view, self.player, (self.food,), reroll=not self.started, stop=False)
        if moves and all(isinstance(m, Reroll) for m in moves):
            return [*moves, Stop()]
        return moves

    def answer(self, step: StepOps, move: TakeDie | Reroll | Stop) -> None:
        if isinstance(move, Stop):
            _share(step, self.player, self.food, self.taken // 2)
            return
        if isinstance(move, Reroll):
            step.roll_feeder(step.players[self.player].table, "reroll")
            step.pending.append(self)
            return
        step.take_die_for_food(self.player, move.face, move.food)
        later = evolve(self, taken=self.taken + 1, started=True)
        if any(isinstance(m, TakeDie) for m in later.options(step)):
            step.pending.append(later)
        else:
            _share(step, self.player, self.food, later.taken // 2)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: take every die showing {self.food.label}"


def _share(step: StepOps, p: int, food: Food, n: int) -> None:
    step.set_done(True)
    if n > 0 and reached(step, p, CHOSEN):
        step.pending.append(ShareOut(p, food, n))


@frozen
class ShareOut(Decision):
    """Choose the other player to give the next ``food`` to (``remaining``, this one
    included)."""

    TAG: ClassVar[str] = "share-out"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseOtherPlayer,)

    player: int = field(metadata=PLAYER)
    food: Food
    remaining: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        if not view.players[self.player].food[self.food]:
            return []
        return [ChooseOtherPlayer(q) for q in reached(view, self.player, CHOSEN)]

    def answer(self, step: StepOps, move: ChooseOtherPlayer) -> None:
        step.add_food(self.player, self.food, -1)
        step.add_food(move.player, self.food)
        step.emit(FoodGiven(self.player, move.player, self.food))
        later = evolve(self, remaining=self.remaining - 1)
        if later.remaining > 0 and later.options(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose who gets the next {self.food.label} ({self.remaining} more)"
