"""A compact, documented NumPy encoding of one player's ``Observation``.

``ObservationEncoding(rules).encode(observation)`` is a flat ``float32`` vector of
``encoding.size`` entries, made only of what the observation shows (so it never leaks hidden
information: an ``Observation`` has none). The vector is the concatenation of the sections of
``encoding.sections`` (name, length, upper bound and meaning each, listed in
docs/environments.md), in this order:

* the game: ``phase``, ``round``, ``turn``, who decides, whose turn it is and who started the
  round (seats relative to the viewer: the viewer is seat 0, the next player clockwise 1...),
  the type of the pending decision (one per ``frames.DECISION_TYPES``, so a new decision type
  gets an entry of its own), the goals of the four rounds and the goal points scored, the
  dice in and outside the birdfeeder, the sizes of the piles, the three tray cards;
* one block per player, the viewer first then clockwise: food, hand size, cards of the hand
  everyone saw taken, bonus cards held, action cubes used, pink powers used since the last
  turn, then the 15 places of the mat (forest 1-5, grassland 1-5, wetland 1-5), each as
  (card, eggs, cached food, tucked cards, sideways: 1 for a bird covering two spaces; an empty
  place's eggs are the egg markers lying there, Americas);
* the viewer's hand and bonus cards (one entry per card of the set: 1 if held), the cards of
  other players' hands that everyone saw taken (one per card), and the cards a running power
  laid out or revealed (one per card: a draft's cards, for example);
* in a game with an expansion: a section per card zone it declares (``hooks.CardZone``: per
  seat what a player's zone holds, the size of a table's shared zone), then the sections it
  declares of its public state (``Expansion.observation``, ``hooks.TableFeature``: in an
  Americas game the garden's face-up tops, the hummingbirds in the spaces, the tracker's
  layout);
* the sections the game's mode declares for its own state (``Variant.observation_features``,
  ``engine.features``), in their declared order: in Duet mode, the map (the seat of each
  space's token), each seat's tokens and the Duet goals; against the Automa, its counts,
  points and bonus card.

A card in a place where its position matters (the tray, a mat) is its id plus 1 (0: none), a
categorical value: embed it, or look up its printed features in ``card_features(cards)``.
Counts are plain numbers; one-hot and membership entries are 0 or 1.

``OBSERVATION_VERSION`` changes whenever the layout does.
"""

from __future__ import annotations

import array
import hashlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs

from ..effects.catalog import CardSet
from ..effects.hooks import TableFeature, active
from ..engine import Rules
from ..engine.core import focus
from ..engine.features import COUNT_HIGH, ModeFeature, problems
from ..engine.modes import variant_for
from ..engine.observation import Observation
from ..frames import DECISION_TYPES
from ..state.enums import BASE_DIE, FOOD_TYPES, Food, Habitat, Nest, Timing
from ..state.model import (
    ROUNDS,
    ROW_SIZE,
    TRAY_SIZE,
    GameState,
    Phase,
    Player,
)
from ._deps import missing

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

try:
    import numpy as _np
except ImportError as exc:
    raise missing("numpy", __name__) from exc

__all__ = [
    "COUNT_HIGH",
    "OBSERVATION_VERSION",
    "ObservationEncoding",
    "Section",
    "card_features",
    "decision_fingerprint",
]

