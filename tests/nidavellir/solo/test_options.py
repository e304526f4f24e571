"""Choice options (`Option.choices`) as the solo opponents use them: defaults, refusals, the
player counts they allow, their command-line flags (exit 2 on bad input) and saves."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from game.core import registry
from game.core.game import GameInfo, Option
from game.core.session import HUMAN, Seat, Session
from game.nidavellir.solo.andvari import AndvariState
from game.nidavellir.solo.neutral import NeutralState
from game.ui import saves
from game.ui.saves import SaveError

INFO = registry.get("nidavellir")


def test_a_choice_option_defaults_to_its_first_choice_and_is_on_at_any_other() -> None:
    option = Option("solo", choices=("off", "neutral", "andvari"))
    assert option.default == "off" and option.flag == "--solo"
    assert not option.is_on("off") and option.is_on("andvari")
    assert option.check("neutral") == "neutral"
    with pytest.raises(ValueError, match="one of off, neutral, andvari, not 'bots'"):
        option.check("bots")
    with pytest.raises(ValueError, match="must be true or false"):
        Option("idavoll").check("yes")


def test_nidavellirs_options_and_their_rules() -> None:
    assert INFO.options_from()["solo"] == "off"
    assert INFO.options_from({"solo": "andvari"})["andvari_level"] == "1"
    with pytest.raises(ValueError, match="'neutral_heroes' needs 'solo=neutral'"):
        INFO.options_from({"solo": "andvari", "neutral_heroes": "3"})
    with pytest.raises(ValueError, match="'solo' and 'idavoll' exclude each other"):
        INFO.options_from({"solo": "neutral", "idavoll": True})
    assert INFO.players_with({"solo": "neutral"}) == range(1, 2)
    assert INFO.players_with({"solo": "off"}) == range(2, 6)
    assert INFO.players == range(1, 6)


def test_one_player_against_a_solo_opponent_and_no_other_count() -> None:
    assert isinstance(INFO.start(1, 5, {"solo": "neutral"}), NeutralState)
    assert isinstance(INFO.start(1, 5, {"solo": "andvari"}), AndvariState)
    with pytest.raises(ValueError, match="with these options is played by 1, not 2"):
        INFO.start(2, 5, {"solo": "neutral"})
    with pytest.raises(ValueError, match="Nidavellir is played by 2 to 5 players, not 1"):
        INFO.start(1, 5)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--solo", "bogus"], "invalid choice: 'bogus'"),
        (["--solo", "neutral", "--players", "3"], "with these options by 1 player, not 3"),
        (["--players", "1"], "Nidavellir is played by 2 to 5 players, not 1"),
        (["--neutral-heroes", "3"], "'neutral_heroes' needs 'solo=neutral'"),
        (["--solo", "andvari", "--andvari-level", "4"], "invalid choice: '4'"),
        (["--solo", "neutral", "--idavoll"], "'solo' and 'idavoll' exclude each other"),
        (["--game", "arran", "--solo", "neutral"], "Guerres d'Arran has no option --solo"),
    ],
)
def test_bad_solo_arguments_exit_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", *argv])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and message in err


def test_simulate_one_player_against_each_opponent(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--solo", "neutral", "--games", "3", "--seed", "2"]) == 0
    assert capsys.readouterr().out.startswith("3 random games, 1 players, seed 2")
    argv = ["simulate", "--players", "1", "--solo", "andvari", "--andvari-strategy", "hard"]
    assert main([*argv, "--andvari-level", "3", "--games", "2"]) == 0
    assert "seat 0:" in capsys.readouterr().out


def test_the_arena_plays_our_ai_against_the_clan(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "--solo", "neutral", "--neutral-heroes", "2", "--a", "normal"]
    assert main([*argv, "--games", "4", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["players"] == 1 and result["games"] == 4
    assert result["a"]["level"] == "normal" and result["b"]["level"] == "scripted"
    assert result["a"]["win_share"] + result["b"]["win_share"] == pytest.approx(1)
    assert result["b"]["mean_score"] > 0


def test_a_solo_game_saves_and_loads(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    options = {"solo": "andvari", "andvari_strategy": "hard_heroes", "andvari_level": "2"}
    session = Session([Seat("Solveig", HUMAN)], 77, options)
    for _ in range(30):
        session.submit(session.state.legal_actions(0)[0])
    data = json.loads(saves.autosave(session).read_text(encoding="utf-8"))
    assert data["options"]["solo"] == "andvari" and len(data["seats"]) == 1
    loaded = saves.load_autosave("nidavellir")
    assert loaded is not None and loaded.state.to_dict() == session.state.to_dict()
    data["options"]["solo"] = "brynhildr"
    with pytest.raises(SaveError):
        saves.session_from_data(data)


def test_a_game_without_choice_options_is_unchanged() -> None:
    arran: GameInfo = registry.get("arran")
    assert arran.options_from() == {} and arran.players_with() == arran.players
