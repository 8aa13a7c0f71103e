// Words the page says: seat and side names, and one sentence per move or placement. Kept apart from
// the DOM so every message reads the same in the status line, the log and the round summary.

const SEATS = {
  2: ["You", "North"],
  3: ["You", "West", "East"],
  4: ["You", "West", "North", "East"], // clockwise from you; North is your partner
};

/** Name of a seat as the person at seat `human` sees it (the person is always "You"). */
export function seatName(seat, players, human = 0) {
  const names = SEATS[players] || SEATS[2];
  return names[(seat - human + players) % players];
}

/** Name of a scoring side: a player, or a partnership with four players. */
export function sideName(side, players, human = 0) {
  if (players !== 4) return seatName(side, players, human);
  const mine = human % 2;
  return side === mine ? "You & North" : "West & East";
}

/** Seats belonging to a side. */
export function seatsOfSide(side, view) {
  const seats = [];
  for (let s = 0; s < view.players; s++) if (view.side_of[s] === side) seats.push(s);
  return seats;
}

const isYou = (name) => name === "You";
/** "You play" / "North plays". */
export function verb(name, base, third = `${base}s`) {
  return `${name} ${isYou(name) ? base : third}`;
}

/** A number as people write it: a true minus sign for negative scores. */
export function num(n) {
  return n < 0 ? `\u2212${-n}` : String(n);
}

export function plural(n, one, many = `${one}s`) {
  return `${n} ${Math.abs(n) === 1 ? one : many}`;
}

/** "2 + 8 = 10": the scoring ends after the last placement (what the board now shows). */
export function sumText(board) {
  const values = (board.scoring || []).map((s) => s.value);
  if (values.length === 0) return "0";
  return `${values.join(" + ")} = ${board.ends_sum}`;
}

/** "10 raw, 2 points" or "no score". */
export function pointsText(raw) {
  return raw > 0 ? `${raw} raw, ${plural(raw / 5, "point")}` : "no score";
}

/** The sum line under the status: "2 + 8 = 10 → 10 raw, 2 points". */
export function sumLine(board, raw) {
  return `${sumText(board)} → ${pointsText(raw)}`;
}

/** Where a tile goes, for buttons: "[4|4] line B (4)"; "opening" for the first tile. */
export function endLabel(end, value) {
  if (end === "opening") return "Open the round";
  const [tile, slot] = end.split(" ");
  const pretty = {
    low: "low end",
    high: "high end",
    line_a: "line A",
    line_b: "line B",
    branch_a: "branch A",
    branch_b: "branch B",
  };
  return `${tile} ${pretty[slot] || slot}${value === undefined ? "" : ` (${value})`}`;
}

/**
 * One sentence for a move just made: "North plays [3|4] on [4|4] line_b: 2 + 3 = 5, scores 5 (1 point)".
 * `view` is the state after the move; `drawnTile` is known only for the person's own draw.
 */
export function describeMove(name, move, points, view, drawnTile = null) {
  if (move.type === "draw") {
    const left = plural(view.boneyard_count, "tile");
    return drawnTile
      ? `${verb(name, "draw")} ${drawnTile} (${left} left in the boneyard).`
      : `${verb(name, "draw")} a tile (${left} left).`;
  }
  if (move.type === "pass") {
    return `${verb(name, "pass", "passes")}: nothing fits and the boneyard is empty.`;
  }
  const where = move.end
    ? `${verb(name, "play")} ${move.tile} on ${move.end}`
    : `${verb(name, "open")} with ${move.tile}`;
  const score = points > 0 ? `scores ${points} (${plural(points / 5, "point")})` : "no score";
  return `${where}: ${sumText(view.board)}, ${score}.`;
}

/** What happened when a round ended, from Game.round_result. */
export function roundEndText(result, players, human) {
  if (result.ender !== null && result.ender !== undefined) {
    const name = seatName(result.ender, players, human);
    return `${name} went out.`;
  }
  return "The round is blocked: nobody can play and the boneyard is empty.";
}
