"""The worker's operations for a table over the network (docs/protocol.md, Network).

The host's worker referees: it deals from the seats' shares (``deal_*``), answers each guest's
seat with that seat's view and nothing more (``net_view``), and takes a guest's move only for
that guest's seat, on its turn, when legal (``guest_move``). Both pages read every message off
the wire through ``net_parse``; a guest's worker checks each round's deal with ``deal_check``.
A guest's worker holds no game: its move log and what the table knows are read from the view the
host sent (``view_log``, ``view_ledger``), the seat's own, as any seat may.
"""

from __future__ import annotations

from typing import Any

from . import inbound, netmsg
from .deal import deal_round, seed_fingerprint
from .dealing import PendingDeal
from .errors import IllegalMove
from .game import Game
from .ledger import ledger_of_view
from .moves import move_from_json
from .previews import previews
from .rules import MAX_PLAYERS, Rules
from .session import Session
from .shares import MAX_ROUND, check_hex, check_reveals, commitment, derive_seed, new_share


def _pending(session: Session, round_no: int) -> PendingDeal:
    pending = session.pending
    if pending is None or pending.round != round_no:
        raise IllegalMove(f"round {round_no} is dealt from shares: begin with deal_begin")
    return pending


def shared_shares(session: Session, round_no: int, players: int) -> tuple[str, ...]:
    """The shares of round ``round_no``, every one revealed and matched (else refused)."""
    pending = _pending(session, round_no)
    if pending.players != players:
        raise ValueError(f"deal_begin was for {pending.players} players, not {players}")
    return pending.ready()


def _seat(session: Session, value: object, field: str = "seat") -> int:
    players = session.require_game().players if session.game else MAX_PLAYERS
    return inbound.integer(value, field, 0, players - 1)


def op_deal_begin(session: Session, args: dict[str, Any]) -> Any:
    """Start collecting round ``round``'s commitments: 1 for a new game, else the next round."""
    round_no = inbound.integer(args.get("round"), "round", 1, MAX_ROUND)
    players = inbound.integer(args.get("players"), "players", 2, MAX_PLAYERS)
    what = f"a list of the guests' seats (0..{players - 1})"
    remote = inbound.array(args.get("remote"), "remote", what, limit=MAX_PLAYERS)
    seats = [inbound.integer(s, f"remote[{i}]", 0, players - 1) for i, s in enumerate(remote)]
    if len(set(seats)) != len(seats):
        raise ValueError(f"remote is {what}, each once")
    if round_no > 1:
        game = session.require_game()
        if not game.round_over or game.over or round_no != game.round_number + 1:
            raise IllegalMove(f"R8.1 the next round to deal is not {round_no}")
        if game.players != players:
            raise ValueError(f"players is {game.players}, this game's, not {players}")
    held = session.pending
    if held is not None and held.round == round_no and held.committed and seats:
        raise IllegalMove(f"the commitments for round {round_no} are out: it is dealt from them")
    session.pending = PendingDeal.begin(round_no, players, seats)
    return session.pending.public()


def _guest_seat(session: Session, args: dict[str, Any]) -> tuple[PendingDeal, int]:
    pending = session.pending
    if pending is None:
        raise IllegalMove("no deal is being collected: begin with deal_begin")
    return pending, inbound.integer(args.get("seat"), "seat", 0, pending.players - 1)


def op_deal_commit(session: Session, args: dict[str, Any]) -> Any:
    pending, seat = _guest_seat(session, args)
    session.pending = pending.commit(seat, args.get("commitment"))
    return session.pending.public()


def op_deal_reveal(session: Session, args: dict[str, Any]) -> Any:
    pending, seat = _guest_seat(session, args)
    session.pending = pending.reveal(seat, args.get("share"))
    return session.pending.public()


def op_deal_share(session: Session, args: dict[str, Any]) -> Any:
    """A guest's own fresh share for its seat and round, and the commitment it sends first."""
    round_no = inbound.integer(args.get("round"), "round", 1, MAX_ROUND)
    seat = inbound.integer(args.get("seat"), "seat", 0, MAX_PLAYERS - 1)
    share = new_share()
    return {
        "round": round_no,
        "seat": seat,
        "share": share,
        "commitment": commitment(share, round_no, seat),
    }


def op_deal_shares(session: Session, args: dict[str, Any]) -> Any:
    """A finished round's shares and commitments, for every device to check the deal."""
    game = session.require_game()
    log = game.rounds[-1]
    if log.shares is None:
        raise ValueError("this round was not dealt from shares")
    if not game.round_over:
        raise IllegalMove(
            "R1.4 the shares give the deal away: they are shown once the round is over"
        )
    commitments = [commitment(share, log.number, seat) for seat, share in enumerate(log.shares)]
    return {"round": log.number, "shares": list(log.shares), "commitments": commitments}


