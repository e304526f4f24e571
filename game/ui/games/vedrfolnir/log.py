"""Vedrfolnir's game log: each rules event as a line of segments, in the chosen language.

Lines are rebuilt from the events whenever the log drawer is drawn, so switching language
rewrites the whole log. Segments are `("text", words)` and glyphs the presenter draws:
`("card", cid)` (a small card before its name), `("stars", n)` (a card's stars) and
`("rune", key)` (a rune type's mark: odin, thor, surtr). A card always comes with its name as
text, so a line reads even where a glyph is not drawn.

Nothing here needs the presenter: a line is made from the event, the strings, a callable that
names a place (the table's seat names, "Brynhildr", an Ase …) and the decks in play, which give
the cards their ids. Face-down cards never show: the log says how many, not which.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.events import Event
from game.vedrfolnir.cards import copies
from game.vedrfolnir.data import default_rules

Segment = tuple[str, Any]
PlaceName = Callable[[int], str]
TRIBUTE = -1  # the Tribute as a recipient or a row (the rules core's TRIBUTE)


def card_name(cid: int, decks: Sequence[str], lang: str) -> str:
    """The name of card `cid` in `lang` ("en" or "fr")."""
    return str(getattr(copies(tuple(decks))[cid].card.name, lang))


class LogWriter:
    """Turns one event into its line; `t` is the app's strings (`Strings`), read at each line so
    the language of the moment is used."""

    def __init__(self, t: Any, place_name: PlaceName, decks: Sequence[str]) -> None:
        self.t = t
        self.place_name = place_name
        self.decks = tuple(decks)

    def say(self, key: str, **params: Any) -> list[Segment]:
        return [("text", self.t(f"log.{key}", **params))]

    def count(self, key: str, n: int, **params: Any) -> list[Segment]:
        """`log.<key>.one|other` with {n}, in the language's plural."""
        return [("text", self.t.plural(f"log.{key}", n, **params))]

    def place(self, place: int) -> str:
        """A place by its name; the Tribute (-1) by its own."""
        return str(self.t("log.tribute")) if place == TRIBUTE else self.place_name(place)

    def to(self, place: int) -> list[Segment]:
        """ "to Bram", "to the Tribute" (French needs "à Bram", "au Tribut")."""
        if place == TRIBUTE:
            return self.say("to_tribute")
        return self.say("to_place", name=self.place_name(place))

    def name(self, names: Any) -> str:
        return str(names.fr if self.t.lang == "fr" else names.en)

    def card_name(self, cid: int) -> str:
        return self.name(copies(self.decks)[cid].card.name)

    def card(self, cid: int) -> list[Segment]:
        """A card: its glyph, its name and, when it has a star slot, its stars."""
        copy = copies(self.decks)[cid]
        line: list[Segment] = [("card", cid), ("text", self.name(copy.card.name))]
        if copy.card.stars:
            line.append(("stars", copy.stars))
        return line

    def choice(self, choice: str) -> list[Segment]:
        """What was chosen with a card: Tyr's runes, Sköll & Hati's end, Hel's mode."""
        if not choice:
            return []
        if choice in ("odin", "thor"):
            return [("rune", choice), *self.say(f"choice.{choice}")]
        if choice in ("first", "last"):
            return self.say(f"choice.{choice}")
        hel = self.name(default_rules().card("hel").name)
        if choice == "none":
            return self.say("choice.none", hel=hel)
        mode, place, what = choice.split(":")
        who = self.place(int(place))
        if mode == "destroy":
            joker = self.name(default_rules().card(what).name)
            return self.say("choice.destroy", hel=hel, name=who, joker=joker)
        return self.say(f"choice.remove_{what}", hel=hel, name=who)

    # ------------------------------------------------------------------------------ lines

    def line(self, event: Event) -> list[Segment] | None:
        """The log line of one event (every event of the rules core has one)."""
        write = LINES.get(event.kind)
        if write is None:
            return [("text", event.kind)]  # an event this writer does not know yet shows its name
        line = write(self, event.seat, event.data)
        return _capitalised(line)

    def turn_started(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return self.say("turn", round=data[0], turn=data[1], name=self.place(seat))

    def hand_drawn(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return self.count("hand", data[0], name=self.place(seat))

    def card_revealed(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return [*self.say("reveals", name=self.place(seat)), *self.card(data[0])]

    def card_attributed(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        cid, to, choice = data
        gives = self.say("gives", name=self.place(seat))
        return [*gives, *self.card(cid), *self.to(to), *self.choice(choice)]

    def card_to_brynhildr(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return self.say("to_brynhildr", name=self.place(seat))

    def choice_made(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        cid, choice = data
        return [*self.say("chooses", name=self.place(seat)), *self.card(cid), *self.choice(choice)]

    def card_refused(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        cid, nornes = data
        return [
            *self.say("refuses", name=self.place(seat), joker=self.card_name(nornes)),
            *self.card(cid),
        ]

    def card_redirected(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        cid, to, choice, heimdall = data
        sends = self.say("redirects", name=self.place(seat), joker=self.card_name(heimdall))
        return [*sends, *self.card(cid), *self.to(to), *self.choice(choice)]

    def card_drawn(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        cid, to = data
        if to == seat:
            return [*self.say("draws", name=self.place(seat)), *self.card(cid)]
        draws = self.say("draws_for", name=self.place(seat), target=self.place(to))
        return [*draws, *self.card(cid)]

    def card_removed(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        cid, row, end = data
        return [*self.say(f"removed.{end}", name=self.place(row)), *self.card(cid)]

    def joker_destroyed(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        cid, by = data
        hel = self.name(default_rules().card("hel").name)
        lost = self.say("destroyed", by=self.place(by), hel=hel, name=self.place(seat))
        return [*lost, *self.card(cid)]

    def card_placed(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        cid, row = data
        return [*self.say("placed", name=self.place(row)), *self.card(cid)]

    def joker_gained(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return [*self.say("joker", name=self.place(seat)), *self.card(data[0])]

    def card_discarded(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        cid, reason = data
        return [*self.say(f"discarded.{reason}"), *self.card(cid)]

    def objective_changed(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        stars = self.t.plural("count.stars", data[0])
        return self.say("objective", name=self.place(seat), stars=stars)

    def raven_passed(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        cid, to = data
        flies = self.say("raven", name=self.place(seat), target=self.place(to))
        return [*self.card(cid), *flies]

    def exact_collection(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        points, won = data[0], len(data) - 1
        total = self.t.plural("count.points", points)
        return self.count("exact", won, name=self.place(seat), points=total)

    def overshoot(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        stars, objective = self.t.plural("count.stars", data[0]), data[1]
        return self.say("overshoot", name=self.place(seat), stars=stars, objective=objective)

    def majority_awarded(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        """A rune type of the Tribute won by `seat`, or discarded on a tie (seat -1); Freyja's
        cards go by the most runes in all."""
        kind, n = data[0], len(data) - 1
        rules = default_rules()
        if kind == "freyja":
            freyja = self.name(rules.card("freyja").name)
            if seat < 0:
                return self.count("freyja_tie", n, freyja=freyja)
            return self.count("freyja", n, name=self.place(seat), freyja=freyja)
        rune = self.name(rules.rune_type(kind).name)
        if seat < 0:
            return [("rune", kind), *self.count("majority_tie", n, rune=rune)]
        return [("rune", kind), *self.count("majority", n, rune=rune, name=self.place(seat))]

    def hand_discarded(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return self.count("hand_discarded", data[0], name=self.place(seat))

    def hand_shown(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        """The hand's last cards shown as they go (G20's other reading): each by name."""
        line = self.count("hand_shown", len(data), name=self.place(seat))
        for cid in data:
            line += [("card", cid), ("text", self.card_name(cid))]
        return line

    def round_ended(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return self.say("round_over", round=data[0])

    def brynhildr_triggered(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return self.say("brynhildr_wakes")

    def brynhildr_revealed(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return [*self.say("brynhildr_reveals"), *self.card(data[0])]

    def brynhildr_stopped(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return self.say(f"brynhildr_stopped.{data[0]}")

    def game_over(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        scores = ", ".join(f"{self.place(p)} {points}" for p, points in enumerate(data))
        return self.say("game_over", scores=scores)

    def game_ending(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        """Too few cards left for a turn (none at all: the pile is empty): the game ends."""
        left = data[0]
        return self.count("game_ending", left) if left else self.say("game_ending_empty")

    def tribute_shared(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return self.say("tribute_shared")

    def brynhildr_pile_discarded(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        return self.count("pile_unscored", data[0])

    def game_result(self, seat: int, data: tuple[Any, ...]) -> list[Segment]:
        """Who won, in every mode: no winner is the gods' win with two players, Brynhildr's in
        solo."""
        mode, places = data[0], data[1:]
        if mode == "solo":
            return self.say("result.solo_won" if places else "result.solo_lost")
        if not places:
            return self.say("result.gods")
        names = ", ".join(self.place(p) for p in places)
        return self.say("result.wins" if len(places) == 1 else "result.shared", names=names)


def _capitalised(line: list[Segment]) -> list[Segment]:
    """A line opening on a name written in lower case ("the Tribute …") starts with a capital."""
    if line and line[0][0] == "text" and line[0][1]:
        text = str(line[0][1])
        return [("text", text[0].upper() + text[1:]), *line[1:]]
    return line


LineMaker = Callable[[LogWriter, int, tuple[Any, ...]], list[Segment]]
# Every event of the rules core's contract, with the method that writes its line.
LINES: dict[str, LineMaker] = {
    kind: getattr(LogWriter, kind)
    for kind in (
        "turn_started",
        "hand_drawn",
        "card_revealed",
        "card_attributed",
        "card_to_brynhildr",
        "choice_made",
        "card_refused",
        "card_redirected",
        "card_drawn",
        "card_removed",
        "joker_destroyed",
        "card_placed",
        "joker_gained",
        "card_discarded",
        "objective_changed",
        "raven_passed",
        "exact_collection",
        "overshoot",
        "majority_awarded",
        "hand_discarded",
        "hand_shown",
        "round_ended",
        "brynhildr_triggered",
        "brynhildr_revealed",
        "brynhildr_stopped",
        "game_ending",
        "tribute_shared",
        "brynhildr_pile_discarded",
        "game_over",
        "game_result",
    )
}


def log_line(
    event: Event, t: Any, place_name: PlaceName, decks: Sequence[str]
) -> list[Segment] | None:
    """The line of `event` in `t`'s language, places named by `place_name`, cards by their
    ids in `decks` (the view's "decks")."""
    return LogWriter(t, place_name, decks).line(event)
