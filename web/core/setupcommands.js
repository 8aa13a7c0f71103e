// The commands of set-up positions (docs/notation.md): a position opened from a link
// (`#setup=<notation>`), the position on the table shared as such a link, the set-up editor's
// board and its "Play this position", and "Back to the game". A set-up game (the engine's origin
// "setup") is a side line: persist/save.js never saves it nor counts it, so the real game's save
// stays, and going back to the game resumes it. The engine reads, checks and writes every
// position; the page only carries its text.

import { t } from "../i18n/i18n.js";
import { notify } from "../persist/notices.js";
import { store } from "./store.js";
import { CLEAR, advance, guarded, show } from "./commands.js";

/** The shape the editor's board is laid out for (its felt keeps it, dialogs/setup.css). */
const EDITOR_ASPECT = 2;

/** The address fragment that carries a position. */
export const SETUP_LINK = "#setup=";

/** @type {any} */ let bridge;
/** @type {any} */ let saves;
/** @type {any} */ let commands;
/** @type {any} */ let dialog;
const get = () => store.get();
const update = (patch) => store.update(patch);
const say = (key, params = {}) => () => t(key, params);

/** The set-up commands, wired to the engine's bridge, the saves, the game's commands and the New
 * game dialog (where the editor is offered; it closes when a position starts). */
export function createSetupCommands(parts) {
  ({ bridge, saves, commands, dialog } = parts);
  return {
    openLink: (notation) => guarded(() => openLink(notation)),
    backToGame: () => guarded(backToGame),
    share: () => guarded(share),
    closeShare: () => update({ share: null }),
    openEditor: () => guarded(openEditor),
    closeEditor: () => update({ editor: null }),
    pick: (tile) => pickTile(tile),
    place: (tile, end) => guarded(() => editBoard([...get().editor.steps, { tile, end }])),
    takeBack: () => guarded(() => editBoard(get().editor.steps.slice(0, -1))),
    play: (position, seats) => guarded(() => playEditor(position, seats)),
  };
}

/** The position in an address, or null: `#setup=<notation>`. */
export function linkNotation(hash = location.hash) {
  if (!hash.startsWith(SETUP_LINK)) return null;
  try {
    return decodeURIComponent(hash.slice(SETUP_LINK.length));
  } catch {
    return hash.slice(SETUP_LINK.length); // the engine says what is wrong with it
  }
}

/** The link to a position: this page with the notation in its fragment. */
export function linkOf(notation) {
  return `${location.origin}${location.pathname}${SETUP_LINK}${encodeURIComponent(notation)}`;
}

/** A started set-up game on the table: the computers go on if it is their turn. Its log starts
 * once it is shown (a side line: the real game's saved log must not hear of it). */
async function begin(state) {
  const gen = get().gen + 1;
  dialog.close();
  update({ ...CLEAR, gen, busy: true, error: null, setup: false, editor: null, share: null });
  if (!(await show(state, gen))) return;
  update({ log: [], status: say("setup.opened") });
  await advance(gen);
}

/** A position from a link, a person in seat 0 against the engine's default computers. A refused
 * link says why in a notice, and the page goes on as without it. */
async function openLink(notation) {
  history.replaceState(null, "", location.pathname + location.search);
  await bridge.ready;
  let state;
  try {
    state = await bridge.call("setup", { notation });
  } catch (err) {
    if (err?.kind === "Fatal" || err?.kind === "Timeout") throw err;
    notify("setup-link", () => t("setup.linkRefused", { reason: err?.message ?? "" }), { alert: true });
    if (!get().session) return backToGame();
    return;
  }
  await begin(state);
}

/** Back to the real game: its save, as the page would resume it; with none, a new game. */
async function backToGame() {
  const saved = saves.saved();
  update({ share: null, editor: null });
  if (saved) return commands.resume(saved);
  return commands.openNewGame(false);
}

/** The position on the table as a link: on the clipboard when the browser lets the page write
 * there, and shown to copy by hand either way. */
async function share() {
  const answer = await bridge.call("position", {}).catch((err) => ({ refused: err?.message ?? "" }));
  if (answer.refused !== undefined) return update({ share: { link: null, refused: answer.refused, copied: false } });
  const link = linkOf(answer.notation);
  let copied = true;
  try {
    await navigator.clipboard.writeText(link);
  } catch {
    copied = false; // no clipboard here (an insecure page, a refusal): the link is shown to copy
  }
  update({ share: { link, refused: null, copied } });
}

/** The editor, starting from the position on the table when a round is on, else an empty board. */
async function openEditor() {
  const table = await bridge.call("setup_table", {});
  const now = get().session ? await bridge.call("position", {}).catch(() => null) : null;
  const draft = now?.position ?? null;
  const steps = draft ? draft.board : [];
  const built = await bridge.call("setup_board", { steps, aspect: EDITOR_ASPECT });
  const { layout, board, fits } = built;
  update({ editor: { table, draft, steps, board, layout, fits, picked: null, refused: null, gen: (get().editor?.gen ?? 0) + 1 } });
}

/** A tile chosen to place (again: unchosen); only one that fits somewhere (the engine's `fits`). */
function pickTile(tile) {
  const editor = get().editor;
  if (!editor) return;
  const picked = editor.picked === tile || !editor.fits[tile]?.length ? null : tile;
  update({ editor: { ...editor, picked, refused: null } });
}

/** The editor's board after a change: the engine builds it (each placement through the board's
 * own rules) with where each tile could go next, or refuses it, citing the rule, and the board
 * stays as it was. */
async function editBoard(steps) {
  const editor = get().editor;
  if (!editor) return;
  try {
    const { layout, board, fits } = await bridge.call("setup_board", { steps, aspect: EDITOR_ASPECT });
    update({ editor: { ...get().editor, steps, board, layout, fits, picked: null, refused: null } });
  } catch (err) {
    if (err?.kind === "Fatal" || err?.kind === "Timeout") throw err;
    update({ editor: { ...get().editor, refused: err?.message ?? "" } });
  }
}

/** "Play this position": the engine checks the whole position and starts it, or refuses it
 * citing the rule (shown in the editor, which stays open). */
async function playEditor(position, seats) {
  let state;
  try {
    state = await bridge.call("setup", { position: { ...position, board: get().editor.steps }, seats });
  } catch (err) {
    if (err?.kind === "Fatal" || err?.kind === "Timeout") throw err;
    return update({ editor: { ...get().editor, refused: err?.message ?? "" } });
  }
  await begin(state);
}
