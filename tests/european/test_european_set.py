"""The European expansion as a whole: its cards against the reference data, random whole games
with both sets, and every European bird's power doing something when it runs.

- Facts: every bird, bonus card and goal tile under ``cards/european`` is checked against
  ``birds.json``, ``bonus_cards.json`` and ``goals.json`` with the checks the core set uses
  (``tests/cards/facts.py``), whatever European cards exist; the core bonus cards count the
  European birds the reference lists for them. One test requires the whole set (81 birds, 5 + 2
  bonus cards, 5 goal tiles).
- Games: random legal games with ``GameConfig(sets=("core", "european"))`` for 1-5 players,
  every invariant checked at every step, the JSON round trip while a power is under way, the same
  game again from the same seed and moves; the same from boards where every European bird is on
  a mat already, so that their powers run; and a few games against the Automa and in Flock mode.
- Powers: each European bird on a prepared board where its power can act; the power is used,
  and the same game with the power declined is the counterfactual: at the checkpoint its timing
  allows (the end of the turn it ran in, or the round's goal for a round-end power) the two
  boards differ. A bird whose rule is how it is played (no power to use) is played instead.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs
import pytest
from cards.facts import (
    bonus_name,
    check_bird_facts,
    check_bonus_scoring,
    check_power_icons,
    counted_birds,
    listed_birds,
)
from cards.reference import data_params, set_birds, set_bonus_cards, set_goals
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules import effects as fx
from wingspan_rules.effects.board import locate
from wingspan_rules.engine.invariants import problems, rules_problems
from wingspan_rules.engine.scoring import measure
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Action, Habitat, Timing
from wingspan_rules.state.model import CUBES_PER_ROUND, GameConfig, Player
from wingspan_rules.state.moves import PlayBird, Reroll, Skip, Stop, TakeAction, TakeDie, UsePower
from wingspan_rules.testing import Scenario
from wingspan_rules.variants import AutomaOptions, FlockOptions

SETS = ("core", "european")
EUROPEAN = "european"
#: The whole expansion (rules 9.1): birds, bonus cards (5, and 2 for the Automa), goal tiles.
FULL_SET = {"birds": 81, "bonus cards": 7, "goal tiles": 5}


@pytest.fixture(scope="module")
def eu():
    """The base game's cards and the European expansion's, as ``GameConfig.sets`` loads them."""
    return ws.load_cards(sets=SETS)


def _european_birds() -> list[str]:
    return sorted(b.name for b in ws.load_cards(sets=SETS).birds if b.set == EUROPEAN)


def _ref_birds() -> dict[str, dict]:
    return {b["name"]: b for b in set_birds(EUROPEAN)}


# --- facts --------------------------------------------------------------------------------------


def test_the_european_set_is_complete(eu):
    """Every card of the expansion is bundled: all 81 birds, the 5 bonus cards and the 2
    Automa-only ones, the 5 goal tiles (each with two sides)."""
    birds = sorted(b.name for b in eu.birds if b.set == EUROPEAN)
    assert birds == sorted(b["name"] for b in set_birds(EUROPEAN))
    assert len(birds) == FULL_SET["birds"]
    bonus = sorted(c.name for c in eu.bonus_cards if c.set == EUROPEAN)
    assert bonus == sorted(bonus_name(c) for c in set_bonus_cards(EUROPEAN))
    assert len(bonus) == FULL_SET["bonus cards"]
    tiles = [t for t in eu.goal_tiles if t.set == EUROPEAN]
    assert len(tiles) == FULL_SET["goal tiles"] == len(set_goals(EUROPEAN)) // 2


@pytest.mark.parametrize("name", data_params(_european_birds), ids=str)
def test_european_bird_facts_match_the_reference(eu, name):
    ref = _ref_birds().get(name)
    assert ref is not None, f"{name} is not a European bird of the reference data"
    bird = eu.bird(name)
    check_bird_facts(bird, ref)
    if ref["has_power"]:
        check_power_icons(bird.power, ref)
    else:
        assert bird.power is None


def test_european_bonus_cards_match_the_reference(eu):
    refs = {bonus_name(c): c for c in set_bonus_cards(EUROPEAN)}
    for card in (c for c in eu.bonus_cards if c.set == EUROPEAN):
        assert card.name in refs, f"{card.name} is not a European bonus card of the reference"
        check_bonus_scoring(card, refs[card.name])


def _counting_cards() -> list[tuple[str, str]]:
    """(bonus card, its bird flag column) of every bonus card of both sets that counts birds
    by what their card shows."""
    loaded = {c.name for c in ws.load_cards(sets=SETS).bonus_cards}
    refs = set_bonus_cards("core") + set_bonus_cards(EUROPEAN)
    return sorted(
        (bonus_name(c), c["bird_flag_column"])
        for c in refs
        if c["bird_flag_column"] and bonus_name(c) in loaded
    )


@pytest.mark.parametrize(("name", "column"), data_params(_counting_cards, values=2), ids=str)
def test_bonus_cards_count_the_european_birds_the_reference_lists(eu, name, column):
    """Each card-level bonus card (of either set) counts exactly the European birds (and, for a
    European card, the core birds) whose reference entry lists it."""
    card = eu.bonus(name)
    european = {b.name for b in eu.birds if b.set == EUROPEAN}
    scope = european if card.set == "core" else {b.name for b in eu.birds}
    refs = set_birds("core") + set_birds(EUROPEAN)
    assert counted_birds(eu, card) & scope == listed_birds(refs, column, scope)


def test_european_goal_tiles_have_two_scorable_sides(eu):
    tiles = [t for t in eu.goal_tiles if t.set == EUROPEAN]
    assert len(tiles) <= len(set_goals(EUROPEAN)) // 2
    names = [side.name for tile in tiles for side in tile.sides]
    assert len(names) == 2 * len(tiles) and len(set(names)) == len(names)
    nobody = Player()
    for tile in tiles:
        for side in tile.sides:
            assert measure(nobody, eu, side.measure) == 0  # an empty mat scores nothing


def test_every_european_card_file_compiles_and_runs(eu):
    """No European card is left out of a game: the engine runs every power of the set."""
    rules = ws.bundled_rules(GameConfig(players=2, sets=SETS))
    assert {b.name for b in rules.cards.birds} == {b.name for b in eu.birds}
    assert any(b.set == EUROPEAN for b in rules.cards.birds)


# --- random whole games -------------------------------------------------------------------------

_RULES = {n: ws.bundled_rules(GameConfig(players=n, sets=SETS)) for n in range(1, 6)}


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 5), seed=st.integers(0, 2**32), data=st.data())
def test_random_games_with_the_european_cards_keep_every_invariant(players, seed, data):
    rules = _RULES[players]
    start = rules.new_game(seed)
    final, chosen, turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final  # the same moves from the same seed
    for p in range(players):
        assert [turns[(r, p)] for r in (1, 2, 3, 4)] == list(CUBES_PER_ROUND)
    assert len(final.goal_points) == 4


def _european_board(eu, players: int, seed: int) -> Scenario:
    """A board of round 1 where the European birds sit on the players' mats, dealt in turn
    (each in its first habitat with room, at most 4 birds a row), with food to spend."""
    s = Scenario(players=players, cards=eu, seed=seed)
    rows: Counter = Counter()
    birds = [b for b in eu.birds if b.set == EUROPEAN]
    for i, bird in enumerate(birds):
        p = i % players
        room = [h for h in bird.habitats if rows[(p, h)] < 4]
        if room:
            rows[(p, room[0])] += 1
            s.player(p).bird(room[0], bird.name, eggs=min(1, bird.egg_limit))
    for p in range(players):
        s.player(p).food(invertebrate=1, seed=1, fish=1, fruit=1, rodent=1).deal(4)
    return s


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 5), seed=st.integers(0, 2**16), data=st.data())
def test_random_games_from_a_board_of_european_birds_keep_every_invariant(eu, players, seed, data):
    """The European powers run often here (their birds are on the mats from the start): every
    invariant holds at every step, and every state with a power under way (or a part of one
    waiting for the turn's end) comes back whole from its JSON save."""
    s = _european_board(eu, players, seed)
    rules = s.rules()
    start = s.build()
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), data=st.data())
def test_random_automa_games_with_the_european_cards_keep_every_invariant(seed, data):
    rules = ws.bundled_rules(
        GameConfig(players=1, sets=SETS, mode=AutomaOptions(pink_on_actions=True))
    )
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([6, 7]), seed=st.integers(0, 2**32), data=st.data())
def test_random_flock_games_with_the_european_cards_keep_every_invariant(players, seed, data):
    rules = ws.bundled_rules(GameConfig(players=players, sets=SETS, mode=FlockOptions()))
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final


