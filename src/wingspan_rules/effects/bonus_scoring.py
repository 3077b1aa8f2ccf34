"""Scoring a bonus card during play (rules 9.3.6): "score 1 of your bonus cards caching 1 seed
from supply on this bird per point", "... caching 1 wild ... per point and replace it", "draw 3
bonus cards and score 1 of them caching 1 seed from supply on this bird per point"; with the
decisions they ask.

The card is worth what it would score right now, for the acting player's birds (the tiers a
game's house rules override included). Held cards stay in hand and score again at the game's
end, unless "and replace it": then the card scored goes to the bonus discard pile and a new
one is drawn. Cards drawn to be scored are all discarded afterwards. Cached food is ordinary
cached food. A general family: this module is no part of ``PRIMITIVE_MODULES``; each expansion
whose cards use it joins it to the vocabulary (``effects.add_vocabulary``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from attrs import field, frozen

from ..state.enums import BASE_FOODS, Food
from ..state.fields import BIRD, BONUS, PLAIN, PLAYER, Redraw
from ..state.model import BONUS_TABLE, HIDDEN
from ..state.moves import Accept, ChooseFood, ChooseOtherPlayer, KeepBonus, Move
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Effect, Phrase, PhraseNode
from .board import food_to_pay, has_room, locate
from .bonus import discard_bonus, move_bonus
from .bonus_birds import bonus_card_score
from .draws import draw_bonus
from .food import PayFoodCost
from .give import other_player, reached, who_words
from .hooks import active, game_foods

#: Where the cards scored come from: the player's bonus cards, or cards drawn for it.
HELD, DRAWN = "held", "drawn"


def points_now(view: View, p: int, bonus: int) -> int:
    """What bonus card ``bonus`` would score for player ``p`` now."""
    extra = active(view.config).bonus_birds
    house = view.config.house
    return bonus_card_score(view.players[p], view.cards, bonus, house, extra)[1]


_draw_bonus, _discard_bonus = draw_bonus, discard_bonus


def _held_text(args: Sequence[object]) -> str:
    """The canonical words of a held card scored now ("of your bonus cards" stays plural)."""
    scored, per, food = args[:3]
    return f"score {scored} of your bonus cards caching {per} {food} from supply on this bird per point"


@frozen
class ScoreBonusNow(Effect):
    """Score one bonus card now, caching 1 ``food`` (None: any, chosen per token) from the
    supply on this bird per point: one of the player's (``source`` HELD; with ``replace``, it
    is then discarded and a new one drawn), or one of ``draw`` cards drawn for it (``DRAWN``;
    all discarded afterwards). "If you do" holds when a card was scored."""

    TAG: ClassVar[str] = "score-bonus-now"
    #: The power carries the bonus-card icon (its flag is derived from this).
    BONUS_CARDS: ClassVar[bool] = True

    food: Food | None
    source: str = HELD
    draw: int = 0
    replace: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        caching = '"caching" NUMBER WORD "from" "supply" "on" "this" "bird" "per" "point"'
        held = '"score" NUMBER "of" "your" "bonus" "cards" ' + caching
        drawn = '"draw" amount "bonus" _cards "and" "score" NUMBER "of" "them" ' + caching
        return (
            Phrase("score_bonus_now", held, cls._held, _held_text),
            Phrase(
                "score_bonus_now_replace",
                held + ' "and" "replace" "it"',
                cls._replaced,
                lambda args: _held_text(args) + " and replace it",
            ),
            Phrase("score_drawn_bonus", drawn, cls._drawn),
        )

    @classmethod
    def _check(cls, ctx: Compiling, scored: object, per: object) -> None:
        ctx.number(scored, "the number of bonus cards scored", low=1, high=1)
        ctx.number(per, "the food cached per point", low=1, high=1)

    @classmethod
    def _held(cls, node: PhraseNode, ctx: Compiling) -> ScoreBonusNow:
        scored, per, food = node.args[:3]
        cls._check(ctx, scored, per)
        return cls(ctx.food_or_wild(food), HELD, 0)

    @classmethod
    def _replaced(cls, node: PhraseNode, ctx: Compiling) -> ScoreBonusNow:
        return evolve(cls._held(node, ctx), replace=True)

    @classmethod
    def _drawn(cls, node: PhraseNode, ctx: Compiling) -> ScoreBonusNow:
        num, scored, per, food = node.args
        cls._check(ctx, scored, per)
        return cls(ctx.food_or_wild(food), DRAWN, ctx.amount(num))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        if self.source == DRAWN:
            offered = _draw_bonus(step, actor, self.draw)
        else:
            offered = step.players[actor].bonus
        if offered:
            choice = ScoreWhichBonus(actor, step.power.bird, offered, self.food)
            step.pending.append(evolve(choice, replace=self.replace, drawn=self.source == DRAWN))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        if self.source == DRAWN:
            table = view.tables[BONUS_TABLE]
            return bool(table.bonus_deck or table.bonus_discard)
        return bool(view.players[p].bonus)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.can_begin(view, p, power.bird)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Cards are drawn, or one replaced; a held card kept is worth a point now."""
        if self.source == DRAWN or self.replace:
            return self.can_begin(view, p, power.bird)
        return any(points_now(view, p, card) > 0 for card in view.players[p].bonus)

    def describe(self) -> str:
        food = "food of any type" if self.food is None else self.food.label
        per = f"cache 1 {food} from the supply on this bird for each point"
        if self.source == DRAWN:
            return f"draw {self.draw} bonus cards, score one of them now ({per}), discard them"
        then = "; then discard it and draw a new one" if self.replace else ""
        return f"score one of your bonus cards now: {per}{then}"


