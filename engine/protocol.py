"""The worker's side of the page <-> engine protocol (docs/protocol.md).

The page sends small JSON requests ``{"id", "op", "args"}``; ``handle_json`` answers with
``{"id", "ok": true, "result"}`` or ``{"id", "ok": false, "error": {"kind", "message"}}``. Keeping
this in Python means the whole protocol is tested with plain pytest, without a browser.
"""

from __future__ import annotations

import json
import time
import traceback
from collections.abc import Callable
from typing import Any, Final

from . import (
    __version__,
    challengeops,
    inbound,
    ledger,
    lines,
    netmsg,
    netops,
    puzzleops,
    setupops,
    summary,
)
from .ai import LEVELS, choose, decision_seed
from .errors import IllegalMove, UnknownGame, excerpt
from .events import Placed
from .game import Game, exact_claim
from .moves import move_from_json, move_to_json
from .origin import Origin
from .rules import MIN_PLAYERS, Rules, describe
from .seats import computer, people, remote_seats
from .session import (
    DEFAULT_LEVEL,
    Session,  # the worker makes its session from here (web/worker/engine.js)
    load,
    record_of,
    record_seats,
    salt_of,
    seats_of,
)
from .takeback import game_at, take_back
from .view import event_to_json, result_to_json

Handler = Callable[[Session, dict[str, Any]], Any]

PROTOCOL: Final = 2  # the shape of hello, new_game and state (docs/protocol.md)
MESSAGE_LIMIT: Final = 180  # a refusal's words, whatever went wrong (a last-resort cut)
MAX_SEED: Final = inbound.MAX_SAFE - 1  # seeds a JavaScript number holds exactly


def op_hello(session: Session, args: dict[str, Any]) -> Any:
    """The table: levels and rule options with their defaults and bounds (the page holds none)."""
    return {
        "version": __version__,
        "protocol": PROTOCOL,
        "network": netmsg.VERSION,
        "levels": list(LEVELS),
        "default_level": DEFAULT_LEVEL,
        "rules": describe(),
    }


def op_new_game(session: Session, args: dict[str, Any]) -> Any:
    rules = Rules.from_json(args.get("rules"))
    players = args.get("players")
    players = rules.check_players(MIN_PLAYERS if players is None else players)
    seats = seats_of(args, players)
    seed = inbound.optional_integer(args.get("seed"), "seed", 0, MAX_SEED)
    shared = inbound.boolean(args.get("shared", False), "shared")
    if shared and seed is not None:
        raise ValueError("new_game takes a seed or shared, not both: shares make the seed")
    salt = salt_of(args.get("salt"), seed is not None or shared)
    if shared:
        game = netops.shared_game(session, players, rules, salt)
        session.pending = None
    else:
        game = Game.new(players, seed, rules, salt=salt)
    session.start(game, seats)
    return session.state()


def op_state(session: Session, args: dict[str, Any]) -> Any:
    return session.state()


def op_play(session: Session, args: dict[str, Any]) -> Any:
    """The person's move; under Muggins (H2) a placement may carry its ``claim``."""
    game = session.require_game()
    move = move_from_json(inbound.move(args.get("move")))
    if not game.round_over and not session.seats[game.current].is_person:
        raise IllegalMove(f"R2.1 it is seat {game.current}'s turn, a computer's")
    if not game.round_over and session.seats[game.current].remote:
        raise IllegalMove(f"R2.1 it is seat {game.current}'s turn, played from its own device")
    game.play(move)
    return session.state()


def op_ai_move(session: Session, args: dict[str, Any]) -> Any:
    """The computer's move for the seat to act, seeded from that seat's view (public facts only);
    under Muggins it claims exactly (H2)."""
    game = session.require_game()
    if game.round_over:
        raise IllegalMove("R8.1 the round is over; no moves until the next round")
    seat = game.current
    level = session.levels[seat]
    if level is None:
        raise IllegalMove(f"seat {seat} is a person's; the computer does not move for them")
    view = game.view(seat)
    seed = decision_seed(view)
    start, start_cpu = time.perf_counter(), time.process_time()
    chosen = choose(view, level, seed)
    cpu_ms = 1000 * (time.process_time() - start_cpu)
    ms = 1000 * (time.perf_counter() - start)
    move = exact_claim(game, chosen)
    game.play(move)
    last = game.rounds[-1].events[-1]
    points = last.points if isinstance(last, Placed) else 0
    return {
        "seat": seat,
        "move": move_to_json(move),
        "points": points,
        # How long the decision itself took where it ran (scripts/measure_ai_web.py reads it).
        "think_ms": round(ms, 3),
        "think_cpu_ms": round(cpu_ms, 3),
        "state": session.state(),
    }


