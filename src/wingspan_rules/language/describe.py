"""Plain-English descriptions generated from compiled cards.

The wording is the library's own, built from the effect objects (never from printed card text),
so it always says what the engine will do. Frontends show it; card authors read it to check that
a power means what they intended (``wingspan explain NAME``).
"""

from __future__ import annotations

from collections.abc import Iterable

from .. import effects as fx
from ..effects.cards import CardFact, declared_facts
from ..state.enums import Food, Timing


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


# ------------------------------------------------------------------------------ effects
# Every primitive says its own English (``describe`` in its declaration, ``effects``).


def describe_target(target: fx.BirdTarget) -> str:
    return target.describe()


def describe_scope(scope: fx.PlayerScope) -> str:
    return scope.describe()


def describe_condition(condition: fx.Condition) -> str:
    return condition.describe()


def describe_effect(effect: fx.Effect) -> str:
    return effect.describe()


def describe_trigger(trigger: fx.Trigger) -> str:
    return trigger.describe()


# ------------------------------------------------------------------------------ powers

_TIMING_WORDS = {
    Timing.WHEN_PLAYED: "When played",
    Timing.WHEN_ACTIVATED: "When activated",
    Timing.ONCE_BETWEEN_TURNS: "Once between turns",
    Timing.ROUND_END: "At the end of each round",
    Timing.GAME_END: "At the end of the game",
}


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
    if power.double_goal:
        return (
            f"{head}: This bird counts as 2 birds toward the end-of-round goal, for goals that "
            "count birds (not eggs, not bonus cards)."
        )
    if power.double_bonus:
        return (
            f"{head}: This bird counts as 2 birds for each bonus card that counts birds and "
            "that it qualifies for."
        )
    return f"{head}: " + " ".join(_sentence(describe_effect(e)) for e in power.effects)


def _icons(power: fx.Power) -> tuple[tuple[str, bool], ...]:
    return (("predator", power.predator), ("flocking", power.flocking), ("bonus", power.bonus))


# ------------------------------------------------------------------------------ bonus and goals


def describe_predicate(p: fx.Predicate) -> str:
    return p.describe()


def describe_measure(measure: fx.Measure) -> str:
    return measure.describe()


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
    measure = describe_measure(card.measure)
    facts = [f for f in declared_facts("bonus") if card.fact(f.name) != f.default]
    lead = next((f for f in facts if f.scoreless), None)
    if lead is not None:  # a card no player scores: its fact says what it is
        details = fact_sentences(card, [f for f in facts if f.scoreless_detail])
        return f"{card.name}: {lead.english.format(measure=measure)}{details}"
    details = fact_sentences(card, [f for f in facts if not f.scoreless_detail])
    return f"{card.name}: counts {measure}. Scores {describe_scoring(card.scoring)}.{details}"


def fact_sentences(card: fx.BirdCard | fx.BonusCard, facts: Iterable[CardFact]) -> str:
    """The English of the declared ``facts`` of ``card`` (each sentence after a space)."""
    return "".join(
        f" {fact.english.format(value=card.fact(fact.name))}" for fact in facts if fact.english
    )


def bird_fact_notes(bird: fx.BirdCard) -> tuple[str, ...]:
    """The English of the declared facts of ``bird`` that differ from their default (the
    Swift-Start cards' mark, for ``wingspan explain``)."""
    return tuple(
        fact.english.format(value=bird.fact(fact.name))
        for fact in declared_facts("bird")
        if fact.english and bird.fact(fact.name) != fact.default
    )


def describe_goal(side: fx.GoalSide) -> str:
    return f"{side.name}: counts {describe_measure(side.measure)}."


def describe_bird_facts(bird: fx.BirdCard) -> tuple[str, str, str]:
    """A bird's habitats, food cost and wingspan as ``wingspan explain`` and the language
    server show them ("forest, wetland", "fish + fish", "150 cm")."""
    habitats = ", ".join(h.label for h in bird.habitats)
    cost = bird.cost
    foods = [f.label for f in cost.foods]
    if cost.is_free:
        food = "free"
    elif cost.one_of:
        food = " / ".join(foods)
    else:
        food = " + ".join(foods + ["wild"] * cost.wild)
    wingspan = "wild" if bird.wingspan is None else f"{bird.wingspan} cm"
    return habitats, food, wingspan
