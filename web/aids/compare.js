// The daily deal's and challenges' card (modes/reach.js): a challenge being checked, refused, or
// shown before it is played ("Anna scored 61-40 on these deals: your turn", "✓ checked by this
// device's engine"; today's deal while this device's try is not taken: that playing it is the
// try); a friend's answer opened by the challenger (who won and by how much, both games round by
// round side by side: aids/versus.js); at the end of a daily deal or a challenge, the result beside
// the other (the hard computer's, the friend's: who won, both games side by side) with Share
// (today's deal played from a challenge: the friend's, and the try's streak); a challenge link
// being made, which asks the name to send it with first; and the offers at the end of any game
// (Challenge a friend, Today's deal). Drawn afresh from the state; every number in it is the
// engine's.

import { onAction } from "../core/actions.js";
import { $, button, make, makeDialog } from "../core/dom.js";
import { answersChallenge } from "../core/selectors.js";
import { dayName, t } from "../i18n/i18n.js";
import { MARKS } from "../modes/dailyshare.js";
import { playedOf, verdict, versusRows } from "./versus.js";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {import("../core/store.js").Shared} Shared
 * @typedef {import("../core/answers.js").ChallengeResult} ChallengeResult
 * @typedef {{playDaily: (date?: string) => void, dailyHard: () => void, shareDaily: () => void,
 *   playChallenge: () => void, askName: (id?: string) => void,
 *   challengeFriend: (id: string, name: string) => void, closeChallenge: () => void,
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

/** Both games side by side, round by round, in a box that scrolls when they are long.
 * @param {string[][]} rows the head, a row per round, the totals (aids/versus.js) */
function versusTable(rows) {
  const table = make("table", "compare-versus");
  table.append(make("caption", "", t("challenge.versus")));
  rows.forEach((row, at) => {
    const line = make("tr");
    row.forEach((text, i) => {
      const cell = make(at === 0 || i === 0 ? "th" : "td", "", text);
      if (cell instanceof HTMLTableCellElement && cell.tagName === "TH") cell.scope = at === 0 ? "col" : "row";
      line.append(cell);
    });
    table.append(line);
  });
  const box = make("div", "compare-versus-box");
  box.tabIndex = 0; // a long table scrolls by keyboard too
  box.setAttribute("role", "region");
  box.setAttribute("aria-label", t("challenge.versus"));
  box.append(table);
  return box;
}

/** The field asking the name a challenge is sent with (the one kept, offered). @param {string} name */
function nameField(name) {
  const label = make("label", "compare-name", t("challenge.nameLabel"));
  const input = /** @type {HTMLInputElement} */ (make("input"));
  input.id = "challenge-name";
  input.type = "text";
  input.maxLength = 24; // as the engine seats a name (persist/challenges.js)
  input.setAttribute("autocomplete", "nickname");
  input.defaultValue = name;
  label.append(input);
  return label;
}

/** "✓ checked by this device's engine": the score shown is the replay's. */
const checked = () => make("p", "compare-checked", t("challenge.checked"));

/** A friend's answer opened by the challenger: the link's game answered is theirs, the answer the
 * friend's. @param {ChallengeResult} mine @param {ChallengeResult} answer */
function answerCard(mine, answer) {
  const name = nameOf(answer);
  const ours = playedOf(mine);
  const theirs = playedOf(answer);
  const actions = make("div", "compare-actions");
  actions.append(button("challenge-close", t("aids.close"), "btn btn-primary"));
  const parts = [
    make("p", "compare-lead", verdict(ours.total, theirs.total, name)),
    make("p", "compare-line", t("challenge.answeredYou", { name })),
    checked(),
    versusTable(versusRows(ours, theirs, name)),
    actions,
  ];
  return { title: "challenge.resultTitle", parts };
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
  if (c.answer) return answerCard(them, c.answer);
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
    checked(),
  ];
  if (them.daily) lines.push(make("p", "compare-note", t("challenge.dailyOf", { date: dayName(them.daily) })));
  if (c.countedTry) lines.push(make("p", "compare-lead", t("challenge.countedTry")));
  const actions = make("div", "compare-actions");
  actions.append(
    button("challenge-close", t("challenge.notNow"), "btn btn-quiet"),
    button("challenge-play", t("challenge.play"), "btn btn-primary"),
  );
  return { title: "challenge.title", parts: [...lines, actions] };
}

/** A challenge link about to be made: the name to send it with first.
 * @param {NonNullable<PageState["reach"]["challenge"]>} c */
function namingCard(c) {
  const actions = make("div", "compare-actions");
  actions.append(button("challenge-make", t("challenge.makeLink"), "btn btn-primary"));
  return {
    title: "challenge.button",
    parts: [make("p", "compare-lead", t("challenge.made")), nameField(c.name), actions],
  };
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
  const mine = sideFirst(view.display_scores, side);
  const theirs = playedOf(them);
  const actions = make("div", "compare-actions");
  actions.append(button("challenge-make", t("challenge.sendBack"), "btn btn-primary"));
  return {
    title: "challenge.resultTitle",
    parts: [
      make("p", "compare-lead", verdict(mine[0], theirs.total, nameOf(them))),
      resultLine(t("challenge.you"), mine),
      resultLine(nameOf(them), sideFirst(them.display_scores, them.side)),
      ...(c.played ? [versusTable(versusRows(c.played, theirs, nameOf(them)))] : []),
      ...(s.reach.daily?.result ? [dailyNote(s.reach.daily, streak)] : []),
      ...(c.shared ? [] : [nameField(c.name)]),
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
  if (c?.naming && !c.them) return namingCard(c);
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
  onAction("challenge", () => commands.askName());
  onAction("history-challenge", (control) => commands.askName(control.dataset.game));
  onAction("challenge-make", () => {
    const field = box.body.querySelector("#challenge-name");
    const name = field instanceof HTMLInputElement ? field.value : "";
    commands.challengeFriend(store.get().reach.challenge?.naming?.game ?? "", name);
  });
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
