// The seats around the table: each other seat's plate (name, level or partner, tiles held, whose
// turn it is, who is thinking) and the person's own line under the table.

import { $, boxOf, make } from "../core/dom.js";
import { language, t } from "../i18n/i18n.js";
import { plural, seatKey, seatName, together } from "../i18n/text.js";

/** @typedef {import("../core/types.js").View} View */

/** The other seats around the table: name, level, tiles held, whose turn it is.
 * @param {View} view @param {number} human @param {import("../i18n/text.js").Named[]} seats
 * @param {readonly (string | null)[] | null | undefined} levels per seat, null for a person
 * @param {number | null} thinking the computer's seat being asked for a move */
export function renderSeats(view, human, seats, levels, thinking) {
  const box = $("seats");
  // The page re-renders several times per move; rebuild only when something shown changed.
  const shown = [view.players, view.current, view.hand_counts, levels, thinking, human, seats, language()];
  const key = JSON.stringify(shown);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.replaceChildren();
  box.dataset.players = String(view.players);
  for (let k = 1; k < view.players; k++)
    box.append(seatPlate(view, (human + k) % view.players, human, seats, levels, thinking));
  renderMe(view, human, seats);
}

/** One other seat's plate.
 * @param {View} view @param {number} seat @param {number} human @param {import("../i18n/text.js").Named[]} seats
 * @param {readonly (string | null)[] | null | undefined} levels @param {number | null} thinking */
function seatPlate(view, seat, human, seats, levels, thinking) {
  const name = seatName(seat, view.players, human, seats);
  const plate = make("div", `seat seat-${seatKey(seat, view.players, human)}`);
  plate.dataset.seat = String(seat);
  if (view.current === seat) plate.classList.add("is-current");
  if (thinking === seat) plate.classList.add("is-thinking");
  const head = make("div", "seat-head");
  head.append(make("span", "seat-name", name));
  const tags = [];
  if (levels?.[seat]) tags.push(t(`level.${levels[seat]}`));
  if (view.players === 4 && view.side_of[seat] === view.side_of[human]) tags.push(t("seat.partnerTag"));
  if (tags.length) head.append(make("span", "seat-level", tags.join(" · ")));
  plate.append(head);
  const count = view.hand_counts[seat];
  const backs = make("div", "seat-tiles");
  backs.setAttribute("role", "img");
  backs.setAttribute("aria-label", plural(count, "tile"));
  for (let i = 0; i < Math.min(count, 12); i++) backs.append(make("span", "tile-back"));
  if (count > 12) backs.append(make("span", "seat-more", `+${count - 12}`));
  backs.append(make("span", "seat-count", `×${count}`));
  plate.append(backs);
  return plate;
}

/** The person's own line: their name (or "You"), whose turn, and their partner at four.
 * @param {View} view @param {number} human @param {import("../i18n/text.js").Named[]} seats */
function renderMe(view, human, seats) {
  const me = $("me-seat");
  me.replaceChildren();
  const mine = view.current === human;
  me.classList.toggle("is-current", mine);
  me.append(make("span", "seat-name", together(seats) ? seatName(human, view.players, human, seats) : t("seat.you")));
  const partner = seatName((human + 2) % view.players, view.players, human, seats);
  if (view.players === 4)
    me.append(
      make("span", "seat-level", together(seats) ? t("seat.withName", { name: partner }) : t("seat.withNorth")),
    );
}

/** The viewport box of a seat's tiles, where a computer's placed tile starts its flight.
 * @param {number} seat */
export function seatBox(seat) {
  return boxOf(document.querySelector(`#seats [data-seat="${seat}"] .seat-tiles`));
}
