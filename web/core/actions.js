// The page's one click listener. Every control that does something names it in `data-action`
// (or is a hand tile, `data-tile`, or an end choice, `data-end`); the component that owns the
// control registers what the action does, so no module listens to the whole document itself and
// a reader finds every action's handler by its name:
//
//   onAction("hint", () => commands.hint());
//   onAction("coach-step", (button) => go(Number(button.dataset.moment)));
//
// A disabled control does nothing. Dialog-internal buttons use the same names: a dialog is part of
// the document.
//
// start.js installs the listener before the rest of the page (which comes after the engine's first
// downloads): the table's static markup is on screen meanwhile, and a tap on one of its controls is
// kept, the last one only, and given again once every handler is registered (actionsWired), so
// that it is answered late rather than lost.

/** @typedef {(control: HTMLElement, event: MouseEvent) => void} ActionHandler */

/** @type {Map<string, ActionHandler>} */
const handlers = new Map();
/** Whether the page's modules have registered their actions (start.js says so). */
let wired = false;
/** @type {HTMLButtonElement | null} the last control tapped before then */
let early = null;

/**
 * What `name` does; one handler per name (a second registration is a mistake, and says so).
 * @param {string} name
 * @param {ActionHandler} handler
 */
export function onAction(name, handler) {
  if (handlers.has(name)) throw new Error(`action "${name}" already has a handler`);
  handlers.set(name, handler);
}

/**
 * The action a click means: a tile in the hand and an end choice are actions too.
 * @param {HTMLElement} control
 * @returns {string | null}
 */
function actionOf(control) {
  if (control.dataset.action) return control.dataset.action;
  if (control.dataset.tile) return "select-tile";
  if (control.dataset.end) return "pick-end";
  return null;
}

/** The page's one click listener, on the document: installed once, at once, by start.js (before
 * the rest of the page), so that a tap before the handlers are registered is kept. */
export function installActions() {
  document.addEventListener("click", (event) => {
    const control = /** @type {HTMLButtonElement} */ (
      /** @type {Element} */ (event.target).closest?.("[data-action], [data-tile], [data-end]")
    );
    if (!control || control.disabled) return;
    if (!wired) {
      early = control;
      return;
    }
    const action = actionOf(control);
    const handler = action === null ? undefined : handlers.get(action);
    if (handler) handler(control, event);
  });
}

/** Every handler is registered: the control tapped before, if any, is tapped again. */
export function actionsWired() {
  wired = true;
  const late = early;
  early = null;
  if (late?.isConnected && !late.disabled) late.click();
}
