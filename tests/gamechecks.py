"""What each game's own tests add to the shared random-game checker (`game.core.checker`), which
tests/core/test_checker.py runs for every registered game, option set and player count: a check
wherever the checker looks at a snapshot (`extra`), and one on each finished game (`end`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.checker import Extra
from game.core.game import GameState
from tests.arran import checks as arran
from tests.nidavellir import checker as nidavellir
from tests.vedrfolnir import checks as vedrfolnir

End = Callable[[GameState, Mapping[str, Any]], None]


def nothing_more(state: GameState, options: Mapping[str, Any]) -> None:
    """A game whose end promises nothing beyond the generic checker's."""


@dataclass(frozen=True)
class GameChecks:
    extra: Extra | None = None
    end: End = nothing_more


def checks_for(key: str, options: Mapping[str, Any]) -> GameChecks:
    """The game's own checks for a game of these options (none for a game without any)."""
    if key == "nidavellir":
        return GameChecks(nidavellir.extra_for(options), nidavellir.check_end)
    if key == "arran":
        return GameChecks(arran.no_leak)
    if key == "vedrfolnir":
        return GameChecks(vedrfolnir.no_leak)
    return GameChecks()
