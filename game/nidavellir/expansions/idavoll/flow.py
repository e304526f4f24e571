"""Idavoll's decision kinds (the mythology cards' decisions), declared beside the game's."""

from game.taverns.flow import decision

LOKI = decision("loki")
FREYA = decision("freya")
CAPTURE = decision("capture")
OLRUN = decision("olrun")
SKYMIR_KEEP = decision("skymir_keep")
FRIGG_KEEP = decision("frigg_keep")
FRIGG_ORDER = decision("frigg_order")
BOAR = decision("gullinbursti")
ODIN = decision("odin")
THOR = decision("thor")
HRUNGNIR = decision("hrungnir")
