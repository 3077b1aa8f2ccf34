"""The ``wingspan`` command (also ``python -m wingspan_rules``).

Subcommands: ``simulate`` (the main job: complete games with random legal moves), ``play`` (a
game in the terminal, people and bots), ``replay`` (a game record told turn by turn), ``check``,
``fmt``, ``explain``, ``cards`` and ``new`` (the card language's tools). Every command that uses
cards takes an author's card files or folders with ``--cards PATH...``, beside the bundled sets.
"""

from __future__ import annotations

import argparse
import json
import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .._version import __version__
from ..effects.hooks import declared_category
from ..errors import ConfigError
from ..state.model import GameConfig, GoalBoard
from ..variants import Variant, variant_for
from .mode_options import (
    add_mode_flags,
    add_mode_option,
    add_setup_flags,
    mode_options,
    other_modes_flag,
    player_count,
    setup_options,
)

if TYPE_CHECKING:
    from ..engine import Rules
    from ..records.record import Record
    from .simulate import PlayedGame, Stopwatch


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "run"):
        parser.print_help()
        return 2
    try:
        return args.run(args)
    except BrokenPipeError:  # e.g. piped into head
        return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="wingspan", description="The Wingspan rules engine.")
    parser.add_argument("--version", action="version", version=f"wingspan-rules {__version__}")
    sub = parser.add_subparsers(metavar="COMMAND")

    sim = sub.add_parser("simulate", help="play complete games with random legal moves")
    add_mode_option(sim, "players per game")
    sim.add_argument("--games", type=int, default=1, help="number of games (default 1)")
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    sim.add_argument("--goal-board", choices=["green", "blue"], default="green")
    add_setup_flags(sim)
    add_mode_flags(sim)
    sim.add_argument(
        "--sets",
        default="core",
        metavar="SETS",
        help="the bundled card sets in play, comma-separated (default core; "
        "core,european adds the European expansion)",
    )
    _cards_option(sim, "deal them into the deck")
    sim.add_argument("--json", action="store_true", help="print JSON lines for machines")
    sim.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help="play the games over N worker processes (default 1: in this process); the games "
        "and their order do not depend on N",
    )
    sim.set_defaults(run=_simulate)

    play = sub.add_parser("play", help="play a game in the terminal: people and bots")
    add_mode_option(play, "players")
    add_mode_flags(play)
    play.add_argument(
        "--seats",
        help="who plays each seat, in order: human, or a bot (random, greedy, mcts; bot means "
        "random), comma-separated (default: one human, then random bots)",
    )
    play.add_argument(
        "--sets",
        default="core",
        metavar="SETS",
        help="the bundled card sets in play, comma-separated (default core; "
        "core,european adds the European expansion)",
    )
    _cards_option(play, "deal them into the deck (and give them again with --load)")
    play.add_argument("--names", help="the players' names, comma-separated")
    play.add_argument("--seed", type=int, help="the game's seed (default: a random one)")
    play.add_argument("--bot-seed", type=int, help="the bots' seed (default: the game's)")
    play.add_argument("--goal-board", choices=["green", "blue"], default="green")
    play.add_argument("--load", metavar="FILE", help="resume a game saved with save FILE")
    play.add_argument("--record", metavar="FILE", help="write the game's record to FILE at the end")
    play.set_defaults(run=_play)

    replay = sub.add_parser("replay", help="tell a game record turn by turn, with the final scores")
    replay.add_argument("file", help="a game record (wingspan play --record, Game.record())")
    _cards_option(replay, "the author's cards the game was played with")
    replay.add_argument("--board", action="store_true", help="also show the final board")
    replay.set_defaults(run=_replay)

    check = sub.add_parser(
        "check",
        help="validate card files and report what the engine cannot run "
        "(default: the bundled cards)",
    )
    check.add_argument(
        "paths", nargs="*", help="card files or folders, checked alone as a whole card set"
    )
    _cards_option(check, "check them beside the bundled sets, as a game would play them")
    _sets_option(check, default=None, what="without PATHS or --cards: check only their files")
    check.set_defaults(run=_check)

    fmt = sub.add_parser("fmt", help="format card files canonically")
    fmt.add_argument("--check", action="store_true", help="only report files that would change")
    fmt.add_argument("paths", nargs="+")
    fmt.set_defaults(run=lambda a: _language().fmt(a.paths, check=a.check))

    explain = sub.add_parser("explain", help="a card's facts and its power in plain English")
    explain.add_argument("name", nargs="+")
    _cards_option(explain, "explain one of them")
    _sets_option(explain)
    explain.set_defaults(run=_explain)

    cards = sub.add_parser("cards", help="list every card")
    cards.add_argument("--json", action="store_true", help="as JSON (the only format for now)")
    _cards_option(cards, "list them after the bundled cards")
    _sets_option(cards)
    cards.set_defaults(run=_cards)

    new = sub.add_parser("new", help="write the skeleton of a new card and of its test")
    new.add_argument("kind", choices=["bird"], help="the kind of card (only birds for now)")
    new.add_argument("name", nargs="+", help='the card\'s name, e.g. "Lantern Heron"')
    new.add_argument("--dir", default=".", help="the folder to write into (default: here)")
    new.add_argument("--set", default="homebrew", dest="card_set", help="the card's set")
    new.add_argument("--force", action="store_true", help="overwrite files already there")
    new.set_defaults(
        run=lambda a: _new().main(a.kind, " ".join(a.name), a.dir, a.card_set, a.force)
    )

    _studies().add_parser(sub)  # wingspan study: a balance study (wingspan_rules.studies)

    lsp = sub.add_parser("lsp", help="the card files' language server, on stdin/stdout")
    lsp.add_argument(
        "--stdio", action="store_true", help="the only transport (accepted, as editors pass it)"
    )
    lsp.set_defaults(run=lambda a: _lsp().main())
    return parser


