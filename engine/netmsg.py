"""The messages between a host's page and a guest's page (docs/protocol.md, Network).

Whatever arrives over the data channel is untrusted, from either side: a guest may forge moves,
and a guest's page must not draw whatever a host sends. So every message is read here first:
JSON text of at most ``MAX_WIRE`` characters nesting at most ``MAX_WIRE_DEPTH`` deep, version
``"v": 1``, one of a closed set of types per sender, exactly the fields of its type, each checked.
Out comes an immutable ``NetMessage``, or a ValueError whose short message names the field.
The messages carry data only: no markup is ever drawn from them and nothing in them is run.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final, Literal, get_args

from . import inbound
from .ai.levels import BASELINES, LEVELS
from .deal import OpenReason
from .errors import UnknownGame, excerpt, is_int
from .moves import move_from_json
from .origin import Origin
from .rules import MAX_PLAYERS, MIN_PLAYERS, PRESETS, Rules
from .seats import check_name, seats_from_json
from .shares import MAX_ROUND, check_hex
from .tiles import Tile

Sender = Literal["guest", "host"]
Check = Callable[[object, str], Any]

VERSION: Final = 1
MAX_WIRE: Final = 65_536  # characters of one message (the largest 4-player view seen: ~7 KB)
MAX_WIRE_DEPTH: Final = 8  # nesting (a view needs 5: message > view > board > joins > pair)
MAX_STEP: Final = 200  # engine.record.MAX_MOVES: events in one round
MAX_REFUSAL: Final = 180  # engine.protocol.MESSAGE_LIMIT
TOKEN_HEX: Final = 32
_TOKEN: Final = re.compile(r"[0-9a-f]{32}")
_DECIMAL: Final = re.compile(r"[0-9]{1,20}")


def _int(low: int, high: int) -> Check:
    return lambda value, field: inbound.integer(value, field, low, high)


def _nullable(check: Check) -> Check:
    return lambda value, field: None if value is None else check(value, field)


def _list(check: Check, low: int, high: int, what: str) -> Check:
    def checked(value: object, field: str) -> tuple[Any, ...]:
        items = inbound.array(value, field, what, limit=high)
        if len(items) < low:
            raise ValueError(f"{field} is {what}, not {len(items)} entries")
        return tuple(check(item, f"{field}[{i}]") for i, item in enumerate(items))

    return checked


def _token(value: object, field: str) -> str:
    if not isinstance(value, str) or _TOKEN.fullmatch(value) is None:
        raise ValueError(f"{field} is {TOKEN_HEX} lowercase hex digits, not {excerpt(value, 30)}")
    return value


def _tile(value: object, field: str) -> str:
    text = inbound.tile_text(value, field)
    try:
        return str(Tile.parse(text))
    except ValueError:
        raise ValueError(f"{field} is {inbound.TILE}, not {excerpt(value, 30)}") from None


def _object(value: object, field: str) -> Any:
    return freeze(inbound.obj(value, field, "an object"))


def _any(value: object, field: str) -> Any:
    return freeze(value)


def _move(value: object, field: str) -> Any:
    """A move's JSON form whose tile and end are real ones (the host's game judges legality)."""
    data = inbound.move(value, field)
    try:
        move_from_json(data)
    except ValueError as err:
        raise ValueError(f"{field}: {err}") from None
    return freeze(data)


def _seats(value: object, field: str) -> tuple[Any, ...]:
    what = "a list of 2..4 seats"
    count = len(inbound.array(value, field, what, limit=MAX_PLAYERS))
    if count < MIN_PLAYERS:
        raise ValueError(f"{field} is {what}, not {count}")
    seats = seats_from_json(value, count, LEVELS + BASELINES, field)
    return tuple(freeze(seat.to_json()) for seat in seats)


def _rules(value: object, field: str) -> Any:
    try:
        return freeze(Rules.from_json(value).to_json())
    except UnknownGame as err:  # a peer's newer game: the page says so in the player's words
        raise err.within(f"{field}: ") from None
    except ValueError as err:
        raise ValueError(f"{field}: {err}") from None


def _game(value: object, field: str) -> Any:
    """Which game a view is of (``Rules.game``): exactly one game's facts, as this engine has
    them (the page names the game and keeps its sheet from them)."""
    games = [rules.game for rules in PRESETS.values()]
    if value not in games:
        shown = ", ".join(game["preset"] for game in games)
        raise ValueError(f"{field} is the facts of one of {shown}, not {excerpt(value, 40)}")
    return freeze(value)


def _origin(value: object, field: str) -> str:
    """How the game began: one of the engine's origins (engine/origin.py), its word kept."""
    return Origin.read(value, field).value


def _opens(value: object, field: str) -> str:
    """Why the round's starter opens (engine/deal.py ``OpenReason``)."""
    reasons = get_args(OpenReason)
    if value not in reasons:
        raise ValueError(f"{field} is one of {', '.join(reasons)}, not {excerpt(value)}")
    return str(value)