@settings(max_examples=6, deadline=None)
@given(players=st.integers(1, 5), seed=st.integers(0, 2**32))
def test_same_seed_same_game_with_the_european_cards(players, seed):
    from wingspan_rules.tools.simulate import random_playout

    rules = _RULES[players]
    a, moves_a = random_playout(rules.new_game(seed), seed, rules=rules)
    b, moves_b = random_playout(rules.new_game(seed), seed, rules=rules)
    assert moves_a == moves_b and a == b
    assert ws.to_json(a) == ws.to_json(b)


# --- every European power changes the game when it runs -----------------------------------------

OWNER_FILLERS = (("forest", "Hooded Warbler"), ("grassland", "American Woodcock"))
OWNER_FILLERS += (("wetland", "Prothonotary Warbler"),)
RIVAL_FILLERS = (("forest", "Blue-Winged Warbler"), ("grassland", "Wild Turkey"))
RIVAL_FILLERS += (("wetland", "Trumpeter Swan"),)
#: The rival's bird with a brown power on the board that lends one (``Board.lent``).
LENT = "Spotted Towhee"
#: Small birds on top of the deck: a predator's hunt succeeds on them.
DECK_TOP = ("Ruby-Throated Hummingbird", "Black-Chinned Hummingbird", "Anna's Hummingbird")
ACTION_OF = {
    Habitat.FOREST: Action.GAIN_FOOD,
    Habitat.GRASSLAND: Action.LAY_EGGS,
    Habitat.WETLAND: Action.DRAW_CARDS,
}


