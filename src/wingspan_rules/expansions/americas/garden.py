"""The hummingbird action and what it does (rules-expansions 9.5.3-9.5.7), as frames.

After a gain-food, lay-eggs or draw-cards action, once that row's brown powers and the pink
reactions they caused are done, the player takes a mandatory hummingbird action in that row
(``HummingbirdStep``, an after-action step): attract into the row's space if it is empty
(``Attract``: the top card of a garden pile, or of the hummingbird deck, then its benefit),
else return its hummingbird to a garden pile (``ReturnHummingbird``) and advance one marker
(the returned group's or the covered one's: ``ChooseMarker``). A marker moved up onto a
[hummingbird] space gives a hummingbird action at once, in a row the player chooses
(``ChooseHummingbirdRow``, U10). Setup (``DealHummingbirds``) deals the garden and each
player's starting hummingbird (U20).

The frames push the engine's action decisions for the benefits (an egg: ``LayEggs``; a card:
``DrawCards``; a die: ``TakeFood``), so this module is one of the package's
``frame_modules``.
"""

from __future__ import annotations

from typing import ClassVar, final

from attrs import field, frozen

from ...effects.hummingbird_cards import GROUPS, Benefit, Group
from ...errors import ConfigError
from ...state import rng
from ...state.enums import HABITATS, Action, Food, Habitat
from ...state.events import FoodGained
from ...state.fields import PLAIN, PLAYER
from ...state.moves import ModeMove, Move
from ...state.protocol import Decision, GameStep, Naming, StepOps, View, Work
from .components import (
    DECK,
    LAYOUT,
    LEVEL_POINTS,
    MARKERS,
    PEAKS,
    PILES,
    REACHED,
    RETURNED,
    SPACES,
    TOP,
    bonus_levels,
    garden_tops,
    in_space,
    level,
    options_of,
    set_own,
    set_shared,
    shared,
)
from .events import (
    FROM_DECK,
    GardenRefilled,
    HummingbirdAttracted,
    HummingbirdReturned,
    MarkerMoved,
)
from .options import HUMMINGBIRDS


def in_play(view: View) -> bool:
    """Whether the game plays the hummingbirds: not in a mode that leaves them out
    (``ModeOptions.LEAVES_OUT``; rules-expansions 9.5.13: Flock plays only the Americas birds
    without hummingbird text)."""
    return HUMMINGBIRDS not in view.config.mode.LEAVES_OUT


# ------------------------------------------------------------------------------------ moves


@final
@frozen
class AttractFrom(ModeMove):
    """Attract the top hummingbird of garden pile ``pile`` (from 0), or of the hummingbird
    deck (``FROM_DECK``)."""

    TAG: ClassVar[str] = "attract-hummingbird"
    pile: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        if self.pile == FROM_DECK:
            return "attract the top hummingbird of the deck"
        return f"attract from garden pile {self.pile + 1}"


@final
@frozen
class ReturnTo(ModeMove):
    """Return the hummingbird to garden pile ``pile`` (from 0)."""

    TAG: ClassVar[str] = "return-to-pile"
    pile: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        return f"return it to garden pile {self.pile + 1}"


@final
@frozen
class AdvanceMarker(ModeMove):
    """Advance the marker of hummingbird group ``group`` (``Group`` order) one level."""

    TAG: ClassVar[str] = "advance-marker"
    group: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        return f"advance the {Group(self.group).word} marker"


@final
@frozen
class HummingbirdRow(ModeMove):
    """Take the hummingbird action in ``habitat``'s row."""

    TAG: ClassVar[str] = "hummingbird-row"
    habitat: Habitat

    def label(self, names: Naming) -> str:
        return f"hummingbird action in the {self.habitat.label}"


@final
@frozen
class LowerMarker(ModeMove):
    """Move the marker of hummingbird group ``group`` down one level (a power's cost)."""

    TAG: ClassVar[str] = "lower-marker"
    group: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        return f"move the {Group(self.group).word} marker down"


MOVES = (AttractFrom, ReturnTo, AdvanceMarker, HummingbirdRow, LowerMarker)
#: The values of the moves' fields, for the action encoding.
MOVE_FIELDS = (
    ("pile", "garden pile (0-4) or the deck (-1)", (FROM_DECK, *range(len(PILES)))),
    ("group", "hummingbird group (0-4)", tuple(range(len(GROUPS)))),
)

