// The store's part for a table over the network (`net`: this page's role, its links, what it
// waits for), read by net/panel.js; shared by the host's and the guest's modes, holding nothing
// of its own.

import { get, update } from "../play/flow.js";

/**
 * @typedef {import("../core/store.js").NetState} NetState
 * @typedef {import("../core/store.js").NetSeat} NetSeat
 */

/** The options every connection takes: the STUN and the TURN server, each only if the person
 * set one (settings). */
export function netOptions() {
  const { stun, turn } = get();
  const iceServers = [
    ...(stun ? [{ urls: stun }] : []),
    ...(turn ? [{ urls: turn.url, username: turn.username, credential: turn.credential }] : []),
  ];
  return iceServers.length ? { iceServers } : {};
}

/** connected: every link open; reconnecting: one dropped and is being waited for (until that
 * friend has joined again); offline: no link open yet. @param {NetState} net @returns {NetState["status"]} */
function statusOf(net) {
  if (net.role === "guest") return net.open ? "connected" : net.rejoining ? "reconnecting" : "offline";
  if (net.waiting.length > 0) return "reconnecting";
  return net.seats.every((s) => s.state === "connected") ? "connected" : "offline";
}

/** The store's net part, changed. @param {Partial<NetState>} patch */
export function setNet(patch) {
  const net = get().net;
  if (!net) return;
  const next = { ...net, ...patch };
  next.status = statusOf(next);
  update({ net: next });
}

/** One seat of the host's table, changed. @param {number} seat @param {Partial<NetSeat>} patch */
export function setSeat(seat, patch) {
  const net = get().net;
  if (net) setNet({ seats: net.seats.map((s) => (s.seat === seat ? { ...s, ...patch } : s)) });
}
