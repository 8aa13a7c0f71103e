// What the aids are given (aids.js builds it once): the engine's bridge, a read of the page's
// state, and the commands they may call. Types only (JSDoc, for the type check): nothing runs here.

/**
 * @typedef {import("../core/types.js").OpAnswers} OpAnswers
 * @typedef {{ call: <K extends keyof OpAnswers>(op: K, args?: Record<string, unknown>) => Promise<OpAnswers[K]> }} Bridge
 *   the engine in its worker (core/bridge.js): each operation's answer (docs/protocol.md)
 * @typedef {{ record?: import("../core/types.js").GameRecord | null, round: number, step: number }} LineStart
 *   where a what-if line starts: a record's round and step (without a record: the game on the table)
 * @typedef {{
 *   bridge: Bridge,
 *   state: () => import("../core/store.js").PageState,
 *   loadRecord: (record: unknown) => Promise<void>,
 *   playFrom: (at: LineStart) => void,
 * }} AidContext
 */

export {};