def _refusal_text(value: object, field: str) -> str:
    return inbound.text(value, field, f"a text of at most {MAX_REFUSAL} characters", MAX_REFUSAL)


MAX_GAME_NAME: Final = 40  # engine.errors.UnknownGame: the longest name a refusal quotes


def _game_name(value: object, field: str) -> str:
    """The name of a game a guest's page does not know, as the host's welcome gave it: short
    and printable (the host's page never shows it; it is the guest's word for what it refused)."""
    if not isinstance(value, str) or not 0 < len(value) <= MAX_GAME_NAME or not value.isprintable():
        raise ValueError(
            f"{field} is null or a game's name of 1..{MAX_GAME_NAME} printable characters, "
            f"not {excerpt(value, 30)}"
        )
    return value


def _decimal(value: object, field: str) -> str:
    if not isinstance(value, str) or _DECIMAL.fullmatch(value) is None:
        raise ValueError(f"{field} is a seed in decimal digits, not {excerpt(value, 30)}")
    return value


SEAT: Final = _int(0, MAX_PLAYERS - 1)
COUNT: Final = _int(0, 28)
ROUND: Final = _int(1, MAX_ROUND)
STEP: Final = _int(0, MAX_STEP)
NONCE: Final = _int(0, inbound.MAX_SAFE)
HEXES: Final = _list(check_hex, MIN_PLAYERS, MAX_PLAYERS, "a list of one per seat (2..4)")
TILES: Final = _list(_tile, 0, 28, "a list of tiles like [1|4]")
GUEST_TYPES: Final = ("join", "commit", "reveal", "move", "ping", "pong", "unknown_game")

# The fields of a guest's view that the page reads to draw it, and how each is checked; the
# others (board, history, scores, rules, ...) are data it only shows or lays out, kept as JSON.
VIEW_FIELDS: Final[dict[str, Check]] = {
    "seat": SEAT,
    "players": _int(MIN_PLAYERS, MAX_PLAYERS),
    "sides": _int(MIN_PLAYERS, MAX_PLAYERS),
    "side_of": _list(SEAT, MIN_PLAYERS, MAX_PLAYERS, "one side per seat"),
    "round": ROUND,
    "starter": SEAT,
    "opens": _opens,
    "lot": _any,
    "lot_seats": _any,
    "hand": TILES,
    "hand_counts": _list(COUNT, MIN_PLAYERS, MAX_PLAYERS, "one count per seat"),
    "boneyard_count": COUNT,
    "board": _object,
    "scores": _any,
    "display_scores": _any,
    "tally": _any,
    "rules": _rules,
    "game": _game,
    "target": _any,
    "display_target": _any,
    "origin": _origin,
    "salt": NONCE,
    "current": _nullable(SEAT),
    "must_play": _nullable(_tile),
    "legal_moves": _list(_move, 0, 64, "a list of moves"),
    "history": _list(_object, 0, MAX_STEP, "a list of events"),
    "round_over": inbound.boolean,
    "round_result": _nullable(_object),
    "revealed_hands": _nullable(_list(TILES, MIN_PLAYERS, MAX_PLAYERS, "one hand per seat")),
    "over": inbound.boolean,
    "winner": _nullable(SEAT),
    "deal_fingerprint": _nullable(check_hex),
    "deal_seed": _nullable(_decimal),
}


def _guest_type(value: object, field: str) -> str:
    if not isinstance(value, str) or value not in GUEST_TYPES:
        raise ValueError(
            f"{field} is null or one of {', '.join(GUEST_TYPES)}, not {excerpt(value)}"
        )
    return value


def _view(value: object, field: str) -> Mapping[str, Any]:
    """A seat's view with exactly the fields of ``Game.view``, the ones the page reads checked,
    its game the one its rules name."""
    view = _fields(inbound.obj(value, field, "a seat's view (an object)"), VIEW_FIELDS, field)
    preset = view["rules"].get("preset", "five-up")
    if view["game"]["preset"] != preset:
        raise ValueError(f"{field}.game is {view['game']['preset']}'s, not {preset}'s: its rules'")
    return view


PREVIEW_FIELDS: Final[dict[str, Check]] = {
    "type": _any,
    "tile": _tile,
    "end": _nullable(_any),
    "points": _int(0, 1000),
    "display_points": _int(0, 200),
    "ends_sum": _int(0, 1000),
}


def _preview(value: object, field: str) -> Mapping[str, Any]:
    return _fields(inbound.obj(value, field, "a preview (an object)"), PREVIEW_FIELDS, field)


