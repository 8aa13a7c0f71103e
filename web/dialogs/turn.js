// The settings dialog's TURN server (issue 26): its address, user name and password, beside the
// STUN server. A server that is not ours, relaying the game's traffic only when the devices find
// no direct route; off while the fields are empty. A refused entry names the field that is wrong
// (play/turn.js) and changes nothing.

import { make } from "../core/dom.js";
import { t } from "../i18n/i18n.js";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {(fields: {url: string, username: string, credential: string}) => string} SetTurn
 */

const FIELDS = /** @type {const} */ ([
  ["url", "text", "settings.turnField"],
  ["username", "text", "settings.turnUser"],
  ["credential", "password", "settings.turnCredential"],
]);

/** The TURN server's fields, as the state holds them. @param {PageState} s */
export function turnGroup(s) {
  const group = make("fieldset", "settings-group");
  group.append(make("legend", "", t("settings.turn")), make("p", "settings-note", t("settings.turnNote")));
  const error = make("p", "settings-error");
  error.hidden = true;
  error.id = "settings-turn-error";
  for (const [field, type, words] of FIELDS) {
    const label = make("label", "settings-field");
    const input = make("input");
    Object.assign(input, {
      type,
      name: `turn-${field}`,
      value: s.turn?.[field] ?? "",
      spellcheck: false,
      autocomplete: "off",
    });
    if (field === "url") input.placeholder = t("settings.turnPlaceholder");
    input.setAttribute("aria-describedby", error.id);
    label.append(make("span", "", t(words)), input);
    group.append(label);
  }
  group.append(error);
  return group;
}

/** Any of the fields changed: all three set together, or the wrong one named.
 * @param {HTMLElement} body @param {SetTurn} setTurn */
export function turnChanged(body, setTurn) {
  const input = (/** @type {string} */ field) =>
    /** @type {HTMLInputElement} */ (body.querySelector(`input[name="turn-${field}"]`));
  const fault = setTurn({
    url: input("url").value,
    username: input("username").value,
    credential: input("credential").value,
  });
  const error = /** @type {HTMLElement} */ (body.querySelector("#settings-turn-error"));
  error.textContent = fault ? t(`settings.turnBad.${fault}`) : "";
  error.hidden = !fault;
  for (const [field] of FIELDS) input(field).setAttribute("aria-invalid", String(field === fault));
}
