"""What the table knows (issue 42): the ledger any seat may open, built from a view's public parts.

For each seat: how many tiles it holds and the numbers it is known to hold none of; the
boneyard's count in a game with a stock; and, for the seat whose view it is and only when asked,
the tiles it cannot see (the set, R1.1, less the board less its own hand). The facts are read
from the round's public history, the same in every seat's view, never from a hand (R1.4): a seat
could work out every one of them itself, and the ledger is the same whoever opens it.

**The rule: what a draw or a pass says** (R7.1-R7.3, AF2, PB2, PB4). A player who can place must;
so a seat that draws (R7.2, AF2) held nothing showing a number on the open ends at that moment,
and a seat that passes (R7.3 with the boneyard empty, PB4 in the block game) holds none of them.
A fact is about the tiles the seat held then, so it stands for them as long as they stay in the
hand (placing a tile takes one away, never adds one), and never for a tile that comes later:

* a pass adds the open ends' numbers to what every tile the seat holds cannot show, for the rest
  of the hand in the block game (no draws) or until the seat next draws;
* a draw says the same of the tiles held before it, and brings one tile nobody else has seen: the
  hand as a whole is known to lack nothing until that tile is accounted for. Its next move does
  that: placing the drawn tile (public: "drawn") leaves the tiles the facts were about; drawing
  again or passing says the drawn tile did not fit the same open ends either (R7.2: a drawn tile
  that fits is placed). So a draw resets the facts for the numbers it could have brought, and
  only the numbers the drawn tile is then seen not to fit are known again;
* a seat placing a tile it did not just draw gives up one of its tiles; when the facts cannot say
  which, the ledger keeps only what stands whichever it was (the placed tile is taken from the
  tiles known to lack the most that could show it: ``engine/ai/knowledge.py``, which the
  computers read too, so what is left holds for every tile it could have been).

A number is **known not held** when every tile of the hand is known not to show it. The facts
are tracked per tile held (``infer_slots``), because after several draws the tiles held before
them lack more than the tiles drawn, and a later placement can tell them apart.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from . import inbound
from .ai.knowledge import infer_slots
from .rules import Rules
from .session import Session
from .tiles import DOUBLE_SIX, Tile

NUMBERS = range(7)  # R1.1: the numbers a double-six set's halves show


class SeatFacts(NamedTuple):
    """One seat's line of the ledger: its tile count and the numbers it is known to lack."""

    seat: int
    tiles: int
    lacks: tuple[int, ...]  # ascending; none while a drawn tile is not accounted for


class Ledger(NamedTuple):
    """What the table knows now (module text). ``boneyard`` is None in a game without a stock
    (PB4); ``viewer`` and ``unseen`` are None when no seat's hand may be used (the curtain is
    up): the tiles a seat cannot see would tell its hand by difference."""

    seats: tuple[SeatFacts, ...]
    boneyard: int | None
    viewer: int | None
    unseen: tuple[Tile, ...] | None

    def to_json(self) -> dict[str, Any]:
        """The ledger op's answer (docs/protocol.md)."""
        return {
            "seats": [
                {"seat": f.seat, "tiles": f.tiles, "lacks": list(f.lacks)} for f in self.seats
            ],
            "boneyard": self.boneyard,
            "viewer": self.viewer,
            "unseen": None if self.unseen is None else [str(t) for t in self.unseen],
        }


def known_lacks(
    history: list[dict[str, Any]], counts: tuple[int, ...]
) -> tuple[tuple[int, ...], ...]:
    """Per seat, the numbers every tile it holds is known not to show, from the public
    ``history`` (the view's events) and each seat's tile count now (module text)."""
    slots, _ = infer_slots(history, counts, -1)
    found = []
    for held in slots:
        common = 0
        if held:
            common = (1 << len(NUMBERS)) - 1
            for lacking in held:
                common &= lacking
        found.append(tuple(v for v in NUMBERS if common >> v & 1))
    return tuple(found)


def unseen_tiles(view: dict[str, Any]) -> tuple[Tile, ...]:
    """The tiles the view's seat cannot see: the set (R1.1) less the board less its own hand,
    in the set's order."""
    seen = {Tile.parse(text) for text in view["board"]["tiles"]}
    seen.update(Tile.parse(text) for text in view["hand"])
    return tuple(t for t in DOUBLE_SIX if t not in seen)


def ledger_of_view(view: dict[str, Any], with_hand: bool) -> Ledger:
    """The ledger from ``view``'s public parts (history, counts, board, rules); its own hand is
    read only ``with_hand``, for the tiles that seat cannot see."""
    counts = tuple(int(c) for c in view["hand_counts"])
    lacks = known_lacks(view["history"], counts)
    seats = tuple(SeatFacts(seat, counts[seat], lacks[seat]) for seat in range(len(counts)))
    stock = Rules.from_json(view["rules"]).stock == "draw"
    return Ledger(
        seats=seats,
        boneyard=int(view["boneyard_count"]) if stock else None,
        viewer=int(view["seat"]) if with_hand else None,
        unseen=unseen_tiles(view) if with_hand else None,
    )


def op_ledger(session: Session, args: dict[str, Any]) -> Any:
    """The ledger of the game on the table: the public facts, and the tiles ``seat`` cannot see
    when a seat is named (the one whose hand the page shows; null or absent: nobody's, as while
    the curtain is up, and then no hand is read at all)."""
    game = session.require_game()
    seat = args.get("seat")
    if seat is None:
        return ledger_of_view(game.view(session.human), with_hand=False).to_json()
    seat = inbound.integer(seat, "seat", 0, game.players - 1)
    return ledger_of_view(game.view(seat), with_hand=True).to_json()


__all__ = ["Ledger", "SeatFacts", "known_lacks", "ledger_of_view", "op_ledger", "unseen_tiles"]