#: The version of the layout below; it changes whenever the layout does (7: the European
#: decisions follow the base game's in ``frames.DECISION_TYPES``, moving the pending decision's
#: one-hot indices; 8: the European decisions of drawing cards to keep and of laying fewer eggs
#: on a bird, ``draw-to-keep`` and ``lay-how-many``, two more decision types; 9: the Asia
#: expansion's ``cache-your-food`` (caching from your own supply), after the vocabulary's
#: other decisions (the modes' decisions move by one); 10: the Asia copying, counted-draw, tray
#: and drawn-card decisions (``effects/copying.py`` and the other Asia families), after those,
#: and the deck's ``sort-drawn`` (cards drawn, some put back on the deck) and ``move-egg`` (eggs
#: moved between your birds); and
#: the Oceania mat's two decisions,
#: ``oceania-conversion`` and ``oceania-reset``, after the other expansions' frames (the
#: vocabulary's and the modes' decisions move by two), and in a game with an expansion's dice
#: or card zones (Oceania's nectar faces and spent-nectar spaces) the feeder's faces up to
#: theirs and a section per zone after ``laid_out``; the base game's sections are as they were;
#: the ``decision_fingerprint`` is pinned to it by the tests); 11: this round's families, each
#: decision after its module's other decisions (the later decisions move): the Oceania card
#: families' ``pay-for-bonus-card`` (bonus cards drawn for food, ``effects/bonus.py``) and
#: ``keep-or-tuck-drawn`` (cards looked at, one kept or tucked, ``effects/deck.py``); Asia's
#: last families' ``choose-bonus-copy`` (a neighbour's bonus card copied), ``choose-nest-group``
#: and ``lay-on-group-bird`` (a group of one nest type); the Oceania food, feeder and egg
#: families' ``take-all-to-share`` and ``share-out`` (``effects/give.py``), ``take-prey`` and
#: ``take-each-type`` (``effects/feeder_tests.py``), ``discard-all-eggs-from``
#: (``effects/egg_moves.py``) and ``discard-one-more`` (``effects/quantities.py``); the promo
#: packs' feeder, food-type and tray decisions ``cache-die``, ``remove-all-of-face``,
#: ``take-paired-die``, ``gain-each-type``, ``tuck-within`` and ``swap-tray-card``; the promo
#: bonus-card families' decisions, ``discard-some-bonus`` to ``give-drawn-bonus``; 12: 21
#: decision types more, each after its module's other decisions: the Southern Cassowary's
#: ``oceania-choose-replaced``; the Americas hummingbirds' ``attract`` to
#: ``choose-marker-down``; the Americas birds' ``cache-prey``, ``give-to-owner``,
#: ``draw-largest``, ``tuck-just-drawn``, ``pick-cached-food`` and ``pick-prey``; the promo
#: birds' ``cache-type-choice``, ``cache-spent-food``, ``choose-tray-discard``,
#: ``choose-free-play-count`` and ``play-drawn-free``.
#: 13: a table's shared zone (the Americas hummingbird deck, garden piles, discard pile...)
#: is one entry, the cards it holds (it was one per seat, always 0), and the expansions declare
#: sections of their public state after the zones' (``Expansion.observation``: the Americas
#: garden's tops, which were returned this turn, the spaces' hummingbirds, the tracker's
#: layout); against the Automa keeping its Spent Nectar Collection card, ``automa.nectar``
#: (its three boxes) follows its other sections; the base game's sections are as they were.
OBSERVATION_VERSION = 13

_PHASES = tuple(Phase)


def decision_fingerprint() -> str:
    """A hash of the decision types' tags in ``frames.DECISION_TYPES`` order: the order of the
    pending decision's one-hot entries. A test pins it to ``OBSERVATION_VERSION``, so a
    reordering of the decisions (a new package's, or a merge) cannot move the indices
    unnoticed."""
    tags = "\n".join(t.TAG for t in DECISION_TYPES)
    return hashlib.sha256(tags.encode("utf-8")).hexdigest()[:16]


_PHASE_INDEX = {phase: i for i, phase in enumerate(_PHASES)}
_FACES = BASE_DIE
_SLOTS = len(Habitat) * ROW_SIZE  # places on a mat
_PLACE = 5  # card, eggs, cached food, tucked cards, sideways
_ROW_STRIDE = ROW_SIZE * _PLACE
_COUNTS = 5  # hand size, cards of it seen, bonus cards, cubes used, pink powers used
_PLAYER_BLOCK = FOOD_TYPES + _COUNTS + _SLOTS * _PLACE
_BLOCK_ZEROS = array.array("f", bytes(4 * _PLAYER_BLOCK))


@attrs.frozen
class Section:
    """One part of the vector: ``start`` to ``start + length - 1``, each entry at most
    ``high`` (and at least 0)."""

    name: str
    start: int
    length: int
    high: float
    meaning: str

    @property
    def stop(self) -> int:
        return self.start + self.length


