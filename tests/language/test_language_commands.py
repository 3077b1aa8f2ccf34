"""The CLI command functions: exit codes and output."""

from __future__ import annotations

import argparse
import json

from wingspan_rules.effects.hooks import REGISTERED
from wingspan_rules.language import bundled_sets, commands, load_cards
from wingspan_rules.tools import checking, cli

from .helpers import bird_text

GOOD = bird_text("gain 1 seed from supply")


def test_check_bundled_cards(capsys):
    """Every bundled card file (every set) is checked; the core set alone is 180 birds, 26
    bonus cards, 8 goal tiles and 174 powers."""
    core = load_cards()
    assert (len(core.birds), len(core.bonus_cards), len(core.goal_tiles)) == (180, 26, 8)
    assert sum(b.power is not None for b in core.birds) == 174
    assert checking.check() == 0
    out = capsys.readouterr().out
    every = load_cards(sets=bundled_sets())
    powers = sum(b.power is not None for b in every.birds)
    unconfirmed = "".join(line + "\n" for e in REGISTERED for line in checking.unconfirmed_lines(e))
    assert out == (
        "packages needed: "
        + ", ".join(f"{e.name} (set {e.sets[0]})" for e in REGISTERED)
        + "\n"
        + unconfirmed
        + f"{len(every.birds)} birds, {len(every.bonus_cards)} bonus cards, "
        f"{len(every.goal_tiles)} goal tiles, {len(every.hummingbirds)} hummingbirds, "
        f"{powers} powers, 0 errors, 0 cards the engine cannot run\n"
    )


def test_check_of_named_sets_checks_only_their_files_and_names_the_packages(capsys):
    """`wingspan check --sets core,european` checks the files of those two sets and says that
    a game of them needs the European package."""
    assert cli.main(["check", "--sets", "core,european"]) == 0
    out = capsys.readouterr().out.splitlines()
    both = load_cards(sets=("core", "european"))
    assert out[-2] == "packages needed: european (set european)"
    assert out[-1].startswith(f"{len(both.birds)} birds, {len(both.bonus_cards)} bonus cards")


def test_check_of_the_core_set_needs_no_package(capsys):
    assert cli.main(["check", "--sets", "core"]) == 0
    assert "packages needed" not in capsys.readouterr().out


def test_check_names_a_package_whose_phrases_a_set_uses(capsys):
    """The Asia set's round-end powers are written with the European package's round-end
    phrases: a game with Asia needs that package's vocabulary too, and check says so."""
    assert cli.main(["check", "--sets", "core,asia"]) == 0
    needed = capsys.readouterr().out.splitlines()[-2]
    assert needed.startswith("packages needed: european (its phrases: ")
    assert "round_end" in needed and needed.endswith("asia (set asia)")


def test_check_of_an_unknown_set_is_refused(capsys):
    assert cli.main(["check", "--sets", "core,atlantis"]) == 2
    assert "no bundled card set named 'atlantis'" in capsys.readouterr().err


def test_check_author_cards_name_the_packages_their_sets_need(capsys, tmp_path):
    (tmp_path / "a.wsp").write_text(GOOD)
    """An author's card of the European set, checked alone, needs the European package."""
    (tmp_path / "a.wsp").write_text(GOOD.replace("set core", "set european"))
    assert checking.check([str(tmp_path)]) == 0
    assert capsys.readouterr().out.splitlines()[-2] == "packages needed: european (set european)"


def test_check_every_bundled_set(capsys):
    assert checking.check() == 0
    assert capsys.readouterr().out.endswith(" 0 errors, 0 cards the engine cannot run\n")


