"""The phrases of the hummingbird powers (rules-expansions 9.5.5, 9.5.6, 9.5.9): one family of
three primitives on the hummingbird components, whose work is the hummingbird action's own
(``garden``).

* ``attract N hummingbirds`` (``up to N`` too), ``attract 1 hummingbird in another row``: each
  into one of the player's empty hummingbird spaces, their choice (9.5.5: a power may use any
  space unless it names one); its benefit as usual. Nothing without an empty space.
* ``return N hummingbirds``: each from a space of the player's choice.
* ``return hummingbird from your HABITAT`` / ``return hummingbird from this row``: the
  hummingbird of that space back to a garden pile, a marker advancing as after the action
  (U11: ``power_return_advances``). Nothing if the space is empty.
* ``take 1 hummingbird action``: in a row the player chooses (U10).
* ``attract or return 1 GROUP or GROUP hummingbird``; ``move 1 hummingbird marker down`` (a
  cost: payable while a marker is above START).
* ``draw 1 bonus card for each hummingbird on your mat keep 1``: bonus cards counted by the
  hummingbirds in the player's spaces (the garden and the deck are no part of the mat).
* ``look at 2 hummingbirds from deck then tuck 1 of a group on your mat behind this bird and
  discard the rest``: a predator's catch from the hummingbird deck.

Each is honest about what it can change (``could_change``): an attract needs an empty space
and a card to take, a return a hummingbird in the space.
"""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import field, frozen

from ...effects._base import Compiling, Effect, Phrase, PhraseNode, plural
from ...effects.bird_records import tuck_behind
from ...effects.board import locate
from ...effects.bonus import bonus_available
from ...effects.draws import DrawBonusCards
from ...effects.hummingbird_cards import GROUPS, Group
from ...state.enums import HABITATS, Habitat
from ...state.events import CardTucked
from ...state.fields import BIRD, HIDDEN, PLAIN, PLAYER
from ...state.moves import Move
from ...state.protocol import Decision, GameStep, Naming, PowerContext, StepOps, View, Work
from .components import (
    DECK,
    DISCARD,
    RECORDS,
    RETURNED,
    SPACES,
    garden_tops,
    in_space,
    level,
    options_of,
    set_shared,
    shared,
)
from .events import HummingbirdsDiscarded
from .garden import (
    Attract,
    AttractFrom,
    ChooseHummingbirdRow,
    HummingbirdRow,
    LowerMarker,
    ReturnHummingbird,
    in_play,
    move_down,
    take_into,
)


def _empty_spaces(view: View, p: int, excluded: int = -1) -> tuple[Habitat, ...]:
    return tuple(h for h in HABITATS if in_space(view.players[p], h) is None and int(h) != excluded)


def _full_spaces(view: View, p: int) -> tuple[Habitat, ...]:
    return tuple(h for h in HABITATS if in_space(view.players[p], h) is not None)


def _own_row(view: View, power: PowerContext) -> int:
    """The row of the power's bird (-1 if it is on no mat of its owner's)."""
    found = locate(view.players[power.owner], power.bird)
    return int(found[0]) if found is not None else -1


def _can_attract(view: View, p: int, excluded: int = -1) -> bool:
    empty = _empty_spaces(view, p, excluded)
    return in_play(view) and bool(empty) and bool(Attract(p, empty[0]).options(view))


@frozen
class AttractHummingbird(Effect):
    """Attract ``amount`` hummingbirds, one at a time, each into an empty space of the
    player's choice; with ``other_row``, not into the power's bird's row."""

    TAG: ClassVar[str] = "attract-a-hummingbird"
    amount: int = 1
    other_row: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase(
                "attract_hummingbird",
                '"attract" amount ("hummingbird" | "hummingbirds")',
                cls._from,
                text=lambda a: f"attract {a[0]} hummingbird{'' if str(a[0]) == '1' else 's'}",
            ),
            Phrase(
                "attract_hummingbird_elsewhere",
                '"attract" amount "hummingbird" "in" "another" "row"',
                cls._elsewhere,
            ),
        )

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Compiling) -> AttractHummingbird:
        return cls(ctx.amount(node.args[0]))

    @classmethod
    def _elsewhere(cls, node: PhraseNode, ctx: Compiling) -> AttractHummingbird:
        return cls(ctx.amount(node.args[0]), other_row=True)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        excluded = _own_row(step, step.power) if self.other_row else -1
        step.pending.append(AttractByPower(actor, self.amount, excluded))

    def payable(self, view: View, p: int, bird: int) -> bool:
        return in_play(view) and len(_empty_spaces(view, p)) >= self.amount

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return _can_attract(view, p, _own_row(view, power) if self.other_row else -1)

    def describe(self) -> str:
        where = " in another row than this bird's" if self.other_row else ""
        return f"attract {self.amount} hummingbird(s) into your empty hummingbird spaces{where}"


