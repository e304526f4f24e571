"""The Nidavellir game state: the taverns engine (`game.taverns`) with Nidavellir's hooks.

The engine runs the bids, the taverns and the decision stack; this class says what a card taken
from a tavern does, how lines call for heroes, what happens at the end of an Age and how the
armies score. What a hero or distinction does is read from its data (`heroes.py`,
`distinctions.py`). An expansion is a subclass of `State` registered in
`game.nidavellir.expansions`, with its own seat class: both own the fields the expansion adds,
which this module never names; `new_game` picks the class from the options.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Self

from game.core.edge import check_seat, check_viewer
from game.core.game import OptionValue, Outcome
from game.nidavellir import invariants
from game.nidavellir.data import (
    DWARF,
    HERO,
    NEUTRAL,
    OFFERING,
    PLACE_ANY_COLUMN,
    PLACE_CLASS,
    SPECIAL,
    Hero,
    Rules,
    default_rules,
)
from game.nidavellir.distinctions import award
from game.nidavellir.expansions import EXPANSIONS, load_expansions, state_class
from game.nidavellir.flow import CHECK_LINES, DISCARD, OVER, PICK, RECRUIT, THRUD, TRANSFORM
from game.nidavellir.handlers import HANDLERS, LEGAL
from game.nidavellir.heroes import can_recruit, end_of_age_placements
from game.nidavellir.scoring import Army, score_armies, winners
from game.taverns import coins as cn
from game.taverns.actions import Pick
from game.taverns.decisions import do_pick
from game.taverns.engine import Handler, Legal, TavernsState
from game.taverns.seat import Seat

BASE_OPTIONS = ("first_game",)  # the base game's own options; each expansion adds its key
# Options that name a choice (each with its values, the default first), and the class playing
# each solo opponent: both registered by `game.nidavellir.solo`.
CHOICES: dict[str, tuple[str, ...]] = {}
SOLO: dict[str, type[State]] = {}


class Player(Seat):
    """One seat: the engine's army, coins and gem, and Nidavellir's heroes and distinctions
    (an expansion's seat class adds what its cards give a seat)."""

    __slots__ = ("distinctions", "heroes", "thrud_col", "ylud_col")
    FIELDS: ClassVar[dict[str, str]] = {}  # an expansion's seat: its fields, slotted for it

    def __init__(self) -> None:
        super().__init__()
        self.heroes: list[int] = []  # every hero recruited, in order
        self.distinctions: list[int] = []
        self.thrud_col = -1  # column topped by the never-covered hero, -1 if none
        self.ylud_col = -1  # column of the end-of-age hero, -1 if not in the army

    def copy_to(self, p: Self) -> None:
        p.heroes = self.heroes[:]
        p.distinctions = self.distinctions[:]
        p.thrud_col = self.thrud_col
        p.ylud_col = self.ylud_col


class State(TavernsState):
    """A game of Nidavellir (the base game). Build one with `new_game`."""

    __slots__ = (
        "box",
        "distinctions_left",
        "drawn",
        "drawn_src",
        "gems_out",
        "hero_pool",
        "set_aside",
        "special_coin_left",
    )

    FIELDS: ClassVar[dict[str, str]] = {}  # an expansion's: its fields, slotted for it
    SEAT: ClassVar[type[Player]] = Player
    HANDLERS: ClassVar[dict[int, Handler]] = {**TavernsState.HANDLERS, **HANDLERS}
    LEGAL: ClassVar[dict[int, Legal]] = {**TavernsState.LEGAL, **LEGAL}
    IN_PLAY: ClassVar[frozenset[int]] = frozenset((DWARF, OFFERING, HERO, SPECIAL))
    # the card kinds this game plays (an expansion adds its own)
    DISCARDABLE: ClassVar[frozenset[int]] = frozenset((DWARF, SPECIAL))
    # the kinds of army card a discard may take (D6; an expansion adds its own)
    PICKS: ClassVar[dict[type, Callable[..., None]]] = {Pick: do_pick}
    # the ways to answer a tavern's PICK, by action class (an expansion adds or replaces some)
    AUTOMATA: ClassVar[int] = 0  # seats after the players' that the rules play (a solo clan)

    players: list[Player]
    rules: Rules

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """An expansion's class answers PICK the ways its `PICKS` lists."""
        super().__init_subclass__(**kwargs)
        cls.HANDLERS = {**cls.HANDLERS, PICK: picks_handler(cls.PICKS)}

    # ------------------------------------------------------------------ set-up

    def setup(self, rng: random.Random) -> None:
        rules = self.rules
        in_decks = set(self.decks[1]) | set(self.decks[2])
        removed = set(rules.first_game_removes) if self.options["first_game"] else set()
        self.box = [c.id for c in rules.cards if (c.age and c.id not in in_decks)]
        self.box += [h for h in rules.hero_order if h in removed]
        self.hero_pool = [h for h in rules.hero_order if h not in removed and self.in_play(h)]
        self.set_aside = [c.id for c in rules.cards if c.kind == SPECIAL]
        self.drawn: list[int] = []
        self.drawn_src = 2  # where drawn cards come from: an Age deck (1, 2), else an expansion's
        self.special_coin_left = 1
        self.distinctions_left = list(range(len(rules.distinctions)))
        self.gems_out: list[int] = []

    def copy_to(self, s: Self) -> None:
        s.drawn_src = self.drawn_src
        s.box = self.box[:]
        s.hero_pool = self.hero_pool[:]
        s.set_aside = self.set_aside[:]
        s.drawn = self.drawn[:]
        s.special_coin_left = self.special_coin_left
        s.distinctions_left = self.distinctions_left[:]
        s.gems_out = self.gems_out[:]

    # ------------------------------------------------------------------ queries

    def rounds_in_age(self) -> int:
        """How many rounds the current Age lasts: its deck fills the three taverns each round."""
        per_tavern = self.rules.cards_per_tavern[self.n]
        return len(self.rules.deck[(self.age, self.n)]) // (3 * per_tavern)

    def in_play(self, card: int) -> bool:
        """Whether a hero is in this game: the base game's are, an expansion's with its option."""
        hero = self.rules.heroes.get(card)
        return hero is None or not hero.expansion or self.options.get(hero.expansion) is True

    def discardable_columns(self, seat: int, excluded_mask: int) -> list[int]:
        """Columns whose top card is a dwarf (never a hero), outside `excluded_mask`."""
        p = self.players[seat]
        cards = self.rules.cards
        kinds = self.DISCARDABLE
        return [
            c
            for c in range(5)
            if not excluded_mask >> c & 1 and p.columns[c] and cards[p.columns[c][-1]].kind in kinds
        ]

    # ------------------------------------------------------------------ the engine's hooks

    def take(self, seat: int, card: int) -> None:
        """A card taken as the pick of a tavern."""
        self.receive(seat, card)

    def check_lines(self, seat: int) -> None:
        """Owe a recruitment when complete lines exceed heroes and some hero can be recruited.

        When none can (decision D7) nothing happens now; the check runs again after the seat's
        next army placement.
        """
        if self.players[seat].lines() <= self.counted_heroes(seat):
            return
        if any(can_recruit(self, seat, h) for h in self.hero_pool):
            self.stack.append((RECRUIT, seat, 0, 0))
        else:
            self.emit("no_hero_available", seat)

    def end_of_age_step(self, step: int) -> None:
        """Ylud's placement, then (after Age 1) the distinctions one by one and Age 2, or (after
        Age 2) Thrud to the command zone, the decisions owed before the scoring and the end of
        the game."""
        if step == 0:
            end_of_age_placements(self)
        elif self.age == 1 and step <= len(self.rules.distinctions):
            award(self, step - 1)
        elif self.age == 1:
            self.start_age(2)
        elif step == 1:
            for seat, p in enumerate(self.players):
                if p.thrud_col >= 0:
                    thrud = p.columns[p.thrud_col].pop()
                    p.ranks[p.thrud_col] -= 1
                    p.thrud_col = -1
                    p.command.append(thrud)
                    self.emit("hero_to_command_zone", seat, thrud)
            self.before_scoring()
        else:
            self.phase = OVER
            self.emit("game_over", -1, tuple(s["total"] for s in self.scores()))

    # ------------------------------------------------------------------ hooks for expansions

    def trigger(self, seat: int, event: str, cls: int = NEUTRAL, steps: int = 1) -> None:
        """Something an expansion may react to happened to `seat` ("hero" recruited,
        "distinction" won …); the base game does nothing."""

    def discard_need(self, seat: int, hero: Hero) -> int:
        """How many discards the hero asks of this seat."""
        return hero.discard

    def discard_cancellable(self, seat: int) -> bool:
        """Whether the seat may cancel one of those discards."""
        return False

    def locked_card(self, seat: int) -> int:
        """A tavern card kept for another seat (an expansion's reservation), or -1."""
        return -1

    def cancel_discard(self, seat: int) -> None:
        """The seat cancels a discard it owes (spending what let it, see `discard_cancellable`)."""

    def pioneer_draw(self, seat: int, count: int) -> int:
        """How many Age 2 cards the Pioneer's winner draws."""
        return count

    def held_cards(self) -> list[int]:
        """Cards an expansion keeps where the base game has no place (its decks, its seats'
        cards, a card a decision holds on the stack), for the self-check."""
        return []

    def discarded_coins(self, seat: int) -> list[int]:
        """Coins `seat` has discarded for good (an expansion's card), for the self-check."""
        return []

    def counted_heroes(self, seat: int) -> int:
        """How many of the seat's heroes count against its lines: all of them, unless an
        expansion or a solo opponent brings heroes without a line."""
        return len(self.players[seat].heroes)

    def hero_returned(self, seat: int, hero: int) -> None:
        """`seat` gave a hero back (an expansion's swap): what an expansion kept about it goes."""

    def hero_allowed(self, seat: int, hero: Hero) -> bool:
        """An expansion's own condition for recruiting `hero` (beyond ranks and discards)."""
        return True

    def hero_power(self, seat: int, hero: Hero) -> None:
        """An expansion hero's power on recruitment (pushed on top of what recruiting owes)."""

    def before_scoring(self) -> None:
        """The armies are final (Thrud is home): push the decisions owed before the scoring."""

    def discard_card(self, seat: int, card: int, column: int) -> None:
        """A card leaves `seat`'s army for good (Dagda, Bonfur …): to the discard pile."""
        self.discard.append(card)
        self.emit("card_discarded", seat, card, column)

    def read_snapshot(self, data: Mapping[str, Any]) -> None:
        """Restore what a subclass adds to `to_dict`'s snapshot; the base game adds nothing."""

    # ------------------------------------------------------------------ shared mechanics

    def receive(self, seat: int, card: int) -> None:
        """A card a seat has taken: a dwarf joins the army (lines are checked after), a Royal
        Offering is resolved at once and then discarded (decision D18)."""
        info = self.rules.cards[card]
        if info.kind == OFFERING:
            self.discard.append(card)
            self.stack.append((TRANSFORM, seat, info.value, 0))
        else:
            self.stack.append((CHECK_LINES, seat, 0, 0))
            self.place(seat, card, info.cls)

    def place(self, seat: int, card: int, column: int) -> None:
        """Put a card on top of a column; a never-covered hero there is lifted to be re-placed."""
        p = self.players[seat]
        col = p.columns[column]
        if p.thrud_col == column:
            thrud = col.pop()
            p.ranks[column] -= 1
            p.thrud_col = -1
            self.emit("hero_lifted", seat, thrud, column)
            self.stack.append((THRUD, seat, 0, 0))
        col.append(card)
        p.ranks[column] += len(self.rules.cards[card].ranks)
        self.emit("card_placed", seat, card, column)

    def push_discards(self, seat: int, hero: Hero) -> None:
        """Push the discards a hero asks for (Dagda, Bonfur)."""
        count = self.discard_need(seat, hero)
        if count:
            self.stack.append((DISCARD, seat, 1 << hero.cls, count))

    def shuffle_age2(self) -> None:
        self.reshuffle(self.decks[2])

    # ------------------------------------------------------------------ scoring

    def army(self, seat: int) -> Army:
        p = self.players[seat]
        cards, heroes = self.rules.cards, self.rules.heroes
        columns = []
        bonus = []
        for c, col in enumerate(p.columns):
            pts: list[int] = []
            extra = 0
            for card in col:
                hero = heroes.get(card)
                if hero is None:
                    pts.extend(cards[card].ranks)
                elif hero.placement == PLACE_ANY_COLUMN:
                    continue
                elif hero.column_points is not None:
                    pts.append(hero.column_points[c])
                else:
                    pts.extend(cards[card].ranks)
                    extra += hero.rank_bonus
            columns.append(tuple(pts))
            bonus.append(extra)
        neutral = tuple(h for h in p.heroes if heroes[h].placement != PLACE_CLASS)
        gem_points = sum(self.rules.distinctions[d].points for d in p.distinctions)
        return Army(
            tuple(columns),
            tuple(bonus),
            neutral,
            tuple(cn.value_of(c) for c in p.coins()),
            gem_points,
        )

    def scores(self) -> list[dict[str, int]]:
        """Each seat's score sheet now (final once the game is over)."""
        return score_armies(self.rules, [self.army(s) for s in range(self.n)])

    def outcome(self) -> Outcome:
        """Winners (ties share the victory) and each seat's score sheet."""
        sheets = self.scores()
        return Outcome(winners(sheets), sheets)

    # ------------------------------------------------------------------ snapshots

    def to_dict(self) -> dict[str, Any]:
        from game.nidavellir.persist import to_dict

        return to_dict(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator); see `persist.view`."""
        from game.nidavellir.persist import view

        check_viewer(seat, self.n)
        return view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> State:
        """A full state consistent with `seat`'s view, hidden parts sampled; for the AI."""
        from game.nidavellir.persist import determinize

        check_seat(seat, self.n)
        return determinize(self, seat, rng)

    # ------------------------------------------------------------------ self-check

    def check_invariants(self) -> list[str]:
        """Card, coin and gem conservation and column integrity; empty when all is well."""
        return invariants.find_problems(self)


def dispatch_pick(state: State, action: Any, a: int, b: int) -> None:
    """The PICK decision's handler: the way of answering that the action's class names."""
    state.PICKS[type(action)](state, action, a, b)


def picks_handler(picks: Mapping[type, Callable[..., None]]) -> Handler:
    """The PICK entry of a class's `HANDLERS` for its `PICKS`."""
    return (tuple(picks), dispatch_pick)


State.HANDLERS[PICK] = picks_handler(State.PICKS)


def game_options(options: Mapping[str, OptionValue] | None) -> dict[str, OptionValue]:
    """Every option with its value (missing ones off, or their first choice): the base game's,
    each registered expansion's and each choice; `ValueError` for an unknown option or choice."""
    given = options or {}
    known = (*BASE_OPTIONS, *EXPANSIONS)
    unknown = set(given) - set(known) - set(CHOICES)
    if unknown:
        raise ValueError(f"Nidavellir has no option {sorted(unknown)[0]!r}")
    values: dict[str, OptionValue] = {key: bool(given.get(key, False)) for key in known}
    for key, names in CHOICES.items():
        value = given.get(key, names[0])
        if value not in names:
            raise ValueError(f"option {key!r} must be one of {', '.join(names)}, not {value!r}")
        values[key] = value
    return values


def game_class(options: Mapping[str, OptionValue]) -> type[State]:
    """The class playing these options: a solo opponent's (base game only), an expansion's or
    the base game's; `ValueError` for a solo opponent with an expansion."""
    solo = SOLO.get(str(options.get("solo")))
    switched = {key: on for key, on in options.items() if isinstance(on, bool)}
    if solo is None:
        return state_class(switched, State)
    if any(switched.values()):
        raise ValueError("a solo opponent plays the base game only")
    return solo


def new_game(
    players: int,
    seed: int = 0,
    options: Mapping[str, OptionValue] | None = None,
    rules: Rules | None = None,
) -> State:
    """Set up a game with `options` (e.g. `{"first_game": True}`; missing ones are off); raises
    `ValueError` for an unsupported player count or an unknown option."""
    rules = rules or default_rules()
    chosen = game_options(options)
    cls = game_class(chosen)
    if cls.AUTOMATA and players != 1:
        raise ValueError(f"Nidavellir against a solo opponent is played by 1 player, not {players}")
    if not cls.AUTOMATA and not rules.min_players <= players <= rules.max_players:
        raise ValueError(
            f"Nidavellir is played by {rules.min_players} to {rules.max_players} players, "
            f"not {players}"
        )
    return cls(rules, players + cls.AUTOMATA, seed, chosen)


# The expansions and the solo opponents register their classes, options and verbs here: importing
# the rules gives every way to play them (the package's `__init__` stays light for start-up).
load_expansions()
from game.nidavellir import solo as solo_opponents  # noqa: E402, F401
