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

from collections.abc import Callable, Sequence
from typing import Any

import attrs

from .._text import plural
from ..api import rules_for
from ..engine import Rules
from ..engine.core import focus
from ..engine.frames import ChooseAction
from ..records.notation import NotationError, match_label, normalized, parse_move
from ..state.enums import DieFace, Food
from ..state.events import DiceRolled, Event, FeederRolled, GoalScored, TurnEnded
from ..state.model import GameState, Phase
from ..state.moves import Move
from ..state.protocol import Decision
from ._modes import part_class
from .cards import _faces
from .hidden import (
    MOST_FORCED_DICE,
    force_bonus_deck,
    force_deck_top,
    force_feeder,
    force_rolls,
    table_stream,
)


def _turn_ends(state: GameState) -> tuple[type, ...]:
    """The events that end a turn: a player's, or one the mode's part declares (a rival's that
    is no player, whose turn may ask the human to use their pink powers: the Automa's)."""
    return (TurnEnded, *part_class(state.config).TURN_ENDS)


class ScriptError(AssertionError):
    """A scripted answer that does not fit the game; the message shows the pending decision."""


#: A policy answers a decision by label: ``policy(question, options) -> one of options``.
Policy = Callable[[str, Sequence[str]], str]


def passive(question: str, options: Sequence[str]) -> str:
    """The policy that changes the board least: "skip" or "stop" when offered, else "gain
    food" (then take nothing), else the first option (a forced payment, a setup choice)."""
    for label in ("skip", "stop", "gain food"):
        if label in options:
            return label
    return options[0]


@attrs.frozen
class DecisionRecord:
    """One decision of a script: who decided, what was asked, the options and the answer.

    ``question``, ``options`` and ``answer`` are labels (``describe_decision`` and ``describe``
    words); ``decision``, ``moves`` and ``move`` are the objects. ``answer`` and ``move`` are
    None for the decision pending now. ``by`` says who answered: ``"script"`` (a label),
    ``"policy"`` (``Script.finish_round``) or ``""`` (not answered yet).
    """

    player: int
    question: str
    options: tuple[str, ...]
    answer: str | None
    decision: Decision
    moves: tuple[Move, ...]
    move: Move | None
    by: str = "script"


def _record(state: GameState, rules: Rules, player: int | None = None) -> DecisionRecord:
    """The pending decision of ``state`` (``player``'s; by default the first deciding
    player's), not yet answered."""
    view = focus(state, player)
    decision: Decision = view.pending[-1]  # type: ignore[assignment]  # a stop is a decision
    moves = tuple(rules.legal_moves(state, player))
    return DecisionRecord(
        player=decision.player,
        question=rules.describe_decision(state, player),
        options=tuple(rules.describe(m, state, player) for m in moves),
        answer=None,
        decision=decision,
        moves=moves,
        move=None,
        by="",
    )


def pending_question(
    state: GameState, rules: Rules | None = None, player: int | None = None
) -> str:
    """The current decision and its options, one per line (for failure messages): ``player``'s,
    or every deciding player's."""
    rules = rules or rules_for(state)
    deciding = rules.current_players(state)
    if not deciding:
        return "no decision pending: the game is over"
    lines = []
    for p in deciding if player is None else (player,):
        lines.append(rules.describe_decision(state, p) + ":")
        lines += [f"  - {rules.describe(m, state, p)}" for m in rules.legal_moves(state, p)]
    return "\n".join(lines)


def _matching(labels: Sequence[str], wanted: str) -> list[int]:
    """Positions of the labels ``wanted`` names: the exact match, else every substring match
    (the move notation's matching, ``notation.match_label``, with pieces of labels)."""
    return match_label(labels, wanted, partial=True)


def find_move(
    state: GameState, label: str, rules: Rules | None = None, player: int | None = None
) -> Move:
    """The legal move described by ``label`` (exact, else the unique substring match) among
    ``player``'s moves (by default the first deciding player's): the move notation's
    ``parse_move`` with ``partial=True``, failing with a ``ScriptError``."""
    rules = rules or rules_for(state)
    if player is not None and player not in rules.current_players(state):
        raise ScriptError(
            f"player {player} decides nothing now, for the scripted answer {label!r}; the game "
            f"asks\n{pending_question(state, rules)}"
        )
    try:
        return parse_move(state, label, rules=rules, partial=True, player=player)
    except NotationError as error:
        found = len(error.matches)
        problem = f"matches {found} moves" if found else "matches no legal move"
        raise ScriptError(
            f"scripted answer {label!r} {problem}; the game asks\n"
            + pending_question(state, rules, player)
        ) from None


