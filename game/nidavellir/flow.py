"""Names of the flow's phases and of the entries of the decision stack.

Kept apart from `state.py` so the hero and distinction modules can push decisions without
importing the state machine itself.
"""

# Phases of the flow.
BIDS, TAVERN, END_OF_AGE, OVER = range(4)
PHASE_NAMES = ("bids", "tavern", "end_of_age", "over")

# Stack entries are (kind, seat, a, b). Kinds below CHECK_LINES are decisions a seat owes;
# the others are automatic steps run as soon as they reach the top.
PICK, RECRUIT, THRUD, YLUD, DISCARD, TRANSFORM, ULINE_BID, TRADE, KEEP = range(9)
# Idavoll's decisions (the mythology cards).
LOKI, FREYA, CAPTURE, OLRUN, SKYMIR_KEEP, FRIGG_KEEP, FRIGG_ORDER, BOAR, ODIN, THOR, HRUNGNIR = (
    range(9, 20)
)
CHECK_LINES, DO_TRADE, ORDER, END_TURN, OPEN_BIDS = range(20, 25)
DECISION_NAMES = (
    "pick",
    "recruit",
    "thrud",
    "ylud",
    "discard",
    "transform",
    "uline_bid",
    "trade",
    "keep",
    "loki",
    "freya",
    "capture",
    "olrun",
    "skymir_keep",
    "frigg_keep",
    "frigg_order",
    "gullinbursti",
    "odin",
    "thor",
    "hrungnir",
)
