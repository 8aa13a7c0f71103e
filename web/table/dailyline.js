// The daily deal's lasting line (issue 39): while a daily game is on the table, what it is in a
// few words: "Today's deal · counted try · no hint or undo", or practice (today's once its try is
// taken, or another date's deal). A row of its own between the top bar and the table, as the side
// games' bar (never shown with it: a daily game is no side game); plain text, which a screen
// reader reads as it reads the table, drawn from the state.

import { $ } from "../core/dom.js";
import { dayName, t } from "../i18n/i18n.js";
import { todayUtc } from "../persist/daily.js";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {ReturnType<typeof import("../core/store.js").createStore>} Store
 */

/** The line's words for the state on `today`'s date, or null when no daily game is on the table.
 * @param {PageState} s @param {string} today */
export function dailyLine(s, today) {
  const daily = s.reach.daily;
  if (s.session?.origin !== "daily" || !daily) return null;
  if (daily.counted) return t("daily.lineCounted");
  if (daily.date === today) return t("daily.linePracticeToday");
  return t("daily.linePractice", { date: dayName(daily.date) });
}

/** Draw the line from the state. @param {Store} store */
export function installDailyLine(store) {
  store.subscribe((s) => {
    const line = $("daily-line");
    const words = dailyLine(s, todayUtc());
    line.hidden = words === null;
    if (line.textContent !== (words ?? "")) line.textContent = words ?? "";
  });
}
