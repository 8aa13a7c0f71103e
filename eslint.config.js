// ESLint for the page's JavaScript (make lint): the recommended rules plus a few that keep the
// code plain, with each file's own globals: the page's modules run in a window, worker.js (and its
// modules in worker/) in a module worker, sw.js is the classic-script service worker. Type checks: jsconfig.json.

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
    files: ["eslint.config.js"],
    languageOptions: { sourceType: "module", globals: globals.node },
  },
];
