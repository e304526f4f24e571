"""The five mythical animals. Their ranks, per-rank bonuses (Nidhogg, Garm), Ratatosk's pairs of
0-point ranks, Garm's Pioneer draw and Durathor's smaller Dagda discard are data read by
`idavoll.mythology`; only Hraesvelg acts when it arrives."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.expansions.idavoll.base import Animal

if TYPE_CHECKING:
    from game.nidavellir.data import Myth
    from game.nidavellir.expansions.idavoll.state import IdavollState


class Ratatosk(Animal):
    """Miner: each pair of 0-point miner ranks adds `zero_pair_bonus` before the product."""


class Nidhogg(Animal):
    """Warrior: `rank_bonus` points per warrior rank (like Idunn for explorers)."""


class Garm(Animal):
    """Explorer: `rank_bonus` per explorer rank; the Pioneer draws `pioneer_draw` cards."""


class Durathor(Animal):
    """Hunter: the hero of `discard_reduction` asks for fewer discards."""


class Hraesvelg(Animal):
    """Blacksmith: Gullinbursti joins the army in the column the owner chooses."""

    def gain(self, state: IdavollState, seat: int, myth: Myth) -> None:
        from game.nidavellir.expansions.idavoll.flow import BOAR

        super().gain(state, seat, myth)
        if myth.gives in state.set_aside:
            state.stack.append((BOAR, seat, myth.gives, 0))


EFFECTS = {
    "ratatosk": Ratatosk(),
    "nidhogg": Nidhogg(),
    "garm": Garm(),
    "durathor": Durathor(),
    "hraesvelg": Hraesvelg(),
}
