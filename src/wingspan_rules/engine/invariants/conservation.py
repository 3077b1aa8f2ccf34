"""What every reachable state conserves (``problems``): each card in exactly one place, food and
eggs within their limits, each player's mat, hand and zones as the rules allow."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..._text import plural
from ...effects.cards import BirdCard
from ...effects.catalog import CardSet
from ...effects.dice import dice_problems
from ...effects.hooks import CardZone, active, card_may_lie_sideways
from ...effects.turn_memory import notes_problem
from ...state.model import (
    BONUS_TABLE,
    DICE,
    EMPTY,
    MAX_MARKERS_PER_SLOT,
    GameState,
    Phase,
    Player,
    row_spaces,
)
from ...state.model import MAX_TOKENS as MAX_TOKENS  # re-exported for the checks
from ...state.protocol import PowerContext
from ..capabilities import with_expansions
from ..modes import VARIANTS, variant_for

if TYPE_CHECKING:
    pass


def problems(state: GameState, cards: CardSet) -> list[str]:

    found: list[str] = []
    n = state.config.players
    if len(state.players) != n:
        found.append(f"{plural(len(state.players), 'player')} on a {n}-player game")
    variant = VARIANTS.get(state.config.mode.TAG)
    if variant is None:
        return [*found, f"the {state.config.mode.name} mode is not implemented"]
    if found:
        return found
    if state.lanes and (variant.DEFERRED is None or state.mode_state is None):
        found.append(
            "lanes of players acting at once need a turn-order dial (the state of a mode whose "
            "players act at once, GameState.mode_state)"
        )
    if not 1 <= state.round <= 4:
        found.append(f"round {state.round} is not 1-4")
    found += variant.goal_problems(state, cards)  # the goal board's, or the mode's own goals
    found += variant.conservation_problems(state, cards)  # e.g. Duet tokens
    if (state.phase is Phase.OVER) == bool(state.pending):
        found.append("pending decisions must exist exactly while the game is not over")
    found += _card_problems(state, cards)
    found += _player_problems(state, cards)
    found += _shared_zone_problems(state)
    # A power that rolls dice the player picked may leave the feeder empty until its rolls are
    # over (rules 9.3.1: the five dice go back into it then).
    rolling = bool(state.powers) or any(lane.powers for lane in state.lanes)
    for t, table in enumerate(state.tables):
        if len(table.feeder) + len(table.outside) != DICE or not (table.feeder or rolling):
            found.append(f"table {t}: the birdfeeder must hold 1-5 of the 5 dice")
        # the game's dice (Oceania's: nectar), each face on its own die where they mix
        found += [f"table {t}: {problem}" for problem in dice_problems(state.config, table)]
    return found


def _card_problems(state: GameState, cards: CardSet) -> list[str]:

    found = []
    birds: Counter[int] = Counter()
    bonus: Counter[int] = Counter()
    for table in state.tables:
        birds.update(table.deck)
        birds.update(table.discard)
        birds.update(c for c in table.tray if c != EMPTY)
        bonus.update(table.bonus_deck)
        bonus.update(table.bonus_discard)
        bonus.update(table.shared_bonus)
    birds.update(_revealed(state))
    for variant in VARIANTS.values():  # the cards a mode's own state holds: the Automa's (6.3)
        held_birds, held_bonus = variant.cards_held(state)
        birds.update(held_birds)
        bonus.update(held_bonus)
    for player in state.players:
        birds.update(player.hand)
        birds.update(player.aside)
        bonus.update(player.bonus)
        for row in player.mat:
            for bird in row:
                birds[bird.card] += 1
                birds.update(bird.tucked)
    for lane in state.lanes:
        birds.update(_revealed_by(lane.powers))
    if birds != Counter(range(len(cards.birds))):
        missing = len(cards.birds) - len(set(birds) & set(range(len(cards.birds))))
        extra = sum(v - 1 for v in birds.values() if v > 1) + len(
            set(birds) - set(range(len(cards.birds)))
        )
        found.append(f"bird cards not conserved ({missing} missing, {extra} duplicated or unknown)")

    if bonus != Counter(variant_for(state.config).bonus_cards_in_play(state.config, cards)):
        found.append("bonus cards not conserved")
    return found


def _zone_problems(
    i: int,
    zones: tuple[tuple[str, tuple[int, ...]], ...],
    declared: tuple[CardZone, ...],
    mat_birds: frozenset[int] = frozenset(),
) -> list[str]:
    """What is wrong with player ``i``'s zones of an expansion's cards: each a zone the game's
    expansions declare (``hooks.CardZone``), once, holding cards of its kind, each once; a
    zone of bird records (``CardZone.of_birds``) holds birds of the player's mat
    (``mat_birds``) only."""
    kinds = {z.name: z.cards for z in declared}
    records = {z.name for z in declared if z.of_birds}
    found = []
    names = [name for name, _cards in zones]
    if len(set(names)) < len(names):
        found.append(f"player {i} has a zone twice")
    for name, held in zones:
        if name not in kinds:
            found.append(f"player {i} has a zone {name!r} that no expansion of the game declares")
        elif name in records:
            if not set(held) <= mat_birds:
                found.append(f"player {i}'s zone {name!r} names a bird not on their mat")
        elif not all(0 <= c < kinds[name] for c in held) or len(set(held)) < len(held):
            found.append(f"player {i}'s zone {name!r} holds cards that are not its own, or twice")
    return found


def _marker_problems(i: int, player: Player, row_size: int) -> list[str]:
    """What is wrong with player ``i``'s egg markers (rules-expansions 9.5.9): each on an
    empty slot of the mat (past the spaces its row's birds cover), in (habitat, column) order,
    at most ``MAX_MARKERS_PER_SLOT`` on a slot."""
    markers = player.egg_markers
    if list(markers) != sorted(markers):
        return [f"player {i}'s egg markers are not in habitat and column order"]
    for habitat, column in markers:
        if not player.spaces(habitat) <= column < row_size:
            return [f"player {i} has an egg marker on a slot that is not an empty slot of the mat"]
    if any(markers.count(m) > MAX_MARKERS_PER_SLOT for m in set(markers)):
        return [f"player {i} has more than {MAX_MARKERS_PER_SLOT} egg markers on a slot"]
    return []


def _shared_zone_problems(state: GameState) -> list[str]:
    """What is wrong with the table's shared zones (``Table.zones``: on the first table only)
    and with the zones of one kind (``CardZone.kind``: each card in one of them at most, in
    exactly one if ``conserved``)."""
    declared = active(state.config).zones
    found = []
    shared = tuple(z for z in declared if z.shared)
    for t, table in enumerate(state.tables):
        if table.zones and t:
            found.append(f"table {t} holds shared zones (only the first table does)")
        elif table.zones:
            found += [
                p.replace("player 0", "the table") for p in _zone_problems(0, table.zones, shared)
            ]
    for kind in dict.fromkeys(z.kind for z in declared if z.kind):
        names = {z.name for z in declared if z.kind == kind}
        held = [
            card
            for zones in (
                state.tables[0].zones if state.tables else (),
                *(player.zones for player in state.players),
            )
            for name, cards_in in zones
            if name in names
            for card in cards_in
        ]
        if len(set(held)) < len(held):
            found.append(f"a {kind} card lies in two places")
        count = next(z.cards for z in declared if z.kind == kind)
        conserved = any(z.conserved for z in declared if z.kind == kind)
        if conserved and held and set(held) != set(range(count)):
            found.append(f"the {kind} cards are not all in play ({len(set(held))} of {count})")
    return found + _record_problems(state)


def _record_problems(state: GameState) -> list[str]:
    """What is wrong with the zones of bird records whose cards lie in a shared zone
    (``CardZone.cards_in``): the players' records, concatenated, and the cards align, so
    they are as many (``effects.bird_records``)."""
    found = []
    for zone in active(state.config).bird_records:
        if not zone.cards_in:
            continue
        records = sum(len(player.zone(zone.name)) for player in state.players)
        cards = len(state.tables[0].zone(zone.cards_in)) if state.tables else 0
        if records != cards:
            found.append(
                f"the {zone.label or zone.name} record {plural(records, 'card')} "
                f"but the zone {zone.cards_in!r} holds {cards}"
            )
    return found


def _game_foods(state: GameState, cards: CardSet) -> frozenset[int]:
    """The foods a game may hold: those the expansions of its sets bring, and of the sets its
    cards declare (a card set of one's own plays its own cards' foods:
    ``capabilities.with_expansions``, kept with the cards)."""
    own = cards.derived.get("game-foods")
    if own is None:
        own = cards.derived["game-foods"] = frozenset(int(f) for f in with_expansions(cards).foods)
    return own | frozenset(int(f) for f in active(state.config).foods)


def _foreign_food(amounts: tuple[int, ...], foods: frozenset[int]) -> bool:
    """Whether ``amounts`` (a count per food type) holds a food not among ``foods``."""
    return any(amount and f not in foods for f, amount in enumerate(amounts))


def _bonus_record_problems(state: GameState, cards: CardSet, i: int) -> list[str]:
    """Player ``i``'s bonus cards copied (one per power of a bird of theirs, each a bonus card
    of the set) and the discarded ones they know of (each once, lying in the bonus discard
    pile)."""
    player, found = state.players[i], []
    copied = player.copied_bonus
    birds = sum(len(row) for row in player.mat)
    if len(copied) > birds or not all(0 <= c < len(cards.bonus_cards) for c in copied):
        found.append(f"player {i}'s copied bonus cards are not bonus cards their birds copied")
    known = player.bonus_discarded
    pile = state.tables[BONUS_TABLE].bonus_discard
    if len(set(known)) < len(known) or not set(known) <= set(pile):
        found.append(f"player {i}'s discarded bonus cards are not cards of the discard pile")
    return found


def _player_problems(state: GameState, cards: CardSet) -> list[str]:
    found = []
    cubes = cards.cubes_in(state)
    foods = _game_foods(state, cards)
    for i, player in enumerate(state.players):
        if any(x < 0 for x in player.food):
            found.append(f"player {i} has negative food")
        if _foreign_food(player.food, foods) or any(
            _foreign_food(bird.cached, foods) for row in player.mat for bird in row
        ):  # nectar in a game without Oceania (rules-expansions 9.2.3)
            found.append(f"player {i} holds or caches a food of no supply of this game")
        gains = player.turn_gains
        if len(gains) != len(player.food) or not all(0 <= x <= MAX_TOKENS for x in gains):
            found.append(f"player {i}'s food gained this turn is not a count of each food type")
        if not 0 <= player.cubes_used <= cubes:
            found.append(f"player {i} used {player.cubes_used} cubes in a round of {cubes}")
        if not set(player.known) <= set(player.hand) or len(set(player.known)) < len(player.known):
            found.append(f"player {i}'s known cards are not cards of their hand")
        if player.zones:
            on_mat = frozenset(bird.card for _h, _c, bird in player.birds())
            found.extend(_zone_problems(i, player.zones, active(state.config).zones, on_mat))
        found.extend(_bonus_record_problems(state, cards, i))
        if player.turn_notes:
            problem = notes_problem(player.turn_notes, len(cards.birds))
            if problem:
                found.append(f"player {i}'s {problem}")
        if len(player.mat) != 3:
            found.append(f"player {i}'s mat must have 3 rows")
            continue
        row_size = active(state.config).mat.row_size
        if player.egg_markers:
            found.extend(_marker_problems(i, player, row_size))
        for row in player.mat:
            if row_spaces(row) > row_size:
                found.append(f"player {i}'s birds cover more than {row_size} spaces of a row")
            for bird in row:
                if not 0 <= bird.card < len(cards.birds):
                    continue
                card = cards.birds[bird.card]
                limit = card.egg_limit + bird.over_limit  # eggs laid past it (rules 9.3.7)
                if not 0 <= bird.eggs <= limit or bird.over_limit < 0:
                    found.append(
                        f"player {i}: {card.name} holds {plural(bird.eggs, 'egg')} (limit {limit})"
                    )
                if bird.sideways and not may_be_sideways(card):
                    found.append(f"player {i}: {card.name} cannot be placed sideways")
                if any(x < 0 for x in bird.cached):
                    found.append(f"player {i}: {card.name} has negative cached food")
                sources = bird.tucked_from_hand + bird.tucked_revealed
                if not set(sources) <= set(bird.tucked) or len(set(sources)) < len(sources):
                    found.append(f"player {i}: {card.name}'s tucked-card sources are not its cards")
    return found


def may_be_sideways(card: object) -> bool:
    """Whether a bird card may lie sideways on a mat: its power places it so, or it may be
    played on top of another bird (which may be sideways, rules 9.1)."""

    return isinstance(card, BirdCard) and card_may_lie_sideways(card)


def _revealed(state: GameState) -> tuple[int, ...]:
    """Cards running powers hold out of every pile (revealed, laid out for a draft)."""
    return _revealed_by(state.powers)


def _revealed_by(powers: tuple[PowerContext, ...]) -> tuple[int, ...]:
    return tuple(
        card
        for power in powers
        for slot in power.slots
        if slot.kind == "cards"
        for card in slot.values
    )


#: The largest count a frame may carry (an amount, dice or cards still to take): what the card
#: language can ask for (``language.words.MAX_COUNT``), so that no loop runs longer.
MAX_FRAME_COUNT = 100
