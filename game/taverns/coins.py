"""Coins as small ints, and the Royal Treasure rule for taking a coin (Nidavellir's decision D3).

A coin is encoded as `value * 4 + kind` so a player's purse is a list of ints that copies fast and
sorts by value; the kind tells where a given-up coin goes (bronze to the box, gold back to the
Treasure) and whether it is the Hunting Master's special 3.
"""

from __future__ import annotations

BRONZE, GOLD, SPECIAL = 0, 1, 2
_SUFFIX = {BRONZE: "", GOLD: "g", SPECIAL: "s"}


def coin(value: int, kind: int) -> int:
    return value * 4 + kind


def value_of(code: int) -> int:
    return code >> 2


def kind_of(code: int) -> int:
    return code & 3


def is_trading(code: int) -> bool:
    """The 0 and the special 3 trigger trades and can never be transformed."""
    return code < 4 or code & 3 == SPECIAL


def coin_str(code: int) -> str:
    """'5', '5g', '3s'; a code no coin has (a hand-built action's) reads '?' for its kind, so
    the message refusing that action can still name it."""
    return f"{code >> 2}{_SUFFIX.get(code & 3, '?')}"


def parse_coin(text: str) -> int:
    """Inverse of `coin_str`: '5' bronze, '5g' gold, '3s' special."""
    kind = BRONZE
    if text.endswith("g"):
        kind, text = GOLD, text[:-1]
    elif text.endswith("s"):
        kind, text = SPECIAL, text[:-1]
    if not (text.isascii() and text.isdigit() and len(text) <= 3):  # "²" or 5,000 digits
        raise ValueError(f"not a coin: {text[:20]!r}")
    return coin(int(text), kind)


def treasure_value(treasure: list[int], target: int, given_up: int) -> int:
    """The value of the Treasure coin to take, or -1 when none qualifies (the player keeps theirs).

    Rulebook: take the target value; if none is left, the first higher one; if none is higher, the
    nearest lower one; never a coin of the value just given up.
    """
    top = len(treasure) - 1
    if target <= top and target != given_up and treasure[target]:
        return target
    for v in range(target + 1, top + 1):
        if v != given_up and treasure[v]:
            return v
    for v in range(min(target - 1, top), 0, -1):
        if v != given_up and treasure[v]:
            return v
    return -1
