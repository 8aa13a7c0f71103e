// The engine's hello answer as the unit tests set it (web/core/table.js setTable): the levels and
// engine.rules.describe() (docs/protocol.md), its games copied from the engine's answer; the
// Python test tests/test_web_hello_fixture.py keeps this copy the engine's.

/** The games of engine.rules.describe()["games"], as the engine gives them. */
export const GAMES = [
  {
    preset: "five-up",
    rule: "R",
    words: "rules.game.five_up",
    players: [2, 3, 4],
    hand_sizes: {
      2: 5,
      3: 5,
      4: 5,
    },
    raw_per_display: 5,
    sheet: "tally",
    parameters: {
      stock: "draw",
      spinners: "every-double",
      play_scoring: "fives",
      hand_end: "penalties",
      counted: "all",
      rounding: "each-hand-to-5",
      blocked_winner: "none",
      blocked_count: "as-out",
      first_opener: "lot",
      later_opener: "ender-else-lot",
      capicua: 0,
      raw_per_display: 5,
    },
    options: [
      {
        name: "target",
        choices: [155, 305, 605],
        default: 305,
        words: "rules.option.target",
        rule: "H1",
      },
      {
        name: "muggins",
        choices: [false, true],
        default: false,
        words: "rules.option.muggins",
        rule: "H2",
      },
    ],
    default: {
      target: 305,
      display_target: 61,
      muggins: false,
    },
  },
  {
    preset: "all-fives",
    rule: "AF",
    words: "rules.game.all_fives",
    players: [2, 3, 4],
    hand_sizes: {
      2: 7,
      3: 5,
      4: 5,
    },
    raw_per_display: 1,
    sheet: "count",
    parameters: {
      stock: "draw",
      spinners: "first-double",
      play_scoring: "fives",
      hand_end: "winner-takes",
      counted: "opponents",
      rounding: "total-to-5",
      blocked_winner: "fewest-pips",
      first_opener: "lot",
      later_opener: "ender-else-lot",
      capicua: 0,
      raw_per_display: 1,
    },
    options: [
      {
        name: "target",
        choices: [100, 150, 250],
        default: 150,
        words: "rules.option.target",
        rule: "AF8",
      },
      {
        name: "muggins",
        choices: [false, true],
        default: false,
        words: "rules.option.muggins",
        rule: "AF9",
      },
      {
        name: "blocked_count",
        choices: ["as-out", "difference"],
        default: "as-out",
        words: "rules.option.blocked_count",
        rule: "AF7",
      },
    ],
    default: {
      preset: "all-fives",
      target: 150,
      display_target: 150,
      muggins: false,
    },
  },
  {
    preset: "partnership-block",
    rule: "PB",
    words: "rules.game.partnership_block",
    players: [4],
    hand_sizes: {
      4: 7,
    },
    raw_per_display: 1,
    sheet: "count",
    parameters: {
      muggins: false,
      stock: "none",
      spinners: "none",
      play_scoring: "none",
      hand_end: "winner-takes",
      rounding: "none",
      blocked_winner: "fewest-pips",
      blocked_count: "as-out",
      first_opener: "double-six",
      raw_per_display: 1,
    },
    options: [
      {
        name: "target",
        choices: [100, 200, 500],
        default: 200,
        words: "rules.option.target",
        rule: "PB8",
      },
      {
        name: "counted",
        choices: ["all", "opponents"],
        default: "all",
        words: "rules.option.counted",
        rule: "PB6",
      },
      {
        name: "later_opener",
        choices: ["next-seat", "winner"],
        default: "next-seat",
        words: "rules.option.later_opener",
        rule: "PB5",
      },
      {
        name: "capicua",
        choices: [0, 25, 100],
        default: 0,
        words: "rules.option.capicua",
        rule: "PB9",
      },
    ],
    default: {
      preset: "partnership-block",
      target: 200,
      display_target: 200,
      counted: "all",
      later_opener: "next-seat",
      capicua: 0,
    },
  },
];

export const HELLO = {
  levels: ["easy", "normal", "hard"],
  default_level: "normal",
  rules: {
    players: { min: 2, max: 4, default: 2 },
    hand_size: 5,
    raw_per_display: 5,
    options: {
      target: {
        default: 305,
        choices: [
          { raw: 155, display: 31 },
          { raw: 305, display: 61 },
          { raw: 605, display: 121 },
        ],
      },
      muggins: { default: false, choices: [false, true], max_claim: 1000 },
    },
    default: { target: 305, display_target: 61, muggins: false },
    games: GAMES,
  },
};
