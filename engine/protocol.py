"""The worker's side of the page <-> engine protocol (docs/protocol.md).

The page sends small JSON requests ``{"id", "op", "args"}``; ``handle_json`` answers with
``{"id", "ok": true, "result"}`` or ``{"id", "ok": false, "error": {"kind", "message"}}``. Keeping
this in Python means the whole protocol is tested with plain pytest, without a browser.
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Callable
from typing import Any

from . import __version__
from .ai import BASELINES, LEVELS, choose
from .errors import IllegalMove
from .game import Game
from .moves import move_from_json, move_to_json

Handler = Callable[["Session", dict[str, Any]], Any]


class Session:
    """One game in the worker: who is the person, which level plays each other seat."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.human = 0
        self.levels: list[str | None] = []

    def require_game(self) -> Game:
        if self.game is None:
            raise ValueError("no game yet: start one with new_game")
        return self.game

    def state(self) -> dict[str, Any]:
        game = self.require_game()
        return {"view": game.view(self.human), "human": self.human, "levels": list(self.levels)}


def _levels(value: object, players: int) -> list[str | None]:
    if not isinstance(value, list) or len(value) != players:
        raise ValueError(f"levels is a list of {players} entries (null for the person)")
    known = LEVELS + BASELINES
    for level in value:
        if level is not None and level not in known:
            raise ValueError(f"unknown level {level!r}; levels are {', '.join(known)}")
    if value.count(None) != 1:
        raise ValueError("exactly one seat is the person's (null in levels)")
    return list(value)


def op_hello(session: Session, args: dict[str, Any]) -> Any:
    return {"version": __version__}


def op_new_game(session: Session, args: dict[str, Any]) -> Any:
    players = args.get("players", 2)
    seed = args.get("seed")
    levels = _levels(args.get("levels", [None] + ["normal"] * (players - 1)), players)
    session.game = Game.new(players, seed)
    session.levels = levels
    session.human = levels.index(None)
    return session.state()


def op_state(session: Session, args: dict[str, Any]) -> Any:
    return session.state()


def op_play(session: Session, args: dict[str, Any]) -> Any:
    game = session.require_game()
    if not game.round_over and game.current != session.human:
        raise IllegalMove(f"R2.1 it is seat {game.current}'s turn, not yours")
    game.play(move_from_json(args.get("move")))
    return session.state()


def ai_seed(game: Game) -> int:
    """A reproducible seed for the computer's next decision in this game."""
    log = game.rounds[-1]
    return (game.seed * 1_000_003 + log.number * 1_009 + len(log.events)) % 2**63


def op_ai_move(session: Session, args: dict[str, Any]) -> Any:
    game = session.require_game()
    if game.round_over:
        raise IllegalMove("R8.1 the round is over; no moves until the next round")
    seat = game.current
    level = session.levels[seat]
    if level is None:
        raise IllegalMove(f"seat {seat} is the person's; the computer does not move for them")
    move = choose(game.view(seat), level, ai_seed(game))
    game.play(move)
    last = game.rounds[-1].events[-1]
    points = last[4] if last[0] == "place" else 0
    return {"seat": seat, "move": move_to_json(move), "points": points, "state": session.state()}


def op_next_round(session: Session, args: dict[str, Any]) -> Any:
    session.require_game().next_round()
    return session.state()


def op_record(session: Session, args: dict[str, Any]) -> Any:
    record = session.require_game().to_record()
    record["levels"] = list(session.levels)
    record["human"] = session.human
    return record


def op_load(session: Session, args: dict[str, Any]) -> Any:
    record = args.get("record")
    game = Game.from_record(record)
    assert isinstance(record, dict)
    levels = _levels(record.get("levels", [None] + ["normal"] * (game.players - 1)), game.players)
    session.game, session.levels, session.human = game, levels, levels.index(None)
    return session.state()


def op_layout(session: Session, args: dict[str, Any]) -> Any:
    from .layout import layout

    aspect = args.get("aspect", 16 / 9)
    if not isinstance(aspect, (int, float)) or not 0.2 <= aspect <= 5:
        raise ValueError(f"aspect is a width/height ratio between 0.2 and 5, not {aspect!r}")
    return layout(session.require_game().board, float(aspect))


OPERATIONS: dict[str, Handler] = {
    "hello": op_hello,
    "new_game": op_new_game,
    "state": op_state,
    "play": op_play,
    "ai_move": op_ai_move,
    "next_round": op_next_round,
    "record": op_record,
    "load": op_load,
    "layout": op_layout,
}

SESSION = Session()


def handle(request: object, session: Session = SESSION) -> dict[str, Any]:
    """Answer one request; never raises: every failure becomes a structured error."""
    ident = request.get("id") if isinstance(request, dict) else None
    try:
        if not isinstance(request, dict):
            raise ValueError("a request is an object with 'id', 'op' and 'args'")
        op = request.get("op")
        handler = OPERATIONS.get(op) if isinstance(op, str) else None
        if handler is None:
            raise ValueError(f"unknown operation {op!r}; known: {', '.join(OPERATIONS)}")
        args = request.get("args") or {}
        if not isinstance(args, dict):
            raise ValueError("args is an object")
        return {"id": ident, "ok": True, "result": handler(session, args)}
    except IllegalMove as err:
        return {"id": ident, "ok": False, "error": {"kind": "IllegalMove", "message": str(err)}}
    except ValueError as err:
        return {"id": ident, "ok": False, "error": {"kind": "ValueError", "message": str(err)}}
    except Exception as err:  # a bug: report it in words instead of stalling the page
        detail = "".join(traceback.format_exception_only(type(err), err)).strip()
        message = f"internal error: {detail}"
        return {"id": ident, "ok": False, "error": {"kind": "InternalError", "message": message}}


def handle_json(text: str) -> str:
    """The worker's one entry point: JSON text in, JSON text out."""
    try:
        request = json.loads(text)
    except (TypeError, ValueError):
        request = None
        answer = {"id": None, "ok": False, "error": {"kind": "ValueError", "message": "not JSON"}}
        return json.dumps(answer)
    return json.dumps(handle(request))
