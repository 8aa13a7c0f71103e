// The move log: every placement, draw, pass, score and deduction of the game, round by round
// (the engine's `log` op), readable at any time in a dialog. From there the game record can be
// saved as a .json file (`record` op, a Blob download), a saved record loaded again (`load` op;
// a refusal is said in words), and a finished game replayed move by move (replay.js): the one on
// the table, or one of the match history's (its record kept by persist/replays.js).

import { onAction } from "../core/actions.js";
import { button, make, makeDialog } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { refusalSaid } from "../i18n/refusals.js";
import { clip, notify } from "../persist/notices.js";
import { unknownGameSentence } from "../core/unknowngame.js";
import { recordOf } from "../persist/replays.js";
import { downloadText } from "../persist/download.js";
import { MAX_RECORD_CHARS } from "../persist/save.js";
import { parseKept } from "../core/kept.js";
import { installReplay } from "./replay.js";
import { eventSentence, loggedEndText, scoresText, seatName } from "../i18n/text.js";
import { tellingOf } from "../core/telling.js";
import { ledgerSection } from "./ledger.js";

/**
 * @typedef {import("./context.js").AidContext} AidContext
 * @typedef {import("../core/types.js").GameRecord} GameRecord
 * @typedef {import("../core/answers.js").Ledger} Ledger
 * @typedef {import("../core/types.js").Log} Log
 * @typedef {Log["rounds"][number]} LogRound
 * @typedef {import("../core/types.js").RoundResult} RoundResult
 * @typedef {import("../core/types.js").View} View
 * @typedef {import("../i18n/text.js").Telling} SayContext  the game whose events are told (core/telling.js)
 */

/** Save a JSON value as a file (no request leaves the page).
 * @param {unknown} value @param {string} filename */
function downloadJson(value, filename) {
  downloadText(`${JSON.stringify(value, null, 1)}\n`, filename);
}

