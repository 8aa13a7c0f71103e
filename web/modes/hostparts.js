// What a host's table says of itself, apart from the table's moves: who hosts, the links' part
// naming the host and the rules (net/tablepart.js, written by the engine), and the host's net
// state for its friends' seats (modes/host.js uses them).

import { parts } from "../play/flow.js";
import { hostOf } from "../net/tablepart.js";

/**
 * @typedef {import("../core/store.js").NetState} NetState
 * @typedef {import("../net/tablepart.js").TablePart} TablePart
 * @typedef {{host: string | null, rules: import("../core/types.js").Rules | import("../core/games.js").ChosenRules}} About
 *   who hosts (the first person at this device, by name) and the table's rules, for the links to say
 */

/** Who invites and to what, as the links carry it: the rules in the notation's short text (the
 * engine writes it); a link says nothing of them if it cannot.
 * @param {About | null} about @returns {Promise<TablePart | null>} */
export function linkPart(about) {
  if (!about) return Promise.resolve(null);
  return parts.queries.rulesRead({ rules: about.rules }).then(
    ({ text }) => ({ host: hostOf(about.host), rules: text }),
    () => null,
  );
}

/** Who hosts: the first person at this device, by name (null: none, or a host who only referees).
 * @param {({kind: string, name?: string | null, remote?: boolean} | null | undefined)[]} seats */
export function hostName(seats) {
  return seats.find((seat) => seat?.kind === "person" && !seat.remote)?.name ?? null;
}

/** The host's net part for its friends' seats (`remote`, named from `seats`), each in `state`.
 * @param {number[]} remote @param {({name?: string | null} | null | undefined)[]} seats
 * @param {"inviting" | "gone"} state @param {Partial<NetState>} rest @returns {NetState} */
export function hostNet(remote, seats, state, rest) {
  const netSeats = remote.map((seat) => ({ seat, name: seats[seat]?.name ?? null, state, link: null, error: null }));
  return { role: "host", status: "offline", seats: netSeats, reply: null, seat: null, waiting: [], note: null, deal: null, ...rest }; // prettier-ignore
}