def op_deal_check(session: Session, args: dict[str, Any]) -> Any:
    """A guest's check of a finished round: the shares match the commitments it got before it
    revealed its own, their seed is the fingerprint it saw, and its dealt hand is the one it got,
    dealt as the table's game deals (``rules``, the welcome's: hand sizes AF1, PB1; Five Up's
    when not given)."""
    rules = Rules.from_json(args.get("rules"))
    round_no = inbound.integer(args.get("round"), "round", 1, MAX_ROUND)
    shares = inbound.array(args.get("shares"), "shares", "a list of one share per seat", 4)
    commitments = inbound.array(args.get("commitments"), "commitments", "a list", 4)
    checked = check_reveals(shares, commitments, round_no)
    seat = inbound.integer(args.get("seat"), "seat", 0, len(checked) - 1)
    fingerprint = check_hex(args.get("fingerprint"), "fingerprint")
    hand = inbound.array(args.get("hand"), "hand", "the tiles dealt to the seat")
    seen = [inbound.tile_text(tile, f"hand[{i}]") for i, tile in enumerate(hand)]
    seed = derive_seed(checked, round_no)
    deal = deal_round(seed, rules.check_players(len(checked)), 0, rules)
    dealt = [[str(t) for t in h] for h in deal.hands]
    reason = None
    if seed_fingerprint(seed) != fingerprint:
        reason = "the shares' seed is not the one whose fingerprint was shown before the round"
    elif sorted(dealt[seat]) != sorted(seen):
        reason = f"seat {seat} was dealt {dealt[seat]} by the shares, not the hand shown"
    return {
        "fair": reason is None,
        "reason": reason,
        "seed": str(seed),
        "hands": dealt,
        "boneyard": [str(t) for t in deal.boneyard],
    }


def op_net_view(session: Session, args: dict[str, Any]) -> Any:
    """The message for a guest's seat: its own view (``Game.view``) and its previews."""
    game = session.require_game()
    seat = _seat(session, args.get("seat"))
    view = game.view(seat)
    mine = previews(game) if view["current"] == seat else []
    message = netmsg.make(
        "host", "view", round=game.round_number, step=len(view["history"]), view=view,
        previews=mine,
    )  # fmt: skip
    return message.to_json()


def op_guest_move(session: Session, args: dict[str, Any]) -> Any:
    """A guest's move for its own seat: refused, changing nothing, unless it is that seat's
    turn in the round and step the guest saw, and the move is legal."""
    game = session.require_game()
    seat = _seat(session, args.get("seat"))
    if not session.seats[seat].remote:
        here = "played at the host's device"
        what = here if session.seats[seat].is_person else "a computer's"
        raise IllegalMove(f"seat {seat} is {what}; no guest moves for it")
    round_no = inbound.integer(args.get("round"), "round", 1, MAX_ROUND)
    step = inbound.integer(args.get("step"), "step", 0, netmsg.MAX_STEP)
    move = move_from_json(inbound.move(args.get("move")))
    if round_no != game.round_number:
        raise IllegalMove(f"round is {game.round_number}, the round in play, not {round_no}")
    if game.round_over:
        raise IllegalMove("R8.1 the round is over; no moves until the next round")
    if game.current != seat:
        raise IllegalMove(f"R2.1 it is seat {game.current}'s turn, not seat {seat}'s")
    made = len(game.rounds[-1].events)
    if step != made:
        raise IllegalMove(f"step is {made}, the moves made this round, not {step}: an old view")
    game.play(move)
    return session.state()


def op_net_parse(session: Session, args: dict[str, Any]) -> Any:
    """One message off the wire, checked: from a guest (read by the host) or from the host."""
    sender = netmsg.sender_of(args.get("from"))
    return netmsg.parse(args.get("text"), sender).to_json()


def shared_game(session: Session, players: int, rules: Rules, salt: int) -> Game:
    """A new game dealt from round 1's collected shares."""
    return Game.new_shared(shared_shares(session, 1, players), rules, salt=salt)


__all__ = [
    "op_deal_begin",
    "op_deal_check",
    "op_deal_commit",
    "op_deal_reveal",
    "op_deal_share",
    "op_deal_shares",
    "op_guest_move",
    "op_net_parse",
    "op_net_view",
    "shared_game",
    "shared_shares",
]


def op_view_log(session: Session, args: dict[str, Any]) -> Any:
    """A guest's move log, from its own view (checked as it came off the wire): the round in
    play, its public events and, once over, its result; the rounds before are the host's."""
    view = netmsg.parse_view(args.get("view"))
    round_in_play = {
        "number": view["round"],
        "starter": view["starter"],
        "scores_before": [],
        "events": view["history"],
        "result": view["round_result"],
        "deal_seed": None,
    }
    return {"rounds": [round_in_play], "human": view["seat"], "seats": []}


def op_view_ledger(session: Session, args: dict[str, Any]) -> Any:
    """What the table knows, from a guest's own view: the public facts and the tiles that seat
    has not seen (one person at a guest's device: no curtain)."""
    return ledger_of_view(netmsg.parse_view(args.get("view")), with_hand=True).to_json()