@attrs.frozen
class Board:
    """One prepared board: whether the other birds carry eggs, cached food and tucked cards
    (``stocked``), and whether every row holds one (``fillers``)."""

    stocked: bool = True
    fillers: bool = True
    predators: bool = False
    dice_out: bool = False
    eager: bool = False  # the owner takes all they can of their action before the power too
    eggs: int = 1  # the eggs on each stocked bird (at most its limit)
    extra: tuple[tuple[str, str], ...] = ()  # more birds of the owner's: (habitat, name)
    lent: bool = False  # the rival's grassland holds a bird with a brown power (to copy)

    def __str__(self) -> str:
        rows = "a bird in every row" if self.fillers else "no other bird"
        rows += ", with eggs, food and cards on them" if self.stocked else ""
        rows += f", {self.eggs} eggs on each" if self.eggs != 1 else ""
        rows += "".join(f", a {name} in {habitat}" for habitat, name in self.extra)
        rows += ", and a predator on each mat" if self.predators else ""
        rows += ", 3 dice outside the feeder" if self.dice_out else ""
        rows += ", a brown power in the rival's grassland" if self.lent else ""
        return rows + (", the owner's action taken in full first" if self.eager else "")


#: The boards tried in turn: a power acts on one of them (an egg where there is none, a card
#: on a bird with none...).
BOARDS = (
    Board(),
    Board(stocked=False),
    Board(stocked=False, fillers=False),
    Board(predators=True),
    Board(dice_out=True),
    Board(eager=True),
    Board(lent=True),
)


