// The network's flood limiter (web/net/limiter.js; docs/network.md, "Too many messages"): a token
// bucket of `burst` messages refilled at `rate` a second; a peer that empties it is paused for
// `pauseMs`, one that empties it again is dropped. Times are in ms, as performance.now() gives them.

import { test } from "node:test";
import assert from "node:assert/strict";

import { Bucket, FROM_GUEST, Limiter, REFUSALS } from "../../web/net/limiter.js";

/** `count` takes at time `now`, as the list of their answers. */
const takes = (taker, count, now) => Array.from({ length: count }, () => taker.take(now));

test("the limits a guest and the refusals get: 20 at once refilled at 10/s, 5 s pause; 10 at 1/s", () => {
  assert.deepEqual({ ...FROM_GUEST }, { burst: 20, rate: 10, pauseMs: 5000 });
  assert.deepEqual({ ...REFUSALS }, { burst: 10, rate: 1 });
  assert.ok(Object.isFrozen(FROM_GUEST) && Object.isFrozen(REFUSALS));
});

test("a full bucket gives exactly `burst` tokens at once, then none", () => {
  const bucket = new Bucket({ burst: 3, rate: 1 }, 0);
  assert.deepEqual(takes(bucket, 4, 0), [true, true, true, false]);
});

test("an empty bucket refills at `rate` a second: one token after 1000/rate ms, not before", () => {
  const emptied = () => {
    const bucket = new Bucket({ burst: 2, rate: 4 }, 0);
    takes(bucket, 2, 0);
    return bucket;
  };
  assert.equal(emptied().take(249), false);
  const refilled = emptied();
  assert.deepEqual(takes(refilled, 2, 250), [true, false]);
});

test("a refill never goes past `burst`, however long the wait", () => {
  const bucket = new Bucket({ burst: 3, rate: 10 }, 0);
  takes(bucket, 3, 0);
  assert.deepEqual(takes(bucket, 4, 60_000), [true, true, true, false]);
});

test("a clock that goes back gives no tokens and does not move the bucket's time back", () => {
  const bucket = new Bucket({ burst: 1, rate: 1 }, 1000);
  assert.equal(bucket.take(1000), true);
  assert.equal(bucket.take(500), false);
  assert.equal(bucket.at, 1000);
  assert.equal(bucket.take(1999), false);
  assert.equal(bucket.take(2000), true);
});

test("a real guest (a message every 200 ms for a minute) is always read", () => {
  const limiter = new Limiter(FROM_GUEST, 0);
  const answers = new Set();
  for (let now = 0; now < 60_000; now += 200) answers.add(limiter.take(now));
  assert.deepEqual([...answers], ["read"]);
});

test("a flood: the burst is read, the next message starts a pause, the pause skips unread", () => {
  const limiter = new Limiter({ burst: 2, rate: 1, pauseMs: 1000 }, 0);
  assert.deepEqual(takes(limiter, 3, 0), ["read", "read", "pause"]);
  assert.equal(limiter.paused(0), true);
  assert.equal(limiter.take(500), "skip");
  assert.equal(limiter.paused(999), true);
});

test("after a quiet pause the peer is read again", () => {
  const limiter = new Limiter({ burst: 2, rate: 1, pauseMs: 1000 }, 0);
  takes(limiter, 3, 0);
  assert.equal(limiter.paused(1000), false);
  assert.equal(limiter.take(1000), "read");
});

test("a peer still flooding when its pause ends is dropped, and skipped for good after", () => {
  const limiter = new Limiter({ burst: 2, rate: 1, pauseMs: 1500 }, 0);
  assert.deepEqual(takes(limiter, 3, 0), ["read", "read", "pause"]);
  // A message sent while paused spends the token refilled by then (skipped unread all the same),
  // so at the pause's end the bucket holds half a token: empty again.
  assert.equal(limiter.take(1000), "skip");
  assert.equal(limiter.take(1500), "drop");
  assert.equal(limiter.paused(1_000_000), true);
  assert.equal(limiter.take(1_000_000), "skip");
});

test("the same peer quiet during its pause is read at its end", () => {
  const limiter = new Limiter({ burst: 2, rate: 1, pauseMs: 1500 }, 0);
  takes(limiter, 3, 0);
  assert.equal(limiter.take(1500), "read");
});

test("a guest at FROM_GUEST's limits: 20 read, the 21st pauses it for 5 s", () => {
  const limiter = new Limiter(FROM_GUEST, 0);
  const answers = takes(limiter, 21, 0);
  assert.equal(answers.filter((a) => a === "read").length, 20);
  assert.equal(answers[20], "pause");
  assert.equal(limiter.until, 5000);
});

/** Each message of a run at `times` (ms) through a fresh FROM_GUEST limiter, its verdicts counted. */
function verdicts(times) {
  const limiter = new Limiter(FROM_GUEST, 0);
  /** @type {Record<string, number>} */
  const counted = {};
  for (const at of times) {
    const verdict = limiter.take(at);
    counted[verdict] = (counted[verdict] ?? 0) + 1;
  }
  return counted;
}

/** `count` times from `start`, `every` ms apart. */
const times = (count, start, every) => Array.from({ length: count }, (_, i) => start + i * every);

test("whole runs at FROM_GUEST: a real guest, floods, a flood that goes on, one just over the rate", () => {
  // A real guest at its fastest: 20 at once, then 10 a second for 100 s. All read.
  assert.deepEqual(verdicts([...times(20, 0, 0), ...times(1000, 100, 100)]), { read: 1020 });
  // 10,000 in one second: 20 read, then paused; the rest skipped unread.
  assert.deepEqual(verdicts(times(10_000, 0, 0.1)), { read: 20, pause: 1, skip: 9979 });
  // The same, then a message after the pause: read again (the bucket refilled meanwhile).
  assert.deepEqual(verdicts([...times(10_000, 0, 0.1), 6000, 6100]), { read: 22, pause: 1, skip: 9979 });
  // 1,000 a second for 10 s: paused at the 21st (20 ms); still flooding when the pause ends
  // (5,020 ms: the messages sent while paused emptied the bucket), dropped; nothing after.
  assert.deepEqual(verdicts(times(10_000, 0, 1)), { read: 20, pause: 1, drop: 1, skip: 9978 });
  // 13 1/3 a second: the bucket loses a quarter a message; paused at the 78th (5,775 ms); at the
  // pause's end (10,775 ms) the 145th finds a token (read), the 146th none: dropped.
  assert.deepEqual(verdicts(times(600, 0, 75)), { read: 78, pause: 1, drop: 1, skip: 520 });
});

test("refusals: 10 at once, none at 0.5 s, the 11th at 1 s, then 2.5 s of refill gives 2 more", () => {
  const refusals = new Bucket(REFUSALS, 0);
  const sent = [...Array(11).fill(0), 500, 1000, 1000, 3500, 3500, 3500, 3500].map((at) => refusals.take(at));
  assert.deepEqual(sent, [...Array(10).fill(true), false, false, true, false, true, true, false, false]);
});
