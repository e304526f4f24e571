"""Domain events returned by `apply`: what happened, for the log, animations and sounds.

Events are plain named tuples so the AI's hot path pays almost nothing for them; their `data`
holds only ints and strings so they serialise as they are.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Event(NamedTuple):
    kind: str
    seat: int  # -1 when the event concerns the table rather than one seat
    data: tuple[Any, ...] = ()

    def __str__(self) -> str:
        who = "table" if self.seat < 0 else f"seat{self.seat}"
        return f"{self.kind} {who} {' '.join(map(str, self.data))}".rstrip()
