"""The modes of play and the solo places, named once for the rules core (spec §10, §11.1)."""

STANDARD, TWO_PLAYER, SOLO = "standard", "two_player", "solo"
VALHALLA, HEILHEIM, BRYNHILDR = 0, 1, 2  # clockwise B -> V -> H, the order ravens follow
