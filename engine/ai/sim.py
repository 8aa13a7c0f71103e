"""A lean simulator of the rest of one round, on ints and bit sets, for the AI's rollouts.

The engine's ``Board`` keeps every end by name; for what happens next only each open end's number
and kind matter, so a layout here is a few counts per number (0..6):

* ``half[v]``: open ends of non-doubles showing v. Each adds v to the ends' sum (R5.1).
* ``branch[v]``: unopened branches of the spinner [v|v] (R3.5). They add nothing (R5.3).
* ``solo[v]``: a spinner's open line side whose other side is filled. The spinner adds 2v while it
  is open (R5.2); filling it makes the spinner internal (-2v) and opens its two branches.
* ``pair``: the opening double's number while both its line sides are open (R3.4), else -1. It
  adds 2v; filling either side leaves the other as a ``solo`` side.

Two ends with the same number and kind are interchangeable for the rest of the round, so a move is
``(tile, value, kind)``; ``kind`` is OPENING for the first tile on an empty table. Tests check this
against the engine on many random positions (tests/test_ai_sim.py).
"""

from __future__ import annotations

import random
from typing import Final

from .ruleset import AFTER_DOUBLE, FIVE_UP, OPENS, UNSPUN, SimRules
from .tables import DOUBLE, HIGH, LOW, MATCHING, PIPS, penalty_of

HALF: Final = 0
BRANCH: Final = 1
SOLO: Final = 2
PAIR: Final = 3
OPENING: Final = -1

# A move in the simulator: (tile index, value joined, kind of end).
SimMove = tuple[int, int, int]
# One traced action: (seat, tile or -1, value, kind); tile -1 with kind DRAW_ / PASS_.
TRACE_DRAW: Final = 10
TRACE_PASS: Final = 11


def score(total: int) -> int:
    """R6.1: the ends' sum if positive and a multiple of 5 (Five Up's; a layout scores by its
    rule set's ``points``)."""
    return total if total > 0 and total % 5 == 0 else 0


class Layout:
    """The open ends of a layout by number and kind, and the ends' sum (see the module text)."""

    __slots__ = ("branch", "game", "half", "open", "pair", "solo", "spin", "total")

    def __init__(self, game: SimRules = FIVE_UP) -> None:
        self.game = game  # the rule set (ruleset.py): its scoring and spinner rule
        self.spin = game.start  # the spinner state (ruleset.py)
        self.half = [0] * 7
        self.branch = [0] * 7
        self.solo = [0] * 7
        self.pair = -1
        self.total = 0
        self.open = 0  # 7-bit set of the numbers some open end shows

    def copy(self) -> Layout:
        other = Layout.__new__(Layout)
        other.game = self.game
        other.spin = self.spin
        other.half = self.half[:]
        other.branch = self.branch[:]
        other.solo = self.solo[:]
        other.pair = self.pair
        other.total = self.total
        other.open = self.open
        return other

    def key(self) -> tuple[object, ...]:
        return (
            tuple(self.half), tuple(self.branch), tuple(self.solo), self.pair, self.total,
            self.spin,
        )  # fmt: skip

    @property
    def empty(self) -> bool:
        return self.open == 0

    def options(self, tile: int) -> list[tuple[int, int, int]]:
        """Every distinct placement of ``tile``: (value, kind, points)."""
        points = self.game.points
        if not self.open:
            a, b = LOW[tile], HIGH[tile]
            return [(a, OPENING, points[2 * a if a == b else a + b])]
        found: list[tuple[int, int, int]] = []
        a, b = LOW[tile], HIGH[tile]
        for v, add in _sides(a, b):
            if not self.open >> v & 1:
                continue
            base = self.total + add
            if self.half[v]:
                found.append((v, HALF, points[base - v]))
            if self.branch[v]:
                found.append((v, BRANCH, points[base]))
            if self.pair == v:
                found.append((v, PAIR, points[base]))
            if self.solo[v]:
                found.append((v, SOLO, points[base - 2 * v]))
        return found

    def apply(self, tile: int, v: int, kind: int) -> int:
        """Place ``tile`` joining an end of ``kind`` showing ``v``; return its points (R6)."""
        a, b = LOW[tile], HIGH[tile]
        if kind == OPENING:
            if a == b:
                self.pair = a
                self.total = 2 * a
                self.open = 1 << a
                self.spin = AFTER_DOUBLE[self.spin][a]  # AF3: the opening double spins
            else:
                self.half[a] += 1
                self.half[b] += 1
                self.total = a + b
                self.open = (1 << a) | (1 << b)
            return self.game.points[self.total]
        if kind == HALF:
            self.half[v] -= 1
            self.total -= v
        elif kind == BRANCH:
            self.branch[v] -= 1
        elif kind == SOLO:
            self.solo[v] -= 1
            self.branch[v] += OPENS[self.spin][v]  # R3.5, AF3; PB3: no branches
            self.total -= 2 * v
        else:  # PAIR
            self.pair = -1
            self.solo[v] += 1
        if not (self.half[v] or self.branch[v] or self.solo[v] or self.pair == v):
            self.open &= ~(1 << v)
        if a == b:
            self.solo[v] += 1
            self.total += 2 * v
            self.open |= 1 << v
            self.spin = AFTER_DOUBLE[self.spin][v]
        else:
            other = b if v == a else a
            self.half[other] += 1
            self.total += other
            self.open |= 1 << other
        return self.game.points[self.total]


