"""Stealing from each neighbour, then a part done by each player robbed: "steal 1 invertebrate
from each neighbour", then "each robbed neighbour: you may gain 1 wild from supply".

The neighbours are the players to the left and to the right (one player in a game of two, who
is robbed once); a neighbour without that food is not robbed and does not take part in the
part after it. Against a rival that is no player (the solo opponent's seat), the food comes
from the supply, as a steal's does (``effects.steal``), and nobody is robbed. A general
family (the Asia cards use it): this module is no part of ``PRIMITIVE_MODULES``; each
expansion whose cards use it joins it to the vocabulary (``effects.add_vocabulary``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ..state.enums import Food
from ..state.events import FoodGained, FoodStolen
from ..state.protocol import PowerContext, StepOps, View
from ._base import Compiling, Effect, Phrase, PhraseNode, PlayerScope
from .give import LEFT, RIGHT, reached
from .steal import from_rival_supply


def neighbours(view: View, p: int) -> list[int]:
    """``p``'s neighbours, left first, each once."""
    return list(dict.fromkeys(reached(view, p, LEFT) + reached(view, p, RIGHT)))


@frozen
class StealFromNeighbours(Effect):
    """Take 1 ``food`` from the supply of each neighbour who has one; the players robbed are
    remembered in ``victims`` (``each robbed neighbour: ...``). "If you do" holds when
    something was taken."""

    TAG: ClassVar[str] = "steal-from-neighbours"

    food: Food
    victims: str = "robbed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"steal" NUMBER food_choice "from" "each" "neighbour"'
        return (Phrase("steal_from_neighbours", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> StealFromNeighbours:
        num, words = node.args
        if ctx.amount(num) != 1:
            ctx.fail(num.pos, "a steal takes exactly 1 food from each")
        if len(words) != 1:
            ctx.fail(words[1].pos, "a steal from each neighbour names one food")
        return cls(ctx.food(words[0]), ctx.produce("robbed"))

    def _robbed(self, view: View, p: int) -> list[int]:
        return [q for q in neighbours(view, p) if view.players[q].food[self.food]]

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(self.victims, "players", ())
        if from_rival_supply(step, actor, LEFT):
            step.add_food(actor, self.food)
            step.emit(FoodGained(actor, self.food, "supply"))
            step.set_done(True)
            return
        robbed = self._robbed(step, actor)
        for q in robbed:
            step.add_food(q, self.food, -1)
            step.add_food(actor, self.food)
            step.emit(FoodStolen(actor, q, self.food))
            step.emit(FoodGained(actor, self.food, "supply of another player"))
        step.remember(self.victims, "players", tuple(robbed))
        step.set_done(bool(robbed))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return from_rival_supply(view, p, LEFT) or bool(self._robbed(view, p))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.can_begin(view, p, power.bird)

    def describe(self) -> str:
        return f"take 1 {self.food.label} from the supply of each neighbour who has one"


@frozen
class RobbedNeighbours(PlayerScope):
    """The neighbours an earlier ``steal ... from each neighbour`` robbed (in ``slot``), in
    turn order from the left; nobody when it robbed no one."""

    TAG: ClassVar[str] = "robbed-neighbours"

    slot: str = "robbed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("robbed_neighbours", '"each" "robbed" "neighbour"', cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> RobbedNeighbours:
        slot = ctx.require(
            "robbed",
            node.pos,
            "'each robbed neighbour' refers to nobody: no steal from each neighbour before it",
            "write 'steal 1 invertebrate from each neighbour' on a line before it",
        )
        return cls(slot)

    def players(self, view: View, actor: int) -> list[int] | None:
        return list(view.powers[-1].recall(self.slot))

    def describe(self) -> str:
        return "each neighbour you took it from"