function stamp(date = new Date()) {
  const p = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}`;
}

/** One round of the log: who started, every event in words, and its result once it is over.
 * `context`: the game's telling (who plays, who "you" is, the seats; whether it scores in play,
 * whether it has a stock); `lines`: whether a what-if line may start from it.
 * @param {LogRound} round @param {SayContext} context @param {boolean} lines */
function roundSection(round, context, lines) {
  const { players, human, seats } = context;
  const section = make("section", "log-round");
  section.dataset.round = String(round.number);
  section.append(make("h3", "", t("aids.log.round", { n: round.number })));
  const starter = seatName(round.starter, players, human, seats);
  section.append(make("p", "log-starter", t("aids.log.starter", { name: starter })));
  const list = make("ol", "log-events");
  for (const event of round.events) {
    const li = make("li", `log-event log-${event.type}`, eventSentence(event, context));
    li.dataset.type = event.type;
    list.append(li);
  }
  if (!round.events.length) list.append(make("li", "log-none", t("aids.log.noMoves")));
  section.append(list);
  if (round.result) section.append(resultBlock({ ...round, result: round.result }, context));
  if (!lines) return section;
  // A what-if line (modes/line.js): a finished round from its start, the round in play
  // from where it is.
  const step = round.result ? 0 : round.events.length;
  const label = step ? t("whatif.playNow", { n: round.number, step }) : t("whatif.playRound", { n: round.number });
  const play = button("log-play-from", label, "btn btn-quiet log-play-from");
  play.dataset.round = String(round.number);
  play.dataset.step = String(step);
  section.append(play);
  return section;
}

/** Each seat's deduction at a round's end (raw pips and display points).
 * @param {RoundResult} r @param {number} players @param {number} human
 * @param {import("../i18n/text.js").Named[]} seats */
function deductionList(r, players, human, seats) {
  const ded = make("ul", "log-deductions");
  r.penalties.forEach((penalty, seat) => {
    const name = seatName(seat, players, human, seats);
    const li = make(
      "li",
      "",
      penalty > 0
        ? t("aids.log.deduction", { name, raw: penalty, points: r.display_penalties[seat] })
        : t("aids.log.noDeduction", { name }),
    );
    li.dataset.seat = String(seat);
    li.dataset.penalty = String(penalty);
    ded.append(li);
  });
  return ded;
}

/** A round's result: who went out (or that it blocked), the deductions, the scores, the seed.
 * @param {LogRound & {result: RoundResult}} round @param {SayContext} context */
function resultBlock(round, context) {
  const { players, human, seats } = context;
  const r = round.result;
  const div = make("div", "log-result");
  div.append(make("p", "log-end", loggedEndText(r, context)), deductionList(r, players, human, seats));
  const scores = scoresText(r.display_scores, players, human, seats);
  div.append(make("p", "log-scores", t("aids.log.scores", { scores })));
  if (round.deal_seed) div.append(make("p", "log-seed", t("aids.log.seed", { seed: round.deal_seed })));
  return div;
}

/** The log's content: the undos used, what the table knows (when the engine told it), then the
 * rounds, newest first (the round in play is what one looks for).
 * @param {Log} log @param {{view: View, undos?: number, seats?: import("../i18n/text.js").Named[]}} session
 *   the game on the table
 * @param {Ledger | null} ledger @param {boolean} lines  whether what-if lines start from its rounds */
function logContent(log, session, ledger, lines) {
  const context = tellingOf(session.view, log.human, session.seats ?? []);
  const rounds = [...log.rounds].reverse().map((round) => roundSection(round, context, lines));
  const known = ledger ? [ledgerSection(ledger, context)] : [];
  return [make("p", "log-undos", t("aids.log.undos", { n: session.undos ?? 0 })), ...known, ...rounds];
}

/** A chosen file as a game record, {record}, or {refusal} in words. A file over the size cap is
 * refused before it is read: bytes against characters, a file within the cap in bytes is within
 * it in characters too. The record is untrusted: the engine checks it (`load`).
 * @param {File} chosen @returns {Promise<{record: unknown, refusal?: undefined} | {refusal: string, record?: undefined}>} */
async function readRecord(chosen) {
  const name = clip(chosen.name, 80);
  if (chosen.size > MAX_RECORD_CHARS) {
    return { refusal: t("aids.log.tooBig", { name, mb: Math.round(MAX_RECORD_CHARS / 1e6) }) };
  }
  const { value, field } = parseKept(await chosen.text().catch(() => "")); // a file unread is no JSON
  return field === null ? { record: value } : { refusal: t("aids.log.notJson", { name }) };
}

/** The dialog's parts: the tools (save, load with its hidden file field, replay), the message
 * line and the log itself. */
function logDialog() {
  const box = makeDialog("log-dialog", "aids.log.title", "log-dialog");
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
  return { box, exportBtn, importBtn, replayBtn, file, message, content };
}

/** The move log's dialog and what it does: save the record, load one, replay a finished game. */
class MoveLog {
  /** @param {AidContext} ctx */
  constructor(ctx) {
    this.ctx = ctx;
    this.replay = installReplay(ctx);
    this.parts = logDialog();
    const { file } = this.parts;
    file.addEventListener("change", () => {
      const chosen = file.files?.[0];
      file.value = ""; // the same file again is a new choice
      this.importFile(chosen);
    });
  }

  /** The message line under the tools: what happened, or why not (kind "error").
   * @param {string} text @param {"info" | "error"} [kind] */
  say(text, kind = "info") {
    const { message } = this.parts;
    message.hidden = !text;
    message.textContent = text || "";
    message.dataset.kind = kind;
  }

  labels() {
    const { box, exportBtn, importBtn, replayBtn, file } = this.parts;
    box.retitle("aids.log.title");
    exportBtn.textContent = t("aids.log.export");
    importBtn.textContent = t("aids.log.import");
    replayBtn.textContent = t("aids.log.replay");
    file.setAttribute("aria-label", t("aids.log.import"));
  }

  /** Open the dialog and ask the engine for the log; the tools offered follow the game. */
  async open() {
    const { box, exportBtn, importBtn, replayBtn, content } = this.parts;
    this.say("");
    this.labels();
    content.replaceChildren(make("p", "log-loading", t("aids.log.loading")));
    box.open();
    const { session, busy, mode } = this.ctx.state();
    // A guest's engine holds no game: the round in play and what the table knows, from its view;
    // the record is the host's (saving, replaying and what-if lines need every hand).
    const own = mode.ownView && session ? session.view : null;
    exportBtn.disabled = !session || !!own;
    importBtn.disabled = busy && !!session;
    replayBtn.disabled = !session?.view.over || !!own;
    if (!session) {
      content.replaceChildren(make("p", "log-none", t("aids.log.empty")));
      return;
    }
    if (own) this.say(t("aids.log.hostsGame"));
    try {
      const queries = this.ctx.queries;
      const log = await (own ? queries.viewLog(own) : queries.log());
      // What every seat knows, never a list worked out from one hand: the engine's game may be
      // ahead of the page's state (an imported game's log was drawn from the game before it,
      // and listed the new game's hidden tiles as "not seen" by a seat that no longer held them).
      const ledger = await (own ? queries.viewLedger(own) : queries.ledger(null)).catch(() => null);
      const now = this.ctx.state().session;
      if (box.isOpen && now) content.replaceChildren(...logContent(log, now, ledger, !own));
    } catch (err) {
      content.replaceChildren();
      this.say(t("aids.log.failed", { message: clip(err.message) }), "error");
    }
  }

  async exportRecord() {
    try {
      const record = await this.ctx.queries.record();
      downloadJson(record, `five-up-${stamp()}.json`);
      this.say(t("aids.log.exported"));
    } catch (err) {
      this.say(t("aids.log.failed", { message: clip(err.message) }), "error");
    }
  }

  /** Load a record from a file: refused files are explained, the game in play stays as it was.
   * A loaded game never counts in the statistics (the adopt command tells save.js).
   * @param {File | undefined} chosen */
  async importFile(chosen) {
    if (!chosen) return;
    const { busy, session } = this.ctx.state();
    if (busy && session) {
      this.say(t("aids.log.busy"), "error");
      return;
    }
    const { record, refusal } = await readRecord(chosen);
    if (refusal) {
      this.say(refusal, "error");
      return;
    }
    try {
      await this.ctx.loadRecord(record);
    } catch (err) {
      this.say(t("aids.log.refused", { message: unknownGameSentence(err) ?? clip(refusalSaid(err.message)) }), "error");
      return;
    }
    this.parts.box.close();
  }

  /** A what-if line from a round of the log; the log closes.
   * @param {HTMLElement} control */
  lineFrom(control) {
    this.parts.box.close();
    this.ctx.playFrom({ round: Number(control.dataset.round), step: Number(control.dataset.step) });
  }

  async startReplay() {
    try {
      const record = await this.ctx.queries.record();
      this.parts.box.close();
      await this.replay.open(record);
    } catch (err) {
      this.say(t("aids.log.failed", { message: clip(err.message) }), "error");
    }
  }

  /** A game of the match history, replayed from the record kept with it (persist/replays.js);
   * the history stays open under the replay.
   * @param {string | undefined} id */
  async replayKept(id) {
    const record = recordOf(id);
    if (!record) return;
    try {
      await this.replay.open(record);
    } catch (err) {
      const message = clip(err.message);
      notify("replay-refused", () => t("history.replayRefused", { message: refusalSaid(message) }), { alert: true });
    }
  }

  /** The summary's Replay button (index.html) is there once the game is over.
   * @param {View} view */
  roundEnded(view) {
    const replay = /** @type {HTMLElement} */ (document.querySelector('[data-action="replay-from-summary"]'));
    if (replay) replay.hidden = !view.over;
  }

  retranslate() {
    this.labels();
    if (this.parts.box.isOpen) this.open();
  }
}

/** The move log in the page. ctx: {queries, state(), loadRecord(record), playFrom({round, step})}: state() is read only
 * (session, busy); loadRecord throws the engine's refusal.
 * @param {AidContext} ctx */
export function installLog(ctx) {
  const log = new MoveLog(ctx);
  onAction("export-record", () => log.exportRecord());
  onAction("import-record", () => log.parts.file.click());
  onAction("replay-game", () => log.startReplay());
  onAction("replay-from-summary", () => log.startReplay());
  onAction("log-play-from", (control) => log.lineFrom(control));
  onAction("history-replay", (control) => log.replayKept(control.dataset.game));
  onLanguageChange(() => log.retranslate());
  return { open: () => log.open(), roundEnded: (/** @type {View} */ view) => log.roundEnded(view), replay: log.replay };
}
