"""The window's pictures on the phone page: every picture a page of each game can ask for is
served as the image it is, from the window's own mapping, and nothing else is served under
/art/ (no path from the request ever reaches the disk)."""

from __future__ import annotations

import urllib.error
import urllib.request
from typing import Any

import pytest

from game.art import arran as arran_art
from game.art import nidavellir as nid_art
from game.art import vedrfolnir as ved_art
from game.net.art import art_of
from game.net.host import Host
from game.net.hostthread import HostThread
from tests.net.helpers import session

GAMES = {
    "nidavellir": {"idavoll": True, "thingvellir": True},
    "arran": {},
    "vedrfolnir": {"spring": True, "winter": True},
}
PNG = b"\x89PNG\r\n\x1a\n"


def _get(url: str) -> tuple[int, str, bytes, Any]:
    try:
        with urllib.request.urlopen(url) as response:
            return response.status, response.headers["Content-Type"], response.read(), response
    except urllib.error.HTTPError as refused:
        return refused.code, "", b"", refused


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_picture_the_page_can_ask_for_is_served_as_an_image(game: str) -> None:
    played = session(game, 1, ai=1, seed=3, **GAMES[game])
    host = Host(played, bind="127.0.0.1")
    thread = HostThread(host)
    thread.start()
    try:
        root = host.addresses()[0].rsplit("/s/", 1)[0]
        art = art_of(game, played.state)
        parts = ("pictures", "icons", "coins")
        names = {name for part in parts for name in art.shown[part].values()}
        assert names == set(art.files)
        for name in sorted(names):
            status, kind, body, response = _get(f"{root}/art/{name}")
            assert status == 200, name
            assert body == art.files[name].read_bytes(), name
            if name.endswith(".png"):
                assert (kind, body[:8]) == ("image/png", PNG), name
            else:
                assert (kind, body[:5]) == ("image/svg+xml", b"<svg "), name
            assert response.headers["Cache-Control"] == "public, max-age=86400"
            assert response.headers["X-Content-Type-Options"] == "nosniff"
    finally:
        thread.stop()


def test_nothing_else_is_served_under_art() -> None:
    played = session("nidavellir", 1, ai=1, seed=3)
    host = Host(played, bind="127.0.0.1")
    thread = HostThread(host)
    thread.start()
    try:
        root = host.addresses()[0].rsplit("/s/", 1)[0]
        served = sorted(host.art().files)
        a_portrait = next(name for name in served if name.startswith("portraits-"))
        wrong = [
            "portraits/dwarves/lord.png",  # the sprite's own path
            "portraits%2Fdwarves%2Flord.png",  # its slashes encoded
            "..%2F..%2Fgame%2Fnet%2Fhost.py",
            "..%2f..%2fREADME.md",
            "%2E%2E%2Fsprites%2Fcoins%2Fgold.png",
            "../sprites/coins/gold.png",
            "coins-back.png",  # a sprite of the window the page never shows
            "table-wood.png",
            a_portrait.removesuffix(".png"),
            a_portrait.upper(),
            a_portrait + "%00",
            "arran-icons-shield.svg",  # another game's picture
            "",
        ]
        for name in wrong:
            status, _, body, _ = _get(f"{root}/art/{name}")
            assert status == 404, name
            assert not body.startswith(PNG), name
    finally:
        thread.stop()


def test_the_pictures_are_the_window_s_mapping() -> None:
    """Each key shows the sprite the window's mapping gives it: a dwarf its class's portrait
    and icon, a hero his own, an artifact its emblem, a Cognar its portrait, a dwarf of Arran
    its Order's emblem, a Vedrfolnir card its god's emblem."""
    nid = session("nidavellir", 2, **GAMES["nidavellir"]).state
    rules = nid.rules
    by_card, by_class = nid_art.card_pictures(rules)
    shown = art_of("nidavellir", nid).shown
    for card_id, info in enumerate(rules.cards):
        if card_id in by_card:
            assert shown["pictures"][info.key] == by_card[card_id].replace("/", "-") + ".png"
    warrior = next(c for c in rules.cards if c.kind == 0 and c.cls == 0)
    assert shown["pictures"][warrior.key] == by_class[0].replace("/", "-") + ".png"
    assert shown["icons"][warrior.key] == "icons-warrior.png"
    assert shown["pictures"]["kraal"] == "portraits-dwarves-lord.png"
    tarah = next(c for c in rules.cards if c.key == "tarah")
    assert shown["families"]["tarah"] == nid_art.CLASS_KEYS[tarah.cls] == "warrior"
    assert shown["icons"]["tarah"] == "icons-warrior.png"
    artifact = next(iter(rules.artifacts.values()))
    assert shown["pictures"][artifact.key] == f"thingvellir-icons-{artifact.effect}.svg"
    assert shown["coins"] == {
        "": "coins-bronze.png",
        "g": "coins-gold.png",
        "s": "coins-special.png",
    }

    arran = art_of("arran", session("arran", 2).state).shown
    assert arran["pictures"]["liquor"] == "arran-portraits-dunefolk-herbalist.png"
    assert set(arran["pictures"]) == set(arran_art.PICTURES)
    assert arran["icons"]["E1-SH-01"] == "arran-icons-shield.svg"
    assert arran["icons"]["talion"] == "arran-icons-talion.svg"
    assert arran["families"]["volgrir"] == "shield"
    assert arran["icons"]["volgrir"] == "arran-icons-shield.svg"

    seasons = session("vedrfolnir", 2, spring=True, winter=True)
    ved = art_of("vedrfolnir", seasons.state).shown["pictures"]
    assert ved["thor3"] == "portraits-humans-royal-warrior.png"  # the window's choice
    assert ved["0"] == ved_art.card_picture("thor1").sprite.replace("/", "-") + ".png"
    assert ved["hugin"] == "vedrfolnir-icons-hugin.svg"  # no portrait: the emblem large
    ved_icons = art_of("vedrfolnir", seasons.state).shown["icons"]
    assert ved_icons["thor3"] == "vedrfolnir-icons-thor.svg"  # the badge under the portrait
    assert "hugin" not in ved_icons
