"""Promo birds whose powers discard, redraw, count, draft, give, score or share bonus cards
(docs/promos.md, "Readings"; rules 9.6): what each printed power means, paraphrased in the
test's name, on prepared boards."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.engine.observation import observe
from wingspan_rules.state.fields import HIDDEN
from wingspan_rules.state.model import BONUS_TABLE
from wingspan_rules.testing import Scenario, view
from wingspan_rules.variants.automa import AutomaOptions
from wingspan_rules.views.json_view import observation_json

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _ask(s: Scenario, *labels: str):
    """The game after ``labels``, waiting for the next answer (the turn may go on)."""
    return s.script().play(*labels, until="answers")


def _bonus(state, cards, player: int) -> list[str]:
    return sorted(cards.bonus_cards[i].name for i in state.players[player].bonus)


def _discarded(state, cards) -> list[str]:
    return sorted(cards.bonus_cards[i].name for i in state.tables[BONUS_TABLE].bonus_discard)


def _eggs(state, cards, player: int, bird: str) -> int:
    return view(state, cards).player(player).bird(bird).eggs


# --- discarding to redraw (BC03) -----------------------------------------------------------------


def test_the_bali_starling_may_throw_back_each_new_bonus_card_for_another_up_to_three_times(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Bali Starling").food(invertebrate=1, fruit=1).bonus("Anatomist")
    s.bonus_deck_top("Historian", "Cartographer", "Photographer", "Bird Counter")
    turn = _ask(s, "play Bali Starling in forest", USE, "yes", "yes")
    # the card thrown back is always the newest one, never the one held before
    assert _bonus(turn.state, cards, 0) == ["Anatomist", "Photographer"]
    assert _discarded(turn.state, cards) == ["Cartographer", "Historian"]
    turn = turn.play("skip")
    assert _bonus(turn.state, cards, 0) == ["Anatomist", "Photographer"]


def test_the_rusty_blackbird_replaces_the_bonus_cards_it_discards_and_draws_one_more(cards):
    s = Scenario(players=2, cards=cards)
    mat = s.player(0).hand("Rusty Blackbird").food(invertebrate=1, seed=2)
    mat.bonus("Anatomist", "Cartographer")
    s.bonus_deck_top("Historian", "Photographer", "Bird Counter")
    turn = _ask(s, "play Rusty Blackbird in forest", USE, "keep Anatomist")
    assert "stop" in turn.options()
    turn = turn.play("stop")
    assert _bonus(turn.state, cards, 0) == ["Cartographer", "Historian", "Photographer"]
    assert _discarded(turn.state, cards) == ["Anatomist"]


def test_the_rusty_blackbird_with_no_bonus_card_still_draws_its_extra_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Rusty Blackbird").food(invertebrate=1, seed=2)
    s.bonus_deck_top("Historian")
    turn = s.play("play Rusty Blackbird in forest", USE)
    assert _bonus(turn.state, cards, 0) == ["Historian"]


def test_the_qupanuaq_draws_a_bonus_card_per_card_it_tucks_and_keeps_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Qupanuaq", "Mallard", "Wild Turkey").food(invertebrate=1, seed=1)
    s.bonus_deck_top("Historian", "Cartographer", "Photographer")
    turn = _ask(s, "play Qupanuaq in forest", USE, "take 2", "tuck Mallard")
    assert turn.options() == ["keep Historian", "keep Cartographer"]
    turn = turn.play("keep Cartographer")
    assert _bonus(turn.state, cards, 0) == ["Cartographer"]
    assert _discarded(turn.state, cards) == ["Historian"]
    assert view(turn.state, cards).player(0).bird("Qupanuaq").tucked == 2


def test_the_shore_plover_draws_two_more_per_rodent_spent_then_keeps_one_of_all(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Shore Plover").food(invertebrate=2, rodent=2)
    s.bonus_deck_top("Historian", "Cartographer", "Photographer", "Anatomist", "Bird Counter")
    turn = _ask(s, "play Shore Plover in wetland", "pay 2 invertebrate", USE)
    assert turn.options() == ["discard 1 rodent", "stop"]  # after seeing the first two
    turn = turn.play("discard 1 rodent", "stop", until="answers")
    assert len(turn.options()) == 4
    turn = turn.play("keep Anatomist")
    assert _bonus(turn.state, cards, 0) == ["Anatomist"]
    assert turn.state.players[0].food[4] == 1  # one rodent left
    assert len(turn.state.tables[BONUS_TABLE].bonus_discard) == 3


def test_the_whip_poor_will_keeps_one_or_pays_two_food_to_keep_both(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Eastern Whip-Poor-Will").food(invertebrate=2, seed=2)
    s.bonus_deck_top("Historian", "Cartographer")
    turn = _ask(s, "play Eastern Whip-Poor-Will in forest", "pay 2 invertebrate", USE)
    assert turn.options() == ["keep Historian", "keep Cartographer", "yes"]
    paid = turn.play("yes")  # the two seed left are all the food there is
    assert _bonus(paid.state, cards, 0) == ["Cartographer", "Historian"]
    assert sum(paid.state.players[0].food) == 0
    kept = turn.play("keep Cartographer")
    assert _bonus(kept.state, cards, 0) == ["Cartographer"]
    assert _discarded(kept.state, cards) == ["Historian"]


def test_the_whip_poor_will_without_two_food_only_keeps_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Eastern Whip-Poor-Will").food(invertebrate=2, seed=1)
    s.bonus_deck_top("Historian", "Cartographer")
    turn = _ask(s, "play Eastern Whip-Poor-Will in forest", USE)
    assert turn.options() == ["keep Historian", "keep Cartographer"]


# --- one per counted bird (BC02) -----------------------------------------------------------------


def test_the_sulu_hornbill_draws_one_per_bonus_power_bird_of_a_chosen_opponent_at_game_end(cards):
    s = Scenario(players=3, cards=cards).round(4).first_player(0).turn(3 * 5 - 1)
    s.goals("Birds in grassland", "Birds in wetland", "Total birds", "Eggs in forest")
    s.goal_points((0, 0, 0), (0, 0, 0), (0, 0, 0))
    s.player(0).bird("forest", "Sulu Hornbill")
    s.player(1).bird("forest", "Bali Starling").bird("wetland", "Rusty Blackbird")
    s.player(2).bird("wetland", "Mallard")
    s.bonus_deck_top("Historian", "Cartographer", "Photographer")
    turn = _ask(s, "gain food", "stop", USE)
    assert turn.options() == ["choose player 1", "choose player 2"]
    turn = turn.play("choose player 1", until="answers")
    assert turn.options() == ["keep Historian", "keep Cartographer"]


# --- drafted, given and passed (BC05) ------------------------------------------------------------


def test_the_rufous_hummingbird_deals_one_bonus_card_to_each_player_the_owner_choosing_first(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).hand("Rufous Hummingbird").food(seed=2)
    s.bonus_deck_top("Historian", "Cartographer", "Photographer")
    turn = s.play("play Rufous Hummingbird in forest", USE, "keep Historian", "keep Photographer")
    held = [_bonus(turn.state, cards, p) for p in range(3)]
    assert held == [["Historian"], ["Photographer"], ["Cartographer"]]


def test_the_rufous_hummingbird_against_the_automa_deals_its_seat_a_card_that_is_discarded(cards):
    s = Scenario(players=1, cards=cards, mode=AutomaOptions())
    s.player(0).hand("Rufous Hummingbird").food(seed=2)
    before = s.script().state.tables[BONUS_TABLE].bonus_discard
    turn = _ask(s, "play Rufous Hummingbird in forest", USE)
    assert len(turn.options()) == 2  # a card for the player, one for the Automa's seat
    turn = turn.play(turn.options()[0])
    assert len(turn.state.players[0].bonus) == 1
    assert len(turn.state.tables[BONUS_TABLE].bonus_discard) == len(before) + 1


def test_the_capercaillie_keeps_one_new_bonus_card_and_must_give_the_other_away(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).hand("Western Capercaillie").food(seed=1, fruit=2)
    s.bonus_deck_top("Historian", "Cartographer")
    turn = s.play("play Western Capercaillie in forest", USE, "keep Historian", "choose player 2")
    assert _bonus(turn.state, cards, 0) == ["Historian"]
    assert _bonus(turn.state, cards, 2) == ["Cartographer"]
    assert _bonus(turn.state, cards, 1) == []
    # the others see that a card went, never which
    seen = observe(turn.state, 1)
    assert all(c < 0 for c in seen.players[2].bonus)


def test_the_black_robin_passes_a_bonus_card_left_round_the_table_then_discards_one(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).hand("Black Robin").food(invertebrate=2)
    s.player(1).bonus("Anatomist")
    s.player(2).bonus("Bird Counter")
    s.bonus_deck_top("Historian", "Cartographer")
    turn = _ask(s, "play Black Robin in forest", USE, "keep Historian")
    # player 2 now holds two and gives one of them; player 3 gives theirs to the owner
    turn = turn.play("keep Anatomist", "keep Bird Counter", until="answers")
    assert _bonus(turn.state, cards, 1) == ["Historian"]
    assert _bonus(turn.state, cards, 2) == ["Anatomist"]
    turn = turn.play("keep Bird Counter")  # the owner discards one of the two held
    assert _bonus(turn.state, cards, 0) == ["Bird Counter"]
    assert _discarded(turn.state, cards) == ["Cartographer"]


def test_the_magenta_petrel_gives_a_bonus_card_away_for_two_new_ones_and_an_egg(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Magenta Petrel").food(fish=2).bonus("Anatomist")
    s.bonus_deck_top("Historian", "Cartographer")
    turn = s.play("play Magenta Petrel in wetland", USE)
    assert _bonus(turn.state, cards, 1) == ["Anatomist"]
    assert _bonus(turn.state, cards, 0) == ["Cartographer", "Historian"]
    assert _eggs(turn.state, cards, 0, "Magenta Petrel") == 1


def test_the_magenta_petrel_with_no_bonus_card_to_give_gets_nothing(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Magenta Petrel").food(fish=2)
    s.bonus_deck_top("Historian", "Cartographer")
    turn = s.play("play Magenta Petrel in wetland")
    assert _bonus(turn.state, cards, 0) == []
    assert _eggs(turn.state, cards, 0, "Magenta Petrel") == 0


# --- from the bonus discard pile (BC04) ----------------------------------------------------------


def test_the_steppe_eagle_picks_one_of_three_discarded_bonus_cards(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Steppe Eagle").food(rodent=3)
    s.bonus_discard("Historian", "Cartographer", "Photographer", "Anatomist")
    turn = _ask(s, "play Steppe Eagle in grassland", USE)
    offered = [o.removeprefix("keep ") for o in turn.options()]
    assert len(offered) == 3
    turn = turn.play(f"keep {offered[0]}")
    assert _bonus(turn.state, cards, 0) == [offered[0]]
    assert len(turn.state.tables[BONUS_TABLE].bonus_discard) == 3


# --- scored now (BC06) and shared (BC07) ----------------------------------------------------------


def test_the_black_rosy_finch_keeps_one_and_lays_an_egg_per_point_the_other_scores_now(cards):
    s = Scenario(players=2, cards=cards)
    mat = s.player(0).hand("Black Rosy Finch").food(invertebrate=2, seed=1)
    for bird in ("Pileated Woodpecker", "Spotted Owl", "Carolina Wren"):  # cavity nests
        mat.bird("forest", bird)
    s.bonus_deck_top("Historian", "Nest Box Builder")
    turn = s.play("play Black Rosy Finch in grassland", USE, "keep Historian")
    assert _bonus(turn.state, cards, 0) == ["Historian"]
    assert _discarded(turn.state, cards) == ["Nest Box Builder"]
    # Nest Box Builder counts the cavity birds, the Finch included: 4 of them, 4 points; the
    # Finch holds 3 eggs at most
    expected = ws.engine.scoring.bonus_points(
        turn.state.players[0], cards, cards.bonus_id("Nest Box Builder")
    )
    assert expected == 4
    assert _eggs(turn.state, cards, 0, "Black Rosy Finch") == 3


def test_the_prairie_chicken_reveals_a_bonus_card_every_player_scores_at_game_end(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Lesser Prairie-Chicken").food(invertebrate=1, seed=1)
    s.player(1).bird("wetland", "Mallard").bird("wetland", "Trumpeter Swan")
    s.bonus_deck_top("Historian", "Wetland Scientist")
    turn = s.play("play Lesser Prairie-Chicken in grassland", USE, "keep Historian")
    shared = turn.state.tables[BONUS_TABLE].shared_bonus
    assert [cards.bonus_cards[c].name for c in shared] == ["Wetland Scientist"]
    assert _bonus(turn.state, cards, 0) == ["Historian"]
    # every viewer sees it, and it is in every player's score breakdown
    assert observe(turn.state, 1).tables[BONUS_TABLE].shared_bonus == shared
    scores = ws.engine.scoring.score_game(turn.state, cards)
    for p in (0, 1):
        assert "Wetland Scientist" in [b.name for b in scores[p].bonus_cards]


# --- who knows which discarded bonus card ----------------------------------------------------------


def test_a_player_sees_the_bonus_cards_they_discarded_and_no_one_elses(cards):
    s = Scenario(players=2, cards=cards)
    mat = s.player(0).hand("Rusty Blackbird").food(invertebrate=1, seed=2)
    mat.bonus("Anatomist", "Cartographer")
    s.bonus_deck_top("Historian", "Photographer", "Bird Counter")
    turn = s.play("play Rusty Blackbird in forest", USE, "keep Anatomist", "stop")
    anatomist = cards.bonus_id("Anatomist")
    assert turn.state.players[0].bonus_discarded == (anatomist,)
    mine = observe(turn.state, 0)
    assert mine.players[0].bonus_discarded == (anatomist,)
    theirs = observe(turn.state, 1)
    assert theirs.players[0].bonus_discarded == ()
    for seen in (mine, theirs):  # the pile itself stays face down (rules 1.7)
        assert set(seen.tables[BONUS_TABLE].bonus_discard) == {HIDDEN}


def test_shuffling_the_bonus_discard_pile_forgets_who_discarded_what(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Steppe Eagle").food(rodent=3)
    s.player(1).bonus("Anatomist")
    s.bonus_discard("Historian", "Cartographer", "Photographer", "Bird Counter")
    turn = _ask(s, "play Steppe Eagle in grassland", USE)
    assert all(not p.bonus_discarded for p in turn.state.players)
    turn = turn.play(turn.options()[0])
    # the two sent back are the Eagle's owner's discards now: only they know them
    assert len(turn.state.players[0].bonus_discarded) == 2
    assert observe(turn.state, 1).tables[BONUS_TABLE].bonus_discard.count(HIDDEN) == 3


def test_the_shared_bonus_card_is_in_every_viewers_json_view(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Lesser Prairie-Chicken").food(invertebrate=1, seed=1)
    s.bonus_deck_top("Historian", "Wetland Scientist")
    turn = s.play("play Lesser Prairie-Chicken in grassland", USE, "keep Historian")
    for viewer in (0, 1):
        shown = observation_json(turn.state, viewer, s.rules(), actions=False)
        assert [b["name"] for b in shown["table"]["shared_bonus"]] == ["Wetland Scientist"]


# --- random whole games with these birds in hand ---------------------------------------------------

#: The birds of this family: dealt into the players' hands, so that random games play them.
FAMILY = (
    "Bali Starling",
    "Qupanuaq",
    "Rusty Blackbird",
    "Shore Plover",
    "Eastern Whip-Poor-Will",
    "Sulu Hornbill",
    "Steppe Eagle",
    "Western Capercaillie",
    "Rufous Hummingbird",
    "Black Robin",
    "Magenta Petrel",
    "Black Rosy Finch",
    "Lesser Prairie-Chicken",
)


def _modes():
    from wingspan_rules.variants import DuetOptions, FlockOptions

    return [(2, None), (3, None), (5, None), (1, AutomaOptions()), (2, DuetOptions())] + [
        (6, FlockOptions())
    ]


@pytest.mark.parametrize(("players", "mode"), _modes(), ids=lambda v: type(v).__name__)
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**16), data=st.data())
def test_random_games_playing_the_bonus_card_birds_keep_every_invariant(
    cards, players, mode, seed, data
):
    """The family's birds start in the hands, with food to pay for them: random games play
    them often; every invariant holds at every step (``play_out``), and the game replays."""
    moded = {} if mode is None else {"mode": mode}
    s = Scenario(players=players, cards=cards, seed=seed, **moded)
    banned = {"Lesser Prairie-Chicken"} if isinstance(mode, AutomaOptions) else set()
    family = [b for b in FAMILY if b not in banned]
    for p in range(players):
        mine = family[p::players]
        s.player(p).hand(*mine).food(invertebrate=3, seed=3, fish=2, fruit=3, rodent=3)
    rules = s.rules()
    start = s.build()
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)
