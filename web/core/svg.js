// SVG elements for the page's pictures (tiles, the paper tally, the history's charts): one way to
// make them, in SVG's namespace.

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * An SVG element with its attributes (and its text, if any).
 * @param {string} tag
 * @param {Record<string, string | number>} [attrs]
 * @param {string | null} [text]
 */
export function svgElement(tag, attrs = {}, text = null) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== null) node.textContent = text;
  return node;
}