@attrs.frozen
class Script:
    """A state plus the events seen and the decisions answered while playing scripted answers.

    ``rules``: the rules of the game (default: the bundled cards under the state's
    configuration). With rules built with ``answer_forced=False``, decisions with a single
    option stop the game too: the script names their answer like any other, and they are
    logged.

    ``rolls``: the faces of the next dice the game rolls (``next_rolls``), used up in order as
    the answers roll them.
    """

    state: GameState
    strict: bool = True
    log: tuple[Event, ...] = ()
    rules: Rules | None = None
    decisions: tuple[DecisionRecord, ...] = ()
    rolls: tuple[DieFace, ...] = ()

    def _rules(self) -> Rules:
        return self.rules if self.rules is not None else rules_for(self.state)

    def play(self, *labels: str, until: str = "turn end", player: int | None = None) -> Script:
        """Answer decisions with ``labels`` in order.

        ``until="turn end"``: the labels must finish the current turn exactly (strict mode):
        ``player``'s turn, when given.
        ``until="answers"``: stop after the last label, whatever is pending.
        ``player``: answer as that player (Flock mode: several players decide at once); by
        default the first deciding player answers each label.
        """
        state, log, rules = self.state, list(self.log), self._rules()
        decisions, rolls = list(self.decisions), list(self.rolls)
        turn_over = False
        ends = _turn_ends(state)
        for i, label in enumerate(labels):
            if turn_over and self.strict and until == "turn end":
                raise ScriptError(
                    f"the turn ended before the scripted answers {labels[i:]!r} were used"
                )
            if not rules.current_players(state):
                raise ScriptError(f"the game is over; unused scripted answers {labels[i:]!r}")
            move = find_move(state, label, rules, player)
            state = self._answer(state, move, "script", rules, decisions, log, player, rolls)
            turn_over = turn_over or any(
                type(e) in ends and (player is None or getattr(e, "player", player) == player)
                for e in state.events
            )
        if self.strict and until == "turn end" and not turn_over:
            raise ScriptError(
                "the turn is not over after the scripted answers; the game asks\n"
                + pending_question(state, rules)
            )
        return attrs.evolve(
            self, state=state, log=tuple(log), decisions=tuple(decisions), rolls=tuple(rolls)
        )

    @staticmethod
    def _answer(
        state: GameState,
        move: Move,
        by: str,
        rules: Rules,
        decisions: list[DecisionRecord],
        log: list[Event],
        player: int | None = None,
        rolls: list[DieFace] | None = None,
    ) -> GameState:
        asked = _record(state, rules, player)
        answer = rules.describe(move, state, player)
        decisions.append(attrs.evolve(asked, answer=answer, move=move, by=by))
        forced = rolls[:MOST_FORCED_DICE] if rolls else []
        if forced:
            state = force_rolls(state, forced, seed=table_stream(state))
        state = rules.apply(state, move, player=player)
        log.extend(state.events)
        if forced and rolls is not None:
            _use_rolls(state.events, rolls, answer)
        return state

    def finish_round(self, *labels: str, policy: Policy | None = passive) -> Script:
        """Play on to the end of the current round: answer ``labels`` first, then let
        ``policy`` answer every decision until the round's goal is scored.

        The default policy, ``passive``, changes the board least: it skips and stops when it
        may, and otherwise takes the gain-food action and takes no die. With ``policy=None``
        the labels must reach the end of the round exactly. The script stops right after the
        goal is scored: at the first decision of the next round, or at the end of the game.
        """
        state, log, rules = self.state, list(self.log), self._rules()
        decisions, rolls = list(self.decisions), list(self.rolls)
        scored = False
        answers = list(labels)
        while not scored:
            if not rules.current_players(state):
                raise ScriptError("the game is over: no round is left to finish")
            if answers:
                move, by = find_move(state, answers.pop(0), rules), "script"
            elif policy is not None:
                asked = _record(state, rules)
                choice = policy(asked.question, asked.options)
                if choice not in asked.options:
                    raise ScriptError(
                        f"the policy answered {choice!r}, not an option; the game asks\n"
                        + pending_question(state, rules)
                    )
                move, by = asked.moves[asked.options.index(choice)], "policy"
            else:
                raise ScriptError(
                    "the round is not over after the scripted answers; the game asks\n"
                    + pending_question(state, rules)
                )
            state = self._answer(state, move, by, rules, decisions, log, None, rolls)
            scored = any(type(e) is GoalScored for e in state.events)
        if answers:
            raise ScriptError(f"the round ended before the scripted answers {answers!r} were used")
        return attrs.evolve(
            self, state=state, log=tuple(log), decisions=tuple(decisions), rolls=tuple(rolls)
        )

    def round_goal_points(self, round: int | None = None) -> tuple[int, ...]:
        """Each player's points for the goal of ``round`` (default: the last round scored
        while this script played), as the engine scored it under the game's house rules."""
        scored = [e for e in self.log if type(e) is GoalScored]
        if round is not None:
            scored = [e for e in scored if e.round == round]
        if not scored:
            which = "no round" if round is None else f"round {round}"
            raise ScriptError(f"{which} was scored while this script played")
        return tuple(scored[-1].points)

    # --- between turns ----------------------------------------------------------------------
    def with_hand(self, player: int, *names: str) -> Script:
        """The same script with ``player``'s hand made of exactly the bird cards ``names``,
        between two turns (see ``change_hand``)."""
        return attrs.evolve(self, state=change_hand(self.state, player, names, self._rules()))

    def with_food(self, player: int, **amounts: int) -> Script:
        """The same script with ``player``'s personal supply set to ``amounts`` (e.g.
        ``seed=2``; unnamed types are 0), between two turns."""
        rules = self._rules()
        _between_turns(self.state, "a supply", rules)
        food = [0] * len(self.state.players[player].food)
        for name, amount in amounts.items():
            if amount < 0:
                raise ValueError(f"negative food amount {name}={amount}")
            food[Food.from_label(name.strip().lower())] = amount
        players = list(self.state.players)
        players[player] = attrs.evolve(players[player], food=tuple(food))
        state = attrs.evolve(self.state, players=tuple(players))
        rules.check_state(state)
        return attrs.evolve(self, state=state)

    # --- hidden information (see ``testing.hidden``) ----------------------------------------
    def next_rolls(self, *faces: str | DieFace) -> Script:
        """The same script, whose next dice rolled at table 0 show ``faces`` in order, over as
        many rolls as they last (a refill of the feeder shows its dice sorted): several rolls in
        one turn, 10 dice for a refill and a predator's roll. At most 6 dice a single answer
        rolls are forced (``MOST_FORCED_DICE``); a roll that does not show the forced
        faces (something else drew from the random stream first) fails the script."""
        return attrs.evolve(self, rolls=(*self.rolls, *_faces(faces)))

    def with_deck_top(self, *names: str, table: int = 0) -> Script:
        """The same script with these birds on top of the deck, the first one on top, at any
        decision (``hidden.force_deck_top``)."""
        state = force_deck_top(self.state, self._rules(), *names, table=table)
        return attrs.evolve(self, state=state)

    def with_bonus_deck(self, *names: str) -> Script:
        """The same script with these bonus cards on top of the bonus deck, at any decision
        (``hidden.force_bonus_deck``)."""
        return attrs.evolve(self, state=force_bonus_deck(self.state, self._rules(), *names))

    def with_feeder(
        self, *faces: str | DieFace, outside: Sequence[str | DieFace] | None = None, table: int = 0
    ) -> Script:
        """The same script with these dice in the birdfeeder (and ``outside`` it), between two
        turns: the players see the feeder (``hidden.force_feeder``)."""
        rules = self._rules()
        _between_turns(self.state, "the birdfeeder", rules)
        state = force_feeder(self.state, rules, faces, outside, table=table)
        return attrs.evolve(self, state=state)

    def with_mode(self, name: str, *args: Any, **kwargs: Any) -> Script:
        """The same script with the mode's hidden information ``name`` forced, at any decision:
        one of the ``FORCES`` of the mode's scenario part, e.g. against the Automa
        ``with_mode("automa_deck", "3", sections=("play",))``, its next cards this round."""
        rules = self._rules()
        part = part_class(self.state.config)(self.state.config)
        if name not in part.FORCES:
            offered = ", ".join(part.FORCES) or "nothing"
            raise ValueError(f"this mode forces {offered}, not {name!r}")
        state = part.force(self.state, rules.cards, name, *args, **kwargs)
        rules.check_state(state)
        return attrs.evolve(self, state=state)

    def events(self, kind: type) -> list:
        """The events of one type seen so far."""
        return [e for e in self.log if type(e) is kind]

    def options(self, player: int | None = None) -> list[str]:
        """The labels of the legal moves now (``player``'s; by default the first deciding
        player's)."""
        rules = self._rules()
        moves = rules.legal_moves(self.state, player)
        return [rules.describe(m, self.state, player) for m in moves]

    def deciding(self) -> tuple[int, ...]:
        """The players who decide now (``Rules.current_players``)."""
        return self._rules().current_players(self.state)

    def pending(self, player: int | None = None) -> Any:
        """The decision pending now as data (``testing.pending_decision``): which power, which
        part of it, what it would do."""
        from .decisions import pending_decision

        return pending_decision(self.state, self._rules(), player)

    def question(self, player: int | None = None) -> str:
        """What ``player`` (by default the first deciding player) is asked now."""
        return self._rules().describe_decision(self.state, player)

    # --- what was offered -------------------------------------------------------------------
    def asked(self, question: str = "") -> list[DecisionRecord]:
        """The decisions answered so far whose question contains ``question`` (case-insensitive;
        "" for all), in the order asked, then the decision pending now if it matches (with
        ``answer`` None)."""
        records = list(self.decisions)
        rules = self._rules()
        for p in rules.current_players(self.state):
            records.append(_record(self.state, rules, p))
        key = normalized(question)
        return [r for r in records if key in normalized(r.question)]

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
                f"{plural(len(found), 'decision')} asking {question!r}, no index {index}; asked:\n"
                f"{listing}{forced}"
            ) from None


