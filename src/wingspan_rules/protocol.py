"""What the engine and the card vocabulary agree on: frames, decisions and a power's context.

A game's pending work is a stack of **frames** (``GameState.pending``), each a small frozen
value. Every frame type is one declaration, a class carrying its own behaviour:

* a ``Work`` frame runs by itself: ``run(step)``;
* a ``Decision`` frame waits for ``player``: ``options(view)`` lists the legal moves in a fixed
  order, ``answer(step, move)`` carries one out, ``ACCEPTS`` names the move types that answer it
  (the legal ones are a subset) and ``label(names)`` says in English what is asked.

Each class also declares its ``TAG``, the stable string that names it in saved games. The
engine's loop calls these methods; no table keyed by type is kept by hand anywhere.

A running power keeps what it remembers (the food it just gained, the cards it revealed...) in
a ``PowerContext`` on the state's ``powers`` stack, separate from the control frames: named
``Slot`` values that effects write and read under the names the card compiler gave them.

This module imports nothing of the engine or the card language: the engine, the vocabulary
(``effects``) and the saved-game converter all build on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from attrs import frozen

if TYPE_CHECKING:
    from .moves import Move


class Naming(Protocol):
    """What a label may ask about the game it describes (given by the engine)."""

    def player(self, p: int) -> str: ...
    def bird(self, card: int) -> str: ...
    def bonus(self, card: int) -> str: ...
    def bird_at(self, p: int, habitat: Any, column: int) -> str: ...
    def tray_card(self, p: int, slot: int) -> str | None: ...
    def block(self, power: int, block: tuple[int, ...]) -> str: ...


class Frame:
    """Base of every frame. ``TAG`` names the frame type in saved games, forever."""

    __slots__ = ()
    TAG: ClassVar[str] = ""
    IS_DECISION: ClassVar[bool] = False

    def seen_by(self, viewer: int) -> Frame:
        """This frame as ``viewer`` may see it (hidden cards replaced); itself by default."""
        return self


class Work(Frame):
    """A frame the engine runs by itself, until the next decision."""

    __slots__ = ()

    def run(self, step: Any) -> None:
        raise NotImplementedError(f"{type(self).__name__} does not say how it runs")


class Decision(Frame):
    """A frame that waits for ``player`` to choose one of ``options``."""

    __slots__ = ()
    IS_DECISION: ClassVar[bool] = True
    #: The move types that answer this decision (the legal ones are a subset).
    ACCEPTS: ClassVar[tuple[type, ...]] = ()
    player: int

    def options(self, view: Any) -> list[Move]:
        raise NotImplementedError(f"{type(self).__name__} does not list its options")

    def answer(self, step: Any, move: Any) -> None:
        raise NotImplementedError(f"{type(self).__name__} does not say how it is answered")

    def label(self, names: Naming) -> str:
        raise NotImplementedError(f"{type(self).__name__} does not say what it asks")


#: What a slot holds: its values are card ids, food types, die faces or bird card ids.
SLOT_KINDS = ("cards", "food", "dice", "birds")


@frozen
class Slot:
    """One named value a power remembers (``kind``: one of ``SLOT_KINDS``), as integers.

    Cards in a ``cards`` slot are out of every pile while the power runs (a revealed card, a
    draft's laid-out cards): the game's card count includes them.
    """

    name: str
    kind: str
    values: tuple[int, ...] = ()


@frozen
class PowerContext:
    """A running power: whose (``owner``), on which bird (``bird``, "this bird", whose card's
    power runs), what it remembers (``slots``) and whether its last cost was paid (``done``,
    for "if you do")."""

    owner: int
    bird: int
    slots: tuple[Slot, ...] = ()
    done: bool = True

    def recall(self, name: str) -> tuple[int, ...]:
        """The values remembered under ``name`` (empty if nothing was)."""
        for slot in self.slots:
            if slot.name == name:
                return slot.values
        return ()

    def remember(self, name: str, kind: str, values: tuple[int, ...]) -> PowerContext:
        """A copy with ``name`` set to ``values``."""
        kept = tuple(s for s in self.slots if s.name != name)
        return PowerContext(self.owner, self.bird, kept + (Slot(name, kind, values),), self.done)


def declared(base: type, *modules: Any) -> tuple[type, ...]:
    """The classes deriving from ``base`` that ``modules`` declare, in declaration order.

    Tables of the vocabulary (every effect, every frame, every move) are built with this from
    the modules that declare them, never listed by hand.
    """
    found: list[type] = []
    for module in modules:
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and issubclass(value, base)
                and value.__module__ == module.__name__
                and value.__dict__.get("TAG")
            ):
                found.append(value)
    return tuple(found)
