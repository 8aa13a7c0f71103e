// The rules in the page, of the game on the table (the engine's `rules.preset` in the view; with no
// game, the default game, Five Up). Five Up's: R1–R9 in short words, R10's paper tally, the house
// rules the engine offers (H1 target, H2 Muggins; their figures from its table, table.js), and the
// rules sheet's worked examples drawn by the board's own BoardView (table/board.js) from the
// engine's geometry for given placements (`layout_of` op): the sheet's layout built step by step
// (◀ ▶) with each step's ends' sum and points, the [2|2] and [0|0] openings, and [3|6] + [6|6] = 15.
// Another game's: its rules in short words under the numbers the engine's description gives their
// prefix (AF1…, PB1…, as many as the words tables hold), and the options its table chose.

import { onAction } from "../core/actions.js";
import { button, make, makeDialog } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { BoardView } from "../table/board.js";
import { RULES_TALLY, tallySvg } from "../table/tally.js";
import { defaultRules, table, targetChoices } from "../core/table.js";
import { gameOf, games } from "../core/games.js";
import { chosenText, offerOf } from "../core/choices.js";
import { endLabel } from "../i18n/text.js";

/**
 * @typedef {import("./context.js").AidContext} AidContext
 * @typedef {Pick<import("./context.js").Queries, "layoutOf">} Queries
 * @typedef {import("../core/types.js").Board} Board
 * @typedef {import("../core/types.js").LaidStep} LaidStep
 * @typedef {import("../core/types.js").LayoutOf} LayoutOf
 * @typedef {{tile: string, end: string | null}} Step  a placement the engine lays out (`layout_of`)
 * @typedef {ReturnType<typeof exampleBoard>} ExampleBoard
 */

// rules.md, "One layout, built in this order".
/** @type {Step[]} */
const SHEET_STEPS = [
  { tile: "[1|4]", end: null },
  { tile: "[1|1]", end: "[1|4] low" },
  { tile: "[4|4]", end: "[1|4] high" },
  { tile: "[3|4]", end: "[4|4] line_b" },
  { tile: "[1|2]", end: "[1|1] line_b" },
  { tile: "[1|5]", end: "[1|1] branch_a" },
  { tile: "[5|5]", end: "[1|5] high" },
  { tile: "[0|5]", end: "[5|5] line_b" },
  { tile: "[1|3]", end: "[1|1] branch_b" },
];
const NOT_IN_SHEET = 7; // the sheet does not show step 7's sum

/** @type {{id: string, steps: Step[], key: string}[]} */
const OTHERS = [
  { id: "open22", steps: [{ tile: "[2|2]", end: null }], key: "aids.rules.ex22" },
  { id: "open00", steps: [{ tile: "[0|0]", end: null }], key: "aids.rules.ex00" },
  {
    id: "ex15",
    steps: [
      { tile: "[3|6]", end: null },
      { tile: "[6|6]", end: "[3|6] high" },
    ],
    key: "aids.rules.ex15",
  },
];

const RULES = ["r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9"];

/** A canvas that draws the board some placements build; redrawn for its shape.
 * @param {Queries} queries @param {string} className */
function exampleBoard(queries, className) {
  const wrap = make("div", `rules-board ${className}`);
  const canvas = make("canvas");
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", t("board.label")); // until the example's own words arrive
  wrap.append(canvas);
  /** @type {Step[] | null} */
  let steps = null;
  let seq = 0;
  /** @type {LayoutOf | null} */
  let answerShown = null;
  const view = new BoardView(canvas, { onResize: () => draw() });
  /** @returns {Promise<LayoutOf | null>} */
  async function draw() {
    if (!steps || !wrap.isConnected || view.cssW < 20) return answerShown;
    const mine = ++seq;
    const aspect = Math.min(5, Math.max(0.2, view.aspect));
    const answer = await queries.layoutOf({ steps }, Number(aspect.toFixed(3)));
    if (mine !== seq) return answerShown;
    const last = answer.steps[answer.steps.length - 1];
    view.set({ layout: answer.layout, targets: [], last: last?.tile ?? null });
    answerShown = answer;
    return answer;
  }
  return {
    wrap,
    canvas,
    view,
    /** @param {Step[]} newSteps */
    async show(newSteps) {
      steps = newSteps;
      view.resize();
      // Just opened: the dialog may not have its size yet.
      for (let i = 0; i < 3 && view.cssW < 20; i++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        view.resize();
      }
      return draw();
    },
  };
}

