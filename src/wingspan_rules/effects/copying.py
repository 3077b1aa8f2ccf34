"""Copying another bird's power (rules 9.3.3): "copy a brown power of a bird in grassland of
player to your left", "copy a white power of a bird of a neighbour", "copy a yellow power of
another bird or a bird of a neighbour"; and a neighbour's bonus card at game end (rules 9.3.4:
"copy 1 bonus card of player to your left", ``CopyBonusCard``); with the decisions they ask.

The copy runs the chosen card's printed power as data: a power context whose ``source`` names
that card (``PowerContext.runs``), so its effects are found by card id and position like any
power's, and a saved game holds no compiled effect. "This bird", "this habitat" and every
choice are the copier's (the copy acts on the copier's own mat, as if the copier had the
power); only the power is copied, never the other card's facts.

A copy may copy a copy (rules 9.3.3 [S]), but never a card whose power is running already
(the copier's own included): a chain of copies ends, one card further each time. While some
players act at once in lanes of their own (Flock), a power done by several players cannot be
copied (the part that waits for a busy player names its bird's own power). A general family:
this module is no part of ``PRIMITIVE_MODULES``; the expansions whose cards use it join it to
the vocabulary (``effects.add_vocabulary``).
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from attrs import field, frozen

from ..state.enums import Habitat, Timing
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.moves import KeepBonus, Move, TakeCard
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ._base import Compiling, Effect, Phrase, PhraseNode, could_run
from .birds import PlayBird
from .board import locate
from .flow import ForPlayers
from .give import CHOSEN, EACH, LEFT, RIGHT, other_player, reached, who_words
from .walk import walk_effects

#: Whose birds a copy chooses among, besides ``give``'s sides: either neighbour.
NEIGHBOURS = "neighbours"

#: The colour words of the powers a copy names, and their timings.
_COLOURS = {
    "brown": Timing.WHEN_ACTIVATED,
    "white": Timing.WHEN_PLAYED,
    "yellow": Timing.GAME_END,
}


def _owners(view: View, actor: int, whose: str, own: bool) -> list[int]:
    """The players whose birds a copy by ``actor`` may choose (``actor`` first with ``own``)."""
    if whose == NEIGHBOURS:
        others = list(dict.fromkeys(reached(view, actor, LEFT) + reached(view, actor, RIGHT)))
    else:
        others = reached(view, actor, whose)
    return ([actor] if own else []) + others


def _running(view: View) -> set[int]:
    """The cards whose power is running now, copied or their own, and the birds running them:
    none of them may be copied (a chain of copies ends)."""
    return {c.runs for c in view.powers} | {c.bird for c in view.powers}


def copyable(
    view: View,
    actor: int,
    bird: int,
    timing: Timing,
    whose: str,
    habitat: Habitat | None,
    own: bool,
) -> list[int]:
    """The cards whose ``timing`` power ``actor``'s bird ``bird`` may copy: birds on the mats
    of the players ``whose`` names (and, with ``own``, ``actor``'s other birds), in
    ``habitat`` if given, in turn order and mat order. A power that plays a bird in a habitat
    where ``bird`` cannot live is not offered (rules 9.3.3)."""
    running = _running(view) | {bird}
    found: list[int] = []
    for q in _owners(view, actor, whose, own):
        for h, _c, on_mat in view.players[q].birds():
            if habitat is not None and h is not habitat:
                continue
            if on_mat.card not in running and may_copy(view, bird, on_mat.card, timing):
                found.append(on_mat.card)
    return found


def may_copy(view: View, bird: int, card: int, timing: Timing) -> bool:
    """Whether ``bird`` may copy the ``timing`` power of ``card`` (wherever it lies): it has
    one, it is not running already, no player acts in a lane of their own while it reaches
    several players (Flock), and it plays no bird where ``bird`` cannot live (rules 9.3.3)."""
    power = view.cards.birds[card].power
    if power is None or power.timing is not timing or not power.effects:
        return False
    if card in _running(view) or card == bird:
        return False
    parts = tuple(walk_effects(power.effects))
    if getattr(view, "lanes", ()) and any(isinstance(e, ForPlayers) for e in parts):
        return False
    lives = (None, *view.cards.birds[bird].habitats)
    return not any(isinstance(e, PlayBird) and e.habitat not in lives for e in parts)


@frozen
class CopyPower(Effect):
    """Run, as if this bird had it, the ``timing`` power of a bird the player chooses: on the
    mat of the players ``whose`` names (``give.LEFT``, ``RIGHT``, ``CHOSEN``: another player,
    ``NEIGHBOURS``: either neighbour), in ``habitat`` if given, and with ``own`` one of the
    player's own other birds too. Nothing happens when there is none; "if you do" holds when a
    power was copied."""

    TAG: ClassVar[str] = "copy-power"

    timing: Timing
    whose: str = NEIGHBOURS
    habitat: Habitat | None = None
    own: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        head = '"copy" "a" WORD "power" "of"'
        bird = ' "a" "bird" ("in" WORD)? "of"'
        return (
            Phrase("copy_power", head + bird + " other_player", cls._of_player),
            Phrase("copy_power_neighbour", head + bird + ' "a" "neighbour"', cls._of_neighbour),
            Phrase(
                "copy_power_own",
                head + ' "another" "bird" "or" "a" "bird" "of" "a" "neighbour"',
                cls._own,
            ),
        )

    @classmethod
    def _timing(cls, node: PhraseNode, ctx: Compiling, word: Any) -> Timing:
        timing = cast(Timing, ctx.lookup(word, "colour of power to copy", _COLOURS))
        if ctx.timing != timing:
            ctx.fail(
                node.pos,
                f"a copied {timing.colour} power runs only from a {timing.colour} power",
                f"write 'power {timing.words}'",
            )
        return timing

    @classmethod
    def _of_player(cls, node: PhraseNode, ctx: Compiling) -> CopyPower:
        *words, who = node.args
        whose = other_player(who, ctx)
        if whose == EACH:
            ctx.fail(node.pos, "a copy copies the power of one bird", "write 'of another player'")
        return cls._of(node, ctx, words, whose)

    @classmethod
    def _of_neighbour(cls, node: PhraseNode, ctx: Compiling) -> CopyPower:
        return cls._of(node, ctx, list(node.args), NEIGHBOURS)

    @classmethod
    def _of(cls, node: PhraseNode, ctx: Compiling, words: list[Any], whose: str) -> CopyPower:
        habitat = ctx.habitat(words[1]) if len(words) > 1 else None
        return cls(cls._timing(node, ctx, words[0]), whose, habitat)

    @classmethod
    def _own(cls, node: PhraseNode, ctx: Compiling) -> CopyPower:
        return cls(cls._timing(node, ctx, node.args[0]), NEIGHBOURS, None, own=True)

    def _choices(self, view: View, p: int, bird: int) -> list[int]:
        return copyable(view, p, bird, self.timing, self.whose, self.habitat, self.own)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        bird = step.power.bird
        step.set_done(False)
        if self._choices(step, actor, bird):
            choice = ChooseCopy(actor, bird, self.timing, self.whose, self.habitat, self.own)
            step.pending.append(choice)

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return bool(self._choices(view, p, bird))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(self._choices(view, p, power.bird))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A power it may copy could change the game, run now on this bird (as the copy runs)."""
        for card in self._choices(view, p, power.bird):
            copied = view.cards.birds[card].power
            if copied is not None and could_run(view, p, power.bird, copied.effects, card):
                return True
        return False

    def describe(self) -> str:
        colour = self.timing.colour
        where = f" in {self.habitat.label}" if self.habitat is not None else ""
        if self.own:
            whose = "another of your birds or of a bird of a neighbour"
        elif self.whose == NEIGHBOURS:
            whose = f"a bird{where} of one of your neighbours"
        elif self.whose == CHOSEN:
            whose = f"a bird{where} of another player"
        else:
            whose = f"a bird{where} of {who_words(self.whose)}"
        return f"use, as if this bird had it, the {colour} power of {whose}"


@frozen
class ChooseCopy(Decision):
    """Which card's ``timing`` power ``bird`` (``player``'s, whose power runs) copies, of
    those ``CopyPower`` with these fields allows; the chosen card is named by its id
    (``TakeCard``), wherever it lies."""

    TAG: ClassVar[str] = "choose-copy"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeCard,)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    timing: Timing = Timing.WHEN_ACTIVATED
    whose: str = field(default=NEIGHBOURS, metadata=PLAIN)
    habitat: Habitat | None = None
    own: bool = False

    def options(self, view: View) -> list[Move]:
        cards = copyable(
            view, self.player, self.bird, self.timing, self.whose, self.habitat, self.own
        )
        return [TakeCard(card) for card in cards]

    def answer(self, step: StepOps, move: TakeCard) -> None:
        step.set_done(True)
        step.run_power(self.player, self.bird, source=move.card)

    def label(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.bird)
        return f"{who}: choose the bird whose power {bird} copies"


