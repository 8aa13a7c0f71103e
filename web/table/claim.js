// Muggins (house rule H2): after the person has chosen a tile and its end, they announce the points
// the placement scores before it is made. A small modal dialog asks: "No score", quick choices in
// steps of the engine's raw points per display point, or any number typed in (raw points). The
// engine judges the claim (an exact one scores, else the next side takes the points); this only
// asks. Keyboard: the number field has the focus (type, Enter), Tab and the arrow keys reach the
// quick choices, Escape goes back to the choice of end.

import { make } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { roving } from "./hand.js";
import { endLabel } from "../i18n/text.js";

const QUICK = 12; // quick choices besides "No score": a page layout choice, not a rule

/** The number field: any claim in raw points. */
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
  const actions = make("div", "newgame-actions");
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
  form.append(title, what, quick, field, actions);
  dialog.append(form);
  document.body.append(dialog);
  return { dialog, form, title, what, quick, fieldText, input, back, announce };
}

/** The claim dialog; one question at a time. */
class ClaimDialog {
  #parts = claimDialog();
  #asked = null; // {tile, end, step, max, resolve}

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
      const n = Number(/** @type {HTMLElement} */ (b).dataset.claim);
      b.textContent = n === 0 ? t("claim.none") : String(n);
      b.setAttribute("aria-label", n === 0 ? t("claim.none") : t("claim.quick", { raw: n }));
    }
  }

  /** "No score" and QUICK multiples of the engine's raw points per display point. */
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

  /** The number typed, if it is a whole number within the limit. */
  #submit() {
    const { input } = this.#parts;
    const n = Number(input.value);
    if (!this.#asked || input.value === "" || !Number.isInteger(n) || n < 0) return;
    if (this.#asked.max !== null && n > this.#asked.max) return;
    this.#finish(n);
  }

  #finish(claim) {
    const done = this.#asked;
    this.#asked = null;
    if (this.#parts.dialog.open) this.#parts.dialog.close();
    done?.resolve(claim);
  }

  /** Ask for the claim of placing `tile` on `end` (null: the opening); resolves with the raw
   * points claimed (0: "no score"), or null when the person went back. */
  ask({ tile, end, step, max = null }) {
    if (this.#asked) this.#finish(null);
    const { input, dialog } = this.#parts;
    return new Promise((resolve) => {
      this.#asked = { tile, end, step, max, resolve };
      this.#buttons(step);
      input.value = "";
      if (max !== null) input.max = String(max);
      else input.removeAttribute("max");
      this.#words();
      dialog.showModal();
      input.focus();
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
export function setupClaim() {
  return new ClaimDialog();
}