def op_next_round(session: Session, args: dict[str, Any]) -> Any:
    """The next round; a shared game's from the shares collected for it (Network)."""
    game = session.require_game()
    if game.origin != Origin.SHARED:
        game.next_round()
        return session.state()
    if not game.round_over or game.over:
        game.next_round()  # refused, citing R8.1 or R9.2
    game.next_round(netops.shared_shares(session, game.round_number + 1, game.players))
    session.pending = None
    return session.state()


def op_record(session: Session, args: dict[str, Any]) -> Any:
    record = session.require_game().to_record()
    record["levels"] = session.levels
    record["seats"] = [seat.to_json() for seat in session.seats]
    record["human"] = session.human
    record["undos"] = session.undos
    return record


def op_load(session: Session, args: dict[str, Any]) -> Any:
    """A saved game (engine/session.py's ``load``: every check before the session changes)."""
    load(session, args.get("record"))
    return session.state()


def _person(session: Session, value: object, field: str = "seat") -> int:
    """A person's seat (``human`` when not given)."""
    if value is None:
        return session.human
    seat = inbound.integer(value, field, 0, len(session.seats) - 1)
    if not session.seats[seat].is_person:
        raise ValueError(f"{field} {seat} is a computer's, not a person's")
    if session.seats[seat].remote:
        raise ValueError(f"{field} {seat} is a guest's, played from its own device")
    return seat


def op_undo(session: Session, args: dict[str, Any]) -> Any:
    """Take back ``seat``'s (default: ``human``'s) last placement of this round and the computer
    moves after it, while no other person has acted since."""
    game = session.require_game()
    seat = _person(session, args.get("seat"))
    if not game.origin.aids:
        raise IllegalMove(
            f"no undo in a {game.origin.value} game: its score is set beside another's"
        )
    if remote_seats(session.seats):
        raise IllegalMove("no undo at a table over the network: every move there is final")
    acted = [e.seat for e in game.rounds[-1].events if session.seats[e.seat].is_person]
    if acted and acted[-1] != seat:
        raise IllegalMove(
            f"seat {acted[-1]} has acted since: undo takes back only your own last move "
            "while no other person has acted"
        )
    game = take_back(game, seat)
    session.game, session.undos = game, session.undos + 1
    return session.state()


def op_hint(session: Session, args: dict[str, Any]) -> Any:
    """The hard computer's move for the person, seeded from the person's own view."""
    game = session.require_game()
    if not game.origin.aids:
        raise IllegalMove(
            f"no hint in a {game.origin.value} game: its score is set beside another's"
        )
    if game.round_over or game.current != session.human:
        raise IllegalMove("a hint is for your own turn")
    view = game.view(session.human)
    return {"move": move_to_json(choose(view, "hard", decision_seed(view)))}


def op_view_hint(session: Session, args: dict[str, Any]) -> Any:
    """The hard computer's move for a guest's own view (a guest's engine holds no game): the view
    the host sent, checked as it came off the wire (``net_parse``), with its legal moves."""
    view = netmsg.parse_view(args.get("view"))
    if view["current"] != view["seat"] or not view["legal_moves"]:
        raise IllegalMove("a hint is for your own turn")
    return {"move": move_to_json(choose(view, "hard", decision_seed(view)))}


def op_seat_to_computer(session: Session, args: dict[str, Any]) -> Any:
    """A guest who does not come back: their seat is played by a computer of ``level`` from now
    on (Network); the game goes on where it was."""
    game = session.require_game()
    seat = inbound.integer(args.get("seat"), "seat", 0, game.players - 1)
    if not session.seats[seat].remote:
        raise ValueError(f"seat {seat} is not a guest's; only a guest's seat goes to a computer")
    level = args.get("level")
    if not isinstance(level, str) or level not in LEVELS:
        raise ValueError(f"level is one of {', '.join(LEVELS)}, not {excerpt(level, 30)}")
    session.seats = tuple(computer(level) if i == seat else s for i, s in enumerate(session.seats))
    return session.state()


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
                "events": [event_to_json(e, game.rules) for e in log.events],
                "result": result_to_json(log.result, game.rules, game.players),
                "deal_seed": str(log.seed) if finished and log.seed is not None else None,
            }
        )
    seats = [seat.to_json() for seat in session.seats]
    return {"rounds": rounds, "human": session.human, "seats": seats}


def op_replay(session: Session, args: dict[str, Any]) -> Any:
    """A finished game's position after ``step`` moves of round ``round``, every hand shown."""
    record = record_of(args.get("record"))
    number = inbound.integer(args.get("round", 1), "round", 1, inbound.MAX_SAFE)
    step = inbound.integer(args.get("step", 0), "step", 0, inbound.MAX_SAFE)
    final = Game.from_record(record)
    if not final.over:
        raise ValueError("only a finished game can be replayed")
    human = people(record_seats(record, final.players))[0]
    game = game_at(record, number, step)
    view = game.view(human)
    view["revealed_hands"] = [[str(t) for t in hand] for hand in game.hands]
    return {
        "view": view,
        "round": game.round_number,
        "rounds": len(final.rounds),
        "steps": len(final.rounds[game.round_number - 1].events),
    }


