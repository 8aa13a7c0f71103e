// English texts of saved games, notices and statistics (save.js, notices.js, stats.js,
// statsview.js), merged into en.js. Keys: "save.*", "notice.*", "stats.*"; every key is in
// save.fi.js too.

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "notice.close": "OK",

  // ---- saved games ----
  "save.resumed": "Your game is back where you left it (round {n}).",
  "save.offBlocked":
    "Saving is off: this browser does not let the page store anything (a private window, or storage is blocked). You can play on, but closing the page ends the game.",
  "save.offFull":
    "Saving is off: the browser's storage for this page is full. You can play on; the game is saved again as soon as there is room.",
  "save.rejected.corrupt": "Your saved game could not be read: the stored data is damaged.",
  "save.rejected.newer": "Your saved game was made by a newer version of Five Up, which this page cannot read.",
  "save.rejected.refused": "The game engine could not restore your saved game ({detail}).",
  "save.rejected.tooBig": "Your saved game could not be read: it is far too big to be a Five Up game.",
  "save.keptAside": "It has been kept aside in this browser as “{key}”, and a new game starts.",
  "save.keptInPlace":
    "There is no room for a copy, so it has been left where it was and saving is off. Download it if you want to keep it, then discard it to save your games again.",
  "save.download": "Download it",
  "save.discard": "Discard it",
  "save.discarded": "The saved game that could not be used is gone; saving is on again.",
  "save.position":
    "This is a set-up position, not a game dealt by the rules: it can be played, but it never counts in the statistics.",

  // ---- statistics ----
  "stats.open": "Statistics",
  "stats.title": "Statistics",
  "stats.lead": "Kept on this device, from one visit to the next.",
  "stats.off": "No statistics are kept: this browser does not let the page store anything.",
  "stats.full": "The browser's storage is full: new games may not be counted.",
  "stats.none": "No finished games yet.",
  "stats.waiting": "Your statistics show once the game has loaded.",
  "stats.game": "Game",
  "stats.played": "Played",
  "stats.won": "Won",
  "stats.kind": ({ players, levels }) => `${players} players · ${levels}`,
  "stats.total": "All games",
  "stats.bestScore": "Best score",
  "stats.streak": "Current winning streak",
  "stats.bestStreak": "Longest winning streak",
  "stats.undos": "Undos used",
  "stats.reset": "Reset statistics",
  "stats.resetConfirm": "Reset every statistic of {game} to zero? The other games' stay. This cannot be undone.",
  "stats.resetYes": "Reset",
  "stats.resetNo": "Keep them",
  "stats.people": "People on this device",
  "stats.person": "Name",
  "stats.best": "Best",
  "stats.streakNow": "Streak",
  "stats.streakBest": "Longest",
  "stats.alone": "One person against the computers",
  "stats.noneAlone": "No finished games of one person against the computers yet.",
  "stats.keptAside":
    "The statistics kept on this device could not be read. They have been kept aside in this browser as “{key}”, and new statistics start.",
  "stats.keptInPlace":
    "The statistics kept on this device could not be read, and there is no room to keep a copy: they stay where they are, and no game is counted until there is room (or until you reset the statistics).",
  "stats.close": "Close",
});
