"""The contract every game of the program provides, so one session, checker, search, arena,
command line and table shell serve them all.

Why a protocol and a description rather than a base class: each rules core keeps its own fast
representation (Nidavellir codes cards and coins as ints); what the rest of the program needs is
the shape below and a `GameInfo` saying how to start, read and score a game. Options (an expansion,
a variant, an opponent) are data: a mapping of option key to value (yes/no, or one name among an
option's choices), saved with the game key, shown by the new-game form and given on the command
line as flags.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, Self

from game.core.events import Event


class Action(Protocol):
    """A decision of one seat. `str(action)` is its text form, read back by `parse_action`."""

    @property
    def seat(self) -> int: ...


class GameState(Protocol):
    """One game in progress: deterministic from its seed, every hidden part sampled on demand."""

    def to_move(self) -> tuple[int, ...]:
        """Seats owing a decision now: several at a simultaneous decision, none at the end."""
        ...

    def pending(self) -> str:
        """The name of the decision owed now (a game's own vocabulary, e.g. 'bids')."""
        ...

    def legal_actions(self, seat: int) -> Sequence[Any]:
        """Empty for a seat owing nothing; `IllegalAction` naming it for anything that is not
        an int seat of the table (a bool is not: `True == 1` would read it as seat 1)."""
        ...

    def apply(self, action: Any) -> list[Event]:
        """Play a legal action; raises `IllegalAction` for anything else (None, a text,
        another game's action, a field of the wrong type), changing nothing."""
        ...

    def is_over(self) -> bool: ...

    def outcome(self) -> Outcome: ...

    def view(self, seat: int | None) -> Mapping[str, Any]:
        """What that seat may see (None: a spectator); a seat as `legal_actions` takes it."""
        ...

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A full state consistent with `seat`'s view, its hidden parts sampled; a seat as
        `legal_actions` takes it."""
        ...

    def clone(self) -> Self: ...

    def to_dict(self) -> dict[str, Any]: ...

    def check_invariants(self) -> list[str]:
        """Conservation and consistency problems; empty when all is well."""
        ...


OptionValue = bool | str  # yes/no, or one name of an option's choices


@dataclass(frozen=True)
class Option:
    """A choice made when the game is set up: yes/no (an expansion, a beginners' variant) or, with
    `choices`, one name among several (a solo opponent), the first being the default.

    An option is "on" when it is yes, or set to any choice but its first. `requires` and
    `excludes` name other options, each either by key (that option on) or as `key=name` (that
    option set to that choice).
    """

    key: str
    default: OptionValue = False
    help: str = ""  # one line for `--help` and the new-game form's tooltip
    requires: tuple[str, ...] = ()  # options that must be on for this one to be on
    excludes: tuple[str, ...] = ()  # options that cannot be on together with this one
    late: bool = False  # declared after files fingerprinting the options existed: left out of
    # those fingerprints while off, so a game recorded before it still matches
    choices: tuple[str, ...] = ()  # the names a choice option takes, its default first

    def __post_init__(self) -> None:
        if self.choices:
            object.__setattr__(self, "default", self.choices[0])

    @property
    def flag(self) -> str:
        """Its command-line flag: `first_game` -> `--first-game`."""
        return "--" + self.key.replace("_", "-")

    def is_on(self, value: OptionValue) -> bool:
        return value != self.choices[0] if self.choices else bool(value)

    def check(self, value: Any) -> OptionValue:
        """`value` if this option can take it; `ValueError` naming the option otherwise."""
        if self.choices:
            if value not in self.choices:
                names = ", ".join(self.choices)
                raise ValueError(f"option {self.key!r} must be one of {names}, not {value!r}")
        elif not isinstance(value, bool):
            raise ValueError(f"option {self.key!r} must be true or false, not {value!r}")
        return value


def _holds(condition: str, known: Mapping[str, Option], values: Mapping[str, OptionValue]) -> bool:
    """Whether `condition` ("key", that option on, or "key=name") holds for these values."""
    key, _, name = condition.partition("=")
    return values[key] == name if name else known[key].is_on(values[key])


@dataclass(frozen=True)
class Outcome:
    """Who won (ties share the victory; nobody, in a game that allows it) and each seat's score
    sheet by category.

    A sheet maps each of the game's categories to points and has a "total". `others` are the
    sheets of automated opponents who hold no seat (a solo game's scripted clan).
    """

    winners: list[int]
    sheets: list[dict[str, int]]
    others: list[dict[str, int]] = field(default_factory=list)

    @property
    def totals(self) -> list[int]:
        return [sheet["total"] for sheet in self.sheets]


Options = Mapping[str, OptionValue]


@dataclass(frozen=True)
class GameInfo:
    """Everything the shared program needs to know about one game.

    `ai` and `ui` name modules imported only by the AI and the window, so a rules core never
    imports either; what each must export is written in `game/ai/hooks.py` and `game/ui/gameui.py`.
    Every shipped game's description is built at each start (the command line's flags, the
    launcher), so it holds plain values and its callables import the rules only when called.
    """

    key: str  # also the namespace of its strings, saves, statistics and data folder
    title: str
    players: range
    new_game: Callable[[int, int, Options], GameState]  # (players, seed, options)
    parse_action: Callable[[GameState, str], Any]  # text form -> action, for that state
    categories: tuple[str, ...]  # score-sheet rows in order, "total" last
    options: tuple[Option, ...] = ()
    sealed: frozenset[str] = frozenset()  # `pending()` names answered by all seats in secret
    revealing: frozenset[str] = frozenset()  # events after which taking back is refused
    round_event: str = ""  # event closing a round (a running total is kept per round)
    ai: str = ""  # module of the AI hooks
    ui: str = ""  # module of the window's `UI` record (its presenter, menus, saves)
    default_players: int = 0  # 0: the fewest allowed
    extra: Mapping[str, Any] = field(default_factory=dict)  # anything game-specific
    # module scoring a real table typed into a file (`python main.py score`); it exports
    # `score_file(path) -> dict` (a bad file raises `DataError`) and `format_sheets(dict) -> str`
    scorer: str = ""
    # Where a game stands, in a few numbers (Nidavellir: age and round): shown in the list of
    # saves without replaying them, in the game's own words (`GameUI.progress_label`, else its
    # string `<game>.progress`), and checked when a save is loaded. None: nothing to show.
    progress: Callable[[GameState], dict[str, int]] | None = None
    # Whether a game may end with no winner (a solo game lost to an automated opponent, a
    # two-player game the gods win): `Outcome.winners` may then be empty.
    may_end_without_winner: bool = False
    # The player counts some options allow, when they narrow `players` (Nidavellir's solo
    # opponents are played by one). None: `players` whatever the options.
    players_for: Callable[[Options], range] | None = None
    # A full state rebuilt from the last view a seat received (None: a spectator's), the parts
    # that view hides drawn from the random source: what the window of a device joining a hosted
    # game as a seat draws and checks clicks against, never deciding anything (the host does).
    # (players, options, view, seat, rng); its `view(seat)` is the given view but for the `seed`
    # the host strips. None: the game cannot be played from another device's window.
    from_view: (
        Callable[[int, Options, Mapping[str, Any], int | None, random.Random], GameState] | None
    ) = None

    def options_from(self, given: Mapping[str, Any] | None = None) -> dict[str, OptionValue]:
        """Every option of the game with its value: defaults filled in; raises `ValueError`
        naming the option for an unknown key, a value the option cannot take or a broken rule."""
        known = {o.key: o for o in self.options}
        values: dict[str, OptionValue] = {o.key: o.default for o in self.options}
        for key, value in (given or {}).items():
            if key not in known:
                names = ", ".join(known) or "none"
                raise ValueError(f"{self.title} has no option {key!r} (its options: {names})")
            values[key] = known[key].check(value)
        for option in self.options:
            if not option.is_on(values[option.key]):
                continue
            for needed in option.requires:
                if not _holds(needed, known, values):
                    raise ValueError(f"option {option.key!r} needs {needed!r}")
            for other in option.excludes:
                if _holds(other, known, values):
                    raise ValueError(f"options {option.key!r} and {other!r} exclude each other")
        return values

    def requirements_met(self, key: str, values: Mapping[str, OptionValue]) -> bool:
        """Whether every option that option `key` requires holds in `values`."""
        known = {o.key: o for o in self.options}
        return all(_holds(needed, known, values) for needed in known[key].requires)

    def players_with(self, options: Mapping[str, Any] | None = None) -> range:
        """The player counts these options allow (a solo opponent: one), within `players`."""
        if self.players_for is None:
            return self.players
        narrowed = self.players_for(options or {})
        return range(max(narrowed.start, self.players.start), min(narrowed.stop, self.players.stop))

    def start(
        self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> GameState:
        """A new game; raises `ValueError` for a player count or options the game refuses."""
        chosen = self.options_from(options)
        allowed = self.players_with(chosen)
        if players not in allowed:
            raise ValueError(
                f"{self.title} with these options is played by {_counts(allowed)}, not {players}"
                if allowed != self.players_with()
                else f"{self.title} is played by {_counts(allowed)} players, not {players}"
            )
        return self.new_game(players, seed, chosen)

    def replay(
        self, players: int, seed: int, history: Sequence[str], options: Mapping[str, Any] | None
    ) -> GameState:
        """The game rebuilt from its seed and the text of its actions (the core of a save)."""
        state = self.start(players, seed, options)
        for text in history:
            state.apply(self.parse_action(state, text))
        return state


def _counts(allowed: range) -> str:
    """'2 to 5', or '1' for a range of one count."""
    if len(allowed) == 1:
        return str(allowed.start)
    return f"{allowed.start} to {allowed.stop - 1}"
