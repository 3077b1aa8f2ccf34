"""Conditions on the acting player's other birds seen from the bird whose power runs: "there
is another bird in this habitat with predator power" (a bird a selector picks exists, with its
place and its bird conditions: in this habitat, next to this bird, in this column).

The family of the promo packs' "if this bird shares its habitat with a predator" and "if a
neighbour of this bird holds an egg" powers (Eurasian Curlew; Paradise Shelduck says its test
with the selector phrase of ``effects.conditions``: ``another bird next to this bird has at
least 1 egg``). A general family: any selector the language has is accepted, Oceania's place
``adjacent to this bird`` included (rules-expansions 9.2.8: left, right, above and below, no
diagonals; ``Place.ADJACENT``, read by ``board.matching_birds``: Pūkeko lays on such a bird).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ..state.protocol import PowerContext, View
from ._base import BirdTarget, Compiling, Condition, Phrase, PhraseNode, Which
from .board import matching_birds


@frozen
class ThereIsBird(Condition):
    """One of the power owner's birds that ``on`` selects (seen from the power's bird) exists."""

    TAG: ClassVar[str] = "there-is-bird"

    on: BirdTarget
    #: How many such birds there must be at least ("there are at least 3 other birds adjacent
    #: to this bird with ground nest": the Americas adjacency egg-layers).
    least: int = 1

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        several = '"there" "are" "at" "least" NUMBER each_target'
        return (
            Phrase("there_is_bird", '"there" "is" bird_target', cls._from_there_is),
            Phrase("there_are_birds", several, cls._from_there_are),
        )

    @classmethod
    def _from_there_are(cls, node: PhraseNode, ctx: Compiling) -> ThereIsBird:
        num, target = node.args
        return cls(ctx.target(target, each=True), ctx.number(num, "a count of birds", low=1))

    @classmethod
    def _from_there_is(cls, node: PhraseNode, ctx: Compiling) -> ThereIsBird:
        target = node.args[0]
        if target.which == "this":
            ctx.fail(target.pos, "'there is this bird' always holds: name another bird")
        on = ctx.target(target)
        if on.which is Which.THIS:  # pragma: no cover - refused above
            ctx.fail(target.pos, "'there is' needs a bird other than this one")
        return cls(on)

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        return len(matching_birds(view, power.owner, self.on, power.bird)) >= self.least

    def describe(self) -> str:
        if self.least > 1:
            return f"there are at least {self.least} of {self.on.describe()}"
        return f"there is {self.on.describe()}"