def _sides(a: int, b: int) -> tuple[tuple[int, int], ...]:
    """(value joined, what the new tile adds) for each way a tile can join."""
    if a == b:
        return ((a, 2 * a),)
    return ((a, b), (b, a))


def legal(layout: Layout, hand: int, must: int) -> list[SimMove]:
    """Distinct placements for a hand (only ``must`` if it is >= 0); empty if none (R7)."""
    playable = (
        (1 << must) if must >= 0 else hand if not layout.open else hand & MATCHING[layout.open]
    )
    moves: list[SimMove] = []
    while playable:
        low = playable & -playable
        playable ^= low
        tile = low.bit_length() - 1
        for v, kind, _ in layout.options(tile):
            moves.append((tile, v, kind))
    return moves


def playout(
    layout: Layout,
    hands: list[int],
    bone: list[int],
    seat: int,
    must: int,
    side_of: tuple[int, ...],
    rng: random.Random | None = None,
    noise: float = 0.0,
    trace: list[tuple[int, int, int, int]] | None = None,
    defend: float = 0.0,
) -> list[int]:
    """Play the round to its end with the greedy policy; return each side's change in score,
    placements and the count at the round's end as the layout's rule set says (ruleset.py).

    ``layout`` and ``hands`` are changed in place (pass copies). ``bone`` is the boneyard in draw
    order. ``must`` is a drawn tile that ``seat`` must place now (R7.2), or -1. Each seat places
    the tile and end scoring the most points now, ties to the heavier tile; with ``defend`` > 0
    the points the next seat could score at once in reply, times ``defend``, are taken off first
    (``_defended``). With ``noise`` > 0 a uniformly random placement is made instead with that
    probability. The board must be opened.
    """
    half, branch, solo = layout.half, layout.branch, layout.solo
    pair, total, om = layout.pair, layout.total, layout.open
    game = layout.game
    points, spin = game.points, layout.spin
    opens = OPENS[spin]
    if not game.fives:  # PB6: nothing to score during play, so no reply to defend against
        defend = 0.0
    players = len(hands)
    deltas = [0] * (max(side_of) + 1)
    bi, nbone = 0, len(bone)
    ender = -1
    while True:
        if must >= 0:
            playable = 1 << must
            must = -1
        else:
            playable = hands[seat] & MATCHING[om]
        if playable:
            best_key = -1
            bt = bv = bk = 0
            if noise and rng is not None and rng.random() < noise:
                options = _options(half, branch, solo, pair, total, om, playable, points)
                bt, bv, bk, _ = options[int(rng.random() * len(options))]
            elif defend:
                after = seat + 1 if seat + 1 < players else 0
                bt, bv, bk = _defended(
                    half, branch, solo, pair, total, om, playable, hands[seat], hands[after],
                    defend, opens,
                )  # fmt: skip
            else:
                m = playable
                while m:
                    low = m & -m
                    m ^= low
                    t = low.bit_length() - 1
                    a, b = LOW[t], HIGH[t]
                    pips = PIPS[t]
                    if om >> a & 1:
                        base = total + (2 * a if a == b else b)
                        if half[a]:
                            s = base - a
                            key = points[s] * 16 + pips
                            if key > best_key:
                                best_key, bt, bv, bk = key, t, a, HALF
                        if branch[a] or pair == a:
                            key = points[base] * 16 + pips
                            if key > best_key:
                                best_key, bt, bv, bk = key, t, a, (BRANCH if branch[a] else PAIR)
                        if solo[a]:
                            s = base - 2 * a
                            key = points[s] * 16 + pips
                            if key > best_key:
                                best_key, bt, bv, bk = key, t, a, SOLO
                    if a != b and om >> b & 1:
                        base = total + a
                        if half[b]:
                            s = base - b
                            key = points[s] * 16 + pips
                            if key > best_key:
                                best_key, bt, bv, bk = key, t, b, HALF
                        if branch[b] or pair == b:
                            key = points[base] * 16 + pips
                            if key > best_key:
                                best_key, bt, bv, bk = key, t, b, (BRANCH if branch[b] else PAIR)
                        if solo[b]:
                            s = base - 2 * b
                            key = points[s] * 16 + pips
                            if key > best_key:
                                best_key, bt, bv, bk = key, t, b, SOLO
            # Place bt joining an end of kind bk showing bv.
            if bk == HALF:
                half[bv] -= 1
                total -= bv
            elif bk == BRANCH:
                branch[bv] -= 1
            elif bk == SOLO:
                solo[bv] -= 1
                branch[bv] += opens[bv]  # R3.5, AF3; PB3: none
                total -= 2 * bv
            else:
                pair = -1
                solo[bv] += 1
            if not (half[bv] or branch[bv] or solo[bv] or pair == bv):
                om &= ~(1 << bv)
            if DOUBLE[bt]:
                solo[bv] += 1
                total += 2 * bv
                om |= 1 << bv
                if spin == UNSPUN:  # AF3: the first double played spins
                    spin = AFTER_DOUBLE[spin][bv]
                    opens = OPENS[spin]
            else:
                other = HIGH[bt] if bv == LOW[bt] else LOW[bt]
                half[other] += 1
                total += other
                om |= 1 << other
            gain = points[total]
            if gain:
                deltas[side_of[seat]] += gain
            if trace is not None:
                trace.append((seat, bt, bv, bk))
            hand = hands[seat] ^ (1 << bt)
            hands[seat] = hand
            if not hand:  # R8.1: domino
                ender = seat
                break
            seat = seat + 1 if seat + 1 < players else 0
            if bi == nbone:
                fits = MATCHING[om]
                for h in hands:
                    if h & fits:
                        break
                else:  # R7.4: blocked
                    break
        elif bi < nbone:  # R7.2: draw one tile
            if trace is not None:
                trace.append((seat, -1, -1, TRACE_DRAW))
            t = bone[bi]
            bi += 1
            hands[seat] |= 1 << t
            if MATCHING[om] >> t & 1:
                must = t
            elif bi == nbone:
                fits = MATCHING[om]
                for h in hands:
                    if h & fits:
                        break
                else:
                    break
        else:  # R7.3: pass
            if trace is not None:
                trace.append((seat, -1, -1, TRACE_PASS))
            seat = seat + 1 if seat + 1 < players else 0
    layout.pair, layout.total, layout.open, layout.spin = pair, total, om, spin
    if game.penalties:
        for s, h in enumerate(hands):
            if h:
                deltas[side_of[s]] -= penalty_of(h)  # R8.3
        return deltas
    capicua = ender >= 0 and game.rules.capicua > 0 and capicua_of(layout, bt)
    for i, d in enumerate(game.count(hands, side_of, ender, capicua)):
        deltas[i] += d
    return deltas