def _prepared(
    eu, card: fx.BirdCard, owner: int, on_mat: bool, board: Board = BOARDS[0]
) -> Scenario:
    """Two players with food of every kind and cards in hand, and (``board``) a bird in every
    row, with eggs, cached food and tucked cards; the feeder shows every food; small birds on
    the deck. ``card`` is ``owner``'s, on the mat in its first habitat (``on_mat``) or in hand."""
    s = Scenario(players=2, cards=eu)
    used = {name for _h, name in OWNER_FILLERS + RIVAL_FILLERS + board.extra} | set(DECK_TOP)
    used |= {card.name}
    used |= {LENT} if board.lent else set()
    core = [b for b in eu.birds if b.set == "core" and b.name not in used]
    predators = [b for b in core if b.predator][:2] if board.predators else []
    spare = [b.name for b in core if b not in predators]
    stock = 1 if board.stocked else 0
    for p, predator in zip((owner, 1 - owner), predators, strict=False):
        s.player(p).bird(predator.habitats[-1], predator.name)
    for p, fillers in ((owner, OWNER_FILLERS), (1 - owner, RIVAL_FILLERS)):
        player = s.player(p)
        for habitat, name in fillers if board.fillers else ():
            eggs = min(stock * board.eggs, eu.bird(name).egg_limit)
            player.bird(habitat, name, eggs=eggs, cached={"seed": stock}, tucked=stock)
        for habitat, name in board.extra if p == owner else ():
            player.bird(habitat, name, eggs=min(stock * board.eggs, eu.bird(name).egg_limit))
        player.food(invertebrate=2, seed=2, fish=2, fruit=2, rodent=2)
        hand = spare[:3] if p == owner else spare[3:6]
        player.hand(*hand, *((card.name,) if p == owner and not on_mat else ()))
    if on_mat:
        eggs = min(stock * board.eggs, card.egg_limit)
        s.player(owner).bird(card.habitats[0], card.name, eggs=eggs)
    if board.lent:
        s.player(1 - owner).bird("grassland", LENT)
    if board.dice_out:  # to roll outside the feeder: each food comes up (a hunt succeeds)
        s.feeder("invertebrate", "seed").outside("fish", "fruit", "rodent")
        s.next_rolls("rodent", "fish", "invertebrate", "seed", "fruit")
    else:
        s.feeder("invertebrate", "seed", "fish", "fruit", "rodent")
    s.deck_top(*DECK_TOP)
    return s


def _fingerprint(state: ws.GameState) -> tuple:
    """What a player sees change on the table: each player's food, hand, bonus cards and birds
    (with their eggs, food and cards), the feeder, tray, deck and piles, the goals scored."""
    players = tuple((p.food, p.hand, p.bonus, p.mat) for p in state.players)
    tables = tuple(
        (tuple(sorted(t.feeder)), t.tray, t.deck, t.discard, t.bonus_deck, t.bonus_discard)
        for t in state.tables
    )
    return players, tables, state.goal_points


def _use_move(rules: ws.Rules, state: ws.GameState, owner: int, card: int) -> UsePower | None:
    """The move that uses ``card``'s power, if its owner is offered it now."""
    if owner not in rules.current_players(state):
        return None
    where = locate(state.players[owner], card)
    if where is None:
        return None
    use = UsePower(*where)
    return use if use in rules.legal_moves(state, owner) else None


def _policy(
    rules: ws.Rules,
    state: ws.GameState,
    owner: int,
    trigger: fx.Trigger | None,
    branched: bool = True,
) -> tuple[int, Any]:
    """The next (player, move) of a prepared game: the owner does as little as they may until
    the tested power is offered (leaving the feeder, tray and deck to it), then all they can
    (never using that power again); the other players use the powers that trigger it and
    otherwise do as little as they may."""
    player = rules.current_players(state)[0]
    moves = rules.legal_moves(state, player)
    doing = [m for m in moves if not isinstance(m, Skip | Stop)]
    if player == owner and branched:
        chosen = [m for m in doing if not isinstance(m, UsePower | Reroll)]
        chosen = chosen or [m for m in moves if isinstance(m, Skip | Stop)] or moves
        return player, chosen[0]
    if isinstance(trigger, fx.OnActionTaken) and trigger.gained is not None:
        wanted = [m for m in moves if isinstance(m, TakeDie) and m.food is trigger.gained]
        if wanted:
            return player, wanted[0]
    uses = [m for m in moves if isinstance(m, UsePower)]
    if uses:
        return player, uses[0]
    idle = [m for m in moves if isinstance(m, Skip | Stop)]
    return player, (idle or moves)[0]