def _aspect(args: dict[str, Any]) -> float:
    return inbound.number(args.get("aspect", 16 / 9), "aspect (width/height)", 0.2, 5)


def op_layout(session: Session, args: dict[str, Any]) -> Any:
    from .layout import layout

    return layout(session.require_game().board, _aspect(args))


def op_layout_of(session: Session, args: dict[str, Any]) -> Any:
    """Geometry of a board built from given placements (the rules' examples, replays, the coach):
    ``steps`` [{"tile", "end"}], or a board's own ``tiles`` and ``joins`` (Board.to_dict), on the
    board of the game of ``rules`` (its JSON form; none: Five Up's), drawn as its table draws it."""
    from .boards import board_of
    from .layout import layout

    aspect = _aspect(args)
    rules = Rules.from_json(args.get("rules"))
    if "steps" in args:
        checked: dict[str, Any] = {"steps": inbound.steps(args["steps"])}
    else:
        tiles, joins = inbound.board_lists(args.get("tiles"), args.get("joins", []))
        checked = {"tiles": tiles, "joins": joins}
    board, steps = board_of(checked, rules)
    return {"layout": layout(board, aspect), "board": board.to_dict(), "steps": steps}


def op_coach(session: Session, args: dict[str, Any]) -> Any:
    """After a round: the person's moves where the hard computer would have played otherwise,
    and in a game of partners what the partner told them (ai/partnernotes.py), both from one
    valuation of the person's decisions."""
    from .ai.coach import decisions, moments_of
    from .ai.partnernotes import partner_notes

    game = session.require_game()
    number = inbound.integer(args.get("round", game.round_number), "round", 1, game.round_number)
    record, seat = game.to_record(), _person(session, args.get("seat"))
    found = decisions(record, number, seat)
    moments = moments_of(found)
    notes = partner_notes(record, number, seat, found)
    # The total the review leads with, summed here so the page does no points arithmetic; every
    # figure also in display points, as the score sheet counts them (R6.2): the page says those.
    total = round(sum(m.gain for m in moments), 1)
    per = game.rules.raw_per_display
    return {
        "round": number,
        "moments": [m.to_json(per) for m in moments],
        "total_gain": total,
        "display_total_gain": round(total / per, 1),
        "partner": None if notes is None else notes.to_json(per),
    }


# Each operation and the arguments it takes (any other is refused: a misspelt option must not
# silently fall back to its default).
OPERATIONS: dict[str, tuple[Handler, tuple[str, ...]]] = {
    "hello": (op_hello, ()),
    "new_game": (op_new_game, ("players", "seats", "levels", "seed", "rules", "salt", "shared")),
    "state": (op_state, ()),
    "play": (op_play, ("move",)),
    "ai_move": (op_ai_move, ()),
    "next_round": (op_next_round, ()),
    "record": (op_record, ()),
    "load": (op_load, ("record",)),
    "layout": (op_layout, ("aspect",)),
    "undo": (op_undo, ("seat",)),
    "hint": (op_hint, ()),
    "view_hint": (op_view_hint, ("view",)),
    "seat_to_computer": (op_seat_to_computer, ("seat", "level")),
    "log": (op_log, ()),
    "replay": (op_replay, ("record", "round", "step")),
    "layout_of": (op_layout_of, ("steps", "tiles", "joins", "aspect", "rules")),
    "coach": (op_coach, ("round", "seat")),
    # A table over the network (engine/netops.py)
    "deal_begin": (netops.op_deal_begin, ("round", "players", "remote")),
    "deal_commit": (netops.op_deal_commit, ("seat", "commitment")),
    "deal_reveal": (netops.op_deal_reveal, ("seat", "share")),
    "deal_share": (netops.op_deal_share, ("round", "seat")),
    "deal_shares": (netops.op_deal_shares, ()),
    "deal_check": (
        netops.op_deal_check,
        ("round", "seat", "commitments", "shares", "fingerprint", "hand", "rules"),
    ),
    "net_view": (netops.op_net_view, ("seat",)),
    "guest_move": (netops.op_guest_move, ("seat", "round", "step", "move")),
    "net_parse": (netops.op_net_parse, ("from", "text")),
    "view_log": (netops.op_view_log, ("view",)),
    "view_ledger": (netops.op_view_ledger, ("view",)),
    # What-if lines and the same deals again (issue 16)
    "line": (lines.op_line, ("record", "round", "step", "seats")),
    "line_result": (lines.op_line_result, ()),
    "again": (lines.op_again, ("record", "seats")),
    "again_hard": (lines.op_again_hard, ("record", "seat", "so_far")),
    # The daily deal and challenge links (engine/challengeops.py)
    "daily": (challengeops.op_daily, ("date", "name")),
    "challenge": (challengeops.op_challenge, ("record", "date", "name")),
    "challenge_open": (challengeops.op_challenge_open, ("code", "vs")),
    "challenge_play": (challengeops.op_challenge_play, ("name",)),
    # The match history (engine/summary.py)
    "summary": (summary.op_summary, ("record",)),
    # What the table knows (engine/ledger.py)
    "ledger": (ledger.op_ledger, ("seat",)),
    # Puzzles (engine/puzzleops.py)
    "puzzles": (puzzleops.op_puzzles, ("data",)),
    "puzzle": (puzzleops.op_puzzle, ("puzzle",)),
    # Set-up positions (engine/setupops.py, docs/notation.md)
    "setup": (setupops.op_setup, ("notation", "position", "seats", "levels", "seed", "salt")),
    "position": (setupops.op_position, ("boneyard", "record", "round", "step", "seat")),
    "position_read": (setupops.op_position_read, ("notation", "position")),
    "rules_read": (setupops.op_rules_read, ("text", "rules")),
    "setup_table": (setupops.op_setup_table, ("rules",)),
    "setup_board": (setupops.op_setup_board, ("steps", "aspect", "rules")),
}

