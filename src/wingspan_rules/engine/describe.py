"""Readable labels for moves and decisions (frontends, logs, the scenario kit).

Every move and every decision says in English what it is (their ``label`` methods); this module
gives them the names they need: ``Names`` answers with card names from the card set and, with
a state, the birds on its mats and the cards in its tray.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..effects import effects_at
from ..effects.catalog import CardSet
from ..engine.observation import Observation
from ..state.enums import Habitat
from ..state.model import HIDDEN, GameState
from ..state.moves import Move
from ..state.protocol import Decision, Frame
from .modes import variant_for


class Names:
    """The ``Naming`` of a game: cards by name, birds on a mat by name and position.

    Without ``cards`` a card is "bird #12"; without a ``state`` a bird on a mat is named by its
    position only. ``players``: the players' names, in seat order (default "player 0", ...).
    ``deciding``: the player a move's "your bird" refers to. A card hidden from an observer
    (``HIDDEN``) is "a hidden card".
    """

    __slots__ = ("cards", "state", "deciding", "players")

    def __init__(
        self,
        cards: CardSet | None,
        state: GameState | Observation | None = None,
        players: Sequence[str] | None = None,
    ) -> None:
        self.cards = cards
        self.state = state
        self.players = tuple(players) if players is not None else ()
        pending = state.pending if state is not None else ()
        if state is not None and state.lanes and not (pending and pending[-1].IS_DECISION):
            # Players acting at once (Flock), seen from no lane: the first lane deciding.
            tops = [lane.pending[-1] for lane in state.lanes if lane.pending]
            pending = tuple(f for f in tops if f.IS_DECISION)[:1]
        self.deciding: int | None = getattr(pending[-1], "player", None) if pending else None

    def player(self, p: int) -> str:
        if 0 <= p < len(self.players):
            return self.players[p]
        return f"player {p}"

    def bird(self, card: int) -> str:
        if card == HIDDEN:
            return "a hidden card"
        if self.cards is None or not 0 <= card < len(self.cards.birds):
            return f"bird #{card}"
        return self.cards.birds[card].name

    def bonus(self, card: int) -> str:
        if card == HIDDEN:
            return "a hidden bonus card"
        if self.cards is None or not 0 <= card < len(self.cards.bonus_cards):
            return f"bonus card #{card}"
        return self.cards.bonus_cards[card].name

    def hummingbird(self, card: int) -> str:
        """A hummingbird card by name (``CardSet.hummingbirds``; "a face-down hummingbird"
        for one hidden from an observer)."""
        if card == HIDDEN:
            return "a face-down hummingbird"
        if self.cards is None or not 0 <= card < len(self.cards.hummingbirds):
            return f"hummingbird #{card}"
        return self.cards.hummingbirds[card].name

    def goal(self, side: int) -> str:
        if self.cards is None or not 0 <= side < len(self.cards.goal_sides):
            return f"goal #{side}"
        return self.cards.goal_sides[side].name

    def round_goal(self, round: int) -> str:
        own = (
            variant_for(self.state.config).round_goal_name(self.state, round)
            if self.state
            else None
        )
        if own is not None:  # a mode's own goals (Duet, rules 8.1)
            return own
        if self.state is None or not 1 <= round <= len(self.state.goals):
            return f"the round {round} goal"
        return self.goal(self.state.goals[round - 1])

    def bird_at(self, p: int | None, habitat: Habitat, column: int) -> str:
        h = Habitat(habitat)
        owner = self.deciding if p is None else p
        if self.state is not None and self.cards is not None and owner is not None:
            row = self.state.players[owner].mat[h]
            if 0 <= column < len(row):
                return f"{self.bird(row[column].card)} ({h.label} {column + 1})"
        return f"the bird in {h.label} column {column + 1}"

    def tray_card(self, p: int | None, slot: int) -> str | None:
        owner = self.deciding if p is None else p
        if self.state is None or self.cards is None or owner is None:
            return None
        tray = self.state.tables[self.state.players[owner].table].tray
        if 0 <= slot < len(tray) and tray[slot] >= 0:
            return self.bird(tray[slot])
        return None

    def block(self, power: int, block: tuple[int, ...]) -> str:
        """The English of a block of a running power's effects."""
        if self.state is None or self.cards is None or not 0 <= power < len(self.state.powers):
            return "the optional part of the power"
        bird = self.cards.birds[self.state.powers[power].runs]
        if bird.power is None:
            return "the optional part of the power"
        effects = effects_at(bird.power.effects, block)
        return ", then ".join(e.describe() for e in effects) or "nothing"

    def space(self, space: int) -> str:
        """A space of the mode's own board with what it shows (``Variant.space_name``); by its
        number alone without a state."""
        if self.state is None:
            return f"space {space}"
        return variant_for(self.state.config).space_name(self.state.config, space)


def describe_move(
    move: Move, state: GameState | Observation | None = None, cards: CardSet | None = None
) -> str:
    """A short English label for ``move``.

    Card names come from ``cards`` (without them a card is "bird #12"); bird positions are
    named only with a ``state``.
    """
    return str(move.label(Names(cards, state)))


def describe_decision(
    frame: Frame | GameState | Observation,
    cards: CardSet | None = None,
    state: GameState | Observation | None = None,
) -> str:
    """What the player deciding is asked, naming birds on a mat as ``describe_move`` does
    ("use the pink power of Belted Kingfisher (wetland 1)?").

    Give the state (or an observation of it): ``describe_decision(state, cards)`` describes its
    pending decision. A frame alone (``describe_decision(frame, cards, state)``) is described
    in that state; without a state, a bird on a mat can only be named by its place ("the bird
    in wetland column 1").
    """
    if isinstance(frame, GameState | Observation):
        state = frame
        if not state.pending:
            return "the game is over"
        frame = state.pending[-1]
    if not isinstance(frame, Decision):
        return f"the engine is running {type(frame).__name__}"
    return frame.label(Names(cards, state))


__all__ = ["Names", "describe_decision", "describe_move"]
