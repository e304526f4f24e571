"""What Vedrfolnir lays over its table and says about it: the live score pad (every place, the
Ases and Brynhildr too, so "the gods win" is plain), a card zoomed with its text, the tooltip of
everything the pointer rests on, and the log's lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.games import Item
from game.ui.games.vedrfolnir import faces as F
from game.ui.games.vedrfolnir import layout as L
from game.ui.games.vedrfolnir.artist import Artist
from game.ui.games.vedrfolnir.placeview import card_keys, shown_card
from game.ui.games.vedrfolnir.reach import idle, reach_by_recipient
from game.ui.games.vedrfolnir.words import TRIBUTE, Words, orientation
from game.ui.scorepad import LABEL_W, column_width, draw_table
from game.ui.table import chrome
from game.ui.widgets import dim, panel
from game.vedrfolnir.scoring import sheet

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

ZOOM = (300, 420)
CHIP = {  # a card's colour in a log line: its rune type, or its kind
    "odin": (70, 104, 170),
    "thor": (176, 70, 52),
    "surtr": (214, 110, 40),
    "odin_or_thor": (120, 84, 150),
    "each": (200, 110, 150),
    "effect": (70, 120, 80),
    "joker": (190, 150, 60),
    "trigger": (100, 70, 140),
}


def place_sheet(state: Any, place: int, decks: list[str]) -> dict[str, int]:
    """A place's won pile by category, as the rules core scores it; the rows of an expansion
    not in play are left out."""
    out = sheet(state, place)
    if "winter" not in decks:
        del out["surtr"]
    if "spring" not in decks:
        del out["tyr"], out["freyja"]
    return out


class Panels:
    """A part of VedrfolnirPresenter."""

    table: TableScene
    words: Words
    artist: Artist
    lay: L.Layout | None
    recap: list[tuple[str, list[int]]]

    if TYPE_CHECKING:

        @property
        def app(self) -> Any: ...

        @property
        def view(self) -> dict[str, Any]: ...

    # ------------------------------------------------------------------ hovering

    def hover_items(self) -> list[Item]:
        """Everything the pointer may rest on, bottom first."""
        assert self.lay is not None
        view, lay = self.view, self.lay
        reach = reach_by_recipient(view)
        items: list[Item] = [(lay.tribute.panel, "tribute", None)]
        items.append((lay.tribute.runes, "tribute_runes", None))
        tribute = zip(lay.tribute.cards, view["tribute"]["cards"], strict=True)
        items += [(r, "card", c) for r, c in tribute]
        if TRIBUTE in reach:
            items.append((lay.tribute.ghost, "reach", TRIBUTE))
        items.append((lay.pile, "draw_pile", None))
        items.append((lay.discard, "discard", None))
        if lay.backs:
            items.append((lay.backs[0].unionall(lay.backs), "hand", None))
        shown = shown_card(view, self.words)[0]
        if shown >= 0:
            items.append((lay.revealed, "card", shown))
        elif lay.backs and view["pending"] == "reveal":
            items.append((lay.revealed, "hand", None))
        for index, box in enumerate(lay.places):
            seat = view["places"][index]
            items.append((box.panel, "place", index))
            items.append((box.badge, "badge", index))
            if index in reach:
                items.append((box.ghost, "reach", index))
            items.append((box.runes, "runes", index))
            items.append((box.won, "won", index))
            if seat["dealt"]:
                items.append((box.dealt, "dealt", index))
            items += [(r, "card", c) for r, c in zip(box.cards, seat["stake"], strict=True)]
            items += [(r, "card", c) for r, c in zip(box.jokers, seat["jokers"], strict=True)]
            if box.pile is not None:
                items.append((box.pile, "brynhildr_pile", None))
        return items

    def describe(self, item: Item) -> str:
        t, view, kind, what = self.app.t, self.view, item[1], item[2]
        words = self.words
        if kind == "card":
            return words.card_tip(view, what)
        if kind == "tribute":
            return str(t("tip.tribute", stars=t.plural("count.stars", view["tribute"]["stars"])))
        if kind == "tribute_runes":
            return str(t("tip.tribute_runes"))
        if kind == "draw_pile":
            return str(t.plural("tip.draw_pile", view["draw_pile"]))
        if kind == "discard":
            hidden = sum(1 for cid in view["discard"] if cid < 0)
            return str(t.plural("tip.discard", len(view["discard"]), hidden=hidden))
        if kind == "hand":
            return str(t.plural("tip.hand", view["hand"]))
        if kind == "brynhildr_pile":
            return str(t.plural("tip.brynhildr_pile", view["brynhildr_pile"]))
        if kind == "reach":
            return self._foretold(what)
        seat = view["places"][what]
        name = words.place(view, what)
        if kind == "badge":
            stars = t.plural("count.stars", seat["stars"])
            return str(t("tip.badge", name=name, stars=stars, objective=seat["objective"]))
        if kind == "runes":
            return str(t("tip.runes_count", name=name))
        if kind == "won":
            return str(
                t(
                    "tip.won",
                    name=name,
                    cards=t.plural("count.cards", len(seat["won"])),
                    points=t.plural("count.points", seat["points"]),
                )
                + "\n"
                + t("tip.open_scores")
            )
        if kind == "dealt":
            return str(t("tip.dealt", name=name))
        lines = [
            str(
                t(
                    "tip.place",
                    name=name,
                    stars=seat["stars"],
                    objective=t.plural("count.stars", seat["objective"]),
                    points=t.plural("count.points", seat["points"]),
                )
            )
        ]
        if seat["role"] == "ase":
            owner = words.seat_name(seat["controller"])
            lines.append(str(t("tip.ase", name=owner)))
        if what in reach_by_recipient(view):
            lines.append(self._foretold(what))
        return "\n".join(lines)

    def _foretold(self, to: int) -> str:
        """What the revealed card would do to recipient `to`, said as the preview computes it."""
        t, view = self.app.t, self.view
        name = self.words.place(view, to)
        reach = reach_by_recipient(view)[to]
        if idle(reach):
            return str(t("tip.fate_none", name=name, why=t(f"table.fate.{reach[0][3]}")))
        if all(lands == "jokers" for _, _, lands, _ in reach):
            return str(t("tip.fate_jokers", name=name))
        if to == TRIBUTE:
            stars = " · ".join(t.plural("count.stars", stars) for stars, *_ in reach)
            return str(t("tip.reach_tribute", stars=stars))
        results = " · ".join(f"{stars}/{objective}" for stars, objective, _, _ in reach)
        return str(t("tip.reach", name=name, results=results))

    def zoomable(self, item: Item) -> Any:
        return item[2] if item[1] == "card" else None

    # ------------------------------------------------------------------ panels

    def draw_panels(self, surface: pygame.Surface) -> None:
        if self.recap:
            self._draw_recap(surface)
        if self.view.get("over"):
            self._draw_final(surface)
        if self.table.show_scores:
            self._draw_scores(surface)
        if self.table.zoom is not None:
            self._draw_zoom(surface, self.table.zoom)

    def result(self) -> str:
        """Who won, said for every mode: the gods win a two-player game no völva won outright,
        and Valhalla loses the solo game to whichever of Heilheim and Brynhildr scored more."""
        view, t = self.view, self.app.t
        places = view["places"]
        winners = [p for p in range(len(places)) if places[p]["controller"] in view["winners"]]
        winners = [p for p in winners if places[p]["role"] in ("player", "valhalla")]
        if winners:
            names = ", ".join(self.words.place(view, p) for p in winners)
            return str(t("final.wins" if len(winners) == 1 else "final.shared", names=names))
        if view["mode"] == "two_player":
            return str(t("final.gods"))
        best = max(range(1, len(places)), key=lambda p: places[p]["points"])
        return str(t("final.solo_lost", name=self.words.place(view, best)))

    def _winning_places(self) -> list[int]:
        """The places of the chairs that won (a völva, or Valhalla), never an Ase's."""
        view = self.view
        places = view["places"]
        return [
            p
            for p in range(len(places))
            if places[p]["controller"] in view["winners"]
            and places[p]["role"] in ("player", "valhalla")
        ]

    def _draw_final(self, surface: pygame.Surface) -> None:
        """Every place's points (the Ases' and Brynhildr's too) and who won, over the table
        before the score sheet; an Ase's row says whose it is and that its points count for
        nobody, so it never reads as a player's."""
        view, app = self.view, self.app
        places = view["places"]
        two = view["mode"] == "two_player"
        row_h = 58 if two else 44
        box = Rect(0, 0, 680, 130 + row_h * len(places))
        box.center = (chrome.W // 2, 520)
        pygame.draw.rect(surface, (26, 19, 14), box, border_radius=16)
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=16)
        title = app.assets.text(app.t("final.title"), "display_bold", 28, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 14)))
        won = self._winning_places()
        for i, place in enumerate(places):
            y = box.y + 62 + i * row_h
            ase = place["role"] == "ase"
            colour = theme.HIGHLIGHT if i in won else theme.TEXT_SOFT if ase else theme.TEXT
            face = "display" if ase else "display_bold"
            name = app.assets.fit(self.words.place(view, i), face, 22, colour, 360)
            surface.blit(name, (box.x + 40, y + 4))
            if ase:
                owner = self.words.seat_name(place["controller"])
                note = app.t("table.ase_note", name=owner)
                line = app.assets.fit(note, "italic", 16, theme.TEXT_SOFT, 420)
                surface.blit(line, (box.x + 40, y + 32))
            else:
                exact = app.t.plural("table.exact", place["exact"])
                line = app.assets.text(exact, "text", 16, theme.TEXT_SOFT)
                surface.blit(line, (box.x + 420, y + 9))
            points = app.assets.text(str(place["points"]), "text_bold", 26, colour)
            surface.blit(points, points.get_rect(topright=(box.right - 40, y + 2)))
        line = app.assets.fit(self.result(), "text_bold", 24, theme.HIGHLIGHT, box.w - 40)
        surface.blit(line, line.get_rect(midbottom=(box.centerx, box.bottom - 18)))

    def _draw_recap(self, surface: pygame.Surface) -> None:
        """The last collection over the Tribute: each group of cards (won, lost, each
        majority's, Brynhildr's) under what happened to it, side by side, the copies of one
        card piled so that every name reads (`layout.won_fan`); what happened without
        cards (why Brynhildr stopped) on a line at the foot. A group with no room left is not
        squeezed: the log has it."""
        assert self.lay is not None
        box = self.lay.tribute.panel
        pygame.draw.rect(surface, (26, 19, 14), box, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=12)
        assets = self.app.assets
        groups = [(text, cids) for text, cids in self.recap if cids]
        notes = [text for text, cids in self.recap if not cids]
        size = self._recap_size(groups, box, bool(notes))
        x = box.x + 14
        for i, (text, cids) in enumerate(groups):
            face, px = ("display_bold", 20) if i == 0 else ("text_bold", 18)
            colour = theme.GOLD if i == 0 else theme.TEXT
            room = box.right - 14 - x
            label = assets.text(text, face, px, colour)
            keys = card_keys(self.view, cids, self.words)
            cards = L.fan_width(keys, size) + 20
            width = min(room, max(150, cards, label.get_width() + 10))
            if label.get_width() > width:  # the first group's words wrap, the others wait
                if i:
                    break
                label = assets.wrapped(text, face, px, colour, width)
            surface.blit(label, (x, box.y + 12))
            top = box.y + 20 + label.get_height()
            rects = L.won_fan(Rect(x, top, width - 10, size[1]), keys, size)
            self.artist.piles(surface, self.view, cids, rects)
            x += width + 12
        if notes:
            line = assets.wrapped(" · ".join(notes), "text_bold", 18, theme.GOLD, box.w - 28)
            surface.blit(line, line.get_rect(bottomleft=(box.x + 14, box.bottom - 8)))

    def _recap_size(
        self, groups: list[tuple[str, list[int]]], box: Rect, notes: bool
    ) -> tuple[int, int]:
        """The recap's cards as tall as the box leaves under the words, smaller while the
        groups side by side would not fit (each card half covered by the next)."""
        h = min(196, box.h - (96 if notes else 64))
        while h > L.SMALLEST:
            w = L.card_size(h)[0]
            wide = sum(len(cids) * (w // 2) + w // 2 + 32 for _, cids in groups)
            if wide <= box.w - 28:
                break
            h -= 4
        return L.card_size(max(L.SMALLEST, h))

    def _draw_zoom(self, surface: pygame.Surface, cid: int) -> None:
        """The card large, its whole description beside it."""
        dim(surface, 160)
        copy = self.words.copy(self.view, cid)
        orient = orientation(self.view, cid) or None
        face = F.card_surface(self.app.assets, copy, ZOOM, self.app.t.lang, orient)
        rect = face.get_rect(center=(chrome.W // 2 - 240, chrome.H // 2 + 20))
        surface.blit(face, rect)
        tip = self.words.card_tip(self.view, cid)
        text = self.app.assets.wrapped(tip, "text", 22, theme.TEXT, 440)
        box = Rect(rect.right + 30, rect.y + 40, 480, text.get_height() + 40)
        panel(surface, box, 235, radius=12, edge=theme.GOLD)
        surface.blit(text, (box.x + 20, box.y + 20))

    def _draw_scores(self, surface: pygame.Surface) -> None:
        """Every place's points by category (the Ases' and Brynhildr's too)."""
        app, view = self.app, self.view
        dim(surface, 150)
        count = len(view["places"])
        state = self.table.session.state
        sheets = [place_sheet(state, p, view["decks"]) for p in range(count)]
        names = [self.words.place(view, p) for p in range(count)]
        width = LABEL_W + column_width(count, 1100) * count
        box = Rect(chrome.W // 2 - width // 2 - 40, 110, width + 80, 560)
        panel(surface, box, 240, radius=16, edge=theme.GOLD)
        title = app.assets.text(app.t("scores.live"), "display_bold", 26, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 14)))
        totals = [s["total"] for s in sheets]
        places = view["places"]
        ranked = [p for p in range(count) if places[p]["role"] != "ase"]
        best = max(totals[p] for p in ranked)
        # With two players the Ases' columns are no players': no place ranks them, and the
        # place row, which would, is left out (who wins is said under the pad).
        draw_table(
            surface,
            app,
            names,
            sheets,
            [p for p in ranked if totals[p] == best],
            Rect(box.x + 40, box.y + 60, width, box.h - 120),
            None
            if view["mode"] == "two_player"
            else [1 + sum(o > t for o in totals) for t in totals],
        )
        if view["mode"] != "standard":
            note = app.t("scores.note_solo" if view["mode"] == "solo" else "scores.note_two")
            line = app.assets.wrapped(note, "italic", 18, theme.TEXT_SOFT, box.w - 80)
            surface.blit(line, line.get_rect(midbottom=(box.centerx, box.bottom - 16)))

    # ------------------------------------------------------------------ the log

    def glyph(self, surface: pygame.Surface, kind: str, value: Any, at: tuple[int, int]) -> int:
        """A log line's marks: a small card ("card", its cid), a card's stars ("stars", n) and
        a rune type's mark ("rune", its key), in a row 24 px high."""
        x, y = at
        if kind == "card" and self.view:  # a chip in the card's colour (a face is too small)
            card = self.words.copy(self.view, value).card
            tint = CHIP.get(card.rune_type or card.kind, CHIP["effect"])
            chip = Rect(x, y + 3, 14, 19)
            pygame.draw.rect(surface, tint, chip, border_radius=3)
            pygame.draw.rect(surface, theme.PARCHMENT, chip, 1, border_radius=3)
            return chip.w + 5
        if kind == "stars":
            label = self.app.assets.text(str(value), "text_bold", 16, theme.GOLD)
            surface.blit(label, (x, y + 4))
            F.star_glyph(surface, (x + label.get_width() + 8, y + 12), 12)
            return label.get_width() + 20
        if kind == "rune":
            F.rune_glyph(surface, value, (x + 8, y + 12), 15, on_dark=True)
            return 20
        return 0
