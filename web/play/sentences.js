// The sentences of the game on the table (docs/architecture.md, "One flow"): what just happened
// said on the status line and in the round's log (`announce`), a placement and what it scored, a
// round told from the engine's history, started and ended. Each is kept as a function of the words,
// so a change of language says it again. No rule lives here: the engine's events are told as they
// came.

import { t } from "../i18n/i18n.js";
import { eventSentence, isYou, roundEndText, seatName, sideName } from "../i18n/text.js";
import { lastPlace } from "../core/selectors.js";
import { rawPerDisplayOf } from "../core/games.js";
import { tellingOf } from "../core/telling.js";
import { get, update } from "./flow.js";

/**
 * @typedef {import("../core/store.js").Say} Say
 * @typedef {import("../core/types.js").Session} Session
 * @typedef {import("../core/types.js").View} View
 * @typedef {import("../core/types.js").Move} Move
 * @typedef {import("../core/types.js").GameEvent} HistoryEvent
 */

/** Say what just happened: the status line and the round's log. @param {Say} text */
export function announce(text) {
  update({ status: text, log: [text, ...get().log] });
}

/** The game of the words (core/telling.js): how many play, who "you" is, whether Muggins is on,
 * who sits where, whether placements score during play and whether there is a stock.
 * @param {View} view @param {number} human @param {Pick<Session, "seats"> | null} [session] */
export function wordsGame(view, human, session = get().session) {
  return tellingOf(view, human, session?.seats ?? []);
}

/** A scoring placement lights up its side's score (under Muggins maybe the next side's, H2).
 * @param {number} seat @param {Move} move @param {View} view @param {string | null} [drawn] */
export function placed(seat, move, view, drawn = null) {
  const event = move.type === "place" ? lastPlace(view) : null;
  const game = wordsGame(view, get().session?.human ?? 0);
  const full = /** @type {HistoryEvent} */ ({ ...event, ...move, seat });
  announce(() => eventSentence(full, game, { view, drawnTile: drawn }));
  const points = event?.points ?? 0;
  const flash =
    event && points > 0
      ? { side: event.scorer ?? view.side_of[event.seat ?? 0], points: event.display_points ?? 0 }
      : null;
  update({ flash, lot: get().lot && view.history.length < view.players });
  if (event?.muggins) update({ muggins: mugginsNotice(event, game) });
}

/** What a Muggins gave and why, in points (H2): said until the next person acts.
 * @param {import("../core/types.js").PlaceEvent} event @param {ReturnType<typeof wordsGame>} game @returns {Say} */
function mugginsNotice(event, game) {
  const { players, human, seats } = game;
  const step = rawPerDisplayOf(get().session?.view.rules) || 1;
  return () =>
    t("muggins.notice", {
      name: sideName(event.scorer ?? 0, players, human, seats),
      you: players !== 4 && isYou(event.scorer ?? 0, human, seats),
      many: players === 4,
      points: event.display_points,
      claimer: seatName(event.seat ?? 0, players, human, seats),
      claim: Math.floor((event.claim ?? 0) / step),
    });
}

/** The round on the table told from the engine's history, as the move log tells it: who started
 * and every move since, newest first, each said again in a new language. For a round taken up
 * part-way: a save whose log is in another language, a what-if line from mid-round.
 * @param {Session} session @returns {Say[]} */
export function roundTold(session) {
  const { view, human } = session;
  const game = wordsGame(view, human, session);
  return [...view.history.map((event) => () => eventSentence(event, game)).reverse(), roundStartSaid(session)];
}

/** "Round 2: Ann won the lot and starts.", "Round 1: East holds [6|6] and opens.": who opens and
 * why, as the engine's view says it (`opens`). The names inside the function: a change of language
 * says it again in the new words. @param {Session} session @returns {Say} */
function roundStartSaid({ view, human, seats = [] }) {
  const you = isYou(view.starter, human, seats);
  return () =>
    t("round.start", {
      n: view.round,
      name: seatName(view.starter, view.players, human, seats),
      you,
      opens: view.opens,
    });
}

/** A new round is on the table: the lot and who starts. */
export function roundStarted() {
  const session = get().session;
  if (!session) return;
  update({ lot: true, summary: null, hint: null, muggins: null });
  announce(roundStartSaid(session));
}

/** The round is over: its summary, and the game's outcome once it is over too. */
export function roundEnded() {
  const session = get().session;
  if (!session) return;
  const { view, human, seats = [] } = session;
  update({ busy: false, thinking: null, selected: null, hint: null, lot: false, summary: view });
  announce(() => {
    let outcome = t("round.isOver", { n: view.round });
    if (view.over) {
      const winner = view.winner ?? 0;
      const you = view.players !== 4 && isYou(winner, view.side_of[human], seats);
      const name = sideName(winner, view.players, human, seats);
      outcome = you ? t("round.gameYouWin") : t("round.gameSideWins", { name, many: view.players === 4 });
    }
    return `${roundEndText(view.round_result ?? {}, tellingOf(view, human, seats))} ${outcome}`;
  });
}
