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
kind, so equivalent placements are searched once) with a transposition table of value bounds. A
placement is followed by the next seat that can place (the others pass, R7.3), and the round ends
when a hand is empty (R8.1) or nobody can place (R7.4). While no side can reach the target this
round (a bound on the points still to score, ``_can_reach``), a position's value from here on does
not depend on how it was reached, so transpositions share their entries; otherwise the points
scored since the decision are part of the key. A node budget bounds the work: ``solve`` returns
None when it runs out, and the caller falls back to what it did before (``hard``: its Monte Carlo
search). No clock is read: the same position and budget give the same answer on any machine.

``solve`` takes a ``Position`` (which a set-up position or a puzzle generator can build directly)
and returns every candidate's exact value and the principal line; ``solve_view`` does the same
from a seat's view, with the engine's own moves (JSON) for the candidates and the line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..boards import board_of
from ..tiles import DOUBLE_SIX
from .knowledge import layout_from_view, read_view, sim_move, view_target
from .sampling import match_slots
from .search import WIN
from .sim import OPENING, Layout, SimMove
from .tables import AVOIDING, DOUBLE, HIGH, LOW, MATCHING, PIPS, bits, penalty_of

_WIN: Final = 10**6  # a won game, in the search's integer units; far above any round's points
_INF: Final = 10**9

# The layout as plain numbers: open ends per number (half, branch, solo), the opening double's
# number or -1, and the ends' sum (sim.py's Layout).
LayoutKey = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int, int]


def layout_key(layout: Layout) -> LayoutKey:
    return (tuple(layout.half), tuple(layout.branch), tuple(layout.solo), layout.pair, layout.total)


def layout_of(key: LayoutKey) -> Layout:
    layout = Layout()
    half, branch, solo, layout.pair, layout.total = key
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

    @property
    def sides(self) -> int:
        return max(self.side_of) + 1

    def moves(self) -> list[SimMove]:
        """The distinct placements open to ``seat`` (sim.py's (tile, value, kind))."""
        layout = layout_of(self.layout)
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
    ``exact_all`` every value is exact; without, only the best one is sure to be: each other
    value is then a bound its true value does not exceed, no higher than the best."""

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
    still in a hand adds)."""
    if position.target is None:
        return False
    layout = layout_of(position.layout)
    tiles = 0
    for hand in position.hands:
        tiles |= hand
    most = (layout.total + sum(_contribution(t) for t in bits(tiles))) // 5 * 5
    held = [0] * position.sides
    for seat, hand in enumerate(position.hands):
        held[position.side_of[seat]] += hand.bit_count()
    return any(
        score + n * most >= position.target for score, n in zip(position.scores, held, strict=True)
    )


