"""The rules a table may choose, as one frozen value: every rule constant of the engine lives here.

A game of the family is a value of ``Rules``: its parameters are data (the stock, the spinners,
scoring during play, how a hand is counted at its end, who opens, the target...), never separate
code paths. ``PRESETS`` names the games a table may choose: ``"five-up"`` is ``Rules()``, the sheet
(R1-R10 of docs/rules.md); ``"all-fives"`` (AF1-AF9) and ``"partnership-block"`` (PB1-PB9) are the
other games. ``GAMES`` says, per game, which parameters are fixed and which options a table may
choose (house rules H1 target and H2 Muggins are Five Up's options); ``describe()`` gives that
description to the page. The game, the board, the scoring, the view, the record and the protocol
all read the parameters from the game's ``Rules``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from dataclasses import replace as _replace
from typing import Any, ClassVar, Final, Literal

from .errors import UnknownGame, is_int
from .errors import excerpt as _excerpt

MIN_PLAYERS: Final = 2  # R1.2, the fewest any game of the family takes
MAX_PLAYERS: Final = 4  # R1.2, the most
HAND_SIZE: Final = 5  # R1.3, whatever the number of players
SET_SIZE: Final = 28  # R1.1, the double-six set
RAW_PER_DISPLAY: Final = 5  # R6.2
TARGETS: Final = (155, 305, 605)  # H1: 31, 61 (the sheet's, R9.2) or 121 display points
DEFAULT_TARGET: Final = 305
MAX_CLAIM: Final = 1_000  # H2: no ends' sum comes near this; a bound for untrusted claims

# The parameters' named values (docs/rules.md says what each means, per game).
PresetName = Literal["five-up", "all-fives", "partnership-block"]
Stock = Literal["draw", "none"]  # R7.2 draw until a tile fits / PB4 no stock: pass
Spinners = Literal["every-double", "first-double", "none"]  # R3.3 / AF3 / PB3
PlayScoring = Literal["fives", "none"]  # R6.1 ends' sum when a multiple of 5 / PB: none
HandEnd = Literal["penalties", "winner-takes"]  # R8.3 each hand off its own side / AF6, PB6
Counted = Literal["all", "opponents"]  # PB6 every pip left / AF6, PB6 option: the opponents' only
Rounding = Literal["each-hand-to-5", "total-to-5", "none"]  # R8.3 / AF6 / PB6
BlockedWinner = Literal["none", "fewest-pips"]  # R8.4 nobody / AF7, PB7 the side with fewest
# AF7: a blocked hand's winner takes what going out would have given it, or (AF7's option) that
# count less its own pips
BlockedCount = Literal["as-out", "difference"]
FirstOpener = Literal["lot", "double-six"]  # R2.2 / PB5 the holder of [6|6], with it
LaterOpener = Literal["ender-else-lot", "next-seat", "winner"]  # R2.3 / PB5 and its option
Sheet = Literal["tally", "count"]  # R10 marks and strokes / AF, PB: the points written as a number

PRESET_NAMES: Final[tuple[PresetName, ...]] = ("five-up", "all-fives", "partnership-block")


def display(raw: int) -> int:
    """R6.2: display points (every amount in the game is a multiple of 5)."""
    return raw // RAW_PER_DISPLAY


def sides_of(players: int) -> int:
    """R1.2: two partnerships with four players, else everyone alone."""
    return 2 if players == 4 else players


def side_of_seat(seat: int, players: int) -> int:
    """R1.2: partners sit opposite (seats 0 and 2 against 1 and 3)."""
    return seat % 2 if players == 4 else seat


def hand_size(players: int) -> int:
    """R1.3: five tiles each, whatever the number of players."""
    return HAND_SIZE


def boneyard_size(players: int) -> int:
    """R1.3: the rest of the set (18, 13 or 8 tiles)."""
    return SET_SIZE - players * hand_size(players)


# SEAT_SIDES[players]: each seat's side, for a game to read seat by seat.
SEAT_SIDES: Final = {
    players: tuple(side_of_seat(seat, players) for seat in range(players))
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)
}


@dataclass(frozen=True)
class Option:
    """A choice a table may make in one game: its allowed values, default, the i18n key stem of
    its words (``<words>.name``, ``<words>.<value>``) and the rule that states it."""

    name: str
    choices: tuple[Any, ...]
    default: Any
    rule: str
    words: str

    def check(self, value: object, game: str) -> None:
        """ValueError naming the option and its rule unless ``value`` is one of the choices (of
        the same type: ``True`` is no number, ``305.0`` no whole number)."""
        kind = type(self.default)
        if type(value) is not kind or value not in self.choices:
            shown = ", ".join(self.show(c) for c in self.choices)
            unit = " raw" if self.name in ("target", "capicua") else ""
            of = "" if game == "five-up" else f" of {game}"
            raise ValueError(
                f"{self.rule} rules.{self.name}{of} is one of {shown}{unit}, not {_excerpt(value)}"
            )

    def show(self, value: object) -> str:
        if self.name == "target" and self.rule == "H1" and is_int(value):
            return f"{value} ({display(value)})"  # type: ignore[arg-type]
        return str(value).lower() if isinstance(value, bool) else str(value)


@dataclass(frozen=True)
class GameSpec:
    """One game of the family: the parameters it fixes, the options a table may choose, the rule
    numbers' prefix in docs/rules.md, the i18n key stem of its name and how its score sheet is
    kept (``sheet``: R10's tally of marks and strokes, or a plain count)."""

    name: PresetName
    rule: str
    words: str
    fixed: dict[str, Any]
    options: tuple[Option, ...]
    sheet: Sheet = "count"
    # How many of ``options`` the game's saved forms (JSON, challenge codes, deals keys) named
    # when it was first shipped: an option added after them is written only away from its
    # default, so what was kept before reads and hashes the same.
    first_form: int | None = None

    @property
    def first_count(self) -> int:
        """How many options the game's first form names (all of them, unless some came later)."""
        return len(self.options) if self.first_form is None else self.first_form

    def written(self, values: dict[str, Any]) -> dict[str, Any]:
        """``values`` (every option's, by name) as the saved forms write them: the first form's
        options, then the later ones up to the last away from its default (a prefix, so the
        forms that write values in order stay readable)."""
        names = [o.name for o in self.options]
        changed = [i + 1 for i, o in enumerate(self.options) if values[o.name] != o.default]
        return {name: values[name] for name in names[: max([self.first_count, *changed])]}

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name), None)

    @property
    def option_names(self) -> tuple[str, ...]:
        return tuple(o.name for o in self.options)


