// Fair deal: before a round the page shows the SHA-256 fingerprint of the round's seed (the engine
// commits to the shuffle before anyone plays); after the round the seed itself is shown and the
// player can check, here in the page, that its SHA-256 is the fingerprint shown before. The same
// seed recomputes the deal in Python: random.Random(seed).shuffle(list(DOUBLE_SIX)).

import { $, button, make } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { handSize } from "../core/table.js";

const short = (hex) => `${hex.slice(0, 8)}…${hex.slice(-8)}`;

/** SHA-256 of a text as lowercase hex, with the browser's own digest (null where unavailable:
 * crypto.subtle exists only on https pages and on this computer's own addresses). */
export async function sha256Hex(text) {
  if (!globalThis.crypto?.subtle) return null;
  const bytes = new TextEncoder().encode(text);
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The Python lines that recompute a round's deal from its seed (the hand size is the engine's, R1.3). */
export function pythonRecipe(seed, players) {
  const hand = handSize();
  return [
    "import random",
    "tiles = [f'[{a}|{b}]' for a in range(7) for b in range(a, 7)]  # DOUBLE_SIX, [0|0] … [6|6]",
    `random.Random(int("${seed}")).shuffle(tiles)`,
    `hands = [tiles[${hand} * i : ${hand} * i + ${hand}] for i in range(${players})]`,
    `boneyard = tiles[${hand * players}:]  # drawn from the front`,
  ].join("\n");
}

/** The check: "✓" and true when SHA-256(seed) is the fingerprint. */
export async function verifySeed(seed, fingerprint) {
  const digest = await sha256Hex(String(seed));
  if (digest === null) return { ok: null, digest };
  return { ok: digest === fingerprint, digest };
}

export function setupFairDeal() {
  let line = null; // the line in the info column
  let current = null; // {round, fingerprint}

  function ensureLine() {
    if (line?.isConnected) return line;
    line = make("p", "fairdeal-line");
    line.id = "fairdeal";
    const facts = document.querySelector("#info .facts");
    if (facts) facts.after(line);
    else $("info")?.append(line);
    return line;
  }

  function showLine() {
    const p = ensureLine();
    p.replaceChildren();
    if (!current?.fingerprint) {
      p.hidden = true;
      return;
    }
    p.hidden = false;
    p.append(make("span", "fairdeal-label", t("aids.fair.line")), " ");
    const code = make("code", "fairdeal-fp", short(current.fingerprint));
    code.title = current.fingerprint;
    code.dataset.fingerprint = current.fingerprint;
    p.append(code);
  }

  /** A new round: its fingerprint in the info column and on the lot card. */
  function roundStarted(view) {
    current = { round: view.round, fingerprint: view.deal_fingerprint };
    showLine();
    const lot = $("lot");
    if (lot && view.deal_fingerprint) {
      lot.querySelector(".lot-deal")?.remove();
      const note = make("p", "lot-deal");
      note.append(t("aids.fair.lot"), " ");
      const code = make("code", "", short(view.deal_fingerprint));
      code.title = view.deal_fingerprint;
      note.append(code);
      const foot = lot.querySelector(".lot-foot");
      if (foot) foot.before(note);
      else lot.append(note);
    }
  }

  /** A section for the round summary: the fingerprint, the seed, a check and the recipe. */
  function section(view) {
    const box = make("section", "fairdeal-box");
    box.id = "fairdeal-box";
    box.append(make("h3", "", t("aids.fair.title")));
    if (!view.deal_fingerprint || view.deal_seed === null || view.deal_seed === undefined) {
      box.append(make("p", "fairdeal-note", t("aids.fair.given")));
      return box;
    }
    const dl = make("dl", "fairdeal-facts");
    const row = (label, value, cls) => {
      const div = make("div");
      const dd = make("dd");
      const code = make("code", cls, value);
      dd.append(code);
      div.append(make("dt", "", label), dd);
      dl.append(div);
    };
    row(t("aids.fair.fingerprint"), view.deal_fingerprint, "fairdeal-fingerprint");
    row(t("aids.fair.seed"), view.deal_seed, "fairdeal-seed");
    box.append(dl);
    const actions = make("div", "fairdeal-actions");
    const verify = button("verify-deal", t("aids.fair.verify"), "btn fairdeal-verify");
    verify.dataset.seed = view.deal_seed;
    verify.dataset.fingerprint = view.deal_fingerprint;
    const result = make("p", "fairdeal-result");
    result.id = "fairdeal-result";
    result.setAttribute("role", "status");
    actions.append(verify, result);
    box.append(actions);
    const how = make("details", "fairdeal-how");
    how.append(make("summary", "", t("aids.fair.howTitle")));
    how.append(make("p", "", t("aids.fair.how", { players: view.players })));
    how.append(make("pre", "fairdeal-python", pythonRecipe(view.deal_seed, view.players)));
    box.append(how);
    return box;
  }

  function roundEnded(view) {
    current = { round: view.round, fingerprint: view.deal_fingerprint };
    showLine();
    const body = $("round-body");
    if (!body) return;
    body.querySelector("#fairdeal-box")?.remove();
    body.append(section(view));
  }

  document.addEventListener("click", async (event) => {
    const clicked = /** @type {Element} */ (event.target);
    const b = /** @type {HTMLButtonElement} */ (clicked.closest('[data-action="verify-deal"]'));
    if (!b) return;
    const result = /** @type {HTMLElement} */ (b.parentElement.querySelector(".fairdeal-result"));
    const { ok, digest } = await verifySeed(b.dataset.seed, b.dataset.fingerprint);
    result.dataset.ok = String(ok);
    if (ok === null) result.textContent = t("aids.fair.noCrypto");
    else if (ok) result.textContent = `✓ ${t("aids.fair.match")}`;
    else result.textContent = `✗ ${t("aids.fair.mismatch", { digest })}`;
  });

  let lastView = null;
  onLanguageChange(() => {
    showLine();
    if (lastView && $("round-body")?.querySelector("#fairdeal-box")) roundEnded(lastView);
  });

  return {
    roundStarted,
    roundEnded(view) {
      lastView = view;
      roundEnded(view);
    },
    /** Keep the line in step with the session (a loaded game, a new game). */
    render(session) {
      const v = session?.view;
      if (!v) return;
      if (current?.round !== v.round || current?.fingerprint !== v.deal_fingerprint) {
        current = { round: v.round, fingerprint: v.deal_fingerprint };
        showLine();
      }
    },
  };
}
