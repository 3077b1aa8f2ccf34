"""The composing constructs of the card language: blocks, chained prefixes, bird selectors,
"or" in food costs, flags derived from the body, and the migration of older files."""

from __future__ import annotations

from pathlib import Path

import pytest

from wingspan_rules import effects as fx
from wingspan_rules.language import CardErrors, compile_file, format_text, parse_text
from wingspan_rules.state.enums import Food, Habitat, Nest

from .helpers import bird_text, compile_text, errors_of, power_of

LEGACY_CORE = Path(__file__).parent.parent / "fixtures" / "legacy-core"


# ---------------------------------------------------------------- blocks


def test_an_if_you_do_block_holds_several_lines():
    power = power_of(
        "you may discard 1 seed",
        "if you do:",
        "  all players: gain 1 fish from supply",
        "  draw 1 card",
        "end",
    )
    (done,) = power.effects
    assert isinstance(done, fx.IfDone)
    scope, draw = done.then
    assert isinstance(scope, fx.ForPlayers) and isinstance(scope.who, fx.AllPlayers)
    assert isinstance(draw, fx.DrawCards)


def test_prefixes_chain_on_one_line():
    chained = power_of("you may discard 1 seed", "if you do: all players: draw 1 card")
    block = power_of(
        "you may discard 1 seed", "if you do:", "  all players:", "    draw 1 card", "  end", "end"
    )
    assert chained == block
    (done,) = chained.effects
    assert isinstance(done.then[0], fx.ForPlayers)


def test_an_if_block_with_an_otherwise_block():
    power = power_of(
        "reveal 1 card from deck",
        "if revealed wingspan < 50:",
        "  tuck it behind this bird",
        "  draw 1 card",
        "otherwise:",
        "  discard it",
        "end",
    )
    test = power.effects[1]
    assert isinstance(test, fx.If)
    assert [type(e) for e in test.then] == [fx.TuckCards, fx.DrawCards]
    assert [type(e) for e in test.otherwise] == [fx.DiscardRevealed]


def test_an_if_you_do_inside_a_block_refers_to_the_line_before_it_in_the_block():
    power = power_of(
        "all players:",
        "  you may discard 1 seed",
        "  if you do: draw 1 card",
        "end",
    )
    (scope,) = power.effects
    (done,) = scope.body
    assert isinstance(done, fx.IfDone) and isinstance(done.then[0], fx.DrawCards)


def test_an_if_you_do_first_in_a_block_is_an_error():
    text = bird_text("all players:", "  if you do: draw 1 card", "end")
    assert errors_of(text) == [(13, 7, "'if you do' needs a statement before it")]


def test_a_block_without_end_is_a_syntax_error():
    with pytest.raises(CardErrors):
        parse_text(bird_text("all players:", "  draw 1 card"))


def test_blocks_are_formatted_with_their_depth_and_the_short_form_stays_short():
    messy = bird_text(
        "you may discard 1 seed",
        "if you do:",
        "all players:",
        "draw 1 card",
        "end",
        "gain 1 seed from supply",
        "end",
        "if you do:   draw 1 card",
    )
    formatted = format_text(messy)
    assert (
        "    you may discard 1 seed\n"
        "    if you do:\n"
        "      all players:\n"
        "        draw 1 card\n"
        "      end\n"
        "      gain 1 seed from supply\n"
        "    end\n"
        "    if you do: draw 1 card\n"
    ) in formatted
    assert format_text(formatted) == formatted


def test_for_each_counts_with_a_measure_written_in_the_singular():
    power = power_of("for each bird with bowl nest and in your forest: draw 1 card")
    (each,) = power.effects
    where = (fx.NestIs((Nest.BOWL,)), fx.InHabitat(Habitat.FOREST))
    assert each == fx.ForEach(None, (fx.DrawCards(1),), fx.BirdTarget(where=where))
    assert each.describe().startswith("for each of your birds with a bowl nest")
    text = bird_text(
        "for each egg in wetland:", "  draw 1 card", "  gain 1 seed from supply", "end"
    )
    assert "    for each egg in wetland:\n      draw 1 card\n" in format_text(text)
    assert format_text(bird_text("for each card in hand: draw 1 card")).count(
        "for each card in hand: draw 1 card"
    )


# ---------------------------------------------------------------- bird selectors


def test_lay_on_each_bird_in_a_habitat():
    (lay,) = power_of("lay 1 egg on each bird in your wetland").effects
    assert lay == fx.LayEggsOnEach(fx.BirdTarget(where=(fx.InHabitat(Habitat.WETLAND),)))
    assert "in your wetland" in lay.describe()


def test_a_selector_takes_a_nest_and_a_habitat():
    (lay,) = power_of("lay 1 egg on another bird with bowl nest in forest").effects
    assert lay.on == fx.BirdTarget(
        fx.Which.OTHER, where=(fx.NestIs((Nest.BOWL,)), fx.InHabitat(Habitat.FOREST))
    )


def test_each_bird_is_refused_where_a_phrase_acts_on_one_bird():
    text = bird_text("discard 1 egg from each bird to draw 1 card")
    [(line, column, message)] = errors_of(text)
    assert (line, column) == (12, 24)
    assert message.startswith("unexpected 'each'")


