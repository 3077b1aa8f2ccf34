"""What must hold in every reachable state. Used to reject corrupt saved games and by tests.

``problems(state, cards)`` returns a list of sentences; an empty list means the state is sound.
"""

from __future__ import annotations

from .conservation import MAX_FRAME_COUNT, MAX_TOKENS, may_be_sideways, problems
from .structure import rules_problems

__all__ = ["MAX_FRAME_COUNT", "MAX_TOKENS", "may_be_sideways", "problems", "rules_problems"]
