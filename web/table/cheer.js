// The person's win at game over, marked once and quietly: a few gold sparks rise over the table and
// fade (~1.4 s). None with prefers-reduced-motion, nor in test mode (?fast=1).

import { make } from "../core/dom.js";
import { motionAllowed } from "./fly.js";

const SPARKS = 14;

/** @typedef {ReturnType<typeof import("../core/store.js").createStore>} Store */

/** Watch the state for the person's (or their side's) win of the game.
 * @param {Store} store @param {boolean} fast the e2e tests' mode: no sparks */
export function installCheer(store, fast) {
  store.subscribe((s, before) => {
    const view = s.summary;
    if (!view || view === before.summary || !view.over || !motionAllowed(fast) || !s.session) return;
    if (view.winner === view.side_of[s.session.human]) cheer();
  });
}

function cheer() {
  const layer = make("div", "cheer");
  layer.setAttribute("aria-hidden", "true");
  document.body.append(layer);
  const runs = [];
  for (let i = 0; i < SPARKS; i++) {
    const spark = make("span", "cheer-spark");
    const x = 10 + ((i * 37) % 80); // spread across, the same every time
    spark.style.left = `${x}%`;
    layer.append(spark);
    const rise = 30 + ((i * 53) % 40);
    runs.push(
      spark.animate(
        [
          { transform: "translateY(0) scale(0.6)", opacity: 0 },
          { transform: `translateY(-${rise * 0.6}vh) scale(1)`, opacity: 1, offset: 0.4 },
          { transform: `translateY(-${rise}vh) scale(0.8)`, opacity: 0 },
        ],
        { duration: 1400, delay: (i % 4) * 80, easing: "ease-out", fill: "both" },
      ).finished,
    );
  }
  Promise.allSettled(runs).then(() => layer.remove());
}
