// The games of the family and their options (core/choices.js, aids/rules.js): English. A game's
// words are under the stem the engine gives it (`rules.game.<game>`: its name, the New game
// dialog's lead, the legend over its options, the tag of an option's usual choice, the rules
// card's title); an option's under its own (`rules.option.<name>`: its name, a choice's words
// where the choice is not a number, a note on what the choice means). The rules of All Fives and
// of the partnership block game in short words (docs/rules.md AF1-AF9, PB1-PB9), by their numbers.
import { minus, plural, signed } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "newgame.game": "Game",
  "newgame.fallback": "Your last choice is not offered any more ({choices}): the usual one is chosen.",

  "rules.game.five_up.name": "Five Up",
  "rules.game.five_up.lead": "Every double is a spinner. Score the open ends in fives.",
  "rules.game.five_up.options": "House rules",
  "rules.game.five_up.default": "sheet",
  "rules.game.five_up.rules": "Rules of Five Up",
  "rules.game.all_fives.name": "All Fives (Muggins)",
  "rules.game.all_fives.lead":
    "The first double is the only spinner. Score the open ends when they add up to a multiple of five, as counted.",
  "rules.game.all_fives.options": "Table rules",
  "rules.game.all_fives.default": "usual",
  "rules.game.all_fives.rules": "Rules of All Fives (Muggins)",
  "rules.game.partnership_block.name": "Partnership dominoes",
  "rules.game.partnership_block.lead":
    "Four players in pairs, 7 tiles each, no boneyard and no spinner. Go out first: your pair scores the pips left.",
  "rules.game.partnership_block.options": "Table rules",
  "rules.game.partnership_block.default": "usual",
  "rules.game.partnership_block.rules": "Rules of partnership dominoes",
  "rules.unknown.named": "a game this page does not know (“{name}”)",
  "rules.unknown.nameless": "a game this page does not know",
  "rules.unknown.refused": "This is {game}: update the page to play it.",

  "rules.option.target.name": "Play to",
  "rules.option.target.note": "First to {value} points wins.",
  "rules.option.muggins.name": "Muggins: announce your points",
  "rules.option.muggins.note.true":
    "Muggins: announce the points of every tile you place; a wrong or missing claim gives them to the next player.",
  "rules.option.counted.name": "Going out scores",
  "rules.option.counted.all": "all hands",
  "rules.option.counted.opponents": "opponents' hands",
  "rules.option.later_opener.name": "Next hand opens",
  "rules.option.later_opener.next-seat": "next seat",
  "rules.option.later_opener.winner": "the winner",
  "rules.option.capicua.name": "Capicúa bonus",
  "rules.option.capicua.0": "none",
  "rules.option.capicua.note": "Going out with a tile that fits both ends adds {value} points.",
  "rules.option.blocked_count.name": "A blocked hand scores",
  "rules.option.blocked_count.as-out": "as going out",
  "rules.option.blocked_count.difference": "the difference",
  "rules.option.blocked_count.note.difference":
    "A blocked hand's winner scores the opponents' pips less its own, rounded to the nearest 5.",

  "aids.rules.options": "This game's table rules (chosen in the New game dialog)",
  "aids.rules.on": "on",
  "aids.rules.off": "off",
  "aids.rules.af1.title": "AF1 Players and deal.",
  "aids.rules.af1":
    "A double-six set. Two to four players; with four, partners sit opposite. With two, 7 tiles each; with three or four, 5 each. The rest is the boneyard, all of it to be drawn.",
  "aids.rules.af2.title": "AF2 Turns, drawing, opening.",
  "aids.rules.af2":
    "As in Five Up: you must place a tile if you can; if not, draw until one fits and place it; pass only with the boneyard empty. A lot chooses who opens the first hand; whoever went out opens the next, a new lot after a blocked hand.",
  "aids.rules.af3.title": "AF3 One spinner.",
  "aids.rules.af3":
    "Only the first double played is a spinner: its branches open once both its line sides are filled. Every other double lies crosswise with only its two line sides.",
  "aids.rules.af4.title": "AF4 Scoring during play.",
  "aids.rules.af4":
    "After every placement add up the open ends; when the sum is 5, 10, 15, … the placing side scores that sum in points, as counted.",
  "aids.rules.af5.title": "AF5 Doubles at an end.",
  "aids.rules.af5":
    "A double at the end of a line counts both halves ([6|6] counts 12); a double filled on both line sides adds nothing, and an unopened branch adds 0.",
  "aids.rules.af6.title": "AF6 Going out.",
  "aids.rules.af6":
    "The side that goes out scores the pips left in the opponents' hands (not the partner's), added up and rounded to the nearest 5. Nothing is taken off anyone.",
  "aids.rules.af7.title": "AF7 A blocked hand.",
  "aids.rules.af7":
    "The one side with the fewest pips in hand scores the opponents' pips, rounded to the nearest 5, as if it had gone out. A tie for the fewest scores nothing. As a table chooses, it scores the difference instead: the opponents' pips less its own, rounded.",
  "aids.rules.af8.title": "AF8 Winning.",
  "aids.rules.af8": "After a hand, one side alone at or above the chosen target wins; a tie plays on.",
  "aids.rules.af9.title": "AF9 Muggins.",
  "aids.rules.af9": "A table may play with claims, as Five Up's Muggins.",
  "aids.rules.pb1.title": "PB1 Players and deal.",
  "aids.rules.pb1": "Four players in two pairs, partners opposite, one double-six set. All 28 tiles are dealt, 7 each.",
  "aids.rules.pb2.title": "PB2 Turns.",
  "aids.rules.pb2": "Turns go round the table; one tile per turn, and a player who can place must.",
  "aids.rules.pb3.title": "PB3 No spinner.",
  "aids.rules.pb3": "A single line with two ends. Doubles lie crosswise but have only their two line sides.",
  "aids.rules.pb4.title": "PB4 No boneyard: pass.",
  "aids.rules.pb4": "Whoever cannot place passes. When nobody can place, the hand is blocked and ends at once.",
  "aids.rules.pb5.title": "PB5 Opening.",
  "aids.rules.pb5":
    "The holder of [6|6] opens the first hand with it. Each later hand is opened with any tile by the seat after the last opener, or, as chosen, by the winner.",
  "aids.rules.pb6.title": "PB6 Going out.",
  "aids.rules.pb6":
    "Nothing scores during play. The pair that goes out scores every pip left in the other three hands, the partner's too (or, as chosen, the opponents' only). Nothing is rounded.",
  "aids.rules.pb7.title": "PB7 A blocked hand.",
  "aids.rules.pb7":
    "The pair with fewer pips in its two hands scores both pairs' pips (or the opponents' only, as chosen). Equal totals score nothing.",
  "aids.rules.pb8.title": "PB8 Winning.",
  "aids.rules.pb8": "After a hand, one pair alone at or above the chosen target wins; a tie plays on.",
  "aids.rules.pb9.title": "PB9 Capicúa.",
  "aids.rules.pb9":
    "As chosen, going out with a tile that is not a double and fits both ends (they show its two numbers) earns a bonus.",

  // ---- a hand counted for its winner (the round summary of All Fives and the block game) ----
  "handCount.took": ({ name, many, you, points, pips, whose, less, own, rounded }) =>
    `${name} ${many || you ? "take" : "takes"} ${plural(points, "point", "points")}: ${plural(pips, "pip", "pips")} left in ${
      whose === "all" ? "every hand" : "the opponents' hands"
    }${less ? `, less ${own ? "your" : "their"} own ${less}` : ""}${rounded ? ", rounded to the nearest 5" : ""}.`,
  "handCount.fewest": ({ name, many, you }) => `Blocked: ${name} ${many || you ? "hold" : "holds"} the fewest pips.`,
  "handCount.tied": "Blocked, with the fewest pips tied: nobody scores this hand.",
  "handCount.bonus": ({ points }) => `Capicúa: ${plural(points, "point", "points")} more.`,
  "handCount.cites": ({ rules, many }) => `(${many ? "rules" : "rule"} ${rules})`,
  "handCount.column": "Counted",
  "handCount.in": "counted",
  "handCount.notIn": "not counted",
  "handCount.placements": "Placements",
  "handCount.hand": "The hand's count",
  "handCount.capicua": "Capicúa",
  "handCount.amount": ({ points }) => `${signed(points)} ${Math.abs(points) === 1 ? "point" : "points"}`,
  "handCount.now": ({ points }) => `${minus(points)} ${Math.abs(points) === 1 ? "point" : "points"}`,
});
