"""A real editor session: the language server runs as a subprocess (``python -m
wingspan_rules.tools.lsp``) and pygls's client drives it over stdio, as an editor would.

One server serves the whole module (each test edits its own document); the client runs on an
event loop in a thread of its own. Needs the ``lsp`` extra (``pip install -e '.[lsp]'``):
skipped without it, required when ``CI`` is set. Every exchange has a timeout, so a server that
stops answering fails the test instead of hanging it.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, TypeVar

import pytest

from wingspan_rules.language import format_text

from ._documents import BROKEN, GOOD
from ._extra import need

need("pygls", "lsprotocol")

from lsprotocol import types as lsp  # noqa: E402
from pygls.lsp.client import LanguageClient  # noqa: E402

#: The longest wait for one answer of the server (it starts and compiles in about a second).
TIMEOUT = 60

_T = TypeVar("_T")


class Session:
    """A client connected to a running server, with the diagnostics it was sent.

    Its methods are called from the test's thread; they run on the client's event loop.
    """

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.client = LanguageClient("wingspan-tests", "1")
        self.published: dict[str, asyncio.Queue[list[lsp.Diagnostic]]] = {}
        self.versions: dict[str, int] = {}

        @self.client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def _published(params: lsp.PublishDiagnosticsParams) -> None:
            self._queue(params.uri).put_nowait(list(params.diagnostics))

    def _queue(self, uri: str) -> asyncio.Queue[list[lsp.Diagnostic]]:
        return self.published.setdefault(uri, asyncio.Queue())

    def run(self, work: Callable[[], Awaitable[_T]]) -> _T:
        """Run ``work()`` on the client's loop; fail after ``TIMEOUT`` seconds."""

        async def bounded() -> _T:
            return await asyncio.wait_for(work(), TIMEOUT)

        return asyncio.run_coroutine_threadsafe(bounded(), self.loop).result(TIMEOUT + 5)

    def start(self, capabilities: lsp.ClientCapabilities | None = None) -> lsp.InitializeResult:
        """Start the server and initialize it."""

        async def start() -> lsp.InitializeResult:
            await self.client.start_io(sys.executable, "-m", "wingspan_rules.tools.lsp")
            params = lsp.InitializeParams(
                capabilities=capabilities or lsp.ClientCapabilities(), process_id=None
            )
            result = await self.client.initialize_async(params)
            self.client.initialized(lsp.InitializedParams())
            return result

        return self.run(start)

    def stop(self) -> int | None:
        """Shut the server down (killing it if it does not exit) and return its exit code."""
        server: Any = getattr(self.client, "_server", None)

        async def stop() -> int | None:
            try:
                await self.client.shutdown_async(None)
                self.client.exit(None)
                return await asyncio.wait_for(server.wait(), TIMEOUT / 2)
            finally:
                if server is not None and server.returncode is None:
                    server.kill()
                await self.client.stop()

        try:
            return self.run(stop)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(TIMEOUT)

    def diagnostics(self, uri: str, send: Callable[[], None]) -> list[lsp.Diagnostic]:
        """Send a notification about ``uri`` and wait for the diagnostics it brings."""

        async def exchange() -> list[lsp.Diagnostic]:
            send()
            return await self._queue(uri).get()

        return self.run(exchange)

    def open(self, uri: str, text: str) -> list[lsp.Diagnostic]:
        """Open a document; its diagnostics."""
        self.versions[uri] = 1
        item = lsp.TextDocumentItem(uri=uri, language_id="wingspan", version=1, text=text)
        params = lsp.DidOpenTextDocumentParams(text_document=item)
        return self.diagnostics(uri, lambda: self.client.text_document_did_open(params))

    def change(self, uri: str, text: str) -> list[lsp.Diagnostic]:
        """Replace a document's text, as an editor does on a keystroke; its diagnostics."""
        self.versions[uri] += 1
        params = lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=self.versions[uri]),
            content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)],
        )
        return self.diagnostics(uri, lambda: self.client.text_document_did_change(params))

    def save(self, uri: str, text: str) -> list[lsp.Diagnostic]:
        """Save a document (its text sent along); its diagnostics."""
        params = lsp.DidSaveTextDocumentParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri), text=text
        )
        return self.diagnostics(uri, lambda: self.client.text_document_did_save(params))

    def hover(self, uri: str, where: lsp.Position) -> lsp.Hover | None:
        """The server's hover at ``where``."""
        params = lsp.HoverParams(text_document=lsp.TextDocumentIdentifier(uri=uri), position=where)
        return self.run(lambda: self.client.text_document_hover_async(params))

    def completion(self, uri: str, where: lsp.Position) -> Any:
        """The server's completions at ``where``."""
        params = lsp.CompletionParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri), position=where
        )
        return self.run(lambda: self.client.text_document_completion_async(params))

    def formatting(self, uri: str) -> list[lsp.TextEdit] | None:
        """The server's formatting edits of the whole document."""
        params = lsp.DocumentFormattingParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri),
            options=lsp.FormattingOptions(tab_size=2, insert_spaces=True),
        )
        return self.run(lambda: self.client.text_document_formatting_async(params))


