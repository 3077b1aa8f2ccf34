"""The hummingbird subsystem (rules-expansions 9.5.3-9.5.7): each test is named after its
section or its unconfirmed fact (U7-U21, each option shown with both readings)."""

from __future__ import annotations

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules import load_cards
from wingspan_rules.effects.hummingbird_cards import GROUPS, Benefit, Group
from wingspan_rules.engine import Rules
from wingspan_rules.errors import ConfigError
from wingspan_rules.expansions.americas import components as hb
from wingspan_rules.expansions.americas.options import AmericasOptions
from wingspan_rules.saves.serialization import SavedGameError, from_json, to_json
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Food, Habitat
from wingspan_rules.state.model import GameConfig, GameState
from wingspan_rules.testing import Scenario
from wingspan_rules.testing._scripting import Script

SETS = ("core", "americas")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _card(cards, benefit: Benefit, group: Group | None = None, skip: int = 0) -> int:
    """A hummingbird of ``benefit`` (and ``group``), by the cards' own facts."""
    found = [
        i
        for i, h in enumerate(cards.hummingbirds)
        if h.benefit is benefit and (group is None or h.group is group)
    ]
    return found[skip]


def _board(
    s: Scenario,
    piles: tuple[tuple[int, ...], ...] = ((), (), (), (), ()),
    spaces: dict[tuple[int, Habitat], int] | None = None,
    levels: dict[tuple[int, Group], int] | None = None,
    layout: tuple[int, ...] = (0, 1, 2, 3, 4),
) -> Script:
    """The scenario's board with the hummingbirds placed: ``piles`` (bottom to top), the
    players' ``spaces``, the markers' ``levels``; every other hummingbird in the deck."""
    state = s.build()
    used = {c for pile in piles for c in pile} | set((spaces or {}).values())
    deck = tuple(i for i in range(len(s.cards.hummingbirds)) if i not in used)
    zones = hb.with_zone((), hb.DECK, deck)
    zones = hb.with_zone(zones, hb.LAYOUT, layout)
    for name, pile in zip(hb.PILES, piles, strict=True):
        zones = hb.with_zone(zones, name, pile)
    tables = (attrs.evolve(state.tables[0], zones=zones), *state.tables[1:])
    players = list(state.players)
    for (p, habitat), card in (spaces or {}).items():
        players[p] = attrs.evolve(
            players[p], zones=hb.with_zone(players[p].zones, hb.SPACES[habitat], (card,))
        )
    for (p, group), level in (levels or {}).items():
        z = hb.with_zone(players[p].zones, hb.MARKERS[group], range(level))
        players[p] = attrs.evolve(players[p], zones=hb.with_zone(z, hb.PEAKS[group], range(level)))
    return Script(attrs.evolve(state, tables=tables, players=tuple(players)), rules=s.rules())


def _scenario(cards, **options) -> Scenario:
    return Scenario(players=2, cards=cards, sets=SETS, expansions=(AmericasOptions(**options),))


def _space(state: GameState, p: int, habitat: Habitat) -> int | None:
    return hb.in_space(state.players[p], habitat)


# --- 9.5.3 setup ------------------------------------------------------------------------------


def test_9_5_3_setup_deals_five_garden_piles_and_a_grassland_hummingbird_each(cards):
    state = Rules(cards, GameConfig(players=3, sets=SETS)).new_game(4)
    assert [len(hb.shared(state, pile)) for pile in hb.PILES] == [1] * 5
    for player in state.players:
        assert hb.in_space(player, Habitat.GRASSLAND) is not None
        assert hb.in_space(player, Habitat.FOREST) is None
        assert all(hb.level(player, g) == 0 for g in GROUPS)  # every marker on START
    assert len(hb.shared(state, hb.DECK)) == 40 - 5 - 3


def test_u20_without_a_starting_hummingbird_the_spaces_start_empty(cards):
    config = GameConfig(
        players=2, sets=SETS, expansions=(AmericasOptions(starting_hummingbird="none"),)
    )
    state = Rules(cards, config).new_game(4)
    assert all(hb.in_space(p, Habitat.GRASSLAND) is None for p in state.players)
    assert len(hb.shared(state, hb.DECK)) == 35


