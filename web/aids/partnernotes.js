// The coach speaks partnership (issue 42): after a hand of a game of partners, below the coach's
// moments, what the partner's play said (passes and draws, an opening of their choice, a number
// shown again and again), where a choice went against it and where a play showed the partner a
// number that was not there, with the points the coach's valuation gives. Everything is the
// engine's (the `coach` op's `partner`, engine/ai/partnernotes.py): which notes, their numbers and
// moves, their points as the score sheet counts them; the page only words them, by kind, in the
// language shown, and names no rule.

import { make } from "../core/dom.js";
import { language, t } from "../i18n/i18n.js";
import { decimal, endLabel, moveText } from "../i18n/text.js";

/**
 * @typedef {import("../core/answers.js").PartnerNotes} PartnerNotes
 * @typedef {import("../core/answers.js").PartnerTold} PartnerTold
 * @typedef {import("../core/answers.js").PartnerMissed} PartnerMissed
 * @typedef {import("../core/answers.js").PartnerMisled} PartnerMisled
 * @typedef {import("../core/types.js").PlaceMove} PlaceMove
 * @typedef {{ partner: string, name: string | null }} Partners  the partner's name, and whose notes
 *   they are with several people at the table (null: the one person's, "you")
 * @typedef {{ heading: string, items: string[], none: string | null }} NoteList  one part: its
 *   heading, a sentence per note, or a line saying there are none
 * @typedef {{ heading: string, told: NoteList, missed: NoteList, misled: NoteList }} PartnerWords
 */

/** Numbers, moves or phrases as a list in the language shown: "1 or 5", "3 and 6", "5, 9 y 12".
 * @param {(number | string)[]} items @param {"conjunction" | "disjunction"} type */
const listed = (items, type) => new Intl.ListFormat(language(), { type }).format(items.map(String));

/** A placement the notes offer instead: "[3|3] on [3|6] low end" or "opening with [2|3]".
 * @param {PlaceMove} move */
function placement(move) {
  return move.end === null
    ? t("aids.partner.open", { tile: move.tile })
    : t("aids.partner.on", { tile: move.tile, end: endLabel(move.end) });
}

/** What the partner's play said, one note.
 * @param {PartnerTold} note @param {string} partner */
function toldText(note, partner) {
  const n = note.step + 1;
  if (note.kind === "long") {
    const times = t("aids.partner.times", { n: note.steps.length });
    const moves = listed(
      note.steps.map((s) => s + 1),
      "conjunction",
    );
    return t("aids.partner.long", { moves, partner, number: note.number, times });
  }
  const numbers = listed(note.numbers, "disjunction");
  if (note.kind === "led") return t("aids.partner.led", { n, partner, tile: note.tile, numbers });
  return t(note.kind === "pass" ? "aids.partner.pass" : "aids.partner.draw", { n, partner, numbers });
}

/** Where a choice went against what the partner said, and what it cost.
 * @param {PartnerMissed} note @param {Partners} who */
function missedText(note, who) {
  const { partner } = who;
  const why = [];
  if (note.kept.length) why.push(t("aids.partner.kept", { partner, numbers: listed(note.kept, "conjunction") }));
  if (note.avoided.length)
    why.push(t("aids.partner.avoided", { partner, numbers: listed(note.avoided, "conjunction") }));
  return t(note.exact ? "aids.partner.missedExact" : "aids.partner.missed", {
    n: note.step + 1,
    played: moveText(note.played, true, who.name),
    better: placement(note.better),
    why: listed(why, "conjunction"),
    gain: decimal(note.display_gain),
  });
}

/** A play that showed a number its player held no more of, and what came of it.
 * @param {PartnerMisled} note @param {Partners} who */
function misledText(note, who) {
  const { partner } = who;
  const number = note.number;
  const parts = [t("aids.partner.misled", { n: note.step + 1, played: moveText(note.played, true, who.name), number })];
  if (note.partner_step !== null)
    parts.push(t("aids.partner.misledPartner", { partner, number, m: note.partner_step + 1 }));
  if (note.pass_step !== null) parts.push(t("aids.partner.misledPass", { number, m: note.pass_step + 1 }));
  const said = `${parts.join("; ")}.`;
  if (note.better === null || note.display_gain === null) return said;
  const better = t(note.exact ? "aids.partner.honestExact" : "aids.partner.honest", {
    better: placement(note.better),
    gain: decimal(note.display_gain),
  });
  return `${said} ${better.charAt(0).toLocaleUpperCase(language())}${better.slice(1)}`;
}

/** The notes in words, every text of the part (no DOM: the node tests read it).
 * @param {PartnerNotes} notes @param {Partners} who @returns {PartnerWords} */
export function partnerWords(notes, who) {
  const { partner, name } = who;
  /** @param {string} heading @param {string[]} items @param {string} none @returns {NoteList} */
  const part = (heading, items, none) => ({ heading, items, none: items.length ? null : none });
  return {
    heading: name === null ? t("aids.partner.heading", { partner }) : t("aids.partner.headingFor", { partner, name }),
    told: part(
      t("aids.partner.told", { partner }),
      notes.told.map((note) => toldText(note, partner)),
      t("aids.partner.toldNone", { partner }),
    ),
    missed: part(
      t("aids.partner.missedHeading", { partner }),
      notes.missed.map((note) => missedText(note, who)),
      t("aids.partner.missedNone", { partner }),
    ),
    misled: part(
      t("aids.partner.misledHeading", { partner }),
      notes.misled.map((note) => misledText(note, who)),
      t("aids.partner.misledNone", { partner }),
    ),
  };
}

/** The part below the coach's moments: a heading, then for each of the three a heading and a list
 * (or a line saying there is nothing), so a screen reader reads it by heading and by list.
 * @param {PartnerNotes} notes @param {Partners} who @returns {HTMLElement} */
export function partnerSection(notes, who) {
  const words = partnerWords(notes, who);
  const section = make("section", "coach-partner");
  const title = make("h4", "", words.heading);
  title.id = "coach-partner-title";
  section.setAttribute("aria-labelledby", title.id);
  section.dataset.partner = String(notes.seat);
  section.append(title);
  for (const kind of /** @type {const} */ (["told", "missed", "misled"])) {
    const list = words[kind];
    const part = make("div", `coach-partner-part coach-${kind}`);
    part.append(make("h5", "", list.heading));
    if (list.none !== null) part.append(make("p", "coach-none", list.none));
    else {
      const items = make("ul", "coach-notes");
      for (const text of list.items) items.append(make("li", "coach-note", text));
      part.append(items);
    }
    section.append(part);
  }
  return section;
}
