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

from ...effects.cards import BaseMeasure, CountBirds, MatCard, OnMat
from ...effects.hummingbird_cards import GROUPS, Group
from ...effects.predicates import phrase
from ...state.enums import HABITATS, Habitat
from .components import REACHED, SPACES, in_space, marker_points, tucked_behind
from .options import OPTIONS, AmericasOptions

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
    """The hummingbirds in a player's spaces as birds (rules-expansions 9.5.8; the package's
    ``hooks.BonusBirds``, in force with the game's ``options``: ``in_force``):

    * a bonus card counting birds counts each hummingbird whose categories name it, once
      (the reference's ``bonus_card_categories``; a hummingbird counts double for none);
    * the measures reading the mat's rows and columns see each as a bird left of its row
      (``MatCard``): smaller than every bird (the Data Analysts' wingspan runs, its place
      as ``wingspan_run_hummingbird`` reads), worth ``ranger_points`` in a points run (the
      Rangers, U19), one more bird of its row (Ecologist; "Birds in 1 row"), a bird with no
      power (Ethologist: white), its beak its ``beak_direction``; end-of-round goals count
      them when ``goals_count_hummingbirds`` says so;
    * the three spaces, all full, are one more filled column ("Filled columns", always);
    * an empty space is an empty slot of its row (Great Crested Grebe), when
      ``empty_space_is_empty_slot`` says so.

    * a hummingbird tucked behind a bird (Bat Falcon) is a tucked card of that bird for the
      counts of a bird's tucked cards ("birds with tucked cards", bonus cards and goals).

    A hummingbird in the garden or the deck counts for no one."""

    options: AmericasOptions = OPTIONS

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

    def on_mat(self, player: Player, cards: CardSet, goal: bool) -> OnMat:
        held = [(h, in_space(player, h)) for h in HABITATS]
        full = all(card is not None for _h, card in held)
        tucked = tucked_behind(player)  # tucked cards, whatever the goals count (9.5.7)
        if goal and not self.options.goals_count_hummingbirds:
            return OnMat(columns=int(full), tucked=tucked)
        anywhere = self.options.wingspan_run_hummingbird == "small-end"
        points = self.options.ranger_points
        found = tuple(
            MatCard(h, cards.hummingbirds[card].beak, points, anywhere)
            for h, card in held
            if card is not None
        )
        return OnMat(found, int(full), tucked)

    def empty_slots(self, player: Player, habitat: Habitat) -> int:
        if not self.options.empty_space_is_empty_slot:
            return 0
        return int(in_space(player, habitat) is None)
