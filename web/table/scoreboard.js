// The scoreboard: per side its name, display points (raw in the title and small text), a bar
// toward the target (a screen reader reads one sentence per side instead: whose score, of what
// target, and the raw points), the paper tally (R10) when its toggle is on, and a short "+2" after a scoring
// placement. A game whose sheet is a plain count (the view's `game.sheet`, `tally` null) shows its
// points as they are: no raw points beside them and no tally or toggle. Under them the game's rules ("to 61", "to 121 · Muggins"; another game than the
// default named first, "All Fives (Muggins) · to 150"), all as the engine's view gives them.

import { $, button, make, srOnly } from "../core/dom.js";
import { SAMPLE_TALLY, tallySvg } from "./tally.js";
import { language, t } from "../i18n/i18n.js";
import { num, sideName } from "../i18n/text.js";
import { gameOf, games } from "../core/games.js";

/** @typedef {import("../core/types.js").View} View */
/** @typedef {import("../core/types.js").Tally} Tally */

/**
 * Draw the scoreboard for `human`'s side. The items are built once per game and then only
 * updated, so a score's little animation is not cut short.
 * @param {View} view @param {number} human @param {import("../i18n/text.js").Named[]} seats @param {boolean} [tallyOn]
 */
export function renderScoreboard(view, human, seats, tallyOn = false) {
  const board = $("scoreboard");
  const names = Array.from({ length: view.sides }, (_, side) => sideName(side, view.players, human, seats));
  const key = [...names, language()].join("|");
  if (board.dataset.key !== key) {
    board.dataset.key = key;
    board.replaceChildren();
    names.forEach((name, side) => board.append(scoreItem(name, side)));
    board.append(make("span", "score-target"));
  }
  const mySide = view.side_of[human];
  const plain = view.tally === null; // a plain count: points as they are, no raw beside them
  board.querySelectorAll(".score").forEach((item, side) => {
    const raw = view.scores[side];
    item.classList.toggle("is-mine", side === mySide);
    item.classList.toggle("is-current", view.current !== null && view.side_of[view.current] === side);
    const pts = /** @type {HTMLElement} */ (item.querySelector(".score-points"));
    pts.textContent = num(view.display_scores[side]);
    pts.dataset.raw = String(raw);
    pts.title = plain ? "" : t("score.rawTitle", { raw: num(raw) });
    /** @type {HTMLElement} */ (item.querySelector(".score-raw")).textContent = plain ? "" : t("score.raw", { raw });
    const said = { name: names[side], points: num(view.display_scores[side]), target: num(view.display_target) };
    /** @type {HTMLElement} */ (item.querySelector(".score-said")).textContent = plain
      ? t("score.said", said)
      : t("score.saidRaw", { ...said, raw: num(raw) });
    /** @type {HTMLElement} */ (item.querySelector(".score-bar > span")).style.width =
      `${Math.max(0, Math.min(100, (raw / view.target) * 100))}%`;
  });
  const game = gameOf(view.rules?.preset);
  // Another game than the default says its name first ("All Fives (Muggins) · to 150").
  const named = game && game !== games()[0] ? [t(`${game.words}.name`)] : [];
  const rules = [...named, t("score.target", { target: view.display_target })];
  if (view.rules?.muggins) rules.push(t("score.muggins"));
  const target = /** @type {HTMLElement} */ (board.querySelector(".score-target"));
  target.textContent = rules.join(" · ");
  target.dataset.target = String(view.display_target);
  target.dataset.muggins = String(Boolean(view.rules?.muggins));
  target.dataset.preset = game?.preset ?? "";
  drawTallies(board, tallyOn, view.scores, view.tally);
}

/** One side's item, empty: its name, points, raw points, bar and the place for a gain; a screen
 * reader reads them as one labelled sentence instead ("You: 12 of 61 points (60 raw)").
 * @param {string} name @param {number} side */
function scoreItem(name, side) {
  const item = make("div", "score");
  item.dataset.side = String(side);
  const pts = make("span", "score-points");
  pts.dataset.scoreSide = String(side);
  const bar = make("span", "score-bar");
  bar.setAttribute("aria-hidden", "true");
  bar.append(make("span"));
  const gain = make("span", "score-gain");
  gain.setAttribute("aria-hidden", "true");
  const said = srOnly("");
  said.classList.add("score-said");
  const shown = [make("span", "score-name", name), pts, make("span", "score-raw")];
  for (const part of shown) part.setAttribute("aria-hidden", "true");
  item.append(said, ...shown, bar, gain);
  return item;
}

/** R10 on paper: under each side's score its tally (the engine's), when the toggle is on; a game
 * kept as a plain count (`tally` null) has neither tallies nor their toggle.
 * @param {HTMLElement} board @param {boolean} asked @param {number[]} scores @param {Tally[] | null} tally */
function drawTallies(board, asked, scores, tally) {
  const on = asked && tally !== null;
  tallyToggle(board, on, tally !== null);
  board.classList.toggle("is-tally", on);
  const key = JSON.stringify([on, scores, language()]);
  if (board.dataset.tallyKey === key && (!on || board.querySelector(".score-tally"))) return;
  board.dataset.tallyKey = key;
  board.querySelectorAll(".score").forEach((item, side) => {
    item.querySelector(".score-tally")?.remove();
    if (!on || tally === null) return;
    const box = make("span", "score-tally");
    box.dataset.tallySide = String(side);
    box.dataset.raw = String(scores[side]);
    box.append(tallySvg(tally[side]));
    item.append(box);
  });
}

/** The scoreboard's toggle for the tallies, built once, saying whether they show (hidden where
 * the game keeps no tally).
 * @param {HTMLElement} board @param {boolean} on @param {boolean} offered */
function tallyToggle(board, on, offered) {
  let b = board.querySelector('[data-action="tally"]');
  if (!b) {
    b = button("tally", "", "btn btn-quiet tally-toggle");
    const svg = tallySvg(SAMPLE_TALLY);
    b.append(svg);
    svg.setAttribute("aria-hidden", "true");
    svg.removeAttribute("role");
    board.append(b);
  }
  /** @type {HTMLElement} */ (b).hidden = !offered;
  b.setAttribute("aria-pressed", String(on));
  const label = on ? t("aids.tally.hide") : t("aids.tally.show");
  b.setAttribute("aria-label", label);
  /** @type {HTMLElement} */ (b).title = label;
}

/** A short "+2" beside a side's score after a scoring placement (display points).
 * @param {number} side @param {number} points */
export function flashScore(side, points) {
  const item = $("scoreboard").querySelector(`.score[data-side="${side}"]`);
  if (!item || !(points > 0)) return;
  // One "+N" at a time: a chip still showing under another side goes.
  for (const other of $("scoreboard").querySelectorAll(".score-gain")) {
    for (const running of other.getAnimations()) running.cancel();
    other.textContent = "";
  }
  const gain = item.querySelector(".score-gain");
  if (!gain) return;
  gain.textContent = `+${points}`;
  // Web Animations restart cleanly when the same side scores twice in a row, with no forced layout.
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  gain.animate(
    [
      { opacity: 0, transform: "translateY(6px) scale(0.8)" },
      { opacity: 1, transform: "none", offset: 0.15 },
      { opacity: 1, transform: "none", offset: 0.7 },
      { opacity: 0, transform: "none" },
    ],
    { duration: 1600, easing: "ease-out" },
  );
  item.animate([{}, { backgroundColor: "color-mix(in srgb, var(--gold) 28%, transparent)", offset: 0.15 }, {}], {
    duration: 1600,
    easing: "ease-out",
  });
}
