// A rule set of a game this page's engine does not know (a newer page's host, save, file or
// challenge): the engine refuses it with the stable code "unknown_game" and the name as given
// (`preset`, null when it is no short text; engine/errors.py, docs/protocol.md "Worker
// messages"). Here the refusal is told apart from any other and the game named in the player's
// words, its name quoted as given; each caller says what it means there.

import { t } from "../i18n/i18n.js";

/** The name of the game an engine's refusal does not know ("" when it gives none), or null when
 * the refusal is about anything else. @param {unknown} err */
export function unknownGameName(err) {
  const refusal = /** @type {{code?: unknown, preset?: unknown} | null | undefined} */ (err);
  if (refusal?.code !== "unknown_game") return null;
  return typeof refusal.preset === "string" ? refusal.preset : "";
}

/** "a game this page does not know (“xyz”)", or without a name when the refusal gives none; null
 * for any other refusal. @param {unknown} err */
export function unknownGameWords(err) {
  const name = unknownGameName(err);
  if (name === null) return null;
  return name ? t("rules.unknown.named", { name }) : t("rules.unknown.nameless");
}

/** The sentence for a game, record, save or challenge of an unknown game ("This is a game this
 * page does not know (“xyz”): update the page to play it."); null for any other refusal.
 * @param {unknown} err */
export function unknownGameSentence(err) {
  const game = unknownGameWords(err);
  return game === null ? null : t("rules.unknown.refused", { game });
}
