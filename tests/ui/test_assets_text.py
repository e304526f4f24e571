"""Text from the assets: lining figures in the display face, and the size a squeezed label is
read at."""

from __future__ import annotations

from game.ui.app import App
from game.ui.assets import Drawn


def test_display_digits_are_set_in_lining_lato(app: App) -> None:
    """Vollkorn's old-style "1" reads as "I": in "Player 1" the digit comes from Lato."""
    a = app.assets
    label = a.text("Player 1", "display_bold", 20, (255, 255, 255))
    words = a.font("display_bold", 20).size("Player ")[0]
    digit = a.font("text_bold", 20).size("1")[0]
    assert label.get_width() == words + digit
    assert label.get_width() != a.font("display_bold", 20).size("Player 1")[0]
    plain = a.text("Player", "display_bold", 20, (255, 255, 255))
    assert plain.get_size() == a.font("display_bold", 20).size("Player")


def test_fit_records_the_size_a_label_is_read_at(app: App) -> None:
    a = app.assets
    a.drawn = set()
    full = a.font("text", 20).size("Brokk the Bold")[0]
    label = a.fit("Brokk the Bold", "text", 20, (0, 0, 0), full // 2)
    a.fit("Eitri", "text", 20, (0, 0, 0), 500)
    assert label.get_width() <= full // 2 + 1
    squeezed = next(d for d in a.drawn if d.text == "Brokk the Bold")
    assert 9.9 < squeezed.size < 10.1 and Drawn("Eitri", "text", 20) in a.drawn