class ObservationEncoding:
    """The observation vector of a rules object's games (its card set and player count)."""

    version = OBSERVATION_VERSION

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        cards = rules.cards
        n = self.players = rules.config.players
        birds = self.birds = len(cards.birds)
        bonus = len(cards.bonus_cards)
        goals = len(cards.goal_sides)
        card_id = float(birds)
        self._decision_index: dict[type, int] = {t: i for i, t in enumerate(DECISION_TYPES)}
        sections: list[Section] = []

        def add(name: str, length: int, high: float, meaning: str) -> None:
            start = sections[-1].stop if sections else 0
            sections.append(Section(name, start, length, high, meaning))

        add("phase", len(_PHASES), 1, "one-hot: setup, play, over")
        add("round", ROUNDS, 1, "one-hot: round 1-4")
        add("turn", 1, COUNT_HIGH, "turns taken this round, by all players")
        add("deciding", n, 1, "one-hot seat (relative) of the player deciding now; 0s at the end")
        add("active", n, 1, "one-hot seat (relative) of the player whose turn it is")
        add("first", n, 1, "one-hot seat (relative) of the round's first player")
        add(
            "decision",
            len(DECISION_TYPES),
            1,
            "one-hot type of the pending decision, in frames.DECISION_TYPES order",
        )
        add("goals", ROUNDS * goals, 1, "per round 1-4, one-hot goal side (cards.goal_sides)")
        add("goal_points", ROUNDS * n, COUNT_HIGH, "per round 1-4, per seat: goal points scored")
        # the base dice's faces, and up to the last face of an expansion's dice (Oceania's)
        hooks = active(rules.config)
        faces = max(len(_FACES), max(hooks.die) + 1)
        add("feeder", faces, 5, "dice in the birdfeeder, per DieFace")
        add("outside", faces, 5, "dice outside the birdfeeder, per DieFace")
        add("piles", 4, COUNT_HIGH, "cards in the deck, discard pile, bonus deck, bonus discard")
        add("tray", TRAY_SIZE, card_id, "tray slots 1-3: card id + 1 (0: empty)")
        for seat in range(n):
            add(f"p{seat}.food", FOOD_TYPES, COUNT_HIGH, f"seat {seat}: food, per Food")
            add(
                f"p{seat}.counts",
                _COUNTS,
                COUNT_HIGH,
                f"seat {seat}: hand size, hand cards seen by all, bonus cards, cubes used, "
                "pink powers used",
            )
            add(
                f"p{seat}.mat",
                _SLOTS * _PLACE,
                COUNT_HIGH,
                f"seat {seat}: 15 places (habitat x 5 + column), each card id + 1 (0: empty), "
                "eggs (of an empty place: its egg markers, Americas), cached food, tucked "
                "cards, sideways (1: the bird covers 2 spaces)",
            )
        add("hand", birds, 1, "the viewer's hand: 1 per bird card held")
        add("bonus", bonus, 1, "the viewer's bonus cards: 1 per bonus card held")
        add("seen", birds, 1, "1 per bird card in another player's hand that everyone saw taken")
        add("laid_out", birds, 1, "1 per bird card a running power laid out or revealed")
        # The zones of an expansion's cards or tokens (Oceania's spent nectar), public: cards
        # held per seat (relative), or by the table for a shared zone (the size of a
        # face-down one), in the order declared; none in the base game.
        self._zones = tuple(z.name for z in hooks.zones if not z.shared)
        self._shared = tuple(z.name for z in hooks.zones if z.shared)
        for zone in hooks.zones:
            if zone.shared:
                add(f"zone.{zone.name}", 1, COUNT_HIGH, f"cards in the table's zone {zone.name}")
            else:
                meaning = f"per seat (relative): cards in zone {zone.name}"
                add(f"zone.{zone.name}", n, COUNT_HIGH, meaning)
        # The expansions' own sections of their public state (``hooks.TableFeature``).
        table_features: list[tuple[TableFeature, int]] = []
        for table_feature in hooks.observation:
            add(
                table_feature.name,
                table_feature.length(n),
                table_feature.high,
                table_feature.meaning,
            )
            table_features.append((table_feature, sections[-1].start))
        self._table_features = tuple(table_features)
        # The mode's own state, in the sections its variant declares.
        variant = variant_for(rules.config)
        self._mode_state = variant.STATE
        declared = variant.observation_features(rules.config, cards)
        wrong = problems(declared, variant.STATE)
        if wrong:
            raise TypeError(f"the {rules.config.mode.name} mode's observation: {wrong[0]}")
        features: list[tuple[ModeFeature, int]] = []  # each with its section's start
        for feature in declared:
            add(feature.name, feature.encoder.length(n), feature.high, feature.meaning)
            features.append((feature, sections[-1].start))
        self._features = tuple(features)
        self.sections: tuple[Section, ...] = tuple(sections)
        self.size = sections[-1].stop
        self._at = {s.name: s.start for s in sections}
        self._seat_at = [self._at[f"p{k}.food"] for k in range(n)]
        # Each player's block (food, counts, mat), kept for the players of the last state
        # encoded: a step replaces only the players it changes, so the others are reused.
        self._blocks: dict[int, tuple[Player, array.array[float]]] = {}
        self._goal_sides = goals
        self._offsets = tuple(
            self._at[name]
            for name in (
                "phase",
                "round",
                "turn",
                "deciding",
                "active",
                "first",
                "decision",
                "goals",
                "goal_points",
                "feeder",
                "outside",
                "piles",
                "tray",
                "hand",
                "bonus",
                "seen",
                "laid_out",
            )
        )
        self._zeros = array.array("f", bytes(4 * self.size))  # float32 zeros
        self.high: NDArray[np.float32] = _np.zeros(self.size, dtype=_np.float32)
        for s in sections:
            self.high[s.start : s.stop] = s.high
        # Mat places hold a card id (up to the number of birds) and counts.
        for seat in range(n):
            start = self._at[f"p{seat}.mat"]
            self.high[start : start + _SLOTS * _PLACE : _PLACE] = card_id
            self.high[start + 4 : start + _SLOTS * _PLACE : _PLACE] = 1  # sideways: 0 or 1

    def section(self, name: str) -> Section:
        for s in self.sections:
            if s.name == name:
                return s
        raise KeyError(f"no section {name!r} in the observation encoding")

    def layout(self) -> list[dict[str, Any]]:
        return [attrs.asdict(s) for s in self.sections]

    def encode_state(self, state: GameState, player: int) -> NDArray[np.float32]:
        """The vector of ``player``'s observation of ``state``: equal to
        ``encode(rules.observation(state, player))``, computed faster.

        Outside setup, nothing this encoding reads differs between a state and a player's
        observation of it (hidden cards count, and the cards of others' hands that everyone saw
        are ``Player.known``), so the state is read as it is; during setup, when other players'
        choices are hidden, the observation is made first. A test checks the two agree.
        """
        if state.phase is Phase.SETUP:
            return self.encode(self.rules.observation(state, player))
        if not 0 <= player < self.players:
            raise ValueError(f"there is no player {player} in a {self.players}-player game")
        return self._encode(state, player)

    def encode(self, obs: Observation) -> NDArray[np.float32]:
        """The vector of ``obs`` (a new array each call)."""
        if type(obs) is not Observation:
            raise TypeError(
                f"encode takes an Observation (rules.observation(state, player)), not "
                f"{type(obs).__name__}: use encode_state for a game state"
            )
        return self._encode(obs, obs.viewer)

    def _encode(self, view: Observation | GameState, viewer: int) -> NDArray[np.float32]:
        n = self.players
        (
            phase,
            round_,
            turn,
            deciding,
            active,
            first,
            decision_at,
            goals,
            goal_points,
            feeder,
            outside,
            piles,
            tray,
            hand_at,
            bonus_at,
            seen,
            laid_out,
        ) = self._offsets
        vec = array.array("f", self._zeros)  # float32 zeros, filled in place

        vec[phase + _PHASE_INDEX[view.phase]] = 1
        if 1 <= view.round <= ROUNDS:
            vec[round_ + view.round - 1] = 1
        vec[turn] = view.turn
        asked = focus(view)  # with lanes (Flock), the first deciding player's lane
        if asked.pending and asked.pending[-1].IS_DECISION:
            decision = asked.pending[-1]
            vec[deciding + (decision.player - viewer) % n] = 1  # type: ignore[attr-defined]
            kind = self._decision_index.get(type(decision))
            if kind is not None:
                vec[decision_at + kind] = 1
        vec[active + (view.active_player - viewer) % n] = 1
        vec[first + (view.first_player - viewer) % n] = 1
        goal_sides = self._goal_sides
        for r, side in enumerate(view.goals[:ROUNDS]):
            vec[goals + r * goal_sides + side] = 1
        for r, row in enumerate(view.goal_points[:ROUNDS]):
            for p, points in enumerate(row):
                vec[goal_points + r * n + (p - viewer) % n] = points
        table = view.tables[view.players[viewer].table]
        for face in table.feeder:
            vec[feeder + face] += 1
        for face in table.outside:
            vec[outside + face] += 1
        vec[piles] = len(table.deck)
        vec[piles + 1] = len(table.discard)
        vec[piles + 2] = len(table.bonus_deck)
        vec[piles + 3] = len(table.bonus_discard)
        for k, card in enumerate(table.tray[:TRAY_SIZE]):
            if card >= 0:
                vec[tray + k] = card + 1
        seat_at = self._seat_at
        blocks = self._blocks
        kept: dict[int, tuple[Player, array.array[float]]] = {}
        for p, player in enumerate(view.players):
            start = seat_at[(p - viewer) % n]
            held = blocks.get(id(player))
            if held is None or held[0] is not player:
                held = (player, _player_block(player))
            kept[id(player)] = held
            vec[start : start + _PLAYER_BLOCK] = held[1]
            if p != viewer and player.known:
                hand = player.hand
                for card in player.known:
                    if card in hand:
                        vec[seen + card] = 1
        self._blocks = kept
        me = view.players[viewer]
        for card in me.hand:
            vec[hand_at + card] = 1
        for card in me.bonus:
            vec[bonus_at + card] = 1
        for power in (*view.powers, *(p for lane in view.lanes for p in lane.powers)):
            for slot in power.slots:
                if slot.kind == "cards":
                    for card in slot.values:
                        if card >= 0:
                            vec[laid_out + card] = 1
        for name in self._zones:
            start = self._at[f"zone.{name}"]
            for seat in range(n):
                vec[start + seat] = len(view.players[(viewer + seat) % n].zone(name))
        if self._shared:
            shared = view.tables[0]
            for name in self._shared:
                vec[self._at[f"zone.{name}"]] = len(shared.zone(name))
        for table_feature, start in self._table_features:
            for k, value in table_feature.entries(view.players, view.tables, viewer):
                vec[start + k] = value
        mode_state = view.mode_state
        if self._features and self._mode_state and isinstance(mode_state, self._mode_state):
            cards = self.rules.cards
            for feature, start in self._features:
                for k, value in feature.encoder.entries(mode_state, viewer, n, cards):
                    vec[start + k] = value
        return _np.frombuffer(vec, dtype=_np.float32)  # owns the new buffer


