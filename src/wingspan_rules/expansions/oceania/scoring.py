"""The measures only the Oceania expansion's bonus cards use (rules-expansions 9.2.10,
docs/oceania.md), declared as the base game's are (``effects.cards``): their phrases, their
English and what they count.

* ``birds in a wingspan run in forest`` (the Data Analysts): the longest run of neighbouring
  birds of the row whose wingspans only rise or only fall, equal wingspans side by side allowed;
  a flightless bird's wild wingspan is whatever continues the run (9.2.8).
* ``sets of the four nests`` (Mechanical Engineer): complete sets of a bowl, a cavity, a ground
  and a platform nest among the player's birds, each star nest filling one missing type of one
  set, no bird in two sets; counted up to 2, the highest tier printed (U34: 3 or more sets
  score as 2).

The package's ``VOCABULARY`` names this module, so ``effects.add_vocabulary`` joins them to
``effects.MEASURE_TYPES``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import frozen

from ...effects.cards import BaseMeasure
from ...effects.predicates import phrase
from ...state.enums import Habitat, Nest

if TYPE_CHECKING:
    from ...effects.catalog import CardSet
    from ...effects.phrasing import Phrase, PhraseNode, Reading
    from ...state.model import Player

#: The four nest types of a Mechanical Engineer's set (a star nest stands for any one).
_SET_NESTS = (Nest.BOWL, Nest.CAVITY, Nest.GROUND, Nest.PLATFORM)
#: The most sets a Mechanical Engineer counts: its highest printed tier (U34).
MOST_SETS = 2


def _monotone(wingspans: list[int | None], rising: bool) -> bool:
    """Whether the known wingspans only rise (or only fall), equal ones allowed; a wild one
    (None) fits anywhere."""
    known = [w for w in wingspans if w is not None]
    pairs = zip(known, known[1:], strict=False)
    return all((b >= a) if rising else (b <= a) for a, b in pairs)


@frozen
class WingspanRunIn(BaseMeasure):
    """The longest run of neighbouring birds in ``habitat`` whose wingspans only rise or only
    fall (9.2.10: equal wingspans may be neighbours; a wild wingspan continues any run)."""

    TAG: ClassVar[str] = "wingspan-run-in"
    habitat: Habitat

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"birds" "in" "a" "wingspan" "run" "in" WORD'
        return (phrase("wingspan_run_in", syntax, cls._from_run),)

    @classmethod
    def _from_run(cls, node: PhraseNode, ctx: Reading) -> WingspanRunIn:
        return cls(ctx.habitat(node.args[0]))

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        spans = [cards.birds[b.card].wingspan for b in player.mat[self.habitat]]
        best = 0
        for start in range(len(spans)):
            for stop in range(start + 1, len(spans) + 1):
                run = spans[start:stop]
                if _monotone(run, rising=True) or _monotone(run, rising=False):
                    best = max(best, stop - start)
        return best

    def describe(self) -> str:
        where = self.habitat.label
        return f"neighbouring birds in your {where} with only rising or only falling wingspans"


@frozen
class NestSets(BaseMeasure):
    """Complete sets of the four nest types among the player's birds, a star nest filling one
    missing type of one set (9.2.10), counted up to ``MOST_SETS`` (U34)."""

    TAG: ClassVar[str] = "nest-sets"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"sets" "of" "the" "four" "nests"'
        return (phrase("nest_sets", syntax, cls._from_sets),)

    @classmethod
    def _from_sets(cls, node: PhraseNode, ctx: Reading) -> NestSets:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        nests = [cards.birds[b.card].nest for _h, _c, b in player.birds()]
        stars = nests.count(Nest.STAR)
        counts = [nests.count(n) for n in _SET_NESTS]
        sets = 0
        while sets < MOST_SETS and sum(max(0, sets + 1 - c) for c in counts) <= stars:
            sets += 1
        return sets

    def describe(self) -> str:
        return "sets of a bowl, a cavity, a ground and a platform nest (a star nest fills one)"
