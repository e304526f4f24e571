"""Where passing things go: a tooltip beside what it explains, a banner where no decision is.

Pure rectangle arithmetic, so the rules of placement are tested without drawing: a tooltip never
covers the thing hovered (nor the pointer on it), nor, where the screen leaves room, what the
current decision is about; and news never lands on what the player is deciding on.
"""

from __future__ import annotations

from pygame import Rect

GAP = 10


def tooltip_rect(
    size: tuple[int, int],
    anchor: Rect,
    mouse: tuple[int, int],
    screen: Rect,
    avoid: list[Rect] | None = None,
) -> Rect:
    """Below the hovered thing, else above it, else to its right or left; kept on screen. The
    first place that leaves the thing and `avoid` (what the decision is about) uncovered wins;
    failing that, the free place nearest below the pointer; failing that, the first place that
    leaves the thing itself uncovered (on a thing larger than the screen, the place below)."""
    w, h = size
    candidates = [
        Rect(mouse[0] - w // 4, anchor.bottom + GAP, w, h),
        Rect(mouse[0] - w // 4, anchor.top - GAP - h, w, h),
        Rect(anchor.right + GAP, mouse[1] - h // 2, w, h),
        Rect(anchor.left - GAP - w, mouse[1] - h // 2, w, h),
    ]
    blocked = [anchor, *[r for r in avoid or [] if not r.colliderect(anchor)]]
    for rect in candidates:
        placed = rect.clamp(screen)
        if placed.collidelist(blocked) < 0:
            return placed
    if len(blocked) > 1:
        free = free_rect(size, blocked, screen, (mouse[0] + w // 4, anchor.bottom + GAP + h // 2))
        if free is not None:
            return free
    for rect in candidates:
        placed = rect.clamp(screen)
        if not placed.colliderect(anchor):
            return placed
    return candidates[0].clamp(screen)


def free_rect(
    size: tuple[int, int], avoid: list[Rect], area: Rect, preferred: tuple[int, int]
) -> Rect | None:
    """The rect of `size` inside `area` whose centre is nearest `preferred` and that meets none
    of `avoid`; None when there is no such place. Rows are tried every few pixels; along a row,
    the nearest free x is worked out from the blocked spans, not searched."""
    w, h = size
    if w > area.w or h > area.h:
        return None
    left, right = area.left, area.right - w  # the range of x
    want_x = min(max(preferred[0] - w // 2, left), right)
    rows = sorted(
        ((y + h // 2 - preferred[1]) ** 2, y) for y in range(area.top, area.bottom - h + 1, 4)
    )
    best: tuple[int, int, int, int] | None = None  # (distance², y, rank along the row, x)
    for dy, y in rows:  # nearest rows first: once a row is farther than the best, none is nearer
        if best is not None and dy > best[0]:
            break
        spans = [(r.left - w + 1, r.right - 1) for r in avoid if r.top < y + h and r.bottom > y]
        xs = (want_x, *(lo - 1 for lo, _ in spans), *(hi + 1 for _, hi in spans))
        for rank, x in enumerate(xs):
            if not left <= x <= right or any(lo <= x <= hi for lo, hi in spans):
                continue
            found = (dy + (x - want_x) ** 2, y, rank, x)
            if best is None or found < best:
                best = found
    return None if best is None else Rect(best[3], best[1], w, h)
