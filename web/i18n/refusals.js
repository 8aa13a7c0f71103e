// The engine's refusals in the player's language. The engine writes a refusal in English and
// starts its reason with the rule it cites ("R1.1 each tile exists once; twice: [2|5]", behind
// the place it found it: "game record: round 2 deal: R1.3 …"). The page says it with the table's
// `refusal.said`: English keeps the engine's own words; another language says what the rule asks
// (`refusal.<rule>`, else the title of the rule's section on the rules card) with the tiles the
// engine quotes. The rule is always cited; a refusal that cites none (a field the engine names)
// is shown as the engine wrote it, its field named as today.

import { t } from "./i18n.js";

/** A rule as the engine cites it: R1.1, R4, H2, AF6, PB5. */
const RULE = /(?:^|[\s:(])((?:R|AF|PB)\d+(?:\.\d+)?|H\d)(?=[\s:,)]|$)\s*(.*)$/s;
const TILE = /\[\d\|\d\]/g;

/** What rule `rule` asks in the page's words, its own line (`meaning`), else the title of its
 * section on the rules card (`section`: "R9.2" -> "Winning", from "R9 Winning.").
 * @param {string} rule */
function ruleWords(rule) {
  const own = `refusal.${rule}`;
  if (t(own) !== own) return { meaning: t(own), section: "" };
  const key = `aids.rules.${rule.split(".")[0].toLowerCase()}.title`;
  const title = t(key);
  return { meaning: "", section: title === key ? "" : title.replace(/^\S+\s+/, "").replace(/\.$/, "") };
}

/**
 * An engine's refusal said in the page's language, the rule it cites kept.
 * @param {string} message the engine's words
 */
export function refusalSaid(message) {
  const found = RULE.exec(message);
  if (!found) return message.replace(/^position:\s*/, "");
  const [, rule, rest] = found;
  const words = rest.replace(/^[:\s]+/, "");
  const tiles = [...new Set(words.match(TILE) ?? [])].join(", ");
  return t("refusal.said", {
    rule,
    words: words.charAt(0).toUpperCase() + words.slice(1),
    ...ruleWords(rule),
    tiles,
  });
}
