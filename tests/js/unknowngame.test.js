// A game this page does not know (web/core/unknowngame.js, web/core/bridge.js): the engine's
// refusal keeps its stable code and the name as given through the bridge, and the page says it in
// the player's words; any other refusal is not taken for one.

import { test } from "node:test";
import assert from "node:assert/strict";

import { createBridge } from "../../web/core/bridge.js";
import { unknownGameName, unknownGameSentence, unknownGameWords } from "../../web/core/unknowngame.js";
import { inLanguage } from "./language.js";

const WHIST = {
  kind: "ValueError",
  message: "welcome.rules: rules.preset is one of …",
  code: "unknown_game",
  preset: "whist",
};

/** A worker that is ready at once and answers every request with `error`. @param {object} error */
function refusingWorker(error) {
  /** @type {((event: {data: unknown}) => void)[]} */
  const heard = [];
  const worker = {
    addEventListener: (/** @type {string} */ type, /** @type {(event: {data: unknown}) => void} */ fn) => {
      if (type === "message") heard.push(fn);
    },
    postMessage: (/** @type {{id: number}} */ request) =>
      queueMicrotask(() => heard.forEach((fn) => fn({ data: { id: request.id, ok: false, error } }))),
  };
  queueMicrotask(() => heard.forEach((fn) => fn({ data: { type: "progress", stage: "ready" } })));
  return /** @type {Worker} */ (/** @type {unknown} */ (worker));
}

test("the bridge keeps an unknown game's code and name on the error it throws", async () => {
  const bridge = createBridge({ makeWorker: () => refusingWorker(WHIST) });
  const err = await bridge.call("new_game", {}).then(
    () => assert.fail("refused"),
    (e) => e,
  );
  assert.deepEqual(
    [err.kind, err.message, err.code, err.preset],
    ["ValueError", WHIST.message, "unknown_game", "whist"],
  );
  assert.equal(unknownGameName(err), "whist");
});

test("any other refusal keeps no code: it is not an unknown game", async () => {
  const bridge = createBridge({ makeWorker: () => refusingWorker({ kind: "IllegalMove", message: "R2.1 …" }) });
  const err = await bridge.call("play", {}).then(
    () => assert.fail("refused"),
    (e) => e,
  );
  assert.deepEqual([err.kind, err.code, err.preset], ["IllegalMove", null, null]);
  assert.equal(unknownGameName(err), null);
  assert.equal(unknownGameSentence(err), null);
  assert.equal(unknownGameWords(new Error("x")), null);
  assert.equal(unknownGameWords(null), null);
});

test("the game is named as given, or not at all when the engine gives no name", () => {
  assert.equal(unknownGameWords(WHIST), "a game this page does not know (“whist”)");
  assert.equal(
    unknownGameSentence(WHIST),
    "This is a game this page does not know (“whist”): update the page to play it.",
  );
  const nameless = { ...WHIST, preset: null };
  assert.equal(unknownGameName(nameless), "");
  assert.equal(unknownGameSentence(nameless), "This is a game this page does not know: update the page to play it.");
});

test("in every language's words", () => {
  const said = (/** @type {string} */ lang) => inLanguage(lang, () => unknownGameSentence(WHIST));
  assert.equal(said("fi"), "Tämä on peli, jota tämä sivu ei tunne (”whist”): päivitä sivu, niin voit pelata sitä.");
  assert.equal(said("es"), "Es un juego que esta página no conoce («whist»): actualiza la página para jugarlo.");
  assert.equal(said("pt"), "É um jogo que esta página não conhece (“whist”): atualize a página para jogá-lo.");
});