def _cards_option(parser: argparse.ArgumentParser, what: str) -> None:
    """``--cards PATH...``: an author's card files or folders, beside the bundled sets."""
    parser.add_argument(
        "--cards",
        nargs="+",
        action="extend",
        metavar="PATH",
        help=f"your own card files or folders of them, beside the bundled sets: {what}",
    )


def _sets_option(
    parser: argparse.ArgumentParser, default: str | None = "core", what: str = ""
) -> None:
    parser.add_argument(
        "--sets",
        default=default,
        metavar="SETS",
        help="the bundled card sets, comma-separated (default core); one promo pack: "
        "promos:canada" + (f"; {what}" if what else ""),
    )


def _check(args: argparse.Namespace) -> int:
    if args.paths and args.cards:
        print(
            "wingspan check: give the files either as PATHS (checked alone, as a whole card "
            "set) or with --cards (checked beside the bundled sets), not both",
            file=sys.stderr,
        )
        return 2
    try:
        named = None if args.sets is None else _sets(args.sets)
        return int(
            _checking().check(
                args.paths, cards=args.cards, sets=named or ("core",), only_sets=named
            )
        )
    except ConfigError as error:
        print(f"wingspan check: {error}", file=sys.stderr)
        return 2


def _explain(args: argparse.Namespace) -> int:
    try:
        return int(
            _language().explain(" ".join(args.name), extra=args.cards, sets=_sets(args.sets))
        )
    except ConfigError as error:
        print(f"wingspan explain: {error}", file=sys.stderr)
        return 2


def _cards(args: argparse.Namespace) -> int:
    try:
        return int(_language().cards_json(extra=args.cards, sets=_sets(args.sets)))
    except ConfigError as error:
        print(f"wingspan cards: {error}", file=sys.stderr)
        return 2


def _rules(config: GameConfig, cards: list[str] | None) -> Rules:
    """The rules of ``config``'s bundled sets, and of the author's ``cards`` if any."""
    from ..api import bundled_rules, rules_with_cards

    return rules_with_cards(cards, config) if cards else bundled_rules(config)


def _checking() -> ModuleType:
    from . import checking

    return checking


def _lsp() -> ModuleType:
    from . import lsp

    return lsp


def _new() -> ModuleType:
    from . import new

    return new


def _studies() -> ModuleType:
    from ..studies import cli

    return cli


def _language() -> ModuleType:
    from ..language import commands

    return commands


