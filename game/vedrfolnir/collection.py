"""Rune collection (spec §5): the check, the exact hit, the overshoot with its majority split of
the Tribute, and the end of a round or of the game.

The majority counts runes in each candidate's own stake, Tyr by its orientation and each Freyja as
one rune of every type (G5); a tie, a top count of 0 included, sends the cards to the discard
(G19), which is why no candidate list needs a special case.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.vedrfolnir.actions import TRIBUTE
from game.vedrfolnir.frames import Place, Raven, Receive, Sequence
from game.vedrfolnir.places import BRYNHILDR, HEILHEIM, SOLO, VALHALLA

if TYPE_CHECKING:
    from game.vedrfolnir.state import State


def check(state: State, recipient: int) -> None:
    """COL-1: from the recipient (the active place for the Tribute) clockwise, the first stake at
    or over its objective collects."""
    start = recipient
    if recipient == TRIBUTE or state.opts.check_priority == "active_first":
        start = state.active
    lowest = state.t.lowest_objective
    for i in range(state.places):
        place = (start + i) % state.places
        stars = state.stars(place)
        if stars < lowest:
            continue
        objective = state.objective(place)
        if stars >= objective:
            collect(state, place, stars == objective)
            return


def collect(state: State, place: int, exact: bool) -> None:
    from game.vedrfolnir.scoring import card_points

    if exact:
        won = [c for c in [*state.stakes[place], *state.tribute] if wins_on_exact(state, c)]
        gained = set(won)
        state.stakes[place][:] = [c for c in state.stakes[place] if c not in gained]
        state.tribute[:] = [c for c in state.tribute if c not in gained]
        state.won[place].extend(won)
        state.exact[place] += 1
        state.emit("exact_collection", place, sum(card_points(state, c) for c in won), *won)
    else:
        state.emit("overshoot", place, state.stars(place), state.objective(place))
        state.discard.extend(state.stakes[place])
        state.stakes[place].clear()
        majority(state, [p for p in range(state.places) if p != place])
    end_round(state)


def wins_on_exact(state: State, cid: int) -> bool:
    """The rune (score) cards an exact hit takes; Freyja and Surtr too unless G7 says not."""
    t = state.t
    if not t.is_score(cid):
        return False
    return state.opts.freyja_won_on_exact_hit or not (t.is_freyja(cid) or t.rune[cid] == "surtr")


def rune_of(state: State, cid: int) -> str | None:
    """The rune type a card counts as in a majority (Tyr: its orientation; Freyja: none)."""
    t = state.t
    if t.is_tyr(cid):
        return state.orient.get(cid)
    rune = t.rune[cid]
    return rune if rune in ("odin", "thor", "surtr") else None


def count(state: State, place: int, rune: str) -> int:
    """Runes of that type in the place's stake, one more per Freyja (G5 for Surtr)."""
    t = state.t
    total = 0
    for cid in state.stakes[place]:
        if t.is_freyja(cid):
            if rune != "surtr" or state.opts.freyja_counts_as_surtr:
                total += 1
        elif rune_of(state, cid) == rune:
            total += t.runes[cid]
    return total


def _all_runes(state: State, place: int, types: tuple[str, ...]) -> int:
    if state.opts.freyja_total == "sum_per_type":
        return sum(count(state, place, rune) for rune in types)
    t = state.t
    return sum(
        1 if t.is_freyja(c) else t.runes[c] if rune_of(state, c) else 0 for c in state.stakes[place]
    )


def _strict_best(counts: dict[int, int]) -> int:
    best = max(counts.values())
    top = [p for p, n in counts.items() if n == best]
    return top[0] if len(top) == 1 else -1


def majority(state: State, candidates: list[int]) -> None:
    """MAJ: each rune type present in the Tribute goes to the candidate with strictly the most
    runes of that type; the Tribute's Freyjas to the most runes of all types together."""
    types = state.rules.active_rune_types(state.t.decks)
    groups: list[tuple[str, list[int], dict[int, int]]] = []
    for rune in types:
        cards = [c for c in state.tribute if rune_of(state, c) == rune]
        if cards:
            groups.append((rune, cards, {p: count(state, p, rune) for p in candidates}))
    freyjas = [c for c in state.tribute if state.t.is_freyja(c)]
    if freyjas:
        groups.append(("freyja", freyjas, {p: _all_runes(state, p, types) for p in candidates}))
    for rune, cards, counts in groups:
        winner = _strict_best(counts)
        taken = set(cards)
        state.tribute[:] = [c for c in state.tribute if c not in taken]
        (state.won[winner] if winner >= 0 else state.discard).extend(cards)
        state.emit("majority_awarded", winner, rune, *cards)


def end_round(state: State) -> None:
    """§5.5: every stake and the Tribute are emptied (jokers stay), a card still resolving goes
    too, the hand is thrown away, and the next turn belongs to the player on the left (T-9)."""
    for frame in state.stack:
        if isinstance(frame, Receive | Place) or (isinstance(frame, Raven) and not frame.stopped):
            state.discard.append(frame.cid)
            why = "round_over_raven" if isinstance(frame, Raven) else "round_over"
            state.emit("card_discarded", -1, frame.cid, why)
        if isinstance(frame, Sequence):
            state.emit("brynhildr_stopped", BRYNHILDR, "collection")
            discard_aside(state)
    state.stack.clear()
    _clear_rows(state)
    state.discard_hand()
    state.emit("round_ended", -1, state.round)
    state.round += 1
    state.turn_over = True


def discard_aside(state: State) -> None:
    """Her cards turned up in her own sequence are among her revealed cards: when the sequence
    ends, by a collection or by one of them, they go to the discard (SO-4, SO-5)."""
    state.discard.extend(state.aside)
    state.aside.clear()


def _clear_rows(state: State) -> None:
    for stake in state.stakes:
        state.discard.extend(stake)
        stake.clear()
    state.discard.extend(state.tribute)
    state.tribute.clear()


def end_game(state: State) -> None:
    """E-1/E-2 (SO-6 in solo): a Tribute left over is shared by majority among every place
    (Valhalla and Heilheim only in solo); Brynhildr's unrevealed pile goes unscored. Said as
    it happens: the game ending (with the cards left to draw), the Tribute shared, the pile
    discarded, the scores, then who won (`game_result`: the mode and the winners' places, none
    when the gods or Brynhildr win)."""
    from game.vedrfolnir.scoring import place_totals, player_place, winners

    state.emit("game_ending", -1, len(state.draw))
    if state.tribute or any(state.stakes):
        if state.tribute:
            state.emit("tribute_shared", -1)
        solo = state.mode == SOLO
        majority(state, [VALHALLA, HEILHEIM] if solo else list(range(state.places)))
        _clear_rows(state)
        state.emit("round_ended", -1, state.round)
    if state.pile:
        state.emit("brynhildr_pile_discarded", BRYNHILDR, len(state.pile))
        state.discard.extend(state.pile)
        state.face_down.update(state.pile)
        state.pile.clear()
    state.over = True
    state.emit("game_over", -1, *place_totals(state))
    won = [player_place(state, player) for player in winners(state)]
    state.emit("game_result", -1, state.mode, *won)