# --- the power of a card that lies on no mat ---------------------------------------------------
#: The cards a copy of a card off the mat may name: the card the power revealed, the card
#: tucked last behind this bird.
_OFF_MAT_CARDS = {"revealed": "revealed", "tucked": "tucked", "discarded": "discarded"}


@frozen
class CopyCardPower(Effect):
    """Run, as if this bird had it, the ``timing`` power of a card that lies on no mat: the
        card the power revealed ("copy the brown power of the revealed card", remembered in
        ``slot``; the promo Spotless Starling's) or the card tucked last behind this bird ("... of
        the tucked card", the promo Greater Racket-Tailed Drongo's) or the card a tray discard put
    on the discard pile ("... of the discarded card", the promo Brown Thrasher's, remembered in
    ``slot``). Nothing happens when the card
        has no such power; "if you do" holds when a power was copied."""

    TAG: ClassVar[str] = "copy-card-power"

    timing: Timing
    source: str = "revealed"
    slot: str = ""

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"copy" "the" WORD "power" "of" "the" WORD "card"'
        return (Phrase("copy_card_power", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CopyCardPower:
        colour, which = node.args
        timing = CopyPower._timing(node, ctx, colour)
        source = cast(str, ctx.lookup(which, "card to copy", _OFF_MAT_CARDS))
        if source == "revealed":
            what = "'the revealed card' refers to nothing: no 'reveal 1 card from deck' before it"
            return cls(timing, source, ctx.require("revealed", node.pos, what))
        if source == "discarded":
            what = (
                "'the discarded card' refers to nothing: no 'discard 1 card from tray ...' "
                "before it"
            )
            return cls(timing, source, ctx.require("discarded", node.pos, what))
        return cls(timing, source)

    def card(self, view: View, p: int, power: PowerContext) -> int | None:
        """The card whose power would be copied now (None: no card, or no power to copy)."""
        if self.source in ("revealed", "discarded"):
            cards = power.recall(self.slot)
        else:
            where = locate(view.players[p], power.bird)
            cards = () if where is None else view.players[p].mat[where[0]][where[1]].tucked
        if not cards or not may_copy(view, power.bird, cards[-1], self.timing):
            return None
        return cards[-1]

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        card = self.card(step, actor, step.power)
        step.set_done(card is not None)
        if card is not None:
            step.run_power(actor, step.power.bird, source=card)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.card(view, p, power) is not None

    def describe(self) -> str:
        which = {
            "revealed": "the card turned over",
            "discarded": "the card just discarded",
        }.get(self.source, "the card just tucked")
        return f"use, as if this bird had it, the {self.timing.colour} power of {which}"


# --- a neighbour's bonus card (rules 9.3.4) -----------------------------------------------------
def _bonus_sources(view: View, actor: int, whose: str) -> list[int]:
    """The bonus cards ``actor`` may copy from the player ``whose`` names (none in a game of
    one player: the Automa holds no bonus card of its own to copy, U25)."""
    return [card for q in reached(view, actor, whose) for card in view.players[q].bonus]


@frozen
class CopyBonusCard(Effect):
    """At game end, choose one bonus card of the player ``whose`` names (``give.LEFT`` or
    ``RIGHT``) and score it too, as if it were your own, for your own birds (rules 9.3.4):
    it joins ``Player.copied_bonus``, read by the final scoring. The neighbour keeps and scores
    it as well; in a game of two both neighbours' copies may take the same card. Nothing when
    the neighbour holds none (a solo game: U25)."""

    TAG: ClassVar[str] = "copy-bonus-card"
    #: The power carries the bonus-card icon (its flag is derived from this).
    BONUS_CARDS: ClassVar[bool] = True

    whose: str = LEFT

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"copy" NUMBER "bonus" "card" "of" other_player'
        return (Phrase("copy_bonus_card", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CopyBonusCard:
        count, who = node.args
        ctx.number(count, "the number of bonus cards copied", low=1, high=1)
        whose = other_player(who, ctx)
        if whose not in (LEFT, RIGHT):
            ctx.fail(
                node.pos,
                "a bonus card is copied from a neighbour",
                "write 'of player to your left'",
            )
        if ctx.timing is not Timing.GAME_END:
            ctx.fail(
                node.pos, "a copied bonus card is scored at game end", "write 'power game end'"
            )
        return cls(whose)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        if _bonus_sources(step, actor, self.whose):
            step.pending.append(ChooseBonusCopy(actor, step.power.bird, self.whose))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(_bonus_sources(view, p, self.whose))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(_bonus_sources(view, p, self.whose))

    def describe(self) -> str:
        return (
            f"score one bonus card of {who_words(self.whose)} as if it were yours, for your birds"
        )


@frozen
class ChooseBonusCopy(Decision):
    """Which bonus card of the player ``whose`` names ``player``'s bird ``bird`` copies (shown
    to the copier, rules 9.3.4); the choice is named by the card (``KeepBonus``)."""

    TAG: ClassVar[str] = "choose-bonus-copy"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBonus,)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    whose: str = field(default=LEFT, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        cards = dict.fromkeys(_bonus_sources(view, self.player, self.whose))
        return [KeepBonus(card) for card in cards]

    def answer(self, step: StepOps, move: KeepBonus) -> None:
        step.set_done(True)
        copied = step.players[self.player].copied_bonus
        step.set_player(self.player, copied_bonus=(*copied, move.card))

    def label(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.bird)
        return f"{who}: choose the bonus card {bird} copies"
