// Set-up positions on the page (docs/notation.md): the editor dialog and the "Share position"
// dialog with the position's link (offered in the side game's bar, aids/sidegame.js). The editor
// works by taps, clicks or keys alike: tap one of the set's tiles, then where it goes: a hand
// (each says how many tiles it holds and the most it may, the engine's word), back to the stock
// (not dealt), or one of its legal ends on the board, lettered on the board's picture and as
// buttons; a tile placed is tapped again to pick it up. The turn, the scores, the players and who
// plays them are fields; "Play this position" sits in the dialog's footer, always in view, offered
// once the engine finds the position playable, else beside it why not, in the page's language.
// The dialogs draw themselves from the store (`positions`: its `editor` and `share`, the editor's
// model in modes/setupedit.js); what they change goes through the set-up commands (modes/setup.js).

import { onAction } from "../core/actions.js";
import { button, make, makeDialog } from "../core/dom.js";
import { rawPerDisplay } from "../core/table.js";
import { scoresInPlay } from "../core/games.js";
import { onLanguageChange, t } from "../i18n/i18n.js";
import { endLabel } from "../i18n/text.js";
import { refusalSaid } from "../i18n/refusals.js";
import { bounds, canTake, counts, placeOf } from "../modes/setupedit.js";
import { BoardView } from "../table/board.js";
import { targetLabel } from "../table/hand.js";
import { tileHalves, tileSvg } from "../core/pips.js";

/** The stock's place among the destinations (a seat's is its number). */
const STOCK = "stock";
/** The board picture's target for the first tile (the engine's end for it is null). */
const OPENING = "opening";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {import("../core/store.js").Editor} SetupEditor
 * @typedef {NonNullable<PageState["positions"]["share"]>} Share
 * @typedef {ReturnType<typeof import("../core/dom.js").makeDialog>} Dialog
 * @typedef {{
 *   openEditor: () => void, closeEditor: () => void, share: () => void, closeShare: () => void,
 *   pick: (tile: string) => void, place: (tile: string, end: string | null) => void,
 *   placeIn: (seat: number | null) => void, takeBack: () => void,
 *   choose: (name: string, value: string) => void, play: () => void,
 * }} SetupCommands
 * @typedef {{felt: HTMLElement, view: BoardView}} BoardPicture  the board picture's felt and its BoardView
 */

/** Build the dialogs and the bar; `setup` are the set-up commands.
 * @param {{store: typeof import("../core/store.js").store, setup: SetupCommands}} parts */
export function installPositions({ store, setup }) {
  const editor = makeDialog("setup-editor", "setup.title", "setup-dialog");
  const sharing = makeDialog("share-position", "setup.shareTitle", "setup-dialog");
  // The board picture, kept across redraws: a tap on a lettered end places the chosen tile there.
  const felt = make("div", "setup-felt");
  const canvas = /** @type {HTMLCanvasElement} */ (make("canvas", "setup-board"));
  canvas.id = "setup-board";
  felt.append(canvas);
  const view = new BoardView(canvas, {
    onPick: (/** @type {string} */ end) => {
      const picked = store.get().positions.editor?.picked;
      if (picked) setup.place(picked, end === OPENING ? null : end);
    },
  });
  editor.body.addEventListener("change", (event) => {
    const { name, value } = /** @type {HTMLInputElement} */ (event.target);
    if (name) setup.choose(name, value);
  });
  editor.dialog.addEventListener("close", () => setup.closeEditor());
  sharing.dialog.addEventListener("close", () => setup.closeShare());
  onAction("open-setup", () => setup.openEditor());
  onAction("share-position", () => setup.share());
  onAction("setup-pick", (control) => setup.pick(/** @type {string} */ (control.dataset.piece)));
  onAction("setup-end", (control) => {
    const picked = store.get().positions.editor?.picked;
    const spot = /** @type {string} */ (control.dataset.spot);
    if (picked) setup.place(picked, spot === OPENING ? null : spot);
  });
  onAction("setup-to", (control) =>
    setup.placeIn(control.dataset.seat === STOCK ? null : Number(control.dataset.seat)),
  );
  onAction("setup-takeback", () => setup.takeBack());
  onAction("setup-play", () => setup.play());
  onAction("setup-cancel", () => editor.close());
  store.subscribe((s, before) => {
    if (s.positions.editor !== before.positions.editor) drawEditor(editor, s, before.positions.editor, { felt, view });
    if (s.positions.share !== before.positions.share) drawShare(sharing, s.positions.share);
  });
  onLanguageChange(() => {
    editor.retitle("setup.title");
    sharing.retitle("setup.shareTitle");
    const s = store.get();
    if (s.positions.editor) drawEditor(editor, s, s.positions.editor, { felt, view });
    drawShare(sharing, s.positions.share);
  });
}

