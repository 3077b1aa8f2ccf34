"""The extension points of the base game: where an expansion plugs in its rules.

The base game's frames and board queries ask these registries instead of naming any
expansion's primitives:

* **play rules** (``PlayRule``): other ways a bird may be played (rules 3.3 says: pay its egg
  and food costs, at the end of its row), e.g. lying over two spaces, on top of another bird,
  cards from the hand paying for food;
* **payment sources** (``PaymentSource``): food beyond the personal supply that may pay a
  cost, e.g. food cached on a bird whose power lets it be spent;
* **food rules** (``FoodRule``): a food type's own payment rule (wild for bird costs, never
  given up in a 2-for-1), where it goes when spent, and whether it is discarded at round end;
* **round-end steps** (``RoundEndStep``): work done at the end of each round, after the
  round-end (teal) powers and before the round's goal is scored;
* **mat layouts** (``mat.MatLayout``): the player mat used when the expansion's set is in the
  game (each column's benefit, conversion and egg cost);
* **card zones** (``CardZone``): a named zone of a player's board holding cards that are not
  birds (``Player.zones``);
* **after-action steps** (``AfterActionStep``): work offered after the brown powers of a
  food, egg or card action;
* **score categories** (``ScoreCategory``): points counted for each player at game end, a
  column of the score breakdown;
* **dice, starting food, mat slots** (``Expansion.die``, ``starting_food``, ``MatSlots``): the
  faces of the game's food dice, food each player takes at setup beyond the base game's, and
  the frames a mat's action slot pushes around its benefit (a reset first, conversions after).

Which hooks are in force depends on the game: an expansion's food rules, round-end steps,
mat, after-action steps and score categories count only in a game whose ``GameConfig.sets``
names one of its ``sets`` (``active``), so registering an expansion changes nothing in a game
without its cards, unless its options say otherwise (``Expansion.in_force``: a table choice,
such as Oceania's mats and dice with other sets).

An expansion declares what it adds in one ``Expansion`` value, and the package that loads the
expansions (``wingspan_rules.expansions``, imported by the top-level package) hands it to
``register``. The registries are read per card set: which birds a play rule concerns and
whether a payment source can hold anything are facts of the cards alone, computed once per
``CardSet`` (``CardSet.derived``). A game whose cards use none of them (the base game alone)
finds empty tables and takes the base game's path, with no per-card test of any expansion's
rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from attrs import frozen

from ..state.enums import BASE_DIE, BASE_FOODS, NO_FOOD, Action, DieFace, Food, Habitat
from ..state.model import Bird, GameConfig, GameState, Player, Table, card_set_name
from ..state.modes import ExpansionOptions
from ..state.protocol import Frame, GameStep, StepOps, View
from .bonus_birds import BonusBirds
from .mat import BASE_MAT, MatLayout
from .payment import BASE_RULES, FoodRules

if TYPE_CHECKING:
    from .cards import BirdCard, FoodCost
    from .catalog import CardSet


class PlayRule(Protocol):
    """A way of playing a bird that differs from paying its costs at the end of its row.

    ``concerns`` is asked once per card set and bird; every other method only for the birds it
    concerns. The methods that may decline return ``None`` or ``False`` to leave the base
    game's rule in force.
    """

    def concerns(self, card: BirdCard) -> bool:
        """Whether this rule ever changes how ``card`` is played (a fixed fact of the card)."""
        ...

    def playable_anyway(self, view: View, p: int, card: BirdCard, habitat: Habitat) -> bool:
        """Whether ``card`` may be played into ``habitat`` whatever its costs and free spaces."""
        ...

    def cheapest_cost(self, view: View, p: int, card: BirdCard) -> FoodCost | None:
        """The lowest food cost this rule lets ``card`` be paid with now (None: its own)."""
        ...

    def reduced_cost(self, card: BirdCard, instead: int) -> FoodCost | None:
        """``card``'s food cost once ``instead`` parts of it were paid otherwise (None: no
        change)."""
        ...

    def start(self, step: StepOps, p: int, card: int, habitat: Habitat) -> bool:
        """Begin the play of ``card`` in ``habitat`` with this rule's own decision; False: the
        base game's payment follows."""
        ...

    def begin_payment(self, step: StepOps, p: int, card: int) -> bool:
        """Ask for ``card``'s food cost this rule's way (the ``PlaceBird`` frame is pending);
        False: the base game's ``PayFood``."""
        ...

    def place(self, view: View, p: int, card: int, habitat: Habitat, bird: Bird) -> Bird:
        """The bird as it is placed at the end of ``habitat``'s row (e.g. lying sideways)."""
        ...

    def may_lie_sideways(self, card: BirdCard) -> bool:
        """Whether a bird of this card may cover two spaces of a row (checked in saves)."""
        ...


