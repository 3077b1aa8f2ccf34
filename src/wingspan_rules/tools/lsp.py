"""A language server for card files (``*.wsp``): ``wingspan lsp`` or ``python -m wingspan_rules.tools.lsp``.

It speaks the Language Server Protocol over stdin and stdout, so any editor with an LSP client
can use it (docs/editor.md). It offers:

- diagnostics as you type: the messages of ``wingspan check`` (compile errors with their hints,
  and the cards the engine would not run), each on the exact span of the source it is about;
- hover: a card's English description (from ``language.describe``) over its quoted name (its
  errors, over the name of a card that does not compile), and over a keyword, food, habitat or
  nest word what it does (a keyword: the declared phrases that write it, and what they do);
- go to definition: from a quoted card name to the card's header, in the document or in the
  bundled card files;
- code actions: the quick fixes the hints name ("did you mean 'forest'?", "drop 'the'");
- completion of keywords and of food, habitat, nest and card names (the bundled card sets and
  those of the open document);
- formatting (``wingspan fmt``'s canonical text), as the smallest line edits.

The protocol layer needs the optional extra ``lsp`` (``pip install 'wingspan-rules[lsp]'``,
which installs pygls); it is imported only when the server starts, so this module and the
library import without it. Everything the server answers is computed by the plain functions
of ``tools.editing`` (``analyse``, ``hover``, ``definition``, ``code_actions``, ``complete``,
``format_edits``, re-exported here), which know nothing of the protocol and work on character
offsets into the document's text; this module holds the server alone.

A broken document never stops the server: every answer is computed defensively, and a document
larger than a card file may be (``MAX_FILE_BYTES``) is reported once and otherwise left alone.
"""

from __future__ import annotations

import asyncio
import logging
import re
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .._version import __version__
from ..language.loader import MAX_FILE_BYTES
from .editing.diagnostics import ERROR, INFORMATION, WARNING, Analysis, Problem, analyse
from .editing.formatting import Edit, format_edits
from .editing.hover import Hover, hover
from .editing.navigation import (
    CodeAction,
    Completion,
    Definition,
    code_actions,
    complete,
    definition,
)
from .editing.positions import LineIndex
from .editing.words import keyword_text, keywords

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

#: The name and version the server reports to the editor.
SERVER_NAME = "wingspan-cards"
SERVER_VERSION = __version__
#: How long the server waits after a keystroke before checking the document again (seconds).
DEBOUNCE_SECONDS = 0.15
#: The most documents the server holds open, and the most characters they hold in all: beyond
#: either, the documents opened longest ago are let go (and their diagnostics cleared).
MAX_OPEN_DOCUMENTS = 64
MAX_OPEN_CHARACTERS = 16 * MAX_FILE_BYTES
#: The longest message body the server reads (a card file at its limit, escaped as JSON, with
#: the request around it); a longer one is skipped unread.
MAX_MESSAGE_BYTES = 8 * MAX_FILE_BYTES
#: The longest header line read at once (a longer one is read, and ignored, in pieces).
MAX_HEADER_LINE = 1024
#: A ``Content-Length`` header: at the start of a line, or glued to the end of a body that was
#: framed without one (so the next message is still found).
_CONTENT_LENGTH = re.compile(rb"Content-Length:[ \t]*(\d{1,15})[ \t]*\r?\n$", re.IGNORECASE)
_log = logging.getLogger(__name__)


