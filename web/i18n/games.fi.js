// Perheen pelit ja niiden valinnat (core/choices.js, aids/rules.js): suomi. Avaimet ovat
// games.en.js:n; All Fivesin ja paridominon säännöt lyhyesti (docs/rules.md AF1-AF9, PB1-PB9).
import { minus, plural, signed } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "newgame.game": "Peli",
  "newgame.fallback": "Viimeisin valintasi ei ole enää tarjolla ({choices}): tavallinen on valittu.",

  "rules.game.five_up.name": "Five Up",
  "rules.game.five_up.lead": "Jokainen tupla on spinneri. Pisteitä saa, kun päiden summa on viiden monikerta.",
  "rules.game.five_up.options": "Talon säännöt",
  "rules.game.five_up.default": "arkki",
  "rules.game.five_up.rules": "Five Upin säännöt",
  "rules.game.all_fives.name": "All Fives (Muggins)",
  "rules.game.all_fives.lead":
    "Vain ensimmäinen tupla on spinneri. Pisteitä saa, kun päiden summa on viiden monikerta, summa sellaisenaan.",
  "rules.game.all_fives.options": "Pöydän säännöt",
  "rules.game.all_fives.default": "tavallinen",
  "rules.game.all_fives.rules": "All Fivesin (Muggins) säännöt",
  "rules.game.partnership_block.name": "Paridomino",
  "rules.game.partnership_block.lead":
    "Neljä pelaajaa pareittain, 7 laattaa kullekin, ei pakkaa eikä spinneriä. Kun pelaaja pääsee laatoistaan, hänen parinsa saa jäljelle jääneet silmät.",
  "rules.game.partnership_block.options": "Pöydän säännöt",
  "rules.game.partnership_block.default": "tavallinen",
  "rules.game.partnership_block.rules": "Paridominon säännöt",
  "rules.unknown.named": "peli, jota tämä sivu ei tunne (”{name}”)",
  "rules.unknown.nameless": "peli, jota tämä sivu ei tunne",
  "rules.unknown.refused": "Tämä on {game}: päivitä sivu, niin voit pelata sitä.",

  "rules.option.target.name": "Tavoite",
  "rules.option.target.note": "Ensimmäisenä {value} pisteeseen päässyt voittaa.",
  "rules.option.muggins.name": "Muggins: ilmoita pisteesi",
  "rules.option.muggins.note.true":
    "Muggins-sääntö: ilmoita jokaisen asettamasi laatan pisteet; väärä tai puuttuva ilmoitus antaa ne seuraavalle pelaajalle.",
  "rules.option.counted.name": "Laatoista päässyt saa",
  "rules.option.counted.all": "kaikki kädet",
  "rules.option.counted.opponents": "vastustajien kädet",
  "rules.option.later_opener.name": "Seuraavan jaon aloittaa",
  "rules.option.later_opener.next-seat": "seuraava pelaaja",
  "rules.option.later_opener.winner": "voittaja",
  "rules.option.capicua.name": "Capicúa-lisä",
  "rules.option.capicua.0": "ei",
  "rules.option.capicua.note":
    "Laatoista pääseminen laatalla, joka sopii molempiin päihin, tuo {value} pistettä lisää.",
  "rules.option.blocked_count.name": "Tukoksen pisteet",
  "rules.option.blocked_count.as-out": "kuin laatoista päässyt",
  "rules.option.blocked_count.difference": "erotus",
  "rules.option.blocked_count.note.difference":
    "Tukoksessa vähiten silmiä pitänyt puoli saa vastustajien silmät vähennettynä omillaan, viitoseen pyöristettynä.",

  "aids.rules.options": "Tämän pelin pöydän säännöt (valittu Uusi peli -ikkunassa)",
  "aids.rules.on": "käytössä",
  "aids.rules.off": "ei käytössä",
  "aids.rules.af1.title": "AF1 Pelaajat ja jako.",
  "aids.rules.af1":
    "Tuplakuutossarja. Kahdesta neljään pelaajaa; neljällä parit istuvat vastakkain. Kahdella 7 laattaa kullekin, kolmella tai neljällä 5. Loput ovat pakka, josta saa nostaa kaiken.",
  "aids.rules.af2.title": "AF2 Vuorot, nosto, aloitus.",
  "aids.rules.af2":
    "Kuten Five Upissa: jos voit asettaa laatan, sinun on asetettava; jos et, nosta kunnes laatta sopii ja aseta se; passaa vain pakan ollessa tyhjä. Arpa valitsee ensimmäisen jaon aloittajan; seuraavan aloittaa laatoistaan päässyt, tukkeutuneen jaon jälkeen arvotaan uudelleen.",
  "aids.rules.af3.title": "AF3 Yksi spinneri.",
  "aids.rules.af3":
    "Vain ensimmäinen pelattu tupla on spinneri: sen haarat avautuvat, kun sen molemmat linjan sivut on täytetty. Muut tuplat ovat poikittain, vain kahdella linjan sivulla.",
  "aids.rules.af4.title": "AF4 Pisteet pelin aikana.",
  "aids.rules.af4":
    "Jokaisen asetuksen jälkeen lasketaan avoimet päät yhteen; jos summa on 5, 10, 15, … asettaja saa summan pisteinä sellaisenaan.",
  "aids.rules.af5.title": "AF5 Tuplat päässä.",
  "aids.rules.af5":
    "Linjan päässä oleva tupla lasketaan kokonaan ([6|6] on 12); tupla, jonka molemmat sivut on täytetty, ei tuo mitään, ja avaamaton haara on 0.",
  "aids.rules.af6.title": "AF6 Laatoista pääseminen.",
  "aids.rules.af6":
    "Laatoistaan päässeen puoli saa vastustajien käsiin jääneet silmät (ei parin), yhteen laskettuina ja pyöristettyinä lähimpään viitoseen. Keneltäkään ei vähennetä mitään.",
  "aids.rules.af7.title": "AF7 Tukkeutunut jako.",
  "aids.rules.af7":
    "Ainoa puoli, jolla on vähiten silmiä kädessä, saa vastustajien silmät viitoseen pyöristettyinä, kuin olisi päässyt laatoistaan. Tasatilanteessa kukaan ei saa mitään. Jos pöytä niin valitsee, se saa erotuksen: vastustajien silmät vähennettynä omillaan, pyöristettynä.",
  "aids.rules.af8.title": "AF8 Voitto.",
  "aids.rules.af8":
    "Jaon jälkeen voittaa puoli, joka yksin saavuttaa valitun tavoitteen tai ylittää sen; tasatilanteessa pelataan lisää.",
  "aids.rules.af9.title": "AF9 Muggins.",
  "aids.rules.af9": "Pöytä voi pelata pisteitä ilmoittaen, kuten Five Upin Muggins.",
  "aids.rules.pb1.title": "PB1 Pelaajat ja jako.",
  "aids.rules.pb1":
    "Neljä pelaajaa kahtena parina, parit vastakkain, yksi tuplakuutossarja. Kaikki 28 laattaa jaetaan, 7 kullekin.",
  "aids.rules.pb2.title": "PB2 Vuorot.",
  "aids.rules.pb2": "Vuoro kiertää pöydän ympäri; yksi laatta vuorossa, ja joka voi asettaa, asettaa.",
  "aids.rules.pb3.title": "PB3 Ei spinneriä.",
  "aids.rules.pb3": "Yksi linja, jolla on kaksi päätä. Tuplat ovat poikittain, vain kahdella linjan sivulla.",
  "aids.rules.pb4.title": "PB4 Ei pakkaa: passaa.",
  "aids.rules.pb4": "Joka ei voi asettaa, passaa. Kun kukaan ei voi asettaa, jako tukkeutuu ja päättyy heti.",
  "aids.rules.pb5.title": "PB5 Aloitus.",
  "aids.rules.pb5":
    "Laatan [6|6] haltija aloittaa ensimmäisen jaon sillä. Seuraavat jaot aloittaa millä tahansa laatalla edellisen aloittajan jälkeinen pelaaja tai, jos niin valitaan, voittaja.",
  "aids.rules.pb6.title": "PB6 Laatoista pääseminen.",
  "aids.rules.pb6":
    "Pelin aikana ei saa pisteitä. Laatoistaan päässeen pari saa kaikki kolmeen muuhun käteen jääneet silmät, parinkin (tai, jos niin valitaan, vain vastustajien). Mitään ei pyöristetä.",
  "aids.rules.pb7.title": "PB7 Tukkeutunut jako.",
  "aids.rules.pb7":
    "Pari, jonka kahdessa kädessä on vähemmän silmiä, saa molempien parien silmät (tai valittaessa vain vastustajien). Tasatilanteessa kukaan ei saa mitään.",
  "aids.rules.pb8.title": "PB8 Voitto.",
  "aids.rules.pb8":
    "Jaon jälkeen voittaa pari, joka yksin saavuttaa valitun tavoitteen tai ylittää sen; tasatilanteessa pelataan lisää.",
  "aids.rules.pb9.title": "PB9 Capicúa.",
  "aids.rules.pb9":
    "Jos niin valitaan, laatoista pääseminen laatalla, joka ei ole tupla ja sopii molempiin päihin (ne näyttävät sen kaksi lukua), tuo lisäpisteet.",

  // ---- voittajalle laskettu käsi (All Fivesin ja parikorttidominon kierroksen yhteenveto) ----
  "handCount.took": ({ name, many, you, points, pips, whose, less, rounded }) =>
    `${you ? "Saat" : `${name} ${many ? "saavat" : "saa"}`} ${plural(points, "pisteen", "pistettä")}: ${
      whose === "all" ? "kaikkiin käsiin" : "vastustajien käsiin"
    } jääneet ${plural(pips, "silmä", "silmää")}${less ? ` vähennettynä omilla ${less} silmällä` : ""}${
      rounded ? " pyöristettynä lähimpään viitoseen" : ""
    }.`,
  "handCount.fewest": ({ name, you }) => `Tukos: vähiten silmiä on ${you ? "sinulla" : `puolella ${name}`}.`,
  "handCount.tied": "Tukos, ja vähimmät silmät ovat tasan: kukaan ei saa pisteitä tästä kädestä.",
  "handCount.bonus": ({ points }) => `Capicúa: ${plural(points, "lisäpiste", "lisäpistettä")}.`,
  "handCount.cites": ({ rules, many }) => `(${many ? "säännöt" : "sääntö"} ${rules})`,
  "handCount.column": "Lasketaan",
  "handCount.in": "lasketaan",
  "handCount.notIn": "ei lasketa",
  "handCount.placements": "Asetukset",
  "handCount.hand": "Käden lasku",
  "handCount.capicua": "Capicúa",
  "handCount.amount": ({ points }) => `${signed(points)} ${Math.abs(points) === 1 ? "piste" : "pistettä"}`,
  "handCount.now": ({ points }) => `${minus(points)} ${Math.abs(points) === 1 ? "piste" : "pistettä"}`,
});
