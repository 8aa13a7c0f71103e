"""Game records: a versioned, JSON-safe form of a whole game that replays to the identical state.

A record keeps the game's seed, each round's deal and the moves made. Loading replays every move
through ``Game.play`` (so an illegal move is refused exactly as in play) and checks every stored
fact against the replay; anything malformed or inconsistent is a ValueError that says what and
where.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from .deal import MAX_SALT, MAX_SEED, Deal, Lot, deal_round, obeys_r1, round_seed
from .errors import IllegalMove, UnknownGame, excerpt, is_int
from .events import event_move
from .moves import move_from_json, move_to_json
from .origin import Origin
from .rules import Rules
from .tiles import Tile
from .view import lot_to_json

if TYPE_CHECKING:  # for the annotations only: game.py imports this module, not the reverse
    from .game import Game, RoundLog

FORMAT = "five-up-game"
VERSION = 2  # 2: the table's rules, the public salt and Muggins claims; 1 loads with Rules()
MAX_ROUNDS = 1_000  # no game comes near it; a bound for untrusted records
MAX_MOVES = 200  # per round: 28 tiles placed, drawn and passed stay far below it


def deal_to_json(deal: Deal) -> dict[str, Any]:
    dice, seats = lot_to_json(deal.lot)
    lot = (
        None
        if dice is None or seats is None
        else [list(zip(s, d, strict=True)) for s, d in zip(seats, dice, strict=True)]
    )
    return {
        "hands": [[str(t) for t in hand] for hand in deal.hands],
        "boneyard": [str(t) for t in deal.boneyard],
        "starter": deal.starter,
        "lot": None if lot is None else [[list(pair) for pair in throw] for throw in lot],
    }


def _round_to_json(log: RoundLog, redealt: bool = False) -> dict[str, Any]:
    """One round; a shared deal's round also carries the seats' shares its seed came from, and a
    what-if line's round dealt again (engine/unseen.py) says so (``redealt``)."""
    data: dict[str, Any] = {
        "number": log.number,
        "scores_before": list(log.scores_before),
        "deal": deal_to_json(log.deal),
        "moves": [move_to_json(event_move(e)) for e in log.events],
    }
    if log.shares is not None:
        data["shares"] = list(log.shares)
    if redealt:
        data["redealt"] = True
    return data


def _redealt(game: Game, index: int) -> bool:
    """A what-if line's round after its first whose deal came with it, not from a seed."""
    return game.origin == Origin.LINE and index > 0 and game.rounds[index].seed is None


def game_to_record(game: Game) -> dict[str, Any]:
    """The record of ``game`` as it stands now; a set-up game's also has the position it began
    from (``setup``, the notation with its boneyard given)."""
    record = {
        "format": FORMAT,
        "version": VERSION,
        "players": game.players,
        "seed": game.seed,
        "origin": game.origin.value,
        "rules": game.rules.to_json(),
        "salt": game.salt,
        "rounds": [_round_to_json(log, _redealt(game, i)) for i, log in enumerate(game.rounds)],
    }
    if game.setup is not None:
        record["setup"] = game.setup
    return record


def content_id(game: Game) -> str:
    """A game's identity for the statistics: the SHA-256 of its rules, seed, salt, origin, deals
    and moves, so the same game counts once however often it is saved, resumed or imported."""
    record = game_to_record(game)
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _need(condition: bool, message: str) -> None:
    if not condition:
        raise ValueError(f"game record: {message}")


def _field(obj: object, key: str, where: str) -> Any:
    _need(isinstance(obj, dict), f"{where} is not an object")
    assert isinstance(obj, dict)
    _need(key in obj, f"{where} has no '{key}'")
    return obj[key]


def _tiles(value: object, where: str) -> tuple[Tile, ...]:
    _need(isinstance(value, list), f"{where} is not a list of tiles")
    assert isinstance(value, list)
    _need(len(value) <= 28, f"{where} holds {len(value)} tiles; the set has 28 (R1.1)")
    try:
        return tuple(Tile.parse(t) for t in value)
    except ValueError as err:
        raise ValueError(f"game record: {where}: {err}") from None


