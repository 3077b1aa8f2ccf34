"""Only its own exceptions, and no file read for a stranger (docs/api.md, trust model): what a
stranger sends makes the library raise only its own errors, and a record, like a save, never
makes it read a file the caller did not vouch for."""

from __future__ import annotations

import builtins
import io
import json
import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import wingspan_rules as ws
from wingspan_rules.records.record import Record, read_record

from .limits import time_limit


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(30):
        yield


def _header(config: str) -> str:
    fp = ws.load_cards().fingerprint
    return f"format: wingspan-record/1\nfingerprint: {fp}\nconfig: {config}\nseed: 1\n\n"


@pytest.mark.parametrize("action", [[3], [[1]], 3.0, "3", None, b"\x03"])
def test_an_action_that_is_not_an_integer_is_an_encoding_error(action):
    np = pytest.importorskip("numpy")
    from wingspan_rules.envs.encoding import EncodingError, action_encoding

    encoding = action_encoding(ws.bundled_rules(ws.GameConfig(players=2)))
    value = np.array(action) if isinstance(action, list) else action
    with pytest.raises(EncodingError):
        encoding.decode(value)
    assert encoding.decode(np.int64(3)) == encoding.decode(3)


def test_a_record_of_an_unknown_card_set_is_a_record_error():
    with pytest.raises(ws.RecordError, match="no bundled card set named 'nope'"):
        read_record(_header('{"players": 2, "sets": ["nope"]}'))


@pytest.mark.parametrize("path", ["/proc/self/environ", "/etc/passwd", "/no/such/file.json"])
def test_a_record_naming_a_map_file_is_refused_before_the_file_is_read(path, monkeypatch):
    opened: list[str] = []
    real_open = builtins.open

    def spy(file, *args, **kwargs):
        opened.append(str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", spy)
    monkeypatch.setattr(io, "open", spy)
    text = _header(json.dumps({"players": 2, "mode": {"type": "duet", "map": path}}))
    for read in (read_record, lambda t: Record.parse(t)):
        with pytest.raises(ws.RecordError) as caught:
            read(text)
        assert "names a Duet map file" in str(caught.value)
        assert "JSON" not in str(caught.value) and "exist" not in str(caught.value)
    assert path not in opened


def test_a_record_on_a_map_of_ones_own_replays_with_the_rules_that_vouch_for_it(tmp_path):
    from wingspan_rules.variants.duet import map as duet_map

    own = tmp_path / "my_map.json"
    shutil.copy(Path(duet_map.__file__).parent / "data" / "duet_map_default.json", own)
    config = ws.GameConfig(players=2, mode=ws.DuetOptions(map=str(own)))
    rules = ws.bundled_rules(config)
    game, stream = ws.Game.start(rules=rules, seed=3), random.Random(3)
    for _ in range(30):
        game = game.play(stream.choice(game.legal_moves()))
    text = game.record(["Ann", "Bob"])
    assert read_record(text, rules).state == game.state
    with pytest.raises(ws.RecordError, match="names a Duet map file"):
        read_record(text)
