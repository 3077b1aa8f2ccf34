"""The phrases of the hummingbird powers (rules-expansions 9.5.5, 9.5.6, 9.5.9): one family of
three primitives on the hummingbird components, whose work is the hummingbird action's own
(``garden``).

* ``attract 1 hummingbird``: into one of the player's empty hummingbird spaces, their choice
  (9.5.5: a power may use any space); its benefit as usual. Nothing without an empty space.
* ``return hummingbird from your HABITAT`` / ``return hummingbird from this row``: the
  hummingbird of that space back to a garden pile, a marker advancing as after the action
  (U11: ``power_return_advances``). Nothing if the space is empty.
* ``take 1 hummingbird action``: in a row the player chooses (U10).

Each is honest about what it can change (``could_change``): an attract needs an empty space
and a card to take, a return a hummingbird in the space.
"""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import field, frozen

from ...effects._base import Compiling, Effect, Phrase, PhraseNode
from ...effects.board import locate
from ...state.enums import HABITATS, Habitat
from ...state.fields import PLAYER
from ...state.moves import Move
from ...state.protocol import Decision, GameStep, Naming, PowerContext, StepOps, View
from .components import in_space, options_of
from .garden import Attract, ChooseHummingbirdRow, HummingbirdRow, ReturnHummingbird, in_play


def _empty_spaces(view: View, p: int) -> tuple[Habitat, ...]:
    return tuple(h for h in HABITATS if in_space(view.players[p], h) is None)


@frozen
class AttractHummingbird(Effect):
    """Attract 1 hummingbird into one of the player's empty spaces, their choice."""

    TAG: ClassVar[str] = "attract-a-hummingbird"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("attract_hummingbird", '"attract" "1" "hummingbird"', cls._from),)

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Compiling) -> AttractHummingbird:
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        empty = _empty_spaces(step, actor)
        if len(empty) == 1:
            _attract(step, actor, empty[0])
        elif empty:
            step.pending.append(ChooseAttractSpace(actor))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        empty = _empty_spaces(view, p)
        return in_play(view) and bool(empty) and bool(Attract(p, empty[0]).options(view))

    def describe(self) -> str:
        return "attract 1 hummingbird into one of your empty hummingbird spaces"


def _attract(step: StepOps, p: int, habitat: Habitat) -> None:
    decision = Attract(p, habitat)
    if decision.options(step):
        step.pending.append(decision)


@frozen
class ChooseAttractSpace(Decision):
    """Choose the empty hummingbird space a power attracts a hummingbird into."""

    TAG: ClassVar[str] = "choose-attract-space"
    ACCEPTS: ClassVar[tuple[type, ...]] = (HummingbirdRow,)
    player: int = field(metadata=PLAYER)

    def options(self, view: View) -> list[Move]:
        return [HummingbirdRow(h) for h in _empty_spaces(view, self.player)]

    def answer(self, step: GameStep, move: HummingbirdRow) -> None:
        _attract(step, self.player, move.habitat)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the space to attract a hummingbird into"


@frozen
class ReturnHummingbirdFrom(Effect):
    """Return the hummingbird of ``habitat``'s space (None: the power's bird's row)."""

    TAG: ClassVar[str] = "return-hummingbird-from"
    habitat: Habitat | None = None

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("return_hummingbird_from", '"return" "hummingbird" "from" "your" WORD', cls._of),
            Phrase(
                "return_hummingbird_row", '"return" "hummingbird" "from" "this" "row"', cls._row
            ),
        )

    @classmethod
    def _of(cls, node: PhraseNode, ctx: Compiling) -> ReturnHummingbirdFrom:
        return cls(ctx.habitat(node.args[0]))

    @classmethod
    def _row(cls, node: PhraseNode, ctx: Compiling) -> ReturnHummingbirdFrom:
        return cls(None)

    def _space(self, view: View, p: int, power: PowerContext) -> Habitat | None:
        if self.habitat is not None:
            return self.habitat
        found = locate(view.players[power.owner], power.bird)
        return found[0] if found is not None and power.owner == p else None

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        habitat = self._space(step, actor, step.power)
        if habitat is not None and in_space(step.players[actor], habitat) is not None:
            advances = options_of(step).power_return_advances  # U11
            step.pending.append(ReturnHummingbird(actor, habitat, advances))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        habitat = self._space(view, p, power)
        return habitat is not None and in_space(view.players[p], habitat) is not None

    def describe(self) -> str:
        where = "this bird's row" if self.habitat is None else f"your {self.habitat.label}"
        return f"return the hummingbird in {where} to the garden"


@frozen
class TakeHummingbirdAction(Effect):
    """Take 1 hummingbird action, in a row the player chooses (U10)."""

    TAG: ClassVar[str] = "take-hummingbird-action"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"take" "1" "hummingbird" "action"'
        return (Phrase("take_hummingbird_action", syntax, cls._from),)

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Compiling) -> TakeHummingbirdAction:
        return cls()

    def resolve(self, step: Any, actor: int, path: tuple[int, ...]) -> None:
        step.pending.append(ChooseHummingbirdRow(actor))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return in_play(view)

    def describe(self) -> str:
        return "take 1 hummingbird action in a row of your choice"