def _play(args: argparse.Namespace) -> int:
    import random

    from ..bots import BOT_KINDS
    from ..errors import RecordError, WingspanError
    from ..records.record import MAX_RECORD_SIZE, Game, Record
    from .play import Seat, TerminalGame

    def fail(message: str) -> int:
        print(f"wingspan play: {message}", file=sys.stderr)
        return 2

    record = None
    if args.load:
        try:
            record = Record.parse(_read_text(args.load, MAX_RECORD_SIZE))
            if (missing := _authors_sets(record.config, args.cards)) is not None:
                return fail(f"{args.load}: {missing}")
            game = record.replay(_record_rules(record, args.cards) if args.cards else None)
        except (OSError, UnicodeDecodeError) as error:
            return fail(f"cannot read {args.load}: {error}")
        except (RecordError, WingspanError) as error:
            return fail(f"{args.load}: {error}")
        players = game.config.players
    else:
        players, refused = player_count(args)
        refused = refused or other_modes_flag(args)
        if refused:
            return fail(refused)
        seed = args.seed if args.seed is not None else random.randrange(1_000_000)
        try:
            config = GameConfig(
                players=players,
                goal_board=GoalBoard(args.goal_board),
                mode=mode_options(args),
                sets=_sets(args.sets),
            )
            game = Game.start(seed=seed, rules=_rules(config, args.cards))
        except WingspanError as error:
            return fail(str(error))
    kinds = _split(args.seats) or list(record.seats if record else ())
    kinds = [k.lower() for k in kinds] or ["human"] + ["bot"] * (players - 1)
    aliases = {"h": "human", "b": "random", "bot": "random", "r": "random", "g": "greedy"}
    kinds = [aliases.get(k, k) for k in kinds]
    if len(kinds) != players or not set(kinds) <= {"human", *BOT_KINDS}:
        return fail(f"--seats needs {players} entries, each human or a bot: {', '.join(BOT_KINDS)}")
    names = _split(args.names) or list(record.players if record else ())
    if not names:
        humans = kinds.count("human")
        names = [
            ("You" if humans == 1 else f"Player {p + 1}") if kind == "human" else f"Bot {p + 1}"
            for p, kind in enumerate(kinds)
        ]
    if len(names) != players or len(set(names)) != players:
        return fail(f"--names needs {players} different names")
    bot_seed = args.bot_seed if args.bot_seed is not None else game.seed
    seats = [
        Seat(name, None if kind == "human" else BOT_KINDS[kind](), seed=bot_seed)
        for name, kind in zip(names, kinds, strict=True)
    ]
    return TerminalGame(game, seats, record=args.record, cards=args.cards or ()).run()


def _split(text: str | None) -> list[str]:
    return [part.strip() for part in text.split(",")] if text else []


def _replay(args: argparse.Namespace) -> int:
    from ..engine.describe import Names
    from ..errors import RecordError, WingspanError
    from ..records.record import MAX_RECORD_SIZE, Record
    from ..views.text import Terminal, narrate_events, render
    from .scores import score_table

    try:
        text = _read_text(args.file, MAX_RECORD_SIZE)
        record = Record.parse(text)
        if (missing := _authors_sets(record.config, args.cards)) is not None:
            print(f"wingspan replay: {args.file}: {missing}", file=sys.stderr)
            return 1
        game = record.replay(_record_rules(record, args.cards) if args.cards else None)
    except (OSError, UnicodeDecodeError) as error:
        print(f"wingspan replay: cannot read {args.file}: {error}", file=sys.stderr)
        return 1
    except (RecordError, WingspanError) as error:
        print(f"wingspan replay: {args.file}: {error}", file=sys.stderr)
        return 1
    out = Terminal()
    players = record.players or None
    cards = game.rules.cards
    who = ", ".join(Names(None, None, players).player(p) for p in range(game.config.players))
    out.print(f"{who}; seed {game.seed}; cards {record.cards or record.fingerprint}")
    for state in game.states:
        names = Names(cards, state, players)
        for line in narrate_events(state.events, names, markup=out.markup, indent="  "):
            out.print(line)
    if args.board:
        out.print()
        out.print(render(game.state, rules=game.rules, players=players, markup=out.markup))
    out.print()
    title = "Final scores" if game.rules.is_terminal(game.state) else "Scores so far"
    out.print(title)
    out.print(score_table(game.rules, game.state, players, markup=out.markup))
    return 0


