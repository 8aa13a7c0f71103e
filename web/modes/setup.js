// Set-up positions (docs/notation.md): a local table in the "setup" mode, and its commands: a position opened from a link
// (`#setup=<notation>`), the position on the table shared as such a link, the set-up editor's
// board and its "Play this position", and "Play this position". A set-up game (the engine's origin
// "setup") is a side line: persist/save.js never saves it nor counts it, so the real game's save
// stays, and going back to the game resumes it. The engine reads, checks and writes every
// position; the page only carries its text.

import { keepsCurtain, visibleSeat } from "../core/selectors.js";
import { t } from "../i18n/i18n.js";
import { refusalSaid } from "../i18n/refusals.js";
import { notify } from "../persist/notices.js";
import { advance } from "../play/advance.js";
import { get, guarded, isFatal, messageOf, newTable, parts, say, show, update, updatePart } from "../play/flow.js";
import { localMode } from "./local.js";

/**
 * @typedef {import("../core/types.js").Session} Session
 * @typedef {import("../core/types.js").Seat} Seat
 * @typedef {import("../core/table.js").SeatWish} SeatWish
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
    pick: (/** @type {string} */ tile) => pickTile(tile),
    place: (/** @type {string} */ tile, /** @type {string | null} */ end) =>
      guarded(() => editBoard([...(get().positions.editor?.steps ?? []), { tile, end }])),
    takeBack: () => guarded(() => editBoard((get().positions.editor?.steps ?? []).slice(0, -1))),
    play: (/** @type {Record<string, unknown>} */ position, /** @type {SeatWish[]} */ seats) =>
      guarded(() => playEditor(position, seats)),
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
  const { layout, board, fits } = built;
  updatePart("positions", {
    editor: {
      table,
      draft,
      steps,
      board,
      layout,
      fits,
      picked: null,
      refused: null,
      gen: (get().positions.editor?.gen ?? 0) + 1,
    },
  });
}

/** A tile chosen to place (again: unchosen); only one that fits somewhere (the engine's `fits`).
 * @param {string} tile */
function pickTile(tile) {
  const editor = get().positions.editor;
  if (!editor) return;
  const picked = editor.picked === tile || !editor.fits[tile]?.length ? null : tile;
  updatePart("positions", { editor: { ...editor, picked, refused: null } });
}

/** The editor's board after a change: the engine builds it (each placement through the board's
 * own rules) with where each tile could go next, or refuses it, citing the rule, and the board
 * stays as it was. @param {{tile: string, end: string | null}[]} steps */
async function editBoard(steps) {
  const editor = get().positions.editor;
  if (!editor) return;
  try {
    const rules = editor.draft?.rules ?? null;
    const { layout, board, fits } = await parts.bridge.call("setup_board", { steps, aspect: EDITOR_ASPECT, rules });
    edited({ steps, board, layout, fits, picked: null, refused: null });
  } catch (err) {
    if (isFatal(err)) throw err;
    edited({ refused: messageOf(err) });
  }
}

/** The editor changed, if it is still open (closed meanwhile: nothing to change).
 * @param {Partial<import("../core/store.js").Editor>} patch */
function edited(patch) {
  const editor = get().positions.editor;
  if (editor) updatePart("positions", { editor: { ...editor, ...patch } });
}

/** "Play this position": the engine checks the whole position and starts it, or refuses it
 * citing the rule (shown in the editor, which stays open).
 * @param {Record<string, unknown>} position @param {SeatWish[]} seats */
async function playEditor(position, seats) {
  let state;
  try {
    state = await parts.bridge.call("setup", {
      position: { ...position, board: get().positions.editor?.steps ?? [] },
      seats,
    });
  } catch (err) {
    if (isFatal(err)) throw err;
    return edited({ refused: messageOf(err) });
  }
  await begin(state);
}
