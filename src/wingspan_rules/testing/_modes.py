"""A mode's part of the kit, found generically: the ``ScenarioPart`` its ``Variant`` declares
(``Variant.SCENARIO``, in the mode's ``scenario.py``), or the base game's, which adds nothing."""

from __future__ import annotations

from ..state.model import GameConfig
from ..variants import variant_for
from ..variants._scenario import ScenarioPart


def part_class(config: GameConfig) -> type[ScenarioPart]:
    """The class of the mode's part of a scenario of ``config``."""
    declared = variant_for(config).SCENARIO
    if declared is None:
        return ScenarioPart
    if not issubclass(declared, ScenarioPart):
        raise TypeError(f"{declared.__name__} is not a ScenarioPart")
    return declared


def mode_part(config: GameConfig) -> ScenarioPart:
    """The mode's part of a scenario of ``config``, as nothing is placed yet (the kit's views
    and checks read a state back through it)."""
    return part_class(config)(config)
