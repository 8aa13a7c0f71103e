// The page's entry: builds the parts and wires them in one flow,
//
//   input (core/actions.js, core/keys.js) -> command (play/commands.js) -> worker (core/bridge.js)
//   -> store (core/store.js) -> render (table/view.js, table/lines.js, aids/, persist/);
//   the components read the engine through core/queries.js, never the bridge.
//
// All rules live in Python; nothing here decides what is legal or what it scores.

import { onAction } from "./core/actions.js";
import { createBridge } from "./core/bridge.js";
import { createQueries } from "./core/queries.js";
import { earlyWorker } from "./engine-start.js";
import { createCommands } from "./play/commands.js";
import { PACES } from "./play/advance.js";
import { MODES, modeCommands } from "./modes/modes.js";
import { $, boxOf } from "./core/dom.js";
import { listenToKeys } from "./core/keys.js";
import { readParams } from "./core/params.js";
import { store } from "./core/store.js";
import { loadKeptTable, onTable, setTable } from "./core/table.js";
import { chosenRules, displayTarget } from "./core/games.js";
import { installAids } from "./aids/aids.js";
import { rememberedRules, installNewGameDialog } from "./dialogs/newgame.js";
import { installSettings } from "./dialogs/settings.js";
import { applyStatic, onLanguageChange, setLanguage, t } from "./i18n/i18n.js";
import { KEYS, storage } from "./core/storage.js";
import { registerServiceWorker } from "./persist/offline.js";
import { createSaves } from "./persist/save.js";
import { installStatsView } from "./persist/statsview.js";
import { installHistoryView } from "./persist/historyview.js";
import { installNotices } from "./persist/notices.js";
import { BoardView } from "./table/board.js";
import { installCheer } from "./table/cheer.js";
import { installClaim } from "./table/claim.js";
import { draggable, focusEnd, handTileBox, roving } from "./table/hand.js";
import { flyDraws, flyTile, motionAllowed } from "./table/fly.js";
import { showLines } from "./table/lines.js";
import { installSound } from "./table/sound.js";
import { seatBox } from "./table/seats.js";
import { showTable } from "./table/view.js";
import { installCurtain } from "./table/curtain.js";
import { installMugginsNotice } from "./table/muggins.js";
import { installDailyLine } from "./table/dailyline.js";
import { installWhatIf } from "./aids/whatif.js";
import { installSideGameBar } from "./aids/sidegame.js";
import { installCompare } from "./aids/compare.js";
import { installNetPanel } from "./net/panel.js";
import { installPuzzles } from "./puzzles/panel.js";
import { JOIN, codeFromLink, keyFromLink } from "./net/signal.js";
import { linkNotation } from "./modes/setup.js";
import { linkChallenge } from "./modes/reach.js";
import { installPositions } from "./dialogs/setup.js";
import { installLanguageSwitch } from "./dialogs/language.js";

const params = readParams(location.search);
installNotices(); // said again in a new language
// The language was chosen and its table loaded by start.js, before this module was asked for.

// The parts below call the commands only later (a click, a message), once they exist.
const board = new BoardView(/** @type {HTMLCanvasElement} */ ($("board")), {
  onPick: (end) => commands.pickEnd(end),
  onResize: () => commands.resized(),
  zoomable: true,
});
onAction("board-fit", () => board.fit());
const dialog = installNewGameDialog({
  onStart: (wish) => commands.startGame(wish),
  canCancel: () => store.get().session !== null,
});
const bridge = createBridge({
  onProgress: (stage, _ms, bytes) => commands.progress(stage, bytes),
  onFatal: (message) => commands.engineFailed(message),
  makeWorker: earlyWorker, // started by index.html before this module's graph had loaded
});
// The components read the engine through its read-only port (core/queries.js); only the commands and
// the modes hold the bridge itself.
const queries = createQueries(bridge);
// The game is saved after every move (persist/save.js); the site is kept for offline play once the
// engine is up (persist/offline.js), so that download never competes with the first load.
const saves = createSaves({ queries, store });
bridge.ready.then(registerServiceWorker, () => {});
const commands = createCommands({
  bridge,
  queries,
  board,
  where: { seat: seatBox, handTile: handTileBox, boneyard: () => boxOf($("boneyard")) },
  saves,
  claims: installClaim(), // Muggins (H2): the person's claim, asked before a placement goes
  dialog,
  // What the table's components do when the state says so: a tile's flight, the focus on an end.
  effects: { motion: () => motionAllowed(params.fast), flyTile, flyDraws, focusEnd },
  params,
  modes: MODES,
});
// Each mode's own commands: a table over the network, what-if lines, set-up positions, puzzles.
const { net, lines, positions, puzzles, reach } = modeCommands(commands);

// A table over the network (docs/network.md): the invitations, a guest's reply, who is connected.
installNetPanel(store, net);
// Puzzles (docs/puzzles.md): the set the site ships, one position at a time on the table.
installPuzzles(store, puzzles);

// Set-up positions (docs/notation.md): the editor, a position shared as a link.
installPositions({ store, setup: positions });

// Every side game says so in one bar, with the one way back to the real game.
const back = commands.backToGame;
installSideGameBar(store, { line: back, again: back, setup: back, puzzle: back, challenge: back }, commands.hasGame);
installCompare(store, reach);
installDailyLine(store); // what a daily game on the table is: counted or practice

