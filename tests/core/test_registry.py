"""The registry lists the shipped games in `PRODUCT` order whatever imported them first, then the
games the tests register, in their order."""

from __future__ import annotations

import pytest

from game.core import registry
from tests import tinygame


def test_shipped_games_come_in_product_order_whatever_registered_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shipped = registry.games()
    assert [g.key for g in shipped] == ["nidavellir", "arran", "vedrfolnir"]
    monkeypatch.setattr(registry, "_games", {})
    for info in reversed(shipped):  # as when a test imports game.arran before anything else
        registry.register(info)
    with tinygame.registered():
        assert registry.keys() == ["nidavellir", "arran", "vedrfolnir", "tiny"]
