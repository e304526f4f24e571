"""The pages of Arran's rules scene, each drawn once onto a tall surface the scene scrolls.

The rules are written in our own words (data/i18n, `arran.guide.*`); every name and number that
the data holds is read from it instead: the Orders, taverns, Cognars and awards with their texts,
the set-up by Lord count, Ga'at's worth by column and the Shield track. So the rules, the cards
and a corrected data file never disagree. The last page lists our readings (the assumptions
A-01 to A-24 of data/arran) in plain words.

The layout machinery (`Writer`, `Block`) is shared (`game.ui.rulepages`): it records every text
block with the width it was given, so a test can check that nothing overflows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.arran.cards import (
    NO_COLUMN,
    RANK_ALLY,
    RANK_BLACK,
    RANK_COLOURED,
    RANK_WHITE,
    Card,
    Table,
    default_table,
)
from game.arran.data import ORDER_KEYS, Rules
from game.ui import theme
from game.ui.rulepages import SMALL, Block, Writer, draw_page

PAGES = ("overview", "round", "turn", "cognars", "coins", "eras", "scoring", "readings")
READINGS = 24  # A-01 … A-24, `arran.readings.aNN`
NOTE_MARGIN = 64
TRACK_RANKS = 12  # Shield track values shown on the scoring page


class ArranWriter(Writer):
    """The shared page writer, with Arran's card table (names from the data, in the page's
    language), its reading notes and its bullets."""

    def __init__(self, app: object, width: int) -> None:
        super().__init__(app, width)
        self.table: Table = default_table()

    def order(self, column: int) -> str:
        return self.name(self.table.source.orders[column].name)

    def sections(self, keys: Sequence[str], x: int, y: int, width: int, **params: str) -> int:
        """Headed paragraphs `arran.guide.<key>_title` and `arran.guide.<key>` (given `params`,
        the sentences a reading in the data chooses), one under the other from `y`; returns the
        y below them."""
        for key in keys:
            y = self.heading(self.t(f"arran.guide.{key}_title"), x, y, width)
            y = self.para(self.t(f"arran.guide.{key}", **params), x, y, width) + 4
        return y

    def note(self, x: int, y: int, width: int, label: str, text: str) -> int:
        """`label` in the margin and `text` beside it (our readings: "A-09  Mercenaries …")."""
        self.text(label, x, y + 1, NOTE_MARGIN, "text_bold", SMALL, theme.GOLD)
        bottom = self.text(text, x + NOTE_MARGIN, y, width - NOTE_MARGIN, "text", SMALL)
        return bottom + 8

    def bullet(self, x: int, y: int, width: int, title: str, body: str) -> int:
        """An entry marked by a small gold diamond."""
        return self.entry(x, y, width, title, body, picture=_diamond())

    def entry_height(self, width: int, title: str, body: str) -> int:
        """How tall `entry` will draw this (to share a list between columns evenly)."""
        assets = self.app.assets
        top = assets.wrapped(title, "text_bold", 17, theme.TEXT, width - 40).get_height()
        return (
            top
            + 2
            + assets.wrapped(body, "text", SMALL, theme.TEXT_SOFT, width - 40).get_height()
            + 12
        )


def _diamond() -> pygame.Surface:
    surf = pygame.Surface((14, 14), pygame.SRCALPHA)
    pygame.draw.polygon(surf, theme.GOLD, [(7, 0), (14, 7), (7, 14), (0, 7)])
    return surf


def _rank_mark(rank: int) -> pygame.Surface:
    """The colour of a Cognar's rank, as a disc: coloured (its Order's, here gold), white, black
    with a red edge (the Mercenaries), or the Ally's ring."""
    face, edge = {
        RANK_COLOURED: (theme.GOLD_DARK, theme.GOLD),
        RANK_WHITE: ((236, 228, 208), (150, 140, 120)),
        RANK_BLACK: ((22, 22, 24), (164, 36, 40)),
    }.get(rank, ((236, 228, 208), theme.GOLD))
    surf = pygame.Surface((26, 26), pygame.SRCALPHA)
    pygame.draw.circle(surf, face, (13, 13), 11)
    pygame.draw.circle(surf, edge, (13, 13), 11, 4 if rank == RANK_ALLY else 2)
    return surf