/** "2 + 3 = 5" from the engine's board.
 * @param {Board} board */
function sumWords(board) {
  const values = board.scoring.map((s) => s.value);
  return values.length > 1 ? `${values.join(" + ")} = ${board.ends_sum}` : String(board.ends_sum);
}

/** A step's points as the engine gives them (raw and display).
 * @param {LaidStep} step */
function scoreWords(step) {
  return step.points > 0
    ? t("aids.rules.scores", { raw: step.points, points: step.display_points })
    : t("aids.rules.noScore");
}

/** The figures the rules' words quote, from the engine's table: the sheet's target (R9), the
 * targets a table may choose (H1). */
function figures() {
  const sheet = defaultRules();
  return {
    target: sheet?.display_target ?? "",
    raw: sheet?.target ?? "",
    choices: targetChoices()
      .map((c) => c.display)
      .join(" / "),
  };
}

/** R1–R9 in short words, and R10 with a drawn tally.
 * @param {ReturnType<typeof figures>} figs */
function rulesList(figs) {
  const list = make("ol", "rules-list");
  for (const key of RULES) {
    const li = make("li", "rules-item");
    li.dataset.rule = key.toUpperCase();
    li.append(make("strong", "", t(`aids.rules.${key}.title`)), " ", make("span", "", t(`aids.rules.${key}`, figs)));
    list.append(li);
  }
  const tally = make("li", "rules-item");
  tally.dataset.rule = "R10";
  const sample = make("span", "rules-tally");
  sample.append(tallySvg(RULES_TALLY));
  tally.append(make("strong", "", t("aids.rules.r10.title")), " ", make("span", "", t("aids.rules.r10")), " ", sample);
  list.append(tally);
  return list;
}

/** Another game's rules in short words, numbered with the prefix the engine gives them (AF1…),
 * as many as the words tables hold.
 * @param {import("../core/games.js").GameDescription} game */
function gameRulesList(game) {
  const list = make("ol", "rules-list");
  const stem = `aids.rules.${game.rule.toLowerCase()}`;
  for (let n = 1; t(`${stem}${n}`) !== `${stem}${n}`; n++) {
    const li = make("li", "rules-item");
    li.dataset.rule = `${game.rule}${n}`;
    li.append(make("strong", "", t(`${stem}${n}.title`)), " ", make("span", "", t(`${stem}${n}`)));
    list.append(li);
  }
  return list;
}

/** The options the game on the table chose, each with the rule it cites (none without a game).
 * @param {import("../core/types.js").Rules | undefined} rules */
function chosenOptions(rules) {
  const offer = offerOf(rules);
  if (!rules || !offer) return [];
  const list = make("ul", "rules-list rules-house");
  for (const option of offer.options) {
    const li = make("li", "rules-house-item is-chosen");
    li.dataset.rule = option.rule;
    li.dataset.option = option.name;
    li.append(make("strong", "", `${option.rule} ${option.label}:`), " ", make("span", "", chosenText(option)));
    list.append(li);
  }
  return [make("h3", "", t("aids.rules.options")), list];
}

/** The house rules a table may choose (off unless chosen in the New game dialog).
 * @param {ReturnType<typeof figures>} figs */
function houseRules(figs) {
  const house = make("ul", "rules-list rules-house");
  for (const key of ["h1", "h2"]) {
    const li = make("li", "rules-house-item");
    li.dataset.rule = key.toUpperCase();
    li.append(make("strong", "", t(`aids.rules.${key}.title`)), " ", make("span", "", t(`aids.rules.${key}`, figs)));
    house.append(li);
  }
  return [make("h3", "", t("aids.rules.house")), house];
}

/** The sheet's layout built step by step: its board, a caption and ◀ "step n of 9" ▶.
 * @param {Queries} queries */