/** @param {Dialog} box @param {Share | null} share */
function drawShare(box, share) {
  if (!share) return box.close();
  const parts = [];
  if (share.refused) parts.push(make("p", "setup-refused", refusalSaid(share.refused)));
  else {
    parts.push(make("p", "", t(share.copied ? "setup.copied" : "setup.copyByHand")));
    const field = make("input", "setup-link");
    Object.assign(field, { type: "text", readOnly: true, value: share.link, id: "setup-link" });
    field.setAttribute("aria-label", t("setup.link"));
    parts.push(field);
  }
  box.body.replaceChildren(...parts);
  box.open();
  box.body.querySelector("input")?.select();
}

/** The editor, drawn again from the store at each change: the focus and the scroll kept, or moved
 * on where the keyboard goes next. `board`: the board picture's felt and its BoardView.
 * @param {Dialog} box @param {PageState} s @param {SetupEditor | null} before @param {BoardPicture} board */
function drawEditor(box, s, before, board) {
  const ed = s.positions.editor;
  if (!ed) {
    box.body.replaceChildren(); // the hands it showed leave the page with it
    return box.close();
  }
  const scroll = box.dialog.scrollTop;
  const focused = focusKey(document.activeElement);
  box.body.replaceChildren(
    ...(s.session ? [button("share-position", t("setup.shareTable"))] : []),
    tilesGroup(ed),
    boardGroup(ed, board.felt),
    seatsGroup(ed),
    turnGroup(ed),
    footer(ed),
  );
  box.open();
  box.dialog.scrollTop = scroll;
  drawTargets(ed, board.view);
  const next = before?.gen === ed.gen ? focusNext(ed, before) : null;
  const to = next ?? (focused && box.body.querySelector(focused));
  if (to) /** @type {HTMLElement} */ (to).focus({ preventScroll: !next });
}

/** A selector finding the control `el` again once drawn anew (null: not one of the editor's).
 * @param {Element | null} el */
function focusKey(el) {
  if (!(el instanceof HTMLElement) || !el.closest("#setup-editor")) return null;
  const { piece, seat, spot, action } = el.dataset;
  const name = el.getAttribute("name");
  if (piece) return `[data-piece="${piece}"]`;
  if (seat) return `[data-seat="${seat}"]`;
  if (spot) return `[data-spot="${spot}"]`;
  if (name) return `[name="${name}"]`;
  return action ? `[data-action="${action}"]` : null;
}

/** Where the keyboard goes on: a tile chosen, to the first place it may go; a tile placed, back to
 * it among the tiles. @param {SetupEditor} ed @param {SetupEditor} before */
function focusNext(ed, before) {
  if (ed.picked && ed.picked !== before.picked)
    return document.querySelector("#setup-where button:not([disabled]), #setup-ends [data-spot]");
  if (before.picked && !ed.picked) return document.querySelector(`#setup-pieces [data-piece="${before.picked}"]`);
  return null;
}

/** The board picture: the engine's layout, and the chosen tile's legal ends lettered on it; drawn
 * as the table draws the position's game (no scoring badge where it scores nothing in play).
 * @param {SetupEditor} ed @param {BoardView} view */
