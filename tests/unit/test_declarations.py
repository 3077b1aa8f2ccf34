"""One declaration per primitive, predicate, measure, frame, move and event: every one has
every part.

The engine, the card language and the saved-game converter build their tables from these
declarations, so a declaration that lacks a part would fail somewhere far from its cause; this
test names it instead.
"""

from __future__ import annotations

import pytest

from wingspan_rules import effects as fx
from wingspan_rules import events, moves
from wingspan_rules.engine.registry import VARIANTS
from wingspan_rules.expansions.americas.others import ForEachEmptySlot
from wingspan_rules.frames import DECISION_TYPES, FRAME_TYPES, WORK_TYPES
from wingspan_rules.language.parser import grammar_text, phrase_rules
from wingspan_rules.state.protocol import Decision, Frame, Work

#: Compound primitives are written with the structure of a power ("you may", "if you do",
#: "if ...:", "hunt succeeds if", "all players:", "for each ...:", "up to N"), not with a phrase
#: of their own.
STRUCTURAL = {
    fx.MayDo,
    fx.IfDone,
    fx.If,
    fx.Hunt,
    fx.ForPlayers,
    fx.ForEach,
    fx.ForEachCube,
    fx.ForEvery,
    fx.ForEachCached,  # "for each food cached:" (effects/own_supply.py)
    fx.activate.ForEachSucceeded,  # "for each predator that succeeded:"
    fx.ForEachDiscarded,
    fx.Either,
    fx.UpTo,
    fx.feeder_tests.ForEachInFeeder,
    fx.feeder_tests.ForEachRemoved,
    ForEachEmptySlot,  # "for each empty slot in your forest:" (expansions/americas/others.py)
}


def overrides(cls: type, name: str, base: type) -> bool:
    return getattr(cls, name) is not getattr(base, name)


def unique_tags(types) -> None:
    tags = [t.TAG for t in types]
    assert all(tags), [t.__name__ for t in types if not t.TAG]
    assert len(set(tags)) == len(tags), sorted(t for t in tags if tags.count(t) > 1)


@pytest.mark.parametrize("cls", fx.VOCABULARY, ids=lambda c: c.__name__)
def test_every_primitive_declares_its_tag_phrases_english_and_behaviour(cls):
    assert cls.__dict__.get("TAG"), "a stable tag"
    assert cls.KIND in ("action", "condition", "scope", "trigger")
    assert overrides(cls, "describe", fx.Vocabulary), "its English"
    if cls not in STRUCTURAL:
        assert cls.phrases(), "its syntax in the card language"
    behaviour = {
        "action": ("resolve", fx.Effect),
        "condition": ("holds", fx.Condition),
        "scope": ("players", fx.PlayerScope),
        "trigger": ("matches", fx.Trigger),
    }[cls.KIND]
    assert overrides(cls, *behaviour), f"what it does ({behaviour[0]})"


def test_compound_primitives_name_their_blocks_and_only_they_do():
    for cls in fx.EFFECT_TYPES:
        fields = {f.name for f in cls.__attrs_attrs__}
        assert set(cls.BLOCKS) <= fields, cls
        assert bool(cls.BLOCKS) == (cls in STRUCTURAL), cls


@pytest.mark.parametrize("cls", fx.PREDICATE_TYPES, ids=lambda c: c.__name__)
def test_every_predicate_declares_its_tag_phrases_english_and_test(cls):
    assert cls.__dict__.get("TAG"), "a stable tag"
    assert cls.KIND == "bird_filter"
    assert "describe" in cls.__dict__, "its English"
    assert "test" in cls.__dict__, "what it tests"
    if cls.WRITTEN_WITH:  # read by a phrase of another predicate, which names it here
        declared = {p.rule for c in fx.PREDICATE_TYPES for p in c.phrases()}
        assert cls.WRITTEN_WITH in declared and not cls.phrases()
    else:
        assert cls.phrases(), "its syntax in the card language"


@pytest.mark.parametrize("cls", fx.MEASURE_TYPES, ids=lambda c: c.__name__)
def test_every_measure_declares_its_tag_phrases_english_and_count(cls):
    assert cls.__dict__.get("TAG"), "a stable tag"
    assert cls.KIND == "measure"
    assert cls.phrases(), "its syntax in the card language"
    assert "describe" in cls.__dict__, "its English"
    assert "count" in cls.__dict__, "what it counts"


def test_every_phrase_is_one_rule_of_the_grammar():
    rules = phrase_rules()
    declarations = (*fx.VOCABULARY, *fx.PREDICATE_TYPES, *fx.MEASURE_TYPES)
    phrases = [p for cls in declarations for p in cls.phrases()]
    assert len(rules) == len(phrases)
    grammar = grammar_text()
    for name in rules:
        assert f"\n{name}: " in grammar


