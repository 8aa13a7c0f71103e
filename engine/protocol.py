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
from .moves import Place, move_from_json, move_to_json
from .takeback import game_at, take_back
from .view import event_to_json

Handler = Callable[["Session", dict[str, Any]], Any]


class Session:
    """One game in the worker: who is the person, which level plays each other seat."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.human = 0
        self.levels: list[str | None] = []
        self.undos = 0  # take-backs in this game (the statistics count them)

    def require_game(self) -> Game:
        if self.game is None:
            raise ValueError("no game yet: start one with new_game")
        return self.game

    def state(self) -> dict[str, Any]:
        game = self.require_game()
        return {
            "view": game.view(self.human),
            "human": self.human,
            "levels": list(self.levels),
            "undos": self.undos,
            "previews": previews(game) if game.current == self.human else [],
        }


def previews(game: Game) -> list[dict[str, Any]]:
    """What each legal placement would score now, and the ends' sum it leaves (a play aid)."""
    found = []
    for move in game.legal_moves():
        if isinstance(move, Place):
            board = game.board.copy()
            points = board.place(move.tile, move.end)
            found.append({**move_to_json(move), "points": points, "ends_sum": board.ends_sum()})
    return found


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
    record["undos"] = session.undos
    return record


def _record_levels(record: dict[str, Any], players: int) -> list[str | None]:
    return _levels(record.get("levels", [None] + ["normal"] * (players - 1)), players)


def op_load(session: Session, args: dict[str, Any]) -> Any:
    record = args.get("record")
    game = Game.from_record(record)
    assert isinstance(record, dict)
    levels = _record_levels(record, game.players)
    undos = record.get("undos", 0)
    if not isinstance(undos, int) or isinstance(undos, bool) or undos < 0:
        raise ValueError(f"game record: undos is a count, not {undos!r}")
    session.game, session.levels, session.human = game, levels, levels.index(None)
    session.undos = undos
    return session.state()


def op_undo(session: Session, args: dict[str, Any]) -> Any:
    """Take back the person's last placement of this round and the computer moves after it."""
    session.game = take_back(session.require_game(), session.human)
    session.undos += 1
    return session.state()


def op_hint(session: Session, args: dict[str, Any]) -> Any:
    """The hard computer's move for the person, from the person's own view."""
    game = session.require_game()
    if game.round_over or game.current != session.human:
        raise IllegalMove("a hint is for your own turn")
    return {"move": move_to_json(choose(game.view(session.human), "hard", ai_seed(game)))}


def op_log(session: Session, args: dict[str, Any]) -> Any:
    """Every round's public events and results: the move log."""
    game = session.require_game()
    rounds = []
    for log in game.rounds:
        finished = log.result is not None
        rounds.append(
            {
                "number": log.number,
                "starter": log.deal.starter,
                "scores_before": list(log.scores_before),
                "events": [event_to_json(e) for e in log.events],
                "result": log.result,
                "deal_seed": str(log.seed) if finished and log.seed is not None else None,
            }
        )
    return {"rounds": rounds, "human": session.human}


def op_replay(session: Session, args: dict[str, Any]) -> Any:
    """A finished game's position after ``step`` moves of round ``round``, every hand shown."""
    record = args.get("record")
    final = Game.from_record(record)
    if not final.over:
        raise ValueError("only a finished game can be replayed")
    assert isinstance(record, dict)
    human = _record_levels(record, final.players).index(None)
    game = game_at(record, args.get("round", 1), args.get("step", 0))
    view = game.view(human)
    view["revealed_hands"] = [[str(t) for t in hand] for hand in game.hands]
    return {
        "view": view,
        "round": game.round_number,
        "rounds": len(record["rounds"]),
        "steps": len(record["rounds"][game.round_number - 1]["moves"]),
    }


def _aspect(args: dict[str, Any]) -> float:
    aspect = args.get("aspect", 16 / 9)
    if not isinstance(aspect, (int, float)) or not 0.2 <= aspect <= 5:
        raise ValueError(f"aspect is a width/height ratio between 0.2 and 5, not {aspect!r}")
    return float(aspect)


def op_layout(session: Session, args: dict[str, Any]) -> Any:
    from .layout import layout

    return layout(session.require_game().board, _aspect(args))


def op_layout_of(session: Session, args: dict[str, Any]) -> Any:
    """Geometry of a board built from given placements (the rules' examples, replays, the coach):
    ``steps`` [{"tile", "end"}], or a board's own ``tiles`` and ``joins`` (Board.to_dict)."""
    from .boards import board_of
    from .layout import layout

    board, steps = board_of(args)
    return {"layout": layout(board, _aspect(args)), "board": board.to_dict(), "steps": steps}


def op_coach(session: Session, args: dict[str, Any]) -> Any:
    """After a round: the person's moves where the hard computer would have played otherwise."""
    from .coach import coach_round

    game = session.require_game()
    number = args.get("round", game.round_number)
    record = game.to_record()
    moments = coach_round(record, number, session.human)
    return {"round": number, "moments": [m.to_json() for m in moments]}


def op_bench_ai(session: Session, args: dict[str, Any]) -> Any:
    """The AI's decision times measured where it runs (in the browser: inside Pyodide)."""
    from .ai.bench import ai_timings

    rounds = args.get("rounds", 2)
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 8:
        raise ValueError(f"rounds is 1..8, not {rounds!r}")
    return ai_timings(rounds)


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
    "undo": op_undo,
    "hint": op_hint,
    "log": op_log,
    "replay": op_replay,
    "layout_of": op_layout_of,
    "coach": op_coach,
    "bench_ai": op_bench_ai,
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