def _record_rules(record: Record, cards: list[str]) -> Rules:
    """The rules to replay ``record`` with the files ``cards``: the author's cards beside the
    bundled sets the record names, or, for a game of a card set of one's own (a ``Rules``
    built from ``load_cards(paths)``), those files alone, whichever the record was played with."""
    from ..api import rules_with_cards
    from ..engine import Rules
    from ..errors import WingspanError
    from ..language import load_cards

    try:
        beside = rules_with_cards(cards, record.config)
    except WingspanError as error:
        failed: WingspanError | None = error
    else:
        if beside.cards.fingerprint == record.fingerprint:
            return beside
        failed = None
    try:
        alone = Rules(load_cards(cards), record.config)
    except WingspanError:
        alone = None
    if alone is not None and alone.cards.fingerprint == record.fingerprint:
        return alone
    if failed is not None:
        raise failed
    return beside  # the replay reports that the record's card set is another


def _authors_sets(config: GameConfig, cards: list[str] | None) -> str | None:
    """What is missing to rebuild a saved game whose sets are not all bundled, if anything."""
    from ..language.loader import is_bundled

    theirs = [name for name in config.sets if not is_bundled(name)]
    if not theirs or cards:
        return None
    named = ("set " if len(theirs) == 1 else "sets ") + ", ".join(theirs)
    return (
        f"this game was played with cards of your own ({named}): give their files with --cards PATH"
    )


def _read_text(path: str, limit: int) -> str:
    """At most ``limit + 1`` characters of the file ``path`` (the reader refuses more)."""
    with open(path, encoding="utf-8") as file:
        return file.read(limit + 1)


def _sets(text: str) -> tuple[str, ...]:
    """The card sets named by a ``--sets`` argument ("core,european")."""
    return tuple(name.strip().lower() for name in text.split(",") if name.strip())


def _simulate(args: argparse.Namespace) -> int:
    from ..errors import WingspanError
    from .simulate import Stopwatch, simulate_many, summarize, workers

    players, refused = player_count(args)
    if refused:
        print(f"wingspan simulate: {refused}", file=sys.stderr)
        return 2
    if args.games < 1:
        print("wingspan simulate: --games must be at least 1", file=sys.stderr)
        return 2
    if args.jobs < 1:
        print("wingspan simulate: --jobs must be at least 1", file=sys.stderr)
        return 2
    refused = other_modes_flag(args)
    if refused:
        print(f"wingspan simulate: {refused}", file=sys.stderr)
        return 2
    try:
        config = GameConfig(
            players=players,
            goal_board=GoalBoard(args.goal_board),
            setup=setup_options(args),
            mode=mode_options(args),
            sets=_sets(args.sets),
        )
    except ConfigError as exc:
        print(f"wingspan simulate: {exc}", file=sys.stderr)
        return 2
    try:
        rules = _rules(config, args.cards)
    except ConfigError as exc:
        print(f"wingspan simulate: {exc}", file=sys.stderr)
        return 2
    except WingspanError as exc:  # the author's cards do not compile, or cannot be run
        print(f"wingspan simulate: {exc}", file=sys.stderr)
        return 1
    clock = Stopwatch()
    cpu = _cpu_seconds()
    progress = _ProgressBar(clock)
    results = []
    # The rules go to the workers pickled (an author's cards included: they are compiled once).
    for game in simulate_many(rules, args.games, args.seed, jobs=args.jobs, progress=progress):
        results.append(game)
        _print_game(game, args.json, variant_for(config))
    progress.close()
    summary = summarize(results)
    if args.cards:
        summary["author_birds_played"] = _author_birds_played(rules, results)
    if args.json:
        print(json.dumps({"summary": summary}, sort_keys=True))
    else:
        _print_summary(summary, variant_for(config))
    decisions = sum(g.decisions for g in results)
    # Timing differs between runs, so it goes to stderr: stdout is the same for the same seed.
    sys.stdout.flush()
    print(
        f"{_games(len(results))} in {clock.elapsed:.2f} s: "
        f"{len(results) / clock.elapsed:.1f} games/s, {decisions / clock.elapsed:.0f} decisions/s"
        f" ({_cpu_seconds() - cpu:.2f} s CPU over {_jobs(workers(args.jobs, args.games))})",
        file=sys.stderr,
    )
    return 0


def _cpu_seconds() -> float:
    """CPU seconds used by this process and its finished worker processes (this process
    alone where ``resource`` is missing, as on Windows)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - not on POSIX
        import time

        return time.process_time()
    mine = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    return mine.ru_utime + mine.ru_stime + workers.ru_utime + workers.ru_stime


def _jobs(n: int) -> str:
    return "1 process" if n == 1 else f"{n} processes"


def _summary_words(name: str) -> str:
    """How a game's line names the declared score category ``name`` (itself if none does)."""
    category = declared_category(name)
    return name if category is None else category.summary_words


