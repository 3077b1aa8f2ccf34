"""Scripted play for scenario tests: answer decisions by readable labels, strictly.

    turn = Script(state).play("gain food", "take seed", "stop", "skip")
    assert turn.state.players[0].food[Food.SEED] == 1

A label names a legal move as ``describe`` words it ("play Mallard in wetland", "take seed",
"lay an egg on Killdeer (grassland 1)"); an exact match wins, otherwise the label must be a
substring of exactly one move's description. Strict by default (like XMage's strict choose
mode): a label that matches no move or several fails; after the last label the turn must be
over, so an unscripted question fails too; and every failure prints the pending decision with
all its options.
"""

from __future__ import annotations

import attrs

from .api import rules_for
from .engine import Rules
from .events import TurnEnded
from .model import GameState
from .moves import Move


class ScriptError(AssertionError):
    """A scripted answer that does not fit the game; the message shows the pending decision."""


def pending_question(state: GameState, rules: Rules | None = None) -> str:
    """The current decision and its options, one per line (for failure messages)."""
    if not state.pending:
        return "no decision pending: the game is over"
    rules = rules or rules_for(state)
    lines = [rules.describe_decision(state) + ":"]
    lines += [f"  - {rules.describe(m, state)}" for m in rules.legal_moves(state)]
    return "\n".join(lines)


def find_move(state: GameState, label: str, rules: Rules | None = None) -> Move:
    """The legal move described by ``label`` (exact, else the unique substring match)."""
    rules = rules or rules_for(state)
    moves = rules.legal_moves(state)
    labels = [rules.describe(m, state) for m in moves]
    wanted = label.casefold().strip()
    exact = [m for m, text in zip(moves, labels, strict=True) if text.casefold() == wanted]
    if len(exact) == 1:
        return exact[0]
    partial = [m for m, text in zip(moves, labels, strict=True) if wanted in text.casefold()]
    if len(partial) == 1:
        return partial[0]
    problem = "matches no legal move" if not partial else f"matches {len(partial)} moves"
    raise ScriptError(
        f"scripted answer {label!r} {problem}; the game asks\n{pending_question(state, rules)}"
    )


@attrs.frozen
class Script:
    """A state plus the events seen while playing scripted answers.

    ``rules``: the rules of the game (default: the bundled cards under the state's
    configuration).
    """

    state: GameState
    strict: bool = True
    log: tuple = ()
    rules: Rules | None = None

    def _rules(self) -> Rules:
        return self.rules if self.rules is not None else rules_for(self.state)

    def play(self, *labels: str, until: str = "turn end") -> Script:
        """Answer decisions with ``labels`` in order.

        ``until="turn end"``: the labels must finish the current turn exactly (strict mode).
        ``until="answers"``: stop after the last label, whatever is pending.
        """
        state, log, rules = self.state, list(self.log), self._rules()
        turn_over = False
        for i, label in enumerate(labels):
            if turn_over and self.strict and until == "turn end":
                raise ScriptError(
                    f"the turn ended before the scripted answers {labels[i:]!r} were used"
                )
            if not state.pending:
                raise ScriptError(f"the game is over; unused scripted answers {labels[i:]!r}")
            state = rules.apply(state, find_move(state, label, rules))
            log.extend(state.events)
            turn_over = turn_over or any(type(e) is TurnEnded for e in state.events)
        if self.strict and until == "turn end" and not turn_over:
            raise ScriptError(
                f"the turn is not over after the scripted answers; the game asks\n{pending_question(state, rules)}"
            )
        return attrs.evolve(self, state=state, log=tuple(log))

    def events(self, kind: type) -> list:
        """The events of one type seen so far."""
        return [e for e in self.log if type(e) is kind]

    def options(self) -> list[str]:
        """The labels of the legal moves now."""
        rules = self._rules()
        return [rules.describe(m, self.state) for m in rules.legal_moves(self.state)]