def _deal_from_json(data: object, where: str) -> Deal:
    hands = _field(data, "hands", where)
    _need(isinstance(hands, list) and len(hands) <= 4, f"{where} hands is not a list of 2-4 hands")
    parsed = tuple(_tiles(h, f"{where} hand {i}") for i, h in enumerate(hands))
    boneyard = _tiles(_field(data, "boneyard", where), f"{where} boneyard")
    starter = _field(data, "starter", where)
    _need(is_int(starter), f"{where} starter is a seat number, not {excerpt(starter)}")
    lot_data = _field(data, "lot", where)
    lot = None
    if lot_data is not None:
        _need(_is_lot(lot_data), f"{where} lot is not a list of [seat, die] throws")
        lot = Lot(tuple(tuple((s, d) for s, d in throw) for throw in lot_data))
    return Deal(parsed, boneyard, starter, lot)


def _is_lot(data: object) -> bool:
    """A lot is at most a few dozen throws of [seat, die] pairs, each a small whole number."""
    return (
        isinstance(data, list)
        and 0 < len(data) <= 64
        and all(
            isinstance(throw, list)
            and 0 < len(throw) <= 4
            and all(
                isinstance(pair, list) and len(pair) == 2 and all(is_int(n) for n in pair)
                for pair in throw
            )
            for throw in data
        )
    )


def _rules(data: dict[str, Any], version: int) -> Rules:
    """Version 1 records knew no house rules: they were the sheet's game."""
    if version == 1:
        _need("rules" not in data, "a version 1 record has no 'rules'")
        return Rules()
    try:
        return Rules.from_json(_field(data, "rules", "the record"))
    except UnknownGame as err:
        raise err.within("game record: ") from None
    except ValueError as err:
        raise ValueError(f"game record: {err}") from None


def _salt(data: dict[str, Any], version: int) -> int:
    salt = data.get("salt", 0) if version == 1 else _field(data, "salt", "the record")
    _need(
        is_int(salt) and 0 <= salt < MAX_SALT,
        f"salt is a whole number 0..2**53-1, not {excerpt(salt)}",
    )
    return int(salt)