def _print_game(game: PlayedGame, as_json: bool, variant: Variant) -> None:
    """One game's line: each player's score by category, and the rival's if the mode has one
    (``Variant.RIVAL_NAME``, ``RIVAL_FIGURES``); a mode's own game-end points among the
    players' (``SCORE_CATEGORIES``)."""
    from .simulate import player_categories, rival_categories

    own = variant.SCORE_CATEGORIES
    # the score categories the game's expansions declare (Oceania's nectar, the Americas'
    # hummingbirds), in each player's score
    declared = tuple(dict.fromkeys(n for s in game.scores for n, _p in s.extra))
    if as_json:
        shown = [*player_categories(variant)[:-1], *declared, "total", "food_left", "rank"]
        row = {
            "seed": game.seed,
            "decisions": game.decisions,
            "players": [{c: s.points(c) for c in shown} for s in game.scores],
        }
        if game.rival is not None:
            row[variant.RIVAL_NAME.lower()] = {
                c: getattr(game.rival, c) for c in (*rival_categories(variant), "food_left", "rank")
            }
        print(json.dumps(row, sort_keys=True))
        return
    parts = []
    for i, s in enumerate(game.scores):
        mark = "*" if s.rank == 1 else " "
        mine = "".join(f", {c.summary_words} {s.points(c.name)}" for c in own)
        mine += "".join(f", {_summary_words(n)} {s.points(n)}" for n in declared)
        parts.append(
            f"P{i + 1}{mark}{s.total:3d} (birds {s.birds}, bonus {s.bonus}, goals {s.goals}, "
            f"eggs {s.eggs}, cached {s.cached}, tucked {s.tucked}{mine})"
        )
    a = game.rival
    if a is not None:
        mark = "*" if a.rank == 1 else " "
        figures = ", ".join(f"{label} {getattr(a, n)}" for n, label in variant.RIVAL_FIGURES)
        parts.append(f"{variant.RIVAL_NAME}{mark}{a.total:3d} ({figures})")
    print(f"game seed {game.seed}: " + " | ".join(parts))


def _author_birds_played(rules: Rules, results: list[PlayedGame]) -> dict[str, int]:
    """For each bird of the author's sets (the sets in play that are not bundled), in how
    many of the games it was on a player's mat at the end."""
    from ..language import bundled_sets

    shipped = bundled_sets()
    mine = {i: bird.name for i, bird in enumerate(rules.cards.birds) if bird.set not in shipped}
    played = dict.fromkeys(mine.values(), 0)
    for game in results:
        on_mats = {bird.card for player in game.final.players for _, _, bird in player.birds()}
        for card in on_mats & mine.keys():
            played[mine[card]] += 1
    return played


def _print_summary(summary: dict[str, Any], variant: Variant) -> None:
    means = summary["mean_score"]
    print(
        f"summary: {_games(summary['games'])}, {summary['turns_per_game']} turns and "
        f"{summary['mean_decisions']} decisions per game on average"
    )
    print("mean per player: " + ", ".join(f"{k} {v}" for k, v in means.items()))
    played = summary.get("author_birds_played")
    if played is not None:
        games = summary["games"]
        shown = ", ".join(f"{name} in {n} of {_games(games)}" for name, n in played.items())
        print(f"your birds on a mat at game end: {shown or 'none (your files have no bird)'}")
    name = variant.RIVAL_NAME
    rival = summary.get(name.lower()) if name else None
    if rival:
        print(f"mean {name}: " + ", ".join(f"{k} {v}" for k, v in rival["mean_score"].items()))
        print(
            f"won by the human: {rival['human_won']}, by the {name}: "
            f"{rival[name.lower() + '_won']}, shared: {rival['shared']}"
        )


def _games(n: int) -> str:
    return f"{n} game" if n == 1 else f"{n} games"


class _ProgressBar:
    """A progress bar on stderr, shown only on a terminal and only once a run passes 1 s."""

    WIDTH = 30

    def __init__(self, clock: Stopwatch) -> None:
        self.clock = clock
        self.shown = False
        self.enabled = sys.stderr.isatty()

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled or self.clock.elapsed < 1.0:
            return
        filled = self.WIDTH * done // total
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        sys.stderr.write(f"\r[{bar}] {done}/{total} games")
        sys.stderr.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            sys.stderr.write("\n")


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
