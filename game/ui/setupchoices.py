"""What the new-game form lets a player choose, and why a choice is closed: the game's modes, how
many play, each option's value. No pygame: the form draws these choices and the tests read them.

A mode (a solo opponent, Vedrfolnir's two-player game) is chosen by name, and so is each value
of a choice option (a solo opponent's difficulty); a player count another mode plays is open and
switches to that mode, which the form then names, so nothing changes without showing it. The
rules of the options (what each needs and excludes) stay the game's: `GameInfo.options_from`
decides what may be set together.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.core.game import GameInfo, Option, OptionValue
from game.ui.gameui import Mode

# Why a yes/no option cannot be ticked now: the mode excludes it, it needs another option (key),
# another option excludes it (key), or the options as a whole refuse it.
Reason = tuple[str, ...]


class SetupChoices:
    def __init__(self, info: GameInfo, modes: Sequence[Mode] = ()) -> None:
        self.info = info
        self.modes = tuple(modes)
        self.known = {o.key: o for o in info.options}
        self.options: dict[str, OptionValue] = info.options_from()
        self.count = info.default_players or info.players.start
        if self.modes and self.mode() is None:
            self.choose_mode(self.modes[0])
        elif self.count not in info.players_with(self.options):
            self.count = info.players_with(self.options).start

    # ------------------------------------------------------------------ modes

    def players_of(self, mode: Mode | None) -> range:
        """The counts `mode` is played by (with no mode: those the options allow)."""
        if mode is None:
            return self.info.players_with(self.options)
        if mode.players is not None:
            return mode.players
        return self.info.players_with({**self.options, **mode.options})

    def mode(self) -> Mode | None:
        """The mode the choices make: its options set and the count one it is played by."""
        for mode in self.modes:
            if self.count in self.players_of(mode) and all(
                self.options[key] == value for key, value in mode.options.items()
            ):
                return mode
        return None

    def mode_keys(self) -> set[str]:
        """The options the modes set: the mode row shows them, not a box of their own."""
        return {key for mode in self.modes for key in mode.options}

    def choose_mode(self, mode: Mode) -> None:
        """Play `mode`: its options set, those it excludes back off, and a count it is played
        by (the one chosen if it is, else the game's usual one, else its fewest)."""
        self.options = self._with(mode.options)
        allowed = self.players_of(mode)
        if self.count not in allowed:
            usual = self.info.default_players
            self.count = usual if usual in allowed else allowed.start

    def _with(self, given: Mapping[str, OptionValue]) -> dict[str, OptionValue]:
        values = {**self.options, **given}
        for key, option in self.known.items():
            excluded = any(self._exclude(key, other, values) for other in given)
            if key not in given and option.is_on(values[key]) and excluded:
                values[key] = option.default
        values = self._settled(values)
        try:
            return self.info.options_from(values)
        except ValueError:
            return self.info.options_from(given)

    # ------------------------------------------------------------------ players

    def count_open(self, count: int) -> bool:
        """Whether `count` may be chosen: a mode plays it (with no modes: the options allow
        it)."""
        if self.modes:
            return any(count in self.players_of(mode) for mode in self.modes)
        return count in self.info.players_with(self.options)

    def choose_count(self, count: int) -> None:
        """`count` players; a count the mode is not played by takes the first mode that is."""
        if count in self.players_of(self.mode()):
            self.count = count
            return
        for mode in self.modes:
            if count in self.players_of(mode):
                self.choose_mode(mode)
                self.count = count
                return

    # ------------------------------------------------------------------ options

    def shown(self) -> list[Option]:
        """The options the form shows, in the game's order: not those the modes set, nor those
        that only mean something with another option at a value it is not at (Andvari's
        strategy while the solo opponent is another)."""
        hidden = self.mode_keys()
        return [
            o
            for o in self.info.options
            if o.key not in hidden and all(self._choice_holds(need) for need in o.requires)
        ]

    def _choice_holds(self, need: str) -> bool:
        key, _, name = need.partition("=")
        return not name or self.options[key] == name

    def can_toggle(self, key: str) -> bool:
        """Whether a yes/no option may change now: a ticked one can always be unticked, an
        unticked one if the game accepts it with the options as they are."""
        return bool(self.options[key]) or self.accepts(key, True)

    def toggle(self, key: str) -> None:
        if self.can_toggle(key):
            self._set(key, not self.options[key])

    def accepts(self, key: str, value: OptionValue) -> bool:
        """Whether option `key` may take `value` with the other options as they are."""
        settled = self._settled({**self.options, key: value})
        if settled[key] != value:  # it lacks an option it needs itself
            return False
        try:
            self.info.options_from(settled)
        except ValueError:
            return False
        return True

    def choose_value(self, key: str, value: OptionValue) -> None:
        if self.accepts(key, value):
            self._set(key, value)

    def _set(self, key: str, value: OptionValue) -> None:
        self.options = self._settled({**self.options, key: value})
        allowed = self.players_of(self.mode()) if self.modes else self.players_of(None)
        if self.count not in allowed:
            usual = self.info.default_players
            self.count = usual if usual in allowed else allowed.start

    def _settled(self, values: dict[str, OptionValue]) -> dict[str, OptionValue]:
        """`values` with every option left without one it needs back at its default."""
        changed = True
        while changed:
            changed = False
            for option in self.info.options:
                if option.is_on(values[option.key]) and not self.info.requirements_met(
                    option.key, values
                ):
                    values[option.key] = option.default
                    changed = True
        return values

    def why_not(self, key: str) -> Reason | None:
        """Why the yes/no option `key` cannot be ticked now (None when it can)."""
        if self.can_toggle(key):
            return None
        values = {**self.options, key: True}
        for need in self.known[key].requires:
            if not self._holds(need, values):
                return ("needs", need.partition("=")[0])
        for other, option in self.known.items():
            if other != key and option.is_on(values[other]) and self._exclude(key, other, values):
                return ("mode",) if other in self.mode_keys() else ("not_with", other)
        return ("options",)

    def _holds(self, condition: str, values: Mapping[str, OptionValue]) -> bool:
        key, _, name = condition.partition("=")
        return values[key] == name if name else self.known[key].is_on(values[key])

    def _exclude(self, a: str, b: str, values: Mapping[str, OptionValue]) -> bool:
        """Whether options `a` and `b`, as `values` sets them, exclude each other."""

        def names(x: str, y: str) -> bool:
            return self.known[x].is_on(values[x]) and any(
                c.partition("=")[0] == y and self._holds(c, values) for c in self.known[x].excludes
            )

        return names(a, b) or names(b, a)
