// English texts of the play aids (aids.js, log.js, replay.js, coach.js, fairdeal.js, tally.js,
// rules.js, viewer.js), merged into en.js. Keys: "aids.*".
import { plural } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "aids.close": "Close",

  // ---- buttons at the table ----
  "aids.hint": "Hint",
  "aids.undo": "Undo",
  "aids.log": "Log",
  "aids.rules": "Rules",
  "aids.hint.title": "Hint (H): the hard computer's move for you",
  "aids.undo.title": "Undo (U): take back your last move and the computer moves after it",
  "aids.undo.titleCount": ({ n }) =>
    `Undo (U): take back your last move and the computer moves after it (used ${plural(n, "time", "times")} this game)`,
  "aids.log.button": "Move log, save and load, replay",
  "aids.rules.button": "The rules, with the sheet's examples",

  // ---- score previews ----
  "aids.preview.note": "+{points} · Σ{sum}",
  "aids.preview.noteNone": "Σ{sum}",
  "aids.preview.said": ({ sum, points, raw }) =>
    `ends' sum ${sum}, scores ${raw} raw (${plural(points, "point", "points")})`,
  "aids.preview.saidNone": "ends' sum {sum}, no score",

  // ---- hint ----
  "aids.hint.tag": "hint",
  "aids.hint.asking": "Asking the hard computer for a hint…",
  "aids.hint.said": "Hint: the hard computer would {move}.",
  "aids.hint.scores": ({ points, sum }) =>
    `That makes the ends' sum ${sum} and scores ${plural(points, "point", "points")}.`,
  "aids.hint.noScore": "That makes the ends' sum {sum} (no score now).",
  "aids.move.draw": "draw",
  "aids.move.pass": "pass",
  "aids.move.open": "open with {tile}",
  "aids.move.place": "play {tile} on {end}",
  "aids.did.draw": "you drew",
  "aids.did.pass": "you passed",
  "aids.did.open": "you opened with {tile}",
  "aids.did.place": "you played {tile} on {end}",
  "aids.didBy.draw": "{name} drew",
  "aids.didBy.pass": "{name} passed",
  "aids.didBy.open": "{name} opened with {tile}",
  "aids.didBy.place": "{name} played {tile} on {end}",

  // ---- undo ----
  "aids.undo.since": ({ name }) =>
    `${name} has played since: Undo takes back only your own last move while nobody else has played.`,
  "aids.undo.doneBy": ({ name, n }) =>
    `${name} took back their last move (${plural(n, "take-back", "take-backs")} this game).`,
  "aids.undo.done": ({ n }) => `You took back your last move (${plural(n, "take-back", "take-backs")} this game).`,

  // ---- events in the log and the replay ----
  "aids.ev.draw": "{name} draws a tile.",
  "aids.ev.drawYou": "You draw a tile.",
  "aids.ev.pass": "{name} passes.",
  "aids.ev.passYou": "You pass.",
  "aids.ev.open": "{name} opens with {tile}{drawn}: ends' sum {sum}, {score}.",
  "aids.ev.openYou": "You open with {tile}{drawn}: ends' sum {sum}, {score}.",
  "aids.ev.place": "{name} plays {tile}{drawn} on {end}: ends' sum {sum}, {score}.",
  "aids.ev.placeYou": "You play {tile}{drawn} on {end}: ends' sum {sum}, {score}.",
  "aids.ev.scores": ({ raw, points }) => `scores ${raw} raw (${plural(points, "point", "points")})`,
  "aids.ev.noScore": "no score",
  "aids.ev.drawnNote": " (just drawn)",

  // ---- move log ----
  "aids.log.title": "Move log",
  "aids.log.export": "Save game file",
  "aids.log.import": "Load game file",
  "aids.log.replay": "Replay the game",
  "aids.log.loading": "Reading the log…",
  "aids.log.empty": "No game yet: deal one first.",
  "aids.log.hostsGame":
    "The game is the host's: saving it, replaying it and playing a round again are on the host's device.",
  "aids.log.round": "Round {n}",
  "aids.log.starter": "{name} started.",
  "aids.log.noMoves": "No moves yet.",
  "aids.log.blocked": "The round was blocked: nobody could play and the boneyard was empty.",
  "aids.log.blockedNoStock": "The round was blocked: nobody could play.",
  "aids.log.out": "{name} went out.",
  "aids.log.deduction": ({ name, raw, points }) =>
    `${name}: hand counted, −${raw} raw (−${plural(points, "point", "points")}).`,
  "aids.log.noDeduction": "{name}: nothing to deduct.",
  "aids.log.scores": "Scores after the round: {scores}.",
  "aids.log.seed": "Deal seed (fair deal): {seed}",
  "aids.log.undos": ({ n }) => `Take-backs this game: ${n}.`,
  "aids.log.exported": "The game file is saved in your downloads. Load it here again to go on or to replay it.",
  "aids.log.notJson": "{name} is not a Five Up game file (it is not JSON).",
  "aids.log.tooBig":
    "{name} is too big to be a Five Up game file (over {mb} MB). It was not read; the game in play goes on unchanged.",
  "aids.log.refused":
    "This file could not be loaded, and the game in play goes on unchanged. The engine says: {message}",
  "aids.log.busy": "Wait for your turn (or the end of the round) to load a game.",
  "aids.log.loaded": "Game loaded: round {n}.",
  "aids.log.failed": "The log could not be read: {message}",
  // ---- what the table knows (ledger.js) ----
  "aids.ledger.title": "What the table knows",
  "aids.ledger.how":
    "A player who draws or passes has nothing that fits the open ends, so everyone knows those numbers are not in that hand, until that player draws again.",
  "aids.ledger.howNoStock":
    "A player who passes has nothing that fits the open ends, so everyone knows those numbers are not in that hand for the rest of the round.",
  "aids.ledger.player": "Player",
  "aids.ledger.tiles": "Tiles in hand",
  "aids.ledger.lacks": "Has none of",
  "aids.ledger.nothing": "nothing known",
  "aids.ledger.boneyard": ({ n }) => `Boneyard: ${plural(n, "tile", "tiles")}.`,
  "aids.ledger.unseen": ({ n }) => `Tiles you have not seen (${n})`,
  "aids.ledger.curtain": "Only what every player knows is listed: the tiles you have not seen are yours to work out.",

  // ---- viewer, replay ----
  "aids.viewer.prev": "Back one step (←)",
  "aids.viewer.next": "Forward one step (→)",
  "aids.viewer.noTiles": "no tiles",
  "aids.replay.title": "Replay",
  "aids.replay.prevRound": "◀◀ Round",
  "aids.replay.nextRound": "Round ▶▶",
  "aids.replay.deal": ({ name, you }) => (you ? "The deal: you start." : `The deal: ${name} starts.`),
  "aids.replay.move": "Move {n}:",
  "aids.replay.scores": "Scores: {scores}.",
  "aids.replay.position": "Round {round} of {rounds} · move {step} of {steps}",
  "aids.replay.boneyard": "Boneyard",
  "aids.replay.raw": "raw",

  // ---- coach ----
  "aids.coach.title": "Coach",
  "aids.coach.heading": "Coach",
  "aids.coach.intro":
    "Which of your moves would the hard computer have made otherwise, and how many points did it expect that to be worth?",
  "aids.coach.ask": "Review my moves",
  "aids.coach.wait": "The coach is looking at your moves…",
  "aids.coach.none": "The hard computer would have made each of your choices this round the same way, or nearly so.",
  "aids.coach.lead": ({ n, total }) =>
    `${plural(n, "move", "moves")} the hard computer would have made otherwise, together worth about ${total} points:`,
  "aids.coach.moment": "Move {n}: {played}; the hard computer would {better}, about {gain} points better.",
  "aids.coach.explain":
    "(Expected over many guesses at the hidden tiles, from what you knew then: your side's points minus the others' to the end of the round.)",
  "aids.coach.momentExact": "Move {n}: {played}; the hard computer would {better}, exactly {gain} points better.",
  "aids.coach.explainExact":
    "(Exact: every hidden tile was known, so the solver played the rest of the round out with best play by every side: your side's points minus the others' to the end of the round.)",
  "aids.coach.exact": "Exact",
  "aids.coach.estimate": "Estimate",
  "aids.coach.introPeople":
    "Choose a person: which of their moves would the hard computer have made otherwise, and how many points did it expect that to be worth?",
  "aids.coach.askFor": "Review {name}'s moves",
  "aids.coach.waitFor": "The coach is looking at {name}'s moves…",
  "aids.coach.whose": "{name}'s moves:",
  "aids.coach.noneFor":
    "The hard computer would have made each of {name}'s choices this round the same way, or nearly so.",
  "aids.coach.stepThrough": "Show them on the board",
  "aids.coach.position": "Round {round} · moment {i} of {n}",
  "aids.coach.values": "Expected points",
  "aids.coach.valuesExact": "Exact points (best play by every side)",
  "aids.coach.value": "{tile} on {end}: {value}",
  "aids.coach.valueOpen": "{tile} to open: {value}",
  "aids.coach.failed": "The coach could not look at this round: {message}",

  // ---- the coach's partnership notes (partnernotes.js) ----
  "aids.partner.heading": "Your partner, {partner}",
  "aids.partner.headingFor": "{name}'s partner, {partner}",
  "aids.partner.told": "What {partner}'s play said",
  "aids.partner.toldNone": "{partner} gave no signal this round.",
  "aids.partner.pass": "Move {n}: {partner} passed, holding no {numbers}.",
  "aids.partner.draw": "Move {n}: {partner} drew, holding no {numbers}.",
  "aids.partner.led": "Move {n}: {partner} chose to open with {tile}, so is probably strong in {numbers}.",
  "aids.partner.long":
    "Moves {moves}: {partner} left a {number} showing {times}, so {number} is probably {partner}'s number.",
  "aids.partner.times": ({ n }) => (n === 2 ? "twice" : `${n} times`),
  "aids.partner.missedHeading": "Where it mattered",
  "aids.partner.missedNone": "No choice this round went against it.",
  "aids.partner.missed": "Move {n}: {played}; {better} would have {why}, about {gain} points better.",
  "aids.partner.missedExact": "Move {n}: {played}; {better} would have {why}, exactly {gain} points better.",
  "aids.partner.kept": "kept {partner}'s {numbers} showing",
  "aids.partner.avoided": "shown less of the {numbers} {partner} has none of",
  "aids.partner.on": "{tile} on {end}",
  "aids.partner.open": "opening with {tile}",
  "aids.partner.misledHeading": "Where a play told {partner} the wrong thing",
  "aids.partner.misledNone": "No play this round showed {partner} a number that was not there.",
  "aids.partner.misled": "Move {n}: {played}, leaving a {number} showing with no other {number} in hand",
  "aids.partner.misledPartner": "{partner} left a {number} showing again at move {m}, playing to it",
  "aids.partner.misledPass": "at move {m}, with nothing to play on the {number}, the table saw there were none",
  "aids.partner.honest": "{better} would have shown nothing missing, about {gain} points better.",
  "aids.partner.honestExact": "{better} would have shown nothing missing, exactly {gain} points better.",

  // ---- fair deal ----
  "aids.fair.line": "Deal fingerprint",
  "aids.fair.lot": "Fair deal, fingerprint:",
  "aids.fair.title": "Fair deal",
  "aids.fair.fingerprint": "Fingerprint shown before the round (SHA-256 of the seed)",
  "aids.fair.seed": "The round's seed, shown now",
  "aids.fair.verify": "Check the fingerprint",
  "aids.fair.match":
    "It matches: the SHA-256 of this seed is the fingerprint shown before the round, so the shuffle was fixed before anyone played.",
  "aids.fair.mismatch": "It does not match: SHA-256 of the seed is {digest}.",
  "aids.fair.noCrypto":
    "This browser cannot compute SHA-256 here (it needs an https page); check it with any SHA-256 tool.",
  "aids.fair.given": "This round's deal was given, not shuffled from a seed, so there is nothing to check.",
  "aids.fair.howTitle": "Recompute the deal yourself",
  "aids.fair.how": ({ players }) =>
    `The seed shuffles the 28 tiles in order [0|0], [0|1], … [6|6] (DOUBLE_SIX) with Python's random.Random(int(seed)).shuffle; the ${players} hands are the first 5 tiles, the next 5, and so on, and the rest is the boneyard, drawn from the front. The same generator then throws the dice of the lot when one is needed. In Python:`,

  // ---- paper tally ----
  "aids.tally.show": "Show the scores as a paper tally",
  "aids.tally.hide": "Hide the paper tally",
  "aids.tally.words": ({ fifties, strokes }) =>
    `Paper tally: ${plural(fifties, "large X (50 raw points)", "large Xs (50 raw points each)")} and ${plural(strokes, "stroke", "strokes")}`,
  "aids.tally.negative": "minus, {words}",

  // ---- rules ----
  "aids.rules.title": "Rules of Five Up",
  "aids.rules.lead": "In short (the numbers are the rules sheet's):",
  "aids.rules.r1.title": "R1 Players and deal.",
  "aids.rules.r1":
    "A double-six set, 28 tiles. Two, three or four players; with four, partners sit opposite and share one score. Everyone gets 5 tiles; the rest is the boneyard, and all of it may be drawn.",
  "aids.rules.r2.title": "R2 Turns.",
  "aids.rules.r2":
    "Play goes clockwise. A lot with dice chooses who starts the first round. Whoever went out starts the next round; after a blocked round the lot is thrown again.",
  "aids.rules.r3.title": "R3 Placing.",
  "aids.rules.r3":
    "The starter opens with any tile. After that a tile joins an open end showing the same number. Every double is a spinner and lies crosswise; it is joined by its line A, and its two branches open only once both line sides are filled.",
  "aids.rules.r4.title": "R4 Open ends.",
  "aids.rules.r4":
    "A tile can join the free half of a tile, a spinner's free line side, or, once both line sides are filled, a spinner's branch.",
  "aids.rules.r5.title": "R5 The ends' sum.",
  "aids.rules.r5":
    "After every placement add up the outer ends. A double at the end of a line counts both halves ([4|4] adds 8, [2|2] alone is 4). A spinner filled on both line sides adds nothing itself, and an unopened branch adds 0.",
  "aids.rules.r6.title": "R6 Points.",
  "aids.rules.r6":
    "If the sum is 5, 10, 15, … the placing side scores exactly that many raw points; any other sum, and 0, scores nothing. 5 raw points are 1 point.",
  "aids.rules.r7.title": "R7 Must play, draw, pass.",
  "aids.rules.r7":
    "If you can place a tile you must. If you cannot, draw one tile at a time; as soon as a drawn tile fits, you place that tile. You pass only when nothing fits and the boneyard is empty.",
  "aids.rules.r8.title": "R8 End of a round.",
  "aids.rules.r8":
    "A round ends when someone places their last tile, or when nobody can play (blocked). Then every hand left is counted: its pips, rounded to the nearest 5 (1–2 down, 3–4 up), are taken off its own side's score. Partners' hands are rounded one by one.",
  "aids.rules.r9.title": "R9 Winning.",
  "aids.rules.r9":
    "After the deductions, a side with {target} points ({raw} raw) or more that is alone at the top wins. A tie at the top plays another round.",
  "aids.rules.r10.title": "R10 On paper.",
  "aids.rules.r10":
    "One stroke per point (5 raw); 10 points are one large X with a small x in each of its spaces. 13 points look like this:",
  "aids.rules.current": "This game: first to {target} points.",
  "aids.rules.currentSheet": "This game: the sheet's game, first to {target} points, no house rules.",
  "aids.rules.currentMuggins": "Muggins is on: announce the points of every tile you place (H2).",
  "aids.rules.house": "House rules (off unless chosen in the New game dialog)",
  "aids.rules.h1.title": "H1 Target.",
  "aids.rules.h1":
    "A table may agree on a shorter or a longer game: first to one of {choices} points (the sheet's game is {target}).",
  "aids.rules.h2.title": "H2 Muggins.",
  "aids.rules.h2":
    "Whoever places a tile announces the points it scores, as the score sheet counts them. An exact claim scores; a missing or wrong claim scores nothing for the claimer, and the next side in turn takes the true points (“Muggins!”). The computers always claim exactly.",
  "aids.rules.examples": "The sheet's examples",
  "aids.rules.examplesLead":
    "The layout below is built one tile at a time, drawn as at the table: orange-edged tiles are spinners, the numbered badges are the scoring ends, the empty rings open ends that add nothing.",
  "aids.rules.stepOf": "Step {n} of {of}",
  "aids.rules.stepOpen": "Step {n}: {tile} opens. Ends' sum {sum}: {score}.",
  "aids.rules.step": "Step {n}: {tile} on {end}, joined by its {by}. Ends' sum {sum}: {score}.",
  "aids.rules.notInSheet": "(The sheet does not show this step's sum.)",
  "aids.rules.scores": ({ raw, points }) => `scores ${raw} raw (${plural(points, "point", "points")})`,
  "aids.rules.noScore": "no score",
  "aids.rules.ex22": "[2|2] opens alone: both its line sides are open, sum {sum}: {score}.",
  "aids.rules.ex00": "[0|0] opens alone: sum {sum}: {score} (zero never scores).",
  "aids.rules.ex15": "[3|6], then [6|6] on its high end: sum {sum}: {score}.",
});
