// The engine's refusals (refusals.js): English. The engine writes its refusals in English, so
// English says the engine's own words (`words`) and the rule after them; each `refusal.<rule>` is
// what that rule asks, the line the other languages say in place of the engine's words.
/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "refusal.said": ({ words, rule }) => `${words} (rule ${rule})`,
  "refusal.R1.1": "The game uses one double-six set: 28 tiles, each of them once",
  "refusal.R1.2": "Two to four people play, with a hand and a score for each side",
  "refusal.R1.3": "Each hand is dealt 5 tiles and the rest is the boneyard",
  "refusal.R1.4": "Nobody sees another player's hand while the round is on",
  "refusal.R2.1": "Each seat plays in its turn, clockwise",
  "refusal.R3.1": "The round opens with one tile, at no end",
  "refusal.R3.2": "A tile joins an open end that shows the same number, from the hand of the seat to play",
  "refusal.R3.5": "A spinner's branches open only once both sides of its line are taken",
  "refusal.R4": "A tile joins only an open end, where no tile is joined yet",
  "refusal.R6.2": "Scores are counted in fives",
  "refusal.R7.1": "Whoever can place a tile must place one",
  "refusal.R7.2": "Whoever cannot place draws, one tile at a time, and places the drawn tile as soon as it fits",
  "refusal.R7.3": "Passing is allowed only when nothing fits and the boneyard is empty",
  "refusal.R7.4": "The round is blocked: the boneyard is empty and nobody can place",
  "refusal.R8.1": "A round ends when someone places their last tile or nobody can play; the next one starts after it",
  "refusal.R9.2": "The game is over once a side alone reaches the target",
  "refusal.H1": "The target is one of the lengths the game offers",
  "refusal.H2": "Under Muggins a player says the points of each placement",
  "refusal.PB5": "The holder of [6|6] opens the game's first hand with it",
});
