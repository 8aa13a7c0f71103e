"""The engine's front door: every message from outside is bounded, parsed and type-checked here.

Nothing a message carries reaches the game before it has passed these checks, so a refusal names
the field and what it should be, quotes the input only as a short excerpt, costs little whatever
the input's size, and leaves the session exactly as it was.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Collection
from itertools import accumulate
from typing import Any, Final

from .errors import excerpt, is_int
from .rules import MAX_CLAIM

MAX_MESSAGE: Final = 1_000_000  # characters of one message (a whole game record is ~50 KB)
MAX_DEPTH: Final = 64  # nesting of arrays and objects (a record needs 6)
MAX_ID_TEXT: Final = 64  # characters of a text request id
MAX_SAFE: Final = 2**53  # integers a JavaScript number holds exactly
MAX_TILES: Final = 28  # R1.1: a double-six set, the longest list of tiles or placements
MAX_TEXT: Final = 40  # a tile or an end in writing ("[1|1] branch_a")

# Characters JSON has outside strings besides brackets: dropped before the brackets are counted.
_PLAIN: Final = str.maketrans(dict.fromkeys(" \t\n\r,:0123456789.-+eEtrufalsn"))
_NOT_BRACKETS: Final = re.compile(r"[^\[\]{}]+")
_BRACKETS: Final = "[]{}"
_STEP: Final = {"[": 1, "{": 1, "]": -1, "}": -1}


def _outside_strings(text: str) -> str:
    """``text`` without its string literals. Escaped backslashes, then escaped quotes, go first
    (JSON pairs a run of backslashes from its start, as ``str.replace`` does); then every other
    quote opens or closes a string. A string left open runs to the end."""
    if "\\" in text:
        text = text.replace("\\\\", "").replace('\\"', "")
    return "".join(text.split('"')[::2])


def nesting_depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON ``text``, counted without recursion and in
    passes that run in C. Up to where the text stops being JSON the running count of brackets
    is the parser's own depth, so it bounds how deep the parser would go."""
    outside = _outside_strings(text).translate(_PLAIN)
    if len(outside) != sum(outside.count(mark) for mark in _BRACKETS):
        outside = _NOT_BRACKETS.sub("", outside)  # not JSON anyway; count its brackets alone
    return max(accumulate(map(_STEP.__getitem__, outside)), default=0)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number {excerpt(text, 20)} is out of range")
    return value


def parse(text: object) -> object:
    """The JSON value of one message: size and nesting bounded before parsing; NaN, Infinity and
    numbers too large for a float refused, so an answer never echoes one back."""
    if not isinstance(text, str):
        raise ValueError(f"a message is JSON text, not {type(text).__name__}")
    if len(text) > MAX_MESSAGE:
        raise ValueError(f"a message is at most {MAX_MESSAGE:,} characters, not {len(text):,}")
    if nesting_depth(text) > MAX_DEPTH:
        raise ValueError(f"a message nests arrays and objects at most {MAX_DEPTH} deep")
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except RecursionError:  # unreachable after the depth check; kept as the bound's backstop
        raise ValueError(f"a message nests at most {MAX_DEPTH} deep") from None
    except ValueError as err:
        raise ValueError(f"not JSON: {excerpt(str(err), 80)}") from None


def request_id(value: object) -> int | str | None:
    """A request's id: null, a whole number a JavaScript number holds, or a short text."""
    if value is None or (is_int(value) and abs(value) <= MAX_SAFE):  # type: ignore[arg-type]
        return value  # type: ignore[return-value]
    if isinstance(value, str) and len(value) <= MAX_ID_TEXT:
        return value
    raise ValueError(
        f"id is null, a whole number up to 2**53 or a text of up to {MAX_ID_TEXT} characters, "
        f"not {excerpt(value)}"
    )


def only(args: dict[str, Any], allowed: Collection[str], op: str) -> dict[str, Any]:
    """``args`` when it has no field but ``allowed`` (a misspelt option must not pass unseen)."""
    for key in args:
        if key not in allowed:
            known = ", ".join(allowed) if allowed else "none"
            raise ValueError(f"{op} has no argument {excerpt(key, 40)}; arguments: {known}")
    return args


def integer(value: object, field: str, low: int, high: int) -> int:
    """A whole number ``low..high`` (bools refused)."""
    if not is_int(value) or not low <= value <= high:  # type: ignore[operator]
        raise ValueError(f"{field} is a whole number {low}..{high}, not {excerpt(value)}")
    assert isinstance(value, int)
    return value


def optional_integer(value: object, field: str, low: int, high: int) -> int | None:
    return None if value is None else integer(value, field, low, high)


