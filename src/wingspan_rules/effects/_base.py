"""The base of the card vocabulary: what every primitive declares, and the shared selectors.

A **primitive** is one class, declared once, in one module of this package. The class is the
compiled, frozen value a card's power holds, and it carries everything the project knows about
it (see docs/architecture.md, "Adding a primitive"):

* ``TAG``: the stable name of the primitive (saved card JSON, ``wingspan cards --json``);
* ``PHRASES``: its syntax, each a grammar alternative with the function that compiles it;
* ``describe()``: the English sentence of the primitive;
* ``resolve(step, actor, path)``: what it does in a game, acting on the engine's ``Step``;
* ``payable``, ``feasible``, ``can_begin``: whether a cost can be paid in full, whether an
  optional part could do anything, whether a power starting with it can be used;
* ``BLOCKS``: for a compound primitive, the fields that hold nested effects;
* the decisions it asks: ``Decision`` classes declared beside it in the same module.

Tables (every effect, every decision, every grammar rule, the tags) are built from these
declarations by ``wingspan_rules.effects``; nothing here imports the engine or the language.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, cast

from attrs import frozen

from .._text import either as either  # re-exported for the primitives
from .._text import plural as plural
from .._text import top_cards as top_cards
from ..state.enums import Food, Habitat, Nest, Timing
from ..state.model import HONEST_OFFERS
from ..state.moves import TakeAmount
from ..state.protocol import PowerContext, Slot
from .phrasing import Phrase as Phrase
from .phrasing import PhraseNode as PhraseNode
from .phrasing import Reading as Reading
from .predicates import Predicate
from .walk import effects_at as effects_at
from .walk import walk_effects as walk_effects

if TYPE_CHECKING:
    from ..state.events import Event
    from ..state.moves import Move
    from ..state.protocol import Decision, StepOps, View
    from .catalog import CardSet


class Zone(enum.Enum):
    """Where cards, food and dice come from or go to."""

    SUPPLY = "supply"  # the unlimited food supply
    BIRDFEEDER = "birdfeeder"
    HAND = "hand"
    DECK = "deck"
    TRAY = "tray"
    TRAY_OR_DECK = "tray or deck"  # "draw a card": each card from the tray or the deck (rules 3.7)
    REVEALED = "revealed"  # the card(s) this power revealed
    GAINED = "gained"  # the food this power just gained ("cache it")


class Which(enum.Enum):
    THIS = "this"  # the bird carrying the power
    ANY = "any"  # any of your birds, this one included (rules 3.12)
    OTHER = "other"  # any of your birds except this one


class Place(enum.Enum):
    """Where a selected bird lies, seen from the bird whose power runs (a bird selector's
    place condition: "in this column", "in this habitat", "in another habitat", "next to this
    bird")."""

    COLUMN = "this column"  # a column this bird covers (a sideways bird covers two), any row
    HABITAT = "this habitat"  # this bird's row
    OTHER_HABITAT = "another habitat"  # a row other than this bird's
    NEIGHBOUR = "next to this bird"  # just left or right of this bird in its row
    LEFT = "left of this bird"  # anywhere to the left of this bird in its row (Asia)
    #: just left or right of it, or above or below it in its column (rules-expansions 9.2.8)
    ADJACENT = "adjacent to this bird"

    @property
    def words(self) -> str:
        """The place in English, after "one of your birds"."""
        return _PLACE_WORDS[self]


_PLACE_WORDS = {
    Place.COLUMN: "in this bird's column",
    Place.HABITAT: "in this bird's habitat",
    Place.OTHER_HABITAT: "in a habitat other than this bird's",
    Place.NEIGHBOUR: "next to this bird",
    Place.LEFT: "to the left of this bird in its row",
    Place.ADJACENT: "next to this bird, or just above or below it",
}


@frozen
class BirdTarget:
    """A bird selector: which of the acting player's birds (powers never reach another mat
    unless they say so).

    ``where``: conditions every selected bird passes (the bonus cards' bird conditions: a nest,
    a habitat, a food in the cost, a wingspan, points, eggs...); ``place``: where it lies seen
    from the bird whose power runs. ``distinct`` requires a bird not already chosen by an
    earlier step of the same power ("1 additional bird").
    """

    which: Which = Which.ANY
    distinct: bool = False
    where: tuple[Predicate, ...] = ()
    place: Place | None = None

    #: The fields of older saves, before every condition was one of ``where`` (see
    #: ``upgrade_saved``), with the types they were saved as.
    LEGACY: ClassVar[dict[str, Any]] = {"nests": tuple[Nest, ...], "habitat": Habitat | None}

    @classmethod
    def upgrade_saved(cls, value: dict[str, Any]) -> dict[str, Any]:
        """An older save's selector, whose nest and habitat conditions were fields of their
        own, in today's form (a saved game paused on such a selector still loads)."""
        if not any(name in value for name in cls.LEGACY):
            return value
        if "where" in value:
            raise ValueError("a bird selector with both 'where' and the older 'nests'/'habitat'")
        value = dict(value)
        where: list[Any] = []
        nests = value.pop("nests", [])
        if nests != []:  # anything else than no nest is read as a condition, and checked there
            where.append({"type": "nest-is", "nests": nests})
        habitat = value.pop("habitat", None)
        if habitat is not None:
            where.append({"type": "in-habitat", "habitat": habitat})
        return {**value, "where": where}

    def describe(self) -> str:
        if self.which is Which.THIS:
            return "this bird"
        base = "one of your birds" if self.which is Which.ANY else "one of your other birds"
        if self.distinct:
            base += " not chosen earlier in this power"
        return base + self.condition_words()

    def condition_words(self) -> str:
        """The conditions in English, each after a space (" with a bowl nest in your forest")."""
        words = [p.describe() for p in self.where]
        if self.place is not None:
            words.append(self.place.words)
        return "".join(" " + w for w in words)


class Compiling(Reading, Protocol):
    """What the card compiler offers a phrase while it compiles it (what it offers a predicate
    or a measure, and resolving amounts, zones and targets, and the power's memory slots)."""

    timing: Any

    def amount(self, num: Any) -> int: ...
    def action_word(self, word: Any) -> Any: ...
    def zone(self, word: Any, allowed: dict[str, Zone], verb: str) -> Zone: ...
    def target(self, node: Any, each: bool = False) -> BirdTarget: ...
    def this_bird(self, node: Any, verb: str) -> None: ...
    def measure(self, node: Any) -> Any: ...
    def produce(self, slot: str) -> str: ...
    def require(self, slot: str, pos: Any, message: str, hint: str | None = None) -> str: ...
    def effect(self, node: Any) -> Any: ...


class Vocabulary:
    """Common base of the vocabulary's declarations: a tag, phrases and an English sentence."""

    __slots__ = ()
    TAG: ClassVar[str] = ""
    #: The grammar rule the phrases are alternatives of.
    KIND: ClassVar[str] = ""

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        """How the primitive is written in the card language (none: it is implied by the
        structure of a power, like "you may" or "if you do")."""
        return ()

    def describe(self) -> str:
        raise NotImplementedError(f"{type(self).__name__} does not describe itself")


class Effect(Vocabulary):
    """A primitive effect of a power (see the module docstring for what it declares)."""

    __slots__ = ()
    KIND: ClassVar[str] = "action"
    #: Fields holding nested effects (compound primitives only), in block order.
    BLOCKS: ClassVar[tuple[str, ...]] = ()
    #: The effect's own decision lets its player stop early (so "you may" needs no yes/no).
    STOPS_BY_ITSELF: ClassVar[bool] = False
    #: Only the power's owner can do it (it acts on the power's own bird, or plays a bird, which
    #: only the player whose turn it is may do): the compiler refuses it under a block of players.
    OWNER_ONLY: ClassVar[bool] = False
    #: Its second block is what its first pays for ("X. If you do, Y"; ``IfDone``).
    PAYS_FOR: ClassVar[bool] = False
    #: Whether it is a payment as the cost of an "if you do" (``is_payment``); None: when it
    #: declares when it can be paid (``payable`` or ``can_begin``).
    PAYMENT: ClassVar[bool | None] = None

    @classmethod
    def each_phrases(cls) -> tuple[Phrase, ...]:
        """How a compound primitive that runs its first block (``BLOCKS``) once for each of
        something is written after "for each" (alternatives of the grammar's ``counted``;
        its compiled value has that block empty, filled by the card compiler). None for most."""
        return ()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        """Do this effect for ``actor``; ``path`` is its position in the power (``effects_at``)."""
        raise NotImplementedError(f"{type(self).__name__} does not say what it does")

    def payable(self, view: View, p: int, bird: int) -> bool:
        """Whether ``p`` can do this in full as a cost (partial payment is impossible)."""
        return True

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        """Whether doing this now could change anything (an impossible option is not offered)."""
        return True

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        """Whether a power starting with this effect can be used: its cost can be paid."""
        return self.payable(view, p, bird)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Whether doing this now could change the game beyond the record of its use (its
        events, the power's own context): what the honest offers ask of every part of a power
        (``GameConfig.offers``, ``worth_offering``). By default, what ``feasible`` says; a
        family whose ``feasible`` says yes to a do-nothing overrides this."""
        return self.feasible(view, p, power)

    def blocks(self) -> tuple[tuple[Effect, ...], ...]:
        return tuple(getattr(self, name) for name in self.BLOCKS)

    def tucks_cards(self) -> bool:
        """Whether this effect tucks cards from the hand or the deck (a flocking power)."""
        return False

    def says_tuck(self) -> bool:
        """Whether this effect tucks a card, from anywhere: what the Automa's Citizen
        Scientist reads on a tray card (its ruling: the powers that say "tuck")."""
        return self.tucks_cards()

    def spendable_cache(self) -> tuple[Food, ...]:
        """The foods cached on the bird that its owner may spend (a standing permission)."""
        return ()

    def chooses_amount(self) -> bool:
        """Whether this effect's own decisions let its player do fewer than its ``amount``,
        down to none ("stop"), so that "up to N" is the effect itself. Otherwise "up to N" of
        an effect with an ``amount`` repeats it done once (``UpTo``)."""
        return False


class Delayable(Effect):
    """A primitive a power may hold back until the end of the turn under way ("... at end of
    turn", its field ``at_end_of_turn``): a pink power's "at the end of their turn" (rules
    9.1). ``resolve`` then leaves it waiting in the stack (``StepOps.at_turn_end``), and
    ``resolve_now`` does it when the turn ends, or at once when no turn is under way."""

    __slots__ = ()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if getattr(self, "at_end_of_turn", False) and step.at_turn_end(actor, path):
            return
        self.resolve_now(step, actor, path)

    def resolve_now(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        """Do this effect for ``actor`` now."""
        raise NotImplementedError(f"{type(self).__name__} does not say what it does")

    def later_words(self) -> str:
        """ ", at the end of this turn" for an effect held back, else nothing (for
        ``describe``)."""
        return ", at the end of this turn" if getattr(self, "at_end_of_turn", False) else ""


def check_later(node: PhraseNode, ctx: Compiling, later: bool) -> bool:
    """Whether a phrase ends with "at end of turn" (``later``), which only a power run during
    a turn can say (not a round-end or game-end power)."""
    if later and ctx.timing in (Timing.ROUND_END, Timing.GAME_END):
        words = ctx.timing.words
        ctx.fail(
            node.pos, f"'at end of turn' needs a power run during a turn, not a '{words}' power"
        )
    return later


class Condition(Vocabulary):
    """A test inside a power ("if ...", "hunt succeeds if ...")."""

    __slots__ = ()
    KIND: ClassVar[str] = "condition"

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        """Whether the test holds now, for the player ``actor`` doing the power ``power``."""
        raise NotImplementedError(f"{type(self).__name__} does not say when it holds")


class PlayerScope(Vocabulary):
    """Who does a part of a power ("all players: ...")."""

    __slots__ = ()
    KIND: ClassVar[str] = "scope"

    def players(self, view: View, actor: int) -> list[int] | None:
        """The players in order, or None when the acting player chooses (``ask``)."""
        raise NotImplementedError(f"{type(self).__name__} does not say who it reaches")

    def ask(self, actor: int, power: int, block: tuple[int, ...]) -> Decision:
        """The decision of the acting player when ``players`` is None: whom ``block`` (of the
        running power at ``power``) reaches."""
        raise NotImplementedError(f"{type(self).__name__} asks nobody whom it reaches")


class Trigger(Vocabulary):
    """A pink power's event pattern: what another player's turn must do to trigger it."""

    __slots__ = ()
    KIND: ClassVar[str] = "trigger"
    #: The event types ``matches`` can answer True for (None: any event). The engine indexes
    #: the pink powers by these, so an event is tested only against triggers that may match it.
    EVENTS: ClassVar[tuple[type[Event], ...] | None] = None

    def matches(self, event: Event) -> bool:
        raise NotImplementedError(f"{type(self).__name__} does not say what it matches")

    def matches_in(self, event: Event, cards: CardSet) -> bool:
        """Whether ``event`` triggers this, read with the game's cards (the printed facts of a
        bird the event names: "plays a bird with a star nest"). By default ``matches``."""
        return self.matches(event)


# --- honest offers (GameConfig.offers) -----------------------------------------------------------
def honest_offers(view: View) -> bool:
    """Whether the game offers only what could change it (``GameConfig.offers`` "honest")."""
    return view.config.offers == HONEST_OFFERS


def block_could_change(
    effects: tuple[Effect, ...], view: View, p: int, power: PowerContext
) -> bool:
    """Whether some effect of a block could change the game, done now (``could_change``)."""
    return any(effect.could_change(view, p, power) for effect in effects)


def could_run(view: View, p: int, bird: int, effects: tuple[Effect, ...], source: int = -1) -> bool:
    """Whether ``effects``, run now by ``p`` as the power of ``bird`` (a copy of card
    ``source``'s power, rules 9.3.3, when given), could begin and change the game: what a power
    that runs another power answers for ``could_change`` (activating, copying)."""
    if not effects or not effects[0].can_begin(view, p, bird):
        return False
    context = PowerContext(owner=p, bird=bird, source=source)
    return block_could_change(effects, cast("View", _Running(view, context)), p, context)


def worth_offering(
    view: View, p: int, bird: int, effects: tuple[Effect, ...], slots: tuple[Slot, ...] = ()
) -> bool:
    """Whether ``p``'s power of ``effects`` on ``bird`` is offered: its first effect can begin
    (its cost can be paid) and, under the honest offers, one of its effects could change the
    game; under the legacy reading, a power is offered whenever its cost can be paid.
    ``slots``: what the power will remember from its start (a reset's dice, ``RESET_DICE``)."""
    if not effects or not effects[0].can_begin(view, p, bird):
        return False
    if not honest_offers(view):
        return True
    context = PowerContext(owner=p, bird=bird, slots=slots)
    return block_could_change(effects, cast("View", _Running(view, context)), p, context)


class _Running:
    """The game as a power about to run sees it: its context on top of the running powers
    (a bird whose power runs cannot be covered by a bird it plays, for one), the rest as is."""

    def __init__(self, view: View, context: PowerContext) -> None:
        self._view = view
        self.powers = (*view.powers, context)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._view, name)


# --- taking fewer (rules 10.1 #1) ---------------------------------------------------------------
def takes_everything(view: View) -> bool:
    """Whether the game's house rules take a power's gains in full (``take_everything``)."""
    return view.config.house.take_everything


def fewest(view: View, actor: int, path: tuple[int, ...]) -> int:
    """The fewest units a power's gain (at ``path``, for ``actor``) may be cut down to.

    Any gain may be cut down to none (rules 10.1 #1), but when the gain is the whole power of
    its owner, taking none is declining the power, which was asked already: then the gain is
    cut down to 1 at the fewest, and the same outcome is not offered twice.
    """
    if paid_for(view, path):
        return 1
    context = view.powers[-1]
    if path != (0,) or actor != context.owner:
        return 0
    power = view.cards.birds[context.runs].power
    return 1 if power is not None and len(power.effects) == 1 else 0


def paid_for(view: View, path: tuple[int, ...]) -> bool:
    """Whether, under the honest offers, the effect at ``path`` of the running power is the
    first of what a payment paid for (the first effect of an "if you do" part, ``PAYS_FOR``,
    whose cost is a payment, ``is_payment``): such a gain is not cut down to none, which would
    pay for nothing. A cost that is no payment (a reset of the feeder or the tray) keeps it."""
    if not honest_offers(view) or len(path) < 3 or path[-1] != 0 or path[-2] != 1:
        return False
    power = view.cards.birds[view.powers[-1].runs].power  # a copy runs its source's power
    if power is None:
        return False
    holder = effects_at(power.effects, path[:-3])[path[-3]]
    cost = holder.blocks()[0] if holder.PAYS_FOR else ()
    return bool(cost) and is_payment(cost[0])


def is_payment(effect: Effect) -> bool:
    """Whether ``effect`` is a payment: as it declares (``PAYMENT``), or else when it declares
    when it can be paid (``payable`` or ``can_begin``): it may be impossible, and doing it
    gives something up ("you may" around one is one too)."""
    while effect.BLOCKS and not effect.PAYS_FOR:  # "you may ...": its first effect
        body = effect.blocks()[0]
        if not body:
            return False
        effect = body[0]
    kind = type(effect)
    if kind.PAYMENT is not None:
        return kind.PAYMENT
    return kind.payable is not Effect.payable or kind.can_begin is not Effect.can_begin


def amounts(most: int, least: int) -> list[Move]:
    """The options of a "how many" question: ``most`` down to ``least``."""
    return [TakeAmount(n) for n in range(most, least - 1, -1)]
