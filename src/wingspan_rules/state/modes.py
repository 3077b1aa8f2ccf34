"""The bottom layer's view of a mode: a tagged value it carries, never a mode it names.

A game's configuration carries its mode as one value, ``GameConfig.mode``: a ``ModeOptions``
(``BaseGame()`` for the base game; each mode package declares its own subclass with its
options, its ``TAG`` and the player counts it allows). A game in play carries the mode's own
part of the table as one value, ``GameState.mode_state``: a ``ModeState`` (None in the base
game). A setup preset (Swift-Start) is a ``SetupPreset`` in ``GameConfig.setup``. The state
layer knows only these bases: what each mode holds, checks and hides is declared on its own
classes, in its package above the engine; saves write each value as a tagged union (the tag:
the class's ``TAG``, which never changes).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeVar

from attrs import frozen

if TYPE_CHECKING:
    from .model import GameConfig


@frozen
class ModeOptions:
    """A way to play (rules 1.1) and its options: the base class of every mode's options.

    ``TAG``: the mode's name in saves, messages and the command line (``--mode TAG``).
    ``PLAYERS``: the player counts the mode allows.
    """

    TAG: ClassVar[str] = ""
    PLAYERS: ClassVar[range] = range(1, 6)
    #: Seats at the table besides the players: a rival that takes turns but is no player (the
    #: solo opponent). A power's count of "players + N" cards counts these seats too, and what
    #: they would take is discarded (rules 6.6: American Oystercatcher draws 3, keeps 2,
    #: discards 1); what a power would steal from them comes from the supply (rules 6.6).
    RIVAL_SEATS: ClassVar[int] = 0
    #: Whether the mode's majorities rank ties friendly (tied players each take their place's
    #: points, the next is still second: Flock's scoring, which an expansion's majority, such
    #: as Oceania's nectar, follows in that mode, rules-expansions 9.2.13).
    FRIENDLY_TIES: ClassVar[bool] = False
    #: The expansions' components the mode leaves out (``"hummingbirds"``: Flock plays the
    #: Americas birds without them, rules-expansions 9.5.13); an expansion asks this, never
    #: the mode's name.
    LEAVES_OUT: ClassVar[frozenset[str]] = frozenset()
    #: Whether the mode's birdfeeders mix an expansion's dice with base dice, as that
    #: expansion declares (``hooks.Expansion.mixed_dice``: Flock with Oceania, 2 nectar and 3
    #: base dice, rules-expansions 9.2.13); the expansion's code asks this, never the mode.
    MIXED_DICE: ClassVar[bool] = False

    @property
    def name(self) -> str:
        """The mode's name for messages: its ``TAG``."""
        return self.TAG

    def check(self, config: GameConfig) -> None:
        """Raise ``ConfigError`` for what in ``config`` the mode does not allow beyond the
        player count (``GameConfig`` checks that): nothing here."""

    def rival_takes(self, component: str) -> bool:
        """Whether the rival of ``RIVAL_SEATS`` (the solo opponent) takes part with an
        expansion's component named ``component`` (``"hummingbirds"``: it attracts them),
        as the mode's options read it; the expansion's code asks this, never the mode's
        name. No rival takes part in anything here."""
        return False


@frozen
class BaseGame(ModeOptions):
    """The base game: 1-5 players (solo without an opponent is allowed for practice)."""

    TAG: ClassVar[str] = "base"
    PLAYERS: ClassVar[range] = range(1, 6)


class _HasModeState(Protocol):
    @property
    def mode_state(self) -> ModeState | None: ...


_S = TypeVar("_S", bound="ModeState")


@frozen
class ModeState:
    """The base of a mode's own part of the table in a game (``GameState.mode_state``).

    A subclass declares its ``TAG`` (its tag in saves) and overrides what differs from the
    defaults below: all of it public, no random stream of its own, no players acting at once.
    """

    TAG: ClassVar[str] = ""

    @classmethod
    def of(cls: type[_S], state: _HasModeState) -> _S | None:
        """The mode state of ``state`` (a game, a step, an observation) when it is a ``cls``:
        the typed accessor of a mode's own state, None in any other mode."""
        found = state.mode_state
        return found if isinstance(found, cls) else None

    def seen_by(self, viewer: int) -> ModeState:
        """What player ``viewer`` sees of it (``engine.observation.observe``): all of it."""
        return self

    def acting(self) -> tuple[int, ...]:
        """The players acting now when the mode seats several at once (Flock's dial);
        empty: the base game's one active player."""
        return ()

    def stream(self, table: int) -> int | None:
        """Table ``table``'s random stream when the mode keeps one per table (Flock's
        groups); None: the game's one stream."""
        return None

    def with_stream(self, table: int, value: int) -> ModeState:
        """The state with table ``table``'s own stream set to ``value`` (only called when
        ``stream`` gave one)."""
        raise NotImplementedError(f"the {self.TAG} mode keeps no stream of its own")

    def resampled(self, rng: random.Random, tables: int) -> ModeState:
        """The state in a game drawn from an observation (``Resample.MODE``): public."""
        return self


@frozen
class SetupPreset:
    """The base of a setup preset's options (``GameConfig.setup``): a way to deal the game
    that departs from the normal setup (Swift-Start, rules 7), usable with any mode."""

    TAG: ClassVar[str] = ""

    def check(self, config: GameConfig) -> None:
        """Raise ``ConfigError`` for what in ``config`` the preset does not allow."""


@frozen
class ExpansionOptions:
    """The base of an expansion's options (``GameConfig.expansions``): the facts its rules
    leave open ([U]) and the table choices it allows, each field's default the suggested
    reading. ``TAG``: the expansion's name, its options' tag in saves (it never changes). A
    game whose configuration names no options of an expansion plays its defaults."""

    TAG: ClassVar[str] = ""

    def check(self, config: GameConfig) -> None:
        """Raise ``ConfigError`` for what in ``config`` the options do not allow: nothing."""


__all__ = ["BaseGame", "ExpansionOptions", "ModeOptions", "ModeState", "SetupPreset"]
