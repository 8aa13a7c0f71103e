"""Duplicate matches between two computer players, printed as one JSON object on the last line.

``python -m engine.arena A B --players P --games N --seed S [--game G] [--target T] [--muggins]
[--jobs J] [--hands H] [--record FILE]``;
A and B are levels (``easy``, ``normal``, ``hard``), baselines (``random``, ``greedy``) or
``seer``, a measuring player of the arena alone: ``hard`` whose search deals every hand as it truly
is (the boneyard's order still unknown), so that its margin over ``hard`` is what perfect inference
of the hidden hands would be worth (docs/strength.md, "the seer gap"). The seer reads the referee's
game, which no level may: it lives here, outside the wheel, and no level or message can name it.
``hard-weighted`` is a trial of the arena alone too (docs/strength.md, "What was tried"): ``hard``
whose every deal is one of ``WEIGHTED_POOL`` consistent deals picked by how likely the opponents'
placements this round were under it, each opponent taken to choose among the tiles it held that
fitted with odds ``exp(WEIGHT_BETA * points)`` (a soft greedy). ``hard-points`` is ``hard`` as it
was before issue 28, its rollouts valued by the round's point difference (search.outcome_value)
instead of the chance of winning the game (engine/ai/race.py): the match that adopted the race is
``hard hard-points`` (docs/strength.md, "Playing for the game"); with 3 and 4 players it is
``hard`` before issue 42 took the race there ("Playing for the game with three and four").
``hard-blind`` is ``hard`` whose deals know only how many tiles each seat holds, not what its draws
and passes showed it lacks (``engine.ai.sampling.uninformed``): its margin under ``hard`` is what
today's inference is worth, beside the seer's margin over it (docs/strength.md, "What inference is
worth"). ``hard-peek-10``, ``-25`` and ``-50`` are ``hard`` whose every deal is, with that chance in
percent, the seer's (the true hands) and otherwise the Sampler's: players whose deals place a known
share more of the hidden tiles right, to read how good inference must be before the seer's margin
falls to a given figure. ``hard-ismcts`` is ``hard`` with information-set Monte Carlo tree search
(engine/ai/ismcts.py, a trial outside the wheel too) instead of determinized search, with 2 players
(otherwise ``hard``). ``hard-solved`` is ``hard`` whose deals, once few tiles are left and no stock,
are each solved exactly instead of played out greedily (engine/ai/solved.py, a trial outside the
wheel). ``peer-alphabeta-N`` (N deals solved a decision), ``peer-bota-gorda`` and ``peer-double``
are abw333's ``dominoes`` players in the partnership block game, deciding from the seat's view
(engine/peer.py; the bench extra, never in the wheel). ``--hands N`` plays sets until N deals were
played in every seating and adds ``"hands"``: points per hand of each side over those deals, the
per-deal difference (A's points less B's, the mean over its seatings) with a normal 95% interval,
and hands won. ``--record FILE`` keeps each set in FILE (JSON lines) as it ends and, run again,
takes the sets already there: a match of hours can stop and go on with the same figures. ``--game``
is the rule set, a name of ``engine.rules.PRESETS`` (Five Up by default; ``all-fives``,
``partnership-block``: docs/rules.md). ``--target`` is the game's target in raw points, one of its
choices (Five Up's ``engine.rules.TARGETS``, H1; the game's own by default); ``--muggins`` plays
with claims (H2), every computer claiming exactly (``engine.game.exact_claim``). The report names
the rules it was played under.

Every deal is played as a duplicate set so that luck cancels: the same game seed (so the same deal
of every round number) once for each seat position of A. With 2 players A plays seat 0, then seat 1;
with 3 players A plays one seat and B the two others, A taking seats 0, 1 and 2 in turn; with 4
players A is one partnership and B the other, A taking seats 0 and 2, then 1 and 3. N is rounded up
to whole sets.

Figures: ``a_win_rate`` is the share of games A's side won (R9.2); ``ci95`` is a normal
approximation 95% interval from the duplicate sets, each set one observation of A's mean win share;
``*_points_per_game`` are final raw scores per game (B: averaged over B's sides); ``ms_per_move`` is
the mean CPU time of ``choose`` per decision, forced moves included (process time, which a busy
shared machine inflates far less than wall-clock time). Each decision takes its seed from the
seat's public facts (``decision_seed``), as in a real game, and each set depends only on its index,
the seed and the rules, so ``--jobs`` changes nothing but the wall-clock time.

A measuring tool: it runs from the repository and is not in the wheel the browser loads.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from dataclasses import asdict, dataclass, field, replace
from multiprocessing import Pool
from typing import Any

from .ai import BASELINES, LEVELS, choose
from .ai.ismcts import ismcts
from .ai.knowledge import Knowledge, sim_move, tile_id
from .ai.levels import SEARCH
from .ai.sampling import Deal, Sampler, uninformed
from .ai.search import outcome_value
from .ai.sim import Layout
from .ai.solved import solved_pimc
from .ai.tables import MATCHING, PIPS, bits
from .game import Game, exact_claim
from .moves import Move
from .rules import PRESETS, TARGETS, Rules, display

SEER = "seer"
WEIGHTED = "hard-weighted"
WEIGHTED_POOL = 4
WEIGHT_BETA = 0.2  # per raw point: a placement scoring 5 more is e (2.7) times likelier
POINTS = "hard-points"
BLIND = "hard-blind"
PEEKS = {"hard-peek-10": 0.1, "hard-peek-25": 0.25, "hard-peek-50": 0.5}
ISMCTS = "hard-ismcts"
SOLVED = "hard-solved"
PEER = "peer-"  # abw333's players (engine/peer.py), in the partnership block game


def peer_named(name: str) -> bool:
    """Whether ``name`` is one of abw333's players (importing the peer, which the bench extra
    installs, only when a name asks for it)."""
    from .peer import is_peer

    return is_peer(name)


class TrueHands:
    """The seer's dealer: every hand as the referee holds it, the boneyard in a random order."""

    def __init__(self, game: Game, know: Knowledge) -> None:
        self.hands = [sum(1 << t.id for t in hand) for hand in game.hands]
        self.bone = [t.id for t in game.boneyard]
        assert self.hands[know.seat] == know.hand, "the seer's own hand is the view's"

    def sample(self, rng: random.Random) -> Deal:
        bone = self.bone[:]
        rng.shuffle(bone)
        return Deal(self.hands[:], bone)


