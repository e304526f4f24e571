"""The pydantic pieces every game's data schema starts from: a frozen model refusing unknown
fields (a typo in a YAML key is an error, not a silently ignored line) and names in each
language."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class FrozenModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class NamesModel(FrozenModel):
    en: str = Field(min_length=1)
    fr: str = Field(min_length=1)
