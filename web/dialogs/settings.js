// The settings dialog, opened from the top bar: the computers' speed and whether a forced move
// (the person's only legal move is Draw, or Pass) goes by itself. Every change is a command
// (core/commands.js), remembered on this device; the dialog draws itself from the store.

import { onAction } from "../core/actions.js";
import { make, makeDialog } from "../core/dom.js";
import { onLanguageChange, t } from "../i18n/i18n.js";

/** Build the dialog; `speeds` are the speeds' names in order (commands.js's PACES). */
export function setupSettings({ store, commands, speeds }) {
  const box = makeDialog("settings", "settings.title", "settings-dialog");
  const draw = () => fill(box.body, speeds, store.get());
  box.body.addEventListener("change", (event) => {
    const input = /** @type {HTMLInputElement} */ (event.target);
    if (input.name === "speed") commands.setSpeed(input.value);
    else if (input.name === "auto-forced") commands.setAutoForced(input.checked);
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

/** The dialog's body: the speeds as radio buttons, the forced moves as a checkbox. */
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
  forced.append(make("legend", "", t("settings.forced")), label, make("p", "settings-note", t("settings.autoForcedNote")));
  body.replaceChildren(speed, forced);
  check(body, s);
}

/** The inputs as the state says. */
function check(body, s) {
  for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (body.querySelectorAll("input"))) {
    input.checked = input.name === "speed" ? input.value === s.speed : s.autoForced;
  }
}
