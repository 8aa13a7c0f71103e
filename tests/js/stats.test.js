// The statistics' model (web/persist/stats.js): what a finished game adds to the one person's record
// and to each named person's, counted once by its content id; the undos of a game as they grow; the
// kept form read back (an earlier one without `people` too), written after each change, and reset;
// each game of the family in its own record, Five Up's under the key and in the form it had before
// there were other games. localStorage is the in-memory stand-in; the engine's table is set as its
// hello gives it (its levels, its games, Five Up the default).

import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { installMemoryStorage } from "./memorystorage.js";

const local = installMemoryStorage();
const { KEYS, gameStatsKey } = await import("../../web/core/storage.js");
const { setTable } = await import("../../web/core/table.js");
const { HELLO } = await import("./hello.js");
const { countGame, gameKind, gamesWithStats, noteUndos, onStatsChange, readStats, resetStats } =
  await import("../../web/persist/stats.js");

setTable(HELLO); // the engine's levels, easiest first, and its games, Five Up first
let changes = 0;
onStatsChange(() => {
  changes += 1;
});

const EMPTY = {
  schema: 1,
  games: {},
  best_score: null,
  streak: 0,
  best_streak: 0,
  undos: 0,
  undo_game: null,
  undo_game_count: 0,
  counted: [],
  people: [],
};

beforeEach(() => {
  local.items.clear();
  changes = 0;
});

/** The statistics as stored, parsed. */
const stored = () => JSON.parse(/** @type {string} */ (local.getItem(KEYS.stats)));

/** One person's game of Five Up (or `game`) against the computers of `levels` (seat 0 is the person). */
const alone = (id, levels, won, score, game = "five-up") => ({
  game,
  id,
  players: levels.length,
  levels,
  alone: true,
  won,
  score,
});

test("with nothing kept the statistics are empty, and reading writes nothing", () => {
  assert.deepEqual(readStats(), EMPTY);
  assert.equal(local.getItem(KEYS.stats), null);
});

test("a game's kind names its players and its computers' levels, each once, easiest first", () => {
  assert.equal(gameKind(2, [null, "hard"]), "2p:hard");
  assert.equal(gameKind(3, [null, "hard", "easy"]), "3p:easy+hard");
  assert.equal(gameKind(4, [null, "hard", "normal", "hard"]), "4p:normal+hard");
  assert.equal(gameKind(2, [null, null]), "2p:");
});

test("the one person's games count by kind, with the streaks and the best score", () => {
  countGame(alone("a", [null, "hard"], true, 61));
  countGame(alone("b", [null, "hard"], true, 64));
  countGame(alone("c", [null, "easy", "hard"], false, 40));
  countGame(alone("d", [null, "hard"], true, 62));
  assert.deepEqual(stored(), {
    ...EMPTY,
    games: { "2p:hard": { played: 3, won: 3 }, "3p:easy+hard": { played: 1, won: 0 } },
    best_score: 64,
    streak: 1,
    best_streak: 2,
    counted: ["a", "b", "c", "d"],
  });
  assert.equal(changes, 4);
});

test("a game counts once: its content id again changes nothing and writes nothing", () => {
  countGame(alone("a", [null, "hard"], true, 61));
  const before = local.getItem(KEYS.stats);
  countGame(alone("a", [null, "hard"], false, 10));
  assert.equal(local.getItem(KEYS.stats), before);
  assert.equal(changes, 1);
});

test("each named person counts on their own record; a game of several people is not the one person's", () => {
  const people = [
    { name: "Ada", won: true, score: 61 },
    { name: "Bo", won: false, score: 35 },
  ];
  countGame({ game: "five-up", id: "p1", players: 2, levels: [null, null], alone: false, people });
  countGame({
    game: "five-up",
    id: "p2",
    players: 2,
    levels: [null, null],
    alone: false,
    people: [{ name: "Ada", won: false, score: 50 }],
  });
  assert.deepEqual(stored(), {
    ...EMPTY,
    counted: ["p1", "p2"],
    people: [
      { name: "Ada", played: 2, won: 1, best_score: 61, streak: 0, best_streak: 1 },
      { name: "Bo", played: 1, won: 0, best_score: 35, streak: 0, best_streak: 0 },
    ],
  });
});

test("a named person alone counts in both records", () => {
  countGame({ ...alone("x", [null, "normal"], true, 70), people: [{ name: "Ada", won: true, score: 70 }] });
  const stats = readStats();
  assert.deepEqual(stats.games, { "2p:normal": { played: 1, won: 1 } });
  assert.deepEqual(stats.people, [{ name: "Ada", played: 1, won: 1, best_score: 70, streak: 1, best_streak: 1 }]);
});

test("only the last 200 games' ids are remembered", () => {
  local.setItem(KEYS.stats, JSON.stringify({ ...EMPTY, counted: Array.from({ length: 200 }, (_, i) => `g${i}`) }));
  countGame(alone("new", [null, "easy"], false, 0));
  const { counted } = stored();
  assert.equal(counted.length, 200);
  assert.deepEqual([counted[0], counted[199]], ["g1", "new"]);
});

