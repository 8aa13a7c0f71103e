// Replay a finished game move by move, forwards and backwards (the engine's `replay` op): the board
// after each move, every hand face up, the move in words and the scores. ◀ ▶ and the arrow keys
// step a move (across rounds), Page Up / Page Down a round, Home / End to a round's start or end.

import { button } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { eventSentence, num, scoresText, seatName } from "../i18n/text.js";
import { createViewer } from "./viewer.js";

export function setupReplay(ctx) {
  let record = null;
  let at = { round: 1, step: 0 };
  let seq = 0;

  const stepsOf = (round) => record.rounds[round - 1].moves.length;
  const roundsOf = () => record.rounds.length;

  const viewer = createViewer({
    id: "replay-dialog",
    titleKey: "aids.replay.title",
    bridge: ctx.bridge,
    onStep: (delta) => step(delta),
    onJump: (where) => jump(where),
  });

  const roundNav = document.createElement("div");
  roundNav.className = "viewer-rounds";
  const prevRound = button("replay-prev-round", "", "btn btn-quiet");
  const nextRound = button("replay-next-round", "", "btn btn-quiet");
  roundNav.append(prevRound, nextRound);
  viewer.extra.append(roundNav);
  function labels() {
    prevRound.textContent = t("aids.replay.prevRound");
    nextRound.textContent = t("aids.replay.nextRound");
  }
  labels();
  viewer.box.dialog.addEventListener("click", (event) => {
    const b = event.target.closest("[data-action]");
    if (!b || b.disabled) return;
    if (b.dataset.action === "replay-prev-round") jump("prev-round");
    if (b.dataset.action === "replay-next-round") jump("next-round");
  });

  function step(delta) {
    let { round, step: s } = at;
    s += delta;
    if (s > stepsOf(round)) {
      if (round >= roundsOf()) return;
      round += 1;
      s = 0;
    } else if (s < 0) {
      if (round <= 1) return;
      round -= 1;
      s = stepsOf(round);
    }
    go(round, s);
  }

  function jump(where) {
    const { round } = at;
    if (where === "start") go(round, 0);
    else if (where === "end") go(round, stepsOf(round));
    else if (where === "prev-round" && round > 1) go(round - 1, 0);
    else if (where === "next-round" && round < roundsOf()) go(round + 1, 0);
  }

  async function go(round, s) {
    at = { round, step: s };
    const mine = ++seq;
    viewer.setNav({ canPrev: round > 1 || s > 0, canNext: round < roundsOf() || s < stepsOf(round) });
    prevRound.disabled = round <= 1;
    nextRound.disabled = round >= roundsOf();
    const answer = await ctx.bridge.call("replay", { record, round, step: s });
    if (mine !== seq || !viewer.isOpen) return;
    const v = answer.view;
    const human = v.seat;
    const players = v.players;
    const last = v.history[v.history.length - 1];
    let text;
    if (s === 0) text = t("aids.replay.deal", { name: seatName(v.starter, players, human) });
    else {
      const said = eventSentence(last, { players, human, muggins: Boolean(v.rules?.muggins) });
      text = `${t("aids.replay.move", { n: s })} ${said}`;
    }
    if (v.round_over && v.round_result) {
      const r = v.round_result;
      text += ` ${
        r.ender === null || r.ender === undefined
          ? t("aids.log.blocked")
          : t("aids.log.out", { name: seatName(r.ender, players, human) })
      }`;
    }
    const scores = scoresText(v.display_scores, players, human);
    const lastPlaced = [...v.history].reverse().find((e) => e.type === "place");
    const hands = v.revealed_hands.map((tiles, seat) => ({
      seat,
      name: seatName(seat, players, human),
      tiles,
      note:
        v.round_over && v.round_result?.penalties[seat] > 0
          ? `\u2212${num(v.round_result.penalties[seat])} ${t("aids.replay.raw")}`
          : "",
    }));
    hands.push({ name: t("aids.replay.boneyard"), tiles: null, note: String(v.boneyard_count) });
    await viewer.show({
      boardDict: v.board,
      last: lastPlaced?.tile ?? null,
      text: `${text} ${t("aids.replay.scores", { scores })}`,
      position: t("aids.replay.position", { round, rounds: roundsOf(), step: s, steps: stepsOf(round) }),
      hands,
    });
    viewer.box.dialog.dataset.round = String(round);
    viewer.box.dialog.dataset.step = String(s);
    viewer.box.dialog.dataset.points = JSON.stringify(v.display_scores);
  }

  onLanguageChange(() => {
    labels();
    viewer.labels();
    if (viewer.isOpen && record) go(at.round, at.step);
  });

  return {
    /** Open the replay of a finished game's record at its first move. */
    async open(gameRecord) {
      record = gameRecord;
      viewer.open();
      await go(1, 0);
    },
    get isOpen() {
      return viewer.isOpen;
    },
  };
}
