"""`pip install .` gives a `nidavellir` command that plays and scores from anywhere: the wheel
carries the card data, strings, fonts, pictures and sounds inside the `game` package, and
declares the pinned requirements and the entry point.

The wheel test builds with pip as a person would, which fetches the build backend from the
package index; where it cannot be fetched (no network), the test says so and skips.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

import pytest

from game import resources
from game.cli import main

# Its tests share the one wheel built per worker; building it is long, so they run first.
pytestmark = [pytest.mark.xdist_group("wheel"), pytest.mark.early]

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = {"table.yaml": "nidavellir", "thingvellir_table.yaml": "nidavellir"}
EXAMPLES |= {"arran_table.yaml": "arran"}
# What pip prints when the build backend cannot be downloaded (no route to the package index).
UNREACHABLE = ("No matching distribution found for hatchling", "Could not find a version")


def _pins(path: Path) -> list[str]:
    lines = (line.split("#")[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line and not line.startswith("-")]


def test_pyproject_declares_the_pinned_requirements() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert sorted(project["dependencies"]) == sorted(_pins(ROOT / "requirements.txt"))
    assert project["scripts"] == {"nidavellir": "game.cli:command"}


def test_no_shipped_path_is_worked_out_from_the_code_s_place() -> None:
    """Only `game/resources.py` knows where the shipped folders are."""
    offenders = [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "game").rglob("*.py"))
        if "parents[" in path.read_text(encoding="utf-8")
    ]
    assert offenders == []


def test_a_checkout_finds_its_top_level_folders() -> None:
    assert resources.DATA == ROOT / "data"
    assert resources.SPRITES == ROOT / "sprites"
    assert resources.SOUNDS == ROOT / "sounds"
    assert resources.FONTS == ROOT / "data" / "fonts"
    assert resources.STRINGS == ROOT / "data" / "i18n"


def test_an_installed_package_finds_the_folders_inside_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    package = tmp_path / "site-packages" / "game"
    for name in ("data", "sprites", "sounds"):
        (package / name).mkdir(parents=True)
        (tmp_path / "site-packages" / name).mkdir()  # another project's folder: never ours
    monkeypatch.setattr(resources, "_package", lambda: package)
    assert resources.shipped("data") == package / "data"
    assert resources.shipped("sounds") == package / "sounds"


# ------------------------------------------------------------------ the real wheel


def _run(args: list[str], cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "NIDAVELLIR_DATA")}
    return subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The `bin` folder of a fresh virtual environment, outside the checkout, holding the wheel
    built from it (its requirements come from this interpreter's site-packages: no download)."""
    where = tmp_path_factory.mktemp("install")
    built = _run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-w", "wheels"], where
    )
    if built.returncode != 0 and any(text in built.stderr for text in UNREACHABLE):
        pytest.skip("the build backend (hatchling) cannot be fetched from the package index")
    assert built.returncode == 0, built.stderr
    (wheel,) = (where / "wheels").glob("nidavellir_family-*.whl")
    # The environment gets no pip of its own (that would take longer than the rest): this
    # interpreter's pip installs into it.
    venv.create(where / "env", system_site_packages=True)
    bin_dir = where / "env" / ("Scripts" if os.name == "nt" else "bin")
    target = ["--python", str(bin_dir / "python")]
    pip = [sys.executable, "-m", "pip", *target, "install", "--no-index", "-q", str(wheel)]
    done = _run(pip, where)
    assert done.returncode == 0, done.stderr
    return bin_dir


@pytest.fixture
def outside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder far from the checkout, and a data folder of the test's own."""
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path / "home"))
    (tmp_path / "elsewhere").mkdir()
    return tmp_path / "elsewhere"


def test_the_command_helps(installed: Path, outside: Path) -> None:
    done = _run([str(installed / "nidavellir"), "--help"], outside)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: nidavellir ")
    for command in ("simulate", "score", "shots", "arena", "bench"):
        assert command in done.stdout


def test_the_command_simulates_arran(installed: Path, outside: Path) -> None:
    argv = ["simulate", "--game", "arran", "--players", "3", "--games", "2"]
    done = _run([str(installed / "nidavellir"), *argv], outside)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "2 random games, 3 players, seed 0"
    assert [line.split(":")[0] for line in lines[1:4]] == ["  seat 0", "  seat 1", "  seat 2"]
    assert lines[4].endswith(" games per second")


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_the_command_scores_each_example_table(
    installed: Path, outside: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The example shipped inside the package, scored as the checkout scores its own copy."""
    game = EXAMPLES[name]
    site = _run(
        [str(installed / "python"), "-c", "from game import resources as r; print(r.DATA)"], outside
    )
    data = Path(site.stdout.strip())
    assert data.parent.name == "game" and data.parent.parent.name == "site-packages"
    copy = data / "examples" / name
    assert copy.read_bytes() == (ROOT / "data" / "examples" / name).read_bytes()
    done = _run([str(installed / "nidavellir"), "score", str(copy), "--game", game], outside)
    assert main(["score", str(ROOT / "data" / "examples" / name), "--game", game]) == 0
    assert (done.returncode, done.stdout, done.stderr) == (0, capsys.readouterr().out, "")


def test_the_installed_package_holds_every_shipped_file(installed: Path, outside: Path) -> None:
    """Pictures, sounds, fonts, strings and card data, the phone page; not the scripts that
    made them."""
    site = _run([str(installed / "python"), "-c", "import game; print(game.__path__[0])"], outside)
    package = Path(site.stdout.strip())
    for name in ("data", "sprites", "sounds"):
        want = sorted(
            p.relative_to(ROOT / name).as_posix()
            for p in (ROOT / name).rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts
        )
        have = sorted(
            p.relative_to(package / name).as_posix()
            for p in (package / name).rglob("*")
            if p.is_file()
        )
        assert have == want, name
    page = ROOT / "game" / "net" / "page"  # the phone page, served by the game-night host
    shipped = sorted(p.name for p in (package / "net" / "page").iterdir())
    assert shipped == sorted(p.name for p in page.iterdir())


WINDOW = """
import logging
from game.ui.app import App
from game.ui.scenes.launcher import open_title
logging.basicConfig(level=logging.WARNING)  # a missing picture or sound would say so on stderr
app = App()
open_title(app)
for _ in range(3):
    app.step(16)
print(app.assets.font_dir)
print(app.assets.sprite_dir)
print(app.audio.sound_dir)
print(" ".join(sorted(app.audio.names)))
print(" ".join(sorted(track.name for track in app.music.tracks)))
app.close()
"""


def test_the_window_opens_with_the_installed_fonts_pictures_and_sounds(
    installed: Path, outside: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
        monkeypatch.setenv(name, "dummy")
    monkeypatch.setenv("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    done = _run([str(installed / "python"), "-W", "ignore", "-c", WINDOW], outside)
    assert (done.returncode, done.stderr) == (0, "")
    fonts, sprites, sounds, names, tracks = done.stdout.splitlines()
    package = installed.parent
    assert Path(fonts).is_relative_to(package) and Path(fonts).parts[-2:] == ("data", "fonts")
    assert Path(sprites).is_relative_to(package) and Path(sprites).name == "sprites"
    assert Path(sounds).is_relative_to(package) and Path(sounds).name == "sounds"
    assert names.split() == sorted(p.stem for p in (ROOT / "sounds").glob("*.wav"))
    assert tracks.split() == sorted(p.name for p in (ROOT / "sounds" / "music").glob("*.ogg"))
