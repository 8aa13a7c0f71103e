// What-if lines and the same deals again (issue 16; modes/line.js, engine/lines.py).
// - A line's result: at its round's end, at the top of the summary (#again-box), the line's round
//   beside the round as it was played (the engine's `line_result`: the page adds up no points) and
//   the way back to the real game. Where the line started, and the way back while it is played,
//   are in the side game's bar (sidegame.js).
// - The same deals (#again-box, at the top of a finished game's summary): "Play these deals again" (a
//   dialog: your seat and the computers' level) and the hard computer's result on the same deals
//   beside yours (the engine plays it round by round; the box says how far it is). The same
//   dialog plays a game of the match history's deals again (its record kept by persist/replays.js).

import { onAction } from "../core/actions.js";
import { $, button, make, makeDialog } from "../core/dom.js";
import { dealsAgain } from "../core/sidegames.js";
import { defaultLevel, table } from "../core/table.js";
import { t } from "../i18n/i18n.js";
import { num, seatName, sideName } from "../i18n/text.js";
import { readHistory } from "../persist/history.js";
import { recordOf } from "../persist/replays.js";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {import("../core/store.js").Session} Session
 * @typedef {import("../core/types.js").AgainHard} AgainHard
 * @typedef {import("../core/types.js").GameRecord} GameRecord
 * @typedef {import("../core/types.js").LineResult} LineFigures
 * @typedef {import("./context.js").LineStart} LineStart
 * @typedef {import("../persist/history.js").HistoryGame} HistoryGame
 * @typedef {import("../persist/history.js").HistorySeat} HistorySeat
 * @typedef {{kind: "person", name: string | null} | {kind: "computer", level: string | null}} SeatChoice
 * @typedef {{
 *   playFrom: (at: LineStart & {seats: SeatChoice[] | null}) => void,
 *   playAgain: (again: {seats: SeatChoice[], record: GameRecord | null}) => void,
 *   lineResult: () => Promise<LineFigures>,
 *   hardOnSameDeals: (progress: (rounds: number) => void) => Promise<unknown>,
 * }} Lines  the what-if lines' and same deals' commands (modes/line.js)
 * @typedef {{record: GameRecord | null, players: number, human: number, name: string | null, level: string | null}} Source
 *   the game whose deals are played again (record null: the one on the table)
 */

/** Each side's change in words: "You +3 · Computer −1".
 * @param {number[]} points @param {number} players @param {number} human
 * @param {import("../i18n/text.js").Seat[]} seats */
function changeText(points, players, human, seats) {
  const signed = (/** @type {number} */ n) => (n > 0 ? `+${num(n)}` : n < 0 ? `\u2212${num(-n)}` : num(0));
  return points.map((p, side) => `${sideName(side, players, human, seats)} ${signed(p)}`).join(" · ");
}

/** A line's comparison once its round is over, and the way back, in the summary. */
class LineResult {
  /** @type {number | null} */
  asked = null; // the gen whose comparison was asked for
  /** @type {LineFigures | null} */
  result = null; // the engine's line_result for that gen

  /** @param {Lines} lines @param {() => PageState} getState @param {HTMLElement} box */
  constructor(lines, getState, box) {
    this.lines = lines;
    this.getState = getState;
    this.summary = make("div", "whatif-summary");
    this.compare = make("p", "whatif-compare");
    this.compare.setAttribute("role", "status");
    this.back2 = button("back-to-game", t("sidegame.back"), "btn btn-primary whatif-back");
    this.summary.append(this.compare, this.back2);
    box.append(this.summary);
  }