def test_no_two_declarations_say_the_same_phrase():
    """Two declarations with one syntax would make a card line mean either of them (two
    branches writing the same phrase under two names is how this happens)."""
    declarations = (*fx.VOCABULARY, *fx.PREDICATE_TYPES, *fx.MEASURE_TYPES)
    said: dict[str, str] = {}
    for cls in declarations:
        for phrase in cls.phrases():
            key = " ".join(phrase.syntax.split())
            assert key not in said, f"{cls.__name__} and {said[key]} both say {key}"
            said[key] = cls.__name__
    rules = [p.rule for cls in declarations for p in cls.phrases()]
    assert len(set(rules)) == len(rules), sorted(r for r in rules if rules.count(r) > 1)


def test_tags_are_unique_within_each_table():
    tables = (
        fx.VOCABULARY,
        fx.PREDICATE_TYPES,
        fx.MEASURE_TYPES,
        FRAME_TYPES,
        moves.MOVE_TYPES,
        events.EVENT_TYPES,
    )
    for table in tables:
        unique_tags(table)


@pytest.mark.parametrize("cls", DECISION_TYPES, ids=lambda c: c.__name__)
def test_every_decision_lists_answers_labels_and_names_its_moves(cls):
    for method in ("options", "answer", "label"):
        assert overrides(cls, method, Decision), method
    assert cls.ACCEPTS and set(cls.ACCEPTS) <= set(moves.MOVE_TYPES)
    assert "player" in {f.name for f in cls.__attrs_attrs__}


@pytest.mark.parametrize("cls", WORK_TYPES, ids=lambda c: c.__name__)
def test_every_work_frame_says_how_it_runs(cls):
    assert overrides(cls, "run", Work)


def test_the_frame_tables_are_the_declarations():
    assert set(FRAME_TYPES) == set(DECISION_TYPES) | set(WORK_TYPES)
    assert set(fx.DECISION_TYPES) <= set(DECISION_TYPES)  # a power's decisions are frames
    # A decision's own moves, and those the modes add to it (the choice of an action's).
    turn_moves = {m for v in VARIANTS.values() for m in v.TURN_MOVES}
    every_move = {m for d in DECISION_TYPES for m in d.ACCEPTS} | turn_moves
    assert every_move == set(moves.MOVE_TYPES), "a move no decision accepts"


@pytest.mark.parametrize("cls", moves.MOVE_TYPES, ids=lambda c: c.__name__)
def test_every_move_declares_a_tag_and_a_label(cls):
    assert cls.__dict__.get("TAG")
    assert "label" in cls.__dict__


@pytest.mark.parametrize("cls", events.EVENT_TYPES, ids=lambda c: c.__name__)
def test_every_event_declares_a_tag_and_its_narration(cls):
    assert cls.__dict__.get("TAG")
    assert "narrate" in cls.__dict__, "its English, for the narrator (display.narrate)"


def test_a_state_component_reaches_the_step_and_the_observation():
    """A new GameState field is one declaration; the Step copies it by itself, and the type
    checker and the observation must hear of it too: this names the place forgotten."""
    import attrs

    from wingspan_rules.engine.observation import Observation
    from wingspan_rules.engine.step import Step
    from wingspan_rules.state.model import GameState

    state_fields = {f.name for f in attrs.fields(GameState) if f.init}
    assert state_fields <= set(Step.__annotations__), "annotate the new field on engine.step.Step"
    seen = {f.name for f in attrs.fields(Observation)}
    assert seen == (state_fields - {"rng"}) | {"viewer"}, "observations.Observation lacks it"


def _numbers(cls) -> list:
    """The fields of ``cls`` that hold numbers: an int, or a tuple."""
    import re

    import attrs

    return [
        f
        for f in attrs.fields(cls)
        if re.search(r"\bint\b", str(f.type)) or str(f.type).startswith("tuple[")
    ]


@pytest.mark.parametrize(
    "cls",
    [*FRAME_TYPES, *moves.MOVE_TYPES, *events.EVENT_TYPES],
    ids=lambda c: c.__name__,
)
def test_every_number_of_a_frame_move_or_event_declares_its_kind(cls):
    """The saved-game checks range-check each number by its declared kind (a player, a bird
    card, a food vector...; ``state.fields``): a new field without one would go unchecked."""
    from wingspan_rules.state.fields import KIND, Kind

    missing = [f.name for f in _numbers(cls) if KIND not in f.metadata]
    assert not missing, "declare a kind (state.fields: PLAYER, BIRD, ..., COUNT or PLAIN)"
    assert all(isinstance(f.metadata[KIND], Kind) for f in _numbers(cls))


