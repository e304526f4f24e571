"""Every legal action's text reads back as the same action, for every registered game under every
valid set of its options; and a reader knows each verb once, from its action classes alone.

The checker samples a few texts per position; here every legal action of every position of a
seeded game is written and read, so a verb whose reading drifts from its writing shows at once.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.arran import actions as arran
from game.core import registry
from game.core.errors import IllegalAction
from game.nidavellir import actions as nidavellir
from game.nidavellir.data import default_rules
from game.nidavellir.expansions.idavoll import actions as idavoll
from game.nidavellir.expansions.thingvellir import actions as thingvellir
from game.taverns import actions as engine
from game.vedrfolnir import actions as vedrfolnir
from tests.core.test_checker import cases

ENGINE_VERBS = ["bid", "pick", "trade", "transform", "uline"]


SEED = 4  # a seed whose games offer every verb below
OFFERED = {
    # Arran has no bid from hand (no `uline`, no `trade`)
    "arran": set(arran.READER.classes) - {"trade", "uline"},
    "nidavellir": set(nidavellir.READER.classes),
    # `first` comes with a data option (`first_player: chosen`) the shipped data leave off
    "vedrfolnir": set(vedrfolnir.CLASSES) - {"first"},
}


def verbs_read_back(key: str, options: dict[str, Any], players: int) -> set[str]:
    """Play one seeded random game, reading back the text of every legal action of every
    position; the verbs those actions wrote."""
    info = registry.get(key)
    state = info.start(players, SEED, options)
    rng = random.Random(SEED)
    verbs = set()
    while not state.is_over():
        seats = state.to_move()
        for seat in seats:
            for action in state.legal_actions(seat):
                text = str(action)
                read = info.parse_action(state, text)
                assert (read, type(read), str(read)) == (action, type(action), text)
                verbs.add(text.split()[1])
        state.apply(rng.choice(state.legal_actions(rng.choice(seats))))
    return verbs


@pytest.mark.parametrize("key", sorted(OFFERED))
def test_every_legal_action_reads_back_as_itself(key: str) -> None:
    verbs: set[str] = set()
    for case in cases():
        game, options, players = case.values
        if game == key:
            verbs |= verbs_read_back(key, options, players)
    assert verbs == OFFERED[key]


@pytest.mark.parametrize(
    ("reader", "verbs"),
    [
        (engine.READER, ENGINE_VERBS),
        (arran.READER, [*ENGINE_VERBS, "column", "discard", "giveup", "keep", "recruit"]),
        (
            nidavellir.READER,
            [
                *ENGINE_VERBS,
                *["bottom", "camp", "capture", "column", "discard", "dismiss", "drop", "enlist"],
                *["first", "freya", "frigg", "keep", "loki", "mjollnir", "odin", "olrun"],
                *["recruit", "retrieve", "spare", "thor"],
            ],
        ),
    ],
    ids=["engine", "arran", "nidavellir"],
)
def test_each_reader_knows_its_classes_by_their_verb(
    reader: engine.Reader, verbs: list[str]
) -> None:
    assert sorted(reader.classes) == sorted(verbs)
    assert all(cls.verb == verb for verb, cls in reader.classes.items())


def test_the_expansions_verbs_are_read_by_their_classes() -> None:
    classes = nidavellir.READER.classes
    assert (classes["loki"], classes["olrun"]) == (idavoll.Loki, idavoll.Olrun)
    assert (classes["enlist"], classes["spare"]) == (thingvellir.Enlist, thingvellir.Spare)


def test_vedrfolnir_reads_each_verb_with_its_class() -> None:
    classes = vedrfolnir.CLASSES
    assert classes == {
        "reveal": vedrfolnir.Reveal,
        "brynhildr": vedrfolnir.ToBrynhildr,
        "first": vedrfolnir.FirstPlayer,
        "give": vedrfolnir.Attribute,
        "accept": vedrfolnir.Respond,
        "nornes": vedrfolnir.Respond,
        "heimdall": vedrfolnir.Respond,
        "choose": vedrfolnir.Choose,
    }
    assert vedrfolnir.FIELD_TYPES[vedrfolnir.Respond] == {
        "seat": int,
        "joker": str,
        "to": int,
        "choice": str,
    }


def test_a_verb_is_read_once() -> None:
    with pytest.raises(ValueError, match=r"verbs already read: \['keep'\]"):
        nidavellir.READER.extend(arran.Keep)
    with pytest.raises(ValueError, match=r"verbs already read: \['giveup'\]"):
        engine.Reader.of(arran.GiveUp, arran.GiveUp)
    with pytest.raises(ValueError, match="without a verb"):
        engine.READER.extend(engine.CardAction)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("s0 spare now", "cannot read action 's0 spare now'"),
        ("s0 enlist nobody nowhere", "unknown card 'nobody'"),
        ("s0 retrieve pass pass", "cannot read action 's0 retrieve pass pass'"),
        ("s0 capture maybe", "cannot read action 's0 capture maybe'"),
    ],
)
def test_an_expansion_verb_with_words_that_do_not_fit_is_refused(text: str, message: str) -> None:
    with pytest.raises(IllegalAction, match=message):
        nidavellir.parse_action(text, default_rules())