# Each sender's message types and their fields (besides "v" and "type"), every one required.
TYPES: Final[dict[Sender, dict[str, dict[str, Check]]]] = {
    "guest": {
        "join": {"seat": SEAT, "token": _token, "name": check_name},
        "commit": {"round": ROUND, "commitment": check_hex},
        "reveal": {"round": ROUND, "share": check_hex},
        "move": {"round": ROUND, "step": STEP, "move": _move},
        "ping": {"nonce": NONCE},
        "pong": {"nonce": NONCE},
        # The welcome's game is one this guest's page does not know: it joins no seat, and says so.
        "unknown_game": {"preset": _nullable(_game_name)},
    },
    "host": {
        "welcome": {"seat": SEAT, "seats": _seats, "rules": _rules},
        "new_round": {"round": ROUND},
        "commit": {"round": ROUND, "commitments": HEXES},
        "reveal": {"round": ROUND, "shares": HEXES},
        "view": {
            "round": ROUND,
            "step": STEP,
            "view": _view,
            "previews": _list(_preview, 0, 64, "a list of previews"),
        },
        "refused": {
            "message": _refusal_text,
            "of": _nullable(_guest_type),
        },
        "paused": {"waiting": _list(SEAT, 1, MAX_PLAYERS, "a list of seats (1..4)")},
        "resumed": {},
        "ping": {"nonce": NONCE},
        "pong": {"nonce": NONCE},
    },
}


def _fields(data: dict[str, Any], checks: Mapping[str, Check], where: str) -> Mapping[str, Any]:
    """Exactly the fields in ``checks``, each checked, as a read-only mapping."""
    for key in data:
        if key not in checks:
            known = ", ".join(checks) or "none"
            raise ValueError(f"{where} has no field {excerpt(key, 30)}; fields: {known}")
    for key in checks:
        if key not in data:
            raise ValueError(f"{where}.{key} is missing")
    return MappingProxyType(
        {key: check(data[key], f"{where}.{key}") for key, check in checks.items()}
    )


def freeze(value: object) -> Any:
    """A JSON value that cannot change: objects as read-only mappings, arrays as tuples."""
    if isinstance(value, dict):
        return MappingProxyType({key: freeze(item) for key, item in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(freeze(item) for item in value)
    return value


def thaw(value: object) -> Any:
    """Back to plain JSON (dicts and lists), for ``json.dumps``."""
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, tuple):
        return [thaw(item) for item in value]
    return value


@dataclass(frozen=True, slots=True)
class NetMessage:
    """One checked message: who sent it, its type, and its fields (read-only, JSON values)."""

    sender: Sender
    type: str
    fields: Mapping[str, Any]

    def __getitem__(self, name: str) -> Any:
        return self.fields[name]

    def to_json(self) -> dict[str, Any]:
        return {"v": VERSION, "type": self.type, **thaw(self.fields)}


def parse_view(value: object) -> dict[str, Any]:
    """A seat's view handed back by a guest's page (for its hint), checked as on the wire."""
    return thaw(_view(value, "view"))  # type: ignore[no-any-return]


def sender_of(value: object) -> Sender:
    if value == "guest":
        return "guest"
    if value == "host":
        return "host"
    raise ValueError(f"from is 'guest' or 'host', not {excerpt(value, 30)}")


def check(data: object, sender: Sender) -> NetMessage:
    """A parsed message's value checked: version, type, exactly its fields."""
    message = inbound.obj(data, "a network message", 'an object {"v": 1, "type", ...}')
    version = message.get("v")
    if not is_int(version) or version != VERSION:
        raise ValueError(f"v is {VERSION} (this page's network version), not {excerpt(version)}")
    kind = message.get("type")
    types = TYPES[sender]
    if not isinstance(kind, str) or kind not in types:
        names = ", ".join(types)
        raise ValueError(f"type is one of {names} (from a {sender}), not {excerpt(kind, 30)}")
    body = {key: value for key, value in message.items() if key not in ("v", "type")}
    return NetMessage(sender, kind, _fields(body, types[kind], kind))


def parse(text: object, sender: Sender) -> NetMessage:
    """One message off the wire: bounded before it is parsed, then checked field by field."""
    if not isinstance(text, str):
        raise ValueError(f"a network message is JSON text, not {type(text).__name__}")
    if len(text) > MAX_WIRE:
        raise ValueError(f"a network message is at most {MAX_WIRE:,} characters, not {len(text):,}")
    if inbound.nesting_depth(text) > MAX_WIRE_DEPTH:
        raise ValueError(
            f"a network message nests arrays and objects at most {MAX_WIRE_DEPTH} deep"
        )
    return check(inbound.parse(text), sender)


def make(sender: Sender, kind: str, **fields: object) -> NetMessage:
    """A message to send, checked exactly as its receiver will check it."""
    return check({"v": VERSION, "type": kind, **fields}, sender)


__all__ = [
    "GUEST_TYPES",
    "MAX_WIRE",
    "MAX_WIRE_DEPTH",
    "TYPES",
    "VERSION",
    "NetMessage",
    "check",
    "freeze",
    "make",
    "parse",
    "parse_view",
    "sender_of",
    "thaw",
]
