"""Guerres d'Arran's pictures: which painted portrait each Cognar, Elite Cognar and the Liquor
Certification shows, and each Order's emblem.

The portraits are Battle for Wesnoth's (GPL-2.0-or-later), copied cropped and small into
sprites/arran/portraits/ by `sprites/arran/make_art.py`, which also writes their credits. None is
one Nidavellir shows (its heroes took every Wesnoth dwarf), so a Cognar never looks like a
Nidavellir hero: Arran's people are the loyalist and outlaw humans, a drake for the Ally Ga'at and
the dunefolk herbalist, bottle in hand, for the Liquor Certification. The mapping is code, not
data/arran/, because it is only the look of the cards: the rules never read it; the window and
the phone page both do.
"""

from __future__ import annotations

from dataclasses import dataclass

KITTY = "Kitty/Kathrin Polikeit"
LORDBOB = "LordBob/Emilien Rotival"
UNNAMED = "not named in portraits/ARTISTS"

# The emblem of each Order, in column order (game.arran.cards: SHIELD, TEMPLE, WANDERERS, FORGE,
# TALION): a file under sprites/arran/icons/, made by sprites/arran/make_art.py.
ORDER_ICONS = ("shield", "temple", "wanderers", "forge", "talion")


def order_icon(order: int) -> str:
    """The sprite of an Order's emblem (a white silhouette the window tints)."""
    return f"arran/icons/{ORDER_ICONS[order]}"


@dataclass(frozen=True)
class Picture:
    """One chosen portrait: `source` is its path under Wesnoth's portraits folder."""

    source: str
    artist: str

    @property
    def sprite(self) -> str:
        """Its name for `Assets.sprite`: the committed copy under sprites/arran/portraits/."""
        return "arran/portraits/" + self.source.removesuffix(".png").replace("/", "-")


PICTURES: dict[str, Picture] = {
    # Shield
    "volgrir": Picture("humans/swordsman-2.png", "Quellion/Santiago Iborra"),
    "abokar": Picture("humans/spearman.png", LORDBOB),
    "svara": Picture("humans/swordsman.png", LORDBOB),
    # Temple
    "ararun": Picture("humans/mage-white.png", KITTY),
    "sriza": Picture("humans/necromancer+female.png", KITTY),
    "fey": Picture("humans/mage-arch+female.png", KITTY),
    # Talion
    "derdhr": Picture("humans/master-at-arms.png", LORDBOB),
    "kardum": Picture("humans/duelist.png", LORDBOB),
    # Wanderers
    "oosram": Picture("humans/huntsman.png", KITTY),
    "droh": Picture("humans/trapper.png", KITTY),
    # Forge
    "ulrog": Picture("humans/iron-mauler.png", UNNAMED),
    "tala": Picture("humans/swordsman-3.png", LORDBOB),
    "torun": Picture("humans/heavy-infantry.png", UNNAMED),
    # White rank (command zone)
    "gurdan": Picture("humans/bowman.png", LORDBOB),
    "borogam": Picture("humans/peasant.png", LORDBOB),
    "jorun": Picture("humans/mage.png", KITTY),
    "oboron": Picture("humans/lieutenant.png", LORDBOB),
    # The Ally
    "gaat": Picture("drakes/warden.png", "thespaceinvader/Philip Barber"),
    # Mercenaries
    "tadgar": Picture("humans/assassin.png", KITTY),
    "lygdr": Picture("humans/outlaw.png", KITTY),
    "wal": Picture("humans/ruffian.png", KITTY),
    "akab": Picture("humans/thief.png", KITTY),
    "dawn": Picture("humans/footpad.png", KITTY),
    # Elite Cognars and the Certification
    "tiss": Picture("humans/royal-guard.png", LORDBOB),
    "aral": Picture("humans/mage-light.png", KITTY),
    "brum": Picture("humans/master-bowman.png", LORDBOB),
    "redwin": Picture("humans/marshal.png", LORDBOB),
    "ordo": Picture("humans/general.png", LORDBOB),
    "liquor": Picture("dunefolk/herbalist.png", UNNAMED),
}
