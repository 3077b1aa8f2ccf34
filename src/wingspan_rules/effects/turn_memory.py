"""What a player's turn under way did, as a power's condition (a turn memory): ``you laid an
egg on this bird this turn`` (rules 9.3.10: an egg laid on it earlier in the turn, before the
power runs) and ``you gained invertebrate from birdfeeder this turn`` (a die of that food
taken from the birdfeeder earlier in the turn, by any action or power).

The memory is plain data of the state, ``Player.turn_notes``: (note name, values), each name
one of ``NOTES``, filled by the engine as eggs are laid and dice taken (``GameStep.lay_egg``,
``take_die_for_food``) and cleared when the player's next turn begins. Only a game whose cards
read a note records it (``notes_read``, derived once per card set): the base game writes and
saves nothing more. A save from before the memory reads it empty.

A general family: this module is no part of ``PRIMITIVE_MODULES``; the expansions whose cards
use it join it to the vocabulary (``effects.add_vocabulary``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ..state.enums import FOOD_TYPES, Food
from ..state.model import Player
from ..state.protocol import PowerContext, View
from ..state.values import evolve
from ._base import Compiling, Condition, Phrase, PhraseNode
from .catalog import CardSet
from .walk import walk_effects

#: The birds (card ids) of the player that received an egg this turn, each once.
EGG_ON = "egg-on"
#: The food types (``Food`` values) the player took from the birdfeeder this turn, each once.
FROM_FEEDER = "from-feeder"
#: The birds (card ids) the player played this turn in the space of a bird they discarded
#: (``PlaceBird.replaces``: Southern Cassowary's "if you do").
REPLACED = "replaced"
#: Every note's name, in the order a player's notes are kept.
NOTES = (EGG_ON, FROM_FEEDER, REPLACED)


def notes_problem(notes: tuple[tuple[str, tuple[int, ...]], ...], birds: int) -> str | None:
    """What is wrong with a player's turn notes (``Player.turn_notes``) in a game of ``birds``
    bird cards, if anything: each note a known one, once, in ``NOTES`` order, holding each of
    its values once (birds of the set, food types)."""
    names = [name for name, _ in notes]
    if any(name not in NOTES for name in names):
        return "turn notes name a note the engine does not keep"
    if names != [name for name in NOTES if name in names]:
        return "turn notes are out of order or given twice"
    for name, values in notes:
        bound = FOOD_TYPES if name == FROM_FEEDER else birds
        if len(set(values)) < len(values) or not all(0 <= v < bound for v in values):
            return f"turn note {name!r} holds a value twice or out of range"
    return None


def notes_read(cards: CardSet) -> frozenset[str]:
    """The notes some power of ``cards`` reads (a condition or an effect declaring its
    ``NOTE``), derived once per card set: the engine records only these (none in the base
    game)."""
    found: frozenset[str] | None = cards.derived.get("turn-notes")
    if found is None:
        names: set[str] = set()
        for bird in cards.birds:
            if bird.power is None:
                continue
            for effect in walk_effects(bird.power.effects):
                for note in (
                    getattr(getattr(effect, "test", None), "NOTE", None),
                    getattr(effect, "NOTE", None),
                ):
                    if note is not None:
                        names.add(note)
        found = cards.derived["turn-notes"] = frozenset(names)
    return found


def gains_read(cards: CardSet) -> bool:
    """Whether some power of ``cards`` reads the food its player gained this turn
    (``Player.turn_gains``: an effect whose ``reads_turn_gains`` is true, "gain 1 food of a type
    gained this turn"), derived once per card set: the engine records the gains only then
    (never in the base game, where every turn would rebuild the player for nothing)."""
    found: bool | None = cards.derived.get(GAINS_READ)
    if found is None:
        found = cards.derived[GAINS_READ] = any(
            getattr(effect, "reads_turn_gains", False)
            for bird in cards.birds
            if bird.power is not None
            for effect in walk_effects(bird.power.effects)
        )
    return found


#: The key of ``gains_read`` in ``CardSet.derived`` (read inline by the engine on every gain).
GAINS_READ = "turn-gains-read"


def noted(player: Player, name: str, value: int) -> Player | None:
    """``player`` with ``value`` added to their note ``name`` (None: it is noted already)."""
    values = player.noted(name)
    if value in values:
        return None
    notes = dict(player.turn_notes)
    notes[name] = (*values, value)
    ordered = tuple((n, notes[n]) for n in NOTES if n in notes)
    return evolve(player, turn_notes=ordered)


@frozen
class LaidOnThisBird(Condition):
    """An egg was laid on this bird (the power's bird: a copier tests itself) earlier in its
    owner's turn under way."""

    TAG: ClassVar[str] = "laid-on-this-bird"
    #: The turn note it reads (``notes_read``).
    NOTE: ClassVar[str] = EGG_ON

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"you" "laid" "an" "egg" "on" "this" "bird" "this" "turn"'
        return (Phrase("laid_on_this_bird", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> LaidOnThisBird:
        return cls()

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        return power.bird in view.players[power.owner].noted(EGG_ON)

    def describe(self) -> str:
        return "an egg was laid on this bird earlier this turn"


@frozen
class GainedFromFeeder(Condition):
    """The acting player took a die of ``food`` from the birdfeeder earlier in this turn."""

    TAG: ClassVar[str] = "gained-from-feeder"
    NOTE: ClassVar[str] = FROM_FEEDER

    food: Food

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"you" "gained" WORD "from" "birdfeeder" "this" "turn"'
        return (Phrase("gained_from_feeder", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> GainedFromFeeder:
        return cls(ctx.food(node.args[0]))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        return int(self.food) in view.players[actor].noted(FROM_FEEDER)

    def describe(self) -> str:
        return f"you took {self.food.label} from the birdfeeder earlier this turn"
