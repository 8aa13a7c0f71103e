"""Five Up: the rules engine (R1-R10 of docs/rules.md); its public API, listed in __all__, is
described in docs/engine-api.md."""

from .board import Board
from .errors import IllegalMove
from .game import Game
from .moves import Draw, Pass, Place
from .rules import Rules
from .scoring import hand_penalty, placement_points
from .tiles import DOUBLE_SIX, End, Tile

__all__ = [
    "DOUBLE_SIX",
    "Board",
    "Draw",
    "End",
    "Game",
    "IllegalMove",
    "Pass",
    "Place",
    "Rules",
    "Tile",
    "hand_penalty",
    "placement_points",
]
__version__ = "0.1.0"