@frozen
class AttractByPower(Work):
    """A power's attracts still to do (``remaining``), one at a time; ``excluded``: a row
    whose space may not be used (-1: none)."""

    TAG: ClassVar[str] = "attract-by-power"
    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    excluded: int = field(default=-1, metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        if self.remaining <= 0 or not _can_attract(step, self.player, self.excluded):
            return
        empty = _empty_spaces(step, self.player, self.excluded)
        if len(empty) == 1:
            self.into(step, empty[0])
        else:
            step.pending.append(ChooseAttractSpace(self.player, self.remaining, self.excluded))

    def into(self, step: StepOps, habitat: Habitat) -> None:
        """Attract into ``habitat``'s space, the rest of the attracts after it."""
        if self.remaining > 1:
            step.pending.append(AttractByPower(self.player, self.remaining - 1, self.excluded))
        step.pending.append(Attract(self.player, habitat))


@frozen
class ChooseAttractSpace(Decision):
    """Choose the empty hummingbird space a power attracts a hummingbird into."""

    TAG: ClassVar[str] = "choose-attract-space"
    ACCEPTS: ClassVar[tuple[type, ...]] = (HummingbirdRow,)
    player: int = field(metadata=PLAYER)
    remaining: int = field(default=1, metadata=PLAIN)
    excluded: int = field(default=-1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [HummingbirdRow(h) for h in _empty_spaces(view, self.player, self.excluded)]

    def answer(self, step: GameStep, move: HummingbirdRow) -> None:
        AttractByPower(self.player, self.remaining, self.excluded).into(step, move.habitat)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the space to attract a hummingbird into"


@frozen
class ReturnAnyHummingbird(Effect):
    """Return ``amount`` hummingbirds, one at a time, each from a space of the player's
    choice (9.5.6: a power may use any space), a marker advancing after each (U11)."""

    TAG: ClassVar[str] = "return-any-hummingbird"
    amount: int = 1

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase(
                "return_any_hummingbird",
                '"return" amount ("hummingbird" | "hummingbirds")',
                cls._from,
                text=lambda a: f"return {a[0]} hummingbird{'' if str(a[0]) == '1' else 's'}",
            ),
        )

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Compiling) -> ReturnAnyHummingbird:
        return cls(ctx.amount(node.args[0]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.pending.append(ReturnByPower(actor, self.amount))

    def payable(self, view: View, p: int, bird: int) -> bool:
        return len(_full_spaces(view, p)) >= self.amount

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(_full_spaces(view, p))

    def describe(self) -> str:
        return f"return {self.amount} hummingbird(s) from your hummingbird spaces to the garden"


@frozen
class ReturnByPower(Work):
    """A power's returns still to do (``remaining``), one at a time."""

    TAG: ClassVar[str] = "return-by-power"
    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        if self.remaining > 0 and _full_spaces(step, self.player):
            step.pending.append(ChooseReturnSpace(self.player, self.remaining))


@frozen
class ChooseReturnSpace(Decision):
    """Choose the hummingbird space a power returns the hummingbird of."""

    TAG: ClassVar[str] = "choose-return-space"
    ACCEPTS: ClassVar[tuple[type, ...]] = (HummingbirdRow,)
    player: int = field(metadata=PLAYER)
    remaining: int = field(default=1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [HummingbirdRow(h) for h in _full_spaces(view, self.player)]

    def answer(self, step: GameStep, move: HummingbirdRow) -> None:
        if self.remaining > 1:
            step.pending.append(ReturnByPower(self.player, self.remaining - 1))
        advances = options_of(step).power_return_advances  # U11
        step.pending.append(ReturnHummingbird(self.player, move.habitat, advances))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the hummingbird to return"


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
        syntax = '"take" NUMBER "hummingbird" "action"'
        return (Phrase("take_hummingbird_action", syntax, cls._from),)

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Compiling) -> TakeHummingbirdAction:
        ctx.number(node.args[0], "hummingbird actions (1)", low=1, high=1)
        return cls()

    def resolve(self, step: Any, actor: int, path: tuple[int, ...]) -> None:
        step.pending.append(ChooseHummingbirdRow(actor))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return in_play(view)

    def describe(self) -> str:
        return "take 1 hummingbird action in a row of your choice"


#: The groups by their words (``attract or return 1 emerald or mango hummingbird``).
_GROUP_WORDS = {g.word: g for g in GROUPS}


@frozen
class AttractOrReturnGroups(Effect):
    """Attract 1 hummingbird of one of ``groups`` (the top of a garden pile of that group,
    not one returned this turn: the deck's top is face down, so it is not offered) into an
    empty space of the player's choice, or return 1 of those groups from a space."""

    TAG: ClassVar[str] = "attract-or-return-groups"
    groups: tuple[Group, ...] = field(default=(), metadata=PLAIN)

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"attract" "or" "return" NUMBER WORD "or" WORD "hummingbird"'
        return (Phrase("attract_or_return_groups", syntax, cls._from),)

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Compiling) -> AttractOrReturnGroups:
        one, first, second = node.args
        ctx.number(one, "hummingbirds (1)", low=1, high=1)
        groups = tuple(ctx.lookup(w, "hummingbird group", _GROUP_WORDS) for w in (first, second))
        return cls(groups)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        decision = AttractOrReturn(actor, tuple(int(g) for g in self.groups))
        if decision.options(step):
            step.pending.append(decision)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return in_play(view) and bool(
            AttractOrReturn(p, tuple(int(g) for g in self.groups)).options(view)
        )

    def describe(self) -> str:
        words = " or ".join(g.word for g in self.groups)
        return f"attract or return 1 {words} hummingbird"


@frozen
class AttractOrReturn(Decision):
    """Attract the top of a garden pile of ``groups`` (``AttractFrom``) or return the
    hummingbird of a space holding one of them (``HummingbirdRow``: that space's row)."""

    TAG: ClassVar[str] = "attract-or-return"
    ACCEPTS: ClassVar[tuple[type, ...]] = (AttractFrom, HummingbirdRow)
    player: int = field(metadata=PLAYER)
    groups: tuple[int, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        cards = view.cards.hummingbirds
        returned = set(shared(view, RETURNED))
        moves: list[Move] = []
        if _empty_spaces(view, self.player):
            moves += [
                AttractFrom(i)
                for i, top in enumerate(garden_tops(view))
                if top is not None and top not in returned and cards[top].group in self.groups
            ]
        for h in _full_spaces(view, self.player):
            held = in_space(view.players[self.player], h)
            if held is not None and cards[held].group in self.groups:
                moves.append(HummingbirdRow(h))
        return moves

    def answer(self, step: GameStep, move: AttractFrom | HummingbirdRow) -> None:
        if isinstance(move, HummingbirdRow):
            advances = options_of(step).power_return_advances  # U11
            step.pending.append(ReturnHummingbird(self.player, move.habitat, advances))
            return
        empty = _empty_spaces(step, self.player)
        if len(empty) == 1:
            take_into(step, self.player, empty[0], move.pile)
        else:
            step.pending.append(AttractPileInto(self.player, move.pile))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: attract or return a hummingbird"


@frozen
class AttractPileInto(Decision):
    """Choose the empty space the top of garden pile ``pile`` is attracted into."""

    TAG: ClassVar[str] = "attract-pile-into"
    ACCEPTS: ClassVar[tuple[type, ...]] = (HummingbirdRow,)
    player: int = field(metadata=PLAYER)
    pile: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [HummingbirdRow(h) for h in _empty_spaces(view, self.player)]

    def answer(self, step: GameStep, move: HummingbirdRow) -> None:
        take_into(step, self.player, move.habitat, self.pile)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the space to attract it into"


def _lowerable(view: View, p: int) -> tuple[Group, ...]:
    return tuple(g for g in GROUPS if level(view.players[p], g) > 0)


@frozen
class MoveMarkerDown(Effect):
    """Move 1 of the player's hummingbird markers down 1 level, their choice (9.5.7: never a
    bonus): a cost ("... to tuck 2 cards from deck behind this bird"), payable while a marker
    is above START."""

    TAG: ClassVar[str] = "move-marker-down"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"move" NUMBER "hummingbird" "marker" "down"'
        return (Phrase("move_marker_down", syntax, cls._from),)

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Compiling) -> MoveMarkerDown:
        ctx.number(node.args[0], "hummingbird markers (1)", low=1, high=1)
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        movable = _lowerable(step, actor)
        if not movable:
            step.set_done(False)
        elif len(movable) == 1:
            move_down(step, actor, movable[0])
        else:
            step.pending.append(ChooseMarkerDown(actor))

    def payable(self, view: View, p: int, bird: int) -> bool:
        return bool(_lowerable(view, p))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(_lowerable(view, p))

    def describe(self) -> str:
        return "move 1 of your hummingbird markers down 1 level"


@frozen
class ChooseMarkerDown(Decision):
    """Choose the marker a power moves down one level."""

    TAG: ClassVar[str] = "choose-marker-down"
    ACCEPTS: ClassVar[tuple[type, ...]] = (LowerMarker,)
    player: int = field(metadata=PLAYER)

    def options(self, view: View) -> list[Move]:
        return [LowerMarker(int(g)) for g in _lowerable(view, self.player)]

    def answer(self, step: GameStep, move: LowerMarker) -> None:
        move_down(step, self.player, Group(move.group))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the marker to move down"


@frozen
class DrawBonusPerHummingbird(Effect):
    """Draw ``amount`` bonus cards for each hummingbird in the player's spaces (counted when
    the power begins), keep ``keep`` of them and discard the others; the bonus cards' own
    draw-and-keep (``effects.draws.DrawBonusCards``). Nothing counted, nothing drawn."""

    TAG: ClassVar[str] = "draw-bonus-per-hummingbird"
    BONUS_CARDS: ClassVar[bool] = True  # the bonus-card icon (``language.implied_flags``)

    amount: int
    keep: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount "bonus" _cards "for" "each" "hummingbird" "on" "your" "mat" '
            '"keep" NUMBER'
        )
        return (Phrase("draw_bonus_per_hummingbird", syntax, cls._from),)

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Compiling) -> DrawBonusPerHummingbird:
        num, keep = node.args
        return cls(ctx.amount(num), ctx.number(keep, "the number of bonus cards kept", low=1))

    def count(self, view: View, p: int) -> int:
        """How many bonus cards ``p`` draws."""
        return self.amount * len(_full_spaces(view, p))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        count = self.count(step, actor)
        step.set_done(False)
        if count:
            DrawBonusCards(count, min(count, self.keep)).resolve(step, actor, path)
            step.set_done(True)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A hummingbird is on the mat and a bonus card can be drawn."""
        return bonus_available(view) and self.count(view, p) > 0

    def describe(self) -> str:
        return (
            f"draw {plural(self.amount, 'bonus card')} for each hummingbird in your hummingbird "
            "spaces; "
            f"keep {self.keep} of them and discard the others"
        )


def _mat_groups(view: View, p: int) -> frozenset[Group]:
    """The groups of the hummingbirds in ``p``'s spaces."""
    hummingbirds = view.cards.hummingbirds
    return frozenset(
        hummingbirds[card].group
        for h in _full_spaces(view, p)
        for card in view.players[p].zone(SPACES[h])
    )


