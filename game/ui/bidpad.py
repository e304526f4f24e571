"""The sealed bid a chair drafts on its own board, before it confirms: shared by the games on the
taverns engine (three tavern slots and a pouch of two, a hand of five coins).

Kept apart from the table scene so the many ways of placing a coin share one small model: click a
coin then a slot (the old way), click a slot to fill it with the best coin left and again to
cycle, drag a coin onto a slot (or back to the hand), press 1-5 for the coins of the hand. Every
way ends in the same draft, so the coin drawn on a slot, in the pouch or in the hand is exactly
where the bid will put it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol

import pygame
from pygame import Rect

from game.taverns import coins as cn
from game.taverns.actions import Bid
from game.ui import theme

DRAG_START = 6  # pixels the mouse travels, button down, before a press becomes a drag
LIFT = 6  # pixels the selected coin rises above its place
HIDDEN = "?"

Draft = list[int | None]  # the hand index of the coin on each tavern slot


class Faces(Protocol):
    """What the pad draws coins with: a game's faces, a coin by its code at a size."""

    def coin(self, code: int, size: int) -> pygame.Surface: ...


class SeatBoxes(Protocol):
    """Where the pad's coins lie on a game's board: the five board slots (taverns 0-2, pouch
    3-4) and the coins of the hand."""

    slots: list[Rect]
    hand: list[Rect]


@dataclass
class Drag:
    """A coin held under the mouse: from the hand or pouch (`source` -1) or from a slot."""

    coin: int
    source: int
    start: tuple[int, int]
    pos: tuple[int, int]
    moving: bool = False


def _value(text: str) -> int:
    return cn.value_of(cn.parse_coin(text))


