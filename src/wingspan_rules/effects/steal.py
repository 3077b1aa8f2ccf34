"""Taking food from another player's supply, and the parts of a power that reach that player
("steal 1 fish from another player", then "that player: gain 1 die from birdfeeder"); with
the decisions they ask."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import BASE_FOODS, Food
from ..state.events import FoodGained, FoodStolen
from ..state.fields import PLAIN, PLAYER
from ..state.moves import ChooseFood, ChooseOtherPlayer, Move
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ._base import Compiling, Effect, Phrase, PhraseNode, PlayerScope, either
from .food import GainChoice
from .give import CHOSEN, EACH, other_player, reached, who_words


def _victims(view: View, p: int, foods: tuple[Food, ...], who: str = CHOSEN) -> list[int]:
    """The other players ``who`` names (any, or a neighbour) holding at least one of
    ``foods`` in their supply."""
    return [q for q in reached(view, p, who) if any(view.players[q].food[f] for f in foods)]


def from_rival_supply(view: View, p: int, who: str = CHOSEN) -> bool:
    """Whether a steal by ``p`` takes from the supply: no other player is there to reach, only
    a rival that is no player (the solo opponent's seat, ``ModeOptions.RIVAL_SEATS``), and
    anything stolen from it comes from the supply (rules 6.6). The house rule
    ``steal_from_rival_supply=False`` keeps such a steal unused."""
    config = view.config
    return (
        config.mode.RIVAL_SEATS > 0
        and config.house.steal_from_rival_supply
        and not reached(view, p, who)
    )


@frozen
class StealFood(Effect):
    """Take 1 food, one of ``choices`` (empty: any type), from another player's supply into
    yours. The food is remembered in the slot ``into`` ("cache it") and the player it came
    from in ``victim`` ("that player: ..."). Nothing happens when no other player has such a
    food (then "that player" is nobody). Against a rival that is no player, the food comes
    from the supply and "that player" is nobody: the rival gains nothing (rules 6.6)."""

    TAG: ClassVar[str] = "steal-food"

    choices: tuple[Food, ...]
    into: str = "gained"
    victim: str = "that player"
    #: Whom from: another player of the thief's choice, or a neighbour (``give.LEFT``...).
    source: str = CHOSEN

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"steal" NUMBER food_choice "from" other_player'
        return (Phrase("steal", syntax, cls._from_steal),)

    @classmethod
    def _from_steal(cls, node: PhraseNode, ctx: Compiling) -> StealFood:
        num, words, who = node.args
        source = other_player(who, ctx)
        if source == EACH:
            ctx.fail(node.pos, "a steal takes from one player", "write 'from another player'")
        if ctx.amount(num) != 1:
            ctx.fail(num.pos, "a steal takes exactly 1 food")
        foods = [ctx.food_or_wild(w) for w in words]
        if None in foods and len(foods) > 1:
            ctx.fail(words[0].pos, "'wild' cannot be combined with other foods")
        into = ctx.produce("gained")
        victim = ctx.produce("that player")
        return cls(tuple(f for f in foods if f is not None), into, victim, source)

    @property
    def foods(self) -> tuple[Food, ...]:
        return self.choices or BASE_FOODS

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(self.into, "food", ())
        step.remember(self.victim, "players", ())
        if from_rival_supply(step, actor, self.source):
            foods = self.foods
            if len(foods) == 1:
                step.add_food(actor, foods[0])
                step.emit(FoodGained(actor, foods[0], "supply"))
                step.remember(self.into, "food", (int(foods[0]),))
            else:
                step.pending.append(GainChoice(actor, 1, foods, self.into))
            return
        if not _victims(step, actor, self.foods, self.source):
            step.set_done(False)
            return
        choice = ChooseVictim(actor, self.foods, self.into, self.victim, self.source)
        step.pending.append(choice)

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return from_rival_supply(view, p, self.source) or bool(
            _victims(view, p, self.foods, self.source)
        )

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.can_begin(view, p, power.bird)

    def describe(self) -> str:
        kind = "food of any type" if not self.choices else either(f.label for f in self.choices)
        whose = "another player's" if self.source == CHOSEN else f"{who_words(self.source)}'s"
        return f"take 1 {kind} from {whose} supply into yours"


def _steal(step: StepOps, thief: int, victim: int, food: Food, into: str) -> None:
    step.add_food(victim, food, -1)
    step.add_food(thief, food)
    step.emit(FoodStolen(thief, victim, food))
    step.emit(FoodGained(thief, food, "supply of another player"))
    step.remember(into, "food", (int(food),))


@frozen
class ChooseVictim(Decision):
    """Choose the other player to steal 1 of ``foods`` from (one who has such a food)."""

    TAG: ClassVar[str] = "choose-victim"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseOtherPlayer,)

    player: int = field(metadata=PLAYER)
    foods: tuple[Food, ...] = field(metadata=PLAIN)
    into: str = "gained"
    victim: str = "that player"
    source: str = CHOSEN

    def options(self, view: View) -> list[Move]:
        victims = _victims(view, self.player, self.foods, self.source)
        return [ChooseOtherPlayer(q) for q in victims]

    def answer(self, step: StepOps, move: ChooseOtherPlayer) -> None:
        q = move.player
        step.remember(self.victim, "players", (q,))
        held = [f for f in self.foods if step.players[q].food[f]]
        if len(held) == 1:
            _steal(step, self.player, q, held[0], self.into)
        else:
            step.pending.append(StealWhich(self.player, q, tuple(held), self.into))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the player to steal from"


@frozen
class StealWhich(Decision):
    """Choose which food to take from ``victim`` (``foods``: the types they hold)."""

    TAG: ClassVar[str] = "steal-which"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseFood,)

    player: int = field(metadata=PLAYER)
    victim: int = field(metadata=PLAYER)
    foods: tuple[Food, ...] = field(metadata=PLAIN)
    into: str = "gained"

    def options(self, view: View) -> list[Move]:
        held = view.players[self.victim].food
        return [ChooseFood(f) for f in self.foods if held[f]]

    def answer(self, step: StepOps, move: ChooseFood) -> None:
        _steal(step, self.player, self.victim, move.food, self.into)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose the food to take from {names.player(self.victim)}"


@frozen
class ThatPlayer(PlayerScope):
    """The player an earlier part of the power reached (remembered in ``slot``): the player
    food was stolen from. Nobody, when that part reached no one."""

    TAG: ClassVar[str] = "that-player"

    slot: str = "that player"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("that_player", '"that" "player"', cls._from_that),)

    @classmethod
    def _from_that(cls, node: PhraseNode, ctx: Compiling) -> ThatPlayer:
        slot = ctx.require(
            "that player",
            node.pos,
            "'that player' refers to nobody: no other player is chosen before it",
            "write 'steal 1 seed from another player' on a line before it",
        )
        return cls(slot)

    def players(self, view: View, actor: int) -> list[int] | None:
        return list(view.powers[-1].recall(self.slot))

    def describe(self) -> str:
        return "the player you took it from"
