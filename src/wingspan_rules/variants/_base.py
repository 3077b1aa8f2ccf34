"""The base class of a mode's rules, declared by the engine (``engine.modes``), re-exported for
the mode packages."""

from __future__ import annotations

from ..engine.modes import VARIANTS, Variant, untrusted_config_problem, variant_for

__all__ = ["VARIANTS", "Variant", "untrusted_config_problem", "variant_for"]
