"""The command line's face of the modes and setup presets, built from their declarations.

``--mode`` takes the ``TAG`` of each mode of ``variants.MODES`` (and ``base``); each option a
mode (or a setup preset) marks with ``variants.flags.flag`` on its field becomes a flag of
``wingspan simulate`` and ``wingspan play``. Nothing here names a mode.
"""

from __future__ import annotations

import argparse
from typing import Any

from ..state.modes import BaseGame, ModeOptions, SetupPreset
from ..variants import MODES, SETUP_PRESETS, VARIANTS
from ..variants.flags import Offered, offered


def _modes() -> tuple[type[ModeOptions], ...]:
    """Every mode's options class, the base game's first: ``--mode`` takes their ``TAG``."""
    return (BaseGame, *(mode.MODE.OPTIONS for mode in MODES))


def _mode_name(kind: type[ModeOptions]) -> str:
    """The mode in messages: "the base game", or its tag and "mode"."""
    return "the base game" if kind is BaseGame else f"{kind.TAG} mode"


def _listing(words: list[str], last: str) -> str:
    """``a, b or c``: the words with ``last`` before the last one."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def _counts(allowed: range) -> str:
    return f"{allowed[0]}-{allowed[-1]}" if len(allowed) > 1 else str(allowed[0])


def _default_players(allowed: range) -> int:
    """The player count when ``--players`` is not given: 2, or the mode's fewest."""
    return 2 if 2 in allowed else allowed[0]


def add_mode_option(parser: argparse.ArgumentParser, players: str) -> None:
    """``--players`` (its help beginning ``players``) and ``--mode``, with each mode's player
    counts and description (``CLI_HELP``)."""
    kinds = _modes()
    counts = ", ".join(f"{_counts(k.PLAYERS)} for {_mode_name(k)}" for k in kinds)
    parser.add_argument(
        "--players",
        type=int,
        default=None,
        help=f"{players}: {counts} (default 2, or the mode's fewest)",
    )
    described = [getattr(k, "CLI_HELP", _mode_name(k)) for k in kinds]
    parser.add_argument(
        "--mode",
        choices=[k.TAG for k in kinds],
        default=BaseGame.TAG,
        help=f"{_listing(described, 'or')}; default {BaseGame.TAG}",
    )


def _dest(kind: type[ModeOptions] | type[SetupPreset], option: Offered) -> str:
    """Where argparse keeps an option's value: by the class's tag, so two modes' options
    of the same field name never mix."""
    return f"{kind.TAG}:{option.field}"


def _add_flag(
    parser: argparse.ArgumentParser,
    kind: type[ModeOptions] | type[SetupPreset],
    option: Offered,
    default: object,
) -> None:
    """One declared option as a flag: a switch for a ``bool``, else a value of its type."""
    declared = option.declared
    extra: dict[str, Any] = {}
    if isinstance(option.default, bool):
        extra["action"] = "store_true"
    else:
        extra["type"] = type(option.default)
        if declared.choices is not None:
            extra["choices"] = list(declared.choices)
        if declared.metavar is not None:
            extra["metavar"] = declared.metavar
    parser.add_argument(
        option.flag, dest=_dest(kind, option), default=default, help=declared.help, **extra
    )


def add_mode_flags(parser: argparse.ArgumentParser) -> None:
    """Every mode's declared options as flags (``--difficulty``, ``--expert``)."""
    for kind in _modes():
        for option in offered(kind):
            _add_flag(parser, kind, option, option.default)


def add_setup_flags(parser: argparse.ArgumentParser) -> None:
    """Every setup preset's declared options as flags (``--swift-start PRESET``): giving one
    asks for the preset."""
    for preset in SETUP_PRESETS:
        for option in offered(preset.OPTIONS):
            _add_flag(parser, preset.OPTIONS, option, None)


def other_modes_flag(args: argparse.Namespace) -> str | None:
    """The refusal of an option of another mode than ``--mode``'s given on the command line
    (its value not the default), or None."""
    kind = VARIANTS[args.mode].OPTIONS
    for other in _modes():
        options = offered(other)
        if other is kind or not any(getattr(args, _dest(other, o)) != o.default for o in options):
            continue
        flags = [o.flag for o in options]
        need = "needs" if len(flags) == 1 else "need"
        return f"{_listing(flags, 'and')} {need} --mode {other.TAG}"
    return None


def mode_options(args: argparse.Namespace) -> ModeOptions:
    """The options of the mode ``--mode`` names (a TAG of the registry of modes), from its
    declared flags; the other options at their defaults."""
    kind = VARIANTS[args.mode].OPTIONS
    return kind(**{o.field: getattr(args, _dest(kind, o)) for o in offered(kind)})


def setup_options(args: argparse.Namespace) -> SetupPreset | None:
    """The setup preset the command line asks for (one of its flags given), or None."""
    for preset in SETUP_PRESETS:
        kind = preset.OPTIONS
        given = {o.field: getattr(args, _dest(kind, o)) for o in offered(kind)}
        given = {name: value for name, value in given.items() if value is not None}
        if given:
            return kind(**given)
    return None


def player_count(args: argparse.Namespace) -> tuple[int, str | None]:
    """The player count asked for, and why it is refused for the mode (None: allowed)."""
    kind = VARIANTS[args.mode].OPTIONS
    allowed = kind.PLAYERS
    players = args.players if args.players is not None else _default_players(allowed)
    if players not in allowed:
        return players, f"--players must be {_counts(allowed)} for {_mode_name(kind)}"
    return players, None