function drawTargets(ed, view) {
  const double = ed.picked ? tileHalves(ed.picked)[0] === tileHalves(ed.picked)[1] : false;
  const ends = ed.picked && placeOf(ed, ed.picked) !== "board" ? (ed.fits[ed.picked] ?? []) : [];
  const targets = ends.map((end, i) => ({ end: end ?? OPENING, label: targetLabel(i), double }));
  view.set({ layout: ed.layout, targets, scores: scoresInPlay({ rules: ed.draft?.rules }) });
}

/** Where a tile is, in words. @param {SetupEditor} ed @param {string} tile */
function placeSaid(ed, tile) {
  const at = placeOf(ed, tile);
  if (at === "board") return t("setup.onTheBoard");
  return at === "stock" ? t("setup.notDealt") : t("setup.seat", { n: at + 1 });
}

/** The set's tiles as tiles, each marked with where it is: tap one, then where it goes. A tile on
 * the board can be picked up only as the last one placed.
 * @param {SetupEditor} ed */
function tilesGroup(ed) {
  const grid = make("div", "setup-pieces");
  grid.id = "setup-pieces";
  grid.setAttribute("role", "group");
  grid.setAttribute("aria-label", t("setup.tiles"));
  const last = ed.steps.at(-1)?.tile;
  for (const tile of ed.table.tiles) {
    const at = placeOf(ed, tile);
    const piece = button("setup-pick", "", `setup-piece at-${typeof at === "number" ? "hand" : at}`);
    piece.dataset.piece = tile;
    piece.dataset.where = typeof at === "number" ? String(at) : at;
    piece.append(tileSvg(tile, { sideways: true }));
    if (typeof at === "number") piece.append(make("span", "setup-badge", String(at + 1)));
    piece.setAttribute("aria-label", t("setup.tileAt", { tile, where: placeSaid(ed, tile) }));
    piece.setAttribute("aria-pressed", String(ed.picked === tile));
    piece.disabled = at === "board" && tile !== last; // under later tiles: take those back first
    grid.append(piece);
  }
  const say = make("p", "setup-say", ed.picked ? t("setup.chooseWhere", { tile: ed.picked }) : t("setup.chooseTile"));
  say.id = "setup-say";
  say.setAttribute("aria-live", "polite");
  return group(t("setup.tiles"), say, grid, places(ed), endButtons(ed));
}

/** Where the chosen tile may go besides the board: each hand, saying how many tiles it holds and
 * the most it may hold (the engine's `holds`), and the stock (not dealt). A full hand takes none.
 * @param {SetupEditor} ed */
function places(ed) {
  const row = make("div", "setup-where");
  row.id = "setup-where";
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", t("setup.where"));
  const count = counts(ed);
  const [, most] = bounds(ed);
  count.hands.forEach((n, seat) => {
    const hand = button("setup-to", "", "setup-place");
    hand.dataset.seat = String(seat);
    hand.append(
      make("span", "", t("setup.seat", { n: seat + 1 })),
      make("b", "", t(n >= most ? "setup.holdsFull" : "setup.holds", { n, most })),
    );
    hand.classList.toggle("full", n >= most);
    hand.disabled = !canTake(ed, seat);
    row.append(hand);
  });
  const stock = button("setup-to", "", "setup-place");
  stock.dataset.seat = STOCK;
  stock.append(make("span", "", t("setup.notDealt")), make("b", "", String(count.stock)));
  stock.disabled = !ed.picked || placeOf(ed, ed.picked) === "stock";
  row.append(stock);
  return row;
}

/** The chosen tile's legal ends on the board as lettered buttons (the same letters as on its
 * picture), or that it fits no open end (R3.2). @param {SetupEditor} ed */
function endButtons(ed) {
  const row = make("div", "setup-ends");
  row.id = "setup-ends";
  const tile = ed.picked && placeOf(ed, ed.picked) !== "board" ? ed.picked : null;
  row.hidden = !tile;
  if (!tile) return row;
  const ends = ed.fits[tile] ?? [];
  row.append(make("span", "setup-ends-say", ends.length ? t("setup.onBoardAt") : t("setup.fitsNowhere", { tile })));
  ends.forEach((end, i) => {
    const where = end === null ? t("setup.opening") : endLabel(end);
    const choice = button("setup-end", `${targetLabel(i)}: ${where}`, "btn");
    choice.dataset.spot = end ?? OPENING;
    row.append(choice);
  });
  return row;
}

