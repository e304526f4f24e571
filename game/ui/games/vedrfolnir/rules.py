"""Vedrfolnir's rules scene: the game, a turn, stars, the collection, the Tribute and jokers,
every card, the two-player and solo games, the end and our readings, as tabbed pages that scroll.

The scene is the shared one (`game.ui.rulepages`: panel, tabs, scrolling, fades, keys 1–9 and
the arrows), reached from the menus through `game.ui.gamekit` (`rules_scene`). The words are our
own (data/i18n, `vedrfolnir.rules.*`); every name, count, star value, objective and point of a
card is read from data/vedrfolnir, and where a rule is one of our readings (`rules_options`) the
page tells the reading the data chooses, so the rules, the cards and a corrected data file never
disagree. The last page lists every reading with its alternatives, taken from the data's schema.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, get_args, get_origin

import pygame
from pydantic import BaseModel

from game.ui import rulepages, theme
from game.ui.rulepages import SMALL, Block, Writer, draw_page
from game.ui.scenes.base import Scene
from game.vedrfolnir.data import EFFECT, JOKER, SCORE, Card, Rules, default_rules
from game.vedrfolnir.schema import OptionsModel, TwoPlayerModel

PAGES = (
    "game",
    "turn",
    "stars",
    "collection",
    "tribute",
    "cards",
    "modes",
    "end",
    "readings",
)
SEASONS = ("base", "spring", "winter")  # the three packs of the box; "solo" is Brynhildr's
NOTE_MARGIN = 56
# The mark of each kind of rune on the pages (the table's faces draw the cards themselves).
RUNE_COLOURS: dict[str, tuple[int, int, int]] = {
    "odin": (78, 118, 196),
    "thor": (196, 74, 56),
    "surtr": (232, 128, 36),
    "each": (214, 128, 176),  # Freyja
    "odin_or_thor": (132, 170, 96),  # Tyr
}


@dataclass(frozen=True)
class Reading:
    """One reading of "Our readings": its label (the spec's G-number), its key under
    `vedrfolnir.rules.options`, the value the data holds and every value the data may hold
    (None: any number)."""

    label: str
    key: str
    value: object
    values: tuple[object, ...] | None


def schema_values(model: type[BaseModel], field: str) -> tuple[object, ...] | None:
    """The values the schema lets `field` take: a Literal's, a bool's, or a bounded int's range;
    None for an open number."""
    info = model.model_fields[field]
    annotation = info.annotation
    if get_origin(annotation) is Literal:
        return get_args(annotation)
    if annotation is bool:
        return (True, False)
    low = next((m.ge for m in info.metadata if hasattr(m, "ge")), None)
    high = next((m.le for m in info.metadata if hasattr(m, "le")), None)
    if low is not None and high is not None:
        return tuple(range(low, high + 1))
    return None


def readings(rules: Rules) -> list[Reading]:
    """Every reading of spec §12.4 from G4 to G33, in order, with the two `rules_options` that
    carry no G-number beside their kin; the readings kept outside `rules_options` (the ravens'
    directions in cards.yaml, the player count and the two-player set-up in setup.yaml) come
    from where the data keeps them."""
    o = rules.options

    def option(label: str, field: str) -> Reading:
        return Reading(label, field, getattr(o, field), schema_values(OptionsModel, field))

    direction = rules.card("hugin").effect.param("direction")
    two = rules.two_player
    return [
        option("G4", "freyja_multiplier"),
        option("G5", "freyja_counts_as_surtr"),
        option("G6", "freyja_total"),
        option("G7", "freyja_won_on_exact_hit"),
        option("G8", "tyr_points"),
        option("G9", "drawn_card_chooser"),
        option("G10", "sleipnir_placed_before_draw"),
        option("G11", "check_timing"),
        option("G12", "check_priority"),
        Reading("G13", "raven_direction", direction, ("left", "right")),
        option("G14", "raven_stops_on"),
        option("G15", "raven_in_tribute"),
        option("G16", "heimdall_uses_slot"),
        option("G17", "hell_chooser"),
        option("G17", "hell_can_target_tribute"),
        option("—", "skoll_hati_chooser"),
        option("G18", "hell_destroy_counterable"),
        Reading("G19", "majority_zero", True, (True,)),
        option("G20", "discard_hand_face_down"),
        Reading("G21", "max_players", rules.max_players, (rules.max_players,)),
        option("G22", "tie_break"),
        Reading("G23", "two_player_seating", two.seating, schema_values(TwoPlayerModel, "seating")),
        option("G24", "two_player_victory"),
        Reading("G25", "two_player_brynhildr", two.brynhildr, (True, False)),
        option("G26", "solo_brynhildr_reveal"),
        option("G27", "solo_brynhildr_jokers"),
        option("G28", "solo_exhausted_majority"),
        option("G29", "solo_zones_after_brynhildr_card"),
        option("G30", "solo_victory"),
        Reading("G31", "solo_expansions", "setup", ("setup",)),  # the game's --spring/--winter
        option("—", "solo_target_score"),
        option("G32", "discard_public"),
        option("G33", "first_player"),
    ]


class VedrfolnirWriter(Writer):
    """The shared page writer with Vedrfolnir's data (names in the page's language) and its
    reading notes."""

    def __init__(self, app: Any, width: int) -> None:
        super().__init__(app, width)
        self.rules: Rules = default_rules()

    def r(self, key: str, **params: object) -> str:
        """`vedrfolnir.rules.<key>` (the game's namespace is searched first)."""
        return str(self.t(f"rules.{key}", **params))

    def count(self, noun: str, n: int) -> str:
        """ "1 card", "5 cards": a number with its noun, in the language's plural."""
        return str(self.t.plural(f"count.{noun}", n))

    def card_name(self, key: str) -> str:
        return self.name(self.rules.card(key).name)

    def sections(self, keys: Sequence[str], x: int, y: int, width: int, **params: object) -> int:
        """Headed paragraphs `rules.<key>_title` and `rules.<key>`, one under the other from
        `y`; returns the y below them."""
        for key in keys:
            y = self.heading(self.r(f"{key}_title"), x, y, width)
            y = self.para(self.r(key, **params), x, y, width) + 4
        return y

    def note(self, x: int, y: int, width: int, label: str, title: str, body: str) -> int:
        """`label` in the margin, `title` in bold and `body` under it (our readings)."""
        self.text(label, x, y + 1, NOTE_MARGIN, "text_bold", SMALL, theme.GOLD)
        inner = width - NOTE_MARGIN
        y = self.text(title, x + NOTE_MARGIN, y, inner, "text_bold", SMALL, theme.TEXT)
        return self.text(body, x + NOTE_MARGIN, y + 2, inner, "text", SMALL, theme.TEXT_SOFT) + 10

    def card_entry(self, x: int, y: int, width: int, card: Card) -> int:
        """A card with its copies, what it does (the data's text) and its stars, objective or
        joker line, its mark before it."""
        title = f"{self.name(card.name)} · {self.r('copies', n=card.count)}"
        return self.entry(x, y, width, title, self.card_body(card), picture=card_mark(card))

    def card_body(self, card: Card) -> str:
        if card.objective is not None:
            tail = self.r("card_objective")
        elif card.kind == JOKER:
            tail = self.r("card_joker")
        elif not card.stars:  # a Brynhildr card: a trigger, nothing to count
            return self.name(card.text)
        else:
            values, counts = star_spread(card.stars)
            tail = self.r("card_stars", values=values, counts=counts)
        return f"{self.name(card.text)} {tail}"

    def entry_height(self, width: int, title: str, body: str) -> int:
        """How tall `entry` draws this (to share a list between columns evenly)."""
        assets = self.app.assets
        top = assets.wrapped(title, "text_bold", 17, theme.TEXT, width - 40).get_height()
        bottom = assets.wrapped(body, "text", SMALL, theme.TEXT_SOFT, width - 40).get_height()
        return top + 2 + bottom + 12


def star_spread(stars: Sequence[int]) -> tuple[str, str]:
    """The star values the copies show and how many copies show each: ("0/1/2", "4/6/4")."""
    counts = Counter(stars)
    values = sorted(counts)
    return "/".join(map(str, values)), "/".join(str(counts[v]) for v in values)


def card_mark(card: Card) -> pygame.Surface:
    """A small mark of the card's kind: a disc in its rune's colour for a score card, a gold
    diamond for an effect, a gold ring for an objective card, a violet ring for a joker."""
    surf = pygame.Surface((26, 26), pygame.SRCALPHA)
    if card.kind == SCORE:
        pygame.draw.circle(surf, RUNE_COLOURS.get(card.rune_type or "", theme.GOLD), (13, 13), 10)
        pygame.draw.circle(surf, theme.GOLD, (13, 13), 10, 2)
    elif card.kind == EFFECT and card.objective is not None:
        pygame.draw.circle(surf, theme.GOLD, (13, 13), 10, 3)
    elif card.kind == EFFECT:
        pygame.draw.polygon(surf, theme.GOLD, [(13, 3), (23, 13), (13, 23), (3, 13)])
    else:
        pygame.draw.circle(surf, (150, 110, 200), (13, 13), 10, 4)
    return surf


# ---------------------------------------------------------------------------------- the pages


def _game(w: VedrfolnirWriter) -> None:
    rules = w.rules
    (x0, cw), (x1, cw1) = w.columns(2)
    w.sections(("aim", "table", "setup"), x0, 0, cw)
    y = w.sections(("seats",), x1, 0, cw1)
    header = [w.r("players"), w.r("mode"), w.r("places"), w.r("hand")]
    rows = [
        [str(n), w.r(f"mode_{line.mode}"), str(line.seats), str(line.cards_per_turn)]
        for n, line in sorted(rules.seats.items())
    ]
    y = w.grid(x1, y, [cw1 * share // 100 for share in (18, 36, 20, 26)], [header, *rows])
    y = w.heading(w.r("decks_title"), x1, y + 4, cw1)
    for deck, names in rules.decks:
        if deck in SEASONS:
            n = sum(card.count for card in rules.deck_cards(deck))
            cards = w.count("cards", n)
            y = w.text(w.r("deck_cards", deck=w.name(names), cards=cards), x1, y, cw1) + 6
    w.para(w.r("advice", n=rules.expansion_advised_from), x1, y + 4, cw1)


def _turn(w: VedrfolnirWriter) -> None:
    (x0, cw), (x1, cw1) = w.columns(2)
    example = w.rules.seats[w.rules.min_players]
    y = w.heading(w.r("turn_title"), x0, 0, cw)
    hand = w.count("cards", example.cards_per_turn)
    y = w.steps(w.r("turn", hand=hand, players=example.players), x0, y, cw)
    w.sections(("row",), x0, y + 4, cw)
    names = {
        "tyr": w.card_name("tyr2").split(",")[0],
        "skoll": w.card_name("skoll_hati"),
        "hel": w.card_name("hel"),
        "sleipnir": w.card_name("sleipnir"),
    }
    y = w.sections(("one_card", "choices"), x1, 0, cw1, **names)
    o = w.rules.options
    for key, chooser in (("skoll", o.skoll_hati_chooser), ("hel", o.hell_chooser)):
        if chooser == "receiver":
            y = w.para(w.r("choices_receiver", card=names[key]), x1, y - 4, cw1) + 4
    w.sections(("drawn",), x1, y, cw1, **names)


def _stars(w: VedrfolnirWriter) -> None:
    rules = w.rules
    (x0, cw), (x1, cw1) = w.columns(2)
    y = w.sections(("stars",), x0, 0, cw)
    y = w.heading(w.r("objective_title"), x0, y, cw)
    stars = w.count("stars", rules.objective)
    y = w.para(w.r("objective", stars=stars, objective=rules.objective), x0, y, cw)
    modifiers = sorted(
        (c for c in rules.cards if c.objective is not None), key=lambda c: c.objective or 0
    )
    for card in modifiers:
        title = w.r("objective_card", name=w.name(card.name), value=card.objective)
        deck = w.name(dict(rules.decks)[card.deck])
        y = w.entry(x0, y, cw, f"{title} · {deck}", w.name(card.text), picture=card_mark(card))
    y = w.sections(("check",), x1, 0, cw1)
    lowest = modifiers[0]
    assert lowest.objective is not None  # an objective modifier, sorted in above
    w.sections(
        ("stars_example",),
        x1,
        y,
        cw1,
        card=w.name(lowest.name),
        value=lowest.objective,
        stars=w.count("stars", lowest.objective),
    )


def _collection(w: VedrfolnirWriter) -> None:
    rules = w.rules
    (x0, cw), (x1, cw1) = w.columns(2)
    y = w.sections(("exact", "overshoot", "majority"), x0, 0, cw)
    example = w.r("majority_example", odin=w.card_name("odin2"), thor=w.card_name("thor3"))
    w.para(example, x0, y, cw, theme.TEXT_SOFT, SMALL)
    surtr_clause = "freyja_surtr" if rules.options.freyja_counts_as_surtr else "freyja_no_surtr"
    freyja, tyr2, tyr3 = rules.card("freyja"), rules.card("tyr2"), rules.card("tyr3")
    surtr = rules.rune_type("surtr")
    y = w.heading(w.name(freyja.name), x1, 0, cw1)
    text = w.r("freyja", surtr=w.r(surtr_clause), n=rules.options.freyja_multiplier)
    y = w.para(text, x1, y, cw1) + 4
    y = w.heading(f"{w.name(tyr2.name)} · {w.name(tyr3.name)}", x1, y, cw1)
    y = w.para(w.r("tyr"), x1, y, cw1) + 4
    y = w.heading(w.name(surtr.name), x1, y, cw1)
    y = w.para(w.r("surtr", points=w.count("points", surtr.points_per_rune)), x1, y, cw1) + 4
    w.sections(("after",), x1, y, cw1)


def _tribute(w: VedrfolnirWriter) -> None:
    rules, o = w.rules, w.rules.options
    (x0, cw), (x1, cw1) = w.columns(2)
    y = w.sections(("tribute",), x0, 0, cw)
    modifiers = ", ".join(w.name(c.name) for c in rules.cards if c.objective is not None)
    y = w.sections(("tribute_effects",), x0, y, cw, modifiers=modifiers)
    w.para(w.r(f"tribute_raven.{o.raven_in_tribute}"), x0, y - 4, cw)
    y = w.sections(("jokers",), x1, 0, cw1)
    nornes, heimdall = rules.card("nornes"), rules.card("heimdall")
    y = w.entry(x1, y, cw1, w.name(nornes.name), w.r("nornes"), picture=card_mark(nornes))
    body = f"{w.r('heimdall')} {w.r(f'heimdall_slot.{o.heimdall_uses_slot}')}"
    y = w.entry(x1, y, cw1, w.name(heimdall.name), body, picture=card_mark(heimdall))
    w.para(w.r("no_joker", hel=w.card_name("hel")), x1, y + 4, cw1)


def _cards(w: VedrfolnirWriter) -> None:
    """Each season's cards under its name, poured into three columns of even height."""
    rules = w.rules
    columns = w.columns(3)
    cw = columns[0][1]
    y = 0
    for deck, names in rules.decks:
        if deck not in SEASONS:
            continue
        cards = rules.deck_cards(deck)
        total = sum(card.count for card in cards)
        y = w.heading(
            w.r("season", deck=w.name(names), cards=w.count("cards", total)), 0, y, w.width
        )
        heights = [
            w.entry_height(cw, f"{w.name(c.name)} · {w.r('copies', n=c.count)}", w.card_body(c))
            for c in cards
        ]
        share = sum(heights) / len(columns)
        done, top, bottom, column, cy = 0, y, y, 0, y
        for card, height in zip(cards, heights, strict=True):
            if done + height / 2 > share * (column + 1) and column < len(columns) - 1:
                column, cy = column + 1, top
            cy = w.card_entry(columns[column][0], cy, cw, card)
            bottom = max(bottom, cy)
            done += height
        y = bottom + 10


def _modes(w: VedrfolnirWriter) -> None:
    """The two-player game above, the solo game under it."""
    _solo(w, _two(w) + 16)


def _two(w: VedrfolnirWriter) -> int:
    """The two-player game from the top of the page; returns the y below it."""
    rules = w.rules
    two = rules.two_player
    (x0, cw), (x1, cw1) = w.columns(2)
    odin, thor = (w.name(ase.two_player) for ase in rules.ase_cards)
    hand = rules.seats[two.humans].cards_per_turn
    y = w.heading(w.r("two_title"), x0, 0, cw)
    y = w.para(w.r("two", odin=odin, thor=thor, hand=w.count("cards", hand)), x0, y, cw)
    y = w.para(w.r(f"two_seating.{two.seating}"), x0, y, cw)
    y0 = w.para(w.r("two_brynhildr_in" if two.brynhildr else "two_brynhildr"), x0, y, cw)
    y = w.sections(("two_ase",), x1, 0, cw1)
    y = w.heading(w.r("two_victory_title"), x1, y, cw1)
    return max(y0, w.para(w.r(f"two_victory.{rules.options.two_player_victory}"), x1, y, cw1))


def _solo(w: VedrfolnirWriter, top: int) -> None:
    rules, o = w.rules, w.rules.options
    solo = rules.solo
    pygame.draw.line(w.surface, theme.PANEL_EDGE, (0, top - 8), (w.width - 1, top - 8), 1)
    (x0, cw), (x1, cw1) = w.columns(2)
    valhalla, heilheim = (w.name(ase.solo) for ase in rules.ase_cards)
    brynhildr = rules.card("brynhildr")
    y = w.heading(w.r("solo_title"), x0, top, cw)
    intro = w.r(
        "solo",
        brynhildr=w.count("cards", brynhildr.count),
        pile=w.count("cards", solo.draw_pile),
        valhalla=valhalla,
        heilheim=heilheim,
    )
    y = w.para(intro, x0, y, cw)
    y = w.para(w.r("solo_expansions"), x0, y, cw)
    y = w.card_entry(x0, y, cw, brynhildr)
    y = w.sections(("solo_draw",), x0, y + 4, cw, cards=w.count("cards", solo.cards_per_draw))
    w.sections(("solo_collect",), x0, y, cw)
    y = w.heading(w.r("solo_wake_title"), x1, top, cw1)
    wake = w.r(
        "solo_wake",
        order=w.r(f"solo_order.{o.solo_brynhildr_reveal}"),
        jokers=w.r(f"solo_jokers.{o.solo_brynhildr_jokers}"),
        exhausted=w.r(f"solo_exhausted.{o.solo_exhausted_majority}"),
    )
    y = w.steps(wake, x1, y, cw1) + 4
    y = w.sections(("solo_end",), x1, y, cw1, cards=w.count("cards", solo.ends_below))
    victory = w.r(f"solo_victory.{o.solo_victory}")
    if o.solo_target_score:
        victory += w.r("solo_target", points=w.count("points", o.solo_target_score))
    w.para(victory, x1, y - 4, cw1)


def _end(w: VedrfolnirWriter) -> None:
    rules, o = w.rules, w.rules.options
    (x0, cw), (x1, cw1) = w.columns(2)
    y = w.sections(("end",), x0, 0, cw)
    y = w.heading(w.r("winner_title"), x0, y, cw)
    y = w.para(w.r(f"winner.{o.tie_break}"), x0, y, cw) + 4
    y = w.heading(w.r("scoring_example_title"), x0, y, cw)
    y = w.para(w.r("scoring_example"), x0, y, cw)
    header = [w.r("example_card"), w.r("example_points")]
    w.grid(x0, y, [cw * 3 // 5, cw // 5], [header, *scoring_example(w)])
    y = w.heading(w.r("scoring_title"), x1, 0, cw1)
    y = w.para(w.r("scoring"), x1, y, cw1)
    for rune in rules.rune_types:
        body = str(w.t.plural("rules.per_rune", rune.points_per_rune))
        y = w.entry(x1, y, cw1, w.name(rune.name), body, picture=_disc(rune.key))
    tyr = rules.card("tyr2")
    tyr_body = w.r(f"tyr_points.{o.tyr_points}", points=w.count("points", tyr.points))
    y = w.entry(x1, y, cw1, w.name(tyr.name).split(",")[0], tyr_body, picture=card_mark(tyr))
    freyja = rules.card("freyja")
    body = w.r("freyja_points", n=o.freyja_multiplier)
    y = w.entry(x1, y, cw1, w.name(freyja.name), body, picture=card_mark(freyja))
    w.para(w.r("negative"), x1, y, cw1)


def _disc(rune: str) -> pygame.Surface:
    surf = pygame.Surface((26, 26), pygame.SRCALPHA)
    pygame.draw.circle(surf, RUNE_COLOURS[rune], (13, 13), 10)
    pygame.draw.circle(surf, theme.GOLD, (13, 13), 10, 2)
    return surf


EXAMPLE_PILE = ("odin3", "odin2", "thor1", "surtr2", "tyr2", "freyja", "freyja")


def scoring_example(w: VedrfolnirWriter) -> list[list[str]]:
    """A won pile scored from the data's points and the Freyja reading, as table rows: each
    Freyja works on the best card left that is worth something, never a Surtr or another
    Freyja."""
    rules, o = w.rules, w.rules.options
    cards = [rules.card(key) for key in EXAMPLE_PILE]
    scored = [c for c in cards if c.key != "freyja"]
    points = [score_of(c, o.tyr_points) for c in scored]
    freyjas = len(cards) - len(scored)
    best = sorted(((p, i) for i, p in enumerate(points) if p > 0), reverse=True)[:freyjas]
    freyja = w.card_name("freyja")
    rows = [[w.name(c.name), signed(p)] for c, p in zip(scored, points, strict=True)]
    bonuses = [p * (o.freyja_multiplier - 1) for p, _ in best]
    rows += [
        [f"{freyja} → {w.name(scored[i].name)}", signed(bonus)]
        for (_, i), bonus in zip(best, bonuses, strict=True)
    ]
    return [*rows, [w.r("example_total"), str(sum(points) + sum(bonuses))]]


def signed(points: int) -> str:
    return f"−{-points}" if points < 0 else f"+{points}"


def score_of(card: Card, tyr_points: str) -> int:
    """A won card's own points, Tyr's per the reading (5 per card, or 5 per rune)."""
    if card.rune_type == "odin_or_thor" and tyr_points == "per_rune":
        return card.points * card.runes
    return card.points


def value_phrase(w: VedrfolnirWriter, reading: Reading, value: object) -> str:
    """How one value of a reading reads: `options.<key>.<value>` ("true"/"false" for a flag,
    "value" with {n} for a number, "off" for a difficulty of 0)."""
    base = f"options.{reading.key}"
    names = {"hugin": w.card_name("hugin"), "munin": w.card_name("munin")}
    if isinstance(value, bool):
        return w.r(f"{base}.{str(value).lower()}")
    if isinstance(value, int):
        if value == 0:
            return w.r(f"{base}.off")
        return w.r(f"{base}.value", n=value, points=w.count("points", value))
    return w.r(f"{base}.{value}", **(names if reading.key == "raven_direction" else {}))


def reading_body(w: VedrfolnirWriter, reading: Reading) -> str:
    """ "Here: <the data's value>" and "Otherwise: <every other value the schema allows>"."""
    ours = f"{w.r('ours')} {value_phrase(w, reading, reading.value)}"
    if reading.values is None:
        others = w.r(f"options.{reading.key}.other")
    else:
        rest = [value_phrase(w, reading, v) for v in reading.values if v != reading.value]
        others = " · ".join(rest) if rest else w.r("none")
    return f"{ours}\n{w.r('other')} {others}"


def _readings(w: VedrfolnirWriter) -> None:
    """Every reading in two columns, the first half on the left."""
    y = w.heading(w.r("readings_title"), 0, 0, w.width)
    y = w.para(w.r("readings"), 0, y, w.width) + 4
    notes = readings(w.rules)
    half = -(-len(notes) // 2)
    for (x, cw), part in zip(w.columns(2), (notes[:half], notes[half:]), strict=True):
        top = y
        for reading in part:
            title = w.r(f"options.{reading.key}.title")
            top = w.note(x, top, cw, reading.label, title, reading_body(w, reading))


BUILDERS: dict[str, Callable[[VedrfolnirWriter], None]] = {
    "game": _game,
    "turn": _turn,
    "stars": _stars,
    "collection": _collection,
    "tribute": _tribute,
    "cards": _cards,
    "modes": _modes,
    "end": _end,
    "readings": _readings,
}


def build_page(app: Any, page: str, width: int) -> tuple[pygame.Surface, list[Block]]:
    """The page drawn at `width`, and every text block on it."""
    return draw_page(VedrfolnirWriter(app, width), BUILDERS[page])


class VedrfolnirRulesScene(rulepages.RulesScene):
    """Vedrfolnir's nine pages, opened on `page`."""

    def __init__(self, app: Any, page: str = PAGES[0]) -> None:
        super().__init__(app, PAGES, build_page, page)


def rules_scene(app: Any) -> Scene:
    """Its `GameUI.rules_scene` (the menus' "Rules")."""
    return VedrfolnirRulesScene(app)
