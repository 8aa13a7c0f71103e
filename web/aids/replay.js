// Replay a finished game move by move, forwards and backwards (the engine's `replay` op): the board
// after each move, every hand face up, the move in words and the scores. ◀ ▶ and the arrow keys
// step a move (across rounds), Page Up / Page Down a round, Home / End to a round's start or end.

import { onAction } from "../core/actions.js";
import { button, make } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { eventSentence, isYou, loggedEndText, num, scoresText, seatName } from "../i18n/text.js";
import { tellingOf } from "../core/telling.js";
import { hasStock } from "../core/games.js";
import { createViewer } from "./viewer.js";

/**
 * @typedef {import("./context.js").AidContext} AidContext
 * @typedef {import("../core/types.js").GameRecord} GameRecord
 * @typedef {import("../core/types.js").View} View
 * @typedef {import("./viewer.js").ViewerHand} ViewerHand
 * @typedef {import("./viewer.js").Jump} Jump
 */

/** What a replayed position says: the deal (step 0) or the move just made, and how the round
 * ended once it has; the seats named from the replayed game's own (`seats`, its record's).
 * @param {View} v @param {number} step @param {import("../i18n/text.js").Seat[]} seats */
function captionOf(v, step, seats) {
  const human = v.seat;
  const players = v.players;
  const telling = tellingOf(v, human, seats);
  let text;
  if (step === 0)
    text = t("aids.replay.deal", {
      name: seatName(v.starter, players, human, seats),
      you: isYou(v.starter, human, seats),
    });
  else {
    const last = v.history[v.history.length - 1];
    const said = eventSentence(last, telling);
    text = `${t("aids.replay.move", { n: step })} ${said}`;
  }
  if (v.round_over && v.round_result) text += ` ${loggedEndText(v.round_result, telling)}`;
  return `${text} ${t("aids.replay.scores", { scores: scoresText(v.display_scores, players, human, seats) })}`;
}

/** Every hand face up, each with its deduction once the round is over, then the boneyard's count
 * where the game has a stock (core/games.js `hasStock`; none: no Boneyard row).
 * @param {View} v a replayed view: every hand in it @param {import("../i18n/text.js").Seat[]} seats */
function handsOf(v, seats) {
  const result = v.round_over ? v.round_result : null;
  /** @type {ViewerHand[]} */
  const hands = (v.revealed_hands ?? []).map((tiles, seat) => ({
    seat,
    name: seatName(seat, v.players, v.seat, seats),
    tiles,
    note: result && result.penalties[seat] > 0 ? `\u2212${num(result.penalties[seat])} ${t("aids.replay.raw")}` : "",
  }));
  if (hasStock(v)) hands.push({ name: t("aids.replay.boneyard"), tiles: null, note: String(v.boneyard_count) });
  return hands;
}

/** One finished game's replay in a viewer, at a {round, step}; a round's step 0 is its deal. */
class GameReplay {
  /** @type {GameRecord | null} */
  record = null;
  at = { round: 1, step: 0 };
  seq = 0; // counts the positions asked for: only the latest answer is shown

  /** @param {Pick<AidContext, "queries" | "playFrom">} ctx */
  constructor(ctx) {
    this.queries = ctx.queries;
    this.viewer = createViewer({
      id: "replay-dialog",
      titleKey: "aids.replay.title",
      queries: ctx.queries,
      onStep: (delta) => this.step(delta),
      onJump: (where) => this.jump(where),
    });
    const roundNav = make("div", "viewer-rounds");
    this.prevRound = button("replay-prev-round", "", "btn btn-quiet");
    this.nextRound = button("replay-next-round", "", "btn btn-quiet");
    // A what-if line from the position shown (modes/line.js): the game itself stays.
    this.playFrom = button("replay-play-from", "", "btn viewer-play-from");
    roundNav.append(this.prevRound, this.nextRound, this.playFrom);
    this.viewer.extra.append(roundNav);
    this.playFromHere = ctx.playFrom;
    this.labels();
  }

  labels() {
    this.prevRound.textContent = t("aids.replay.prevRound");
    this.nextRound.textContent = t("aids.replay.nextRound");
    this.playFrom.textContent = t("whatif.playFrom");
    this.playFrom.title = t("whatif.playFromTitle");
  }