def _first_move(eu, s: Scenario, card: fx.BirdCard, trigger: fx.Trigger | None) -> Any:
    """The move that starts the prepared turn: the action of the bird's row (brown), playing
    it (white or no power), or, for a pink power, what the other player does to trigger it
    (its board prepared here)."""
    power = card.power
    timing = power.timing if power is not None else Timing.WHEN_PLAYED
    if timing is Timing.WHEN_ACTIVATED:
        return TakeAction(ACTION_OF[card.habitats[0]])
    if timing is Timing.ROUND_END:
        return TakeAction(Action.GAIN_FOOD)
    if timing is not Timing.ONCE_BETWEEN_TURNS:
        return None  # played: the first of the legal ways to play it
    if isinstance(trigger, fx.OnActionTaken):
        return TakeAction(trigger.action)
    if isinstance(trigger, fx.OnCardTucked):
        s.player(0).bird("forest", "American Robin")  # its power tucks a card from the hand
        return TakeAction(Action.GAIN_FOOD)
    if isinstance(trigger, fx.OnBirdPlayed):
        habitat = trigger.habitat or Habitat.FOREST
        name = next(
            b.name
            for b in eu.birds
            if b.set == "core"
            and habitat in b.habitats
            and b.cost.is_free is False
            and b.cost.total <= 2
            and b.timing is not Timing.WHEN_PLAYED
            and b.name != "American Robin"
        )
        s.player(0).hand(name)
        return PlayBird(eu.bird_id(name), habitat)
    raise AssertionError(f"no prepared board triggers {trigger!r}")


def _checkpoint_reached(events: list, timing: Timing | None) -> bool:
    """The end of the turn a power ran in; a round-end power's: the round's goal scored."""
    if timing is Timing.ROUND_END:
        return any(type(e) is E.GoalScored for e in events)
    if timing is Timing.GAME_END:
        return any(type(e) is E.GameEnded for e in events)
    return any(type(e) is E.TurnEnded for e in events)


def _run_to_checkpoint(
    rules: ws.Rules, state: ws.GameState, owner: int, card: fx.BirdCard, trigger: Any
) -> ws.GameState:
    timing = card.power.timing if card.power is not None else None
    seen: list = []
    for _ in range(500):
        if _checkpoint_reached(seen, timing) or rules.is_terminal(state):
            return state
        player, move = _policy(rules, state, owner, trigger)
        state = rules.apply(state, move, player=player)
        assert problems(state, rules.cards) == []
        seen.extend(state.events)
    raise AssertionError("the prepared turn never ended")


def _until_offered(
    rules: ws.Rules,
    state: ws.GameState,
    first: Any,
    active: int,
    owner: int,
    card: fx.BirdCard,
    board: Board,
) -> tuple[ws.GameState, UsePower | None]:
    """Play ``first`` and on until the owner is offered ``card``'s power (the move that uses
    it), or until the checkpoint of its timing without it (None)."""
    power = card.power
    timing = power.timing if power is not None else Timing.WHEN_PLAYED
    trigger = power.trigger if power is not None else None
    card_id = rules.cards.bird_id(card.name)
    state = rules.apply(state, first, player=active)
    for _ in range(500):
        use = _use_move(rules, state, owner, card_id)
        if use is not None or _checkpoint_reached(list(state.events), timing):
            return state, use
        player, move = _policy(rules, state, owner, trigger, branched=board.eager)
        state = rules.apply(state, move, player=player)
    raise AssertionError("the prepared turn never ended")


