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

export function setupClaim() {
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
  const actions = make("div", "newgame-actions");
  const back = make("button", "btn btn-quiet");
  back.type = "button";
  back.dataset.action = "claim-back";
  const announce = make("button", "btn btn-primary");
  announce.type = "submit";
  announce.dataset.action = "claim-announce";
  actions.append(back, announce);
  form.append(title, what, quick, field, actions);
  dialog.append(form);
  document.body.append(dialog);
  roving(quick, "[data-claim]");
  // The table's letter and Escape keys must not act behind the dialog.
  dialog.addEventListener("keydown", (event) => event.stopPropagation());

  let asked = null; // {tile, end, step, max, resolve}

  function words() {
    title.textContent = t("claim.title");
    fieldText.textContent = t("claim.other");
    back.textContent = t("claim.back");
    announce.textContent = t("claim.announce");
    if (!asked) return;
    const end = asked.end === null ? "opening" : asked.end;
    what.textContent = t(asked.end === null ? "claim.whatOpen" : "claim.what", {
      tile: asked.tile,
      end: endLabel(end),
    });
    for (const b of quick.querySelectorAll("[data-claim]")) {
      const n = Number(b.dataset.claim);
      b.textContent = n === 0 ? t("claim.none") : String(n);
      b.setAttribute("aria-label", n === 0 ? t("claim.none") : t("claim.quick", { raw: n }));
    }
  }

  function buttons(step) {
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

  function finish(claim) {
    const done = asked;
    asked = null;
    if (dialog.open) dialog.close();
    done?.resolve(claim);
  }

  quick.addEventListener("click", (event) => {
    const b = event.target.closest("[data-claim]");
    if (b && asked) finish(Number(b.dataset.claim));
  });
  back.addEventListener("click", () => finish(null));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const n = Number(input.value);
    if (!asked || input.value === "" || !Number.isInteger(n) || n < 0) return;
    if (asked.max !== null && n > asked.max) return;
    finish(n);
  });
  // Escape: back to the choice of end.
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    finish(null);
  });
  onLanguageChange(() => words());

  return {
    /** Ask for the claim of placing `tile` on `end` (null: the opening); resolves with the raw
     * points claimed (0: "no score"), or null when the person went back. */
    ask({ tile, end, step, max = null }) {
      if (asked) finish(null);
      return new Promise((resolve) => {
        asked = { tile, end, step, max, resolve };
        buttons(step);
        input.value = "";
        if (max !== null) input.max = String(max);
        else input.removeAttribute("max");
        words();
        dialog.showModal();
        input.focus();
      });
    },
    /** Close without a claim (a new game, an error). */
    cancel() {
      if (asked) finish(null);
    },
    get isOpen() {
      return dialog.open;
    },
  };
}
