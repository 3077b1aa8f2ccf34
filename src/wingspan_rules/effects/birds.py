"""Bird primitives: moving this bird, repeating another bird's power, playing another bird
(from the hand or the tray) and acting on the bird just played ("lay 1 egg on the played
bird", "activate the played bird": the promo packs' Garden Warbler and Brown Creeper); with
the decisions they ask."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Food, Habitat, Timing
from ..state.events import BirdMoved, CardDrawn, PowerUsed
from ..state.fields import BIRD, FOOD, PLAIN, PLAYER
from ..state.model import EMPTY, ROW_SIZE, Player, covered_columns
from ..state.moves import Accept, ChooseBird, ChooseFood, ChooseHabitat, Move, Skip, Stop
from ..state.moves import PlayBird as PlayBirdMove
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Effect, Phrase, PhraseNode, could_run, plural, worth_offering
from .board import drop_covered_markers, has_room, locate, playable_habitats
from .hooks import active

_SKIP = Skip()
_ACCEPT = Accept()
#: "ignoring its egg cost": more eggs than any space of any mat costs.
WHOLE_EGG_COST = 99
_PLAY_A_BIRD = '"play" "a" "bird" ("in" WORD)? "ignoring"'


@frozen
class MoveThisBird(Effect):
    """Move this bird, with its eggs, food and cards, to another habitat's leftmost free slot;
    ``with_cube``: the action cube moves with it and the turn goes on in the new row
    (rules-expansions 9.5.9, ``StepOps.move_cube``)."""

    TAG: ClassVar[str] = "move-this-bird"

    with_cube: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("move", '"move" bird_target "to" "another" "habitat"', cls._from_move),
            Phrase(
                "move_with_cube",
                '"move" bird_target "to" "another" "habitat" "with" "the" "action" "cube"',
                cls._from_move_with_cube,
            ),
        )

    @classmethod
    def _from_move(cls, node: PhraseNode, ctx: Compiling) -> MoveThisBird:
        ctx.this_bird(node.args[0], "move")
        return cls()

    @classmethod
    def _from_move_with_cube(cls, node: PhraseNode, ctx: Compiling) -> MoveThisBird:
        ctx.this_bird(node.args[0], "move")
        return cls(with_cube=True)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        step.pending.append(ChooseDestination(power.owner, power.bird, self.with_cube))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Another habitat has room for this bird."""
        return bool(ChooseDestination(power.owner, power.bird).options(view))

    def describe(self) -> str:
        if self.with_cube:
            return (
                "move this bird and the action cube to the first open slot of a different "
                "habitat, and go on with the brown powers of the birds to its left there"
            )
        return "move this bird to the first open slot of a different habitat"


