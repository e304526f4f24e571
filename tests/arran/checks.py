"""What Guerres d'Arran adds to the generic random-game checker (`game.core.checker`): no view
shows another Lord's face-down coins, the order of a deck, or the cards someone else's Svara
looks at."""

from __future__ import annotations

from game.arran.cards import default_table
from game.core.checker import Views, expect
from game.core.game import GameState

IDS = default_table().card_ids


def no_leak(state: GameState, views: Views) -> None:
    """Each seat's view hides exactly what the rules hide from it."""
    truth = state.to_dict()
    for seat, view in views.items():
        for era, deck in enumerate(view["decks"]):
            expect(
                deck == sorted(deck, key=IDS.__getitem__),
                f"seat {seat} sees the order of the Era {era + 1} deck",
            )
        for other, seen in enumerate(view["seats"]):
            for slot, coin in enumerate(truth["seats"][other]["board"]):
                shown = seen["board"][slot]
                face_up = truth["seats"][other]["known"] >> slot & 1
                if other == seat or face_up or coin is None:
                    expect(shown == coin, f"seat {seat} misses a coin it may see")
                else:
                    expect(shown == "?", f"seat {seat} sees a face-down coin of seat {other}")
        keeper = truth["stack"][-1][1] if truth["drawn"] else None
        if truth["drawn"] and keeper != seat:
            expect(set(view["drawn"]) == {"?"}, f"seat {seat} sees the cards Svara looks at")
