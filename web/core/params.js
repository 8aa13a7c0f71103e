// Options read from the page's URL. Tests rely on these: ?seed=N, ?fast=1, ?players=N&levels=a,b,
// and the house rules ?target=T (display points, one of the engine's targets) and ?muggins=1;
// (?snapshot=0, which starts Python the long way without a memory snapshot, is read by
// engine-start.js, which must start the worker before any other module loads.)
// Which players, levels and targets exist is the engine's word (table.js): this only reads the
// address, and the startGame command drops what the engine does not offer. Bad values are ignored.
// House rules without ?players= are an offer: the New game dialog opens on them (over a saved
// game, which stays until the person deals).

/**
 * @typedef {{display_target: number | null, muggins: boolean | null}} RulesWish  house rules asked
 *   for in the address (null: not asked)
 * @typedef {{players: number, levels: string[], rules: RulesWish}} DirectGame  ?players=: a game
 *   started at once
 * @typedef {{seed: number | null, fast: boolean, direct: DirectGame | null, offer: RulesWish | null,
 *   daily: string | null}} Params  `daily`: ?daily=YYYY-MM-DD, that date's deal
 */

/**
 * Parse the query string into the few options the page understands.
 * @param {string} search
 * @returns {Params}
 */
export function readParams(search) {
  const q = new URLSearchParams(search);
  const seedText = q.get("seed");
  // The engine takes seeds from 0 up; past 15 digits a JS number would no longer hold it exactly.
  const seed = seedText !== null && /^\d{1,15}$/.test(seedText) ? Number(seedText) : null;
  const fast = q.get("fast") === "1";
  const playersText = q.get("players");
  const targetText = q.get("target");
  const mugginsText = q.get("muggins");
  const rules = {
    display_target: targetText !== null && /^\d{1,4}$/.test(targetText) ? Number(targetText) : null,
    muggins: mugginsText === "1" ? true : mugginsText === "0" ? false : null,
  };
  /** @type {DirectGame | null} */
  let direct = null;
  if (playersText !== null && /^\d$/.test(playersText)) {
    // One level per computer seat, in seat order; the last one given fills the rest (table.js).
    const levels = (q.get("levels") || "")
      .split(",")
      .map((s) => s.trim())
      .filter((s) => /^[a-z]{1,20}$/.test(s));
    direct = { players: Number(playersText), levels, rules };
  }
  const offer = !direct && (rules.display_target !== null || rules.muggins !== null) ? rules : null;
  const dailyText = q.get("daily");
  const daily = dailyText !== null && /^\d{4}-\d{2}-\d{2}$/.test(dailyText) ? dailyText : null;
  return { seed, fast, direct, offer, daily };
}