def boolean(value: object, field: str) -> bool:
    """true or false (0 and 1 refused)."""
    if not isinstance(value, bool):
        raise ValueError(f"{field} is true or false, not {excerpt(value)}")
    return value


def number(value: object, field: str, low: float, high: float) -> float:
    """A number ``low..high`` (bools refused)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise ValueError(f"{field} is a number {low:g}..{high:g}, not {excerpt(value)}")
    return float(value)


def text(value: object, field: str, what: str, limit: int = MAX_TEXT) -> str:
    """A text of at most ``limit`` characters; ``what`` says what it should look like."""
    if not isinstance(value, str) or len(value) > limit:
        raise ValueError(f"{field} is {what}, not {excerpt(value)}")
    return value


def obj(value: object, field: str, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError(f"{field} is {what}, not {excerpt(value)}")
    return value


def array(value: object, field: str, what: str, limit: int = MAX_TILES) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{field} is {what}, not {excerpt(value)}")
    if len(value) > limit:
        raise ValueError(f"{field} has at most {limit} entries, not {len(value):,}")
    return value


TILE: Final = "a tile like [1|4]"
END: Final = "an end like [1|1] branch_a"


def tile_text(value: object, field: str) -> str:
    return text(value, field, TILE)


def end_text(value: object, field: str) -> str | None:
    return None if value is None else text(value, field, f"{END} or null")


MOVE_FIELDS: Final = {
    "place": ("type", "tile", "end", "claim"),
    "draw": ("type",),
    "pass": ("type",),
}


def move(value: object, field: str = "move") -> dict[str, Any]:
    """A move's JSON form, shape and types checked (the game judges its legality)."""
    data = obj(value, field, 'an object like {"type": "draw"}')
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in MOVE_FIELDS:
        raise ValueError(f"{field}.type is 'place', 'draw' or 'pass', not {excerpt(kind)}")
    only(data, MOVE_FIELDS[kind], f"a {kind} move")
    if kind == "place":
        tile_text(data.get("tile"), f"{field}.tile")
        end_text(data.get("end"), f"{field}.end")
        optional_integer(data.get("claim"), f"H2 {field}.claim", 0, MAX_CLAIM)
    return data


def levels(
    value: object, players: int, known: Collection[str], field: str = "levels"
) -> list[str | None]:
    """One entry per seat: null for the person's seat, else a level's name."""
    what = f"a list of {players} entries (null for the person, else a level)"
    entries = array(value, field, what, limit=max(players, MAX_TILES))
    if len(entries) != players:
        raise ValueError(f"{field} is {what}, not {len(entries)} entries")
    for seat, level in enumerate(entries):
        if level is not None and (not isinstance(level, str) or level not in known):
            names = ", ".join(known)
            raise ValueError(f"{field}[{seat}] is null or one of {names}, not {excerpt(level, 30)}")
    if entries.count(None) != 1:
        raise ValueError(f"{field} has exactly one null: the person's seat")
    return list(entries)


def steps(value: object) -> list[dict[str, Any]]:
    """``layout_of`` placements: [{"tile", "end"}], in order."""
    entries = array(value, "steps", 'a list of {"tile", "end"} placements')
    for i, step in enumerate(entries, start=1):
        where = f"steps[{i}]"
        only(obj(step, where, 'an object {"tile", "end"}'), ("tile", "end"), where)
        tile_text(step.get("tile"), f"{where}.tile")
        end_text(step.get("end"), f"{where}.end")
    return entries


def board_lists(tiles: object, joins: object) -> tuple[list[Any], list[Any]]:
    """``layout_of`` from a board's own form: its ``tiles`` and its ``joins`` [open end, side]."""
    tile_list = array(tiles, "tiles", "a list of tiles like [1|4]")
    for i, tile in enumerate(tile_list):
        tile_text(tile, f"tiles[{i}]")
    join_list = array(joins, "joins", "a list of [open end, joining side] pairs")
    for i, join in enumerate(join_list):
        pair = array(join, f"joins[{i}]", "a pair [open end, joining side]", limit=2)
        if len(pair) != 2:
            raise ValueError(f"joins[{i}] is a pair [open end, joining side], not {excerpt(pair)}")
        text(pair[0], f"joins[{i}][0]", END)
        text(pair[1], f"joins[{i}][1]", END)
    return tile_list, join_list


__all__ = [
    "MAX_DEPTH",
    "MAX_ID_TEXT",
    "MAX_MESSAGE",
    "MAX_SAFE",
    "array",
    "board_lists",
    "boolean",
    "integer",
    "is_int",
    "levels",
    "move",
    "nesting_depth",
    "number",
    "obj",
    "only",
    "optional_integer",
    "parse",
    "request_id",
    "steps",
    "tile_text",
]
