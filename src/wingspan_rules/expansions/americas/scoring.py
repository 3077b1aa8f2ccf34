"""The measures of the Americas' hummingbird bonus cards and goal tiles (rules-expansions
9.5.10, 9.5.11, U13), declared as the base game's are (``effects.cards``): their phrases,
their English and what they count, all read off the player's tracker (``components``).

* ``hummingbird points of GROUP`` (Apiarist and the four Specialists; the group goal tiles,
  U13): the current points of that group's marker (START: -3);
* ``hummingbird points`` (the "Hummingbird Points" goal tile, U13): the five markers' points
  added up;
* ``gap between hummingbird markers`` (Ecolodge Owner): the highest marker's points less the
  lowest's (START counts -3);
* ``hummingbird bonus spaces reached`` (Hummingbird Counter): the [hummingbird] spaces the
  player's markers reached this game (a space reached again counts once);
* ``hummingbird markers worth N or more`` (Hummingbird Gardener).

For an end-of-round goal a count below 0 counts 0 (a goal ranks or counts what a player
has: a marker on START has nothing).

The package's ``VOCABULARY`` names this module, so ``effects.add_vocabulary`` joins them to
``effects.MEASURE_TYPES``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import frozen

from ...effects.cards import BaseMeasure, CountBirds
from ...effects.hummingbird_cards import GROUPS, Group
from ...effects.predicates import phrase
from .components import REACHED, SPACES, marker_points

if TYPE_CHECKING:
    from ...effects.cards import BonusCard
    from ...effects.catalog import CardSet
    from ...effects.phrasing import Phrase, PhraseNode, Reading
    from ...state.model import Player

#: The groups by their words (``hummingbird points of mango``).
GROUP_WORDS = {g.word: g for g in GROUPS}


def _goal(value: int, goal: bool) -> int:
    return max(0, value) if goal else value


@frozen
class HummingbirdPoints(BaseMeasure):
    """The points of one group's marker (``group``), or of all five added up (None)."""

    TAG: ClassVar[str] = "hummingbird-points"
    group: Group | None = None

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            phrase("hummingbird_points_of", '"hummingbird" "points" "of" WORD', cls._of),
            phrase("hummingbird_points", '"hummingbird" "points"', cls._all),
        )

    @classmethod
    def _of(cls, node: PhraseNode, ctx: Reading) -> HummingbirdPoints:
        return cls(ctx.lookup(node.args[0], "hummingbird group", GROUP_WORDS))

    @classmethod
    def _all(cls, node: PhraseNode, ctx: Reading) -> HummingbirdPoints:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        groups = GROUPS if self.group is None else (self.group,)
        return _goal(sum(marker_points(player, g) for g in groups), goal)

    def describe(self) -> str:
        if self.group is None:
            return "the points of your five hummingbird markers added up"
        return f"the points of your {self.group.word} hummingbird marker"


@frozen
class MarkerGap(BaseMeasure):
    """The highest marker's points less the lowest's (Ecolodge Owner)."""

    TAG: ClassVar[str] = "hummingbird-marker-gap"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"gap" "between" "hummingbird" "markers"'
        return (phrase("hummingbird_marker_gap", syntax, cls._from),)

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Reading) -> MarkerGap:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        points = [marker_points(player, g) for g in GROUPS]
        return max(points) - min(points)

    def describe(self) -> str:
        return "the points of your highest hummingbird marker less those of your lowest"


@frozen
class BonusSpacesReached(BaseMeasure):
    """The [hummingbird] spaces the player's markers reached (Hummingbird Counter)."""

    TAG: ClassVar[str] = "hummingbird-bonus-spaces"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"hummingbird" "bonus" "spaces" "reached"'
        return (phrase("hummingbird_bonus_spaces", syntax, cls._from),)

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Reading) -> BonusSpacesReached:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return len(player.zone(REACHED))

    def describe(self) -> str:
        return "the hummingbird bonus spaces your markers reached"


@frozen
class MarkersWorth(BaseMeasure):
    """The markers worth ``points`` or more (Hummingbird Gardener)."""

    TAG: ClassVar[str] = "hummingbird-markers-worth"
    points: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"hummingbird" "markers" "worth" NUMBER "or" "more"'
        return (phrase("hummingbird_markers_worth", syntax, cls._from),)

    @classmethod
    def _from(cls, node: PhraseNode, ctx: Reading) -> MarkersWorth:
        return cls(ctx.number(node.args[0], "points", low=-3, high=10))

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return sum(marker_points(player, g) >= self.points for g in GROUPS)

    def describe(self) -> str:
        return f"your hummingbird markers worth {self.points} points or more"


@frozen
class HummingbirdsAsBirds:
    """The hummingbirds on a player's mat count as birds for the bonus cards their categories
    name (rules-expansions 9.5.8; the reference's ``bonus_card_categories``): a bonus card
    counting birds counts each of the player's hummingbirds whose categories name it, once
    (a hummingbird counts double for no bonus card). Wingspan runs (the Data Analysts), the
    Rangers (U19) and the end-of-round goals do not count them yet."""

    def count(self, player: Player, cards: CardSet, bonus: BonusCard) -> int:
        if not isinstance(bonus.measure, CountBirds):
            return 0
        hummingbirds = cards.hummingbirds
        return sum(
            1
            for space in SPACES
            for card in player.zone(space)
            if hummingbirds[card].counts_for(bonus.name)
        )
