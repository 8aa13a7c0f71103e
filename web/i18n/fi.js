// Suomenkieliset tekstit. Termit kuten sääntöarkissa: spinneri, linja, haara, nostopakka,
// raakapisteet, näyttöpisteet, laillinen jatkokohta, pisteytykseen laskettu arvo, tukko, kierros.

export default {
  "lang.name": "Suomi",
  "lang.switch": "In English",
  "lang.switchLabel": "Switch the language to English (vaihda kieli englanniksi)",
};
