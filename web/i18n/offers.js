// How the language switch offers each language the page speaks, in that language's own words: its
// name, its short code and the words that offer it. Kept apart from the tables (xx.js) so that the
// switch lists every language while the page has loaded only the table it shows; each table takes
// its own three entries from here, so t("lang.name") and the rest say them too.

/** @typedef {{ "lang.name": string, "lang.offerShort": string, "lang.offerLabel": string }} OfferWords */

/** @type {Record<string, OfferWords>} by language, in the order of i18n.js's LOADERS */
export const OFFERS = {
  en: {
    "lang.name": "English",
    "lang.offerShort": "EN",
    "lang.offerLabel": "In English (EN) – switch the language to English",
  },
  fi: {
    "lang.name": "Suomi",
    "lang.offerShort": "FI",
    "lang.offerLabel": "Suomeksi (FI) – vaihda kieli suomeksi",
  },
  es: {
    "lang.name": "Español",
    "lang.offerShort": "ES",
    "lang.offerLabel": "Español (ES) – cambiar el idioma a español",
  },
  pt: {
    "lang.name": "Português",
    "lang.offerShort": "PT",
    "lang.offerLabel": "Português (PT) – mudar o idioma para português",
  },
};
