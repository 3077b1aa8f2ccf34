"""Promo birds of the new pink triggers (a food cached, a card tucked behind a flocking bird,
the birdfeeder reset, the draw-cards action with a tray refill) and of the feeder readings (a
block per die of the feeder, a die's food cached straight from it), with the chosen-dice roll:
what each printed power means, paraphrased in the test's name, on a prepared board
(docs/promos.md, "Readings")."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from promos.test_promo_powers import _end, _last_turn
from wingspan_rules.expansions.promos.options import FACES_ADDING_TO_SEVEN, PromoOptions
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import BASE_DIE
from wingspan_rules.testing import Scenario, view

USE = "use the power"
F = ws.Food


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _ask(s: Scenario, *labels: str):
    """The game after ``labels``, waiting for the next answer (the turn may go on)."""
    return s.script().play(*labels, until="answers")


def _bird(state, cards, player: int, name: str):
    return view(state, cards).player(player).bird(name)


def _offered(turn, name: str) -> bool:
    return any(f"power of {name}" in o for o in turn.options())


# --- a card tucked behind a flocking bird (Merlin) ----------------------------------------------


def _robin_tucks(cards, pink: str) -> Scenario:
    """Player 0's American Robin (a flocking power) tucks a hand card; ``pink`` is player 1's."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "American Robin").hand("Mallard")
    s.player(1).bird("forest", pink)
    s.feeder("seed", "seed", "fish", "fruit", "rodent")
    s.deck_top("Blue Jay", "Killdeer")
    return s


def test_the_merlin_catches_a_deck_card_when_an_opponent_tucks_behind_a_flocking_bird(cards):
    s = _robin_tucks(cards, "Merlin")
    turn = _ask(s, "gain food", "take seed", "skip", USE, "draw from the deck")
    assert _offered(turn, "Merlin")
    turn = turn.play(USE, until="answers")
    assert _bird(turn.state, cards, 1, "Merlin").tucked == 1
    assert turn.events(E.PredatorSucceeded)  # the catch is the predator succeeding


def test_the_merlin_ignores_a_card_tucked_behind_a_bird_without_a_flocking_power(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Barred Owl")  # a predator: its catch is tucked behind it
    s.player(1).bird("forest", "Merlin")
    s.feeder("seed", "seed", "fish", "fruit", "rodent")
    s.deck_top("Killdeer")  # 46 cm: caught
    turn = _ask(s, "gain food", "take seed", USE)
    assert _bird(turn.state, cards, 0, "Barred Owl").tucked == 1
    assert not _offered(turn, "Merlin")


# --- a food cached for any reason (Black-and-Yellow Broadbill, Boat-Tailed Grackle) ------------


def _chickadee_caches(cards, pink: str, **food: int) -> Scenario:
    """Player 0's Carolina Chickadee caches a seed from the supply; ``pink`` is player 1's."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Carolina Chickadee")
    s.player(1).bird("wetland", pink).food(**food)
    s.feeder("fish", "fish", "fish", "fruit", "rodent")
    return s


def test_the_broadbill_caches_a_food_of_any_type_when_an_opponent_caches_one(cards):
    s = _chickadee_caches(cards, "Black-and-Yellow Broadbill")
    turn = _ask(s, "gain food", "take fish", USE)
    assert _bird(turn.state, cards, 0, "Carolina Chickadee").cached == {"seed": 1}
    assert _offered(turn, "Black-and-Yellow Broadbill")
    turn = turn.play(USE, "fruit", until="answers")
    assert _bird(turn.state, cards, 1, "Black-and-Yellow Broadbill").cached == {"fruit": 1}
    assert turn.state.players[1].food[F.FRUIT] == 0  # from the general supply


def test_the_grackle_caches_from_its_owners_supply_then_takes_a_die_when_the_turn_ends(cards):
    s = _chickadee_caches(cards, "Boat-Tailed Grackle", rodent=1)
    turn = _ask(s, "gain food", "take fish", USE, USE, "cache rodent")
    grackle = _bird(turn.state, cards, 1, "Boat-Tailed Grackle")
    assert grackle.cached == {"rodent": 1}
    assert turn.state.players[1].food[F.RODENT] == 0
    assert sum(turn.state.players[1].food) == 0  # the die waits for the end of the turn
    turn = turn.play(*turn.options()[:1], until="answers")  # the turn ends: take a die
    assert sum(turn.state.players[1].food) == 1


# --- the draw-cards action, the tray refilled first (Indian Courser) ---------------------------


def test_the_courser_draws_a_tray_card_when_the_opponents_turn_ends_the_tray_refilled(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Indian Courser")
    s.tray("Blue Jay", "Mallard", "Killdeer")
    s.deck_top("Wild Turkey", "Hooded Warbler", "Trumpeter Swan")
    turn = _ask(s, "draw cards", "draw Blue Jay", USE)  # asked when the turn ends
    turn = turn.play("draw Mallard", until="answers")
    hand = [cards.birds[c].name for c in turn.state.players[1].hand]
    assert hand == ["Mallard"]


# --- the birdfeeder reset by another player (Laughing Gull, Weka) ------------------------------


def _empties_feeder(cards, pink: str) -> Scenario:
    """Player 0 takes the feeder's last die: the emptied feeder is rolled again (a reset, by
    the ruling on the promo resets); ``pink`` is player 1's."""
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("wetland" if pink == "Laughing Gull" else "forest", pink)
    s.feeder("seed")
    return s


