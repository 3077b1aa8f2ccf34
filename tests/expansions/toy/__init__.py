"""A test-only expansion, "toy": one of each extension point of ``effects.hooks``, declared
the way a real expansion's package declares them (docs/architecture.md, "Adding an
expansion"). It serves the card set name ``toy``; a game plays it with
``GameConfig(sets=("core", "toy"))`` and the core cards. Registered only by the tests' fixture.

* a mat: the forest's first column gives 3 dice (the base mat's 1);
* a food rule: nectar is wild for bird costs, never half of a 2-for-1; spent nectar is kept
  in the player's ``toy-spent`` zone; unused nectar is discarded at each round's end;
* a round-end step: every player gets card ``round - 1`` of the ``toy-rounds`` zone, and 1
  nectar (discarded by the food rule right after: the steps run first);
* a card zone and an after-action step: after a food, egg or card action's brown powers,
  the player takes the next card of the ``toy-cards`` zone (4 cards);
* a score category: 1 point per card of the player's ``toy-rounds`` and ``toy-spent`` zones.
"""

from __future__ import annotations

from attrs import evolve, frozen

from wingspan_rules.effects.catalog import CardSet
from wingspan_rules.effects.hooks import CardZone, Expansion, FoodRule, ScoreCategory
from wingspan_rules.effects.mat import BASE_MAT
from wingspan_rules.state.enums import Action, Food, Habitat
from wingspan_rules.state.model import GameState, Player
from wingspan_rules.state.protocol import GameStep, StepOps

CARDS = "toy-cards"
ROUNDS = "toy-rounds"
SPENT = "toy-spent"


def add_to_zone(step: StepOps, p: int, zone: str, card: int) -> None:
    """Put ``card`` into ``p``'s ``zone`` (zones kept in the order first used)."""
    player = step.players[p]
    entry = (zone, (*player.zone(zone), card))
    if any(n == zone for n, _c in player.zones):
        zones = tuple(entry if n == zone else (n, c) for n, c in player.zones)
    else:
        zones = (*player.zones, entry)
    step.set_player(p, zones=zones)


def _keep_spent(step: StepOps, p: int, amount: int, habitat: Habitat) -> None:
    for _ in range(amount):
        add_to_zone(step, p, SPENT, len(step.players[p].zone(SPENT)))


@frozen
class GiveRoundCard:
    """The round-end step: each player takes this round's card and 1 nectar."""

    name: str = "toy-round-card"

    def run(self, step: GameStep) -> None:
        for p in range(len(step.players)):
            add_to_zone(step, p, ROUNDS, step.round - 1)
            step.add_food(p, Food.NECTAR, 1)


@frozen
class TakeToyCard:
    """The after-action step: the player takes the next toy card, while any is left."""

    name: str = "toy-card"

    def run(self, step: GameStep, p: int, action: Action) -> None:
        held = step.players[p].zone(CARDS)
        if len(held) < 4:
            add_to_zone(step, p, CARDS, len(held))


def _points(state: GameState, cards: CardSet) -> tuple[int, ...]:
    def of(player: Player) -> int:
        return len(player.zone(ROUNDS)) + len(player.zone(SPENT))

    return tuple(of(player) for player in state.players)


_forest = (3, *BASE_MAT.benefits[Habitat.FOREST][1:])
MAT = evolve(BASE_MAT, name="toy", benefits=(_forest, *BASE_MAT.benefits[1:]))

EXPANSION = Expansion(
    name="toy",
    sets=("toy",),
    mat=MAT,
    food_rules=(
        FoodRule(
            Food.NECTAR, wild=True, exchangeable=False, spent=_keep_spent, discard_at_round_end=True
        ),
    ),
    round_end_steps=(GiveRoundCard(),),
    zones=(CardZone(CARDS, 4), CardZone(ROUNDS, 4), CardZone(SPENT, 100)),
    after_action_steps=(TakeToyCard(),),
    score_categories=(ScoreCategory("toy", "toy", _points),),
)
