"""The action encoding: its layout is derived from the move classes and pinned for the core set.

Any change to the ids of the core set (a new move type, a new field, a changed domain) fails
``test_the_core_layout_is_pinned``: bump ``ENCODING_VERSION``, update the table here and in
docs/environments.md.
"""

from __future__ import annotations

import attrs
import pytest
from attrs import frozen

import wingspan_rules as ws
from wingspan_rules import frames
from wingspan_rules.envs.encoding import (
    ENCODING_VERSION,
    MAX_SEATS,
    ActionEncoding,
    EncodingError,
    action_encoding,
)
from wingspan_rules.moves import MOVE_TYPES
from wingspan_rules.state.enums import BASE_DIE, Action, Food, Habitat
from wingspan_rules.state.moves import (
    KeepBonus,
    PlayBird,
    SpendFood,
    Stop,
    TakeAmount,
    TakeDie,
)
from wingspan_rules.variants.duet.moves import RESET_SPACE, PlaceDuetToken, UseResetToken

#: (tag, first id, number of ids) of every move type, for the bundled core set.
CORE_LAYOUT = [
    ("keep-bird", 0, 180),
    ("discard-bird", 180, 180),
    ("discard-food", 360, 6),
    ("keep-bonus", 366, 26),
    ("play-bird", 392, 540),
    ("take-action", 932, 4),
    ("spend-food", 936, 924),
    ("spend-egg", 1860, 15),
    ("take-die", 1875, 36),
    ("reroll", 1911, 1),
    ("lay-egg", 1912, 15),
    ("draw-from-tray", 1927, 3),
    ("draw-from-deck", 1930, 1),
    ("discard-card", 1931, 180),
    ("discard-egg", 2111, 15),
    ("stop", 2126, 1),
    ("take-amount", 2127, 4),
    ("skip", 2131, 1),
    ("use-power", 2132, 15),
    ("accept", 2147, 1),
    ("choose-food", 2148, 6),
    ("choose-habitat", 2154, 3),
    ("choose-player", 2157, 7),
    ("choose-bird", 2164, 15),
    ("tuck-card", 2179, 180),
    ("take-card", 2359, 180),
    ("place-duet-token", 2539, 201),
    ("use-reset-token", 2740, 2),
    ("choose-other-player", 2742, 7),
    ("cover-bird", 2749, 15),
    ("remove-die", 2764, 6),
    ("pick-bird", 2770, 15),
    ("cache-on-bird", 2785, 90),
    ("give-card", 2875, 180),
    ("attract-hummingbird", 3055, 6),
    ("return-to-pile", 3061, 6),
    ("advance-marker", 3067, 5),
    ("hummingbird-row", 3072, 3),
    ("lower-marker", 3075, 5),
]


@pytest.fixture(scope="module")
def encoding(cards) -> ActionEncoding:
    return action_encoding(cards)


def test_the_core_layout_is_pinned(encoding):
    assert ENCODING_VERSION == 7, "update CORE_LAYOUT and docs/environments.md with the version"
    layout = [(row["tag"], row["offset"], row["size"]) for row in encoding.layout()]
    assert layout == CORE_LAYOUT, (
        "the action ids of the core set changed: bump ENCODING_VERSION and update CORE_LAYOUT "
        "here and the table in docs/environments.md"
    )
    assert encoding.num_actions == 3080


def test_every_move_type_has_one_block_and_the_blocks_tile_the_ids(encoding):
    assert [b.move for b in encoding.blocks] == list(MOVE_TYPES)
    offset = 0
    for block in encoding.blocks:
        assert block.offset == offset and block.size >= 1
        offset += block.size
    assert offset == encoding.num_actions
    accepted = {move for d in frames.DECISION_TYPES for move in d.ACCEPTS}
    assert accepted <= set(MOVE_TYPES), "a decision accepts a move the encoding does not know"


def test_every_id_decodes_to_a_move_that_encodes_back_to_it(encoding):
    for action in range(encoding.num_actions):
        move = encoding.decode(action)
        assert type(move) in MOVE_TYPES
        assert encoding.encode(move) == action