  /** Whether a line's round is over on the table (its result is shown).
   * @param {PageState} s */
  render(s) {
    const session = s.session;
    const on = session?.origin === "line" && s.line !== null;
    document.body.dataset.line = on ? "on" : "off";
    const ended = on && !!session && !!s.line && (session.view.round > s.line.round || session.view.round_over);
    this.summary.hidden = !ended;
    if (!ended) {
      // Nothing of an earlier line stays: its words nor its figures.
      this.compare.textContent = "";
      delete this.summary.dataset.line;
      delete this.summary.dataset.played;
      return false;
    }
    this.back2.textContent = t("sidegame.back");
    if (this.asked !== s.gen) this.ask(s.gen);
    this.compare.hidden = !(this.result && this.asked === s.gen);
    if (!this.compare.hidden) this.say(/** @type {Session} */ (session));
    return true;
  }

  /** @param {number} gen */
  async ask(gen) {
    this.asked = gen;
    this.result = null;
    let answer;
    try {
      answer = await this.lines.lineResult();
    } catch {
      return; // no comparison to show (the line is gone): the line itself goes on
    }
    if (gen !== this.getState().gen) return;
    this.result = answer;
    this.say(this.getState().session);
  }

  /** @param {Session | null} session */
  say(session) {
    const r = this.result;
    const box = this.summary;
    if (!r?.line_points || !session) return;
    const { players } = session.view;
    const line = changeText(r.line_points, players, session.human, session.seats ?? []);
    const played = r.played_points
      ? changeText(r.played_points, players, session.human, session.seats ?? [])
      : t("whatif.notPlayed");
    this.compare.textContent = t("whatif.compare", { line, played });
    this.compare.hidden = false;
    box.dataset.line = JSON.stringify(r.line_points);
    box.dataset.played = JSON.stringify(r.played_points);
  }
}

/** The choice of seat and level for the same deals again. */
function againDialog() {
  const box = makeDialog("again-dialog", "whatif.againTitle", "again-dialog");
  const seatLabel = make("label", "again-field");
  const seat = /** @type {HTMLSelectElement} */ (make("select", "again-seat"));
  seat.id = "again-seat";
  seatLabel.htmlFor = seat.id;
  const levelLabel = make("label", "again-field");
  const level = /** @type {HTMLSelectElement} */ (make("select", "again-level"));
  level.id = "again-level";
  levelLabel.htmlFor = level.id;
  const go = button("again-start", t("whatif.againStart"), "btn btn-primary");
  box.body.append(seatLabel, seat, levelLabel, level, go);
  return { box, seat, level, seatLabel, levelLabel, go };
}

/** The same deals again and the hard computer's result on them, in a finished game's summary. */
class SameDeals {
  /** @type {number | null} */
  compared = null; // the gen whose comparison is shown or on its way

  /** @param {Lines} lines @param {() => PageState} getState @param {HTMLElement} box */
  constructor(lines, getState, box) {
    this.lines = lines;
    this.getState = getState;
    this.box = box;
    this.part = make("div", "again-part");
    this.again = button("open-again", t("whatif.again"), "btn");
    this.hard = button("compare-hard", t("whatif.compareHard"), "btn");
    this.out = make("div", "again-out");
    this.out.setAttribute("aria-live", "polite");
    this.part.append(this.again, this.hard, this.out);
    box.append(this.part);
    this.dialog = againDialog();
  }

  /** Whether the same deals are offered: after a finished game dealt from its seed.
   * @param {PageState} s */
  render(s) {
    const session = s.session;
    const offered = !!session?.view.over && dealsAgain(session) && (session.people?.length ?? 1) > 0;
    this.part.hidden = !offered;
    if (!offered) return false;
    this.again.textContent = t("whatif.again");
    this.hard.textContent = t("whatif.compareHard");
    if (this.compared !== s.gen && this.hard.disabled) this.hard.disabled = false;
    if (this.compared !== s.gen) this.out.replaceChildren();
    return true;
  }

  /** The game whose deals are played again: the finished one on the table's, unless `kept` (a
   * game of the match history, its record kept by persist/replays.js).
   * @type {Source | null} */
  source = null;

