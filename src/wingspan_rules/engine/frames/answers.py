"""The answers the base game's decisions share, built once."""

from __future__ import annotations

from ...state.moves import (
    Accept,
    Skip,
    Stop,
)

_STOP = Stop()
_SKIP = Skip()
_ACCEPT = Accept()
