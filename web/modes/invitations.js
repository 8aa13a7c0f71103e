// The host's invitations, one small state machine per friend's seat (issue 26; docs/network.md):
// each invitation is waiting for its reply, connecting (a reply taken: at most one), connected,
// or failed, and a newer one for the same seat replaces it. A reply names the invitation it
// answers (net/code.js), so before anything touches a connection the host knows whether it is
// this card's, another seat's, an older link's or none of this table's: only this card's, and
// only once, reaches the connection; the others are refused in the player's words and the
// invitation stays usable. Bookkeeping only: no DOM, no store, no network.

/**
 * @typedef {"waiting" | "connecting" | "connected" | "failed" | "replaced"} InvitationState
 * @typedef {{id: string, seat: number, state: InvitationState}} Invitation
 * @typedef {{kind: "this"} | {kind: "taken"} | {kind: "other", seat: number} | {kind: "old"} | {kind: "unknown"}} Match
 *   whose invitation a reply answers, seen from the card it was pasted into
 */

/** How many replaced invitations are remembered (to say "an older link" rather than "unknown"). */
const REMEMBERED = 64;

export class Invitations {
  /** @type {Map<number, Invitation>} the newest invitation of each seat */
  #current = new Map();
  /** @type {Map<string, number>} replaced invitations' ids, with their seats */
  #replaced = new Map();

  /** A new invitation for `seat`; the one it had is replaced. @param {number} seat @param {string} id */
  add(seat, id) {
    const before = this.#current.get(seat);
    if (before) this.#retire(before);
    const invitation = { id, seat, state: /** @type {InvitationState} */ ("waiting") };
    this.#current.set(seat, invitation);
    return invitation;
  }

  /** The seat's newest invitation, if it has one. @param {number} seat */
  of(seat) {
    return this.#current.get(seat) ?? null;
  }

  /** The seat gets no more invitations (a computer plays it). @param {number} seat */
  remove(seat) {
    const invitation = this.#current.get(seat);
    if (invitation) this.#retire(invitation);
    this.#current.delete(seat);
  }

  /** Whose invitation a reply with invitation id `id` answers, pasted into `seat`'s card.
   * @param {number} seat @param {string} id @returns {Match} */
  match(seat, id) {
    const mine = this.#current.get(seat);
    if (mine?.id === id) return mine.state === "waiting" ? { kind: "this" } : { kind: "taken" };
    for (const other of this.#current.values()) if (other.id === id) return { kind: "other", seat: other.seat };
    if (this.#replaced.get(id) === seat) return { kind: "old" };
    return { kind: "unknown" };
  }

  /** The invitation's next state, if it is still the seat's newest.
   * @param {Invitation} invitation @param {InvitationState} state */
  set(invitation, state) {
    if (this.#current.get(invitation.seat) === invitation) invitation.state = state;
  }

  /** @param {Invitation} invitation */
  #retire(invitation) {
    invitation.state = "replaced";
    this.#replaced.set(invitation.id, invitation.seat);
    if (this.#replaced.size > REMEMBERED) this.#replaced.delete(this.#replaced.keys().next().value ?? "");
  }
}
