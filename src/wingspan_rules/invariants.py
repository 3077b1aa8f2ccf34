"""What must hold in every reachable state. Used to reject corrupt saved games and by tests.

``problems(state, cards)`` returns a list of sentences; an empty list means the state is sound.
"""

from __future__ import annotations

from collections import Counter

from .catalog import CardSet
from .model import CUBES_PER_ROUND, DICE, EMPTY, ROW_SIZE, GameState, Phase


def problems(state: GameState, cards: CardSet) -> list[str]:
    found: list[str] = []
    n = state.config.players
    if len(state.players) != n:
        found.append(f"{len(state.players)} players on a {n}-player game")
    if not 1 <= state.round <= 4:
        found.append(f"round {state.round} is not 1-4")
    if len(state.goals) != 4 or len({g // 2 for g in state.goals}) != 4:
        found.append("the goals must be 4 sides of 4 different tiles")
    if any(not 0 <= g < 2 * len(cards.goal_tiles) for g in state.goals):
        found.append("a goal side is not in the card set")
    if (state.phase is Phase.OVER) == bool(state.pending):
        found.append("pending decisions must exist exactly while the game is not over")
    found += _card_problems(state, cards)
    found += _player_problems(state, cards)
    for t, table in enumerate(state.tables):
        if len(table.feeder) + len(table.outside) != DICE or not table.feeder:
            found.append(f"table {t}: the birdfeeder must hold 1-5 of the 5 dice")
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
    birds.update(_revealed(state))
    for player in state.players:
        birds.update(player.hand)
        bonus.update(player.bonus)
        for row in player.mat:
            for bird in row:
                birds[bird.card] += 1
                birds.update(bird.tucked)
    if birds != Counter(range(len(cards.birds))):
        missing = len(cards.birds) - len(set(birds) & set(range(len(cards.birds))))
        extra = sum(v - 1 for v in birds.values() if v > 1) + len(
            set(birds) - set(range(len(cards.birds)))
        )
        found.append(f"bird cards not conserved ({missing} missing, {extra} duplicated or unknown)")
    if bonus != Counter(range(len(cards.bonus_cards))):
        found.append("bonus cards not conserved")
    return found


def _player_problems(state: GameState, cards: CardSet) -> list[str]:
    found = []
    cubes = CUBES_PER_ROUND[min(max(state.round, 1), 4) - 1]
    for i, player in enumerate(state.players):
        if any(x < 0 for x in player.food):
            found.append(f"player {i} has negative food")
        if not 0 <= player.cubes_used <= cubes:
            found.append(f"player {i} used {player.cubes_used} cubes in a round of {cubes}")
        if not set(player.known) <= set(player.hand) or len(set(player.known)) < len(player.known):
            found.append(f"player {i}'s known cards are not cards of their hand")
        if len(player.mat) != 3:
            found.append(f"player {i}'s mat must have 3 rows")
            continue
        for row in player.mat:
            if len(row) > ROW_SIZE:
                found.append(f"player {i} has more than {ROW_SIZE} birds in a row")
            for bird in row:
                if not 0 <= bird.card < len(cards.birds):
                    continue
                card = cards.birds[bird.card]
                if not 0 <= bird.eggs <= card.egg_limit:
                    found.append(
                        f"player {i}: {card.name} holds {bird.eggs} eggs (limit {card.egg_limit})"
                    )
                if any(x < 0 for x in bird.cached):
                    found.append(f"player {i}: {card.name} has negative cached food")
                sources = bird.tucked_from_hand + bird.tucked_revealed
                if not set(sources) <= set(bird.tucked) or len(set(sources)) < len(sources):
                    found.append(f"player {i}: {card.name}'s tucked-card sources are not its cards")
    return found


def _revealed(state: GameState) -> tuple[int, ...]:
    """Cards running powers hold out of every pile (revealed, laid out for a draft)."""
    return tuple(
        card
        for power in state.powers
        for slot in power.slots
        if slot.kind == "cards"
        for card in slot.values
    )