def test_the_gull_takes_a_die_when_the_turn_of_an_opponent_who_reset_the_feeder_ends(cards):
    s = _empties_feeder(cards, "Laughing Gull")
    turn = _ask(s, "gain food", "take seed")
    assert turn.events(E.FeederReset)
    assert _offered(turn, "Laughing Gull")  # asked when the turn ends
    turn = turn.play(USE, until="answers")
    turn = turn.play(turn.options()[0], until="answers")
    assert sum(turn.state.players[1].food) == 1


def test_the_weka_caches_a_die_of_the_feeder_when_the_opponents_turn_ends(cards):
    s = _empties_feeder(cards, "Weka")
    turn = _ask(s, "gain food", "take seed", USE)
    before = len(turn.state.tables[0].feeder)
    turn = turn.play(turn.options()[0], until="answers")
    assert sum(_bird(turn.state, cards, 1, "Weka").cached.values()) == 1
    assert sum(turn.state.players[1].food) == 0  # straight onto the bird
    assert len(turn.state.tables[0].feeder) in (before - 1, 5)  # the die left the feeder


def test_a_feeder_reset_on_the_owners_own_turn_offers_nothing(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Laughing Gull")
    s.feeder("seed")
    turn = _ask(s, "gain food", "take seed")
    assert not _offered(turn, "Laughing Gull")


# --- dice counted in the feeder (Yellowhead, Pyrrhuloxia) --------------------------------------


def test_the_yellowhead_resets_twice_caching_an_invertebrate_per_invertebrate_die(cards):
    s = _last_turn(cards, round_number=4)
    s.player(0).bird("forest", "Yellowhead")
    done = _end(s)
    resets = [e.faces for e in done.events(E.FeederRolled) if e.reason == "reset"][-2:]
    assert len(resets) == 2
    shown = sum(F.INVERTEBRATE in face.foods for faces in resets for face in faces)
    assert _bird(done.state, cards, 0, "Yellowhead").cached.get("invertebrate", 0) == shown


def test_the_pyrrhuloxia_takes_the_seed_of_a_reset_feeder_then_tucks_one_per_die_left(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Pyrrhuloxia").food(seed=1)
    script = s.script().play("play Pyrrhuloxia", until="answers")
    for _ in range(30):  # play it, taking every seed die the reset shows
        if script.events(E.TurnEnded):
            break
        options = script.options()
        pick = next((o for o in options if "seed" in o or "Pyrrhuloxia" in o), options[0])
        script = script.play(pick, until="answers")
    reset = [e.faces for e in script.events(E.FeederRolled) if e.reason == "reset"][-1]
    seeds = sum(F.SEED in face.foods for face in reset)
    left = len(script.state.tables[0].feeder)
    assert _bird(script.state, cards, 0, "Pyrrhuloxia").tucked == (left if seeds < 5 else 5)


# --- a die the player picks, rolled (Black-and-White Warbler) -----------------------------------


def test_the_black_and_white_warbler_rolls_a_picked_die_and_gains_its_food(cards):
    """No pair of opposite die faces is known (U5, ``PromoOptions.opposite_faces`` empty by
    default): the food gained is the rolled one."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Black-and-White Warbler")
    s.feeder("fish", "fish", "fish", "fruit", "rodent")
    script = _ask(s, "gain food", "take fruit", USE)
    for _ in range(10):
        if script.events(E.TurnEnded):
            break
        script = script.play(script.options()[0], until="answers")
    rolled = [e.faces for e in script.events(E.DiceRolled)]
    assert len(rolled) == 1 and len(rolled[0]) == 1
    food = script.state.players[0].food
    assert food[F.FRUIT] >= 1 and sum(food) == 2  # the action's fruit and the power's food
    gained = [f for f in F if food[f] > (1 if f is F.FRUIT else 0)]
    assert gained and gained[0] in rolled[0][0].foods


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_u5_with_opposite_faces_paired_the_warbler_may_take_the_opposite_food(cards, seed):
    """With a table's pairing of opposite faces (here the faces numbered in the rules' order,
    opposite ones adding up to 7), the Warbler's owner chooses the rolled food or the food of
    the face opposite it."""
    options = PromoOptions(opposite_faces=FACES_ADDING_TO_SEVEN)
    s = Scenario(players=2, cards=cards, seed=seed, expansions=(options,))
    s.player(0).bird("forest", "Black-and-White Warbler")
    s.feeder("fish", "fish", "fish", "fruit", "rodent")
    script = _ask(s, "gain food", "take fruit", USE)
    for _ in range(5):
        if script.events(E.DiceRolled):
            break
        script = script.play(script.options()[0], until="answers")
    (face,) = script.events(E.DiceRolled)[0].faces
    (other,) = options.opposite(face, BASE_DIE)
    offered = {f.label for f in (*face.foods, *other.foods)}
    assert sorted(o.removeprefix("choose ") for o in script.options()) == sorted(offered)
    assert face.foods[0] not in other.foods


def test_u5_opposite_faces_are_pairs_of_two_different_faces():
    with pytest.raises(ws.ConfigError):
        ws.GameConfig(
            sets=("core", "promos"),
            expansions=(PromoOptions(opposite_faces=((ws.DieFace.FISH, ws.DieFace.FISH),)),),
        )


# --- cards of the tray tucked or traded (Harlequin Duck, Prairie Falcon, Greater Spotted Eagle,
# Surfbird) --------------------------------------------------------------------------------------

TRAY = ("Blue Jay", "Mallard", "Killdeer")  # 41, 89 and 46 cm


def _tucked(state, cards, name: str) -> int:
    return _bird(state, cards, 0, name).tucked


def test_the_harlequin_duck_pays_a_fish_to_tuck_up_to_two_tray_cards(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Harlequin Duck").food(fish=1)
    s.tray(*TRAY)
    s.deck_top("Wild Turkey", "Hooded Warbler", "Trumpeter Swan")
    turn = _ask(s, "draw cards", "draw from the deck", USE, "tuck Mallard")
    assert turn.options() == ["tuck Blue Jay", "tuck Killdeer", "stop"]  # the second may wait
    turn = turn.play("tuck Killdeer", until="answers")
    assert _tucked(turn.state, cards, "Harlequin Duck") == 2
    assert turn.state.players[0].food[F.FISH] == 0


def test_the_harlequin_duck_cannot_begin_without_an_invertebrate_or_fish(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Harlequin Duck").food(seed=1)
    s.tray(*TRAY)
    turn = _ask(s, "draw cards", "draw from the deck")
    assert not _offered(turn, "Harlequin Duck")


def test_the_prairie_falcon_catches_a_small_tray_card_or_a_rodent_die(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Prairie Falcon")
    s.tray(*TRAY)
    s.feeder("rodent", "seed", "seed", "fish", "fish")
    turn = _ask(s, "lay eggs", "stop", USE)
    assert turn.options() == ["yes", "skip"]  # the two parts, each offered in turn
    tuck = turn.play("yes", until="answers")
    assert "tuck Mallard" not in tuck.options()  # 89 cm: too big
    tuck = tuck.play("tuck Killdeer", until="answers")
    assert _tucked(tuck.state, cards, "Prairie Falcon") == 1
    assert tuck.events(E.PredatorSucceeded)
    cache = turn.play("skip", until="answers")  # not the tray card: the rodent
    if "yes" in cache.options():
        cache = cache.play("yes", until="answers")
    cache = cache.play("take rodent")
    assert _bird(cache.state, cards, 0, "Prairie Falcon").cached == {"rodent": 1}
    assert sum(cache.state.players[0].food) == 0  # straight from the feeder onto the bird


def test_the_spotted_eagle_tucks_tray_cards_whose_wingspans_add_up_to_under_45(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Greater Spotted Eagle")
    s.tray(*TRAY)
    turn = _ask(s, "lay eggs", "stop", USE)  # the tray is full: no refill to offer
    assert turn.options() == ["tuck Blue Jay", "stop"]  # 41 cm fits; 46 and 89 do not
    turn = turn.play("tuck Blue Jay", until="answers")
    assert _tucked(turn.state, cards, "Greater Spotted Eagle") == 1
    assert turn.events(E.PredatorSucceeded)


def test_the_surfbird_deals_everyone_a_card_then_trades_a_hand_card_for_a_tray_card(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Surfbird").hand("Wild Turkey")
    s.tray(*TRAY)
    s.deck_top("Hooded Warbler", "Trumpeter Swan", "Canada Goose", "American Robin")
    turn = _ask(s, "draw cards", "draw from the deck", USE)
    hands = [[cards.birds[c].name for c in p.hand] for p in turn.state.players]
    assert "Trumpeter Swan" in hands[0] and "Canada Goose" in hands[1]
    turn = turn.play("yes", "take Mallard", "give Wild Turkey", until="answers")
    tray = [cards.birds[c].name for c in turn.state.tables[0].tray]
    assert "Wild Turkey" in tray and "Mallard" not in tray
    assert "Mallard" in [cards.birds[c].name for c in turn.state.players[0].hand]


# --- one food of each type a neighbour holds (Marsh Tit, Western House Martin) -----------------


@pytest.mark.parametrize(("bird", "neighbour"), [("Marsh Tit", 2), ("Western House Martin", 1)])
def test_the_tit_and_the_martin_take_one_food_of_each_type_their_neighbour_holds(
    cards, bird, neighbour
):
    """The Marsh Tit reads the player to its right (counter-clockwise), the House Martin the
    player to its left; each type once, from the general supply."""
    s = Scenario(players=3, cards=cards)
    s.player(0).hand(bird).food(invertebrate=2)
    s.player(1).food(fish=2, rodent=1)
    s.player(2).food(seed=1, fruit=3)
    turn = _ask(s, f"play {bird} in forest", USE)
    wanted = {1: ["fish", "rodent"], 2: ["seed", "fruit"]}[neighbour]
    assert [o for o in turn.options() if o != "stop"] == [f"choose {w}" for w in wanted]
    turn = turn.play(f"choose {wanted[1]}", f"choose {wanted[0]}", until="answers")
    food = turn.state.players[0].food
    assert [food[F[w.upper()]] for w in wanted] == [1, 1]
    other = turn.state.players[neighbour].food
    assert sum(other) == (3 if neighbour == 1 else 4)  # nothing taken from the neighbour


# --- the feeder's faces read and acted on (Common Wood Pigeon, Mountain Quail, Western
# Screech-Owl) ------------------------------------------------------------------------------------


def test_the_wood_pigeon_takes_one_of_two_dice_that_show_the_same_face(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Common Wood Pigeon")
    s.feeder("fish", "fish", "seed", "seed", "rodent")
    turn = _ask(s, "gain food", "take rodent", USE)
    assert turn.options() == ["take seed", "take fish", "stop"]  # not the lone rodent
    turn = turn.play("take seed", until="answers")
    assert turn.state.players[0].food[F.SEED] == 1


def test_the_wood_pigeon_has_nothing_to_take_without_a_pair(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Common Wood Pigeon")
    s.feeder("fish", "fruit", "seed", "invertebrate", "rodent")
    turn = _ask(s, "gain food", "take rodent")
    assert not _offered(turn, "Common Wood Pigeon")


def test_the_mountain_quail_removes_every_die_of_a_face_it_picks_laying_an_egg_for_each(cards):
    s = _last_turn(cards)
    s.player(0).bird("grassland", "Mountain Quail")
    done = _end(s)
    removed = done.events(E.DieRemoved)
    assert removed and len({e.face for e in removed}) == 1  # one face, every die of it
    assert _bird(done.state, cards, 0, "Mountain Quail").eggs == min(len(removed), 5)


def _hunt(cards, seed: int):
    s = Scenario(players=2, cards=cards, seed=seed)
    s.player(0).bird("forest", "Western Screech-Owl")
    s.feeder("fish", "fish", "fish", "fruit", "seed")
    script = _ask(s, "gain food", "take fish", USE)
    for _ in range(10):
        if script.events(E.TurnEnded):
            break
        options = script.options()
        pick = next((o for o in options if o.startswith("take")), options[0])
        script = script.play(pick, until="answers")
    return script


@pytest.mark.parametrize("seed", range(4))
def test_the_screech_owl_rolls_the_feeder_caches_an_invertebrate_and_a_rodent_then_resets(
    cards, seed
):
    script = _hunt(cards, seed)
    rolled = [e for e in script.events(E.FeederRolled) if e.reason == "rolled"]
    assert len(rolled) == 1 and len(rolled[0].faces) == 4  # the dice in the feeder only
    shown = {f for face in rolled[0].faces for f in face.foods}
    cached = _bird(script.state, cards, 0, "Western Screech-Owl").cached
    assert cached == {k: 1 for k in ("invertebrate", "rodent") if F[k.upper()] in shown}
    assert bool(script.events(E.PredatorSucceeded)) == bool(cached)
    assert any(e.reason == "reset" for e in script.events(E.FeederRolled))


# --- one food of each of two types, then the others may gain one (Scarlet Tanager) -------------


def _tanager(cards) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Scarlet Tanager")
    s.feeder("fruit", "fruit", "invertebrate", "seed", "rodent")
    return s


def test_the_tanager_takes_an_invertebrate_and_a_fruit_and_the_others_may_take_one(cards):
    turn = _ask(_tanager(cards), "gain food", "take seed", USE, "skip")  # no reset
    assert turn.options() == ["take invertebrate", "take fruit", "stop"]
    turn = turn.play("take fruit", until="answers")
    assert turn.options() == ["take invertebrate", "stop"]  # one of each at most
    turn = turn.play("take invertebrate", until="answers")
    food = turn.state.players[0].food
    assert (food[F.FRUIT], food[F.INVERTEBRATE]) == (1, 1)
    turn = turn.play("yes", until="answers")  # the other player's gain
    turn = turn.play(*[o for o in turn.options() if "fruit" in o][:1], until="answers")
    assert turn.state.players[1].food[F.FRUIT] == 1


def test_the_tanager_gives_the_others_nothing_when_it_takes_nothing(cards):
    turn = _ask(_tanager(cards), "gain food", "take seed", USE, "skip", "stop")
    assert turn.options() == ["gain food", "lay eggs", "draw cards"]  # the next player's turn
    assert sum(turn.state.players[1].food) == 0


# --- a bonus card drawn by another player (Eurasian Skylark) ------------------------------------


def test_the_skylark_draws_a_bonus_card_then_discards_one_when_an_opponents_turn_ends(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Atlantic Puffin").food(fish=3)  # draws 2 bonus cards, keeps 1
    s.player(1).bird("grassland", "Eurasian Skylark").bonus("Anatomist")
    s.bonus_deck_top("Enclosure Builder", "Visionary Leader", "Photographer")
    turn = _ask(s, "play Atlantic Puffin", USE, "keep Enclosure Builder")
    assert _offered(turn, "Eurasian Skylark")  # asked when the turn ends
    turn = turn.play(USE, until="answers")
    assert sorted(turn.options()) == ["keep Anatomist", "keep Photographer"]  # the new one too
    turn = turn.play("keep Photographer", until="answers")
    assert view(turn.state, cards).player(1).bonus == ["Photographer"]


def test_the_skylark_sees_no_card_its_opponent_drew(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Atlantic Puffin").food(fish=3)
    s.player(1).bird("grassland", "Eurasian Skylark")
    s.bonus_deck_top("Enclosure Builder", "Visionary Leader")
    turn = _ask(s, "play Atlantic Puffin", USE, "keep Enclosure Builder")
    offer = turn.state.pending[-1]
    assert isinstance(offer.trigger, E.BonusCardsDrawn)
    assert offer.trigger.cards == ()  # none named
    assert "drew a bonus card" in turn.options()[0] or _offered(turn, "Eurasian Skylark")
