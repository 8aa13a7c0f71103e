// "Connect automatically" on the network card (modes/autojoin.js): on the host's invitations, the
// option (a checkbox, with what the relays can see); on a guest's page, the one tap that sends the
// reply through the relays, then what came of it. The controls say it in plain words; the relays'
// host names are in a line of their own under them. Drawn from the store's `net.relay`; its
// controls are named commands.

import { button, make } from "../core/dom.js";
import { onAction } from "../core/actions.js";
import { t } from "../i18n/i18n.js";

/** @typedef {import("../core/store.js").NetState} NetState */

/** @param {{relayOption: (on: boolean) => void, relaySend: () => void}} commands */
export function installRelayControls(commands) {
  onAction("relay-option", (control) => commands.relayOption(/** @type {HTMLInputElement} */ (control).checked));
  onAction("relay-send", () => commands.relaySend());
}

/** The line naming the relays used, under the control. @param {string[]} names */
function relaysLine(names) {
  return make("p", "net-relay-hosts", relaysWords(names));
}

/** @param {string[]} names */
function relaysWords(names) {
  return t("net.relaysUsed", { relays: names.join(", ") });
}

/** The card's relay part, before the invitations (made once, kept while drawn again).
 * @param {HTMLElement} panel @param {NetState} net */
export function drawRelay(panel, net) {
  let part = /** @type {HTMLElement | null} */ (panel.querySelector(".net-relay"));
  const relay = net.relay;
  if (!relay) return part?.remove();
  if (!part) {
    part = make("div", "net-relay");
    panel.querySelector(".net-seats")?.before(part);
  }
  if (net.role === "host") hostPart(part, relay.on === true, relay.relays);
  else guestPart(part, relay.state ?? "ask", relay.relays);
}

/** @param {HTMLElement} part @param {boolean} on @param {string[]} names */
function hostPart(part, on, names) {
  let input = /** @type {HTMLInputElement | null} */ (part.querySelector('input[name="relay"]'));
  if (!input) {
    input = /** @type {HTMLInputElement} */ (make("input"));
    Object.assign(input, { type: "checkbox", name: "relay", id: "net-relay-option" });
    input.dataset.action = "relay-option";
    const label = make("label", "net-relay-label");
    label.setAttribute("for", input.id);
    part.replaceChildren(input, label, make("p", "net-relay-note"), relaysLine(names));
  }
  input.checked = on;
  /** @type {HTMLElement} */ (part.querySelector(".net-relay-label")).textContent = t("net.relayOption");
  /** @type {HTMLElement} */ (part.querySelector(".net-relay-note")).textContent = t("net.relayNote");
  /** @type {HTMLElement} */ (part.querySelector(".net-relay-hosts")).textContent = relaysWords(names);
}

/** @param {HTMLElement} part @param {string} state @param {string[]} names */
function guestPart(part, state, names) {
  if (part.dataset.state === state) return;
  part.dataset.state = state;
  if (state === "ask") {
    const send = button("relay-send", t("net.relaySend"), "btn btn-primary net-relay-send");
    part.replaceChildren(send, relaysLine(names), make("p", "net-relay-note", t("net.relayGuestNote")));
    return;
  }
  const words = state === "sending" ? t("net.relaySending") : t("net.relayFailed");
  const line = make("p", "net-relay-note", words);
  line.setAttribute("role", "status");
  part.replaceChildren(line, ...(state === "sending" ? [relaysLine(names)] : []));
}
