"""The one exception the engine raises for a refused action."""


class IllegalMove(ValueError):
    """An action the rules do not allow; the message names the rule (e.g. ``R7.1``).

    It subclasses ``ValueError`` so callers that only know "bad input" still catch it. Whatever
    raised it left every object exactly as it was.
    """
