"""What one seat may know (R1.4): ``Game.view(seat)`` as a JSON-safe dict (docs/protocol.md).

Hidden things never enter the view while the round runs: other hands appear as counts and the
boneyard as a count. Once the round is over every hand is shown, as at a real table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .deal import Lot, seed_fingerprint
from .errors import excerpt
from .events import Drew, Event, Placed, RoundResult
from .moves import move_to_json
from .scoring import display, tally

if TYPE_CHECKING:  # for the annotations only: game.py imports this module, not the reverse
    from .game import Game


def event_to_json(event: Event) -> dict[str, Any]:
    """One public history event as JSON, with the display points the page shows (R6.2)."""
    if isinstance(event, Placed):
        return {
            "type": "place",
            "seat": event.seat,
            "tile": str(event.tile),
            "end": None if event.end is None else str(event.end),
            "points": event.points,
            "display_points": display(event.points),
            "ends_sum": event.ends_sum,
            "drawn": event.drawn,
            "claim": event.claim,
            "display_claim": None if event.claim is None else display(event.claim),
            "scorer": event.scorer,
            "muggins": event.mugginsed,
        }
    kind = "draw" if isinstance(event, Drew) else "pass"
    return {"type": kind, "seat": event.seat, "open_values": list(event.open_values)}


def result_to_json(result: RoundResult | None) -> dict[str, Any] | None:
    """The round's result with its amounts also in display points (R6.2): per side, what its
    placements took (``display_placements``, Muggins apart), what it took through Muggins (H2),
    its hands' deduction, the round's change to its score and its score now, so that a summary
    shows the round's figures and the game's total apart without any arithmetic of its own."""
    if result is None:
        return None
    own = [g - m for g, m in zip(result.gained, result.muggins, strict=True)]
    change = [g - d for g, d in zip(result.gained, result.deducted, strict=True)]
    return {
        **result.to_json(),
        "display_penalties": [display(p) for p in result.penalties],
        "display_scores": [display(s) for s in result.scores],
        "display_placements": [display(p) for p in own],
        "display_muggins": [display(m) for m in result.muggins],
        "display_deducted": [display(d) for d in result.deducted],
        "display_round": [display(c) for c in change],
    }


def lot_to_json(lot: Lot | None) -> tuple[list[list[int]] | None, list[list[int]] | None]:
    """The lot as (dice per throw, seats per throw), or (None, None)."""
    if lot is None:
        return None, None
    return (
        [[die for _, die in throw] for throw in lot.throws],
        [[seat for seat, _ in throw] for throw in lot.throws],
    )


def build_view(game: Game, seat: int) -> dict[str, Any]:
    """The view of ``seat``: its own hand, counts of everything hidden, and the public record."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players:
        raise ValueError(f"seat is 0..{game.players - 1}, not {excerpt(seat)}")
    log = game.rounds[-1]
    hands = game.hands
    over = game.round_over
    to_act = not over and game.current == seat
    dice, lot_seats = lot_to_json(log.deal.lot)
    scores = list(game.scores)
    return {
        "seat": seat,
        "players": game.players,
        "sides": game.sides,
        "side_of": [game.side_of(s) for s in range(game.players)],
        "round": log.number,
        "starter": log.deal.starter,
        "lot": dice,
        "lot_seats": lot_seats,
        "hand": [str(t) for t in hands[seat]],
        "hand_counts": [len(h) for h in hands],
        "boneyard_count": len(game.boneyard),
        "board": game.board.to_dict(),
        "scores": scores,
        "display_scores": [display(s) for s in scores],
        "tally": [tally(s) for s in scores],
        "rules": game.rules.to_json(),
        "target": game.rules.target,
        "display_target": game.rules.display_target,
        "origin": game.origin.value,
        "salt": game.salt,
        "current": None if over else game.current,
        # The drawn tile is face down to everyone else until it is placed.
        "must_play": str(game.must_play) if to_act and game.must_play is not None else None,
        "legal_moves": [move_to_json(m) for m in game.legal_moves()] if to_act else [],
        "history": [event_to_json(e) for e in log.events],
        "round_over": over,
        "round_result": result_to_json(log.result),
        "revealed_hands": [[str(t) for t in h] for h in hands] if over else None,
        "over": game.over,
        "winner": game.winner,
        # Fair deal: the round seed's SHA-256 up front, the seed itself (as text, exact in JS)
        # once the round is over, so anyone can recompute the deal. None for a deal given by hand.
        "deal_fingerprint": None if log.seed is None else seed_fingerprint(log.seed),
        "deal_seed": str(log.seed) if over and log.seed is not None else None,
    }
