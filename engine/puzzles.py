"""Puzzles (issue 16): endgames of perfect information from seeded games where the exact solver
proves one move clearly better than every other, built reproducibly at build time
(``scripts/make_puzzles.py``, ``make puzzles``) and read back, untrusted, by the page.

**Where they come from.** Seeded two-player games (``greedy`` at both seats, game seeds
``seed * 100_000 + index``) are played to their end; every decision with an empty boneyard
(every hidden tile is then in the other hand: perfect information) and two or more distinct
placements is solved exactly (engine/ai/exact.py, every candidate's value, at most
``SOLVE_NODES`` nodes; a position needing more is skipped). It is a puzzle when:

- exactly one legal move has the best value (not even the same tile on an equivalent end ties);
- that value beats every other move's by at least ``MARGIN`` raw points (2 points on the score
  sheet), or wins the game this round where no other move does (R9.2).

**What a puzzle holds.** The position as a one-round game record of origin ``"puzzle"`` (the
round's deal, the scores before it and its moves up to the decision: ``load`` replays it), the
seat to play, both hands, each legal move with its exact value (raw points of the round's score
difference, hand deductions included; +-1000 for the game won or lost), the answer, the solver's
principal line to the round's end with its outcome, a theme and a difficulty.

**Themes** (``theme``), read from the answer and its line: ``win`` (the line wins the game this
round), ``score`` (the answer is the greedy move and scores now), ``out`` (the line ends with the
player going out), ``block`` (it ends with nobody able to place, R7.4), ``defend`` (the opponent
goes out whatever: the answer loses least).

**Difficulty** (``difficulty``, a whole number; ``grade`` easy 0-2, medium 3-5, hard 6+): 3 when
the greedy move (the most points now) is not the answer, plus one per distinct placement beyond
two (at most 4), plus one per two moves of the line after the answer (at most 4), plus one when the
margin is under 4 points (20 raw). The file lists the puzzles from easiest to hardest.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from typing import Any, Final

from . import inbound
from .ai import choose
from .ai.exact import solve_view
from .ai.knowledge import layout_from_view, sim_move
from .ai.search import WIN, distinct
from .errors import excerpt
from .events import event_move
from .game import Game
from .moves import PASS, move_from_json, move_to_json
from .origin import Origin
from .record import FORMAT as RECORD_FORMAT
from .record import VERSION as RECORD_VERSION

FORMAT: Final = "five-up-puzzles"
VERSION: Final = 1
MARGIN: Final = 10  # raw points (2 on the score sheet) the answer must beat every other move by
SOLVE_NODES: Final = 100_000
SEED: Final = 16  # `make puzzles`' seed
COUNT: Final = 120  # `make puzzles`' count
THEMES: Final = ("win", "score", "out", "block", "defend")
GRADES: Final = ("easy", "medium", "hard")
MAX_PUZZLES: Final = 1_000  # a bound for an untrusted file
MAX_MOVES: Final = 64  # legal placements of one position (12 tiles at most, a few ends each)
MAX_LINE: Final = 40  # steps of a line: at most 12 + 12 placements and the passes between
MAX_DIFFICULTY: Final = 20
ID: Final = re.compile(r"^[a-z0-9-]{1,40}$")


def game_seed(seed: int, index: int) -> int:
    return seed * 100_000 + index


def _distinct_count(view: dict[str, Any]) -> int:
    layout = layout_from_view(view)
    sims = [sim_move(m, layout) for m in view["legal_moves"] if m["type"] == "place"]
    return len(distinct(sims))


def _grade(difficulty: int) -> str:
    return "easy" if difficulty <= 2 else "medium" if difficulty <= 5 else "hard"


def _round_record(game: Game, seat: int) -> dict[str, Any]:
    """The current round up to now as a one-round record of origin "puzzle": the person at
    ``seat``, the other seat the ``hard`` computer."""
    full = game.to_record()
    last = full["rounds"][-1]
    record = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "players": game.players,
        "seed": game.seed,
        "origin": Origin.PUZZLE.value,
        "rules": full["rules"],
        "salt": game.salt,
        "rounds": [
            {
                "number": 1,
                "scores_before": last["scores_before"],
                "deal": last["deal"],
                "moves": [move_to_json(event_move(e)) for e in game.rounds[-1].events],
            }
        ],
    }
    record["seats"] = [
        {"kind": "person", "name": None} if s == seat else {"kind": "computer", "level": "hard"}
        for s in range(game.players)
    ]
    record["human"] = seat
    return record


def _outcome(game: Game, line: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The round's end along the line, played on a copy of the game."""
    ahead = copy.deepcopy(game)
    for step in line:
        ahead.play(PASS if step["type"] == "pass" else move_from_json(step))
    result = ahead.round_result
    assert result is not None, "the solver's line ends the round"
    return {
        "ender": result["ender"],
        "penalties": list(result["penalties"]),
        "scores": list(result["scores"]),
        "winner": ahead.winner,
    }


