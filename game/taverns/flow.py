"""Phases of the bidding-and-taverns flow, and the registry of decision kinds.

The decision stack holds small tuples `(kind, seat, a, b)`. A kind is an int: a decision a seat
owes is >= 0, an automatic step the engine runs as soon as it reaches the top is < 0, so telling
them apart is one comparison. The engine declares its own decisions and steps here; a game
declares its decisions in its own flow module and an expansion in its package, each with
`decision(name)`, so the engine knows none of them. Handlers belong to the state class (its
`HANDLERS` and `LEGAL` tables), so a kind declared by an expansion means nothing to a state
that does not play it.

Kinds are numbered in import order and never written down: snapshots name them (`kind_of`).
"""

from __future__ import annotations

# Phases of the flow.
BIDS, TAVERN, END_OF_AGE, OVER = range(4)
PHASE_NAMES = ("bids", "tavern", "end_of_age", "over")

DECISION_NAMES: list[str] = []  # decision kind -> name
STEP_NAMES: list[str] = []  # automatic step kind -1 - i -> name


def decision(name: str) -> int:
    """The kind of the decision called `name`, declared now if new (a name is one kind)."""
    if name in DECISION_NAMES:
        return DECISION_NAMES.index(name)
    DECISION_NAMES.append(name)
    return len(DECISION_NAMES) - 1


def step(name: str) -> int:
    """The kind of the automatic step called `name` (negative), declared now if new."""
    if name not in STEP_NAMES:
        STEP_NAMES.append(name)
    return -1 - STEP_NAMES.index(name)


def kind_name(kind: int) -> str:
    return DECISION_NAMES[kind] if kind >= 0 else STEP_NAMES[-1 - kind]


def kind_of(name: str) -> int:
    """The kind named `name`; raises `ValueError` for a name nobody declared."""
    if name in DECISION_NAMES:
        return DECISION_NAMES.index(name)
    if name in STEP_NAMES:
        return -1 - STEP_NAMES.index(name)
    raise ValueError(f"no decision or step called {name!r}")


# The engine's decisions: the card taken in a tavern, a coin transformed, and the two asked of
# a seat bidding from hand (its face-up coin for the tavern, the coins it trades). The hand bid
# keeps the name of the first game to use it (Nidavellir's Uline): views, prompts and saved
# states have always called it "uline_bid".
PICK = decision("pick")
TRANSFORM = decision("transform")
HAND_BID = decision("uline_bid")
TRADE = decision("trade")

# The engine's automatic steps.
CHECK_LINES = step("check_lines")  # the game's lines -> recruits hook
DO_TRADE = step("do_trade")  # the coin trade of a seat that bid a trading coin
ORDER = step("order")  # the seats ordered by revealed coin, then gem
END_TURN = step("end_turn")  # the game's end-of-turn hook
OPEN_BIDS = step("open_bids")  # bids start once the round-start decisions are taken
