// The person's settings: the computers' pace, forced moves, sound, the paper tally, the STUN
// server and the TURN server (turn.js), each remembered on this device (a nicety: without
// storage a choice lasts the visit).

import { KEYS, storage } from "../core/storage.js";
import { yourTurn } from "../core/selectors.js";
import { get, guarded, update } from "./flow.js";
import { PACES, yourTurnNow } from "./advance.js";
import { rememberedTurn } from "./turn.js";

/** A STUN server's address, as the WebRTC standard writes one (stun: or stuns:, a host, a port). */
const STUN = /^stuns?:[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?$|^stuns?:\[[0-9A-Fa-f:.]{2,45}\](:[0-9]{1,5})?$/;

/** The settings this device remembers. Forced moves go by themselves unless turned off; in test
 * mode they wait for a click unless the setting was chosen (the e2e tests click every move).
 * @param {boolean} fast */
export function rememberedSettings(fast) {
  const speed = storage.get(KEYS.speed) ?? "";
  const auto = storage.get(KEYS.autoForced);
  const stun = storage.get(KEYS.stun) ?? "";
  return {
    tally: storage.get(KEYS.tally) === "1",
    speed: Object.hasOwn(PACES, speed) ? speed : "normal",
    autoForced: auto === null ? !fast : auto === "1",
    sound: storage.get(KEYS.sound) === "1",
    stun: STUN.test(stun) ? stun : "",
    turn: rememberedTurn(),
  };
}

/** The paper tally under the scores, on or off. */
export function toggleTally() {
  const on = !get().tally;
  storage.set(KEYS.tally, on ? "1" : "0");
  update({ tally: on });
}

/** The computers' speed, one of PACES's names. @param {string} speed */
export function setSpeed(speed) {
  if (!Object.hasOwn(PACES, speed)) return;
  storage.set(KEYS.speed, speed);
  update({ speed });
}

/** Whether a forced draw or pass goes by itself. On at the person's forced turn, it goes now
 * (after the beat). @param {boolean} on */
export function setAutoForced(on) {
  storage.set(KEYS.autoForced, on ? "1" : "0");
  update({ autoForced: on, ...(on ? {} : { forced: null }) });
  if (on && yourTurn(get())) guarded(() => yourTurnNow(get().gen));
}

/** The optional STUN server for tables across networks (off, "", by default). False (nothing
 * changed) for text that is not such an address. @param {unknown} text */
export function setStun(text) {
  const stun = String(text ?? "").trim();
  if (stun && !STUN.test(stun)) return false;
  if (stun) storage.set(KEYS.stun, stun);
  else storage.remove(KEYS.stun);
  update({ stun });
  return true;
}

/** The sounds on or off (muted by default). */
export function toggleSound() {
  const on = !get().sound;
  storage.set(KEYS.sound, on ? "1" : "0");
  update({ sound: on });
}