def game_from_record(data: object, game_type: type[Game]) -> Game:
    """Replay a record into a ``game_type`` (``Game.from_record`` passes its class); ValueError
    for anything malformed, inconsistent or illegal."""
    _need(isinstance(data, dict), "a record is a JSON object")
    assert isinstance(data, dict)
    fmt = _field(data, "format", "the record")
    _need(fmt == FORMAT, f"format is {excerpt(fmt)}, not {FORMAT!r}")
    version = _field(data, "version", "the record")
    _need(is_int(version), f"version is a whole number, not {excerpt(version)}")
    _need(
        version <= VERSION,
        f"version {excerpt(version)} is newer than this game understands ({VERSION})",
    )
    _need(version in (1, VERSION), f"version {excerpt(version)} is not supported")
    rules = _rules(data, version)
    salt = _salt(data, version)
    players = _field(data, "players", "the record")
    seed = _field(data, "seed", "the record")
    try:
        origin = Origin.read(_field(data, "origin", "the record"))
    except ValueError as err:
        raise ValueError(f"game record: {err}") from None
    rounds = _field(data, "rounds", "the record")
    _need(
        isinstance(rounds, list) and 1 <= len(rounds) <= MAX_ROUNDS,
        f"rounds is a list of 1..{MAX_ROUNDS} rounds",
    )
    _need(
        is_int(players) and rules.min_players <= players <= rules.max_players,
        f"players is {excerpt(players)}, not 2..4 (R1.2)",
    )
    try:
        rules.check_players(players)  # AF1, PB1: the counts the game takes
    except ValueError as err:
        raise ValueError(f"game record: {err}") from None
    _need(
        is_int(seed) and 0 <= seed < MAX_SEED,
        f"seed is a whole number 0..2**53-1, not {excerpt(seed)}",
    )

    setup = data.get("setup")
    _need(
        (setup is not None) == (origin == Origin.SETUP),
        "a set-up game (origin 'setup') has its 'setup' position, and no other game has one",
    )
    game: Game | None = None
    for index, round_data in enumerate(rounds):
        where = f"round {index + 1}"
        deal = _deal_from_json(_field(round_data, "deal", where), f"{where} deal")
        before = _field(round_data, "scores_before", where)
        moves = _field(round_data, "moves", where)
        _need(
            isinstance(moves, list) and len(moves) <= MAX_MOVES,
            f"{where} moves is a list of at most {MAX_MOVES} moves",
        )
        shares = _round_shares(round_data, origin, where)
        redealt = round_data.get("redealt", False)
        _need(
            redealt is False or (redealt is True and origin == Origin.LINE and index > 0),
            f"{where} redealt: only a what-if line's later round is dealt again (true), "
            f"not {excerpt(redealt)}",
        )
        if redealt:
            game = _redealt_round(game, deal, before, where)
        elif game is None and origin == Origin.LINE:
            game = _line_first_round(game_type, deal, before, players, seed, rules, salt)
            game.rounds[0].shares = None if shares is None else tuple(shares)
        elif game is None and shares is not None:
            game = _shared_game(game_type, shares, before, players, seed, rules, salt)
            _need(game.rounds[-1].deal == deal, f"{where} deal is not the deal of its shares")
        elif game is None and setup is not None:
            game = _setup_game(game_type, setup, deal, before, seed, rules, salt)
        elif game is None:
            game = _first_round(game_type, deal, before, origin, players, seed, rules, salt)
        else:
            _need(game.round_over, f"round {index} is not finished but another round follows")
            _need(not game.over, f"the game was over after round {index}, yet {where} follows")
            try:
                game.next_round(shares)
            except ValueError as err:
                raise ValueError(f"game record: {where}: {err}") from None
            source = f"seed {seed}" if shares is None else "its shares"
            _need(game.rounds[-1].deal == deal, f"{where} deal is not the deal of {source}")
            _need(
                before == list(game.scores),
                f"{where} scores_before {excerpt(before)} do not match the replay "
                f"{list(game.scores)}",
            )
        for number, move_data in enumerate(moves, start=1):
            try:
                game.play(move_from_json(move_data))
            except ValueError as err:  # IllegalMove included
                kind = "illegal" if isinstance(err, IllegalMove) else "malformed"
                raise ValueError(f"game record: {where} move {number} is {kind}: {err}") from None
    assert game is not None
    return game


def _redealt_round(game: Game | None, deal: Deal, before: object, where: str) -> Game:
    """A what-if line's round whose deal came with it (engine/unseen.py): trusted like the
    line's first round, checked as a deal by hand."""
    assert game is not None  # (index > 0)
    _need(game.round_over, f"round {len(game.rounds)} is not finished but another round follows")
    _need(
        before == list(game.scores),
        f"{where} scores_before {excerpt(before)} do not match the replay {list(game.scores)}",
    )
    try:
        game.next_round_dealt(deal)
    except ValueError as err:
        raise ValueError(f"game record: {where} deal: {err}") from None
    return game


def _round_shares(data: dict[str, Any], origin: Origin, where: str) -> list[str] | None:
    """A shared deal's round has the seats' shares (checked as the seed is derived); no other
    round has any."""
    if origin == Origin.LINE and "shares" not in data:
        return None  # a line's rounds after its branch are dealt from the seed
    if origin not in (Origin.SHARED, Origin.LINE):
        _need("shares" not in data, f"{where} has shares, but only a shared deal has them")
        return None
    shares = _field(data, "shares", where)
    _need(isinstance(shares, list) and len(shares) <= 4, f"{where} shares is a list of 2..4 shares")
    return list(shares)


