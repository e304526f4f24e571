"""`--game KEY` and each game's option flags on the headless commands: the default game is
Nidavellir, named or not; options given as flags reach the game; a wrong game, a flag of another
game or a player count the game does not allow is a usage error (exit 2)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import game.core.simulate
from game.cli import build_parser, main
from game.core import cliargs, registry
from game.core.game import GameInfo, GameState
from game.nidavellir.info import INFO as NIDAVELLIR

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "data" / "examples" / "table.yaml"


def _usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The last line of the usage message of a refused command line (exit status 2)."""
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: ")
    return err.splitlines()[-1]


def _output(argv: list[str], capsys: pytest.CaptureFixture[str]) -> list[str]:
    """What a command prints, its speed line left out."""
    assert main(argv) == 0
    return [line for line in capsys.readouterr().out.splitlines() if "per second" not in line]


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--players", "3", "--games", "4", "--seed", "7"],
        ["simulate", "--players", "2", "--games", "3", "--seed", "1", "--idavoll"],
        ["simulate", "--games", "2", "--first-game"],
        ["score", str(TABLE)],
        ["score", str(TABLE), "--json"],
    ],
    ids=["simulate", "simulate-idavoll", "simulate-first-game", "score", "score-json"],
)
def test_naming_the_default_game_changes_nothing(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    default = _output(argv, capsys)
    assert default
    assert _output([argv[0], "--game", "nidavellir", *argv[1:]], capsys) == default


def test_naming_the_default_game_in_the_arena_changes_nothing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["arena", "--a", "easy", "--b", "random", "--games", "2", "--seed", "4", "--json"]

    def seeded(argv: list[str]) -> list[Any]:
        assert main(argv) == 0
        result = json.loads(capsys.readouterr().out)
        return [(result[r]["win_share"], result[r]["mean_score"]) for r in ("a", "b")]

    assert seeded([*argv, "--game", "nidavellir"]) == seeded(argv)


def test_bench_core_names_the_default_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "core", "--game", "nidavellir", "--games", "5", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["players"], result["games"]) == (4, 5) and result["games_per_s"] > 0


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate"],
        ["bench", "core"],
        ["arena"],
        ["shots", "--out", "pictures"],
        ["score", "table.yaml"],
    ],
    ids=["simulate", "bench", "arena", "shots", "score"],
)
def test_an_unknown_game_is_a_usage_error(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert _usage_error([*argv, "--game", "unreleased"], capsys) == (
        f"python main.py {argv[0]}: error: argument --game: invalid choice: 'unreleased' "
        "(choose from 'nidavellir', 'arran', 'vedrfolnir')"
    )


SOLO_OFF = {"solo": "off", "neutral_heroes": "1", "andvari_strategy": "easy", "andvari_level": "1"}


@pytest.mark.parametrize(
    ("flags", "options"),
    [
        ([], {"first_game": False, "idavoll": False, "thingvellir": False, **SOLO_OFF}),
        (["--idavoll"], {"first_game": False, "idavoll": True, "thingvellir": False, **SOLO_OFF}),
        (
            ["--first-game"],
            {"first_game": True, "idavoll": False, "thingvellir": False, **SOLO_OFF},
        ),
        (
            ["--first-game", "--idavoll"],
            {"first_game": True, "idavoll": True, "thingvellir": False, **SOLO_OFF},
        ),
        (
            ["--idavoll", "--thingvellir"],
            {"first_game": False, "idavoll": True, "thingvellir": True, **SOLO_OFF},
        ),
        (
            ["--solo", "andvari", "--andvari-level", "2"],
            {
                "first_game": False,
                "idavoll": False,
                "thingvellir": False,
                **SOLO_OFF,
                "solo": "andvari",
                "andvari_level": "2",
            },
        ),
    ],
)
@pytest.mark.parametrize("command", [["simulate"], ["bench", "core"], ["arena"], ["shots"]])
def test_option_flags_become_the_game_s_options(
    command: list[str], flags: list[str], options: dict[str, bool]
) -> None:
    extra = ["--out", "pictures"] if command == ["shots"] else []
    args = build_parser().parse_args([*command, *extra, *flags])
    info, chosen = cliargs.game_and_options(args.game_parser, args)
    assert info is registry.get("nidavellir") and chosen == options


def test_the_options_reach_the_games_played(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`simulate --idavoll` plays the games `random_game` plays with `{"idavoll": True}`."""
    started: list[tuple[str, int, int, dict[str, bool]]] = []
    real = game.core.simulate.random_game

    def spy(
        info: GameInfo, players: int, seed: int, options: dict[str, bool] | None = None
    ) -> GameState:
        started.append((info.key, players, seed, dict(options or {})))
        return real(info, players, seed, options)

    monkeypatch.setattr(game.core.simulate, "random_game", spy)
    assert main(["simulate", "--players", "2", "--games", "2", "--seed", "5", "--idavoll"]) == 0
    idavoll = {"first_game": False, "idavoll": True, "thingvellir": False, **SOLO_OFF}
    assert started == [("nidavellir", 2, 5, idavoll), ("nidavellir", 2, 6, idavoll)]


@pytest.mark.parametrize("players", ["1", "6"])
@pytest.mark.parametrize(
    "command", [["simulate"], ["bench", "core"], ["arena"], ["shots", "--out", "pictures"]]
)
def test_player_counts_are_the_game_s(
    command: list[str], players: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _usage_error([*command, "--players", players], capsys) == (
        f"python main.py {command[0]}: error: argument --players: "
        f"Nidavellir is played by 2 to 5 players, not {players}"
    )


# ------------------------------------------------------------------ a second game


@pytest.fixture
def bare() -> Iterator[GameInfo]:
    """A second game with no options, no window and no calculator, for 2 or 3 players (it is
    played with Nidavellir's rules: only what the command line reads of it matters here)."""
    info = replace(
        NIDAVELLIR,
        key="bare",
        title="Bare",
        players=range(2, 4),
        default_players=2,
        new_game=lambda players, seed, options: NIDAVELLIR.start(players, seed),
        options=(),
        ui="",
        scorer="",
    )
    registry.games()  # the shipped games first, so the registry's order is the product's
    registry.register(info)
    try:
        yield info
    finally:
        registry.unregister("bare")


@pytest.mark.usefixtures("bare")
def test_a_flag_of_another_game_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert _usage_error(["simulate", "--game", "bare", "--idavoll"], capsys) == (
        "python main.py simulate: error: Bare has no option --idavoll"
    )


@pytest.mark.usefixtures("bare")
def test_a_game_without_a_calculator_or_a_window(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _usage_error(["score", str(TABLE), "--game", "bare"], capsys) == (
        "python main.py score: error: Bare has no score calculator"
    )
    assert _usage_error(["shots", "--out", str(tmp_path / "p"), "--game", "bare"], capsys) == (
        "python main.py shots: error: Bare has no picture tour in its window module"
    )
    assert not (tmp_path / "p").exists()
    assert _usage_error(["bench", "ui", "--game", "bare"], capsys) == (
        "python main.py bench: error: Bare has no table in its window module"
    )


@pytest.mark.usefixtures("bare")
def test_the_usual_player_count_gives_way_to_the_game_s(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`simulate` plays 4 by default; a game not played by 4 gets its own usual count."""
    assert main(["simulate", "--game", "bare", "--games", "1"]) == 0
    assert capsys.readouterr().out.startswith("1 random games, 2 players, seed 0")
    assert _usage_error(["simulate", "--game", "bare", "--players", "4"], capsys) == (
        "python main.py simulate: error: argument --players: "
        "Bare is played by 2 to 3 players, not 4"
    )


# ------------------------------------------------------------------ a game plugged in


@pytest.fixture
def tiny() -> Iterator[GameInfo]:
    from tests.tinygame import registered

    with registered() as info:
        yield info


def test_the_tiny_game_is_simulated_without_a_cli_edit(
    tiny: GameInfo, capsys: pytest.CaptureFixture[str]
) -> None:
    """Registered, Tiny Auction is a `--game` choice, its option a flag, its games simulated."""
    argv = ["simulate", "--game", "tiny", "--players", "3", "--games", "12", "--seed", "4"]
    assert main([*argv, "--long"]) == 0
    out = capsys.readouterr().out.splitlines()
    report = game.core.simulate.simulate(tiny, 3, 12, 4, {"long": True})
    assert out[0] == "12 random games, 3 players, seed 4"
    assert out[1:4] == [
        f"  seat {seat}: {report.wins[seat]:g} wins ({report.wins[seat] / 12:.0%}), "
        f"mean score {report.mean_scores[seat]:.1f}"
        for seat in range(3)
    ]
    assert sum(report.wins) == pytest.approx(12)
    assert main(argv) == 0  # without the option: other games
    assert capsys.readouterr().out.splitlines()[1:4] != out[1:4]


def test_the_tiny_game_is_benchmarked_without_a_cli_edit(
    tiny: GameInfo, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["bench", "core", "--game", "tiny", "--games", "10", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["players"], result["games"]) == (4, 10)
    assert result["games_per_s"] > 0 and result["apply_us_median"] > 0


def test_the_tiny_game_s_flags_and_counts(
    tiny: GameInfo, capsys: pytest.CaptureFixture[str]
) -> None:
    args = build_parser().parse_args(["arena", "--game", "tiny", "--long"])
    assert cliargs.game_and_options(args.game_parser, args) == (tiny, {"long": True})
    assert args.players == 2
    assert _usage_error(["simulate", "--game", "tiny", "--idavoll"], capsys) == (
        "python main.py simulate: error: Tiny Auction has no option --idavoll"
    )
    assert _usage_error(["simulate", "--long"], capsys) == (
        "python main.py simulate: error: Nidavellir has no option --long"
    )
    assert _usage_error(["bench", "core", "--game", "tiny", "--players", "5"], capsys) == (
        "python main.py bench: error: argument --players: "
        "Tiny Auction is played by 2 to 4 players, not 5"
    )
    assert _usage_error(["score", str(TABLE), "--game", "tiny"], capsys) == (
        "python main.py score: error: Tiny Auction has no score calculator"
    )


def test_a_window_without_a_picture_tour_takes_no_pictures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Tiny Auction has a table presenter but no `take_shots`: the tour is the game's hook."""
    from tests.tinygame import registered

    with registered():
        message = _usage_error(["shots", "--out", str(tmp_path / "p"), "--game", "tiny"], capsys)
    assert (
        message
        == "python main.py shots: error: Tiny Auction has no picture tour in its window module"
    )
    assert not (tmp_path / "p").exists()


def test_bench_ui_measures_a_table_without_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert _usage_error(["bench", "ui", "--game", "vedrfolnir", "--spring"], capsys) == (
        "python main.py bench: error: bench ui measures a table of Vedrfolnir without options only"
    )
