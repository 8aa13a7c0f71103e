// The page's decisions that need no browser: what a new table may be, made of the engine's `hello`
// (web/core/table.js), what the address asks for (web/core/params.js), which puzzle comes next
// (web/modes/puzzle.js), what a challenge link holds (web/modes/reach.js) and what a daily result
// shares (web/modes/dailyshare.js), and which games are side games (web/core/sidegames.js).

import { test } from "node:test";
import assert from "node:assert/strict";

import {
  LEVELS,
  chosenLevels,
  chosenSeats,
  handSize,
  maxClaim,
  playersAllowed,
  setTable,
} from "../../web/core/table.js";
import { chosenRules, unoffered } from "../../web/core/games.js";
import { HELLO } from "./hello.js";
import { readParams } from "../../web/core/params.js";
import { counted, dealsAgain, sideGame } from "../../web/core/sidegames.js";
import { nextPuzzle } from "../../web/modes/puzzle.js";
import { CHALLENGE_LINK, linkChallenge } from "../../web/modes/reach.js";
import { dailyText } from "../../web/modes/dailyshare.js";
import { loadLanguage, startLanguage } from "../../web/i18n/i18n.js";

setTable(HELLO);
startLanguage("en"); // the share text's words, as the page loads them
await loadLanguage();

// ---- the table ----

test("a hello that does not describe a table is refused", () => {
  assert.throws(() => setTable({ ...HELLO, default_level: "expert" }), /does not describe the table/);
  assert.throws(() => setTable({ levels: [] }), /does not describe the table/);
});

test("the table's levels, hand size and largest claim are the engine's", () => {
  assert.deepEqual(LEVELS, ["easy", "normal", "hard"]);
  assert.equal(handSize(), 5);
  assert.equal(maxClaim(), 1000);
});

test("chosenRules: a wish the game offers is taken, any other gives the game's default", () => {
  assert.deepEqual(chosenRules({ target: 605, muggins: true }), { preset: "five-up", target: 605, muggins: true });
  assert.deepEqual(chosenRules({ target: 600, muggins: "yes" }), { preset: "five-up", target: 305, muggins: false });
  assert.deepEqual(chosenRules(null), { preset: "five-up", target: 305, muggins: false });
  assert.deepEqual(chosenRules({ preset: "all-fives", target: 250 }), {
    preset: "all-fives",
    target: 250,
    muggins: false,
    blocked_count: "as-out",
  });
  assert.deepEqual(chosenRules({ preset: "all-fives", blocked_count: "difference" })?.blocked_count, "difference");
  assert.deepEqual(chosenRules({ preset: "all-fives", blocked_count: "half" })?.blocked_count, "as-out");
  assert.deepEqual(chosenRules({ preset: "partnership-block", capicua: 25, later_opener: "winner" }), {
    preset: "partnership-block",
    target: 200,
    counted: "all",
    later_opener: "winner",
    capicua: 25,
  });
});

test("chosenRules: the address's display target is the game's own (Five Up's in display points)", () => {
  assert.equal(chosenRules({ display_target: 31 })?.target, 155);
  assert.equal(chosenRules({ display_target: 121 })?.target, 605);
  assert.equal(chosenRules({ display_target: 60 })?.target, 305);
  assert.equal(chosenRules({ preset: "all-fives", display_target: 100 })?.target, 100);
  assert.equal(chosenRules({ target: 155, display_target: 121 })?.target, 155); // the kept raw target first
});

test("a kept choice the engine no longer offers falls back to the default, and says what fell back", () => {
  const kept = { preset: "all-sevens", target: 155, muggins: true };
  assert.deepEqual(chosenRules(kept), { preset: "five-up", target: 155, muggins: true });
  assert.deepEqual(unoffered(kept), ["preset: all-sevens"]);
  const old = { preset: "partnership-block", target: 250, capicua: 50, counted: "all" };
  assert.deepEqual(chosenRules(old), {
    preset: "partnership-block",
    target: 200,
    counted: "all",
    later_opener: "next-seat",
    capicua: 0,
  });
  assert.deepEqual(unoffered(old), ["target: 250", "capicua: 50"]);
  assert.deepEqual(unoffered({ display_target: 60 }), ["target: 60"]);
  assert.deepEqual(unoffered({}), []);
  assert.deepEqual(unoffered({ target: 305, muggins: false }), []);
});

test("chosenLevels: one per computer seat, the last wish filling the rest, unknown ones skipped", () => {
  assert.deepEqual(chosenLevels(4, ["hard", "easy"]), ["hard", "easy", "easy"]);
  assert.deepEqual(chosenLevels(3, ["expert", "hard"]), ["hard", "hard"]);
  assert.deepEqual(chosenLevels(2, []), ["normal"]);
});

test("chosenSeats: people keep their names (trimmed, at most 24), computers a known level", () => {
  const seats = chosenSeats(4, [
    { kind: "person", name: "  Ann  " },
    { kind: "computer", level: "hard" },
    { kind: "person", name: "x".repeat(30) },
    { kind: "computer", level: "expert" },
  ]);
  assert.deepEqual(seats, [
    { kind: "person", name: "Ann" },
    { kind: "computer", level: "hard" },
    { kind: "person", name: "x".repeat(24) },
    { kind: "computer", level: "normal" },
  ]);
});

