"""Why a box of the new-game form cannot be ticked, for any game's options: it needs another, or
another excludes it, or the mode does; and a count another mode plays switches to that mode."""

from __future__ import annotations

from typing import Any

from game.core.game import GameInfo, Option
from game.ui.gameui import Mode
from game.ui.setupchoices import SetupChoices


def _info(**extra: Any) -> GameInfo:
    return GameInfo(
        key="probe",
        title="Probe",
        players=range(1, 5),
        new_game=lambda *_: None,  # type: ignore[arg-type,return-value]
        parse_action=lambda *_: None,
        categories=("total",),
        options=(
            Option("base"),
            Option("addon", requires=("base",)),
            Option("rival", excludes=("addon",)),
            Option("opponent", choices=("none", "bot"), excludes=("base",)),
        ),
        **extra,
    )


def test_a_closed_box_says_what_closes_it() -> None:
    choices = SetupChoices(_info())
    assert choices.why_not("addon") == ("needs", "base")
    choices.toggle("base")
    choices.toggle("addon")
    assert choices.options["addon"] and choices.why_not("rival") == ("not_with", "addon")
    choices.toggle("base")  # what needed it goes with it
    assert not choices.options["addon"] and choices.why_not("rival") is None


def test_a_mode_sets_its_options_and_a_count_of_another_mode_switches_to_it() -> None:
    modes = (Mode("table", {"opponent": "none"}, range(2, 5)), Mode("solo", {"opponent": "bot"}))
    info = _info(players_for=lambda o: range(1, 2) if o.get("opponent") == "bot" else range(2, 5))
    choices = SetupChoices(info, modes)
    assert choices.mode() == modes[0] and choices.count == 2
    choices.toggle("base")
    assert [o.key for o in choices.shown()] == ["base", "addon", "rival"]  # not the mode's own
    choices.choose_count(1)
    assert choices.mode() == modes[1] and choices.options["opponent"] == "bot"
    assert not choices.options["base"] and choices.why_not("base") == ("mode",)
    choices.choose_count(3)
    assert choices.mode() == modes[0] and choices.count == 3
