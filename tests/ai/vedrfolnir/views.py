"""Views of the rules core's shape (the brief's contract) written by hand, for the policy's
scenario tests: a table described by card faces ("odin2:3") becomes the view a seat sees.

Why by hand: a scenario (a stake three stars from its objective, a rival holding Nornes) is
hard to reach by playing; the policy reads only the view, so a view is all it needs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.ai.vedrfolnir.core import copies

TRIBUTE = -1


@dataclass(frozen=True)
class Act:
    """An action of the contract's shape (Attribute, Respond, Choose …)."""

    seat: int
    verb: str
    to: int = TRIBUTE
    choice: str = ""
    joker: str = ""

    def __str__(self) -> str:
        return f"p{self.seat} {self.verb} {self.joker} {self.to} {self.choice}".strip()


@dataclass
class Faces:
    """Hands out a distinct cid for each face asked, as a real deck would."""

    decks: tuple[str, ...] = ("base",)
    used: set[int] = field(default_factory=set)

    def cid(self, face: str) -> int:
        key, _, stars = face.partition(":")
        for c, copy in enumerate(copies(self.decks)):
            if c in self.used or copy.card.key != key:
                continue
            if stars and copy.stars != int(stars):
                continue
            self.used.add(c)
            return c
        raise ValueError(f"no copy left of {face}")

    def cids(self, faces: list[str]) -> list[int]:
        return [self.cid(face) for face in faces]


def view(
    stakes: list[list[str]],
    *,
    tribute: list[str] | None = None,
    jokers: list[list[str]] | None = None,
    points: list[int] | None = None,
    revealed: str = "",
    active: int = 0,
    hand: int = 2,
    dealt: list[bool] | None = None,
    pending: str = "attribute",
    transit: dict[str, Any] | None = None,
    mode: str = "standard",
    decks: tuple[str, ...] = ("base",),
    controllers: list[int] | None = None,
    roles: list[str] | None = None,
    orient: dict[int, str] | None = None,
) -> tuple[dict[str, Any], Faces]:
    """A view of a table with these stakes (place by place) and that much else."""
    faces = Faces(decks)
    h = len(stakes)
    controllers = controllers if controllers is not None else list(range(h))
    roles = roles or ["player"] * h
    places = []
    for p in range(h):
        stake = faces.cids(stakes[p])
        places.append(
            {
                "role": roles[p],
                "controller": controllers[p],
                "stake": stake,
                "stars": 0,
                "objective": 12,
                "jokers": faces.cids((jokers or [[]] * h)[p]),
                "won": [],
                "points": (points or [0] * h)[p],
                "runes": {},
                "exact": 0,
                "dealt": (dealt or [False] * (h + 1))[p],
            }
        )
    cid = faces.cid(revealed) if revealed else -1
    if transit is not None and "face" in transit:
        transit = {**transit, "card": faces.cid(transit.pop("face"))}
    data = {
        "game": "vedrfolnir",
        "mode": mode,
        "players": max(controllers) + 1,
        "seed": 0,
        "decks": list(decks),
        "round": 1,
        "turn": 1,
        "active": active,
        "pending": pending,
        "to_move": [controllers[active]],
        "deciding": active,
        "places": places,
        "tribute": {
            "cards": faces.cids(tribute or []),
            "stars": 0,
            "dealt": (dealt or [False] * (h + 1))[h],
        },
        "orient": orient or {},
        "draw_pile": 60,
        "hand": hand,
        "revealed": cid,
        "discard": [],
        "brynhildr_pile": 0,
        "brynhildr_dealt": False,
        "transit": transit,
        "reach": [],
        "over": False,
        "winners": [],
    }
    return data, faces
