"""Loading YAML card definitions through pydantic with messages a data editor can act on.

A broken file must never surface as a traceback: every problem becomes one `DataError` naming
the file, the entry (by its `id` when it has one) and the field.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import yaml

from game.core.errors import DataError
from game.core.safefile import position, read_text

if TYPE_CHECKING:  # pydantic is imported only when a file is validated (see load_model)
    from pydantic import BaseModel

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when PyYAML has it

M = TypeVar("M", bound="BaseModel")

MAX_DEPTH = 32  # the deepest file we ship is 6 levels deep; libyaml crashes near 30,000
MAX_VALUES = 200_000  # values once aliases are expanded; a whole table holds a few hundred
MAX_NUMBER = 10_000  # no number in the game's data comes near; callers may ask for less
_MAX_INT_TEXT = 32  # an integer written longer than this is never built (4,300 digits raise)

_OPEN = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


class _LongNumber(str):
    """The text of an integer too long to be anything the game holds, kept unbuilt."""


class _GuardedLoader(_Loader):
    """The safe loader, except that an over-long integer stays text (see `_construct_int`)."""


def _construct_int(loader: Any, node: yaml.ScalarNode) -> Any:
    if len(node.value) > _MAX_INT_TEXT:
        return _LongNumber(node.value)
    return loader.construct_yaml_int(node)


_GuardedLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)


def read_yaml(path: Path, max_number: int = MAX_NUMBER) -> Any:
    """Parse one YAML file; every problem, however hostile the file, is one `DataError`.

    Before anything is built: the file must be a small regular text file (`safefile`), and
    nesting is measured on libyaml's event stream, which needs no recursion, because composing a
    file nested 30,000 deep overflows libyaml's stack (a crash, not an exception). After
    parsing, before any caller builds from it: no number above `max_number` (a count of
    2,000,000,000 hunters would otherwise become a list of 16 GB), and no more than
    `MAX_VALUES` values or `MAX_DEPTH` levels once aliases are expanded.
    """
    text = read_text(path)
    try:
        _check_nesting(path, text)
        data = yaml.load(text, Loader=_GuardedLoader)
    except yaml.YAMLError as exc:
        raise _syntax_error(path, text, exc) from None
    _inspect(path, data, max_number)
    return data


def _check_nesting(path: Path, text: str) -> None:
    depth = 0
    for event in yaml.parse(text, Loader=_Loader):
        if isinstance(event, _OPEN):
            depth += 1
            if depth > MAX_DEPTH:
                mark = event.start_mark
                where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
                raise DataError(
                    f"{path}: {where}nested more than {MAX_DEPTH} levels deep; "
                    "no real table needs that"
                )
        elif isinstance(event, _CLOSE):
            depth -= 1


def _syntax_error(path: Path, text: str, exc: yaml.YAMLError) -> DataError:
    """One line naming the place and the problem, whichever of PyYAML's errors it is."""
    if isinstance(exc, yaml.reader.ReaderError):
        # libyaml counts the position in bytes of the UTF-8 text, PyYAML in characters
        content = text.encode("utf-8") if _Loader is not yaml.SafeLoader else text
        line, column = position(content, exc.position)
        return DataError(
            f"{path}: invalid YAML at line {line}, column {column}: "
            f"{exc.reason} (character #x{exc.character:04X})"
        )
    mark = getattr(exc, "problem_mark", None)
    where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
    problem = getattr(exc, "problem", None) or str(exc)
    return DataError(f"{path}: invalid YAML{where}: {' '.join(problem.split())}")


def _inspect(path: Path, data: Any, max_number: int) -> None:
    """Walk the parsed document (without recursion: aliases can nest it without limit) and
    refuse what no table holds, naming the entry and field where it is."""
    stack: list[tuple[Any, tuple[str | int, ...], int]] = [(data, (), 0)]
    seen = 0
    while stack:
        node, where, depth = stack.pop()
        seen += 1
        if seen > MAX_VALUES or depth > MAX_DEPTH:
            raise DataError(
                f"{path}: the file holds more than {MAX_VALUES:,} values or "
                f"{MAX_DEPTH} levels once its aliases (*name) are expanded; "
                "no real table needs that"
            )
        if isinstance(node, dict):
            for key, value in reversed(node.items()):
                stack.append((value, (*where, str(key)), depth + 1))
                stack.append((key, where, depth + 1))
        elif isinstance(node, list):
            for index in range(len(node) - 1, -1, -1):
                stack.append((node[index], (*where, _label(node[index], index)), depth + 1))
        elif isinstance(node, _LongNumber) or (
            isinstance(node, int) and not isinstance(node, bool) and abs(node) > max_number
        ):
            raise DataError(
                f"{path}: {_place(where)}{_number(node)} is beyond what the game "
                f"holds (no number here may be above {max_number:,})"
            )


def _label(item: Any, index: int) -> str | int:
    """A list item by its `id` or `name` when it has one (a card, a player), else its place."""
    if isinstance(item, dict):
        for key in ("id", "name"):
            if isinstance(item.get(key), str | int) and not isinstance(item.get(key), bool):
                return f"'{item[key]}'"
    return index


def _place(where: tuple[str | int, ...]) -> str:
    """ "entry players 'Cécile', field 'cards.hunter': " for a place in the document."""
    item = ""
    if where and isinstance(where[-1], int):
        item = f"item #{where[-1] + 1} "
        where = where[:-1]
    named = [i for i, part in enumerate(where) if isinstance(part, int) or part.startswith("'")]
    cut = named[-1] + 1 if named else 0
    entry = " ".join(f"#{p + 1}" if isinstance(p, int) else p for p in where[:cut])
    field = ".".join(str(p) for p in where[cut:])
    parts = [f"entry {entry or '(top level)'}"]
    if field:
        parts.append(f"field '{field}'")
    return ", ".join(parts) + ": " + item


def _number(node: Any) -> str:
    text = str(node)
    return text if len(text) <= 20 else f"a number of {sum(c.isdigit() for c in text):,} digits"


def _describe(raw: Any, loc: tuple[int | str, ...]) -> tuple[str, str]:
    """Split a pydantic error location into (entry, field), naming list items by their `id`."""
    if not loc:
        return "(top level)", "(document)"
    parts: list[str] = []
    node = raw
    for part in loc[:-1]:
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            node = None
        if isinstance(part, int):
            ident = node.get("id") if isinstance(node, dict) else None
            parts.append(f"'{ident}'" if ident is not None else f"#{part}")
        else:
            parts.append(str(part))
    return " ".join(parts) or "(top level)", str(loc[-1])


def load_model(path: Path, model: type[M]) -> M:
    """Read `path` and validate it against `model`; raise one readable `DataError` if invalid."""
    from pydantic import ValidationError

    raw = read_yaml(path)
    if raw is None:
        raise DataError(f"{path}: the file is empty")
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        entry, field = _describe(raw, tuple(first["loc"]))
        more = exc.error_count() - 1
        extra = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
        raise DataError(f"{path}: entry {entry}, field '{field}': {first['msg']}{extra}") from None


def check(condition: bool, path: Path, entry: str, field: str, message: str) -> None:
    """Raise a `DataError` for a cross-entry rule that pydantic alone cannot express."""
    if not condition:
        raise DataError(f"{path}: entry {entry}, field '{field}': {message}")