@frozen
class ChooseDestination(Decision):
    """Where this bird moves to: another habitat it may live in, with a free slot;
    ``with_cube``: the action cube moves with it (``StepOps.move_cube``)."""

    TAG: ClassVar[str] = "choose-destination"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseHabitat,)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    with_cube: bool = False

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
        to = len(player.mat[move.habitat])
        if self.with_cube and not step.move_cube(p, h, c, move.habitat, to):
            return  # not the row's own activation (a copied move): nothing happens (9.5.9)
        player = step.players[p]
        bird = player.mat[h][c]
        mat = list(player.mat)
        mat[h] = mat[h][:c] + mat[h][c + 1 :]
        mat[move.habitat] = mat[move.habitat] + (bird,)
        step.set_player(p, mat=tuple(mat))
        drop_covered_markers(step, p)  # a bird moved onto an egg marker discards it
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
    ``anywhere``, in any habitat: "play another bird", rules 9.1); with ``from_tray``, one of
    the face-up tray cards instead of a hand card ("play a bird from tray", in any habitat; its
    slot stays empty until the tray is refilled at the end of the turn, rules 10.1). The bird
    played is remembered ("the played bird"); "if you do" holds when one was played.

    ``eggs_off``: that many eggs of the egg cost of the bird's space are not paid ("play a bird
    in wetland ignoring 1 egg", Oceania's discounted plays; ``WHOLE_EGG_COST``: "ignoring its
    egg cost"), so a space whose egg cost the player cannot pay may be played into. With
    ``food_off`` ("play a bird in forest ignoring 1 invertebrate or 1 egg"), either that food
    of its cost or ``eggs_off`` eggs go unpaid, the player's choice when both would matter."""

    TAG: ClassVar[str] = "play-bird"
    OWNER_ONLY: ClassVar[bool] = True

    habitat: Habitat | None = None
    anywhere: bool = False
    from_tray: bool = False
    eggs_off: int = 0
    food_off: Food | None = None
    #: Into this bird's column, in another row whose next open space it is ("play a bird in
    #: this column", rules-expansions 9.5.9).
    column: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("play_in", '"play" "a" "bird" "in" WORD', cls._from_play_in),
            Phrase("play_column", '"play" "a" "bird" "in" "this" "column"', cls._from_column),
            Phrase("play_here", '"play" "a" "bird" "in" "this" "habitat"', cls._from_play_here),
            Phrase("play_anywhere", '"play" "another" "bird"', cls._from_play_anywhere),
            Phrase("play_from_tray", '"play" "a" "bird" "from" "tray"', cls._from_play_tray),
            Phrase("play_ignoring_eggs", f"{_PLAY_A_BIRD} NUMBER _eggs", cls._from_ignoring),
            Phrase("play_ignoring_egg_cost", f'{_PLAY_A_BIRD} "its" "egg" "cost"', cls._from_free),
            Phrase(
                "play_ignoring_food_or_egg",
                f'{_PLAY_A_BIRD} NUMBER WORD "or" NUMBER _eggs',
                cls._from_food_or_egg,
            ),
        )

    @classmethod
    def _from_food_or_egg(cls, node: PhraseNode, ctx: Compiling) -> PlayBird:
        """ "play a bird [in HABITAT] ignoring 1 FOOD or 1 egg"."""
        *where, foods, food, eggs = node.args
        ctx.number(foods, "the foods ignored", low=1, high=1)
        played = cls._discounted(ctx, where, ctx.number(eggs, "the eggs ignored", low=1, high=6))
        return evolve(played, food_off=ctx.food(food))

    @classmethod
    def _from_ignoring(cls, node: PhraseNode, ctx: Compiling) -> PlayBird:
        """ "play a bird [in HABITAT] ignoring N egg"."""
        *where, off = node.args
        return cls._discounted(ctx, where, ctx.number(off, "the eggs ignored", low=1, high=6))

    @classmethod
    def _from_free(cls, node: PhraseNode, ctx: Compiling) -> PlayBird:
        """ "play a bird [in HABITAT] ignoring its egg cost"."""
        return cls._discounted(ctx, node.args, WHOLE_EGG_COST)

    @classmethod
    def _discounted(cls, ctx: Compiling, where: Sequence[object], eggs: int) -> PlayBird:
        ctx.produce(_PLAYED)
        if not where:
            return cls(None, anywhere=True, eggs_off=eggs)
        return cls(ctx.habitat(where[0]), eggs_off=eggs)

    @classmethod
    def _from_play_anywhere(cls, node: PhraseNode, ctx: Compiling) -> PlayBird:
        ctx.produce(_PLAYED)
        return cls(None, anywhere=True)

    @classmethod
    def _from_play_in(cls, node: PhraseNode, ctx: Compiling) -> PlayBird:
        ctx.produce(_PLAYED)
        return cls(ctx.habitat(node.args[0]))

    @classmethod
    def _from_play_here(cls, node: PhraseNode, ctx: Compiling) -> PlayBird:
        ctx.produce(_PLAYED)
        return cls(None)

    @classmethod
    def _from_column(cls, node: PhraseNode, ctx: Compiling) -> PlayBird:
        ctx.produce(_PLAYED)
        return cls(None, column=True)

    @classmethod
    def _from_play_tray(cls, node: PhraseNode, ctx: Compiling) -> PlayBird:
        ctx.produce(_PLAYED)
        return cls(None, anywhere=True, from_tray=True)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)  # until a bird is played
        if self.column:
            step.pending.append(PlayAnother(actor, None, column_of=step.power.bird))
            return
        if self.anywhere:
            step.pending.append(
                PlayAnother(actor, None, self.from_tray, self.eggs_off, self.food_off)
            )
            return
        habitat = self.habitat
        if habitat is None:
            power = step.power
            where = locate(step.players[power.owner], power.bird)
            if where is None:
                return
            habitat = where[0]
        step.pending.append(
            PlayAnother(actor, habitat, eggs_off=self.eggs_off, food_off=self.food_off)
        )

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A bird in hand (``from_tray``: of the tray) can be played where this says, its cost
        paid."""
        if self.from_tray:
            return bool(PlayAnother(p, None, from_tray=True).options(view))
        if self.column:
            return bool(PlayAnother(p, None, column_of=power.bird).options(view))
        where: tuple[Habitat, ...] = tuple(Habitat)
        if not self.anywhere:
            if self.habitat is not None:
                where = (self.habitat,)
            else:
                found = locate(view.players[power.owner], power.bird)
                if found is None:
                    return False
                where = (found[0],)
        ask = PlayAnother(p, None, eggs_off=self.eggs_off, food_off=self.food_off)
        return any(ask.habitats(view, card, where) for card in view.players[p].hand)

    def describe(self) -> str:
        if self.from_tray:
            return "play one of the face-up birds of the tray, paying its usual food and egg cost"
        cost = "its usual food and egg cost"
        if self.eggs_off >= WHOLE_EGG_COST:
            cost = "its usual food cost and no egg"
        elif self.eggs_off and self.food_off is not None:
            cost = (
                f"its usual food and egg cost, less 1 {self.food_off.label} of its food cost or "
                f"{plural(self.eggs_off, 'egg')} of its space's egg cost"
            )
        elif self.eggs_off:
            cost = (
                f"its usual food cost and {plural(self.eggs_off, 'egg')} fewer than its space asks"
            )
        if self.column:
            return (
                f"play one more bird into this bird's column, in another habitat where that "
                f"space is the next one open, paying {cost}"
            )
        if self.anywhere:
            return f"play one more bird, in any habitat, paying {cost}"
        where = "this bird's habitat" if self.habitat is None else f"your {self.habitat.label}"
        return f"play one more bird into {where}, paying {cost}"


#: The slot of the bird a power played ("the played bird").
_PLAYED = "played"


@frozen
class PlayAnother(Decision):
    """Play an additional bird into ``habitat`` (None: any habitat), paying its normal cost:
    a card of the hand, or with ``from_tray`` a face-up card of the tray."""

    TAG: ClassVar[str] = "play-another"
    ACCEPTS: ClassVar[tuple[type, ...]] = (PlayBirdMove, Skip, Accept)

    player: int = field(metadata=PLAYER)
    habitat: Habitat | None
    from_tray: bool = False
    #: Eggs of the space's egg cost not paid (``PlayBird.eggs_off``).
    eggs_off: int = field(default=0, metadata=PLAIN)
    #: Or, instead, one food of the cost not paid (``PlayBird.food_off``).
    food_off: Food | None = None
    #: The bird chosen, once the player is asked which of the two goes unpaid (yes: the food).
    chosen: int = field(default=-1, metadata=PLAIN)
    chosen_habitat: Habitat | None = None
    #: A bird card: only the rows whose next open space is in that bird's column, its own row
    #: excepted ("play a bird in this column"); -1: ``habitat`` says where.
    column_of: int = field(default=-1, metadata=PLAIN)

    def _where(self, view: View) -> tuple[Habitat, ...]:
        if self.column_of >= 0:
            return column_rows(view.players[self.player], self.column_of)
        return tuple(Habitat) if self.habitat is None else (self.habitat,)

    def _by_eggs(self, view: View, card: int, where: tuple[Habitat, ...]) -> list[Habitat]:
        return playable_habitats(view, self.player, card, where, eggs_off=self.eggs_off)

    def _by_food(self, view: View, card: int, where: tuple[Habitat, ...]) -> list[Habitat]:
        if self.food_off is None:
            return []
        return playable_habitats(view, self.player, card, where, food_off=self.food_off)

    def habitats(self, view: View, card: int, where: tuple[Habitat, ...]) -> list[Habitat]:
        """The habitats of ``where`` the card can be played into, one discount or the other."""
        found = set(self._by_eggs(view, card, where)) | set(self._by_food(view, card, where))
        return [h for h in where if h in found]

    def _ways(self, view: View, card: int, habitat: Habitat) -> tuple[bool, bool]:
        """Whether ignoring the food, and ignoring the eggs, each plays ``card`` there and
        changes what is paid."""
        player = view.players[self.player]
        column = player.spaces(habitat)
        eggs = active(view.config).mat.egg_costs[column]
        eggs -= player.markers_at(habitat, column)  # egg markers pay (Americas)
        food = self.food_off
        by_food = food is not None and food in view.cards.birds[card].cost.foods
        by_food = by_food and habitat in self._by_food(view, card, (habitat,))
        by_eggs = eggs > 0 and habitat in self._by_eggs(view, card, (habitat,))
        return by_food, by_eggs

    def _cards(self, view: View) -> tuple[int, ...]:
        if not self.from_tray:
            return view.players[self.player].hand
        tray = view.tables[view.players[self.player].table].tray
        return tuple(c for c in tray if c != EMPTY)

    def options(self, view: View) -> list[Move]:
        if self.chosen >= 0:
            return [_ACCEPT, _SKIP]
        where = self._where(view)
        moves: list[Move] = [
            PlayBirdMove(card, h)
            for card in self._cards(view)
            for h in self.habitats(view, card, where)
        ]
        return moves + [_SKIP] if moves else []

    def answer(self, step: StepOps, move: PlayBirdMove | Skip | Accept) -> None:
        if self.chosen >= 0 and self.chosen_habitat is not None:
            self._play(step, PlayBirdMove(self.chosen, self.chosen_habitat), type(move) is Accept)
            return
        if type(move) is not PlayBirdMove:
            return
        if self.food_off is None:
            self._play(step, move, False)
            return
        by_food, by_eggs = self._ways(step, move.card, move.habitat)
        if by_food and by_eggs:
            step.pending.append(evolve(self, chosen=move.card, chosen_habitat=move.habitat))
            return
        self._play(step, move, by_food)

    def _play(self, step: StepOps, move: PlayBirdMove, food: bool) -> None:
        """Play the bird ``move`` names, its food (``food``) or its eggs discounted."""
        p = self.player
        if self.from_tray:  # taken face up, then played as from the hand
            t = step.players[p].table
            step.take_from_tray(t, step.tables[t].tray.index(move.card))
            step.add_to_hand(p, move.card, public=True)
            step.emit(CardDrawn(p, move.card, "tray"))
        step.set_done(True)
        step.remember(_PLAYED, "birds", (move.card,))
        if food:
            step.start_bird_play(p, move.card, move.habitat, 0, self.food_off)
        else:
            step.start_bird_play(p, move.card, move.habitat, self.eggs_off)

    def label(self, names: Naming) -> str:
        if self.chosen >= 0 and self.food_off is not None:
            who, bird = names.player(self.player), names.bird(self.chosen)
            eggs = plural(self.eggs_off, "egg")
            return f"{who}: play {bird} ignoring 1 {self.food_off.label} (yes) or {eggs} (skip)?"
        if self.from_tray:
            return f"{names.player(self.player)}: play a bird from the tray"
        where = "any habitat" if self.habitat is None else self.habitat.label
        if self.column_of >= 0:
            where = f"the column of {names.bird(self.column_of)}"
        return f"{names.player(self.player)}: play an additional bird in {where}"


def column_rows(player: Player, card: int) -> tuple[Habitat, ...]:
    """The rows of ``player``'s mat, other than bird ``card``'s own, whose next open space is
    in that bird's column (a sideways bird covers two columns): where "play a bird in this
    column" may play (none when the bird is on no mat)."""
    where = locate(player, card)
    if where is None:
        return ()
    mine = covered_columns(player.mat[where[0]])[where[1]]
    return tuple(h for h in Habitat if h is not where[0] and player.spaces(h) in mine)


