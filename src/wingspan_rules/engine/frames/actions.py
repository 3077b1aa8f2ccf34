"""The habitat actions (rules 3.4-3.7): taking food, laying eggs, drawing cards, the mat's conversions, and the action's end where pink powers answer."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ...effects.board import (
    birds_with_eggs,
    birds_with_room,
    can_draw,
    draw_options,
    feeder_options,
)
from ...effects.hooks import food_rule
from ...effects.upgrades import food_upgrade
from ...state.enums import BASE_FOODS, NO_FOOD, Action, Food, Habitat
from ...state.events import (
    ActionCompleted,
    ActionUpgraded,
    EggDiscarded,
    EggsLost,
    FoodDiscarded,
)
from ...state.fields import FOOD, PLAIN, PLAYER
from ...state.moves import (
    DiscardCard,
    DiscardEgg,
    DiscardFood,
    DrawFromDeck,
    DrawFromTray,
    LayEgg,
    Move,
    Reroll,
    Skip,
    Stop,
    TakeDie,
)
from ...state.protocol import Decision, GameStep, Naming, View, Work
from ...state.values import shared
from .answers import _SKIP, _STOP

#: Moves every turn lists and events every action emits, one value each (``values.shared``).
_lay_egg = shared(LayEgg)
_discard_card = shared(DiscardCard)
_discard_food = shared(DiscardFood)
_action_completed = shared(ActionCompleted)


# --- the habitat actions (rules 3.4-3.7) ----------------------------------------------------------
@frozen
class TakeFood(Decision):
    """Take dice from the birdfeeder one at a time: the gain-food action or its bonus."""

    TAG: ClassVar[str] = "take-food"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeDie, Reroll, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return feeder_options(view, self.player)

    def answer(self, step: GameStep, move: TakeDie | Reroll | Stop) -> None:
        p = self.player
        if isinstance(move, Stop):
            return
        if isinstance(move, Reroll):
            step.roll_feeder(step.players[p].table, "reroll")
            step.pending.append(self)
            return
        step.take_die_for_food(p, move.face, move.food)
        _record_action_food(step, p, move.food)
        if self.remaining > 1:
            step.pending.append(_take_food(p, self.remaining - 1))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: take a die from the birdfeeder ({self.remaining} more)"


def _record_action_food(step: GameStep, p: int, food: Food) -> None:
    """Add ``food`` to the tally of the gain-food action under way (for pink triggers)."""
    for i in range(len(step.pending) - 1, -1, -1):
        frame = step.pending[i]
        if type(frame) is FinishAction and frame.player == p:
            gained = list(frame.gained)
            gained[food] += 1
            step.pending[i] = _finish_action(p, frame.action, tuple(gained))
            return


@frozen
class LayEggs(Decision):
    """Lay the lay-eggs action's eggs (or its bonus egg) one at a time, on any birds."""

    TAG: ClassVar[str] = "lay-eggs"
    ACCEPTS: ClassVar[tuple[type, ...]] = (LayEgg, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [_lay_egg(h, c) for h, c in birds_with_room(view, self.player)]
        moves.append(_STOP)
        return moves

    def answer(self, step: GameStep, move: LayEgg | Stop) -> None:
        p = self.player
        if isinstance(move, Stop):
            if not birds_with_room(step, p):
                step.emit(EggsLost(p, self.remaining))
            return
        step.lay_egg(p, move.habitat, move.column)
        if self.remaining > 1:
            step.pending.append(_lay_eggs(p, self.remaining - 1))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: lay an egg ({self.remaining} more)"


@frozen
class DrawCards(Decision):
    """Draw the draw-cards action's cards (or its bonus card) one at a time, tray or deck."""

    TAG: ClassVar[str] = "draw-cards"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DrawFromTray, DrawFromDeck, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return draw_options(view, self.player)

    def answer(self, step: GameStep, move: DrawFromTray | DrawFromDeck | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.draw_chosen(self.player, move)
        if self.remaining > 1:
            step.pending.append(_draw_cards(self.player, self.remaining - 1))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: draw a card ({self.remaining} more)"


@frozen
class Conversion(Decision):
    """The optional bonus of an action slot in columns 2, 4 and 6 (rules 2.3)."""

    TAG: ClassVar[str] = "conversion"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardCard, DiscardFood, DiscardEgg, Skip)

    player: int = field(metadata=PLAYER)
    habitat: Habitat

    def options(self, view: View) -> list[Move]:
        p = self.player
        player = view.players[p]
        moves: list[Move]
        if self.habitat is Habitat.FOREST:
            moves = [_discard_card(card) for card in player.hand]
        elif self.habitat is Habitat.GRASSLAND:
            room = bool(birds_with_room(view, p))
            moves = [_discard_food(f) for f in Food if player.food[f]] if room else []
        else:
            eggs = birds_with_eggs(view, p) if can_draw(view, p) else []
            moves = [DiscardEgg(h, c) for h, c in eggs]
        moves.append(_SKIP)
        return moves

    def answer(self, step: GameStep, move: DiscardCard | DiscardFood | DiscardEgg | Skip) -> None:
        p = self.player
        if isinstance(move, Skip):
            return
        if isinstance(move, DiscardCard):
            step.discard_from_hand(p, move.card)
            step.pending.append(_take_food(p, 1))
            upgrade = ActionUpgraded(p, self.habitat, card=move.card)
        elif isinstance(move, DiscardFood):
            step.add_food(p, move.food, -1)
            step.emit(FoodDiscarded(p, move.food))
            spent_for_row(step, p, move.food, Habitat.GRASSLAND)
            step.pending.append(_lay_eggs(p, 1))
            upgrade = food_upgrade(p, self.habitat, move.food)
        else:
            bird = step.remove_egg(p, move.habitat, move.column)
            step.emit(EggDiscarded(p, bird.card))
            step.pending.append(DrawCards(p, 1))
            upgrade = ActionUpgraded(p, self.habitat, egg=bird.card)
        step.upgraded(upgrade)  # pink powers answer before the extra die, egg or card

    def label(self, names: Naming) -> str:
        what = {
            Habitat.FOREST: "discard a card for a die",
            Habitat.GRASSLAND: "pay a food for an egg",
            Habitat.WETLAND: "discard an egg for a card",
        }[self.habitat]
        return f"{names.player(self.player)}: optionally {what}"


def spent_for_row(step: GameStep, p: int, food: Food, habitat: Habitat) -> None:
    """``p`` spent 1 ``food`` on a conversion or reset of ``habitat``'s row: a food with a rule
    of its own may keep it (Oceania's spent-nectar space); the base foods go back to the
    supply."""
    if food >= len(BASE_FOODS):
        rule = food_rule(step.config, food)
        if rule is not None and rule.spent is not None:
            rule.spent(step, p, 1, habitat)


@frozen
class FinishAction(Work):
    """The action's mat benefit is complete: announce it (pink triggers), then walk the row."""

    TAG: ClassVar[str] = "finish-action"

    player: int = field(metadata=PLAYER)
    action: Action
    # food the action's dice gave, per type
    gained: tuple[int, ...] = field(default=NO_FOOD, metadata=FOOD)

    def run(self, step: GameStep) -> None:
        event = _action_completed(self.player, self.action, self.gained)
        step.emit(event)
        step.offer_pink_powers(event)


@frozen
class ActionDone(Work):
    """The end of a habitat action taken from inside a power whose completion answers no
    pink power (``habitat_action_frames`` with ``pink=False``): announced, offering none."""

    TAG: ClassVar[str] = "action-done"

    player: int = field(metadata=PLAYER)
    action: Action

    def run(self, step: GameStep) -> None:
        step.emit(_action_completed(self.player, self.action, NO_FOOD))


#: The frames the actions push again and again, one value each (``values.shared``).
_take_food = shared(TakeFood)
_lay_eggs = shared(LayEggs)
_draw_cards = shared(DrawCards)
_finish_action = shared(FinishAction)
