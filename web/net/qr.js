// QR codes for invitation links and reply codes, through @paulmillr/qr (pinned in package.json;
// scripts/build_site.py ships its ES modules as ./vendor/qr/): drawing one on a canvas, and
// reading one from a picture (the browser's BarcodeDetector where it has one, the library's
// decoder where it does not). No QR code is worked out here.

import encodeQR from "../vendor/qr/index.js";

/**
 * @typedef {object} DrawOptions
 * @property {number} [scale] pixels per module
 * @property {number} [border] quiet zone, in modules
 * @property {string} [dark] the colour of a dark module (default: the --shade token)
 * @property {string} [light] the background (default: the --white token)
 */

/** @param {string} name */
function token(name) {
  return getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim();
}

/**
 * The code's modules, row by row (true is dark), with the quiet zone.
 * @param {string} text
 * @param {number} border
 * @returns {boolean[][]}
 */
export function qrModules(text, border = 4) {
  return encodeQR(text, "raw", { ecc: "low", border });
}

/**
 * Draws the QR code of `text` on `canvas` (which is resized to fit it); returns its module count.
 * @param {HTMLCanvasElement} canvas
 * @param {string} text
 * @param {DrawOptions} [options]
 */
export function drawQR(canvas, text, options = {}) {
  const scale = options.scale || 4;
  const modules = qrModules(text, options.border ?? 4);
  const size = modules.length;
  canvas.width = canvas.height = size * scale;
  const context = canvas.getContext("2d");
  if (!context) return; // the canvas already has another kind of context: nothing to draw on
  context.fillStyle = options.light || token("white");
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = options.dark || token("shade");
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale);
    }),
  );
  return size;
}

/**
 * The text of the QR code in a picture, or null if none is found.
 * @param {ImageData} image
 * @returns {Promise<string | null>}
 */
export async function readQR(image) {
  const Detector = /** @type {any} */ (window).BarcodeDetector;
  if (Detector) {
    try {
      const found = await new Detector({ formats: ["qr_code"] }).detect(image);
      if (found.length > 0) return String(found[0].rawValue);
    } catch (err) {
      // a detector that cannot read here (no platform support): the library reads instead
    }
  }
  return readQRWithLibrary(image);
}

/**
 * The library's own decoder (loaded only when needed).
 * @param {ImageData} image
 * @returns {Promise<string | null>}
 */
export async function readQRWithLibrary(image) {
  const { default: decodeQR } = await import("../vendor/qr/decode.js");
  try {
    return decodeQR({ width: image.width, height: image.height, data: image.data });
  } catch (err) {
    return null;
  }
}