showTable(store, board);
showLines(store);
installAids({ queries, store, commands, whatIf: installWhatIf({ store, lines }) });
listenToKeys(store, commands);
installSettings({ store, commands, speeds: Object.keys(PACES) });
installSound(store, commands);
installCheer(store, params.fast);
installCurtain(store, () => commands.showHand());
installMugginsNotice(store);
installStatsView(); // the Statistics button opens its panel
installHistoryView(); // the match history's panel (opened from the statistics)

// What a table may be (levels, players, house rules) is the engine's word: its hello answer, kept
// for the next visit (core/table.js). Until it comes, the last visit's copy builds the dialog.
onTable(() => firstToLine());
// Friends invited: the line says the target chosen for their table.
store.subscribe((s, before) => {
  if (s.net?.rules !== before.net?.rules) firstToLine();
});
loadKeptTable();
bridge
  .call("hello", {})
  .then(setTable)
  .catch((err) => {
    if (!store.get().fatal) commands.fail(err);
  });

onAction("new-game", () => commands.openNewGame());
onAction("host-table", () => dialog.hostTable());
onAction("play-again", () => commands.openNewGame());
onAction("draw", () => commands.play({ type: "draw" }));
onAction("pass", () => commands.play({ type: "pass" }));
onAction("next-round", () => commands.nextRound());
onAction("select-tile", (control) => commands.selectTile(control.dataset.tile ?? ""));
onAction("pick-end", (control) => commands.pickEnd(control.dataset.end ?? ""));
onAction("cancel-select", () => commands.cancelSelection());
onAction("close-lot", () => commands.closeLot());
onAction("tally", () => commands.toggleTally());
onAction("dismiss-error", () => commands.resync());
onAction("reload", () => location.reload());
const languageSwitch = installLanguageSwitch({
  onChoose(lang) {
    storage.set(KEYS.lang, lang); // not being able to remember is no reason to stop the game
    setLanguage(lang).catch(commands.fail); // its table could not be downloaded: the language stays
  },
});
// The dialog closes itself (its Cancel, Esc, or starting a game); the page follows at once on a
// Cancel click, and on the dialog's close event for the other ways.
onAction("cancel-new-game", () => commands.closedNewGame());
$("newgame").addEventListener("close", () => commands.closedNewGame());
window.addEventListener("unhandledrejection", (event) => commands.fail(event.reason));

roving($("hand"), "[data-tile]");
// A hand tile dragged onto the board's target goes there, as a click on the tile and one on the target.
draggable($("hand"), {
  pick: (tile) => commands.selectTile(tile),
  over: (x, y) => board.highlight(board.targetAtClient(x, y)?.end ?? null),
  drop(x, y) {
    board.highlight(null);
    const target = board.targetAtClient(x, y);
    if (target) commands.pickEnd(target.end);
  },
});
roving($("ends-list"), "[data-end]");
// Pointing at or focusing an end button lights up its place on the table.
for (const type of ["pointerover", "focusin"]) {
  $("ends-list").addEventListener(type, (event) => {
    const end = /** @type {HTMLElement} */ (/** @type {Element} */ (event.target).closest("[data-end]"));
    board.highlight(end?.dataset.end ?? null);
  });
}
for (const type of ["pointerleave", "focusout"]) $("ends-list").addEventListener(type, () => board.highlight(null));

/** The empty scoreboard before a game: the target the next game is played to (a table waiting for
 * friends: its own; else the remembered house rules, else the sheet's), from the engine's table. */
function firstToLine() {
  const line = $("scoreboard-empty");
  const target = displayTarget(chosenRules(store.get().net?.rules ?? rememberedRules()));
  if (line && target !== null) line.textContent = t("score.firstTo", { target });
}

onLanguageChange(() => {
  commands.retell();
  languageSwitch.relabel();
  firstToLine();
  dialog.retranslate();
  store.redraw();
});
applyStatic(); // the markup in the language chosen, the parts above added included

board.resize();
/** An invitation in the address (`#join=<code>`): this page joins that table as a guest. */
function joinCode() {
  if (!location.hash.startsWith(JOIN)) return null;
  try {
    return codeFromLink(location.href);
  } catch {
    return location.hash.slice(JOIN.length); // refused with its reason by the join itself
  }
}
// A new invitation opened in the same tab (rejoining) changes only the fragment.
// So does a position's link (`#setup=<notation>`) opened in the same tab.
window.addEventListener("hashchange", () => {
  const code = joinCode();
  const position = linkNotation();
  const challenge = linkChallenge();
  if (code !== null) net.joinTable(code, keyFromLink(location.href));
  else if (position !== null) positions.openLink(position);
  else if (challenge !== null) reach.openChallenge(challenge.code, challenge.vs);
});

const saved = saves.saved();
const invitation = joinCode();
const linked = linkNotation();
const challenged = linkChallenge();
if (invitation !== null) net.joinTable(invitation, keyFromLink(location.href));
else if (linked !== null)
  positions.openLink(linked); // a side line: the save stays for later
else if (params.daily !== null) reach.playDaily(params.daily);
else {
  const resumed = saved ? commands.resume(saved) : commands.firstGame();
  // A challenge is shown over the table; the save stays until the person plays it. Without a
  // link, the challenge kept open here comes back once the saved game is on the table.
  if (challenged !== null) reach.openChallenge(challenged.code, challenged.vs);
  else Promise.resolve(resumed).then(() => reach.resumeChallenge());
}
