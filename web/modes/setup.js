// Set-up positions (docs/notation.md): a local table in the "setup" mode, and its commands: a position opened from a link
// (`#setup=<notation>`), the position on the table shared as such a link, the set-up editor's
// board and its "Play this position", and "Play this position". A set-up game (the engine's origin
// "setup") is a side line: persist/save.js never saves it nor counts it, so the real game's save
// stays, and going back to the game resumes it. The engine reads, checks and writes every
// position; the page only carries its text.

import { keepsCurtain, visibleSeat } from "../core/selectors.js";
import { defaultLevel } from "../core/table.js";
import { t } from "../i18n/i18n.js";
import { refusalSaid } from "../i18n/refusals.js";
import { notify } from "../persist/notices.js";
import { advance } from "../play/advance.js";
import { get, guarded, isFatal, messageOf, newTable, parts, say, show, update, updatePart } from "../play/flow.js";
import { localMode } from "./local.js";
import {
  canTake,
  choicesFrom,
  choose,
  moveTile,
  placeOf,
  positionOf,
  seatsOf,
  tapTile as tapped,
} from "./setupedit.js";

/**
 * @typedef {import("../core/types.js").Session} Session
 * @typedef {import("../core/types.js").Seat} Seat
 */

/** The shape the editor's board is laid out for (its felt keeps it, dialogs/setup.css). */
const EDITOR_ASPECT = 2;

/** The address fragment that carries a position. */
const SETUP_LINK = "#setup=";

/** The set-up commands (the New game dialog offers the editor; it closes when a position starts);
 * "back to the game" is the page's one. @param {{backToGame: () => unknown}} commands */
export function createSetupCommands(commands) {
  return {
    openLink: (/** @type {string} */ notation) => guarded(() => openLink(notation, commands.backToGame)),
    backToGame: commands.backToGame,
    share: () => guarded(share),
    closeShare: () => updatePart("positions", { share: null }),
    openEditor: () => guarded(openEditor),
    closeEditor: () => updatePart("positions", { editor: null }),
    pick: (/** @type {string} */ tile) => guarded(() => tapTile(tile)),
    place: (/** @type {string} */ tile, /** @type {string | null} */ end) =>
      guarded(() => editBoard([...(get().positions.editor?.steps ?? []), { tile, end }])),
    placeIn: (/** @type {number | null} */ seat) => guarded(() => placeIn(seat)),
    takeBack: () => guarded(() => editBoard((get().positions.editor?.steps ?? []).slice(0, -1))),
    choose: (/** @type {string} */ name, /** @type {string} */ value) => guarded(() => chooseField(name, value)),
    play: () => guarded(playEditor),
  };
}

/** The position in an address, or null: `#setup=<notation>`. @param {string} [hash] */
export function linkNotation(hash = location.hash) {
  if (!hash.startsWith(SETUP_LINK)) return null;
  try {
    return decodeURIComponent(hash.slice(SETUP_LINK.length));
  } catch {
    return hash.slice(SETUP_LINK.length); // the engine says what is wrong with it
  }
}

/** The link to a position: this page with the notation in its fragment. @param {string} notation */
function linkOf(notation) {
  return `${location.origin}${location.pathname}${SETUP_LINK}${encodeURIComponent(notation)}`;
}

/** A started set-up game on the table: the computers go on if it is their turn. Its log starts
 * once it is shown (a side line: the real game's saved log must not hear of it). @param {Session} state */
async function begin(state) {
  parts.dialog.close();
  const kept = { curtainKept: keepsCurtain(get()) }; // (a table that passes the device keeps its curtain)
  const gen = newTable(localMode("setup"), { positions: { editor: null, share: null }, log: get().log, ...kept });
  if (!(await show(state, gen))) return;
  update({ log: [], status: say("setup.opened") });
  await advance(gen);
}

/** A position from a link, a person in seat 0 against the engine's default computers. A refused
 * link says why in a notice, and the page goes on as without it (back to the game if there is none).
 * @param {string} notation @param {() => unknown} backToGame */
async function openLink(notation, backToGame) {
  history.replaceState(null, "", location.pathname + location.search);
  await parts.bridge.ready;
  let state;
  try {
    state = await parts.bridge.call("setup", { notation });
  } catch (err) {
    if (isFatal(err)) throw err;
    const reason = messageOf(err);
    notify("setup-link", () => t("setup.linkRefused", { reason: refusalSaid(reason) }), { alert: true });
    if (!get().session) return backToGame();
    return;
  }
  await begin(state);
}

/** The position on the table as a link: on the clipboard when the browser lets the page write
 * there, and shown to copy by hand either way. */
async function share() {
  const answer = await parts.bridge.call("position", {}).catch((err) => ({ refused: messageOf(err) }));
  if ("refused" in answer)
    return updatePart("positions", { share: { link: null, refused: answer.refused, copied: false } });
  const link = linkOf(answer.notation);
  let copied = true;
  try {
    await navigator.clipboard.writeText(link);
  } catch {
    copied = false; // no clipboard here (an insecure page, a refusal): the link is shown to copy
  }
  updatePart("positions", { share: { link, refused: null, copied } });
}

