"""The exceptions the engine raises for a refused action: ``IllegalMove`` (a rule broken) and
``UnknownGame`` (rules of a game it does not know); both are ValueErrors."""

from __future__ import annotations


class IllegalMove(ValueError):
    """An action the rules do not allow; the message names the rule (e.g. ``R7.1``).

    It subclasses ``ValueError`` so callers that only know "bad input" still catch it. Whatever
    raised it left every object exactly as it was.
    """


class UnknownGame(ValueError):
    """Rules naming a game this engine does not know (a newer page's, a peer's, a damaged save):
    refused with the stable code ``unknown_game`` and the name as given (``preset``: a short
    text, else None), so the page can say it in the player's words (engine/protocol.py)."""

    code = "unknown_game"

    def __init__(self, message: str, preset: object) -> None:
        super().__init__(message)
        short = isinstance(preset, str) and 0 < len(preset) <= 40 and preset.isprintable()
        self.preset = preset if short and isinstance(preset, str) else None  # never a long quote

    def within(self, where: str) -> UnknownGame:
        """The same refusal with ``where`` before its words (a record's, a message's field)."""
        return UnknownGame(f"{where}{self}", self.preset)


EXCERPT_LIMIT = 60


def is_int(value: object) -> bool:
    """A whole number, and not a bool (``True == 1`` in Python): untrusted counts and ids."""
    return isinstance(value, int) and not isinstance(value, bool)


def excerpt(value: object, limit: int = EXCERPT_LIMIT) -> str:
    """A short quote of an untrusted value for an error message: never the whole of a long input.

    Long strings are cut before ``repr`` so a quote costs the same for 10 characters or 50 MB.
    """
    if isinstance(value, str) and len(value) > limit:
        value = value[:limit]
        return repr(value)[: limit - 1] + "…"
    try:
        text = repr(value)
    except RecursionError:  # a structure nested deeper than repr can follow
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"