test("chosenSeats: a friend is a remote person; with no person wished, seat 0 is one", () => {
  assert.deepEqual(
    chosenSeats(2, [
      { kind: "person", name: "" },
      { kind: "friend", name: "Bo" },
    ]),
    [
      { kind: "person", name: null },
      { kind: "person", name: "Bo", remote: true },
    ],
  );
  assert.deepEqual(chosenSeats(2, [{ kind: "computer", level: "easy" }, null]), [
    { kind: "person", name: null },
    { kind: "computer", level: "normal" },
  ]);
});

test("playersAllowed: whole numbers in the engine's range only", () => {
  assert.deepEqual([1, 2, 4, 5, 3.5, "3"].map(playersAllowed), [false, true, true, false, false, false]);
});

// ---- the address ----

test("readParams: seed, fast and a direct game with its levels and house rules", () => {
  assert.deepEqual(readParams("?seed=42&fast=1&players=3&levels=hard,%20easy&target=31&muggins=1"), {
    seed: 42,
    fast: true,
    direct: { players: 3, levels: ["hard", "easy"], rules: { display_target: 31, muggins: true } },
    offer: null,
    daily: null,
  });
});

test("readParams: house rules without players are an offer for the New game dialog", () => {
  const params = readParams("?target=121&muggins=0");
  assert.equal(params.direct, null);
  assert.deepEqual(params.offer, { display_target: 121, muggins: false });
});

test("readParams: bad values are ignored, not guessed", () => {
  assert.deepEqual(readParams("?seed=-1&fast=yes&players=12&target=abc&muggins=2&daily=2026-1-1"), {
    seed: null,
    fast: false,
    direct: null,
    offer: null,
    daily: null,
  });
  assert.equal(readParams(`?seed=${"9".repeat(16)}`).seed, null);
  assert.equal(readParams("?daily=2026-12-24").daily, "2026-12-24");
});

// ---- puzzles ----

test("nextPuzzle: the first of the grade neither solved nor failed, else the first not solved, else the first", () => {
  const puzzles = [
    { id: "e1", grade: "easy" },
    { id: "h1", grade: "hard" },
    { id: "e2", grade: "easy" },
    { id: "e3", grade: "easy" },
  ];
  const progress = (solved, failed) => ({ solved, failed, streak: 0, best: 0 });
  assert.equal(nextPuzzle(puzzles, "easy", progress(["e1"], [])).id, "e2");
  assert.equal(nextPuzzle(puzzles, "easy", progress(["e1", "e3"], ["e2"])).id, "e2");
  assert.equal(nextPuzzle(puzzles, "easy", progress(["e1", "e2", "e3"], [])).id, "e1");
  assert.equal(nextPuzzle(puzzles, "hard", progress([], ["h1"])).id, "h1");
  assert.equal(nextPuzzle(puzzles, "expert", progress([], [])), null);
});

// ---- the daily deal and challenges ----

test("linkChallenge: the code and the game it answers from #challenge=…&vs=…, else null", () => {
  assert.equal(CHALLENGE_LINK, "#challenge=");
  assert.deepEqual(linkChallenge("#challenge=abc_-1&vs=xyz"), { code: "abc_-1", vs: "xyz" });
  assert.deepEqual(linkChallenge("#challenge="), { code: "", vs: null });
  assert.equal(linkChallenge("#join=abc"), null);
  assert.equal(linkChallenge(""), null);
});

test("dailyText: the date, the result, the hard computer's, a line per round, the link; no tile", () => {
  const result = { won: true, scores: [61, -3], rounds: 2, code: "c", lines: ["★ +30", "★ +31"] };
  assert.equal(
    dailyText("2026-12-24", result, [40, 61], "https://x/#challenge=c"),
    [
      "Five Up · the deal of 2026-12-24",
      "Won 61–\u22123 in 2 rounds.",
      "The hard computer on these deals: 40–61.",
      "\u25B2 a round you won · \u25BC a round you lost · = even; your points, then the computer's",
      "★ +30",
      "★ +31",
      "https://x/#challenge=c",
    ].join("\n"),
  );
  const lost = dailyText("2026-12-24", { ...result, won: false, rounds: 1, lines: [] }, null, "L");
  assert.equal(lost, "Five Up · the deal of 2026-12-24\nLost 61–\u22123 in 1 round.\nL");
});

// ---- side games ----

test("sideGame: the origin of a side line, null for a real game or none", () => {
  assert.equal(sideGame({ side_line: true, origin: "puzzle" }), "puzzle");
  assert.equal(sideGame({ side_line: false, origin: "new" }), null);
  assert.equal(sideGame({ side_line: true }), null);
  assert.equal(sideGame(null), null);
});

test("counted and dealsAgain: only the engine's true, never a truthy stand-in", () => {
  assert.equal(counted({ counted: true }), true);
  assert.equal(counted({ counted: 1 }), false);
  assert.equal(counted(undefined), false);
  assert.equal(dealsAgain({ deals_again: true }), true);
  assert.equal(dealsAgain({ deals_again: "yes" }), false);
});
