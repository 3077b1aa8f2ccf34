"""Oceania's nectar (rules-expansions 9.2.3): the base vocabulary's food rule of nectar (wild
for bird costs, never one of a 2-for-1's foods, discarded at each round's end:
``effects.nectar``) with what Oceania adds, spent nectar kept on the habitat's spent-nectar
space and scored by majority per habitat at the game's end.

The spent-nectar spaces are card zones of each player's board (``hooks.CardZone``), one per
habitat: a space holding *n* nectar is the zone of tokens ``0 .. n - 1`` (the tokens are
alike; a zone gives the spaces a place in saves, observations, views and the invariants with
nothing of their own). Nectar discarded at setup goes back to the supply (U2), as does the
nectar of the round-end discard; cached or given nectar is not spent.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ...effects.catalog import CardSet
from ...effects.hooks import CardZone, ScoreCategory
from ...effects.nectar import nectar_rule
from ...errors import ConfigError
from ...state.enums import HABITATS, Habitat
from ...state.model import GameConfig, GameState, Player
from ...state.modes import ExpansionOptions
from ...state.protocol import StepOps

#: The zone of each habitat's spent-nectar space, in habitat order.
SPENT: tuple[str, ...] = tuple(f"oceania-nectar-{h.label}" for h in HABITATS)
#: The most nectar one spent space may hold (the supply of tokens is unlimited, rules 1.4).
MOST_SPENT = 500


@frozen
class OceaniaOptions(ExpansionOptions):
    """Oceania's options in ``GameConfig.expansions`` (docs/oceania.md, "Options"): the
    unconfirmed facts of nectar (rules-expansions A), each with the suggested default.

    ``majority_needs_nectar`` (U1): a habitat's majority places only players with at least 1
    nectar on its space; False places a player with none too (a 0 may take second place).
    ``majority_points``: the points of first and second place (9.2.3: 5 and 2).
    ``friendly_flock_ties`` (9.2.13): in Flock, tied players each take their place's full
    points and the next is still second; False shares the points as the other modes do.
    ``table`` (a table choice, ``TABLES``): ``"auto"``, the Oceania mats and dice exactly when
    Oceania's cards are in the game (9.2.2); ``"base"``, Oceania's cards on the base mats and
    dice (nectar a food with no spent spaces, so no majority, and no starting nectar);
    ``"oceania"``, the Oceania mats, dice, starting nectar, spent spaces and majority in any
    game, with Oceania's cards or not.
    ``setup_nectar_spent_in`` (U2): nectar discarded at setup for the kept birds goes back to
    the supply (None, the suggested reading: it is not spent), or, read as spent, onto the
    spent space of the habitat named (the rules name none, so the option does).
    ``discard_nectar_after_goal`` (U3): False, the steps of 9.2.6 in order (the nectar discard
    before the goal is scored); True, the goal first, then the discard.
    ``nectar_counts_as_type`` (U6): nectar is one of the food types a supply holds, for a count
    of the types ("exactly 5 different food types"); False leaves it out of such counts."""

    TAG: ClassVar[str] = "oceania"

    majority_needs_nectar: bool = True
    majority_points: tuple[int, ...] = (5, 2)
    friendly_flock_ties: bool = True
    table: str = "auto"
    setup_nectar_spent_in: Habitat | None = None
    discard_nectar_after_goal: bool = False
    nectar_counts_as_type: bool = True

    def check(self, config: GameConfig) -> None:
        if not self.majority_points or any(p < 0 for p in self.majority_points):
            raise ConfigError("majority_points: one or more places' points, none negative")
        if self.table not in TABLES:
            raise ConfigError(f"table: one of {', '.join(TABLES)}, not {self.table!r}")


#: The rules resting on an unconfirmed reading (``Expansion.unconfirmed``; ``wingspan check``).
UNCONFIRMED: tuple[tuple[str, str, str], ...] = (
    ("U1", "majority_needs_nectar", "the nectar majority of a player with no nectar spent"),
    ("U2", "setup_nectar_spent_in", "nectar discarded at setup"),
    ("U3", "discard_nectar_after_goal", "the round end's nectar discard and goal"),
    ("U6", "nectar_counts_as_type", "counting the food types of a supply (Crested Tit)"),
)

#: The tables ``OceaniaOptions.table`` may choose.
TABLES = ("auto", "base", "oceania")


#: The name the options had before they were an expansion's options (tests and notebooks).
NectarOptions = OceaniaOptions
#: The options in force without any configured (the suggested defaults).
OPTIONS = OceaniaOptions()


def spent(player: Player, habitat: Habitat) -> int:
    """The nectar on ``player``'s spent space of ``habitat``."""
    return len(player.zone(SPENT[habitat]))


