"""Move notation: a legal move as text and back, over the moves' labels.

The notation of a move is its label (``Rules.describe``) in the state it is played in: "play
Mallard in wetland", "take seed (from an invertebrate_seed die)", "pay 1 seed, 1 fish", "lay an
egg on Killdeer (grassland 2)". The labels of the options of one decision are all different (a
test checks this over thousands of random decisions), so a label names one move::

    move = parse_move(state, "Play mallard in  WETLAND")
    assert format_move(state, move) == "play Mallard in wetland"

Matching ignores case and runs of spaces, and reads the dual die face as a person may type it
(``invertebrate-seed``, ``invertebrate/seed``, ``invertebrate seed``). An option's number in
the list of legal moves is *not* notation: the order of the options is an engine detail, while a
label names the move itself, so records and scripts stay readable and stable. A frontend that
shows a numbered list reads numbers itself (``wingspan play`` does).

Text that names no legal move raises ``NotationError`` (an ``IllegalMove``) with the question
asked and the closest labels.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..errors import IllegalMove, NotAGameError
from ..moves import MOVE_TYPES
from ..state.model import GameState
from ..state.moves import Move

if TYPE_CHECKING:
    from ..engine import Rules

__all__ = ["NotationError", "format_move", "match_label", "parse_move"]

#: The longest text ``parse_move`` reads (a label is a few dozen characters).
MAX_NOTATION = 500
#: How many of the closest labels an error names.
CLOSEST = 5

#: The spellings of the dual die face a person may type; the library writes ``invertebrate_seed``.
_DUAL_FACE = re.compile(r"invertebrate\s*[-/ ]\s*seed")


class NotationError(IllegalMove):
    """Text that names no legal move, or several (``parse_move``).

    ``matches``: the labels the text named when it named several; ``closest``: the labels most
    like the text when it named none. Both are empty when there was no decision to answer.
    """

    def __init__(
        self, message: str, matches: Sequence[str] = (), closest: Sequence[str] = ()
    ) -> None:
        super().__init__(message)
        self.matches = tuple(matches)
        self.closest = tuple(closest)


def normalized(text: str) -> str:
    """``text`` as labels are compared: case-folded, spaces collapsed, the dual face spelt as
    the library spells it."""
    return _DUAL_FACE.sub("invertebrate_seed", " ".join(text.split()).casefold())


def match_label(labels: Sequence[str], text: str, partial: bool = False) -> list[int]:
    """The positions in ``labels`` that ``text`` names: the label equal to it (ignoring case
    and spacing), else, with ``partial``, every label containing it."""
    key = normalized(text)
    keys = [normalized(label) for label in labels]
    exact = [i for i, k in enumerate(keys) if k == key]
    if exact or not partial or not key:
        return exact
    return [i for i, k in enumerate(keys) if key in k]


def _rules(state: object, rules: Rules | None) -> Rules:
    if rules is not None:
        return rules
    from ..api import rules_for

    if type(state) is not GameState:
        raise NotAGameError(
            f"move notation needs the game (a GameState) to list its legal moves, not a "
            f"{type(state).__name__}"
        )
    return rules_for(state)


def parse_move(
    state: GameState,
    text: str,
    *,
    rules: Rules | None = None,
    partial: bool = False,
    player: int | None = None,
) -> Move:
    """The legal move of ``state`` whose label is ``text`` (case and spacing ignored).

    ``partial=True`` also accepts a piece of exactly one label ("mallard" for "play Mallard in
    wetland" when no other option names Mallard), for people typing at a prompt; records and
    saved notation use whole labels. ``rules``: the game's rules (default: the bundled cards
    under the state's configuration). ``player``: read it among that player's moves, when
    several players decide at once (in a mode whose players act at once); by default the first
    deciding player's.

    Raises ``NotationError`` (an ``IllegalMove``) when the text names no legal move or several,
    naming the question asked and the closest labels; ``NotAGameError`` for anything but a
    game of these rules.
    """
    rules = _rules(state, rules)
    moves = rules.legal_moves(state, player)
    if not isinstance(text, str):
        raise NotationError(f"a move in notation is text, not {type(text).__name__}")
    shown = text if len(text) <= 60 else text[:57] + "..."
    if len(text) > MAX_NOTATION:
        raise NotationError(f"{shown!r} is too long to be a move ({len(text)} characters)")
    if not moves:
        if player is not None and rules.current_players(state):
            raise NotationError(f"{shown!r}: player {player} decides nothing now")
        raise NotationError(f"{shown!r}: the game is over, no move is legal")
    labels = [rules.describe(m, state, player) for m in moves]
    found = match_label(labels, text, partial)
    if len(found) == 1:
        return moves[found[0]]
    question = rules.describe_decision(state, player)
    if found:
        named = [labels[i] for i in found]
        listed = ", ".join(repr(label) for label in named[:CLOSEST])
        more = f" and {len(named) - CLOSEST} more" if len(named) > CLOSEST else ""
        raise NotationError(
            f"{shown!r} names {len(named)} legal moves ({listed}{more}); the game asks {question}",
            matches=named,
        )
    closest = _closest(labels, text)
    raise NotationError(
        f"{shown!r} is not a legal move; the game asks {question}; the closest options: "
        + ", ".join(repr(label) for label in closest),
        closest=closest,
    )


def _closest(labels: Sequence[str], text: str) -> list[str]:
    """The ``CLOSEST`` labels most like ``text``, most alike first."""
    key = normalized(text)
    scored = sorted(
        range(len(labels)),
        key=lambda i: -difflib.SequenceMatcher(None, key, normalized(labels[i])).ratio(),
    )
    return [labels[i] for i in scored[:CLOSEST]]


def format_move(
    state: GameState, move: Move, *, rules: Rules | None = None, player: int | None = None
) -> str:
    """The notation of ``move``, a legal move of ``state`` (``player``'s; by default the first
    deciding player's): its label, which ``parse_move`` reads back to the same move. Raises
    ``IllegalMove`` for a move that is not legal now (``describe`` labels any move, legal or
    not)."""
    rules = _rules(state, rules)
    moves = rules.legal_moves(state, player)
    try:
        legal = moves[moves.index(move)]
    except ValueError:
        label = _label(rules, move, state)
        raise IllegalMove(
            f"{label!r} is not a legal move now; the game asks "
            + (rules.describe_decision(state, player) if moves else "nothing: it is over")
        ) from None
    return rules.describe(legal, state, player)


def _label(rules: Rules, move: object, state: GameState) -> str:
    """The label of a move that may not be one (for an error message)."""
    if type(move) in MOVE_TYPES:
        try:
            return rules.describe(move, state)  # type: ignore[arg-type]  # a move, checked
        except Exception:  # fields of the wrong types: say what was given
            pass
    return repr(move)
