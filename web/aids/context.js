// What the aids are given (aids.js builds it once): the engine's reads (core/queries.js: the aids
// send no operation of their own), a read of the page's state, and the commands they may call.
// Types only (JSDoc, for the type check): nothing runs here.

/**
 * @typedef {import("../core/queries.js").Queries} Queries  the engine's reads, each typed with its answer
 * @typedef {{ record?: import("../core/types.js").GameRecord | null, round: number, step: number }} LineStart
 *   where a what-if line starts: a record's round and step (without a record: the game on the table)
 * @typedef {{
 *   queries: Queries,
 *   state: () => import("../core/store.js").PageState,
 *   loadRecord: (record: unknown) => Promise<void>,
 *   playFrom: (at: LineStart) => void,
 * }} AidContext
 */

export {};
