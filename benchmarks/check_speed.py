"""How long ``wingspan check`` takes per megabyte of card text, valid or broken.

    python benchmarks/check_speed.py [--sizes 0.0625 0.25 1] [--repeat N]

For each kind of file and each size (in MB, at most the 1 MB limit of a card file), a file of
that size is written and checked in this process (``wingspan_rules.tools.checking.check``, its
report thrown away; the parser is built beforehand). The seconds per MB stay about the same as
the size grows: checking is linear in the size of the text, however many cards are broken.

Kinds of file:
  valid     the core bird cards repeated (each copy renamed, so there is no error at all)
  unclosed  ``bird "x"`` lines that are never closed: every line is a broken card
  misspelt  birds with a misspelt keyword: a syntax error in every card
  unknown   birds with an unknown food: a compile error in every card
"""

from __future__ import annotations

import argparse
import contextlib
import io
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from wingspan_rules.language import bundled_cards_dir, load_cards
from wingspan_rules.language.loader import MAX_FILE_BYTES
from wingspan_rules.tools.checking import check

MB = 1024 * 1024

BIRD = """\
bird "{name}"
  scientific "Avis testus"
  set core
  habitat forest
  food seed
  points 3
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power when activated
    gain 1 seed from supply
  end
end

"""


def _repeat(size: int, card: Callable[[int], str]) -> str:
    """Cards ``card(0)``, ``card(1)``... up to ``size`` bytes."""
    parts: list[str] = []
    total = 0
    i = 0
    while True:
        text = card(i)
        if total + len(text.encode()) > size:
            return "".join(parts)
        parts.append(text)
        total += len(text.encode())
        i += 1


def _core_birds() -> list[str]:
    """The bundled bird cards, one text per card."""
    text = "".join(
        p.read_text(encoding="utf-8") for p in sorted((bundled_cards_dir() / "core").glob("*.wsp"))
    )
    chunks = text.split('\nbird "')
    return ['bird "' + c.split('bird "', 1)[-1].rstrip() + "\n\n" for c in chunks[1:]]


def _valid(size: int) -> str:
    birds = _core_birds()

    def card(i: int) -> str:
        text = birds[i % len(birds)]
        name = text.split('"')[1]
        return text.replace(f'"{name}"', f'"{name} {i}"', 1)

    return _repeat(size, card)


KINDS: dict[str, Callable[[int], str]] = {
    "valid": _valid,
    "unclosed": lambda size: _repeat(size, lambda i: 'bird "x"\n'),
    "misspelt": lambda size: _repeat(
        size, lambda i: BIRD.format(name=f"B{i}").replace("points", "pionts")
    ),
    "unknown": lambda size: _repeat(
        size, lambda i: BIRD.format(name=f"B{i}").replace("food seed", "food sed")
    ),
}


def seconds(path: Path, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        with contextlib.redirect_stdout(io.StringIO()):
            check([str(path)])
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=float, nargs="+", default=[0.0625, 0.25, 1.0])
    parser.add_argument("--repeat", type=int, default=1, help="runs per file (best is shown)")
    parser.add_argument("--kinds", nargs="+", choices=sorted(KINDS), default=list(KINDS))
    args = parser.parse_args()
    load_cards()  # builds the parser and the vocabulary once
    print(f"{'kind':<10} {'size':>10} {'seconds':>9} {'s/MB':>7}")
    with tempfile.TemporaryDirectory() as tmp:
        for kind in args.kinds:
            for size_mb in args.sizes:
                size = min(int(size_mb * MB), MAX_FILE_BYTES)
                path = Path(tmp) / f"{kind}.wsp"
                path.write_text(KINDS[kind](size), encoding="utf-8")
                actual = path.stat().st_size
                took = seconds(path, args.repeat)
                print(f"{kind:<10} {actual:>10,} {took:>9.2f} {took / (actual / MB):>7.2f}")


if __name__ == "__main__":
    main()
