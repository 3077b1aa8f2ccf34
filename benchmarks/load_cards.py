"""How long loading the core card set takes.

    PYTHONPATH=src python benchmarks/load_cards.py [--repeat N]

cold: a fresh Python process imports the library, builds the Lark parser from the grammar and
      parses and compiles every bundled card file (the first ``load_cards()`` of a program);
warm: parsing and compiling the same files again in a process where the parser already exists
      (best of N runs).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

COLD_SCRIPT = """
import time
start = time.perf_counter()
from wingspan_rules.language import load_cards
cards = load_cards()
print(time.perf_counter() - start, len(cards.birds))
"""


def cold_seconds() -> float:
    env = dict(os.environ)
    src = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [src, env.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-c", COLD_SCRIPT], capture_output=True, text=True, env=env, check=True
    )
    return float(result.stdout.split()[0])


def warm_seconds(repeat: int) -> float:
    from wingspan_rules.language import card_files, compile_files, load_cards

    load_cards()  # builds the parser
    files = card_files()
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        compile_files(files)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="warm runs (best is shown)")
    args = parser.parse_args()
    cold = min(cold_seconds() for _ in range(3))
    warm = warm_seconds(args.repeat)
    print(f"cold load (fresh process, imports + grammar build + parse + compile): {cold:.3f} s")
    print(f"warm load (parse + compile again):                                   {warm:.3f} s")


if __name__ == "__main__":
    main()