# ------------------------------------------------------------------------------------ frames


@frozen
class HummingbirdAction(Work):
    """``player``'s hummingbird action in ``habitat``'s row: attract into an empty space,
    else return its hummingbird (9.5.4)."""

    TAG: ClassVar[str] = "hummingbird-action"
    player: int = field(metadata=PLAYER)
    habitat: Habitat

    def run(self, step: GameStep) -> None:
        if in_space(step.players[self.player], self.habitat) is None:
            attract(step, self.player, self.habitat)
        else:
            step.pending.append(ReturnHummingbird(self.player, self.habitat, True))


def attract(step: StepOps, p: int, habitat: Habitat) -> None:
    """Ask ``p`` which hummingbird to attract into ``habitat``'s empty space (nothing if no
    garden pile and no deck card can be taken)."""
    decision = Attract(p, habitat)
    if decision.options(step):
        step.pending.append(decision)


@frozen
class Attract(Decision):
    """Choose the hummingbird to attract into ``habitat``'s empty space (9.5.5): the top of a
    garden pile, not one returned this turn, or the top of the hummingbird deck."""

    TAG: ClassVar[str] = "attract"
    ACCEPTS: ClassVar[tuple[type, ...]] = (AttractFrom,)
    player: int = field(metadata=PLAYER)
    habitat: Habitat

    def options(self, view: View) -> list[Move]:
        returned = set(shared(view, RETURNED))
        moves: list[Move] = [
            AttractFrom(i)
            for i, top in enumerate(garden_tops(view))
            if top is not None and top not in returned
        ]
        if shared(view, DECK):
            moves.append(AttractFrom(FROM_DECK))
        return moves

    def answer(self, step: GameStep, move: AttractFrom) -> None:
        take_into(step, self.player, self.habitat, move.pile)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: attract a hummingbird to the {self.habitat.label}"


def take_into(step: GameStep, p: int, habitat: Habitat, pile: int) -> None:
    """Attract the top card of garden pile ``pile`` (or of the deck, ``FROM_DECK``) into
    ``p``'s empty ``habitat`` space, and gain its benefit (9.5.5)."""
    if pile == FROM_DECK:
        deck = shared(step, DECK)
        card, rest = deck[0], deck[1:]
        set_shared(step, DECK, rest)
    else:
        cards = shared(step, PILES[pile])
        card = cards[-1]
        set_shared(step, PILES[pile], cards[:-1])
        if len(cards) == 1:
            _pile_emptied(step)
    set_own(step, p, SPACES[habitat], (card,))
    step.emit(HummingbirdAttracted(p, card, habitat, pile))
    _gain_benefit(step, p, card, habitat)


def _gain_benefit(step: GameStep, p: int, card: int, habitat: Habitat) -> None:
    """The benefit of hummingbird ``card``, attracted into ``habitat``'s space (9.5.2)."""
    # The engine's action decisions, imported when a benefit is gained: this module is
    # imported with the package, before the vocabulary of the later expansions is complete.
    from ...engine.frames.actions import DrawCards, LayEggs, TakeFood

    hummingbird = step.cards.hummingbirds[card]
    options = options_of(step)
    benefit = hummingbird.benefit
    if benefit is Benefit.NECTAR:
        step.add_food(p, Food.NECTAR, 1)
        step.emit(FoodGained(p, Food.NECTAR, "supply"))
    elif benefit is Benefit.EGG:
        step.pending.append(LayEggs(p, 1))
    elif benefit is Benefit.CARD:
        step.pending.append(DrawCards(p, 1))
    elif benefit is Benefit.ADVANCE:  # U7
        if options.advance_marker == "group":
            advance(step, p, hummingbird.group)
        else:
            choose_marker(step, p, GROUPS)
    elif options.row_benefit == "base":  # the row benefit, U8
        if habitat is Habitat.FOREST:
            step.pending.append(TakeFood(p, 1))
        elif habitat is Habitat.GRASSLAND:
            step.pending.append(LayEggs(p, 1))
        else:
            step.pending.append(DrawCards(p, 1))


