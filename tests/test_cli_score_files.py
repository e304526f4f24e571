"""`python main.py score FILE` on damaged and hostile files: one line naming the file (and the
entry and field where there is one) on stderr, exit status 1, nothing on stdout, never a
traceback, a hang or a crash of the interpreter."""

from __future__ import annotations

import codecs
import os
from pathlib import Path

import pytest

from game.cli import main
from tests.mainpy import ROOT, ran, run_main

TABLE = """players:
  - name: Cécile
    cards:
      hunter: 4
      warrior: [3, 9]
    coins: [0, 2, 3, 4, 5]
  - name: Serge
    coins: [0, 2, 3, 4, 5]
"""

SHEETS = """                  Cécile  Serge
Warriors              12      0
Hunters               16      0
Miners                 0      0
Blacksmiths            0      0
Explorers              0      0
Warrior majority       5      0
Neutral heroes         0      0
Coins                 14     14
Gem bonus              0      0
-------------------------------
Total                 47     14

Winner: Cécile with 47 points
"""


def _score(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(["score", str(path)])
    out, err = capsys.readouterr()
    return status, out, err


def _refused(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """The one line of a refused file, checked to be alone, on stderr, with status 1."""
    status, out, err = _score(path, capsys)
    assert (status, out) == (1, "")
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith(f"error: {path}: ")
    return err[len(f"error: {path}: ") : -1]


def _write(tmp_path: Path, data: bytes | str, name: str = "table.yaml") -> Path:
    path = tmp_path / name
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    return path


# ------------------------------------------------------------------ encodings


def test_a_utf8_table_is_scored(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _score(_write(tmp_path, TABLE), capsys) == (0, SHEETS, "")


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le", "utf-16-be"])
def test_utf8_with_a_mark_and_utf16_with_a_mark_are_read(
    encoding: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mark = {"utf-16-le": codecs.BOM_UTF16_LE, "utf-16-be": codecs.BOM_UTF16_BE}.get(encoding, b"")
    path = _write(tmp_path, mark + TABLE.encode(encoding))
    assert path.read_bytes()[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, b"\xef\xbb")
    assert _score(path, capsys) == (0, SHEETS, "")


def test_a_latin1_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, TABLE.encode("latin-1"))
    assert _refused(path, capsys) == (
        "line 2, column 12: byte 0xE9 is not UTF-8 text; save the file as UTF-8 "
        "(Latin-1 and other encodings are not read)"
    )


def test_utf16_without_a_mark_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, TABLE.encode("utf-16-le"))
    assert _refused(path, capsys) == (
        "line 1, column 2: a NUL character; a table file is plain text (saved as UTF-8 or as "
        "UTF-16 with a byte order mark)"
    )


def test_utf32_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, TABLE.encode("utf-32"))
    assert _refused(path, capsys) == "the file is UTF-32 text; save it as UTF-8"


def test_broken_utf16_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, TABLE.encode("utf-16") + b"\x00")  # an odd number of bytes
    assert _refused(path, capsys) == (
        "line 9, column 1: byte 0x00 is not UTF-16 text; save the file as UTF-8 (Latin-1 and "
        "other encodings are not read)"
    )


def test_a_nul_byte_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, TABLE.replace("Serge", "Ser\x00ge"))
    assert _refused(path, capsys) == (
        "line 7, column 14: a NUL character; a table file is plain text (saved as UTF-8 or as "
        "UTF-16 with a byte order mark)"
    )


def test_a_control_character_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, TABLE.replace("Serge", "Ser\x01ge"))
    assert _refused(path, capsys) == (
        "invalid YAML at line 7, column 14: control characters are not allowed (character #x0001)"
    )


# ------------------------------------------------------------------ numbers


def test_two_billion_hunters_are_refused_before_building_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, TABLE.replace("hunter: 4", "hunter: 2000000000"))
    assert _refused(path, capsys) == (
        "entry players 'Cécile', field 'cards.hunter': 2000000000 is beyond what the game "
        "holds (no number here may be above 99)"
    )


def test_a_50_digit_count_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, TABLE.replace("hunter: 4", "hunter: " + "9" * 50))
    assert _refused(path, capsys) == (
        "entry players 'Cécile', field 'cards.hunter': a number of 50 digits is beyond what the "
        "game holds (no number here may be above 99)"
    )


def test_an_integer_of_4400_digits_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, TABLE.replace("hunter: 4", "hunter: " + "7" * 4400))
    assert _refused(path, capsys) == (
        "entry players 'Cécile', field 'cards.hunter': a number of 4,400 digits is beyond what "
        "the game holds (no number here may be above 99)"
    )


def test_a_large_card_in_a_list_is_named_by_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, TABLE.replace("warrior: [3, 9]", "warrior: [3, -100]"))
    assert _refused(path, capsys) == (
        "entry players 'Cécile', field 'cards.warrior': item #2 -100 is beyond what the game "
        "holds (no number here may be above 99)"
    )


def test_the_largest_number_allowed_reaches_the_calculator(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, TABLE.replace("hunter: 4", "hunter: 99"))
    assert _refused(path, capsys) == (
        "entry player 'Cécile', field 'cards.hunter': the table would hold 99 hunter cards worth "
        "0; the two Age decks have only 16"
    )


