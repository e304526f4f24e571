"""What every game's score calculator (`python main.py score --game G FILE.yaml`) does alike.

A calculator reads a real table's final position, typed into YAML as `players: [...]` (one
mapping per player, with a `name`), checks it against what the game's box holds and scores it
with the game's own scoring. What does not depend on the game lives here: the strict pydantic
base of the file's models, the check of the file's outline and of one player's entry, worded
like `dataload.load_model` so every problem reads alike, the result's shape and the text of the
score sheets. The scorer module of `GameInfo.scorer` (`score_file`, `format_sheets`) is the
game's, built from these.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar, NoReturn, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from game.core.dataload import _describe, check, read_yaml
from game.core.errors import DataError


class Strict(BaseModel):
    """Strict so a typo such as `coins: [5, "x"]` or `hunter: 4.5` is reported, not coerced."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    # Keys a person may leave blank (`heroes:` with nothing after it) to mean "none".
    BLANK_MEANS_NONE: ClassVar[frozenset[str]] = frozenset()

    @model_validator(mode="before")
    @classmethod
    def _drop_blanks(cls, data: Any) -> Any:
        """YAML reads an empty `heroes:` as null; treat it like a left-out key, not a type error."""
        if isinstance(data, dict):
            return {k: v for k, v in data.items() if v is not None or k not in cls.BLANK_MEANS_NONE}
        return data


P = TypeVar("P", bound=Strict)


class TableFile(Strict):
    """The file's outline only; each player is validated on its own (see `parse_player`).

    `load_model` names a list item by its `id`, and players have a `name` instead, so validating
    the players here would report "players #1" where the person typing wants to read "Cécile".
    """

    players: list[dict[str, Any]]


def fail(path: Path, entry: str, field: str, message: str) -> NoReturn:
    """Raise the `DataError` that `check` words, for a problem found outside a condition."""
    check(False, path, entry, field, message)
    raise AssertionError("check(False, ...) always raises")  # pragma: no cover


def _more(exc: ValidationError) -> str:
    more = exc.error_count() - 1
    return f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""


def read_table(path: Path, largest: int) -> Any:
    """The parsed table file (no number in it above `largest`); `DataError` when it is empty."""
    raw = read_yaml(path, max_number=largest)
    if raw is None:
        raise DataError(f"{path}: the file is empty")
    return raw


def outline(
    raw: Any, source: Path, game: str, counts: range, who: str, options: Sequence[str] = ()
) -> list[dict[str, Any]]:
    """The entries of the document's `players`, each still to be checked by `parse_player`; the
    outline is worded like `load_model`, so both entry points read alike, and the count is one
    the game is played by (`who`: "players", "Lords" …). `options` are the top-level keys the
    game's file may also hold (see `chosen_options`)."""
    if isinstance(raw, dict):
        raw = {key: value for key, value in raw.items() if key not in options}
    try:
        table = TableFile.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        entry, field = _describe(raw, tuple(first["loc"]))
        message = f"{source}: entry {entry}, field '{field}': {first['msg']}{_more(exc)}"
        raise DataError(message) from None
    count, low, high = len(table.players), counts.start, counts.stop - 1
    check(
        low <= count <= high,
        source,
        "(top level)",
        "players",
        f"{game} is played by {low} to {high} {who}, not {count}",
    )
    return table.players


def chosen_options(raw: Any, source: Path, options: Sequence[str]) -> frozenset[str]:
    """The game options a table file switches on at its top level (`thingvellir: true`): each of
    `options` may be given as true or false (false or left out: off); anything else is refused
    under the option's name."""
    chosen: set[str] = set()
    if not isinstance(raw, dict):
        return frozenset()  # `outline` reports the shape
    for key in options:
        value = raw.get(key)
        check(
            value is None or isinstance(value, bool),
            source,
            "(top level)",
            key,
            f"write true or false, not {value!r}",
        )
        if value:
            chosen.add(key)
    return frozenset(chosen)


def parse_player(model: type[P], path: Path, index: int, raw: dict[str, Any]) -> P:
    """Validate one player's entry, reporting the first problem under the player's name."""
    name = raw.get("name")
    entry = f"player '{name}'" if isinstance(name, str) and name else f"player #{index + 1}"
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = tuple(first["loc"])
        field = ".".join(str(part) for part in loc if isinstance(part, str)) or "(player)"
        message = first["msg"]
        items = [part for part in loc if isinstance(part, int)]
        if items:
            message = f"item #{items[-1] + 1} ({first['input']!r}): {message}"
        fail(path, entry, field, message + _more(exc))


def result(
    names: Sequence[str],
    sheets: Sequence[dict[str, int]],
    categories: Sequence[str],
    winners: Sequence[int],
) -> dict[str, Any]:
    """What `score_file` returns: `{"players": [{"name", "total", "breakdown": {category:
    points}}], "winners": [names]}`, players in file order."""
    return {
        "players": [
            {
                "name": name,
                "total": sheet["total"],
                "breakdown": {category: sheet[category] for category in categories},
            }
            for name, sheet in zip(names, sheets, strict=True)
        ],
        "winners": [names[i] for i in winners],
    }


def format_sheets(result: dict[str, Any], categories: Sequence[str], labels: dict[str, str]) -> str:
    """The score sheets as text: a column per player, a row per category (its label, or its key
    when it has none), the winner(s) last."""
    players = result["players"]
    rows = [labels.get(category, category) for category in categories]
    label_width = max(len(label) for label in [*rows, "Total"])
    widths = [max(len(p["name"]), len(str(p["total"])), 3) for p in players]

    def row(label: str, cells: list[str]) -> str:
        body = "  ".join(cell.rjust(width) for cell, width in zip(cells, widths, strict=True))
        return f"{label.ljust(label_width)}  {body}".rstrip()

    lines = [row("", [p["name"] for p in players])]
    for category, label in zip(categories, rows, strict=True):
        lines.append(row(label, [str(p["breakdown"][category]) for p in players]))
    lines.append("-" * (label_width + sum(w + 2 for w in widths)))
    lines.append(row("Total", [str(p["total"]) for p in players]))
    lines.append("")
    names = result["winners"]
    best = max(p["total"] for p in players)
    if len(names) == 1:
        lines.append(f"Winner: {names[0]} with {best} points")
    else:
        lines.append(f"Shared victory: {_join(names)} with {best} points each")
    return "\n".join(lines)


def _join(names: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
