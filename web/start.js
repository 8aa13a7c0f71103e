// The page's own modules (app.js and the 130 files it imports), loaded once the engine's worker
// has asked for its files (engine-start.js's engineUnderWay): on a first visit over HTTP/1.1 the
// browser sends six requests at a time to the host, and on a phone's link each waits a round trip,
// so Python's downloads, the longest part of a first visit, go first and these come beside them.
//
// The table's static markup is on screen meanwhile, its buttons with it: a tap on a named control
// (New game, Host a table…) before app.js has wired them is kept, the last one only, and given
// again once it has, so that it is answered late rather than lost.

import { engineUnderWay } from "./engine-start.js";

/** @type {HTMLElement | null} the last named control tapped before app.js came */
let tapped = null;
/** @param {Event} event */
function keep(event) {
  const control = /** @type {Element} */ (event.target).closest?.("[data-action]");
  if (!(control instanceof HTMLElement)) return;
  tapped = control;
  event.preventDefault();
  event.stopPropagation();
}
document.addEventListener("click", keep, true);

await engineUnderWay;
await import("./app.js");
document.removeEventListener("click", keep, true);
const late = /** @type {HTMLButtonElement | null} */ (tapped); // set by keep, out of TypeScript's sight
if (late?.isConnected && !late.disabled) late.click();
