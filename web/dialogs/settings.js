// The settings dialog, opened from the top bar: the computers' speed, whether a forced move
// (the person's only legal move is Draw, or Pass) goes by itself, and, folded away under
// "Advanced" (few need them), the optional STUN and TURN servers for tables across networks (the
// TURN fields: turn.js). Every change is a command
// (play/commands.js), remembered on this device; the dialog draws itself from the store.

import { onAction } from "../core/actions.js";
import { make, makeDialog } from "../core/dom.js";
import { onLanguageChange, t } from "../i18n/i18n.js";
import { turnChanged, turnGroup } from "./turn.js";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {{setSpeed: (speed: string) => void, setAutoForced: (on: boolean) => void, setStun: (address: string) => boolean,
 *   setTurn: import("./turn.js").SetTurn}} SettingsCommands
 */

/** Build the dialog; `speeds` are the speeds' names in order (commands.js's PACES).
 * @param {{store: typeof import("../core/store.js").store, commands: SettingsCommands, speeds: readonly string[]}} parts */
export function installSettings({ store, commands, speeds }) {
  const box = makeDialog("settings", "settings.title", "settings-dialog");
  const draw = () => fill(box.body, speeds, store.get());
  box.body.addEventListener("change", (event) => {
    const input = /** @type {HTMLInputElement} */ (event.target);
    if (input.name === "speed") commands.setSpeed(input.value);
    else if (input.name === "auto-forced") commands.setAutoForced(input.checked);
    else if (input.name === "stun") stunChanged(box.body, input, commands);
    else if (input.name.startsWith("turn-")) turnChanged(box.body, commands.setTurn);
  });
  store.subscribe((s, before) => {
    if (s.speed !== before.speed || s.autoForced !== before.autoForced) check(box.body, s);
  });
  onLanguageChange(() => {
    box.retitle("settings.title");
    draw();
  });
  onAction("open-settings", () => {
    draw();
    box.open();
  });
  return box;
}

/** The dialog's body: the speeds as radio buttons, the forced moves as a checkbox, the servers
 * under their fold (closed each time the dialog opens).
 * @param {HTMLElement} body @param {readonly string[]} speeds @param {PageState} s */
function fill(body, speeds, s) {
  const speed = make("fieldset", "settings-group");
  speed.append(make("legend", "", t("settings.speed")), make("p", "settings-note", t("settings.speedNote")));
  const pills = make("div", "segmented");
  for (const name of speeds) {
    const label = make("label");
    const input = make("input");
    Object.assign(input, { type: "radio", name: "speed", value: name });
    label.append(input, make("span", "", t(`speed.${name}`)));
    pills.append(label);
  }
  speed.append(pills);
  const forced = make("fieldset", "settings-group");
  const label = make("label", "check");
  const input = make("input");
  Object.assign(input, { type: "checkbox", name: "auto-forced" });
  label.append(input, make("span", "", t("settings.autoForced")));
  forced.append(
    make("legend", "", t("settings.forced")),
    label,
    make("p", "settings-note", t("settings.autoForcedNote")),
  );
  const advanced = make("details", "settings-advanced");
  advanced.append(make("summary", "", t("settings.advanced")), stunGroup(s), turnGroup(s));
  body.replaceChildren(speed, forced, advanced);
  check(body, s);
}

/** Tables across networks: the optional STUN server, off unless an address is written.
 * @param {PageState} s */
function stunGroup(s) {
  const group = make("fieldset", "settings-group");
  const label = make("label", "settings-field");
  const input = make("input");
  Object.assign(input, {
    type: "text",
    name: "stun",
    value: s.stun,
    spellcheck: false,
    autocomplete: "off",
    placeholder: t("settings.stunPlaceholder"),
  });
  label.append(make("span", "", t("settings.stunField")), input);
  const error = make("p", "settings-error", t("settings.stunBad"));
  error.hidden = true;
  error.id = "settings-stun-error";
  input.setAttribute("aria-describedby", error.id);
  group.append(
    make("legend", "", t("settings.stun")),
    make("p", "settings-note", t("settings.stunNote")),
    label,
    error,
  );
  return group;
}

/** @param {HTMLElement} body @param {HTMLInputElement} input @param {SettingsCommands} commands */
function stunChanged(body, input, commands) {
  const ok = commands.setStun(input.value);
  /** @type {HTMLElement} */ (body.querySelector("#settings-stun-error")).hidden = ok;
  input.setAttribute("aria-invalid", String(!ok));
}

/** The inputs as the state says.
 * @param {HTMLElement} body @param {PageState} s */
function check(body, s) {
  for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (body.querySelectorAll("input"))) {
    if (input.name !== "speed" && input.name !== "auto-forced") continue;
    input.checked = input.name === "speed" ? input.value === s.speed : s.autoForced;
  }
}