#: What a cost pays for (``PaymentSource.available``): a bird's food cost, a power's cost
#: ("discard 1 seed ...", a trade), or either (``ANY_COST``: the most a source could give).
FOR_BIRD, FOR_POWER, ANY_COST = "bird", "power", ""


class PaymentSource(Protocol):
    """Food a player may spend like food of their supply, held somewhere else; some of it
    only for some costs (``purpose``: ``FOR_BIRD`` or ``FOR_POWER``)."""

    def concerns(self, cards: CardSet) -> bool:
        """Whether this source can ever hold food in a game of ``cards`` (a fixed fact)."""
        ...

    def available(self, player: Player, cards: CardSet, purpose: str = ANY_COST) -> tuple[int, ...]:
        """Per food type, what ``player`` may spend from this source now on a cost of
        ``purpose``."""
        ...

    def gives_jokers(self, cards: CardSet) -> bool:
        """Whether this source can ever hold jokers in a game of ``cards`` (a fixed fact:
        ``joker_sources``)."""
        ...

    def jokers(self, player: Player, cards: CardSet, purpose: str = ANY_COST) -> tuple[int, ...]:
        """Per food type, the tokens of ``available`` that may also pay one food icon of any
        type but nectar (jokers: ``effects.payment.can_afford``); none for most sources."""
        ...

    def spend(
        self,
        step: StepOps,
        p: int,
        food: Food,
        amount: int,
        purpose: str = ANY_COST,
        jokers: bool | None = None,
    ) -> None:
        """Spend ``amount`` ``food`` of this source on a cost of ``purpose`` (it holds that
        much for it); ``jokers``: only tokens that are jokers (True), only others (False),
        or any (None)."""
        ...


class FoodSpent(Protocol):
    """Where spent tokens of a food go instead of the supply (e.g. the habitat's spent space)."""

    def __call__(self, step: StepOps, p: int, amount: int, habitat: Habitat) -> None:
        """``p`` spent ``amount`` tokens of the food (already gone from the supply) for
        ``habitat``: paying for a bird played there, for a power of a bird there, or for a
        conversion or reset of that row of the mat."""
        ...


@frozen
class FoodRule:
    """A food type's own rules (the base foods declare none and pay as rules 3.3 says).

    ``wild``: a token of it pays any food icon of a bird's cost, one for one; ``exchangeable``:
    whether it may be one of the two tokens given up for one in a 2-for-1; ``spent``: called
    when tokens of it paid for a bird (None: they return to the supply); ``discard_at_round_end``:
    every player's unused tokens of it are discarded at each round's end (after the round-end
    powers, before the goal; with ``discard_after_goal``, right after the goal is scored);
    ``spent_at_setup``: tokens discarded at setup for the kept birds are spent for that
    habitat (``spent`` is called; None: they return to the supply); ``counts_as_type``: it is
    one of the food types a supply holds for a count of types ("exactly 5 different food
    types", rules-expansions U6: ``effects.supply``).
    """

    food: Food
    wild: bool = False
    exchangeable: bool = True
    spent: FoodSpent | None = None
    discard_at_round_end: bool = False
    discard_after_goal: bool = False
    spent_at_setup: Habitat | None = None
    counts_as_type: bool = True


class RoundEndStep(Protocol):
    """Work an expansion does at the end of each round, after the round-end powers."""

    name: str

    def run(self, step: GameStep) -> None:
        """Do the step (it may push decisions: they are answered before the next step)."""
        ...


class AfterActionStep(Protocol):
    """Work an expansion offers after an action's brown powers (e.g. a hummingbird action)."""

    name: str

    def run(self, step: GameStep, p: int, action: Action, started: Action | None = None) -> None:
        """Offer the step to ``p``, whose ``action`` (food, eggs or cards) is complete; the
        cube ended on ``action``'s row, moved there by a bird from ``started``'s row when
        ``started`` is given (``StepOps.move_cube``)."""
        ...


