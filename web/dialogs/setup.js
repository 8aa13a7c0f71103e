// Set-up positions on the page (docs/notation.md): the editor dialog (build the board as in play:
// choose a tile, then one of its lettered ends on the board picture, the engine's legal ends only;
// give each tile to a hand or the boneyard, the turn and the scores, then play it against the
// computers or hand to hand) and the "Share position" dialog with the
// position's link (offered in the side game's bar, aids/sidegame.js). Every check is the engine's: a
// refused placement or position is shown in the engine's words, the rule cited. The dialogs
// draw themselves from the store (`positions`: its `editor` and `share`); what they change goes
// through the set-up commands (modes/setup.js).

import { onAction } from "../core/actions.js";
import { button, make, makeDialog } from "../core/dom.js";
import { defaultLevel, rawPerDisplay } from "../core/table.js";
import { scoresInPlay } from "../core/games.js";
import { onLanguageChange, t } from "../i18n/i18n.js";
import { endLabel } from "../i18n/text.js";
import { refusalSaid } from "../i18n/refusals.js";
import { BoardView } from "../table/board.js";
import { targetLabel } from "../table/hand.js";
import { tileHalves, tileSvg } from "../core/pips.js";

const BONEYARD = "b";
/** The board picture's target for the first tile (the engine's end for it is null). */
const OPENING = "opening";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {import("../core/types.js").Rules} Rules
 * @typedef {import("../core/store.js").Editor} SetupEditor
 * @typedef {import("../core/types.js").SetupTable} SetupTable
 * @typedef {NonNullable<PageState["positions"]["share"]>} Share
 * @typedef {ReturnType<typeof import("../core/dom.js").makeDialog>} Dialog
 * @typedef {{
 *   openEditor: () => void, closeEditor: () => void, share: () => void, closeShare: () => void,
 *   pick: (tile: string) => void, place: (tile: string, end: string | null) => void, takeBack: () => void,
 *   play: (position: PositionChoice, seats: SeatChoice[]) => void,
 * }} SetupCommands
 * @typedef {{assign: Map<string, number>, players: number, turn: number, scores: number[], boneyard: string,
 *   opponents: string, rules: Rules | null}} Choices  the editor's own choices while it is open
 * @typedef {{felt: HTMLElement, view: BoardView}} BoardPicture  the board picture's felt and its BoardView
 * @typedef {{hands: string[][], boneyard: string[] | null, turn: number, drawn: null, scores: number[],
 *   rules: Rules | null}} PositionChoice  a position as the editor sends it (the board is the engine's)
 * @typedef {{kind: "person"} | {kind: "computer", level: string | null}} SeatChoice
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
  /** The editor's own choices while it is open: which hand each tile goes to, and the rest. */
  /** @type {Choices} */
  const local = {
    assign: new Map(),
    players: 0,
    turn: 0,
    scores: [],
    boneyard: "unknown",
    opponents: "computers",
    rules: null,
  };
  editor.body.addEventListener("change", (event) => {
    const s = store.get();
    const ed = /** @type {SetupEditor} */ (s.positions.editor);
    if (changed(local, /** @type {HTMLInputElement} */ (event.target), ed))
      drawEditor(editor, local, s, ed, { felt, view });
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
  onAction("setup-takeback", () => setup.takeBack());
  onAction("setup-play", () => {
    const ed = store.get().positions.editor; // (its Play button is there while the editor is)
    if (ed) setup.play(positionOf(local, ed), seatsOf(local));
  });
  onAction("setup-cancel", () => editor.close());
  store.subscribe((s, before) => {
    if (s.positions.editor !== before.positions.editor)
      drawEditor(editor, local, s, before.positions.editor, { felt, view });
    if (s.positions.share !== before.positions.share) drawShare(sharing, s.positions.share);
  });
  onLanguageChange(() => {
    editor.retitle("setup.title");
    sharing.retitle("setup.shareTitle");
    const s = store.get();
    if (s.positions.editor) drawEditor(editor, local, s, null, { felt, view });
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

/** The editor: built afresh from the engine's draft when it opens; after a change of its board,
 * only the board, the tiles and the refusal are drawn again. `board`: the board picture's felt
 * and its BoardView.
 * @param {Dialog} box
 * @param {Choices} local
 * @param {PageState} s
 * @param {SetupEditor | null} before
 * @param {BoardPicture} board */
function drawEditor(box, local, s, before, board) {
  const ed = /** @type {SetupEditor | null} */ (s.positions.editor);
  if (!ed) {
    box.body.replaceChildren(); // the hands it showed leave the page with it
    return box.close();
  }
  if (!before || before.gen !== ed.gen) startFrom(local, ed);
  const scroll = box.body.scrollTop;
  box.body.replaceChildren(
    ...(s.session ? [button("share-position", t("setup.shareTable"))] : []),
    seatsGroup(local, ed.table),
    boardGroup(ed, board.felt),
    tilesGroup(local, ed),
    turnGroup(local),
    actions(ed.refused),
  );
  box.open();
  box.body.scrollTop = scroll;
  drawTargets(ed, board.view);
  focusAfter(ed, before);
}

/** Where the keyboard goes on: a tile chosen, to its first end; a tile placed, to the tiles.
 * @param {SetupEditor} ed @param {SetupEditor | null} before */
function focusAfter(ed, before) {
  if (!before || before.gen !== ed.gen) return;
  const to =
    ed.picked && ed.picked !== before.picked
      ? "#setup-ends [data-spot]"
      : before.picked && !ed.picked
        ? "#setup-pieces [data-piece]:not([disabled])"
        : null;
  if (to) /** @type {HTMLElement | null} */ (document.querySelector(to))?.focus();
}

/** The board picture: the engine's layout, and the chosen tile's legal ends lettered on it; drawn
 * as the table draws the position's game (no scoring badge where it scores nothing in play).
 * @param {SetupEditor} ed @param {BoardView} view */
function drawTargets(ed, view) {
  const double = ed.picked ? tileHalves(ed.picked)[0] === tileHalves(ed.picked)[1] : false;
  const ends = ed.picked ? (ed.fits[ed.picked] ?? []) : [];
  const targets = ends.map((end, i) => ({ end: end ?? OPENING, label: targetLabel(i), double }));
  view.set({ layout: ed.layout, targets, scores: scoresInPlay({ rules: ed.draft?.rules }) });
}

/** The editor's choices from the engine's draft (the position on the table), or a fresh deal's.
 * @param {Choices} local @param {SetupEditor} ed */
function startFrom(local, ed) {
  const draft = ed.draft;
  local.assign = new Map();
  local.players = draft ? draft.hands.length : ed.table.players[0];
  draft?.hands.forEach((hand, seat) => hand.forEach((tile) => local.assign.set(tile, seat)));
  local.turn = draft ? draft.turn : 0;
  local.scores = draft ? [...draft.scores] : Array(ed.table.sides[String(local.players)]).fill(0);
  local.rules = draft ? draft.rules : null;
  local.boneyard = "unknown";
}

/** A choice made in the editor, kept; true when the editor must be drawn again (the players).
 * @param {Choices} local @param {HTMLInputElement} input @param {SetupEditor} ed */
function changed(local, input, ed) {
  const { name, value } = input;
  if (name === "players") {
    local.players = Number(value);
    local.scores = Array(ed.table.sides[value]).fill(0);
    local.turn = Math.min(local.turn, local.players - 1);
    for (const [tile, seat] of local.assign) if (seat >= local.players) local.assign.delete(tile);
  } else if (name.startsWith("tile:")) {
    if (value === BONEYARD) local.assign.delete(name.slice(5));
    else local.assign.set(name.slice(5), Number(value));
  } else if (name === "turn") local.turn = Number(value);
  else if (name.startsWith("score:")) local.scores[Number(name.slice(6))] = Number(value) || 0;
  else if (name === "boneyard" || name === "opponents") local[name] = value;
  return name === "players";
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

/** @param {string} legend @param {...Node} children */
function group(legend, ...children) {
  const set = make("fieldset", "setup-group");
  set.append(make("legend", "", legend), ...children);
  return set;
}

/** @param {Choices} local @param {SetupTable} table */
function seatsGroup(local, table) {
  return group(
    t("setup.table"),
    select(
      "players",
      table.players.map((n) => [n, String(n)]),
      local.players,
      t("setup.players"),
    ),
    select(
      "opponents",
      [
        ["computers", t("setup.vsComputers")],
        ["people", t("setup.handToHand")],
      ],
      local.opponents,
      t("setup.opponents"),
    ),
  );
}

/** The board as in play: its picture (the chosen tile's ends lettered on it), the tiles not on
 * it as tiles (one that fits nowhere is disabled: the engine's `fits`), the chosen tile's ends as
 * lettered buttons too, each placement in words, and take back the last one.
 * @param {SetupEditor} ed @param {HTMLElement} felt */
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
  const say = make("p", "setup-say", ed.picked ? t("setup.chooseEnd", { tile: ed.picked }) : t("setup.chooseTile"));
  say.id = "setup-say";
  const takeBack = button("setup-takeback", t("setup.takeBack"));
  takeBack.disabled = !ed.steps.length;
  return group(t("setup.board"), felt, say, endButtons(ed), pieces(ed), list, takeBack);
}

/** The tiles not on the board, as tiles: choose one, then where it goes.
 * @param {SetupEditor} ed */
function pieces(ed) {
  const onBoard = new Set(ed.steps.map((step) => step.tile));
  const row = make("div", "setup-pieces");
  row.id = "setup-pieces";
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", t("setup.tilesToPlace"));
  for (const tile of ed.table.tiles.filter((x) => !onBoard.has(x))) {
    const piece = button("setup-pick", "", "setup-piece");
    piece.dataset.piece = tile;
    piece.append(tileSvg(tile, { sideways: true }));
    piece.setAttribute("aria-label", tile);
    piece.setAttribute("aria-pressed", String(ed.picked === tile));
    piece.disabled = !ed.fits[tile]?.length; // fits no open end (R3.2): nowhere to put it
    row.append(piece);
  }
  return row;
}

/** The chosen tile's legal ends as lettered buttons (the same letters as on the board).
 * @param {SetupEditor} ed */
function endButtons(ed) {
  const row = make("div", "setup-ends");
  row.id = "setup-ends";
  row.hidden = !ed.picked;
  (ed.picked ? (ed.fits[ed.picked] ?? []) : []).forEach((end, i) => {
    const where = end === null ? t("setup.opening") : endLabel(end);
    const choice = button("setup-end", `${targetLabel(i)}: ${where}`, "btn");
    choice.dataset.spot = end ?? OPENING;
    row.append(choice);
  });
  return row;
}

/** Every tile not on the board: which hand holds it, or the boneyard.
 * @param {Choices} local @param {SetupEditor} ed */
function tilesGroup(local, ed) {
  const onBoard = new Set(ed.steps.map((step) => step.tile));
  const grid = make("div", "setup-tiles");
  /** @type {[string | number, string][]} */
  const where = [
    [BONEYARD, t("setup.inBoneyard")],
    ...Array.from(
      { length: local.players },
      (_, seat) => /** @type {[number, string]} */ ([seat, t("setup.seat", { n: seat + 1 })]),
    ),
  ];
  for (const tile of ed.table.tiles) {
    const field = onBoard.has(tile)
      ? make("p", "setup-on-board", t("setup.onBoard", { tile }))
      : select(`tile:${tile}`, where, local.assign.get(tile) ?? BONEYARD, tile);
    (onBoard.has(tile) ? field : /** @type {Element} */ (field.firstElementChild)).prepend(
      tileSvg(tile, { sideways: true }),
    ); // the tile as a tile
    grid.append(field);
  }
  const order = select(
    "boneyard",
    [
      ["unknown", t("setup.boneyardUnknown")],
      ["given", t("setup.boneyardGiven")],
    ],
    local.boneyard,
    t("setup.boneyard"),
  );
  return group(t("setup.tiles"), grid, order);
}

/** @param {Choices} local */
function turnGroup(local) {
  /** @type {[number, string][]} */
  const seats = Array.from({ length: local.players }, (_, seat) => [seat, t("setup.seat", { n: seat + 1 })]);
  const scores = local.scores.map((score, side) => {
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
  return group(t("setup.turnAndScores"), select("turn", seats, local.turn, t("setup.turn")), ...scores);
}

/** Cancel and Play, and beside them why the engine refused the position (its rule after the
 * words).
 * @param {string | null} refused */
function actions(refused) {
  const row = make("div", "setup-actions");
  const line = make("p", "setup-refused", refused ? refusalSaid(refused) : "");
  line.id = "setup-refused";
  line.setAttribute("role", "alert");
  line.hidden = !refused;
  row.append(
    line,
    button("setup-cancel", t("action.cancel")),
    button("setup-play", t("setup.play"), "btn btn-primary"),
  );
  return row;
}

/** The position the editor describes, in the engine's object form (the board is the engine's).
 * @param {Choices} local @param {SetupEditor} ed @returns {PositionChoice} */
function positionOf(local, ed) {
  /** @type {string[][]} */
  const hands = Array.from({ length: local.players }, () => []);
  const onBoard = new Set(ed.steps.map((step) => step.tile));
  /** @type {string[]} */
  const unseen = [];
  for (const tile of ed.table.tiles) {
    if (onBoard.has(tile)) continue;
    const seat = local.assign.get(tile);
    if (seat !== undefined) hands[seat].push(tile);
    else unseen.push(tile);
  }
  const boneyard = local.boneyard === "given" ? unseen : null;
  return { hands, boneyard, turn: local.turn, drawn: null, scores: local.scores, rules: local.rules ?? null };
}

/** The seats: a person in seat 1 and the engine's default computers, or people in every seat.
 * @param {Choices} local @returns {SeatChoice[]} */
function seatsOf(local) {
  return Array.from({ length: local.players }, (_, seat) =>
    local.opponents === "people" || seat === 0 ? { kind: "person" } : { kind: "computer", level: defaultLevel() },
  );
}
