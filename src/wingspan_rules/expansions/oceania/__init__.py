"""The Oceania expansion (rules-expansions 9.2, docs/oceania.md), in one package.

Its card files are ``cards/oceania/``. The package declares what it adds to the base game
(``EXPANSION``): nectar, a sixth food (``nectar``: its food rule, the spent-nectar spaces as
card zones, the majority as a score category, 1 nectar each at setup), the five Oceania
dice and the Oceania mat as data (``data``: ``data/dice.json``, ``data/mat.json``), and the
mat's conversions and resets (``slots``, decisions built on the engine's action frames), and
the play rule of a bird taking the space of another (``replacing``: Southern Cassowary).
Everything is in force in a game whose ``GameConfig.sets`` names ``oceania``;
``wingspan_rules.expansions`` registers it.

Modes (9.2.11-9.2.13, docs/oceania.md): the Automa holds no nectar and does not compete for
the majority (U33; its Spent Nectar card, U4, is not written yet); Duet scores the majority as
9.2.3 does; in Flock the majority's ties are friendly (9.2.13), and all five dice of each
birdfeeder are Oceania dice (the 2 + 3 mix is not written yet).
"""

from __future__ import annotations

from ...effects import add_vocabulary, copying, counted_draws, quantities, tray_cards
from . import powers, scoring

#: The modules declaring the expansion's conditions and measures (added before the engine is
#: imported), and the general families its birds use that the base game's vocabulary does not
#: hold.
VOCABULARY = (
    powers,
    scoring,
    # the families the Oceania birds of cards, the tray and plays are written with
    copying,
    counted_draws,
    tray_cards,
    # "discard any number of ...", "for each discarded ..."
    quantities,
)
add_vocabulary(*VOCABULARY)

import attrs  # noqa: E402

from ...effects.hooks import Expansion  # noqa: E402
from ...effects.nectar import NECTAR  # noqa: E402
from ...state.enums import NO_FOOD, Food  # noqa: E402
from ...state.modes import ExpansionOptions  # noqa: E402
from . import nectar, replacing, slots  # noqa: E402
from .data import oceania_die, oceania_mat  # noqa: E402

_NECTAR_EACH = tuple(1 if f == Food.NECTAR else 0 for f in range(len(NO_FOOD)))

EXPANSION = Expansion(
    name="oceania",
    sets=("oceania",),
    modules=VOCABULARY,
    frame_modules=(slots, replacing),
    play_rules=replacing.PLAY_RULES,
    food_rules=(nectar.FOOD_RULE,),
    mat=oceania_mat().layout,
    zones=nectar.ZONES,
    score_categories=(nectar.SCORE,),
    die=oceania_die(),
    starting_food=_NECTAR_EACH,
    mat_slots=slots.OceaniaSlots(),
    options=nectar.OceaniaOptions,
    unconfirmed=nectar.UNCONFIRMED,
    in_force=lambda options, named: _in_force(options, named),
)

#: Oceania's cards on the base mats and dice (``OceaniaOptions.table == "base"``): nectar is a
#: food as every package declares it (``effects.nectar``: no spent spaces, so no majority),
#: with the base mat, dice and starting food.
CARDS_ONLY = attrs.evolve(
    EXPANSION,
    food_rules=(NECTAR,),
    mat=None,
    zones=(),
    score_categories=(),
    die=None,
    starting_food=(),
    mat_slots=None,
    in_force=None,
)


def _in_force(options: tuple[ExpansionOptions, ...], named: bool) -> Expansion | None:
    """What of Oceania is in force (``hooks.Expansion.in_force``), as its ``table`` option
    says: all of it with its cards ("auto"), in any game ("oceania"), or its cards' nectar
    alone ("base"); its nectar rule as U2, U3 and U6 are read."""
    chosen = next((o for o in options if type(o) is nectar.OceaniaOptions), nectar.OPTIONS)
    if chosen.table != "oceania" and not named:
        return None
    if chosen.table == "base":
        plain = attrs.evolve(  # no spent space, so nothing for U2
            NECTAR,
            discard_after_goal=chosen.discard_nectar_after_goal,  # U3
            counts_as_type=chosen.nectar_counts_as_type,  # U6
        )
        return CARDS_ONLY if plain == NECTAR else attrs.evolve(CARDS_ONLY, food_rules=(plain,))
    rule = attrs.evolve(
        nectar.FOOD_RULE,
        spent_at_setup=chosen.setup_nectar_spent_in,  # U2
        discard_after_goal=chosen.discard_nectar_after_goal,  # U3
        counts_as_type=chosen.nectar_counts_as_type,  # U6
    )
    if rule == nectar.FOOD_RULE:
        return EXPANSION
    return attrs.evolve(EXPANSION, food_rules=(rule,), in_force=None)
