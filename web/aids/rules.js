// The rules in the page: R1–R9 in short words, R10's paper tally, the house rules the engine
// offers (H1 target, H2 Muggins; their figures from its table, table.js), and the rules sheet's worked
// examples drawn by the table's own renderer (render.js) from the engine's geometry for given
// placements (`layout_of` op): the sheet's layout built step by step (◀ ▶) with each step's ends'
// sum and points, the [2|2] and [0|0] openings, and [3|6] + [6|6] = 15.

import { button, make, makeDialog } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { BoardView } from "../table/board.js";
import { RULES_TALLY, tallySvg } from "./tally.js";
import { defaultRules, table, targetChoices } from "../core/table.js";
import { endLabel } from "../i18n/text.js";

// rules.md, "One layout, built in this order".
export const SHEET_STEPS = [
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

/** A canvas that draws the board some placements build; redrawn for its shape. */
function exampleBoard(bridge, className) {
  const wrap = make("div", `rules-board ${className}`);
  const canvas = make("canvas");
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", t("board.label")); // until the example's own words arrive
  wrap.append(canvas);
  let steps = null;
  let seq = 0;
  let answerShown = null;
  const view = new BoardView(canvas, { onResize: () => draw() });
  async function draw() {
    if (!steps || !wrap.isConnected || view.cssW < 20) return answerShown;
    const mine = ++seq;
    const aspect = Math.min(5, Math.max(0.2, view.aspect));
    const answer = await bridge.call("layout_of", { steps, aspect: Number(aspect.toFixed(3)) });
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

/** "2 + 3 = 5" from the engine's board. */
function sumWords(board) {
  const values = board.scoring.map((s) => s.value);
  return values.length > 1 ? `${values.join(" + ")} = ${board.ends_sum}` : String(board.ends_sum);
}

/** A step's points as the engine gives them (raw and display). */
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

export function setupRules(ctx) {
  const box = makeDialog("rules-dialog", "aids.rules.title", "rules-dialog");
  let built = false;
  let step = SHEET_STEPS.length;
  let stepper = null;
  let stepCaption = null;
  let others = [];
  let prev = null;
  let next = null;

  function build() {
    box.body.replaceChildren();
    const figs = figures();
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
    tally.append(
      make("strong", "", t("aids.rules.r10.title")),
      " ",
      make("span", "", t("aids.rules.r10")),
      " ",
      sample,
    );
    list.append(tally);
    box.body.append(make("p", "rules-lead", t("aids.rules.lead")), list);
    if (table()) {
      // The house rules a table may choose (off unless chosen in the New game dialog).
      const house = make("ul", "rules-list rules-house");
      for (const key of ["h1", "h2"]) {
        const li = make("li", "rules-house-item");
        li.dataset.rule = key.toUpperCase();
        li.append(make("strong", "", t(`aids.rules.${key}.title`)), " ", make("span", "", t(`aids.rules.${key}`, figs)));
        house.append(li);
      }
      box.body.append(make("h3", "", t("aids.rules.house")), house);
    }

    const ex = make("section", "rules-examples");
    ex.append(make("h3", "", t("aids.rules.examples")));
    ex.append(make("p", "rules-note", t("aids.rules.examplesLead")));
    stepper = exampleBoard(ctx.bridge, "rules-stepper");
    stepper.wrap.id = "rules-stepper";
    stepCaption = make("p", "rules-caption");
    stepCaption.id = "rules-step-caption";
    stepCaption.setAttribute("aria-live", "polite");
    const nav = make("div", "viewer-nav");
    prev = button("rules-prev", "◀", "btn");
    prev.setAttribute("aria-label", t("aids.viewer.prev"));
    next = button("rules-next", "▶", "btn");
    next.setAttribute("aria-label", t("aids.viewer.next"));
    const where = make("span", "viewer-where");
    where.id = "rules-step-where";
    nav.append(prev, where, next);
    ex.append(stepper.wrap, stepCaption, nav);

    const grid = make("div", "rules-others");
    others = OTHERS.map((o) => {
      const fig = make("figure", "rules-figure");
      fig.id = `rules-${o.id}`;
      const b = exampleBoard(ctx.bridge, "rules-small");
      const cap = make("figcaption", "rules-caption");
      fig.append(b.wrap, cap);
      grid.append(fig);
      return { ...o, board: b, cap };
    });
    ex.append(grid);
    box.body.append(ex);
    built = true;
  }

  async function showStep(n) {
    step = Math.max(1, Math.min(SHEET_STEPS.length, n));
    prev.disabled = step <= 1;
    next.disabled = step >= SHEET_STEPS.length;
    box.body.querySelector("#rules-step-where").textContent = t("aids.rules.stepOf", {
      n: step,
      of: SHEET_STEPS.length,
    });
    stepper.wrap.dataset.step = String(step);
    const answer = await stepper.show(SHEET_STEPS.slice(0, step));
    if (!answer || Number(stepper.wrap.dataset.step) !== step) return;
    const s = answer.steps[step - 1];
    const join = answer.board.joins[step - 2];
    const text =
      step === 1
        ? t("aids.rules.stepOpen", { n: step, tile: s.tile, sum: sumWords(answer.board), score: scoreWords(s) })
        : t("aids.rules.step", {
            n: step,
            tile: s.tile,
            end: endLabel(s.end),
            by: t(`slot.${join[1].split(" ")[1]}`),
            sum: sumWords(answer.board),
            score: scoreWords(s),
          });
    stepCaption.textContent = step === NOT_IN_SHEET ? `${text} ${t("aids.rules.notInSheet")}` : text;
    stepper.canvas.setAttribute("aria-label", text);
    stepper.wrap.dataset.sum = String(s.ends_sum);
    stepper.wrap.dataset.points = String(s.points);
  }

  async function showOthers() {
    for (const o of others) {
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

  async function open() {
    box.retitle("aids.rules.title");
    if (!built) build();
    box.open();
    box.body.scrollTop = 0;
    await showStep(step);
    await showOthers();
  }

  box.dialog.addEventListener("click", (event) => {
    const b = event.target.closest("[data-action]");
    if (!b || b.disabled) return;
    if (b.dataset.action === "rules-prev") showStep(step - 1);
    else if (b.dataset.action === "rules-next") showStep(step + 1);
  });
  box.dialog.addEventListener("keydown", (event) => {
    if (!event.target.closest?.(".rules-examples")) return;
    const delta = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!delta) return;
    event.preventDefault();
    showStep(step + delta);
  });

  onLanguageChange(() => {
    built = false;
    if (box.isOpen) open();
  });

  return { open };
}
