"""Test kit: build a board in a few readable lines, then look at a state by card names.

``Scenario`` is a board builder in the style of XMage/Forge scenario tests:

    s = Scenario(players=2, seed=0)                      # cards=None: the bundled cards
    s.player(0).hand("Mallard").food(seed=2).bird("forest", "Blue Jay", eggs=1)
    s.feeder("seed", "fish", "invertebrate_seed")
    s.next_rolls("rodent", "fish")                       # the next dice rolled, e.g. a hunt
    state = s.build()                                    # a GameState in Phase.PLAY

Every card stays in exactly one place: named cards are taken out of the deck, and what remains is
shuffled deterministically from ``seed``. Cards asked for by number (``tucked=2``, ``deal(3)``,
the default tray) come from that shuffled remainder, before ``deck_top`` cards are put on top.
Illegal boards are refused with a ``ValueError`` that names the card: a bird outside its printed
habitats, a sixth bird in a row, eggs above a bird's limit, a card used twice.

Then script the moves by their labels, strictly (``Script``): every label must name exactly
one legal move, and the answers must finish the turn, so an unscripted question fails too:

    turn = s.play("gain food", "take fish", "stop")          # or Script(state).play(...)
    assert turn.state.players[0].food[Food.FISH] == 1
    assert turn.events(events.DieTaken)                        # what happened, as events

``s.setup()`` builds the setup phase instead (the dealt birds and bonus cards to keep or
discard); ``s.score_round()`` plays to the end of the round (``Script.finish_round``, answering
with the ``passive`` policy) and returns the round's goal points; ``Script.with_hand`` changes a
hand between turns.

A mode's part of the board is declared by its package (``Variant.SCENARIO``, a
``ScenarioPart`` in the mode's ``scenario.py``): ``Scenario(mode=...)`` makes it, and offers its
methods as the scenario's own (``s.automa()``, ``s.duet_tokens(1, 4)``, ``s.dial(2)``);
``s.mode_part`` is the part itself.

``pending_decision(state)`` describes the pending decision as data (which power, which part, what
it would do); ``testing.hidden`` forces the face-down cards and the dice of a running game
(``Script.with_deck_top``, ``next_rolls``...).

``view(state, cards)`` reads a state back by names (``view(st, cards).player(0).bird("Blue
Jay").eggs``); ``assert_food`` and ``check_conservation`` are small assertion helpers.
"""

from __future__ import annotations

from ..variants._scenario import ScenarioPart
from ..variants.automa.scenario import AutomaBuilder, AutomaView  # the kit's public names
from ._scripting import (
    DecisionRecord,
    Policy,
    Script,
    ScriptError,
    change_hand,
    find_move,
    passive,
    pending_question,
)
from .builders import PlayerBuilder, TableBuilder
from .cards import core_cards, core_cards_with, plain_bird
from .checks import assert_food, check_conservation
from .decisions import PendingDecision, pending_decision
from .scenario import Scenario
from .views import BirdView, PlayerView, StateView, view

__all__ = [
    "AutomaBuilder",
    "AutomaView",
    "BirdView",
    "TableBuilder",
    "DecisionRecord",
    "Script",
    "ScriptError",
    "find_move",
    "pending_question",
    "PlayerBuilder",
    "PendingDecision",
    "PlayerView",
    "Policy",
    "Scenario",
    "ScenarioPart",
    "StateView",
    "assert_food",
    "change_hand",
    "check_conservation",
    "core_cards",
    "core_cards_with",
    "passive",
    "pending_decision",
    "plain_bird",
    "view",
]