@frozen
class LookTuckHummingbird(Effect):
    """Look at the top ``look`` cards of the hummingbird deck; if one is of a group the player
    has in a space (9.5.9: on the mat, an [S] reading), tuck it behind this bird and discard
    the others to the hummingbird discard pile, else discard them all. The tuck is always
    taken (a tucked card is never worth less than a discarded one), of the first such card
    (it lies face down, and either does the same), and is the predator's catch: the hunt
    succeeds, and it is a tucked card for the pink powers answering one. It is 1 point at game
    end (9.5.7; ``components.TUCKED_COUNT``)."""

    TAG: ClassVar[str] = "look-tuck-hummingbird"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True
    OWNER_ONLY: ClassVar[bool] = True  # it tucks behind the power's own bird

    look: int = 2

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"look" "at" NUMBER "hummingbirds" "from" "deck" "then" "tuck" NUMBER "of" "a" '
            '"group" "on" "your" "mat" "behind" "this" "bird" "and" "discard" "the" "rest"'
        )
        return (Phrase("look_tuck_hummingbird", syntax, cls._from),)

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Compiling) -> LookTuckHummingbird:
        look, tucked = node.args
        ctx.number(tucked, "hummingbirds tucked (1)", low=1, high=1)
        return cls(ctx.number(look, "hummingbirds looked at", low=1, high=5))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        if not in_play(step):
            return
        deck = shared(step, DECK)
        seen = deck[: self.look]
        set_shared(step, DECK, deck[self.look :])
        groups = _mat_groups(step, actor)
        hummingbirds = step.cards.hummingbirds
        tucked = next((card for card in seen if hummingbirds[card].group in groups), None)
        thrown = tuple(card for card in seen if card != tucked)
        set_shared(step, DISCARD, (*shared(step, DISCARD), *thrown))
        if thrown:
            step.emit(HummingbirdsDiscarded(actor, thrown))
        if tucked is None:
            return
        step.set_done(True)
        bird = step.power.bird
        tuck_behind(step, actor, RECORDS, bird, tucked)
        step.pending.append(HummingbirdTucked(actor, bird))
        step.announce_hunt_success(step.power.owner, bird)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """The hummingbird deck holds a card (with no hummingbird on the mat, the power still
        discards what it looks at)."""
        return in_play(view) and bool(shared(view, DECK))

    def describe(self) -> str:
        return (
            f"look at the top {self.look} cards of the hummingbird deck; slip 1 of a group in "
            "your hummingbird spaces under this bird (a tucked card) and throw away the rest"
        )


@frozen
class HummingbirdTucked(Work):
    """Tell that ``player`` tucked a hummingbird behind ``bird`` (face down: "a card"), and
    offer the pink powers answering a tucked card (rules 9.1)."""

    TAG: ClassVar[str] = "hummingbird-tucked"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)

    def run(self, step: GameStep) -> None:
        event = CardTucked(self.player, self.bird, HIDDEN, "hummingbird")
        step.emit(event)
        step.offer_pink_powers(event)
