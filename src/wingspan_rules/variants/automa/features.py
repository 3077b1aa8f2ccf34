"""What the learning code's observation vector shows of the Automa (rules 6), declared as data:
its counts, points and bonus card, read from the fields of ``AutomaState`` as every player
sees it (the lengths of its face-down deck and birds, never their faces)."""

from __future__ import annotations

from ...effects.catalog import CardSet
from ...engine.features import COUNT_HIGH, Count, Counts, How, ModeFeature, OneHot
from ...state.model import ROUNDS, GameConfig
from .nectar import keeps_nectar
from .state import NECTAR_BOXES

#: The Automa's counts, in their order in the vector.
COUNTS = Counts(
    (
        Count("deck", How.LENGTH),
        Count("revealed", How.LENGTH),
        Count("birds", How.LENGTH),
        Count("birds", How.POINTS),
        Count("face_down", How.LENGTH),
        Count("eggs"),
        Count("cubes"),
        Count("leads"),
        Count("goal_points", How.EACH, ROUNDS),
    )
)


#: The boxes of its Spent Nectar Collection card (rules-expansions 9.2.11), public.
NECTAR = ModeFeature(
    "automa.nectar",
    COUNT_HIGH,
    "the Automa's spent nectar in its forest, grassland and wetland boxes (with its Spent "
    "Nectar Collection card, AutomaOptions.nectar_majority, in a game with the nectar majority)",
    Counts((Count("nectar", How.EACH, NECTAR_BOXES),)),
)


def observation_features(config: GameConfig, cards: CardSet) -> tuple[ModeFeature, ...]:
    """The Automa's sections of the observation vector (its nectar boxes only in a game where
    it keeps them)."""
    nectar = (NECTAR,) if keeps_nectar(config) else ()
    return (
        ModeFeature(
            "automa",
            COUNT_HIGH,
            "the Automa: cards in its deck, cards revealed this round, face-up birds, their "
            "points, face-down birds, eggs, cubes on the round's goal, whether it leads the "
            "round, its goal points of rounds 1-4",
            COUNTS,
        ),
        ModeFeature(
            "automa.bonus",
            1,
            "the Automa's bonus card, one-hot",
            OneHot("bonus", len(cards.bonus_cards)),
        ),
        *nectar,
    )