def _target(choices: tuple[int, ...], default: int, rule: str) -> Option:
    return Option("target", choices, default, rule, "rules.option.target")


def _muggins(rule: str) -> Option:
    return Option("muggins", (False, True), False, rule, "rules.option.muggins")


GAMES: Final[dict[str, GameSpec]] = {
    "five-up": GameSpec(
        "five-up",
        "R",
        "rules.game.five_up",
        {
            "hand_sizes": ((2, 5), (3, 5), (4, 5)),  # R1.2, R1.3
            "stock": "draw",  # R7.2
            "spinners": "every-double",  # R3.3
            "play_scoring": "fives",  # R6.1
            "hand_end": "penalties",  # R8.3
            "counted": "all",  # (each hand, off its own side)
            "rounding": "each-hand-to-5",  # R8.3
            "blocked_winner": "none",  # R8.4
            "blocked_count": "as-out",
            "first_opener": "lot",  # R2.2
            "later_opener": "ender-else-lot",  # R2.3
            "capicua": 0,
            "raw_per_display": 5,  # R6.2
        },
        (_target(TARGETS, DEFAULT_TARGET, "H1"), _muggins("H2")),
        "tally",  # R10
    ),
    "all-fives": GameSpec(
        "all-fives",
        "AF",
        "rules.game.all_fives",
        {
            "hand_sizes": ((2, 7), (3, 5), (4, 5)),  # AF1
            "stock": "draw",  # AF2
            "spinners": "first-double",  # AF3
            "play_scoring": "fives",  # AF4, AF5
            "hand_end": "winner-takes",  # AF6
            "counted": "opponents",  # AF6
            "rounding": "total-to-5",  # AF6
            "blocked_winner": "fewest-pips",  # AF7
            "first_opener": "lot",  # AF2
            "later_opener": "ender-else-lot",  # AF2
            "capicua": 0,
            "raw_per_display": 1,  # AF4: raw points shown as they are
        },
        (
            _target((100, 150, 250), 150, "AF8"),
            _muggins("AF9"),
            Option(
                "blocked_count",
                ("as-out", "difference"),
                "as-out",
                "AF7",
                "rules.option.blocked_count",
            ),
        ),
        first_form=2,
    ),
    "partnership-block": GameSpec(
        "partnership-block",
        "PB",
        "rules.game.partnership_block",
        {
            "hand_sizes": ((4, 7),),  # PB1
            "stock": "none",  # PB4
            "spinners": "none",  # PB3
            "play_scoring": "none",  # PB6
            "hand_end": "winner-takes",  # PB6
            "rounding": "none",  # PB6
            "blocked_winner": "fewest-pips",  # PB7
            "blocked_count": "as-out",  # PB7 (PB6's option says whose pips)
            "first_opener": "double-six",  # PB5
            "muggins": False,  # nothing is scored during play, so nothing is claimed
            "raw_per_display": 1,
        },
        (
            _target((100, 200, 500), 200, "PB8"),
            Option("counted", ("all", "opponents"), "all", "PB6", "rules.option.counted"),
            Option(
                "later_opener",
                ("next-seat", "winner"),
                "next-seat",
                "PB5",
                "rules.option.later_opener",
            ),
            Option("capicua", (0, 25, 100), 0, "PB9", "rules.option.capicua"),
        ),
        first_form=4,
    ),
}


