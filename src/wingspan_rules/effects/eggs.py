"""Egg primitives: laying eggs on chosen birds or on each matching bird, and discarding eggs
as a cost; with the decisions they ask."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import field, frozen

from ..state.enums import Habitat, Nest
from ..state.events import EggDiscarded, EggsLost
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.model import ROW_SIZE, covered_columns
from ..state.moves import DiscardEgg, LayEgg, Move, Stop
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    BirdTarget,
    Compiling,
    Effect,
    Phrase,
    PhraseNode,
    Place,
    Which,
    fewest,
    paid_for,
    plural,
    takes_everything,
)
from .board import has_egg, has_room, matching_birds
from .predicates import NestIs

_STOP = Stop()


@frozen
class LayEggs(Effect):
    """Lay ``amount`` eggs, one at a time, on birds matching ``on`` (egg limits apply). The birds
    given an egg are remembered in ``slot`` (a ``distinct`` target avoids them)."""

    TAG: ClassVar[str] = "lay-eggs"
    STOPS_BY_ITSELF: ClassVar[bool] = True

    amount: int
    on: BirdTarget = BirdTarget()
    slot: str = "chosen"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("lay", '"lay" amount _eggs "on" bird_target', cls._from_lay),)

    @classmethod
    def _from_lay(cls, node: PhraseNode, ctx: Compiling) -> LayEggs:
        num, target = node.args
        return cls(ctx.amount(num), ctx.target(target), ctx.produce("chosen"))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        paid = paid_for(step, path)
        lay = LayEggsOnBirds(actor, self.amount, self.on, step.power.bird, self.slot, paid)
        step.pending.append(lay)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        chosen = power.recall(self.slot)
        return bool(matching_birds(view, p, self.on, power.bird, chosen, has_room))

    def chooses_amount(self) -> bool:
        return True  # each egg is one decision, with "stop"

    def describe(self) -> str:
        return f"lay {plural(self.amount, 'egg')} on {self.on.describe()}"


@frozen
class LayEggsOnBirds(Decision):
    """Lay a power's eggs one at a time on birds matching ``on`` (``bird``: this bird)."""

    TAG: ClassVar[str] = "lay-eggs-on-birds"
    ACCEPTS: ClassVar[tuple[type, ...]] = (LayEgg, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    on: BirdTarget
    bird: int = field(metadata=BIRD)
    slot: str = "chosen"
    #: The first egg was paid for by a cost (``paid_for``): no "stop" before it.
    paid: bool = False

    def _spots(self, view: View) -> list[tuple[Habitat, int]]:
        chosen = view.powers[-1].recall(self.slot)
        return matching_birds(view, self.player, self.on, self.bird, chosen, has_room)

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [LayEgg(h, c) for h, c in self._spots(view)]
        if not (self.paid and moves):
            moves.append(_STOP)
        return moves

    def answer(self, step: StepOps, move: LayEgg | Stop) -> None:
        p = self.player
        if isinstance(move, Stop):
            if not self._spots(step):
                step.emit(EggsLost(p, self.remaining))
            return
        bird = step.lay_egg(p, move.habitat, move.column)
        step.remember(self.slot, "birds", step.recall(self.slot) + (bird.card,))
        if self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1, paid=False))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: lay an egg ({self.remaining} more)"


