"""Primitives of the European round-end (teal) powers (rules 9.1): laying on every bird of a
habitat with no egg, caching per predator of a chosen player, laying per other bird of a nest,
discarding food to tuck from the deck, repeating a part of a power for each action cube on
another player's habitat, and the condition "if you used all 4 actions this round".

They are ordinary primitives: any power may use them, whatever its timing.
"""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import field, frozen

from ...effects._base import (
    Compiling,
    Condition,
    Effect,
    Phrase,
    PhraseNode,
    Which,
    Zone,
    amounts,
    block_could_change,
    either,
    fewest,
    plural,
    takes_everything,
)
from ...effects.board import can_draw, food_to_pay, locate, spend_food
from ...effects.food import FROM_CACHE_OR_SUPPLY, spend_source
from ...state.enums import ACTION_HABITAT, Food, Habitat, Nest
from ...state.fields import BIRD, PLAIN, PLAYER
from ...state.moves import ChooseOtherPlayer, DiscardFood, LayEgg, Move, Stop, TakeAmount, TuckCard
from ...state.protocol import Decision, Naming, PowerContext, StepOps, View
from ...state.values import evolve

_STOP = Stop()


def _room(view: View, p: int, bird: int) -> int:
    """Eggs ``p``'s bird ``bird`` can still take."""
    where = locate(view.players[p], bird)
    if where is None:
        return 0
    habitat, column = where
    held = view.players[p].mat[habitat][column].eggs
    return max(0, view.cards.birds[bird].egg_limit - held)


def _lay_on_this(step: StepOps, p: int, bird: int, eggs: int) -> None:
    """Lay up to ``eggs`` eggs on ``p``'s bird ``bird`` (as many as it has room for)."""
    where = locate(step.players[p], bird)
    if where is None:
        step.set_done(False)
        return
    for _ in range(min(eggs, _room(step, p, bird))):
        step.lay_egg(p, where[0], where[1])
    if eggs <= 0:
        step.set_done(False)


def _lay_on_this_or_fewer(step: StepOps, p: int, bird: int, eggs: int, least: int) -> None:
    """Lay up to ``eggs`` eggs on ``p``'s bird ``bird``, or fewer, down to ``least``: the player
    says how many (rules 10.1 #1) unless the house rules take gains in full."""
    most = min(eggs, _room(step, p, bird))
    least = most if takes_everything(step) else min(most, least)
    if most > least:
        step.pending.append(LayHowMany(p, most, bird, least))
        return
    _lay_on_this(step, p, bird, most)


# --- "choose a habitat with no egg: lay 1 egg on each bird in it" ------------------------------
def _eggless(view: View, p: int) -> list[Habitat]:
    """``p``'s habitats with birds but no egg, where some bird has room."""
    cards = view.cards.birds
    found = []
    for h, row in enumerate(view.players[p].mat):
        if row and not any(b.eggs for b in row) and any(cards[b.card].egg_limit for b in row):
            found.append(Habitat(h))
    return found