function sheetStepper(queries) {
  const board = exampleBoard(queries, "rules-stepper");
  board.wrap.id = "rules-stepper";
  const caption = make("p", "rules-caption");
  caption.id = "rules-step-caption";
  caption.setAttribute("aria-live", "polite");
  const nav = make("div", "viewer-nav");
  const prev = button("rules-prev", "◀", "btn");
  prev.setAttribute("aria-label", t("aids.viewer.prev"));
  const next = button("rules-next", "▶", "btn");
  next.setAttribute("aria-label", t("aids.viewer.next"));
  const where = make("span", "viewer-where");
  where.id = "rules-step-where";
  nav.append(prev, where, next);
  return { board, caption, nav, prev, next, where };
}

/** The other worked examples (the openings, 15 with a spinner), each a small board and caption.
 * @param {Queries} queries */
function otherExamples(queries) {
  const grid = make("div", "rules-others");
  const list = OTHERS.map((o) => {
    const fig = make("figure", "rules-figure");
    fig.id = `rules-${o.id}`;
    const board = exampleBoard(queries, "rules-small");
    const cap = make("figcaption", "rules-caption");
    fig.append(board.wrap, cap);
    grid.append(fig);
    return { ...o, board, cap };
  });
  return { grid, list };
}

/** A step of the sheet in words: the tile, where it went, the ends' sum and what it scores.
 * @param {LayoutOf} answer @param {number} step */
function stepText(answer, step) {
  const s = answer.steps[step - 1];
  if (step === 1) {
    return t("aids.rules.stepOpen", { n: step, tile: s.tile, sum: sumWords(answer.board), score: scoreWords(s) });
  }
  const join = answer.board.joins[step - 2];
  return t("aids.rules.step", {
    n: step,
    tile: s.tile,
    end: endLabel(s.end),
    by: t(`slot.${join[1].split(" ")[1]}`),
    sum: sumWords(answer.board),
    score: scoreWords(s),
  });
}

/** The rules dialog: built when first opened (and again in a new language), the examples drawn
 * from the engine's geometry each time it opens. */
class RulesDialog {
  built = false;
  step = SHEET_STEPS.length; // the sheet's step shown, the whole layout at first
  /** @type {ReturnType<typeof sheetStepper> | null} */
  stepper = null; // sheetStepper()'s parts
  /** @type {ReturnType<typeof otherExamples>["list"]} */
  others = []; // otherExamples()'s list

  /** @type {HTMLElement | null} */
  current = null; // the line naming this game's rules (showCurrent)
  /** @type {string | null} */
  builtFor = null; // the game the card was built for

  /** @param {Pick<AidContext, "queries" | "state">} ctx */
  constructor(ctx) {
    this.queries = ctx.queries;
    this.state = ctx.state;
    this.box = makeDialog("rules-dialog", "aids.rules.title", "rules-dialog");
  }

  /** The game the card is about: the one on the table, else the default (null before the table is known). */
  game() {
    return gameOf(this.state().session?.view.rules?.preset);
  }

  /** Whether the card shows the default game (Five Up's sheet, with its examples). */
  sheetGame() {
    const game = this.game();
    return !game || game === games()[0];
  }

  build() {
    this.builtFor = this.game()?.preset ?? null;
    if (!this.sheetGame()) return this.buildGame();
    const { body } = this.box;
    const figs = figures();
    const current = make("p", "rules-current");
    current.id = "rules-current";
    this.current = current;
    body.replaceChildren(make("p", "rules-lead", t("aids.rules.lead")), current, rulesList(figs));
    if (table()) body.append(...houseRules(figs));
    const ex = make("section", "rules-examples");
    ex.append(make("h3", "", t("aids.rules.examples")), make("p", "rules-note", t("aids.rules.examplesLead")));
    const stepper = sheetStepper(this.queries);
    this.stepper = stepper;
    const others = otherExamples(this.queries);
    this.others = others.list;
    ex.append(stepper.board.wrap, stepper.caption, stepper.nav, others.grid);
    body.append(ex);
    this.built = true;
  }

  /** Another game's card: its rules in short words and the options its table chose, no sheet examples. */
  buildGame() {
    const game = /** @type {import("../core/games.js").GameDescription} */ (this.game());
    const current = make("p", "rules-current");
    current.id = "rules-current";
    current.hidden = true;
    this.current = current;
    this.stepper = null;
    this.others = [];
    const options = chosenOptions(this.state().session?.view.rules);
    this.box.body.replaceChildren(current, gameRulesList(game), ...options);
    this.built = true;
  }

