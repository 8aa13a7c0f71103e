// Words the page says: seat and side names, and one sentence per move or placement. Kept apart from
// the DOM so every message reads the same in the status line, the log and the round summary. The
// words themselves are in the language tables (i18n/*.js); these functions only pick and fill them.

import { language, t } from "./i18n.js";

/**
 * @typedef {import("../core/types.js").Board} Board
 * @typedef {import("../core/types.js").End} End
 * @typedef {import("../core/types.js").GameEvent} GameEvent
 * @typedef {import("../core/types.js").Move} Move
 * @typedef {import("../core/types.js").PlaceEvent} PlaceEvent
 * @typedef {import("../core/types.js").Seat} Seat
 * @typedef {import("../core/types.js").Tile} Tile
 * @typedef {import("../core/types.js").View} View
 * @typedef {{points: number, display_points: number}} Scored  what a placement took (an event, a preview)
 * @typedef {{kind: string, name?: string | null}} Named  a seat as the words need it (a Seat, a kept game's seat)
 */

/**
 * The game whose events are told, built once from its view (core/telling.js `tellingOf`): how
 * many play, who "you" is, the seats it names, whether Muggins is on, whether placements score
 * during play (`scores`: else a placement is told plainly, with no ends' sum or points) and
 * whether the game has a stock (`stock`: else a pass and a blocked hand say only that nothing
 * fits, never that the boneyard is empty).
 * @typedef {object} Telling
 * @property {number} players
 * @property {number} human
 * @property {Named[]} seats
 * @property {boolean} muggins
 * @property {boolean} scores
 * @property {boolean} stock
 */

/** @type {Record<number, string[]>} */
const SEATS = {
  2: ["you", "north"],
  3: ["you", "west", "east"],
  4: ["you", "west", "north", "east"], // clockwise from you; North is your partner
};

/** Whether several people share this table (pass and play): then every person is called by name,
 * nobody is "you", and the computers are named from the first person's seat, whoever holds the
 * device. With one person the page speaks as it always has. Every helper here names seats from
 * the seats of the game it names, given as an argument (the game on the table's, a replayed
 * game's, a kept game's).
 * @param {Named[]} seats
 */
export function together(seats) {
  return seats.filter((s) => s.kind === "person").length > 1;
}

/**
 * Whether a seat is "you" for the words: the viewing person, when only one person plays.
 * @param {number | null} seat
 * @param {number} human
 * @param {Named[]} seats  the seats of the game named (the table's, a replayed game's, a kept game's)
 */
export function isYou(seat, human, seats) {
  return seat === human && !together(seats);
}

/**
 * Seat key ("you", "north", …) of a seat as the person at seat `human` sees it: where it sits.
 * @param {number} seat
 * @param {number} players
 */
export function seatKey(seat, players, human = 0) {
  const keys = SEATS[players] || SEATS[2];
  return keys[(seat - human + players) % players];
}

/** Name of a seat as the person at seat `human` sees it: the person is "You"; with several people
 * each person is called by the name given (else "Player 2").
 * @param {number} seat
 * @param {number} players
 * @param {number} human
 * @param {Named[]} seats  the seats of the game named (the table's, a replayed game's, a kept game's)
 * @returns {string}
 */
export function seatName(seat, players, human, seats) {
  const sitting = seats[seat];
  if (!together(seats)) return t(`seat.${seatKey(seat, players, human)}`);
  // Several people: named from the first person's seat, so a computer keeps its name whoever holds
  // the device.
  if (sitting?.kind === "person") return sitting.name || t("seat.player", { n: seat + 1 });
  return t(
    `seat.${seatKey(
      seat,
      players,
      seats.findIndex((s) => s.kind === "person"),
    )}`,
  );
}

/** The person the device is passed to, as the curtain calls them: their name, else "Player n";
 * never "You" (a what-if line's one person keeps the table's curtain, and whoever holds the device
 * before the curtain is lifted may be someone else). A computer's seat is named as `seatName` does.
 * @param {number} seat @param {number} players @param {number} human @param {Named[]} seats */
export function passedTo(seat, players, human, seats) {
  const sitting = seats[seat];
  if (sitting?.kind === "person") return sitting.name || t("seat.player", { n: seat + 1 });
  return seatName(seat, players, human, seats);
}

