// The coach: after a round, the person's moves where the hard computer would have played otherwise
// (the engine's `coach` op), with the points it expected that to be worth; the list is in the
// round summary and each moment can be looked at on the board (◀ ▶, arrow keys): the position
// before the move, the tile played and where (red), the better tile and where (green).

import { $, button, make } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { endLabel, moveText, seatName } from "../i18n/text.js";
import { createViewer } from "./viewer.js";

/** 2.4 / 2,4: one decimal, in the page's language. */
const fmt = (x) =>
  new Intl.NumberFormat(document.documentElement.lang || "en", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
    .format(x)
    .replace("-", "\u2212");

/** One candidate's value: "[1|3] on [1|1] branch B: 4.1" (keys are "tile end" / "tile opening"). */
function valueText(name, value) {
  const tile = name.slice(0, 5);
  const end = name.slice(6);
  return end === "opening"
    ? t("aids.coach.valueOpen", { tile, value: fmt(value) })
    : t("aids.coach.value", { tile, end: endLabel(end), value: fmt(value) });
}

export function setupCoach(ctx) {
  let moments = [];
  let round = 0;
  let at = 0;
  let asked = null; // {gen, round} the answer shown belongs to

  const viewer = createViewer({
    id: "coach-dialog",
    titleKey: "aids.coach.title",
    bridge: ctx.bridge,
    onStep: (delta) => go(at + delta),
    onJump: (where) => go(where === "start" ? 0 : where === "end" ? moments.length - 1 : at),
  });

  function momentText(m) {
    return t("aids.coach.moment", {
      n: m.step + 1,
      played: moveText(m.played, true),
      better: moveText(m.better),
      gain: fmt(m.gain),
    });
  }

  async function go(i) {
    if (!moments.length) return;
    at = Math.max(0, Math.min(moments.length - 1, i));
    viewer.setNav({ canPrev: at > 0, canNext: at < moments.length - 1 });
    const m = moments[at];
    const v = m.view;
    const targets = [];
    const isDouble = (tile) => tile[1] === tile[3];
    const gain = `+${fmt(m.gain)}`;
    // An opening: both would lie in the middle; the better one is shown there, the one played is
    // marked in the hand.
    if (m.played.end) targets.push({ end: m.played.end, label: "✗", tone: "played", double: isDouble(m.played.tile) });
    if (m.better.end === null)
      targets.push({ end: "opening", label: "★", tone: "better", note: gain, double: isDouble(m.better.tile) });
    else if (m.better.end !== m.played.end)
      targets.push({ end: m.better.end, label: "★", tone: "better", note: gain, double: isDouble(m.better.tile) });
    const marks = { [m.played.tile]: "is-played" };
    marks[m.better.tile] = m.better.tile === m.played.tile ? "is-played is-better" : "is-better";
    const values = Object.entries(m.values)
      .sort((a, b) => b[1] - a[1])
      .map(([name, value]) => valueText(name, value))
      .join(" · ");
    viewer.box.dialog.dataset.moment = String(at);
    await viewer.show({
      boardDict: v.board,
      targets,
      text: `${momentText(m)} ${t("aids.coach.explain")}`,
      position: t("aids.coach.position", { i: at + 1, n: moments.length, round }),
      hands: [
        { name: seatName(v.seat, v.players, v.seat), tiles: v.hand, marks, seat: v.seat },
        { name: t("aids.coach.values"), tiles: null, note: values },
      ],
    });
  }

  function listMoments(section) {
    const body = section.querySelector(".coach-body");
    body.replaceChildren();
    if (!moments.length) {
      body.append(make("p", "coach-none", t("aids.coach.none")));
      return;
    }
    const total = moments.reduce((sum, m) => sum + m.gain, 0);
    body.append(make("p", "coach-lead", t("aids.coach.lead", { n: moments.length, total: fmt(total) })));
    const list = make("ol", "coach-list");
    moments.forEach((m, i) => {
      const li = make("li", "coach-item");
      li.dataset.step = String(m.step);
      const show = button("coach-show", momentText(m), "coach-link");
      show.dataset.moment = String(i);
      li.append(show);
      list.append(li);
    });
    body.append(list);
    body.append(button("coach-step", t("aids.coach.stepThrough"), "btn coach-step"));
  }

  async function ask(section, view) {
    const gen = ctx.state().gen;
    const b = section.querySelector('[data-action="coach"]');
    b.disabled = true;
    section.querySelector(".coach-body").replaceChildren(make("p", "coach-wait", t("aids.coach.wait")));
    section.setAttribute("aria-busy", "true");
    try {
      const answer = await ctx.bridge.call("coach", { round: view.round });
      if (gen !== ctx.state().gen || !section.isConnected) return;
      moments = answer.moments;
      round = answer.round;
      asked = { gen, round };
      b.hidden = true;
      listMoments(section);
    } catch (err) {
      if (!section.isConnected) return;
      b.disabled = false;
      section.querySelector(".coach-body").replaceChildren(make("p", "coach-none", t("aids.coach.failed", { message: err.message })));
    } finally {
      section.removeAttribute("aria-busy");
    }
  }

  let lastView = null;
  function roundEnded(view) {
    lastView = view;
    const body = $("round-body");
    if (!body) return;
    body.querySelector("#coach-box")?.remove();
    const section = make("section", "coach-box");
    section.id = "coach-box";
    section.append(make("h3", "", t("aids.coach.heading")));
    section.append(make("p", "coach-intro", t("aids.coach.intro")));
    section.append(button("coach", t("aids.coach.ask"), "btn coach-ask"));
    section.append(make("div", "coach-body"));
    // The fair-deal box goes last; the coach right after the totals.
    const fair = body.querySelector("#fairdeal-box");
    if (fair) fair.before(section);
    else body.append(section);
    // Back to the same round's summary (a language change): keep the answer already given.
    if (asked && asked.gen === ctx.state().gen && asked.round === view.round) {
      section.querySelector('[data-action="coach"]').hidden = true;
      listMoments(section);
    } else {
      moments = [];
      asked = null;
    }
  }

  document.addEventListener("click", (event) => {
    const clicked = /** @type {Element} */ (event.target);
    const b = /** @type {HTMLButtonElement} */ (clicked.closest("[data-action]"));
    if (!b || b.disabled) return;
    const section = b.closest("#coach-box");
    if (!section) return;
    if (b.dataset.action === "coach") ask(section, lastView);
    else if (b.dataset.action === "coach-step" || b.dataset.action === "coach-show") {
      viewer.open();
      go(Number(b.dataset.moment || 0));
    }
  });

  onLanguageChange(() => {
    viewer.labels();
    if (lastView && $("round-body")?.querySelector("#coach-box")) roundEnded(lastView);
    if (viewer.isOpen) go(at);
  });

  return { roundEnded };
}
