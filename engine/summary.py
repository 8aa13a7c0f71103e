"""Where a game's points came from, round by round: the match history's charts (docs/history.md).

``summary`` replays a game record (``Game.from_record``: every move through the rules, anything
malformed refused naming the field) and gives, per round and per side, the points its placements
took (R6, AF4), the points it took through Muggins from another side's claim that was not exact
(H2, AF9), its hands' deductions (R8.3, negative), the count it took as the hand's winner (AF6-AF7,
PB6-PB7) and its capicúa bonus (PB9), their total and the scores before and after, in raw points
and in display points (each game's own: Five Up's are raw / 5, R6.2; the others' are raw). The
page draws and sums nothing itself (it holds no rule).

For every finished round ``before + placements + muggins + deductions + awarded + bonus == after``
exactly, side by side (tests/test_summary.py, tests/test_protocol_games.py); each game fills only
its own parts (Five Up's ``awarded`` and ``bonus`` are zeros, the others' ``deductions``); a round
still being played has no deductions or count yet.
"""

from __future__ import annotations

from typing import Any

from .events import Placed
from .game import Game, RoundLog
from .rules import Rules
from .session import Session, record_of

PARTS = ("placements", "muggins", "deductions", "awarded", "bonus", "total", "before", "after")


def _round(log: RoundLog, sides: int, side_of: tuple[int, ...], rules: Rules) -> dict[str, Any]:
    placements = [0] * sides
    muggins = [0] * sides
    for event in log.events:
        if isinstance(event, Placed) and event.scorer is not None:
            taken = muggins if event.mugginsed else placements  # H2 / R6.1
            taken[event.scorer] += event.points
    result = log.result
    deductions = [0] * sides if result is None else [-d for d in result.deducted]  # R8.3
    awarded = [0] * sides if result is None or result.awarded is None else list(result.awarded)
    bonus = [0] * sides if result is None or result.bonus is None else list(result.bonus)
    parts = (placements, muggins, deductions, awarded, bonus)
    total = [sum(side) for side in zip(*parts, strict=True)]
    before = list(log.scores_before)
    after = [b + t for b, t in zip(before, total, strict=True)]
    if result is not None:
        assert after == list(result.scores), (after, result.scores)
    raw = {
        "placements": placements,
        "muggins": muggins,
        "deductions": deductions,
        "awarded": awarded,  # AF6-AF7, PB6-PB7
        "bonus": bonus,  # PB9
        "total": total,
        "before": before,
        "after": after,
    }
    return {
        "number": log.number,
        "finished": result is not None,
        "blocked": result is not None and result.blocked,  # R7.4
        "ender": None if result is None else result.ender,
        "ender_side": None if result is None or result.ender is None else side_of[result.ender],
        **raw,
        "display": {key: [rules.display(v) for v in values] for key, values in raw.items()},
    }


def summarize(game: Game) -> dict[str, Any]:
    """The game's rounds, each side's points and where they came from; per side, the display
    points per finished round over the game (its final score over the rounds played)."""
    rules = game.rules
    side_of = tuple(game.side_of(seat) for seat in range(game.players))
    rounds = [_round(log, game.sides, side_of, rules) for log in game.rounds]
    finished = sum(1 for r in rounds if r["finished"])
    scores = list(game.scores)
    display = [rules.display(s) for s in scores]
    per_round = [round(d / finished, 1) if finished else 0.0 for d in display]
    return {
        "players": game.players,
        "sides": game.sides,
        "side_of": list(side_of),
        "origin": game.origin.value,
        "rules": rules.to_json(),
        "over": game.over,
        "winner": game.winner,
        "scores": scores,
        "display_scores": display,
        "rounds": rounds,
        "finished_rounds": finished,
        "display_per_round": per_round,
    }


def op_summary(session: Session, args: dict[str, Any]) -> Any:
    """``{record}``: that game's summary; without a record, the session's game."""
    if "record" not in args:
        return summarize(session.require_game())
    return summarize(Game.from_record(record_of(args.get("record"))))


__all__ = ["PARTS", "op_summary", "summarize"]