def test_u9_the_bonus_spaces_are_levels_n_and_n_plus_4_per_column(cards):
    state = Rules(cards, GameConfig(players=2, sets=SETS)).new_game(4)
    starts = sorted(min(hb.bonus_levels(state, g)) for g in GROUPS)
    assert starts == [1, 2, 3, 4, 4]
    assert all(max(hb.bonus_levels(state, g)) - min(hb.bonus_levels(state, g)) == 4 for g in GROUPS)
    fixed = GameConfig(
        players=2, sets=SETS, expansions=(AmericasOptions(shuffle_track_bonuses=False),)
    )
    unshuffled = Rules(cards, fixed).new_game(4)
    assert hb.bonus_levels(unshuffled, Group.TOPAZ) == {1, 5}


def test_a_base_game_has_no_hummingbirds():
    state = Rules(load_cards(), GameConfig(players=2)).new_game(1)
    assert state.tables[0].zones == ()
    assert all(p.zones == () for p in state.players)


# --- 9.5.4 / 9.5.5 the hummingbird action: attract ----------------------------------------------


def test_9_5_5_after_gain_food_an_empty_forest_space_attracts_a_hummingbird_and_its_nectar(cards):
    nectar = _card(cards, Benefit.NECTAR)
    s = _scenario(cards)
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    turn = _board(s, piles=((nectar,), (), (), (), ())).play(
        "gain food", "take seed", "attract from garden pile 1"
    )
    state = turn.state
    assert _space(state, 0, Habitat.FOREST) == nectar
    assert state.players[0].food[Food.NECTAR] == 1
    assert hb.shared(state, hb.PILES[0]) != (nectar,)  # refilled from the deck at turn end


def test_9_5_5_the_top_of_the_hummingbird_deck_may_be_attracted(cards):
    s = _scenario(cards)
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    board = _board(s)
    top = hb.shared(board.state, hb.DECK)[0]
    # an empty garden leaves the deck the only choice: the kit answers it by itself
    turn = board.play("gain food", "take seed", until="answers")
    assert _space(turn.state, 0, Habitat.FOREST) == top


def test_9_5_4_playing_a_bird_takes_no_hummingbird_action(cards):
    s = _scenario(cards)
    s.player(0).hand("Mallard").food(seed=1, fish=1)
    turn = _board(s, piles=((_card(cards, Benefit.NECTAR),), (), (), (), ())).play(
        "play Mallard in wetland", until="answers"
    )
    assert _space(turn.state, 0, Habitat.WETLAND) is None
    assert not turn.asked("attract")


def test_9_5_4_the_hummingbird_comes_after_the_rows_brown_powers(cards):
    s = _scenario(cards)
    s.player(0).bird("wetland", "Mallard")  # draw 1 card when activated
    turn = _board(s, piles=((_card(cards, Benefit.NECTAR),), (), (), (), ())).play(
        "draw cards", until="answers"
    )
    # the action's card, then the Mallard's power: the hummingbird waits until both are done
    turn = turn.play("draw from the deck", until="answers")
    assert "use the power of Mallard" in turn.question()
    turn = turn.play("use the power", "draw from the deck", until="answers")
    assert "attract a hummingbird to the wetland" in turn.question()
    assert _space(turn.state, 0, Habitat.WETLAND) is None


def test_9_5_2_an_egg_hummingbird_lays_an_egg(cards):
    egg = _card(cards, Benefit.EGG)
    s = _scenario(cards)
    s.player(0).bird("forest", "Hooded Warbler")
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    turn = _board(s, piles=((egg,), (), (), (), ())).play(
        "gain food", "take seed", "attract from garden pile 1", "Hooded Warbler", until="answers"
    )
    assert turn.state.players[0].mat[Habitat.FOREST][0].eggs == 1


def test_9_5_2_a_card_hummingbird_draws_a_card(cards):
    card = _card(cards, Benefit.CARD)
    s = _scenario(cards)
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    board = _board(s, piles=((card,), (), (), (), ()))
    hand = len(board.state.players[0].hand)
    turn = board.play(
        "gain food",
        "take seed",
        "attract from garden pile 1",
        "draw from the deck",
        until="answers",
    )
    assert len(turn.state.players[0].hand) == hand + 1


