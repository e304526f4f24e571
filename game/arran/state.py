"""The Guerres d'Arran game state: the taverns engine (`game.taverns`) with Arran's hooks.

The engine runs the bids, the taverns, the order by coin and gem, the gem exchanges and the purse
exchange of a Lord who bid the 0. This class says what a dwarf taken from a tavern does (its
Order's effect), how lines call for Cognars, what the end of each Era does (the Order Evaluation,
the Pariah removals) and how a fortress scores. What a Cognar or an Elite Cognar does is in
`effects/`, found by the effect key its data names.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from game.arran import effects, evaluation, invariants
from game.arran.cards import (
    DWARF,
    EXCHANGE_COIN,
    NO_COLUMN,
    RANK_BLACK,
    RANK_WHITE,
    WANDERERS,
    Table,
    default_table,
)
from game.arran.effects import mercenaries, pariah, talion
from game.arran.flow import CHECK_LINES, COLUMN, DISCARD_CARD, FOR_EXCHANGE, GIVE_UP, OVER, RECRUIT
from game.arran.handlers import HANDLERS, LEGAL
from game.arran.scoring import Fortress, owned_removals, score, winners
from game.core.edge import check_seat, check_viewer
from game.core.game import Outcome
from game.taverns import coins as cn
from game.taverns.actions import HAND
from game.taverns.engine import Handler, Legal, TavernsState
from game.taverns.seat import Seat


class Lord(Seat):
    """One Lord: the engine's army, command zone, gem and coins, and Arran's own counts."""

    __slots__ = ("chain", "covered", "recruited")

    def __init__(self) -> None:
        super().__init__()
        self.recruited = 0  # Cognars recruited for completed lines (not Ga'at, not awards)
        self.covered: list[int] = []  # cards under a Pariah token, in the order covered
        self.chain = 0  # the Mercenary run (`effects.mercenaries`)

    def copy_to(self, p: Lord) -> None:
        p.recruited = self.recruited
        p.covered = self.covered[:]
        p.chain = self.chain


class State(TavernsState):
    """A game of Guerres d'Arran. Build one with `new_game`."""

    __slots__ = (
        "awards",
        "box",
        "cognar_pool",
        "drawn",
        "exchange_coin_left",
        "exchange_kept",
        "free_partner",
        "opener_anywhere",
        "opener_needs",
        "pariah_left",
        "pariah_scope",
    )

    SEAT = Lord
    HANDLERS: ClassVar[dict[int, Handler]] = {**TavernsState.HANDLERS, **HANDLERS}
    LEGAL: ClassVar[dict[int, Legal]] = {**TavernsState.LEGAL, **LEGAL}

    players: list[Lord]
    rules: Table

    @property
    def table(self) -> Table:
        """The game's cards and set-up (the engine's `rules`, by Arran's name for them)."""
        return self.rules

    # ------------------------------------------------------------------ set-up

    def setup(self, rng: random.Random) -> None:
        table = self.rules
        self.read_table(table)
        in_decks = set(self.decks[1]) | set(self.decks[2])
        self.box = [c.id for c in table.cards if c.kind == DWARF and c.id not in in_decks]
        self.cognar_pool = list(table.cognars)
        elites = list(table.elites)
        rng.shuffle(elites)
        self.awards = [*elites, table.liquor]
        self.drawn: list[int] = []
        self.pariah_left = table.pariah_tokens
        self.exchange_coin_left = 1

    def read_table(self, table: Table) -> None:
        """Keep the readings the hot path tests (a restored snapshot calls this too)."""
        variants = table.source.variants
        self.free_partner = variants.mercenary_rule == "free_partner"
        self.opener_needs = 3 if variants.last_mercenary == "never" else 2
        self.opener_anywhere = variants.mercenary_opener_column == "choice"
        self.exchange_kept = table.source.coins.exchange_given_up == "never"
        scope = table.source.order("wanderers").effect
        self.pariah_scope = str(scope.param("scope")) if scope.params else "all_wanderers_cards"

    def copy_to(self, s: State) -> None:
        s.free_partner = self.free_partner
        s.opener_needs = self.opener_needs
        s.opener_anywhere = self.opener_anywhere
        s.exchange_kept = self.exchange_kept
        s.pariah_scope = self.pariah_scope
        s.box = self.box[:]
        s.cognar_pool = self.cognar_pool[:]
        s.awards = self.awards[:]
        s.drawn = self.drawn[:]
        s.pariah_left = self.pariah_left
        s.exchange_coin_left = self.exchange_coin_left

    # ------------------------------------------------------------------ the engine's hooks

    def take(self, seat: int, card: int) -> None:
        """A dwarf taken from the tavern: into its Order's column, then its Order's effect; the
        winner of tavern 2 with two Lords discards one of the cards left (A-11)."""
        p = self.players[seat]
        p.chain = 0
        self.stack.append((CHECK_LINES, seat, 0, 0))
        if self.n == 2 and self.tavern == 1 and len(self.taverns[1]) == 2:
            self.stack.append((DISCARD_CARD, seat, 0, 0))
        info = self.table.cards[card]
        self.place(seat, card, info.column)
        if info.upgrade:
            talion.upgrade_winning_coin(self, seat, info.upgrade)

    def check_lines(self, seat: int) -> None:
        """Owe a Cognar while lines exceed the Cognars recruited for them; when none may be
        taken the recruitment stays owed until a later placement (A-08)."""
        p = self.players[seat]
        if p.lines() <= p.recruited and not mercenaries.partner_unpaid(self, seat):
            p.chain = 0
            return
        if mercenaries.options(self, seat):
            self.stack.append((RECRUIT, seat, 0, 0))
        else:
            p.chain = 0
            self.emit("recruitment_owed", seat)

    def age_continues(self) -> bool:
        """Era 1 ends with its deck; the game ends when 0 or 1 Era 2 card is left (§5)."""
        return len(self.decks[self.age]) > (1 if self.age == 2 else 0)

    def end_of_age_step(self, step: int) -> None:
        """After Era 1: one award per step in holder order, then Era 2. After Era 2: the Pariah
        removals and the end of the game."""
        if self.age == 1:
            if self.awards:
                evaluation.award_next(self)
            else:
                self.start_age(2)
            return
        for seat, p in enumerate(self.players):
            count = owned_removals(self.table, (*self.army_cards(seat), *p.command))
            if count:
                pariah.remove_at_end(self, seat, count)
        self.phase = OVER
        self.emit("game_over", -1, tuple(s["total"] for s in self.scores()))

    def banned_value(self, given_up: int) -> int:
        """`same_value_ban: physical` bans only the coin itself, not yet back in the Treasury."""
        return given_up if self.table.source.coins.same_value_ban == "value" else -1

    def chooses_equal_coin(self) -> bool:
        """Whether a Lord chooses which of two equal coins he gives up (A-20)."""
        return not self.table.equal_trade_gives_up_bronze

    def ask_give_up(self, seat: int, a: int, b: int) -> bool:
        if not self.chooses_equal_coin():
            return False
        self.stack.append((GIVE_UP, seat, FOR_EXCHANGE, 0))
        return True

    def can_give_up(self, code: int) -> bool:
        """Whether an upgrade or Ordo may give up this coin: never the 0, nor the 3-Exchange coin
        unless the data read A-04 word for word (`given_up: like_any_coin`)."""
        return not cn.is_trading(code) or (code == EXCHANGE_COIN and not self.exchange_kept)

    def transformable(self, seat: int, lowest: bool = False) -> list[tuple[int, int]]:
        """The coins Derdhr may upgrade: the engine's choices, in its order, with the 3-Exchange
        coin among them when it may be given up."""
        if self.exchange_kept or lowest:
            return super().transformable(seat, lowest)
        p = self.players[seat]
        out = [(i, c) for i, c in enumerate(p.board) if c >= 0 and self.can_give_up(c)]
        return out + [(HAND, c) for c in sorted(set(p.hand)) if self.can_give_up(c)]

    def take_from_treasure(self, given_up: int, target: int, seat: int = -1) -> int:
        """The engine's rule; a 3-Exchange coin given up goes back beside the Treasury."""
        new = super().take_from_treasure(given_up, target, seat)
        if new >= 0 and given_up == EXCHANGE_COIN:
            self.exchange_coin_left += 1
        return new

    def transform_coin(self, seat: int, place: int, code: int, amount: int) -> None:
        """An upgrade: the new coin takes the old one's place and keeps its face (§3.10), so a
        Derdhr upgrade of an unrevealed bid stays hidden until its tavern."""
        p = self.players[seat]
        known = p.known
        super().transform_coin(seat, place, code, amount)
        p.known = known

    # ------------------------------------------------------------------ shared mechanics

    def place(self, seat: int, card: int, column: int, check: bool = True) -> None:
        """Put a card in an army column (or the command zone, NO_COLUMN); a Wanderers card may
        take a Pariah token (unless `check` is False)."""
        p = self.players[seat]
        info = self.table.cards[card]
        if column == NO_COLUMN:
            p.command.append(card)
        else:
            p.columns[column].append(card)
            p.ranks[column] += info.ranks
        self.emit("card_placed", seat, card, column)
        if check and column == WANDERERS and info.pariah_check:
            pariah.check(self, seat, card)

    def recruit(self, seat: int, cognar: int) -> None:
        """A Cognar recruited for a line: it joins the fortress and its power resolves."""
        p = self.players[seat]
        info = self.table.cards[cognar]
        opening = p.chain == 0
        if not mercenaries.partner_unpaid(self, seat):
            p.recruited += 1
        self.cognar_pool.remove(cognar)
        self.emit("cognar_recruited", seat, cognar)
        self.stack.append((CHECK_LINES, seat, 0, 0))
        mercenaries.after_recruit(self, seat, info.rank == RANK_BLACK)
        if info.rank == RANK_BLACK:
            self.stack.append((COLUMN, seat, mercenaries.columns(self, seat, opening), cognar))
            return
        self.place(seat, cognar, NO_COLUMN if info.rank == RANK_WHITE else info.column)
        for effect in info.effects:
            on_placement = effects.ON_PLACEMENT.get(effect.key)
            if on_placement is not None:
                on_placement(self, seat, cognar)

    def svara_place(self, seat: int, card: int) -> None:
        """A dwarf Svara adds to the army: its column, the Pariah check (A-07 in the data), no
        coin upgrade unless the data say `svara_talion: current_slot_coin` (A-05)."""
        variants = self.table.source.variants
        info = self.table.cards[card]
        self.emit("svara_kept", seat, card)
        self.place(seat, card, info.column, variants.svara_pariah)
        if info.upgrade and variants.svara_talion == "current_slot_coin":
            talion.upgrade_winning_coin(self, seat, info.upgrade)

    # ------------------------------------------------------------------ queries

    def army_cards(self, seat: int) -> tuple[int, ...]:
        return tuple(c for col in self.players[seat].columns for c in col)

    def fortress(self, seat: int) -> Fortress:
        """What the score of `seat` depends on (removals still due until the game is over)."""
        p = self.players[seat]
        army = self.army_cards(seat)
        due = 0 if self.phase == OVER else owned_removals(self.table, (*army, *p.command))
        return Fortress(
            columns=tuple(tuple(col) for col in p.columns),
            command=tuple(p.command),
            covered=frozenset(p.covered),
            coins=tuple(cn.value_of(c) for c in p.coins()),
            removals=due,
        )

    def scores(self) -> list[dict[str, int]]:
        """Each Lord's score sheet now (final once the game is over)."""
        return [score(self.table, self.fortress(s)) for s in range(self.n)]

    def outcome(self) -> Outcome:
        sheets = self.scores()
        forts = [self.fortress(s) for s in range(self.n)]
        return Outcome(winners(self.table, sheets, forts), sheets)

    # ------------------------------------------------------------------ snapshots

    def to_dict(self) -> dict[str, Any]:
        from game.arran.persist import to_dict

        return to_dict(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        from game.arran.persist import view

        check_viewer(seat, self.n)
        return view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> State:
        from game.arran.persist import determinize

        check_seat(seat, self.n)
        return determinize(self, seat, rng)

    def check_invariants(self) -> list[str]:
        """Conservation of cards, talions, tokens and gems, and each Lord's counts."""
        return invariants.find_problems(self)


def new_game(
    players: int,
    seed: int = 0,
    options: Mapping[str, bool] | None = None,
    table: Table | None = None,
) -> State:
    """Set up a game of 2 to 5 Lords; `ValueError` for another count or any option (Arran has
    none yet)."""
    table = table or default_table()
    if not table.min_players <= players <= table.max_players:
        raise ValueError(
            f"Guerres d'Arran is played by {table.min_players} to {table.max_players} Lords, "
            f"not {players}"
        )
    if options:
        raise ValueError(f"Guerres d'Arran has no option {sorted(options)[0]!r}")
    return State(table, players, seed, {})
