"""`python main.py host` in a real process: the addresses printed, a device playing from this
test process, the scores at the end; Ctrl-C ends the game for every device; bad arguments."""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import HOSTED_AI, main
from game.net.bench import play_device
from game.net.client import Client, chairs
from game.ui import saves
from game.ui.savereplay import LEVELS
from tests.net.helpers import run

ROOT = Path(__file__).resolve().parents[2]
ADDRESS = re.compile(r"seat (\d) \((.+)\): http://127\.0\.0\.1:(\d+)/s/([A-Za-z0-9_-]+)")
WATCH = re.compile(r"watch \(public table, no decisions\): http://127\.0\.0\.1:(\d+)/w/([\w-]+)")


def _start(tmp_path: Path, *argv: str) -> subprocess.Popen[str]:
    env = dict(os.environ, NIDAVELLIR_HOME=str(tmp_path), PYTHONUNBUFFERED="1")
    return subprocess.Popen(
        [sys.executable, "main.py", "host", "--bind", "127.0.0.1", *argv],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _addresses(process: subprocess.Popen[str]) -> tuple[list[str], list[tuple[str, ...]]]:
    """The lines printed up to "serving", and the seats' addresses among them."""
    assert process.stdout is not None
    lines: list[str] = []
    while not lines or not lines[-1].startswith("serving"):
        line = process.stdout.readline()
        assert line, process.stderr.read() if process.stderr else ""
        lines.append(line.rstrip("\n"))
    return lines, [m.groups() for line in lines if (m := ADDRESS.fullmatch(line))]


def test_host_serves_a_game_to_a_device_and_prints_the_scores(tmp_path: Path) -> None:
    process = _start(tmp_path, "--game", "arran", "--players", "2", "--ai", "easy", "--seed", "9")
    try:
        lines, seats = _addresses(process)
        assert lines[0] == "Guerres d'Arran, 2 players, seed 9"
        ((seat, name, port, token),) = seats
        assert (seat, name) == ("1", "Player 1") and len(token) == 32
        ((watch_port, watch_token),) = [
            m.groups() for line in lines if (m := WATCH.fullmatch(line))
        ]
        assert watch_port == port and len(watch_token) == 32 and watch_token != token

        async def device() -> dict:
            client = Client(f"ws://127.0.0.1:{port}/ws", token)
            spectator = Client(f"ws://127.0.0.1:{port}/ws", watch_token)
            await spectator.connect()
            await client.connect()
            await play_device(client, random.Random(9))
            await spectator.wait_for(lambda c: c.ended is not None)
            assert spectator.welcome is not None and spectator.welcome["seat"] is None
            assert spectator.ended == client.ended
            for each in (client, spectator):
                await each.close()
            assert client.ended is not None
            return client.ended

        ended = run(device)
        out, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 0, err
    assert ended["reason"] == "over"
    totals = [sheet["total"] for sheet in ended["outcome"]["sheets"]]
    winners = ended["outcome"]["winners"]
    expected = [
        f"seat {s + 1} ({n}): {totals[s]}{' (winner)' if s in winners else ''}"
        for s, n in enumerate(["Player 1", "AI 1"])
    ]
    assert out.splitlines() == expected
    assert not (tmp_path / saves.autosave_name("arran")).exists()  # an ended game has no Continue


def test_ctrl_c_tells_every_device_and_keeps_the_game_for_continue(tmp_path: Path) -> None:
    process = _start(tmp_path, "--game", "vedrfolnir", "--players", "2", "--pin")
    try:
        lines, seats = _addresses(process)
        assert len(seats) == 2
        (pin,) = [line.removeprefix("PIN: ") for line in lines if line.startswith("PIN: ")]
        assert re.fullmatch(r"\d{6}", pin)
        port, token = seats[1][2], seats[1][3]

        async def device() -> dict | None:
            client = Client(f"ws://127.0.0.1:{port}/ws", token, pin=pin)
            await client.connect()
            await client.wait_state()
            process.send_signal(signal.SIGINT)
            await client.wait_for(lambda c: c.ended is not None)
            await client.close()
            return client.ended

        ended = run(device)
        out, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 0, err
    assert ended == {"type": "ended", "v": 1, "reason": "host_quit", "outcome": None}
    assert out.splitlines() == ["the host quit; every device was told the game has ended"]
    assert (tmp_path / saves.autosave_name("vedrfolnir")).is_file()
    again = _start(tmp_path, "--game", "vedrfolnir", "--continue")
    try:
        _, seats_again = _addresses(again)
        again.send_signal(signal.SIGINT)
        again.communicate(timeout=60)
    finally:
        again.kill()
    assert seats_again == seats
    assert again.returncode == 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "2", "--ai", "easy", "easy"], "2 AI chairs leave no chair of 2 to a person"),
        (["--ai", "random"], "invalid choice: 'random'"),
        (["--bind", "my.laptop"], "not an IP address: 'my.laptop'"),
        (["--port", "70000"], "a port is a whole number from 0 to 65535, not '70000'"),
        (["--game", "arran", "--players", "1"], "is played by 2 to 5 players, not 1"),
    ],
)
def test_host_refuses_wrong_arguments(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["host", *argv])
    assert stop.value.code == 2
    assert message in capsys.readouterr().err


def test_continue_without_an_autosave_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    assert main(["host", "--game", "arran", "--continue", "--bind", "127.0.0.1"]) == 1
    assert capsys.readouterr().err == "error: there is no autosave of Guerres d'Arran to continue\n"


def test_the_host_offers_the_ai_levels_a_save_keeps() -> None:
    assert HOSTED_AI == LEVELS


def test_bench_host_measures_every_action_of_its_games(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    assert (
        main(["bench", "host", "--game", "vedrfolnir", "--players", "2", "--games", "1", "--json"])
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "vedrfolnir" and report["games"] == 1 and report["actions"] > 0
    assert 0 < report["latency_ms_p50"] <= report["latency_ms_p95"] <= report["latency_ms_max"]
    assert report["devices"] == 50 and report["memory_kib_per_device"] > 0


def test_a_laptop_claims_a_free_chair_of_the_host_command_with_its_pin(tmp_path: Path) -> None:
    """Another laptop has no seat's address: it reads the chairs, claims a free one with the
    PIN printed, and gets that seat's token in its welcome."""
    process = _start(tmp_path, "--game", "arran", "--players", "3", "--ai", "easy", "--pin")
    try:
        lines, seats = _addresses(process)
        (pin,) = [line.removeprefix("PIN: ") for line in lines if line.startswith("PIN: ")]
        port = seats[0][2]

        async def laptop() -> tuple[dict, dict | None, str | None]:
            listed = await chairs(f"http://127.0.0.1:{port}")
            client = Client(f"ws://127.0.0.1:{port}/ws", None, pin=pin, claim=1)
            await client.connect()
            await client.wait_state()
            await client.close()
            return listed, client.welcome, client.token

        listed, welcome, token = run(laptop)
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=60)
    finally:
        process.kill()
    assert listed["claim"] == "pin"
    assert [(c["name"], c["free"]) for c in listed["chairs"]] == [
        ("Player 1", True),
        ("Player 2", True),
        ("AI 1", False),
    ]
    assert welcome is not None and welcome["seat"] == 1 and token == seats[1][3]
    assert "another laptop may claim a free chair with this PIN (Join a game night)" in lines
