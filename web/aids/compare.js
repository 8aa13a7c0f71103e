// The daily deal's and challenges' card (modes/reach.js): a challenge being checked, refused, or
// shown before it is played ("Anna scored 61-40 on these deals: your turn"; today's deal while
// this device's try is not taken: that playing it is the try); at the end of a daily deal or a
// challenge, the result beside the other (the hard computer's, the friend's) with Share (today's
// deal played from a challenge: the friend's, and the try's streak); and the offers at the end of
// any game (Challenge a friend, Today's deal). Drawn afresh from the state; every number in it is
// the engine's.

import { onAction } from "../core/actions.js";
import { $, button, make, makeDialog } from "../core/dom.js";
import { answersChallenge } from "../core/selectors.js";
import { dayName, t } from "../i18n/i18n.js";
import { MARKS } from "../modes/dailyshare.js";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {import("../core/store.js").Shared} Shared
 * @typedef {import("../core/answers.js").ChallengeResult} ChallengeResult
 * @typedef {{playDaily: (date?: string) => void, dailyHard: () => void, shareDaily: () => void,
 *   playChallenge: () => void, challengeFriend: (id?: string) => void, closeChallenge: () => void,
 *   closeDaily: () => void, streak: () => number}} CompareCommands
 */

/** A challenge's player as the card names them. @param {ChallengeResult} r */
const nameOf = (r) => r.name ?? t("challenge.friend");

/** One player's result on the deals, in a line: "Anna 61–40". @param {string} name @param {number[]} scores */
const resultLine = (name, scores) =>
  make("p", "compare-line", t("challenge.side", { name, mine: scores[0], them: scores[1] }));

/** A side's scores first, then the other's (two sides; with more, the side's and the best other's).
 * @param {number[]} all @param {number} side */
function sideFirst(all, side) {
  const others = all.filter((_, i) => i !== side);
  return [all[side], Math.max(...others)];
}

/** What was shared, to copy by hand if it did not leave the page. @param {Shared | null} shared */
function sharedBox(shared) {
  if (!shared) return [];
  const box = /** @type {HTMLTextAreaElement} */ (make("textarea", "compare-share"));
  box.readOnly = true;
  box.rows = Math.min(8, shared.text.split("\n").length);
  box.value = shared.text;
  box.dataset.link = shared.link;
  box.setAttribute("aria-label", t("challenge.linkLabel"));
  const note = make("p", "compare-note", t(shared.copied ? "challenge.copied" : "challenge.copyByHand"));
  return [note, box];
}

/** A challenge checked, refused or being checked. @param {NonNullable<PageState["reach"]["challenge"]>} c */
function challengeCard(c) {
  if (c.checking) return { title: "challenge.title", parts: [make("p", "compare-line", t("challenge.checking"))] };
  if (c.refused !== null) {
    const why = make("p", "compare-refused", c.refused);
    why.setAttribute("role", "alert");
    return { title: "challenge.title", parts: [why, button("challenge-close", t("aids.close"), "btn")] };
  }
  const them = /** @type {ChallengeResult} */ (c.them);
  const lines = [
    make(
      "p",
      "compare-lead",
      t("challenge.scored", {
        name: nameOf(them),
        mine: them.display_scores[them.side],
        them: sideFirst(them.display_scores, them.side)[1],
      }),
    ),
  ];
  if (c.answer) {
    const a = c.answer;
    lines.push(make("p", "compare-line", t("challenge.answered", { name: nameOf(them), them: nameOf(a) })));
    lines.push(resultLine(nameOf(a), sideFirst(a.display_scores, a.side)));
  }
  if (them.daily) lines.push(make("p", "compare-note", t("challenge.dailyOf", { date: dayName(them.daily) })));
  if (c.countedTry) lines.push(make("p", "compare-lead", t("challenge.countedTry")));
  const actions = make("div", "compare-actions");
  actions.append(
    button("challenge-close", t("challenge.notNow"), "btn btn-quiet"),
    button("challenge-play", t("challenge.play"), "btn btn-primary"),
  );
  return { title: "challenge.title", parts: [...lines, actions] };
}

/** A finished game made into a challenge link, to send. @param {Shared} shared */
function madeCard(shared) {
  return { title: "challenge.button", parts: [make("p", "compare-lead", t("challenge.made")), ...sharedBox(shared)] };
}

/** Whether a daily game was the counted try (with the streak it makes) or practice, in a line.
 * @param {NonNullable<PageState["reach"]["daily"]>} d @param {number} streak */
const dailyNote = (d, streak) =>
  make(
    "p",
    "compare-note",
    d.counted ? t("daily.streak", { n: streak }) : t("daily.practice", { date: dayName(d.date) }),
  );

/** A challenge's game over: yours beside theirs, and the answer to send back; played as today's
 * deal, whether it was the counted try. @param {PageState} s @param {number} streak */
function challengeResult(s, streak) {
  const c = /** @type {NonNullable<PageState["reach"]["challenge"]>} */ (s.reach.challenge);
  const them = /** @type {ChallengeResult} */ (c.them);
  const view = /** @type {NonNullable<PageState["session"]>} */ (s.session).view;
  const side = view.side_of[/** @type {NonNullable<PageState["session"]>} */ (s.session).human];
  const actions = make("div", "compare-actions");
  actions.append(button("challenge", t("challenge.sendBack"), "btn btn-primary"));
  return {
    title: "challenge.resultTitle",
    parts: [
      resultLine(t("challenge.you"), sideFirst(view.display_scores, side)),
      resultLine(nameOf(them), sideFirst(them.display_scores, them.side)),
      ...(s.reach.daily?.result ? [dailyNote(s.reach.daily, streak)] : []),
      actions,
      ...sharedBox(c.shared),
    ],
  };
}

