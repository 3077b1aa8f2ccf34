"""Text for people: a board, the story of a step's events, the scores; plain or in colour.

    print(render(state))                 # the whole game, every card shown
    print(render(state, player=1))       # what player 1 may see (their observation)
    for line in narrate(state, players=["Ann", "Bob"]):
        print(line)                      # "Bob played Mallard in wetland, paying 1 seed"

Everything here returns plain text. With ``markup=True`` the text carries `rich
<https://rich.readthedocs.io>`_ console markup (colours for foods and habitats, bold names)
instead; ``Terminal`` prints it in colour when rich is installed (the ``terminal`` extra) and
the output is a terminal, and as plain text otherwise. Events narrate themselves (each event
class declares ``narrate``); this module only joins a bird's costs to the bird ("..., paying
1 seed") and drops the events that have nothing to add.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import IO, TYPE_CHECKING

from .._text import plural
from ..api import rules_for
from ..effects.bird_records import tucked_other
from ..effects.catalog import CardSet
from ..effects.hooks import CardZone, active
from ..engine.core import current_players, focus
from ..engine.describe import Names
from ..engine.observation import Observation, observe
from ..engine.registry import VARIANTS, variant_for
from ..engine.scoring import PlayerScore, RivalScore, score_label
from ..state.enums import Food, Habitat
from ..state.events import Event
from ..state.model import HIDDEN, GameState, Phase, Player
from ..state.narration import food_words, listing
from ..state.protocol import Decision

if TYPE_CHECKING:
    from ..engine import Rules

__all__ = ["Terminal", "narrate", "narrate_events", "render", "render_scores"]

_FOOD_COLOURS = {
    Food.INVERTEBRATE: "magenta",
    Food.SEED: "yellow",
    Food.FISH: "blue",
    Food.FRUIT: "red",
    Food.RODENT: "white",
    Food.NECTAR: "bright_magenta",
}
_HABITAT_COLOURS = {Habitat.FOREST: "green", Habitat.GRASSLAND: "yellow", Habitat.WETLAND: "cyan"}
_FOOD_WORD = re.compile(r"\b(invertebrate_seed|invertebrate|seed|fish|fruit|rodent|nectar)\b")


class _Style:
    """Plain text, or rich console markup (every piece of text escaped)."""

    def __init__(self, markup: bool) -> None:
        self.markup = markup

    def text(self, s: str) -> str:
        return s.replace("[", "\\[") if self.markup else s

    def wrap(self, s: str, style: str) -> str:
        return f"[{style}]{self.text(s)}[/{style}]" if self.markup else s

    def bold(self, s: str) -> str:
        return self.wrap(s, "bold")

    def dim(self, s: str) -> str:
        return self.wrap(s, "dim")

    def habitat(self, h: Habitat) -> str:
        return self.wrap(h.label, _HABITAT_COLOURS[h])

    def foods(self, s: str) -> str:
        """``s`` with each food word in its colour."""
        if not self.markup:
            return s
        out, last = [], 0
        for m in _FOOD_WORD.finditer(s):
            out.append(self.text(s[last : m.start()]))
            word = m.group(1)
            colour = _FOOD_COLOURS.get(Food.__members__.get(word.upper(), Food.SEED), "yellow")
            out.append(f"[{colour}]{word}[/{colour}]")
            last = m.end()
        out.append(self.text(s[last:]))
        return "".join(out)


def _cards(state: GameState | Observation, rules: Rules | None) -> CardSet:
    if rules is not None:
        rules.check_view(state)
        return rules.cards

    return rules_for(state).cards


def _describe_decision(state: GameState | Observation, names: Names) -> str:
    """What is asked now, with the players' names (every question, when several players
    decide at once in Flock mode)."""

    if state.lanes:
        asked = []
        for p in current_players(state):
            view = focus(state, p)
            top = view.pending[-1]
            if isinstance(top, Decision):
                asked.append(top.label(Names(names.cards, view, names.players)))
        return "; ".join(asked)
    if not state.pending or not isinstance(state.pending[-1], Decision):
        return ""
    return state.pending[-1].label(names)


def render(
    state: GameState | Observation,
    player: int | None = None,
    *,
    rules: Rules | None = None,
    players: Sequence[str] | None = None,
    markup: bool = False,
) -> str:
    """A readable board: round and turn, the decision asked now, the goals and their points,
    the birdfeeder, the tray and the piles, then each player's mat (birds with their eggs,
    cached food and tucked cards), food, hand and bonus cards.

    ``player``: show only what that player may see (``observation(state, player)``: other
    hands and bonus cards hidden, their sizes shown). An ``Observation`` is shown as its viewer
    sees it. Without either, the whole state is shown, every hand included (for a referee, a
    replay or a test). ``rules``: the game's rules (default: the bundled cards); ``players``:
    the players' names; ``markup``: rich console markup instead of plain text.
    """
    cards = _cards(state, rules)
    if player is not None:
        if type(state) is Observation:
            if player != state.viewer:
                raise ValueError(
                    f"this observation is player {state.viewer}'s view, not player {player}'s"
                )
        else:
            state = observe(state, player)
    names = Names(cards, state, players)
    style = _Style(markup)
    lines = _header(state, names, style)
    lines.append("")
    lines += _goals(state, names, style)
    lines.append("")
    lines += _table(state, names, style)
    for p, pl in enumerate(state.players):
        lines.append("")
        lines += _player(state, p, pl, names, style)
    for section in variant_for(state.config).text_sections(state, names, style):
        lines.append("")
        lines += section
    return "\n".join(lines)


def _header(state: GameState | Observation, names: Names, style: _Style) -> list[str]:
    if state.phase is Phase.SETUP:
        where = "Setup"
    elif state.phase is Phase.OVER:
        where = "The game is over"
    elif len(state.active_players) > 1:  # Flock: the dial points at two players
        active = listing([names.player(p) for p in state.active_players])
        where = f"Round {state.round} of 4, turn {state.turn + 1}: {active} play"
    else:
        active = names.player(state.active_player)
        where = f"Round {state.round} of 4, turn {state.turn + 1}: {active}'s turn"
    if type(state) is Observation:
        where += f" (as {names.player(state.viewer)} sees it)"
    lines = [style.bold(where)]
    asked = _describe_decision(state, names)
    if asked:
        lines.append("Now: " + style.text(asked))
    return lines


def _goals(state: GameState | Observation, names: Names, style: _Style) -> list[str]:
    variant = variant_for(state.config)
    own = variant.text_goals(state, names, style)
    if own is not None:
        return own
    board = state.config.goal_board.value
    lines = [style.bold(f"Goals ({board} board)")]
    width = max((len(names.goal(g)) for g in state.goals), default=0)
    for r, side in enumerate(state.goals, start=1):
        goal = names.goal(side).ljust(width)
        if r <= len(state.goal_points):
            points = state.goal_points[r - 1]
            result = ", ".join(f"{names.player(p)} {n}" for p, n in enumerate(points))
            result += variant.text_goal_result(state, r)
        elif state.phase is Phase.PLAY and r == state.round:
            result = "this round"
        else:
            result = ""
        if r in state.cancelled_rounds:  # its tile cached on a bird (promos, rules 9.6)
            result = f"{result} (tile cached: no goal)".lstrip()
        lines.append(f"  round {r}  {style.text(goal)}  {style.text(result)}".rstrip())
    return lines


def _table(state: GameState | Observation, names: Names, style: _Style) -> list[str]:
    lines = []
    for t, table in enumerate(state.tables):
        prefix = f"Table {t + 1} " if len(state.tables) > 1 else ""
        kinds = table.feeder_kinds  # each die's kind where they mix (Flock with Oceania)
        feeder = ", ".join(
            f"{f.label} ({kinds[i]} die)" if kinds else f.label for i, f in enumerate(table.feeder)
        )
        feeder = feeder or "empty"
        n = len(table.outside)
        outside = f" ({n} {'die' if n == 1 else 'dice'} outside)" if n else ""
        lines.append(f"{prefix}Birdfeeder: " + style.foods(feeder) + outside)
        tray = [names.bird(c) if c >= 0 else "(empty)" for c in table.tray]
        lines.append(f"{prefix}Tray: " + style.text(" | ".join(tray)))
        top = f", {names.bird(table.discard[-1])} on top" if table.discard else ""
        lines.append(
            f"{prefix}Deck: {plural(len(table.deck), 'card')}; discard pile: {len(table.discard)}"
            + style.text(top)
            + f"; bonus deck: {len(table.bonus_deck)}"
        )
    if state.tables and names.cards is not None:  # the table's zones of an expansion's cards
        lines += _table_zones(state, names.cards, style)
    return lines


def _table_zones(state: GameState | Observation, cards: CardSet, style: _Style) -> list[str]:
    """The zones of cards of a kind on the (first) table that the game's expansions declare
    (the Americas hummingbird deck, garden piles and discard pile): a face-down one by its
    count, a face-up one by its cards, the top last."""
    table = state.tables[0]
    lines = []
    for zone in active(state.config).zones:
        if zone.shared and zone.kind:
            held = _zone_held_cards(table.zone(zone.name), zone, cards)
            lines.append(f"{zone.label or zone.name}: " + style.text(held))
    return lines


def _player(
    state: GameState | Observation, p: int, player: Player, names: Names, style: _Style
) -> list[str]:
    cards = names.cards
    assert cards is not None
    title = names.player(p)
    if names.player(p) != f"player {p}":
        title += f" (player {p})"
    you = type(state) is Observation and state.viewer == p
    facts = [
        "food: " + style.foods(food_words(player.food)),
        f"birds: {player.bird_count}",
        f"eggs: {player.total_eggs}",
    ]
    if state.phase is Phase.PLAY:
        facts.append(f"cubes used: {player.cubes_used}")
    head = style.bold(title + (" (you)" if you else ""))
    lines = [head + "  " + "; ".join(facts)]
    # an expansion's zones, public: those of a row beside it (Oceania's spent nectar, the
    # Americas hummingbird space), a zone of cards by their names
    zones = {z.name: z for z in active(state.config).zones}
    by_row: dict[Habitat, list[CardZone]] = {}
    for z in zones.values():
        if z.habitat is not None:
            by_row.setdefault(z.habitat, []).append(z)
    behind = tucked_other(state.config, player)  # a hummingbird tucked behind a bird
    for h in Habitat:
        row = player.mat[h]
        birds = [
            _bird(
                b.card, b.eggs, b.cached, len(b.tucked) + behind[b.card], cards, style, b.sideways
            )
            for b in row
        ]
        shown = " | ".join(birds) if birds else style.dim("-")
        for zone in by_row.get(h, ()):
            shown += style.dim(f"  [{zone.label or zone.name} {_zone_held(player, zone, cards)}]")
        lines.append(f"  {style.habitat(h)}{' ' * (10 - len(h.label))}{shown}")
    lines.append("  hand: " + _cards_held(player.hand, names.bird, "card", style))
    lines.append("  bonus: " + _cards_held(player.bonus, names.bonus, "bonus card", style))
    others = [
        (zones[n].label if n in zones and zones[n].label else n, held)
        for n, held in player.zones
        if n not in zones or zones[n].habitat is None
    ]
    if others:
        lines.append("  zones: " + ", ".join(f"{name} {len(held)}" for name, held in others))
    if player.egg_markers:  # egg markers on empty slots (Americas), public
        marked = ", ".join(f"{h.label} column {c + 1}" for h, c in player.egg_markers)
        lines.append("  egg markers: " + marked)
    return lines


def _bird(
    card: int,
    eggs: int,
    cached: tuple[int, ...],
    tucked: int,
    cards: CardSet,
    style: _Style,
    sideways: bool = False,
) -> str:
    bird = cards.birds[card]
    extra = ["sideways, 2 spaces"] if sideways else []
    extra += [f"eggs {eggs}/{bird.egg_limit}"] if bird.egg_limit else []
    if any(cached):
        extra.append("cached " + food_words(cached))
    if tucked:
        extra.append(f"{tucked} tucked")
    details = f" ({'; '.join(extra)})" if extra else ""
    return style.bold(bird.name) + style.foods(details)


def _cards_held(held: tuple[int, ...], name: Callable[[int], str], kind: str, style: _Style) -> str:
    """``(3) Mallard, Killdeer, 1 hidden``; ``none`` for no card."""
    if not held:
        return style.dim("none")
    seen = [name(c) for c in held if c != HIDDEN]
    hidden = len(held) - len(seen)
    parts = [style.text(", ".join(seen))] if seen else []
    if hidden:
        parts.append(style.dim(f"{hidden} hidden"))
    if not seen:
        return parts[0]
    return f"({len(held)}) " + ", ".join(parts)


# --- events ---------------------------------------------------------------------------------
def narrate(
    state: GameState | Observation,
    *,
    rules: Rules | None = None,
    players: Sequence[str] | None = None,
    markup: bool = False,
) -> list[str]:
    """What the step that made ``state`` did, one sentence per line ("Bob played Mallard in
    wetland, paying 1 seed"). An observation tells only what its viewer may know ("Bob took a
    card from the deck")."""
    names = Names(_cards(state, rules), state, players)
    return narrate_events(state.events, names, markup=markup)


def narrate_events(
    events: Iterable[Event], names: Names, *, markup: bool = False, indent: str = ""
) -> list[str]:
    """Sentences for ``events`` (a step's, or a whole log's), named by ``names``.

    A cost paid for a bird (``FoodPaid``, ``EggPaid``: events with a ``cost``) is told with the
    bird ("..., paying 1 seed and an egg from Killdeer"); events with nothing to add (the end
    of a turn) are left out. An event class that does not narrate itself is told by its tag
    and fields. ``indent`` goes before every sentence but those starting a part of the game
    (events declaring ``HEADLINE``: a round, a turn).
    """
    style = _Style(markup)
    lines: list[str] = []
    costs: list[Event] = []

    def flush() -> None:
        lines.extend(indent + style.foods(_sentence(e, names)) for e in costs)
        costs.clear()

    for event in events:
        if hasattr(event, "cost"):
            costs.append(event)
            continue
        text = _sentence(event, names)
        player = getattr(event, "player", None)
        if (
            costs
            and getattr(event, "PAID_FOR", False)
            and {_player_of(c) for c in costs} == {player}
        ):
            paid = listing([c.cost(names) for c in costs])  # type: ignore[attr-defined]
            text = f"{text}, paying {paid}"
            costs.clear()
        flush()
        if text:
            headline = getattr(event, "HEADLINE", False)
            lines.append(style.bold(text) if headline else indent + style.foods(text))
    flush()
    return lines


def _player_of(event: Event) -> int | None:
    return getattr(event, "player", None)


def _sentence(event: Event, names: Names) -> str:
    narrate = getattr(event, "narrate", None)
    if narrate is not None:
        return str(narrate(names))
    import attrs

    fields = ", ".join(f"{a.name} {getattr(event, a.name)!r}" for a in attrs.fields(type(event)))  # type: ignore[arg-type]
    return f"{getattr(event, 'TAG', type(event).__name__)}: {fields}"


# --- scores ---------------------------------------------------------------------------------
_CATEGORIES = ("birds", "bonus", "goals", "eggs", "cached", "tucked")


def render_scores(
    scores: Sequence[PlayerScore],
    players: Sequence[str] | None = None,
    *,
    markup: bool = False,
    automa: RivalScore | None = None,
    rival: RivalScore | None = None,
) -> str:
    """A score table: one row per player, by category, with totals, unused food and ranks;
    with ``rival``, the score of the mode's rival that is no player (``Rules.rival_score``:
    the Automa's), a row for it as its mode shows it (``Variant.score_row``: the Automa's
    face-down birds' points counted with its birds, rules 6.5). ``automa``: the same, under
    the keyword's first name (the public signature)."""
    rival = rival if rival is not None else automa
    style = _Style(markup)
    names = Names(None, None, players)
    who = [names.player(p) for p in range(len(scores))]
    width = max([6, *(len(w) for w in who)])
    # The score categories the game's mode declares (Duet's map, rules 8.1) follow when
    # anyone scores them, then those of the game's expansions, under their labels.
    own = tuple(name for name, _points in scores[0].mode_extra) if scores else ()
    scored = tuple(c for c in own if any(s.points(c) for s in scores))
    declared = tuple(name for name, _points in scores[0].extra) if scores else ()
    labels = (*_CATEGORIES, *(score_label(c) for c in (*scored, *declared)))
    categories = (*_CATEGORIES, *scored, *declared)
    head = "player".ljust(width) + "".join(f"{c:>8}" for c in (*labels, "total", "food"))
    lines = [style.bold(head + "    rank")]
    for name, s in zip(who, scores, strict=True):
        row = name.ljust(width) + "".join(f"{s.points(c):>8}" for c in categories)
        row += f"{s.total:>8}{s.food_left:>8}    {s.rank}"
        lines.append(style.bold(row) if s.rank == 1 else style.text(row))
    if rival is not None:
        lines.append(_rival_row(rival, width, style))
    return "\n".join(lines)


def _rival_row(rival: RivalScore, width: int, style: _Style) -> str:
    """The score table's row of a rival that is no player, as its mode declares it."""
    rows = (v.score_row(rival, _CATEGORIES) for v in VARIANTS.values())
    shown = next((r for r in rows if r is not None), None)
    if shown is None:
        raise ValueError(f"no mode shows a rival's score of type {type(rival).__name__}")
    label, values = shown
    row = label.ljust(width) + "".join(f"{v:>8}" for v in values)
    row += f"{rival.total:>8}{rival.food_left:>8}    {rival.rank}"
    return style.bold(row) if rival.rank == 1 else style.text(row)


# --- the terminal ---------------------------------------------------------------------------
def colour_available(stream: IO[str]) -> bool:
    """Whether ``stream`` gets colour: rich is installed, the stream is a terminal, and
    ``NO_COLOR`` is not set."""
    if os.environ.get("NO_COLOR"):
        return False
    try:
        import rich  # noqa: F401
    except ImportError:
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class Terminal:
    """Prints text made with ``markup=self.markup``: in colour through rich, or plain.

    ``colour=None`` decides by itself (``colour_available``).
    """

    def __init__(self, stream: IO[str] | None = None, colour: bool | None = None) -> None:
        self.stream = stream if stream is not None else sys.stdout
        self.markup = colour_available(self.stream) if colour is None else colour
        self._console = None
        if self.markup:
            from rich.console import Console

            self._console = Console(file=self.stream, highlight=False, soft_wrap=True)

    def print(self, text: str = "") -> None:
        if self._console is not None:
            self._console.print(text)
        else:
            self.stream.write(text + "\n")
            self.stream.flush()


def _zone_held(player: Player, zone: CardZone, cards: CardSet) -> str:
    """What ``player``'s ``zone`` holds, in words: the names of its cards for a face-up zone
    of cards of a kind (a hummingbird space; "-" when empty), else its count."""
    return _zone_held_cards(player.zone(zone.name), zone, cards)


def _zone_held_cards(held: tuple[int, ...], zone: CardZone, cards: CardSet) -> str:
    """The cards ``held`` in ``zone``, in words: their names for a face-up zone of cards of a
    kind ("-" when empty), else their count."""
    if not zone.kind or zone.hidden:
        return str(len(held))
    of_kind = cards.of_kind(zone.kind)
    return ", ".join(of_kind[c].name for c in held if 0 <= c < len(of_kind)) or "-"