def test_u7_an_advance_hummingbird_moves_its_own_groups_marker(cards):
    advance = _card(cards, Benefit.ADVANCE)
    group = cards.hummingbirds[advance].group
    s = _scenario(cards)
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    turn = _board(s, piles=((advance,), (), (), (), ())).play(
        "gain food", "take seed", "attract from garden pile 1", until="answers"
    )
    assert hb.level(turn.state.players[0], group) == 1


def test_u7_choose_any_marker_reading(cards):
    advance = _card(cards, Benefit.ADVANCE)
    other = next(g for g in GROUPS if g is not cards.hummingbirds[advance].group)
    s = _scenario(cards, advance_marker="choose")
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    turn = _board(s, piles=((advance,), (), (), (), ())).play(
        "gain food",
        "take seed",
        "attract from garden pile 1",
        f"advance the {other.word} marker",
        until="answers",
    )
    assert hb.level(turn.state.players[0], other) == 1


def test_u8_a_row_hummingbird_gives_the_rows_base_benefit(cards):
    row = _card(cards, Benefit.ROW)
    s = _scenario(cards)
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    turn = _board(s, piles=((row,), (), (), (), ())).play(
        "gain food", "take seed", "attract from garden pile 1", "take fish", until="answers"
    )
    assert turn.state.players[0].food[Food.FISH] >= 1  # a second die from the forest row


def test_u8_the_row_benefit_gives_nothing_reading(cards):
    row = _card(cards, Benefit.ROW)
    s = _scenario(cards, row_benefit="none")
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    turn = _board(s, piles=((row,), (), (), (), ())).play(
        "gain food", "take seed", "attract from garden pile 1"
    )
    assert _space(turn.state, 0, Habitat.FOREST) == row
    assert sum(turn.state.players[0].food) == sum(s.build().players[0].food) + 1


# --- 9.5.6 return ------------------------------------------------------------------------------


def _lay_eggs_with(cards, held: int, piles, **options) -> Script:
    s = _scenario(cards, **options)
    s.player(0).bird("grassland", "Wild Turkey")  # no power: the row only lays eggs
    return _board(s, piles=piles, spaces={(0, Habitat.GRASSLAND): held})


def test_9_5_6_a_full_space_returns_its_hummingbird_and_an_empty_pile_advances_its_group(cards):
    held = _card(cards, Benefit.EGG, Group.MANGO)
    turn = _lay_eggs_with(cards, held, ((), (), (), (), ())).play(
        "lay eggs", "Wild Turkey", "Wild Turkey", "return it to garden pile 3", until="answers"
    )
    state = turn.state
    assert _space(state, 0, Habitat.GRASSLAND) is None
    assert held in hb.shared(state, hb.PILES[2]) or held in hb.shared(state, hb.DECK) is False
    assert hb.level(state.players[0], Group.MANGO) == 1


def test_9_5_6_returning_onto_another_group_lets_the_player_advance_the_covered_group(cards):
    held = _card(cards, Benefit.EGG, Group.MANGO)
    below = _card(cards, Benefit.EGG, Group.TOPAZ)
    turn = _lay_eggs_with(cards, held, ((), (below,), (), (), ())).play(
        "lay eggs",
        "Wild Turkey",
        "Wild Turkey",
        "return it to garden pile 2",
        "advance the topaz marker",
        until="answers",
    )
    state = turn.state
    assert hb.shared(state, hb.PILES[1]) == (below, held)  # on top: the covered one under it
    assert hb.level(state.players[0], Group.TOPAZ) == 1
    assert hb.level(state.players[0], Group.MANGO) == 0


def test_9_5_6_a_marker_at_the_top_cannot_advance_the_advance_is_lost(cards):
    held = _card(cards, Benefit.EGG, Group.MANGO)
    s = _scenario(cards)
    s.player(0).bird("grassland", "Wild Turkey")
    board = _board(s, spaces={(0, Habitat.GRASSLAND): held}, levels={(0, Group.MANGO): hb.TOP})
    turn = board.play("lay eggs", "Wild Turkey", "Wild Turkey", "return it to garden pile 1")
    assert hb.level(turn.state.players[0], Group.MANGO) == hb.TOP