@pytest.mark.parametrize("cls", events.EVENT_TYPES, ids=lambda c: c.__name__)
def test_every_event_says_what_a_viewer_sees_of_it(cls):
    """What a viewer sees of an event is declared on it (``seen_by``, by default all of it;
    ``SECRET_IN_SETUP``): the observation asks the event."""
    from wingspan_rules.state.events import BaseEvent

    assert issubclass(cls, BaseEvent)
    assert isinstance(cls.SECRET_IN_SETUP, bool)


def test_every_state_component_says_how_a_resampled_game_gets_it():
    """Each GameState field declares (``state.fields.Resample``) whether an observation shows
    it whole, it is drawn afresh, the resampler redraws it (``Draw.redraw_<field>``), or its
    mode's state class says how (``resampled``, public without one); ``bots.resample`` builds
    its table from these declarations."""
    import attrs

    from wingspan_rules.bots.resample import COMPONENTS, Draw
    from wingspan_rules.state.fields import RESAMPLE, Resample
    from wingspan_rules.state.model import GameState
    from wingspan_rules.variants import FlockState

    fields = [f for f in attrs.fields(GameState) if f.init]
    for f in fields:
        how = f.metadata.get(RESAMPLE)
        assert isinstance(how, Resample), f"GameState.{f.name} declares no Resample"
        if how is Resample.REDRAWN:
            assert callable(getattr(Draw, f"redraw_{f.name}", None)), f.name
    assert set(COMPONENTS) == {f.name for f in fields}
    assert callable(FlockState.resampled)  # its groups' random streams are hidden


def test_every_event_type_is_declared_by_exactly_one_package():
    """The table of events is joined from declarations: the base game's in ``state.events``
    (and ``state.power_events``, re-exported there), each mode's in its package (``EVENTS``,
    from its ``events`` module), each expansion's in its declaration (``Expansion.events``);
    no event is listed twice or by hand, and the base layer names no mode's event."""
    from wingspan_rules.effects.hooks import REGISTERED
    from wingspan_rules.state import events as base
    from wingspan_rules.state.events import BaseEvent
    from wingspan_rules.state.protocol import declared
    from wingspan_rules.variants import MODES

    owners: dict[type, list[str]] = {}
    for cls in base.BASE_EVENTS:
        owners.setdefault(cls, []).append("state")
    for mode in MODES:
        assert declared(BaseEvent, mode.events) == mode.EVENTS, mode.__name__
        for cls in mode.EVENTS:
            assert cls.__module__ == f"{mode.__name__}.events", cls.__name__
            owners.setdefault(cls, []).append(mode.__name__)
    for expansion in REGISTERED:
        for cls in expansion.events:
            assert issubclass(cls, BaseEvent) and cls.TAG, cls.__name__
            owners.setdefault(cls, []).append(expansion.name)
    assert {cls: o for cls, o in owners.items() if len(o) != 1} == {}
    assert set(owners) == set(events.EVENT_TYPES)
    assert len(events.EVENT_TYPES) == len(set(events.EVENT_TYPES))
    every = {v for v in vars(base).values() if isinstance(v, type) and issubclass(v, BaseEvent)}
    assert every - {BaseEvent} == set(base.BASE_EVENTS), "an event of the base layer unlisted"
    for mode in MODES:
        stem = mode.__name__.rpartition(".")[2]
        assert not any(c.TAG.startswith(f"{stem}-") for c in base.BASE_EVENTS), stem


@pytest.mark.parametrize("cls", FRAME_TYPES, ids=lambda c: c.__name__)
def test_every_frame_that_hides_cards_declares_their_redraw(cls):
    """A frame overriding ``seen_by`` hides cards from the other players: it declares how a
    resampled game redraws them (``REDRAW``: a ``state.fields.Redraw`` kind and the field it
    fills), and ``bots.resample`` handles every kind."""
    import attrs

    from wingspan_rules.bots.resample import _REDRAWS
    from wingspan_rules.state.fields import Redraw

    assert set(_REDRAWS) == set(Redraw)
    hides = overrides(cls, "seen_by", Frame)
    assert (cls.REDRAW is not None) == hides, "declare REDRAW exactly on a frame that hides"
    if cls.REDRAW is not None:
        kind, field = cls.REDRAW
        assert isinstance(kind, Redraw)
        assert field in {f.name for f in attrs.fields(cls)}