def seer_move(game: Game, view: dict[str, Any]) -> Move:
    """``hard``'s decision with deals of the true hands (its exact endgame solver as it is)."""
    return choose(view, "hard", dealer_of=lambda know: TrueHands(game, know))


class WeightedDeals:
    """``hard-weighted``'s dealer: sampling-importance-resampling of the Sampler's deals by the
    likelihood of each opponent's placements this round. A placement counts when the opponent
    drew nothing after it and did not place a just-drawn tile (its hand then is known under the
    deal: the tiles it holds now and those it placed since), and not the opening."""

    def __init__(self, view: dict[str, Any], know: Knowledge, beta: float, pool: int) -> None:
        self.sampler = Sampler(know)
        self.pool = pool
        history: list[dict[str, Any]] = view.get("history", [])
        drew_later = [False] * know.players
        placed_since = [0] * know.players
        marks: list[tuple[bool, int]] = []
        for event in reversed(history):
            seat = event["seat"]
            if event["type"] == "draw":
                drew_later[seat] = True
            elif event["type"] == "place":
                placed_since[seat] |= 1 << tile_id(event["tile"])
                marks.append((drew_later[seat], placed_since[seat]))
        marks.reverse()
        # (seat, tiles that fitted, odds by tile, the tile placed, tiles it placed since)
        self.events: list[tuple[int, int, list[float], int, int]] = []
        layout = Layout()
        placements = (e for e in history if e["type"] == "place")
        for event, (drew, since) in zip(placements, marks, strict=True):
            move = sim_move({"tile": event["tile"], "end": event["end"]}, layout)
            seat = event["seat"]
            if seat != know.seat and not event.get("drawn") and not drew and not layout.empty:
                fits = MATCHING[layout.open]
                odds = [0.0] * len(PIPS)
                for tile in bits(fits):
                    odds[tile] = math.exp(beta * max(p for _, _, p in layout.options(tile)))
                self.events.append((seat, fits, odds, move[0], since))
            layout.apply(*move)

    def log_likelihood(self, deal: Deal) -> float:
        total = 0.0
        for seat, fits, odds, placed, since in self.events:
            held = (deal.hands[seat] | since) & fits
            total += math.log(odds[placed] / sum(odds[t] for t in bits(held)))
        return total

    def sample(self, rng: random.Random) -> Deal:
        if not self.events:
            return self.sampler.sample(rng)
        deals = [self.sampler.sample(rng) for _ in range(self.pool)]
        logs = [self.log_likelihood(d) for d in deals]
        top = max(logs)
        return rng.choices(deals, [math.exp(x - top) for x in logs])[0]


