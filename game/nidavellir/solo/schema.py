"""The YAML schema of the solo opponents' file (`data/nidavellir/solo.yaml`), for pydantic.

Kept apart from `data.py` so that pydantic is imported when a solo game is set up, never at start.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from game.nidavellir.solo.data import AndvariGems, LeastClassTies


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Neutral(_Model):
    gifts: list[str] = Field(min_length=1)
    grid_coin: int = Field(ge=0)
    recruits: list[str] = Field(min_length=1)
    player_heroes: list[str] = Field(min_length=1)
    pouch_zero_bonus: int = Field(ge=1)
    least_class_ties: LeastClassTies
    tie_draw_classes: list[str]


class _Andvari(_Model):
    strategies: dict[str, list[str]]
    player_heroes: list[str] = Field(min_length=1)
    preferred: list[str]
    never_recruits: list[str]
    trade_limit: int = Field(ge=1)
    trade_fallback: int = Field(ge=1)
    gems: AndvariGems


class SoloFile(_Model):
    neutral: _Neutral
    andvari: _Andvari