def build_server() -> LanguageServer:
    """The language server (pygls), its features registered. Needs the ``lsp`` extra.

    The documents are synchronised whole (the editor sends the full text on each change), and
    checked one at a time on a worker thread, so that the server keeps reading messages while
    a large document is checked; a check that a newer keystroke made stale is not published.
    """
    from concurrent.futures import ThreadPoolExecutor

    from lsprotocol import types as lsp
    from pygls.lsp.server import LanguageServer
    from pygls.uris import from_fs_path, to_fs_path

    server = LanguageServer(SERVER_NAME, SERVER_VERSION, lsp.TextDocumentSyncKind.Full)
    documents: dict[str, tuple[int | None, str]] = {}
    worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="wingspan-lsp")

    async def run(function: Any, *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(worker, function, *args)

    def encoding() -> str:
        try:
            chosen = server.workspace.position_encoding
        except Exception:  # before initialize
            chosen = None
        return str(getattr(chosen, "value", chosen) or "utf-16")

    def path_of(uri: str) -> str:
        try:
            return to_fs_path(uri) or uri
        except Exception:
            return uri

    def position(index: LineIndex, offset: int) -> lsp.Position:
        line, character = index.position(offset)
        return lsp.Position(line=line, character=character)

    def span(index: LineIndex, start: int, end: int) -> lsp.Range:
        return lsp.Range(start=position(index, start), end=position(index, end))

    severities = {
        ERROR: lsp.DiagnosticSeverity.Error,
        WARNING: lsp.DiagnosticSeverity.Warning,
        INFORMATION: lsp.DiagnosticSeverity.Information,
    }

    async def publish(uri: str) -> None:
        if uri not in documents:
            return
        version, text = documents[uri]
        analysis = await run(analyse, text, path_of(uri))
        if documents.get(uri) != (version, text):  # changed or closed meanwhile
            return
        index = LineIndex(text, encoding())
        diagnostics = [
            lsp.Diagnostic(
                range=span(index, p.start, p.end),
                message=p.message,
                severity=severities[p.severity],
                source="wingspan",
            )
            for p in analysis.problems
        ]
        server.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=version)
        )

    def document(uri: str, where: lsp.Position) -> tuple[str, LineIndex, int, str] | None:
        """The text of an open document, its index, the offset of ``where`` and its path."""
        if uri not in documents:
            return None
        text = documents[uri][1]
        index = LineIndex(text, encoding())
        return text, index, index.offset(where.line, where.character), path_of(uri)

    def hold(uri: str, version: int | None, text: str) -> None:
        """Hold ``uri``'s text, letting go of the documents opened longest ago beyond the caps
        (``MAX_OPEN_DOCUMENTS``, ``MAX_OPEN_CHARACTERS``)."""
        documents.pop(uri, None)
        documents[uri] = (version, text)
        held = sum(len(t) for _, t in documents.values())
        while len(documents) > 1 and (
            len(documents) > MAX_OPEN_DOCUMENTS or held > MAX_OPEN_CHARACTERS
        ):
            oldest = next(iter(documents))
            held -= len(documents.pop(oldest)[1])
            server.text_document_publish_diagnostics(
                lsp.PublishDiagnosticsParams(uri=oldest, diagnostics=[])
            )

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    async def did_open(params: lsp.DidOpenTextDocumentParams) -> None:
        item = params.text_document
        hold(item.uri, item.version, item.text)
        await publish(item.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    async def did_change(params: lsp.DidChangeTextDocumentParams) -> None:
        uri, version = params.text_document.uri, params.text_document.version
        for change in params.content_changes:  # full sync: each change is the whole text
            hold(uri, version, change.text)
        await asyncio.sleep(DEBOUNCE_SECONDS)
        if documents.get(uri, (None, ""))[0] == version:  # no newer keystroke since
            await publish(uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_SAVE, lsp.SaveOptions(include_text=True))
    async def did_save(params: lsp.DidSaveTextDocumentParams) -> None:
        uri = params.text_document.uri
        if params.text is not None and uri in documents:
            hold(uri, documents[uri][0], params.text)
        await publish(uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(params: lsp.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        documents.pop(uri, None)
        server.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[])
        )

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    async def on_hover(params: lsp.HoverParams) -> lsp.Hover | None:
        found = document(params.text_document.uri, params.position)
        if found is None:
            return None
        text, index, at, path = found
        shown: Hover | None = await run(hover, text, at, path)
        if shown is None:
            return None
        return lsp.Hover(
            contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=shown.markdown),
            range=span(index, shown.start, shown.end),
        )

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    async def on_definition(params: lsp.DefinitionParams) -> lsp.Location | None:
        found = document(params.text_document.uri, params.position)
        if found is None:
            return None
        text, _, at, path = found
        where: Definition | None = await run(definition, text, at, path)
        if where is None:
            return None
        uri = params.text_document.uri if where.path == path else from_fs_path(where.path)
        start = lsp.Position(line=where.line - 1, character=where.column - 1)
        return lsp.Location(uri=uri or where.path, range=lsp.Range(start=start, end=start))

    @server.feature(
        lsp.TEXT_DOCUMENT_CODE_ACTION,
        lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]),
    )
    async def on_code_action(params: lsp.CodeActionParams) -> list[lsp.CodeAction] | None:
        found = document(params.text_document.uri, params.range.start)
        if found is None:
            return None
        text, index, start, path = found
        end = index.offset(params.range.end.line, params.range.end.character)
        actions: list[CodeAction] = await run(code_actions, text, start, end, path)
        uri = params.text_document.uri
        return [
            lsp.CodeAction(
                title=a.title,
                kind=lsp.CodeActionKind.QuickFix,
                edit=lsp.WorkspaceEdit(
                    changes={
                        uri: [
                            lsp.TextEdit(
                                range=span(index, a.edit.start, a.edit.end), new_text=a.edit.text
                            )
                        ]
                    }
                ),
            )
            for a in actions
        ]

    kinds = {
        "keyword": lsp.CompletionItemKind.Keyword,
        "food": lsp.CompletionItemKind.EnumMember,
        "habitat": lsp.CompletionItemKind.EnumMember,
        "nest": lsp.CompletionItemKind.EnumMember,
        "value": lsp.CompletionItemKind.Value,
        "bird": lsp.CompletionItemKind.Class,
        "bonus": lsp.CompletionItemKind.Class,
        "goal": lsp.CompletionItemKind.Class,
    }

    @server.feature(
        lsp.TEXT_DOCUMENT_COMPLETION, lsp.CompletionOptions(trigger_characters=[" ", '"'])
    )
    async def on_completion(params: lsp.CompletionParams) -> lsp.CompletionList | None:
        found = document(params.text_document.uri, params.position)
        if found is None:
            return None
        text, index, at, path = found
        completions: list[Completion] = await run(complete, text, at, path)
        items = [
            lsp.CompletionItem(
                label=c.label,
                kind=kinds[c.kind],
                detail=c.detail,
                text_edit=lsp.TextEdit(range=span(index, c.start, at), new_text=c.label),
            )
            for c in completions
        ]
        return lsp.CompletionList(is_incomplete=False, items=items)

    @server.feature(lsp.TEXT_DOCUMENT_FORMATTING)
    async def on_formatting(params: lsp.DocumentFormattingParams) -> list[lsp.TextEdit] | None:
        found = document(params.text_document.uri, lsp.Position(line=0, character=0))
        if found is None:
            return None
        text, index, _, path = found
        edits: list[Edit] | None = await run(format_edits, text, path)
        if edits is None:
            return None
        return [lsp.TextEdit(range=span(index, e.start, e.end), new_text=e.text) for e in edits]

    return server