@frozen
class ReturnHummingbird(Decision):
    """Choose the garden pile to return ``habitat``'s hummingbird to (9.5.6, U11); with
    ``advances``, a marker advances after it (a return by a power: ``power_return_advances``)."""

    TAG: ClassVar[str] = "return-hummingbird"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ReturnTo,)
    player: int = field(metadata=PLAYER)
    habitat: Habitat
    advances: bool = True

    def options(self, view: View) -> list[Move]:
        return [ReturnTo(i) for i in range(len(PILES))]

    def answer(self, step: GameStep, move: ReturnTo) -> None:
        card = in_space(step.players[self.player], self.habitat)
        assert card is not None, "a return is asked only for a space holding a hummingbird"
        set_own(step, self.player, SPACES[self.habitat], ())
        pile = shared(step, PILES[move.pile])
        set_shared(step, PILES[move.pile], (*pile, card))
        set_shared(step, RETURNED, (*shared(step, RETURNED), card))
        step.emit(HummingbirdReturned(self.player, card, self.habitat, move.pile))
        _at_turn_end(step)
        if not self.advances:
            return
        groups = [step.cards.hummingbirds[card].group]
        if pile:  # the covered group may advance instead (9.5.6); an empty pile: U11
            covered = step.cards.hummingbirds[pile[-1]].group
            if covered not in groups:
                groups.append(covered)
        choose_marker(step, self.player, tuple(groups))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: return the {self.habitat.label} hummingbird"


def choose_marker(step: StepOps, p: int, groups: tuple[Group, ...]) -> None:
    """Advance one of ``groups``' markers: at once if only one can move, else ask; nothing
    if every one is at the top (9.5.6: the advance is lost)."""
    movable = tuple(g for g in groups if level(step.players[p], g) < TOP)
    if len(movable) == 1:
        advance(step, p, movable[0])
    elif movable:
        step.pending.append(ChooseMarker(p, tuple(int(g) for g in movable)))


