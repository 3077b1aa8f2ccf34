"""Every core bird's compiled power has the structure of its template (powers_analysis.md)."""

from __future__ import annotations

import pytest

from wingspan_rules import effects as fx
from wingspan_rules.language import load_cards
from wingspan_rules.state.enums import Action, Food

from .reference import data_params, power_templates

HAND, DECK, SUPPLY = fx.Zone.HAND, fx.Zone.DECK, fx.Zone.SUPPLY
FEEDER, REVEALED, GAINED = fx.Zone.BIRDFEEDER, fx.Zone.REVEALED, fx.Zone.GAINED


def shape(effects) -> str:
    """A compact structural signature: effect names, with compound parts in brackets."""
    parts = []
    for effect in effects:
        fields = type(effect).BLOCKS
        inner = " | ".join(shape(getattr(effect, f)) for f in fields if getattr(effect, f))
        parts.append(f"{type(effect).__name__}[{inner}]" if fields else type(effect).__name__)
    return "; ".join(parts)


def effects(bird) -> tuple:
    return bird.power.effects


def only(bird):
    (effect,) = effects(bird)
    return effect


# template id -> (expected shape(s), extra check on the bird)
TEMPLATES = {
    "T01": ({"GainFood"}, lambda b: only(b).source is SUPPLY and len(only(b).choices) == 1),
    "T02": ({"GainFood"}, lambda b: only(b).source is FEEDER and 1 <= len(only(b).choices) <= 2),
    "T03": ({"GainFood"}, lambda b: only(b) == fx.GainFood(1, (), FEEDER)),
    "T04": ({"GainAllFood"}, lambda b: True),
    "T05": (
        {"GainFood; MayDo[CacheFood]"},
        lambda b: (
            effects(b)[0] == fx.GainFood(1, (Food.SEED,), FEEDER)
            and effects(b)[1].body == (fx.CacheFood(1, None, GAINED),)
        ),
    ),
    "T06": ({"CacheFood"}, lambda b: only(b) == fx.CacheFood(1, Food.SEED, SUPPLY)),
    "T07": (
        {"RollDiceOutsideFeeder; Hunt[CacheFood]"},
        lambda b: (
            b.predator
            and isinstance(effects(b)[1].test, fx.RolledAny)
            and effects(b)[1].success[0].food in effects(b)[1].test.foods
        ),
    ),
    "T08": (
        {"RevealCards; Hunt[TuckCards | DiscardRevealed]"},
        lambda b: (
            b.predator
            and isinstance(effects(b)[1].test, fx.RevealedWingspanBelow)
            and effects(b)[1].success == (fx.TuckCards(1, REVEALED),)
        ),
    ),
    "T09": (
        {
            "IfDone[TuckCards | DrawCards]",
            "IfDone[TuckCards | MayDo[LayEggs]]",
            "IfDone[TuckCards | GainFood]",
            "IfDone[TuckCards | LayEggs]",
        },
        lambda b: b.flocking and only(b).cost == (fx.TuckCards(1, HAND),),
    ),
    "T10": (
        {"IfDone[DiscardFood | TuckCards]"},
        lambda b: b.flocking and only(b).then == (fx.TuckCards(2, DECK),),
    ),
    "T11": (
        {"IfDone[DiscardEggs | GainFood]"},
        lambda b: only(b).cost[0].on.which is fx.Which.OTHER and only(b).then[0].choices == (),
    ),
    "T12": (
        {"IfDone[DiscardEggs | DrawCards]"},
        lambda b: only(b).cost[0].on.which is fx.Which.ANY and only(b).then[0].amount == 2,
    ),
    "T13": ({"DrawCards"}, lambda b: only(b).source is fx.Zone.TRAY_OR_DECK),
    "T14": (
        {"IfDone[DrawCards | DiscardCards]"},
        lambda b: only(b).then == (fx.DiscardCards(1, at_end_of_turn=True),),
    ),
    "T15": ({"DrawWholeTray"}, lambda b: True),
    "T16": ({"LayEggs"}, lambda b: only(b) == fx.LayEggs(1, fx.BirdTarget(fx.Which.THIS))),
    "T17": ({"LayEggs"}, lambda b: only(b) == fx.LayEggs(1, fx.BirdTarget(fx.Which.ANY))),
    "T18": ({"LayEggsOnEach"}, lambda b: only(b).on.where != ()),
    "T19": (
        {"ForPlayers[GainFood]"},
        lambda b: only(b).who == fx.AllPlayers() and only(b).body[0].source is SUPPLY,
    ),
    "T20": (
        {"ForPlayers[DrawCards]"},
        lambda b: only(b).who == fx.AllPlayers() and only(b).body == (fx.DrawCards(1, DECK),),
    ),
    "T21": (
        {"ForPlayers[LayEggs]; MayDo[LayEggs]"},
        lambda b: (
            effects(b)[1].body[0].on.distinct
            and effects(b)[1].body[0].on.where == effects(b)[0].body[0].on.where != ()
        ),
    ),
    "T22": (
        {"ForPlayers[GainFood]"},
        lambda b: (
            only(b) == fx.ForPlayers(fx.EachPlayerFromChosen(), (fx.GainFood(1, (), FEEDER),))
        ),
    ),
    "T23": (
        {"ForPlayers[DrawCards]", "ForPlayers[GainFood]"},
        lambda b: isinstance(only(b).who, fx.FewestBirdsIn),
    ),
    "T24": ({"Draft"}, lambda b: only(b) == fx.Draft(1)),
    "T25": ({"If[MoveThisBird]"}, lambda b: only(b).test == fx.ThisBirdRightmost()),
    "T26": ({"RepeatPower"}, lambda b: only(b) == fx.RepeatPower(False)),
    "T27": ({"RepeatPower"}, lambda b: only(b) == fx.RepeatPower(True)),
    "T28": ({"TradeFood"}, lambda b: only(b) == fx.TradeFood(1)),
    "T29": ({"PlayBird"}, lambda b: True),
    "T30": (
        {"DrawBonusCards"},
        lambda b: b.draws_bonus_cards and only(b) == fx.DrawBonusCards(2, 1),
    ),
    "P01": (
        {"GainFood", "TuckCards"},
        lambda b: (
            isinstance(b.power.trigger, fx.OnBirdPlayed) and b.power.trigger.habitat is not None
        ),
    ),
    "P02": (
        {"CacheFood"},
        lambda b: b.power.trigger == fx.OnActionTaken(Action.GAIN_FOOD, Food.RODENT),
    ),
    "P03": (
        {"LayEggs"},
        lambda b: b.power.trigger == fx.OnActionTaken(Action.LAY_EGGS) and only(b).on.where != (),
    ),
    "P04": (
        {"GainFood"},
        lambda b: (
            b.power.trigger == fx.OnPredatorSucceeded() and only(b) == fx.GainFood(1, (), FEEDER)
        ),
    ),
}


def _template_rows():
    return sorted(power_templates().items())


@pytest.fixture(scope="module")
def cards():
    return load_cards()


@pytest.mark.parametrize(
    ("name", "row"),
    data_params(_template_rows, values=2),
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_power_matches_its_template(cards, name, row):
    bird = cards.bird(name)
    if row["template"] == "N00":
        assert bird.power is None
        return
    shapes, check = TEMPLATES[row["template"]]
    assert shape(bird.power.effects) in shapes
    assert check(bird)
    assert bird.power.trigger is None or row["template"].startswith("P")


def test_every_template_is_used():
    used = {row["template"] for _, row in _template_rows()}
    assert used == set(TEMPLATES) | {"N00"}
