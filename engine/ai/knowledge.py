"""What a seat knows, inferred from its view alone: its hand, the layout, and per hidden hand the
values each tile in it cannot show.

Inference (R7.2, R7.3): a player who draws or passes holds no tile matching any open value at that
moment. That says nothing about tiles they get later, so each hidden hand is tracked as "slots", one
per tile held, each with the set of values its tile cannot show:

* a draw or a pass adds the open values to every slot the player holds at that moment;
* a draw adds a new, unconstrained slot (the drawn tile). If the player's next event is not the
  placement of that very tile (``drawn: true``), it could not be placed either, so it lacks the
  same values;
* a placement of a drawn tile removes that slot; any other placement removes one slot that could
  have held the tile. A player's slots form a chain (older slots lack a superset of what newer ones
  lack), so removing the most constrained slot that fits the tile keeps exactly the union of the
  possibilities, never ruling out a deal that is still possible.

Tiles on the table and in one's own hand are known; every other tile is in a hidden hand or the
boneyard.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules import DEFAULT_TARGET
from ..tiles import DOUBLE_SIX, Tile
from .ruleset import AFTER_DOUBLE, SimRules, rules_of_view
from .sim import BRANCH, HALF, OPENING, PAIR, SOLO, Layout, SimMove
from .tables import ALL_TILES, HIGH, LOW, VALUE_BITS

TILE_ID: dict[str, int] = {str(t): t.id for t in DOUBLE_SIX}
_SLOT_KIND = {"low": HALF, "high": HALF, "branch_a": BRANCH, "branch_b": BRANCH}


def tile_id(text: str) -> int:
    """The index of a tile written like ``[1|4]`` (either order)."""
    found = TILE_ID.get(text)
    return found if found is not None else Tile.parse(text).id


def value_set(values: list[int]) -> int:
    found = 0
    for v in values:
        found |= 1 << v
    return found


def layout_from_view(view: dict[str, Any]) -> Layout:
    """The simulator's layout of the view's board (open ends by number and kind, ends' sum) under
    the rules the view names (its spinner state from the board's spinners, ruleset.py)."""
    board = view["board"]
    layout = Layout(rules_of_view(view))
    for spinner in board.get("spinners", ()):
        layout.spin = AFTER_DOUBLE[layout.spin][LOW[tile_id(spinner)]]
    lines: dict[str, int] = {}
    for item in board["open_ends"]:
        text: str = item["end"]
        tile_text, slot = text.rsplit(" ", 1)
        v = int(item["value"])
        layout.open |= 1 << v
        kind = _SLOT_KIND.get(slot)
        if kind == HALF:
            layout.half[v] += 1
        elif kind == BRANCH:
            layout.branch[v] += 1
        else:
            lines[tile_text] = lines.get(tile_text, 0) + 1
    for tile_text, sides in lines.items():
        v = LOW[tile_id(tile_text)]
        if sides == 2:  # R3.4: the opening double, both line sides open
            layout.pair = v
        else:
            layout.solo[v] += 1
    layout.total = int(board["ends_sum"])
    return layout


def sim_move(move: dict[str, Any], layout: Layout) -> SimMove:
    """The simulator's (tile, value, kind) for a JSON placement on ``layout``."""
    tile = tile_id(move["tile"])
    end = move.get("end")
    if end is None:
        return (tile, LOW[tile], OPENING)
    tile_text, slot = end.rsplit(" ", 1)
    on = tile_id(tile_text)
    v = HIGH[on] if slot == "high" else LOW[on]
    kind = _SLOT_KIND.get(slot)
    if kind is None:
        kind = PAIR if layout.pair == v else SOLO
    return (tile, v, kind)


def view_target(view: dict[str, Any]) -> int:
    """H1: the game's target in raw points, from the view's rules (older views: its "target")."""
    rules = view.get("rules")
    if isinstance(rules, dict) and "target" in rules:
        return int(rules["target"])
    return int(view.get("target", DEFAULT_TARGET))


@dataclass
class Knowledge:
    """Everything the seat of a view knows that matters for the rest of the round."""

    seat: int
    players: int
    side_of: tuple[int, ...]
    hand: int  # own tiles (bit set)
    must: int  # the drawn tile that must be placed now (R7.2), or -1
    unknown: int  # tiles neither on the table nor in the own hand
    counts: tuple[int, ...]  # tiles held by each seat
    boneyard: int  # tiles in the boneyard
    slots: list[list[int]]  # per seat, per hidden tile: the values it cannot show (own seat: [])
    layout: Layout
    scores: tuple[int, ...]
    target: int
    anomalies: list[str] = field(default_factory=list)  # history that did not add up

    @property
    def game(self) -> SimRules:
        """The rule set the round is played by (the view's rules)."""
        return self.layout.game

    @property
    def side(self) -> int:
        return self.side_of[self.seat]

    @property
    def sides(self) -> int:
        return max(self.side_of) + 1


def infer_slots(
    history: list[dict[str, Any]], counts: tuple[int, ...], own: int
) -> tuple[list[list[int]], list[str]]:
    """Per seat but ``own`` (-1: none), per tile it holds, the values that tile cannot show,
    inferred from the public history alone (the module text), with any history that did not add
    up; ``counts`` are the tiles each seat holds now."""
    players = len(counts)
    anomalies: list[str] = []

    # Hand sizes at the start of the round: now, plus what was placed, minus what was drawn.
    start = list(counts)
    for event in history:
        who = event["seat"]
        if event["type"] == "place":
            start[who] += 1
        elif event["type"] == "draw":
            start[who] -= 1
    slots: list[list[int]] = [[] if s == own else [0] * max(start[s], 0) for s in range(players)]
    pending: list[int] = [-1] * players  # open values when a still unresolved draw was made
    for event in history:
        who = event["seat"]
        if who == own:
            continue
        held = slots[who]
        kind = event["type"]
        drawn_place = kind == "place" and bool(event.get("drawn"))
        if pending[who] >= 0 and not drawn_place and held:
            held[-1] |= pending[who]  # R7.2: the drawn tile could not be placed either
        if kind == "draw":
            lacking = value_set(event["open_values"])
            for i in range(len(held)):
                held[i] |= lacking
            held.append(0)
            pending[who] = lacking
        elif kind == "pass":
            lacking = value_set(event["open_values"])
            for i in range(len(held)):
                held[i] |= lacking
            pending[who] = -1
        elif kind == "place":
            tile = tile_id(event["tile"])
            if drawn_place and pending[who] >= 0 and held:
                held.pop()
            else:
                if drawn_place:
                    anomalies.append(f"seat {who} placed a drawn tile without a draw")
                fits = [i for i in range(len(held)) if not held[i] & VALUE_BITS[tile]]
                if fits:
                    held.pop(max(fits, key=lambda i: (held[i].bit_count(), -i)))
                elif held:
                    anomalies.append(f"seat {who} placed {event['tile']}, which no slot allows")
                    held.pop(min(range(len(held)), key=lambda i: held[i].bit_count()))
                else:
                    anomalies.append(f"seat {who} placed a tile from an empty hand")
            pending[who] = -1
    for s in range(players):
        if s != own and len(slots[s]) != counts[s]:
            anomalies.append(f"seat {s}: {len(slots[s])} slots for {counts[s]} tiles")
            slots[s] = (slots[s] + [0] * counts[s])[: counts[s]]
    return slots, anomalies


def read_view(view: dict[str, Any]) -> Knowledge:
    """Infer what the view's seat knows (see the module text)."""
    seat = int(view["seat"])
    players = int(view["players"])
    counts = tuple(int(c) for c in view["hand_counts"])
    hand = 0
    for text in view["hand"]:
        hand |= 1 << tile_id(text)
    on_table = 0
    for text in view["board"]["tiles"]:
        on_table |= 1 << tile_id(text)
    must_text = view.get("must_play")
    must = tile_id(must_text) if must_text else -1
    slots, anomalies = infer_slots(view.get("history", []), counts, seat)
    unknown = ALL_TILES & ~hand & ~on_table
    return Knowledge(
        seat=seat,
        players=players,
        side_of=tuple(int(s) for s in view["side_of"]),
        hand=hand,
        must=must,
        unknown=unknown,
        counts=counts,
        boneyard=int(view["boneyard_count"]),
        slots=slots,
        layout=layout_from_view(view),
        scores=tuple(int(s) for s in view["scores"]),
        target=view_target(view),
        anomalies=anomalies,
    )
