"""Bonus cards as a cost: "discard 1 bonus card" (to cache, to draw, to redraw), "discard up
to 3 bonus cards" (``UpTo``: one at a time), any bonus card the player holds. Drawing bonus
cards and keeping them all ("draw 2 bonus cards") is ``draws.DrawBonusCards`` written without
``keep``.

The family of the promo packs' bonus-card birds (docs/promos.md: Giant Fish Owl, New Zealand
Rock Wren, New Zealand Fairy Tern, Mediterranean Shearwater, South Island Takahē) and
Oceania's: a bonus card taken from the bonus discard pile ("keep 1 bonus card from bonus
discard pile": the pile is face up, looked through, one card kept), and more bonus cards drawn
for food ("draw 1 bonus card and 1 more per wild discarded keep 1": one food at a time, each
paying for one more card drawn at once, until the player stops; then 1 of all the cards drawn
is kept). Bonus cards redrawn, drawn per count, drafted, given, scored now and shared join
it (the promo packs' bonus-card birds). A general family
(rules 9.6), in ``PRIMITIVE_MODULES`` (last: it asks no decision of its own, so the base game's
decision types keep their order).

Which card goes is the player's choice, asked as the cards they keep (``ChooseBonus``, the
setup's and the draws' decision: keeping all but one is discarding that one); a player holding
exactly as many as owed discards them all with no question. The cards go to the shared bonus
discard pile, which the deck is reshuffled from when it runs out.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state import rng
from ..state.enums import Food
from ..state.events import BonusCardsDrawn
from ..state.fields import BONUS, PLAIN, PLAYER, Redraw
from ..state.model import BONUS_TABLE, HIDDEN
from ..state.moves import ChooseOtherPlayer, DiscardFood, KeepBonus, Move, Stop
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Delayable, Effect, Phrase, PhraseNode, check_later, plural
from .bird_records import cards_tucked_behind
from .board import locate, spend_food
from .cards import Measure
from .draws import DrawBonusCards, draw_bonus, forget_bonus_discards
from .give import CHOSEN, reached
from .hooks import game_foods

_STOP = Stop()


@frozen
class DiscardBonusCards(Effect):
    """Discard ``amount`` of the bonus cards the acting player holds (a cost: "if you do" and
    "... to ..." hold once they are discarded; not payable while fewer are held)."""

    TAG: ClassVar[str] = "discard-bonus-cards"

    amount: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" amount "bonus" _cards'
        return (Phrase("discard_bonus", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardBonusCards:
        return cls(ctx.amount(node.args[0]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        held = step.players[actor].bonus
        if len(held) < self.amount:
            step.set_done(False)
            return
        step.set_done(True)
        if len(held) > self.amount:
            step.ask_keep_bonus(actor, held, len(held) - self.amount)
            return
        step.set_player(actor, bonus=())
        table = step.tables[BONUS_TABLE]  # the bonus deck and its discard pile are shared
        step.set_table(BONUS_TABLE, bonus_discard=table.bonus_discard + held)
        record_bonus_discard(step, actor, held)

    def payable(self, view: View, p: int, bird: int) -> bool:
        return len(view.players[p].bonus) >= self.amount

    def describe(self) -> str:
        return f"discard {plural(self.amount, 'bonus card')} of yours"


# --- the bonus deck, its discard pile, and who holds which card ---------------------------------
def bonus_available(view: View) -> bool:
    """A bonus card lies in the bonus deck or its discard pile (a draw can take one)."""
    table = view.tables[BONUS_TABLE]
    return bool(table.bonus_deck or table.bonus_discard)


def discard_bonus(step: StepOps, p: int, cards: tuple[int, ...]) -> None:
    """Put ``cards`` of ``p``'s bonus hand on the shared bonus discard pile."""
    step.set_player(p, bonus=tuple(c for c in step.players[p].bonus if c not in cards))
    t = BONUS_TABLE
    step.set_table(t, bonus_discard=step.tables[t].bonus_discard + cards)
    record_bonus_discard(step, p, cards)