@dataclass(frozen=True, slots=True, repr=False)
class Rules:
    """One game of the family and the options its table chose; ``Rules()`` is the sheet's game.
    Take another game from ``PRESETS`` and change its options with ``replace``. Refuses values no
    table may choose, naming the rule."""

    target: int = DEFAULT_TARGET  # raw points (H1, AF8, PB8)
    muggins: bool = False  # H2, AF9
    preset: PresetName = "five-up"
    hand_sizes: tuple[tuple[int, int], ...] = ((2, 5), (3, 5), (4, 5))  # (players, tiles each)
    stock: Stock = "draw"
    spinners: Spinners = "every-double"
    play_scoring: PlayScoring = "fives"
    hand_end: HandEnd = "penalties"
    counted: Counted = "all"
    rounding: Rounding = "each-hand-to-5"
    blocked_winner: BlockedWinner = "none"
    blocked_count: BlockedCount = "as-out"
    first_opener: FirstOpener = "lot"
    later_opener: LaterOpener = "ender-else-lot"
    capicua: int = 0  # PB9: raw points for going out with a tile that fits both ends
    raw_per_display: int = RAW_PER_DISPLAY  # R6.2: what the page divides raw points by

    def __post_init__(self) -> None:
        spec = GAMES.get(self.preset) if isinstance(self.preset, str) else None
        if spec is None:
            shown = ", ".join(PRESET_NAMES)
            raise ValueError(f"rules.preset is one of {shown}, not {_excerpt(self.preset)}")
        for name, value in spec.fixed.items():
            if getattr(self, name) != value:
                raise ValueError(
                    f"{spec.rule} {self.preset} has {name} {value!r}, not "
                    f"{_excerpt(getattr(self, name))}: take the game from PRESETS and choose "
                    f"only its options ({', '.join(spec.option_names)})"
                )
        for option in spec.options:
            option.check(getattr(self, option.name), self.preset)

    # Bounds every game of the family shares (R1.2), for lists made before a game is chosen.
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS

    def __repr__(self) -> str:
        """Five Up's as ``Rules(target=..., muggins=...)``, another game as its preset with
        its options: the game's parameters follow from these."""
        chosen = ", ".join(f"{k}={v!r}" for k, v in self.options.items())
        if self.preset == "five-up":
            return f"Rules({chosen})"
        return f"PRESETS[{self.preset!r}].replace({chosen})"

    @property
    def spec(self) -> GameSpec:
        return GAMES[self.preset]

    @property
    def game(self) -> dict[str, str]:
        """Which game this is, for the page to name it and keep its sheet: the preset, the rule
        numbers' prefix, the i18n key of its name and its sheet (``"tally"``, R10, or
        ``"count"``)."""
        spec = self.spec
        return {"preset": spec.name, "rule": spec.rule, "words": spec.words, "sheet": spec.sheet}

    @property
    def display_target(self) -> int:
        return self.display(self.target)

    def display(self, raw: int) -> int:
        """R6.2 for Five Up (raw / 5); the other games show raw points as they are."""
        return raw // self.raw_per_display

    @property
    def player_counts(self) -> tuple[int, ...]:
        """R1.2, AF1, PB1: how many may play this game."""
        return tuple(players for players, _ in self.hand_sizes)

    def hand_size(self, players: int) -> int:
        """R1.3, AF1, PB1: the tiles each seat is dealt (KeyError for a count the game does
        not take: ``check_players`` first)."""
        for count, size in self.hand_sizes:
            if count == players:
                return size
        raise KeyError(players)

    def boneyard_size(self, players: int) -> int:
        """R1.3: the rest of the set; none without a stock (PB1: all 28 tiles are dealt)."""
        return SET_SIZE - players * self.hand_size(players)

    def sides(self, players: int) -> int:
        return sides_of(players)

    def side_of(self, seat: int, players: int) -> int:
        return side_of_seat(seat, players)

    def seat_sides(self, players: int) -> tuple[int, ...]:
        """Each seat's side (R1.2), seat by seat: ``side_of`` for every seat, made once."""
        return SEAT_SIDES[players]

    def check_players(self, players: object) -> int:
        """R1.2 (AF1, PB1): the player counts this game takes; ValueError naming the rule."""
        counts = self.player_counts
        if not is_int(players) or players not in counts:
            shown = " or ".join(", ".join(map(str, counts)).rsplit(", ", 1))
            rule = {"R": "R1.2 Five Up", "AF": "AF1 All Fives", "PB": "PB1 the block game"}
            raise ValueError(
                f"{rule[self.spec.rule]} is for {shown} players, not {_excerpt(players)}"
            )
        assert isinstance(players, int)
        return players

    @property
    def is_sheet(self) -> bool:
        """The sheet's own game, no house rule."""
        return self == Rules()

    @property
    def options(self) -> dict[str, Any]:
        """The options this table chose, by name (every option of its game)."""
        return {name: getattr(self, name) for name in self.spec.option_names}

    def replace(self, **options: Any) -> Rules:
        """The same game with ``options`` changed; ValueError naming the option for a name the
        game does not offer or a value no table may choose."""
        spec = self.spec
        for name in options:
            if spec.option(name) is None:
                raise ValueError(
                    f"{self.preset} has no option {_excerpt(name)}; "
                    f"options: {', '.join(spec.option_names)}"
                )
        return _replace(self, **options)

    def to_json(self) -> dict[str, Any]:
        """The game and its options. Five Up's has no ``preset`` (the form saves had before
        other games existed, so their content ids stay the same); every other game names it. An
        option added to a game after its first form is written only away from its default
        (``GameSpec.written``), for the same reason."""
        head: dict[str, Any] = {} if self.preset == "five-up" else {"preset": self.preset}
        return {
            **head,
            "target": self.target,
            "display_target": self.display_target,
            **{k: v for k, v in self.spec.written(self.options).items() if k != "target"},
        }

    @classmethod
    def from_json(cls, data: object) -> Rules:
        """Rules from their JSON form; no ``preset`` is Five Up, missing options take the game's
        defaults. ValueError naming the field for anything else (unknown fields included)."""
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise ValueError(f'rules is an object like {{"target": 305}}, not {_excerpt(data)}')
        preset = data.get("preset", "five-up")
        if not isinstance(preset, str) or preset not in PRESETS:
            shown = ", ".join(PRESET_NAMES)
            raise UnknownGame(f"rules.preset is one of {shown}, not {_excerpt(preset)}", preset)
        base = PRESETS[preset]
        known = {"preset", "display_target", *base.spec.option_names}
        unknown = sorted(str(k) for k in data if k not in known)
        if unknown:
            raise ValueError(
                f"rules has no option {_excerpt(unknown[0])}; "
                f"options: {', '.join(base.spec.option_names)}"
            )
        rules = base.replace(**{k: v for k, v in data.items() if k in base.spec.option_names})
        if "display_target" in data and data["display_target"] != rules.display_target:
            raise ValueError(
                f"rules.display_target is {rules.display_target} for target {rules.target}, "
                f"not {_excerpt(data['display_target'])}"
            )
        return rules


