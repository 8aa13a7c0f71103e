// Pelin apuvälineiden suomenkieliset tekstit (aids.js, log.js, replay.js, coach.js, fairdeal.js,
// tally.js, rules.js, viewer.js), yhdistetään fi.js:ään. Avaimet: "aids.*". Termit kuten fi.js:ssä.
import { plural as count } from "./numbers.js";

/** @type {(n: number) => string} */
const raw = (n) => count(n, "raakapiste", "raakapistettä");
/** @type {(n: number) => string} */
const shown = (n) => count(n, "näyttöpiste", "näyttöpistettä");

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "aids.close": "Sulje",

  // ---- painikkeet pöydän ääressä ----
  "aids.hint": "Vihje",
  "aids.undo": "Kumoa",
  "aids.log": "Siirrot",
  "aids.rules": "Säännöt",
  "aids.hint.title": "Vihje (H): vaikean tietokoneen siirto sinun puolestasi",
  "aids.undo.title": "Kumoa (U): ota viimeisin siirtosi ja sen jälkeiset tietokoneen siirrot takaisin",
  "aids.undo.titleCount": ({ n }) =>
    `Kumoa (U): ota viimeisin siirtosi ja sen jälkeiset tietokoneen siirrot takaisin (käytetty ${count(n, "kerran", "kertaa")} tässä pelissä)`,
  "aids.log.button": "Siirrot, tallennus ja lataus, uusinta",
  "aids.rules.button": "Säännöt ja sääntöarkin esimerkit",

  // ---- pisteennusteet ----
  "aids.preview.note": "+{points} · Σ{sum}",
  "aids.preview.noteNone": "Σ{sum}",
  "aids.preview.said": ({ sum, points, raw: r }) => `päiden summa ${sum}, ${raw(r)} (${shown(points)})`,
  "aids.preview.saidNone": "päiden summa {sum}, ei pisteitä",

  // ---- vihje ----
  "aids.hint.tag": "vihje",
  "aids.hint.asking": "Kysytään vihjettä vaikealta tietokoneelta…",
  "aids.hint.said": "Vihje: vaikea tietokone {move}.",
  "aids.hint.scores": ({ points, sum }) => `Päiden summaksi tulee ${sum}, ja siitä saa ${shown(points)}.`,
  "aids.hint.noScore": "Päiden summaksi tulee {sum} (ei pisteitä nyt).",
  "aids.move.draw": "nostaisi",
  "aids.move.pass": "ohittaisi vuoron",
  "aids.move.open": "avaisi laatalla {tile}",
  "aids.move.place": "asettaisi laatan {tile} kohtaan {end}",
  "aids.did.draw": "nostit",
  "aids.did.pass": "ohitit vuorosi",
  "aids.did.open": "avasit laatalla {tile}",
  "aids.did.place": "asetit laatan {tile} kohtaan {end}",
  "aids.didBy.draw": "{name} nosti",
  "aids.didBy.pass": "{name} ohitti vuoronsa",
  "aids.didBy.open": "{name} avasi laatalla {tile}",
  "aids.didBy.place": "{name} asetti laatan {tile} kohtaan {end}",

  // ---- kumoa ----
  "aids.undo.since": ({ name }) =>
    `${name} on pelannut sen jälkeen: voit perua vain oman viimeisen siirtosi, kun kukaan muu ei ole vielä pelannut.`,
  "aids.undo.doneBy": ({ name, n }) =>
    `${name} otti viimeisimmän siirtonsa takaisin (${count(n, "kumous", "kumousta")} tässä pelissä).`,
  "aids.undo.done": ({ n }) => `Otit viimeisimmän siirtosi takaisin (${count(n, "kumous", "kumousta")} tässä pelissä).`,

  // ---- tapahtumat siirroissa ja uusinnassa ----
  "aids.ev.draw": "{name} nostaa laatan.",
  "aids.ev.drawYou": "Nostat laatan.",
  "aids.ev.pass": "{name} ohittaa vuoronsa.",
  "aids.ev.passYou": "Ohitat vuorosi.",
  "aids.ev.open": "{name} avaa laatalla {tile}{drawn}: päiden summa {sum}, {score}.",
  "aids.ev.openYou": "Avaat laatalla {tile}{drawn}: päiden summa {sum}, {score}.",
  "aids.ev.place": "{name} asettaa laatan {tile}{drawn} kohtaan {end}: päiden summa {sum}, {score}.",
  "aids.ev.placeYou": "Asetat laatan {tile}{drawn} kohtaan {end}: päiden summa {sum}, {score}.",
  "aids.ev.scores": ({ raw: r, points }) => `${raw(r)} (${shown(points)})`,
  "aids.ev.noScore": "ei pisteitä",
  "aids.ev.drawnNote": " (juuri nostettu)",

  // ---- siirrot ----
  "aids.log.title": "Siirrot",
  "aids.log.export": "Tallenna pelitiedosto",
  "aids.log.import": "Lataa pelitiedosto",
  "aids.log.replay": "Katso peli uudelleen",
  "aids.log.loading": "Luetaan siirtoja…",
  "aids.log.empty": "Peliä ei vielä ole: jaa ensin.",
  "aids.log.hostsGame":
    "Peli on isännän: tallennus, katselu ja kierroksen pelaaminen uudelleen tehdään isännän laitteella.",
  "aids.log.round": "Kierros {n}",
  "aids.log.starter": "{name} aloitti.",
  "aids.log.noMoves": "Ei vielä siirtoja.",
  "aids.log.blocked": "Kierros päättyi tukkoon: kukaan ei voinut asettaa laattaa ja nostopakka oli tyhjä.",
  "aids.log.blockedNoStock": "Kierros päättyi tukkoon: kukaan ei voinut asettaa laattaa.",
  "aids.log.out": "{name} tyhjensi kätensä.",
  "aids.log.deduction": ({ name, raw: r, points }) =>
    `${name}: käsi laskettiin, \u2212${raw(r)} (\u2212${shown(points)}).`,
  "aids.log.noDeduction": "{name}: ei vähennettävää.",
  "aids.log.scores": "Pisteet kierroksen jälkeen: {scores}.",
  "aids.log.seed": "Jaon siemen (reilu jako): {seed}",
  "aids.log.undos": ({ n }) => `Kumouksia tässä pelissä: ${n}.`,
  "aids.log.exported":
    "Pelitiedosto on tallennettu latauksiisi. Lataa se tänne uudelleen jatkaaksesi tai katsoaksesi pelin.",
  "aids.log.notJson": "{name} ei ole Five Up -pelitiedosto (se ei ole JSONia).",
  "aids.log.tooBig":
    "{name} on liian suuri ollakseen Five Up -pelitiedosto (yli {mb} Mt). Sitä ei luettu; käynnissä oleva peli jatkuu ennallaan.",
  "aids.log.refused": "Tiedostoa ei voitu ladata, ja käynnissä oleva peli jatkuu ennallaan. Moottori sanoo: {message}",
  "aids.log.busy": "Odota vuoroasi (tai kierroksen loppua) ladataksesi pelin.",
  "aids.log.loaded": "Peli ladattu: kierros {n}.",
  "aids.log.failed": "Siirtoja ei voitu lukea: {message}",
  // ---- mitä pöytä tietää (ledger.js) ----
  "aids.ledger.title": "Mitä pöytä tietää",
  "aids.ledger.how":
    "Kun pelaaja nostaa tai ohittaa vuoronsa, hänellä ei ole mitään avoimiin päihin sopivaa: kaikki tietävät, ettei hänellä ole niitä lukuja, ennen kuin hän nostaa taas.",
  "aids.ledger.howNoStock":
    "Kun pelaaja ohittaa vuoronsa, hänellä ei ole mitään avoimiin päihin sopivaa: kaikki tietävät, ettei hänellä ole niitä lukuja koko loppukierroksen aikana.",
  "aids.ledger.player": "Pelaaja",
  "aids.ledger.tiles": "Laattoja kädessä",
  "aids.ledger.lacks": "Ei yhtään näistä",
  "aids.ledger.nothing": "ei tiedetä mitään",
  "aids.ledger.boneyard": ({ n }) => `Nostopakka: ${count(n, "laatta", "laattaa")}.`,
  "aids.ledger.unseen": ({ n }) => `Laatat, joita et ole nähnyt (${n})`,
  "aids.ledger.curtain": "Tässä on vain se, minkä jokainen pelaaja tietää: näkemättömät laatat päättelet itse.",

  // ---- katselu, uusinta ----
  "aids.viewer.prev": "Askel taaksepäin (←)",
  "aids.viewer.next": "Askel eteenpäin (→)",
  "aids.viewer.noTiles": "ei laattoja",
  "aids.replay.title": "Uusinta",
  "aids.replay.prevRound": "◀◀ Kierros",
  "aids.replay.nextRound": "Kierros ▶▶",
  "aids.replay.deal": ({ name, you }) => (you ? "Jako: sinä aloitat." : `Jako: ${name} aloittaa.`),
  "aids.replay.move": "Siirto {n}:",
  "aids.replay.scores": "Pisteet: {scores}.",
  "aids.replay.position": "Kierros {round}/{rounds} · siirto {step}/{steps}",
  "aids.replay.boneyard": "Nostopakka",
  "aids.replay.raw": "raakap.",

  // ---- valmentaja ----
  "aids.coach.title": "Valmentaja",
  "aids.coach.heading": "Valmentaja",
  "aids.coach.intro":
    "Mitkä siirtosi vaikea tietokone olisi tehnyt toisin, ja kuinka monen pisteen arvoiseksi se sen arvioi?",
  "aids.coach.ask": "Käy siirtoni läpi",
  "aids.coach.wait": "Valmentaja käy siirtojasi läpi…",
  "aids.coach.none": "Vaikea tietokone olisi tehnyt kaikki tämän kierroksen valintasi samoin tai lähes samoin.",
  "aids.coach.lead": ({ n, total }) =>
    `${count(n, "siirto", "siirtoa")}, jotka vaikea tietokone olisi tehnyt toisin, yhteensä noin ${total} pisteen arvosta:`,
  "aids.coach.moment": "Siirto {n}: {played}; vaikea tietokone {better}, noin {gain} pistettä parempi.",
  "aids.coach.explain":
    "(Odotusarvo monesta arvauksesta piilossa olevista laatoista sen perusteella, mitä silloin tiesit: oman puolesi pisteet miinus muiden pisteet kierroksen loppuun.)",
  "aids.coach.momentExact": "Siirto {n}: {played}; vaikea tietokone {better}, tasan {gain} pistettä parempi.",
  "aids.coach.explainExact":
    "(Tarkka: kaikki piilossa olevat laatat olivat tiedossa, joten ratkaisija pelasi kierroksen loppuun kaikkien parhailla siirroilla: oman puolesi pisteet miinus muiden pisteet kierroksen loppuun.)",
  "aids.coach.exact": "Tarkka",
  "aids.coach.estimate": "Arvio",
  "aids.coach.introPeople":
    "Valitse pelaaja: mitkä hänen siirroistaan vaikea tietokone olisi tehnyt toisin, ja kuinka monen pisteen arvoiseksi se sen arvioi?",
  "aids.coach.askFor": "Käy läpi pelaajan {name} siirrot",
  "aids.coach.waitFor": "Valmentaja käy läpi pelaajan {name} siirtoja…",
  "aids.coach.whose": "Pelaajan {name} siirrot:",
  "aids.coach.noneFor":
    "Vaikea tietokone olisi tehnyt kaikki pelaajan {name} tämän kierroksen valinnat samoin tai lähes samoin.",
  "aids.coach.stepThrough": "Näytä ne pöydällä",
  "aids.coach.position": "Kierros {round} · kohta {i}/{n}",
  "aids.coach.values": "Odotetut pisteet",
  "aids.coach.valuesExact": "Tarkat pisteet (kaikkien parhailla siirroilla)",
  "aids.coach.value": "{tile} kohtaan {end}: {value}",
  "aids.coach.valueOpen": "{tile} avauksena: {value}",
  "aids.coach.failed": "Valmentaja ei voinut käydä tätä kierrosta läpi: {message}",

  // ---- valmentajan parihuomiot (partnernotes.js) ----
  "aids.partner.heading": "Parisi {partner}",
  "aids.partner.headingFor": "Pelaajan {name} pari: {partner}",
  "aids.partner.told": "Mitä pelaajan {partner} peli kertoi",
  "aids.partner.toldNone": "{partner} ei antanut tällä kierroksella yhtään merkkiä.",
  "aids.partner.pass": "Siirto {n}: {partner} ohitti vuoronsa; hänellä ei ole laattaa, jossa on {numbers}.",
  "aids.partner.draw": "Siirto {n}: {partner} nosti; hänellä ei ollut laattaa, jossa on {numbers}.",
  "aids.partner.led":
    "Siirto {n}: {partner} avasi valitsemallaan laatalla {tile}; hänellä on luultavasti paljon numeroa {numbers}.",
  "aids.partner.long":
    "Siirrot {moves}: {partner} jätti numeron {number} näkyviin {times}; {number} on luultavasti hänen numeronsa.",
  "aids.partner.times": ({ n }) => (n === 2 ? "kahdesti" : `${n} kertaa`),
  "aids.partner.missedHeading": "Missä sillä oli väliä",
  "aids.partner.missedNone": "Mikään tämän kierroksen valinta ei mennyt sitä vastaan.",
  "aids.partner.missed": "Siirto {n}: {played}; {better} olisi {why}, noin {gain} pistettä parempi.",
  "aids.partner.missedExact": "Siirto {n}: {played}; {better} olisi {why}, tasan {gain} pistettä parempi.",
  "aids.partner.kept": "pitänyt pelaajan {partner} numeron {numbers} näkyvissä",
  "aids.partner.avoided": "näyttänyt vähemmän numeroa {numbers}, jota pelaajalla {partner} ei ole",
  "aids.partner.on": "laatta {tile} kohtaan {end}",
  "aids.partner.open": "avaus laatalla {tile}",
  "aids.partner.misledHeading": "Missä siirto kertoi pelaajalle {partner} väärin",
  "aids.partner.misledNone": "Mikään tämän kierroksen siirto ei näyttänyt pelaajalle {partner} numeroa, jota ei ollut.",
  "aids.partner.misled":
    "Siirto {n}: {played}, ja näkyviin jäi {number}, vaikka kädessä ei ollut toista numeroa {number}",
  "aids.partner.misledPartner": "{partner} jätti numeron {number} taas näkyviin siirrolla {m} ja pelasi sille",
  "aids.partner.misledPass": "siirrolla {m} numerolle {number} ei ollut pelattavaa, ja pöytä näki, ettei niitä ollut",
  "aids.partner.honest": "{better} ei olisi näyttänyt puuttuvaa numeroa, noin {gain} pistettä parempi.",
  "aids.partner.honestExact": "{better} ei olisi näyttänyt puuttuvaa numeroa, tasan {gain} pistettä parempi.",

  // ---- reilu jako ----
  "aids.fair.line": "Jaon sormenjälki",
  "aids.fair.lot": "Reilu jako, sormenjälki:",
  "aids.fair.title": "Reilu jako",
  "aids.fair.fingerprint": "Ennen kierrosta näytetty sormenjälki (siemenen SHA-256)",
  "aids.fair.seed": "Kierroksen siemen, nyt näytetty",
  "aids.fair.verify": "Tarkista sormenjälki",
  "aids.fair.match":
    "Täsmää: tämän siemenen SHA-256 on ennen kierrosta näytetty sormenjälki, joten sekoitus oli lukittu ennen kuin kukaan pelasi.",
  "aids.fair.mismatch": "Ei täsmää: siemenen SHA-256 on {digest}.",
  "aids.fair.noCrypto":
    "Tämä selain ei voi laskea SHA-256:ta tällä sivulla (se vaatii https-sivun); tarkista se millä tahansa SHA-256-työkalulla.",
  "aids.fair.given":
    "Tämän kierroksen jako annettiin valmiina eikä sekoitettu siemenestä, joten tarkistettavaa ei ole.",
  "aids.fair.howTitle": "Laske jako itse",
  "aids.fair.how": ({ players }) =>
    `Siemen sekoittaa 28 laattaa järjestyksessä [0|0], [0|1], … [6|6] (DOUBLE_SIX) Pythonin random.Random(int(siemen)).shuffle-kutsulla; ${players} kättä ovat ensimmäiset 5 laattaa, seuraavat 5 ja niin edelleen, ja loput ovat nostopakka, josta nostetaan alusta. Sama generaattori heittää sen jälkeen arvonnan nopat, kun arvontaa tarvitaan. Pythonilla:`,

  // ---- tukkimiehen kirjanpito ----
  "aids.tally.show": "Näytä pisteet tukkimiehen kirjanpitona",
  "aids.tally.hide": "Piilota tukkimiehen kirjanpito",
  "aids.tally.words": ({ fifties, strokes }) =>
    `Tukkimiehen kirjanpito: ${count(fifties, "iso risti (50 raakapistettä)", "isoa ristiä (kukin 50 raakapistettä)")} ja ${count(strokes, "viiva", "viivaa")}`,
  "aids.tally.negative": "miinus, {words}",

  // ---- säännöt ----
  "aids.rules.title": "Five Upin säännöt",
  "aids.rules.lead": "Lyhyesti (numerot ovat sääntöarkin):",
  "aids.rules.r1.title": "R1 Pelaajat ja jako.",
  "aids.rules.r1":
    "Tupla-kuutonen-sarja, 28 laattaa. Kaksi, kolme tai neljä pelaajaa; neljällä parit istuvat vastakkain ja jakavat pisteensä. Jokainen saa 5 laattaa; loput ovat nostopakka, ja siitä saa nostaa kaikki.",
  "aids.rules.r2.title": "R2 Vuorot.",
  "aids.rules.r2":
    "Vuoro kiertää myötäpäivään. Ensimmäisen kierroksen aloittaja arvotaan nopilla. Kätensä tyhjentänyt aloittaa seuraavan kierroksen; tukkoon päättyneen kierroksen jälkeen arvotaan uudelleen.",
  "aids.rules.r3.title": "R3 Laatan asettaminen.",
  "aids.rules.r3":
    "Aloittaja avaa millä tahansa laatalla. Sen jälkeen laatta liitetään jatkokohtaan, jossa on sama numero. Jokainen tupla on spinneri ja asetetaan poikittain; se liitetään linjallaan A, ja sen kaksi haaraa aukeavat vasta, kun molemmat linjan puolet on täytetty.",
  "aids.rules.r4.title": "R4 Jatkokohdat.",
  "aids.rules.r4":
    "Laatan voi liittää laatan vapaaseen päähän, spinnerin vapaaseen linjan puoleen tai, kun molemmat linjan puolet on täytetty, spinnerin haaraan.",
  "aids.rules.r5.title": "R5 Päiden summa.",
  "aids.rules.r5":
    "Jokaisen asetuksen jälkeen lasketaan ulommat päät yhteen. Linjan päässä oleva tupla lasketaan molemmin puolin ([4|4] tuo 8, yksin oleva [2|2] on 4). Spinneri, jonka linjan molemmat puolet on täytetty, ei tuo itse mitään, ja avaamaton haara tuo 0.",
  "aids.rules.r6.title": "R6 Pisteet.",
  "aids.rules.r6":
    "Jos summa on 5, 10, 15, … asettanut puoli saa täsmälleen niin monta raakapistettä; muu summa, ja 0, ei tuo mitään. 5 raakapistettä on 1 näyttöpiste.",
  "aids.rules.r7.title": "R7 Pelaa, nosta, ohita.",
  "aids.rules.r7":
    "Jos voit asettaa laatan, sinun on asetettava. Jos et voi, nostat laatan kerrallaan; heti kun nostettu laatta sopii, asetat juuri sen. Vuoron saa ohittaa vain, kun mikään ei sovi ja nostopakka on tyhjä.",
  "aids.rules.r8.title": "R8 Kierroksen loppu.",
  "aids.rules.r8":
    "Kierros päättyy, kun joku asettaa viimeisen laattansa tai kun kukaan ei voi pelata (tukko). Jokainen jäljelle jäänyt käsi lasketaan: sen silmäluku pyöristettynä lähimpään viitoseen (1–2 alas, 3–4 ylös) vähennetään sen omalta puolelta. Parien kädet pyöristetään kumpikin erikseen.",
  "aids.rules.r9.title": "R9 Voitto.",
  "aids.rules.r9":
    "Vähennysten jälkeen puoli, jolla on vähintään {target} näyttöpistettä ({raw} raakapistettä) ja joka on yksin kärjessä, voittaa. Kärjen tasapelissä pelataan vielä kierros.",
  "aids.rules.r10.title": "R10 Paperilla.",
  "aids.rules.r10":
    "Yksi viiva näyttöpistettä (5 raakapistettä) kohden; 10 näyttöpistettä on iso risti, jonka jokaisessa välissä on pieni risti. 13 näyttöpistettä näyttää tältä:",
  "aids.rules.current": "Tämä peli: ensimmäinen {target} pisteeseen voittaa.",
  "aids.rules.currentSheet": "Tämä peli: säännön mukainen peli {target} pisteeseen, ei talon sääntöjä.",
  "aids.rules.currentMuggins": "Muggins-sääntö on käytössä: ilmoita jokaisen asettamasi laatan pisteet (H2).",
  "aids.rules.house": "Talon säännöt (käytössä vain, jos ne valitaan uuden pelin ikkunassa)",
  "aids.rules.h1.title": "H1 Tavoite.",
  "aids.rules.h1":
    "Pöytä voi sopia lyhyemmästä tai pidemmästä pelistä: tavoitteeksi jokin näistä: {choices} näyttöpistettä (sääntöarkin pelissä {target}).",
  "aids.rules.h2.title": "H2 Muggins-sääntö.",
  "aids.rules.h2":
    "Laatan asettaja ilmoittaa, montako pistettä se tuo, niin kuin pistetaulukko ne laskee. Täsmälleen oikea ilmoitus tuo pisteet; puuttuva tai väärä ilmoitus ei tuo ilmoittajalle mitään, ja vuorossa seuraava puoli saa oikeat pisteet (”Muggins!”). Tietokoneet ilmoittavat aina oikein.",
  "aids.rules.examples": "Sääntöarkin esimerkit",
  "aids.rules.examplesLead":
    "Alla oleva asetelma rakennetaan laatta kerrallaan ja piirretään kuten pöydällä: oranssireunaiset laatat ovat spinnereitä, numeromerkit pisteytykseen laskettuja arvoja ja tyhjät renkaat jatkokohtia, jotka eivät nyt tuo mitään.",
  "aids.rules.stepOf": "Vaihe {n}/{of}",
  "aids.rules.stepOpen": "Vaihe {n}: {tile} avaa. Päiden summa {sum}: {score}.",
  "aids.rules.step": "Vaihe {n}: {tile} kohtaan {end}, liitettynä sen kohdasta {by}. Päiden summa {sum}: {score}.",
  "aids.rules.notInSheet": "(Sääntöarkki ei näytä tämän vaiheen summaa.)",
  "aids.rules.scores": ({ raw: r, points }) => `${raw(r)} (${shown(points)})`,
  "aids.rules.noScore": "ei pisteitä",
  "aids.rules.ex22": "[2|2] avaa yksin: sen linjan molemmat puolet ovat auki, summa {sum}: {score}.",
  "aids.rules.ex00": "[0|0] avaa yksin: summa {sum}: {score} (nolla ei koskaan tuo pisteitä).",
  "aids.rules.ex15": "[3|6] ja sen suurempaan päähän [6|6]: summa {sum}: {score}.",
});
