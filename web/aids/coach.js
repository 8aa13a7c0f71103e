// The coach: after a round, the person's moves where the hard computer would have played otherwise
// (the engine's `coach` op), with the points it expected that to be worth; the list is in the
// round summary and each moment can be looked at on the board (◀ ▶, arrow keys): the position
// before the move, the tile played and where (red), the better tile and where (green).
// With several people at the table (pass and play) the section offers one button per person
// ("Review Anna's moves", `[data-action="coach"][data-seat="N"]`): the coach reviews that person's
// moves (the `coach` op's `seat`), and another button switches to another person. With one person
// it reads as it always has.
// In a game of partners (four players) the answer also carries the partnership notes, shown below
// the moments by partnernotes.js: what the partner's play said, where it mattered, where a play
// told the partner the wrong thing.
// Each moment says how it was valued (`.coach-item[data-exact]`, the `coach` op's `exact`):
// "Exact" when every hidden tile was known and the exact solver played the round out (best play by
// every side), "Estimate" when the values are the sampled expectation; the viewer says the same.

import { onAction } from "../core/actions.js";
import { $, button, make } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { decimal, endLabel, moveText, seatName, together } from "../i18n/text.js";
import { partnerSection } from "./partnernotes.js";
import { createViewer } from "./viewer.js";

/**
 * @typedef {import("./context.js").AidContext} AidContext
 * @typedef {import("../core/types.js").CoachMoment} CoachMoment
 * @typedef {import("../core/answers.js").PartnerNotes} PartnerNotes
 * @typedef {import("../core/types.js").View} View
 * @typedef {import("./viewer.js").Target} Target
 * @typedef {{seat: number, name: string}} Person  a person at the table whose moves can be reviewed
 */

/** One candidate's value: "[1|3] on [1|1] branch B: 4.1" (keys are "tile end" / "tile opening").
 * @param {string} name @param {number} value */
function valueText(name, value) {
  const tile = name.slice(0, 5);
  const end = name.slice(6);
  return end === "opening"
    ? t("aids.coach.valueOpen", { tile, value: decimal(value) })
    : t("aids.coach.value", { tile, end: endLabel(end), value: decimal(value) });
}

/** One moment in words: the move, what was played, what would have been better and by how much;
 * `name`: whose move, with several people (else null: "you").
 * @param {CoachMoment} m @param {string | null} [name] */
function momentText(m, name = null) {
  return t(m.exact ? "aids.coach.momentExact" : "aids.coach.moment", {
    n: m.step + 1,
    played: moveText(m.played, true, name),
    better: moveText(m.better),
    gain: decimal(m.display_gain),
  });
}

const isDouble = (/** @type {string} */ tile) => tile[1] === tile[3];

/** Where a moment's two tiles go on the board: the one played (✗, red) and the better one (★,
 * green, with the gain). An opening: both would lie in the middle; the better one is shown there,
 * the one played is marked in the hand.
 * @param {CoachMoment} m */
function momentTargets(m) {
  /** @type {Target[]} */
  const targets = [];
  const gain = `+${decimal(m.display_gain)}`;
  if (m.played.end) targets.push({ end: m.played.end, label: "✗", tone: "played", double: isDouble(m.played.tile) });
  if (m.better.end === null)
    targets.push({ end: "opening", label: "★", tone: "better", note: gain, double: isDouble(m.better.tile) });
  else if (m.better.end !== m.played.end)
    targets.push({ end: m.better.end, label: "★", tone: "better", note: gain, double: isDouble(m.better.tile) });
  return targets;
}

/** The hand's marks: the tile played and the better one (one tile may be both).
 * @param {CoachMoment} m */
function momentMarks(m) {
  /** @type {Record<string, string>} */
  const marks = { [m.played.tile]: "is-played" };
  marks[m.better.tile] = m.better.tile === m.played.tile ? "is-played is-better" : "is-better";
  return marks;
}

/** Every candidate's expected value, best first.
 * @param {CoachMoment} m */
function valuesText(m) {
  return Object.entries(m.display_values)
    .sort((a, b) => b[1] - a[1])
    .map(([name, value]) => valueText(name, value))
    .join(" · ");
}

/** The people at the table, with several ({seat, name}); else none (one person: the coach's own
 * words).
 * @param {{view: View, people?: number[], seats?: import("../i18n/text.js").Named[]} | null} session
 * @returns {Person[]} */
function peopleToReview(session) {
  const seats = session?.seats ?? [];
  if (!session || !together(seats)) return [];
  return (session.people ?? []).map((seat) => ({ seat, name: seatName(seat, session.view.players, seat, seats) }));
}

/** The moments as the summary lists them: a lead with their total, one link each, and a button
 * that steps through them all; or a line saying there are none. `name`: whose moves, with
 * several people (else null: "your").
 * @param {CoachMoment[]} moments @param {number} total @param {string | null} [name] */
