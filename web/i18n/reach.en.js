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
  "daily.startChallenge": "Today's deal, from a friend's challenge: your counted try. No hint or undo.",
  "daily.lineCounted": "Today's deal · counted try · no hint or undo",
  "daily.linePracticeToday": "Today's deal · practice · no hint or undo",
  "daily.linePractice": "The deal of {date} · practice",
  "daily.legend": "{won} a round you won · {lost} a round you lost · {even} even; your points, then the computer's",
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
  "challenge.why.scores": "the score in it is not the one its moves make.",
  "challenge.why.moves": "it was changed after the game (a move, the table or the name).",
  "challenge.why.computers":
    "it was played against the computers of another version of Five Up, so this page cannot check it.",
  "challenge.why.version": "it was made by another version of Five Up.",
  "challenge.why.cut": "the link is cut short in {field}; copy the whole link again.",
  "challenge.why.damaged": "the link is damaged in {field}; copy the whole link again.",
  "challenge.field.version": "the version",
  "challenge.field.computers": "the computers",
  "challenge.field.table": "the table",
  "challenge.field.levels": "the levels",
  "challenge.field.deals": "the deals",
  "challenge.field.name": "the name",
  "challenge.field.scores": "the score",
  "challenge.field.check": "the check",
  "challenge.field.moves": "the moves",
  "challenge.field.code": "the code",
  "challenge.cannot": "This game cannot be a challenge: {why}",
  "challenge.made":
    "Send this to a friend: they play the same deals from your seat against the same computers, and their page checks your score.",
  "challenge.friend": "A friend",
  "challenge.you": "You",
  "challenge.scored": ({ mine, name, them }) =>
    `${name} scored ${minus(mine)}–${minus(them)} on these deals: your turn.`,
  "challenge.side": ({ mine, name, them }) => `${name}: ${minus(mine)}–${minus(them)}`,
  "challenge.dailyOf": "The deal of {date}.",
  "challenge.countedTry": "Today's deal: playing these deals is this device's counted try. No hint or undo.",
  "challenge.play": "Play these deals",
  "challenge.notNow": "Not now",
  "challenge.sendBack": "Send your answer",
  "challenge.linkLabel": "The text to send",
  "challenge.copied": "Copied: paste it in any chat.",
  "challenge.copyByHand": "Copy this text and send it in any chat.",
  "challenge.theyWon": ({ name, n }) => `${name} beat you by ${plural(n, "point", "points")}.`,
  "challenge.youWon": ({ name, n }) => `You beat ${name} by ${plural(n, "point", "points")}.`,
  "challenge.tied": ({ name, mine }) => `You and ${name} tied, ${minus(mine)} points each.`,
  "challenge.answeredYou": "{name} answered your challenge on the same deals.",
  "challenge.versus": "Both games, round by round: your points and theirs",
  "challenge.round": "Round",
  "challenge.total": "Total",
  "challenge.checked": "✓ checked by this device's engine",
  "challenge.nameLabel": "Your name, for your friend to see",
  "challenge.makeLink": "Make the link",
  "challenge.shareText": ({ mine, them, link }) =>
    `I scored ${minus(mine)}–${minus(them)} on these deals: can you beat it? ${link}`,
  "challenge.shareTextNamed": ({ name, mine, them, link }) =>
    `${name} scored ${minus(mine)}–${minus(them)} on these deals: can you beat it? ${link}`,
  "challenge.answerText": ({ mine, them, link }) =>
    `My answer to your challenge: ${minus(mine)}–${minus(them)} on the same deals. ${link}`,
  "challenge.answerTextNamed": ({ name, mine, them, link }) =>
    `${name} answered your challenge: ${minus(mine)}–${minus(them)} on the same deals. ${link}`,
  "challenge.keptAside":
    "The challenge kept on this device could not be read ({field}); it was kept aside under {key}.",
  "challenge.keptInPlace":
    "The challenge kept on this device could not be read ({field}); it stays as it is and nothing is written over it.",
});
