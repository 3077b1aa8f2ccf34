"""The Oceania mat's action slots (rules-expansions 9.2.5): their conversions and their reset
first, as decisions built on the engine's action frames, and the ``hooks.MatSlots`` that
pushes them from the mat's data (``data/mat.json``).

On a slot the reset comes first, then the benefit, then the conversion, then the row's brown
powers; each is optional. Food spent on a reset or a conversion is the row's: nectar goes to
the row's spent-nectar space (``spent_for_row``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ...effects.board import birds_with_eggs, birds_with_room, can_draw
from ...effects.upgrades import food_upgrade
from ...state.enums import ACTION_HABITAT, Action, Food, Habitat
from ...state.events import ActionUpgraded, EggDiscarded, FoodDiscarded
from ...state.fields import PLAIN, PLAYER
from ...state.moves import DiscardCard, DiscardEgg, DiscardFood, Move, Skip
from ...state.protocol import Decision, Frame, GameStep, Naming, View
from .data import oceania_mat

_SKIP = Skip()
#: What each row's conversion and reset give, as the labels say it.
_GAINS = {Habitat.FOREST: "a die", Habitat.GRASSLAND: "an egg", Habitat.WETLAND: "a card"}
_RESETS = {Habitat.FOREST: "the birdfeeder", Habitat.WETLAND: "the tray"}


def _gain(p: int, habitat: Habitat) -> Frame:
    """One more of the row's benefit: a die, an egg or a card (the engine's frames: imported
    when a game asks, so that the package registers its vocabulary before any module imports
    the engine, whichever expansion is loaded first)."""
    from ...engine.frames.actions import DrawCards, LayEggs, TakeFood

    if habitat is Habitat.FOREST:
        return TakeFood(p, 1)
    if habitat is Habitat.GRASSLAND:
        return LayEggs(p, 1)
    return DrawCards(p, 1)


def _spent_for_row(step: GameStep, p: int, food: Food, habitat: Habitat) -> None:
    """The engine's rule of food spent on a row of the mat (nectar: the row's spent space)."""
    from ...engine.frames.actions import spent_for_row

    spent_for_row(step, p, food, habitat)


@frozen
class OceaniaConversion(Decision):
    """The slot's optional conversion (9.2.5): give up what the row's data allows (a card;
    a card or a food; an egg or a nectar) for one more of the row's benefit, ``uses`` more
    times at most (grassland slot 4: twice)."""

    TAG: ClassVar[str] = "oceania-conversion"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardCard, DiscardFood, DiscardEgg, Skip)

    player: int = field(metadata=PLAYER)
    habitat: Habitat
    uses: int = field(default=1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        p, habitat = self.player, self.habitat
        player = view.players[p]
        gives = oceania_mat().gives[habitat]
        moves: list[Move] = []
        if habitat is Habitat.GRASSLAND and not birds_with_room(view, p):
            return [_SKIP]
        if habitat is Habitat.WETLAND and not can_draw(view, p):
            return [_SKIP]
        if "card" in gives:
            moves.extend(DiscardCard(card) for card in player.hand)
        if "food" in gives:
            moves.extend(DiscardFood(f) for f in Food if player.food[f])
        elif "nectar" in gives and player.food[Food.NECTAR]:
            moves.append(DiscardFood(Food.NECTAR))
        if "egg" in gives:
            moves.extend(DiscardEgg(h, c) for h, c in birds_with_eggs(view, p))
        moves.append(_SKIP)
        return moves

    def answer(self, step: GameStep, move: DiscardCard | DiscardFood | DiscardEgg | Skip) -> None:
        p, habitat = self.player, self.habitat
        if isinstance(move, Skip):
            return
        if isinstance(move, DiscardCard):
            step.discard_from_hand(p, move.card)
            upgrade = ActionUpgraded(p, habitat, card=move.card)
        elif isinstance(move, DiscardFood):
            step.add_food(p, move.food, -1)
            step.emit(FoodDiscarded(p, move.food))
            _spent_for_row(step, p, move.food, habitat)
            upgrade = food_upgrade(p, habitat, move.food)
        else:
            bird = step.remove_egg(p, move.habitat, move.column)
            step.emit(EggDiscarded(p, bird.card))
            upgrade = ActionUpgraded(p, habitat, egg=bird.card)
        if self.uses > 1:
            step.pending.append(OceaniaConversion(p, habitat, self.uses - 1))
        step.pending.append(_gain(p, habitat))
        step.upgraded(upgrade)  # pink powers answer before the extra die, egg or card

    def label(self, names: Naming) -> str:
        gives = " or ".join(oceania_mat().gives[self.habitat])
        more = f" ({self.uses} times at most)" if self.uses > 1 else ""
        who = names.player(self.player)
        return f"{who}: optionally give up a {gives} for {_GAINS[self.habitat]}{more}"


@frozen
class OceaniaReset(Decision):
    """The slot's optional reset first (9.2.5): discard any 1 food (nectar too), then reset
    the birdfeeder (forest) or the tray (wetland), before the benefit."""

    TAG: ClassVar[str] = "oceania-reset"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardFood, Skip)

    player: int = field(metadata=PLAYER)
    habitat: Habitat

    def options(self, view: View) -> list[Move]:
        food = view.players[self.player].food
        moves: list[Move] = [DiscardFood(f) for f in Food if food[f]]
        moves.append(_SKIP)
        return moves

    def answer(self, step: GameStep, move: DiscardFood | Skip) -> None:
        if isinstance(move, Skip):
            return
        p = self.player
        step.add_food(p, move.food, -1)
        step.emit(FoodDiscarded(p, move.food))
        _spent_for_row(step, p, move.food, self.habitat)
        step.upgraded(food_upgrade(p, self.habitat, move.food))  # a paid reset [O, SM]
        table = step.players[p].table
        if self.habitat is Habitat.FOREST:
            step.roll_feeder(table, "reset")
        else:
            step.replace_tray(table)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: optionally discard a food to reset {_RESETS[self.habitat]} first"


@frozen
class OceaniaSlots:
    """The Oceania mat's slots (``hooks.MatSlots``): the conversion under the benefit, the
    reset over it, as the data says for the slot."""

    def frames(
        self, p: int, action: Action, spaces: int
    ) -> tuple[tuple[Frame, ...], tuple[Frame, ...]]:
        mat = oceania_mat()
        habitat = ACTION_HABITAT[action]
        uses = mat.uses[habitat][spaces]
        under: tuple[Frame, ...] = (OceaniaConversion(p, habitat, uses),) if uses else ()
        over: tuple[Frame, ...] = (OceaniaReset(p, habitat),) if mat.resets[habitat][spaces] else ()
        return under, over
