"""The fact checks of a bundled card set against the reference data, for any set.

``tests/cards/test_cards_core_facts.py`` runs them on the core set and
``tests/european/test_european_set.py`` on the European expansion: a bird's printed facts
(rules reference 12), the icons its power uses, a bonus card's scoring and the birds it counts.
"""

from __future__ import annotations

from wingspan_rules import effects as fx
from wingspan_rules.effects.catalog import CardSet
from wingspan_rules.effects.predicates import WingspanAbove, WingspanAtMost
from wingspan_rules.engine.scoring import card_counts
from wingspan_rules.state.enums import Food, Habitat, Nest, Timing

BEAK = {
    "L": fx.Beak.LEFT,
    "R": fx.Beak.RIGHT,
    "N": fx.Beak.NEITHER,
    "LR": fx.Beak.BOTH,
    "LL": fx.Beak.LEFT,
}
TIMING = {
    "brown": Timing.WHEN_ACTIVATED,
    "white": Timing.WHEN_PLAYED,
    "pink": Timing.ONCE_BETWEEN_TURNS,
    "teal": Timing.ROUND_END,
    "yellow": Timing.GAME_END,
    None: None,
}
#: The bonus cards that count birds by their name: the language writes them as tags.
NAME_TAGS = ("Anatomist", "Cartographer", "Historian", "Photographer")
#: Rulings that override the printed value (rules reference 5.3 and 10.3 #26).
POINTS_RULINGS = {"Spotted Sandpiper": 5}


def check_bird_facts(bird: fx.BirdCard, ref: dict) -> None:
    """Every printed fact of ``bird`` is the reference's (``ref``: its birds.json entry)."""
    assert bird.name == ref["name"]
    assert bird.set == ref["set"]
    assert bird.scientific_name == ref["scientific_name"]
    assert bird.swift_start == ref["swift_start"]
    assert bird.habitats == tuple(Habitat.from_label(h) for h in ref["habitats"])
    check_cost(bird.cost, ref["food_cost"])
    assert bird.points == POINTS_RULINGS.get(bird.name, ref["victory_points"])
    nest = "star" if ref["nest_type"] == "wild" else ref["nest_type"]
    assert bird.nest is Nest.from_label(nest)
    assert bird.egg_limit == ref["egg_limit"]
    assert bird.wingspan == ref["wingspan_cm"]
    assert bird.beak is BEAK[ref["beak_direction"]]
    assert bird.tags == tuple(t.lower() for t in NAME_TAGS if t in ref["bonus_card_categories"])
    assert bird.predator == ref["predator"]
    assert bird.flocking == ref["flocking"]
    assert bird.draws_bonus_cards == ref["bonus_card_power"]
    assert bird.timing is TIMING[ref["power_color"]]


def check_cost(cost: fx.FoodCost, ref: dict) -> None:
    """The food cost is the reference's: its foods, wild food and "one of" (slash) form."""
    foods = sorted(Food.from_label(f) for f in ref["foods"])
    if ref["mode"] == "none":
        assert cost.is_free
    elif ref["mode"] == "or":
        assert cost.one_of and sorted(cost.foods) == foods and cost.wild == 0
    else:
        assert not cost.one_of and sorted(cost.foods) == foods and cost.wild == ref["wild"]
    assert cost.total == ref["total"]


def mentioned(power: fx.Power) -> set[str]:
    """Food, habitat and nest words used by a compiled power's effects and trigger."""
    found: set[str] = set()

    def visit(value: object) -> None:
        if isinstance(value, Food | Habitat | Nest):
            found.add(value.label)
        elif isinstance(value, tuple):
            for item in value:
                visit(item)
        elif hasattr(type(value), "__attrs_attrs__"):
            for field in type(value).__attrs_attrs__:  # type: ignore[attr-defined]
                visit(getattr(value, field.name))

    visit(power.effects)
    visit(power.trigger)
    return found


def check_power_icons(power: fx.Power | None, ref: dict) -> None:
    """The foods, habitats and nests of a power are those its card shows as icons, and its
    wingspan thresholds those it prints."""
    assert power is not None
    icons = set(ref["power_icons"])  # the words in brackets of its text (reference_facts/)
    icons &= {f.label for f in Food} | {h.label for h in Habitat} | {n.label for n in Nest}
    # a habitat the text names in words, not as an icon (Blue-Black Grassquit's "another
    # player's grassland")
    spelled = set(ref.get("power_habitat_words", ()))
    assert mentioned(power) - (spelled - icons) == icons
    thresholds = ref["power_cm"]  # the numbers before "cm" in its text, in order
    revealed = [
        e.test.cm
        for e in fx.walk_effects(power.effects)
        if isinstance(e, fx.Hunt | fx.If) and isinstance(e.test, fx.RevealedWingspanBelow)
    ]
    # a running total of drawn wingspans (push-your-luck draws) prints its limit too, and a
    # bird selector "with wingspan less than N cm" (written "at most N - 1")
    revealed += [
        e.limit for e in fx.walk_effects(power.effects) if getattr(e, "total", "") == "wingspan"
    ]
    conditions = printed_wingspans(power)  # "over 65cm", "less than 30cm" as bird conditions
    if conditions:
        assert sorted(revealed + conditions) == sorted(thresholds)
    else:
        assert revealed == thresholds


def printed_wingspans(power: fx.Power) -> list[int]:
    """The wingspans printed in a power's bird conditions: ``with wingspan above 65`` prints
    "over 65cm", ``with wingspan at most 29`` "less than 30cm"."""
    found: list[int] = []

    def visit(value: object) -> None:
        if isinstance(value, WingspanAbove):
            found.append(value.cm)
        elif isinstance(value, WingspanAtMost):
            found.append(value.cm + 1)
        elif isinstance(value, tuple):
            for item in value:
                visit(item)
        elif hasattr(type(value), "__attrs_attrs__"):
            for field in type(value).__attrs_attrs__:  # type: ignore[attr-defined]
                visit(getattr(value, field.name))

    visit(power.effects)
    return found


def bonus_name(ref: dict) -> str:
    """A bonus card's name as the cards write it: without the data's "[automa] " prefix."""
    return ref["name"].removeprefix("[automa] ")


def check_bonus_scoring(card: fx.BonusCard, ref: dict) -> None:
    """The bonus card's set, Automa use and scoring are the reference's (bonus_cards.json)."""
    assert card.set == ref["set"]
    assert card.automa == ref["automa"]
    if hasattr(card, "automa_only"):
        assert card.automa_only == ref["automa_only"]
    scoring = ref["scoring"]
    if scoring is None:  # an Automa-only card: it scores no points of its own
        return
    if scoring["kind"] == "per_item":
        assert card.scoring == fx.PerItemScoring(scoring["points"])
    else:
        tiers = tuple(fx.Tier(t["min"], t["max"], t["points"]) for t in scoring["tiers"])
        assert card.scoring == fx.TierScoring(tiers)


def counted_birds(cards: CardSet, card: fx.BonusCard) -> set[str]:
    """The birds of ``cards`` a bonus card counts whatever the mat (tray cards, rules 6.3)."""
    return {b.name for b in cards.birds if card_counts(b, card.measure)}


def listed_birds(refs: list[dict], column: str, names: set[str]) -> set[str]:
    """The birds among ``names`` whose reference entry lists the bonus card column ``column``."""
    return {b["name"] for b in refs if b["name"] in names and column in b["bonus_card_categories"]}