def _player_block(player: Player) -> array.array[float]:
    """A player's food, counts and mat, as the ``_PLAYER_BLOCK`` entries of their section."""
    block = array.array("f", _BLOCK_ZEROS)
    for f, count in enumerate(player.food):
        block[f] = count
    counts = FOOD_TYPES
    block[counts] = len(player.hand)
    block[counts + 1] = len(player.known)
    block[counts + 2] = len(player.bonus)
    block[counts + 3] = player.cubes_used
    block[counts + 4] = len(player.pink_used)
    mat = counts + _COUNTS
    for h, row in enumerate(player.mat):
        place = mat + h * _ROW_STRIDE
        for bird in row:
            block[place] = bird.card + 1
            block[place + 1] = bird.eggs
            block[place + 2] = sum(bird.cached)
            block[place + 3] = len(bird.tucked)
            block[place + 4] = 1 if bird.sideways else 0
            place += _PLACE
    for h, column in player.egg_markers:  # Americas: an empty place's "eggs" are its markers
        block[mat + h * _ROW_STRIDE + column * _PLACE + 1] += 1
    return block


def card_features(cards: CardSet) -> Any:
    """The printed features of every bird card, one row per card id (``float32``), for
    agents that embed the card ids of the observation: points, egg limit, wingspan (0 for a
    wild one), the habitats it may live in (forest, grassland, wetland), its nest (one-hot per
    ``Nest``), its food cost (count per ``Food``, wild, and 1 when it is an "or" cost), its
    power's colour (one-hot per ``Timing``, all 0 without a power), predator, flocking, and
    whether it draws bonus cards. ``CARD_FEATURES`` names the columns."""
    rows = []
    for bird in cards.birds:
        cost = [0.0] * FOOD_TYPES
        for food in bird.cost.foods:
            cost[food] += 1.0
        row = [
            float(bird.points),
            float(bird.egg_limit),
            float(bird.wingspan or 0),
            *(float(h in bird.habitats) for h in Habitat),
            *(float(bird.nest is nest) for nest in Nest),
            *cost,
            float(bird.cost.wild),
            float(bird.cost.one_of),
            *(float(bird.timing is t) for t in Timing),
            float(bird.predator),
            float(bird.flocking),
            float(bird.draws_bonus_cards),
        ]
        rows.append(row)
    return _np.asarray(rows, dtype=_np.float32).reshape(len(rows), len(CARD_FEATURES))


#: The columns of ``card_features``.
CARD_FEATURES: Sequence[str] = (
    "points",
    "egg_limit",
    "wingspan",
    *(f"habitat.{h.label}" for h in Habitat),
    *(f"nest.{n.label}" for n in Nest),
    *(f"cost.{f.label}" for f in Food),
    "cost.wild",
    "cost.one_of",
    *(f"power.{t.colour}" for t in Timing),
    "predator",
    "flocking",
    "draws_bonus_cards",
)