def _played(view: View, power: PowerContext) -> tuple[Habitat, int] | None:
    """Where the bird the running power played lies on its owner's mat (None: none played)."""
    played = power.recall(_PLAYED)
    return locate(view.players[power.owner], played[0]) if played else None


def _require_played(node: PhraseNode, ctx: Compiling) -> None:
    what = "'the played bird' refers to nothing: no 'play a bird ...' before it"
    ctx.require(_PLAYED, node.pos, what)


@frozen
class LayOnPlayed(Effect):
    """Lay ``amount`` eggs on the bird this power played, as its egg limit allows."""

    TAG: ClassVar[str] = "lay-on-played"
    OWNER_ONLY: ClassVar[bool] = True

    amount: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"lay" amount _eggs "on" "the" "played" "bird"'
        return (Phrase("lay_on_played", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> LayOnPlayed:
        _require_played(node, ctx)
        return cls(ctx.amount(node.args[0]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        where = _played(step, power)
        if where is None:
            step.set_done(False)
            return
        h, c = where
        for _ in range(self.amount):
            bird = step.players[power.owner].mat[h][c]
            if not has_room(bird, step.cards.birds[bird.card]):
                break
            step.lay_egg(power.owner, h, c)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """The bird played has room for an egg (at the offer none is played yet: the play
        answers for the power)."""
        where = _played(view, power)
        if where is None:
            return False
        bird = view.players[power.owner].mat[where[0]][where[1]]
        return has_room(bird, view.cards.birds[bird.card])

    def describe(self) -> str:
        return f"lay {plural(self.amount, 'egg')} on the bird just played, where there is room"


@frozen
class ActivatePlayed(Effect):
    """Use the brown power of the bird this power played (nothing when it has none)."""

    TAG: ClassVar[str] = "activate-played"
    OWNER_ONLY: ClassVar[bool] = True

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"activate" "the" "played" "bird"'
        return (Phrase("activate_played", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> ActivatePlayed:
        _require_played(node, ctx)
        return cls()

    def _brown(self, view: View, power: PowerContext) -> int | None:
        """The played bird's card when its power is brown, else None."""
        played = power.recall(_PLAYED)
        if not played or _played(view, power) is None:
            return None
        bird_power = view.cards.birds[played[0]].power
        brown = bird_power is not None and bird_power.timing is Timing.WHEN_ACTIVATED
        return played[0] if brown else None

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        card = self._brown(step, power)
        if card is None:
            step.set_done(False)
            return
        step.emit(PowerUsed(power.owner, card))
        step.run_power(power.owner, card)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self._brown(view, power) is not None

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """The played bird's brown power could change the game, run now."""
        card = self._brown(view, power)
        if card is None:
            return False
        bird_power = view.cards.birds[card].power
        return bird_power is not None and could_run(view, power.owner, card, bird_power.effects)

    def describe(self) -> str:
        return "use the brown power of the bird just played, if it has one"


# --- the food spent on the bird a power played ----------------------------------------------------
#: The slot of the food paid for the bird a power played (kind ``counts``: how many of each food
#: type), written when the bird is placed (``remember_play_payment``).
_PLAYED_FOOD = "played-food"


def remember_play_payment(step: StepOps, p: int, card: int, paid: tuple[int, ...]) -> None:
    """Remember ``paid``, the food ``p`` spent on bird ``card``, for the running power that
    played it ("cache any food spent on the played bird on this bird"). Called by the play
    itself once the bird is placed: the payment's own record, never a snapshot of the supply,
    which the played bird's white power may change before the power reads it. A play by no
    power (the play-a-bird action) remembers nothing."""
    if step.powers and step.power.owner == p and step.power.recall(_PLAYED) == (card,):
        step.remember(_PLAYED_FOOD, "counts", paid)


@frozen
class CacheSpentOnPlayed(Effect):
    """Cache on this bird, from the general supply, any of the food tokens spent to play the
    bird this power played, one token at a time until the player stops (the promo South Island
    Saddleback's, after ``play a bird in forest``). Food spent from caches counts: it was spent
    on the play too."""

    TAG: ClassVar[str] = "cache-spent-on-played"
    OWNER_ONLY: ClassVar[bool] = True
    STOPS_BY_ITSELF: ClassVar[bool] = True  # its decision offers "stop"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"cache" "any" "food" "spent" "on" "the" "played" "bird" "on" "this" "bird"'
        return (Phrase("cache_spent_on_played", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CacheSpentOnPlayed:
        _require_played(node, ctx)
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        spent = power.recall(_PLAYED_FOOD)
        if _played(step, power) is not None and any(spent):
            step.pending.append(CacheSpentFood(power.owner, power.bird, spent))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Food was spent on the played bird (at the offer none is played yet: the play
        answers for the power)."""
        return _played(view, power) is not None and any(power.recall(_PLAYED_FOOD))

    def describe(self) -> str:
        return (
            "cache on this bird, from the supply, any of the food spent to play the bird "
            "just played"
        )


@frozen
class CacheSpentFood(Decision):
    """Choose the next food token, of those ``left`` of a play's payment (a count per food
    type), to cache on ``bird``; or stop."""

    TAG: ClassVar[str] = "cache-spent-food"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseFood, Stop)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    left: tuple[int, ...] = field(metadata=FOOD)

    def options(self, view: View) -> list[Move]:
        return [*(ChooseFood(Food(f)) for f, n in enumerate(self.left) if n > 0), Stop()]

    def answer(self, step: StepOps, move: ChooseFood | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.cache_food(self.player, self.bird, move.food, "supply")
        left = list(self.left)
        left[move.food] -= 1
        if any(left):
            step.pending.append(evolve(self, left=tuple(left)))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: cache a food spent on the bird just played on {names.bird(self.bird)}"
