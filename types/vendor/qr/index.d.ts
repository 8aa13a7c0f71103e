// The types of web/vendor/qr/index.js, the ES module scripts/build_site.py copies into the site
// from node_modules/@paulmillr/qr (see jsconfig.json's rootDirs).
export * from "@paulmillr/qr";
export { default } from "@paulmillr/qr";