class Peek:
    """``hard-peek-*``'s dealer: the true hands with chance ``share``, else the Sampler's deal."""

    def __init__(self, game: Game, know: Knowledge, share: float) -> None:
        self.true = TrueHands(game, know)
        self.sampler = Sampler(know)
        self.share = share

    def sample(self, rng: random.Random) -> Deal:
        return self.true.sample(rng) if rng.random() < self.share else self.sampler.sample(rng)


def peek_move(game: Game, view: dict[str, Any], share: float) -> Move:
    """``hard``'s decision with a share of its deals the true hands (a measuring player)."""
    return choose(view, "hard", dealer_of=lambda know: Peek(game, know, share))


def weighted_move(view: dict[str, Any]) -> Move:
    """``hard``'s decision with deals weighted by the opponents' placements (a trial)."""
    return choose(
        view, "hard", dealer_of=lambda know: WeightedDeals(view, know, WEIGHT_BETA, WEIGHTED_POOL)
    )


def points_move(view: dict[str, Any]) -> Move:
    """``hard``'s decision with rollouts valued by the round's points (hard before the race)."""
    return choose(view, "hard", config=replace(SEARCH["hard"], value=outcome_value))


def blind_move(view: dict[str, Any]) -> Move:
    """``hard``'s decision with deals that ignore what the history says a seat lacks."""
    return choose(view, "hard", dealer_of=uninformed)


def ismcts_move(view: dict[str, Any]) -> Move:
    """``hard`` with ISMCTS instead of determinized search (2 players; otherwise ``hard``)."""
    if view["players"] != 2:
        return choose(view, "hard")
    return choose(view, "hard", search=ismcts)


def solved_move(view: dict[str, Any]) -> Move:
    """``hard`` whose late deals are solved exactly (engine/ai/solved.py, a trial)."""
    return choose(view, "hard", search=solved_pimc)


def decide(game: Game, view: dict[str, Any], level: str) -> Move:
    if level.startswith(PEER):  # abw333's players: imported only when named (the bench extra)
        from .peer import peer_move

        return peer_move(view, level)
    if level == ISMCTS:
        return ismcts_move(view)
    if level == SOLVED:
        return solved_move(view)
    if level == POINTS:
        return points_move(view)
    if level == BLIND:
        return blind_move(view)
    if level in PEEKS:
        return peek_move(game, view, PEEKS[level])
    if level == SEER:
        return seer_move(game, view)
    return weighted_move(view) if level == WEIGHTED else choose(view, level)


@dataclass
class SetResult:
    """One duplicate set: per game, A's win (1/0), A's and B's points and, per hand (round), the
    points A's side and B's side were awarded; decision times."""

    index: int
    a_wins: list[int]
    b_wins: list[int]
    a_points: list[float]
    b_points: list[float]
    a_time: float
    a_moves: int
    b_time: float
    b_moves: int
    hands: list[list[tuple[float, float]]] = field(default_factory=list)


