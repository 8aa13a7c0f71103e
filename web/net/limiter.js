// How many messages a peer may send, counted before any reaches the engine (issue 26;
// docs/network.md, "Too many messages"). Every message off the wire costs the receiving page a
// read in its worker (`net_parse`), the same worker the host's own clicks wait on: a guest that
// sends thousands of messages would queue thousands of reads, and thousands of refusals, ahead of
// the host's next click. A real guest sends a handful a round (join once, a commit and a reveal per
// round, one move per turn, each after the host's view of the last), a few a second at the most:
// a bucket of FROM_GUEST.burst messages refilled at FROM_GUEST.rate a second never empties for it.
// A peer that empties it is paused: its messages are dropped unread for pauseMs, with nothing
// sent back; one that empties it again (the messages it sent while paused count) is dropped: the
// link is closed. The host's views to a guest are many more and the host referees the game, so a
// guest's page reads them all (no limit that way). Refusals sent back have a bucket of their own,
// so that a peer's refused messages are never answered one by one.

/** @typedef {{burst: number, rate: number}} Rate  at most `burst` at once, refilled at `rate` a second */

/** What a guest's device may send the host, and how long a flooding one is not read. */
export const FROM_GUEST = Object.freeze({ burst: 20, rate: 10, pauseMs: 5000 });
/** The refusals a peer is sent back, whatever it sends. */
export const REFUSALS = Object.freeze({ burst: 10, rate: 1 });

/** A token bucket: `take` spends one token if there is one. Times in ms (performance.now()). */
export class Bucket {
  /** @param {Rate} rate @param {number} now */
  constructor(rate, now) {
    this.burst = rate.burst;
    this.rate = rate.rate;
    this.tokens = rate.burst;
    this.at = now;
  }

  /** @param {number} now @returns {boolean} whether there was a token */
  take(now) {
    const elapsed = Math.max(0, now - this.at);
    this.tokens = Math.min(this.burst, this.tokens + (elapsed * this.rate) / 1000);
    this.at = Math.max(this.at, now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** One peer's messages: each is read, skipped (paused or dropped), or starts a pause or the drop. */
export class Limiter {
  /** @param {Rate & {pauseMs: number}} limit @param {number} now */
  constructor(limit, now) {
    this.bucket = new Bucket(limit, now);
    this.pauseMs = limit.pauseMs;
    this.until = -Infinity;
    this.floods = 0;
  }

  /** @param {number} now */
  paused(now) {
    return this.floods > 1 || now < this.until;
  }

  /** One message arrived at `now`.
   * @param {number} now @returns {"read" | "skip" | "pause" | "drop"} */
  take(now) {
    if (this.floods > 1) return "skip";
    const had = this.bucket.take(now); // taken while paused too: a peer still flooding at its end is dropped
    if (now < this.until) return "skip";
    if (had) return "read";
    this.floods += 1;
    if (this.floods > 1) return "drop";
    this.until = now + this.pauseMs;
    return "pause";
  }
}
