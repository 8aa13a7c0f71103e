// Reading a QR code through the device's camera (issue 26): the host's "Scan reply" reads the
// reply code off a friend's screen instead of having it pasted. The camera (the rear one where
// there is a choice) plays into the video element the caller gives; a few times a second a frame
// is drawn on a canvas and read (net/qr.js's readQR: the browser's BarcodeDetector where it has
// one, the shipped decoder where not, loaded only now). The first text read is handed over and the
// camera stops: what it read is a reply code like a pasted one, checked the same way. The camera
// also stops on stop(), when the video element leaves the page, and after a bound (LIMIT_MS). No DOM but the
// video element given; no words (the caller says what happened, from the `end` reason).

/** How long the camera stays on without reading a code. */
export const LIMIT_MS = 120_000;
/** The pause between two reads of a frame (after one read ends, so a slow device is not queued up). */
export const EVERY_MS = 250;
/** A frame is read at most this many pixels on its long side: enough for a code held up to the
 * camera, and the decoder's time grows with the pixels. */
const MAX_SIDE = 640;

/**
 * Why a scan ended: a code was `read`; `cancelled` (stop(), or the video element left the page);
 * `timeout`; or the camera could not be had: `insecure` (no getUserMedia here: a page over http on
 * another device's address), `refused` (permission), `none` (no camera), `failed` (anything else).
 * @typedef {"read" | "cancelled" | "timeout" | "insecure" | "refused" | "none" | "failed"} ScanEnd
 */

/**
 * @typedef {object} ScanHooks
 * @property {(text: string) => void} read  the first text read (the camera is already off)
 * @property {(reason: ScanEnd) => void} end  once, however the scan ends (after `read` if it read)
 */

/** The reasons a getUserMedia refusal gives, in this module's terms (no browser text goes further).
 * @param {unknown} err @returns {ScanEnd} */
function reasonOf(err) {
  const name = err instanceof DOMException || err instanceof Error ? err.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "refused";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "none";
  return "failed";
}

/** One camera scan; start() it, stop() it (any time, any number of times). */
export class Scan {
  /** @type {MediaStream | null} */ #stream = null;
  #over = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */ #limit;
  #canvas = document.createElement("canvas");

  /**
   * @param {HTMLVideoElement} video  where the camera plays (muted, inline)
   * @param {ScanHooks} hooks
   * @param {number} limitMs  how long the camera stays on without reading a code
   */
  constructor(video, hooks, limitMs = LIMIT_MS) {
    this.video = video;
    this.hooks = hooks;
    this.limitMs = limitMs;
  }

  /** Whether the camera is on. */
  get live() {
    return this.#stream?.getTracks().some((track) => track.readyState === "live") ?? false;
  }

  /** Asks for the camera and reads frames until a code, stop(), the element's leaving or the limit. */
  async start() {
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) return this.stop("insecure");
    /** @type {MediaStream} */
    let stream;
    /** @type {(image: ImageData) => Promise<string | null>} */
    let readQR;
    try {
      ({ readQR } = await import("./qr.js"));
    } catch (err) {
      return this.stop("failed"); // the decoder could not be fetched (offline before it was kept)
    }
    if (this.#over) return;
    try {
      stream = await media.getUserMedia({ audio: false, video: { facingMode: { ideal: "environment" } } });
    } catch (err) {
      return this.stop(reasonOf(err));
    }
    if (this.#over) return stopTracks(stream); // cancelled while the browser asked
    this.#stream = stream;
    this.#limit = setTimeout(() => this.stop("timeout"), this.limitMs);
    const video = this.video;
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    try {
      await video.play();
    } catch (err) {
      // play() is refused when the element left the page first: the next look stops the scan
    }
    while (!this.#over) {
      if (!video.isConnected) return this.stop("cancelled");
      const text = await this.#readFrame(readQR);
      if (this.#over) return;
      if (text) {
        this.stop("read", text);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  }

  /** The text of the code in the video's current frame, or null.
   * @param {(image: ImageData) => Promise<string | null>} readQR */
  async #readFrame(readQR) {
    const { videoWidth: width, videoHeight: height } = this.video;
    if (!width || !height) return null; // no frame yet
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    const canvas = this.#canvas;
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(this.video, 0, 0, canvas.width, canvas.height);
    return readQR(context.getImageData(0, 0, canvas.width, canvas.height));
  }

  /** Turns the camera off (every track stopped, the video emptied); says why, once.
   * @param {ScanEnd} [reason] @param {string} [text] the code read, with reason "read" */
  stop(reason = "cancelled", text) {
    if (this.#over) return;
    this.#over = true;
    clearTimeout(this.#limit);
    if (this.#stream) stopTracks(this.#stream);
    this.#stream = null;
    this.video.srcObject = null;
    if (reason === "read" && text !== undefined) this.hooks.read(text);
    this.hooks.end(reason);
  }
}

/** @param {MediaStream} stream */
function stopTracks(stream) {
  for (const track of stream.getTracks()) track.stop();
}
