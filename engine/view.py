"""What one seat may know (R1.4): ``Game.view(seat)`` as a JSON-safe dict (docs/protocol.md).

Hidden things never enter the view while the round runs: other hands appear as counts and the
boneyard as a count. Once the round is over every hand is shown, as at a real table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .deal import Lot, OpenReason, opening_reason, seed_fingerprint
from .errors import excerpt
from .events import Drew, Event, Placed, RoundResult
from .moves import move_to_json
from .rules import SHEET, Rules
from .scoring import blocked_less, hand_winner, tally

if TYPE_CHECKING:  # for the annotations only: game.py imports this module, not the reverse
    from .game import Game


def event_to_json(event: Event, rules: Rules = SHEET) -> dict[str, Any]:
    """One public history event as JSON, with the display points the page shows (R6.2; the
    other games show raw points as they are)."""
    display = rules.display
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


def result_to_json(
    result: RoundResult | None, rules: Rules = SHEET, players: int = 2
) -> dict[str, Any] | None:
    """The round's result with its amounts also in display points (R6.2): per side, what its
    placements took (``display_placements``, Muggins apart), what it took through Muggins (H2),
    its hands' deduction, the round's change to its score and its score now, so that a summary
    shows the round's figures and the game's total apart without any arithmetic of its own. In
    a game where the hand's winner takes the count (AF6-AF7, PB6-PB7) also what each side took
    (``display_awarded``, ``display_bonus``) and how the hand was counted (``count``)."""
    if result is None:
        return None
    display = rules.display
    own = [g - m for g, m in zip(result.gained, result.muggins, strict=True)]
    change = [g - d for g, d in zip(result.gained, result.deducted, strict=True)]
    taken: dict[str, Any] = {}
    if result.awarded is not None and result.bonus is not None:
        change = [c + a + b for c, a, b in zip(change, result.awarded, result.bonus, strict=True)]
        taken = {
            "display_awarded": [display(a) for a in result.awarded],
            "display_bonus": [display(b) for b in result.bonus],
            "count": hand_count(result, rules, players),
        }
    return {
        **result.to_json(),
        "display_penalties": [display(p) for p in result.penalties],
        "display_scores": [display(s) for s in result.scores],
        "display_placements": [display(p) for p in own],
        "display_muggins": [display(m) for m in result.muggins],
        "display_deducted": [display(d) for d in result.deducted],
        "display_round": [display(c) for c in change],
        **taken,
    }


def hand_count(result: RoundResult, rules: Rules, players: int) -> dict[str, Any]:
    """How a hand the winning side takes was counted (AF6-AF7, PB6-PB7, PB9), as data the page
    puts in words per game: ``ended`` "out" or "blocked"; ``winner`` the side that took the
    count (null: a blocked hand tied, nobody scores); ``counted`` whose hands ("all" or
    "opponents") and ``counted_seats`` those seats; ``pips`` their pips; ``less`` the winner's
    own pips taken off them (AF7's option, else 0); ``rounding``
    ("total-to-5", AF6, or "none"); ``points`` what the winner took (in raw points, which these
    games show as they are); ``bonus`` its capicúa bonus (PB9); ``cites`` the game's rules that
    made this count, for the page to cite (the page holds no rule number): going out's (AF6,
    PB6), a blocked hand's first (AF7, PB7), the capicúa's last when it paid (PB9)."""
    sides = rules.seat_sides(players)
    side_pips = [0] * rules.sides(players)
    for side, pips in zip(sides, result.pips, strict=True):
        side_pips[side] += pips
    winner = hand_winner(rules, side_pips, sides, result.ender)
    seats = [
        seat
        for seat in range(players)
        if winner is not None and (rules.counted == "all" or sides[seat] != winner)
    ]
    return {
        "ended": "blocked" if result.blocked else "out",
        "winner": winner,
        "counted": rules.counted,
        "counted_seats": seats,
        "pips": sum(result.pips[seat] for seat in seats),
        "less": 0 if winner is None else blocked_less(rules, side_pips[winner], result.ender),
        "rounding": rules.rounding,
        "points": 0 if winner is None or result.awarded is None else result.awarded[winner],
        "bonus": 0 if winner is None or result.bonus is None else result.bonus[winner],
        "cites": count_cites(rules.game["rule"], result, winner),
    }


def count_cites(prefix: str, result: RoundResult, winner: int | None) -> list[str]:
    """The rules a hand's count follows, in the order the page says them: a blocked hand's
    (AF7, PB7), going out's count (AF6, PB6), the capicúa bonus when it paid (PB9); the games of
    the family number them alike."""
    cites = [f"{prefix}7"] if result.blocked else []
    cites.append(f"{prefix}6")
    paid = winner is not None and result.bonus is not None and result.bonus[winner] > 0
    return cites + ([f"{prefix}9"] if paid else [])


def lot_to_json(lot: Lot | None) -> tuple[list[list[int]] | None, list[list[int]] | None]:
    """The lot as (dice per throw, seats per throw), or (None, None)."""
    if lot is None:
        return None, None
    return (
        [[die for _, die in throw] for throw in lot.throws],
        [[seat for seat, _ in throw] for throw in lot.throws],
    )


def opens_because(game: Game) -> OpenReason:
    """Why the round's starter opens it (engine/deal.py ``opening_reason``), from the round's deal
    and the round before it, so the page says who opens and why in the game's own words."""
    log = game.rounds[-1]
    before = game.rounds[-2] if len(game.rounds) > 1 else None
    return opening_reason(
        game.rules,
        log.deal,
        log.scores_before,
        None if before is None else before.deal,
        None if before is None else before.result,
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
    rules = game.rules
    return {
        "seat": seat,
        "players": game.players,
        "sides": game.sides,
        "side_of": [game.side_of(s) for s in range(game.players)],
        "round": log.number,
        "starter": log.deal.starter,
        "opens": opens_because(game),
        "lot": dice,
        "lot_seats": lot_seats,
        "hand": [str(t) for t in hands[seat]],
        "hand_counts": [len(h) for h in hands],
        "boneyard_count": len(game.boneyard),
        "board": game.board.to_dict(),
        "scores": scores,
        "display_scores": [rules.display(s) for s in scores],
        # R10's marks and strokes on Five Up's sheet; the other games write a plain count
        "tally": [tally(s) for s in scores] if rules.spec.sheet == "tally" else None,
        "rules": rules.to_json(),
        "game": rules.game,
        "target": rules.target,
        "display_target": rules.display_target,
        "origin": game.origin.value,
        "salt": game.salt,
        "current": None if over else game.current,
        # The drawn tile is face down to everyone else until it is placed.
        "must_play": str(game.must_play) if to_act and game.must_play is not None else None,
        "legal_moves": [move_to_json(m) for m in game.legal_moves()] if to_act else [],
        "history": [event_to_json(e, rules) for e in log.events],
        "round_over": over,
        "round_result": result_to_json(log.result, rules, game.players),
        "revealed_hands": [[str(t) for t in h] for h in hands] if over else None,
        "over": game.over,
        "winner": game.winner,
        # Fair deal: the round seed's SHA-256 up front, the seed itself (as text, exact in JS)
        # once the round is over, so anyone can recompute the deal. None for a deal given by hand.
        "deal_fingerprint": None if log.seed is None else seed_fingerprint(log.seed),
        "deal_seed": str(log.seed) if over and log.seed is not None else None,
    }
