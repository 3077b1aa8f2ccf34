"""The language server from a stranger's editor (docs/api.md, trust model): bad framing does
not stop it answering, and what it holds is capped."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Iterator

import pytest

from wingspan_rules.tools import lsp

from .limits import time_limit


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(90):
        yield


def _frame(message: dict, length: int | None = None) -> bytes:
    body = json.dumps(message).encode()
    return f"Content-Length: {len(body) if length is None else length}\r\n\r\n".encode() + body


def _bodies(data: bytes) -> list[bytes]:
    reader, found = lsp.FramedReader(io.BytesIO(data)), []
    while (body := reader.read_body()) is not None:
        found.append(body)
    return found


PING = {"jsonrpc": "2.0", "id": 1, "method": "shutdown"}


@pytest.mark.parametrize(
    "garbage",
    [
        b"\r\n\r\n",
        b"Content-Type: x\r\n\r\n{}",  # no Content-Length, then its body
        b"Content-Length: abc\r\n\r\n{}",
        b"Content-Length: -5\r\n\r\n",
        b"Content-Length: 99999999999\r\n\r\n" + b"x" * 100,  # too long: skipped
        b"x" * 100_000 + b"\r\n",  # one long stray line
    ],
)
def test_the_next_well_framed_message_is_read_after_bad_framing(garbage):
    assert _bodies(garbage + _frame(PING))[-1] == json.dumps(PING).encode()


def test_a_body_longer_than_the_limit_is_passed_over():
    huge = b"Content-Length: %d\r\n\r\n" % (lsp.MAX_MESSAGE_BYTES + 1) + b" " * (
        lsp.MAX_MESSAGE_BYTES + 1
    )
    assert _bodies(huge + _frame(PING)) == [json.dumps(PING).encode()]


def test_the_server_answers_after_bad_framing():
    pytest.importorskip("pygls")
    initialize = {
        "jsonrpc": "2.0",
        "id": 7,
        "method": "initialize",
        "params": {"capabilities": {}, "processId": None},
    }
    data = (
        b"Content-Type: x\r\n\r\n{}"
        + b"Content-Length: 3\r\n\r\n[1,"
        + _frame(initialize)
        + _frame({"jsonrpc": "2.0", "method": "exit"})
    )
    done = subprocess.run(
        [sys.executable, "-m", "wingspan_rules.tools.lsp"],
        input=data,
        capture_output=True,
        timeout=80,
    )
    assert b'"id": 7' in done.stdout or b'"id":7' in done.stdout
    assert b"capabilities" in done.stdout


def test_the_documents_held_are_capped_and_the_oldest_let_go():
    pytest.importorskip("pygls")
    import threading

    from .test_card_files import bird

    broken = bird(food="fsh")  # an error, so each document's own diagnostics are not empty
    server = subprocess.Popen(
        [sys.executable, "-m", "wingspan_rules.tools.lsp"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    opened = lsp.MAX_OPEN_DOCUMENTS + 3
    messages = [
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {"capabilities": {}, "processId": None},
        },
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
    ] + [
        {
            "jsonrpc": "2.0",
            "method": "textDocument/didOpen",
            "params": {
                "textDocument": {
                    "uri": f"file:///tmp/doc{i}.wsp",
                    "languageId": "wingspan",
                    "version": 1,
                    "text": broken,
                }
            },
        }
        for i in range(opened)
    ]
    assert server.stdin is not None and server.stdout is not None
    server.stdin.write(b"".join(_frame(m) for m in messages))
    server.stdin.flush()
    cleared: set[str] = set()
    reader = lsp.FramedReader(server.stdout)

    def read() -> None:
        while len(cleared) < 3 and (body := reader.read_body()) is not None:
            message = json.loads(body)
            params = message.get("params") or {}
            if message.get("method") == "textDocument/publishDiagnostics" and not params.get(
                "diagnostics"
            ):
                cleared.add(params["uri"])

    reading = threading.Thread(target=read, daemon=True)
    reading.start()
    reading.join(80)
    server.kill()
    server.wait()
    assert cleared == {f"file:///tmp/doc{i}.wsp" for i in range(3)}