@frozen
class LayEggsOnEach(Effect):
    """Lay 1 egg on each of your birds matching ``on`` that has room, or on fewer of them
    (rules 10.1 #1): with several such birds the player picks them one at a time, in mat
    order, and may stop."""

    TAG: ClassVar[str] = "lay-eggs-on-each"

    on: BirdTarget
    slot: str = "chosen"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"lay" amount _eggs "on" "each" each_target'
        return (Phrase("lay_each", syntax, cls._from_lay_each),)

    @classmethod
    def _from_lay_each(cls, node: PhraseNode, ctx: Compiling) -> LayEggsOnEach:
        num, target = node.args
        ctx.amount(num)
        if num.value != 1:
            ctx.fail(num.pos, "'lay ... on each bird' lays exactly 1 egg per bird")
        return cls(ctx.target(target, each=True), ctx.produce("chosen"))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        chosen = list(power.recall(self.slot))
        spots = matching_birds(step, actor, self.on, power.bird, tuple(chosen), has_room)
        if len(spots) > 1 and not takes_everything(step):
            may_stop = fewest(step, actor, path) == 0
            step.pending.append(LayOnEach(actor, self.on, power.bird, self.slot, may_stop=may_stop))
            return
        for h, c in spots:
            chosen.append(step.lay_egg(actor, h, c).card)
        step.remember(self.slot, "birds", tuple(chosen))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A matching bird has room for an egg."""
        chosen = power.recall(self.slot)
        return bool(matching_birds(view, p, self.on, power.bird, chosen, has_room))

    def describe(self) -> str:
        other = self.on.which is Which.OTHER
        which = "every one of your other birds" if other else "every one of your birds"
        return f"lay 1 egg on {which}{self.on.condition_words()}, where there is room"


@frozen
class LayOnEach(Decision):
    """Choose the birds of "lay 1 egg on each ..." one at a time, in mat order (each set of birds
    is reached one way): each bird matching ``on`` with room after the mat position ``after``
    (habitat * 5 + column), then "stop" when ``may_stop`` (not before the first egg when taking
    none is declining the power). ``bird``: this bird."""

    TAG: ClassVar[str] = "lay-on-each"
    ACCEPTS: ClassVar[tuple[type, ...]] = (LayEgg, Stop)

    player: int = field(metadata=PLAYER)
    on: BirdTarget
    bird: int = field(metadata=BIRD)
    slot: str = "chosen"
    after: int = field(default=-1, metadata=PLAIN)
    may_stop: bool = True

    #: Older saves named this bird's column here; ``on`` now says "in this column".
    LEGACY: ClassVar[dict[str, Any]] = {"column": int}

    @classmethod
    def upgrade_saved(cls, value: dict[str, Any]) -> dict[str, Any]:
        """An older save's choice of birds in one column, read as "in this column"."""
        if "column" not in value:
            return value
        value = dict(value)
        column = value.pop("column")
        if type(column) is not int:
            raise ValueError(f"column: expected int, got {type(column).__name__}")
        if column != -1 and isinstance(value.get("on"), dict):
            value["on"] = {**value["on"], "place": Place.COLUMN.value}
        return value

    def _spots(self, view: View) -> list[tuple[Habitat, int]]:
        chosen = view.powers[-1].recall(self.slot)
        spots = matching_birds(view, self.player, self.on, self.bird, chosen, has_room)
        return [(h, c) for h, c in spots if h * ROW_SIZE + c > self.after]

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [LayEgg(h, c) for h, c in self._spots(view)]
        if self.may_stop:
            moves.append(_STOP)
        return moves

    def answer(self, step: StepOps, move: LayEgg | Stop) -> None:
        if isinstance(move, Stop):
            if self.after < 0:
                step.set_done(False)  # none was laid
            return
        bird = step.lay_egg(self.player, move.habitat, move.column)
        step.remember(self.slot, "birds", step.recall(self.slot) + (bird.card,))
        later = evolve(self, after=move.habitat * ROW_SIZE + move.column, may_stop=True)
        if later._spots(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the birds to lay an egg on, in mat order"


@frozen
class DiscardEggs(Effect):
    """Discard ``amount`` eggs from birds matching ``on`` (a cost)."""

    TAG: ClassVar[str] = "discard-eggs"

    amount: int
    on: BirdTarget = BirdTarget()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" amount _eggs ("from" bird_target)?'
        return (Phrase("discard_eggs", syntax, cls._from_discard_eggs),)

    @classmethod
    def _from_discard_eggs(cls, node: PhraseNode, ctx: Compiling) -> DiscardEggs:
        amount = ctx.amount(node.args[0])
        target = node.args[1] if len(node.args) > 1 else None
        return cls(amount, ctx.target(target))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        bird = step.power.bird
        if not self.payable(step, actor, bird):
            step.set_done(False)
            return
        step.pending.append(PayEggCost(actor, self.amount, self.on, bird))

    def payable(self, view: View, p: int, bird: int) -> bool:
        spots = matching_birds(view, p, self.on, bird, (), has_egg)
        mat = view.players[p].mat
        return sum(mat[h][c].eggs for h, c in spots) >= self.amount

    def describe(self) -> str:
        return f"remove {plural(self.amount, 'egg')} from {self.on.describe()}"


@frozen
class PayEggCost(Decision):
    """Choose the bird to discard each egg of a power's egg cost from."""

    TAG: ClassVar[str] = "pay-egg-cost"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardEgg,)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    on: BirdTarget
    bird: int = field(metadata=BIRD)

    def options(self, view: View) -> list[Move]:
        spots = matching_birds(view, self.player, self.on, self.bird, (), has_egg)
        return [DiscardEgg(h, c) for h, c in spots]

    def answer(self, step: StepOps, move: DiscardEgg) -> None:
        bird = step.remove_egg(self.player, move.habitat, move.column)
        step.emit(EggDiscarded(self.player, bird.card))
        if self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose a bird to discard an egg from ({self.remaining} more)"


