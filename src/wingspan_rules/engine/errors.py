"""Illegal moves, and why they are illegal, named after the rule they break."""

from __future__ import annotations

from .._text import plural
from ..effects.board import EGG_COST
from ..effects.catalog import CardSet
from ..effects.hooks import FOR_BIRD, active, extra_food, extra_jokers
from ..effects.payment import can_afford
from ..errors import IllegalMove
from ..state import moves as M
from ..state.enums import Habitat
from ..state.model import ROW_SIZE, GameState
from ..state.protocol import Decision
from .describe import describe_decision
from .modes import variant_for

__all__ = ["IllegalMove", "explain_illegal"]


def explain_illegal(state: GameState, cards: CardSet, move: object, legal: list[M.Move]) -> str:
    """A sentence naming the broken rule, for a ``move`` not among the ``legal`` moves."""

    if not state.pending:
        return "the game is over: no move is legal (rules 5)"
    frame = state.pending[-1]
    asked = describe_decision(frame, cards, state)
    accepted = frame.accepts(state.config) if isinstance(frame, Decision) else ()
    if not isinstance(frame, Decision) or type(move) not in accepted:
        kinds = ", ".join(t.__name__ for t in accepted)
        return f"{type(move).__name__} does not answer the current decision ({asked}); expected one of: {kinds}"
    try:
        reason = _specific_reason(state, cards, frame, move)
    except Exception:  # a move of the right class with ill-typed fields: no rule to name
        return f"{_shown(move)} is not a legal answer: its fields are not of their types ({asked})"
    return f"{reason} ({asked})" if reason else f"{_shown(move)} is not a legal answer ({asked})"


def _shown(move: object) -> str:
    """``repr(move)``, cut short: a move from a stranger may be huge."""
    text = repr(move)
    return text if len(text) <= 200 else text[:200] + "..."


def _specific_reason(state: GameState, cards: CardSet, frame: Decision, move: object) -> str | None:
    # ``move`` is of a type the decision accepts: one of the (final) move classes.
    player = state.players[frame.player]
    if isinstance(move, M.PlayBird):
        return _why_not_playable(state, cards, frame.player, move)
    if isinstance(move, M.TakeDie):
        feeder = state.tables[player.table].feeder
        if move.face not in feeder:
            return f"rules 3.4: no die in the birdfeeder shows {move.face.label}"
        if move.food not in move.face.foods:
            return f"rules 1.4: a {move.face.label} die does not give {move.food.label}"
        return f"this decision does not let you take {move.food.label}"
    if isinstance(move, M.Reroll):
        return "rules 3.5: the birdfeeder may be rerolled only when every die in it shows the same face"
    if isinstance(move, (M.LayEgg, M.SpendEgg, M.DiscardEgg, M.UsePower)):
        row = player.mat[move.habitat] if isinstance(move.habitat, Habitat) else ()
        if not 0 <= move.column < len(row):
            return f"rules 2.1: there is no bird in {Habitat(move.habitat).label} column {move.column + 1}"
        bird = row[move.column]
        card = cards.birds[bird.card]
        if isinstance(move, M.LayEgg) and bird.eggs >= card.egg_limit:
            return (
                f"rules 3.6: {card.name} already holds its limit of {plural(card.egg_limit, 'egg')}"
            )
        if isinstance(move, (M.SpendEgg, M.DiscardEgg)) and not bird.eggs:
            return f"rules 2.2: {card.name} has no egg to discard"
    if isinstance(move, M.DrawFromTray):
        return f"rules 3.7: tray slot {move.slot + 1} is empty"
    if isinstance(move, M.DrawFromDeck):
        return "rules 3.7: the deck and the discard pile are empty"
    if (
        isinstance(move, (M.DiscardCard, M.KeepBird, M.DiscardBird))
        and move.card not in player.hand
    ):
        return "that card is not in your hand"
    if isinstance(move, M.DiscardFood) and not player.food[move.food]:
        return f"you have no {move.food.label} to discard"
    if isinstance(move, M.SpendFood):
        return "rules 3.3: that payment does not pay the cost from your personal supply (2 food may stand in for 1)"
    if isinstance(move, M.KeepBonus):
        return "rules 1.7: keep one of the bonus cards offered"

    return variant_for(state.config).refusal(state, move, frame.player)


def _why_not_playable(state: GameState, cards: CardSet, p: int, move: M.PlayBird) -> str:

    player = state.players[p]
    if not 0 <= move.card < len(cards.birds) or move.card not in player.hand:
        return "rules 3.3: you can only play a bird card from your hand"
    card = cards.birds[move.card]
    if move.habitat not in card.habitats:
        homes = "/".join(h.label for h in card.habitats)
        return f"rules 3.3: {card.name} can only be played in {homes}, not {move.habitat.label}"
    column = player.spaces(move.habitat)
    if column >= ROW_SIZE:
        return f"rules 2.1: the {ROW_SIZE} spaces of your {move.habitat.label} are full"
    marked = player.markers_at(move.habitat, column)  # egg markers pay (Americas)
    if player.total_eggs + marked < EGG_COST[column]:
        return (
            f"rules 2.2: column {column + 1} costs {plural(EGG_COST[column], 'egg')} and your birds "
            f"carry {player.total_eggs}"
            + (f", with {plural(marked, 'egg marker')}" if marked else "")
        )
    extra = extra_food(player, cards, FOR_BIRD)  # with the food of the payment sources (a cache)
    food = tuple(a + b for a, b in zip(player.food, extra, strict=True))
    jokers = extra_jokers(player, cards, FOR_BIRD)  # cached food paying any food (a cache)
    if not can_afford(card.cost, food, active(state.config).payment, jokers):
        return f"rules 3.3: you cannot pay {card.name}'s food cost, even with 2 food for 1"
    return "rules 3.3: this bird cannot be played now"
