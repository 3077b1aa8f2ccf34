"""What the views lend a mode to show its own part of a game: the helpers' shapes.

A mode shows its own state (the Duet map, the Automa's side of the table) through hooks of
``engine.modes.Variant``, called by the views (``views.text``, ``views.json_view``) and the
view's JSON Schema (``schemas.view``). Those adapters sit above the modes, so a mode never
imports them: each adapter passes its helpers in, typed by the protocols of this module (cards
by name come as the engine's own ``describe.Names``).
"""

from __future__ import annotations

from typing import Any, Protocol

__all__ = ["CardFacts", "SchemaParts", "TextStyle"]


class TextStyle(Protocol):
    """Plain text or console markup (``views.text``): every piece of text goes through it."""

    def text(self, s: str) -> str:
        """``s`` as plain text (escaped for the markup)."""
        ...

    def bold(self, s: str) -> str: ...

    def dim(self, s: str) -> str: ...


class CardFacts(Protocol):
    """Cards as the JSON view shows them (``views.json_view``): ``{"id": 12, "name": ...}``,
    or None for a card hidden from the viewer (or none)."""

    def bird(self, card: int) -> dict[str, Any] | None: ...

    def bonus(self, card: int) -> dict[str, Any] | None: ...

    def goal(self, side: int) -> dict[str, Any]: ...


class SchemaParts(Protocol):
    """The JSON Schema's building blocks (``schemas.view``): an object whose every property
    is required and no other allowed, and a reference to one of the schema's definitions
    (``card_or_hidden``, ``bonus_card_or_hidden``, ``goal``)."""

    def obj(self, properties: dict[str, Any], description: str | None = None) -> dict[str, Any]: ...

    def ref(self, name: str) -> dict[str, Any]: ...
