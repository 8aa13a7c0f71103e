// The types of web/pyodide/pyodide.mjs, the loader scripts/build_site.py copies into the site from
// node_modules/pyodide (see jsconfig.workers.json's rootDirs).
export { loadPyodide, version } from "pyodide";
export type { PyodideInterface } from "pyodide";