def test_check_a_card_the_engine_runs(capsys, tmp_path):
    (tmp_path / "a.wsp").write_text(GOOD)
    assert checking.check([str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out == (
        "1 bird, 0 bonus cards, 0 goal tiles, 1 power, 0 errors, 0 cards the engine cannot run\n"
    )


def test_check_fails_on_errors(capsys, tmp_path):
    (tmp_path / "bad.wsp").write_text(GOOD.replace("eggs 2", "eggs 9"))
    assert checking.check([str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "bad.wsp:8:8: the egg limit must be from 0 to 6 (got 9)" in out
    assert out.rstrip().endswith(
        "0 birds, 0 bonus cards, 0 goal tiles, 0 powers, 1 error, 0 cards the engine cannot run"
    )


def test_check_counts_what_compiled_despite_errors(capsys, tmp_path):
    (tmp_path / "a.wsp").write_text(GOOD)
    (tmp_path / "b.wsp").write_text(
        GOOD.replace("Test Bird", "Other").replace("nest bowl", "nest bwl")
    )
    (tmp_path / "c.wsp").write_text(GOOD.replace("Test Bird", "Third").replace("eggs 2", "eggs 9"))
    assert checking.check([str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "did you mean 'bowl'?" in out
    assert out.rstrip().endswith(
        "1 bird, 0 bonus cards, 0 goal tiles, 1 power, 2 errors, 0 cards the engine cannot run"
    )


def test_check_reports_cards_the_engine_would_not_run_despite_errors(capsys, tmp_path):
    (tmp_path / "a.wsp").write_text(GOOD.replace("seed from supply", "nectar from supply"))
    (tmp_path / "b.wsp").write_text(GOOD.replace("Test Bird", "Other").replace("eggs 2", "eggs 9"))
    assert checking.check([str(tmp_path)]) == 1
    out = capsys.readouterr().out
    a = tmp_path / "a.wsp"
    assert f"{a}:1:1: Test Bird: power: nectar is not a food of the base game's supply" in out
    assert out.rstrip().endswith(
        "1 bird, 0 bonus cards, 0 goal tiles, 1 power, 1 error, 1 card the engine cannot run"
    )


def test_check_is_the_cli_check_command(capsys, tmp_path):
    (tmp_path / "a.wsp").write_text(GOOD.replace("seed from supply", "nectar from supply"))
    assert cli.main(["check", str(tmp_path)]) == 1
    assert "nectar is not a food of the base game's supply or dice" in capsys.readouterr().out
    (tmp_path / "a.wsp").write_text(GOOD)
    assert cli.main(["check", str(tmp_path)]) == 0


def test_fmt_check_and_rewrite(capsys, tmp_path):
    path = tmp_path / "a.wsp"
    path.write_text(GOOD.replace("  points 3", "points   3"))
    assert commands.fmt([str(path)], check=True) == 1
    assert "would reformat" in capsys.readouterr().out
    assert commands.fmt([str(path)]) == 0
    assert path.read_text() == GOOD
    assert commands.fmt(argparse.Namespace(paths=[str(path)], check=True)) == 0


def test_explain(capsys):
    assert commands.explain("mallard") == 0
    out = capsys.readouterr().out
    assert out.startswith("Mallard (Anas platyrhynchos), core set")
    assert "power: When activated: Draw 1 bird card" in out
    assert commands.explain("Forester") == 0
    assert "only in the forest" in capsys.readouterr().out
    assert commands.explain(argparse.Namespace(name="No Such Bird")) == 1


def test_cards_json(capsys):
    assert commands.cards_json() == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["schema"] == 1 and doc["card_set"] == load_cards().fingerprint
    cards = doc["birds"]
    assert len(cards) == 180 and len(doc["bonus_cards"]) == 26 and len(doc["goal_sides"]) == 16
    assert [card["id"] for card in cards] == list(range(180))
    mallard = next(card for card in cards if card["name"] == "Mallard")
    assert load_cards().birds[mallard["id"]].name == "Mallard"
    assert list(mallard) == [
        "id",
        "name",
        "scientific_name",
        "set",
        "swift_start",
        "habitats",
        "food",
        "points",
        "nest",
        "egg_limit",
        "wingspan",
        "flags",
        "beak",
        "tags",
        "power",
    ]
    assert mallard["food"] == {"mode": "or", "foods": ["invertebrate", "seed"], "wild": 0}
    assert mallard["power"]["timing"] == "when_activated"
    assert mallard["power"]["colour"] == "brown"