def record_bonus_discard(step: StepOps, p: int, cards: tuple[int, ...]) -> None:
    """``p`` put ``cards`` on the bonus discard pile: they know those cards lie there, and a
    player who discarded one of them before no longer knows where it is."""
    for q, player in enumerate(step.players):
        known = tuple(c for c in player.bonus_discarded if c not in cards)
        if q == p:
            known += cards
        if known != player.bonus_discarded:
            step.set_player(q, bonus_discarded=known)


def move_bonus(step: StepOps, giver: int, receiver: int, card: int) -> None:
    """``giver`` hands bonus card ``card`` to ``receiver``, who keeps it (rules 9.6)."""
    step.set_player(giver, bonus=tuple(c for c in step.players[giver].bonus if c != card))
    step.set_player(receiver, bonus=step.players[receiver].bonus + (card,))


def draw_and_keep(step: StepOps, p: int, amount: int, keep: int) -> tuple[int, ...]:
    """Draw ``amount`` bonus cards; ``p`` keeps ``keep`` of them (0: all) and discards the
    others. "If you do" holds when a card was drawn."""
    drawn = draw_bonus(step, p, amount)
    step.set_done(bool(drawn))
    if keep and len(drawn) > keep:
        step.ask_keep_bonus(p, drawn, keep)
    return drawn


def _keep_words(keep: int) -> str:
    return "keep them all" if not keep else f"keep {keep} and discard the others"


