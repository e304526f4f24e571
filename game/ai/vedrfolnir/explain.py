"""Reasons for Vedrfolnir's decisions: where the card's stars take a stake (the exact objective
and the runes it collects, an overshoot, stars added short of it, the Tribute), a place of the
seat that takes the lead in a rune the Tribute holds, a joker's answer to a card, and in solo
the risk of revealing a Brynhildr card; else the score it changes.

Why from numbers the table shows: a stake's stars, runes and objective are public, the card
being dealt is face up, and how many Brynhildr cards are still unseen follows from those shown;
nothing here reads the deck's order or Brynhildr's face-down pile.
"""

from __future__ import annotations

from typing import Any

from game.ai.coach import Option, Reason, compare, played, sheet_gain
from game.vedrfolnir.actions import TRIBUTE, Attribute, Choose, Respond, Reveal, ToBrynhildr
from game.vedrfolnir.collection import count, rune_of, wins_on_exact
from game.vedrfolnir.persist import unknown_slots
from game.vedrfolnir.scoring import card_points

RUNES = ("odin", "thor", "surtr")


def explain(seen: Any, seat: int, action: Any, options: list[Option]) -> Reason | None:
    if isinstance(action, Attribute) and seen.revealed >= 0:
        return _dealt(seen, seat, action, seen.revealed, action.to)
    if isinstance(action, Respond):
        return _respond(seen, seat, action)
    if isinstance(action, Reveal | ToBrynhildr):
        return _risk(seen, action)
    if isinstance(action, Choose):
        return (
            _lead(seen, seat, action) or _leaves(seen, action) or _gain(seen, seat, action, options)
        )
    return _gain(seen, seat, action, options)


def _gain(seen: Any, seat: int, action: Any, options: list[Option]) -> Reason | None:
    found = sheet_gain(seen, seat, action)
    if found is None:
        return compare(seen, seat, action, options)
    _, category, points = found
    return Reason("category", {"category": category, "points": points})


def _dealt(seen: Any, seat: int, action: Any, cid: int, to: int) -> Reason:
    """Card `cid` reaching `to` by `action`: its stake against the objective, else the lead it
    gives the seat in a rune, else the Tribute or the stars added."""
    stars = seen.t.stars[cid]
    if to == TRIBUTE:
        return _lead(seen, seat, action) or Reason("tribute", {"stars": stars})
    total = seen.stars(to) + stars
    objective = seen.objective(to)
    if total == objective and _exact(seen, action, to):
        return _exact_reason(seen, cid, to, total, objective)
    params = {"place": to, "total": total, "objective": objective}
    if total > objective:
        return Reason("overshoot", params)
    return _lead(seen, seat, action) or Reason("adds", params)


def _exact(seen: Any, action: Any, to: int) -> bool:
    after = seen.clone()
    after.apply(action)
    return bool(after.exact[to] > seen.exact[to])


def _exact_reason(seen: Any, cid: int, to: int, total: int, objective: int) -> Reason:
    """The exact hit and the rune points it collects from the stake and the Tribute (all face
    up), named by the god that brings the most of them."""
    won = [c for c in [*seen.row(to), *seen.row(TRIBUTE), cid] if wins_on_exact(seen, c)]
    by_god: dict[str, int] = {}
    for c in won:
        god = "tyr" if seen.t.is_tyr(c) else str(seen.t.rune[c])
        by_god[god] = by_god.get(god, 0) + card_points(seen, c)
    params = {"place": to, "total": total, "objective": objective}
    if not by_god or max(by_god.values()) <= 0:
        return Reason("exact", params)
    god = max(by_god, key=lambda g: (by_god[g], g))
    return Reason("exact_god", {**params, "category": god, "points": sum(by_god.values())})


def _respond(seen: Any, seat: int, action: Respond) -> Reason:
    """A joker's answer to the card on its way: the stake it would make, refused, accepted or
    sent on to another place."""
    frame = seen.stack[-1]
    cid, place = frame.cid, frame.to
    if action.joker == "heimdall":
        return _dealt(seen, seat, action, cid, action.to)
    if action.joker == "accept":
        return _dealt(seen, seat, action, cid, place)
    now = seen.stars(place)
    total = now + seen.t.stars[cid]
    if total == now:
        return Reason("refuse_effect", {"place": place})
    params = {"place": place, "now": now, "total": total, "objective": seen.objective(place)}
    return Reason("refuse", params)


def _played(seen: Any, action: Any) -> Any | None:
    """A copy of the position after `action`, None when it drew a card unseen (Sleipnir, a
    raven: the copy's card is no real one), ended the round (the rows are emptied) or cannot
    be played alone."""
    after = played(seen, action)
    if after is None:
        return None
    if len(after.draw) != len(seen.draw):
        return None
    if sum(map(len, after.stakes)) < sum(map(len, seen.stakes)):
        return None
    return after


def _leaves(seen: Any, action: Choose) -> Reason | None:
    """A card's choice (which end of a row loses a card, a Tyr's runes): the stake receiving
    the card as the choice leaves it, read from the cards it removes (all face up)."""
    frame = seen.stack[-1]
    if frame.to == TRIBUTE:
        return None
    after = seen.clone()
    removed: set[int] = set()
    for event in after.apply(action):
        if event.kind == "card_placed":
            break
        if event.kind == "card_removed" and event.data[1] == frame.to:
            removed.add(event.data[0])
    row = [c for c in seen.row(frame.to) if c not in removed] + [frame.cid]
    after = seen.clone()
    after.stakes[frame.to][:] = row
    total, objective = after.stars(frame.to), after.objective(frame.to)
    return Reason("leaves", {"place": frame.to, "total": total, "objective": objective})


def _lead(seen: Any, seat: int, action: Any) -> Reason | None:
    """A rune the Tribute holds (or will hold) whose strict majority a place of the seat takes
    or widens: the Tribute's cards of that rune go to it when a rival overshoots."""
    after = _played(seen, action)
    return None if after is None else _rune_lead(seen, after, seat)


def _rune_lead(seen: Any, after: Any, seat: int) -> Reason | None:
    """The first rune of the Tribute where a place of the seat went up to a strict lead."""
    mine = [p for p in range(seen.places) if seen.ctrl[p] == seat]
    for rune in RUNES:
        if not any(rune_of(after, c) == rune for c in after.tribute):
            continue
        theirs = max(
            (count(after, p, rune) for p in range(seen.places) if p not in mine), default=0
        )
        for place in mine:
            new, old = count(after, place, rune), count(seen, place, rune)
            if new > old and new > theirs:
                kind = "rune_keep" if old > theirs else "rune_take"
                params = {"place": place, "category": rune, "mine": new, "theirs": theirs}
                return Reason(kind, params)
    return None


def _risk(seen: Any, action: Any) -> Reason:
    """Solo: the share of the unseen cards that are Brynhildr's (they wake her when revealed),
    counted from the cards every seat has seen."""
    unseen = [where[i] for where, i in unknown_slots(seen)]
    triggers = sum(1 for c in unseen if seen.t.is_trigger(c))
    chance = round(100 * triggers / len(unseen)) if unseen else 0
    kind = "reveal" if isinstance(action, Reveal) else "to_brynhildr"
    return Reason(kind, {"chance": chance, "pile": len(seen.pile)})


EXPLAIN = explain
