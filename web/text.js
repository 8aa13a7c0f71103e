// Words the page says: seat and side names, and one sentence per move or placement. Kept apart from
// the DOM so every message reads the same in the status line, the log and the round summary. The
// words themselves are in the language tables (i18n/*.js); these functions only pick and fill them.

import { t } from "./i18n.js";

const SEATS = {
  2: ["you", "north"],
  3: ["you", "west", "east"],
  4: ["you", "west", "north", "east"], // clockwise from you; North is your partner
};

/** Seat key ("you", "north", …) of a seat as the person at seat `human` sees it. */
export function seatKey(seat, players, human = 0) {
  const keys = SEATS[players] || SEATS[2];
  return keys[(seat - human + players) % players];
}

/** Name of a seat as the person at seat `human` sees it (the person is always "You"). */
export function seatName(seat, players, human = 0) {
  return t(`seat.${seatKey(seat, players, human)}`);
}

/** Name of a scoring side: a player, or a partnership with four players. */
export function sideName(side, players, human = 0) {
  if (players !== 4) return seatName(side, players, human);
  const mine = human % 2;
  return side === mine ? t("side.youNorth") : t("side.westEast");
}

/** Seats belonging to a side. */
export function seatsOfSide(side, view) {
  const seats = [];
  for (let s = 0; s < view.players; s++) if (view.side_of[s] === side) seats.push(s);
  return seats;
}

const isYou = (name) => name === t("seat.you");

/** A number as people write it: a true minus sign for negative scores. */
export function num(n) {
  return n < 0 ? `\u2212${-n}` : String(n);
}

/** "3 tiles" / "3 laattaa" for the nouns the tables know ("tile", "point"); else English-style. */
export function plural(n, one, many = `${one}s`) {
  if (one === "tile") return t("count.tiles", { n });
  if (one === "point") return t("count.points", { n });
  return `${n} ${Math.abs(n) === 1 ? one : many}`;
}

/** "2 + 8 = 10": the scoring ends after the last placement (what the board now shows). */
export function sumText(board) {
  const values = (board.scoring || []).map((s) => s.value);
  if (values.length === 0) return "0";
  return `${values.join(" + ")} = ${board.ends_sum}`;
}

/** "10 raw, 2 points" or "no score": a placement's points as the engine gives them (history
 * events carry `points` raw and `display_points`). */
export function pointsText(event) {
  return event?.points > 0
    ? t("points.raw", { raw: event.points, points: event.display_points })
    : t("points.none");
}

/** The sum line under the status: "2 + 8 = 10 → 10 raw, 2 points" (the last placement event). */
export function sumLine(board, event) {
  return t("sum.line", { sum: sumText(board), points: pointsText(event) });
}

/**
 * What a placement scored under Muggins (H2), from the engine's event (`claim`, `scorer`,
 * `muggins`): "claimed 10: scores 10 (2 points)", "claimed 5: Muggins! East takes 10 (2 points)",
 * "claimed 10: no score", or "no score".
 */
export function claimText(event, players, human = 0) {
  const claim = event.claim ?? 0;
  if (!(event.points > 0)) return claim > 0 ? t("claim.saidNothing", { claim }) : t("move.noScore");
  const amounts = { claim, raw: event.points, points: event.display_points };
  if (!event.muggins) return t("claim.exact", amounts);
  const you = players !== 4 && event.scorer === human;
  const name = sideName(event.scorer, players, human);
  return t("claim.muggins", { ...amounts, name, you, many: players === 4 });
}

/** Where a tile goes: "[4|4] line B (4)" ("[4|4] (linja B, 4)"); "Open the round" for the first tile. */
export function endLabel(end, value) {
  if (end === "opening" || end === null) return t("end.opening");
  const [tile, slot] = end.split(" ");
  const name = t(`slot.${slot}`);
  return value === undefined
    ? t("end.label", { tile, slot: name })
    : t("end.labelValue", { tile, slot: name, value });
}

/**
 * One sentence for a move just made: "North plays [3|4] on [4|4] line B: 2 + 3 = 5, scores 5 (1 point)".
 * `event` is the engine's history event of a placement (points, display_points, and under Muggins
 * the claim and who took the points); `view` is the state after the move; `drawnTile` is known
 * only for the person's own draw; `human` is the person's seat.
 */
export function describeMove(name, move, event, view, drawnTile = null, human = 0) {
  const you = isYou(name);
  if (move.type === "draw") {
    const left = view.boneyard_count;
    if (you && drawnTile) return t("move.drawYou", { tile: drawnTile, left });
    return t("move.drawOther", { name, left });
  }
  if (move.type === "pass") return t(you ? "move.passYou" : "move.passOther", { name });
  const points = event?.points ?? 0;
  let score;
  if (view.rules?.muggins && event) score = claimText(event, view.players, human);
  else if (points > 0) score = t("move.scores", { raw: points, points: event.display_points });
  else score = t("move.noScore");
  const params = { name, tile: move.tile, sum: sumText(view.board), score };
  if (!move.end) return t(you ? "move.openYou" : "move.openOther", params);
  return t(you ? "move.placeYou" : "move.placeOther", { ...params, end: endLabel(move.end) });
}

/** What happened when a round ended, from Game.round_result. */
export function roundEndText(result, players, human) {
  if (result.ender !== null && result.ender !== undefined) {
    if (result.ender === human) return t("round.wentOutYou");
    return t("round.wentOut", { name: seatName(result.ender, players, human) });
  }
  return t("round.blocked");
}
