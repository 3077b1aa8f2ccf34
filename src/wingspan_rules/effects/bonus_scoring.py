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

from ..state import rng
from ..state.enums import BASE_FOODS, Food
from ..state.events import BonusCardsDrawn
from ..state.fields import BIRD, BONUS, PLAIN, PLAYER
from ..state.model import BONUS_TABLE
from ..state.moves import ChooseFood, KeepBonus, Move
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Effect, Phrase, PhraseNode
from .cards import PerItemScoring, Tier

#: Where the cards scored come from: the player's bonus cards, or cards drawn for it.
HELD, DRAWN = "held", "drawn"


def points_now(view: View, p: int, bonus: int) -> int:
    """What bonus card ``bonus`` would score for player ``p`` now."""
    card = view.cards.bonus_cards[bonus]
    count = card.measure.count(view.players[p], view.cards, False)
    scoring = card.scoring
    if isinstance(scoring, PerItemScoring):
        return scoring.points * count
    tiers = scoring.tiers
    for override, printed in view.config.house.bonus_tiers:
        if override.casefold() == card.name.casefold():
            tiers = tuple(Tier(lo, hi, pts) for lo, hi, pts in printed)
    reached = [t for t in tiers if count >= t.min]
    return max(reached, key=lambda t: t.min).points if reached else 0


def _draw_bonus(step: StepOps, p: int, amount: int) -> tuple[int, ...]:
    """Draw ``amount`` bonus cards into ``p``'s bonus hand (the discard pile reshuffled when
    the deck runs out); the cards drawn."""
    t = BONUS_TABLE
    drawn: list[int] = []
    for _ in range(amount):
        table = step.tables[t]
        if not table.bonus_deck:
            if not table.bonus_discard:
                break
            deck, step.rng = rng.shuffled(step.rng, table.bonus_discard)
            table = step.set_table(t, bonus_deck=deck, bonus_discard=())
        drawn.append(table.bonus_deck[0])
        step.set_table(t, bonus_deck=table.bonus_deck[1:])
    if drawn:
        step.set_player(p, bonus=step.players[p].bonus + tuple(drawn))
        step.emit(BonusCardsDrawn(p, tuple(drawn)))
    return tuple(drawn)


def _discard_bonus(step: StepOps, p: int, cards: tuple[int, ...]) -> None:
    step.set_player(p, bonus=tuple(c for c in step.players[p].bonus if c not in cards))
    t = BONUS_TABLE
    step.set_table(t, bonus_discard=step.tables[t].bonus_discard + cards)


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