def _overview(w: ArranWriter) -> None:
    t, source = w.t, w.table.source
    (x0, cw), (x1, cw1) = w.columns(2)
    w.sections(("aim", "board", "eras"), x0, 0, cw)
    y = w.heading(t("arran.guide.setup_title"), x1, 0, cw1)
    y = w.para(t("arran.guide.setup"), x1, y, cw1) + 4
    header = [
        t("arran.guide.lords"),
        t("arran.guide.gems"),
        t("arran.guide.per_tavern"),
        t("arran.guide.rounds"),
        t("arran.guide.era_deck", era=1),
        t("arran.guide.era_deck", era=2),
    ]
    rows = [
        [str(n), " ".join(map(str, s.gems)), str(s.cards_per_tavern), str(s.rounds_per_era)]
        + [str(size) for size in s.era_decks]
        for n, s in sorted(source.setup.items())
    ]
    w.grid(x1, y, [cw1 * share // 100 for share in (14, 22, 16, 16, 16, 16)], [header, *rows])


def _round(w: ArranWriter) -> None:
    t = w.t
    (x0, cw), (x1, cw1) = w.columns(2)
    first, second, third = (w.name(names) for _, names in w.table.source.taverns)
    y = w.heading(t("arran.guide.round_title"), x0, 0, cw)
    w.steps(t("arran.guide.round", first=first, second=second, third=third), x0, y, cw)
    w.sections(("ties", "two"), x1, 0, cw1)


def _turn(w: ArranWriter) -> None:
    t = w.t
    (x0, cw), (x1, cw1) = w.columns(2)
    y = w.heading(t("arran.guide.turn_title"), x0, 0, cw)
    y = w.steps(t("arran.guide.turn"), x0, y, cw) + 4
    y = w.heading(t("arran.guide.lines_title"), x0, y, cw)
    w.para(t("arran.guide.lines"), x0, y, cw)
    w.sections(("talion", "wanderers", "quiet"), x1, 0, cw1)


def _cognars(w: ArranWriter) -> None:
    t, table = w.t, w.table
    (x0, cw), (x1, cw1) = w.columns(2)
    variants = table.source.variants
    pairs = "mercenaries" if variants.mercenary_rule == "chain" else "free_partner"
    y = w.sections(
        ("recruit", "where", pairs),
        x0,
        0,
        cw,
        opener=t(f"arran.guide.opener.{variants.mercenary_opener_column}"),
        last=t(f"arran.guide.last_mercenary.{variants.last_mercenary}"),
    )
    y1 = w.heading(t("arran.guide.ally_title"), x1, 0, cw1)
    y1 = w.para(t("arran.guide.ally"), x1, y1, cw1)
    gaat = table.cards[table.ally]
    worth = [
        t("arran.guide.ally_shield")
        if column == 0
        else t.plural("arran.guide.ally_points", gaat.column_points[column])
        for column in range(len(ORDER_KEYS))
    ]
    y1 = w.grid(x1, y1, [cw1 // 5] * 5, [[w.order(c) for c in range(5)], worth])
    top = max(y, y1) + 6
    top = w.heading(t("arran.guide.list_title"), 0, top, w.width)
    cognars = [table.cards[i] for i in table.cognars]
    items: list[tuple[str, Card | None]] = []
    for key, ranks in (
        ("coloured", (RANK_COLOURED,)),
        ("white", (RANK_WHITE, RANK_ALLY)),
        ("black", (RANK_BLACK,)),
    ):
        items.append((t(f"arran.guide.{key}"), None))
        items += [(_cognar_title(w, c), c) for c in cognars if c.rank in ranks]
    _flow(w, top, items)


def _cognar_title(w: ArranWriter, card: Card) -> str:
    """Name, where it goes and its ranks: "Kardum · Talion · 2 ranks"."""
    facts = [w.order(card.column)] if card.column != NO_COLUMN else []
    if card.ranks:
        facts.append(w.t.plural("arran.guide.ranks", card.ranks))
    return " · ".join([w.name(card.name), *facts])


def _flow(w: ArranWriter, top: int, items: list[tuple[str, Card | None]]) -> None:
    """Group titles (no card) and Cognars with their text (data) poured into three columns of
    even height, in order."""
    columns = w.columns(3)
    cw = columns[0][1]
    source = w.table.source
    texts = [w.name(source.cognar(c.key).text) if c else "" for _, c in items]
    heights = [
        w.entry_height(cw, title, text) if card else 30
        for (title, card), text in zip(items, texts, strict=True)
    ]
    share = sum(heights) / len(columns)
    done, y, column = 0, top, 0
    for (title, card), text, height in zip(items, texts, heights, strict=True):
        if done + height / 2 > share * (column + 1) and column < len(columns) - 1:
            column, y = column + 1, top
        x = columns[column][0]
        if card is None:
            y = w.text(title, x, y + 4, cw, "text_bold", SMALL, theme.GOLD) + 8
        else:
            y = w.entry(x, y, cw, title, text, picture=_rank_mark(card.rank))
        done += height


def _coins(w: ArranWriter) -> None:
    (x0, cw), (x1, cw1) = w.columns(2)
    given_up = w.table.source.coins.exchange_given_up
    exchange_coin = w.t(f"arran.guide.exchange_coin.{given_up}")
    w.sections(("coins", "exchange", "treasury"), x0, 0, cw, exchange_coin=exchange_coin)
    w.sections(("raise", "example"), x1, 0, cw1, never_raised=w.t(f"arran.guide.kept.{given_up}"))


def _eras(w: ArranWriter) -> None:
    t, source = w.t, w.table.source
    (x0, cw), (x1, cw1) = w.columns(2)
    w.sections(("evaluation", "era_two", "end"), x0, 0, cw)
    y = w.heading(t("arran.guide.elites_title"), x1, 0, cw1)
    for award in (*source.elites, source.liquor):
        if award.majority in ORDER_KEYS:
            what = t("arran.guide.majority_ranks", order=w.name(source.order(award.majority).name))
        else:
            what = w.name(source.malt_name)
        title = f"{w.name(award.name)} · {t('arran.guide.majority', what=what)}"
        y = w.bullet(x1, y, cw1, title, w.name(award.text))


def _scoring(w: ArranWriter) -> None:
    t, table = w.t, w.table
    source = table.source
    (x0, cw), (x1, cw1) = w.columns(2)
    y = w.heading(t("arran.guide.scoring_title"), x0, 0, cw)
    y = top = w.para(t("arran.guide.scoring_intro"), x0, y, cw)
    for column, key in enumerate(ORDER_KEYS):
        y = w.bullet(x0, y, cw, w.order(column), t(f"arran.guide.score.{key}"))
    flat = source.variants.mercenary_points == "flat"
    rule = t("arran.guide.score.mercenaries" if flat else "arran.guide.score.mercenaries_column")
    y = w.bullet(x0, y, cw, t("arran.category.mercenaries"), rule)
    y = w.bullet(x1, top, cw1, t("arran.category.command"), t("arran.guide.score.command"))
    y = w.bullet(x1, y, cw1, w.name(source.malt_name), t("arran.guide.score.malt"))
    y = w.bullet(x1, y, cw1, t("arran.category.coins"), t("arran.guide.score.coins"))
    y = w.heading(t("arran.guide.track_title"), x1, y + 4, cw1)
    y = w.text(t("arran.guide.track"), x1, y, cw1, "text", SMALL, theme.TEXT_SOFT) + 8
    ranks = list(range(1, TRACK_RANKS + 1))
    half = TRACK_RANKS // 2
    for part in (ranks[:half], ranks[half:]):
        rows = [[str(n) for n in part], [str(table.shield_value(n)) for n in part]]
        y = w.grid(x1, y, [min(80, cw1 // half)] * half, rows)
    y = w.heading(t("arran.guide.winner_title"), x1, y + 6, cw1)
    w.para(t("arran.guide.winner"), x1, y, cw1)


def other_readings(rules: Rules) -> frozenset[int]:
    """The assumptions (by number) whose data asks for the other reading the rules core can
    play: the page then tells that one, so it never describes a rule the game does not play."""
    v, coins = rules.variants, rules.coins
    scope = dict(rules.order("wanderers").effect.params).get("scope")
    other = {
        3: bool(coins.removed_with_2_3_lords),
        4: coins.exchange_given_up != "never",
        5: v.svara_talion != "no_upgrade",
        6: scope == "dwarves_only",
        7: not v.svara_pariah,
        9: v.mercenary_rule != "chain",
        13: v.certification_is_elite,
        14: v.mercenary_points != "flat",
        18: not v.kardum_keeps_exchange,
        20: coins.equal_coin_discard != "choose",
        22: not v.evaluation_counts_all_ranks,
        23: v.exchange_timing != "after_recruitment",
        24: rules.pariah_when_empty != "unlimited",
    }
    return frozenset(n for n, chosen in other.items() if chosen)


def _readings(w: ArranWriter) -> None:
    """A-01 … A-24 in two columns, the first half on the left, as the data has them."""
    t, source = w.t, w.table.source
    y = w.heading(t("arran.guide.readings_title"), 0, 0, w.width)
    y = w.para(t("arran.guide.readings"), 0, y, w.width) + 4
    track = ", ".join(str(w.table.shield_value(n)) for n in range(1, 6))
    removed = ", ".join(f"{v} ×{n}" for v, n in source.coins.removed_with_2_3_lords)
    other = other_readings(source)
    half = -(-READINGS // 2)
    for (x, cw), numbers in zip(
        w.columns(2), (range(1, half + 1), range(half + 1, READINGS + 1)), strict=True
    ):
        top = y
        for n in numbers:
            key = f"arran.readings.a{n:02d}{'_other' if n in other else ''}"
            top = w.note(x, top, cw, f"A-{n:02d}", t(key, values=track, coins=removed))


BUILDERS: dict[str, Callable[[ArranWriter], None]] = {
    "overview": _overview,
    "round": _round,
    "turn": _turn,
    "cognars": _cognars,
    "coins": _coins,
    "eras": _eras,
    "scoring": _scoring,
    "readings": _readings,
}


def build_page(app: object, page: str, width: int) -> tuple[pygame.Surface, list[Block]]:
    """The page drawn at `width`, and every text block on it."""
    return draw_page(ArranWriter(app, width), BUILDERS[page])
