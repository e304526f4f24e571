"""The arena command: its options, its layouts and its figures."""

from __future__ import annotations

import argparse
import json

import pytest

from game.ai.arena import GameRecord, add_arena_parser, layout, run_arena, summarize
from game.ai.stats import percentile, wilson
from game.core import cliargs


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_arena_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["arena", *argv])


def _arena(argv: list[str]) -> int:
    args = _parse(argv)
    return run_arena(args, *cliargs.game_and_options(args.game_parser, args))


def test_options() -> None:
    args = _parse(
        [
            "--a",
            "hard",
            "--b",
            "normal",
            "--players",
            "4",
            "--games",
            "8",
            "--seed",
            "3",
            "--iterations",
            "50",
            "--json",
        ]
    )
    assert (args.a, args.b, args.players, args.games, args.seed, args.iterations, args.json) == (
        "hard",
        "normal",
        4,
        8,
        3,
        50,
        True,
    )
    assert _parse(["--seconds", "0.5"]).seconds == 0.5


@pytest.mark.parametrize(
    "bad", [["--players", "6"], ["--a", "expert"], ["--games", "0"], ["--seconds", "-1"]]
)
def test_bad_options_exit_with_usage(bad: list[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        args = _parse(bad)
        cliargs.game_and_options(args.game_parser, args)  # the player count, for the game
    assert exc.value.code == 2


def test_layout_rotates_the_measured_seat() -> None:
    assert [layout("hard", "normal", 4, g) for g in range(4)] == [
        ["hard", "normal", "normal", "normal"],
        ["normal", "hard", "normal", "normal"],
        ["normal", "normal", "hard", "normal"],
        ["normal", "normal", "normal", "hard"],
    ]
    assert layout("a", "b", 2, 1) == ["b", "a"]


def test_summary_splits_ties_and_adds_to_one() -> None:
    records = [
        GameRecord(0, 0, ["x", "y", "y"], [10, 12, 9], [1], {"a": [0.1], "b": [0.2, 0.4]}),
        GameRecord(1, 0, ["y", "x", "y"], [10, 10, 9], [0, 1], {"a": [0.3], "b": []}),
    ]
    result = summarize(records, "x", "y", 3)
    assert result["a"]["win_share"] == 0.25
    assert result["b"]["win_share"] == 0.75
    assert result["a"]["mean_score"] == 10.0
    assert result["b"]["decision_ms_median"] == 300.0


def test_run_arena_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert _arena(["--a", "normal", "--b", "random", "--games", "4", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 4 and result["players"] == 2
    for role in ("a", "b"):
        assert set(result[role]) >= {
            "level",
            "win_share",
            "wilson_low",
            "wilson_high",
            "mean_score",
            "decision_ms_median",
            "decision_ms_p99",
        }
    assert result["a"]["level"] == "normal"
    assert result["a"]["win_share"] + result["b"]["win_share"] == pytest.approx(1.0)


def test_run_arena_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert _arena(["--a", "easy", "--b", "random", "--players", "3", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "one easy seat among 2 random seats" in out
    assert "win share" in out


def test_wilson_and_percentile() -> None:
    low, high = wilson(120, 200)
    assert (round(low, 3), round(high, 3)) == (0.531, 0.665)
    assert wilson(0, 0) == (0.0, 1.0)
    assert percentile([1, 2, 3, 4], 50) == 2.5
    assert percentile([], 99) == 0.0


def test_run_arena_with_idavoll(capsys: pytest.CaptureFixture[str]) -> None:
    args = _parse([])
    assert cliargs.game_and_options(args.game_parser, args)[1]["idavoll"] is False
    assert _arena(["--a", "normal", "--b", "random", "--games", "2", "--idavoll"]) == 0
    out = capsys.readouterr().out
    assert "Nidavellir (idavoll)" in out and "win share" in out
    assert _arena(["--a", "normal", "--b", "easy", "--games", "2", "--idavoll", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "nidavellir" and result["options"]["idavoll"] is True
