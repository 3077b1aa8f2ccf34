"""Setup (rules 1.7): the birds, food and bonus cards each player keeps."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ...effects.bonus import record_bonus_discard
from ...effects.hooks import food_rule
from ...state.enums import BASE_FOODS, Food
from ...state.events import (
    BonusKept,
    FoodDiscarded,
)
from ...state.fields import BIRD, BONUS, PLAIN, PLAYER, Redraw
from ...state.model import (
    BONUS_TABLE,
    HIDDEN,
)
from ...state.moves import (
    DiscardBird,
    DiscardFood,
    KeepBird,
    KeepBonus,
    Move,
)
from ...state.protocol import Decision, GameStep, Naming, View
from ...state.values import evolve, shared

# Shared values (``values.shared``): every game's setup makes these afresh for every player.
_keep_bird = shared(KeepBird)
_discard_bird = shared(DiscardBird)
_keep_bonus = shared(KeepBonus)
#: Each food's discard at setup, by the food's number.
_DISCARDS: tuple[DiscardFood, ...] = tuple(DiscardFood(food) for food in sorted(Food))


# --- setup (rules 1.7) ----------------------------------------------------------------------------
@frozen
class SetupBirds(Decision):
    """Keep or discard the dealt bird ``dealt[index]`` (rules 1.7 step 2)."""

    TAG: ClassVar[str] = "setup-birds"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.DEALT, "dealt")
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBird, DiscardBird)

    player: int = field(metadata=PLAYER)
    dealt: tuple[int, ...] = field(metadata=BIRD)
    index: int = field(default=0, metadata=PLAIN)
    kept: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        card = self.dealt[self.index]
        return [_keep_bird(card), _discard_bird(card)]

    def answer(self, step: GameStep, move: KeepBird | DiscardBird) -> None:
        kept = self.kept
        if isinstance(move, KeepBird):
            kept += 1
        else:
            step.discard_from_hand(self.player, move.card)
        if self.index + 1 < len(self.dealt):
            step.pending.append(SetupBirds(self.player, self.dealt, self.index + 1, kept))
            return
        offered = step.players[self.player].bonus
        step.pending.append(ChooseBonus(self.player, offered))
        if kept:
            step.pending.append(SetupFood(self.player, kept))

    def label(self, names: Naming) -> str:
        card = self.dealt[self.index]
        name = names.bird(card) if card >= 0 else "a dealt bird"
        return f"{names.player(self.player)}: keep or discard {name} (setup)"

    def seen_by(self, viewer: int) -> SetupBirds:
        """The dealt cards and how many were kept so far are the player's secret until every
        player has chosen (rules 1.7: setup is simultaneous)."""
        if viewer == self.player:
            return self
        return evolve(self, dealt=(HIDDEN,) * len(self.dealt), kept=HIDDEN)


@frozen
class SetupFood(Decision):
    """Discard one food per kept bird, one token at a time, in any order (each food type the
    player still holds is offered every time)."""

    TAG: ClassVar[str] = "setup-food"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.FOOD_DUE, "remaining")
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardFood,)
    #: Saves written when discards went in type order carry ``min_food``: read and ignored.
    RETIRED: ClassVar[tuple[str, ...]] = ("min_food",)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        food = view.players[self.player].food
        return [_DISCARDS[f] for f in range(len(food)) if food[f]]

    def answer(self, step: GameStep, move: DiscardFood) -> None:
        step.add_food(self.player, move.food, -1)
        step.emit(FoodDiscarded(self.player, move.food))
        rule = food_rule(step.config, move.food) if move.food >= len(BASE_FOODS) else None
        if rule is not None and rule.spent is not None and rule.spent_at_setup is not None:
            rule.spent(step, self.player, 1, rule.spent_at_setup)  # Oceania's U2 option
        if self.remaining > 1:
            step.pending.append(SetupFood(self.player, self.remaining - 1))

    def label(self, names: Naming) -> str:
        more = f" ({self.remaining} more)" if self.remaining >= 0 else ""
        return f"{names.player(self.player)}: discard food for the birds kept{more}"

    def seen_by(self, viewer: int) -> SetupFood:
        """How many food (birds kept) and which food are the player's secret until every
        player has chosen (rules 1.7)."""
        if viewer == self.player:
            return self
        return evolve(self, remaining=HIDDEN)


@frozen
class ChooseBonus(Decision):
    """Keep ``keep`` of the ``offered`` bonus cards (already in the player's bonus hand)."""

    TAG: ClassVar[str] = "choose-bonus"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.BONUS_HAND, "offered")
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBonus,)

    player: int = field(metadata=PLAYER)
    offered: tuple[int, ...] = field(metadata=BONUS)
    keep: int = field(default=1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [_keep_bonus(card) for card in self.offered]

    def answer(self, step: GameStep, move: KeepBonus) -> None:
        p = self.player
        player = step.players[p]
        rest = tuple(c for c in self.offered if c != move.card)
        if self.keep > 1 and len(rest) > 1:  # keep the next one from the rest
            step.emit(BonusKept(p, move.card))
            step.pending.append(ChooseBonus(p, rest, self.keep - 1))
            return
        dropped = rest if self.keep == 1 else ()
        step.set_player(p, bonus=tuple(c for c in player.bonus if c not in dropped))
        t = BONUS_TABLE  # the bonus deck and its discard pile are shared
        step.set_table(t, bonus_discard=step.tables[t].bonus_discard + dropped)
        if dropped:
            record_bonus_discard(step, p, dropped)  # the player knows what they discarded
        step.emit(BonusKept(p, move.card))

    def label(self, names: Naming) -> str:
        more = f" ({self.keep} to keep)" if self.keep > 1 else ""
        return f"{names.player(self.player)}: keep a bonus card{more}"

    def seen_by(self, viewer: int) -> ChooseBonus:
        if viewer == self.player:
            return self
        return evolve(self, offered=(HIDDEN,) * len(self.offered))
