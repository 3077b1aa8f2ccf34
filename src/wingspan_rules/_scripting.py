"""Scripted play for scenario tests: answer decisions by readable labels, strictly.

    turn = Script(state).play("gain food", "take seed", "stop", "skip")
    assert turn.state.players[0].food[Food.SEED] == 1

A label names a legal move as ``describe`` words it ("play Mallard in wetland", "take seed",
"lay an egg on Killdeer (grassland 1)"); an exact match wins, otherwise the label must be a
substring of exactly one move's description. Strict by default (like XMage's strict choose
mode): a label that matches no move or several fails; after the last label the turn must be
over, so an unscripted question fails too; and every failure prints the pending decision with
all its options.

Every decision a script answers is logged (``Script.decisions``): what was asked, the options
and the answer, as labels and as objects. ``offered``, ``assert_offered`` and
``assert_only_option`` read that log (and the decision pending now).
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from .api import rules_for
from .engine import Rules
from .events import Event, TurnEnded
from .model import GameState
from .moves import Move
from .protocol import Decision


class ScriptError(AssertionError):
    """A scripted answer that does not fit the game; the message shows the pending decision."""


def _normalized(label: str) -> str:
    return label.strip().casefold()


@attrs.frozen
class DecisionRecord:
    """One decision of a script: who decided, what was asked, the options and the answer.

    ``question``, ``options`` and ``answer`` are labels (``describe_decision`` and ``describe``
    words); ``decision``, ``moves`` and ``move`` are the objects. ``answer`` and ``move`` are
    None for the decision pending now. ``by`` says who answered: ``"script"`` (a label),
    or ``""`` (not answered yet).
    """

    player: int
    question: str
    options: tuple[str, ...]
    answer: str | None
    decision: Decision
    moves: tuple[Move, ...]
    move: Move | None
    by: str = "script"


def _record(state: GameState, rules: Rules) -> DecisionRecord:
    """The pending decision of ``state``, not yet answered."""
    decision: Decision = state.pending[-1]  # type: ignore[assignment]  # a stop is a decision
    moves = tuple(rules.legal_moves(state))
    return DecisionRecord(
        player=decision.player,
        question=rules.describe_decision(state),
        options=tuple(rules.describe(m, state) for m in moves),
        answer=None,
        decision=decision,
        moves=moves,
        move=None,
        by="",
    )


def pending_question(state: GameState, rules: Rules | None = None) -> str:
    """The current decision and its options, one per line (for failure messages)."""
    if not state.pending:
        return "no decision pending: the game is over"
    rules = rules or rules_for(state)
    lines = [rules.describe_decision(state) + ":"]
    lines += [f"  - {rules.describe(m, state)}" for m in rules.legal_moves(state)]
    return "\n".join(lines)


def _matching(labels: Sequence[str], wanted: str) -> list[int]:
    """Positions of the labels ``wanted`` names: the exact match, else every substring match."""
    key = _normalized(wanted)
    folded = [text.casefold() for text in labels]
    exact = [i for i, text in enumerate(folded) if text == key]
    return exact if len(exact) == 1 else [i for i, text in enumerate(folded) if key in text]


def find_move(state: GameState, label: str, rules: Rules | None = None) -> Move:
    """The legal move described by ``label`` (exact, else the unique substring match)."""
    rules = rules or rules_for(state)
    moves = rules.legal_moves(state)
    found = _matching([rules.describe(m, state) for m in moves], label)
    if len(found) == 1:
        return moves[found[0]]
    problem = "matches no legal move" if not found else f"matches {len(found)} moves"
    raise ScriptError(
        f"scripted answer {label!r} {problem}; the game asks\n{pending_question(state, rules)}"
    )


@attrs.frozen
class Script:
    """A state plus the events seen and the decisions answered while playing scripted answers.

    ``rules``: the rules of the game (default: the bundled cards under the state's
    configuration). With rules built with ``answer_forced=False``, decisions with a single
    option stop the game too: the script names their answer like any other, and they are
    logged.
    """

    state: GameState
    strict: bool = True
    log: tuple[Event, ...] = ()
    rules: Rules | None = None
    decisions: tuple[DecisionRecord, ...] = ()

    def _rules(self) -> Rules:
        return self.rules if self.rules is not None else rules_for(self.state)

    def play(self, *labels: str, until: str = "turn end") -> Script:
        """Answer decisions with ``labels`` in order.

        ``until="turn end"``: the labels must finish the current turn exactly (strict mode).
        ``until="answers"``: stop after the last label, whatever is pending.
        """
        state, log, rules = self.state, list(self.log), self._rules()
        decisions = list(self.decisions)
        turn_over = False
        for i, label in enumerate(labels):
            if turn_over and self.strict and until == "turn end":
                raise ScriptError(
                    f"the turn ended before the scripted answers {labels[i:]!r} were used"
                )
            if not state.pending:
                raise ScriptError(f"the game is over; unused scripted answers {labels[i:]!r}")
            move = find_move(state, label, rules)
            state = self._answer(state, move, "script", rules, decisions, log)
            turn_over = turn_over or any(type(e) is TurnEnded for e in state.events)
        if self.strict and until == "turn end" and not turn_over:
            raise ScriptError(
                f"the turn is not over after the scripted answers; the game asks\n{pending_question(state, rules)}"
            )
        return attrs.evolve(self, state=state, log=tuple(log), decisions=tuple(decisions))

    @staticmethod
    def _answer(
        state: GameState,
        move: Move,
        by: str,
        rules: Rules,
        decisions: list[DecisionRecord],
        log: list[Event],
    ) -> GameState:
        asked = _record(state, rules)
        decisions.append(attrs.evolve(asked, answer=rules.describe(move, state), move=move, by=by))
        state = rules.apply(state, move)
        log.extend(state.events)
        return state

    def events(self, kind: type) -> list:
        """The events of one type seen so far."""
        return [e for e in self.log if type(e) is kind]

    def options(self) -> list[str]:
        """The labels of the legal moves now."""
        rules = self._rules()
        return [rules.describe(m, self.state) for m in rules.legal_moves(self.state)]

    # --- what was offered -------------------------------------------------------------------
    def asked(self, question: str = "") -> list[DecisionRecord]:
        """The decisions answered so far whose question contains ``question`` (case-insensitive;
        "" for all), in the order asked, then the decision pending now if it matches (with
        ``answer`` None)."""
        records = list(self.decisions)
        if self.state.pending:
            records.append(_record(self.state, self._rules()))
        key = _normalized(question)
        return [r for r in records if key in r.question.casefold()]

    def offered(self, question: str, index: int = 0) -> list[str]:
        """The option labels of the decision asking ``question``; ``index`` picks among
        several such decisions (0: the first asked, -1: the last)."""
        return list(self._one(question, index).options)

    def assert_offered(self, question: str, *labels: str, index: int = 0) -> None:
        """Assert that each of ``labels`` names an option of the decision asking ``question``
        (the exact label, or a substring of exactly one option, as ``play`` matches)."""
        record = self._one(question, index)
        for label in labels:
            if len(_matching(record.options, label)) != 1:
                raise ScriptError(f"{label!r} was not offered; {_show(record)}")

    def assert_not_offered(self, question: str, *labels: str, index: int = 0) -> None:
        """Assert that no option of the decision asking ``question`` contains any of
        ``labels``."""
        record = self._one(question, index)
        for label in labels:
            if _matching(record.options, label):
                raise ScriptError(f"{label!r} was offered; {_show(record)}")

    def assert_only_option(self, question: str, label: str, index: int = 0) -> None:
        """Assert that the decision asking ``question`` offered exactly one option, named by
        ``label``. Only rules built with ``answer_forced=False`` show such decisions."""
        record = self._one(question, index)
        if len(record.options) != 1 or len(_matching(record.options, label)) != 1:
            raise ScriptError(f"{label!r} was not the only option; {_show(record)}")

    def _one(self, question: str, index: int) -> DecisionRecord:
        found = self.asked(question)
        try:
            return found[index]
        except IndexError:
            rules = self._rules()
            asked = [r.question for r in self.asked()]
            listing = "\n".join(f"  - {q}" for q in asked) or "  (none)"
            forced = (
                ""
                if not rules.answer_forced
                else "\n(decisions with a single option are answered by the engine and never "
                "asked: build the rules with answer_forced=False to see them)"
            )
            raise ScriptError(
                f"{len(found)} decision(s) asking {question!r}, no index {index}; asked:\n"
                f"{listing}{forced}"
            ) from None


def _show(record: DecisionRecord) -> str:
    lines = [f"{record.question} offered:"]
    lines += [f"  - {option}" for option in record.options]
    if record.answer is not None:
        lines.append(f"answered: {record.answer}")
    return "\n".join(lines)
