"""What the language server answers, computed without the protocol (no extra needed): the
diagnostics of a document and their spans, positions in the editor's units, hover, completion
and formatting edits, and a broken document never raising."""

from __future__ import annotations

import inspect
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from wingspan_rules.language import bundled_cards_dir, format_text
from wingspan_rules.language.loader import MAX_FILE_BYTES
from wingspan_rules.tools import lsp

from ._documents import BROKEN, GOOD


def _spans(text: str, analysis: lsp.Analysis) -> list[str]:
    return [text[p.start : p.end] for p in analysis.problems]


def _apply(text: str, edits: list[lsp.Edit]) -> str:
    for edit in sorted(edits, key=lambda e: e.start, reverse=True):
        text = text[: edit.start] + edit.text + text[edit.end :]
    return text


# ------------------------------------------------------------------------------ diagnostics


def test_a_good_document_has_no_problems():
    assert lsp.analyse(GOOD).problems == ()
    assert [bird.name for bird in lsp.analyse(GOOD).birds] == ["Test Heron"]


def test_each_error_spans_the_word_it_is_about_with_its_hint():
    analysis = lsp.analyse(BROKEN)
    assert _spans(BROKEN, analysis) == ["fsh", "platfrom"]
    assert analysis.problems[0].message.endswith("\nhint: did you mean 'fish'?")
    assert {p.severity for p in analysis.problems} == {lsp.ERROR}


def test_the_messages_are_those_of_wingspan_check(tmp_path, capsys):
    from wingspan_rules.tools.checking import check

    path = tmp_path / "broken.wsp"
    path.write_text(BROKEN, encoding="utf-8")
    check([path])
    printed = capsys.readouterr().out
    for problem in lsp.analyse(BROKEN, str(path)).problems:
        first, _, hint = problem.message.partition("\n")
        assert first in printed
        assert hint.replace("hint: ", "  hint: ") in printed


def test_a_missing_end_is_reported_at_the_end_of_the_file():
    text = GOOD.removesuffix("end\n")
    (problem,) = lsp.analyse(text).problems
    assert problem.message.startswith("unexpected end of file")
    assert "closed by a line 'end'" in problem.message


def test_a_syntax_error_in_one_card_does_not_hide_the_errors_of_another():
    broken_syntax = GOOD.replace("points 5", "points five")
    misspelt = GOOD.replace("Test Heron", "Other Heron").replace("nest platform", "nest platfrom")
    analysis = lsp.analyse(broken_syntax + "\n" + misspelt)
    messages = [problem.message for problem in analysis.problems]
    assert len(messages) == 2, messages
    assert "platfrom" in messages[1]
    assert [bird.name for bird in analysis.birds] == []  # the misspelt nest keeps it out too
    analysis = lsp.analyse(broken_syntax + "\n" + GOOD.replace("Test Heron", "Other Heron"))
    assert [bird.name for bird in analysis.birds] == ["Other Heron"]


def test_a_card_the_engine_would_not_run_is_a_warning_on_its_header():
    text = GOOD.replace("gain 1 fish from supply", "gain 1 nectar from supply")
    analysis = lsp.analyse(text)
    assert _spans(text, analysis) == ['bird "Test Heron"']
    assert analysis.problems[0].severity == lsp.WARNING
    assert analysis.problems[0].message.startswith("Test Heron: power: nectar")


def test_two_birds_of_one_name_are_reported():
    analysis = lsp.analyse(GOOD + "\n" + GOOD)
    assert [p.message.split(" (")[0] for p in analysis.problems] == ["duplicate bird 'Test Heron'"]


def test_errors_past_the_limit_are_counted_not_listed():
    text = "\n".join(
        GOOD.replace("Test Heron", f"Heron {i}").replace("fish +", "fsh +") for i in range(60)
    )
    problems = lsp.analyse(text).problems
    assert len(problems) == 51
    assert problems[-1].severity == lsp.INFORMATION
    assert problems[-1].message == "... and 10 more errors not shown"