@frozen
class CardZone:
    """A zone of each player's board holding an expansion's cards that are not birds
    (``Player.zones``): ``name`` is its key, ``cards`` the number of cards of its kind (the
    ids a zone may hold are ``0 .. cards - 1``, checked in saves). ``label``: how a view names
    it (its name if empty); ``habitat``: the row of the mat it belongs to, if any (a view shows
    it beside that row: Oceania's spent-nectar spaces).

    ``shared``: the zone is one of the table's (``Table.zones``, on the first table), not one
    per player. ``kind``: zones of the same kind hold the same cards (the hummingbird deck,
    the garden piles and the players' spaces): a card lies in at most one of them, and with
    ``conserved`` each of the ``cards`` ids lies in exactly one (checked in saves).
    ``hidden``: the zone is face down (the hummingbird deck): an observation shows how many
    cards it holds, not which, and a game drawn from one deals it the unseen cards of its kind.
    ``of_birds``: a player zone recording a bird per entry (the bird card a hummingbird is
    tucked behind), each a bird of that player's mat, repeats allowed (checked in saves); an
    entry follows its bird when it is covered and goes when it is discarded
    (``effects.bird_records``). ``cards_in``: the shared zone holding the recorded cards,
    aligned with the players' records concatenated in seat order (checked in saves);
    ``discarded_to``: the shared zone a discarded entry's card goes to.
    """

    name: str
    cards: int
    label: str = ""
    habitat: Habitat | None = None
    shared: bool = False
    kind: str = ""
    conserved: bool = False
    hidden: bool = False
    of_birds: bool = False
    cards_in: str = ""
    discarded_to: str = ""


class TableFeature(Protocol):
    """A section of the learning code's observation vector that an expansion adds
    (``Expansion.observation``; ``envs.observation`` lays them out after the card zones' and
    fills them, naming no expansion): ``name`` (unique in the vector), ``high`` (every entry
    is at most this, and at least 0) and ``meaning`` (in words, for the documented layout).
    It reads only what every player sees (a face-down zone's length, never its cards): the
    players and tables it is given are a state's or an observation's alike."""

    @property
    def name(self) -> str: ...
    @property
    def high(self) -> float: ...
    @property
    def meaning(self) -> str: ...

    def length(self, players: int) -> int:
        """The number of entries of the section in a game of ``players`` players."""
        ...

    def entries(
        self, players: Sequence[Player], tables: Sequence[Table], viewer: int
    ) -> Iterator[tuple[int, float]]:
        """The section's non-zero entries (index, value) for ``viewer``; seats relative to
        the viewer (the viewer is 0, the next player clockwise 1...)."""
        ...


class SetupStep(Protocol):
    """Work an expansion does at setup, after the mode's own setup (its components dealt)."""

    name: str

    def run(self, step: GameStep) -> None:
        """Set up the expansion's components on ``step`` (no decision may be asked)."""
        ...


@frozen
class ScoreCategory:
    """Points an expansion or a mode scores for each player at game end: ``name`` is the
    category's key (in ``PlayerScore.extra`` and the JSON view), ``label`` its column in a score
    table, ``count(state, cards)`` what each player scores, in seat order (a majority needs them
    all), and ``summary`` its words in a one-line summary of a game (``wingspan simulate``; by
    default its label)."""

    name: str
    label: str
    count: Callable[[GameState, CardSet], tuple[int, ...]]
    summary: str = ""
    #: What the rival that is no player (``ModeOptions.RIVAL_SEATS``) scores in the category
    #: when the mode gives it a place there (a majority: ``Variant.rival_majority``); None:
    #: no rival ever scores it.
    rival_count: Callable[[GameState, CardSet], int] | None = None

    @property
    def summary_words(self) -> str:
        """How a one-line summary names the category."""
        return self.summary or self.label


