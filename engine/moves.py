"""The three moves a player can make: Place, Draw, Pass. Immutable, interned, compared by value."""

from __future__ import annotations

from typing import Any, ClassVar, Final, NoReturn

from .errors import excerpt
from .rules import MAX_CLAIM
from .tiles import ALL_ENDS, DOUBLE_SIX, End, Tile


def _frozen(self: object, name: str, value: object) -> NoReturn:
    raise AttributeError(f"{type(self).__name__} is immutable")


class Place:
    """Place ``tile`` on the open ``end``; ``end`` is None only for the round's opening tile.

    ``claim`` is the raw points a player announces under Muggins (H2): None and 0 both claim
    "no score". A claimed placement is another value: ``Place(t, e, 10) != Place(t, e)``.
    """

    __slots__ = ("claim", "end", "tile")
    __setattr__ = _frozen
    _interned: ClassVar[dict[tuple[Tile, End | None, int | None], Place]] = {}

    tile: Tile
    end: End | None
    claim: int | None

    def __new__(cls, tile: Tile, end: End | None = None, claim: int | None = None) -> Place:
        if claim is not None and claim.__class__ is not int:  # True == 1: no bools, no lists
            raise ValueError(f"H2 a claim is 0..{MAX_CLAIM} raw points, not {excerpt(claim)}")
        found = cls._interned.get((tile, end, claim))
        if found is not None:
            return found
        if not isinstance(tile, Tile):
            raise ValueError(f"Place needs a Tile, not {excerpt(tile)}")
        if end is not None and not isinstance(end, End):
            raise ValueError(f"Place needs an End or None, not {excerpt(end)}")
        if claim is not None and not 0 <= claim <= MAX_CLAIM:
            raise ValueError(f"H2 a claim is 0..{MAX_CLAIM} raw points, not {excerpt(claim)}")
        # Only tile/end pairs that could ever join exist in the table; others are still values.
        return cls._make(tile, end, claim)

    @classmethod
    def _make(cls, tile: Tile, end: End | None, claim: int | None = None) -> Place:
        move = object.__new__(cls)
        object.__setattr__(move, "tile", tile)
        object.__setattr__(move, "end", end)
        object.__setattr__(move, "claim", claim)
        cls._interned[(tile, end, claim)] = move
        return move

    @property
    def unclaimed(self) -> Place:
        """The same placement without a claim: what ``legal_moves()`` lists."""
        return self if self.claim is None else Place(self.tile, self.end)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Place, (self.tile, self.end, self.claim))

    def __repr__(self) -> str:
        if self.claim is None:
            return f"Place({self.tile!r}, {self.end!r})"
        return f"Place({self.tile!r}, {self.end!r}, {self.claim!r})"

    def __str__(self) -> str:
        where = f"{self.tile} on {self.end}" if self.end else f"{self.tile} opening"
        return where if self.claim is None else f"{where} claiming {self.claim}"


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
        found: dict[str, Any] = {
            "type": "place",
            "tile": str(move.tile),
            "end": None if move.end is None else str(move.end),
        }
        if move.claim is not None:
            found["claim"] = move.claim
        return found
    if isinstance(move, Draw):
        return {"type": "draw"}
    if isinstance(move, Pass):
        return {"type": "pass"}
    raise ValueError(f"not a move: {move!r}")


def move_from_json(data: object) -> Move:
    """Parse the JSON form of a move; ValueError saying what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"a move is an object with a 'type', not {excerpt(data)}")
    kind = data.get("type")
    if kind == "draw":
        return DRAW
    if kind == "pass":
        return PASS
    if kind != "place":
        raise ValueError(f"a move's type is 'place', 'draw' or 'pass', not {excerpt(kind)}")
    tile, end = data.get("tile"), data.get("end")
    if not isinstance(tile, str):
        raise ValueError(f"move.tile is text like [1|4], not {excerpt(tile)}")
    if end is not None and not isinstance(end, str):
        raise ValueError(f"move.end is text like [1|1] branch_a or null, not {excerpt(end)}")
    return Place(Tile.parse(tile), None if end is None else End.parse(end), data.get("claim"))
