// The move log: every placement, draw, pass, score and deduction of the game, round by round
// (the engine's `log` op), readable at any time in a dialog. From there the game record can be
// saved as a .json file (`record` op, a Blob download), a saved record loaded again (`load` op;
// a refusal is said in words), and a finished game replayed move by move (replay.js).

import { button, make, makeDialog } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { clip } from "../persist/notices.js";
import { downloadText, MAX_RECORD_CHARS } from "../persist/save.js";
import { setupReplay } from "./replay.js";
import { eventSentence, scoresText, seatName } from "../i18n/text.js";

/** Save a JSON value as a file (no request leaves the page). */
export function downloadJson(value, filename) {
  downloadText(`${JSON.stringify(value, null, 1)}\n`, filename);
}

function stamp(date = new Date()) {
  const p = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}`;
}

export function setupLog(ctx) {
  const box = makeDialog("log-dialog", "aids.log.title", "log-dialog");
  const replay = setupReplay(ctx);

  const tools = make("div", "log-tools");
  const exportBtn = button("export-record", t("aids.log.export"), "btn");
  const importBtn = button("import-record", t("aids.log.import"), "btn");
  const replayBtn = button("replay-game", t("aids.log.replay"), "btn btn-primary");
  const file = make("input");
  file.type = "file";
  file.accept = ".json,application/json";
  file.hidden = true;
  file.id = "import-file";
  file.setAttribute("aria-label", t("aids.log.import"));
  tools.append(exportBtn, importBtn, replayBtn, file);
  const message = make("p", "log-message");
  message.id = "log-message";
  message.setAttribute("role", "alert");
  message.hidden = true;
  const content = make("div", "log-content");
  content.id = "log-content";
  box.body.append(tools, message, content);

  function say(text, kind = "info") {
    message.hidden = !text;
    message.textContent = text || "";
    message.dataset.kind = kind;
  }

  function labels() {
    box.retitle("aids.log.title");
    exportBtn.textContent = t("aids.log.export");
    importBtn.textContent = t("aids.log.import");
    replayBtn.textContent = t("aids.log.replay");
    file.setAttribute("aria-label", t("aids.log.import"));
  }

  function renderLog(log) {
    const s = ctx.state().session;
    const players = s.view.players;
    const human = log.human;
    content.replaceChildren();
    content.append(make("p", "log-undos", t("aids.log.undos", { n: s.undos ?? 0 })));
    // Newest round first: the round in play is what one looks for.
    for (const round of [...log.rounds].reverse()) {
      const section = make("section", "log-round");
      section.dataset.round = String(round.number);
      section.append(make("h3", "", t("aids.log.round", { n: round.number })));
      const starter = seatName(round.starter, players, human);
      section.append(make("p", "log-starter", t("aids.log.starter", { name: starter })));
      const list = make("ol", "log-events");
      for (const event of round.events) {
        const li = make(
          "li",
          `log-event log-${event.type}`,
          eventSentence(event, { players, human, muggins: Boolean(s.view.rules?.muggins) }),
        );
        li.dataset.type = event.type;
        list.append(li);
      }
      if (!round.events.length) list.append(make("li", "log-none", t("aids.log.noMoves")));
      section.append(list);
      if (round.result) section.append(resultBlock(round, players, human));
      content.append(section);
    }
  }

  function resultBlock(round, players, human) {
    const r = round.result;
    const div = make("div", "log-result");
    div.append(
      make(
        "p",
        "log-end",
        r.ender === null || r.ender === undefined
          ? t("aids.log.blocked")
          : t("aids.log.out", { name: seatName(r.ender, players, human) }),
      ),
    );
    const ded = make("ul", "log-deductions");
    r.penalties.forEach((penalty, seat) => {
      const li = make(
        "li",
        "",
        penalty > 0
          ? t("aids.log.deduction", {
              name: seatName(seat, players, human),
              raw: penalty,
              points: r.display_penalties[seat],
            })
          : t("aids.log.noDeduction", { name: seatName(seat, players, human) }),
      );
      li.dataset.seat = String(seat);
      li.dataset.penalty = String(penalty);
      ded.append(li);
    });
    div.append(ded);
    const scores = scoresText(r.display_scores, players, human);
    div.append(make("p", "log-scores", t("aids.log.scores", { scores })));
    if (round.deal_seed) div.append(make("p", "log-seed", t("aids.log.seed", { seed: round.deal_seed })));
    return div;
  }

  async function open() {
    say("");
    labels();
    content.replaceChildren(make("p", "log-loading", t("aids.log.loading")));
    box.open();
    const s = ctx.state().session;
    exportBtn.disabled = !s;
    importBtn.disabled = ctx.state().busy && !!s;
    replayBtn.disabled = !s?.view.over;
    if (!s) {
      content.replaceChildren(make("p", "log-none", t("aids.log.empty")));
      return;
    }
    try {
      const log = await ctx.bridge.call("log", {});
      if (box.isOpen) renderLog(log);
    } catch (err) {
      content.replaceChildren();
      say(t("aids.log.failed", { message: clip(err.message) }), "error");
    }
  }

  async function exportRecord() {
    try {
      const record = await ctx.bridge.call("record", {});
      downloadJson(record, `five-up-${stamp()}.json`);
      say(t("aids.log.exported"));
    } catch (err) {
      say(t("aids.log.failed", { message: clip(err.message) }), "error");
    }
  }

  /** Load a record from a file: refused files are explained, the game in play stays as it was.
   * A file over the size cap is refused before it is read; a loaded game never counts in the
   * statistics (app.js tells save.js). */
  async function importFile(chosen) {
    if (!chosen) return;
    if (ctx.state().busy && ctx.state().session) {
      say(t("aids.log.busy"), "error");
      return;
    }
    const name = clip(chosen.name, 80);
    // Bytes against characters: a file within the cap in bytes is within it in characters too.
    if (chosen.size > MAX_RECORD_CHARS) {
      say(t("aids.log.tooBig", { name, mb: Math.round(MAX_RECORD_CHARS / 1e6) }), "error");
      return;
    }
    let record;
    try {
      record = JSON.parse(await chosen.text());
    } catch {
      say(t("aids.log.notJson", { name }), "error");
      return;
    }
    try {
      await ctx.loadRecord(record);
    } catch (err) {
      say(t("aids.log.refused", { message: clip(err.message) }), "error");
      return;
    }
    box.close();
  }

  async function startReplay() {
    try {
      const record = await ctx.bridge.call("record", {});
      box.close();
      await replay.open(record);
    } catch (err) {
      say(t("aids.log.failed", { message: clip(err.message) }), "error");
    }
  }

  box.dialog.addEventListener("click", (event) => {
    const b = event.target.closest("[data-action]");
    if (!b || b.disabled) return;
    if (b.dataset.action === "export-record") exportRecord();
    else if (b.dataset.action === "import-record") file.click();
    else if (b.dataset.action === "replay-game") startReplay();
  });
  file.addEventListener("change", () => {
    const chosen = file.files?.[0];
    file.value = "";
    importFile(chosen);
  });

  // The finished game: a Replay button in the summary too.
  function roundEnded(view) {
    const actions = document.querySelector("#round-panel .round-actions");
    if (!actions) return;
    actions.querySelector('[data-action="replay-from-summary"]')?.remove();
    if (!view.over) return;
    const b = button("replay-from-summary", t("aids.log.replay"), "btn");
    actions.prepend(b);
  }
  document.addEventListener("click", (event) => {
    const clicked = /** @type {Element} */ (event.target);
    const b = /** @type {HTMLButtonElement} */ (clicked.closest('[data-action="replay-from-summary"]'));
    if (b && !b.disabled) startReplay();
  });

  onLanguageChange(() => {
    labels();
    if (box.isOpen) open();
    const b = document.querySelector('[data-action="replay-from-summary"]');
    if (b) b.textContent = t("aids.log.replay");
  });

  return { open, roundEnded, replay };
}