class BidPad:
    def __init__(self) -> None:
        self.drafts: dict[int, Draft] = {}
        self.hands: dict[int, tuple[str, ...]] = {}  # the hand each draft was made from
        self.seat = -1  # the chair whose hand is in front of the screen
        self.hand: list[str] = []
        self.active = False  # whether that chair owes its bid now
        self.selected: int | None = None
        self.drag: Drag | None = None

    # ------------------------------------------------------------------ state

    def sync(self, seat: int, hand: list[str], bidding: bool, active: bool) -> None:
        """After every change of the view. A draft lives as long as the bid phase and its hand;
        the selection survives other chairs' moves, and goes when it can no longer be used."""
        if not bidding:
            self.drafts.clear()
            self.hands.clear()
        if self.hands.get(seat) != tuple(hand):
            self.drafts.pop(seat, None)
        self.hands[seat] = tuple(hand)
        if seat != self.seat or not active:
            self.selected = None
            self.drag = None
        self.seat, self.hand, self.active = seat, list(hand), active
        if self.selected is not None and self.selected not in self.unused():
            self.selected = None

    def draft(self) -> Draft:
        return self.drafts.setdefault(self.seat, [None, None, None])

    def placed(self) -> Draft:
        """The draft of the chair in front of the screen, without starting one (read only)."""
        return self.drafts.get(self.seat, [None, None, None])

    def unused(self) -> list[int]:
        draft = self.placed()
        return [i for i in range(len(self.hand)) if i not in draft]

    def full(self) -> bool:
        return None not in self.placed()

    def restore(self, coins: tuple[int, ...]) -> None:
        """A held bid taken back to change it: its coins return to the slots they were on."""
        taken: list[int] = []
        for code in coins:
            text = cn.coin_str(code)
            taken.append(next(j for j, c in enumerate(self.hand) if c == text and j not in taken))
        self.drafts[self.seat] = list(taken)

    def coins(self) -> tuple[int, int, int]:
        """The drafted bid, as the rules core takes it (the draft must be full)."""
        a, b, c = (cn.parse_coin(self.hand[i]) for i in self.draft() if i is not None)
        return a, b, c

    def forget(self) -> None:
        """The bid is confirmed: the held bid shows from now on, not the draft."""
        self.drafts.pop(self.seat, None)
        self.selected = None
        self.drag = None

    def key(self) -> tuple[object, ...]:
        """Everything the drawn draft depends on (for the table's picture cache)."""
        drag = self.drag.coin if self.drag is not None and self.drag.moving else None
        return (
            repr(self.drafts.get(self.seat)),
            self.seat,
            tuple(self.hand),
            self.selected,
            drag,
            self.active,
        )

    # ------------------------------------------------------------------ where each coin is

    def home(self, i: int, box: SeatBoxes) -> Rect:
        """Where hand coin `i` lies now: on its slot, in the pouch once three are placed (the
        two left are the pouch), else in the hand."""
        draft = self.placed()
        if i in draft:
            return box.slots[draft.index(i)]
        if None not in draft:
            return box.slots[3 + self.unused().index(i)]
        return box.hand[i]

    def board(self) -> tuple[list[str | None], set[int]]:
        """The main board's five slots and the hand coins not drawn in the hand, for the draft.
        The selected or dragged coin is left out: it is drawn lifted, or under the mouse."""
        draft = self.placed()
        lifted = {self.selected} if self.selected is not None else set()
        if self.drag is not None and self.drag.moving:
            lifted.add(self.drag.coin)
        slots: list[str | None] = [None] * 5
        for t, i in enumerate(draft):
            if i is not None and i not in lifted:
                slots[t] = self.hand[i]
        if None not in draft:
            for k, i in enumerate(self.unused()[:2]):
                if i not in lifted:
                    slots[3 + k] = self.hand[i]
            return slots, set(range(len(self.hand)))
        return slots, {i for i in draft if i is not None} | lifted

    def shown(
        self, seat: int, seat_view: dict[str, Any], held: Bid | None, face_up: bool
    ) -> tuple[dict[str, Any], set[int]]:
        """A seat's coins where they are during the bids: the rules core sees a human's bid
        only once every chair has bid, so a held bid and the draft are laid on the board here.
        Returns the seat's view so laid, and the hand coins that are not in the hand."""
        hand = seat_view["hand"]
        if held is not None:
            board = self.held(hand, held.coins, face_up)
            return {**seat_view, "board": board}, set(range(len(hand)))
        if seat == self.seat and self.active:
            board, hidden = self.board()
            return {**seat_view, "board": board}, hidden
        return seat_view, set()

    @staticmethod
    def held(hand: list[str], coins: tuple[int, ...], face_up: bool) -> list[str | None]:
        """A confirmed bid waiting for the others: on its slots and in the pouch, face up for
        its owner and face down for anyone else, as it will be once revealed."""
        rest = list(hand)
        for code in coins:
            rest.remove(cn.coin_str(code))
        slots = [cn.coin_str(code) for code in coins] + rest[:2]
        return [text if face_up else HIDDEN for text in slots]

    # ------------------------------------------------------------------ input

    def targets(self, box: SeatBoxes) -> list[tuple[Rect, tuple[object, ...]]]:
        """The coins that may be picked up (at their place now) and the three tavern slots."""
        out: list[tuple[Rect, tuple[object, ...]]] = [
            (self.home(i, box), ("hand", i)) for i in self.unused()
        ]
        out += [(box.slots[t], ("slot", t)) for t in range(3)]
        return out

    def pick(self, i: int) -> None:
        """A click on a coin of the hand or pouch: select it, or drop the selection."""
        self.selected = None if self.selected == i else i

    def _put(self, t: int, i: int | None) -> None:
        self.draft()[t] = i
        if self.selected is not None and self.selected not in self.unused():
            self.selected = None

    def _ranked(self) -> list[int]:
        """Unused coins, highest value first (the first of equal coins only once)."""
        seen: set[str] = set()
        out = []
        for i in sorted(self.unused(), key=lambda j: (-_value(self.hand[j]), j)):
            if self.hand[i] not in seen:
                seen.add(self.hand[i])
                out.append(i)
        return out

    def click_slot(self, t: int) -> None:
        """With a coin selected, it goes on slot `t` (the coin there goes back); otherwise an
        empty slot takes the highest coin left, and a filled one the next lower coin left
        (after the lowest, the highest again): a slot clicked again cycles through the hand."""
        draft = self.draft()
        if self.selected is not None:
            i, self.selected = self.selected, None
            self._put(t, i)
            return
        ranked = self._ranked()
        current = draft[t]
        if current is None:
            self._put(t, ranked[0] if ranked else None)
            return
        value = _value(self.hand[current])
        lower = [i for i in ranked if _value(self.hand[i]) < value]
        others = [i for i in ranked if self.hand[i] != self.hand[current]]
        if lower or others:
            self._put(t, (lower or others)[0])

    def take_back(self, t: int) -> None:
        """Right-click on a filled slot: its coin returns to the hand."""
        if t < 3:
            self._put(t, None)

    def press_key(self, n: int) -> None:
        """Key n+1: coin n of the hand goes to the first empty tavern slot, or back to the hand
        if it is on a slot; with every slot filled, it is selected for a slot click."""
        if n >= len(self.hand):
            return
        draft = self.draft()
        if n in draft:
            self._put(draft.index(n), None)
        elif None in draft:
            self._put(draft.index(None), n)
        else:
            self.pick(n)

    def press(self, pos: tuple[int, int], box: SeatBoxes) -> None:
        """Mouse down: a coin of the hand, pouch or a tavern slot may be about to be dragged."""
        draft = self.placed()
        for t, placed in enumerate(draft):
            if placed is not None and box.slots[t].collidepoint(pos):
                self.drag = Drag(placed, t, pos, pos)
                return
        for i in self.unused():
            if self.home(i, box).collidepoint(pos):
                self.drag = Drag(i, -1, pos, pos)
                return

    def motion(self, pos: tuple[int, int]) -> bool:
        """Mouse moved; True when a dragged coin moved (the picture changes)."""
        drag = self.drag
        if drag is None:
            return False
        drag.pos = pos
        if (
            not drag.moving
            and max(abs(pos[0] - drag.start[0]), abs(pos[1] - drag.start[1])) >= DRAG_START
        ):
            drag.moving = True
            self.selected = None
        return drag.moving

    def release(self, pos: tuple[int, int], box: SeatBoxes) -> bool:
        """Mouse up: a dragged coin lands on the slot under it (swapping with a coin dragged
        from another slot), or goes back to the hand when dropped anywhere else. True when the
        release ended a drag, so it is not also a click."""
        drag, self.drag = self.drag, None
        if drag is None or not drag.moving:
            return False
        draft = self.draft()
        target = next((t for t in range(3) if box.slots[t].inflate(16, 16).collidepoint(pos)), None)
        if target is None:
            if drag.source >= 0:
                self._put(drag.source, None)
            return True
        if drag.source >= 0:
            draft[drag.source] = draft[target]
        self._put(target, drag.coin)
        return True

    # ------------------------------------------------------------------ the clicks of a bid

    def plan(self, box: SeatBoxes, coins: tuple[int, ...]) -> list[tuple[int, int]]:
        """The fewest left clicks (among the ways above) that make the draft `coins`: a slot
        click when it puts the right coin, else the coin then the slot. Worked out on a copy,
        with the same rules the clicks will follow."""
        twin = BidPad()
        twin.drafts = {self.seat: list(self.placed())}
        twin.hands, twin.seat, twin.hand, twin.active = (
            dict(self.hands),
            self.seat,
            list(self.hand),
            True,
        )
        twin.selected = self.selected
        clicks: list[tuple[int, int]] = []

        def act(pos: tuple[int, int], step: Callable[[], object]) -> None:
            clicks.append(pos)
            step()

        if twin.selected is not None:  # drop it: the plan starts from no selection
            act(twin.home(twin.selected, box).center, lambda: twin.pick(twin.selected or 0))
        for t, code in enumerate(coins):
            text = cn.coin_str(code)
            shown = [None if i is None else twin.hand[i] for i in twin.draft()]
            if shown[t] == text:
                continue
            owner = next((u for u in range(t + 1, 3) if shown[u] == text), None)
            if owner is not None:  # free the coin from the later slot it sits on
                spare = twin.unused()[0]
                act(twin.home(spare, box).center, partial(twin.pick, spare))
                act(box.slots[owner].center, partial(twin.click_slot, owner))
            cycles = twin.cycles(t, text)
            if cycles <= 2:
                for _ in range(cycles):
                    act(box.slots[t].center, partial(twin.click_slot, t))
                continue
            i = next(j for j in twin.unused() if twin.hand[j] == text)
            act(twin.home(i, box).center, partial(twin.pick, i))
            act(box.slots[t].center, partial(twin.click_slot, t))
        return clicks

    def cycles(self, t: int, text: str) -> int:
        """How many clicks on slot `t` bring the coin `text` onto it (a large number when
        cycling never does)."""
        trial = BidPad()
        trial.seat, trial.hand = self.seat, self.hand
        trial.drafts = {self.seat: list(self.draft())}
        for n in range(1, len(self.hand) + 1):
            trial.click_slot(t)
            placed = trial.drafts[self.seat][t]
            if placed is not None and self.hand[placed] == text:
                return n
        return len(self.hand) + 1

    # ------------------------------------------------------------------ drawing

    def draw_lifted(self, surface: pygame.Surface, faces: Faces, box: SeatBoxes) -> None:
        """The selected coin, raised above its place with a gold ring, a shadow where it lay."""
        if self.selected is None or self.selected >= len(self.hand):
            return
        rect = self.home(self.selected, box)
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 110), shadow.get_rect().inflate(-4, -10))
        surface.blit(shadow, rect.move(2, 4))
        up = rect.move(0, -LIFT)
        halo = pygame.Surface((rect.w + 24, rect.h + 24), pygame.SRCALPHA)
        pygame.draw.circle(halo, (*theme.GOLD[:3], 90), halo.get_rect().center, rect.w // 2 + 11)
        surface.blit(halo, halo.get_rect(center=up.center))
        surface.blit(faces.coin(cn.parse_coin(self.hand[self.selected]), rect.w), up)
        pygame.draw.circle(surface, theme.GOLD, up.center, rect.w // 2 + 4, 4)

    def draw_drag(self, surface: pygame.Surface, faces: Faces, box: SeatBoxes) -> None:
        """The coin under the mouse while it is dragged, the slot it would land on lit."""
        drag = self.drag
        if drag is None or not drag.moving or drag.coin >= len(self.hand):
            return
        for t in range(3):
            if box.slots[t].inflate(16, 16).collidepoint(drag.pos):
                pygame.draw.circle(
                    surface, theme.GOLD, box.slots[t].center, box.slots[t].w // 2 + 4, 3
                )
        size = box.slots[0].w
        face = faces.coin(cn.parse_coin(self.hand[drag.coin]), size)
        surface.blit(face, face.get_rect(center=drag.pos))