  /** The dialog for the game on the table's deals, or (`kept`) for a game of the match history's:
   * {record, players, human, name, level}.
   * @param {Source | null} [kept] */
  open(kept = null) {
    const s = this.getState().session;
    const person = s?.seats?.[s.human];
    const source =
      kept ??
      (s && {
        record: null,
        players: s.view.players,
        human: s.human,
        name: (person?.kind === "person" ? person.name : null) ?? null,
        level: s.levels.find((l) => l) ?? null,
      });
    if (!source) return; // (offered with a finished game on the table)
    this.source = source;
    const { seat, level, seatLabel, levelLabel, go, box } = this.dialog;
    const { players } = source;
    box.retitle("whatif.againTitle"); // made in the language shown then: this one may be another
    seatLabel.textContent = t("whatif.seat");
    levelLabel.textContent = t("whatif.level");
    go.textContent = t("whatif.againStart");
    seat.replaceChildren(
      ...Array.from({ length: players }, (_, i) => {
        const option = make("option", "", t("whatif.seatN", { n: i + 1 }));
        option.value = String(i);
        return option;
      }),
    );
    seat.value = String(source.human);
    level.replaceChildren(
      .../** @type {string[]} */ (table()?.levels ?? []).map((name) => {
        const option = make("option", "", t(`level.${name}`));
        option.value = name;
        return option;
      }),
    );
    level.value = source.level ?? level.value;
    box.open();
    seat.focus();
  }

  start() {
    if (!this.source) return; // (its button is in the dialog open() filled)
    const { record, players, name } = this.source;
    const { seat, level, box } = this.dialog;
    const mine = Number(seat.value);
    const seats = Array.from(
      { length: players },
      (_, i) =>
        /** @type {SeatChoice} */ (i === mine ? { kind: "person", name } : { kind: "computer", level: level.value }),
    );
    box.close();
    this.lines.playAgain({ seats, record });
  }

  /** The deals of the match history's game `id` again, while its record is kept.
   * @param {string | undefined} id */
  openKept(id) {
    const record = recordOf(id);
    const game = readHistory().games.find((/** @type {HistoryGame} */ g) => g.id === id);
    if (!record || !game) return;
    const name = game.seats[game.human]?.name ?? null;
    const level = game.seats.find((/** @type {HistorySeat} */ seat) => seat.kind === "computer")?.level ?? null;
    this.open({ record, players: game.players, human: game.human, name, level });
  }

  async compare() {
    const s = this.getState();
    const { gen, session } = s;
    this.compared = gen;
    this.hard.disabled = true;
    const line = make("p", "again-thinking", t("whatif.thinking", { n: 1 }));
    this.out.replaceChildren(line);
    this.box.setAttribute("aria-busy", "true");
    try {
      const answer = await this.lines.hardOnSameDeals((rounds) => {
        line.textContent = t("whatif.thinking", { n: rounds + 1 });
      });
      if (gen !== this.getState().gen || !session) return;
      this.out.replaceChildren(resultTable(session, /** @type {AgainHard} */ (answer))); // the engine's last again_hard
    } catch (err) {
      this.hard.disabled = false;
      this.out.replaceChildren(make("p", "again-failed", t("whatif.failed", { message: err.message })));
    } finally {
      this.box.removeAttribute("aria-busy");
    }
  }
}

/** Yours and the hard computer's results side by side: each side's final points and the winner.
 * @param {Session} session @param {AgainHard} answer */