def capicua_of(layout: Layout, last: int) -> bool:
    """PB9: the round went out with ``last``, not a double, and the line's two ends show the same
    number now (its free half, and the end it could have joined instead)."""
    if DOUBLE[last] or layout.open & (layout.open - 1):
        return False
    v = layout.open.bit_length() - 1
    return layout.half[v] + layout.solo[v] + layout.branch[v] + 2 * (layout.pair == v) == 2


def _options(
    half: list[int],
    branch: list[int],
    solo: list[int],
    pair: int,
    total: int,
    om: int,
    playable: int,
    points: tuple[int, ...] = FIVE_UP.points,
) -> list[tuple[int, int, int, int]]:
    """Every distinct placement of the ``playable`` tiles: (tile, value, kind, points)."""
    found: list[tuple[int, int, int, int]] = []
    while playable:
        low = playable & -playable
        playable ^= low
        t = low.bit_length() - 1
        a = LOW[t]
        b = HIGH[t]
        v = a
        add = 2 * a if a == b else b
        while True:
            if om >> v & 1:
                base = total + add
                if half[v]:
                    s = base - v
                    found.append((t, v, HALF, points[s]))
                if branch[v]:
                    found.append((t, v, BRANCH, points[base]))
                elif pair == v:
                    found.append((t, v, PAIR, points[base]))
                if solo[v]:
                    found.append((t, v, SOLO, points[base - 2 * v]))
            if v == b:
                break
            v, add = b, a
    return found