/** The daily deal's end: the result, the streak, the hard computer's on the same deals, Share.
 * @param {NonNullable<PageState["reach"]["daily"]>} d @param {number} streak */
function dailyResult(d, streak) {
  const r = /** @type {import("../core/store.js").DailyResult} */ (d.result);
  const outcome = t(r.won ? "daily.won" : "daily.lost", { mine: r.scores[0], them: r.scores[1], n: r.rounds });
  /** @type {HTMLElement[]} */
  const parts = [make("p", "compare-lead", outcome)];
  parts.push(dailyNote(d, streak));
  if (r.lines.length) parts.push(make("p", "compare-note", t("daily.legend", MARKS)));
  const rounds = make("ul", "compare-rounds");
  for (const line of r.lines) rounds.append(make("li", "", line));
  parts.push(rounds);
  const actions = make("div", "compare-actions");
  if (d.hard) parts.push(make("p", "compare-line", t("daily.hardLine", { mine: d.hard[0], them: d.hard[1] })));
  else if (d.hardRounds !== null) parts.push(make("p", "compare-line", t("daily.hardWorking", { n: d.hardRounds })));
  else actions.append(button("daily-hard", t("daily.compareHard"), "btn"));
  actions.append(button("daily-share", t("daily.share"), "btn btn-primary"));
  parts.push(actions, ...sharedBox(d.shared));
  return { title: "daily.title", titleDate: d.date, parts };
}

/** The card's contents for the state, or null (closed). @param {PageState} s @param {() => number} streak */
function card(s, streak) {
  const c = s.reach.challenge;
  const over = s.session?.view.over === true;
  if (c && !c.playing && (c.checking || c.refused !== null || c.them)) return challengeCard(c);
  if (c?.shared && !c.them) return madeCard(c.shared);
  // A challenge's game, or today's deal taken from one once its try is kept.
  if (over && c?.them && answersChallenge(s) && (s.session?.origin === "challenge" || s.reach.daily?.result))
    return challengeResult(s, streak());
  if (over && s.session?.origin === "daily" && s.reach.daily?.result && !s.reach.daily.closed)
    return dailyResult(s.reach.daily, streak());
  return null;
}

/** The offers at a game's end, beside the summary's buttons: challenge a friend on these deals
 * (one person's game dealt from its seed), and today's deal. @param {PageState} s */
function offers(s) {
  const session = s.session;
  if (!session?.view.over || s.net) return [];
  const one = session.people.length === 1 && (session.remote ?? []).length === 0;
  const compared = session.origin === "daily" || session.origin === "challenge";
  const out = [];
  if (one && session.deals_again && !compared) out.push(button("challenge", t("challenge.button"), "btn"));
  if (session.origin !== "daily") out.push(button("daily", t("daily.button"), "btn"));
  return out;
}

/** What a node shows: its markup, and a text box's text, which is not in the markup.
 * @param {Element} node */
const reads = (node) => (node instanceof HTMLTextAreaElement ? node.value : "") + node.outerHTML;

/** `parts` into `body`, keeping each node already there that reads the same: a redraw while the
 * hard computer plays its rounds never replaces the button under a finger or the focus.
 * @param {HTMLElement} body @param {HTMLElement[]} parts */
function keepSame(body, parts) {
  const old = [...body.children];
  parts.forEach((node, i) => {
    const was = old[i];
    if (!was) body.append(node);
    else if (reads(was) !== reads(node)) was.replaceWith(node);
  });
  for (const extra of old.slice(parts.length)) extra.remove();
}

/** Draw the card and the offers from the state. @param {typeof import("../core/store.js").store} store
 * @param {CompareCommands} commands */
export function installCompare(store, commands) {
  const box = makeDialog("compare-dialog", "challenge.title", "compare-dialog");
  // The person puts it away (its Close or Not now, ✕, Esc, the backdrop): said to the state at
  // once. Never from the dialog's close event, which comes later and also follows the page's own
  // closes (a new card may be up by then).
  const dismiss = () => {
    const s = store.get();
    if (!card(s, commands.streak)) return;
    // Today's deal played from a challenge: one card for both, put away together.
    if (s.session?.origin === "daily" && s.reach.daily?.result && (!s.reach.challenge || answersChallenge(s)))
      commands.closeDaily();
    if (s.reach.challenge) commands.closeChallenge();
  };
  box.dialog.addEventListener("cancel", dismiss);
  box.dialog.addEventListener("click", (event) => {
    const target = /** @type {Element} */ (event.target);
    if (target.closest('[data-action="close-aid"]') || (target === box.dialog && !box.dialog.open)) dismiss();
  });
  onAction("daily", () => commands.playDaily());
  onAction("daily-hard", () => commands.dailyHard());
  onAction("daily-share", () => commands.shareDaily());
  onAction("challenge", () => commands.challengeFriend());
  onAction("history-challenge", (control) => commands.challengeFriend(control.dataset.game));
  onAction("challenge-play", () => commands.playChallenge());
  onAction("challenge-close", () => dismiss());
  /** @param {PageState} s */
  const draw = (s) => {
    keepSame($("compare-offer"), offers(s));
    const shown = card(s, commands.streak);
    if (!shown) return box.close();
    box.retitle(shown.title);
    if ("titleDate" in shown) box.title.textContent = t(shown.title, { date: dayName(shown.titleDate) });
    keepSame(box.body, shown.parts);
    box.open();
  };
  store.subscribe(draw);
}
