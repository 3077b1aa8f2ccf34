"""The Americas expansion (rules-expansions 9.5, docs/americas.md), in one package.

Its card files are ``cards/americas/`` (birds, and the 40 hummingbird cards as their own kind
of card). The package declares what it adds to the base game (``EXPANSION``): the modules
declaring its phrases (``VOCABULARY``); the hummingbird subsystem (``components``: the
hummingbird deck, the garden's piles, each player's spaces and tracker as card zones;
``garden``: setup, the hummingbird action after a food, egg or card action, attracting,
returning, the markers and the track's bonus spaces); the track's points as a score
category; nectar as a food (``effects.nectar``: wild for bird costs, discarded at round end,
spent back to the supply without Oceania, U16); and its options (``options.AmericasOptions``:
every unconfirmed fact U7-U21, each with the suggested default).
``wingspan_rules.expansions`` registers it.
"""

from __future__ import annotations

from types import ModuleType

import attrs

from ...effects import (
    activate,
    add_vocabulary,
    copying,
    counted_draws,
    own_supply,
    quantities,
    tray_cards,
)
from . import brown, collecting, markers, others, powers, scoring

#: The card set the expansion's cards declare (``set americas``).
AMERICAS = "americas"

#: The modules declaring the expansion's primitives, conditions, decisions and measures (added
#: before the engine is imported, as the other expansions' are).
VOCABULARY: tuple[ModuleType, ...] = (
    powers,  # the hummingbird phrases
    scoring,  # the hummingbird bonus cards' and goals' measures
    activate,  # Toco Toucan: this row's brown powers in any order
    counted_draws,  # bonus cards drawn per bird of a nest type or a habitat
    markers,  # Rufous Hornero: egg markers on empty slots
    others,  # the phrases of its birds that name no hummingbird, and of two goal tiles
    brown,
    # the general families the Americas brown birds are written with
    copying,
    own_supply,
    quantities,
    tray_cards,
)
add_vocabulary(*VOCABULARY)

from ...effects.hooks import Expansion, ScoreCategory  # noqa: E402
from ...effects.nectar import NECTAR  # noqa: E402
from ...state.events import BaseEvent  # noqa: E402
from ...state.modes import ExpansionOptions  # noqa: E402
from ...state.protocol import declared  # noqa: E402
from . import events, features, garden  # noqa: E402
from .components import ZONES, track_points, tucked_points  # noqa: E402
from .options import OPTIONS, UNCONFIRMED, AmericasOptions  # noqa: E402
from .scoring import HummingbirdsAsBirds  # noqa: E402

#: The expansion's events (``events``), joined to every event's table as ``Expansion.events``.
EVENTS: tuple[type[BaseEvent], ...] = declared(BaseEvent, events)

EXPANSION = Expansion(
    name=AMERICAS,
    sets=(AMERICAS,),
    modules=VOCABULARY,
    frame_modules=(collecting, garden),
    food_rules=(NECTAR,),
    zones=ZONES,
    after_action_steps=(garden.HummingbirdStep(),),
    score_categories=(
        ScoreCategory("hummingbirds", "hummingbirds", track_points, summary="hummingbird track"),
        ScoreCategory("tucked-hummingbirds", "tucked hummingbirds", tucked_points),
    ),
    bonus_birds=(HummingbirdsAsBirds(),),
    setup_steps=(garden.DealHummingbirds(),),
    moves=garden.MOVES,
    move_fields=garden.MOVE_FIELDS,
    events=EVENTS,
    observation=features.FEATURES,
    options=AmericasOptions,
    unconfirmed=UNCONFIRMED,
    in_force=lambda options, named: _in_force(options, named),
)


def _in_force(options: tuple[ExpansionOptions, ...], named: bool) -> Expansion | None:
    """All of the expansion in a game naming its set (``hooks.Expansion.in_force``), its
    hummingbirds counting as birds as the game's options read 9.5.8 and U19."""
    if not named:
        return None
    chosen = next((o for o in options if type(o) is AmericasOptions), OPTIONS)
    if chosen == OPTIONS:
        return EXPANSION
    # U16's other reading: nectar kept past a round (with Oceania, its rule wins: 9.5.13)
    nectar = NECTAR if chosen.discard_nectar_at_round_end else KEPT_NECTAR
    return attrs.evolve(
        EXPANSION, bonus_birds=(HummingbirdsAsBirds(chosen),), food_rules=(nectar,), in_force=None
    )


#: Nectar without Oceania when unused nectar is kept past a round (U16's other reading).
KEPT_NECTAR = attrs.evolve(NECTAR, discard_at_round_end=False)
