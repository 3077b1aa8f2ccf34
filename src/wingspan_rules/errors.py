"""The project's own exceptions: the only ones a caller of the public API sees for bad input.

``WingspanError`` is the root; every subclass also derives from the built-in exception a caller
would naturally expect (``ValueError`` for a bad move or save, ``TypeError`` for the wrong kind
of object), so ``except ValueError`` keeps working.
"""

from __future__ import annotations


class WingspanError(Exception):
    """Root of every error this library raises on purpose."""


class IllegalMove(WingspanError, ValueError):
    """A move that the rules do not allow now. The state it was applied to is unchanged."""


class SavedGameError(WingspanError, ValueError):
    """A saved game that cannot be loaded; the message says why. Nothing is half-read."""


class RecordError(WingspanError, ValueError):
    """A game record that cannot be read or replayed; the message says why (and on which
    line)."""


class NotAGameError(WingspanError, TypeError):
    """Something that is not a game state was given where one is needed (an observation,
    a state of another card set or configuration than the rules object's)."""


class EngineError(WingspanError, RuntimeError):
    """The engine found itself inconsistent (a bug, never the caller's input): for example a
    bird cost that was checked payable but offers no payment."""


class ConfigError(WingspanError, ValueError):
    """A game that cannot be set up as asked: a configuration out of range, a card set too
    small for the players, a player who is not at the table."""