def test_a_document_larger_than_a_card_file_is_refused_once():
    text = "# " + "x" * MAX_FILE_BYTES + "\n"
    analysis = lsp.analyse(text)
    assert not analysis.readable
    (problem,) = analysis.problems
    assert "too large" in problem.message and str(MAX_FILE_BYTES) in problem.message
    assert lsp.format_edits(text) is None


def test_the_core_cards_have_no_problems_and_are_already_formatted():
    for path in sorted((bundled_cards_dir() / "core").rglob("*.wsp")):
        text = path.read_text(encoding="utf-8")
        analysis = lsp.analyse(text, str(path))
        assert analysis.problems == (), path
        assert lsp.format_edits(text, str(path)) == [], path


# ------------------------------------------------------------------------------ positions


def test_positions_count_utf16_units_and_every_kind_of_line_break():
    text = "a🐦b\r\nc\rd\n"
    index = lsp.LineIndex(text)
    assert index.position(text.index("b")) == (0, 3)  # the bird is 2 UTF-16 units
    assert lsp.LineIndex(text, "utf-8").position(text.index("b")) == (0, 5)
    assert lsp.LineIndex(text, "utf-32").position(text.index("b")) == (0, 2)
    assert index.position(text.index("c")) == (1, 0)
    assert index.position(text.index("d")) == (2, 0)  # a lone \r ends a line for an editor
    assert index.position(text.index("\n")) == (0, 4)  # between \r and \n: the end of line 0
    for offset in range(len(text) + 1):
        line, character = index.position(offset)
        if text[offset - 1 : offset + 1] != "\r\n":
            assert index.offset(line, character) == offset


def test_an_error_after_a_wide_character_is_placed_in_editor_units():
    text = GOOD.replace('"Ardea testa"', '"Ardea 🐦" extra')
    (problem,) = lsp.analyse(text).problems
    assert text[problem.start : problem.end] == "extra"
    line, character = lsp.LineIndex(text).position(problem.start)
    assert (line, character) == (1, len('  scientific "Ardea 🐦" ') + 1)


# ------------------------------------------------------------------------------ hover


def test_hover_over_names_and_words():
    text = GOOD + '\nbonus "Anatomist"\n'
    shown = lsp.hover(text, text.index("Test Heron"))
    assert shown is not None and "When activated: Take 1 fish from the supply." in shown.markdown
    shown = lsp.hover(text, text.index("Anatomist"))  # a bundled card: the document is broken
    assert shown is not None and "counts your birds tagged 'anatomist'" in shown.markdown
    shown = lsp.hover('side "Birds in forest"', 8)
    assert shown is not None and "counts your birds in your forest" in shown.markdown
    shown = lsp.hover(text, text.index("fish"))
    assert shown is not None and shown.markdown.startswith("fish: a food")
    shown = lsp.hover(text, text.index("activated"))
    assert shown is not None and "when its row is activated" in shown.markdown
    assert lsp.hover('bird "No Such Bird"', 8) is None
    assert lsp.hover(text, text.index("150")) is None


# ------------------------------------------------------------------------------ completion


def _labels(text: str, offset: int | None = None) -> list[str]:
    return [c.label for c in lsp.complete(text, len(text) if offset is None else offset)]


def test_completion_offers_what_the_line_takes():
    assert _labels('bird "X"\n  habitat forest ') == ["forest", "grassland", "wetland"]
    assert _labels('bird "X"\n  nest ') == ["bowl", "cavity", "ground", "platform", "star", "none"]
    assert _labels('bird "X"\n  food fish + ')[:2] == ["invertebrate", "seed"]
    assert {"left", "right"} <= set(_labels('bird "X"\n  beak '))
    anywhere = _labels('bird "X"\n  ')
    assert {"scientific", "power", "gain", "tuck", "fish", "wetland", "star"} <= set(anywhere)


