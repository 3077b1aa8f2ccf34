"""Flock mode's seats and turn-order dial (rules 8.2): the two groups, and who acts at each
step of a round.

Apart from the mode's rules (``variants.flock``, which re-exports every name here) so that the
mode's other modules (its scenario part) read them without importing the package.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...state.model import CUBES_PER_ROUND

#: Players in the first group (seats 0-2); the second group holds the others (3 or 4).
FIRST_GROUP = 3
#: Seats from the dial's star to its second pointer, clockwise.
PARTNER = 3


# --- seats and the dial ------------------------------------------------------------------------
def seating(players: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The two groups, in seat order: seats 0-2, then the rest."""
    return tuple(range(FIRST_GROUP)), tuple(range(FIRST_GROUP, players))


def group_of(players: int, p: int) -> int:
    """The group (the table) of seat ``p``."""
    return 0 if p < FIRST_GROUP else 1


def pointed(players: int, first: int, position: int) -> tuple[int, int]:
    """The seats the dial points at in its ``position`` of a round (0: the star on the
    round's first player): the star's seat, then the second pointer's."""
    star = (first + position) % players
    return star, (star + PARTNER) % players


def next_step(
    players: int, first: int, round: int, position: int, has_cube: Sequence[bool]
) -> tuple[int, tuple[int, ...]] | None:
    """The dial's next step from ``position``: (the position after it, the players who act,
    in order), skipping positions where nobody pointed at has a cube; None when no player has
    one (the round is over)."""
    if not any(has_cube):
        return None
    for k in range(players):
        star, partner = pointed(players, first, position + k)
        active = tuple(p for p in (star, partner) if has_cube[p])
        if not active:
            continue
        # The ends of the four-player group act one after the other: the star's seat first in
        # rounds 1 and 3, the other seat first in rounds 2 and 4.
        same_group = group_of(players, star) == group_of(players, partner)
        if len(active) == 2 and same_group and round % 2 == 0:
            active = (partner, star)
        return position + k + 1, active
    return None  # pragma: no cover - a player with a cube is pointed at within a turn


def round_schedule(
    players: int, first: int, round: int, cubes: int | None = None
) -> tuple[tuple[int, ...], ...]:
    """Every step of a round's dial: the players who act at each step, in order; ``cubes``:
    each player's action cubes that round (``CardSet.cubes_in``; default the mat's 8/7/6/5)."""
    left = [CUBES_PER_ROUND[round - 1] if cubes is None else cubes] * players
    steps: list[tuple[int, ...]] = []
    position = 0
    while True:
        found = next_step(players, first, round, position, [c > 0 for c in left])
        if found is None:
            return tuple(steps)
        position, active = found
        for p in active:
            left[p] -= 1
        steps.append(active)


def clockwise_within(members: Sequence[int], start: int) -> tuple[int, ...]:
    """``members`` (seats in order) clockwise from ``start``, one of them."""
    i = members.index(start)
    return tuple(members[i:]) + tuple(members[:i])