def test_cache_and_tuck_take_any_selector_and_move_names_this_bird():
    (cache,) = power_of("cache 1 seed from supply on another bird eating fish").effects
    assert cache.on == fx.BirdTarget(fx.Which.OTHER, where=(fx.CostMentions(Food.FISH),))
    assert "one of your other birds with fish in their food cost" in cache.describe()
    (tuck,) = power_of("tuck 1 card from hand behind another bird").effects
    assert tuck.on == fx.BirdTarget(fx.Which.OTHER)
    text = bird_text("move another bird to another habitat")
    assert errors_of(text) == [(12, 10, "a power can only move this bird, not 'another bird'")]


def test_this_bird_under_all_players_is_an_error_with_its_position():
    text = bird_text("all players: lay 1 egg on this bird")
    with pytest.raises(CardErrors) as caught:
        compile_text(text, path="cards/test.wsp")
    (error,) = caught.value.errors
    assert (error.path, error.line, error.column) == ("cards/test.wsp", 12, 31)
    assert error.message.startswith("'this bird' cannot be used under 'all players:'")
    assert "cards/test.wsp:12:31" in str(caught.value)


@pytest.mark.parametrize(
    "line",
    [
        "players with fewest birds in wetland: cache 1 seed from supply on this bird",
        "all players: tuck 1 card from hand behind this bird",
        "all players: move this bird to another habitat",
    ],
)
def test_this_bird_is_refused_under_every_player_scope(line):
    [(_, _, message)] = errors_of(bird_text(line))
    assert "'this bird' cannot be used under" in message


# ---------------------------------------------------------------- food costs


def test_or_in_a_food_cost_is_the_same_as_the_older_slash():
    with_or = compile_text(bird_text().replace("food seed", "food seed or fish")).birds[0]
    with_slash = compile_text(bird_text().replace("food seed", "food seed / fish")).birds[0]
    assert with_or.cost == with_slash.cost == fx.FoodCost((Food.SEED, Food.FISH), one_of=True)
    assert "food seed or fish" in format_text(bird_text().replace("food seed", "food seed / fish"))


# ---------------------------------------------------------------- flags


def test_flags_are_derived_from_the_body():
    hunter = power_of("roll dice outside birdfeeder", "hunt succeeds if rolled fish: draw 1 card")
    flock = power_of("tuck 1 card from hand behind this bird")
    bonus = power_of("draw 2 bonus cards keep 1", header="power when played")
    assert (hunter.predator, hunter.flocking, hunter.bonus) == (True, False, False)
    assert (flock.predator, flock.flocking, flock.bonus) == (False, True, False)
    assert (bonus.predator, bonus.flocking, bonus.bonus) == (False, False, True)


def test_a_stated_flag_is_checked_against_the_body():
    stated = power_of(
        "roll dice outside birdfeeder",
        "hunt succeeds if rolled fish: draw 1 card",
        header="power predator when activated",
    )
    assert stated.predator
    text = bird_text("draw 1 card", header="power flocking when activated")
    assert errors_of(text) == [
        (11, 9, "the flocking flag needs a tuck from hand or deck in the power")
    ]


# ---------------------------------------------------------------- migration


def _legacy_files() -> list[Path]:
    return sorted(LEGACY_CORE.glob("*.wsp"))


def test_the_legacy_core_fixture_is_there():
    assert len(_legacy_files()) == 13


@pytest.mark.parametrize("path", _legacy_files(), ids=lambda p: p.name)
def test_formatting_migrates_the_previous_core_files_to_the_same_cards(path):
    old = path.read_text(encoding="utf-8")
    migrated = format_text(old, path.name)
    assert " / " not in migrated
    before = compile_file(parse_text(old, path.name))
    after = compile_file(parse_text(migrated, path.name))
    assert not before.errors and not after.errors
    assert after.birds == before.birds
    assert after.bonus_cards == before.bonus_cards
    assert after.goal_tiles == before.goal_tiles
    assert format_text(migrated, path.name) == migrated


@pytest.mark.parametrize("path", _legacy_files(), ids=lambda p: p.name)
def test_the_rewritten_core_files_compile_to_the_previous_cards(path):
    bundled = Path(__file__).parents[2] / "cards" / "core" / path.name
    before = compile_file(parse_text(path.read_text(encoding="utf-8"), path.name))
    now = compile_file(parse_text(bundled.read_text(encoding="utf-8"), path.name))
    assert now.birds == before.birds
    assert now.bonus_cards == before.bonus_cards
    assert now.goal_tiles == before.goal_tiles


def test_for_each_cube_is_a_prefix_and_the_older_suffix_gets_a_hint():
    (each,) = power_of(
        "for each cube on grassland of another player of your choice: lay 1 egg on this bird"
    ).effects
    assert each == fx.ForEachCube(Habitat.GRASSLAND, (fx.LayEggs(1, fx.BirdTarget(fx.Which.THIS)),))
    text = bird_text(
        "lay 1 egg on this bird for each cube on grassland of another player of your choice"
    )
    with pytest.raises(CardErrors) as caught:
        compile_text(text)
    assert (
        "'for each cube on grassland of another player of your choice: lay 1 egg on this bird'"
        in str(caught.value)
    )
    text = bird_text("cache 1 rodent from supply on this bird for each predator of any playr")
    with pytest.raises(CardErrors) as caught:  # a typo later in a right phrase: no such hint
        compile_text(text)
    assert "goes first" not in str(caught.value)
