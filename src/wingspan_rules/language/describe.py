"""Plain-English descriptions generated from compiled cards.

The wording is the library's own, built from the effect objects (never from printed card text),
so it always says what the engine will do. Frontends show it; card authors read it to check that
a power means what they intended (``wingspan explain NAME``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import singledispatch

from .. import effects as fx
from ..enums import Food, Timing


def _plural(amount: int, singular: str, plural: str | None = None) -> str:
    word = singular if amount == 1 else (plural or singular + "s")
    return f"{amount} {word}"


def _either(items: Iterable[str]) -> str:
    words = list(items)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _foods(foods: Iterable[Food]) -> str:
    return _either(f.label for f in foods)


def _sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def _effects(effects: tuple[fx.Effect, ...]) -> str:
    return ", then ".join(describe_effect(e) for e in effects)


# ------------------------------------------------------------------------------ selectors


def describe_target(target: fx.BirdTarget) -> str:
    if target.which is fx.Which.THIS:
        return "this bird"
    base = {
        fx.Which.ANY: "one of your birds",
        fx.Which.OTHER: "one of your other birds",
    }[target.which]
    if target.distinct:
        base += " not chosen earlier in this power"
    if target.nest is not None:
        base += f" that has a {target.nest.label} nest (star nests count)"
    return base


def describe_scope(scope: fx.PlayerScope) -> str:
    if isinstance(scope, fx.AllPlayers):
        return "each player in turn, you first"
    if isinstance(scope, fx.EachPlayerFromChosen):
        return "each player in clockwise order, beginning with a player you pick"
    return f"every player tied for the fewest birds in their {scope.habitat.label}"


def describe_condition(condition: fx.Condition) -> str:
    if isinstance(condition, fx.RolledAny):
        return f"at least one of the rolled dice shows {_foods(condition.foods)}"
    if isinstance(condition, fx.RevealedWingspanBelow):
        return f"the card's wingspan is under {condition.cm} cm"
    return "no other bird sits to the right of this bird in its row"


# ------------------------------------------------------------------------------ effects


@singledispatch
def describe_effect(effect: fx.Effect) -> str:
    raise TypeError(f"no description for {effect!r}")


@describe_effect.register
def _(e: fx.GainFood) -> str:
    if e.source is fx.Zone.BIRDFEEDER:
        if not e.choices:
            return f"take {_plural(e.amount, 'die', 'dice')} of your choice from the birdfeeder"
        return f"take {e.amount} {_foods(e.choices)} from the birdfeeder, when a die shows it"
    kind = "food of any type" if not e.choices else _foods(e.choices)
    return f"take {e.amount} {kind} from the supply"


@describe_effect.register
def _(e: fx.GainAllFood) -> str:
    return f"take every die showing {e.food.label} from the birdfeeder (perhaps none)"


@describe_effect.register
def _(e: fx.CacheFood) -> str:
    if e.source is fx.Zone.GAINED:
        return "keep that food on this bird as a cached token instead"
    if e.food is None:
        raise TypeError(f"{e!r} caches food from the supply without naming its type")
    return f"place {e.amount} {e.food.label} from the supply on this bird as cached food"


@describe_effect.register
def _(e: fx.TuckCards) -> str:
    if e.source is fx.Zone.REVEALED:
        return "slip that card under this bird"
    if e.source is fx.Zone.DECK:
        return f"slip the top {_plural(e.amount, 'card')} of the deck under this bird"
    return f"slip {_plural(e.amount, 'card')} from your hand under this bird"


@describe_effect.register
def _(e: fx.DrawCards) -> str:
    where = {
        fx.Zone.TRAY_OR_DECK: ", each one from the tray or the deck",
        fx.Zone.DECK: " from the deck",
        fx.Zone.TRAY: " from the tray",
    }[e.source]
    return f"draw {_plural(e.amount, 'bird card')}{where}"


@describe_effect.register
def _(e: fx.DrawWholeTray) -> str:
    return "take every face-up bird card from the tray"


@describe_effect.register
def _(e: fx.DrawBonusCards) -> str:
    return f"draw {_plural(e.draw, 'bonus card')}, keep {e.keep} and discard the others"


@describe_effect.register
def _(e: fx.LayEggs) -> str:
    return f"lay {_plural(e.amount, 'egg')} on {describe_target(e.on)}"


@describe_effect.register
def _(e: fx.LayEggsOnEach) -> str:
    other = e.on.which is fx.Which.OTHER
    which = "every one of your other birds" if other else "every one of your birds"
    nest = f" that has a {e.on.nest.label} nest (star nests count)" if e.on.nest else ""
    return f"lay 1 egg on {which}{nest}, where there is room"


@describe_effect.register
def _(e: fx.DiscardFood) -> str:
    kind = "food of any type" if not e.choices else _foods(e.choices)
    return f"spend {e.amount} {kind} from your supply"


@describe_effect.register
def _(e: fx.DiscardEggs) -> str:
    return f"remove {_plural(e.amount, 'egg')} from {describe_target(e.on)}"


@describe_effect.register
def _(e: fx.DiscardCards) -> str:
    when = " when your turn ends" if e.at_end_of_turn else ""
    return f"throw away {_plural(e.amount, 'card')} from your hand{when}"


@describe_effect.register
def _(e: fx.RollDiceOutsideFeeder) -> str:
    return "roll every die that is not in the birdfeeder"


@describe_effect.register
def _(e: fx.RevealCards) -> str:
    return f"turn over the top {_plural(e.amount, 'card')} of the deck"


@describe_effect.register
def _(e: fx.DiscardRevealed) -> str:
    return "put that card on the discard pile"


@describe_effect.register
def _(e: fx.MoveThisBird) -> str:
    return "move this bird to the first open slot of a different habitat"


@describe_effect.register
def _(e: fx.RepeatPower) -> str:
    kind = "predator" if e.predator_only else "brown"
    return f"use once more the {kind} power of another of your birds in this row"


@describe_effect.register
def _(e: fx.TradeFood) -> str:
    return (
        f"swap {e.amount} food from your supply for {e.amount} food of a different type "
        "from the supply"
    )


@describe_effect.register
def _(e: fx.PlayBird) -> str:
    where = "this bird's habitat" if e.habitat is None else f"your {e.habitat.label}"
    return f"play one more bird into {where}, paying its usual food and egg cost"


@describe_effect.register
def _(e: fx.Draft) -> str:
    return (
        f"draw as many bird cards as there are players, plus {e.extra}; going clockwise from "
        "you, each player keeps one, and you keep what is left"
    )


@describe_effect.register
def _(e: fx.MayDo) -> str:
    return f"you may {_effects(e.body)}"


@describe_effect.register
def _(e: fx.IfDone) -> str:
    return f"{_effects(e.cost)}; only if you did, {_effects(e.then)}"


@describe_effect.register
def _(e: fx.If) -> str:
    text = f"if {describe_condition(e.test)}, {_effects(e.then)}"
    return text + (f"; if not, {_effects(e.otherwise)}" if e.otherwise else "")


@describe_effect.register
def _(e: fx.Hunt) -> str:
    text = f"the hunt succeeds if {describe_condition(e.test)}: {_effects(e.success)}"
    return text + (f"; if it fails, {_effects(e.failure)}" if e.failure else "")


@describe_effect.register
def _(e: fx.ForPlayers) -> str:
    return f"{describe_scope(e.who)}: {_effects(e.body)}"


# ------------------------------------------------------------------------------ powers

_TIMING_WORDS = {
    Timing.WHEN_PLAYED: "When played",
    Timing.WHEN_ACTIVATED: "When activated",
    Timing.ONCE_BETWEEN_TURNS: "Once between turns",
    Timing.ROUND_END: "At the end of each round",
    Timing.GAME_END: "At the end of the game",
}


def describe_trigger(trigger: fx.Trigger) -> str:
    if isinstance(trigger, fx.OnBirdPlayed):
        where = f" into their {trigger.habitat.label}" if trigger.habitat else ""
        return f"when an opponent plays a bird{where}"
    if isinstance(trigger, fx.OnPredatorSucceeded):
        return "when an opponent's predator power succeeds"
    text = f"when an opponent uses the {trigger.action.words} action"
    return text + (f" and gets at least 1 {trigger.gained.label}" if trigger.gained else "")


def describe_power(power: fx.Power | None) -> str:
    """The whole power in plain English, e.g. ``When activated: take 1 seed ...``."""
    if power is None:
        return "No power."
    head = _TIMING_WORDS[power.timing]
    if power.trigger is not None:
        head += ", " + describe_trigger(power.trigger)
    icons = [name for name, on in _icons(power) if on]
    if icons:
        head = f"[{', '.join(icons)}] {head}"
    return f"{head}: " + " ".join(_sentence(describe_effect(e)) for e in power.effects)


def _icons(power: fx.Power) -> tuple[tuple[str, bool], ...]:
    return (("predator", power.predator), ("flocking", power.flocking), ("bonus", power.bonus))


# ------------------------------------------------------------------------------ bonus and goals


def describe_predicate(p: fx.Predicate) -> str:
    match p:
        case fx.HasTag():
            return f"tagged '{p.tag}'"
        case fx.PointsAtMost():
            return f"worth at most {_plural(p.points, 'point')}"
        case fx.HasPredatorPower():
            return "with a predator power"
        case fx.HasFlockingPower():
            return "with a flocking power"
        case fx.CostMentions():
            return f"with {p.food.label} in their food cost"
        case fx.CostOnly():
            return f"whose food cost is {p.food.label} and nothing else"
        case fx.CostHasWild():
            return "with a wild food in their cost"
        case fx.OnlyHabitat():
            return f"that can live only in the {p.habitat.label}"
        case fx.WingspanAbove():
            return f"with a wingspan over {p.cm} cm"
        case fx.WingspanAtMost():
            return f"with a wingspan of {p.cm} cm or less"
        case fx.NestIs():
            return f"with a {_either(n.label for n in p.nests)} nest (star nests count)"
        case fx.InHabitat():
            return f"in your {p.habitat.label}"
        case fx.EggsAtLeast():
            return f"holding at least {_plural(p.eggs, 'egg')}"
    raise TypeError(f"no description for {p!r}")


def describe_measure(measure: fx.Measure) -> str:
    if isinstance(measure, fx.CountBirds):
        return " ".join(["your birds", *map(describe_predicate, measure.where)])
    if isinstance(measure, fx.CountEggs):
        where = " ".join(map(describe_predicate, measure.where))
        return "eggs on your birds" + (f" {where}" if where else "")
    if isinstance(measure, fx.CountHand):
        return "bird cards in your hand"
    if isinstance(measure, fx.FewestBirdsHabitat):
        return "birds in whichever of your habitats has the fewest birds"
    return "complete sets of one egg in each of your three habitats"


def describe_scoring(scoring: fx.Scoring) -> str:
    if isinstance(scoring, fx.PerItemScoring):
        return f"{_plural(scoring.points, 'point')} for each"
    parts = []
    for tier in scoring.tiers:
        if tier.max is None:
            span = f"{tier.min} or more"
        elif tier.max == tier.min:
            span = f"exactly {tier.min}"
        else:
            span = f"{tier.min} to {tier.max}"
        parts.append(f"{_plural(tier.points, 'point')} for {span}")
    return "; ".join(parts) + "; otherwise nothing"


def describe_bonus(card: fx.BonusCard) -> str:
    automa = " Can be given to the Automa." if card.automa else ""
    return (
        f"{card.name}: counts {describe_measure(card.measure)}. "
        f"Scores {describe_scoring(card.scoring)}.{automa}"
    )


def describe_goal(side: fx.GoalSide) -> str:
    return f"{side.name}: counts {describe_measure(side.measure)}."