def _best_points(
    half: list[int], branch: list[int], solo: list[int], pair: int, total: int, om: int, hand: int
) -> int:
    """The most points ``hand`` could score with one placement now (R6.1, AF4: the fives games;
    the playout defends only in those)."""
    best = 0
    playable = hand & MATCHING[om]
    while playable:
        low = playable & -playable
        playable ^= low
        t = low.bit_length() - 1
        a = LOW[t]
        b = HIGH[t]
        v = a
        base = total + (2 * a if a == b else b)
        while True:
            if om >> v & 1:
                if half[v]:
                    s = base - v
                    if s > best and s % 5 == 0:
                        best = s
                if (branch[v] or pair == v) and base > best and base % 5 == 0:
                    best = base
                if solo[v]:
                    s = base - 2 * v
                    if s > best and s % 5 == 0:
                        best = s
            if v == b:
                break
            v = b
            base = total + a
    return best


def _defended(
    half: list[int],
    branch: list[int],
    solo: list[int],
    pair: int,
    total: int,
    om: int,
    playable: int,
    hand: int,
    next_hand: int,
    weight: float,
    opens: tuple[int, ...] = OPENS[0],
) -> SimMove:
    """The placement best by points now minus ``weight`` times the next seat's best reply
    (nothing if it goes out), ties to the heavier tile, in a fives game (R6.1, AF4); ``opens``
    is what filling a double's second side opens (ruleset.OPENS). The layout lists are
    restored."""
    options = _options(half, branch, solo, pair, total, om, playable)
    if len(options) == 1:
        t, v, k, _ = options[0]
        return (t, v, k)
    best: SimMove = (0, 0, 0)
    best_key = -1e9
    for t, v, k, points in options:
        reply = 0
        if hand != 1 << t:
            a, b = LOW[t], HIGH[t]
            other = v if a == b else (b if v == a else a)
            saved = (half[v], branch[v], solo[v], half[other], solo[other])
            new_pair, new_total = pair, total
            if k == HALF:
                half[v] -= 1
                new_total -= v
            elif k == BRANCH:
                branch[v] -= 1
            elif k == SOLO:
                solo[v] -= 1
                branch[v] += opens[v]
                new_total -= 2 * v
            else:
                new_pair = -1
                solo[v] += 1
            new_om = om
            if not (half[v] or branch[v] or solo[v] or new_pair == v):
                new_om &= ~(1 << v)
            if a == b:
                solo[v] += 1
                new_total += 2 * v
            else:
                half[other] += 1
                new_total += other
            new_om |= 1 << other
            reply = _best_points(half, branch, solo, new_pair, new_total, new_om, next_hand)
            half[v], branch[v], solo[v] = saved[0], saved[1], saved[2]
            half[other], solo[other] = saved[3], saved[4]
        key = (points - weight * reply) * 16 + PIPS[t]
        if key > best_key:
            best_key, best = key, (t, v, k)
    return best