# ------------------------------------------------------------------ structure


def test_flow_nesting_30000_deep_is_refused_before_parsing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, "players: " + "[" * 30_000 + "]" * 30_000 + "\n")
    assert path.stat().st_size == 60_010
    assert _refused(path, capsys) == (
        "line 1, column 41: nested more than 32 levels deep; no real table needs that"
    )


def test_block_nesting_30000_deep_is_refused_before_parsing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, "- " * 30_000 + "x\n")
    assert _refused(path, capsys) == (
        "line 1, column 65: nested more than 32 levels deep; no real table needs that"
    )


def test_nesting_32_deep_is_allowed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, "players: " + "[" * 31 + "]" * 31 + "\n")
    assert _refused(path, capsys) == (
        "entry players, field '0': Input should be a valid dictionary"
    )


def test_aliases_that_expand_past_200000_values_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = ["a0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 6)]
    path = _write(tmp_path, "\n".join(lines) + "\nplayers: *a5\n")
    assert _refused(path, capsys) == (
        "the file holds more than 200,000 values or 32 levels once its aliases (*name) are "
        "expanded; no real table needs that"
    )


def test_an_alias_to_itself_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, "players: &p [*p]\n")
    assert _refused(path, capsys) == (
        "the file holds more than 200,000 values or 32 levels once its aliases (*name) are "
        "expanded; no real table needs that"
    )


# ------------------------------------------------------------------ size and kind of file


def test_a_file_over_1_mib_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, TABLE + "#" * ((1 << 20) - len(TABLE.encode()) + 1))
    assert path.stat().st_size == (1 << 20) + 1
    assert _refused(path, capsys) == (
        "the file is 1.0 MiB, more than the 1.0 MiB allowed; no real table needs that much"
    )


def test_a_file_of_exactly_1_mib_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, TABLE + "#" * ((1 << 20) - len(TABLE.encode())))
    assert path.stat().st_size == 1 << 20
    assert _score(path, capsys) == (0, SHEETS, "")


def test_a_39_mb_file_is_refused_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "big.yaml"
    with path.open("wb") as out:
        out.truncate(39_000_000)  # sparse: no 39 MB written to the disk
    assert _refused(path, capsys) == (
        "the file is 37.2 MiB, more than the 1.0 MiB allowed; no real table needs that much"
    )


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this system")
def test_dev_zero_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert _refused(Path("/dev/zero"), capsys) == (
        "a device, not a file; give the path of a text file"
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_named_pipe_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    assert _refused(path, capsys) == "a named pipe, not a file; give the path of a text file"


def test_a_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _refused(tmp_path, capsys) == "a folder, not a file; give the path of a text file"


def test_a_missing_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "missing.yaml"
    assert _refused(path, capsys) == "cannot read the file (No such file or directory)"


def test_a_path_with_a_line_break_stays_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "two\nlines.yaml"
    status, out, err = _score(path, capsys)
    assert (status, out) == (1, "")
    assert (
        err == f"error: {tmp_path}/two lines.yaml: cannot read the file "
        "(No such file or directory)\n"
    )


# ------------------------------------------------------------------ a real process


def test_deep_nesting_does_not_crash_the_interpreter(tmp_path: Path) -> None:
    path = _write(tmp_path, "players: " + "[" * 30_000 + "]" * 30_000 + "\n")
    err = f"error: {path}: line 1, column 41: nested more than 32 levels deep; "
    ran(run_main("score", str(path)), 1, out="", err=err + "no real table needs that\n")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_named_pipe_does_not_hang_the_command(tmp_path: Path) -> None:
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    err = f"error: {path}: a named pipe, not a file; give the path of a text file\n"
    ran(run_main("score", str(path), timeout=30), 1, out="", err=err)


def test_two_billion_hunters_in_a_real_process(tmp_path: Path) -> None:
    path = _write(tmp_path, TABLE.replace("hunter: 4", "hunter: 2000000000"))
    err = (
        f"error: {path}: entry players 'Cécile', field 'cards.hunter': "
        "2000000000 is beyond what the game holds (no number here may be "
        "above 99)\n"
    )
    ran(run_main("score", str(path)), 1, out="", err=err)


# ------------------------------------------------------------------ the shared reader


def test_card_data_entries_are_named_by_their_id(tmp_path: Path) -> None:
    from game.core.dataload import read_yaml
    from game.core.errors import DataError

    path = _write(tmp_path, "cards:\n  - id: w3\n    points: 3\n  - id: w9\n    points: 90000\n")
    with pytest.raises(DataError) as info:
        read_yaml(path)
    assert str(info.value) == (
        f"{path}: entry cards 'w9', field 'points': 90000 is beyond what "
        "the game holds (no number here may be above 10,000)"
    )


def test_every_shipped_data_file_passes_the_guards() -> None:
    from game.core.dataload import read_yaml

    files = sorted((ROOT / "data").rglob("*.yaml"))
    assert ROOT / "data" / "examples" / "table.yaml" in files
    assert all(read_yaml(path) for path in files)