REQUEST_FIELDS: Final = ("id", "op", "args")


SESSION = Session()


def _dispatch(session: Session, request: object) -> Any:
    """Check the request's shape and its op's arguments, then run the op."""
    message = inbound.obj(request, "a request", 'an object {"id", "op", "args"}')
    inbound.only(message, REQUEST_FIELDS, "a request")
    op = message.get("op")
    if not isinstance(op, str) or op not in OPERATIONS:
        raise ValueError(f"unknown operation {excerpt(op, 24)}; see hello and docs/protocol.md")
    handler, allowed = OPERATIONS[op]
    args = message.get("args")
    args = inbound.only(inbound.obj({} if args is None else args, "args", "an object"), allowed, op)
    return handler(session, args)


def refusal(ident: object, kind: str, message: str, **facts: Any) -> dict[str, Any]:
    """A refused request's answer: its words cut to ``MESSAGE_LIMIT`` characters whatever they
    quote (a last resort: every message is meant to be short already); ``facts``, a stable
    ``code`` and what the page needs to say it in its own words (an unknown game's ``preset``)."""
    if len(message) > MESSAGE_LIMIT:
        message = message[: MESSAGE_LIMIT - 1] + "…"
    return {"id": ident, "ok": False, "error": {"kind": kind, "message": message, **facts}}


def handle(request: object, session: Session = SESSION) -> dict[str, Any]:
    """Answer one request; never raises: every failure becomes a structured error. A request
    with a bad id is answered with id null (its id cannot be echoed safely)."""
    try:
        raw = request.get("id") if isinstance(request, dict) else None
        ident = inbound.request_id(raw)
    except ValueError as err:
        return refusal(None, "ValueError", str(err))
    try:
        return {"id": ident, "ok": True, "result": _dispatch(session, request)}
    except IllegalMove as err:
        return refusal(ident, "IllegalMove", str(err))
    except UnknownGame as err:
        return refusal(ident, "ValueError", str(err), code=err.code, preset=err.preset)
    except ValueError as err:
        return refusal(ident, "ValueError", str(err))
    except Exception as err:  # a bug: report it in words instead of stalling the page
        detail = "".join(traceback.format_exception_only(type(err), err)).strip()
        return refusal(ident, "InternalError", f"internal error: {detail}")


def _dumps(answer: dict[str, Any]) -> str:
    """Strict JSON (no NaN or Infinity); an answer that cannot be written is a bug, said so."""
    try:
        return json.dumps(answer, allow_nan=False)
    except (TypeError, ValueError) as err:
        ident = answer.get("id")
        return json.dumps(refusal(ident, "InternalError", f"internal error: answer: {err}"))


def handle_json(text: object, session: Session = SESSION) -> str:
    """The worker's one entry point: JSON text in, JSON text out. The text is bounded in size and
    nesting before it is parsed (engine/inbound.py); the answer is always strict JSON."""
    try:
        request = inbound.parse(text)
    except ValueError as err:
        return _dumps(refusal(None, "ValueError", str(err)))
    return _dumps(handle(request, session))


__all__ = ["OPERATIONS", "PROTOCOL", "SESSION", "Session", "handle", "handle_json", "refusal"]
