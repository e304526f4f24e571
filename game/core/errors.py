"""Errors every rules core raises, so the UI and CLI can tell a bad move from a bad file."""


class IllegalAction(ValueError):
    """An action that is not legal in the current state; the message says why."""


class DataError(Exception):
    """A card-definition file is broken; the message names the file, the entry and the field."""