def hand_points(
    game: Game, before: list[int], sides_a: set[int], sides_b: set[int]
) -> tuple[float, float]:
    """The points A's side and B's side (per side) scored in the hand just ended: their change in
    score since ``before`` (in the block game the hand's count, PB6-PB7)."""
    gained = [now - then for now, then in zip(game.scores, before, strict=True)]
    return (
        sum(gained[s] for s in sides_a) / len(sides_a),
        sum(gained[s] for s in sides_b) / len(sides_b),
    )


def set_size(players: int) -> int:
    return 3 if players == 3 else 2


def a_seats(players: int, position: int) -> set[int]:
    """The seats A takes in game ``position`` of a duplicate set."""
    if players == 4:
        return {position, position + 2}
    return {position}


def deal_seed(seed: int, index: int) -> int:
    return (seed * 1_000_003 + index * 7_919) % 2**53


def salt_of(seed: int, index: int) -> int:
    """The public salt of set ``index``'s games (any number will do; not the deal's seed)."""
    return (seed * 7_919 + index) % 2**32


def play_set(args: tuple[str, str, int, int, int, Rules]) -> SetResult:
    """Play duplicate set ``index``: the same deals once per seat position of A."""
    a, b, players, seed, index, rules = args
    result = SetResult(index, [], [], [], [], 0.0, 0, 0.0, 0)
    game_seed = deal_seed(seed, index)
    for position in range(set_size(players)):
        mine = a_seats(players, position)
        game = Game.new(players, seed=game_seed, rules=rules, salt=salt_of(seed, index))
        sides_a = {game.side_of(s) for s in mine}
        sides_b = set(range(game.sides)) - sides_a
        hands: list[tuple[float, float]] = []
        result.hands.append(hands)
        before = list(game.scores)
        while not game.over:
            if game.round_over:
                game.next_round()
                before = list(game.scores)
                continue
            seat = game.current
            view = game.view(seat)
            level = a if seat in mine else b
            start = time.process_time()
            move = decide(game, view, level)
            spent = time.process_time() - start
            if rules.muggins:
                move = exact_claim(game, move)
            if seat in mine:
                result.a_time += spent
                result.a_moves += 1
            else:
                result.b_time += spent
                result.b_moves += 1
            game.play(move)
            if game.round_over:
                hands.append(hand_points(game, before, sides_a, sides_b))
        won = game.winner in sides_a
        result.a_wins.append(int(won))
        result.b_wins.append(int(not won))
        result.a_points.append(sum(game.scores[s] for s in sides_a) / len(sides_a))
        result.b_points.append(sum(game.scores[s] for s in sides_b) / len(sides_b))
    return result


def summarize(
    a: str, b: str, players: int, results: list[SetResult], rules: Rules
) -> dict[str, Any]:
    shares = [sum(r.a_wins) / len(r.a_wins) for r in results]
    n = len(shares)
    games = sum(len(r.a_wins) for r in results)
    a_wins = sum(sum(r.a_wins) for r in results)
    b_wins = sum(sum(r.b_wins) for r in results)
    mean = sum(shares) / n
    var = sum((s - mean) ** 2 for s in shares) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n)
    a_moves = sum(r.a_moves for r in results)
    b_moves = sum(r.b_moves for r in results)
    return {
        "a": a,
        "b": b,
        "players": players,
        "rules": rules.to_json(),
        "games": games,
        "a_wins": a_wins,
        "b_wins": b_wins,
        "a_win_rate": round(a_wins / games, 4),
        "ci95": [round(max(0.0, mean - half), 4), round(min(1.0, mean + half), 4)],
        "a_points_per_game": round(sum(sum(r.a_points) for r in results) / games, 1),
        "b_points_per_game": round(sum(sum(r.b_points) for r in results) / games, 1),
        "ms_per_move": {
            "a": round(1000 * sum(r.a_time for r in results) / max(a_moves, 1), 2),
            "b": round(1000 * sum(r.b_time for r in results) / max(b_moves, 1), 2),
        },
    }