@frozen
class ScoreWhichBonus(Decision):
    """Which of the bonus cards ``offered`` ``player`` scores now, caching on ``bird``."""

    TAG: ClassVar[str] = "score-which-bonus"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBonus,)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    offered: tuple[int, ...] = field(metadata=BONUS)
    food: Food | None = None
    replace: bool = False
    drawn: bool = False

    def options(self, view: View) -> list[Move]:
        held = view.players[self.player].bonus
        return [KeepBonus(c) for c in self.offered if c in held]

    def answer(self, step: StepOps, move: KeepBonus) -> None:
        p = self.player
        points = points_now(step, p, move.card)
        step.set_done(True)
        if self.drawn:
            _discard_bonus(step, p, self.offered)
        elif self.replace:
            _discard_bonus(step, p, (move.card,))
            _draw_bonus(step, p, 1)
        if self.food is not None:
            for _ in range(points):
                step.cache_food(p, self.bird, self.food, "supply")
        elif points:
            step.pending.append(CacheChosenFood(p, self.bird, points))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the bonus card to score now"


@frozen
class CacheChosenFood(Decision):
    """Cache 1 food of a type ``player`` chooses from the supply on ``bird``, ``remaining``
    times."""

    TAG: ClassVar[str] = "cache-chosen-food"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseFood,)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    remaining: int = field(default=1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [ChooseFood(f) for f in BASE_FOODS]

    def answer(self, step: StepOps, move: ChooseFood) -> None:
        step.cache_food(self.player, self.bird, move.food, "supply")
        if self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1))

    def label(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.bird)
        return f"{who}: choose a food to cache on {bird} ({self.remaining} to cache)"


# --- drawing bonus cards, keeping some, the other one going elsewhere (rules 9.6) -----------
#: Where the card not kept goes: to another player, scored now then discarded, revealed for
#: every player to score at the game's end, or discarded unless a food cost keeps it too.
GIVE, SCORE, REVEAL, PAY = "give", "score", "reveal", "pay"


