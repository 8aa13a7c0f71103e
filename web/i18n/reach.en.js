// The daily deal and challenge links (modes/reach.js, aids/compare.js): English.
import { minus, plural } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "daily.button": "Today's deal",
  "daily.about":
    "The same deals for everyone today: you against the hard computer, two players, the sheet's rules. One counted try a day, no hint or undo.",
  "daily.title": "The deal of {date}",
  "daily.won": ({ mine, them, n }) => `Won ${minus(mine)}–${minus(them)} in ${plural(n, "round", "rounds")}.`,
  "daily.lost": ({ mine, them, n }) => `Lost ${minus(mine)}–${minus(them)} in ${plural(n, "round", "rounds")}.`,
  "daily.streak": ({ n }) => `Counted try. Days in a row: ${n}.`,
  "daily.practice": "Practice, not counted: this device's try of {date} was already taken, or the date is past.",
  "daily.notYet": "The deal of {date} is not out yet.",
  "daily.refused": "That deal cannot be dealt: {why}",
  "daily.startCounted": "The deal of {date}: your counted try. No hint or undo.",
  "daily.startPractice": "The deal of {date}: practice, not counted.",
  "daily.compareHard": "Compare with the hard computer",
  "daily.hardWorking": "The hard computer is playing these deals… round {n}",
  "daily.hardLine": ({ mine, them }) => `The hard computer on these deals: ${minus(mine)}–${minus(them)}.`,
  "daily.share": "Share",
  "daily.shareHead": "Five Up · the deal of {date}",
  "daily.keptAside":
    "The daily deal's tries kept on this device could not be read ({field}); they were kept aside under {key}.",
  "daily.keptInPlace":
    "The daily deal's tries kept on this device could not be read ({field}); they stay as they are and nothing is written over them.",
  "sidegame.challenge": "A friend's challenge: the same deals, the same computers.",
  "challenge.button": "Challenge a friend",
  "challenge.title": "Challenge",
  "challenge.resultTitle": "Challenge: both results",
  "challenge.checking": "Checking the game in this page's rules engine…",
  "challenge.refused": "This challenge link does not hold: {why}",
  "challenge.notACode": "This is not a challenge link: copy the whole link again.",
  "challenge.why.scores": "{field}: the score in it is not the one its moves make.",
  "challenge.why.moves": "{field}: a move or the name was changed after the game.",
  "challenge.why.computers":
    "{field}: it was played against the computers of another version of Five Up, so this page cannot check it.",
  "challenge.why.version": "{field}: it was made by another version of Five Up.",
  "challenge.why.cut": "{field}: the link is cut short; copy the whole link again.",
  "challenge.why.damaged": "{field}: the link is damaged; copy the whole link again.",
  "challenge.friend": "A friend",
  "challenge.you": "You",
  "challenge.scored": ({ mine, name, them }) =>
    `${name} scored ${minus(mine)}–${minus(them)} on these deals: your turn.`,
  "challenge.answered": "{them} answered {name}'s challenge on the same deals:",
  "challenge.side": ({ mine, name, them }) => `${name}: ${minus(mine)}–${minus(them)}`,
  "challenge.dailyOf": "The deal of {date}.",
  "challenge.play": "Play these deals",
  "challenge.notNow": "Not now",
  "challenge.sendBack": "Send your answer",
  "challenge.shareText": "Can you beat my Five Up score on the same deals? {link}",
  "challenge.answerText": "My answer to your Five Up challenge, on the same deals: {link}",
  "challenge.linkLabel": "The text to send",
  "challenge.copied": "Copied: paste it in any chat.",
  "challenge.copyByHand": "Copy this text and send it in any chat.",
});
