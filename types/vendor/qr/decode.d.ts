// The types of web/vendor/qr/decode.js (copied by scripts/build_site.py from
// node_modules/@paulmillr/qr; see jsconfig.json's rootDirs).
export * from "@paulmillr/qr/decode.js";
export { default } from "@paulmillr/qr/decode.js";
