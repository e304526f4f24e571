"""Idavoll data (counts, a broken entry names file, entry and field) and snapshots (to_dict round
trip, what view(seat) shows and hides, replay with the idavoll flag, text forms of the actions)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.nidavellir.actions import parse_action
from game.nidavellir.data import ANIMAL, DATA_DIR, GIANT, GOD, VALKYRIE, load_rules
from game.nidavellir.persist import from_dict, replay
from tests.datafiles import edited_copy, refused
from tests.idavoll.myth import give_myth, idavoll
from tests.nidavellir.scenario import RULES, card


def test_twenty_mythology_cards_and_gullinbursti() -> None:
    kinds = [m.kind for m in RULES.myths.values()]
    assert len(kinds) == 20
    assert all(kinds.count(k) == 5 for k in (GOD, GIANT, ANIMAL, VALKYRIE))
    assert RULES.myth_deck_size == {2: 9, 3: 9, 4: 12, 5: 15}
    assert RULES.cards[RULES.boar].ranks == (0,)
    assert RULES.myths[card("hildr")].track == (0, 8, 16, 0)
    assert RULES.myths[card("olrun")].name.fr == "Ölrun"


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("    effect: loki\n", "    effect: lokki\n", "entry cards 'loki', field 'effect'"),
        ("    track: [0, 4, 8, 16]\n", "    track: []\n", "entry cards 'svafa', field 'track'"),
        (
            "    class: explorer\n    capture_factor: 3\n",
            "    capture_factor: 3\n",
            "entry cards 'gymir', field 'class'",
        ),
        (
            "    points: 15\n",
            "    points: 15\n    power: 1\n",
            "entry cards 'freya', field 'power'",
        ),
        ("  tavern: dancing_dragon", "  tavern: dancing_pony", "entry setup, field 'tavern'"),
    ],
)
def test_a_broken_entry_names_file_entry_and_field(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    refused(
        load_rules,
        edited_copy(DATA_DIR, tmp_path, "mythology.yaml", old, new),
        ["mythology.yaml", message],
    )


def test_snapshot_round_trip_and_view_of_mythology() -> None:
    state = idavoll(3, seed=8)
    give_myth(state, 0, "gymir", "olrun", "loki")
    state.players[0].olrun = 2
    d = state.to_dict()
    assert from_dict(d).to_dict() == d
    seen = state.view(1)
    mine = seen["seats"][0]
    assert mine["myth"] == ["gymir", "olrun", "loki"]
    assert mine["tokens"] == {"gymir": 1, "olrun": 0, "loki": 1}
    assert mine["olrun"] == "miner" and mine["captured"] == {}
    assert seen["myth_deck"] == len(state.myth_deck) and seen["reserve"] == len(state.reserve)
    assert seen["loki"] == {"seat": -1, "card": None, "tavern": -1}


def test_replay_with_idavoll() -> None:
    import random

    state = idavoll(4, seed=21)
    rng = random.Random(1)
    texts = []
    while not state.is_over():
        seats = state.to_move()
        action = rng.choice(state.legal_actions(rng.choice(seats)))
        texts.append(str(action))
        assert parse_action(texts[-1], RULES) == action
        state.apply(action)
    assert replay(4, 21, texts, {"idavoll": True}).to_dict() == state.to_dict()
