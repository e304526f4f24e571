"""Nidavellir at the table: its presenter, layout, faces, help, log lines and score forms."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.games import Presenter
    from game.ui.table.scene import TableScene


def make_presenter(table: TableScene) -> Presenter:
    """Nidavellir's presenter (imported with the first table: the faces load without it)."""
    from game.ui.games.nidavellir.presenter import NidavellirPresenter

    return NidavellirPresenter(table)
