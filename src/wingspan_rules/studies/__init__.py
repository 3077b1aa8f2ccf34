"""Balance studies: many games of one configuration, and what each card did in them.

``run_study(StudyConfig(games=10_000, cards=("my_birds.wsp",)), backend="processes", jobs=8,
out="study")`` plays the games (in this process, over local processes, or on a Ray cluster:
``backend="ray"``), tallies each bird, bonus card and goal (drawn, kept, played, the points it
scored, the score and win rate of the players who played it against those who did not, with
95% intervals) and each seat's scores, keeps the games as Parquet tables in ``out`` (resumed
from there if interrupted), and returns a ``StudyResult`` whose ``summary`` holds the numbers.
``report.write_report`` draws them as an HTML page. The results depend only on the study's
seed, never on the backend or the number of workers. See docs/studies.md.

This package is an adapter: it uses the engine, the bots and ``tools.simulate``; nothing in the
library below it imports it.
"""

from .config import SeatSpec, StudyConfig
from .run import BACKENDS, StudyError, StudyResult, run_study
from .summary import summarize
from .tally import Tally

__all__ = [
    "BACKENDS",
    "SeatSpec",
    "StudyConfig",
    "StudyError",
    "StudyResult",
    "Tally",
    "run_study",
    "summarize",
]