def paired_hands(result: SetResult) -> list[list[tuple[float, float]]]:
    """Per deal played in every game of the set (hand k of each game: the same deal and opener,
    PB5), the points (A, B) of each game; hands one game played after the other ended are not."""
    played = min(len(hands) for hands in result.hands)
    return [[hands[k] for hands in result.hands] for k in range(played)]


def hands_summary(results: list[SetResult]) -> dict[str, Any]:
    """Points per hand of each side over the paired deals, the per-deal difference (A's points
    less B's, the mean over the deal's seatings) with its normal 95% interval, hands won."""
    deals = [deal for r in results for deal in paired_hands(r)]
    plays = [hand for deal in deals for hand in deal]
    diffs = [sum(a - b for a, b in deal) / len(deal) for deal in deals]
    n = len(diffs)
    mean = sum(diffs) / n if n else 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n) if n else 0.0
    a_won = sum(1 for a, b in plays if a > b)
    b_won = sum(1 for a, b in plays if b > a)
    return {
        "deals": n,
        "hands": len(plays),
        "unpaired_hands": sum(len(h) for r in results for h in r.hands) - len(plays),
        "a_points_per_hand": round(sum(a for a, _ in plays) / max(len(plays), 1), 2),
        "b_points_per_hand": round(sum(b for _, b in plays) / max(len(plays), 1), 2),
        "difference_per_hand": round(mean, 2),
        "difference_ci95": [round(mean - half, 2), round(mean + half, 2)],
        "a_hand_wins": a_won,
        "b_hand_wins": b_won,
        "tied_hands": len(plays) - a_won - b_won,
        "a_hand_win_rate": round(a_won / max(len(plays), 1), 4),
    }


