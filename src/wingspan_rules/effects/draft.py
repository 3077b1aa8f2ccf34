"""Drafting (rules 3.7, a pink-free "each player chooses one"): cards drawn into a pool, then
chosen one at a time by the players in turn order."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.events import CardDrawn, CardRevealed
from ..state.fields import PLAIN, PLAYER
from ..state.moves import (
    DrawFromDeck,
    DrawFromTray,
    Move,
    TakeCard,
)
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    Compiling,
    Effect,
    Phrase,
    PhraseNode,
    Zone,
)
from .board import can_draw, draw_options


# --- drafting ---------------------------------------------------------------------------------
@frozen
class Draft(Effect):
    """Draw (players + ``extra``) cards, all of them, into the slot ``into``; each player from
    you clockwise keeps 1; you keep the rest (rules 10.1 #1).

    A rival at the table that is not a player (the Automa) counts among the players for the
    number of cards, and its card is discarded when the power ends (rules 6.6: against the
    Automa, "players + 1" draws 3, keeps 2 and discards 1).
    """

    TAG: ClassVar[str] = "draft"

    extra: int = 1
    source: Zone = Zone.TRAY_OR_DECK
    into: str = "revealed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("draft", '"draft" "players" "+" NUMBER _cards', cls._from_draft),)

    @classmethod
    def _from_draft(cls, node: PhraseNode, ctx: Compiling) -> Draft:
        return cls(ctx.amount(node.args[0]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        # Players choose one after another: the base game lays out one pool for everyone (and
        # a card for each seat of a rival that is no player, the Automa's, discarded); in
        # Flock mode each group lays out its own, from its own tray or deck (rules 8.2), and
        # a group that must wait for a player's turn to end does its part then.
        parts = step.turn_order_parts(actor, actor)
        for players, after in reversed(parts):
            mine = actor in players
            extra = self.extra if mine else 0
            seats = len(players) + (step.rival_seats() if mine else 0)
            lays = actor if mine else players[0]
            frames = (
                *(DraftPick(q, self.into) for q in reversed(players + (actor,) * extra)),
                DrawIntoPool(lays, seats + extra, self.into),
            )
            if after is None:
                step.pending.extend(frames)
            else:
                step.run_later(after, players, (), frames=frames)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Cards are laid out: the tray, the deck or the discard pile holds one."""
        return can_draw(view, p)

    def describe(self) -> str:
        return (
            f"draw as many bird cards as there are players, plus {self.extra}; going clockwise "
            "from you, each player keeps one, and you keep what is left"
        )


@frozen
class DrawIntoPool(Decision):
    """Lay out a draft's cards one at a time, each from the tray or the deck (all of them)."""

    TAG: ClassVar[str] = "draw-into-pool"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DrawFromTray, DrawFromDeck)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    into: str

    def options(self, view: View) -> list[Move]:
        return draw_options(view, self.player, stop=False)

    def answer(self, step: StepOps, move: DrawFromTray | DrawFromDeck) -> None:
        p = self.player
        t = step.players[p].table
        if isinstance(move, DrawFromTray):
            card: int | None = step.take_from_tray(t, move.slot)
        else:
            card = step.draw_from_deck(t)
        assert card is not None, "the deck is offered only while it or the discard pile has cards"
        step.remember(self.into, "cards", step.recall(self.into) + (card,))
        step.emit(CardRevealed(p, card))
        step.set_done(True)
        if self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: lay out a card ({self.remaining} more)"


@frozen
class DraftPick(Decision):
    """Take one of the laid-out cards (remembered in the slot ``pool``)."""

    TAG: ClassVar[str] = "draft-pick"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeCard,)

    player: int = field(metadata=PLAYER)
    pool: str = "revealed"

    def options(self, view: View) -> list[Move]:
        return [TakeCard(card) for card in view.powers[-1].recall(self.pool)]

    def answer(self, step: StepOps, move: TakeCard) -> None:
        left = tuple(c for c in step.recall(self.pool) if c != move.card)
        step.remember(self.pool, "cards", left)
        step.add_to_hand(self.player, move.card, public=True)  # laid out face up
        step.emit(CardDrawn(self.player, move.card, "draft"))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: take one of the cards laid out"