test("undos count as a game's count grows, and a new game's from its first", () => {
  noteUndos("five-up", "a", 0);
  assert.equal(local.getItem(KEYS.stats), null, "no undo yet: nothing written");
  noteUndos("five-up", "a", 2);
  noteUndos("five-up", "a", 2);
  noteUndos("five-up", "a", 1);
  noteUndos("five-up", "a", 3);
  assert.deepEqual([stored().undos, stored().undo_game, stored().undo_game_count], [3, "a", 3]);
  noteUndos("five-up", "b", 0);
  noteUndos("five-up", "b", 2);
  assert.deepEqual([stored().undos, stored().undo_game, stored().undo_game_count], [5, "b", 2]);
  assert.equal(changes, 3);
});

test("statistics kept before there were people read with none, and keep their figures", () => {
  const earlier = { ...EMPTY, games: { "2p:hard": { played: 4, won: 1 } }, best_score: 55 };
  delete (/** @type {{people?: unknown}} */ (earlier).people);
  local.setItem(KEYS.stats, JSON.stringify(earlier));
  assert.deepEqual(readStats(), { ...earlier, people: [] });
  countGame(alone("e", [null, "hard"], true, 50));
  assert.deepEqual(stored().games, { "2p:hard": { played: 5, won: 2 } });
  assert.equal(stored().best_score, 55);
});

test("reset empties the statistics", () => {
  countGame(alone("a", [null, "hard"], true, 61));
  noteUndos("five-up", "a", 1);
  resetStats("five-up");
  assert.deepEqual(stored(), EMPTY);
  assert.equal(changes, 3);
});

// ---- one record per game ----

const GAMES = ["five-up", "all-fives", "partnership-block"];
/** A game's statistics as stored under its own key, parsed. @param {string} game */
const storedOf = (game) => JSON.parse(/** @type {string} */ (local.getItem(gameStatsKey(game))));

test("each game keeps its own record, never mixed: Five Up's under its key of before", () => {
  countGame(alone("f1", [null, "hard"], true, 61));
  countGame(alone("a1", [null, "hard"], false, 120, "all-fives"));
  countGame(alone("a2", [null, "easy"], true, 150, "all-fives"));
  countGame({
    game: "partnership-block",
    id: "b1",
    players: 4,
    levels: [null, "hard", "hard", "hard"],
    alone: true,
    won: true,
    score: 212,
    people: [{ name: "Ada", won: true, score: 212 }],
  });
  assert.deepEqual(stored(), {
    ...EMPTY,
    games: { "2p:hard": { played: 1, won: 1 } },
    best_score: 61,
    streak: 1,
    best_streak: 1,
    counted: ["f1"],
  });
  assert.deepEqual(storedOf("all-fives"), {
    ...EMPTY,
    games: { "2p:hard": { played: 1, won: 0 }, "2p:easy": { played: 1, won: 1 } },
    best_score: 150,
    streak: 1,
    best_streak: 1,
    counted: ["a1", "a2"],
  });
  assert.deepEqual(readStats("partnership-block").people, [
    { name: "Ada", played: 1, won: 1, best_score: 212, streak: 1, best_streak: 1 },
  ]);
  assert.deepEqual(readStats("partnership-block").games, { "4p:hard": { played: 1, won: 1 } });
  assert.equal(local.getItem(gameStatsKey("five-up")), null, "Five Up keeps its own key");
  assert.deepEqual(readStats(), readStats("five-up"));
  assert.deepEqual(gamesWithStats(GAMES), GAMES);
});

test("statistics kept before there were other games are Five Up's, and another game leaves them as they were", () => {
  const earlier = JSON.stringify({
    schema: 1,
    games: { "2p:hard": { played: 4, won: 1 } },
    best_score: 55,
    streak: 0,
    best_streak: 1,
    undos: 2,
    undo_game: "old",
    undo_game_count: 2,
    counted: ["old"],
  });
  local.setItem(KEYS.stats, earlier);
  assert.deepEqual(readStats("five-up").games, { "2p:hard": { played: 4, won: 1 } });
  assert.equal(readStats("five-up").best_score, 55);
  assert.deepEqual(readStats("all-fives"), EMPTY);
  assert.deepEqual(gamesWithStats(GAMES), ["five-up"]);
  countGame(alone("a1", [null, "hard"], true, 150, "all-fives"));
  noteUndos("all-fives", "a1", 1);
  assert.equal(local.getItem(KEYS.stats), earlier, "Five Up's record is not touched");
  assert.deepEqual([storedOf("all-fives").undos, storedOf("all-fives").counted], [1, ["a1"]]);
});

test("a game counted in one game's record still counts in another's (its content id is its own)", () => {
  countGame(alone("same", [null, "hard"], true, 61));
  countGame(alone("same", [null, "hard"], true, 150, "all-fives"));
  assert.deepEqual([stored().counted, storedOf("all-fives").counted], [["same"], ["same"]]);
});

test("Reset empties the game shown; the other games' records stay", () => {
  countGame(alone("f1", [null, "hard"], true, 61));
  countGame(alone("a1", [null, "hard"], true, 150, "all-fives"));
  resetStats("all-fives");
  assert.deepEqual(storedOf("all-fives"), EMPTY);
  assert.deepEqual(stored().counted, ["f1"]);
  assert.deepEqual(gamesWithStats(GAMES), ["five-up"]);
});

test("a game name no key is made of is counted nowhere", () => {
  countGame(alone("x", [null, "hard"], true, 61, "../five-up"));
  countGame(alone("y", [null, "hard"], true, 61, "Five Up"));
  assert.deepEqual(
    [...local.items.keys()].filter((key) => key.includes("stats")),
    [],
  );
  assert.equal(changes, 0);
});