@frozen
class DrawBonusKeepOther(Effect):
    """Draw ``draw`` bonus cards and keep ``keep``; the other one (``rest``) is given to
    another player (``to``: a ``give.other_player``; with no other player it is discarded),
    scored now laying 1 egg on this bird per point (then discarded), revealed as a card every
    player scores at the game's end (``BONUS_TABLE``'s ``shared_bonus``), or discarded unless
    the player pays ``pay`` food (of ``foods``; empty: any) to keep it as well."""

    TAG: ClassVar[str] = "draw-bonus-keep-other"
    BONUS_CARDS: ClassVar[bool] = True

    draw: int
    keep: int
    rest: str
    to: str = ""
    pay: int = 0
    foods: tuple[Food, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        head = '"draw" amount "bonus" _cards "keep" NUMBER '
        return (
            Phrase(
                "draw_bonus_give_other",
                head + '"and" "give" "the" "other" "to" other_player',
                cls._give,
            ),
            Phrase(
                "draw_bonus_score_other",
                head + '"and" "score" "the" "other" "laying" NUMBER "egg" "on" "this" "bird" '
                '"per" "point"',
                cls._score,
            ),
            Phrase(
                "draw_bonus_reveal_other",
                head + '"and" "reveal" "the" "other" "for" "all" "players"',
                cls._reveal,
            ),
            Phrase(
                "draw_bonus_pay_other",
                head + '"and" "the" "other" "if" "you" "discard" NUMBER food_choice',
                cls._pay,
            ),
        )

    @classmethod
    def _counts(cls, ctx: Compiling, node: PhraseNode) -> tuple[int, int]:
        draw = ctx.amount(node.args[0])
        keep = ctx.number(node.args[1], "the bonus cards kept", low=1, high=1)
        if draw != keep + 1:
            ctx.fail(node.pos, "'the other' is one card: draw one more than you keep")
        return draw, keep

    @classmethod
    def _give(cls, node: PhraseNode, ctx: Compiling) -> DrawBonusKeepOther:
        return cls(*cls._counts(ctx, node), GIVE, other_player(node.args[2], ctx))

    @classmethod
    def _score(cls, node: PhraseNode, ctx: Compiling) -> DrawBonusKeepOther:
        ctx.number(node.args[2], "the eggs laid per point", low=1, high=1)
        return cls(*cls._counts(ctx, node), SCORE)

    @classmethod
    def _reveal(cls, node: PhraseNode, ctx: Compiling) -> DrawBonusKeepOther:
        return cls(*cls._counts(ctx, node), REVEAL)

    @classmethod
    def _pay(cls, node: PhraseNode, ctx: Compiling) -> DrawBonusKeepOther:
        draw, keep = cls._counts(ctx, node)
        foods = [ctx.food_or_wild(w) for w in node.args[3]]
        if None in foods and len(foods) > 1:
            ctx.fail(node.pos, "'wild' cannot be combined with other foods")
        chosen = tuple(f for f in foods if f is not None)
        return cls(
            draw, keep, PAY, pay=ctx.number(node.args[2], "the food paid", low=1), foods=chosen
        )

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        drawn = _draw_bonus(step, actor, self.draw)
        step.set_done(bool(drawn))
        if len(drawn) > self.keep:
            step.pending.append(
                KeepDrawnBonus(
                    actor, step.power.bird, drawn, self.rest, self.to, self.pay, self.foods
                )
            )

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        table = view.tables[BONUS_TABLE]
        return bool(table.bonus_deck or table.bonus_discard)

    def describe(self) -> str:
        drew = f"draw {self.draw} bonus cards and keep {self.keep}"
        if self.rest == GIVE:
            return f"{drew}; give the other to {who_words(self.to)}"
        if self.rest == SCORE:
            return (
                f"{drew}; score the other now, laying 1 egg on this bird for each point, "
                "then discard it"
            )
        if self.rest == REVEAL:
            return f"{drew}; reveal the other: every player scores it at the end of the game"
        kind = "food of any type" if not self.foods else " or ".join(f.label for f in self.foods)
        return f"{drew}, or spend {self.pay} {kind} from your supply to keep both"


@frozen
class KeepDrawnBonus(Decision):
    """Which of the bonus cards ``offered`` ``player`` keeps; the other goes where ``rest``
    says (``DrawBonusKeepOther``). With ``PAY``, ``Accept`` pays the food and keeps both."""

    TAG: ClassVar[str] = "keep-drawn-bonus"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.BONUS_HAND, "offered")
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBonus, Accept)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    offered: tuple[int, ...] = field(metadata=BONUS)
    rest: str = SCORE
    to: str = ""
    pay: int = field(default=0, metadata=PLAIN)
    foods: tuple[Food, ...] = field(default=(), metadata=PLAIN)

    def _can_pay(self, view: View) -> bool:
        food = food_to_pay(view, self.player)
        return sum(food[f] for f in self.foods or game_foods(view)) >= self.pay

    def options(self, view: View) -> list[Move]:
        held = view.players[self.player].bonus
        moves: list[Move] = [KeepBonus(c) for c in self.offered if c in held]
        if self.rest == PAY and self._can_pay(view):
            moves.append(Accept())
        return moves

    def answer(self, step: StepOps, move: KeepBonus | Accept) -> None:
        p = self.player
        if isinstance(move, Accept):
            step.pending.append(PayFoodCost(p, self.pay, self.foods or game_foods(step)))
            return
        held = step.players[p].bonus
        others = tuple(c for c in self.offered if c != move.card and c in held)
        if self.rest == SCORE:
            for card in others:
                _lay_per_point(step, p, self.bird, points_now(step, p, card))
        if self.rest == REVEAL:
            step.set_player(p, bonus=tuple(c for c in held if c not in others))
            table = step.tables[BONUS_TABLE]
            step.set_table(BONUS_TABLE, shared_bonus=table.shared_bonus + others)
            return
        if self.rest == GIVE and others:
            receivers = tuple(reached(step, p, self.to))
            if len(receivers) > 1:
                step.pending.append(GiveDrawnBonus(p, others[:1], receivers))
                return
            if receivers:
                move_bonus(step, p, receivers[0], others[0])
                return
        _discard_bonus(step, p, others)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        if self.rest == PAY:
            return f"{who}: keep a bonus card, or pay {self.pay} food to keep both"
        return f"{who}: choose the bonus card to keep"

    def seen_by(self, viewer: int) -> KeepDrawnBonus:
        if viewer == self.player:
            return self
        return evolve(self, offered=(HIDDEN,) * len(self.offered))


def _lay_per_point(step: StepOps, p: int, bird: int, points: int) -> None:
    """Lay 1 egg on ``bird`` (``p``'s) per point, while it has room."""
    where = locate(step.players[p], bird)
    if where is None:
        return
    h, c = where
    for _ in range(points):
        if not has_room(step.players[p].mat[h][c], step.cards.birds[bird]):
            break
        step.lay_egg(p, h, c)


@frozen
class GiveDrawnBonus(Decision):
    """Choose which of ``receivers`` gets the bonus card ``offered`` from ``player``."""

    TAG: ClassVar[str] = "give-drawn-bonus"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.BONUS_HAND, "offered")
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseOtherPlayer,)

    player: int = field(metadata=PLAYER)
    offered: tuple[int, ...] = field(metadata=BONUS)  # the one card given
    receivers: tuple[int, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [ChooseOtherPlayer(q) for q in self.receivers]

    def answer(self, step: StepOps, move: ChooseOtherPlayer) -> None:
        for card in self.offered:
            move_bonus(step, self.player, move.player, card)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the player to give the bonus card to"

    def seen_by(self, viewer: int) -> GiveDrawnBonus:
        if viewer == self.player:
            return self
        return evolve(self, offered=(HIDDEN,) * len(self.offered))
