"""``wingspan play``: a game in the terminal, any mix of people and bots.

Each seat is played by a person (typing at the prompt) or a bot (``bots.Bot``). A person sees
only their own view: the board is their observation, and what happens is told as they may know
it. With several people at one device, the game asks to pass it before another person decides.

At a person's prompt: the number of an option, or its label (or a piece of exactly one label:
"mallard"); ``board`` shows the board again; ``undo`` takes back their last decision (and the
bots' moves since); ``save FILE`` writes the game as a record that ``wingspan play --load FILE``
resumes (and ``wingspan replay FILE`` tells); ``help``; ``quit``, or the end of the input.
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Callable, Sequence

import attrs

from .._text import plural
from ..bots import Bot, seat_rng
from ..engine.describe import Names
from ..engine.observation import Observation
from ..errors import IllegalMove, RecordError
from ..records.notation import parse_move
from ..records.record import Game, Record
from ..state.events import TurnStarted
from ..state.model import GameState
from ..state.moves import Move
from ..state.protocol import Decision
from ..views.text import Terminal, narrate_events, render
from .scores import score_table

__all__ = ["Seat", "TerminalGame"]

HELP = """\
Answer with the number of an option, or its words ("gain food"; a piece of one option's words
is enough: "mallard"). Other commands:
  board       show the board (what you may see)
  undo        take back your last decision (and the bots' moves since)
  save FILE   save the game; resume it with: wingspan play --load FILE
  help        this help
  quit        stop playing (the end of the input stops too)"""


@attrs.frozen
class Seat:
    """Who plays a seat: a person (``bot`` None) or a bot, and the name the game uses. A bot
    draws its random choices from a generator of ``seed`` and its seat (``bots.seat_rng``)."""

    name: str
    bot: Bot | None = None
    seed: int = 0

    @property
    def human(self) -> bool:
        return self.bot is None


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
        self.game = game
        self.seats = tuple(seats)
        self.ask = ask if ask is not None else _input
        self.out = terminal if terminal is not None else Terminal()
        self.record_path = record
        self.cards = tuple(cards)
        self.names = [s.name for s in self.seats]
        self._rngs = [seat_rng(s.seed, p) for p, s in enumerate(self.seats)]
        humans = [p for p, s in enumerate(self.seats) if s.human]
        self.humans = humans
        #: The person at the device (whose view is shown); None when only bots play.
        self.holder: int | None = humans[0] if humans else None

    # --- the loop --------------------------------------------------------------------------------
    def run(self) -> int:
        rules = self.game.rules
        self._show_start()
        try:
            while not rules.is_terminal(self.game.state):
                state = self.game.state
                p = rules.current_player(state)
                assert p is not None
                seat = self.seats[p]
                if seat.bot is not None:
                    view = rules.observation(state, p)
                    move = seat.bot.choose(rules, view, rules.legal_moves(state), self._rngs[p])
                    self._play(p, move)
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
        self.game = self.game.play(move)
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
        labels = [rules.describe(m, view) for m in moves]
        decision: Decision = state.pending[-1]  # type: ignore[assignment]  # a decision: p decides
        question = decision.label(names)
        self.out.print("")
        self.out.print(self._style_question(question))
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

    def _undo(self, p: int) -> bool:
        """Take back ``p``'s last decision and every bot move since; False if it cannot."""
        rules = self.game.rules
        movers = [rules.current_player(s) for s in self.game.states[:-1]]
        mine = [i for i, who in enumerate(movers) if who == p]
        if not mine:
            self.out.print("There is nothing of yours to undo.")
            return False
        last = mine[-1]
        if any(who != p and who is not None and self.seats[who].human for who in movers[last:]):
            self.out.print(
                "Another person has decided since your last decision: it cannot be undone."
            )
            return False
        self.game = attrs.evolve(
            self.game,
            moves=self.game.moves[:last],
            states=self.game.states[: last + 1],
            movers=self.game.movers[:last],
        )
        self.out.print(
            f"Undone: back to before your decision ({plural(len(self.game.moves), 'move')} played)."
        )
        self._board()
        return True

    def _save(self, path: str) -> None:
        record = attrs.evolve(
            Record.from_game(self.game, self.names),
            seats=tuple("human" if s.human else "bot" for s in self.seats),
        )
        try:
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
