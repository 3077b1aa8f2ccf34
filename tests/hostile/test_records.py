"""Game records from strangers: refused with ``RecordError`` quickly, never another exception,
or replayed into a game. Each test runs under a wall-clock limit."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import wingspan_rules as ws
from wingspan_rules.records.record import MAX_RECORD_SIZE, Record, read_record

from .limits import time_limit


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(20):
        yield


@pytest.fixture(scope="module")
def text() -> str:
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    game, stream = ws.Game.start(rules=rules, seed=4), random.Random(4)
    while not rules.is_terminal(game.state):
        game = game.play(stream.choice(game.legal_moves()))
    return game.record(["Ann", "Bob"])


HEADER = "format: wingspan-record/1\nfingerprint: {fp}\nconfig: {config}\nseed: {seed}\n\n"


def _header(config: str = "{}", seed: str = "1", fp: str | None = None) -> str:
    fp = fp if fp is not None else ws.load_cards().fingerprint
    return HEADER.format(config=config, seed=seed, fp=fp)


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "\n\n\n",
        "keep Mallard\n",
        "format: wingspan-record/1\n",
        "format: pgn\nfingerprint: x\nconfig: {}\nseed: 1\n",
        "format: wingspan-record/1\nformat: wingspan-record/1\n",
        "format: wingspan-record/1\nevent: club night\n",
        _header(config="not json"),
        _header(config="[1, 2]"),
        _header(config='{"players": 9}'),
        _header(config='{"players": "2"}'),
        _header(config='{"colour": "green"}'),
        _header(config='{"house": {"green_points": [[1e400, 0, 0]]}}'),
        _header(config='{"players": NaN}'),
        _header(config="[" * 5000 + "]" * 5000),
        _header(config='{"players": ' + "9" * 5000 + "}"),
        _header(seed="1" * 5000),
        _header(seed="one"),
        _header(seed="١٢"),
        _header(fp="0" * 16),
        _header() + "result: 1, 2\n",
        _header() + "keep nothing at all\n",
        _header() + "x" * 100_000 + "\n",
        _header().replace("seed: 1", "seed: 1\nplayers: ,"),
        b"\xff\xfe not utf-8",
        12,
        None,
    ],
)
def test_a_broken_record_is_refused_with_a_record_error(bad):
    with pytest.raises(ws.RecordError):
        read_record(bad)


def test_an_oversized_record_is_refused_before_it_is_read():
    with pytest.raises(ws.RecordError, match="longer than"):
        Record.parse("#" * (MAX_RECORD_SIZE + 1))


def test_edited_records_are_refused_or_replayed(text):
    """Random edits of a real record: each is refused with a RecordError or replays."""
    lines = text.splitlines()
    stream = random.Random(7)
    for _ in range(150):
        edited = list(lines)
        for _ in range(stream.randint(1, 3)):
            i = stream.randrange(len(edited))
            kind = stream.randrange(5)
            if kind == 0:
                del edited[i]
            elif kind == 1:
                edited.insert(i, stream.choice(lines))
            elif kind == 2:
                edited[i], edited[-1] = edited[-1], edited[i]
            elif kind == 3:
                line = edited[i]
                j = stream.randrange(len(line) + 1)
                edited[i] = line[:j] + chr(stream.randrange(32, 0x3000)) + line[j + 1 :]
            else:
                edited[i] = edited[i].upper()
        try:
            game = read_record("\n".join(edited))
        except ws.RecordError:
            continue
        assert isinstance(game, ws.Game)
