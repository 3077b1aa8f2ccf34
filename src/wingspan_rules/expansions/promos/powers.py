"""The phrases of the promo packs' bird powers that read the packs' options (docs/promos.md),
each declared once as a primitive with its phrases. The package's ``VOCABULARY`` names this
module, so ``effects.add_vocabulary`` joins its declarations to the vocabulary's tables.

- ``take the action of this habitat with the cube that played this bird`` (the Alpine
  Swift's): the action cube that played this bird moves from "play a bird" to this bird's
  habitat, and the player takes that habitat's action there and then, the row's brown powers
  included (the engine's ``StepOps.take_habitat_action``, docs/architecture.md). Without
  ``with the cube ...`` the power takes the action without moving a cube.
- ``gain 1 rolled food or food on opposite face from supply`` (the Black-and-White Warbler's,
  after ``roll any 1 die``): a food of a type the rolled die shows or the face opposite it
  shows, the faces paired by ``PromoOptions.opposite_faces`` (U5: none are known, so by
  default the rolled food only).
- ``cache this round's goal on this bird`` (the Daurian Jackdaw's): the current round's goal
  tile leaves the goal board for this bird (``Bird.goal_tiles``: 1 point at the end, as a
  cached food, and no food for any power or card); nobody scores a goal at the end of this
  round, and every later round has one more turn (``GameState.cancelled_rounds``, read by
  ``CardSet.goal_scored`` and ``CardSet.cubes_in``; the engine's
  ``StepOps.cache_round_goal``). It does nothing once the round's goal is scored (a bird
  played at the game's end); U22's readings are the options ``cached_goal_*``.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ...effects._base import Compiling, Effect, Phrase, PhraseNode
from ...effects.board import locate
from ...effects.chosen_dice import GainRolledFood
from ...effects.dice import game_dice
from ...effects.hooks import game_foods
from ...state.enums import HABITAT_ACTION, Action, DieFace, Food, Habitat
from ...state.protocol import PowerContext, StepOps, View
from .options import PromoOptions


def _habitat(view: View, p: int, bird: int) -> Habitat | None:
    where = locate(view.players[p], bird)
    return None if where is None else where[0]


def played_with_cube(view: View, p: int, power: PowerContext) -> bool:
    """Whether the running power's bird was played by ``p``'s play-a-bird action, its cube
    still there: a cube of theirs is on "play a bird", and no other bird's power is running
    (a bird played by a power, on a turn or at game end, has no cube of its own; a white
    power runs on its own only when the action played its bird)."""
    player = view.players[p]
    if player.actions[Action.PLAY_BIRD] <= 0:
        return False
    return all(c.bird == power.bird for c in view.powers)


@frozen
class TakeHabitatAction(Effect):
    """Take the action of this bird's habitat (``with_cube``: moving the cube that played
    this bird there, and only then); see the module's docstring."""

    TAG: ClassVar[str] = "take-habitat-action"
    OWNER_ONLY: ClassVar[bool] = True  # it reads this bird's place

    with_cube: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        head = '"take" "the" "action" "of" "this" "habitat"'
        cube = '"with" "the" "cube" "that" "played" "this" "bird"'
        return (
            Phrase("take_habitat_action", head, cls._from_phrase),
            Phrase("take_habitat_action_with_cube", f"{head} {cube}", cls._from_cube),
        )

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> TakeHabitatAction:
        return cls()

    @classmethod
    def _from_cube(cls, node: PhraseNode, ctx: Compiling) -> TakeHabitatAction:
        return cls(with_cube=True)

    def _ready(self, view: View, p: int, power: PowerContext) -> Habitat | None:
        habitat = _habitat(view, p, power.bird)
        if habitat is None or (self.with_cube and not played_with_cube(view, p, power)):
            return None
        return habitat

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self._ready(view, p, power) is not None

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        habitat = self._ready(step, actor, step.power)
        step.set_done(habitat is not None)
        if habitat is None:
            return
        if self.with_cube:
            actions = list(step.players[actor].actions)
            actions[Action.PLAY_BIRD] -= 1
            actions[HABITAT_ACTION[habitat]] += 1
            step.set_player(actor, actions=tuple(actions))
        options = step.config.expansion_options(PromoOptions)
        step.take_habitat_action(
            actor, habitat, options.power_action_after_steps, options.power_action_pink
        )

    def describe(self) -> str:
        cube = (
            "move the action cube that played this bird to its habitat's row and "
            if self.with_cube
            else ""
        )
        return f"{cube}take the action of this bird's habitat, its brown powers included"


@frozen
class GainRolledOrOpposite(GainRolledFood):
    """Gain ``amount`` food from the supply, each a type a die this power rolled shows or the
    face opposite it shows (``PromoOptions.opposite_faces``, U5); see the module's docstring."""

    TAG: ClassVar[str] = "gain-rolled-or-opposite"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        rolled = '"gain" NUMBER "rolled" "food"'
        syntax = f'{rolled} "or" "food" "on" "opposite" "face" "from" "supply"'
        return (Phrase("gain_rolled_or_opposite", syntax, cls._from_phrase),)

    def _foods(self, view: View) -> tuple[Food, ...]:
        rolled = [DieFace(face) for face in view.powers[-1].recall(self.slot)]
        options = view.config.expansion_options(PromoOptions)
        # the face opposite on a die showing it; where a feeder mixes two kinds of die and the
        # face is on both (``effects.dice``), the power does not keep which one rolled: either's
        dice = game_dice(view.config)
        opposite = (
            f for face in rolled for die in dice if face in die for f in options.opposite(face, die)
        )
        faces = {*rolled, *opposite}
        shown = {food for face in faces for food in face.foods}
        return tuple(f for f in game_foods(view) if f in shown)

    def describe(self) -> str:
        return (
            f"take {self.amount} food from the supply, of a type the rolled die shows or the "
            "face opposite it shows"
        )


def goal_cacheable(view: View, p: int, bird: int) -> bool:
    """Whether ``p`` can cache the current round's goal tile on their ``bird``: the bird is
    on the mat, the tile still on the board (``CardSet.goal_tile_on_board``), and the
    options allow it in this game (U22: a "No Goal" round, Duet, the Automa)."""
    if locate(view.players[p], bird) is None or not view.cards.goal_tile_on_board(view):
        return False
    options = view.config.expansion_options(PromoOptions)
    if not view.goals:  # no goal board: the Duet map holds the round's goal
        return options.cached_goal_duet
    if view.config.mode.RIVAL_SEATS and not options.cached_goal_automa:
        return False
    if not view.cards.goal_scored(view):  # a "No Goal" side, still on the board
        return options.cached_goal_no_goal
    return True


@frozen
class CacheRoundGoal(Effect):
    """Cache the current round's goal tile on this bird; see the module's docstring."""

    TAG: ClassVar[str] = "cache-round-goal"
    OWNER_ONLY: ClassVar[bool] = True  # it acts on this bird

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        words = '"cache" "this" "round\'s" "goal" "on" "this" "bird"'
        return (Phrase("cache_round_goal", words, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CacheRoundGoal:
        return cls()

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return goal_cacheable(view, p, power.bird)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        bird = step.power.bird
        step.set_done(goal_cacheable(step, actor, bird) and step.cache_round_goal(actor, bird))

    def describe(self) -> str:
        return (
            "cache this round's goal tile on this bird (1 point, as a cached food): no goal is "
            "scored at the end of this round, and every later round has one more turn"
        )
