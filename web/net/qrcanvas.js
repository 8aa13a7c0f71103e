// A QR code of a link or a reply code, for the network card's two sides (net/panel.js,
// net/invitecard.js): the canvas is made at once and drawn once the QR library is here (net/qr.js
// and vendor/qr/, some 45 kB, fetched the first time a code is drawn, never before the first deal).

import { make } from "../core/dom.js";
import { t } from "../i18n/i18n.js";

/** A canvas that will show `text` as a QR code, named for a screen reader. @param {string} text */
export function qrCanvas(text) {
  const canvas = /** @type {HTMLCanvasElement} */ (make("canvas", "net-qr"));
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", t("net.qrLabel"));
  import("./qr.js").then(
    ({ drawQR }) => drawQR(canvas, text),
    (err) => console.warn(`net: the QR code could not be drawn: ${err}`),
  );
  return canvas;
}