def _use_rolls(events: Sequence[Event], rolls: list[DieFace], answer: str) -> None:
    """Take the dice the events rolled off the front of ``rolls``, checking they are the
    forced ones (a refill of the feeder sorts its dice: compared as a bag)."""
    forced = rolls[:MOST_FORCED_DICE]
    seen = 0
    for event in events:
        if type(event) not in (DiceRolled, FeederRolled):
            continue
        faces = event.faces  # type: ignore[attr-defined]
        wanted = forced[seen : seen + len(faces)]
        shown = list(faces[: len(wanted)]) if type(event) is DiceRolled else sorted(faces)
        ok = (
            shown == wanted
            if type(event) is DiceRolled
            else all(shown.count(f) >= wanted.count(f) for f in set(wanted))
        )
        if not ok:
            raise ScriptError(
                f"{answer!r} rolled {[f.label for f in faces]}, not the forced "
                f"{[f.label for f in wanted]}: only {MOST_FORCED_DICE} dice an answer "
                "rolls are forced, and a shuffle drawing from the stream first moves them"
            )
        seen += len(faces)
    if seen > len(forced) and len(rolls) > len(forced):
        raise ScriptError(
            f"{answer!r} rolled {seen} dice: only {MOST_FORCED_DICE} dice an answer rolls "
            "are forced (build the rules with answer_forced=False to stop between rolls)"
        )
    del rolls[: min(seen, len(rolls))]


