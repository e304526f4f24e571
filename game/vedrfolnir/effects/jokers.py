"""The Nornes and Heimdall: a place about to receive a card may refuse it, or send it on to
another recipient with its choice made again (R-1, spec §9.12–9.13); and jokers kept between
rounds, one of each type (§7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.vedrfolnir.actions import TRIBUTE, Action, Respond
from game.vedrfolnir.effects.hel import uncounterable
from game.vedrfolnir.effects.variants import choices, receiver_chooses
from game.vedrfolnir.frames import NOWHERE, Check, Receive

if TYPE_CHECKING:
    from game.vedrfolnir.state import State


def _held(state: State, place: int, effect: str) -> int:
    """The joker of that effect the place holds, or NOWHERE."""
    return next((c for c in state.jokers[place] if state.t.effect[c] == effect), NOWHERE)


def uses_slot(state: State, place: int) -> bool:
    """Whether a redirect by `place` is the active player's attribution (G16)."""
    rule = state.opts.heimdall_uses_slot
    if rule == "active_controller":
        return state.ctrl[place] == state.ctrl[state.active]
    return rule == "always"


def targets(state: State, place: int) -> list[int]:
    """Where `place` may send a card with Heimdall: never itself, never Brynhildr (SO-2)."""
    out = [p for p in range(state.places) if p != place and state.roles[p] != "brynhildr"]
    out.append(TRIBUTE)
    if uses_slot(state, place):
        out = [r for r in out if not state.dealt[r]]
    return out


def window(state: State, frame: Receive) -> bool:
    """Whether the receiver is asked before taking the card (R-1)."""
    to, cid, t = frame.to, frame.cid, state.t
    if to == TRIBUTE or state.ctrl[to] < 0 or t.is_joker(cid) or t.is_trigger(cid):
        return False
    if t.choice[cid] == "hel" and uncounterable(state, frame.choice):
        return False
    if _held(state, to, "refuse") != NOWHERE:
        return True
    return _held(state, to, "redirect") != NOWHERE and bool(targets(state, to))


def responses(state: State, frame: Receive, seat: int) -> list[Action]:
    out: list[Action] = [Respond(seat, "accept")]
    if _held(state, frame.to, "refuse") != NOWHERE:
        out.append(Respond(seat, "nornes"))
    if _held(state, frame.to, "redirect") != NOWHERE:
        rechoose = not receiver_chooses(state, frame.cid)
        for y in targets(state, frame.to):
            variants = choices(state, frame.cid, frame.to, y) if rechoose else [""]
            out.extend(Respond(seat, "heimdall", y, v) for v in variants)
    return out


def respond(state: State, action: Respond) -> None:
    frame = state.stack[-1]
    assert isinstance(frame, Receive)
    if action.joker == "accept":
        return
    state.stack.pop()
    x, cid = frame.to, frame.cid
    if action.joker == "nornes":
        nornes = _held(state, x, "refuse")
        state.jokers[x].remove(nornes)
        state.to_discard(cid)
        state.to_discard(nornes)
        state.emit("card_refused", x, cid, nornes)
        return
    heimdall = _held(state, x, "redirect")
    state.jokers[x].remove(heimdall)
    state.to_discard(heimdall)
    y = action.to
    if uses_slot(state, x):
        state.dealt[y] = True
    state.emit("card_redirected", x, cid, y, action.choice, heimdall)
    if receiver_chooses(state, cid):
        chooser, choice = (y if y != TRIBUTE else state.active), None
    else:
        chooser, choice = x, action.choice
    if frame.check != NOWHERE:
        check = state.stack[frame.check]
        assert isinstance(check, Check)
        check.recipient = y
    state.stack.append(Receive(cid, y, chooser, choice, "redirect", frame.check))


def refusal(state: State, cid: int, to: int) -> str:
    """Why joker `cid` given to `to` would go to the discard ("" when it is kept): the Tribute
    keeps none, nobody holds two of a type, Brynhildr keeps none unless G27 says so."""
    t = state.t
    if to == TRIBUTE:
        return "joker_in_tribute"
    if any(t.key[c] == t.key[cid] for c in state.jokers[to]):
        return "joker_duplicate"
    if state.roles[to] == "brynhildr" and state.opts.solo_brynhildr_jokers == "discard":
        return "brynhildr"
    return ""


def gain(state: State, cid: int, to: int) -> None:
    """R-2: a joker goes to the place's joker zone unless `refusal` gives a reason."""
    reason = refusal(state, cid, to)
    if reason:
        state.to_discard(cid)
        state.emit("card_discarded", -1, cid, reason)
        return
    state.jokers[to].append(cid)
    state.emit("joker_gained", to, cid)