  /** Show the sheet's layout after n steps (kept within 1..9), with that step's words.
   * @param {number} n */
  async showStep(n) {
    if (!this.stepper) return; // not built yet: its buttons are not there either
    const step = Math.max(1, Math.min(SHEET_STEPS.length, n));
    this.step = step;
    const { board, caption, prev, next, where } = this.stepper;
    prev.disabled = step <= 1;
    next.disabled = step >= SHEET_STEPS.length;
    where.textContent = t("aids.rules.stepOf", { n: step, of: SHEET_STEPS.length });
    board.wrap.dataset.step = String(step);
    const answer = await board.show(SHEET_STEPS.slice(0, step));
    if (!answer || Number(board.wrap.dataset.step) !== step) return; // another step was asked for since
    const s = answer.steps[step - 1];
    const text = stepText(answer, step);
    caption.textContent = step === NOT_IN_SHEET ? `${text} ${t("aids.rules.notInSheet")}` : text;
    board.canvas.setAttribute("aria-label", text);
    board.wrap.dataset.sum = String(s.ends_sum);
    board.wrap.dataset.points = String(s.points);
  }

  async showOthers() {
    for (const o of this.others) {
      const answer = await o.board.show(o.steps);
      if (!answer) continue;
      const s = answer.steps[answer.steps.length - 1];
      const text = t(o.key, { sum: sumWords(answer.board), score: scoreWords(s) });
      o.cap.textContent = text;
      o.board.canvas.setAttribute("aria-label", text);
      o.board.wrap.dataset.sum = String(s.ends_sum);
      o.board.wrap.dataset.points = String(s.points);
    }
  }

  /** The rules of the game on the table, said in words (H1, H2); none without a game. */
  showCurrent() {
    const view = this.state().session?.view;
    if (!this.current || !this.sheetGame()) return; // built by open() first; another game says its options
    this.current.hidden = !view;
    if (!view) return;
    const sheet = defaultRules();
    const muggins = Boolean(view.rules?.muggins);
    const plain = view.target === sheet?.target && !muggins;
    const words = [t(plain ? "aids.rules.currentSheet" : "aids.rules.current", { target: view.display_target })];
    if (muggins) words.push(t("aids.rules.currentMuggins"));
    this.current.textContent = words.join(" ");
    this.current.dataset.target = String(view.display_target);
    this.current.dataset.muggins = String(muggins);
    for (const li of this.box.body.querySelectorAll(".rules-house-item")) {
      const rule = /** @type {HTMLElement} */ (li).dataset.rule;
      li.classList.toggle("is-chosen", rule === "H1" ? view.target !== sheet?.target : muggins);
    }
  }

  async open() {
    const game = this.game();
    this.box.retitle(game ? `${game.words}.rules` : "aids.rules.title");
    // Built for another game, or with other options chosen: built again.
    if (!this.sheetGame() || this.builtFor !== (game?.preset ?? null)) this.built = false;
    if (!this.built) this.build();
    this.showCurrent();
    this.box.open();
    this.box.body.scrollTop = 0;
    await this.showStep(this.step);
    await this.showOthers();
  }
}

/** The rules dialog in the page; ctx: {queries, state}. ◀ ▶ and the arrow keys step the sheet's layout.
 * @param {Pick<AidContext, "queries" | "state">} ctx */
export function installRules(ctx) {
  const rules = new RulesDialog(ctx);
  onAction("rules-prev", () => rules.showStep(rules.step - 1));
  onAction("rules-next", () => rules.showStep(rules.step + 1));
  rules.box.dialog.addEventListener("keydown", (event) => {
    if (!(/** @type {Element} */ (event.target).closest?.(".rules-examples"))) return;
    const delta = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!delta) return;
    event.preventDefault();
    rules.showStep(rules.step + delta);
  });
  onLanguageChange(() => {
    rules.built = false;
    if (rules.box.isOpen) rules.open();
  });
  return { open: () => rules.open() };
}
