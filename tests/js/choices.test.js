// What the New game dialog offers for each game the engine describes (web/core/choices.js): the
// games by name, the players each takes, each option's words, choices and rule, and the rules it
// sends to new_game from what the form holds. The engine's hello is tests/js/hello.js's copy.

import { test } from "node:test";
import assert from "node:assert/strict";

import { setTable } from "../../web/core/table.js";
import { offerOf, rulesOfForm, rulesSaid } from "../../web/core/choices.js";
import { HELLO } from "./hello.js";
import { inLanguage } from "./language.js";

setTable(HELLO);

/** An option's row in short: its rule, words, pills (value and words) and the choice made.
 * @param {import("../../web/core/choices.js").OptionRow} row */
const brief = (row) => ({
  rule: row.rule,
  label: row.label,
  check: row.check,
  choices: row.choices.map((c) => [c.value, c.text, c.small]),
  chosen: row.chosen,
});

test("the games offered: Five Up first and chosen with no wish, each by its players' name", () => {
  const offer = offerOf({});
  assert.deepEqual(offer?.games, [
    { value: "five-up", text: "Five Up" },
    { value: "all-fives", text: "All Fives (Muggins)" },
    { value: "partnership-block", text: "Partnership dominoes" },
  ]);
  assert.equal(offer?.preset, "five-up");
  const es = inLanguage("es", () => offerOf({})?.games.map((g) => g.text));
  assert.deepEqual(es, ["Five Up", "All Fives (Muggins)", "Dominó por parejas"]);
  const pt = inLanguage("pt", () => offerOf({})?.games.map((g) => g.text));
  assert.deepEqual(pt, ["Five Up", "All Fives (Muggins)", "Dominó em duplas"]);
});

test("Five Up: 2-4 players, the house rules as before (targets in display points, Muggins a box)", () => {
  const offer = offerOf({ target: 605, muggins: true });
  assert.deepEqual(offer?.players, [2, 3, 4]);
  assert.equal(offer?.legend, "House rules");
  assert.deepEqual(offer?.options.map(brief), [
    {
      rule: "H1",
      label: "Play to",
      check: false,
      choices: [
        ["31", "31", ""],
        ["61", "61", "sheet"],
        ["121", "121", ""],
      ],
      chosen: "121",
    },
    {
      rule: "H2",
      label: "Muggins: announce your points",
      check: true,
      choices: [
        ["false", "false", ""],
        ["true", "true", ""],
      ],
      chosen: "true",
    },
  ]);
  assert.equal(
    offer?.options.map((o) => o.note).join(" "),
    "First to 121 points wins. Muggins: announce the points of every tile you place; a wrong or missing claim gives them to the next player.",
  );
});

test("All Fives: 2-4 players, targets as counted (150 usual), Muggins off, a blocked hand as going out", () => {
  const offer = offerOf({ preset: "all-fives" });
  assert.deepEqual(offer?.players, [2, 3, 4]);
  assert.deepEqual(
    offer?.options.map((o) => [o.rule, o.chosen, o.choices.map((c) => c.value)]),
    [
      ["AF8", "150", ["100", "150", "250"]],
      ["AF9", "false", ["false", "true"]],
      ["AF7", "as-out", ["as-out", "difference"]],
    ],
  );
  assert.deepEqual(
    offer?.options[2].choices.map((c) => c.text),
    ["as going out", "the difference"],
  );
  assert.equal(offer?.options[2].label, "A blocked hand scores");
  assert.equal(offerOf({ preset: "all-fives", blocked_count: "as-out" })?.options[2].note, "");
  assert.equal(
    offerOf({ preset: "all-fives", blocked_count: "difference" })?.options[2].note,
    "A blocked hand's winner scores the opponents' pips less its own, rounded to the nearest 5.",
  );
  assert.equal(offer?.options[0].choices[1].small, "usual");
  assert.equal(offer?.options[0].note, "First to 150 points wins.");
});

test("the partnership block game: four players only, its four options with their words and rules", () => {
  const offer = offerOf({ preset: "partnership-block" });
  assert.deepEqual(offer?.players, [4]);
  assert.deepEqual(offer?.options.map(brief), [
    {
      rule: "PB8",
      label: "Play to",
      check: false,
      choices: [
        ["100", "100", ""],
        ["200", "200", "usual"],
        ["500", "500", ""],
      ],
      chosen: "200",
    },
    {
      rule: "PB6",
      label: "Going out scores",
      check: false,
      choices: [
        ["all", "all hands", "usual"],
        ["opponents", "opponents' hands", ""],
      ],
      chosen: "all",
    },
    {
      rule: "PB5",
      label: "Next hand opens",
      check: false,
      choices: [
        ["next-seat", "next seat", "usual"],
        ["winner", "the winner", ""],
      ],
      chosen: "next-seat",
    },
    {
      rule: "PB9",
      label: "Capicúa bonus",
      check: false,
      choices: [
        ["0", "none", "usual"],
        ["25", "25", ""],
        ["100", "100", ""],
      ],
      chosen: "0",
    },
  ]);
});

test("what Deal sends: the game and every one of its options, read from the form's values", () => {
  const five = { target: "31", muggins: "true" };
  assert.deepEqual(
    rulesOfForm("five-up", (name) => five[/** @type {keyof typeof five} */ (name)]),
    { preset: "five-up", target: 155, muggins: true },
  );
  const block = { target: "500", counted: "opponents", later_opener: "winner", capicua: "25" };
  assert.deepEqual(
    rulesOfForm("partnership-block", (name) => block[/** @type {keyof typeof block} */ (name)]),
    { preset: "partnership-block", target: 500, counted: "opponents", later_opener: "winner", capicua: 25 },
  );
  assert.deepEqual(
    rulesOfForm("all-fives", () => undefined),
    { preset: "all-fives", target: 150, muggins: false, blocked_count: "as-out" },
  );
  assert.deepEqual(
    rulesOfForm("all-fives", (name) => (name === "blocked_count" ? "difference" : undefined)),
    { preset: "all-fives", target: 150, muggins: false, blocked_count: "difference" },
  );
  assert.deepEqual(
    rulesOfForm("no-such-game", () => "61"),
    { preset: "five-up", target: 305, muggins: false },
  );
});

test("a table's rules in a line of words: the game's name and each option with its choice", () => {
  const block = { preset: "partnership-block", target: 100, display_target: 100, counted: "opponents" };
  assert.equal(
    rulesSaid(block),
    "Partnership dominoes · Play to: 100 · Going out scores: opponents' hands · Next hand opens: next seat · Capicúa bonus: none",
  );
  assert.equal(
    rulesSaid({ target: 305, display_target: 61, muggins: true }),
    "Five Up · Play to: 61 · Muggins: announce your points: on",
  );
  const es = inLanguage("es", () =>
    rulesSaid({ preset: "all-fives", target: 150, display_target: 150, muggins: false }),
  );
  assert.equal(
    es,
    "All Fives (Muggins) · Jugar a: 150 · Muggins: canta tus puntos: no · El tranque se apunta: como dominar",
  );
});
