// The game's data channel as JSON messages: `send(value)` and a "message" event with the value
// received, nothing else crosses. Every frame is text of at most 64 KB holding JSON; anything
// else from the other side (binary, too big, not JSON, not a frame of ours) is refused with a
// "refused" event that says why, and never reaches the game. A ping every `pingMs` keeps the line
// checked: a peer not heard from for `timeoutMs` is taken as gone ("close" with reason "timeout").
//
// Events (CustomEvent, the facts in `detail`): "open"; "message" {value}; "refused" {reason};
// "close" {reason: "closed" | "timeout" | "error"}.

/** The largest frame sent or taken, in bytes of UTF-8. */
export const MAX_MESSAGE = 64 * 1024;
export const PING_MS = 2000;
export const TIMEOUT_MS = 8000;

const encoder = new TextEncoder();

/**
 * @typedef {object} ChannelOptions
 * @property {number} [pingMs]
 * @property {number} [timeoutMs]
 */

/**
 * The size of a text in bytes of UTF-8, or Infinity past the bound (not counted further).
 * @param {string} text
 */
function byteSize(text) {
  if (text.length > MAX_MESSAGE) return Infinity;
  return encoder.encode(text).length;
}

export class Channel extends EventTarget {
  /**
   * @param {RTCDataChannel} raw an open or opening data channel
   * @param {ChannelOptions} [options]
   */
  constructor(raw, options = {}) {
    super();
    this.raw = raw;
    this.pingMs = options.pingMs || PING_MS;
    this.timeoutMs = options.timeoutMs || TIMEOUT_MS;
    this.heard = performance.now();
    /** @type {"connecting" | "open" | "closed"} */
    this.state = raw.readyState === "open" ? "open" : "connecting";
    this.timer = 0;
    raw.addEventListener("open", () => this.opened());
    raw.addEventListener("close", () => this.closed("closed"));
    raw.addEventListener("error", () => this.closed("error"));
    raw.addEventListener("message", (event) => this.received(event.data));
    if (this.state === "open") queueMicrotask(() => this.opened(true));
  }

  /**
   * @param {string} type
   * @param {object} [detail]
   */
  emit(type, detail = {}) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  opened(already = false) {
    if (this.state === "open" && !already) return;
    this.state = "open";
    this.heard = performance.now();
    this.timer = window.setInterval(() => this.tick(), this.pingMs);
    this.emit("open");
  }

  /** @param {"closed" | "timeout" | "error"} reason */
  closed(reason) {
    if (this.state === "closed") return;
    this.state = "closed";
    clearInterval(this.timer);
    if (this.raw.readyState !== "closed") this.raw.close();
    this.emit("close", { reason });
  }

  tick() {
    if (performance.now() - this.heard > this.timeoutMs) this.closed("timeout");
    else this.frame({ k: "ping" });
  }

  /**
   * Sends one value as JSON; refused (and not sent) if it is too big or the channel is not open.
   * @param {unknown} value
   * @returns {{ok: boolean, error?: string}}
   */
  send(value) {
    if (this.state !== "open") return { ok: false, error: `the channel is ${this.state}` };
    return this.frame({ k: "m", v: value });
  }

  /**
   * @param {object} frame
   * @returns {{ok: boolean, error?: string}}
   */
  frame(frame) {
    let text;
    try {
      text = JSON.stringify(frame);
    } catch (err) {
      return { ok: false, error: "not JSON" };
    }
    const size = byteSize(text);
    if (size > MAX_MESSAGE) {
      return { ok: false, error: `too big (over ${MAX_MESSAGE} bytes)` };
    }
    this.raw.send(text);
    return { ok: true };
  }

  /** @param {unknown} data untrusted */
  received(data) {
    if (this.state === "closed") return;
    this.heard = performance.now();
    const frame = parseFrame(data);
    if ("refused" in frame) this.emit("refused", { reason: frame.refused });
    else if (frame.k === "ping") this.frame({ k: "pong" });
    else if (frame.k === "m") this.emit("message", { value: frame.v });
  }

  close() {
    this.closed("closed");
  }
}

/**
 * One frame from the wire, or why it is refused.
 * @param {unknown} data untrusted
 * @returns {{refused: string} | {k: string, v?: unknown}}
 */
export function parseFrame(data) {
  if (typeof data !== "string") return { refused: "not text" };
  if (byteSize(data) > MAX_MESSAGE) return { refused: `too big (over ${MAX_MESSAGE} bytes)` };
  let frame;
  try {
    frame = JSON.parse(data);
  } catch (err) {
    return { refused: "not JSON" };
  }
  const kinds = ["m", "ping", "pong"];
  if (!frame || typeof frame !== "object" || Array.isArray(frame) || !kinds.includes(frame.k)) {
    return { refused: "not a frame" };
  }
  if (frame.k === "m" && !("v" in frame)) return { refused: "a message with no value" };
  return frame;
}
