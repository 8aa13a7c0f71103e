// Fair deal: before a round the page shows the SHA-256 fingerprint of the round's seed (the engine
// commits to the shuffle before anyone plays); after the round the seed itself is shown and the
// player can check, here in the page, that its SHA-256 is the fingerprint shown before. The same
// seed recomputes the deal in Python: random.Random(seed).shuffle(list(DOUBLE_SIX)).

import { onAction } from "../core/actions.js";
import { $, button, make } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { handSize } from "../core/table.js";
import { fingerprintCode } from "../table/fingerprint.js";

/**
 * @typedef {import("../core/types.js").View} View
 * @typedef {View & {deal_fingerprint: string, deal_seed: string}} DealtView  a round's view with its seed shown
 */

/** SHA-256 of a text as lowercase hex, with the browser's own digest (null where unavailable:
 * crypto.subtle exists only on https pages and on this computer's own addresses).
 * @param {string} text */
async function sha256Hex(text) {
  if (!globalThis.crypto?.subtle) return null;
  const bytes = new TextEncoder().encode(text);
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The Python lines that recompute a round's deal from its seed (the hand size is the engine's, R1.3).
 * @param {string} seed @param {number} players */
function pythonRecipe(seed, players) {
  const hand = handSize();
  return [
    "import random",
    "tiles = [f'[{a}|{b}]' for a in range(7) for b in range(a, 7)]  # DOUBLE_SIX, [0|0] … [6|6]",
    `random.Random(int("${seed}")).shuffle(tiles)`,
    `hands = [tiles[${hand} * i : ${hand} * i + ${hand}] for i in range(${players})]`,
    `boneyard = tiles[${(hand ?? 0) * players}:]  # drawn from the front`,
  ].join("\n");
}

/** The check: "✓" and true when SHA-256(seed) is the fingerprint.
 * @param {string | undefined} seed @param {string | undefined} fingerprint */
async function verifySeed(seed, fingerprint) {
  const digest = await sha256Hex(String(seed));
  if (digest === null) return { ok: null, digest };
  return { ok: digest === fingerprint, digest };
}

/** The line in the info column (#fairdeal, index.html): the fingerprint the round in play
 * committed to; hidden while there is none (a game set up from a position).
 * @param {string | null | undefined} fingerprint */
function showLine(fingerprint) {
  const p = $("fairdeal");
  if (!p) return;
  p.replaceChildren();
  p.hidden = !fingerprint;
  if (!fingerprint) return;
  const code = fingerprintCode(fingerprint, "fairdeal-fp");
  code.dataset.fingerprint = fingerprint;
  p.append(make("span", "fairdeal-label", t("aids.fair.line")), " ", code);
}

/** The fingerprint shown before the round and the seed shown now, as a definition list.
 * @param {DealtView} view */
function factsList(view) {
  const dl = make("dl", "fairdeal-facts");
  const rows = [
    [t("aids.fair.fingerprint"), view.deal_fingerprint, "fairdeal-fingerprint"],
    [t("aids.fair.seed"), view.deal_seed, "fairdeal-seed"],
  ];
  for (const [label, value, className] of rows) {
    const div = make("div");
    const dd = make("dd");
    dd.append(make("code", className, value));
    div.append(make("dt", "", label), dd);
    dl.append(div);
  }
  return dl;
}

/** The check button (it carries the seed and the fingerprint) and the line its answer goes in.
 * @param {DealtView} view */
function checkRow(view) {
  const actions = make("div", "fairdeal-actions");
  const verify = button("verify-deal", t("aids.fair.verify"), "btn fairdeal-verify");
  verify.dataset.seed = view.deal_seed;
  verify.dataset.fingerprint = view.deal_fingerprint;
  const result = make("p", "fairdeal-result");
  result.id = "fairdeal-result";
  result.setAttribute("role", "status");
  actions.append(verify, result);
  return actions;
}

/** How to recompute the deal in Python, folded away.
 * @param {DealtView} view */
function recipe(view) {
  const how = make("details", "fairdeal-how");
  how.append(make("summary", "", t("aids.fair.howTitle")));
  how.append(make("p", "", t("aids.fair.how", { players: view.players })));
  how.append(make("pre", "fairdeal-python", pythonRecipe(view.deal_seed, view.players)));
  return how;
}

/** The round summary's own section (#fairdeal-box, index.html): the fingerprint, the seed, a
 * check and the recipe; a dealt position (no seed) only says the deal was given.
 * @param {View} view */
function fillSummary(view) {
  const box = $("fairdeal-box");
  if (!box) return;
  box.replaceChildren(make("h3", "", t("aids.fair.title")));
  box.hidden = false;
  if (!view.deal_fingerprint || view.deal_seed === null || view.deal_seed === undefined) {
    box.append(make("p", "fairdeal-note", t("aids.fair.given")));
    return;
  }
  const dealt = /** @type {DealtView} */ (view);
  box.append(factsList(dealt), checkRow(dealt), recipe(dealt));
}

/** The check button: SHA-256 of its seed against its fingerprint, said beside it.
 * @param {HTMLElement} verify */
async function checkDeal(verify) {
  const row = /** @type {HTMLElement} */ (verify.parentElement); // the button's own row (checkRow)
  const result = /** @type {HTMLElement} */ (row.querySelector(".fairdeal-result"));
  const { ok, digest } = await verifySeed(verify.dataset.seed, verify.dataset.fingerprint);
  result.dataset.ok = String(ok);
  if (ok === null) result.textContent = t("aids.fair.noCrypto");
  else if (ok) result.textContent = `✓ ${t("aids.fair.match")}`;
  else result.textContent = `✗ ${t("aids.fair.mismatch", { digest })}`;
}

/** The fair deal's part in the page: the info line follows the round in play, the summary's
 * section the round just ended. */
export function installFairDeal() {
  /** @type {{round: number, fingerprint: string | null} | null} */
  let current = null; // {round, fingerprint} of the round the info line shows
  /** @type {View | null} */
  let summarised = null; // the view the summary's section shows

  /** @param {View} view */
  function follow(view) {
    current = { round: view.round, fingerprint: view.deal_fingerprint };
    showLine(current.fingerprint);
  }

  onAction("verify-deal", (verify) => checkDeal(verify));
  onLanguageChange(() => {
    showLine(current?.fingerprint);
    if (summarised) fillSummary(summarised);
  });

  return {
    /** A new round: its fingerprint in the info column (the lot card shows it too: panels.js).
     * @param {View} view */
    roundStarted(view) {
      follow(view);
    },
    /** @param {View} view */
    roundEnded(view) {
      follow(view);
      // Already shown (the summary was only redrawn): a check's answer stays.
      if (view === summarised && !$("fairdeal-box")?.hidden) return;
      summarised = view;
      fillSummary(view);
    },
    /** Keep the line in step with the session (a loaded game, a new game).
     * @param {{view: View} | null} session */
    render(session) {
      const v = session?.view;
      if (!v) return;
      if (current?.round !== v.round || current?.fingerprint !== v.deal_fingerprint) follow(v);
    },
  };
}
