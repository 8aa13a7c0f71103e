"""The exact endgame solver: when a seat's view determines every hidden hand, the rest of the round
is a game of perfect information, and this module searches it to the end.

When it applies (``determined_hands``): the boneyard is empty (nothing is left to chance: R7.2's
draws are over) and the tiles the seat cannot see can lie in only one way. With two players that
is always so (every unseen tile is in the other hand). With three or four, every unseen tile is in
some hidden hand, and the public history can pin them down: a seat that drew or passed holds no
tile showing the values then open (R7.2, R7.3; knowledge.py tracks this per tile as "slots"). The
solver applies only when exactly one assignment of the unseen tiles to the hidden hands fits every
slot (a matching check per tile, ``_unique_assignment``); the slots never rule out a deal that is
still possible, so the one assignment left is the true one.

The value of a position (``Position``) for the side to decide: its change in score over the rest
of the round minus the other sides' mean change, placements (R6) and hand deductions (R8.3, each
hand rounded on its own) included. With a target (H1, read from the view's rules) a round that
ends the game dominates: the round's end is checked as R9.2 says (after the deductions, R9.1: a
side at or over the target, alone on top), and is worth ``+WIN`` for the deciding side's win and
``-WIN`` for another side's, whatever the points. ``target=None`` values points only (the coach).
Partners are one side (R1.2); with three players the two other sides are taken to play together
against the deciding one (the "paranoid" reading, the usual one for exact search with more than
two sides: each move is worth at least its value whatever the others do). Under Muggins (H2) every
seat is taken to claim exactly, so the scoring is the sheet's.

The search is fail-soft alpha-beta over the simulator's layout (sim.py: ends merged by number and
kind, so equivalent placements are searched once) with a transposition table of value bounds, run
with null windows only (MTD(f)): each test asks whether a value is reached, and the table keeps
every test's work, including each position's placements in the order to try them (the last best
first; a new position's by the history of cut-offs, going out, points now, heavy tiles). Before
searching a position's placements, the table is asked about the positions they lead to (enhanced
transposition cut-offs). A placement is followed by the next seat that can place (the others pass,
R7.3), and the round ends when a hand is empty (R8.1) or nobody can place (R7.4). While no side can
reach the target this round (a bound on the points still to score, ``_can_reach``), a position's
value from here on does not depend on how it was reached, so transpositions share their entries;
otherwise the points scored since the decision are part of the key. To choose a move (``hard``)
the best value is never pinned down: a candidate and a value it reaches, then every other
candidate shown not to do better (``_Search.best_of``). A node budget bounds the work: ``solve``
returns None when it runs out, and the caller falls back to what it did before (``hard``: its
Monte Carlo search). No clock is read: the same position and budget give the same answer on any
machine.

``solve`` takes a ``Position`` (which a set-up position or a puzzle generator can build directly)
and returns every candidate's exact value and the principal line; ``solve_view`` does the same
from a seat's view, with the engine's own moves (JSON) for the candidates and the line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Final

from ..boards import board_of
from ..tiles import DOUBLE_SIX
from .knowledge import layout_from_view, read_view, sim_move, view_target
from .ruleset import FIVE_UP, OPENS, SPUN_AT, STATES, UNSPUN, SimRules, rules_of_view
from .sampling import match_slots
from .search import WIN
from .sim import OPENING, Layout, SimMove
from .tables import AVOIDING, DOUBLE, HIGH, LOW, MATCHING, PIPS, VMASK, bits, penalty_of, pips_of

_WIN: Final = 10**6  # a won game, in the search's integer units; far above any round's points
_INF: Final = 10**9

# The layout as plain numbers: open ends per number (half, branch, solo), the opening double's
# number or -1, the ends' sum and the spinner state (sim.py's Layout, ruleset.py).
LayoutKey = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int, int, int]


def layout_key(layout: Layout) -> LayoutKey:
    return (
        tuple(layout.half), tuple(layout.branch), tuple(layout.solo), layout.pair, layout.total,
        layout.spin,
    )  # fmt: skip


def layout_of(key: LayoutKey, game: SimRules = FIVE_UP) -> Layout:
    layout = Layout(game)
    half, branch, solo, layout.pair, layout.total, layout.spin = key
    layout.half, layout.branch, layout.solo = list(half), list(branch), list(solo)
    for v in range(7):
        if half[v] or branch[v] or solo[v] or layout.pair == v:
            layout.open |= 1 << v
    return layout


@dataclass(frozen=True)
class Position:
    """A position of perfect information, the seat ``seat`` to place (``must``: the drawn tile it
    must place now, R7.2, or -1). ``hands`` are bit sets of tile ids (tables.py); the boneyard is
    empty. ``scores`` are the sides' scores now; ``target`` the game's (H1), or None to value
    points only."""

    layout: LayoutKey
    hands: tuple[int, ...]
    seat: int
    side_of: tuple[int, ...]
    scores: tuple[int, ...]
    target: int | None
    must: int = -1
    game: SimRules = FIVE_UP  # the rule set (ruleset.py): scoring, spinners, the hand's count

    @property
    def sides(self) -> int:
        return max(self.side_of) + 1

    def moves(self) -> list[SimMove]:
        """The distinct placements open to ``seat`` (sim.py's (tile, value, kind))."""
        layout = layout_of(self.layout, self.game)
        playable = 1 << self.must if self.must >= 0 else self.hands[self.seat]
        playable &= MATCHING[layout.open]
        return [(t, v, kind) for t in bits(playable) for v, kind, _ in layout.options(t)]


@dataclass(frozen=True)
class Step:
    """One action of a line: ``seat`` placed ``move`` scoring ``points`` raw, or passed (None)."""

    seat: int
    move: SimMove | None
    points: int


@dataclass(frozen=True)
class Solution:
    """Each candidate's value for the deciding side (raw points; +-WIN for the game won or lost
    this round), the first best candidate, the principal line (best play by every side from the
    position to the round's end, the best candidate first) and the nodes searched. With
    ``exact_all`` every value is exact; without, each is a bound: the best's a value it reaches
    (its true value may be higher), each other's one its true value does not exceed, no higher
    than the best's (lower for an earlier candidate: ties go to it)."""

    values: tuple[float, ...]
    best: int
    line: tuple[Step, ...]
    nodes: int
    exact_all: bool


class OutOfBudget(Exception):
    """The node budget ran out before the search finished."""


def _contribution(tile: int) -> int:
    """The most ``tile`` can add to the ends' sum when placed (R5): 2v for a double, else its
    high half; covering an end never adds anything."""
    return 2 * HIGH[tile] if DOUBLE[tile] else HIGH[tile]


def _can_reach(position: Position) -> bool:
    """Whether some side might reach the target this round: its score plus, for each tile it
    holds, the most one placement could score (the ends' sum can grow by at most what every tile
    still in a hand adds; nothing in the block game, PB6), plus the most the hand's count can
    give it (AF6, PB6: every pip left; nothing in Five Up, R8.3)."""
    if position.target is None:
        return False
    game = position.game
    layout = layout_of(position.layout, game)
    tiles = 0
    for hand in position.hands:
        tiles |= hand
    most = (layout.total + sum(_contribution(t) for t in bits(tiles))) // 5 * 5
    if not game.fives:
        most = 0
    count = game.count_most(pips_of(tiles))
    held = [0] * position.sides
    for seat, hand in enumerate(position.hands):
        held[position.side_of[seat]] += hand.bit_count()
    return any(
        score + n * most + count >= position.target
        for score, n in zip(position.scores, held, strict=True)
    )


# The search packs a layout's open ends into one int: 4 bits per count, half[v] at bit 4v,
# branch[v] at 28 + 4v, solo[v] at 56 + 4v, and the spinner state (ruleset.py) at bit 84 (0 in
# Five Up); the opening double's number (``pair``) and the ends' sum ride beside it. Every seat's
# hand is one int too: seat s's tiles at bit 28s + tile.
_HALF_AT: Final = tuple(4 * v for v in range(7))
_BRANCH_AT: Final = tuple(28 + 4 * v for v in range(7))
_SOLO_AT: Final = tuple(56 + 4 * v for v in range(7))
_ENDS_OF: Final = tuple(
    (15 << 4 * v) | (15 << (28 + 4 * v)) | (15 << (56 + 4 * v)) for v in range(7)
)
# Per tile and number it can join: (what the tile adds to the sum, the new end's number, the new
# end in the packed layout); None where the tile does not show the number.
_JOIN_AT: Final = tuple(
    tuple(
        None
        if v not in (LOW[t], HIGH[t])
        else (2 * v, v, 1 << (56 + 4 * v))
        if DOUBLE[t]
        else (LOW[t] + HIGH[t] - v, LOW[t] + HIGH[t] - v, 1 << 4 * (LOW[t] + HIGH[t] - v))
        for v in range(7)
    )
    for t in range(28)
)
_SPIN_AT: Final = 84
# _JOINS[spin state]: ``_JOIN_AT`` in that state; a double played while no double spins yet
# (AF3) makes it the spinner, so its new end carries the change of state too.
_JOINS: Final = tuple(
    tuple(
        tuple(
            None
            if join is None
            else (join[0], join[1], join[2] + ((SPUN_AT + v - UNSPUN) << _SPIN_AT))
            if state == UNSPUN and DOUBLE[t]
            else join
            for v, join in enumerate(_JOIN_AT[t])
        )
        for t in range(28)
    )
    for state in range(STATES)
)
_HAND: Final = (1 << 28) - 1
_HALF_MASK: Final = (1 << 14) - 1


def _contrib_table(offset: int) -> tuple[int, ...]:
    table = [0] * (1 << 14)
    for m in range(1, 1 << 14):
        low = m & -m
        table[m] = table[m ^ low] + _contribution(offset + low.bit_length() - 1)
    return tuple(table)


# The most the tiles of a set can add to the ends' sum (``_contribution``), by halves of the set.
_CONTRIB_LO: Final = _contrib_table(0)
_CONTRIB_HI: Final = _contrib_table(14)
_HALF, _BRANCH, _SOLO, _PAIR = 0, 1, 2, 3  # sim.py's kinds of end
# Move order at a position met for the first time: each placement by how often it cut the search
# off elsewhere (the history heuristic), going out, points now and pips (``_Search.expand``); met
# again, the last best placement first.
_CUT_WEIGHT: Final = 1 << 10
_OUT: Final = 1 << 16

# A placement as the search follows it: (rank; what it is worth to the deciding side now, with
# the round's end's value if it ends the round; the next seat to act, or -1 when the round is
# over; the key of the position it leads to, or None; that position's packed ends, opening
# double, ends' sum and open numbers; the hands after it; each side's points since the decision,
# or None; the tile, the number it joins, the kind of end; its points).
_Next = tuple[
    int, int, int, tuple[int, ...] | None, int, int, int, int, int, tuple[int, ...] | None,
    int, int, int, int,
]  # fmt: skip


def _rank(move: _Next) -> int:
    return move[0]


def _placement(move: _Next) -> SimMove:
    return (move[10], move[11], move[12])


def _pack(layout: Layout) -> int:
    packed = layout.spin << _SPIN_AT
    for v in range(7):
        packed |= layout.half[v] << _HALF_AT[v]
        packed |= layout.branch[v] << _BRANCH_AT[v]
        packed |= layout.solo[v] << _SOLO_AT[v]
    return packed


def _ends_at(ends: int, pair: int, v: int) -> list[tuple[int, int, int, int, int]]:
    """The kinds of open end showing ``v`` in the packed layout, each as (kind, the packed ends
    once it is covered, the opening double's number then, what covering it takes off the sum,
    whether ``v`` is still open then)."""
    found = []
    if ends >> _HALF_AT[v] & 15:
        found.append((_HALF, ends - (1 << _HALF_AT[v]), pair, v))
    if ends >> _BRANCH_AT[v] & 15:
        found.append((_BRANCH, ends - (1 << _BRANCH_AT[v]), pair, 0))
    if ends >> _SOLO_AT[v] & 15:
        opens = OPENS[ends >> _SPIN_AT][v]  # R3.5, AF3; PB3: no branches
        found.append((_SOLO, ends - (1 << _SOLO_AT[v]) + (opens << _BRANCH_AT[v]), pair, 2 * v))
    if pair == v:
        found.append((_PAIR, ends + (1 << _SOLO_AT[v]), -1, 0))
    return [(k, e, p, cut, 1 if e & _ENDS_OF[v] or p == v else 0) for k, e, p, cut in found]


def _capicua(tile: int, ends: int, pair: int, opened: int) -> bool:
    """PB9: going out with ``tile``, not a double, leaves the line's two ends on one number."""
    if DOUBLE[tile] or opened & (opened - 1):
        return False
    v = opened.bit_length() - 1
    nibbles = (ends >> _HALF_AT[v] & 15) + (ends >> _BRANCH_AT[v] & 15)
    return nibbles + (ends >> _SOLO_AT[v] & 15) + 2 * (pair == v) == 2


class _Search:
    """Alpha-beta over one position's round; values are integers in units of 1/(sides - 1) raw
    point (the mean of the other sides' changes stays whole)."""

    def __init__(self, position: Position, budget: int) -> None:
        self.position = position
        self.game = game = position.game
        self.points = game.points
        self.bonus = game.rules.capicua > 0  # PB9
        self.side_of = position.side_of
        self.players = len(position.hands)
        self.me = position.side_of[position.seat]
        self.scale = position.sides - 1
        self.decisive = _can_reach(position)
        self.budget = budget
        self.nodes = 0
        # key -> [lower bound, upper bound, the placements in the order to try them (the last
        # best first)]: a position met again, or searched again with another window, reuses both.
        self.table: dict[tuple[int, ...], list[Any]] = {}
        self.history: dict[int, int] = {}  # placements that caused cut-offs, and how often
        self.ends_at: dict[tuple[int, int, int], list[tuple[int, int, int, int, int]]] = {}
        layout = layout_of(position.layout, game)
        self.root = (_pack(layout), layout.pair, layout.total, layout.open)
        self.hands = sum(h << (28 * s) for s, h in enumerate(position.hands))
        self.mine = tuple(self.side_of[s] == self.me for s in range(self.players))
        # What each side still needs to reach the target (``reachable``).
        target = position.target if position.target is not None else 0
        self.need = tuple(target - score for score in position.scores)
        self.start = (0,) * position.sides if self.decisive else None

    def gain(self, seat: int, points: int) -> int:
        """What ``points`` scored by ``seat``'s side are worth to the deciding side."""
        return points * self.scale if self.mine[seat] else -points

    def reachable(self, total: int, hands: int, path: tuple[int, ...]) -> bool:
        """``_can_reach`` at a node of the search: whether some side might still reach the
        target this round, its points since the decision (``path``) counted."""
        union = (hands | hands >> 28 | hands >> 56 | hands >> 84) & _HAND
        most = (total + _CONTRIB_LO[union & _HALF_MASK] + _CONTRIB_HI[union >> 14]) // 5 * 5
        need = self.need
        game = self.game
        if not game.penalties:  # AF6, PB6: the count at the end can give a side every pip left
            count = game.count_most(pips_of(union))
            most = most if game.fives else 0
            need = tuple(n - count for n in need)
        held = [0] * len(need)
        side_of = self.side_of
        for seat in range(self.players):
            held[side_of[seat]] += (hands >> (28 * seat) & _HAND).bit_count()
        return any(tiles * most >= need[side] - path[side] for side, tiles in enumerate(held))

    def terminal(
        self, hands: int, path: tuple[int, ...] | None, ender: int = -1, capicua: bool = False
    ) -> int:
        """The value of the round's end from here: the deductions (R8.3) or the count the
        winning side takes (AF6-AF7, PB6-PB7, PB9; ``ender``: the seat that went out, -1 when
        blocked), or the game's end (R9.1, R9.2) when it comes with this round; ``path`` is each
        side's points since the decision (kept only when the game's end is in reach)."""
        value = 0
        change = list(path or ())
        if self.game.penalties:
            for seat in range(self.players):
                hand = hands >> (28 * seat) & _HAND
                if hand:
                    penalty = penalty_of(hand)
                    value -= self.gain(seat, penalty)
                    if path is not None:
                        change[self.side_of[seat]] -= penalty
        else:
            each = [hands >> (28 * seat) & _HAND for seat in range(self.players)]
            for side, taken in enumerate(self.game.count(each, self.side_of, ender, capicua)):
                value += taken * self.scale if side == self.me else -taken
                if path is not None:
                    change[side] += taken
        target = self.position.target
        if path is not None and target is not None:
            finals = [s + d for s, d in zip(self.position.scores, change, strict=True)]
            top = max(finals)
            if top >= target and finals.count(top) == 1:
                so_far = sum(
                    d * self.scale if side == self.me else -d for side, d in enumerate(path)
                )
                return (_WIN if finals.index(top) == self.me else -_WIN) - so_far
        return value

    def expand(
        self,
        seat: int,
        hands: int,
        path: tuple[int, ...] | None,
        state: tuple[int, int, int, int],
    ) -> list[_Next]:
        """Every distinct placement of ``seat`` in ``state`` (packed ends, opening double, ends'
        sum, open numbers) as the search follows it (``_Next``), in the order generated."""
        ends, pair, total, opened = state
        joins = _JOINS[ends >> _SPIN_AT]
        table, bonus = self.points, self.bonus
        hand = hands >> (28 * seat) & _HAND
        out = hand & (hand - 1) == 0  # its last tile: placing it ends the round (R8.1)
        found: list[_Next] = []
        cuts, ends_at = self.history, self.ends_at
        players, at = self.players, 28 * seat
        scale = self.scale if self.mine[seat] else -1
        side = self.side_of[seat]
        numbers = opened
        while numbers:
            low = numbers & -numbers
            numbers ^= low
            v = low.bit_length() - 1
            tiles = hand & VMASK[v]
            if not tiles:
                continue
            kinds = ends_at.get((ends, pair, v))
            if kinds is None:
                kinds = ends_at[ends, pair, v] = _ends_at(ends, pair, v)
            while tiles:
                bit = tiles & -tiles
                tiles ^= bit
                t = bit.bit_length() - 1
                add, new, grow = joins[t][v]  # type: ignore[misc]
                after_hands = hands ^ bit << at
                for kind, covered, after_pair, cut, still in kinds:
                    s = total + add - cut
                    points = table[s]
                    now_open = (opened if still else opened & ~low) | 1 << new
                    new_path = path
                    if path is not None and points:
                        new_path = (*path[:side], path[side] + points, *path[side + 1 :])
                    gain = points * scale
                    nxt = -1
                    if not out:
                        fits = MATCHING[now_open]
                        for step in range(1, players + 1):
                            if after_hands >> 28 * ((seat + step) % players) & fits:
                                nxt = (seat + step) % players
                                break
                    key: tuple[int, ...] | None = None
                    if nxt < 0:  # the round is over (R8.1, or blocked: R7.4)
                        after = covered + grow
                        capicua = out and bonus and _capicua(t, after, after_pair, now_open)
                        gain += self.terminal(after_hands, new_path, seat if out else -1, capicua)
                    else:
                        if new_path is not None and not self.reachable(s, after_hands, new_path):
                            new_path = None
                        key = (covered + grow, after_pair, after_hands, nxt)
                        if new_path is not None:
                            key += new_path
                    rank = (_OUT if out else 0) + points * 16 + PIPS[t]
                    rank += cuts.get(t * 64 + v * 8 + kind, 0) * _CUT_WEIGHT
                    found.append(
                        (rank, gain, nxt, key, covered + grow, after_pair, s, now_open,
                         after_hands, new_path, t, v, kind, points)
                    )  # fmt: skip
        return found

    def value(
        self,
        key: tuple[int, ...],
        state: tuple[int, int, int, int],
        hands: int,
        seat: int,
        path: tuple[int, ...] | None,
        alpha: int,
        beta: int,
    ) -> int:
        """The value from the position ``key`` (layout ``state``), ``seat`` (who can place) to
        act, exact inside (alpha, beta), else a bound (fail-soft); ``path`` is each side's
        points since the decision while the game's end is in reach, else None: the value from
        here then does not depend on how the position was reached."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfBudget
        table = self.table
        entry = table.get(key)
        if entry is None:
            moves = self.expand(seat, hands, path, state)
            moves.sort(key=_rank, reverse=True)
            entry = table[key] = [-_INF, _INF, moves]
        else:
            low: int = entry[0]
            high: int = entry[1]
            moves = entry[2]
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
        maximizing = self.mine[seat]
        # Enhanced transposition cut-offs: a position one placement away already known to be
        # good enough (or bad enough) settles this one without a search.
        for move in moves:
            known = table.get(move[3]) if move[3] is not None else None
            if known is None:
                continue
            bound: int = move[1] + known[0 if maximizing else 1]
            if maximizing:
                if bound >= beta:
                    entry[0] = max(entry[0], bound)
                    return bound
            elif bound <= alpha:
                entry[1] = min(entry[1], bound)
                return bound
        start_alpha, start_beta = alpha, beta
        best = -_INF if maximizing else _INF
        best_at = 0
        for at, move in enumerate(moves):
            found = self.follow(move, alpha, beta)
            if maximizing:
                if found > best:
                    best, best_at = found, at
                    if found > alpha:
                        alpha = found
            elif found < best:
                best, best_at = found, at
                if found < beta:
                    beta = found
            if alpha >= beta:
                k = move[10] * 64 + move[11] * 8 + move[12]
                self.history[k] = self.history.get(k, 0) + 1
                break
        if best_at:
            moves.insert(0, moves.pop(best_at))
        if best <= start_alpha:
            entry[1] = min(entry[1], best)
        elif best >= start_beta:
            entry[0] = max(entry[0], best)
        else:
            entry[0] = entry[1] = best
        return best

    def follow(self, move: _Next, alpha: int, beta: int) -> int:
        """The value for the deciding side of the placement ``move``: its points, then the rest
        of the round (exact inside (alpha, beta), else a bound)."""
        gain, key = move[1], move[3]
        if key is None:
            return gain
        state = (move[4], move[5], move[6], move[7])
        return gain + self.value(key, state, move[8], move[2], move[9], alpha - gain, beta - gain)

    def root_moves(self, moves: Sequence[SimMove]) -> list[_Next]:
        """The deciding seat's placements ``moves`` as the search follows them."""
        seat = self.position.seat
        found = {_placement(m): m for m in self.expand(seat, self.hands, self.start, self.root)}
        missing = [m for m in moves if m not in found]
        if missing:
            raise ValueError(f"{missing[0]} is not a placement of seat {seat} in this position")
        return [found[m] for m in moves]

    def root_value(self, kids: list[_Next], order: list[int], alpha: int, beta: int) -> int:
        """The best of the deciding seat's placements ``kids`` (tried in ``order``; the one that
        cuts off moves to the front), exact inside (alpha, beta), else a bound."""
        best = -_INF
        for at, i in enumerate(order):
            found = self.follow(kids[i], alpha, beta)
            if found > best:
                best = found
                if found > alpha:
                    alpha = found
            if alpha >= beta:
                order.insert(0, order.pop(at))
                break
        return best

    def best_of(self, kids: list[_Next], order: list[int], values: list[int]) -> int:
        """The first best of the deciding seat's placements ``kids`` (tried in ``order``), by
        null windows only: a candidate and a value it reaches (the best of the root's tests
        from a guess of 0, as MTD(f) makes them), then a test of every other candidate against
        that value (under it, or at most it after the candidate: ties go to the earlier one).
        The best's own value is never pinned down, which spares the search that proves it can
        do no better. ``values`` gets each candidate's bound: the best's a value it reaches, the
        others' a value they do not exceed."""
        guess = 0
        while True:  # a first candidate and a value it reaches (MTD(f)'s tests from 0)
            found = self.root_value(kids, order, guess - 1, guess)
            if found >= guess:
                best, reach = order[0], found
                break
            guess = found  # every candidate is worth at most this: test it
        while True:
            values[best] = reach
            for i in order:
                if i == best:
                    continue
                bar = reach if i < best else reach + 1
                values[i] = self.follow(kids[i], bar - 1, bar)
                if values[i] >= bar:  # as good as the best so far, or better: it leads now
                    best, reach = i, values[i]
                    break
            else:
                return best

    def line(self, first: _Next, value: int) -> list[Step]:
        """The principal line: ``first`` (worth ``value``), then at each turn the first best
        placement (in the order (tile, value, kind)) for the side to act, each found with a
        null window around the value the line keeps (the table, warm from the solve, makes
        this cheap)."""
        seat = self.position.seat
        steps: list[Step] = []
        move = first
        while True:
            steps.append(Step(seat, _placement(move), move[13]))
            value -= self.gain(seat, move[13])
            nxt = move[2]
            if nxt < 0:
                return steps
            for passed in range(1, (nxt - seat) % self.players or self.players):
                steps.append(Step((seat + passed) % self.players, None, 0))
            seat = nxt
            state = (move[4], move[5], move[6], move[7])
            for option in sorted(self.expand(seat, move[8], move[9], state), key=_placement):
                if self.mine[seat]:
                    if self.follow(option, value - 1, value) >= value:
                        break
                elif self.follow(option, value, value + 1) <= value:
                    break
            move = option


def _mtd(evaluate: Callable[[int, int], int], guess: int) -> int:
    """The exact value that ``evaluate(alpha, beta)`` (fail-soft) bounds, by null windows only
    (MTD(f)): each test moves a bound until they meet; the table keeps every test's work."""
    lower, upper = -_INF, _INF
    value = guess
    while lower < upper:
        test = value + 1 if value == lower else value
        value = evaluate(test - 1, test)
        if value < test:
            upper = value
        else:
            lower = value
    return value


def solve(
    position: Position,
    candidates: Sequence[SimMove] | None = None,
    budget: int = 100_000,
    exact_all: bool = True,
    line: bool = True,
) -> Solution | None:
    """Each candidate's value (default: every distinct placement of ``position.moves()``), the
    first best, and with ``line`` the principal line; None if ``budget`` nodes do not suffice.

    ``exact_all=False`` proves only which candidate is best (what a player needs; quicker:
    ``_Search.best_of``), and its values are bounds (``Solution``)."""
    moves = list(candidates) if candidates is not None else position.moves()
    if not layout_of(position.layout, position.game).open:
        raise ValueError("the solver starts from an opened board (R3.1: any tile may open)")
    if not moves:
        raise ValueError("the seat to act has no placement in this position")
    search = _Search(position, budget)
    kids = search.root_moves(moves)
    order = _root_order(search, moves)
    try:
        if exact_all:
            values = [0] * len(moves)
            guess = 0
            for i in order:
                values[i] = guess = _mtd(partial(search.follow, kids[i]), guess)
            top = max(values)
            best = values.index(top)
        else:
            values = [0] * len(moves)
            best = search.best_of(kids, order, values)
            top = values[best]
            if line:
                top = _mtd(partial(search.follow, kids[best]), top)
        steps = search.line(kids[best], top) if line else []
    except OutOfBudget:
        return None
    return Solution(
        values=tuple(_points(search, v) for v in values),
        best=best,
        line=tuple(steps),
        nodes=search.nodes,
        exact_all=exact_all,
    )


def _root_order(search: _Search, moves: list[SimMove]) -> list[int]:
    """Candidates in the order the search tries them first: going out, points now, heavy tiles."""
    layout = layout_of(search.position.layout, search.position.game)
    hand = search.position.hands[search.position.seat]

    def rank(i: int) -> tuple[int, int, int, int]:
        tile, v, kind = moves[i]
        points = next((p for w, k, p in layout.options(tile) if (w, k) == (v, kind)), 0)
        return (-(hand == 1 << tile), -points, -PIPS[tile], i)

    return sorted(range(len(moves)), key=rank)


def _points(search: _Search, value: int) -> float:
    """An integer search value as raw points, or +-WIN for the game won or lost."""
    if value >= _WIN // 2:
        return WIN
    if value <= -_WIN // 2:
        return -WIN
    return value / search.scale


# ----- from a seat's view ---------------------------------------------------------------------


def determined_hands(view: dict[str, Any]) -> tuple[int, ...] | None:
    """Every seat's hand (bit sets) if the view determines them all for certain, else None: the
    boneyard is empty and the unseen tiles fit the hidden hands in exactly one way."""
    if int(view["boneyard_count"]) != 0:
        return None
    know = read_view(view)
    hidden = [s for s in range(know.players) if s != know.seat and know.counts[s] > 0]
    if sum(know.counts[s] for s in hidden) != know.unknown.bit_count():
        return None  # the view does not add up: no certainty
    hands = [0] * know.players
    hands[know.seat] = know.hand
    if len(hidden) == 1:  # every unseen tile is in the one hidden hand
        hands[hidden[0]] = know.unknown
        return tuple(hands)
    if know.anomalies:
        return None
    slots = [(s, AVOIDING[lacking] & know.unknown) for s in hidden for lacking in know.slots[s]]
    found = _unique_assignment(slots, know.unknown)
    if found is None:
        return None
    for s, hand in enumerate(found):
        hands[s] |= hand
    return tuple(hands)


def _matching(slots: list[tuple[int, int]], tiles: list[int]) -> dict[int, int] | None:
    """A perfect matching of ``slots`` (seat, allowed tiles) to ``tiles``: tile -> slot index."""
    if len(slots) != len(tiles):
        return None
    owner, unmatched = match_slots([allowed for _, allowed in slots], range(len(slots)))
    return None if unmatched else owner


def _unique_assignment(slots: list[tuple[int, int]], unknown: int) -> list[int] | None:
    """Per seat, the tiles it must hold, if exactly one assignment of the ``unknown`` tiles to
    the slots' seats fits every slot; None if none or several do. An assignment is unique when no
    tile can be matched to a slot of another seat than the one it has in a first matching."""
    tiles = bits(unknown)
    first = _matching(slots, tiles)
    if first is None:
        return None
    for tile, slot in first.items():
        seat = slots[slot][0]
        elsewhere = [(s, allowed & ~(1 << tile) if s == seat else allowed) for s, allowed in slots]
        if _matching(elsewhere, tiles) is not None:
            return None
    hands = [0] * (max(s for s, _ in slots) + 1)
    for tile, slot in first.items():
        hands[slots[slot][0]] |= 1 << tile
    return hands


def position_from_view(view: dict[str, Any], points_only: bool = False) -> Position | None:
    """The view's position with every hand known, if the view determines them (else None);
    ``points_only`` leaves the game's end out of the value (``target=None``)."""
    hands = determined_hands(view)
    if hands is None:
        return None
    must_text = view.get("must_play")
    must = -1
    if must_text:
        must = sim_move({"tile": must_text, "end": None}, Layout())[0]
    return Position(
        layout=layout_key(layout_from_view(view)),
        hands=hands,
        seat=int(view["seat"]),
        side_of=tuple(int(s) for s in view["side_of"]),
        scores=tuple(int(s) for s in view["scores"]),
        target=None if points_only else view_target(view),
        must=must,
        game=rules_of_view(view),
    )


@dataclass(frozen=True)
class ViewSolution:
    """``solve`` from a view: each of the view's legal placements with its value (equivalent
    placements share one), the first best of them, and the principal line as JSON steps
    (``{"seat", "type": "place", "tile", "end", "points"}`` or ``{"seat", "type": "pass"}``)."""

    moves: tuple[dict[str, Any], ...]
    values: tuple[float, ...]
    best: int
    line: tuple[dict[str, Any], ...]
    nodes: int

    def to_json(self) -> dict[str, Any]:
        return {
            "moves": [
                {"move": m, "value": v} for m, v in zip(self.moves, self.values, strict=True)
            ],
            "best": self.best,
            "line": list(self.line),
            "nodes": self.nodes,
        }


def solve_view(
    view: dict[str, Any], budget: int = 100_000, points_only: bool = False
) -> ViewSolution | None:
    """Exact values of every legal placement of the view's seat and the principal line, if the
    view determines every hand and ``budget`` nodes suffice; else None."""
    position = position_from_view(view, points_only)
    moves = [m for m in view.get("legal_moves") or [] if m["type"] == "place"]
    if position is None or not moves:
        return None
    layout = layout_from_view(view)
    sims = [sim_move(m, layout) for m in moves]
    distinct = sorted(set(sims), key=sims.index)
    solution = solve(position, distinct, budget)
    if solution is None:
        return None
    values = tuple(solution.values[distinct.index(s)] for s in sims)
    best = sims.index(distinct[solution.best])
    return ViewSolution(
        moves=tuple(moves),
        values=values,
        best=best,
        line=tuple(_json_line(view, solution.line)),
        nodes=solution.nodes,
    )


def _json_line(view: dict[str, Any], steps: Sequence[Step]) -> list[dict[str, Any]]:
    """The line's placements as the engine's moves: each on the first open end of the board
    (rebuilt from the view) that the simulator's move stands for."""
    board, _ = board_of(
        {"tiles": view["board"]["tiles"], "joins": view["board"]["joins"]},
        rules_of_view(view).rules,
    )
    layout = layout_from_view(view)
    found: list[dict[str, Any]] = []
    for step in steps:
        if step.move is None:
            found.append({"seat": step.seat, "type": "pass"})
            continue
        tile = DOUBLE_SIX[step.move[0]]
        ends = board.placements(tile)
        texts = [None if end is None else str(end) for end in ends]
        end = next(
            e
            for e, text in zip(ends, texts, strict=True)
            if _same(sim_move({"tile": str(tile), "end": text}, layout), step.move)
        )
        points = board.place(tile, end)
        layout.apply(*step.move)
        found.append(
            {
                "seat": step.seat,
                "type": "place",
                "tile": str(tile),
                "end": None if end is None else str(end),
                "points": points,
            }
        )
    return found


def _same(a: SimMove, b: SimMove) -> bool:
    if a[2] == OPENING or b[2] == OPENING:
        return a[0] == b[0] and a[2] == b[2]
    return a == b


def best_index(view: dict[str, Any], candidates: Sequence[SimMove], budget: int) -> int | None:
    """``hard``'s use: the index of the first best of ``candidates`` (distinct placements of the
    view's seat), if the view determines every hand and ``budget`` nodes suffice; else None."""
    position = position_from_view(view)
    if position is None:
        return None
    solution = solve(position, candidates, budget, exact_all=False, line=False)
    return None if solution is None else solution.best