class Record:
    """A match's sets as JSON lines, written as each set ends, so that a long match can stop and
    go on later (``--record``): the first line names the match, each next line is one set, in
    order. A set depends only on its index, the seed and the rules, so a match resumed is the
    match played in one go."""

    def __init__(self, path: str, match: dict[str, Any]) -> None:
        self.path = path
        self.match = match
        self.sets: list[SetResult] = []
        if os.path.exists(path):
            self.sets = self.read()
        else:
            with open(path, "w", encoding="utf-8") as out:
                out.write(json.dumps(match) + "\n")

    def read(self) -> list[SetResult]:
        with open(self.path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        if json.loads(lines[0]) != self.match:
            raise ValueError(f"{self.path} records another match: {lines[0]}")
        sets: list[SetResult] = []
        for number, line in enumerate(lines[1:], start=2):
            if not line:
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError:  # a set cut off as it was written: played again
                print(f"{self.path}:{number}: cut off, played again", file=sys.stderr)
                break
            data["hands"] = [[(a, b) for a, b in game] for game in data["hands"]]
            result = SetResult(**data)
            if result.index != len(sets):
                raise ValueError(f"{self.path}:{number}: set {result.index}, not {len(sets)}")
            sets.append(result)
        with open(self.path, "w", encoding="utf-8") as out:  # without a cut-off line
            out.write(json.dumps(self.match) + "\n")
            out.writelines(json.dumps(asdict(r)) + "\n" for r in sets)
        return sets

    def write(self, result: SetResult) -> None:
        with open(self.path, "a", encoding="utf-8") as out:
            out.write(json.dumps(asdict(result)) + "\n")
            out.flush()
            os.fsync(out.fileno())


def run(
    a: str,
    b: str,
    players: int,
    games: int,
    seed: int,
    jobs: int = 1,
    rules: Rules | None = None,
    hands: int | None = None,
    record: str | None = None,
) -> dict[str, Any]:
    """``games`` games in duplicate sets; with ``hands``, as many sets as it takes (in order, so
    the same whatever ``jobs``) for that many deals played in every seating, and their figures.
    With ``record``, the sets already in that file are taken from it and each new one is added."""
    rules = Rules() if rules is None else rules
    sets = max(1, math.ceil(games / set_size(players))) if hands is None else max(1, hands)
    match = {"a": a, "b": b, "players": players, "seed": seed, "rules": rules.to_json()}
    kept = Record(record, match) if record is not None else None
    done = kept.sets if kept is not None else []
    tasks = [(a, b, players, seed, index, rules) for index in range(len(done), sets)]
    results: list[SetResult] = []
    started = time.perf_counter()
    report_every = max(1, sets // 20) if hands is None else 1
    deals = 0

    def progress(done: int) -> None:
        if done % report_every == 0 or done == sets:
            part = summarize(a, b, players, results, rules)
            elapsed = time.perf_counter() - started
            print(
                f"{done}/{sets} sets  {deals} deals  {elapsed:.0f}s  "
                f"a_win_rate={part['a_win_rate']} ci95={part['ci95']}",
                file=sys.stderr,
                flush=True,
            )
            if hands is not None:  # the figures so far, should the run be stopped
                part["hands"] = hands_summary(results)
                print(json.dumps(part), file=sys.stderr, flush=True)

    def enough() -> bool:
        return hands is not None and deals >= hands

    def take(result: SetResult, new: bool = True) -> None:
        nonlocal deals
        results.append(result)
        deals += len(paired_hands(result))
        if new and kept is not None:
            kept.write(result)
        progress(len(results))

    for result in done:
        if enough() or len(results) == sets:
            break
        take(result, new=False)
    if enough() or len(results) == sets:
        tasks = []
    if jobs > 1:
        with Pool(jobs) as pool:  # leaving the block ends the sets still queued
            for result in pool.imap(play_set, tasks, chunksize=1):
                take(result)
                if enough():
                    break
    else:
        for task in tasks:
            take(play_set(task))
            if enough():
                break
    report = summarize(a, b, players, results, rules)
    if hands is not None:
        report["hands"] = hands_summary(results)
    return report


def main(argv: list[str] | None = None) -> dict[str, Any]:
    known = (*LEVELS, *BASELINES, SEER, WEIGHTED, POINTS, BLIND, *PEEKS, ISMCTS, SOLVED)

    def player(name: str) -> str:
        if name in known or (name.startswith(PEER) and peer_named(name)):
            return name
        peers = f"{PEER}bota-gorda, {PEER}double, {PEER}alphabeta-N"
        raise argparse.ArgumentTypeError(f"{name!r} is none of {', '.join(known)}, {peers}")

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("a", type=player)
    parser.add_argument("b", type=player)
    players = range(Rules.min_players, Rules.max_players + 1)
    parser.add_argument("--players", type=int, default=2, choices=players)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--game", default="five-up", choices=list(PRESETS), help="the rule set (docs/rules.md)"
    )
    shown = ", ".join(f"{t} ({display(t)} display)" for t in TARGETS)
    parser.add_argument(
        "--target", type=int, help=f"raw points, the game's choices (Five Up's H1: one of {shown})"
    )
    parser.add_argument("--muggins", action="store_true", help="H2: claims, made exactly")
    parser.add_argument(
        "--hands", type=int, help="play sets until this many deals were played in every seating"
    )
    parser.add_argument(
        "--record",
        metavar="FILE",
        help="keep each set in FILE as it ends and take the sets already there: a match that "
        "stops goes on where it stopped",
    )
    args = parser.parse_args(argv)
    rules = PRESETS[args.game]
    try:
        rules.check_players(args.players)
        if args.target is not None:
            rules = rules.replace(target=args.target)
        if args.muggins:
            rules = rules.replace(muggins=True)
    except ValueError as err:
        parser.error(str(err))
    try:
        report = run(
            args.a,
            args.b,
            args.players,
            args.games,
            args.seed,
            args.jobs,
            rules,
            args.hands,
            args.record,
        )
    except ValueError as err:
        parser.error(str(err))
    print(json.dumps(report))
    sys.stdout.flush()
    return report


if __name__ == "__main__":
    main()
