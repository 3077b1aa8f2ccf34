"""Push-your-luck powers (rules 9.3.2): each roll or draw again is the player's decision, and a
failure loses what this activation gained.

- ``risk rolling any 2 dice up to 3 times for invertebrate or rodent``: pick the dice (as
  ``effects.chosen_dice`` does), roll them; a roll showing one of the foods caches exactly 1 of
  them on this bird (the player picks when two of them show: [U] U28's default), then the
  player rolls the same dice again or stops; a roll showing none of them ends the activation and
  every food this activation cached goes back to the supply (food cached earlier stays).
- ``risk drawing up to 3 cards from deck with total wingspan < 110`` (or ``total points < 6``):
  draw one card at a time, face up, keeping a running total; reaching the limit discards every
  card this activation drew; stopping before (or after the last draw) tucks them all behind
  this bird. A wild wingspan counts as 1 cm (the smallest positive value: the player's best
  choice, rules 9.3.2).
- ``draw until a bird not in forest caching 1 invertebrate on this bird per bird before it``:
  draw from the deck until a card that is not a forest bird (an empty deck ends it), 1 food per
  forest bird drawn; every drawn card is discarded.

A predator's push-your-luck activation succeeds when it ends without a failure having gained
something (a failure is no success: U28). What an activation has cached is plain data in its
decisions (``LuckPlan.cached``); the cards it drew are in the power's slot ``risk-drawn``.
A general family (Asia and the promo packs use it), joined to the vocabulary by those sets.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Food, Habitat
from ..state.events import CardRevealed
from ..state.fields import PLAIN, PLAYER
from ..state.moves import Accept, Move, Stop
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ._base import Compiling, Effect, Phrase, PhraseNode, either, plural
from .chosen_dice import DICE, LuckPlan, RollPlan, ask_for_dice


# --- rolls ------------------------------------------------------------------------------------
def _can_draw_deck(view: View, p: int) -> bool:
    """Whether ``p`` can draw from the deck (the discard pile reshuffled when it is empty)."""
    table = view.tables[view.players[p].table]
    return bool(table.deck or table.discard)


@frozen
class RiskRolls(Effect):
    """Roll ``dice`` picked dice up to ``times`` times; each roll showing one of ``foods``
    caches 1 of them on this bird, the first roll showing none loses them all (rules 9.3.2)."""

    TAG: ClassVar[str] = "risk-rolls"
    OWNER_ONLY: ClassVar[bool] = True  # it caches on this bird
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True  # a hunt of its own (its cards are predators)

    dice: int
    times: int
    foods: tuple[Food, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"risk" "rolling" "any" NUMBER ("die" | "dice") "up" "to" NUMBER "times" '
            '"for" WORD ("or" WORD)*'
        )
        return (Phrase("risk_rolls", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> RiskRolls:
        dice = ctx.number(node.args[0], "dice", low=1, high=DICE)
        times = ctx.number(node.args[1], "rolls", low=1, high=10)
        return cls(dice, times, tuple(ctx.food(w) for w in node.args[2:]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        plan = RollPlan(self.times, True, "rolled", LuckPlan(self.foods))
        ask_for_dice(step, actor, self.dice, plan)

    def describe(self) -> str:
        dice = plural(self.dice, "die", "dice")
        foods = either(f.label for f in self.foods)
        return (
            f"pick {dice} and roll them up to {self.times} times, stopping when you like: each "
            f"roll showing {foods} caches 1 of it on this bird; the first roll showing none "
            "ends it and returns every food cached this way"
        )


# --- draws ------------------------------------------------------------------------------------
#: The slot holding the cards a push-your-luck draw drew (out of every pile meanwhile).
DRAWN = "risk-drawn"
#: What a running total of drawn cards may add up.
TOTALS = ("wingspan", "points")  # one class each: RiskDrawsByWingspan, RiskDraws


def _value(view: View, card: int, total: str) -> int:
    bird = view.cards.birds[card]
    if total == "points":
        return bird.points
    return 1 if bird.wingspan is None else bird.wingspan


@frozen
class RiskDraws(Effect):
    """Draw up to ``most`` cards from the deck one at a time; their ``total`` (wingspan or
    points) reaching ``limit`` discards them all, stopping earlier tucks them behind this bird.

    Its printed icon follows what is totalled: a total of points tucks as a flocking bird does
    (this class); a total of wingspan is a predator's hunt (``RiskDrawsByWingspan``)."""

    TAG: ClassVar[str] = "risk-draws"
    OWNER_ONLY: ClassVar[bool] = True  # it tucks behind this bird
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = False

    most: int
    total: str
    limit: int

    #: What the running total adds up (``TOTALS``).
    TOTAL: ClassVar[str] = "points"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"risk" "drawing" "up" "to" NUMBER ("card" | "cards") "from" "deck" '
            f'"with" "total" "{cls.TOTAL}" "<" NUMBER'
        )
        return (Phrase(f"risk_draws_{cls.TOTAL}", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> RiskDraws:
        most = ctx.number(node.args[0], "cards", low=1, high=10)
        return cls(most, cls.TOTAL, ctx.number(node.args[1], "a limit", low=1, high=1000))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card is drawn: the deck or the discard pile holds one."""
        return _can_draw_deck(view, p)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(DRAWN, "cards", ())
        _draw_one(step, actor, self.most, self.total, self.limit)

    def tucks_cards(self) -> bool:
        return not self.SUCCEEDS_AS_PREDATOR

    def describe(self) -> str:
        unit = " cm" if self.total == "wingspan" else " points"
        return (
            f"draw up to {self.most} cards from the deck one at a time, stopping when you like: "
            f"if their total {self.total} reaches {self.limit}{unit}, discard them all; "
            "otherwise tuck them behind this bird"
        )


@frozen
class RiskDrawsByWingspan(RiskDraws):
    """``RiskDraws`` totalling wingspans: a predator's hunt, which succeeds when it tucks."""

    TAG: ClassVar[str] = "risk-draws-by-wingspan"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True
    TOTAL: ClassVar[str] = "wingspan"


def _draw_one(step: StepOps, actor: int, most: int, total: str, limit: int) -> None:
    t = step.players[actor].table
    card = step.draw_from_deck(t)
    if card is None:
        _tuck_drawn(step)
        return
    step.emit(CardRevealed(actor, card))
    drawn = (*step.recall(DRAWN), card)
    step.remember(DRAWN, "cards", drawn)
    if sum(_value(step, c, total) for c in drawn) >= limit:
        step.set_table(t, discard=step.tables[t].discard + drawn)
        step.remember(DRAWN, "cards", ())
        step.set_done(False)
        return
    if len(drawn) >= most:
        _tuck_drawn(step)
        return
    step.pending.append(DrawAgain(actor, most, total, limit))


def _tuck_drawn(step: StepOps) -> None:
    power = step.power
    drawn = step.recall(DRAWN)
    for card in drawn:
        step.tuck_card(power.owner, power.bird, card, "revealed")
    step.remember(DRAWN, "cards", ())
    printed = step.cards.birds[power.bird].power
    predator = printed is not None and printed.predator
    if drawn and predator:
        step.announce_hunt_success(power.owner, power.bird)


@frozen
class DrawAgain(Decision):
    """Draw another card (``Accept``) or stop and tuck the cards drawn (``Stop``)."""

    TAG: ClassVar[str] = "draw-again"
    ACCEPTS: ClassVar[tuple[type, ...]] = (Accept, Stop)

    player: int = field(metadata=PLAYER)
    most: int = field(metadata=PLAIN)
    total: str
    limit: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [Accept(), Stop()]

    def answer(self, step: StepOps, move: Accept | Stop) -> None:
        if isinstance(move, Accept):
            _draw_one(step, self.player, self.most, self.total, self.limit)
        else:
            _tuck_drawn(step)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: draw another card (a total {self.total} of {self.limit} loses them all)?"


# --- drawing until a test fails -----------------------------------------------------------------
@frozen
class CachePerDrawnUntil(Effect):
    """Draw from the deck until a card that is not a bird of ``habitat`` (an empty deck ends
    it); cache ``amount`` ``food`` from the supply on this bird for each card before it; discard
    every drawn card."""

    TAG: ClassVar[str] = "cache-per-drawn-until"
    OWNER_ONLY: ClassVar[bool] = True  # it caches on this bird
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True  # a hunt of its own (its cards are predators)

    amount: int
    food: Food
    habitat: Habitat

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" "until" "a" "bird" "not" "in" WORD "caching" NUMBER WORD "on" "this" "bird" '
            '"per" "bird" "before" "it"'
        )
        return (Phrase("draw_until", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CachePerDrawnUntil:
        amount = ctx.number(node.args[1], "food", low=1, high=5)
        return cls(amount, ctx.food(node.args[2]), ctx.habitat(node.args[0]))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card is drawn: the deck or the discard pile holds one."""
        return _can_draw_deck(view, p)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        t = step.players[actor].table
        drawn: list[int] = []
        hits = 0
        while True:
            card = step.draw_from_deck(t)
            if card is None:
                break
            drawn.append(card)
            step.emit(CardRevealed(actor, card))
            if self.habitat not in step.cards.birds[card].habitats:
                break
            hits += 1
        step.set_table(t, discard=step.tables[t].discard + tuple(drawn))
        power = step.power
        for _ in range(hits * self.amount):
            step.cache_food(power.owner, power.bird, self.food, "supply")
        if hits:
            step.announce_hunt_success(power.owner, power.bird)
        else:
            step.set_done(False)

    def describe(self) -> str:
        return (
            f"draw cards from the deck until one that is not a {self.habitat.label} bird; "
            f"place {self.amount} {self.food.label} from the supply on this bird as cached food "
            f"for each {self.habitat.label} bird drawn; discard every drawn card"
        )
