"""What an expansion lays on a player's mat beside the bird cards that some counts read
(``hooks.Expansion.bonus_birds``): cards counting as birds (the Americas' hummingbirds in
their spaces), mat spaces counting as empty slots, and cards tucked behind birds that are no
bird cards (a Bat Falcon's hummingbird)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from .cards import BIRDS_ONLY, OnMat, PerItemScoring, Tier, TierScoring

if TYPE_CHECKING:
    from ..state.enums import Habitat
    from ..state.model import HouseRules, Player
    from .cards import BonusCard
    from .catalog import CardSet


class BonusBirds(Protocol):
    """Cards on a player's mat that are no bird cards but count as birds for some counts (the
    Americas' hummingbirds, rules-expansions 9.5.8), and mat spaces for them that count as
    empty slots. The game-end score, the score shown, a bonus card scored during play, every
    mode's end-of-round goals and the powers counting empty slots all read it. An expansion
    whose options choose what counts declares it in force with them (``Expansion.in_force``).
    """

    def count(self, player: Player, cards: CardSet, bonus: BonusCard) -> int:
        """How many more ``bonus`` counts for ``player`` (0: none), where it counts birds."""
        ...

    def on_mat(self, player: Player, cards: CardSet, goal: bool) -> OnMat:
        """What of ``player``'s mat the measures reading rows and columns count beside the
        bird cards (``BaseMeasure.count_with``), for an end-of-round goal (``goal``) or a
        bonus card."""
        ...

    def empty_slots(self, player: Player, habitat: Habitat) -> int:
        """The spaces of ``habitat``'s row beside its bird spaces that count as empty slots."""
        ...


def beside_birds(more: tuple[BonusBirds, ...], player: Player, cards: CardSet, goal: bool) -> OnMat:
    """What ``more`` (``InForce.bonus_birds``) lay on ``player``'s mat beside the birds."""
    if not more:
        return BIRDS_ONLY
    found = [m.on_mat(player, cards, goal) for m in more]
    cards_, tucked = (
        tuple(c for f in found for c in f.cards),
        tuple(b for f in found for b in f.tucked),
    )
    return OnMat(cards_, sum(f.columns for f in found), tucked)


def bonus_card_score(
    player: Player,
    cards: CardSet,
    bonus_id: int,
    house: HouseRules,
    extra: tuple[BonusBirds, ...] = (),
) -> tuple[int, int]:
    """What bonus card ``bonus_id`` counts for ``player`` and the points that gives: at the
    game's end (``engine.scoring.bonus_score``) and when a power scores it during play
    (``effects.bonus_scoring``), the same way. A bird counting double for bonus cards counts
    2 (``BaseMeasure.bonus_count``); ``extra``: what the game's expansions lay beside the
    birds (``InForce.bonus_birds``: hummingbirds, rules-expansions 9.5.8); the tiers a table
    overrides by card name (``house.bonus_tiers``) replace the printed ones."""
    card = cards.bonus_cards[bonus_id]
    count = card.measure.bonus_count(player, cards, beside_birds(extra, player, cards, False))
    for more in extra:
        count += more.count(player, cards, card)
    scoring = card.scoring
    if isinstance(scoring, PerItemScoring):
        return count, scoring.points * count
    if isinstance(scoring, TierScoring):
        return count, tier_points(count, bonus_tiers(card.name, scoring, house))
    raise TypeError(f"unknown scoring {scoring!r}")


def bonus_tiers(name: str, scoring: TierScoring, house: HouseRules) -> tuple[Tier, ...]:
    """The tiers of the bonus card called ``name``: the table's own (``house.bonus_tiers``,
    matched by name whatever its case), else the printed ones."""
    for override, tiers in house.bonus_tiers:
        if override.casefold() == name.casefold():
            return tuple(Tier(lo, hi, pts) for lo, hi, pts in tiers)
    return scoring.tiers


def tier_points(count: int, tiers: Sequence[Tier]) -> int:
    """The points of the highest tier reached (the one with the largest minimum), else 0.

    Upper bounds are not checked: they only describe where the next tier starts, and one
    printing overlaps them (Backyard Birder "5-6 / 6+", rules 5.3).
    """
    best, points = -1, 0  # a plain loop: every bonus card of every player at the game's end
    for tier in tiers:
        if tier.min > best and count >= tier.min:  # the first of equal minimums, as ``max``
            best, points = tier.min, tier.points
    return points
