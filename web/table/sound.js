// Short synthesized sounds (WebAudio oscillators, no audio files): a tile's click as it lands, a
// chime when a placement scores, a round's end, and a small rising figure when the person wins the
// game. Muted by default; the top bar's toggle (remembered, play/commands.js) turns them on. No
// sound starts before the person has used the page (the browsers' autoplay policy), and where
// WebAudio is missing or refuses, the page is simply silent.

import { onAction } from "../core/actions.js";
import { lastPlace } from "../core/selectors.js";
import { $ } from "../core/dom.js";
import { t } from "../i18n/i18n.js";

/** @typedef {import("../core/store.js").PageState} PageState */
/** @typedef {ReturnType<typeof import("../core/store.js").createStore>} Store */
/** @typedef {[number, number, number, number, OscillatorType]} Note */
/** @typedef {"click" | "chime" | "roundEnd" | "win"} Cue */

/** One note: [frequency Hz, start s, length s, peak gain, wave].
 * @type {Record<Cue, Note[]>} */
const SOUNDS = {
  click: [
    [1900, 0, 0.035, 0.07, "triangle"],
    [760, 0, 0.05, 0.05, "square"],
  ],
  chime: [
    [880, 0, 0.28, 0.08, "sine"],
    [1320, 0.07, 0.32, 0.06, "sine"],
  ],
  roundEnd: [
    [660, 0, 0.22, 0.08, "sine"],
    [495, 0.16, 0.4, 0.08, "sine"],
  ],
  win: [
    [523, 0, 0.22, 0.07, "sine"],
    [659, 0.13, 0.22, 0.07, "sine"],
    [784, 0.26, 0.5, 0.08, "sine"],
  ],
};

const Context = globalThis.AudioContext ?? /** @type {any} */ (globalThis).webkitAudioContext;
/** @type {AudioContext | null} */
let context = null;
let gestured = false; // the toggle was pressed in this visit

/** The audio context, made (or woken) only after a user gesture; null where there is none. */
function audio() {
  const active = /** @type {any} */ (navigator).userActivation?.hasBeenActive ?? gestured;
  if (!Context || !(active || gestured)) return null;
  try {
    context ??= new Context();
    if (context.state === "suspended") context.resume().catch(() => {});
    return context;
  } catch {
    return null;
  }
}

/** Play one of SOUNDS, or nothing.
 * @param {Cue} name */
function play(name) {
  const ac = audio();
  if (!ac) return;
  try {
    for (const [freq, at, length, peak, type] of SOUNDS[name]) {
      const start = ac.currentTime + at;
      const osc = ac.createOscillator();
      const gain = ac.createGain();
      osc.type = type;
      osc.frequency.setValueAtTime(freq, start);
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(peak, start + 0.008);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
      osc.connect(gain).connect(ac.destination);
      osc.start(start);
      osc.stop(start + length + 0.02);
    }
  } catch {
    // a browser that refuses a node stays silent
  }
}

/** Which sound a change of state calls for, if any.
 * @param {PageState} s @param {PageState} before
 * @returns {Cue | null} */
function cueOf(s, before) {
  if (s.summary && s.summary !== before.summary) {
    const view = s.summary;
    return view.over && s.session && view.winner === view.side_of[s.session.human] ? "win" : "roundEnd";
  }
  if (s.flash && s.flash !== before.flash) return "chime";
  if (before.flying && !s.flying) return "click";
  const now = s.session?.view;
  const was = before.session?.view;
  const placed =
    now && was && s.gen === before.gen && now.round === was.round && now.history.length > was.history.length;
  return placed && !s.flying && lastPlace(now) !== null && now.history.at(-1)?.type === "place" ? "click" : null;
}

/** The sounds follow the state; the top bar's toggle shows whether they are on.
 * @param {Store} store @param {{toggleSound: () => unknown}} commands */
export function installSound(store, commands) {
  const toggle = $("sound-toggle");
  /** @param {boolean} on */
  const label = (on) => {
    toggle.setAttribute("aria-pressed", String(on));
    toggle.title = t(on ? "sound.onTitle" : "sound.offTitle");
    toggle.classList.toggle("is-muted", !on);
  };
  onAction("sound", () => {
    gestured = true;
    commands.toggleSound();
    if (store.get().sound) play("click");
  });
  label(store.get().sound);
  store.subscribe((s, before) => {
    if (s === before || s.sound !== before.sound) label(s.sound);
    const cue = s.sound && s !== before ? cueOf(s, before) : null;
    if (cue) play(cue);
  });
}
