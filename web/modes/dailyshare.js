// The daily result's words for any chat (modes/reach.js's Share): the date, the result, the hard
// computer's on the same deals, a legend, a line per round and the link; no tile in them. Each
// round's mark is plain text (two triangles of the geometric shapes and "=", none of which a font
// draws as a colour emoji), so the text reads the same in any chat, on any device.

import { t } from "../i18n/i18n.js";
import { signed } from "../i18n/numbers.js";

/** @typedef {import("../core/store.js").DailyResult} DailyResult */

/** The marks of a round won, lost and even, as the legend (`daily.legend`) names them. */
export const MARKS = { won: "\u25B2", lost: "\u25BC", even: "=" };

/** A round as a line of the share text: its mark, then the points each side made in it (yours
 * first). @param {number} you @param {number} them */
export function roundLine(you, them) {
  const mark = you > them ? MARKS.won : you < them ? MARKS.lost : MARKS.even;
  return `${mark} ${signed(you)} ${signed(them)}`;
}

/** The daily result's words for any chat. @param {string} date @param {DailyResult} result
 * @param {number[] | null} hard @param {string} link */
export function dailyText(date, result, hard, link) {
  const head = t("daily.shareHead", { date });
  const outcome = t(result.won ? "daily.won" : "daily.lost", {
    mine: result.scores[0],
    them: result.scores[1],
    n: result.rounds,
  });
  const versus = hard ? [t("daily.hardLine", { mine: hard[0], them: hard[1] })] : [];
  const legend = result.lines.length ? [t("daily.legend", MARKS)] : [];
  return [head, outcome, ...versus, ...legend, ...result.lines, link].join("\n");
}