def test_field_domains_follow_the_declarations(encoding, cards):
    assert encoding.block(KeepBonus).fields[0].size == len(cards.bonus_cards)
    assert encoding.block(PlayBird).fields[0].size == len(cards.birds)
    assert encoding.block(PlayBird).fields[1].values == tuple(Habitat)
    # the faces the card set's dice show: the base die's (Oceania's nectar faces need its cards)
    assert encoding.block(TakeDie).fields[0].values == BASE_DIE
    assert encoding.block(TakeDie).fields[1].values == tuple(Food)
    assert encoding.block(Stop).fields == ()
    # PlayBird: the card is the more significant digit
    base = encoding.block(PlayBird).offset
    assert encoding.encode(PlayBird(7, Habitat.WETLAND)) == base + 7 * 3 + 2
    # payments: by total, the largest count of the first food first
    payments = encoding.block(SpendFood).fields[0].values
    assert payments[0] == (0,) * len(Food)
    assert payments[1] == (1, 0, 0, 0, 0, 0)
    assert payments[-1] == (0, 0, 0, 0, 0, 6)
    assert len(set(payments)) == len(payments) == 924
    most = max(b.cost.total for b in cards.birds)
    assert max(sum(p) for p in payments) == 2 * most
    # amounts: up to the most a power of the set gains at once
    assert encoding.block(TakeAmount).fields[0].values == (0, 1, 2, 3)
    assert MAX_SEATS == 7
    # Duet: the reset space first, then the spaces of any map
    assert encoding.block(PlaceDuetToken).fields[0].values[:3] == (RESET_SPACE, 0, 1)
    assert encoding.block(UseResetToken).fields[0].values == ("tray", "feeder")


def test_moves_and_ids_outside_the_encoding_are_refused_by_name(encoding):
    with pytest.raises(EncodingError, match=r"amount=99 is outside"):
        encoding.encode(TakeAmount(99))
    with pytest.raises(EncodingError, match=r"card=500 is outside .*bird card id"):
        encoding.encode(PlayBird(500, Habitat.FOREST))
    with pytest.raises(EncodingError, match="not a move"):
        encoding.encode("skip")  # type: ignore[arg-type]
    for bad in (-1, encoding.num_actions):
        with pytest.raises(EncodingError, match=f"outside 0-{encoding.num_actions - 1}"):
            encoding.decode(bad)
    with pytest.raises(EncodingError, match="an integer"):
        encoding.decode("3")  # type: ignore[arg-type]
    assert isinstance(EncodingError("x"), ws.WingspanError)


def test_numpy_integers_decode(encoding):
    np = pytest.importorskip("numpy")
    assert encoding.decode(np.int64(5)) == encoding.decode(5)
    assert encoding.decode(np.int32(2741)) == encoding.decode(2741)


def test_a_move_with_a_field_of_no_known_domain_fails_loudly(cards):
    @frozen
    class PlaceTile:
        TAG = "place-tile-test"
        tile: int

    with pytest.raises(EncodingError, match=r"PlaceTile\.tile .*FIELD_DOMAINS"):
        ActionEncoding(cards, (*MOVE_TYPES, PlaceTile))


def test_a_new_move_with_known_fields_is_encoded_without_more_code(cards):
    @frozen
    class MoveEggs:
        TAG = "move-eggs-test"
        habitat: Habitat
        column: int
        action: Action

    extended = ActionEncoding(cards, (*MOVE_TYPES, MoveEggs))
    block = extended.block(MoveEggs)
    assert block.offset == 3080 and block.size == 3 * 5 * 4
    move = MoveEggs(Habitat.GRASSLAND, 4, Action.DRAW_CARDS)
    assert extended.decode(extended.encode(move)) == move


def test_the_encoding_is_built_once_per_card_set(cards):
    rules = ws.bundled_rules(ws.GameConfig(players=4))
    assert action_encoding(cards) is action_encoding(rules)
    assert "card set" in repr(action_encoding(cards))


def test_legal_actions_follow_legal_moves(cards):
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    encoding = action_encoding(rules)
    state = rules.new_game(3)
    for _ in range(40):
        moves = rules.legal_moves(state)
        ids = encoding.legal_actions(rules, state)
        assert [encoding.decode(i) for i in ids] == moves
        state = rules.apply(state, moves[-1])


def test_moves_stay_attrs_classes_with_declared_fields():
    for move in MOVE_TYPES:
        attrs.resolve_types(move)
        for field in attrs.fields(move):
            assert field.type is not None, f"{move.__name__}.{field.name} has no type"