@frozen
class LayInEgglessHabitat(Effect):
    """Choose one of your habitats with no egg, and lay ``amount`` eggs on each bird there."""

    TAG: ClassVar[str] = "lay-in-eggless-habitat"

    amount: int = 1

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"lay" amount _eggs "on" "each" "bird" "in" "a" "habitat" "with" "no" _eggs'
        return (Phrase("lay_in_eggless", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> LayInEgglessHabitat:
        return cls(ctx.amount(node.args[0]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if not _eggless(step, actor):
            step.set_done(False)
            return
        step.pending.append(ChooseEgglessHabitat(actor, self.amount))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(_eggless(view, p))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return bool(_eggless(view, p))

    def describe(self) -> str:
        eggs = plural(self.amount, "egg")
        return f"pick one of your habitats holding no egg, and lay {eggs} on each bird there"


@frozen
class ChooseEgglessHabitat(Decision):
    """Choose the habitat with no egg whose birds each get ``amount`` eggs: the answer names
    the habitat's first bird."""

    TAG: ClassVar[str] = "choose-eggless-habitat"
    ACCEPTS: ClassVar[tuple[type, ...]] = (LayEgg,)

    player: int = field(metadata=PLAYER)
    amount: int = field(default=1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [LayEgg(h, 0) for h in _eggless(view, self.player)]

    def answer(self, step: StepOps, move: LayEgg) -> None:
        p, habitat = self.player, move.habitat
        cards = step.cards.birds
        for column in range(len(step.players[p].mat[habitat])):
            for _ in range(self.amount):
                bird = step.players[p].mat[habitat][column]
                if bird.eggs < cards[bird.card].egg_limit:
                    step.lay_egg(p, habitat, column)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose a habitat with no egg (its first bird), to lay on each bird there"


# --- "cache N food on this bird for each predator of any player" -------------------------------
def _predators(view: View, q: int) -> int:
    cards = view.cards.birds
    return sum(1 for _h, _c, b in view.players[q].birds() if cards[b.card].predator)


@frozen
class CacheForPredators(Effect):
    """Choose any player (you included); cache ``amount`` ``food`` from the supply on this bird
    for each bird with a predator power that player has."""

    TAG: ClassVar[str] = "cache-for-predators"

    amount: int
    food: Food

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"cache" amount WORD "from" WORD "on" "this" "bird" "for" "each" "predator" '
            '"of" "any" "player"'
        )
        return (Phrase("cache_for_predators", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CacheForPredators:
        ctx.zone(node.args[2], {"supply": Zone.SUPPLY}, "cache")
        return cls(ctx.amount(node.args[0]), ctx.food(node.args[1]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.pending.append(ChoosePredatorCounter(actor, self.amount, self.food))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return any(_predators(view, q) for q in range(len(view.players)))

    def describe(self) -> str:
        food = plural(self.amount, self.food.label, self.food.label)
        return f"pick any player, you included: cache {food} on this bird per predator they have"


@frozen
class ChoosePredatorCounter(Decision):
    """Choose the player (any, you included) whose predators are counted."""

    TAG: ClassVar[str] = "choose-predator-counter"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseOtherPlayer,)
    ON_POWER_BIRD: ClassVar[bool] = True

    player: int = field(metadata=PLAYER)
    amount: int = field(metadata=PLAIN)
    food: Food

    def options(self, view: View) -> list[Move]:
        return [ChooseOtherPlayer(q) for q in range(len(view.players)) if _predators(view, q)]

    def answer(self, step: StepOps, move: ChooseOtherPlayer) -> None:
        bird = step.power.bird
        for _ in range(self.amount * _predators(step, move.player)):
            step.cache_food(self.player, bird, self.food, "supply")

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a player whose predators to count"


# --- "lay N eggs on this bird for each other bird with [nest]" ---------------------------------
@frozen
class LayForOtherBirds(Effect):
    """Lay ``amount`` eggs on this bird for each of your other birds with a ``nest`` nest (star
    nests count), as many as it has room for."""

    TAG: ClassVar[str] = "lay-for-other-birds"

    amount: int
    nest: Nest

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"lay" amount _eggs "on" "this" "bird" "for" "each" "other" "bird" "with" WORD "nest"'
        )
        return (Phrase("lay_for_other_birds", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> LayForOtherBirds:
        nests = {n.label: n for n in Nest if n is not Nest.NONE}
        nest = ctx.lookup(node.args[1], "nest", nests)
        return cls(ctx.amount(node.args[0]), nest)

    def _count(self, view: View, p: int, bird: int) -> int:
        cards = view.cards.birds
        return sum(
            1
            for _h, _c, b in view.players[p].birds()
            if b.card != bird and cards[b.card].nest.matches(self.nest)
        )

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        owner, bird = step.power.owner, step.power.bird
        eggs = self.amount * self._count(step, actor, bird)
        _lay_on_this_or_fewer(step, owner, bird, eggs, fewest(step, actor, path))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return self._count(view, p, bird) > 0 and _room(view, p, bird) > 0

    def describe(self) -> str:
        eggs = plural(self.amount, "egg")
        return f"lay {eggs} on this bird per other bird of yours with a {self.nest.label} nest"


@frozen
class LayHowMany(Decision):
    """How many of ``most`` eggs to lay on ``p``'s bird ``bird``: all of them, down to ``least``
    (rules 10.1 #1)."""

    TAG: ClassVar[str] = "lay-how-many"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeAmount,)

    player: int = field(metadata=PLAYER)
    most: int = field(metadata=PLAIN)
    bird: int = field(metadata=BIRD)
    least: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return amounts(min(self.most, _room(view, self.player, self.bird)), self.least)

    def answer(self, step: StepOps, move: TakeAmount) -> None:
        _lay_on_this(step, self.player, self.bird, move.amount)

    def label(self, names: Naming) -> str:
        who, where = names.player(self.player), names.bird(self.bird)
        return f"{who}: how many eggs to lay on {where} (up to {self.most})"


# --- "discard up to N food and tuck as many cards from deck" ----------------------------------
def _up_to(num: Any, ctx: Compiling) -> int:
    """The N of a phrase that always reads "up to N" (the player stops when they like)."""
    if not num.up_to:
        ctx.fail(num.pos, f"write 'up to {num.value}': the player may stop at any number")
    return ctx.number(evolve(num, up_to=False), "amount", 1)


@frozen
class DiscardToTuck(Effect):
    """Discard up to ``most`` food of ``foods`` (empty: any food) from your supply, one at a
    time; for each, tuck the top card of the deck behind this bird."""

    TAG: ClassVar[str] = "discard-to-tuck"
    STOPS_BY_ITSELF: ClassVar[bool] = True

    def tucks_cards(self) -> bool:
        return True

    most: int
    foods: tuple[Food, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"discard" amount food_choice "and" "tuck" "as" "many" _cards "from" '
            '"deck" "behind" "this" "bird"'
        )
        return (Phrase("discard_to_tuck", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardToTuck:
        words = node.args[1]
        foods = [ctx.food_or_wild(w) for w in words]
        return cls(_up_to(node.args[0], ctx), () if None in foods else tuple(foods))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.pending.append(DiscardForTuck(actor, self.most, self.foods))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return bool(_discardable(view, p, self.foods))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(_discardable(view, p, self.foods))

    def describe(self) -> str:
        what = either(f.label for f in self.foods) if self.foods else "food of any type"
        return (
            f"discard up to {self.most} {what} from your supply; for each, slip the top card "
            "of the deck under this bird"
        )


def _discardable(view: View, p: int, foods: tuple[Food, ...]) -> list[Food]:
    """The foods of ``foods`` (any: empty) ``p`` can spend, spendable cached food included."""
    held = food_to_pay(view, p)
    allowed = foods or tuple(Food(f) for f in range(len(held)))
    return [f for f in allowed if held[f]]


@frozen
class DiscardForTuck(Decision):
    """Discard one more food of ``foods`` (any: empty) for a card tucked from the deck behind
    the power's bird, or stop; ``remaining``: how many more may be discarded."""

    TAG: ClassVar[str] = "discard-for-tuck"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardFood, Stop, TakeAmount)
    ON_POWER_BIRD: ClassVar[bool] = True

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    foods: tuple[Food, ...] = field(default=(), metadata=PLAIN)
    #: A food that both the supply and spendable cached food could pay: the player says
    #: whether it comes from the cache (take 1) or the supply (take none).
    chosen: Food | None = None

    def options(self, view: View) -> list[Move]:
        if self.chosen is not None:
            return list(FROM_CACHE_OR_SUPPLY)
        if step_deck_empty(view, self.player):
            return []
        moves: list[Move] = [DiscardFood(f) for f in _discardable(view, self.player, self.foods)]
        return moves + [_STOP] if moves else []

    def answer(self, step: StepOps, move: DiscardFood | Stop | TakeAmount) -> None:
        if isinstance(move, Stop):
            return
        source = spend_source(step, self, move)
        if source is not None:
            self._spent(step, *source)

    def _spent(self, step: StepOps, food: Food, from_cache: bool) -> None:
        p = self.player
        spend_food(step, p, food, from_cache)
        card = step.draw_from_deck(step.players[p].table)
        if card is None:
            return
        step.tuck_card(p, step.power.bird, card, "deck")
        if self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1, chosen=None))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: discard a food to tuck a card from the deck ({self.remaining} more)"


def step_deck_empty(view: View, p: int) -> bool:
    """Whether no card is left to draw at ``p``'s table (deck and discard pile empty)."""
    table = view.tables[view.players[p].table]
    return not table.deck and not table.discard


# --- "for each action cube on [habitat] of another player of your choice: ..." ----------------
@frozen
class ForEachCube(Effect):
    """Choose another player; do ``body`` once for each action cube they placed this round on
    the action of ``habitat`` (rules 9.1). The Automa is no player to choose (rules 6.6: its
    cubes count 0). Written as a prefix: ``for each cube on grassland of another player of
    your choice: lay 1 egg on this bird``."""

    TAG: ClassVar[str] = "for-each-cube"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    habitat: Habitat
    body: tuple[Effect, ...]

    @classmethod
    def each_phrases(cls) -> tuple[Phrase, ...]:
        """After "for each": the block runs once per cube of the chosen player."""
        syntax = '"cube" "on" WORD "of" "another" "player" "of" "your" "choice"'
        text = "cube on {} of another player of your choice".format
        return (Phrase("cubes", syntax, cls._from_phrase, lambda args: text(args[0])),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> ForEachCube:
        return cls(ctx.habitat(node.args[0]), ())

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        body = path + (0,)
        step.pending.append(ChooseCubeCounter(actor, len(step.powers) - 1, body, self.habitat))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return len(view.players) > 1

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Another player placed a cube there this round, and the body could change the game."""
        placed = any(cubes_on(view, q, self.habitat) for q in range(len(view.players)) if q != p)
        return placed and block_could_change(self.body, view, p, power)

    def describe(self) -> str:
        from ...effects.flow import _sequence

        return (
            f"pick another player; for each action cube on their {self.habitat.label} this "
            f"round: {_sequence(self.body)}"
        )


def cubes_on(view: View, q: int, habitat: Habitat) -> int:
    """The action cubes ``q`` placed this round on the action of ``habitat``."""
    action = next(a for a, h in ACTION_HABITAT.items() if h is habitat)
    return view.players[q].actions[action]


@frozen
class ChooseCubeCounter(Decision):
    """Choose the other player whose cubes on ``habitat`` count; ``block`` (of the power at
    ``power``) then runs once per cube."""

    TAG: ClassVar[str] = "choose-cube-counter"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseOtherPlayer,)

    player: int = field(metadata=PLAYER)
    power: int = field(metadata=PLAIN)
    block: tuple[int, ...] = field(metadata=PLAIN)
    habitat: Habitat

    def options(self, view: View) -> list[Move]:
        return [ChooseOtherPlayer(q) for q in range(len(view.players)) if q != self.player]

    def answer(self, step: StepOps, move: ChooseOtherPlayer) -> None:
        from ...effects._base import effects_at

        cubes = cubes_on(step, move.player, self.habitat)
        power = step.cards.birds[step.powers[self.power].runs].power
        body = effects_at(power.effects, self.block) if power is not None else ()
        from ...effects.eggs import LayEggs

        first = body[0] if len(body) == 1 else None
        if isinstance(first, TuckThenDraw):  # tuck them all, then draw as many
            if cubes:
                TuckThenDraw(first.most * cubes).resolve(step, self.player, self.block + (0,))
            return
        if isinstance(first, LayEggs) and first.on.which is Which.THIS:  # all on this bird
            least = fewest(step, self.player, self.block[:-1])  # none would be declining
            _lay_on_this_or_fewer(step, self.player, step.power.bird, first.amount * cubes, least)
            return
        for _ in range(cubes):
            step.run_block(self.player, self.block, power=self.power)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose another player, whose cubes on {self.habitat.label} count"


# --- "tuck up to N cards from hand and draw as many" ------------------------------------------
@frozen
class TuckThenDraw(Effect):
    """Tuck up to ``most`` cards from your hand behind this bird, one at a time, then draw as
    many cards as you tucked (each from the tray or the deck)."""

    TAG: ClassVar[str] = "tuck-then-draw"
    STOPS_BY_ITSELF: ClassVar[bool] = True

    def tucks_cards(self) -> bool:
        return True

    most: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"tuck" amount _cards "from" WORD "behind" "this" "bird" "and" "draw" "as" "many"'
        return (Phrase("tuck_then_draw", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> TuckThenDraw:
        ctx.zone(node.args[1], {"hand": Zone.HAND}, "tuck")
        return cls(_up_to(node.args[0], ctx))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        owner = step.power.owner
        if self.most > 0 and step.players[owner].hand:
            step.pending.append(TuckForDraw(owner, self.most))
        else:
            step.set_done(False)

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return bool(view.players[p].hand)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(view.players[power.owner].hand)

    def describe(self) -> str:
        return (
            f"slip up to {plural(self.most, 'card')} from your hand under this bird, then draw "
            "as many bird cards"
        )


@frozen
class TuckForDraw(Decision):
    """Tuck one more card from the hand behind the power's bird (``remaining`` more at most),
    or stop; then draw ``tucked`` cards, one at a time from the tray or the deck."""

    TAG: ClassVar[str] = "tuck-for-draw"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard, Stop)
    ON_POWER_BIRD: ClassVar[bool] = True

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    tucked: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [TuckCard(card) for card in view.players[self.player].hand]
        return moves + [_STOP]

    def answer(self, step: StepOps, move: TuckCard | Stop) -> None:
        from ...effects.draws import DrawForPower

        p = self.player
        tucked = self.tucked
        if isinstance(move, TuckCard):
            step.remove_from_hand(p, move.card)
            step.tuck_card(p, step.power.bird, move.card, "hand")
            tucked += 1
            if self.remaining > 1 and step.players[p].hand:
                step.pending.append(evolve(self, remaining=self.remaining - 1, tucked=tucked))
                return
        if tucked and can_draw(step, p):
            step.pending.append(DrawForPower(p, tucked))
        elif not tucked:
            step.set_done(False)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: tuck a card from your hand, to draw one after ({self.remaining} more)"


# --- "if you used all 4 actions this round" ---------------------------------------------------
@frozen
class UsedEveryAction(Condition):
    """The power's owner placed a cube on each of the four actions this round (rules 9.1)."""

    TAG: ClassVar[str] = "used-every-action"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"you" "used" "every" "action" "this" "round"'
        return (Phrase("used_every_action", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> UsedEveryAction:
        return cls()

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        return all(view.players[actor].actions)

    def describe(self) -> str:
        return "you placed a cube on each of the four actions this round"


__all__ = [
    "CacheForPredators",
    "ChooseCubeCounter",
    "ChooseEgglessHabitat",
    "ChoosePredatorCounter",
    "DiscardForTuck",
    "DiscardToTuck",
    "ForEachCube",
    "LayForOtherBirds",
    "LayInEgglessHabitat",
    "TuckForDraw",
    "TuckThenDraw",
    "UsedEveryAction",
    "cubes_on",
]
