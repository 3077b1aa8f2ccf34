"""The promo birds of new mechanics (docs/promos.md): the Yellow-Billed Magpie's game-end
activation of its owner's predators, rewarded per success (``effects/activate.py`` and the
engine's hunt watch)."""

from __future__ import annotations

import json
from types import SimpleNamespace

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.engine.core import Rules
from wingspan_rules.expansions.promos.options import PromoOptions
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.testing import Scenario, view
from wingspan_rules.testing._scripting import Script


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _last_turn_of_the_game(cards) -> Scenario:
    """Two players, round 4, player 1's last turn: player 1 gains food, then the game ends."""
    s = Scenario(players=2, cards=cards).round(4).turn(9)
    s.goals("Birds in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    return s.feeder("fruit", "fruit", "seed", "fish", "invertebrate")


def test_the_magpie_caches_one_food_per_predator_that_succeeds_at_game_end(cards):
    """Yellow-Billed Magpie: at game end, each of its owner's brown predator powers runs once
    (in the order picked); the hawk's hunt succeeds (a small bird drawn), the owl's fails (a
    large one), so 1 food is cached on the magpie, of the type the player picks."""
    s = _last_turn_of_the_game(cards).deck_top("Ruby-Throated Hummingbird", "Trumpeter Swan")
    s.player(0).bird("forest", "Yellow-Billed Magpie").bird("forest", "Barred Owl")
    s.player(0).bird("grassland", "Greater Roadrunner").bird("wetland", "Mallard")
    end = s.script().play("gain food", "take fruit", "use the power", until="answers")
    offered = end.options()
    assert any("Barred Owl" in o for o in offered)
    assert any("Greater Roadrunner" in o for o in offered)
    assert not any("Mallard" in o for o in offered)  # no predator
    done = end.play("Greater Roadrunner", "Barred Owl", until="answers")
    options = done.options()
    assert any("fish" in o for o in options)  # the cached food is a wild one: any type
    fish = next(o for o in options if "fish" in o)
    cached = done.play(fish, until="answers")
    me = view(cached.state, cards).player(0)
    assert me.bird("Greater Roadrunner").tucked == 1
    assert me.bird("Barred Owl").tucked == 0
    assert me.bird("Yellow-Billed Magpie").cached == {"fish": 1}


def _magpie_and_two_predators(cards, *deck: str) -> Scenario:
    s = _last_turn_of_the_game(cards).deck_top(*deck)
    s.player(0).bird("forest", "Yellow-Billed Magpie").bird("forest", "Barred Owl")
    s.player(0).bird("grassland", "Greater Roadrunner")
    return s


def test_the_magpie_caches_nothing_when_no_predator_succeeds(cards):
    """Yellow-Billed Magpie: both hunts fail (two large birds drawn): nothing is cached on it,
    and no food is offered (the reward is owed only per success)."""
    s = _magpie_and_two_predators(cards, "Trumpeter Swan", "Sandhill Crane")
    end = s.script().play("gain food", "take fruit", "use the power", until="answers")
    done = end.play("Barred Owl", "Greater Roadrunner", until="answers")
    assert not any("fish" in o for o in done.options())
    me = view(done.state, cards).player(0)
    assert me.bird("Yellow-Billed Magpie").cached == {}
    assert me.bird("Barred Owl").tucked == 0 and me.bird("Greater Roadrunner").tucked == 0


def test_the_magpie_pays_twice_for_two_successes_and_resumes_from_a_save(cards):
    """Yellow-Billed Magpie: both hunts succeed: 2 food cached. A game saved between the two
    activations (the first success noted on the stack) resumes to the same end."""
    s = _magpie_and_two_predators(cards, "Ruby-Throated Hummingbird", "Black-Chinned Hummingbird")
    end = s.script().play("gain food", "take fruit", "use the power", until="answers")
    half = end.play("Barred Owl", until="answers")
    rules = s.rules()
    again = from_json(to_json(half.state), rules)
    assert again == half.state
    assert rules.legal_moves(again) == rules.legal_moves(half.state)
    first = next(o for o in half.options() if "Greater Roadrunner" in o)
    done = half.play(first, until="answers")
    food = [o for o in done.options() if "seed" in o]
    done = done.play(food[0], until="answers")
    done = done.play(next(o for o in done.options() if "seed" in o), until="answers")
    assert view(done.state, cards).player(0).bird("Yellow-Billed Magpie").cached == {"seed": 2}


def test_a_save_watching_a_hunt_of_a_bird_not_on_the_mat_is_refused(cards):
    """A hostile save: a hunt watch naming a bird that is not on its player's mat is refused
    (``SavedGameError``); the same watch naming the owner's predator loads."""
    s = _magpie_and_two_predators(cards, "Ruby-Throated Hummingbird", "Trumpeter Swan")
    asked = s.script().play("gain food", "take fruit", "use the power", until="answers")
    rules = s.rules()

    def with_watch(name: str) -> str:
        data = json.loads(to_json(asked.state))
        card = [b.name for b in cards.birds].index(name)
        watch = {"player": 0, "card": card, "succeeded": True, "type": "hunt-watch"}
        data["state"]["pending"].insert(-1, watch)
        return json.dumps(data)

    loaded = from_json(with_watch("Barred Owl"), rules)
    assert any(type(f).__name__ == "HuntWatch" for f in loaded.pending)
    with pytest.raises(ws.SavedGameError):
        from_json(with_watch("Trumpeter Swan"), rules)


# --- Brown Thrasher: a tray card's brown power ------------------------------------------------


def _names(cards, ids) -> list[str]:
    return [cards.birds[c].name for c in ids if c >= 0]


def _thrasher(cards, *tray: str, deck: tuple[str, ...] = ("Killdeer", "Blue Jay")) -> Scenario:
    s = Scenario(players=2, cards=cards).tray(*tray).deck_top(*deck)
    s.feeder("fruit", "seed", "fish", "invertebrate", "rodent")  # not the card set's dice
    s.player(0).bird("forest", "Brown Thrasher")
    return s


def test_the_thrasher_discards_a_brown_tray_card_and_copies_its_power(cards):
    """Brown Thrasher: only a tray card with a brown power may be discarded (not the bird
    without a power); copying the discarded Mallard's power draws a card, here the deck's top.
    The discarded card is on the discard pile, and the tray is refilled at the end of turn."""
    s = _thrasher(cards, "Mallard", "Wild Turkey", "Cedar Waxwing")
    asked = s.script().play("gain food", "take fruit", "use the power", "skip", until="answers")
    assert sorted(asked.options()) == ["discard Cedar Waxwing", "discard Mallard"]
    copy = asked.play("discard Mallard", until="answers")
    drawn = copy.play("yes", until="answers")
    before = len(drawn.state.players[0].hand)
    done = drawn.play("draw from the deck")
    assert len(done.state.players[0].hand) == before + 1
    table = done.state.tables[0]
    assert _names(cards, table.discard)[-1] == "Mallard"
    assert "Mallard" not in _names(cards, table.tray) and len(_names(cards, table.tray)) == 3


def test_the_thrasher_may_discard_without_copying(cards):
    """Brown Thrasher: the copy is optional; the discard still happens."""
    s = _thrasher(cards, "Mallard", "Wild Turkey", "Trumpeter Swan")
    asked = s.script().play("gain food", "take fruit", "use the power", "skip", until="answers")
    hand = len(asked.state.players[0].hand)
    done = asked.play("skip", until="answers")  # the only brown card, Mallard, is discarded
    assert _names(cards, done.state.tables[0].discard)[-1] == "Mallard"
    assert len(done.state.players[0].hand) == hand


def test_the_thrasher_may_reset_the_tray_before_discarding(cards):
    """Brown Thrasher: with no brown card in the tray, resetting it first deals three new
    cards from the deck, which may then be discarded and copied."""
    deck = ("Killdeer", "Mallard", "Canada Goose", "Blue Jay")
    s = _thrasher(cards, "Wild Turkey", "Trumpeter Swan", "Cedar Waxwing", deck=deck)
    asked = s.script().play(
        "gain food", "take fruit", "use the power", "yes", "yes", until="answers"
    )
    assert _names(cards, asked.state.tables[0].tray) == ["Killdeer", "Mallard", "Canada Goose"]
    assert "discard Mallard" in asked.options()


# --- Eurasian Siskin: gifts to the owner, counted ---------------------------------------------


def _siskin(cards, players: int) -> Scenario:
    s = Scenario(players=players, cards=cards).deck_top("Killdeer", "Mallard")
    s.player(0).hand("Eurasian Siskin").food(seed=2)
    homes = ("Wild Turkey", "Blue Jay", "Downy Woodpecker")
    foods = ({"fish": 1}, {"fruit": 1}, {"rodent": 1})
    for q in range(1, players):
        s.player(q).food(**foods[q - 1]).bird("forest", homes[q - 1])
    return s


def test_the_siskin_gets_a_food_from_each_giver_who_lays_two_eggs(cards):
    """Eurasian Siskin, 4 players: each other player gives the owner 1 food and lays 2 eggs
    on one of their own birds; three food received, so no card is tucked."""
    s = _siskin(cards, 4)
    turn = s.script().play("play Eurasian Siskin in forest", "use the power", until="answers")
    for _ in range(3):
        turn = turn.play("yes", "lay an egg", until="answers")
    done = turn
    me, *others = done.state.players
    assert me.food[2] == me.food[3] == me.food[4] == 1  # a fish, a fruit, a rodent
    assert all(sum(p.food) == 0 for p in others)
    assert [p.mat[0][0].eggs for p in others] == [2, 2, 2]
    assert me.mat[0][0].tucked == ()


def test_the_siskin_tucks_two_cards_when_fewer_than_three_gave(cards):
    """Eurasian Siskin, 4 players: one player declines, so the owner received 2 food: the
    two deck cards are tucked behind it. The decliner keeps their food and lays no egg."""
    s = _siskin(cards, 4)
    turn = s.script().play("play Eurasian Siskin in forest", "use the power", until="answers")
    turn = turn.play("yes", "lay an egg", "skip", "yes", "lay an egg", until="answers")
    assert turn.options() == ["take 2", "take 1", "take none"]
    done = turn.play("take 2")
    me, first, second, third = done.state.players
    assert len(me.mat[0][0].tucked) == 2
    assert sum(second.food) == 1 and second.mat[0][0].eggs == 0
    assert first.mat[0][0].eggs == 2 and third.mat[0][0].eggs == 2


def test_the_siskin_of_a_two_player_game_always_tucks(cards):
    """Eurasian Siskin, 2 players: at most 1 food can be received, fewer than 3: the tuck
    follows even when the other player gives."""
    s = _siskin(cards, 2)
    start = s.script().play("play Eurasian Siskin in forest", "use the power", until="answers")
    turn = start.play("yes", "lay an egg", until="answers")
    done = turn.play("take 2")
    me, other = done.state.players
    assert me.food[2] == 1 and other.mat[0][0].eggs == 2
    assert len(me.mat[0][0].tucked) == 2


# --- Alpine Swift: a habitat action taken from a power ----------------------------------------


def _swift(cards, players: int = 2) -> Scenario:
    s = Scenario(players=players, cards=cards).deck_top("Blue Jay", "Canada Goose", "Cedar Waxwing")
    s.player(0).hand("Alpine Swift").food(invertebrate=2)
    s.player(0).bird("wetland", "Mallard", eggs=1).bird("grassland", "Wild Turkey")
    return s


def _with_options(s: Scenario, options: PromoOptions) -> Script:
    config = attrs.evolve(s.rules().config, expansions=(options,))
    state = attrs.evolve(s.build(), config=config)
    return Script(state, rules=Rules(s.cards, config))


def test_the_swift_moves_its_cube_and_takes_its_habitats_action_with_brown_powers(cards):
    """Alpine Swift played in the wetland: its cube leaves "play a bird" for the wetland, and
    the draw-cards action is taken with the Swift in the row (the third column's 2 cards),
    then the row's brown powers run (the Mallard draws 1 more)."""
    s = _swift(cards)
    hand = len(s.build().players[0].hand) - 1  # the Swift leaves the hand
    turn = s.script().play("play Alpine Swift in wetland", "use the power", until="answers")
    assert turn.state.players[0].actions == (0, 0, 0, 1)
    turn = turn.play("draw from the deck", "draw from the deck", "use the power", until="answers")
    done = turn.play("draw from the deck")
    assert len(done.state.players[0].hand) == hand + 3
    assert done.state.players[0].cubes_used == 1


def _lay_on_the_turkey(turn: Script) -> Script:
    while any("lay an egg on Wild Turkey" in o for o in turn.options()):
        turn = turn.play("lay an egg on Wild Turkey", until="answers")
    return turn


def test_u31_by_default_the_swifts_action_answers_pink_powers(cards):
    """U31 (default): the Swift's lay-eggs action counts as taking it: the other player's
    American Avocet (pink, on the lay-eggs action) is offered."""
    s = _swift(cards)
    s.player(1).bird("wetland", "American Avocet").bird("grassland", "Killdeer")
    s.player(1).hand()
    turn = s.script().play("play Alpine Swift in grassland", "use the power", until="answers")
    turn = _lay_on_the_turkey(turn)
    assert turn.state.players[0].mat[1][0].eggs == 3  # the third column's 3 eggs
    assert turn.state.pending[-1].player == 1
    assert any("American Avocet" in o for o in turn.options())


def test_u31_the_other_reading_offers_no_pink_power(cards):
    """U31 (``power_action_pink=False``): the same action answers no pink power."""
    s = _swift(cards)
    s.player(1).bird("wetland", "American Avocet").bird("grassland", "Killdeer")
    script = _with_options(s, PromoOptions(power_action_pink=False))
    turn = script.play("play Alpine Swift in grassland", "use the power", until="answers")
    done = _lay_on_the_turkey(turn)
    assert done.state.players[0].mat[1][0].eggs == 3
    assert done.state.players[1].mat[1][0].eggs == 0
    assert not any("American Avocet" in o for o in done.options())


def test_u23_the_steps_after_an_action_follow_a_powers_action_unless_the_option_says_not(
    cards, monkeypatch
):
    """U23: an expansion's step after an action (the Americas hummingbird action) follows
    the action a power takes by default; ``power_action_after_steps=False`` leaves it out."""
    from wingspan_rules.engine.frames import choice
    from wingspan_rules.engine.frames.choice import AfterAction
    from wingspan_rules.state.enums import Action

    hooks = choice.active(("core", "promos"))
    step = SimpleNamespace(name="a-step-after-actions")
    extra = attrs.evolve(hooks, after_action_steps=(step,))
    monkeypatch.setattr(choice, "active", lambda sets: extra)
    state = _swift(cards).build()
    full = choice.habitat_action_frames(state, 0, Action.GAIN_FOOD)
    assert [f.name for f in full if isinstance(f, AfterAction)] == ["a-step-after-actions"]
    bare = choice.habitat_action_frames(state, 0, Action.GAIN_FOOD, after_steps=False)
    assert not any(isinstance(f, AfterAction) for f in bare)
    assert len(bare) == len(full) - 1


def test_the_swift_played_by_another_power_has_no_cube_to_move(cards):
    """Alpine Swift played from the tray by the Black-Capped Chickadee's power: no cube
    played it, so its power does nothing (the cube stays on "play a bird")."""
    s = Scenario(players=2, cards=cards).tray("Alpine Swift", "Wild Turkey", "Blue Jay")
    s.player(0).hand("Black-Capped Chickadee").food(invertebrate=2, seed=2, fruit=1)
    turn = s.script().play(
        "play Black-Capped Chickadee in forest", "pay 1 seed", "use the power", until="answers"
    )
    done = turn.play("play Alpine Swift in grassland", "pay 2 invertebrate", until="answers")
    me = done.state.players[0]
    assert me.actions == (1, 0, 0, 0)
    assert [cards.birds[b.card].name for b in me.mat[1]] == ["Alpine Swift"]


# --- Yellow-Eyed Penguin: a free play at game end --------------------------------------------

_FIVE = ("Belted Kingfisher", "Wild Turkey", "Blue Jay", "Canada Goose", "Killdeer")


def _penguin(cards) -> Script:
    s = _last_turn_of_the_game(cards).deck_top(*_FIVE)
    s.player(0).bird("wetland", "Yellow-Eyed Penguin").hand("Mallard")
    return s.script().play("gain food", "take fruit", "use the power", until="answers")


def test_the_penguin_plays_a_drawn_fish_eater_for_free_and_caches_two_fish(cards):
    """Yellow-Eyed Penguin: 5 cards drawn at game end; the Belted Kingfisher (fish in its
    cost) is played for free into the wetland (no food, no egg for its second column); the
    other 4 are discarded, and 2 fish are cached on the Penguin (its hunt succeeds)."""
    asked = _penguin(cards)
    assert "play Wild Turkey in grassland" in asked.options()  # any drawn bird, any habitat
    food = asked.state.players[0].food
    done = asked.play("play Belted Kingfisher in wetland", "take 2", until="answers")
    me = done.state.players[0]
    assert [cards.birds[b.card].name for b in me.mat[2]] == [
        "Yellow-Eyed Penguin",
        "Belted Kingfisher",
    ]
    assert me.food == food and me.mat[2][0].eggs == 0
    assert view(done.state, cards).player(0).bird("Yellow-Eyed Penguin").cached == {"fish": 2}
    assert [cards.birds[c].name for c in me.hand] == ["Mallard"]
    assert set(_names(cards, done.state.tables[0].discard)) >= set(_FIVE[1:])


def test_the_penguin_caches_nothing_for_a_bird_without_fish_in_its_cost(cards):
    """Yellow-Eyed Penguin: the Wild Turkey eats no fish: it is played, nothing is cached."""
    done = _penguin(cards).play("play Wild Turkey in forest", until="answers")
    me = done.state.players[0]
    assert [cards.birds[b.card].name for b in me.mat[0]] == ["Wild Turkey"]
    assert me.mat[2][0].cached == (0, 0, 0, 0, 0, 0)


def test_the_penguin_may_play_none_and_discards_all_five(cards):
    """Yellow-Eyed Penguin: the play is optional; every drawn card is then discarded."""
    done = _penguin(cards).play("skip", until="answers")
    me = done.state.players[0]
    assert [cards.birds[c].name for c in me.hand] == ["Mallard"]
    assert set(_names(cards, done.state.tables[0].discard)) >= set(_FIVE)
    assert len(me.mat[0]) == len(me.mat[1]) == 0 and len(me.mat[2]) == 1


# --- Dovekie: a free play among cards counted on a chosen mat --------------------------------


def _dovekie(cards) -> Script:
    s = _last_turn_of_the_game(cards).deck_top("Belted Kingfisher", "Wild Turkey", "Blue Jay")
    s.player(0).bird("wetland", "Dovekie")
    s.player(1).bird("forest", "Yellow-Billed Magpie").bird("forest", "Crested Tit")
    return s.script().play("gain food", "take fruit", "stop", "use the power", until="answers")


def test_the_dovekie_draws_one_card_per_yellow_bird_of_the_chosen_player(cards):
    """Dovekie: the other player has 2 birds with a game-end power, the owner 1 (the Dovekie
    itself); choosing the other player draws 2 cards, one of which is played for free (the
    Kingfisher, into the wetland's second column without its egg); the other is discarded."""
    asked = _dovekie(cards)
    assert asked.options() == ["choose player 0", "choose player 1"]
    offered = asked.play("choose player 1", until="answers")
    assert {o for o in offered.options() if "Blue Jay" in o} == set()  # only 2 were drawn
    done = offered.play("play Belted Kingfisher in wetland", until="answers")
    me = done.state.players[0]
    assert [cards.birds[b.card].name for b in me.mat[2]] == ["Dovekie", "Belted Kingfisher"]
    assert _names(cards, done.state.tables[0].discard)[-1] == "Wild Turkey"
    assert me.hand == ()


def test_the_dovekie_counting_its_own_mat_draws_one_card(cards):
    """Dovekie: choosing oneself counts the Dovekie: 1 card drawn, here played for free."""
    offered = _dovekie(cards).play("choose player 0", until="answers")
    assert sorted(offered.options()) == ["play Belted Kingfisher in wetland", "skip"]


def test_a_save_offering_a_free_play_of_a_card_not_in_hand_is_refused(cards):
    """A hostile save: the Penguin's free play naming a card that is not in the hand is
    refused (``SavedGameError``); the save as written loads and resumes the same."""
    asked = _penguin(cards)
    rules = asked.rules
    text = to_json(asked.state)
    assert from_json(text, rules) == asked.state
    data = json.loads(text)
    frame = data["state"]["pending"][-1]
    assert frame["type"] == "play-drawn-free"
    frame["drawn"][0] = [b.name for b in cards.birds].index("Trumpeter Swan")
    with pytest.raises(ws.SavedGameError):
        from_json(json.dumps(data), rules)


def test_a_bird_the_penguin_plays_brings_its_own_game_end_power(cards):
    """Yellow-Eyed Penguin: the Crested Tit played for free at game end has a game-end power
    of its own, which joins the game-end powers still to use (its owner holds 5 food types)."""
    s = _last_turn_of_the_game(cards).deck_top("Crested Tit", *_FIVE[1:])
    s.player(0).bird("wetland", "Yellow-Eyed Penguin")
    s.player(0).food(invertebrate=1, seed=1, fish=1, fruit=1, rodent=1)
    asked = s.script().play("gain food", "take fruit", "use the power", until="answers")
    played = asked.play("play Crested Tit in forest", until="answers")
    assert "use the power of Crested Tit (forest 1)" in played.options()


@pytest.mark.parametrize("predator", [True, False])
def test_the_magpie_is_offered_only_with_a_predator_to_activate(cards, predator):
    """Yellow-Billed Magpie: with no brown predator on its owner's mat its power can do
    nothing, so it is not offered at game end (honest offers); with the Barred Owl it is."""
    s = _last_turn_of_the_game(cards).feeder("fruit", "fruit", "seed", "seed", "fish")
    s.player(0).bird("forest", "Yellow-Billed Magpie").bird("wetland", "Mallard")
    if predator:
        s.player(0).bird("forest", "Barred Owl")
    done = s.script().play("gain food", "take fruit", until="answers")
    offered = any("Yellow-Billed Magpie" in o for o in done.options())
    assert offered is predator


def test_a_game_with_promo_options_saves_and_loads_them():
    """``PromoOptions`` in ``GameConfig.expansions`` are saved with the game and read back."""
    from wingspan_rules.state.model import GameConfig

    config = GameConfig(
        players=2, sets=("core", "promos"), expansions=(PromoOptions(power_action_pink=False),)
    )
    state = ws.bundled_rules(config).new_game(3)
    again = from_json(to_json(state))
    assert again == state
    assert again.config.expansion_options(PromoOptions).power_action_pink is False
