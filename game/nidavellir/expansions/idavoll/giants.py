"""The five giants. Each captures the next dwarf of its class taken from a tavern, if its owner
wants (`mythology.dwarf_taken` asks); the capture triggers the giant's effect below."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.actions import HAND
from game.nidavellir.expansions.idavoll.base import Giant
from game.nidavellir.expansions.idavoll.flow import HRUNGNIR, SKYMIR_KEEP
from game.nidavellir.flow import RECRUIT
from game.taverns import coins as cn

if TYPE_CHECKING:
    from game.nidavellir.data import Myth
    from game.nidavellir.expansions.idavoll.state import IdavollState

RESERVE = 3  # `State.drawn_src` for cards drawn from the mythology reserve


def captured_points(state: IdavollState, seat: int, myth: Myth) -> int:
    card = state.players[seat].captured.get(myth.card, -1)
    return state.rules.cards[card].points if card >= 0 else 0


class Gymir(Giant):
    """Explorer: at the end, `capture_factor` × the captured explorer's points."""

    def score(self, state: IdavollState, seat: int, myth: Myth) -> int:
        return myth.capture_factor * captured_points(state, seat, myth)


class Surt(Giant):
    """Warrior: at the end, the value of the owner's highest coin."""

    def score(self, state: IdavollState, seat: int, myth: Myth) -> int:
        if myth.card not in state.players[seat].captured:
            return 0
        return max((cn.value_of(c) for c in state.players[seat].coins()), default=0)


class Thrivaldi(Giant):
    """Blacksmith: recruit a hero at once, without a line; it never counts against the lines."""

    def on_capture(self, state: IdavollState, seat: int, myth: Myth, card: int) -> None:
        from game.nidavellir.heroes import can_recruit

        if any(can_recruit(state, seat, h) for h in state.hero_pool):
            state.stack.append((RECRUIT, seat, 1, 0))
        else:
            state.emit("no_hero_available", seat)


class Hrungnir(Giant):
    """Miner: every non-trading coin is transformed by +`transform`, in board order (Laughing
    Goblin, Dancing Dragon, Shining Horse, pouch left, pouch right; D21); then Uline's owner,
    who holds coins in hand, transforms those in the order she chooses (rulebook 001)."""

    def on_capture(self, state: IdavollState, seat: int, myth: Myth, card: int) -> None:
        p = state.players[seat]
        for place in range(5):
            code = p.board[place]
            if code >= 0 and not cn.is_trading(code):
                state.transform_coin(seat, place, code, myth.transform)
        transform_hand(state, seat, [c for c in p.hand if not cn.is_trading(c)], myth.transform)


def transform_hand(state: IdavollState, seat: int, coins: list[int], amount: int) -> None:
    """Transform `coins` (still in hand, not yet transformed) one by one: the owner chooses the
    next while the order can matter, i.e. while two of them differ."""
    if len(set(coins)) > 1:
        state.stack.append((HRUNGNIR, seat, amount, pack(coins)))
        return
    for code in coins:
        state.transform_coin(seat, HAND, code, amount)


def pack(coins: list[int]) -> int:
    """The coins still to transform, in one stack argument: 7 bits per coin code (codes of
    non-trading coins are never 0, so the packing reads back unambiguously)."""
    packed = 0
    for code in sorted(coins, reverse=True):
        packed = packed << 7 | code
    return packed


def unpack(packed: int) -> list[int]:
    coins = []
    while packed:
        coins.append(packed & 127)
        packed >>= 7
    return coins


class Skymir(Giant):
    """Hunter: draw `draw` cards from the mythology reserve, keep `keep` (each resolved as if
    recruited), the others go under the reserve (D21)."""

    def on_capture(self, state: IdavollState, seat: int, myth: Myth, card: int) -> None:
        reserve = state.reserve
        state.drawn = [reserve.pop() for _ in range(min(myth.draw, len(reserve)))]
        state.drawn_src = RESERVE
        keep = min(myth.keep, len(state.drawn))
        if keep:
            state.stack.append((SKYMIR_KEEP, seat, keep, 0))
            state.emit("cards_drawn", seat, len(state.drawn))


EFFECTS = {
    "gymir": Gymir(),
    "thrivaldi": Thrivaldi(),
    "surt": Surt(),
    "hrungnir": Hrungnir(),
    "skymir": Skymir(),
}
