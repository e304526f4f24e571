"""Frozen pieces every game's card data is built from: names in each language, and a card's
effect as a key with parameters. Plain dataclasses, so the rules cores never import pydantic."""

from __future__ import annotations

from dataclasses import dataclass

Param = int | str | tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Names:
    """A name or a rule text in each language of the game."""

    en: str
    fr: str


@dataclass(frozen=True, slots=True)
class Effect:
    """What a card does: a key the effect code looks up, and its parameters as data."""

    key: str
    params: tuple[tuple[str, Param], ...] = ()

    def param(self, name: str) -> Param:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(f"effect {self.key!r} has no parameter {name!r}")

    def number(self, name: str) -> int:
        value = self.param(name)
        if not isinstance(value, int):
            raise TypeError(f"parameter {name!r} of effect {self.key!r} is not a number")
        return value
