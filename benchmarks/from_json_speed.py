"""How long ``from_json`` takes per megabyte of saved game, valid or refused.

    python benchmarks/from_json_speed.py [--sizes 0.0625 0.25 1 2] [--repeat N]

A real save (a 3-player game paused inside a power) is padded with copies of one of its events
up to each size (in MB, at most the 2 MB limit of ``from_json``), then read ``--repeat`` times;
the best time is kept. The seconds per MB stay about the same as the size grows: reading is
linear in the text, and a refused save costs no more than a valid one.

Kinds of save:
  valid       loads
  conserved   a card duplicated in a hand: read whole, refused by the rules checks
  every-event every padded event of an unknown type: refused by the converter
  truncated   the text cut short: refused by the JSON parser
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable

import wingspan_rules as ws
from wingspan_rules.saves.serialization import MAX_SAVE_SIZE

MB = 1_000_000


def base_save() -> dict:
    rules = ws.bundled_rules(ws.GameConfig(players=3))
    state, stream = rules.new_game(7), random.Random(7)
    while not state.powers or not state.events:
        state = rules.apply(state, stream.choice(rules.legal_moves(state)))
    return json.loads(ws.to_json(state))


def padded(doc: dict, size: float, event: dict) -> dict:
    """``doc`` with its events repeated until the text is about ``size`` MB."""
    doc = json.loads(json.dumps(doc))
    one = len(json.dumps(event, separators=(",", ":"))) + 1
    room = int(size * MB) - len(json.dumps(doc, separators=(",", ":"))) - 16
    doc["state"]["events"] = doc["state"]["events"] + [event] * max(room // one, 0)
    return doc


def valid(doc: dict, size: float) -> str:
    return json.dumps(padded(doc, size, doc["state"]["events"][0]), separators=(",", ":"))


def conserved(doc: dict, size: float) -> str:
    bad = padded(doc, size, doc["state"]["events"][0])
    hand = bad["state"]["players"][0]["hand"]
    hand.append(bad["state"]["tables"][0]["deck"][0])
    return json.dumps(bad, separators=(",", ":"))


def every_event(doc: dict, size: float) -> str:
    event = dict(doc["state"]["events"][0], type="no-such-event")
    return json.dumps(padded(doc, size, event), separators=(",", ":"))


def truncated(doc: dict, size: float) -> str:
    return valid(doc, size)[:-3]


KINDS: dict[str, Callable[[dict, float], str]] = {
    "valid": valid,
    "conserved": conserved,
    "every-event": every_event,
    "truncated": truncated,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=float, nargs="+", default=[0.0625, 0.25, 1, 1.99])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    doc = base_save()
    ws.from_json(json.dumps(doc))  # load the cards and build the converter beforehand
    for kind, make in KINDS.items():
        for size in args.sizes:
            text = make(doc, size)
            if len(text) > MAX_SAVE_SIZE:
                raise SystemExit(f"{size} MB is over the {MAX_SAVE_SIZE} character limit")
            best, outcome = float("inf"), ""
            for _ in range(args.repeat):
                start = time.perf_counter()
                try:
                    ws.from_json(text)
                    outcome = "loaded"
                except ws.SavedGameError:
                    outcome = "refused"
                best = min(best, time.perf_counter() - start)
            mb = len(text) / MB
            print(
                f"{kind:12} {mb:7.3f} MB  {best:8.4f} s  {best / mb:8.4f} s/MB  {outcome}",
                flush=True,
            )


if __name__ == "__main__":
    main()