function momentList(moments, total, name = null) {
  const whose = name === null ? [] : [make("p", "coach-whose", t("aids.coach.whose", { name }))];
  if (!moments.length)
    return [
      ...whose,
      make("p", "coach-none", name === null ? t("aids.coach.none") : t("aids.coach.noneFor", { name })),
    ];
  const list = make("ol", "coach-list");
  moments.forEach((m, i) => {
    const li = make("li", "coach-item");
    li.dataset.step = String(m.step);
    li.dataset.exact = String(m.exact);
    const show = button("coach-show", momentText(m, name), "coach-link");
    show.dataset.moment = String(i);
    li.append(make("span", "coach-kind", t(m.exact ? "aids.coach.exact" : "aids.coach.estimate")), show);
    list.append(li);
  });
  return [
    ...whose,
    make("p", "coach-lead", t("aids.coach.lead", { n: moments.length, total: decimal(total) })),
    list,
    button("coach-step", t("aids.coach.stepThrough"), "btn coach-step"),
  ];
}

/** The coach of one round summary: its section (#coach-box, index.html) asks the engine once and
 * lists the moments; the viewer shows them one at a time. */
class Coach {
  /** @type {CoachMoment[]} */
  moments = [];
  total = 0;
  round = 0;
  /** @type {PartnerNotes | null} */
  partner = null; // the partnership notes, in a game of partners (the answer's `partner`)
  at = 0; // the moment the viewer shows
  /** @type {{gen: number, round: number, seat: number | null} | null} */
  asked = null; // {gen, round, seat} the answer shown belongs to (seat null: the one person)
  /** @type {Person[]} */
  people = []; // with several people, whose moves can be reviewed: [{seat, name}]
  /** @type {View | null} */
  view = null; // the round whose summary the section belongs to
  filled = 0; // counts the section's fillings: an answer asked for an earlier one is dropped

  /** @param {AidContext} ctx */
  constructor(ctx) {
    this.ctx = ctx;
    this.section = $("coach-box");
    this.viewer = createViewer({
      id: "coach-dialog",
      titleKey: "aids.coach.title",
      queries: ctx.queries,
      onStep: (delta) => this.go(this.at + delta),
      onJump: (where) => this.go(where === "start" ? 0 : where === "end" ? this.moments.length - 1 : this.at),
    });
    // A what-if line from the moment shown, before the move (modes/line.js).
    this.playFrom = button("coach-play-from", t("whatif.playFrom"), "btn viewer-play-from");
    this.viewer.extra.append(this.playFrom);
  }

  /** A new line from the moment shown; the viewer closes. */
  lineFromHere() {
    const moment = this.moments[this.at];
    if (!moment) return;
    this.viewer.close();
    this.ctx.playFrom({ round: this.round, step: moment.step });
  }

  /** Show moment i (kept within the list) in the viewer.
   * @param {number} i */
  async go(i) {
    if (!this.moments.length) return;
    const at = Math.max(0, Math.min(this.moments.length - 1, i));
    this.at = at;
    this.viewer.setNav({ canPrev: at > 0, canNext: at < this.moments.length - 1 });
    const m = this.moments[at];
    const v = m.view;
    this.viewer.box.dialog.dataset.moment = String(at);
    await this.viewer.show({
      boardDict: v.board,
      game: v,
      targets: momentTargets(m),
      text: `${momentText(m, this.nameOf(this.asked?.seat ?? null))} ${t(m.exact ? "aids.coach.explainExact" : "aids.coach.explain")}`,
      position: t("aids.coach.position", { i: at + 1, n: this.moments.length, round: this.round }),
      hands: [
        {
          name: seatName(v.seat, v.players, v.seat, this.ctx.state().session?.seats ?? []),
          tiles: v.hand,
          marks: momentMarks(m),
          seat: v.seat,
        },
        { name: t(m.exact ? "aids.coach.valuesExact" : "aids.coach.values"), tiles: null, note: valuesText(m) },
      ],
    });
  }

  /** Open the viewer at moment i.
   * @param {number} i */
  step(i) {
    this.viewer.open();
    this.go(i);
  }

  get body() {
    return /** @type {HTMLElement} */ (this.section.querySelector(".coach-body"));
  }

  /** The ask buttons: one ("Review my moves"), or one per person with several people, the person
   * whose moves are shown marked as pressed. */
  askButtons() {
    return /** @type {HTMLButtonElement[]} */ ([...this.section.querySelectorAll('[data-action="coach"]')]);
  }

  /** Whose moves the answer is about, in words: null with one person.
   * @param {number | null} seat */
  nameOf(seat) {
    return this.people.find((p) => p.seat === seat)?.name ?? null;
  }

