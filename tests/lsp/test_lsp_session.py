"""A real editor session: the language server runs as a subprocess (``python -m
wingspan_rules.lsp``) and pygls's client drives it over stdio, as an editor would.

Needs the ``lsp`` extra (``pip install -e '.[lsp]'``): skipped without it, required when ``CI``
is set. Every exchange has a timeout, so a server that stops answering fails the test instead
of hanging it.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from wingspan_rules.language import format_text

from ._extra import need

need("pygls", "lsprotocol")

from lsprotocol import types as lsp  # noqa: E402
from pygls.lsp.client import LanguageClient  # noqa: E402

#: The longest wait for one answer of the server (it starts and compiles in about a second).
TIMEOUT = 60
URI = "file:///cards/my-birds.wsp"

_T = TypeVar("_T")

GOOD = """\
bird "Test Heron"
  scientific "Ardea testa"
  set core
  habitat wetland
  food fish + fish
  points 5
  nest platform
  eggs 2
  wingspan 150
  beak left
  power when activated
    gain 1 fish from supply
  end
end
"""

#: Line 5 (0-based 4) misspells a food, at character 7; line 7 misspells a nest.
BROKEN = GOOD.replace("fish + fish", "fish + fsh").replace("nest platform", "nest platfrom")


class Session:
    """A client connected to a running server, with the diagnostics it was sent."""

    def __init__(self, client: LanguageClient) -> None:
        self.client = client
        self.diagnostics: dict[str, list[lsp.Diagnostic]] = {}
        self.published = asyncio.Event()
        self.version = 1

        @client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def _published(params: lsp.PublishDiagnosticsParams) -> None:
            self.diagnostics[params.uri] = list(params.diagnostics)
            self.published.set()

    async def next_diagnostics(self, send: Callable[[], None]) -> list[lsp.Diagnostic]:
        """Send a notification and wait for the diagnostics it brings."""
        self.published.clear()
        send()
        await asyncio.wait_for(self.published.wait(), TIMEOUT)
        return self.diagnostics[URI]

    def open(self, text: str) -> None:
        item = lsp.TextDocumentItem(uri=URI, language_id="wingspan", version=1, text=text)
        self.client.text_document_did_open(lsp.DidOpenTextDocumentParams(text_document=item))

    def change(self, text: str) -> None:
        self.version += 1
        self.client.text_document_did_change(
            lsp.DidChangeTextDocumentParams(
                text_document=lsp.VersionedTextDocumentIdentifier(uri=URI, version=self.version),
                content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)],
            )
        )

    async def ask(self, request: Awaitable[_T]) -> _T:
        return await asyncio.wait_for(request, TIMEOUT)


def run_session(test: Callable[[Session], Awaitable[None]]) -> None:
    """Start the server, initialize it, run ``test``, then shut the server down."""

    async def main() -> None:
        client = LanguageClient("wingspan-tests", "1")
        session = Session(client)
        await asyncio.wait_for(client.start_io(sys.executable, "-m", "wingspan_rules.lsp"), TIMEOUT)
        server: Any = getattr(client, "_server", None)
        try:
            result = await session.ask(
                client.initialize_async(
                    lsp.InitializeParams(capabilities=lsp.ClientCapabilities(), process_id=None)
                )
            )
            assert result.server_info is not None
            assert result.server_info.name == "wingspan-cards"
            client.initialized(lsp.InitializedParams())
            await test(session)
            await session.ask(client.shutdown_async(None))
            client.exit(None)
            assert await asyncio.wait_for(server.wait(), TIMEOUT) == 0
        finally:
            if server is not None and server.returncode is None:  # the test failed
                server.kill()
            await asyncio.wait_for(client.stop(), TIMEOUT)

    asyncio.run(main())


def _position(text: str, needle: str, into: int = 0) -> lsp.Position:
    """The position of the first ``needle`` in ``text`` (plus ``into`` characters)."""
    before = text[: text.index(needle) + into]
    return lsp.Position(line=before.count("\n"), character=len(before.rsplit("\n", 1)[-1]))


def _apply(text: str, edits: list[lsp.TextEdit]) -> str:
    """The text after the edits (given in document order and not overlapping)."""
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


def test_diagnostics_point_at_the_mistakes_and_clear_once_fixed():
    async def test(session: Session) -> None:
        found = await session.next_diagnostics(lambda: session.open(BROKEN))
        assert [d.range for d in found] == [
            lsp.Range(start=lsp.Position(4, 14), end=lsp.Position(4, 17)),
            lsp.Range(start=lsp.Position(6, 7), end=lsp.Position(6, 15)),
        ]
        assert found[0].message.startswith("unknown food 'fsh'; expected ")
        assert "hint: did you mean 'fish'?" in found[0].message
        assert "hint: did you mean 'platform'?" in found[1].message
        assert {d.severity for d in found} == {lsp.DiagnosticSeverity.Error}

        found = await session.next_diagnostics(lambda: session.change(GOOD))
        assert found == []

        # A syntax error: the keyword misspelt is underlined, with the parser's hint.
        found = await session.next_diagnostics(
            lambda: session.change(GOOD.replace("  points 5", "  pionts 5"))
        )
        assert [d.range for d in found] == [
            lsp.Range(start=lsp.Position(5, 2), end=lsp.Position(5, 8))
        ]
        assert "hint: did you mean 'points'?" in found[0].message

    run_session(test)


def test_hover_on_a_bird_name_describes_the_bird():
    async def test(session: Session) -> None:
        text = GOOD + '\nbonus "Anatomist"\n  set core\n  automa yes\n'
        text += "  counts birds tagged anatomist\n  score 2..3: 3, 4+: 7\nend\n"
        await session.next_diagnostics(lambda: session.open(text))

        def hover(needle: str, into: int = 2) -> Awaitable[lsp.Hover | None]:
            where = _position(text, needle, into)
            return session.client.text_document_hover_async(
                lsp.HoverParams(text_document=lsp.TextDocumentIdentifier(uri=URI), position=where)
            )

        shown = await session.ask(hover('"Test Heron"'))
        assert shown is not None and isinstance(shown.contents, lsp.MarkupContent)
        assert "**Test Heron** (*Ardea testa*)" in shown.contents.value
        assert "When activated: Take 1 fish from the supply." in shown.contents.value
        assert shown.range == lsp.Range(start=lsp.Position(0, 5), end=lsp.Position(0, 17))

        shown = await session.ask(hover('"Anatomist"'))
        assert shown is not None and isinstance(shown.contents, lsp.MarkupContent)
        assert "counts your birds tagged 'anatomist'" in shown.contents.value

        shown = await session.ask(hover("wetland"))
        assert shown is not None and isinstance(shown.contents, lsp.MarkupContent)
        assert shown.contents.value.startswith("wetland: a habitat")

    run_session(test)


def test_completion_after_food_offers_the_foods():
    async def test(session: Session) -> None:
        text = GOOD.replace("  food fish + fish\n", "  food \n")
        await session.next_diagnostics(lambda: session.open(text))
        where = _position(text, "  food ", len("  food "))
        answer = await session.ask(
            session.client.text_document_completion_async(
                lsp.CompletionParams(
                    text_document=lsp.TextDocumentIdentifier(uri=URI), position=where
                )
            )
        )
        assert isinstance(answer, lsp.CompletionList)
        labels = [item.label for item in answer.items]
        assert labels == [
            "invertebrate",
            "seed",
            "fish",
            "fruit",
            "rodent",
            "nectar",
            "wild",
            "free",
        ]

        # Inside a quoted name: the names of the bundled birds.
        where = lsp.Position(line=0, character=len('bird "'))
        answer = await session.ask(
            session.client.text_document_completion_async(
                lsp.CompletionParams(
                    text_document=lsp.TextDocumentIdentifier(uri=URI), position=where
                )
            )
        )
        assert isinstance(answer, lsp.CompletionList)
        assert "American Bittern" in [item.label for item in answer.items]

    run_session(test)


def test_formatting_returns_edits_that_give_the_canonical_text():
    async def test(session: Session) -> None:
        messy = "# my birds\n" + GOOD.replace("  points 5", "points   5  # five").replace(
            "  beak left\n", ""
        ).replace("  eggs 2\n", "  eggs 2\n  beak left\n")
        await session.next_diagnostics(lambda: session.open(messy))
        edits = await session.ask(
            session.client.text_document_formatting_async(
                lsp.DocumentFormattingParams(
                    text_document=lsp.TextDocumentIdentifier(uri=URI),
                    options=lsp.FormattingOptions(tab_size=2, insert_spaces=True),
                )
            )
        )
        assert edits
        formatted = _apply(messy, edits)
        assert formatted == format_text(messy)
        assert "  points 5  # five\n" in formatted and formatted.startswith("# my birds\n")

        # A document that does not parse is left alone.
        await session.next_diagnostics(lambda: session.change(BROKEN.replace("end\nend", "end")))
        edits = await session.ask(
            session.client.text_document_formatting_async(
                lsp.DocumentFormattingParams(
                    text_document=lsp.TextDocumentIdentifier(uri=URI),
                    options=lsp.FormattingOptions(tab_size=2, insert_spaces=True),
                )
            )
        )
        assert not edits

    run_session(test)
