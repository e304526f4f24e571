"""Every decision of Vedrfolnir made with the mouse, from the legal actions: pure, so the same
geometry answers a click and plans one (`plan`, for tests and the picture tour).

- reveal: the hand's top card, shown large face down, or its row of face-down cards (solo:
  also the "to Brynhildr" button);
- attribute: a recipient's panel, marked (not lit) where the rules core's preview says the card
  would do nothing; when the card asks for a choice (Tyr's runes, Sköll & Hati's end, Hel's mode
  and target), a click on the recipient opens a small chooser beside it;
- respond: Accept, Nornes and Heimdall buttons under the card; Heimdall lights the recipients it
  may send the card to (with the chooser again when the card asks for a choice);
- choose: buttons, or a chooser over the middle when there are many;
- first (who starts, when the players choose): a völva's panel.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pygame import Rect

from game.ui.games.vedrfolnir import layout as L
from game.ui.games.vedrfolnir.reach import idle, reach_by_recipient
from game.ui.games.vedrfolnir.words import TRIBUTE, Words
from game.ui.table.chrome import H, W
from game.vedrfolnir.actions import Attribute, Choose, FirstPlayer, Respond, Reveal, ToBrynhildr

STRIP_MAX = 3  # more choices than this open a chooser instead of a row of buttons
CHOOSER_BUTTON = (330, 38)
CHOOSER_GAP = 6
CHOOSER_TOP = 44  # the chooser's title


@dataclass(frozen=True)
class Button:
    rect: Rect
    label: str
    target: tuple[Any, ...]
    primary: bool = False


@dataclass
class Chooser:
    """A small panel of buttons beside a recipient (or over the middle)."""

    rect: Rect
    title: str
    buttons: list[Button]


@dataclass
class Decision:
    """What the chair in front of the screen may click now, and what glows."""

    recipients: dict[int, tuple[Any, ...]]  # place or TRIBUTE -> its target (act or open)
    buttons: list[Button]
    chooser: Chooser | None
    reveal: list[Rect]  # the hand's top card and its row, when a click on them reveals
    idle: set[int] = field(default_factory=set)  # recipients where the card would do nothing


def recipient_rect(lay: L.Layout, to: int) -> Rect:
    return lay.tribute.panel if to == TRIBUTE else lay.places[to].panel


def strip(lay: L.Layout, items: Sequence[tuple[str, tuple[Any, ...], bool]]) -> list[Button]:
    """Buttons side by side in the hand's strip."""
    area = lay.buttons
    gap = 8
    w = (area.w - gap * (len(items) - 1)) // max(1, len(items))
    return [
        Button(Rect(area.x + i * (w + gap), area.y, w, area.h), label, target, primary)
        for i, (label, target, primary) in enumerate(items)
    ]


