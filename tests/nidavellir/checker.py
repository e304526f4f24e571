"""What Nidavellir adds to the generic random-game checker (`game.core.checker`), for the base
game, Idavoll, Thingvellir and the solo opponents alike: which parts of a view must be hidden,
the snapshot read back by `from_dict`, and on a finished game what only this game promises (the
score calculator agrees with a base game; Thingvellir's camp, mercenaries and artifacts are all
accounted for; a solo game is scored against the clan).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from game.core import checker
from game.core.checker import expect
from game.core.game import GameState
from game.nidavellir.calculator import score_table
from game.nidavellir.data import NEUTRAL
from game.nidavellir.persist import from_dict
from game.nidavellir.solo.shared import CLAN, SoloState
from game.nidavellir.state import State
from game.taverns import coins as cn
from tests.nidavellir.tables import table_of


def check_views(state: State, views: checker.Views) -> None:
    """What each seat's view hides: others' unrevealed bids, the deck order, the shuffle seed,
    the size only of the mythology deck and reserve, someone else's drawn cards."""
    for seat in range(state.n):
        seen = views[seat]
        for other, seat_view in enumerate(seen["seats"]):
            p = state.players[other]
            for slot, code in enumerate(p.board):
                public = other == seat or p.known >> slot & 1 or code < 0
                expect((seat_view["board"][slot] == "?") != bool(public), f"{seat} {other} {slot}")
        for deck in seen["decks"]:
            ids = [state.rules.card_ids[k] for k in deck]
            expect(ids == sorted(ids), "the deck order leaks")
        expect(seen["shuffle_seed"] is None, "the shuffle seed leaks")
        expect(isinstance(seen["myth_deck"], int) and isinstance(seen["reserve"], int), "decks")
        expect(all(isinstance(n, int) for n in seen["camp_decks"]), "the camp decks leak")
        if state.drawn and state.stack[-1][1] != seat:
            expect(set(seen["drawn"]) == {"?"}, "someone else's drawn cards leak")


def check_internals(state: GameState, views: checker.Views) -> None:
    """The Nidavellir checks run wherever the generic checker looks at a snapshot."""
    assert isinstance(state, State)
    check_views(state, views)
    check_from_dict(state)


def check_solo(state: GameState, views: checker.Views) -> None:
    """The clan owes nothing at rest; the player's view hides the clan's unrevealed coins and
    its script; a snapshot reads back."""
    assert isinstance(state, SoloState)
    expect(CLAN not in state.to_move() and not state.legal_actions(CLAN), "the clan is to move")
    seen = views[0]
    expect("solo" not in seen and "script_seed" not in json.dumps(seen), "the script leaks")
    clan = state.players[CLAN]
    for slot, code in enumerate(clan.board):
        public = clan.known >> slot & 1 or code < 0
        expect((seen["seats"][CLAN]["board"][slot] == "?") != bool(public), f"clan slot {slot}")
    check_from_dict(state)


def check_from_dict(state: State) -> None:
    snapshot = state.to_dict()
    expect(from_dict(json.loads(json.dumps(snapshot))).to_dict() == snapshot, "from_dict")


def extra_for(options: Mapping[str, Any]) -> checker.Extra:
    return check_internals if options.get("solo", "off") == "off" else check_solo


def check_end(state: GameState, options: Mapping[str, Any]) -> None:
    """What a finished game of these options promises beyond the generic checker's end."""
    assert isinstance(state, State)
    expect(from_dict(state.to_dict()).outcome() == state.outcome(), "from_dict scores otherwise")
    if isinstance(state, SoloState):
        check_solo_end(state)
        return
    if options.get("idavoll"):
        expect({"gods", "giants", "valkyries"} <= set(state.scores()[0]), "no Idavoll rows")
    if options.get("thingvellir"):
        check_thingvellir_end(state)
    if not (options.get("idavoll") or options.get("thingvellir")):
        check_final_score(state)


def check_solo_end(state: SoloState) -> None:
    """One sheet, the clan's beside it, and a win only above the clan's total."""
    outcome = state.outcome()
    expect(len(outcome.sheets) == 1 and len(outcome.others) == 1, "a solo game's sheets")
    beats = outcome.totals[0] > outcome.others[0]["total"]
    expect(outcome.winners == ([0] if beats else []), "a solo win not above the clan's total")


def check_final_score(state: State) -> None:
    """A base game's table typed into the score calculator scores exactly as the game did (the
    generic checker has seen that each sheet adds up and the winners hold the best total)."""
    expect(calculator_sheets(state) == state.scores(), "the calculator scores otherwise")


def calculator_sheets(state: State) -> list[dict[str, int]]:
    """The score calculator's sheets for this finished game's table, shaped like `scores()`."""
    result = score_table(table_of(state))
    return [{**p["breakdown"], "total": p["total"]} for p in result["players"]]


def artifacts_row(state: State, seat: int) -> int:
    """The artifacts' points counted from the final army, apart from the core's scoring."""
    rules = state.rules
    p = state.players[seat]
    owned = [c for c in p.command if c in rules.artifacts]
    owned += [c for col in p.columns for c in col if c in rules.artifacts]
    mercs = sum(c in rules.mercenaries for c in p.command)
    mercs += sum(c in rules.mercenaries for col in p.columns for c in col)
    total = 0
    for c in owned:
        art = rules.artifacts[c]
        if art.effect == "draupnir":
            total += 6 * sum(cn.value_of(x) >= 15 for x in p.coins())
        elif art.effect == "svalinn":
            total += 5 * len(p.heroes)
        elif art.effect == "hrafnsmerki":
            total += 5 * mercs
        elif art.effect == "mjollnir":
            expect(p.mjollnir != NEUTRAL, "Mjöllnir's class was never chosen")
            total += 2 * p.ranks[p.mjollnir]
        elif art.effect == "megingjord":
            total += 28
        elif art.effect == "jarnglofi":
            total += 24
    return total


def check_thingvellir_end(state: State) -> None:
    """Every mercenary enlisted, five coins each, the artifacts row equal to a count made here
    from the final armies, and the camp's cards all accounted for."""
    rules = state.rules
    sheets = state.scores()
    for seat, p in enumerate(state.players):
        expect(not any(c in rules.mercenaries for c in p.command), "a mercenary never enlisted")
        expect(sheets[seat]["artifacts"] == artifacts_row(state, seat), "the artifacts row")
        expect(len(p.coins()) + len(p.coins_out) == 5, f"seat {seat} does not hold five coins")
    expect(not state.enlist, "an Enlistment left open")
    camp_cards = set(rules.camp_deck[1]) | set(rules.camp_deck[2])
    seen = state.camp + state.camp_discard + state.camp_decks[1] + state.camp_decks[2]
    for p in state.players:
        seen += [c for c in p.command if c in camp_cards]
        seen += [c for col in p.columns for c in col if c in camp_cards]
    expect(sorted(c for c in seen if c in camp_cards) == sorted(camp_cards), "camp cards")
