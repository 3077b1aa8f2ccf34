"""Property tests: an observation never shows a card its viewer cannot know.

What a viewer may know is stated here from the rules, independently of ``observations.py``
(rules 1.6, 1.7, 3.7, 3.10, 3.11):

* public: the tray, the discard pile (outside setup), the birds on every mat, tucked cards that
  were revealed first, cards a running power laid out or revealed, a bird being played, the
  cards the other players took face up (``Player.known``), and the cards of the step's public
  events (a bird played, a card discarded face up, revealed, or taken face up, the tray dealt);
* the viewer's own: their hand, the cards they tucked from their hand, their dealt birds during
  setup, their bonus cards and the bonus cards they are offered, and the bonus cards they put
  on the bonus discard pile (rules 9.6's promo birds: a player knows what they discarded);
* everyone's kept bonus cards once the game is over.

A card counts as known if it was known before the step or after it (a card seen at the start
of a step may move out of sight during it). The observation is walked field by field; the
fields that hold bird or bonus card ids are named below by field (and by class where a name is
ambiguous), so a new kind of card field must be added here to be checked.
"""

from __future__ import annotations

import enum
import random

import attrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.state import events as E
from wingspan_rules.state.model import EMPTY, HIDDEN, GameState, Phase
from wingspan_rules.state.protocol import Slot
from wingspan_rules.testing import Scenario

BIRD, BONUS = "bird", "bonus"

#: Fields holding card ids, by field name ...
_FIELDS = {
    "card": BIRD,
    "bird": BIRD,
    "birds": BIRD,
    "hand": BIRD,
    "known": BIRD,
    "tucked": BIRD,
    "tucked_from_hand": BIRD,
    "tucked_revealed": BIRD,
    "deck": BIRD,
    "discard": BIRD,
    "tray": BIRD,
    "dealt": BIRD,
    "bonus": BONUS,
    "bonus_deck": BONUS,
    "bonus_discard": BONUS,
    "bonus_discarded": BONUS,
    "offered": BONUS,
}
#: ... and where a class uses a name otherwise (None: not a card).
_BY_CLASS = {
    ("BonusKept", "card"): BONUS,
    ("BonusCardsDrawn", "cards"): BONUS,
    ("DeckReshuffled", "cards"): None,
}


def shown_cards(value) -> dict[str, list[int]]:
    """Every bird and bonus card id ``value`` (an observation) shows, HIDDEN and EMPTY left out."""
    found: dict[str, list[int]] = {BIRD: [], BONUS: []}

    def ints(x):
        if isinstance(x, tuple):
            for item in x:
                yield from ints(item)
        elif isinstance(x, int) and not isinstance(x, bool | enum.Enum):
            yield x

    def walk(obj) -> None:
        if isinstance(obj, tuple):
            for item in obj:
                walk(item)
            return
        if not attrs.has(type(obj)):
            return
        if isinstance(obj, Slot):
            if obj.kind in ("cards", "birds"):
                found[BIRD].extend(c for c in obj.values if c not in (HIDDEN, EMPTY))
            return
        for field in attrs.fields(type(obj)):
            value = getattr(obj, field.name)
            kind = _BY_CLASS.get((type(obj).__name__, field.name), _FIELDS.get(field.name))
            if kind is not None:
                found[kind].extend(c for c in ints(value) if c not in (HIDDEN, EMPTY))
            walk(value)

    walk(value)
    return found


def knowable(state: GameState, viewer: int, dealt: tuple[int, ...]) -> dict[str, set[int]]:
    """The cards ``viewer`` may know in ``state`` (``dealt``: the birds dealt to them)."""
    birds: set[int] = set()
    bonus: set[int] = set()
    setup = state.phase is Phase.SETUP
    for table in state.tables:
        birds.update(c for c in table.tray if c != EMPTY)
        if not setup:
            birds.update(table.discard)
    for p, player in enumerate(state.players):
        for row in player.mat:
            for bird in row:
                birds.add(bird.card)
                birds.update(bird.tucked_revealed)
                if p == viewer:
                    birds.update(bird.tucked_from_hand)
        if p == viewer:
            birds.update(player.hand)
            bonus.update(player.bonus)
            bonus.update(player.bonus_discarded)
        else:
            birds.update(player.known)
        if state.phase is Phase.OVER:
            bonus.update(player.bonus)
    if setup:
        birds.update(dealt)
    for power in state.powers:
        for slot in power.slots:
            if slot.kind in ("cards", "birds"):
                birds.update(slot.values)
    for frame in state.pending:
        if isinstance(frame, F.PlaceBird | F.PayFood):  # a bird being played is shown
            birds.add(frame.card)
        if isinstance(frame, F.ChooseBonus) and frame.player == viewer:
            bonus.update(frame.offered)
    for e in state.events:
        mine = getattr(e, "player", None) == viewer
        if (
            isinstance(e, E.BirdPlayed | E.CardRevealed)
            or isinstance(e, E.CardDiscarded)
            and (mine or not setup)
            or isinstance(e, E.CardDrawn)
            and (mine or e.source != "deck")
        ):
            birds.add(e.card)
        elif isinstance(e, E.TrayRefilled):
            birds.update(c for c in e.tray if c != EMPTY)
        elif isinstance(e, E.BonusCardsDrawn) and mine:
            bonus.update(e.cards)
    return {BIRD: birds, BONUS: bonus}


def check_observations(before: GameState, after: GameState, dealt: list[tuple[int, ...]]) -> None:
    for viewer in range(len(after.players)):
        seen = ws.observation(after, viewer)
        shown = shown_cards(seen)
        a = knowable(before, viewer, dealt[viewer])
        b = knowable(after, viewer, dealt[viewer])
        for kind in (BIRD, BONUS):
            leaked = set(shown[kind]) - a[kind] - b[kind]
            assert not leaked, (
                f"player {viewer}'s observation shows {kind} cards {sorted(leaked)} they cannot "
                f"know (phase {after.phase.value}, round {after.round})"
            )
        # Nothing of the viewer's own is withheld from them: their hand and bonus cards.
        assert seen.players[viewer].hand == after.players[viewer].hand
        assert seen.players[viewer].bonus == after.players[viewer].bonus
        assert shown[BIRD], "the walk finds the cards an observation shows (the tray at least)"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 5), seed=st.integers(0, 2**32))
def test_an_observation_never_shows_a_card_its_viewer_cannot_know(cards, players, seed):
    choose = random.Random(seed)
    state = ws.new_game(ws.GameConfig(players=players), seed=seed)
    dealt = [p.hand for p in state.players]
    check_observations(state, state, dealt)
    step = 0
    while not ws.is_terminal(state):
        after = ws.apply(state, choose.choice(ws.legal_moves(state)))
        if after.phase is not Phase.PLAY or step % 3 == 0:  # every step of setup and the end
            check_observations(state, after, dealt)
        state, step = after, step + 1


def test_the_walk_finds_cards_in_events_frames_and_mats(cards):
    # Non-vacuity: cards a hand tuck and a tray draw put in the events and on the mat are found.
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Horned Lark").hand("Mallard")
    s.player(0).hand("Wild Turkey").food(seed=2, fruit=1)
    state = s.build()
    turn = s.script().play("play Wild Turkey in grassland", "use the power")
    mallard = cards.bird_id("Mallard")
    assert mallard in shown_cards(ws.observation(turn.state, 1))[BIRD]
    assert mallard not in shown_cards(ws.observation(turn.state, 0))[BIRD]
    dealt = [p.hand for p in state.players]
    check_observations(state, turn.state, dealt)