  /** Ask the engine for the round's moments (an Ask button: `data-seat` names the person, with
   * several people); a failure is said in the section and the buttons offered again.
   * @param {HTMLElement} source */
  async ask(source) {
    const { gen } = this.ctx.state();
    const filled = this.filled;
    const seat = source?.dataset.seat === undefined ? null : Number(source.dataset.seat);
    const name = this.nameOf(seat);
    for (const b of this.askButtons()) b.disabled = true;
    this.body.replaceChildren(
      make("p", "coach-wait", name === null ? t("aids.coach.wait") : t("aids.coach.waitFor", { name })),
    );
    this.section.setAttribute("aria-busy", "true");
    try {
      const round = /** @type {View} */ (this.view).round; // the section is drawn for a round
      const args = seat === null ? { round } : { round, seat };
      const answer = await this.ctx.queries.coach(args);
      if (gen !== this.ctx.state().gen || filled !== this.filled) return;
      this.moments = answer.moments;
      this.total = answer.display_total_gain; // the engine's sum, in points: the page adds up none
      this.partner = answer.partner;
      this.round = answer.round;
      this.asked = { gen, round: answer.round, seat };
      this.showAnswer();
    } catch (err) {
      if (filled !== this.filled) return;
      for (const b of this.askButtons()) b.disabled = false;
      this.body.replaceChildren(make("p", "coach-none", t("aids.coach.failed", { message: err.message })));
    } finally {
      if (filled === this.filled) this.section.removeAttribute("aria-busy");
    }
  }

  /** The answer in the section: the list of moments; with one person the Ask button goes, with
   * several the buttons stay (to review another person), the one answered pressed. */
  showAnswer() {
    const seat = this.asked?.seat ?? null;
    for (const b of this.askButtons()) {
      b.disabled = false;
      if (b.dataset.seat === undefined) b.hidden = true;
      else b.setAttribute("aria-pressed", String(Number(b.dataset.seat) === seat));
    }
    if (seat === null) delete this.section.dataset.seat;
    else this.section.dataset.seat = String(seat);
    const name = this.nameOf(seat);
    this.body.replaceChildren(...momentList(this.moments, this.total, name));
    const view = this.view;
    if (this.partner && view) {
      const seats = this.ctx.state().session?.seats ?? [];
      const partner = seatName(this.partner.seat, view.players, view.seat, seats);
      this.body.append(partnerSection(this.partner, { partner, name }));
    }
  }

  /** A round ended: the section offers to look at it.
   * @param {View} view */
  roundEnded(view) {
    if (view === this.view && !this.section.hidden) return; // only the summary was redrawn
    this.view = view;
    this.fill();
  }

  /** The section in the page's words; an answer already given for this round stays (a change of
   * language), any other is forgotten. */
  fill() {
    this.filled += 1;
    this.people = peopleToReview(this.ctx.state().session);
    const answered = this.asked?.gen === this.ctx.state().gen && this.asked?.round === this.view?.round;
    if (!answered) {
      this.moments = [];
      this.partner = null;
      this.asked = null;
    }
    const several = this.people.length > 0;
    const asks = several
      ? this.people.map(({ seat, name }) => {
          const ask = button("coach", t("aids.coach.askFor", { name }), "btn coach-ask");
          ask.dataset.seat = String(seat);
          ask.setAttribute("aria-pressed", "false");
          return ask;
        })
      : [button("coach", t("aids.coach.ask"), "btn coach-ask")];
    const choice = make("div", "coach-asks");
    choice.append(...asks);
    delete this.section.dataset.seat;
    this.section.replaceChildren(
      make("h3", "", t("aids.coach.heading")),
      make("p", "coach-intro", t(several ? "aids.coach.introPeople" : "aids.coach.intro")),
      choice,
      make("div", "coach-body"),
    );
    if (answered) this.showAnswer();
    this.section.removeAttribute("aria-busy");
    this.section.hidden = false;
  }

  retranslate() {
    this.viewer.labels();
    this.playFrom.textContent = t("whatif.playFrom");
    if (this.view) this.fill();
    if (this.viewer.isOpen) this.go(this.at);
  }
}

/** The coach in the page: its buttons, its words; aids.js tells it when a round ended (the store's summary).
 * ctx: {queries, state(), playFrom({round, step})} (state().gen tells a new game).
 * @param {AidContext} ctx */
export function installCoach(ctx) {
  const coach = new Coach(ctx);
  onAction("coach", (source) => coach.ask(source));
  onAction("coach-step", () => coach.step(0));
  onAction("coach-show", (link) => coach.step(Number(link.dataset.moment)));
  onAction("coach-play-from", () => coach.lineFromHere());
  onLanguageChange(() => coach.retranslate());
  return { roundEnded: (/** @type {View} */ view) => coach.roundEnded(view) };
}
