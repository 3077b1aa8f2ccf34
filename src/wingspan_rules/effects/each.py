"""Primitives that act on each of several birds the player picks in a habitat ("tuck 1 card
from hand behind each of up to 5 birds in this habitat", "cache 1 seed from your supply on
each of up to 5 birds in forest") or in this bird's column ("tuck 1 card from hand behind each
of up to 3 birds in this column", the promo Whooper Swan's); with the decisions they ask."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import HABITATS, Food, Habitat
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.moves import Move, PickBird, Stop, TuckCard
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    BirdTarget,
    Compiling,
    Effect,
    Phrase,
    PhraseNode,
    Place,
    fewest,
    takes_everything,
)
from .board import locate, matching_birds

_STOP = Stop()

#: What ``OnPickedBirds`` does to each bird picked.
TUCK = "tuck"  # tuck 1 card from the hand behind it
CACHE = "cache"  # cache 1 food from the player's supply on it


@frozen
class OnPickedBirds(Effect):
    """Pick up to ``most`` of your birds in ``habitat`` (None: this bird's habitat), one at a
    time in mat order, and do ``what`` to each: tuck 1 card from your hand behind it, or cache
    1 ``food`` from your supply on it. "If you do" holds when at least one bird was picked."""

    TAG: ClassVar[str] = "on-picked-birds"

    what: str
    most: int
    habitat: Habitat | None = None
    food: Food | None = None
    #: The birds are those of this bird's column (every habitat; itself included), not a row.
    column: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        tuck = '"tuck" amount _cards "from" WORD "behind" "each" "of" "up" "to" NUMBER "birds"'
        cache = (
            '"cache" amount WORD "from" "your" "supply" "on" "each" "of" "up" "to" NUMBER "birds"'
        )
        return (
            Phrase("tuck_each_here", tuck + ' "in" "this" "habitat"', cls._from_tuck),
            Phrase("tuck_each_column", tuck + ' "in" "this" "column"', cls._from_column),
            Phrase("tuck_each_in", tuck + ' "in" WORD', cls._from_tuck),
            Phrase("cache_each_here", cache + ' "in" "this" "habitat"', cls._from_cache),
            Phrase("cache_each_in", cache + ' "in" WORD', cls._from_cache),
        )

    @classmethod
    def _one(cls, num: object, ctx: Compiling, what: str) -> None:
        if ctx.amount(num) != 1:
            ctx.fail(getattr(num, "pos", None), f"'... on each of up to N birds' {what} 1")

    @classmethod
    def _from_tuck(cls, node: PhraseNode, ctx: Compiling) -> OnPickedBirds:
        num, source, most, *where = node.args
        cls._one(num, ctx, "tucks")
        ctx.lookup(source, "place to tuck from", {"hand": "hand"})
        habitat = ctx.habitat(where[0]) if where else None
        return cls(TUCK, ctx.amount(most), habitat)

    @classmethod
    def _from_column(cls, node: PhraseNode, ctx: Compiling) -> OnPickedBirds:
        num, source, most = node.args
        cls._one(num, ctx, "tucks")
        ctx.lookup(source, "place to tuck from", {"hand": "hand"})
        return cls(TUCK, ctx.amount(most), column=True)

    @classmethod
    def _from_cache(cls, node: PhraseNode, ctx: Compiling) -> OnPickedBirds:
        num, food, most, *where = node.args
        cls._one(num, ctx, "caches")
        habitat = ctx.habitat(where[0]) if where else None
        return cls(CACHE, ctx.amount(most), habitat, ctx.food(food))

    def tucks_cards(self) -> bool:
        return self.what == TUCK

    def _where(self, view: View, p: int, bird: int) -> Habitat | None:
        if self.habitat is not None:
            return self.habitat
        where = locate(view.players[p], bird)
        return None if where is None else where[0]

    def _frame(self, view: View, p: int, bird: int, least: int) -> PickBirds | None:
        habitat = self._where(view, p, bird)
        if habitat is None:
            return None
        frame = PickBirds(
            p,
            self.what,
            self.most,
            habitat,
            self.food,
            may_stop=least == 0,
            column=bird if self.column else -1,
        )
        return frame if frame.places(view) else None

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        least = 1 if takes_everything(step) else fewest(step, actor, path)
        frame = self._frame(step, actor, step.power.bird, least)
        if frame is None:
            step.set_done(False)
            return
        step.set_done(False)  # until a bird is picked
        step.pending.append(frame)

    def payable(self, view: View, p: int, bird: int) -> bool:
        return self._frame(view, p, bird, 0) is not None

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A bird can be picked (with a card or food for it)."""
        return self.payable(view, p, power.bird)

    def describe(self) -> str:
        where = "this bird's habitat" if self.habitat is None else f"your {self.habitat.label}"
        if self.column:
            where = "this bird's column (this bird too)"
        if self.what == TUCK:
            act = "slip 1 card from your hand under each"
        else:
            food = self.food.label if self.food is not None else "food"
            act = f"move 1 {food} from your supply onto each, as cached food"
        return f"pick up to {self.most} birds in {where} and {act}"


@frozen
class PickBirds(Decision):
    """Pick the next bird (right of column ``after``) of up to ``remaining`` birds in ``habitat``
    for ``OnPickedBirds`` (``what``, ``food``); "stop" once one was picked, or from the start
    when ``may_stop``."""

    TAG: ClassVar[str] = "pick-birds"
    ACCEPTS: ClassVar[tuple[type, ...]] = (PickBird, Stop)

    player: int = field(metadata=PLAYER)
    what: str
    remaining: int = field(metadata=PLAIN)
    habitat: Habitat
    food: Food | None = None
    after: int = field(default=-1, metadata=PLAIN)
    may_stop: bool = True
    #: With a bird card (the power's), the birds are those of its column, every habitat,
    #: picked top to bottom (``after``: the last pick's habitat, as an index); -1: the birds
    #: of ``habitat``'s row.
    column: int = field(default=-1, metadata=PLAIN)

    def birds(self, view: View) -> list[int]:
        """The columns that may be picked now (in ``habitat``'s row)."""
        if self.column >= 0:
            return []
        player = view.players[self.player]
        if not self._can_act(view):
            return []
        return [c for c in range(len(player.mat[self.habitat])) if c > self.after]

    def _can_act(self, view: View) -> bool:
        player = view.players[self.player]
        if self.what == TUCK and not player.hand:
            return False
        return not (self.what == CACHE and (self.food is None or not player.food[self.food]))

    def places(self, view: View) -> list[tuple[Habitat, int]]:
        """The (habitat, column) of every bird that may be picked now."""
        if self.column < 0:
            return [(self.habitat, c) for c in self.birds(view)]
        if not self._can_act(view):
            return []
        column = BirdTarget(place=Place.COLUMN)
        found = matching_birds(view, self.player, column, self.column)
        return [(h, c) for h, c in found if HABITATS.index(h) > self.after]

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [PickBird(h, c) for h, c in self.places(view)]
        if self.may_stop:
            moves.append(_STOP)
        return moves

    def answer(self, step: StepOps, move: PickBird | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.set_done(True)
        p = self.player
        card = step.players[p].mat[move.habitat][move.column].card
        after = move.column if self.column < 0 else HABITATS.index(move.habitat)
        later = evolve(self, remaining=self.remaining - 1, after=after, may_stop=True)
        if self.what == CACHE and self.food is not None:
            step.add_food(p, self.food, -1)
            step.cache_food(p, card, self.food, "personal supply")
            if later.remaining > 0 and later.places(step):
                step.pending.append(later)
            return
        # tuck: the next pick waits below the choice of the card to tuck
        if later.remaining > 0 and len(step.players[p].hand) > 1 and later.places(step):
            step.pending.append(later)
        step.pending.append(TuckBehind(p, card))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: pick a bird ({self.remaining} more at most)"


@frozen
class TuckBehind(Decision):
    """Choose the card from the hand to tuck behind ``bird``."""

    TAG: ClassVar[str] = "tuck-behind"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard,)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)

    def options(self, view: View) -> list[Move]:
        return [TuckCard(card) for card in view.players[self.player].hand]

    def answer(self, step: StepOps, move: TuckCard) -> None:
        step.remove_from_hand(self.player, move.card)
        step.tuck_card(self.player, self.bird, move.card, "hand")

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a card to tuck behind {names.bird(self.bird)}"
