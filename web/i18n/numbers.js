// The number helpers every language's tables share (the words around the numbers are each table's).

/** A count with its noun: plural(1, "tile", "tiles") -> "1 tile", plural(-2, ...) -> "-2 tiles".
 * @type {(n: number, one: string, many: string) => string} */
export const plural = (n, one, many) => `${n} ${Math.abs(n) === 1 ? one : many}`;
/** A number with a true minus sign. @type {(n: number) => string} */
export const minus = (n) => (n < 0 ? `\u2212${-n}` : String(n));
/** A change: "+5", "−5", "0". @type {(n: number) => string} */
export const signed = (n) => (n > 0 ? `+${n}` : minus(n));