@frozen
class Expansion:
    """What an expansion adds to the base game, declared once in its package.

    ``sets``: the card set names it serves (its card files); ``modules``: the modules
    declaring its primitives, conditions and decisions (joined to the vocabulary's tables);
    ``frame_modules``: modules declaring frames built on the engine's (joined to the frame
    types by ``wingspan_rules.frames``); ``play_rules`` and ``payment_sources``: its hooks into the base game's bird play and
    payment; ``packs``: its card files are packs, each playable alone.
    """

    name: str
    sets: tuple[str, ...]
    modules: tuple[ModuleType, ...] = ()
    frame_modules: tuple[ModuleType, ...] = ()
    play_rules: tuple[PlayRule, ...] = ()
    payment_sources: tuple[PaymentSource, ...] = ()
    food_rules: tuple[FoodRule, ...] = ()
    round_end_steps: tuple[RoundEndStep, ...] = ()
    mat: MatLayout | None = None
    zones: tuple[CardZone, ...] = ()
    after_action_steps: tuple[AfterActionStep, ...] = ()
    score_categories: tuple[ScoreCategory, ...] = ()
    #: What it adds to the bonus cards' counts (``BonusBirds``).
    bonus_birds: tuple[BonusBirds, ...] = ()
    #: Whether each card file of its sets is a pack a game may play alone: ``"promos:canada"``
    #: in ``GameConfig.sets`` is ``cards/promos/canada.wsp`` (the loader reads it).
    packs: bool = False
    # --- the dice, the starting food, the mat's slots and the modes an expansion brings ---
    #: The faces of every food die of a game with the expansion's set (None: the base die).
    die: tuple[DieFace, ...] | None = None
    #: The name of that die where a table's dice are not all alike (``Table.feeder_kinds``;
    #: empty: the expansion's name).
    die_kind: str = ""
    #: How many of a table's five dice are that die in a mode whose feeders mix dice
    #: (``ModeOptions.MIXED_DICE``), the others base dice (0: all five are, as in any mode).
    mixed_dice: int = 0
    #: Food each player takes at setup beyond the base game's (per food type; empty: none).
    starting_food: tuple[int, ...] = ()
    #: What the mat's action slots add around their benefit (None: the base game's conversion).
    mat_slots: MatSlots | None = None
    #: Work done at setup, in order (``SetupStep``), after the mode's own setup.
    setup_steps: tuple[SetupStep, ...] = ()
    #: The expansion's own moves (``state.moves.ModeMove`` subclasses: a ``TAG`` and a
    #: ``label`` each), joined after the modes' in ``wingspan_rules.moves.MOVE_TYPES``.
    moves: tuple[type, ...] = ()
    #: The expansion's own events (``state.events.BaseEvent`` subclasses: a ``TAG`` and a
    #: ``narrate`` each), joined after the modes' in ``wingspan_rules.events.EVENT_TYPES``.
    events: tuple[type, ...] = ()
    #: The sections of the observation vector showing its public state beyond the card
    #: zones' sizes (``TableFeature``: the garden's face-up tops, what lies in each space).
    observation: tuple[TableFeature, ...] = ()
    #: The values of the fields of its moves the action encoding has no rule for, as (field
    #: name, what they are in words, every value in id order).
    move_fields: tuple[tuple[str, str, tuple[Any, ...]], ...] = ()
    # --- an expansion's options ---
    #: The class of its options in ``GameConfig.expansions`` (its [U] facts and table
    #: choices, each with the suggested default), or None for an expansion with none.
    options: type[ExpansionOptions] | None = None
    #: What of the expansion is in force in a game whose options are ``options``, ``named``
    #: telling whether the game's sets name one of its sets: itself, a part of it (an
    #: ``Expansion`` holding fewer hooks) or None. None (the field): all of it exactly when
    #: named. An expansion whose options choose its table (Oceania's mats and dice) sets it.
    in_force: Callable[[tuple[ExpansionOptions, ...], bool], Expansion | None] | None = None
    #: The rules resting on an unconfirmed reading (rules-expansions A), as (its number, the
    #: field of ``options`` that sets it, what rests on it): ``wingspan check`` lists them.
    unconfirmed: tuple[tuple[str, str, str], ...] = ()


def has_packs(name: str) -> bool:
    """Whether the card set ``name`` is served by an expansion whose card files are packs."""
    return any(e.packs and name in e.sets for e in REGISTERED)


class MatSlots(Protocol):
    """The frames a mat's action slot pushes around its benefit, replacing the base game's
    conversion (rules 2.3): ``under`` (pushed before the benefit, so run after it: conversions)
    and ``over`` (pushed after it, so run first: a reset first). Asked once per slot and player
    (the frames are kept, as the base game's are)."""

    def frames(
        self, p: int, action: Action, spaces: int
    ) -> tuple[tuple[Frame, ...], tuple[Frame, ...]]:
        """(``under``, ``over``), each in push order, for ``p``'s ``action`` with ``spaces`` of
        its row covered."""
        ...


