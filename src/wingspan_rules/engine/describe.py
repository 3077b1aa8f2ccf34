"""Readable labels for moves and decisions (frontends, logs, the scenario kit)."""

from __future__ import annotations

from .. import frames as F
from .. import moves as M
from ..catalog import CardSet
from ..enums import Action, Food
from ..model import GameState


def _bird_at(state: GameState | None, cards: CardSet | None, player: int | None, h, c) -> str:
    if state is not None and cards is not None and player is not None:
        row = state.players[player].mat[h]
        if c < len(row):
            return f"{cards.birds[row[c].card].name} ({h.label} {c + 1})"
    return f"the bird in {h.label} column {c + 1}"


def describe_move(move, state: GameState | None = None, cards: CardSet | None = None) -> str:
    """A short English label for ``move``.

    Card names come from ``cards`` (without them a card is "bird #12"); bird positions are
    named only with a ``state``.
    """
    player = None
    if state is not None and state.pending:
        player = state.pending[-1].player

    def bird(card: int) -> str:
        return cards.birds[card].name if cards is not None else f"bird #{card}"

    def bonus(card: int) -> str:
        return cards.bonus_cards[card].name if cards is not None else f"bonus card #{card}"

    kind = type(move)
    if kind is M.KeepBird:
        return f"keep {bird(move.card)}"
    if kind is M.DiscardBird:
        return f"discard {bird(move.card)}"
    if kind is M.DiscardFood:
        return f"discard 1 {move.food.label}"
    if kind is M.KeepBonus:
        return f"keep {bonus(move.card)}"
    if kind is M.PlayBird:
        return f"play {bird(move.card)} in {move.habitat.label}"
    if kind is M.TakeAction:
        return {
            Action.GAIN_FOOD: "gain food",
            Action.LAY_EGGS: "lay eggs",
            Action.DRAW_CARDS: "draw cards",
        }[move.action]
    if kind is M.SpendFood:
        spent = [f"{n} {Food(f).label}" for f, n in enumerate(move.payment) if n]
        return "pay " + (", ".join(spent) or "nothing")
    if kind is M.SpendEgg:
        return f"pay an egg from {_bird_at(state, cards, player, move.habitat, move.column)}"
    if kind is M.TakeDie:
        if len(move.face.foods) > 1:
            return f"take {move.food.label} (from a {move.face.label.replace('_', '/')} die)"
        return f"take {move.food.label}"
    if kind is M.Reroll:
        return "reroll the birdfeeder"
    if kind is M.LayEgg:
        return f"lay an egg on {_bird_at(state, cards, player, move.habitat, move.column)}"
    if kind is M.DrawFromTray:
        if state is not None and cards is not None and player is not None:
            table = state.tables[state.players[player].table]
            card = table.tray[move.slot]
            if card >= 0:
                return f"draw {bird(card)} from the tray"
        return f"draw tray card {move.slot + 1}"
    if kind is M.DrawFromDeck:
        return "draw from the deck"
    if kind is M.DiscardCard:
        return f"discard {bird(move.card)}"
    if kind is M.DiscardEgg:
        return f"discard an egg from {_bird_at(state, cards, player, move.habitat, move.column)}"
    if kind is M.Stop:
        return "stop"
    if kind is M.Skip:
        return "skip"
    if kind is M.UsePower:
        return f"use the power of {_bird_at(state, cards, player, move.habitat, move.column)}"
    if kind is M.Accept:
        return "yes"
    if kind is M.ChooseFood:
        return f"choose {move.food.label}"
    if kind is M.ChooseHabitat:
        return f"move to {move.habitat.label}"
    if kind is M.ChoosePlayer:
        return f"start with player {move.player}"
    if kind is M.ChooseBird:
        return f"repeat {_bird_at(state, cards, player, move.habitat, move.column)}"
    if kind is M.TuckCard:
        return f"tuck {bird(move.card)}"
    if kind is M.TakeCard:
        return f"take {bird(move.card)}"
    return repr(move)


def describe_decision(frame, cards: CardSet | None = None, state: GameState | None = None) -> str:
    """What the player deciding now is asked (birds on a mat are named with a ``state``)."""
    p = f"player {frame.player}"
    kind = type(frame)
    if kind is F.SetupBirds:
        name = cards.birds[frame.dealt[frame.index]].name if cards else "a dealt bird"
        return f"{p}: keep or discard {name} (setup)"
    if kind is F.SetupFood:
        return f"{p}: discard food for the birds kept ({frame.remaining} more)"
    if kind is F.ChooseBonus:
        return f"{p}: keep a bonus card"
    if kind is F.ChooseAction:
        return f"{p}: choose an action"
    if kind is F.PayFood:
        name = cards.birds[frame.card].name if cards else "the bird"
        return f"{p}: pay the food cost of {name}"
    if kind is F.PayEggs:
        return f"{p}: choose a bird to pay an egg from ({frame.remaining} more)"
    if kind is F.TakeFood:
        return f"{p}: take a die from the birdfeeder ({frame.remaining} more)"
    if kind is F.LayEggs:
        return f"{p}: lay an egg ({frame.remaining} more)"
    if kind is F.DrawCards:
        return f"{p}: draw a card ({frame.remaining} more)"
    if kind is F.Conversion:
        what = {
            0: "discard a card for a die",
            1: "pay a food for an egg",
            2: "discard an egg for a card",
        }
        return f"{p}: optionally {what[frame.habitat]}"
    if kind is F.OfferPower:
        kind_word = "pink power" if frame.pink else "power"
        where = _bird_at(state, cards, frame.player, frame.habitat, frame.column)
        return f"{p}: use the {kind_word} of {where}?"
    if kind is F.MayDo:
        return f"{p}: do the optional part of the power?"
    if kind is F.GainChoice:
        return f"{p}: choose a food to gain ({frame.remaining} more)"
    if kind is F.TuckFromHand:
        return f"{p}: choose a card from your hand to tuck ({frame.remaining} more)"
    if kind is F.PayFoodCost:
        return f"{p}: choose a food to discard ({frame.remaining} more)"
    if kind is F.PayEggCost:
        return f"{p}: choose a bird to discard an egg from ({frame.remaining} more)"
    if kind is F.ChooseDestination:
        return f"{p}: choose the habitat to move the bird to"
    if kind is F.ChooseRepeat:
        return f"{p}: choose a bird whose power to repeat"
    if kind is F.PlayAnother:
        return f"{p}: play an additional bird in {frame.habitat.label}"
    if kind is F.ChooseStart:
        return f"{p}: choose the player who starts"
    if kind is F.DraftPick:
        return f"{p}: take one of the cards laid out"
    if kind is F.DiscardFromHand:
        return f"{p}: discard a card from your hand ({frame.remaining} more)"
    return f"{p}: {kind.__name__}"
