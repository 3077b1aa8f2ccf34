"""The base class of every event (``BaseEvent``) and the type of a field holding any event
(``Event``): what the base game's events (``state.events``, ``state.power_events``), the
modes' (``variants/<mode>/events.py``) and the expansions' (``Expansion.events``) build on."""

from __future__ import annotations

from typing import ClassVar, TypeAlias


class BaseEvent:
    """Base of every event. ``TAG`` names the event type in saved games, forever; what each
    player sees of it is declared here (``seen_by``), on the event that hides something."""

    __slots__ = ()
    TAG: ClassVar[str] = ""
    #: Whether the event, another player's, goes unseen while setup lasts: their setup choices
    #: are revealed only once everyone has chosen (rules 1.7).
    SECRET_IN_SETUP: ClassVar[bool] = False

    def seen_by(self, viewer: int, setup: bool) -> Event | None:
        """This event as ``viewer`` sees it (its hidden cards ``HIDDEN``), or None if they do
        not even see it happen (``setup``: setup lasts). By default everyone sees it whole,
        but another player's ``SECRET_IN_SETUP`` event not at all during setup."""
        if setup and self.SECRET_IN_SETUP and getattr(self, "player", viewer) != viewer:
            return None
        return self


#: A field that holds any event, the base game's, a mode's or an expansion's (the save
#: converter reads and writes it as the tagged union of ``wingspan_rules.events.EVENT_TYPES``).
Event: TypeAlias = BaseEvent