#: The expansions registered, in the order registered.
REGISTERED: list[Expansion] = []


@frozen
class InForce:
    """The hooks in force in a game of some card sets: those of the expansions serving one of
    them (``active``). Empty for the base game."""

    food_rules: tuple[FoodRule, ...] = ()
    round_end_steps: tuple[RoundEndStep, ...] = ()
    mat: MatLayout = BASE_MAT
    zones: tuple[CardZone, ...] = ()
    after_action_steps: tuple[AfterActionStep, ...] = ()
    score_categories: tuple[ScoreCategory, ...] = ()
    bonus_birds: tuple[BonusBirds, ...] = ()
    setup_steps: tuple[SetupStep, ...] = ()
    observation: tuple[TableFeature, ...] = ()
    #: The food rules as the payment functions read them.
    payment: FoodRules = BASE_RULES
    die: tuple[DieFace, ...] = BASE_DIE
    #: The name of that die (``Expansion.die_kind``) and how many of a mixed feeder's dice
    #: are that die (``Expansion.mixed_dice``; 0: no mix): ``effects.dice``.
    die_kind: str = "base"
    mixed_dice: int = 0
    #: Food each player takes at setup beyond the base game's (``NO_FOOD``: none).
    starting_food: tuple[int, ...] = NO_FOOD
    mat_slots: MatSlots | None = None
    #: The food types of the game: the base game's, then those of the food rules (a "wild"
    #: food of a power may be any of them: ``game_foods``).
    foods: tuple[Food, ...] = BASE_FOODS
    #: The zones of bird records (``CardZone.of_birds``; none: nothing else is tucked).
    bird_records: tuple[CardZone, ...] = ()

    @property
    def round_end_work(self) -> bool:
        """Whether anything happens between the round-end powers and the goal."""
        return bool(self.round_end_steps) or any(r.discard_at_round_end for r in self.food_rules)


_IN_FORCE: dict[object, InForce] = {}
#: How many configurations it keeps at most (any configuration may name its sets and options).
_MAX_IN_FORCE = 64


def active(game: GameConfig | tuple[str, ...]) -> InForce:
    """The hooks in force in a game of the configuration ``game`` (or, given a tuple of card
    set names, a game of those sets with every expansion's default options). By default an
    expansion's hooks are in force exactly when the sets name one of its sets (a pack,
    ``"promos:canada"``, puts its set's in force); an expansion whose options choose its table
    (``Expansion.in_force``: Oceania's cards on the base mats and dice, or its mats and dice
    with other sets) answers what of it is in force.

    Kept per (sets, options): a base game's key is its sets tuple alone, so the lookup costs
    one dict probe (registering or unregistering an expansion forgets them)."""
    if type(game) is tuple:
        sets: tuple[str, ...] = game
        options: tuple[ExpansionOptions, ...] = ()
    else:
        sets, options = game.sets, game.expansions  # type: ignore[union-attr]
    key: object = (sets, options) if options else sets
    found = _IN_FORCE.get(key)
    if found is None:
        found = _in_force(sets, options)
        if len(_IN_FORCE) >= _MAX_IN_FORCE:
            _IN_FORCE.clear()
        _IN_FORCE[key] = found
    return found


def _in_force(sets: tuple[str, ...], options: tuple[ExpansionOptions, ...]) -> InForce:
    names = {card_set_name(s) for s in sets}
    serving: list[Expansion] = []
    for e in REGISTERED:
        named = any(s in names for s in e.sets)
        part = e.in_force(options, named) if e.in_force is not None else (e if named else None)
        if part is not None:
            serving.append(part)
    mats = [e.mat for e in serving if e.mat is not None]
    dice = [e for e in reversed(serving) if e.die is not None]  # the last declared wins
    food_rules = merge_food_rules(r for e in serving for r in e.food_rules)
    return InForce(
        food_rules=food_rules,
        round_end_steps=tuple(s for e in serving for s in e.round_end_steps),
        mat=mats[-1] if mats else BASE_MAT,
        zones=tuple(z for e in serving for z in e.zones),
        bird_records=tuple(z for e in serving for z in e.zones if z.of_birds),
        after_action_steps=tuple(s for e in serving for s in e.after_action_steps),
        score_categories=tuple(c for e in serving for c in e.score_categories),
        bonus_birds=tuple(b for e in serving for b in e.bonus_birds),
        setup_steps=tuple(s for e in serving for s in e.setup_steps),
        observation=tuple(f for e in serving for f in e.observation),
        payment=FoodRules(
            wild=frozenset(r.food for r in food_rules if r.wild),
            kept=frozenset(r.food for r in food_rules if not r.exchangeable),
        )
        or BASE_RULES,  # the base game's own object: ``can_afford`` tells it by identity
        die=dice[0].die or BASE_DIE if dice else BASE_DIE,
        die_kind=(dice[0].die_kind or dice[0].name) if dice else "base",
        mixed_dice=dice[0].mixed_dice if dice else 0,
        starting_food=_more_food(e.starting_food for e in serving),
        mat_slots=next((e.mat_slots for e in reversed(serving) if e.mat_slots is not None), None),
        foods=BASE_FOODS + tuple(r.food for r in food_rules if r.food not in BASE_FOODS),
    )