def _exercise(eu, name: str, board: Board) -> str | None:
    """Run ``name``'s power on ``board`` and, from the same point, decline it; None when the
    boards differ at the checkpoint its timing allows (or, for a bird with no power to use,
    when playing it put it on the mat), else what went wrong."""
    card = eu.bird(name)
    power = card.power
    if power is not None and power.double_goal and not power.effects:
        return _counts_double(eu, card, board)
    timing = power.timing if power is not None else Timing.WHEN_PLAYED
    trigger = power.trigger if power is not None else None
    pink = timing is Timing.ONCE_BETWEEN_TURNS
    owner = 1 if pink else 0
    s = _prepared(eu, card, owner, timing is not Timing.WHEN_PLAYED, board)
    first = _first_move(eu, s, card, trigger)
    if timing is Timing.WHEN_ACTIVATED and _counts_cubes(power):
        s.turn(8)  # the owner's fifth turn: each player has a cube on every action (rules 9.1)
        for p in (owner, 1 - owner):
            s.player(p).actions(1, 1, 1, 1)
    if timing is Timing.ROUND_END:
        s.turn(2 * CUBES_PER_ROUND[0] - 1)  # the round's last turn: the other player's
        # Every action taken this round, where the engine counts the cubes on each (rules 9.1).
        for p, cubes in ((owner, (2, 2, 2, 2)), (1 - owner, (2, 2, 2, 1))):
            actions = getattr(s.player(p), "actions", None)
            if actions is not None:
                actions(*cubes)
    rules = s.rules()
    state = s.build()
    card_id = eu.bird_id(name)
    active = rules.current_players(state)[0]
    assert active == (1 - owner if pink or timing is Timing.ROUND_END else owner)
    ways = [first]
    if first is None:
        ways = [m for m in rules.legal_moves(state, active) if getattr(m, "card", None) == card_id]
        if not ways:
            return "it cannot be played"
    start = state
    state, use = _until_offered(rules, start, ways[0], active, owner, card, board)
    if use is None:
        if timing is not Timing.WHEN_PLAYED:
            return "its power was never offered"
        # A rule of how the bird is played (another payment, sideways, on top of a bird): no
        # power is left to use, and every way of playing it the game lists puts it on the mat.
        for way in ways:
            state, _ = _until_offered(rules, start, way, active, owner, card, board)
            if locate(state.players[owner], card_id) is None:
                return f"playing it by {way!r} did not put it on the mat"
        return None
    assert Skip() in rules.legal_moves(state, owner), "a power may always be declined"
    if pink:
        assert (state.first_player + state.turn) % 2 != owner, "on another player's turn"
    used = _run_to_checkpoint(rules, rules.apply(state, use, player=owner), owner, card, trigger)
    declined = _run_to_checkpoint(
        rules, rules.apply(state, Skip(), player=owner), owner, card, trigger
    )
    assert problems(used, eu) == [] and rules_problems(used, eu) == []
    return None if _fingerprint(used) != _fingerprint(declined) else "its power changed nothing"


def _counts_cubes(power) -> bool:
    """Whether a power counts the cubes another player placed this round."""
    from wingspan_rules.effects import ForEachCube, walk_effects

    return any(isinstance(e, ForEachCube) for e in walk_effects(power.effects))


def _counts_double(eu, card, board: Board) -> str | None:
    """A bird that counts double toward the round's goal (a standing rule, nothing to use):
    on the mat it adds 2 to a goal that counts birds, and 1 to a bonus card (rules 9.1)."""
    from wingspan_rules.effects import CountBirds
    from wingspan_rules.engine.scoring import measure

    s = _prepared(eu, card, 0, True, board)
    player = s.build().players[0]
    if locate(player, eu.bird_id(card.name)) is None:
        return "it is not on the mat"
    every = CountBirds(())
    birds = sum(len(row) for row in player.mat)
    if measure(player, eu, every, goal=True) != birds + 1 or measure(player, eu, every) != birds:
        return "it does not count double toward a goal that counts birds (only)"
    return None


@pytest.mark.parametrize("name", _european_birds())
def test_every_european_power_changes_the_game_when_it_runs(eu, name):
    """On one of the prepared boards, the power (used when its timing offers it) leaves the
    table otherwise than declining it would, by the end of the turn it ran in (a round-end
    power: by the round's goal)."""
    outcomes = []
    for board in BOARDS:
        outcome = _exercise(eu, name, board)
        if outcome is None:
            return
        outcomes.append(f"{board}: {outcome}")
    raise AssertionError(f"{name}: " + "; ".join(outcomes))


def test_the_prepared_board_sees_a_power_that_does_nothing(eu):
    """The harness can fail: a power with nothing to act on leaves the two games equal."""
    card = eu.bird("Eurasian Tree Sparrow")
    s = _prepared(eu, card, 1, on_mat=True)
    s.feeder("rodent", "fish", "fish", "fruit", "fruit")  # no seed, and no seed will come
    rules = s.rules()
    state = rules.apply(s.build(), TakeAction(Action.GAIN_FOOD), player=0)
    while (use := _use_move(rules, state, 1, eu.bird_id(card.name))) is None:
        player, move = _policy(rules, state, 1, card.power.trigger)
        state = rules.apply(state, move, player=player)
    used = _run_to_checkpoint(rules, rules.apply(state, use, player=1), 1, card, None)
    declined = _run_to_checkpoint(rules, rules.apply(state, Skip(), player=1), 1, card, None)
    assert _fingerprint(used) == _fingerprint(declined)
