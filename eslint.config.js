// ESLint for the page's JavaScript (make lint): the recommended rules plus a few that keep the
// code plain, with each file's own globals: the page's modules run in a window, worker.js (and its
// modules in worker/) in a module worker, sw.js is the classic-script service worker; the Node
// scripts (scripts/*.mjs, e2e/engines/*.mjs), the page's unit tests (tests/js, run by Node) and the
// browser checks' recorder script are linted too. Type checks: jsconfig.json.

import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "no-unused-vars": ["error", { args: "after-used", caughtErrors: "none" }],
      eqeqeq: ["error", "always"],
      "no-var": "error",
      "prefer-const": "error",
      "no-throw-literal": "error",
      "no-unused-expressions": "error",
      "no-self-compare": "error",
      "no-template-curly-in-string": "error",
      "object-shorthand": "error",
      // Small functions with one job: a longer one is split by meaning (docs/architecture.md).
      "max-lines-per-function": ["error", { max: 60 }],
    },
  },
  {
    files: ["web/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.browser },
  },
  {
    files: ["web/worker.js", "web/worker/**/*.js"],
    languageOptions: { globals: globals.worker },
  },
  {
    files: ["web/sw.js"],
    languageOptions: { sourceType: "script", globals: globals.serviceworker },
  },
  {
    // Node: this file and the build's snapshot maker.
    files: ["eslint.config.js", "scripts/**/*.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.node },
  },
  {
    // The unit tests of the page's modules: Node's test runner, importing web/ as it is.
    files: ["tests/js/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.node },
  },
  {
    // The Firefox check's driver: Node, handing functions to the page (which run there).
    files: ["e2e/engines/**/*.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The Firefox and WebKit checks' recorder: a classic script in the page (e2e/engines).
    files: ["e2e/engines/recorder.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: globals.browser },
  },
];
