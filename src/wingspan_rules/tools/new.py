"""``wingspan new bird NAME``: the skeleton of a new bird card and of a scenario test for it.

The card (``<dir>/<slug>.wsp``) compiles as written, with a plain brown power, and its comments
say what each line takes; the test (``<dir>/test_<slug>.py``) loads it beside the bundled
cards, puts the bird on a mat, plays its power through the test kit (``wingspan_rules.testing``)
and checks what it did, so an author edits both and runs ``pytest`` and ``wingspan check``.
Nothing is overwritten unless asked (``--force``).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from .._text import name_problem
from ..language.formatter import format_text

__all__ = ["bird_card", "bird_test", "new_bird", "slug"]


def slug(name: str) -> str:
    """The file name of a card: its name in lower case, words joined by ``-``
    (``"Lantern Heron"`` -> ``lantern-heron``)."""
    words = re.findall(r"[a-z0-9]+", name.casefold())
    return "-".join(words) or "bird"


def bird_card(name: str, card_set: str = "homebrew") -> str:
    """The card file of a new bird: every fact line filled in, each with what it takes, in
    the canonical form of ``wingspan fmt``."""
    return format_text(f"""\
# {name}: a bird of the set '{card_set}' (docs/language.md lists every line and phrase).
# Check it with: wingspan check --cards <this folder>
bird "{name}"
  scientific "Genus species"   # its scientific name
  set {card_set}                # your set: a lower-case word that no bundled set uses
  habitat wetland              # one to three of: forest grassland wetland
  food fish + wild             # 'a + b' pays all, 'a / b' pays one, or 'free'
  points 3
  nest bowl                    # bowl, cavity, ground, platform, star (wild) or none
  eggs 2                       # its egg limit
  wingspan 50                  # in centimetres
  beak left                    # left or right
  power when activated         # or: when played, once between turns, round end, game end
    gain 1 fish from supply
  end
end
""")


def bird_test(name: str, card_file: str) -> str:
    """A pytest scenario test of the new bird's power, beside its card file."""
    return f'''\
"""A scenario test of {name}'s power: the bird on a mat, its row activated, what it did.

Run it with ``pytest`` in this folder (the test kit: ``wingspan_rules.testing``,
docs/testing.md). After editing the power, change the moves played and what is checked.
"""

from pathlib import Path

import wingspan_rules as ws
from wingspan_rules.testing import Scenario

CARDS = ws.load_cards(extra=[Path(__file__).with_name({card_file!r})])


def test_its_power_gains_a_fish_when_its_row_is_activated():
    s = Scenario(players=2, cards=CARDS, seed=0)
    s.player(0).bird("wetland", {name!r})
    turn = s.play("draw cards", "draw from the deck", "use the power")
    assert turn.state.players[0].food[ws.Food.FISH] == 1
'''


def new_bird(
    name: str, directory: str | Path = ".", *, card_set: str = "homebrew", force: bool = False
) -> tuple[Path, Path]:
    """Write the card and the test of a new bird into ``directory`` (made if missing), and
    return their paths. Raises ``ValueError`` for a name the card language refuses, or
    ``FileExistsError`` when a file is there already (unless ``force``)."""
    problem = name_problem(name) or ("it holds a quotation mark" if '"' in name else None)
    if problem is not None:
        raise ValueError(f"cannot name a bird {name!r}: {problem}")
    if not re.fullmatch(r"[a-z][a-z0-9_'-]*", card_set):
        raise ValueError(f"a set is a lower-case word, not {card_set!r}")
    folder = Path(directory)
    card = folder / f"{slug(name)}.wsp"
    test = folder / f"test_{slug(name).replace('-', '_')}.py"
    if not force:
        for path in (card, test):
            if path.exists():
                raise FileExistsError(f"{path} exists already (--force overwrites it)")
    folder.mkdir(parents=True, exist_ok=True)
    card.write_text(bird_card(name, card_set), encoding="utf-8")
    test.write_text(bird_test(name, card.name), encoding="utf-8")
    return card, test


def main(kind: str, name: str, directory: str, card_set: str, force: bool) -> int:
    """``wingspan new bird NAME [--dir DIR] [--set SET] [--force]``."""
    del kind  # only birds for now
    try:
        card, test = new_bird(name, directory, card_set=card_set, force=force)
    except (ValueError, OSError) as exc:
        print(f"wingspan new: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {card}\nwrote {test}")
    print(f"next: wingspan check --cards {card.parent}   and   pytest {test}")
    return 0