  /** A new line from the position shown; the replay closes. */
  lineFromHere() {
    const { round, step } = this.at;
    this.viewer.close();
    this.playFromHere({ record: this.record, round, step });
  }

  /** @param {number} round */
  stepsOf(round) {
    return /** @type {GameRecord} */ (this.record).rounds[round - 1].moves.length;
  }

  get rounds() {
    return /** @type {GameRecord} */ (this.record).rounds.length;
  }

  /** A move forwards or backwards, across into the next or the previous round.
   * @param {number} delta */
  step(delta) {
    let { round, step } = this.at;
    step += delta;
    if (step > this.stepsOf(round)) {
      if (round >= this.rounds) return;
      round += 1;
      step = 0;
    } else if (step < 0) {
      if (round <= 1) return;
      round -= 1;
      step = this.stepsOf(round);
    }
    this.go(round, step);
  }

  /** To the round's start or end, or to the previous or next round's start.
   * @param {Jump} where */
  jump(where) {
    const { round } = this.at;
    if (where === "start") this.go(round, 0);
    else if (where === "end") this.go(round, this.stepsOf(round));
    else if (where === "prev-round" && round > 1) this.go(round - 1, 0);
    else if (where === "next-round" && round < this.rounds) this.go(round + 1, 0);
  }

  /** The replayed game's seats, from its record (the engine has read it; an older record without
   * seats had one person), so its words name its own seats, never the game on the table's.
   * @returns {import("../i18n/text.js").Seat[]} */
  seats() {
    const seats = this.record?.seats;
    return Array.isArray(seats) ? seats : [];
  }

  /** Show the position after `step` moves of `round`, as the engine replays it.
   * @param {number} round @param {number} step */
  async go(round, step) {
    this.at = { round, step };
    const mine = ++this.seq;
    // The engine checks the record first (one kept on this device is untrusted too).
    const answer = await this.queries.replay({ record: this.record, round, step });
    if (mine !== this.seq || !this.viewer.isOpen) return;
    const steps = this.stepsOf(round);
    this.viewer.setNav({ canPrev: round > 1 || step > 0, canNext: round < this.rounds || step < steps });
    this.prevRound.disabled = round <= 1;
    this.nextRound.disabled = round >= this.rounds;
    this.playFrom.disabled = step >= steps; // a round's end has nothing left to play
    const v = answer.view;
    const lastPlaced = [...v.history].reverse().find((e) => e.type === "place");
    await this.viewer.show({
      boardDict: v.board,
      last: lastPlaced?.type === "place" ? lastPlaced.tile : null,
      text: captionOf(v, step, this.seats()),
      position: t("aids.replay.position", { round, rounds: this.rounds, step, steps }),
      hands: handsOf(v, this.seats()),
      game: v,
    });
    const { dataset } = this.viewer.box.dialog;
    dataset.round = String(round);
    dataset.step = String(step);
    dataset.points = JSON.stringify(v.display_scores);
  }

  retranslate() {
    this.labels();
    this.viewer.labels();
    if (this.viewer.isOpen && this.record) this.go(this.at.round, this.at.step);
  }
}

/** The replay dialog; ctx: {queries, playFrom({record, round, step})}.
 * @param {Pick<AidContext, "queries" | "playFrom">} ctx */
export function installReplay(ctx) {
  const replay = new GameReplay(ctx);
  onAction("replay-prev-round", () => replay.jump("prev-round"));
  onAction("replay-next-round", () => replay.jump("next-round"));
  onAction("replay-play-from", () => replay.lineFromHere());
  onLanguageChange(() => replay.retranslate());

  return {
    /** Open the replay of a finished game's record at its first move (throws the engine's refusal).
     * @param {GameRecord} gameRecord (one kept on this device is untrusted: the engine checks it first) */
    async open(gameRecord) {
      replay.record = gameRecord;
      replay.viewer.open();
      try {
        await replay.go(1, 0);
      } catch (err) {
        replay.viewer.close(); // a record the engine refuses shows nothing
        throw err;
      }
    },
    get isOpen() {
      return replay.viewer.isOpen;
    },
  };
}