def keep_spent(step: StepOps, p: int, amount: int, habitat: Habitat) -> None:
    """``p`` spent ``amount`` nectar for ``habitat``: onto its spent-nectar space."""
    player = step.players[p]
    name = SPENT[habitat]
    held = player.zone(name)
    entry = (name, (*held, *range(len(held), len(held) + amount)))
    zones = [z for z in player.zones if z[0] != name] + [entry]
    order = {n: i for i, n in enumerate(SPENT)}
    zones.sort(key=lambda z: order.get(z[0], len(order)))
    step.set_player(p, zones=tuple(zones))


def majority(
    counts: tuple[int, ...], options: NectarOptions = OPTIONS, friendly: bool = False
) -> tuple[int, ...]:
    """Each player's points for one habitat's spent nectar: the places' points in order of
    nectar, tied players sharing the points of the places they cover, rounded down (with
    ``majority_needs_nectar``, a player with none places nowhere). ``friendly`` (Flock, 9.2.13):
    tied players each take the full points of their place, and the next players are still
    second."""
    points = [0] * len(counts)
    place = 0
    for amount in sorted(set(counts), reverse=True):
        if place >= len(options.majority_points):
            break
        if amount == 0 and options.majority_needs_nectar:
            break
        tied = [p for p, c in enumerate(counts) if c == amount]
        covered = options.majority_points[place : place + len(tied)]
        for p in tied:
            points[p] = options.majority_points[place] if friendly else sum(covered) // len(tied)
        place += 1 if friendly else len(tied)
    return tuple(points)


def _majority_points(state: GameState) -> tuple[int, ...]:
    """Every player's nectar majority points, the three habitats added up (9.2.3), then a
    rival's that is no player when its mode gives it a place (``Variant.rival_majority``;
    the Automa takes none by default, U33)."""
    options = state.config.expansion_options(OceaniaOptions)
    friendly = options.friendly_flock_ties and state.config.mode.FRIENDLY_TIES
    from ...engine.modes import variant_for  # the engine loads after the vocabulary is added

    variant = variant_for(state.config)
    total: list[int] = []
    for habitat in HABITATS:
        counts = tuple(spent(player, habitat) for player in state.players)
        rival = variant.rival_majority(state, SCORE_NAME, habitat)
        points = majority(counts if rival is None else (*counts, rival), options, friendly)
        total = [a + b for a, b in zip(total, points, strict=True)] if total else list(points)
    return tuple(total)


def nectar_points(state: GameState, cards: CardSet) -> tuple[int, ...]:
    """Every player's nectar majority points (9.2.3)."""
    return _majority_points(state)[: len(state.players)]


def rival_nectar_points(state: GameState, cards: CardSet) -> int:
    """The nectar majority points of a rival that is no player (0 when it takes no place)."""
    points = _majority_points(state)
    return points[-1] if len(points) > len(state.players) else 0


SCORE_NAME = "nectar"

#: Nectar's food rule (``effects.nectar``), its spent tokens kept on the spent spaces.
FOOD_RULE = nectar_rule(spent=keep_spent)
ZONES = tuple(
    CardZone(name, MOST_SPENT, label="spent nectar", habitat=h)
    for name, h in zip(SPENT, HABITATS, strict=True)
)
SCORE = ScoreCategory(
    SCORE_NAME, "nectar", nectar_points, summary="nectar majority", rival_count=rival_nectar_points
)
