"""The command line's face of the modes is built from their declarations (``variants.flags``):
``--mode`` lists every mode of ``variants.MODES``, each option a mode marks with ``flag`` is a
flag of ``wingspan simulate`` and ``wingspan play``, and a flag of another mode is refused."""

from __future__ import annotations

import argparse
from typing import ClassVar

import attrs
import pytest

from wingspan_rules.engine.modes import VARIANTS, Variant
from wingspan_rules.state.modes import ModeOptions
from wingspan_rules.tools import mode_options
from wingspan_rules.tools.cli import _parser, main
from wingspan_rules.variants import MODES
from wingspan_rules.variants.flags import flag, offered


def _subcommand(name: str) -> argparse.ArgumentParser:
    """The parser of ``wingspan NAME``."""
    sub = next(a for a in _parser()._actions if isinstance(a, argparse._SubParsersAction))
    return sub.choices[name]


@pytest.mark.parametrize("command", ["simulate", "play"])
def test_every_mode_and_its_declared_flags_are_offered(command):
    parser = _subcommand(command)
    mode = next(a for a in parser._actions if "--mode" in a.option_strings)
    assert mode.choices == ["base", *(m.MODE.OPTIONS.TAG for m in MODES)]
    flags = {s for a in parser._actions for s in a.option_strings}
    for m in MODES:
        assert {o.flag for o in offered(m.MODE.OPTIONS)} <= flags


def test_a_flag_of_another_mode_is_refused(capsys):
    assert main(["simulate", "--difficulty", "5"]) == 2
    assert "--difficulty and --expert need --mode automa" in capsys.readouterr().err


@attrs.frozen
class _Options(ModeOptions):
    """A mode of the test's own: a value and a switch on the command line, one option not."""

    colour: str = attrs.field(default="red", metadata=flag("the colour", metavar="COLOUR"))
    loud: bool = attrs.field(default=False, metadata=flag("be loud", name="--shout"))
    quiet: int = 0

    TAG: ClassVar[str] = "test-mode"
    CLI_HELP: ClassVar[str] = "the test's mode"


class _Variant(Variant):
    OPTIONS: ClassVar[type[ModeOptions]] = _Options


class _Mode:
    MODE = _Variant()


@pytest.fixture
def a_new_mode(monkeypatch):
    monkeypatch.setattr(mode_options, "MODES", (*MODES, _Mode))
    monkeypatch.setitem(VARIANTS, _Options.TAG, _Mode.MODE)


def test_a_new_mode_gets_its_flags_from_its_declaration(a_new_mode):
    parser = _subcommand("play")
    assert "the test's mode" in parser.format_help()
    args = parser.parse_args(["--mode", "test-mode", "--colour", "blue", "--shout"])
    assert mode_options.mode_options(args) == _Options(colour="blue", loud=True)
    assert mode_options.other_modes_flag(args) is None
    args = parser.parse_args(["--colour", "blue"])
    assert mode_options.other_modes_flag(args) == "--colour and --shout need --mode test-mode"
    args = parser.parse_args(["--mode", "test-mode", "--difficulty", "3"])
    assert mode_options.other_modes_flag(args) == "--difficulty and --expert need --mode automa"
