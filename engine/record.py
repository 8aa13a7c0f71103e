"""Game records: a versioned, JSON-safe form of a whole game that replays to the identical state.

A record keeps the game's seed, each round's deal and the moves made. Loading replays every move
through ``Game.play`` (so an illegal move is refused exactly as in play) and checks every stored
fact against the replay; anything malformed or inconsistent is a ValueError that says what and
where.
"""

from __future__ import annotations

from typing import Any

from .deal import Deal, Lot, deal_round, round_seed
from .errors import IllegalMove
from .game import Game, event_move
from .moves import move_from_json, move_to_json
from .tiles import Tile
from .view import lot_to_json

FORMAT = "five-up-game"
VERSION = 1


def _deal_to_json(deal: Deal) -> dict[str, Any]:
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


def game_to_record(game: Game) -> dict[str, Any]:
    """The record of ``game`` as it stands now."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": game.players,
        "seed": game.seed,
        "origin": game.origin,
        "rounds": [
            {
                "number": log.number,
                "scores_before": list(log.scores_before),
                "deal": _deal_to_json(log.deal),
                "moves": [move_to_json(event_move(e)) for e in log.events],
            }
            for log in game.rounds
        ],
    }


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
    try:
        return tuple(Tile.parse(t) for t in value)
    except ValueError as err:
        raise ValueError(f"game record: {where}: {err}") from None


def _deal_from_json(data: object, where: str) -> Deal:
    hands = _field(data, "hands", where)
    _need(isinstance(hands, list), f"{where} hands is not a list")
    parsed = tuple(_tiles(h, f"{where} hand {i}") for i, h in enumerate(hands))
    boneyard = _tiles(_field(data, "boneyard", where), f"{where} boneyard")
    starter = _field(data, "starter", where)
    lot_data = _field(data, "lot", where)
    lot = None
    if lot_data is not None:
        try:
            lot = Lot(tuple(tuple((int(s), int(d)) for s, d in throw) for throw in lot_data))
        except (TypeError, ValueError):
            raise ValueError(
                f"game record: {where} lot is not a list of [seat, die] throws"
            ) from None
    return Deal(parsed, boneyard, starter, lot)


def game_from_record(data: object) -> Game:
    """Replay a record into a Game; ValueError for anything malformed, inconsistent or illegal."""
    _need(isinstance(data, dict), "a record is a JSON object")
    fmt = _field(data, "format", "the record")
    _need(fmt == FORMAT, f"format is {fmt!r}, not {FORMAT!r}")
    version = _field(data, "version", "the record")
    _need(isinstance(version, int), f"version {version!r} is not a number")
    _need(version <= VERSION, f"version {version} is newer than this game understands ({VERSION})")
    _need(version == VERSION, f"version {version} is not supported")
    players = _field(data, "players", "the record")
    seed = _field(data, "seed", "the record")
    origin = _field(data, "origin", "the record")
    _need(origin in ("seed", "given"), f"origin is {origin!r}, not 'seed' or 'given'")
    rounds = _field(data, "rounds", "the record")
    _need(isinstance(rounds, list) and len(rounds) >= 1, "rounds is not a non-empty list")
    _need(isinstance(players, int) and 2 <= players <= 4, f"players is {players!r}, not 2..4")
    _need(
        isinstance(seed, int) and not isinstance(seed, bool) and seed >= 0,
        "seed is not a number >= 0",
    )

    game: Game | None = None
    for index, round_data in enumerate(rounds):
        where = f"round {index + 1}"
        deal = _deal_from_json(_field(round_data, "deal", where), f"{where} deal")
        before = _field(round_data, "scores_before", where)
        moves = _field(round_data, "moves", where)
        _need(isinstance(moves, list), f"{where} moves is not a list")
        if game is None:
            if origin == "seed":
                expected = deal_round(round_seed(seed, 1), players, None)
                _need(deal == expected, f"{where} deal is not the deal of seed {seed}")
                game = Game.new(players, seed)
                _need(
                    list(before) == [0] * game.sides if isinstance(before, list) else False,
                    f"{where} scores_before is not all 0 for a new game",
                )
            else:
                _need(len(deal.hands) == players, f"{where} deal has not {players} hands")
                try:
                    game = Game.from_deal(
                        deal.hands, deal.boneyard, deal.starter, before, seed=seed
                    )
                except ValueError as err:
                    raise ValueError(f"game record: {where} deal: {err}") from None
        else:
            _need(game.round_over, f"round {index} is not finished but another round follows")
            _need(not game.over, f"the game was over after round {index}, yet {where} follows")
            game.next_round()
            _need(game.rounds[-1].deal == deal, f"{where} deal is not the deal of seed {seed}")
            _need(
                before == list(game.scores),
                f"{where} scores_before {before!r} do not match the replay {list(game.scores)}",
            )
        for number, move_data in enumerate(moves, start=1):
            try:
                game.play(move_from_json(move_data))
            except ValueError as err:  # IllegalMove included
                kind = "illegal" if isinstance(err, IllegalMove) else "malformed"
                raise ValueError(f"game record: {where} move {number} is {kind}: {err}") from None
    assert game is not None
    return game