@pytest.fixture(scope="module")
def session() -> Iterator[Session]:
    running = Session()
    try:
        result = running.start()
        assert result.server_info is not None
        assert result.server_info.name == "wingspan-cards"
        sync = result.capabilities.text_document_sync
        assert isinstance(sync, lsp.TextDocumentSyncOptions)
        assert sync.change == lsp.TextDocumentSyncKind.Full and sync.open_close
        assert isinstance(sync.save, lsp.SaveOptions) and sync.save.include_text
        yield running
    finally:
        code = running.stop()
    assert code == 0  # it exited on its own, cleanly, when asked to


def _position(text: str, needle: str, into: int = 0) -> lsp.Position:
    """The position of the first ``needle`` in ``text`` (plus ``into`` characters)."""
    before = text[: text.index(needle) + into]
    return lsp.Position(line=before.count("\n"), character=len(before.rsplit("\n", 1)[-1]))


def _apply(text: str, edits: list[lsp.TextEdit]) -> str:
    """The text after the edits (which do not overlap)."""
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)

    def offset(p: lsp.Position) -> int:
        return min(starts[p.line] + p.character, len(text))

    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        start, end = offset(edit.range.start), offset(edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text


def _range(line: int, start: int, end: int) -> lsp.Range:
    return lsp.Range(start=lsp.Position(line, start), end=lsp.Position(line, end))


def test_diagnostics_point_at_the_mistakes_and_clear_once_fixed(session):
    uri = "file:///cards/diagnostics.wsp"
    found = session.open(uri, BROKEN)
    assert [d.range for d in found] == [_range(4, 14, 17), _range(6, 7, 15)]
    assert found[0].message.startswith("unknown food 'fsh'; expected ")
    assert "hint: did you mean 'fish'?" in found[0].message
    assert "hint: did you mean 'platform'?" in found[1].message
    assert {d.severity for d in found} == {lsp.DiagnosticSeverity.Error}

    assert session.change(uri, GOOD) == []

    # A syntax error: the misspelt keyword is underlined, with the parser's hint.
    found = session.change(uri, GOOD.replace("  points 5", "  pionts 5"))
    assert [d.range for d in found] == [_range(5, 2, 8)]
    assert "hint: did you mean 'points'?" in found[0].message

    # Saving checks the saved text.
    found = session.save(uri, BROKEN)
    assert [d.range for d in found] == [_range(4, 14, 17), _range(6, 7, 15)]
    assert session.save(uri, GOOD) == []

    # A card the engine would not run: a warning on its header line.
    found = session.change(uri, GOOD.replace("1 fish from", "1 nectar from"))
    assert [(d.range, d.severity) for d in found] == [
        (_range(0, 0, 17), lsp.DiagnosticSeverity.Warning)
    ]


def test_hover_on_a_bird_name_describes_the_bird(session):
    uri = "file:///cards/hover.wsp"
    text = GOOD + '\nbonus "Anatomist"\n  set core\n  automa yes\n'
    text += "  counts birds tagged anatomist\n  score 2..3: 3, 4+: 7\nend\n"
    assert session.open(uri, text) == []

    shown = session.hover(uri, _position(text, '"Test Heron"', 2))
    assert shown is not None and isinstance(shown.contents, lsp.MarkupContent)
    assert "**Test Heron** (*Ardea testa*)" in shown.contents.value
    assert "When activated: Take 1 fish from the supply." in shown.contents.value
    assert shown.range == _range(0, 5, 17)

    shown = session.hover(uri, _position(text, '"Anatomist"', 2))
    assert shown is not None and isinstance(shown.contents, lsp.MarkupContent)
    assert "counts your birds tagged 'anatomist'" in shown.contents.value

    shown = session.hover(uri, _position(text, "wetland", 2))
    assert shown is not None and isinstance(shown.contents, lsp.MarkupContent)
    assert shown.contents.value.startswith("wetland: a habitat")

    assert session.hover(uri, _position(text, "150", 1)) is None


def test_completion_after_food_offers_the_foods(session):
    uri = "file:///cards/completion.wsp"
    text = GOOD.replace("  food fish + fish\n", "  food \n")
    session.open(uri, text)
    answer = session.completion(uri, _position(text, "  food ", len("  food ")))
    assert isinstance(answer, lsp.CompletionList)
    labels = [item.label for item in answer.items]
    assert labels == ["invertebrate", "seed", "fish", "fruit", "rodent", "nectar", "wild", "free"]

    # Inside a quoted name: the names of the bundled birds and of the document's.
    answer = session.completion(uri, lsp.Position(line=0, character=len('bird "')))
    assert isinstance(answer, lsp.CompletionList)
    labels = [item.label for item in answer.items]
    assert "American Bittern" in labels


def test_formatting_returns_edits_that_give_the_canonical_text(session):
    uri = "file:///cards/formatting.wsp"
    messy = "# my birds\n" + GOOD.replace("  points 5", "points   5  # five")
    session.open(uri, messy)
    edits = session.formatting(uri)
    assert edits
    formatted = _apply(messy, edits)
    assert formatted == format_text(messy)
    assert "\n  points 5  # five\n" in formatted and formatted.startswith("# my birds\n")

    # A document that does not parse is left alone.
    session.change(uri, BROKEN.removesuffix("end\n"))
    assert not session.formatting(uri)


def test_positions_are_counted_in_the_encoding_the_editor_asked_for():
    """An editor that counts in UTF-8 bytes gets UTF-8 columns: the bird before the mistake
    is 4 bytes (2 UTF-16 units, as other editors count it)."""
    utf8 = lsp.ClientCapabilities(
        general=lsp.GeneralClientCapabilities(position_encodings=[lsp.PositionEncodingKind.Utf8])
    )
    text = GOOD.replace('"Ardea testa"', '"Ardea \N{BIRD}" extra')
    running = Session()
    try:
        result = running.start(utf8)
        assert result.capabilities.position_encoding == lsp.PositionEncodingKind.Utf8
        (found,) = running.open("file:///cards/utf8.wsp", text)
        column = len('  scientific "Ardea ') + 4 + len('" ')
        assert found.range == _range(1, column, column + len("extra"))
    finally:
        running.stop()


def test_a_hostile_document_never_stops_the_server(session):
    uri = "file:///cards/hostile.wsp"
    text = 'bird "\u2028\x00"\r\r  food \U0001f426 + \x1b[2J\n  power when\nend' + "\n" * 3
    found = session.open(uri, text)
    assert found and all(d.severity == lsp.DiagnosticSeverity.Error for d in found)
    for where in (lsp.Position(999, 999), lsp.Position(0, 10**6), lsp.Position(2, 3)):
        session.hover(uri, where)
        session.completion(uri, where)
    assert not session.formatting(uri)
    assert session.hover("file:///cards/never-opened.wsp", lsp.Position(0, 0)) is None
    # Still serving: a good document is checked as usual.
    assert session.change(uri, GOOD) == []
    shown = session.hover(uri, lsp.Position(0, 7))
    assert shown is not None and "Test Heron" in str(shown.contents)


def test_definition_and_quick_fixes_over_the_protocol(session):
    uri = "file:///cards/fixes.wsp"
    session.open(uri, BROKEN)
    where = session.run(
        lambda: session.client.text_document_definition_async(
            lsp.DefinitionParams(
                text_document=lsp.TextDocumentIdentifier(uri=uri),
                position=_position(BROKEN, '"Test Heron"', 2),
            )
        )
    )
    assert isinstance(where, lsp.Location) and where.uri == uri
    assert where.range.start == lsp.Position(line=0, character=0)
    found = session.run(
        lambda: session.client.text_document_code_action_async(
            lsp.CodeActionParams(
                text_document=lsp.TextDocumentIdentifier(uri=uri),
                range=_range(4, 0, 20),
                context=lsp.CodeActionContext(diagnostics=[]),
            )
        )
    )
    assert [a.title for a in found] == ["Replace 'fsh' with 'fish'"]
    (edit,) = found[0].edit.changes[uri]
    assert edit.range == _range(4, 14, 17) and edit.new_text == "fish"
