// Pelimoottorin kieltäytymiset (refusals.js): suomi. Sanotaan, mitä mainittu sääntö vaatii, ja
// sääntö, sitten moottorin nimeämät laatat.
/** @typedef {import("./i18n.js").Table} Table */

/** The tiles the engine named, after the sentence. @param {string} tiles */
const named = (tiles) => (tiles ? ` Kyseiset laatat: ${tiles}.` : "");

export default /** @satisfies {Table} */ ({
  "refusal.said": ({ meaning, section, rule, tiles }) =>
    `${meaning ? `${meaning} (sääntö ${rule}).` : `Vastoin sääntöä ${rule}${section ? ` (${section})` : ""}.`}${named(tiles)}`,
  "refusal.R1.1": "Pelissä on yksi tupla-kuutonen-sarja: 28 laattaa, kukin kerran",
  "refusal.R1.2": "Pelaajia on kahdesta neljään, jokaisella käsi ja jokaisella puolella pisteet",
  "refusal.R1.3": "Jokainen käsi saa 5 laattaa, ja loput ovat nostopakka",
  "refusal.R1.4": "Kukaan ei näe toisen kättä kierroksen aikana",
  "refusal.R2.1": "Kukin pelaa vuorollaan, myötäpäivään",
  "refusal.R3.1": "Kierros avataan yhdellä laatalla, ei mihinkään jatkokohtaan",
  "refusal.R3.2": "Laatta liitetään jatkokohtaan, jossa on sama numero, vuorossa olevan kädestä",
  "refusal.R3.5": "Spinnerin haarat aukeavat vasta, kun sen linjan molemmat puolet on täytetty",
  "refusal.R4": "Laatan voi liittää vain avoimeen jatkokohtaan, jossa ei vielä ole laattaa",
  "refusal.R6.2": "Pisteet lasketaan viitosina",
  "refusal.R7.1": "Joka voi asettaa laatan, sen on asetettava",
  "refusal.R7.2": "Joka ei voi asettaa, nostaa laatan kerrallaan ja asettaa nostetun heti, kun se sopii",
  "refusal.R7.3": "Vuoron saa ohittaa vain, kun mikään ei sovi ja nostopakka on tyhjä",
  "refusal.R7.4": "Kierros on tukossa: nostopakka on tyhjä eikä kukaan voi asettaa",
  "refusal.R8.1":
    "Kierros päättyy, kun joku asettaa viimeisen laattansa tai kukaan ei voi pelata; seuraava alkaa sen jälkeen",
  "refusal.R9.2": "Peli päättyy, kun yksi puoli yksin kärjessä saavuttaa tavoitteen",
  "refusal.H1": "Tavoite on jokin pelin tarjoamista",
  "refusal.H2": "Muggins-säännössä laatan asettaja ilmoittaa sen pisteet",
  "refusal.PB5": "Laatan [6|6] haltija avaa sillä pelin ensimmäisen kierroksen",
});