@frozen
class ChooseMarker(Decision):
    """Choose which of the markers of ``groups`` advances one level."""

    TAG: ClassVar[str] = "choose-marker"
    ACCEPTS: ClassVar[tuple[type, ...]] = (AdvanceMarker,)
    player: int = field(metadata=PLAYER)
    groups: tuple[int, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [AdvanceMarker(g) for g in self.groups if 0 <= g < len(GROUPS)]

    def answer(self, step: GameStep, move: AdvanceMarker) -> None:
        advance(step, self.player, Group(move.group))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the marker to advance"


def advance(step: StepOps, p: int, group: Group) -> None:
    """Move ``p``'s ``group`` marker up one level (not past the top); reaching a
    [hummingbird] space gives a hummingbird action (9.5.7; again after a move down: U17)."""
    player = step.players[p]
    now = level(player, group)
    if now >= TOP:
        return
    new = now + 1
    set_own(step, p, MARKERS[group], range(new))
    peak = len(player.zone(PEAKS[group]))
    if new > peak:
        set_own(step, p, PEAKS[group], range(new))
    on_bonus = new in bonus_levels(step, group)
    action = on_bonus and (options_of(step).bonus_reentry or new > peak)
    step.emit(MarkerMoved(p, int(group), new, LEVEL_POINTS[new], bonus=action))
    if not on_bonus:
        return
    space = group * len(LEVEL_POINTS) + new
    reached = step.players[p].zone(REACHED)
    if space not in reached:
        set_own(step, p, REACHED, sorted((*reached, space)))
    if action:
        step.pending.append(ChooseHummingbirdRow(p))  # U10: the player chooses the row


def move_down(step: StepOps, p: int, group: Group) -> bool:
    """Move ``p``'s ``group`` marker down one level (a cost some powers ask, 9.5.7; never a
    bonus); False if it is on START."""
    now = level(step.players[p], group)
    if now == 0:
        return False
    set_own(step, p, MARKERS[group], range(now - 1))
    step.emit(MarkerMoved(p, int(group), now - 1, LEVEL_POINTS[now - 1], down=True))
    return True


@frozen
class ChooseHummingbirdRow(Decision):
    """Choose the row of a hummingbird action a track bonus gave (U10)."""

    TAG: ClassVar[str] = "choose-hummingbird-row"
    ACCEPTS: ClassVar[tuple[type, ...]] = (HummingbirdRow,)
    player: int = field(metadata=PLAYER)

    def options(self, view: View) -> list[Move]:
        return [HummingbirdRow(h) for h in HABITATS]

    def answer(self, step: GameStep, move: HummingbirdRow) -> None:
        step.pending.append(HummingbirdAction(self.player, move.habitat))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the row of a hummingbird action"


# ------------------------------------------------------------------------------ end of turn


def _pile_emptied(step: StepOps) -> None:
    """A garden pile was emptied: refilled at once, at the turn's end, or never (U12)."""
    refill = options_of(step).garden_refill
    if refill == "at-once":
        refill_garden(step)
    elif refill == "end-of-turn":
        _at_turn_end(step)


def _at_turn_end(step: StepOps) -> None:
    """Push the garden's end-of-turn work once (the refill, and forgetting what was returned
    this turn); with no turn under way, do it now."""
    if any(type(f) is GardenTurnEnd for f in step.pending):
        return
    if not step.before_turn_ends(GardenTurnEnd()):
        GardenTurnEnd().work(step)


@frozen
class GardenTurnEnd(Work):
    """At a turn's end: refill the empty garden piles from the hummingbird deck (with
    ``garden_refill`` "end-of-turn", U12), and forget the hummingbirds returned this turn."""

    TAG: ClassVar[str] = "garden-turn-end"

    def run(self, step: GameStep) -> None:
        self.work(step)

    def work(self, step: StepOps) -> None:
        if options_of(step).garden_refill == "end-of-turn":
            refill_garden(step)
        set_shared(step, RETURNED, ())


def refill_garden(step: StepOps) -> None:
    """Put the top card of the hummingbird deck on each empty garden pile, in order."""
    piles: list[int] = []
    cards: list[int] = []
    for i, pile in enumerate(PILES):
        deck = shared(step, DECK)
        if not deck:
            break
        if not shared(step, pile):
            set_shared(step, pile, deck[:1])
            set_shared(step, DECK, deck[1:])
            piles.append(i)
            cards.append(deck[0])
    if piles:
        step.emit(GardenRefilled(tuple(piles), tuple(cards)))


# -------------------------------------------------------------------- the hooks' objects


class HummingbirdStep:
    """The after-action step: the hummingbird action in the action's row (9.5.4); after a bird
    moved the cube from the ``started`` row, in the row U18 names (``"new"``: where the cube
    ends, ``action``'s; ``"start"``: where the turn began)."""

    name = "americas-hummingbird"

    def run(self, step: GameStep, p: int, action: Action, started: Action | None = None) -> None:
        if not in_play(step):
            return
        if started is not None and options_of(step).moved_bird_hummingbird_row == "start":
            action = started
        habitat = HABITATS[{Action.GAIN_FOOD: 0, Action.LAY_EGGS: 1, Action.DRAW_CARDS: 2}[action]]
        HummingbirdAction(p, habitat).run(step)


class DealHummingbirds:
    """Setup (9.5.3): shuffle the hummingbird deck, deal the garden's five piles, lay out the
    tracker's bonus spaces (U9), and put each player's starting hummingbird, the top of the
    deck, in their grassland space (U20; its benefit is not gained). The markers start on
    START (level 0: an empty zone)."""

    name = "americas-setup"

    def run(self, step: GameStep) -> None:
        if not in_play(step):
            return
        if step.config.mode.rival_takes(HUMMINGBIRDS):  # U15's other reading: not played yet
            raise ConfigError(
                "a solo rival taking hummingbirds (rules-expansions U15) is not played yet: "
                "only a rival taking none is (docs/americas.md)"
            )
        options = options_of(step)
        deck, stream = rng.shuffled(step.stream(0), tuple(range(len(step.cards.hummingbirds))))
        layout = tuple(range(len(GROUPS)))
        if options.shuffle_track_bonuses:
            layout, stream = rng.shuffled(stream, layout)
        step.set_stream(0, stream)
        set_shared(step, LAYOUT, layout)
        for pile in PILES:
            set_shared(step, pile, deck[:1])
            deck = deck[1:]
        if options.starting_hummingbird == "deck":
            for p in range(len(step.players)):
                set_own(step, p, SPACES[Habitat.GRASSLAND], deck[:1])
                deck = deck[1:]
        set_shared(step, DECK, deck)
