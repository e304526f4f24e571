"""Idavoll's decision kinds (the mythology cards' decisions), declared beside the game's."""

from game.taverns.flow import decision

DECISIONS = (  # every decision a mythology card can ask for, by name
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
LOKI, FREYA, CAPTURE, OLRUN, SKYMIR_KEEP, FRIGG_KEEP, FRIGG_ORDER, BOAR, ODIN, THOR, HRUNGNIR = (
    decision(name) for name in DECISIONS
)