def merge_food_rules(rules: Iterable[FoodRule]) -> tuple[FoodRule, ...]:
    """One rule per food, in the order first declared: when several packages declare the same
    food (nectar: Oceania and the Americas, ``effects.nectar``), the first rule keeping spent
    tokens somewhere (``FoodRule.spent``) wins over those returning them to the supply."""
    merged: dict[Food, FoodRule] = {}
    for rule in rules:
        held = merged.get(rule.food)
        if held is None or (held.spent is None and rule.spent is not None):
            merged[rule.food] = rule
    return tuple(merged.values())


def _more_food(extras: Iterable[tuple[int, ...]]) -> tuple[int, ...]:
    """The sum of the expansions' extra starting food, per food type."""
    total = list(NO_FOOD)
    for extra in extras:
        for food, amount in enumerate(extra):
            total[food] += amount
    return tuple(total)


def game_foods(view: View) -> tuple[Food, ...]:
    """The food types of ``view``'s game, those a power's "wild" food may be (Oceania's nectar
    too: rules-expansions 9.2.3); the base game's five without an expansion's food rule."""
    return active(view.config).foods


def food_rule(game: GameConfig | tuple[str, ...], food: Food) -> FoodRule | None:
    """The rule of ``food`` in a game of ``game`` (None: the base game's)."""
    for rule in active(game).food_rules:
        if rule.food is food:
            return rule
    return None


def round_end_step(game: GameConfig | tuple[str, ...], name: str) -> RoundEndStep:
    """The round-end step called ``name`` in a game of ``game``."""
    for s in active(game).round_end_steps:
        if s.name == name:
            return s
    raise KeyError(f"no round-end step {name!r} in this game")


def after_action_step(game: GameConfig | tuple[str, ...], name: str) -> AfterActionStep:
    """The after-action step called ``name`` in a game of ``game``."""
    for s in active(game).after_action_steps:
        if s.name == name:
            return s
    raise KeyError(f"no after-action step {name!r} in this game")


def declared_category(name: str) -> ScoreCategory | None:
    """The score category called ``name`` an expansion declares (None: none does)."""
    return next((c for e in REGISTERED for c in e.score_categories if c.name == name), None)


def unregister(name: str) -> None:
    """Remove the expansion called ``name`` (tests register a toy expansion for a while)."""
    REGISTERED[:] = [e for e in REGISTERED if e.name != name]
    _IN_FORCE.clear()


def register(expansion: Expansion) -> None:
    """Add ``expansion``'s hooks to the base game's registries (once). Its vocabulary modules
    are added to the vocabulary's tables first (``effects.add_vocabulary``), before anything
    reads them."""
    if any(e.name == expansion.name for e in REGISTERED):
        return
    REGISTERED.append(expansion)
    _IN_FORCE.clear()


def frame_modules() -> tuple[ModuleType, ...]:
    """The modules declaring the registered expansions' frames built on the engine's."""
    return tuple(m for e in REGISTERED for m in e.frame_modules)


def play_rules(cards: CardSet) -> dict[int, tuple[PlayRule, ...]]:
    """The play rules concerning each bird of ``cards`` (only birds some rule concerns), derived
    once per card set."""
    found: dict[int, tuple[PlayRule, ...]] | None = cards.derived.get("play-rules")
    if found is None:
        rules = [r for e in REGISTERED for r in e.play_rules]
        found = {}
        for i, bird in enumerate(cards.birds):
            concerning = tuple(r for r in rules if r.concerns(bird))
            if concerning:
                found[i] = concerning
        cards.derived["play-rules"] = found
    return found