/** The editor, starting from the position on the table when a round is on, else an empty board:
 * only the hand the page may show now is the real one (the engine deals the others again). Its
 * player counts are those of the position's game (the engine's `setup_table` for its rules). */
async function openEditor() {
  const seat = visibleSeat(get());
  const now = get().session ? await parts.bridge.call("position", { seat }).catch(() => null) : null;
  const draft = now?.position ?? null;
  const table = await parts.bridge.call("setup_table", draft?.rules ? { rules: draft.rules } : {});
  const steps = draft ? draft.board : [];
  const rules = draft?.rules ?? null; // the position's game's board: its spinners, its ends
  const built = await parts.bridge.call("setup_board", { steps, aspect: EDITOR_ASPECT, rules });
  const { layout, board, fits, holds } = built;
  updatePart("positions", {
    editor: {
      table,
      draft,
      steps,
      board,
      layout,
      fits,
      holds,
      picked: null,
      refused: null,
      gen: (get().positions.editor?.gen ?? 0) + 1,
      choices: choicesFrom(table, draft),
      verdict: { checking: true, refused: null },
    },
  });
  await check();
}

/** A tile tapped: chosen (again: unchosen); the last one placed on the board is picked up from
 * it, back to the stock and chosen (modes/setupedit.js). @param {string} tile */
async function tapTile(tile) {
  const editor = get().positions.editor;
  if (!editor) return;
  const { picked, pickUp } = tapped(editor, tile);
  if (pickUp) await editBoard(editor.steps.slice(0, -1));
  edited({ picked, refused: null });
}

/** The chosen tile into `seat`'s hand, or back to the stock (null); the engine checks the
 * position it makes. @param {number | null} seat */
async function placeIn(seat) {
  const editor = get().positions.editor;
  if (!editor?.picked || placeOf(editor, editor.picked) === "board") return;
  if (seat !== null && !canTake(editor, seat)) return; // a full hand takes none (its button is disabled)
  edited({ choices: moveTile(editor.choices, editor.picked, seat), picked: null, refused: null });
  await check();
}

/** One of the editor's fields changed (players, turn, a score, the boneyard's order, opponents).
 * @param {string} name @param {string} value */
async function chooseField(name, value) {
  const editor = get().positions.editor;
  if (!editor) return;
  edited({ choices: choose(editor.choices, name, value, editor.table) });
  await check();
}

/** The position the editor makes, its board the steps placed, in its draft's game.
 * @param {import("../core/store.js").Editor} editor */
function positionNow(editor) {
  return { ...positionOf(editor, editor.draft?.rules ?? null), board: editor.steps };
}

/** How many verdicts were asked: only the latest one asked is kept. */
let asked = 0;

/** The engine's verdict on the position the editor makes: playable, or refused citing the rule
 * ("Play this position" waits for it). */
async function check() {
  const editor = get().positions.editor;
  if (!editor) return;
  const mine = ++asked;
  edited({ verdict: { checking: true, refused: editor.verdict?.refused ?? null } });
  const position = positionNow(editor);
  let refused = null;
  try {
    await parts.bridge.call("position_read", { position });
  } catch (err) {
    if (isFatal(err)) throw err;
    refused = messageOf(err);
  }
  if (mine === asked) edited({ verdict: { checking: false, refused } });
}

/** The editor's board after a change: the engine builds it (each placement through the board's
 * own rules) with where each tile could go next, or refuses it, citing the rule, and the board
 * stays as it was. @param {{tile: string, end: string | null}[]} steps */
async function editBoard(steps) {
  const editor = get().positions.editor;
  if (!editor) return;
  try {
    const rules = editor.draft?.rules ?? null;
    const { layout, board, fits, holds } = await parts.bridge.call("setup_board", {
      steps,
      aspect: EDITOR_ASPECT,
      rules,
    });
    let choices = editor.choices;
    for (const step of steps) choices = moveTile(choices, step.tile, null); // on the board: in no hand
    edited({ steps, board, layout, fits, holds, choices, picked: null, refused: null });
  } catch (err) {
    if (isFatal(err)) throw err;
    return edited({ refused: messageOf(err) });
  }
  await check();
}

/** The editor changed, if it is still open (closed meanwhile: nothing to change).
 * @param {Partial<import("../core/store.js").Editor>} patch */
function edited(patch) {
  const editor = get().positions.editor;
  if (editor) updatePart("positions", { editor: { ...editor, ...patch } });
}

/** "Play this position": the engine checks the whole position and starts it, or refuses it
 * citing the rule (shown in the editor, which stays open). */
async function playEditor() {
  const editor = get().positions.editor;
  if (!editor) return;
  const position = positionNow(editor);
  let state;
  try {
    state = await parts.bridge.call("setup", { position, seats: seatsOf(editor.choices, defaultLevel()) });
  } catch (err) {
    if (isFatal(err)) throw err;
    return edited({ verdict: { checking: false, refused: messageOf(err) } });
  }
  await begin(state);
}