function resultTable(session, answer) {
  const { view, human, seats = [] } = session;
  const table = make("table", "again-table");
  table.dataset.yours = JSON.stringify(view.display_scores);
  table.dataset.hard = JSON.stringify(answer.display_scores);
  const head = make("tr");
  for (const key of ["whatif.sideCol", "whatif.yours", "whatif.hardCol"]) {
    const cell = make("th", "", t(key));
    cell.scope = "col";
    head.append(cell);
  }
  table.append(
    make("caption", "", t("whatif.tableCaption", { name: seatName(human, view.players, human, seats) })),
    head,
  );
  view.display_scores.forEach((points, side) => {
    const row = make("tr");
    const mark = (/** @type {number | null} */ winner) => (winner === side ? ` ${t("whatif.won")}` : "");
    const name = make("th", "", sideName(side, view.players, human, seats));
    name.scope = "row";
    row.append(
      name,
      make("td", "", `${num(points)}${mark(view.winner)}`),
      make("td", "", `${num(answer.display_scores[side])}${mark(answer.winner)}`),
    );
    table.append(row);
  });
  return table;
}

/** "Play from here": against the computers (your seat stays yours, every other seat a computer:
 * its own level, else the table's default) or hand to hand (every seat a person at this device). */
class LineChoice {
  /** @type {LineStart | null} */
  at = null; // {record, round, step} asked for

  /** @param {Lines} lines @param {() => PageState} getState */
  constructor(lines, getState) {
    this.lines = lines;
    this.getState = getState;
    this.box = makeDialog("line-dialog", "whatif.lineTitle", "again-dialog");
    this.lead = make("p", "line-lead");
    this.computers = button("line-computers", t("whatif.lineComputers"), "btn btn-primary");
    this.people = button("line-people", t("whatif.linePeople"), "btn");
    this.box.body.append(this.lead, this.computers, this.people);
  }

  /** Ask how to play the position `at` ({record?, round, step}).
   * @param {LineStart} at */
  open(at) {
    this.at = at;
    this.box.retitle("whatif.lineTitle");
    this.lead.textContent = t("whatif.lineLead", { round: at.round, step: at.step });
    this.computers.textContent = t("whatif.lineComputers");
    this.people.textContent = t("whatif.linePeople");
    this.box.open();
    this.computers.focus();
  }

  /** The seats of the record the line comes from (the replay's, else the game's).
   * @param {LineStart} at */
  seatsNow(at) {
    const s = this.getState().session;
    const seats = at.record?.seats ?? s?.seats ?? [];
    const you = at.record ? seats.findIndex((seat) => seat.kind === "person") : (s?.human ?? 0);
    return { seats, you: Math.max(0, you) };
  }

  /** @param {boolean} handToHand */
  choose(handToHand) {
    const at = this.at;
    if (!at) return; // (its buttons are in the dialog open() filled)
    const { seats, you } = this.seatsNow(at);
    const level = defaultLevel();
    const chosen = seats.map((seat, i) => {
      const name = seat.kind === "person" ? (seat.name ?? null) : null;
      if (handToHand || i === you) return /** @type {SeatChoice} */ ({ kind: "person", name });
      return /** @type {SeatChoice} */ ({ kind: "computer", level: seat.kind === "computer" ? seat.level : level });
    });
    this.box.close();
    this.lines.playFrom({ ...at, seats: chosen.length ? chosen : null }); // none: the record's
  }
}

/** The what-if bar and the same deals (a change of language redraws them from the store).
 * ctx: {store, lines (modes/line.js)}.
 * @param {{store: typeof import("../core/store.js").store, lines: Lines}} ctx */
export function installWhatIf({ store, lines }) {
  const box = $("again-box");
  const result = new LineResult(lines, store.get, box);
  const deals = new SameDeals(lines, store.get, box);
  const choice = new LineChoice(lines, store.get);
  onAction("line-computers", () => choice.choose(false));
  onAction("line-people", () => choice.choose(true));
  onAction("open-again", () => deals.open());
  onAction("history-again", (control) => deals.openKept(control.dataset.game));
  onAction("again-start", () => deals.start());
  onAction("compare-hard", () => deals.compare());
  store.subscribe((s) => {
    const line = result.render(s);
    box.hidden = !deals.render(s) && !line;
  });
  return { playFrom: (/** @type {LineStart} */ at) => choice.open(at) };
}
