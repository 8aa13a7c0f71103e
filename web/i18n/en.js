// English texts of the page. Keys are grouped by where they show; see i18n.js for the format.
// Other modules add their own groups (e.g. "aids.*", "save.*"); keep every key in fi.js too.

export default {
  "lang.name": "English",
  "lang.switch": "Suomeksi",
  "lang.switchLabel": "Vaihda kieli suomeksi (switch the language to Finnish)",
};