class FramedReader:
    """Reads the message bodies of a byte stream framed by ``Content-Length`` headers, as the
    language server protocol frames them, and recovers from bad framing: a message without a
    usable ``Content-Length``, or one longer than ``MAX_MESSAGE_BYTES``, is passed over up to
    the next header (its bytes read a line of at most ``MAX_HEADER_LINE`` bytes at a time, so
    never held whole). pygls's own loop stopped answering on such input."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def read_body(self) -> bytes | None:
        """The next message body, or None at the end of the stream."""
        length: int | None = None
        carry = b""  # the end of a piece of a longer line: a header glued there may straddle
        while True:
            line = self.stream.readline(MAX_HEADER_LINE)
            if not line:
                return None
            match = _CONTENT_LENGTH.search(carry + line)
            carry = b"" if line.endswith(b"\n") else line[-64:]
            if match:
                length = int(match.group(1))
                continue
            if line.strip():
                continue  # another header, or the bytes of a message framed badly
            if length is None or length > MAX_MESSAGE_BYTES:
                length = None  # no usable length: resynchronise on the next header
                continue
            body: bytes = self.stream.read(length)
            if len(body) < length:
                return None
            return body


def serve(server: LanguageServer, stdin: Any, stdout: Any) -> None:
    """Run ``server`` on the byte streams ``stdin`` and ``stdout`` until ``stdin`` ends, the
    messages read by ``FramedReader`` (pygls's transport, with recovery from bad framing)."""
    import json
    from threading import Event

    from pygls.exceptions import JsonRpcException
    from pygls.io_ import StdoutWriter

    reader = FramedReader(stdin)
    server._stop_event = stop = Event()
    server.protocol.set_writer(StdoutWriter(stdout))
    log = logging.getLogger(__name__)

    async def loop() -> None:
        running = asyncio.get_running_loop()
        while not stop.is_set():
            body = await running.run_in_executor(None, reader.read_body)
            if body is None:
                break
            try:
                message = json.loads(body, object_hook=server.protocol.structure_message)
                server.protocol.handle_message(message)
            except Exception as exc:  # a body that is not a message: reported, not fatal
                log.warning("unable to handle a message: %s", type(exc).__name__)
                server.report_server_error(exc, JsonRpcException)

    try:
        asyncio.run(loop())
    except (BrokenPipeError, KeyboardInterrupt, SystemExit):
        pass
    finally:
        server.shutdown()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the server on stdin and stdout until the editor closes it (``wingspan lsp``)."""
    del argv  # no options yet: stdio is the only transport
    try:
        server = build_server()
    except ImportError as exc:
        print(
            f"wingspan lsp needs the optional extra 'lsp' ({exc}): "
            "pip install 'wingspan-rules[lsp]'",
            file=sys.stderr,
        )
        return 1
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    serve(server, sys.stdin.buffer, sys.stdout.buffer)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

__all__ = [
    "Analysis",
    "CodeAction",
    "Completion",
    "Definition",
    "Edit",
    "Hover",
    "LineIndex",
    "Problem",
    "analyse",
    "build_server",
    "code_actions",
    "complete",
    "definition",
    "format_edits",
    "hover",
    "keyword_text",
    "keywords",
    "main",
]
