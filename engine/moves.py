"""The three moves a player can make: Place, Draw, Pass. Immutable, interned, compared by value."""

from __future__ import annotations

from typing import Any, ClassVar, Final, NoReturn

from .tiles import ALL_ENDS, DOUBLE_SIX, End, Tile


def _frozen(self: object, name: str, value: object) -> NoReturn:
    raise AttributeError(f"{type(self).__name__} is immutable")


class Place:
    """Place ``tile`` on the open ``end``; ``end`` is None only for the round's opening tile."""

    __slots__ = ("end", "tile")
    __setattr__ = _frozen
    _interned: ClassVar[dict[tuple[Tile, End | None], Place]] = {}

    tile: Tile
    end: End | None

    def __new__(cls, tile: Tile, end: End | None = None) -> Place:
        found = cls._interned.get((tile, end))
        if found is not None:
            return found
        if not isinstance(tile, Tile):
            raise ValueError(f"Place needs a Tile, not {tile!r}")
        if end is not None and not isinstance(end, End):
            raise ValueError(f"Place needs an End or None, not {end!r}")
        # Only tile/end pairs that could ever join exist in the table; others are still values.
        return cls._make(tile, end)

    @classmethod
    def _make(cls, tile: Tile, end: End | None) -> Place:
        move = object.__new__(cls)
        object.__setattr__(move, "tile", tile)
        object.__setattr__(move, "end", end)
        cls._interned[(tile, end)] = move
        return move

    def __reduce__(self) -> tuple[Any, ...]:
        return (Place, (self.tile, self.end))

    def __repr__(self) -> str:
        return f"Place({self.tile!r}, {self.end!r})"

    def __str__(self) -> str:
        return f"{self.tile} on {self.end}" if self.end else f"{self.tile} opening"


class Draw:
    """Draw one tile from the boneyard (R7.2)."""

    __slots__ = ()
    __setattr__ = _frozen
    _only: ClassVar[Draw | None] = None

    def __new__(cls) -> Draw:
        if cls._only is None:
            cls._only = object.__new__(cls)
        return cls._only

    def __reduce__(self) -> tuple[Any, ...]:
        return (Draw, ())

    def __repr__(self) -> str:
        return "Draw()"


class Pass:
    """Pass the turn: only with nothing to place and an empty boneyard (R7.3)."""

    __slots__ = ()
    __setattr__ = _frozen
    _only: ClassVar[Pass | None] = None

    def __new__(cls) -> Pass:
        if cls._only is None:
            cls._only = object.__new__(cls)
        return cls._only

    def __reduce__(self) -> tuple[Any, ...]:
        return (Pass, ())

    def __repr__(self) -> str:
        return "Pass()"


Move = Place | Draw | Pass

DRAW: Final = Draw()
PASS: Final = Pass()

# PLACES[tile.id][end.id]: the interned move for every pair that can join, for the hot path.
PLACES: Final[tuple[tuple[Place | None, ...], ...]] = tuple(
    tuple(Place._make(t, e) if e.value in (t.low, t.high) else None for e in ALL_ENDS)
    for t in DOUBLE_SIX
)
OPENINGS: Final[tuple[Place, ...]] = tuple(Place._make(t, None) for t in DOUBLE_SIX)


def move_to_json(move: Move) -> dict[str, Any]:
    """The JSON form of a move (see docs/protocol.md)."""
    if isinstance(move, Place):
        return {
            "type": "place",
            "tile": str(move.tile),
            "end": None if move.end is None else str(move.end),
        }
    if isinstance(move, Draw):
        return {"type": "draw"}
    if isinstance(move, Pass):
        return {"type": "pass"}
    raise ValueError(f"not a move: {move!r}")


def move_from_json(data: object) -> Move:
    """Parse the JSON form of a move; ValueError saying what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"a move is an object with a 'type', not {data!r}")
    kind = data.get("type")
    if kind == "draw":
        return DRAW
    if kind == "pass":
        return PASS
    if kind != "place":
        raise ValueError(f"a move's type is 'place', 'draw' or 'pass', not {kind!r}")
    end = data.get("end")
    return Place(Tile.parse(data.get("tile")), None if end is None else End.parse(end))  # type: ignore[arg-type]