def _show(record: DecisionRecord) -> str:
    lines = [f"{record.question} offered:"]
    lines += [f"  - {option}" for option in record.options]
    if record.answer is not None:
        lines.append(f"answered: {record.answer}")
    return "\n".join(lines)


def _between_turns(state: GameState, what: str, rules: Rules) -> None:
    view = focus(state)
    if not (
        state.phase is Phase.PLAY
        and view.pending
        and type(view.pending[-1]) is ChooseAction
        and not view.powers
    ):
        raise ScriptError(
            f"{what} is changed between turns, when a player is about to choose an action; "
            f"the game asks\n{pending_question(state, rules)}"
        )


def change_hand(state: GameState, player: int, names: Sequence[str], rules: Rules) -> GameState:
    """``state`` with ``player``'s hand made of exactly the bird cards ``names``, between turns.

    The cards stay conserved: a named card not in the hand is taken out of the deck or the
    discard pile (the order of the rest is kept), and the cards the hand gives up go on top of
    the discard pile. A card elsewhere (the tray, a mat, another hand) is refused.
    """
    _between_turns(state, "a hand", rules)
    cards = rules.cards
    try:
        wanted = [cards.bird_id(name) for name in names]
    except KeyError as error:
        raise ValueError(str(error.args[0])) from None
    for card in set(wanted):
        if wanted.count(card) > 1:
            raise ValueError(f"{cards.birds[card].name} is named twice (one copy exists)")
    hand = state.players[player].hand
    t = state.players[player].table
    table = state.tables[t]
    deck, discard = list(table.deck), list(table.discard)
    for card in wanted:
        if card in hand:
            continue
        if card in deck:
            deck.remove(card)
        elif card in discard:
            discard.remove(card)
        else:
            raise ValueError(
                f"{cards.birds[card].name} is not in the deck or the discard pile: a hand takes "
                "its new cards from there"
            )
    discard.extend(card for card in hand if card not in wanted)
    players = list(state.players)
    players[player] = attrs.evolve(players[player], hand=tuple(wanted))
    tables = list(state.tables)
    tables[t] = attrs.evolve(table, deck=tuple(deck), discard=tuple(discard))
    changed = attrs.evolve(state, players=tuple(players), tables=tuple(tables))
    rules.check_state(changed)
    return changed
