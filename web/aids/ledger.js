// "What the table knows" in the move log (issue 42): per seat its tile count and the numbers it is
// known to hold none of, the boneyard's count where the game has one, and the tiles the person
// whose hand is shown has not seen. Everything comes from the engine's `ledger` op, built from the
// public history only (engine/ledger.py); the unseen tiles come only with a seat named, never while
// the curtain is up (they would tell that person's hand by difference), and then a note says so.

import { make } from "../core/dom.js";
import { t } from "../i18n/i18n.js";
import { seatName } from "../i18n/text.js";

/**
 * @typedef {import("../core/answers.js").Ledger} Ledger
 * @typedef {import("../i18n/text.js").Telling} Telling
 * @typedef {{ seat: number, name: string, tiles: string, lacks: string }} LedgerRow  one seat's line
 * @typedef {{ how: string, rows: LedgerRow[], boneyard: string | null,
 *   unseen: { heading: string, tiles: string } | null, curtain: string | null }} LedgerWords
 */

/** The ledger in words, every text of the section (no DOM: the node tests read it).
 * @param {Ledger} ledger @param {Telling} context the game told (core/telling.js)
 * @returns {LedgerWords} */
export function ledgerWords(ledger, context) {
  const { players, human, seats } = context;
  const rows = ledger.seats.map((facts) => ({
    seat: facts.seat,
    name: seatName(facts.seat, players, human, seats),
    tiles: String(facts.tiles),
    lacks: facts.lacks.length ? facts.lacks.join(", ") : t("aids.ledger.nothing"),
  }));
  const unseen = ledger.unseen;
  return {
    how: t(context.stock ? "aids.ledger.how" : "aids.ledger.howNoStock"),
    rows,
    boneyard: ledger.boneyard === null ? null : t("aids.ledger.boneyard", { n: ledger.boneyard }),
    unseen: unseen ? { heading: t("aids.ledger.unseen", { n: unseen.length }), tiles: unseen.join(" ") } : null,
    curtain: unseen ? null : t("aids.ledger.curtain"),
  };
}

/** A header cell of the seats' table. @param {string} text @param {"col" | "row"} scope */
function header(text, scope) {
  const th = make("th", "", text);
  th.scope = scope;
  return th;
}

/** The section the log shows above its rounds: a heading, the rule in a sentence, a table of the
 * seats (a header row, then a row per seat headed by its name) and the rest as paragraphs.
 * @param {Ledger} ledger @param {Telling} context @returns {HTMLElement} */
export function ledgerSection(ledger, context) {
  const words = ledgerWords(ledger, context);
  const section = make("section", "log-ledger");
  section.id = "log-ledger";
  const title = make("h3", "", t("aids.ledger.title"));
  title.id = "log-ledger-title";
  section.setAttribute("aria-labelledby", title.id);
  const table = make("table", "ledger-seats");
  const head = make("tr");
  head.append(header(t("aids.ledger.player"), "col"), header(t("aids.ledger.tiles"), "col"));
  head.append(header(t("aids.ledger.lacks"), "col"));
  const body = make("tbody");
  for (const row of words.rows) {
    const tr = make("tr");
    tr.dataset.seat = String(row.seat);
    tr.append(header(row.name, "row"), make("td", "ledger-tiles", row.tiles), make("td", "ledger-lacks", row.lacks));
    body.append(tr);
  }
  const thead = make("thead");
  thead.append(head);
  table.append(thead, body);
  section.append(title, make("p", "ledger-how", words.how), table);
  if (words.boneyard) section.append(make("p", "ledger-boneyard", words.boneyard));
  if (words.unseen) {
    section.append(make("h4", "", words.unseen.heading), make("p", "ledger-unseen", words.unseen.tiles));
  }
  if (words.curtain) section.append(make("p", "ledger-curtain", words.curtain));
  return section;
}