/** @param {string} legend @param {...Node} children */
function group(legend, ...children) {
  const set = make("fieldset", "setup-group");
  set.append(make("legend", "", legend), ...children);
  return set;
}

/**
 * @param {string} name
 * @param {[string | number, string][]} options each a value and its words
 * @param {string | number} chosen
 * @param {string} label
 */
function select(name, options, chosen, label) {
  const field = make("label", "setup-field");
  const list = make("select");
  list.name = name;
  for (const [value, text] of options) {
    const option = make("option", "", text);
    option.value = String(value);
    option.selected = String(value) === String(chosen);
    list.append(option);
  }
  field.append(make("span", "", label), list);
  return field;
}

/** The board as in play: its picture (the chosen tile's ends lettered on it), each placement in
 * words, and take back the last one. @param {SetupEditor} ed @param {HTMLElement} felt */
function boardGroup(ed, felt) {
  const list = make("ol", "setup-steps");
  list.id = "setup-steps";
  for (const step of ed.steps)
    list.append(
      make(
        "li",
        "",
        step.end
          ? t("setup.stepOn", { tile: step.tile, end: endLabel(step.end) })
          : t("setup.stepOpens", { tile: step.tile }),
      ),
    );
  if (!ed.steps.length) list.append(make("li", "setup-empty", t("setup.emptyBoard")));
  const takeBack = button("setup-takeback", t("setup.takeBack"));
  takeBack.disabled = !ed.steps.length;
  return group(t("setup.board"), felt, list, takeBack);
}

/** The players, who plays the other seats, and the boneyard's order. @param {SetupEditor} ed */
function seatsGroup(ed) {
  const { choices, table } = ed;
  return group(
    t("setup.table"),
    select(
      "players",
      table.players.map((n) => [n, String(n)]),
      choices.players,
      t("setup.players"),
    ),
    select(
      "opponents",
      [
        ["computers", t("setup.vsComputers")],
        ["people", t("setup.handToHand")],
      ],
      choices.opponents,
      t("setup.opponents"),
    ),
    select(
      "boneyard",
      [
        ["unknown", t("setup.boneyardUnknown")],
        ["given", t("setup.boneyardGiven")],
      ],
      choices.boneyard,
      t("setup.boneyard"),
    ),
  );
}

/** Who is to play and the sides' raw scores. @param {SetupEditor} ed */
function turnGroup(ed) {
  const { choices } = ed;
  /** @type {[number, string][]} */
  const seats = Array.from({ length: choices.players }, (_, seat) => [seat, t("setup.seat", { n: seat + 1 })]);
  const scores = choices.scores.map((score, side) => {
    const field = make("label", "setup-field");
    const input = make("input");
    Object.assign(input, {
      type: "number",
      name: `score:${side}`,
      value: String(score),
      step: String(rawPerDisplay()),
    });
    field.append(make("span", "", t("setup.score", { n: side + 1 })), input);
    return field;
  });
  return group(t("setup.turnAndScores"), select("turn", seats, choices.turn, t("setup.turn")), ...scores);
}

/** The dialog's footer, kept in view: Cancel and "Play this position", offered once the engine
 * has found the position playable, and beside them why it is not (its rule after the words).
 * @param {SetupEditor} ed */
function footer(ed) {
  const row = make("div", "setup-actions");
  row.dataset.checking = String(ed.verdict.checking);
  const refused = ed.refused ?? ed.verdict.refused;
  const line = make("p", "setup-refused", refused ? refusalSaid(refused) : "");
  line.id = "setup-refused";
  line.setAttribute("role", "status");
  line.hidden = !refused;
  const play = button("setup-play", t("setup.play"), "btn btn-primary");
  play.disabled = ed.verdict.refused !== null;
  if (refused) play.setAttribute("aria-describedby", "setup-refused");
  row.append(line, button("setup-cancel", t("action.cancel")), play);
  return row;
}
