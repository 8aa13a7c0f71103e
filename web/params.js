// Options read from the page's URL. Tests rely on these: ?seed=N, ?fast=1, ?players=N&levels=a,b.

const LEVELS = ["easy", "normal", "hard"];

/** Parse the query string into the few options the page understands; bad values are ignored. */
export function readParams(search) {
  const q = new URLSearchParams(search);
  const seedText = q.get("seed");
  // The engine takes seeds from 0 up; past 15 digits a JS number would no longer hold it exactly.
  const seed = seedText !== null && /^\d{1,15}$/.test(seedText) ? Number(seedText) : null;
  const fast = q.get("fast") === "1";
  const players = Number(q.get("players"));
  let direct = null;
  if ([2, 3, 4].includes(players)) {
    // One level per computer seat, in seat order; the last one given fills the rest.
    const given = (q.get("levels") || "")
      .split(",")
      .map((s) => s.trim())
      .filter((s) => LEVELS.includes(s));
    const levels = [];
    for (let seat = 1; seat < players; seat++)
      levels.push(given[Math.min(seat - 1, given.length - 1)] || "normal");
    direct = { players, levels };
  }
  return { seed, fast, direct };
}

export { LEVELS };
