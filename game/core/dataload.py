"""Loading YAML card definitions through pydantic with messages a data editor can act on.

A broken file must never surface as a traceback: every problem becomes one `DataError` naming
the file, the entry (by its `id` when it has one) and the field.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import yaml

from game.core.errors import DataError

if TYPE_CHECKING:  # pydantic is imported only when a file is validated (see load_model)
    from pydantic import BaseModel

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when PyYAML has it

M = TypeVar("M", bound="BaseModel")


def read_yaml(path: Path) -> Any:
    """Parse one YAML file, turning I/O and syntax errors into a `DataError`."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"{path}: cannot read the file ({exc.strerror})") from None
    try:
        return yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise DataError(f"{path}: invalid YAML{where}: {problem}") from None


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
        raise DataError(
            f"{path}: entry {entry}, field '{field}': {first['msg']}{extra}"
        ) from None


def check(condition: bool, path: Path, entry: str, field: str, message: str) -> None:
    """Raise a `DataError` for a cross-entry rule that pydantic alone cannot express."""
    if not condition:
        raise DataError(f"{path}: entry {entry}, field '{field}': {message}")