def _valued(move: dict[str, Any], value: int, points: int, per: int) -> dict[str, Any]:
    """A legal move with its exact value (raw and on the score sheet; ``game``: "won" or "lost"
    when the value is the game's end rather than points) and its points now."""
    game = "won" if value >= WIN else "lost" if value <= -WIN else None
    return {
        "move": move,
        "value": value,
        "points": points,
        "display_value": None if game else value // per,
        "display_points": points // per,
        "game": game,
    }


def _theme(value: float, answer_is_greedy: bool, points: int, seat: int, ender: int | None) -> str:
    if value >= WIN:
        return "win"
    if answer_is_greedy and points > 0:
        return "score"
    if ender == seat:
        return "out"
    return "block" if ender is None else "defend"


def puzzle_at(game: Game, source: dict[str, int]) -> dict[str, Any] | None:
    """The puzzle of the game's current decision, or None when it is not one (module doc)."""
    seat = game.current
    view = game.view(seat)
    if view["boneyard_count"] != 0 or game.players != 2 or _distinct_count(view) < 2:
        return None
    solved = solve_view(view, SOLVE_NODES)
    if solved is None:
        return None
    values = [int(v) for v in solved.values]
    top = max(values)
    if values.count(top) != 1:
        return None
    second = max(v for v in values if v != top)
    margin = top - second
    if margin < MARGIN and top < WIN:
        return None
    best = values.index(top)
    answer = solved.moves[best]
    greedy = move_to_json(choose(view, "greedy", 0))
    points = {(p["tile"], p["end"]): p["points"] for p in _previews(game)}
    per = game.rules.raw_per_display
    line = [{**step, "display_points": step.get("points", 0) // per} for step in solved.line]
    outcome = _outcome(game, solved.line)
    outcome["display_scores"] = [score // per for score in outcome["scores"]]
    difficulty = (
        (0 if greedy == answer else 3)
        + min(4, _distinct_count(view) - 2)
        + min(4, (len(line) - 1) // 2)
        + (1 if margin < 20 else 0)
    )
    theme = _theme(
        top, greedy == answer, points[(answer["tile"], answer["end"])], seat, outcome["ender"]
    )
    return {
        "id": f"p{source['seed']}-{source['round']}-{source['step']}",
        "source": source,
        "seat": seat,
        "record": _round_record(game, seat),
        "hands": [[str(t) for t in hand] for hand in game.hands],
        "scores": list(game.scores),
        "display_scores": [score // per for score in game.scores],
        "moves": [
            _valued(m, v, points[(m["tile"], m["end"])], per)
            for m, v in zip(solved.moves, values, strict=True)
        ],
        "best": best,
        "margin": min(margin, 2 * int(WIN)),
        "display_margin": min(margin, 2 * int(WIN)) // per,
        "greedy": solved.moves.index(greedy),
        "line": line,
        "outcome": outcome,
        "theme": theme,
        "difficulty": difficulty,
        "grade": _grade(difficulty),
    }


def _previews(game: Game) -> list[dict[str, Any]]:
    from .previews import previews

    return previews(game)


def generate(count: int = COUNT, seed: int = SEED, max_games: int = 2_000) -> dict[str, Any]:
    """``count`` puzzles (the first found, game by game, decision by decision), easiest first;
    the same arguments give the same file."""
    found: list[dict[str, Any]] = []
    for index in range(max_games):
        source_seed = game_seed(seed, index)
        game = Game.new(2, seed=source_seed)
        while not game.over and len(found) < count:
            if game.round_over:
                game.next_round()
                continue
            step = len(game.rounds[-1].events)
            source = {"seed": source_seed, "round": game.round_number, "step": step}
            puzzle = puzzle_at(game, source)
            if puzzle is not None:
                found.append(puzzle)
            game.play(choose(game.view(game.current), "greedy", 0))
        if len(found) >= count:
            break
    found.sort(key=lambda p: (p["difficulty"], p["id"]))
    return {
        "format": FORMAT,
        "version": VERSION,
        "seed": seed,
        "margin": MARGIN,
        "games": index + 1,
        "puzzles": found,
    }


# ----- reading a file back: untrusted ------------------------------------------------------------


def _need(condition: bool, message: str) -> None:
    if not condition:
        raise ValueError(f"puzzles: {message}")


def _whole(value: object, field: str, low: int, high: int) -> int:
    try:
        return inbound.integer(value, field, low, high)
    except ValueError as err:
        raise ValueError(f"puzzles: {err}") from None


def _list(value: object, field: str, low: int, high: int) -> list[Any]:
    _need(
        isinstance(value, list) and low <= len(value) <= high,
        f"{field} is a list of {low}..{high} entries, not {excerpt(value)}",
    )
    assert isinstance(value, list)
    return value


def _fields(value: object, field: str, keys: tuple[str, ...]) -> dict[str, Any]:
    _need(isinstance(value, dict), f"{field} is an object, not {excerpt(value)}")
    assert isinstance(value, dict)
    for key in keys:
        _need(key in value, f"{field} has no '{key}'")
    return value


PUZZLE_FIELDS: Final = (
    "id", "seat", "record", "hands", "scores", "display_scores", "moves", "best", "margin",
    "display_margin", "greedy", "line", "outcome", "theme", "difficulty", "grade",
)  # fmt: skip


MOVE_FIELDS: Final = ("move", "value", "points", "display_value", "display_points", "game")
OUTCOME_FIELDS: Final = ("ender", "penalties", "scores", "winner", "display_scores")


def _move(value: object, field: str) -> dict[str, Any]:
    try:
        data = inbound.move(value, field)
        move_from_json(data)
    except ValueError as err:
        raise ValueError(f"puzzles: {field}: {err}") from None
    _need(data["type"] == "place", f"{field} is a placement")
    return data


def _tiles(value: object, field: str) -> list[str]:
    tiles = _list(value, field, 0, 28)
    for i, tile in enumerate(tiles):
        _move({"type": "place", "tile": tile, "end": None}, f"{field}[{i}]")
    return tiles


def _line(value: object, field: str) -> None:
    for i, step in enumerate(_list(value, field, 1, MAX_LINE)):
        where = f"{field}[{i}]"
        data = _fields(step, where, ("seat", "type"))
        _whole(data["seat"], f"{where}.seat", 0, 1)
        if data["type"] == "pass":
            continue
        _fields(step, where, ("tile", "end", "points", "display_points"))
        _move({"type": "place", "tile": data["tile"], "end": data["end"]}, where)
        _whole(data["points"], f"{where}.points", 0, 100)
        _whole(data["display_points"], f"{where}.display_points", 0, 100)


def check_puzzle(value: object, field: str = "puzzle") -> dict[str, Any]:
    """One puzzle's shape, types and bounds (its record is checked when it is loaded)."""
    data = _fields(value, field, PUZZLE_FIELDS)
    _need(
        isinstance(data["id"], str) and ID.match(data["id"]) is not None,
        f"{field}.id is 1..40 of a-z, 0-9 and '-', not {excerpt(data['id'])}",
    )
    _whole(data["seat"], f"{field}.seat", 0, 1)
    _fields(data["record"], f"{field}.record", ("format", "rounds"))
    hands = _list(data["hands"], f"{field}.hands", 2, 2)
    for seat, hand in enumerate(hands):
        _tiles(hand, f"{field}.hands[{seat}]")
    for side, score in enumerate(_list(data["scores"], f"{field}.scores", 2, 2)):
        _whole(score, f"{field}.scores[{side}]", -100_000, 100_000)
    moves = _list(data["moves"], f"{field}.moves", 2, MAX_MOVES)
    values = []
    for i, entry in enumerate(moves):
        where = f"{field}.moves[{i}]"
        _fields(entry, where, MOVE_FIELDS)
        _move(entry["move"], f"{where}.move")
        values.append(_whole(entry["value"], f"{where}.value", -int(WIN), int(WIN)))
        _whole(entry["points"], f"{where}.points", 0, 100)
        _whole(entry["display_points"], f"{where}.display_points", 0, 100)
        _need(entry["game"] in (None, "won", "lost"), f"{where}.game is null, 'won' or 'lost'")
        if entry["game"] is None:
            _whole(entry["display_value"], f"{where}.display_value", -int(WIN), int(WIN))
    best = _whole(data["best"], f"{field}.best", 0, len(moves) - 1)
    _whole(data["greedy"], f"{field}.greedy", 0, len(moves) - 1)
    margin = _whole(data["margin"], f"{field}.margin", 1, 2 * int(WIN))
    others = [v for i, v in enumerate(values) if i != best]
    _need(
        values[best] - max(others) == margin,
        f"{field}.margin {margin} is not the best value less the next best",
    )
    _line(data["line"], f"{field}.line")
    outcome = _fields(data["outcome"], f"{field}.outcome", OUTCOME_FIELDS)
    _need(outcome["ender"] in (None, 0, 1), f"{field}.outcome.ender is null, 0 or 1")
    _need(outcome["winner"] in (None, 0, 1), f"{field}.outcome.winner is null, 0 or 1")
    for name in ("penalties", "scores", "display_scores"):
        for i, amount in enumerate(_list(outcome[name], f"{field}.outcome.{name}", 2, 2)):
            _whole(amount, f"{field}.outcome.{name}[{i}]", -100_000, 100_000)
    for side, score in enumerate(_list(data["display_scores"], f"{field}.display_scores", 2, 2)):
        _whole(score, f"{field}.display_scores[{side}]", -100_000, 100_000)
    _whole(data["display_margin"], f"{field}.display_margin", 0, 2 * int(WIN))
    _need(data["theme"] in THEMES, f"{field}.theme is one of {', '.join(THEMES)}")
    _whole(data["difficulty"], f"{field}.difficulty", 0, MAX_DIFFICULTY)
    _need(data["grade"] in GRADES, f"{field}.grade is one of {', '.join(GRADES)}")
    return data


def check_file(value: object) -> list[dict[str, Any]]:
    """A puzzle file's puzzles, each checked (``check_puzzle``); a ValueError citing the field."""
    data = _fields(value, "the file", ("format", "version", "puzzles"))
    _need(data["format"] == FORMAT, f"format is {excerpt(data['format'])}, not {FORMAT!r}")
    _need(data["version"] == VERSION, f"version is {excerpt(data['version'])}, not {VERSION}")
    puzzles = _list(data["puzzles"], "puzzles", 1, MAX_PUZZLES)
    ids = set()
    for i, puzzle in enumerate(puzzles):
        check_puzzle(puzzle, f"puzzles[{i}]")
        _need(puzzle["id"] not in ids, f"puzzles[{i}].id {puzzle['id']!r} is there twice")
        ids.add(puzzle["id"])
    return puzzles