# --- eggs on birds the mat's columns or the discard pile pick -----------------------------------
def filled_columns(view: View, p: int) -> list[int]:
    """The columns of ``p``'s mat with a bird in each habitat (a sideways bird covers both its
    columns: ``covered_columns``), left to right."""
    rows = [set(c for cols in covered_columns(row) for c in cols) for row in view.players[p].mat]
    return sorted(set.intersection(*rows)) if rows else []


def _column_anchor(view: View, p: int, column: int) -> int:
    """A bird of ``p``'s mat in ``column``: the place "in this column" is seen from it (one
    that covers only that column when there is one)."""
    found = [
        (len(cols), row[i].card)
        for row in view.players[p].mat
        for i, cols in enumerate(covered_columns(row))
        if column in cols
    ]
    return min(found)[1]


_IN_COLUMN = BirdTarget(place=Place.COLUMN)


@frozen
class LayInFilledColumns(Effect):
    """Lay ``amount`` eggs on a bird of each filled column of your mat ("lay 1 egg on a bird in
    each filled column", the promo Chinese Copper Pheasant's: a column with a bird in every
    habitat), column by column from the left; each egg is a gain (the player may stop)."""

    TAG: ClassVar[str] = "lay-in-filled-columns"
    STOPS_BY_ITSELF: ClassVar[bool] = True

    amount: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"lay" amount _eggs "on" "a" "bird" "in" "each" "filled" "column"'
        return (Phrase("lay_in_filled_columns", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> LayInFilledColumns:
        return cls(ctx.amount(node.args[0]))

    def _spots(self, view: View, p: int) -> list[int]:
        """The anchors of the filled columns with a bird that has room."""
        anchors = [_column_anchor(view, p, c) for c in filled_columns(view, p)]
        return [a for a in anchors if matching_birds(view, p, _IN_COLUMN, a, (), has_room)]

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        anchors = self._spots(step, actor)
        step.set_done(bool(anchors))
        for anchor in reversed(anchors):  # the leftmost column is asked first
            step.pending.append(LayEggsOnBirds(actor, self.amount, _IN_COLUMN, anchor))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(self._spots(view, p))

    def chooses_amount(self) -> bool:
        return True

    def describe(self) -> str:
        return (
            f"in each column of your mat with a bird in every habitat, lay "
            f"{plural(self.amount, 'egg')} on one of its birds"
        )


@frozen
class LayOnNestOfDiscard(Effect):
    """Lay ``amount`` eggs on one of your birds whose nest matches the nest of the card on top
    of the discard pile ("lay 2 eggs on any bird with the nest of the top of discard pile": after
    "discard 1 card from hand", the card just discarded; the promo Cactus Wren's). A star nest
    matches every nest, on either card; an empty pile gives no egg."""

    TAG: ClassVar[str] = "lay-on-nest-of-discard"
    STOPS_BY_ITSELF: ClassVar[bool] = True

    amount: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"lay" amount _eggs "on" "any" "bird" "with" "the" "nest" "of" "the" "top" "of" '
            '"discard" "pile"'
        )
        return (Phrase("lay_on_nest_of_discard", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> LayOnNestOfDiscard:
        return cls(ctx.amount(node.args[0]))

    def target(self, view: View, p: int) -> BirdTarget | None:
        """The birds that may take the eggs now (None: the discard pile is empty)."""
        discard = view.tables[view.players[p].table].discard
        if not discard:
            return None
        nest = view.cards.birds[discard[-1]].nest
        if nest is Nest.STAR:
            return BirdTarget()
        return BirdTarget(where=(NestIs((nest,)),))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        on = self.target(step, actor)
        step.set_done(on is not None)
        if on is not None:
            paid = paid_for(step, path)
            step.pending.append(LayEggsOnBirds(actor, self.amount, on, step.power.bird, paid=paid))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        on = self.target(view, p)
        return on is not None and bool(matching_birds(view, p, on, power.bird, (), has_room))

    def chooses_amount(self) -> bool:
        return True

    def describe(self) -> str:
        return (
            f"lay {plural(self.amount, 'egg')} on one of your birds whose nest matches that of "
            "the card on top of the discard pile"
        )