# The search packs a layout's open ends into one int: 4 bits per count, half[v] at bit 4v,
# branch[v] at 28 + 4v, solo[v] at 56 + 4v; the opening double's number (``pair``) and the ends'
# sum ride beside it. Every seat's hand is one int too: seat s's tiles at bit 28s + tile.
_HALF_AT: Final = tuple(4 * v for v in range(7))
_BRANCH_AT: Final = tuple(28 + 4 * v for v in range(7))
_SOLO_AT: Final = tuple(56 + 4 * v for v in range(7))
_ENDS_OF: Final = tuple(
    (15 << 4 * v) | (15 << (28 + 4 * v)) | (15 << (56 + 4 * v)) for v in range(7)
)
# Per tile: ((value joined, what the tile adds to the sum, the new end's number), ...).
_JOINS: Final = tuple(
    ((LOW[t], 2 * LOW[t], LOW[t]),)
    if DOUBLE[t]
    else ((LOW[t], HIGH[t], HIGH[t]), (HIGH[t], LOW[t], LOW[t]))
    for t in range(28)
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
# Move order at a node: the table's best placement first; then each placement by how often it cut
# the search off elsewhere (the history heuristic), going out, points now and pips (``_children``).
_FIRST: Final = 1 << 40
_CUT_WEIGHT: Final = 1 << 10

# One placement as the search makes it: (rank, tile, value, kind, ends, pair, sum, open, points).
_Child = tuple[int, int, int, int, int, int, int, int, int]


def _pack(layout: Layout) -> int:
    packed = 0
    for v in range(7):
        packed |= layout.half[v] << _HALF_AT[v]
        packed |= layout.branch[v] << _BRANCH_AT[v]
        packed |= layout.solo[v] << _SOLO_AT[v]
    return packed


def _children(
    ends: int,
    pair: int,
    total: int,
    opened: int,
    hand: int,
    first: SimMove | None = None,
    history: dict[int, int] | None = None,
) -> list[_Child]:
    """Every distinct placement of ``hand`` on the packed layout, with the layout after it and
    its points (R6), ranked for the search: ``first`` first, then by the ``history`` of cut-offs,
    going out, points now and heavy tiles (``_FIRST``)."""
    found: list[_Child] = []
    cuts = history or {}
    playable = hand & MATCHING[opened]
    while playable:
        low = playable & -playable
        playable ^= low
        t = low.bit_length() - 1
        out = 1 << 16 if hand == low else 0
        for v, add, new in _JOINS[t]:
            if not opened >> v & 1:
                continue
            base = total + add
            grow = 1 << (_SOLO_AT[v] if new == v and DOUBLE[t] else _HALF_AT[new])
            for kind in (_HALF, _BRANCH, _SOLO, _PAIR):
                if kind == _HALF:
                    if not ends >> _HALF_AT[v] & 15:
                        continue
                    after, after_pair, s = ends - (1 << _HALF_AT[v]), pair, base - v
                elif kind == _BRANCH:
                    if not ends >> _BRANCH_AT[v] & 15:
                        continue
                    after, after_pair, s = ends - (1 << _BRANCH_AT[v]), pair, base
                elif kind == _SOLO:
                    if not ends >> _SOLO_AT[v] & 15:
                        continue
                    after = ends - (1 << _SOLO_AT[v]) + (2 << _BRANCH_AT[v])
                    after_pair, s = pair, base - 2 * v
                else:
                    if pair != v:
                        continue
                    after, after_pair, s = ends + (1 << _SOLO_AT[v]), -1, base
                now_open = opened
                if not after & _ENDS_OF[v] and after_pair != v:
                    now_open &= ~(1 << v)
                after += grow
                now_open |= 1 << new
                points = s if s > 0 and s % 5 == 0 else 0
                if (t, v, kind) == first:
                    rank = _FIRST
                else:
                    rank = out + points * 16 + PIPS[t]
                    rank += cuts.get(t * 64 + v * 8 + kind, 0) * _CUT_WEIGHT
                found.append((rank, t, v, kind, after, after_pair, s, now_open, points))
    return found


class _Search:
    """Alpha-beta over one position's round; values are integers in units of 1/(sides - 1) raw
    point (the mean of the other sides' changes stays whole)."""

    def __init__(self, position: Position, budget: int) -> None:
        self.position = position
        self.side_of = position.side_of
        self.players = len(position.hands)
        self.me = position.side_of[position.seat]
        self.scale = position.sides - 1
        self.decisive = _can_reach(position)
        self.budget = budget
        self.nodes = 0
        # key -> (lower bound, upper bound, best placement (tile, value, kind))
        self.table: dict[tuple[int, ...], tuple[int, int, SimMove | None]] = {}
        self.history: dict[int, int] = {}  # placements that caused cut-offs, and how often
        layout = layout_of(position.layout)
        self.root = (_pack(layout), layout.pair, layout.total, layout.open)
        self.hands = sum(h << (28 * s) for s, h in enumerate(position.hands))
        self.mine = tuple(self.side_of[s] == self.me for s in range(self.players))
        # What each side still needs to reach the target (``reachable``).
        target = position.target if position.target is not None else 0
        self.need = tuple(target - score for score in position.scores)

    def gain(self, seat: int, points: int) -> int:
        """What ``points`` scored by ``seat``'s side are worth to the deciding side."""
        return points * self.scale if self.mine[seat] else -points

    def reachable(self, total: int, hands: int, path: tuple[int, ...]) -> bool:
        """``_can_reach`` at a node of the search: whether some side might still reach the
        target this round, its points since the decision (``path``) counted."""
        target = self.position.target
        if target is None:
            return False
        union = (hands | hands >> 28 | hands >> 56 | hands >> 84) & _HAND
        most = (total + _CONTRIB_LO[union & _HALF_MASK] + _CONTRIB_HI[union >> 14]) // 5 * 5
        need = self.need
        held = [0] * len(need)
        side_of = self.side_of
        for seat in range(self.players):
            held[side_of[seat]] += (hands >> (28 * seat) & _HAND).bit_count()
        return any(tiles * most >= need[side] - path[side] for side, tiles in enumerate(held))

    def terminal(self, hands: int, path: tuple[int, ...] | None) -> int:
        """The value of the round's end from here: the deductions (R8.3), or the game's end
        (R9.1, R9.2) when it comes with this round; ``path`` is each side's points since the
        decision (kept only when the game's end is in reach)."""
        value = 0
        change = list(path or ())
        for seat in range(self.players):
            hand = hands >> (28 * seat) & _HAND
            if hand:
                penalty = penalty_of(hand)
                value -= self.gain(seat, penalty)
                if path is not None:
                    change[self.side_of[seat]] -= penalty
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

    def next_seat(self, opened: int, hands: int, seat: int) -> int:
        """The next seat after ``seat`` that can place (the ones between pass, R7.3), or -1 when
        nobody can: the round is blocked (R7.4)."""
        fits = MATCHING[opened]
        players = self.players
        for step in range(1, players + 1):
            nxt = (seat + step) % players
            if hands >> (28 * nxt) & fits:
                return nxt
        return -1

    def after(
        self, seat: int, child: _Child, hands: int, path: tuple[int, ...] | None
    ) -> tuple[int, int, tuple[int, ...] | None]:
        """(hands, next seat or -1 at the round's end, path) after ``seat`` places ``child``."""
        hands ^= 1 << (28 * seat + child[1])
        points = child[8]
        if path is not None and points:
            side = self.side_of[seat]
            path = (*path[:side], path[side] + points, *path[side + 1 :])
        if not hands >> (28 * seat) & _HAND:
            return hands, -1, path  # R8.1: domino
        return hands, self.next_seat(child[7], hands, seat), path

    def value(
        self,
        ends: int,
        pair: int,
        total: int,
        opened: int,
        hands: int,
        seat: int,
        path: tuple[int, ...] | None,
        alpha: int,
        beta: int,
    ) -> int:
        """The value from here of the position where ``seat`` (who can place) is to act;
        ``path`` is each side's points since the decision while the game's end is in reach, else
        None: the value from here then does not depend on how the position was reached."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfBudget
        if path is not None and not self.reachable(total, hands, path):
            path = None
        key = (ends, pair, hands, seat) if path is None else (ends, pair, hands, seat, *path)
        table = self.table
        entry = table.get(key)
        first: SimMove | None = None
        if entry is not None:
            low, high, first = entry
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
        start_alpha, start_beta = alpha, beta
        maximizing = self.mine[seat]
        history = self.history
        children = _children(
            ends, pair, total, opened, hands >> (28 * seat) & _HAND, first, history
        )
        children.sort(reverse=True)
        best = -_INF if maximizing else _INF
        best_move: SimMove | None = None
        for child in children:
            found = self.step_value(hands, seat, child, path, alpha, beta)
            if maximizing:
                if found > best:
                    best, best_move = found, (child[1], child[2], child[3])
                    if found > alpha:
                        alpha = found
            elif found < best:
                best, best_move = found, (child[1], child[2], child[3])
                if found < beta:
                    beta = found
            if alpha >= beta:
                k = child[1] * 64 + child[2] * 8 + child[3]
                history[k] = history.get(k, 0) + 1
                break
        low, high = (entry[0], entry[1]) if entry is not None else (-_INF, _INF)
        if best <= start_alpha:
            high = min(high, best)
        elif best >= start_beta:
            low = max(low, best)
        else:
            low = high = best
        table[key] = (low, high, best_move)
        return best

    def child_of(
        self, state: tuple[int, int, int, int], hands: int, seat: int, move: SimMove
    ) -> _Child:
        """The search's child for the placement ``move`` of ``seat`` in ``state``."""
        ends, pair, total, opened = state
        for child in _children(ends, pair, total, opened, hands >> (28 * seat) & _HAND):
            if (child[1], child[2], child[3]) == move:
                return child
        raise ValueError(f"{move} is not a placement of seat {seat} in this position")

    def move_value(self, move: SimMove, alpha: int = -_INF, beta: int = _INF) -> int:
        """The value of the deciding seat's ``move`` at the root (exact inside (alpha, beta))."""
        seat = self.position.seat
        zero = (0,) * self.position.sides if self.decisive else None
        return self.step_value(
            self.hands,
            seat,
            self.child_of(self.root, self.hands, seat, move),
            zero,
            alpha,
            beta,
        )

    def step_value(
        self,
        hands: int,
        seat: int,
        child: _Child,
        path: tuple[int, ...] | None,
        alpha: int,
        beta: int,
    ) -> int:
        """The value for the deciding side of ``seat`` placing ``child``: its points, then the
        rest of the round (exact inside (alpha, beta))."""
        new_hands, nxt, new_path = self.after(seat, child, hands, path)
        gain = self.gain(seat, child[8])
        if nxt < 0:
            return gain + self.terminal(new_hands, new_path)
        return gain + self.value(
            child[4],
            child[5],
            child[6],
            child[7],
            new_hands,
            nxt,
            new_path,
            alpha - gain,
            beta - gain,
        )

    def line(self, first: SimMove) -> list[Step]:
        """The principal line: ``first``, then at each turn the first best placement (in the
        order (tile, value, kind)) for the side to act, exact values throughout (the table,
        warm from the solve, makes this cheap)."""
        state, hands, seat = self.root, self.hands, self.position.seat
        path = (0,) * self.position.sides if self.decisive else None
        steps: list[Step] = []
        child = self.child_of(state, hands, seat, first)
        while True:
            steps.append(Step(seat, (child[1], child[2], child[3]), child[8]))
            hands, nxt, path = self.after(seat, child, hands, path)
            if nxt < 0:
                return steps
            for passed in range(1, (nxt - seat) % self.players or self.players):
                steps.append(Step((seat + passed) % self.players, None, 0))
            state, seat = (child[4], child[5], child[6], child[7]), nxt
            child = self.best_child(state, hands, seat, path)

    def best_child(
        self,
        state: tuple[int, int, int, int],
        hands: int,
        seat: int,
        path: tuple[int, ...] | None,
    ) -> _Child:
        ends, pair, total, opened = state
        children = _children(ends, pair, total, opened, hands >> (28 * seat) & _HAND)
        children.sort(key=lambda c: (c[1], c[2], c[3]))
        sign = 1 if self.mine[seat] else -1
        values = [sign * self.step_value(hands, seat, c, path, -_INF, _INF) for c in children]
        return children[values.index(max(values))]


def solve(
    position: Position,
    candidates: Sequence[SimMove] | None = None,
    budget: int = 100_000,
    exact_all: bool = True,
    line: bool = True,
) -> Solution | None:
    """Each candidate's value (default: every distinct placement of ``position.moves()``), the
    first best, and with ``line`` the principal line; None if ``budget`` nodes do not suffice.

    ``exact_all=False`` proves only which candidate is best (what a player needs; quicker): the
    others are searched with a window just under the best so far (``Solution``)."""
    moves = list(candidates) if candidates is not None else position.moves()
    if not layout_of(position.layout).open:
        raise ValueError("the solver starts from an opened board (R3.1: any tile may open)")
    if not moves:
        raise ValueError("the seat to act has no placement in this position")
    search = _Search(position, budget)
    values: list[int] = [0] * len(moves)
    best = -1
    try:
        for i in _root_order(search, moves):
            if exact_all or best < 0:
                values[i] = search.move_value(moves[i])
            else:
                # A null window first: is it better than the best so far (or as good, for an
                # earlier candidate: ties go to it)? Only then its exact value.
                floor = values[best] - 1 if i < best else values[best]
                values[i] = search.move_value(moves[i], floor, floor + 1)
                if values[i] > floor:
                    values[i] = search.move_value(moves[i], floor, _INF)
            if best < 0 or values[i] > values[best] or (values[i] == values[best] and i < best):
                best = i
        steps = search.line(moves[best]) if line else []
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
    """Candidates in the order the search tries them: likely best first (``_Search.ordered``)."""
    layout = layout_of(search.position.layout)
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
    board, _ = board_of({"tiles": view["board"]["tiles"], "joins": view["board"]["joins"]})
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
