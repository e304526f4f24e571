"""A device takes back its own sealed answer while the others still decide (`undo`), and the
host writes its error sentences in each device's language."""

from __future__ import annotations

import pytest

from game.net import protocol as p
from game.net.client import Client
from game.net.page import error_sentences
from game.net.protocol import ERRORS
from tests.net.helpers import frozen, hosted, run, seated, session


def test_a_device_takes_back_its_sealed_bid_while_the_others_decide() -> None:
    async def main() -> None:
        async with hosted(session("arran", 3, seed=6)) as (host, _):
            a, b, c = [await seated(host, seat) for seat in range(3)]
            first, second = a.state["legal"][0], a.state["legal"][-1]
            assert a.state["pending"] == "bids"
            await a.act(first)
            await a.wait_for(lambda d: d.state["held"] == first)
            b_bid, c_bid = b.state["legal"][0], c.state["legal"][0]
            await b.act(b_bid)
            await c.wait_for(lambda d: d.state["deciding"] == [2])
            seq = a.state["seq"]
            await a.send(p.undo(seq))
            await a.wait_for(lambda d: d.state["seq"] > seq)
            assert a.state["held"] is None and a.state["by"] == 0
            assert a.state["legal"][0] == first  # the same choices: it bids again
            assert sorted(host.session.held) == [1]
            await c.wait_for(lambda d: d.state["deciding"] == [0, 2])
            await a.act(second)
            await a.wait_for(lambda d: d.state["held"] == second)
            await c.act(c_bid)
            await a.wait_for(lambda d: d.state["pending"] != "bids")
            assert host.session.history[:3] == [second, b_bid, c_bid]
            assert a.errors == []
            for device in (a, b, c):
                await device.close()

    run(main)


def test_undo_is_refused_when_nothing_is_held_or_the_answers_were_revealed() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2, seed=6)) as (host, _):
            a, b = await seated(host, 0), await seated(host, 1)
            await a.send(p.undo(a.state["seq"]))
            await a.wait_for(lambda d: len(d.errors) == 1)
            assert a.errors[0]["code"] == "nothing_held"
            await a.act(a.state["legal"][0])
            await a.wait_for(lambda d: d.state["held"] is not None)
            seen = a.state["seq"]
            await b.act(b.state["legal"][0])  # the last bid: every answer is revealed
            await a.wait_for(lambda d: d.state["held"] is None)
            before = frozen(host)
            await a.send(p.undo(seen))  # taps Take back on the state it saw its bid held
            await a.wait_for(lambda d: len(d.errors) == 2)
            assert a.errors[1]["code"] == "too_late"
            await a.send(p.undo(a.state["seq"]))
            await a.wait_for(lambda d: len(d.errors) == 3)
            assert a.errors[2]["code"] == "nothing_held"
            assert frozen(host) == before
            await a.close()
            await b.close()

    run(main)


def test_the_host_writes_its_error_sentences_in_the_device_s_language() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2, seed=6)) as (host, _):
            english = await seated(host, 0)
            french = Client(host.ws_url(), host.tokens[1], lang="fr")
            await french.connect()
            await french.wait_state()
            for device in (english, french):
                await device.act("s9 bid 0 0 0")
                await device.send(p.undo(device.state["seq"]))
                await device.wait_for(lambda d: len(d.errors) == 2)
            assert english.errors[1]["message"] == ERRORS["nothing_held"]
            assert french.errors[1]["message"] == ("Vous n'avez aucune réponse cachée à reprendre.")
            assert french.errors[0]["code"] == english.errors[0]["code"]
            assert french.errors[0]["message"].startswith(
                error_sentences("fr")[french.errors[0]["code"]]
            )
            await english.close()
            await french.close()

    run(main)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_error_code_has_its_sentence_in_each_language(lang: str) -> None:
    sentences = error_sentences(lang)
    assert sorted(sentences) == sorted(ERRORS)
    if lang == "en":
        assert sentences == ERRORS
    else:
        assert all(sentences[code] != ERRORS[code] for code in ERRORS)
    assert error_sentences("xx") == ERRORS