def test_completion_of_card_names_covers_the_bundled_cards_and_the_document():
    text = GOOD + '\nbird "'
    found = {c.label: c for c in lsp.complete(text, len(text))}
    assert "American Bittern" in found and found["Test Heron"].detail == "this document"
    assert found["Test Heron"].start == len(text)
    assert "Anatomist" in _labels('bonus "Ana')
    assert "Birds in forest" in _labels('goal tile\n  side "')


# ------------------------------------------------------------------------------ formatting


def test_formatting_edits_give_the_canonical_text_and_keep_crlf():
    messy = "# mine\n" + GOOD.replace("  points 5", "points   5  # five")
    edits = lsp.format_edits(messy)
    assert edits is not None
    assert _apply(messy, edits) == format_text(messy)
    assert [messy[e.start : e.end] for e in edits] == ["points   5  # five\n"]
    crlf = messy.replace("\n", "\r\n")
    edits = lsp.format_edits(crlf)
    assert edits is not None
    assert _apply(crlf, edits) == format_text(messy).replace("\n", "\r\n")
    assert lsp.format_edits(BROKEN.removesuffix("end\n")) is None


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(GOOD.splitlines(keepends=True) + ["\n", "  # note\n", "   ", "\t"]),
        max_size=30,
    ),
    st.data(),
)
def test_a_broken_document_never_raises_and_formatting_loses_nothing(lines, data):
    text = "".join(lines)
    offset = data.draw(st.integers(0, len(text)))
    lsp.analyse(text)
    lsp.hover(text, offset)
    lsp.complete(text, offset)
    edits = lsp.format_edits(text)
    if edits is not None:
        assert _apply(text, edits) == format_text(text)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=200), st.integers(0, 200))
def test_any_text_at_all_never_raises(text, offset):
    offset = min(offset, len(text))
    analysis = lsp.analyse(text)
    for problem in analysis.problems:
        assert 0 <= problem.start <= problem.end <= len(text)
        problem.message.encode("utf-8")  # sendable
    lsp.hover(text, offset)
    lsp.complete(text, offset)
    lsp.format_edits(text)
    index = lsp.LineIndex(text)
    index.position(offset)


# ------------------------------------------------------------------------------ packaging


def test_every_public_name_is_documented():
    missing = []
    for name in lsp.__all__:
        value = getattr(lsp, name)
        if not (value.__doc__ or "").strip():
            missing.append(name)
        if inspect.isclass(value):
            for attr, member in vars(value).items():
                public = not attr.startswith("_") and inspect.isfunction(member)
                if public and not (member.__doc__ or "").strip():
                    missing.append(f"{name}.{attr}")
    assert missing == []


BLOCKED = """
import sys
sys.modules["pygls"] = None   # as if the extra were not installed
sys.modules["lsprotocol"] = None
import wingspan_rules, wingspan_rules.tools.lsp
from wingspan_rules.tools.cli import main
sys.exit(main({argv!r}))
"""


def test_the_library_imports_without_the_extra_and_the_command_names_it():
    for argv in (["lsp"],):
        done = subprocess.run(
            [sys.executable, "-c", BLOCKED.format(argv=argv)],
            capture_output=True,
            text=True,
            timeout=120,
            stdin=subprocess.DEVNULL,
        )
        assert done.returncode == 1, done.stderr
        assert "pip install 'wingspan-rules[lsp]'" in done.stderr


def test_the_package_does_not_import_the_server():
    code = "import sys, wingspan_rules; print('wingspan_rules.tools.lsp' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
    assert Path(lsp.__file__).name == "lsp.py"


def test_comments_get_no_hover_and_no_completion():
    text = '# fish and wetland\nbird "X"  # seed\n'
    assert lsp.hover(text, text.index("fish")) is None
    assert lsp.hover(text, text.index("seed")) is None
    assert lsp.complete(text, text.index("seed")) == []


def test_names_are_shown_as_written_in_markdown():
    text = GOOD.replace("Test Heron", "Test *Heron*_2")
    shown = lsp.hover(text, text.index("Test"))
    assert shown is not None and shown.markdown.startswith("**Test \\*Heron\\*\\_2**")