def test_9_5_7_a_bonus_space_gives_a_hummingbird_action_and_the_returned_card_stays(cards):
    held = _card(cards, Benefit.EGG, Group.BEE)
    # bee's bonus spaces are levels 4 and 8 (layout in group order): the marker is at 3
    turn = _board(
        _killdeer(cards), spaces={(0, Habitat.GRASSLAND): held}, levels={(0, Group.BEE): 3}
    ).play(
        "lay eggs",
        "Wild Turkey",
        "Wild Turkey",
        "return it to garden pile 1",
        "hummingbird action in the grassland",
        until="answers",
    )
    state = turn.state
    assert hb.level(state.players[0], Group.BEE) == 4
    # attracting back the card just returned is not offered (9.5.5): the deck was the only
    # choice left (answered by the kit), so the space holds another hummingbird
    assert _space(state, 0, Habitat.GRASSLAND) not in (None, held)
    assert held in hb.shared(state, hb.PILES[0])


def _killdeer(cards, **options) -> Scenario:
    s = _scenario(cards, **options)
    s.player(0).bird("grassland", "Wild Turkey")
    return s


def test_u17_a_bonus_space_reached_again_gives_its_action_again(cards):
    held = _card(cards, Benefit.EGG, Group.BEE)
    for reentry, asked in ((True, True), (False, False)):
        board = _board(
            _killdeer(cards, bonus_reentry=reentry),
            spaces={(0, Habitat.GRASSLAND): held},
            levels={(0, Group.BEE): 3},
        )
        # the marker was at the bonus level before and moved down (its peak is 4)
        player = board.state.players[0]
        player = attrs.evolve(
            player, zones=hb.with_zone(player.zones, hb.PEAKS[Group.BEE], range(4))
        )
        board = attrs.evolve(
            board, state=attrs.evolve(board.state, players=(player, *board.state.players[1:]))
        )
        turn = board.play(
            "lay eggs", "Wild Turkey", "Wild Turkey", "return it to garden pile 1", until="answers"
        )
        assert ("row of a hummingbird action" in turn.question()) is asked


# --- U12 the garden refill ---------------------------------------------------------------------


@pytest.mark.parametrize("refill", ["end-of-turn", "at-once", "never"])
def test_u12_an_emptied_garden_pile(cards, refill):
    egg = _card(cards, Benefit.EGG)
    s = _scenario(cards, garden_refill=refill)
    s.player(0).bird("forest", "Hooded Warbler")
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    board = _board(s, piles=((egg,), (), (), (), ()))
    # the egg of the benefit is still to lay: the turn is under way
    during = board.play("gain food", "take seed", "attract from garden pile 1", until="answers")
    after = during.play("Hooded Warbler")
    filled = [bool(hb.shared(t.state, hb.PILES[0])) for t in (during, after)]
    expected = {"end-of-turn": [False, True], "at-once": [True, True], "never": [False, False]}
    assert filled == expected[refill]


# --- 9.5.7 end scoring -------------------------------------------------------------------------


def test_9_5_7_the_track_scores_each_markers_level(cards):
    s = _scenario(cards)
    s.game_over()
    state = _board(s, levels={(0, Group.BEE): 8, (0, Group.MANGO): 5, (1, Group.TOPAZ): 1}).state
    rules = s.rules()
    points = [score.points("hummingbirds") for score in rules.scores(state)]
    assert points == [10 + 4 - 3 * 3, 0 - 3 * 4]


# --- the options -------------------------------------------------------------------------------


def test_the_options_refuse_unknown_readings():
    with pytest.raises(ConfigError, match="garden_refill"):
        AmericasOptions(garden_refill="sometimes")
    with pytest.raises(ConfigError, match="track_bonus_starts"):
        AmericasOptions(track_bonus_starts=(4, 4, 3, 2))


def test_u21_the_reading_not_played_yet_is_refused_by_name(cards):
    with pytest.raises(ConfigError, match="duet_token_on_attract"):
        Rules(
            cards,
            GameConfig(
                players=2, sets=SETS, expansions=(AmericasOptions(duet_token_on_attract=True),)
            ),
        )


@pytest.mark.parametrize("discard", [True, False])
def test_u16_unused_nectar_without_oceania_is_discarded_at_round_end_or_kept(cards, discard):
    """U16: player 0 holds 2 nectar when round 1 ends (player 1's last turn). By default both
    are discarded; with ``discard_nectar_at_round_end=False`` both are kept into round 2."""
    options = AmericasOptions(discard_nectar_at_round_end=discard)
    s = Scenario(players=2, cards=cards, sets=SETS, expansions=(options,))
    s.round(1).first_player(0).turn(2 * 8 - 1)
    s.player(0).food(nectar=2, seed=1)
    turn = s.script().play("gain food", "stop", until="answers")
    assert turn.state.round == 2
    me = turn.state.players[0]
    assert me.food[Food.NECTAR] == (0 if discard else 2)
    assert me.food[Food.SEED] == 1  # the base foods are kept either way
    assert len(turn.events(E.FoodDiscarded)) == (2 if discard else 0)