def chooser(anchor: Rect, title: str, items: Sequence[tuple[str, tuple[Any, ...]]]) -> Chooser:
    """A column (two when long) of buttons centred on `anchor`, kept on the screen."""
    bw, bh = CHOOSER_BUTTON
    cols = 1 if len(items) <= 7 else 2
    rows = -(-len(items) // cols)
    w = cols * bw + (cols - 1) * CHOOSER_GAP + 24
    h = CHOOSER_TOP + rows * (bh + CHOOSER_GAP) - CHOOSER_GAP + 14
    rect = Rect(0, 0, w, h)
    rect.center = anchor.center
    rect.clamp_ip(Rect(4, 48, W - 8, H - 52))
    buttons = []
    for i, (label, target) in enumerate(items):
        c, r = divmod(i, rows)
        x = rect.x + 12 + c * (bw + CHOOSER_GAP)
        y = rect.y + CHOOSER_TOP + r * (bh + CHOOSER_GAP)
        buttons.append(Button(Rect(x, y, bw, bh), label, target))
    return Chooser(rect, title, buttons)


def reach_label(view: Mapping[str, Any], words: Words, to: int, choice: str) -> str:
    """ "11/12" (or the Tribute's "9 stars") that this attribution would make, for a chooser's
    button; "no effect" where the card would go straight to the discard."""
    for entry in view.get("reach") or []:
        if entry["to"] == to and entry["choice"] == choice:
            if entry.get("lands") == "discard":
                return str(words.t("table.fate.none"))
            objective = entry.get("objective")
            if to == TRIBUTE or not objective:
                return str(words.t.plural("tip.stars", entry["stars"]))
            return f"{entry['stars']}/{objective}"
    return ""


def _by_recipient(actions: Sequence[Any]) -> dict[int, list[Any]]:
    groups: dict[int, list[Any]] = {}
    for action in actions:
        groups.setdefault(action.to, []).append(action)
    return groups


def decide(
    view: Mapping[str, Any],
    legal: Sequence[Any],
    lay: L.Layout,
    words: Words,
    opened: int | None,
    heimdall: bool,
) -> Decision:
    """The decision's targets for `legal`; `opened` is the recipient whose chooser is open,
    `heimdall` whether the Heimdall redirect is being aimed."""
    t = words.t
    recipients: dict[int, tuple[Any, ...]] = {}
    buttons: list[Button] = []
    box: Chooser | None = None
    reveal: list[Rect] = []
    reveals = [a for a in legal if isinstance(a, Reveal)]
    if reveals and lay.backs:
        reveal = [lay.revealed, lay.backs[0].unionall(lay.backs)]
    for action in legal:  # who starts: a click on that völva's panel
        if isinstance(action, FirstPlayer):
            recipients[action.place] = ("act", action)
    bryn = [a for a in legal if isinstance(a, ToBrynhildr)]
    if bryn:
        buttons = strip(lay, [(t("button.to_brynhildr"), ("act", bryn[0]), False)])
    attributes = [a for a in legal if isinstance(a, Attribute)]
    responds = [a for a in legal if isinstance(a, Respond)]
    redirects = [a for a in responds if a.joker == "heimdall"]
    aimed = attributes or (redirects if heimdall else [])
    for to, group in _by_recipient(aimed).items():
        if len(group) == 1:
            recipients[to] = ("act", group[0])
        else:
            recipients[to] = ("open", to)
        if opened == to and len(group) > 1:
            pairs = [(_choice_label(view, words, a), ("act", a)) for a in group]
            title = t("chooser.title", place=words.place(view, to))
            box = chooser(recipient_rect(lay, to), title, pairs)
    if responds and not heimdall:
        items: list[tuple[str, tuple[Any, ...], bool]] = []
        for joker in ("accept", "nornes"):
            action = next((a for a in responds if a.joker == joker), None)
            if action is not None:
                items.append((t(f"button.{joker}"), ("act", action), joker == "accept"))
        if redirects:
            items.append((t("button.heimdall"), ("heimdall",), False))
        buttons = strip(lay, items)
    elif heimdall and redirects:
        buttons = strip(lay, [(t("button.back"), ("back",), False)])
    chooses = [a for a in legal if isinstance(a, Choose)]
    if chooses:
        items3 = [(words.choice(view, a.choice), ("act", a), False) for a in chooses]
        if len(chooses) <= STRIP_MAX:
            buttons = strip(lay, items3)
        else:
            shown = view.get("transit") or {}
            card = words.card(view, shown["card"]) if "card" in shown else ""
            place = words.place(view, view["deciding"])
            title = t("chooser.choose", place=place, card=card)
            pairs3 = [(s, target) for s, target, _ in items3]
            box = chooser(lay.tribute.panel, title, pairs3)  # the card in the hand stays seen
    quiet = set()
    if attributes:
        quiet = {to for to, reach in reach_by_recipient(view).items() if idle(reach)}
    return Decision(recipients, buttons, box, reveal, quiet & set(recipients))


def button_name(view: Mapping[str, Any], words: Words, action: Any) -> str:
    """The words on the button that makes `action` (`decide` draws them), empty for an action
    made on a card or a place; a redirect names where it sends the card."""
    t = words.t
    if isinstance(action, Respond) and action.joker == "heimdall":
        return f"{t('button.heimdall')} → {words.place(view, action.to)}"
    if isinstance(action, Respond):
        return str(t(f"button.{action.joker}"))
    if isinstance(action, ToBrynhildr):
        return str(t("button.to_brynhildr"))
    if isinstance(action, Choose):
        return str(words.choice(view, action.choice))
    return ""


def _choice_label(view: Mapping[str, Any], words: Words, action: Any) -> str:
    label = words.choice(view, action.choice)
    attributed = isinstance(action, Attribute)
    reach = reach_label(view, words, action.to, action.choice) if attributed else ""
    return f"{label}  →  {reach}" if reach else label


def plan(
    view: Mapping[str, Any], legal: Sequence[Any], lay: L.Layout, words: Words, action: Any
) -> list[tuple[int, int]]:
    """The clicks that make `action`, as a player would make them."""
    if isinstance(action, Reveal):
        now = decide(view, legal, lay, words, None, False)
        return [now.reveal[0].center] if now.reveal else []
    heimdall = isinstance(action, Respond) and action.joker == "heimdall"
    clicks: list[tuple[int, int]] = []
    if heimdall:
        first = decide(view, legal, lay, words, None, False)
        clicks.append(next(b.rect.center for b in first.buttons if b.target == ("heimdall",)))
    if isinstance(action, FirstPlayer):
        return [recipient_rect(lay, action.place).center]
    if isinstance(action, Attribute) or heimdall:
        now = decide(view, legal, lay, words, None, heimdall)
        clicks.append(recipient_rect(lay, action.to).center)
        if now.recipients[action.to][0] == "open":
            opened = decide(view, legal, lay, words, action.to, heimdall)
            assert opened.chooser is not None
            clicks.append(
                next(b.rect.center for b in opened.chooser.buttons if b.target[1] == action)
            )
        return clicks
    now = decide(view, legal, lay, words, None, False)
    everything = now.buttons + (now.chooser.buttons if now.chooser else [])
    return [next(b.rect.center for b in everything if b.target == ("act", action))]