/**
 * Name of a scoring side: a player, or a partnership with four players ("Anna & Bo").
 * @param {number} side
 * @param {number} players
 * @param {number} human
 * @param {Named[]} seats  the seats of the game named (the table's, a replayed game's, a kept game's)
 */
export function sideName(side, players, human, seats) {
  if (players !== 4) return seatName(side, players, human, seats);
  if (together(seats))
    return t("side.pair", { a: seatName(side, players, human, seats), b: seatName(side + 2, players, human, seats) });
  const mine = human % 2;
  return side === mine ? t("side.youNorth") : t("side.westEast");
}

/**
 * A number as people write it: a true minus sign for negative scores.
 * @param {number} n
 */
export function num(n) {
  return n < 0 ? `\u2212${-n}` : String(n);
}

/**
 * An amount with one decimal as the language shown writes it, a true minus sign if negative:
 * "2.4" / "2,4" (the coach's points).
 * @param {number} x
 */
export function decimal(x) {
  return new Intl.NumberFormat(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    .format(x)
    .replace("-", "\u2212");
}

/**
 * "3 tiles" / "3 laattaa" for the nouns the tables know ("tile", "point"); else English-style.
 * @param {number} n
 * @param {string} one
 */
export function plural(n, one, many = `${one}s`) {
  if (one === "tile") return t("count.tiles", { n });
  if (one === "point") return t("count.points", { n });
  return `${n} ${Math.abs(n) === 1 ? one : many}`;
}

/**
 * "2 + 8 = 10": the scoring ends after the last placement (what the board now shows).
 * @param {Pick<Board, "scoring" | "ends_sum">} board
 */
function sumText(board) {
  const values = (board.scoring || []).map((s) => s.value);
  if (values.length === 0) return "0";
  return `${values.join(" + ")} = ${board.ends_sum}`;
}

/** "10 raw, 2 points" or "no score": a placement's points as the engine gives them (history
 * events carry `points` raw and `display_points`).
 * @param {Scored | null | undefined} event
 */
function pointsText(event) {
  return event && event.points > 0
    ? t("points.raw", { raw: event.points, points: event.display_points })
    : t("points.none");
}

/**
 * The sum line under the status: "2 + 8 = 10 → 10 raw, 2 points" (the last placement event).
 * @param {Pick<Board, "scoring" | "ends_sum">} board
 * @param {Scored | null | undefined} event
 */
export function sumLine(board, event) {
  return t("sum.line", { sum: sumText(board), points: pointsText(event) });
}

/**
 * What a placement scored under Muggins (H2), from the engine's event (`display_claim`, `scorer`,
 * `muggins`), in points as the score sheet counts them, never raw: "claimed 2 points: right",
 * "claimed 1 point: Muggins! East takes 2 points", "claimed 2 points: no score", or "no score".
 * @param {PlaceEvent} event
 * @param {number} players
 * @param {number} human
 * @param {Named[]} seats  the seats of the game named (the table's, a replayed game's, a kept game's)
 */
export function claimText(event, players, human, seats) {
  const claim = event.display_claim ?? 0; // in points, as the score sheet counts them
  if (!(event.claim ?? 0) && !(event.points > 0)) return t("move.noScore");
  if (!(event.points > 0)) return t("claim.saidNothing", { claim });
  const amounts = { claim, points: event.display_points };
  if (!event.muggins) return t("claim.exact", amounts);
  const scorer = /** @type {number} */ (event.scorer); // points taken: a side took them
  const you = players !== 4 && isYou(scorer, human, seats);
  const name = sideName(scorer, players, human, seats);
  return t("claim.muggins", { ...amounts, name, you, many: players === 4 });
}

/**
 * Where a tile goes: "[4|4] line B (4)" ("[4|4] (linja B, 4)"); "Open the round" for the first tile.
 * @param {End | "opening" | null} end
 * @param {number} [value]
 */
export function endLabel(end, value) {
  if (end === "opening" || end === null) return t("end.opening");
  const [tile, slot] = end.split(" ");
  const name = t(`slot.${slot}`);
  return value === undefined ? t("end.label", { tile, slot: name }) : t("end.labelValue", { tile, slot: name, value });
}

// A placement in a game that scores nothing during play, told the same way in both tellings: who
// played which tile where, and nothing of a sum.
const PLAIN = {
  open: ["move.openYouPlain", "move.openOtherPlain"],
  place: ["move.placeYouPlain", "move.placeOtherPlain"],
};

// The two tellings of an event, each with its own words: the move just made (the status line and
// the table's log) and an event of a round's history (the move log and the replay). For each kind
// of event, [the person's words, another seat's words]; `passNoStock` where the game has no stock.
const TELLINGS = {
  now: {
    draw: ["move.drawYou", "move.drawOther"],
    pass: ["move.passYou", "move.passOther"],
    passNoStock: ["move.passYouNoStock", "move.passOtherNoStock"],
    open: ["move.openYou", "move.openOther"],
    place: ["move.placeYou", "move.placeOther"],
    scores: "move.scores",
    noScore: "move.noScore",
  },
  history: {
    draw: ["aids.ev.drawYou", "aids.ev.draw"],
    pass: ["aids.ev.passYou", "aids.ev.pass"],
    passNoStock: ["aids.ev.passYou", "aids.ev.pass"],
    open: ["aids.ev.openYou", "aids.ev.open"],
    place: ["aids.ev.placeYou", "aids.ev.place"],
    scores: "aids.ev.scores",
    noScore: "aids.ev.noScore",
  },
};

/**
 * One event of the game in one sentence: the page's only builder of them (the status line, the
 * table's log, the move log and the replay all say events through it).
 * `event` is the engine's history event (type, seat, tile, end, points, display_points, ends_sum,
 * drawn; under Muggins also claim, scorer and muggins); `game` is the game's telling (`Telling`).
 * With `now` ({view: the state after the move, drawnTile: known only for the person's own draw}) it
 * tells the move just made: "North plays [3|4] on [4|4] line B: 2 + 3 = 5, scores 5 (1 point).",
 * the sum as the board shows it, the tiles left after a draw and, after a scoring placement, every
 * side's score. Without it, the event as the round's history has it: "North plays [3|4] on [4|4]
 * line B: ends' sum 5, scores 5 raw (1 point)." In a game that scores nothing during play, either
 * telling says the placement plainly: "North plays [3|4] on [3|3] line B."
 * @param {GameEvent} event
 * @param {Telling} game
 * @param {{view: View, drawnTile?: Tile | null} | null} [now]
 */
export function eventSentence(event, game, now = null) {
  const { players, human, muggins, seats } = game;
  const words = now ? TELLINGS.now : TELLINGS.history;
  const you = isYou(event.seat, human, seats);
  /** @type {(pair: string[], params: Record<string, unknown>) => string} */
  const say = (pair, params) => t(pair[you ? 0 : 1], params);
  const name = seatName(event.seat, players, human, seats);
  if (event.type === "draw") {
    if (!now) return say(words.draw, { name });
    const left = now.view.boneyard_count;
    if (you && now.drawnTile) return t("move.drawYou", { tile: now.drawnTile, left });
    return t("move.drawOther", { name, left });
  }
  if (event.type === "pass") return say(game.stock ? words.pass : words.passNoStock, { name });
  const drawn = event.drawn && !now ? t("aids.ev.drawnNote") : "";
  const where = { name, tile: event.tile, end: event.end ? endLabel(event.end) : "", drawn };
  if (!game.scores) return say(event.end ? PLAIN.place : PLAIN.open, where);
  let score;
  if (muggins) score = claimText(event, players, human, seats);
  else if (event.points > 0) score = t(words.scores, { raw: event.points, points: event.display_points });
  else score = t(words.noScore);
  const params = { ...where, sum: now ? sumText(now.view.board) : event.ends_sum, score };
  const text = say(event.end ? words.place : words.open, params);
  return now && event.points > 0 ? `${text} ${scoresNow(now.view.display_scores, players, human, seats)}` : text;
}

/**
 * A computer's run of draws in one sentence: "North draws 4 tiles (3 tiles left)."
 * @param {number} seat
 * @param {number} count
 * @param {Pick<View, "players" | "boneyard_count">} view
 * @param {number} human
 * @param {Named[]} seats  the seats of the game named (the table's, a replayed game's, a kept game's)
 */
export function drawRunSentence(seat, count, view, human, seats) {
  const name = seatName(seat, view.players, human, seats);
  return t("move.drawRun", { name, n: count, left: view.boneyard_count });
}

/**
 * "Score: You 12, North 8." after a scoring move (the engine's display points).
 * @param {number[]} displayScores
 * @param {number} players
 * @param {number} human
 * @param {Named[]} seats
 */
function scoresNow(displayScores, players, human, seats) {
  const scores = displayScores
    .map((p, side) => t("move.scoreSide", { name: sideName(side, players, human, seats), points: num(p) }))
    .join(", ");
  return t("move.scoreNow", { scores });
}

/** What a move would be, in words: "play [2|5] on [2|2] line B", "open with [3|3]", "draw";
 * with `done`, what the person did: "you played [2|5] on [2|2] line B" ("Anna played …" with
 * `name`, when several people play).
 * @param {Move} move
 * @param {string | null} [name]
 */
export function moveText(move, done = false, name = null) {
  const set = !done ? "aids.move" : name === null ? "aids.did" : "aids.didBy";
  if (move.type === "draw") return t(`${set}.draw`, { name });
  if (move.type === "pass") return t(`${set}.pass`, { name });
  if (move.end === null) return t(`${set}.open`, { tile: move.tile, name });
  return t(`${set}.place`, { tile: move.tile, end: endLabel(move.end), name });
}

/**
 * "You 12 · North 8" (the engine's display points).
 * @param {number[]} displayScores
 * @param {number} players
 * @param {number} human
 * @param {Named[]} seats  the seats of the game named (the table's, a replayed game's, a kept game's)
 */
export function scoresText(displayScores, players, human, seats) {
  return displayScores.map((s, side) => `${sideName(side, players, human, seats)} ${num(s)}`).join(" · ");
}

/**
 * What happened when a round ended, from Game.round_result: who went out, or that it blocked
 * (with an empty boneyard where the game has a stock).
 * @param {{ender?: number | null}} result
 * @param {Telling} game  the game told (the table's, a puzzle's)
 */
export function roundEndText(result, { players, human, seats, stock }) {
  if (result.ender !== null && result.ender !== undefined) {
    if (isYou(result.ender, human, seats)) return t("round.wentOutYou");
    return t("round.wentOut", { name: seatName(result.ender, players, human, seats) });
  }
  return t(stock ? "round.blocked" : "round.blockedNoStock");
}

/**
 * How a round of the game's history ended, as the move log and the replay tell it: "North went
 * out." or that it was blocked (with an empty boneyard where the game has a stock).
 * @param {{ender?: number | null}} result
 * @param {Telling} game  the game told (the table's, a replayed game's)
 */
export function loggedEndText(result, { players, human, seats, stock }) {
  if (result.ender !== null && result.ender !== undefined)
    return t("aids.log.out", { name: seatName(result.ender, players, human, seats) });
  return t(stock ? "aids.log.blocked" : "aids.log.blockedNoStock");
}

/**
 * How a hand its winner takes was counted, in the game's words (the engine's `count`): a blocked
 * hand's winner or tie first, then what the winning side took from whose hands, the capicúa bonus,
 * and the rules the engine cites ("Blocked: … (rules PB7, PB6)").
 * @param {import("../core/types.js").HandCount} count
 * @param {number} players @param {number} human @param {Named[]} seats
 */
export function handCountText(count, players, human, seats) {
  const cites = t("handCount.cites", { rules: count.cites.join(", "), many: count.cites.length > 1 });
  if (count.winner === null) return `${t("handCount.tied")} ${cites}`;
  const name = sideName(count.winner, players, human, seats);
  const many = players === 4; // a pair takes the count
  const you = !many && isYou(count.winner, human, seats); // the person alone
  const said = [
    ...(count.ended === "blocked" ? [t("handCount.fewest", { name, many, you })] : []),
    t("handCount.took", {
      name,
      many,
      you,
      points: count.points,
      pips: count.pips,
      whose: count.counted,
      less: count.less,
      own: isYou(count.winner, human, seats),
      rounded: count.rounding !== "none" && count.points !== count.pips - count.less,
    }),
    ...(count.bonus > 0 ? [t("handCount.bonus", { points: count.bonus })] : []),
  ];
  return `${said.join(" ")} ${cites}`;
}