def test_u15_a_solo_rival_taking_hummingbirds_is_refused(cards):
    """U15's other reading (the Automa attracts hummingbirds: its mode's option) is refused,
    naming the rule; the default plays."""
    from wingspan_rules.variants import AutomaOptions

    sets = ("core", "americas")
    with pytest.raises(ConfigError, match="U15"):
        ws.bundled_rules(
            GameConfig(players=1, sets=sets, mode=AutomaOptions(takes_hummingbirds=True))
        ).new_game(1)
    ws.bundled_rules(GameConfig(players=1, sets=sets, mode=AutomaOptions())).new_game(1)


def test_the_birds_engineers_read_u14_and_u18_by_name():
    options = AmericasOptions()
    assert options.egg_limit_goal_rounding == "down"
    assert options.moved_bird_hummingbird_row == "new"


# --- 9.5.13 modes ------------------------------------------------------------------------------


def test_9_5_13_flock_leaves_the_hummingbirds_out(cards):
    from wingspan_rules.variants import FlockOptions

    state = Rules(cards, GameConfig(players=6, sets=SETS, mode=FlockOptions())).new_game(2)
    assert state.tables[0].zones == ()
    assert all(p.zones == () for p in state.players)


# --- saves -------------------------------------------------------------------------------------


def test_a_save_keeps_the_garden_and_a_hummingbird_in_two_places_is_refused(cards):
    rules = Rules(cards, GameConfig(players=2, sets=SETS))
    state = rules.new_game(7)
    assert from_json(to_json(state), rules) == state
    space = hb.in_space(state.players[0], Habitat.GRASSLAND)
    deck = hb.shared(state, hb.DECK)
    zones = hb.with_zone(state.tables[0].zones, hb.DECK, (space, *deck))
    hostile = attrs.evolve(state, tables=(attrs.evolve(state.tables[0], zones=zones),))
    with pytest.raises(SavedGameError, match="hummingbird"):
        from_json(to_json(hostile), rules)


# --- what a player sees -------------------------------------------------------------------------


def test_the_hummingbird_deck_is_face_down_and_a_resampled_game_deals_it_afresh(cards):
    from wingspan_rules.bots.resample import resample
    from wingspan_rules.engine.invariants import problems
    from wingspan_rules.state.model import HIDDEN

    rules = Rules(cards, GameConfig(players=2, sets=SETS))
    state = rules.new_game(5)
    while state.phase.name == "SETUP":
        state = rules.apply(state, rules.legal_moves(state)[0])
    seen = rules.observation(state, 0)
    deck = seen.tables[0].zone(hb.DECK)
    assert deck and set(deck) == {HIDDEN}
    assert seen.tables[0].zone(hb.PILES[0]) == hb.shared(state, hb.PILES[0])  # face up
    import random

    drawn = resample(seen, 0, random.Random(3), rules=rules)
    assert not problems(drawn, rules.cards)
    assert sorted(hb.shared(drawn, hb.DECK)) == sorted(hb.shared(state, hb.DECK))


def test_a_save_with_a_shared_zone_no_expansion_declares_is_refused(cards):
    rules = Rules(cards, GameConfig(players=2, sets=SETS))
    state = rules.new_game(7)
    zones = (*state.tables[0].zones, ("americas-nowhere", (1,)))
    hostile = attrs.evolve(state, tables=(attrs.evolve(state.tables[0], zones=zones),))
    with pytest.raises(SavedGameError, match="americas-nowhere"):
        from_json(to_json(hostile), rules)
    gone = hb.with_zone(state.tables[0].zones, hb.DECK, hb.shared(state, hb.DECK)[1:])
    lost = attrs.evolve(state, tables=(attrs.evolve(state.tables[0], zones=gone),))
    with pytest.raises(SavedGameError, match="not all in play"):
        from_json(to_json(lost), rules)
