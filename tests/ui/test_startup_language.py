"""A language saved in the settings is the one the whole table speaks at the next start."""

import pytest

from game.ui.app import App
from game.ui.settings import Settings, save_settings

pytestmark = pytest.mark.ui


def test_saved_french_applies_to_strings_and_card_names(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    save_settings(Settings(language="fr"))
    app = App()
    assert app.t("menu.new_game") == "Nouvelle partie"
    assert app.faces._name(app.rules.tavern_names[0]) == "Le Gobelin Rieur"
