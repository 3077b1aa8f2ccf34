"""Bird primitives: moving this bird, repeating another bird's power, playing another bird;
with the decisions they ask."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Habitat, Timing
from ..state.events import BirdMoved, PowerUsed
from ..state.fields import BIRD, PLAYER
from ..state.model import ROW_SIZE
from ..state.moves import ChooseBird, ChooseHabitat, Move, Skip
from ..state.moves import PlayBird as PlayBirdMove
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ._base import Compiling, Effect, Phrase, PhraseNode, worth_offering
from .board import locate, playable_habitats

_SKIP = Skip()


@frozen
class MoveThisBird(Effect):
    """Move this bird, with its eggs, food and cards, to another habitat's leftmost free slot."""

    TAG: ClassVar[str] = "move-this-bird"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("move", '"move" bird_target "to" "another" "habitat"', cls._from_move),)

    @classmethod
    def _from_move(cls, node: PhraseNode, ctx: Compiling) -> MoveThisBird:
        ctx.this_bird(node.args[0], "move")
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        step.pending.append(ChooseDestination(power.owner, power.bird))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Another habitat has room for this bird."""
        return bool(ChooseDestination(power.owner, power.bird).options(view))

    def describe(self) -> str:
        return "move this bird to the first open slot of a different habitat"


@frozen
class ChooseDestination(Decision):
    """Where this bird moves to: another habitat it may live in, with a free slot."""

    TAG: ClassVar[str] = "choose-destination"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseHabitat,)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)

    def options(self, view: View) -> list[Move]:
        player = view.players[self.player]
        where = locate(player, self.bird)
        if where is None:
            return []
        card = view.cards.birds[self.bird]
        bird = player.mat[where[0]][where[1]]
        return [
            ChooseHabitat(h)
            for h in card.habitats
            if h != where[0] and player.spaces(h) + (2 if bird.sideways else 1) <= ROW_SIZE
        ]

    def answer(self, step: StepOps, move: ChooseHabitat) -> None:
        p = self.player
        player = step.players[p]
        where = locate(player, self.bird)
        if where is None:  # pragma: no cover - options are empty then
            return
        h, c = where
        bird = player.mat[h][c]
        mat = list(player.mat)
        mat[h] = mat[h][:c] + mat[h][c + 1 :]
        mat[move.habitat] = mat[move.habitat] + (bird,)
        step.set_player(p, mat=tuple(mat))
        step.emit(BirdMoved(p, self.bird, move.habitat, len(mat[move.habitat]) - 1))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the habitat to move {names.bird(self.bird)} to"


@frozen
class RepeatPower(Effect):
    """Repeat the brown power of another of your birds in this bird's habitat.

    ``predator_only`` limits the targets to birds whose own power is a predator power.
    """

    TAG: ClassVar[str] = "repeat-power"

    predator_only: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"repeat" "a" WORD "power" "of" "another" "bird" "in" "this" "habitat"'
        return (Phrase("repeat", syntax, cls._from_repeat),)

    @classmethod
    def _from_repeat(cls, node: PhraseNode, ctx: Compiling) -> RepeatPower:
        kinds = {"brown": False, "predator": True}
        return cls(ctx.lookup(node.args[0], "kind of power to repeat", kinds))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        step.pending.append(ChooseRepeat(power.owner, power.bird, self.predator_only))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Another bird of this row has a power to repeat that could change the game. A repeat
        of a repeat is left out: what it could repeat, this one may repeat itself."""
        player = view.players[power.owner]
        where = locate(player, power.bird)
        if where is None:
            return False
        for bird in player.mat[where[0]]:
            repeated = view.cards.birds[bird.card].power
            if (
                bird.card == power.bird
                or repeated is None
                or repeated.timing is not Timing.WHEN_ACTIVATED
                or (self.predator_only and not repeated.predator)
                or (repeated.effects and isinstance(repeated.effects[0], RepeatPower))
            ):
                continue
            if worth_offering(view, power.owner, bird.card, repeated.effects):
                return True
        return False

    def describe(self) -> str:
        kind = "predator" if self.predator_only else "brown"
        return f"use once more the {kind} power of another of your birds in this row"