# --- discarding the card drawn last (a redraw) ------------------------------------------------
@frozen
class DiscardLastBonus(Effect):
    """Discard the bonus card the acting player drew last (the newest of their bonus hand: a
    cost, "... to draw 1 bonus card", so that a redraw discards what it drew)."""

    TAG: ClassVar[str] = "discard-last-bonus"
    PAYMENT: ClassVar[bool | None] = True  # a bonus card given up

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" "the" "last" "bonus" "card" "drawn"'
        return (Phrase("discard_last_bonus", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardLastBonus:
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        held = step.players[actor].bonus
        step.set_done(bool(held))
        if held:
            discard_bonus(step, actor, held[-1:])

    def payable(self, view: View, p: int, bird: int) -> bool:
        return bool(view.players[p].bonus)

    def describe(self) -> str:
        return "discard the bonus card you drew last"


# --- discarding any number, then drawing as many ------------------------------------------------
@frozen
class RedrawBonusCards(Effect):
    """Discard as many of your bonus cards as you like, one at a time, then draw as many new
    ones (the cards discarded lie on the discard pile before the drawing begins)."""

    TAG: ClassVar[str] = "redraw-bonus-cards"
    STOPS_BY_ITSELF: ClassVar[bool] = True  # its decision offers "stop"
    BONUS_CARDS: ClassVar[bool] = True

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" "any" "number" "of" "bonus" "cards" "then" "draw" "that" "many"'
        return (Phrase("redraw_bonus", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> RedrawBonusCards:
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)  # until a card is drawn
        if step.players[actor].bonus:
            step.pending.append(DiscardSomeBonus(actor))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(view.players[p].bonus)

    def describe(self) -> str:
        return "discard as many of your bonus cards as you like, then draw as many new ones"


@frozen
class DiscardSomeBonus(Decision):
    """Discard one more of your bonus cards, or stop and draw as many as were discarded
    (``discarded``)."""

    TAG: ClassVar[str] = "discard-some-bonus"
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBonus, Stop)

    player: int = field(metadata=PLAYER)
    discarded: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [*(KeepBonus(c) for c in view.players[self.player].bonus), Stop()]

    def answer(self, step: StepOps, move: KeepBonus | Stop) -> None:
        p = self.player
        if isinstance(move, KeepBonus):
            discard_bonus(step, p, (move.card,))
            if step.players[p].bonus:
                step.pending.append(evolve(self, discarded=self.discarded + 1))
                return
            draw_and_keep(step, p, self.discarded + 1, 0)
            return
        if self.discarded:
            draw_and_keep(step, p, self.discarded, 0)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose a bonus card to discard, or stop ({self.discarded} discarded)"


# --- drawing, then discarding as many --------------------------------------------------------
@frozen
class DrawThenDiscardBonus(Delayable):
    """Draw ``amount`` bonus cards, then discard as many of the bonus cards held, the new ones
    included ("draw 1 bonus card then discard 1 bonus card at end of turn": the promo Eurasian
    Skylark's, done when the turn under way ends)."""

    TAG: ClassVar[str] = "draw-then-discard-bonus"
    BONUS_CARDS: ClassVar[bool] = True  # the printed icon (``language.implied_flags``)

    amount: int
    at_end_of_turn: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount "bonus" _cards "then" "discard" NUMBER "bonus" _cards at_end_of_turn?'
        )
        return (Phrase("draw_then_discard_bonus", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawThenDiscardBonus:
        drawn = ctx.amount(node.args[0])
        if ctx.number(node.args[1], "the number of bonus cards discarded", low=1) != drawn:
            ctx.fail(node.args[1].pos, "discard as many bonus cards as were drawn")
        return cls(drawn, check_later(node, ctx, len(node.args) > 2))

    def resolve_now(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        before = len(step.players[actor].bonus)
        DrawBonusCards(self.amount, self.amount).resolve(step, actor, path)
        drawn = len(step.players[actor].bonus) - before
        if drawn:
            DiscardBonusCards(drawn).resolve(step, actor, path)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        table = view.tables[BONUS_TABLE]
        return self.at_end_of_turn or bool(table.bonus_deck or table.bonus_discard)

    def describe(self) -> str:
        cards = plural(self.amount, "bonus card")
        return f"draw {cards}, then discard {cards} of yours" + self.later_words()


# --- the bonus discard pile ---------------------------------------------------------------------
@frozen
class KeepFromBonusDiscard(Effect):
    """Look through the bonus discard pile (face up) and keep ``amount`` of its cards; the
    others stay there. "If you do" holds when a card was kept."""

    TAG: ClassVar[str] = "keep-from-bonus-discard"
    BONUS_CARDS: ClassVar[bool] = True  # the bonus-card icon (``language.implied_flags``)

    amount: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"keep" amount "bonus" _cards "from" "bonus" "discard" "pile"'
        return (Phrase("keep_from_bonus_discard", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> KeepFromBonusDiscard:
        return cls(ctx.amount(node.args[0]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        pile = step.tables[BONUS_TABLE].bonus_discard
        step.set_done(bool(pile))
        if not pile:
            return
        # The whole pile goes to the hand; the cards not kept go back to it (``ChooseBonus``).
        step.set_table(BONUS_TABLE, bonus_discard=())
        forget_bonus_discards(step, pile)  # no longer in the pile
        step.set_player(actor, bonus=step.players[actor].bonus + pile)
        step.emit(BonusCardsDrawn(actor, pile))
        if len(pile) > self.amount:
            step.ask_keep_bonus(actor, pile, self.amount)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """The bonus discard pile holds a card."""
        return bool(view.tables[BONUS_TABLE].bonus_discard)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.could_change(view, p, power)

    def describe(self) -> str:
        return f"look through the discarded bonus cards and keep {self.amount} of them"


# --- more bonus cards drawn for food ------------------------------------------------------------
@frozen
class DrawBonusForFood(Effect):
    """Draw ``amount`` bonus cards, then ``per`` more for each food of ``choices`` (empty: any
    type) the player discards from their supply, one token at a time until they stop (after
    seeing the cards drawn; discarding is spending, the general ruling); then keep ``keep`` of
    all the cards drawn and discard the others ("draw 1 bonus card and 1 more per wild
    discarded keep 1", "draw 2 bonus cards and 2 more per rodent discarded keep 1")."""

    TAG: ClassVar[str] = "draw-bonus-for-food"
    BONUS_CARDS: ClassVar[bool] = True  # the bonus-card icon (``language.implied_flags``)

    amount: int
    choices: tuple[Food, ...]
    keep: int
    per: int = 1

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount "bonus" _cards "and" NUMBER "more" "per" WORD "discarded" "keep" NUMBER'
        )
        return (Phrase("draw_bonus_for_food", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawBonusForFood:
        num, more, food, keep = node.args
        per = ctx.number(more, "the bonus cards drawn per food", low=1, high=5)
        kept = ctx.number(keep, "the number of bonus cards kept", low=1)
        paid = ctx.food_or_wild(food)
        return cls(ctx.amount(num), () if paid is None else (paid,), kept, per)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        drawn = draw_bonus(step, actor, self.amount)
        step.set_done(bool(drawn))
        step.pending.append(PayForBonusCard(actor, self.choices, drawn, self.keep, self.per))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A bonus card lies in the bonus deck or its discard pile."""
        table = view.tables[BONUS_TABLE]
        return bool(table.bonus_deck or table.bonus_discard)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.could_change(view, p, power)

    def describe(self) -> str:
        food = " or ".join(f.label for f in self.choices) or "food of any type"
        return (
            f"draw {plural(self.amount, 'bonus card')}, then {self.per} more for each {food} you "
            f"discard; keep {self.keep} of the cards drawn and discard the others"
        )


@frozen
class PayForBonusCard(Decision):
    """Discard one more food of ``choices`` (empty: any) for one more bonus card, or stop; keep
    ``keep`` of the ``drawn`` cards (already in the hand of bonus cards)."""

    TAG: ClassVar[str] = "pay-for-bonus-card"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.BONUS_HAND, "drawn")
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardFood, Stop)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    choices: tuple[Food, ...] = field(metadata=PLAIN)
    drawn: tuple[int, ...] = field(default=(), metadata=BONUS)
    keep: int = field(default=1, metadata=PLAIN)
    #: The bonus cards each food discarded draws.
    per: int = field(default=1, metadata=PLAIN)

    def _payable(self, view: View) -> list[Food]:
        held = view.players[self.player].food
        table = view.tables[BONUS_TABLE]
        if not (table.bonus_deck or table.bonus_discard):
            return []
        return [f for f in self.choices or game_foods(view) if held[f]]

    def options(self, view: View) -> list[Move]:
        return [*(DiscardFood(f) for f in self._payable(view)), _STOP]

    def answer(self, step: StepOps, move: DiscardFood | Stop) -> None:
        p = self.player
        if isinstance(move, DiscardFood):
            spend_food(step, p, move.food, False)
            more = evolve(self, drawn=self.drawn + draw_bonus(step, p, self.per))
            if more._payable(step):
                step.pending.append(more)
                return
            more._keep(step)
            return
        self._keep(step)

    def _keep(self, step: StepOps) -> None:
        if len(self.drawn) > self.keep:
            step.ask_keep_bonus(self.player, self.drawn, self.keep)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        food = " or ".join(f.label for f in self.choices) or "a food"
        more = plural(self.per, "more bonus card")
        return f"{who}: discard {food} to draw {more}, or stop"

    def seen_by(self, viewer: int) -> PayForBonusCard:
        if viewer == self.player:
            return self
        return evolve(self, drawn=(HIDDEN,) * len(self.drawn))


# --- drawing one per counted card or bird ------------------------------------------------------
@frozen
class DrawBonusPer(Effect):
    """Draw ``draw`` bonus cards per card tucked behind this bird (``measure`` None), or per
    what ``measure`` counts on the mat of another player the acting player chooses; keep
    ``keep`` of them. Nothing counted, nothing drawn."""

    TAG: ClassVar[str] = "draw-bonus-per"
    BONUS_CARDS: ClassVar[bool] = True

    draw: int
    keep: int
    measure: Measure | None = None

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        head = '"draw" amount "bonus" _cards "per" '
        keep = ' "keep" NUMBER'
        return (
            Phrase(
                "draw_bonus_per_tucked",
                head + '"card" "tucked" "behind" "this" "bird"' + keep,
                cls._from_tucked,
            ),
            Phrase(
                "draw_bonus_per_other",
                head + 'compared "of" "another" "player" "of" "your" "choice"' + keep,
                cls._from_other,
            ),
        )

    @classmethod
    def _numbers(cls, ctx: Compiling, num: object, keep: object) -> tuple[int, int]:
        return (
            ctx.amount(num),
            ctx.number(keep, "the bonus cards kept", low=1),
        )

    @classmethod
    def _from_tucked(cls, node: PhraseNode, ctx: Compiling) -> DrawBonusPer:
        return cls(*cls._numbers(ctx, node.args[0], node.args[-1]))

    @classmethod
    def _from_other(cls, node: PhraseNode, ctx: Compiling) -> DrawBonusPer:
        num, counted, keep = node.args
        draw, kept = cls._numbers(ctx, num, keep)
        return cls(draw, kept, ctx.measure(counted))

    def _counts(self, view: View, p: int, bird: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The players whose count is read and the cards each would draw."""
        if self.measure is None:
            where = locate(view.players[p], bird)
            if where is None:
                return (p,), (0,)
            tucked = cards_tucked_behind(view, p, *where)  # a hummingbird tucked too
            return (p,), (tucked * self.draw,)
        others = tuple(reached(view, p, CHOSEN))
        measure = self.measure
        counts = tuple(measure.count(view.players[q], view.cards) * self.draw for q in others)
        return others, counts

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        players, counts = self._counts(step, actor, step.power.bird)
        step.set_done(False)
        if len(set(counts)) > 1:
            step.pending.append(ChooseCountedPlayer(actor, players, counts, self.keep))
        elif counts and counts[0]:
            draw_and_keep(step, actor, counts[0], self.keep)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card could be drawn: this bird has a card tucked, or a tuck of the power before
        this line could tuck one (the count is this bird's); or some other player's mat counts
        one."""
        if not bonus_available(view):
            return False
        if any(self._counts(view, p, power.bird)[1]):
            return True
        if self.measure is not None:
            return False
        printed = view.cards.birds[power.runs].power
        if printed is None or self not in printed.effects:
            return True  # inside a block: whatever ran before it may have tucked
        before = printed.effects[: printed.effects.index(self)]
        return any(e.tucks_cards() and e.could_change(view, p, power) for e in before)

    def describe(self) -> str:
        if self.measure is None:
            per = "for each card tucked behind this bird"
        else:
            per = f"for each of the {self.measure.describe()} of one other player you choose"
            per = per.replace("your birds", "birds")
        return f"draw {plural(self.draw, 'bonus card')} {per}; keep {self.keep} of them"


@frozen
class ChooseCountedPlayer(Decision):
    """Choose the other player whose mat is counted: ``counts[i]`` bonus cards are drawn for
    ``players[i]``; keep ``keep`` of them."""

    TAG: ClassVar[str] = "choose-counted-player"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseOtherPlayer,)

    player: int = field(metadata=PLAYER)
    players: tuple[int, ...] = field(metadata=PLAIN)
    counts: tuple[int, ...] = field(metadata=PLAIN)
    keep: int = field(default=1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [ChooseOtherPlayer(q) for q in self.players]

    def answer(self, step: StepOps, move: ChooseOtherPlayer) -> None:
        count = self.counts[self.players.index(move.player)]
        if count:
            draw_and_keep(step, self.player, count, self.keep)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the player whose birds are counted"


# --- drafting bonus cards -----------------------------------------------------------------------
@frozen
class DraftBonus(Effect):
    """Draw as many bonus cards as there are seats at the table (plus ``extra``); each player
    from you clockwise keeps 1 of those left, and the rest are discarded.

    A rival that is no player (the Automa) counts among the seats, as for a draft of bird cards
    (rules 6.6), and its card is discarded: it holds no bonus cards of the players' kind. In
    Flock mode each group drafts from its own cards, drawn from the shared bonus deck (rules
    8.2), the other group once its active player's turn is over.
    """

    TAG: ClassVar[str] = "draft-bonus"
    BONUS_CARDS: ClassVar[bool] = True

    extra: int = 0
    #: You keep what is left once every player has picked ("... and keep the rest",
    #: rules-expansions 9.5.9: the Americas' Titicaca Grebe), instead of its discard.
    keep_rest: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"draft" "players" ("+" NUMBER)? "bonus" _cards'
        return (
            Phrase("draft_bonus", syntax, cls._from_phrase),
            Phrase("draft_bonus_keep_rest", syntax + ' "and" "keep" "the" "rest"', cls._keeping),
        )

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DraftBonus:
        return cls(ctx.amount(node.args[0]) if node.args else 0)

    @classmethod
    def _keeping(cls, node: PhraseNode, ctx: Compiling) -> DraftBonus:
        return cls(ctx.amount(node.args[0]) if node.args else 0, keep_rest=True)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        parts = step.turn_order_parts(actor, actor)
        for players, after in reversed(parts):
            mine = actor in players
            seats = len(players) + (step.rival_seats() + self.extra if mine else 0)
            holder = actor if mine else players[0]
            pool = draw_bonus(step, holder, seats)
            if not pool:
                continue
            step.set_done(True)
            first = BonusDraftPick(players[0], holder, pool, players[1:], mine and self.keep_rest)
            if after is None:
                step.pending.append(first)
            else:
                step.run_later(after, players, (), frames=(first,))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bonus_available(view)

    def describe(self) -> str:
        plus = f" plus {self.extra}" if self.extra else ""
        rest = "you keep the others" if self.keep_rest else "the others are discarded"
        return (
            f"draw as many bonus cards as there are players{plus}; going clockwise from you, "
            f"each player keeps one, and {rest}"
        )


@frozen
class BonusDraftPick(Decision):
    """Keep one of a bonus draft's cards (``pool``, held by ``holder`` until taken); the
    players ``later`` pick after, and what nobody takes is discarded."""

    TAG: ClassVar[str] = "bonus-draft-pick"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.BONUS_HAND, "pool")
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBonus,)

    player: int = field(metadata=PLAYER)
    holder: int = field(metadata=PLAYER)
    pool: tuple[int, ...] = field(metadata=BONUS)
    later: tuple[int, ...] = field(default=(), metadata=PLAIN)
    #: The holder keeps what nobody took (``DraftBonus.keep_rest``), instead of its discard.
    keep_rest: bool = field(default=False, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        held = view.players[self.holder].bonus
        return [KeepBonus(c) for c in self.pool if c in held]

    def answer(self, step: StepOps, move: KeepBonus) -> None:
        if self.player != self.holder:
            move_bonus(step, self.holder, self.player, move.card)
        left = tuple(c for c in self.pool if c != move.card)
        if left and self.later:
            step.pending.append(evolve(self, player=self.later[0], pool=left, later=self.later[1:]))
        elif len(left) > 1 and self.keep_rest:  # a rival's seat's card too: keep one of them
            step.pending.append(evolve(self, player=self.holder, pool=left, keep_rest=False))
        elif left and not self.keep_rest:
            discard_bonus(step, self.holder, left)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: keep one of the bonus cards drafted"

    def seen_by(self, viewer: int) -> BonusDraftPick:
        if viewer in (self.player, self.holder):
            return self
        return evolve(self, pool=(HIDDEN,) * len(self.pool))


# --- taking from the bonus discard pile ---------------------------------------------------------
@frozen
class DrawFromBonusDiscard(Effect):
    """Shuffle the bonus discard pile, draw ``draw`` of its cards (all it has, if fewer) and
    keep ``keep`` of them; the others go back to the pile."""

    TAG: ClassVar[str] = "draw-from-bonus-discard"
    BONUS_CARDS: ClassVar[bool] = True

    draw: int
    keep: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"draw" amount "bonus" _cards "from" "bonus" "discard" "pile" "keep" NUMBER'
        return (Phrase("draw_bonus_discarded", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawFromBonusDiscard:
        draw = ctx.amount(node.args[0])
        return cls(draw, ctx.number(node.args[1], "the bonus cards kept", low=1, high=draw))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        t = BONUS_TABLE
        pile, step.rng = rng.shuffled(step.rng, step.tables[t].bonus_discard)
        drawn = pile[: self.draw]
        step.set_table(t, bonus_discard=pile[self.draw :])
        forget_bonus_discards(step)  # shuffled, then drawn from unseen
        step.set_done(bool(drawn))
        if not drawn:
            return
        step.set_player(actor, bonus=step.players[actor].bonus + drawn)
        step.emit(BonusCardsDrawn(actor, drawn))
        if len(drawn) > self.keep:
            step.ask_keep_bonus(actor, drawn, self.keep)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(view.tables[BONUS_TABLE].bonus_discard)

    def describe(self) -> str:
        return (
            f"shuffle the discarded bonus cards, draw {self.draw} of them, keep {self.keep} and "
            "discard the others"
        )
