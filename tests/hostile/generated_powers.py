"""Random legal powers: lines of the card language put together as the grammar allows (a
block of players, ``for each``, ``if``, ``you may``, ``if you do``) and kept when ``check``
accepts them, for playing in random games with every invariant checked at every step.

The lines are every statement of the bundled cards' powers (so every phrase the language has
is drawn), placed under the prefixes the grammar offers."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

from wingspan_rules.language import bundled_cards_dir
from wingspan_rules.testing import plain_bird

#: Prefixes a statement may take (the grammar's ``prefix ":"`` forms), "" for none.
PREFIXES = (
    "",
    "",
    "you may ",
    "player to your left: ",
    "player to your right: ",
    "all players: ",
    "players with most eggs: ",
    "players with fewest birds in wetland: ",
    "each player starting with player of your choice: ",
    "for each egg: ",
    "for each card in hand: ",
    "for each bird in your forest: ",
    "if you have at least 1 egg: ",
    "if you have at most 2 cards in hand: ",
)

TIMINGS = ("when activated", "when played")


@cache
def statements() -> tuple[str, ...]:
    """Every one-line statement in the powers of the bundled cards."""
    found: set[str] = set()
    for path in sorted(Path(bundled_cards_dir()).rglob("*.wsp")):
        inside = False
        for raw in path.read_text(encoding="utf-8").splitlines():
            line = raw.split("#", 1)[0].strip()
            if line.startswith("power "):
                inside = "between turns" not in line and "round end" not in line
                continue
            if line == "end":
                inside = False
                continue
            if inside and line and not line.endswith(":") and not line.startswith("otherwise"):
                found.add(re.sub(r"\s+", " ", line))
    return tuple(sorted(found))


def power_text(stream: random.Random) -> str:
    """One power's body: one to three statements, each under up to two random prefixes, the
    second perhaps ``if you do:`` of the first."""
    lines = []
    for i in range(stream.randint(1, 3)):
        prefix = "".join(stream.choice(PREFIXES) for _ in range(stream.randint(0, 2)))
        if i and stream.random() < 0.2:
            prefix = "if you do: " + prefix
        lines.append("    " + prefix + stream.choice(statements()))
    return "\n".join(lines).strip()


def legal_powers(seed: int, wanted: int, tries: int = 60) -> list[str]:
    """Up to ``wanted`` bird cards (card text) with random powers ``check`` accepts beside the
    bundled core cards, drawn from ``tries`` candidates compiled together."""
    import tempfile

    from wingspan_rules.language.loader import compile_collecting

    stream = random.Random(seed)
    candidates = [
        plain_bird(f"Random {seed} {i}", power_text(stream), stream.choice(TIMINGS))
        for i in range(tries)
    ]
    with tempfile.TemporaryDirectory() as folder:
        paths = [Path(folder) / f"{i}.wsp" for i in range(len(candidates))]
        for path, candidate in zip(paths, candidates, strict=True):
            path.write_text(candidate, encoding="utf-8")
        compiled = compile_collecting(paths)
    if compiled.omitted:  # only the first errors are listed: the rest cannot be judged
        raise AssertionError("too many candidates to judge at once; lower tries")
    broken = {int(Path(e.path).stem) for e in compiled.errors}
    return [c for i, c in enumerate(candidates) if i not in broken][:wanted]