@frozen
class ChooseRepeat(Decision):
    """Which other bird in this bird's habitat has its power repeated."""

    TAG: ClassVar[str] = "choose-repeat"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseBird, Skip)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    predator_only: bool = False

    def options(self, view: View) -> list[Move]:
        player = view.players[self.player]
        where = locate(player, self.bird)
        if where is None:
            return []
        h = where[0]
        birds = view.cards.birds
        moves: list[Move] = []
        for c, bird in enumerate(player.mat[h]):
            power = birds[bird.card].power
            if bird.card == self.bird or power is None or power.timing is not Timing.WHEN_ACTIVATED:
                continue
            if self.predator_only and not power.predator:
                continue
            moves.append(ChooseBird(h, c))
        return moves + [_SKIP] if moves else []

    def answer(self, step: StepOps, move: ChooseBird | Skip) -> None:
        if type(move) is Skip:
            return
        card = step.players[self.player].mat[move.habitat][move.column].card
        step.emit(PowerUsed(self.player, card))
        step.run_power(self.player, card)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a bird whose power to repeat"


@frozen
class PlayBird(Effect):
    """Play an additional bird, paying its normal cost, in ``habitat`` (None: this bird's; with
    ``anywhere``, in any habitat: "play another bird", rules 9.1)."""

    TAG: ClassVar[str] = "play-bird"
    OWNER_ONLY: ClassVar[bool] = True

    habitat: Habitat | None = None
    anywhere: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("play_in", '"play" "a" "bird" "in" WORD', cls._from_play_in),
            Phrase("play_here", '"play" "a" "bird" "in" "this" "habitat"', cls._from_play_here),
            Phrase("play_anywhere", '"play" "another" "bird"', cls._from_play_anywhere),
        )

    @classmethod
    def _from_play_anywhere(cls, node: PhraseNode, ctx: Compiling) -> PlayBird:
        return cls(None, anywhere=True)

    @classmethod
    def _from_play_in(cls, node: PhraseNode, ctx: Compiling) -> PlayBird:
        return cls(ctx.habitat(node.args[0]))

    @classmethod
    def _from_play_here(cls, node: PhraseNode, ctx: Compiling) -> PlayBird:
        return cls(None)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if self.anywhere:
            step.pending.append(PlayAnother(actor, None))
            return
        habitat = self.habitat
        if habitat is None:
            power = step.power
            where = locate(step.players[power.owner], power.bird)
            if where is None:
                return
            habitat = where[0]
        step.pending.append(PlayAnother(actor, habitat))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A bird in hand can be played where this says, its cost paid."""
        where: tuple[Habitat, ...] = tuple(Habitat)
        if not self.anywhere:
            if self.habitat is not None:
                where = (self.habitat,)
            else:
                found = locate(view.players[power.owner], power.bird)
                if found is None:
                    return False
                where = (found[0],)
        return any(playable_habitats(view, p, card, where) for card in view.players[p].hand)

    def describe(self) -> str:
        if self.anywhere:
            return "play one more bird, in any habitat, paying its usual food and egg cost"
        where = "this bird's habitat" if self.habitat is None else f"your {self.habitat.label}"
        return f"play one more bird into {where}, paying its usual food and egg cost"


@frozen
class PlayAnother(Decision):
    """Play an additional bird into ``habitat`` (None: any habitat), paying its normal cost."""

    TAG: ClassVar[str] = "play-another"
    ACCEPTS: ClassVar[tuple[type, ...]] = (PlayBirdMove, Skip)

    player: int = field(metadata=PLAYER)
    habitat: Habitat | None

    def options(self, view: View) -> list[Move]:
        p = self.player
        where = tuple(Habitat) if self.habitat is None else (self.habitat,)
        moves: list[Move] = [
            PlayBirdMove(card, h)
            for card in view.players[p].hand
            for h in playable_habitats(view, p, card, where)
        ]
        return moves + [_SKIP] if moves else []

    def answer(self, step: StepOps, move: PlayBirdMove | Skip) -> None:
        if type(move) is PlayBirdMove:
            step.start_bird_play(self.player, move.card, move.habitat)

    def label(self, names: Naming) -> str:
        where = "any habitat" if self.habitat is None else self.habitat.label
        return f"{names.player(self.player)}: play an additional bird in {where}"
