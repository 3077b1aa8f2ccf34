"""``wingspan play``: a game in the terminal, any mix of people and bots.

Each seat is played by a person (typing at the prompt) or a bot (``bots.Bot``). A person sees
only their own view: the board is their observation, and what happens is told as they may know
it. With several people at one device, the game asks to pass it before another person decides.

At a person's prompt: the number of an option, or its label (or a piece of exactly one label:
"mallard"); ``board`` shows the board again; ``explain NAME`` tells a bird's card (its
facts and its power in English) or a bonus card; ``undo`` takes back their last decision
(and the bots' moves since); ``save FILE`` writes the game as a record that ``wingspan play
--load FILE`` resumes with the same bots (and ``wingspan replay FILE`` tells); ``help``;
``quit``, or the end of the input. When a power asks, the prompt shows that power's English.

The game runs on ``wingspan_rules.match.Match``: the seats, the bots' moves, undo and the
record (which keeps which bot played each seat) are the match's; this module is the terminal.
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Callable, Sequence

from .._text import plural
from ..engine.describe import Names
from ..engine.observation import Observation
from ..errors import IllegalMove, RecordError
from ..language.commands import _explain as explain_card  # what `wingspan explain` prints
from ..language.describe import describe_power
from ..match import Match, Seat
from ..records.notation import parse_move
from ..records.record import Game
from ..state.events import TurnStarted
from ..state.model import GameState
from ..state.moves import Move, UsePower
from ..state.protocol import Decision
from ..views.text import Terminal, narrate_events, render
from .scores import score_table

__all__ = ["Seat", "TerminalGame"]

HELP = """\
Answer with the number of an option, or its words ("gain food"; a piece of one option's words
is enough: "mallard"). Other commands:
  board       show the board (what you may see)
  explain NAME  a bird's card: its facts and its power in English (or a bonus card)
  undo        take back your last decision (and the bots' moves since)
  save FILE   save the game; resume it with: wingspan play --load FILE
  help        this help
  quit        stop playing (the end of the input stops too)"""


class _Quit(Exception):
    pass


class TerminalGame:
    """One game played at a terminal. ``run()`` plays it to the end (or until a person quits)
    and returns the exit status.

    ``ask(prompt) -> str`` reads a line (the built-in ``input`` by default; ``EOFError`` quits);
    ``terminal`` prints (colour when it can). ``record``: a file the game's record is written to
    when the game ends or a person quits. ``cards``: the author's card files the game was
    started with (``wingspan play --cards``), named again in the command that resumes a save.
    """

    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        *,
        ask: Callable[[str], str] | None = None,
        terminal: Terminal | None = None,
        record: str | None = None,
        cards: Sequence[str] = (),
    ) -> None:
        if len(seats) != game.config.players:
            raise ValueError(
                f"{plural(len(seats), 'seat')} for a {game.config.players}-player game"
            )
        self.match = Match(game, seats)
        self.seats = self.match.seats
        self.ask = ask if ask is not None else _input
        self.out = terminal if terminal is not None else Terminal()
        self.record_path = record
        self.cards = tuple(cards)
        self.names = [s.name for s in self.seats]
        humans = [p for p, s in enumerate(self.seats) if s.human]
        self.humans = humans
        #: The person at the device (whose view is shown); None when only bots play.
        self.holder: int | None = humans[0] if humans else None

    @property
    def game(self) -> Game:
        """The game so far (the match's)."""
        return self.match.game

    # --- the loop --------------------------------------------------------------------------------
    def run(self) -> int:
        self._show_start()
        try:
            while (p := self.match.deciding()) is not None:
                if self.seats[p].bot is not None:
                    self._play(p, self.match.bot_move())
                else:
                    self._hand_to(p)
                    self._human_turn(p)
        except _Quit:
            self.out.print("Stopped.")
            self._write_record()
            return 0
        self._show_end()
        self._write_record()
        return 0

    def _play(self, p: int, move: Move) -> None:
        self.match.play(move, p)
        self._tell(self.game.state)

    # --- what people see ----------------------------------------------------------------------------
    def _view(self, state: GameState) -> GameState | Observation:
        if self.holder is None:
            return state
        return self.game.rules.observation(state, self.holder)

    def _tell(self, state: GameState) -> None:
        """The events of the step that made ``state``, as the person at the device may know."""
        view = self._view(state)
        names = Names(self.game.rules.cards, view, self.names)
        for line in narrate_events(view.events, names, markup=self.out.markup, indent="  "):
            self.out.print(line)

    def _board(self) -> None:
        state = self.game.state
        rules = self.game.rules
        if self.holder is None:
            text = render(state, rules=rules, players=self.names, markup=self.out.markup)
        else:
            text = render(
                state, self.holder, rules=rules, players=self.names, markup=self.out.markup
            )
        self.out.print(text)

    def _show_start(self) -> None:
        alone = len(self.humans) == 1
        kinds = ["bot" if s.bot else "you" if alone else "person" for s in self.seats]
        who = ", ".join(f"{s.name} ({kind})" for s, kind in zip(self.seats, kinds, strict=True))
        self.out.print(
            self._escape(f"Wingspan: {who}; seed {self.game.seed}. Type help for the commands.")
        )
        self._tell(self.game.state)
        self._board()

    def _show_end(self) -> None:
        rules = self.game.rules
        self.out.print("")
        self.out.print(
            render(self.game.state, rules=rules, players=self.names, markup=self.out.markup)
        )
        self.out.print("")
        self.out.print("Final scores")
        self.out.print(score_table(rules, self.game.state, self.names, markup=self.out.markup))

    def _hand_to(self, p: int) -> None:
        """Before person ``p`` decides: if another person holds the device, have it passed."""
        if self.holder == p:
            return
        self.out.print("")
        self._read(f"Pass the device to {self.names[p]}, then press Enter. ")  # a plain prompt
        if _is_terminal(self.out):
            self.out.print("\n" * 40)
        self.holder = p
        self._board()

    # --- a person's decision -------------------------------------------------------------------------
    def _human_turn(self, p: int) -> None:
        rules = self.game.rules
        state = self.game.state
        if any(type(e) is TurnStarted and e.player == p for e in state.events):
            self.out.print("")
            self._board()  # the start of their turn: what they have to play with
        moves = rules.legal_moves(state)
        view = rules.observation(state, p)
        names = Names(rules.cards, view, self.names)
        labels = [str(m.label(names)) for m in moves]  # the players by their names
        decision: Decision = state.pending[-1]  # type: ignore[assignment]  # a decision: p decides
        question = decision.label(names)
        self.out.print("")
        self.out.print(self._style_question(question))
        for power in self._powers_asking(state, p, moves):
            self.out.print(self._escape(f"  ({power})"))
        for i, label in enumerate(labels, start=1):
            self.out.print(f"  {i:>2}. {self._escape(label)}")
        while True:
            answer = self._read(f"{self.names[p]}> ").strip()
            if not answer:
                continue
            word, _, rest = answer.partition(" ")
            command = word.lower()
            if command in ("help", "?"):
                self.out.print(self._escape(HELP))
            elif command in ("quit", "exit"):
                raise _Quit
            elif command == "board":
                self._board()
            elif command == "explain":
                self.out.print(self._escape(self._explain(rest.strip())))
            elif command == "undo" and not rest:
                if self._undo(p):
                    return
            elif command == "save" and rest.strip():
                self._save(rest.strip())
            elif answer.isdigit():
                n = int(answer)
                if 1 <= n <= len(moves):
                    self._play(p, moves[n - 1])
                    return
                self.out.print(f"There is no option {n}: choose 1 to {len(moves)}.")
            else:
                try:
                    move = parse_move(state, answer, rules=rules, partial=True)
                except IllegalMove as error:
                    self.out.print(self._escape(str(error)) + " (type help for the commands)")
                    continue
                self._play(p, move)
                return

    def _powers_asking(self, state: GameState, p: int, moves: list[Move]) -> list[str]:
        """The English of the powers the decision is about ("Killdeer: When activated: ..."):
        the power running now, else the powers its options would use (``UsePower``)."""
        birds = self.game.rules.cards.birds
        if state.powers:
            cards = [state.powers[-1].bird]
        else:
            mat = state.players[p].mat
            cards = [mat[m.habitat][m.column].card for m in moves if type(m) is UsePower]
        shown = dict.fromkeys(c for c in cards if 0 <= c < len(birds))
        return [f"{birds[c].name}: {describe_power(birds[c].power)}" for c in shown]

    def _explain(self, name: str) -> str:
        """A bird's card or a bonus card by its name (a piece of exactly one name will do)."""
        if not name:
            return "Explain what? Give a bird's or a bonus card's name: explain mallard"
        cards = self.game.rules.cards
        wanted = name.casefold()
        names = [b.name for b in cards.birds] + [c.name for c in cards.bonus_cards]
        names += [g.name for g in cards.goal_sides]
        exact = [n for n in names if n.casefold() == wanted]
        found = exact or sorted({n for n in names if wanted in n.casefold()})
        if len(found) == 1:
            return explain_card(cards, found[0]) or found[0]
        if not found:
            return f"No bird, bonus card or goal is called {name!r}."
        shown = ", ".join(found[:8]) + (", ..." if len(found) > 8 else "")
        return f"{plural(len(found), 'card')} match {name!r}: {shown}; say which."

    def _undo(self, p: int) -> bool:
        """Take back ``p``'s last decision and every bot move since; False if it cannot."""
        refused = self.match.undo(p)
        if refused is not None:
            self.out.print(refused)
            return False
        self.out.print(
            f"Undone: back to before your decision ({plural(len(self.game.moves), 'move')} played)."
        )
        self._board()
        return True

    def _save(self, path: str) -> None:
        try:
            record = self.match.record()  # the seats' kinds: --load plays with the same bots
            with open(os.path.expanduser(path), "w", encoding="utf-8") as file:
                file.write(record.to_text())
        except (OSError, RecordError) as error:
            self.out.print(self._escape(f"Cannot save to {path}: {error}"))
            return
        resume = shlex.join(["wingspan", "play", "--load", path, *self._cards_option()])
        self.out.print(self._escape(f"Saved to {path}; resume with: {resume}"))

    def _cards_option(self) -> list[str]:
        """``--cards PATH...`` of the author's cards, if the game has any."""
        return ["--cards", *self.cards] if self.cards else []

    def _write_record(self) -> None:
        if self.record_path:
            self._save(self.record_path)

    def _read(self, prompt: str) -> str:
        try:
            return self.ask(prompt)
        except (EOFError, KeyboardInterrupt):
            self.out.print("")
            raise _Quit from None

    def _escape(self, text: str) -> str:
        return text.replace("[", "\\[") if self.out.markup else text

    def _style_question(self, text: str) -> str:
        return f"[bold]{self._escape(text)}[/bold]" if self.out.markup else text


def _input(prompt: str) -> str:
    return input(prompt)  # looked up when called: tests replace sys.stdin or input


def _is_terminal(out: Terminal) -> bool:
    isatty = getattr(out.stream, "isatty", None)
    return bool(isatty and isatty())
