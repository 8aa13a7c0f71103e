// Small DOM helpers shared by the play aids (aids.js, log.js, viewer.js, coach.js, fairdeal.js,
// tally.js, rules.js): elements, dialogs, and the words for events of the game.

import { t } from "./i18n.js";
import { tileSvg } from "./pips.js";
import { claimText, endLabel, num, seatName } from "./text.js";

export const $ = (id) => document.getElementById(id);

export function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

export function button(action, text, className = "btn btn-quiet") {
  const b = make("button", className, text);
  b.type = "button";
  if (action) b.dataset.action = action;
  return b;
}

/** Text for screen readers only, beside a shorter visible form. */
export function srOnly(text) {
  return make("span", "aid-sr", text);
}

/** A row of small tile pictures; `marks` maps a tile to a CSS class (coach, hints). */
export function miniTiles(tiles, marks = {}) {
  const row = make("span", "aid-tiles");
  for (const tile of tiles) {
    const mini = make("span", `mini-tile${marks[tile] ? ` ${marks[tile]}` : ""}`);
    mini.title = tile;
    mini.dataset.aidTile = tile;
    mini.append(tileSvg(tile, { sideways: true }));
    row.append(mini);
  }
  return row;
}

/**
 * A modal dialog of the aids: a title, a close button, a body. Keys pressed inside stay inside
 * (the table's letter keys must not pick an end behind it); Escape closes it as usual.
 */
export function makeDialog(id, titleKey, className = "") {
  const dialog = make("dialog", `aid-dialog ${className}`.trim());
  dialog.id = id;
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  const head = make("div", "aid-dialog-head");
  const title = make("h2", "", t(titleKey));
  title.id = `${id}-title`;
  const close = button("close-aid", "✕", "btn btn-quiet aid-close");
  close.setAttribute("aria-label", t("aids.close"));
  close.title = t("aids.close");
  head.append(title, close);
  const body = make("div", "aid-dialog-body");
  dialog.append(head, body);
  dialog.addEventListener("keydown", (event) => event.stopPropagation());
  dialog.addEventListener("click", (event) => {
    if (event.target.closest('[data-action="close-aid"]')) dialog.close();
    // A click on the backdrop (outside the dialog's box) closes it too.
    else if (event.target === dialog) {
      const r = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
      if (!inside) dialog.close();
    }
  });
  document.body.append(dialog);
  return {
    dialog,
    body,
    title,
    retitle(key) {
      title.textContent = t(key);
      close.setAttribute("aria-label", t("aids.close"));
      close.title = t("aids.close");
    },
    open() {
      if (!dialog.open) dialog.showModal();
    },
    close() {
      if (dialog.open) dialog.close();
    },
    get isOpen() {
      return dialog.open;
    },
  };
}

/** One event of a round in words: a placement (with its ends' sum and points, and under Muggins
 * its claim and who took the points), a draw, a pass. */
export function eventText(event, players, human, muggins = false) {
  const name = seatName(event.seat, players, human);
  const you = event.seat === human;
  if (event.type === "draw") return t(you ? "aids.ev.drawYou" : "aids.ev.draw", { name });
  if (event.type === "pass") return t(you ? "aids.ev.passYou" : "aids.ev.pass", { name });
  const params = {
    name,
    tile: event.tile,
    end: event.end ? endLabel(event.end) : "",
    sum: event.ends_sum,
    score: muggins
      ? claimText(event, players, human)
      : event.points > 0
        ? t("aids.ev.scores", { raw: event.points, points: event.display_points })
        : t("aids.ev.noScore"),
    drawn: event.drawn ? t("aids.ev.drawnNote") : "",
  };
  if (event.end === null) return t(you ? "aids.ev.openYou" : "aids.ev.open", params);
  return t(you ? "aids.ev.placeYou" : "aids.ev.place", params);
}

/** What a move would be, in words: "play [2|5] on [2|2] line B", "open with [3|3]", "draw";
 * with `done`, what the person did: "you played [2|5] on [2|2] line B". */
export function moveText(move, done = false) {
  const set = done ? "aids.did" : "aids.move";
  if (move.type === "draw") return t(`${set}.draw`);
  if (move.type === "pass") return t(`${set}.pass`);
  if (move.end === null) return t(`${set}.open`, { tile: move.tile });
  return t(`${set}.place`, { tile: move.tile, end: endLabel(move.end) });
}

/** "You 12 · North 8" (the engine's display points). */
export function scoresText(displayScores, players, human, sideName) {
  return displayScores.map((s, side) => `${sideName(side, players, human)} ${num(s)}`).join(" · ");
}
