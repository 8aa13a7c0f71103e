// The match history's games per game of the family (web/persist/history.js): a game kept before
// there were other games names none and is Five Up's (the engine's default game); a game kept
// since names its preset; each panel shows one game's (`gamesOf`), never mixed; a file's game
// whose game is no preset's name is refused naming the field. localStorage is the in-memory
// stand-in; the engine's table is set as its hello gives it.

import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { installMemoryStorage } from "./memorystorage.js";

const local = installMemoryStorage();
const { KEYS } = await import("../../web/core/storage.js");
const { setTable } = await import("../../web/core/table.js");
const { HELLO } = await import("./hello.js");
const { FORMAT, gameOfKept, gamesOf, importHistory, readHistory } = await import("../../web/persist/history.js");

setTable(HELLO);

beforeEach(() => local.items.clear());

/** A kept game of two players as history.js keeps it (`game` as given; none: kept before there
 * were other games). @param {string} id @param {string} endedAt @param {string} [game] */
function kept(id, endedAt, game) {
  return {
    id,
    ...(game === undefined ? {} : { game }),
    ended_at: endedAt,
    players: 2,
    side_of: [0, 1],
    seats: [
      { kind: "person", name: null, level: null },
      { kind: "computer", name: null, level: "easy" },
    ],
    human: 0,
    people: [0],
    winner: 0,
    target: 61,
    muggins: false,
    scores: [61, 40],
    per_round: [30.5, 20],
    rounds: [
      {
        number: 1,
        blocked: false,
        ender_side: 0,
        placements: [61, 40],
        muggins: [0, 0],
        deductions: [0, 0],
        total: [61, 40],
        before: [0, 0],
        after: [61, 40],
      },
    ],
  };
}

test("a history kept before there were other games reads as it was, every game Five Up's", () => {
  const earlier = { schema: 1, games: [kept("old-1", "2026-01-01T10:00:00Z"), kept("old-2", "2026-01-02T10:00:00Z")] };
  local.setItem(KEYS.history, JSON.stringify(earlier));
  const { games } = readHistory();
  assert.deepEqual(games, earlier.games);
  assert.deepEqual(games.map(gameOfKept), ["five-up", "five-up"]);
  assert.deepEqual(
    gamesOf(games, "five-up").map((g) => g.id),
    ["old-1", "old-2"],
  );
  assert.deepEqual(gamesOf(games, "partnership-block"), []);
});

test("each game's kept games are shown apart, oldest first", () => {
  const games = [
    kept("f1", "2026-01-01T10:00:00Z"),
    kept("b1", "2026-01-02T10:00:00Z", "partnership-block"),
    kept("f2", "2026-01-03T10:00:00Z", "five-up"),
    kept("a1", "2026-01-04T10:00:00Z", "all-fives"),
  ];
  local.setItem(KEYS.history, JSON.stringify({ schema: 1, games }));
  const all = readHistory().games;
  assert.deepEqual(
    gamesOf(all, "five-up").map((g) => g.id),
    ["f1", "f2"],
  );
  assert.deepEqual(
    gamesOf(all, "partnership-block").map((g) => g.id),
    ["b1"],
  );
  assert.deepEqual(
    gamesOf(all, "all-fives").map((g) => g.id),
    ["a1"],
  );
});

test("a file's game named with no preset's form is refused naming the field, and nothing is added", () => {
  const file = (game) => ({ format: FORMAT, schema: 1, games: [kept("x", "2026-01-01T10:00:00Z", game)] });
  assert.deepEqual(importHistory(file("../stats")), { refused: "games[0].game" });
  assert.deepEqual(importHistory(file(7)), { refused: "games[0].game" });
  assert.equal(local.getItem(KEYS.history), null);
  assert.deepEqual(importHistory(file("all-fives")), { added: 1 });
  assert.deepEqual(readHistory().games.map(gameOfKept), ["all-fives"]);
});