def rules_for(cards: CardSet, card: int) -> tuple[PlayRule, ...]:
    """The play rules concerning bird ``card`` (empty for most birds, and every bird of a card
    set that uses none)."""
    return play_rules(cards).get(card, ())


def payment_sources(cards: CardSet) -> tuple[PaymentSource, ...]:
    """The payment sources that can hold food in a game of ``cards``, derived once."""
    found: tuple[PaymentSource, ...] | None = cards.derived.get("payment-sources")
    if found is None:
        found = tuple(s for e in REGISTERED for s in e.payment_sources if s.concerns(cards))
        cards.derived["payment-sources"] = found
    return found


def extra_food(player: Player, cards: CardSet, purpose: str = ANY_COST) -> tuple[int, ...]:
    """Per food type, what ``player`` may spend beyond their supply on a cost of ``purpose``
    (every payment source)."""
    counts = [0] * len(player.food)
    for source in payment_sources(cards):
        for food, amount in enumerate(source.available(player, cards, purpose)):
            counts[food] += amount
    return tuple(counts)


def joker_sources(cards: CardSet) -> tuple[PaymentSource, ...]:
    """The payment sources that can hold jokers in a game of ``cards``, derived once (none in
    most games: then no listing of a bird's payments asks for jokers)."""
    found: tuple[PaymentSource, ...] | None = cards.derived.get("joker-sources")
    if found is None:
        found = tuple(s for s in payment_sources(cards) if s.gives_jokers(cards))
        cards.derived["joker-sources"] = found
    return found


def extra_jokers(player: Player, cards: CardSet, purpose: str = ANY_COST) -> tuple[int, ...]:
    """Per food type, the tokens of ``extra_food`` that may pay a food icon of any type but
    nectar on a cost of ``purpose`` (``PaymentSource.jokers``; all 0 in most games)."""
    counts = [0] * len(player.food)
    for source in joker_sources(cards):
        for food, amount in enumerate(source.jokers(player, cards, purpose)):
            counts[food] += amount
    return tuple(counts)


def spend_extra(
    step: StepOps,
    p: int,
    food: Food,
    amount: int,
    purpose: str = ANY_COST,
    jokers: bool | None = None,
) -> None:
    """Spend ``amount`` ``food`` from the payment sources on a cost of ``purpose``, in the
    order registered; ``jokers``: only jokers (True), none (False) or any tokens (None)."""
    for source in payment_sources(step.cards):
        if amount <= 0:
            return
        player = step.players[p]
        held = source.available(player, step.cards, purpose)[food]
        if jokers is not None:
            wild = source.jokers(player, step.cards, purpose)[food]
            held = wild if jokers else held - wild
        taken = min(amount, held)
        if taken:
            source.spend(step, p, food, taken, purpose, jokers)
            amount -= taken


def start_play(step: StepOps, p: int, card: int, habitat: Habitat) -> bool:
    """Whether a play rule began the play of ``card`` with its own decision (the base game's
    payment follows otherwise)."""
    return any(r.start(step, p, card, habitat) for r in rules_for(step.cards, card))


def begin_payment(step: StepOps, p: int, card: int) -> bool:
    """Whether a play rule asks for ``card``'s food cost its own way."""
    return any(r.begin_payment(step, p, card) for r in rules_for(step.cards, card))


def cost_after(cards: CardSet, card: int, instead: int) -> FoodCost:
    """Bird ``card``'s food cost once ``instead`` parts of it were paid otherwise."""
    bird = cards.birds[card]
    if instead:
        for rule in rules_for(cards, card):
            cost = rule.reduced_cost(bird, instead)
            if cost is not None:
                return cost
    return bird.cost


def placed(view: View, p: int, card: int, habitat: Habitat) -> Bird:
    """Bird ``card`` as it is placed at the end of ``p``'s ``habitat`` row."""
    bird = Bird(card)
    for rule in rules_for(view.cards, card):
        bird = rule.place(view, p, card, habitat, bird)
    return bird


def card_may_lie_sideways(card: BirdCard) -> bool:
    """Whether a bird of ``card`` may cover two spaces of a row, by any registered play rule."""
    return any(r.concerns(card) and r.may_lie_sideways(card) for r in _all_rules())


def _all_rules() -> tuple[PlayRule, ...]:
    return tuple(r for e in REGISTERED for r in e.play_rules)
