"""Járnglófi: its owner discards the trading coin at once, for good (fixed points at the end).

A trading coin bid on a tavern still to come leaves the seat without a bid there: it takes no
card in that tavern (§6 #25). One on the tavern being resolved is no longer traded (CHOICE: the
coin is gone before the trade that follows the pick).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.data import Artifact
from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule
from game.nidavellir.flow import DO_TRADE, TAVERN
from game.taverns import coins as cn

if TYPE_CHECKING:
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState


class Jarnglofi(ArtifactRule):
    def gain(self, state: ThingvellirState, seat: int, art: Artifact) -> None:
        super().gain(state, seat, art)
        discard_trading_coin(state, seat)


def discard_trading_coin(state: ThingvellirState, seat: int) -> None:
    p = state.players[seat]
    slot = next((i for i, c in enumerate(p.board) if c >= 0 and cn.is_trading(c)), -1)
    if slot >= 0:
        code = p.board[slot]
        p.board[slot] = -1
        if slot == state.tavern and state.phase == TAVERN:
            state.stack[:] = [e for e in state.stack if not (e[0] == DO_TRADE and e[1] == seat)]
    else:
        code = next((c for c in p.hand if cn.is_trading(c)), -1)
        if code < 0:
            return
        p.hand.remove(code)
    p.coins_out.append(code)
    state.emit("coin_discarded", seat, code)
