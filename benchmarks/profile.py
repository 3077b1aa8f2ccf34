"""The profile of N seeded random games, grouped by module: ``benchmarks/profile_playout.py``.

    python benchmarks/profile.py [--players N] [--mode MODE] [--sets SETS] [--games G]
                                 [--seed S] [--out FILE.prof] [--top K]

The name the speed issue gives it; the arguments and tables are ``profile_playout.py``'s
(see its docstring). A script named ``profile.py`` would hide the standard library's
``profile`` module, which ``cProfile`` imports, from everything run beside it: this one takes
its own folder off the import path before anything else is imported, then runs the real one.
"""

from __future__ import annotations

import os
import runpy
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main() -> None:
    """Run ``profile_playout.py`` with this script's arguments, the standard ``profile``
    module importable again."""
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != HERE]
    script = os.path.join(HERE, "profile_playout.py")
    sys.argv = [script, *sys.argv[1:]]
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main()