def _preset(spec: GameSpec) -> Rules:
    defaults = {option.name: option.default for option in spec.options}
    return Rules(preset=spec.name, **{**spec.fixed, **defaults})


# The named games a table may choose (shared/engine-api.md, "rule sets").
PRESETS: Final[dict[str, Rules]] = {name: _preset(spec) for name, spec in GAMES.items()}
SHEET: Final = PRESETS["five-up"]  # the sheet's game, made once: a new game without rules takes it
_FIELDS: Final = tuple(f.name for f in fields(Rules))


def describe() -> dict[str, Any]:
    """What a table may choose, with defaults and bounds, for the page to build its lists from:
    Five Up's at the top (the form the page reads today) and every game under ``games``, each
    with its options (name, allowed values, default, the i18n key stem of their words, rule)."""
    return {
        "players": {"min": MIN_PLAYERS, "max": MAX_PLAYERS, "default": 2, "rule": "R1.2"},
        "hand_size": HAND_SIZE,
        "raw_per_display": RAW_PER_DISPLAY,
        "options": {
            "target": {
                "rule": "H1",
                "default": DEFAULT_TARGET,
                "choices": [{"raw": t, "display": display(t)} for t in TARGETS],
            },
            "muggins": {
                "rule": "H2",
                "default": False,
                "choices": [False, True],
                "max_claim": MAX_CLAIM,
            },
        },
        "default": Rules().to_json(),
        "games": [_describe_game(PRESETS[name]) for name in PRESET_NAMES],
    }


def _describe_game(rules: Rules) -> dict[str, Any]:
    spec = rules.spec
    return {
        "preset": spec.name,
        "rule": spec.rule,
        "words": spec.words,
        "players": list(rules.player_counts),
        "hand_sizes": {str(p): n for p, n in rules.hand_sizes},
        "raw_per_display": rules.raw_per_display,
        "sheet": spec.sheet,
        "parameters": {
            name: spec.fixed[name]
            for name in _FIELDS
            if name in spec.fixed and name != "hand_sizes"
        },
        "options": [
            {
                "name": o.name,
                "choices": list(o.choices),
                "default": o.default,
                "words": o.words,
                "rule": o.rule,
            }
            for o in spec.options
        ],
        "default": rules.to_json(),
    }


__all__ = [
    "GAMES",
    "HAND_SIZE",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PRESETS",
    "PRESET_NAMES",
    "RAW_PER_DISPLAY",
    "TARGETS",
    "Rules",
    "boneyard_size",
    "describe",
    "display",
    "hand_size",
    "side_of_seat",
    "sides_of",
]
