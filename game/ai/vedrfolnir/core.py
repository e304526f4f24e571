"""The names of Vedrfolnir's rules core that its AI reads, imported here and nowhere else in
`game/ai/vedrfolnir`.

Why one module: a move inside the rules package is mended here, not across the policy.
"""

from __future__ import annotations

from functools import cache

from game.vedrfolnir.data import Copy, Rules, default_rules


@cache
def copies(decks: tuple[str, ...]) -> tuple[Copy, ...]:
    return default_rules().copies(decks)


def rules() -> Rules:
    return default_rules()


__all__ = ["Copy", "Rules", "copies", "round_of", "rules"]


def round_of(state: object) -> int:
    """The round a state is in."""
    return int(state.view(None)["round"])  # type: ignore[attr-defined]