def _shared_game(
    game_type: type[Game],
    shares: list[str],
    before: object,
    players: int,
    seed: int,
    rules: Rules,
    salt: int,
) -> Game:
    """Round 1 of a shared deal: one share per seat, game seed 0, scores 0."""
    _need(len(shares) == players, f"round 1 shares has one share per seat ({players})")
    _need(seed == 0, f"a shared deal's seed is 0 (each round has its shares), not {seed}")
    _need(before == [0] * rules.sides(players), "round 1 scores_before is not all 0 (R1.3)")
    try:
        return game_type.new_shared(shares, rules, salt=salt)
    except ValueError as err:
        raise ValueError(f"game record: round 1: {err}") from None


def _setup_game(
    game_type: type[Game],
    text: object,
    deal: Deal,
    before: object,
    seed: int,
    rules: Rules,
    salt: int,
) -> Game:
    """Round 1 of a set-up game: the position its ``setup`` notation gives (checked again, with
    its boneyard), which must be the round's deal and starting scores."""
    from .position import parse

    try:
        position = parse(text)
    except ValueError as err:
        raise ValueError(f"game record: setup: {err}") from None
    _need(position.boneyard is not None, "setup gives the boneyard of the position it began from")
    _need(position.rules == rules, "setup's rules are not the record's")
    game = game_type.from_setup(position, seed, salt=salt)
    _need(game.rounds[0].deal == deal, "round 1 deal is not the set-up position's")
    _need(before == list(position.scores), "round 1 scores_before are not the set-up position's")
    return game


def _first_round(
    game_type: type[Game],
    deal: Deal,
    before: object,
    origin: Origin,
    players: int,
    seed: int,
    rules: Rules,
    salt: int,
) -> Game:
    """Round 1 as the record says it began: from the seed, or a deal given by hand that R1
    allows ("given"), or a position built on purpose ("position" or "puzzle", which say so)."""
    where = "round 1"
    if origin.deals_again:
        expected = deal_round(round_seed(seed, 1), players, None, rules)
        _need(deal == expected, f"{where} deal is not the deal of seed {seed}")
        _need(
            before == [0] * rules.sides(players),
            f"{where} scores_before is not all 0 for a new game (R1.3)",
        )
        game = game_type.new(players, seed, rules, salt=salt)
        if origin != Origin.SEED:
            game.relabel(origin)
        return game
    _need(len(deal.hands) == players, f"{where} deal has not {players} hands")
    _need(
        isinstance(before, list) and len(before) == rules.sides(players),
        f"{where} scores_before is a list of {rules.sides(players)} scores",
    )
    assert isinstance(before, list)
    if origin == Origin.GIVEN:
        broken = obeys_r1(deal, before, rules)
        if broken is not None:
            raise ValueError(
                f"game record: {where} deal: {broken} (a position built on purpose says "
                "origin 'position')"
            )
    try:
        return game_type.from_deal(
            deal.hands,
            deal.boneyard,
            deal.starter,
            before,
            rules,
            seed=seed,
            salt=salt,
            position=origin == Origin.POSITION,
            origin=Origin.PUZZLE if origin == Origin.PUZZLE else None,
        )
    except ValueError as err:
        raise ValueError(f"game record: {where} deal: {err}") from None


def _line_first_round(
    game_type: type[Game],
    deal: Deal,
    before: object,
    players: int,
    seed: int,
    rules: Rules,
    salt: int,
) -> Game:
    """Round 1 of a what-if line (engine/lines.py): the deal its record holds, trusted like a
    position (a line never counts), with later rounds from the seed or the round's shares."""
    where = "round 1"
    _need(len(deal.hands) == players, f"{where} deal has not {players} hands")
    _need(
        isinstance(before, list) and len(before) == rules.sides(players),
        f"{where} scores_before is a list of {rules.sides(players)} scores",
    )
    assert isinstance(before, list)
    try:  # the checks of a deal given by hand: each tile once, every hand dealt, the scores
        game_type.from_deal(
            deal.hands, deal.boneyard, deal.starter, before, rules, seed=seed, salt=salt
        )
    except ValueError as err:
        raise ValueError(f"game record: {where} deal: {err}") from None
    first = round_seed(seed, 1)
    dealt = first if deal == deal_round(first, players, None, rules) else None
    return game_type(players, seed, deal, before, Origin.LINE, dealt, rules, salt)
