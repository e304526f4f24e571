"""The headless commands: their output, and exit status 2 with a usage message on bad arguments."""

import json
from pathlib import Path

import pytest

from game.cli import main
from game.core.game import GameInfo, Options
from tests.mainpy import ran, run_main


def test_simulate_prints_wins_scores_and_speed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "3", "--games", "6", "--seed", "11"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("6 random games, 3 players, seed 11")
    wins = [
        float(line.split(": ")[1].split(" wins")[0])
        for line in out.splitlines()
        if line.strip().startswith("seat")
    ]
    assert len(wins) == 3 and sum(wins) == pytest.approx(6)
    assert "games per second" in out


def test_simulate_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    main(["simulate", "--players", "2", "--games", "4", "--seed", "3"])
    first = capsys.readouterr().out.splitlines()[:-1]
    main(["simulate", "--players", "2", "--games", "4", "--seed", "3"])
    assert capsys.readouterr().out.splitlines()[:-1] == first


def test_bench_core_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "core", "--players", "2", "--games", "10", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games_per_s"] > 0 and result["apply_us_median"] > 0
    assert result["players"] == 2 and result["games"] == 10


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--players", "6"],
        ["simulate", "--players", "two"],
        ["simulate", "--games", "0"],
        ["simulate", "--seed", "x"],
        ["bench", "gpu"],
        ["bench"],
        ["score"],
        ["fly"],
    ],
)
def test_bad_arguments_exit_2_with_usage(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert "usage:" in capsys.readouterr().err


def test_main_py_runs_as_a_script() -> None:
    done = run_main("--help")
    ran(done, 0)
    assert "simulate" in done.stdout and "score" in done.stdout and "bench" in done.stdout


def test_shots_takes_the_language(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import game.ui.games.nidavellir.shots

    calls = []

    def fake(
        out: Path, info: GameInfo, players: int, seed: int, options: Options, lang: str
    ) -> list[Path]:
        calls.append((out, info.key, players, seed, options["idavoll"], lang))
        return [out / "00_menu.png"]

    monkeypatch.setattr(game.ui.games.nidavellir.shots, "take_shots", fake)
    assert main(["shots", "--out", str(tmp_path), "--players", "2", "--lang", "fr"]) == 0
    assert main(["shots", "--out", str(tmp_path)]) == 0
    assert calls == [
        (tmp_path, "nidavellir", 2, 1, False, "fr"),
        (tmp_path, "nidavellir", 4, 1, False, "en"),
    ]
    assert capsys.readouterr().out.splitlines() == [str(tmp_path / "00_menu.png")] * 2
    with pytest.raises(SystemExit) as exit_info:
        main(["shots", "--out", str(tmp_path), "--lang", "de"])
    assert exit_info.value.code == 2
