// Muggins (house rule H2): after the person has chosen a tile and its end, they announce the points
// the placement scores before it is made. A compact sheet at the bottom of the screen asks, leaving
// the board and its open ends in view (the sum is worked out from them): "No score", quick choices
// in points (the unit every score on the table shows), or any number of points typed in. The
// engine takes the claim in raw points (its step per point comes from its table) and judges it (an
// exact one scores, else the next side takes the points); this only asks. Keyboard: the number
// field has the focus (type, Enter), Tab and the arrow keys reach the quick choices, Escape goes
// back to the choice of end. On a touch screen the quick choices have the focus instead, so that
// no on-screen keyboard comes up over them.

import { make } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { roving } from "./hand.js";
import { endLabel } from "../i18n/text.js";

const QUICK = 12; // quick choices besides "No score": a page layout choice, not a rule

/**
 * The question on show: placing `tile` on `end` (null: the opening), `step` raw points a point, at
 * most `max` raw (null: no limit), and how to answer it (the raw claim, or null: back).
 * @typedef {{tile: string, end: string | null, step: number, max: number | null,
 *   resolve: (claim: number | null) => void}} Asked
 */

/** The number field: any claim in points. */
function claimField() {
  const field = make("label", "claim-field");
  const fieldText = make("span");
  const input = make("input");
  input.id = "claim-input";
  input.type = "number";
  input.min = "0";
  input.step = "1";
  input.required = true;
  input.inputMode = "numeric";
  input.autocomplete = "off";
  field.append(fieldText, input);
  return { field, fieldText, input };
}

/** Back (to the choice of end) and Announce (the number typed). */
function claimActions() {
  const actions = make("div", "claim-actions");
  const back = make("button", "btn btn-quiet");
  back.type = "button";
  back.dataset.action = "claim-back";
  const announce = make("button", "btn btn-primary");
  announce.type = "submit";
  announce.dataset.action = "claim-announce";
  actions.append(back, announce);
  return { actions, back, announce };
}

/** The dialog's parts, in the page's body; its words come later (words()). */
function claimDialog() {
  const dialog = make("dialog", "newgame claim-dialog");
  dialog.id = "claim";
  dialog.setAttribute("aria-labelledby", "claim-title");
  dialog.setAttribute("aria-describedby", "claim-what");
  const form = make("form");
  form.id = "claim-form";
  const title = make("h2");
  title.id = "claim-title";
  const what = make("p", "newgame-lead");
  what.id = "claim-what";
  const quick = make("div", "claim-quick");
  quick.setAttribute("role", "group");
  quick.setAttribute("aria-labelledby", "claim-title");
  const { field, fieldText, input } = claimField();
  const { actions, back, announce } = claimActions();
  const bottom = make("div", "claim-bottom");
  bottom.append(field, actions);
  form.append(title, what, quick, bottom);
  dialog.append(form);
  document.body.append(dialog);
  return { dialog, form, title, what, quick, fieldText, input, back, announce };
}

/** A touch screen is the main way in (no fine pointer): a focused number field would bring up
 * the on-screen keyboard over the quick choices. */
function touchFirst() {
  return window.matchMedia("(pointer: coarse)").matches;
}

/** The claim dialog; one question at a time. */
class ClaimDialog {
  #parts = claimDialog();
  /** @type {Asked | null} */
  #asked = null;

  constructor() {
    const { dialog, form, quick, back } = this.#parts;
    roving(quick, "[data-claim]");
    // The table's letter and Escape keys must not act behind the dialog.
    dialog.addEventListener("keydown", (event) => event.stopPropagation());
    quick.addEventListener("click", (event) => {
      const b = /** @type {HTMLElement} */ (/** @type {Element} */ (event.target).closest("[data-claim]"));
      if (b && this.#asked) this.#finish(Number(b.dataset.claim));
    });
    back.addEventListener("click", () => this.#finish(null));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.#submit();
    });
    // Escape: back to the choice of end.
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      this.#finish(null);
    });
    onLanguageChange(() => this.#words());
  }

  #words() {
    const { title, fieldText, back, announce, what, quick } = this.#parts;
    const step = this.#asked?.step || 1;
    title.textContent = t("claim.title");
    fieldText.textContent = t("claim.other");
    back.textContent = t("claim.back");
    announce.textContent = t("claim.announce");
    const asked = this.#asked;
    if (!asked) return;
    const end = asked.end === null ? "opening" : asked.end;
    what.textContent = t(asked.end === null ? "claim.whatOpen" : "claim.what", {
      tile: asked.tile,
      end: endLabel(end),
    });
    for (const b of quick.querySelectorAll("[data-claim]")) {
      const points = Number(/** @type {HTMLElement} */ (b).dataset.claim) / step;
      b.textContent = points === 0 ? t("claim.none") : String(points);
      b.setAttribute("aria-label", points === 0 ? t("claim.none") : t("claim.quick", { points }));
    }
  }

  /** "No score" and QUICK points, each as its raw claim (a multiple of the engine's raw points
   * per display point, `data-claim`).
   * @param {number} step */
  #buttons(step) {
    const { quick } = this.#parts;
    quick.replaceChildren();
    const values = [0];
    for (let k = 1; step > 0 && k <= QUICK; k++) values.push(k * step);
    values.forEach((n, i) => {
      const b = make("button", n === 0 ? "btn claim-none" : "btn");
      b.type = "button";
      b.dataset.claim = String(n);
      b.tabIndex = i === 0 ? 0 : -1;
      quick.append(b);
    });
  }

  /** The points typed, if a whole number within the limit, as the raw claim. */
  #submit() {
    const { input } = this.#parts;
    const asked = this.#asked;
    const n = Number(input.value);
    if (!asked || input.value === "" || !Number.isInteger(n) || n < 0) return;
    const claim = n * (asked.step || 1);
    if (asked.max !== null && claim > asked.max) return;
    this.#finish(claim);
  }

  /** @param {number | null} claim */
  #finish(claim) {
    const done = this.#asked;
    this.#asked = null;
    if (this.#parts.dialog.open) this.#parts.dialog.close();
    done?.resolve(claim);
  }

  /** Ask for the claim of placing `tile` on `end` (null: the opening), `step` raw points a point
   * and at most `max` raw; resolves with the raw points claimed (0: "no score"), or null when the
   * person went back.
   * @param {{tile: string, end: string | null, step: number, max?: number | null}} question
   * @returns {Promise<number | null>} */
  ask({ tile, end, step, max = null }) {
    if (this.#asked) this.#finish(null);
    const { input, dialog } = this.#parts;
    return new Promise((resolve) => {
      this.#asked = { tile, end, step, max, resolve };
      this.#buttons(step);
      input.value = "";
      if (max !== null) input.max = String(Math.floor(max / (step || 1)));
      else input.removeAttribute("max");
      this.#words();
      dialog.showModal();
      if (touchFirst()) /** @type {HTMLElement} */ (this.#parts.quick.querySelector("[data-claim]")).focus();
      else input.focus();
    });
  }

  /** Close without a claim (a new game, an error). */
  cancel() {
    if (this.#asked) this.#finish(null);
  }

  get isOpen() {
    return this.#parts.dialog.open;
  }
}

/** The claim dialog in the page: {ask, cancel, isOpen}. */
export function installClaim() {
  return new ClaimDialog();
}
