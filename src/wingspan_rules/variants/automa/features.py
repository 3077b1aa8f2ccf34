"""What the learning code's observation vector shows of the Automa (rules 6), declared as data:
its counts, points and bonus card, read from the fields of ``AutomaState`` as every player
sees it (the lengths of its face-down deck and birds, never their faces)."""

from __future__ import annotations

from ...effects.catalog import CardSet
from ...engine.features import COUNT_HIGH, Count, Counts, How, ModeFeature, OneHot
from ...state.model import ROUNDS, GameConfig

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


def observation_features(config: GameConfig, cards: CardSet) -> tuple[ModeFeature, ...]:
    """The Automa's sections of the observation vector."""
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
    )
