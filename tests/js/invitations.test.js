// A seat's invitations on the host's page (web/modes/invitations.js): each invitation takes at
// most one reply; a reply to another of this table's invitations (an older link, another seat's)
// is known as such, and one to none of them is unknown.

import { test } from "node:test";
import assert from "node:assert/strict";

import { Invitations } from "../../web/modes/invitations.js";

test("an invitation takes one reply and knows every other", () => {
  const book = new Invitations();
  const first = book.add(1, "aaaaaaaaaaaa");
  book.add(2, "cccccccccccc");
  assert.equal(book.match(1, "aaaaaaaaaaaa").kind, "this"); // this card's
  book.set(first, "connecting");
  assert.equal(book.match(1, "aaaaaaaaaaaa").kind, "taken"); // at most one reply
  const second = book.add(1, "bbbbbbbbbbbb"); // a failed try replaced
  assert.deepEqual([first.state, second.state], ["replaced", "waiting"]);
  book.set(first, "connected"); // the old one changes no more
  assert.equal(first.state, "replaced");
  assert.equal(book.match(1, "aaaaaaaaaaaa").kind, "old"); // an older link's
  assert.deepEqual(book.match(1, "cccccccccccc"), { kind: "other", seat: 2 }); // another seat's
  assert.equal(book.match(1, "dddddddddddd").kind, "unknown"); // none of this table's
  assert.equal(book.match(1, "bbbbbbbbbbbb").kind, "this"); // the new one is usable
  book.remove(1);
  assert.equal(book.of(1), null);
  assert.equal(book.match(2, "bbbbbbbbbbbb").kind, "unknown");
});
