// The person's optional TURN server (issue 26): a server that is not ours, which relays the
// game's traffic between two devices only when they find no direct route. Off (null) unless an
// address, a user name and a password are all written; remembered on this device (KEYS.turn).
// What is typed or kept is untrusted: checked field by field, refused naming the field.

import { KEYS, storage } from "../core/storage.js";
import { isPlain, parseKept } from "../core/kept.js";
import { update } from "./flow.js";

/** @typedef {import("../core/store.js").TurnServer} TurnServer */

/** A TURN server's address, as the WebRTC standard writes one (turn: or turns:, a host, a port,
 * and the transport if named). */
const ADDRESS = /^(turns?):([A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::([0-9]{1,5}))?(?:\?transport=(udp|tcp))?$/;
/** A user name or password: 1-128 characters, none of them a control character. */
const SECRET = /^[^\p{Cc}]{1,128}$/u;

/**
 * The field of a TURN server that is wrong ("url", "username" or "credential"), or "" when it
 * is a usable one or when every field is empty (no TURN server).
 * @param {{url: string, username: string, credential: string}} turn
 * @returns {"" | keyof TurnServer}
 */
export function turnFault({ url, username, credential }) {
  if (!url && !username && !credential) return "";
  if (!goodAddress(url)) return "url";
  if (!SECRET.test(username)) return "username";
  if (!SECRET.test(credential)) return "credential";
  return "";
}

/** Whether the text is a TURN address a browser takes: its port 1-65535 if given, and turns:
 * (TLS) never over UDP. @param {string} url */
function goodAddress(url) {
  const [, scheme, , port, transport] = ADDRESS.exec(url) ?? [];
  if (!scheme || (port && (Number(port) < 1 || Number(port) > 65535))) return false;
  return !(scheme === "turns" && transport === "udp");
}

/** The TURN server kept on this device, or null (none, or kept text that is not one).
 * @returns {TurnServer | null} */
export function rememberedTurn() {
  const { value } = parseKept(storage.get(KEYS.turn) ?? "null");
  const kept = isPlain(value) ? value : {};
  const turn = {
    url: String(kept.url ?? ""),
    username: String(kept.username ?? ""),
    credential: String(kept.credential ?? ""),
  };
  return turn.url && turnFault(turn) === "" ? turn : null;
}

/** Set, or (every field empty) remove, the TURN server. The wrong field's name if refused
 * (nothing changed), else "". @param {{url?: unknown, username?: unknown, credential?: unknown}} fields */
export function setTurn(fields) {
  const turn = {
    url: String(fields.url ?? "").trim(),
    username: String(fields.username ?? ""),
    credential: String(fields.credential ?? ""),
  };
  const fault = turnFault(turn);
  if (fault) return fault;
  if (turn.url) storage.set(KEYS.turn, JSON.stringify(turn));
  else storage.remove(KEYS.turn);
  update({ turn: turn.url ? turn : null });
  return "";
}
