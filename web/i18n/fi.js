// Suomenkieliset tekstit. Termit kuten sääntöarkissa: spinneri, linja, haara, nostopakka,
// raakapisteet, näyttöpisteet, laillinen jatkokohta, pisteytykseen laskettu arvo, tukko, kierros.
// Päät kuten arkissa: "[1|1] (haara A)", "[1|4] (pienempi pää)", arvon kanssa "[1|1] (linja B, 1)".

import save from "./save.fi.js";
import aids from "./aids.fi.js";
import net from "./net.fi.js";
import whatif from "./whatif.fi.js";
import history from "./history.fi.js";
import puzzles from "./puzzles.fi.js";
import reach from "./reach.fi.js";
import setup from "./setup.fi.js";
import refusals from "./refusals.fi.js";
import games from "./games.fi.js";
import { OFFERS } from "./offers.js";
import { plural as count, minus, signed } from "./numbers.js";

/** @type {(n: number) => string} */
const raw = (n) => count(n, "raakapiste", "raakapistettä");
/** @type {(n: number) => string} */
const shown = (n) => count(n, "näyttöpiste", "näyttöpistettä");

/** Why a hand's opener opens, after "koska" (the view's `opens`; the lot and going out are said
 * in their own sentences). @type {Record<string, (you: unknown) => string>} */
const FI_OPENS = {
  "double-six": (you) => (you ? "sinulla on [6|6]" : "hänellä on [6|6]"),
  "next-seat": (you) => `${you ? "istut" : "hän istuu"} edellisen kierroksen aloittajan jälkeen`,
  "won-blocked": (you) =>
    `${you ? "sinulla" : "hänellä"} oli vähiten silmäkkeitä tukkoon päättyneen kierroksen voittaneessa parissa`,
};

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  // ---- kieli ja dokumentti ----
  ...OFFERS.fi, // lang.name, lang.offerShort, lang.offerLabel: how the switch offers it (offers.js)
  // The language switch's name.
  "lang.choose": "Kieli",
  "doc.title": "Five Up — dominopeli",
  "brand.name": "Five Up",

  // ---- nimet ----
  "seat.you": "Sinä",
  "seat.north": "Pohjoinen",
  "seat.west": "Länsi",
  "seat.east": "Itä",
  "side.youNorth": "Sinä ja Pohjoinen",
  "side.westEast": "Länsi ja Itä",
  "level.easy": "helppo",
  "level.normal": "normaali",
  "level.hard": "vaikea",
  // The baselines a seat may also be given (a challenge's computers, a protocol game).
  "level.random": "satunnainen",
  "level.greedy": "ahne",
  "count.tiles": ({ n }) => count(n, "laatta", "laattaa"),
  "count.points": ({ n }) => shown(n),

  // ---- laattojen päät: "[4|4] (linja B, 4)" ----
  "slot.low": "pienempi pää",
  "slot.high": "suurempi pää",
  "slot.line_a": "linja A",
  "slot.line_b": "linja B",
  "slot.branch_a": "haara A",
  "slot.branch_b": "haara B",
  "end.label": "{tile} ({slot})",
  "end.labelValue": "{tile} ({slot}, {value})",
  "end.opening": "Avaa kierros",

  // ---- pisteet ja summat ----
  "points.raw": ({ raw: r, points }) => `${raw(r)}, ${shown(points)}`,
  "points.none": "ei pisteitä",
  "sum.line": "{sum} → {points}",
  "sum.byName": "{name}: {line}",

  // ---- siirtojen ilmoitukset ----
  "move.drawYou": ({ tile, left }) =>
    `Nostat laatan ${tile} (nostopakassa ${count(left, "laatta", "laattaa")} jäljellä).`,
  "move.drawOther": ({ name, left }) =>
    `${name} nostaa laatan (nostopakassa ${count(left, "laatta", "laattaa")} jäljellä).`,
  "move.drawRun": ({ name, n, left }) =>
    `${name} nostaa ${count(n, "laatan", "laattaa")} (nostopakassa ${count(left, "laatta", "laattaa")} jäljellä).`,
  "move.passYou": "Ohitat vuorosi: mikään laatta ei sovi ja nostopakka on tyhjä.",
  "move.passOther": "{name} ohittaa vuoronsa: mikään laatta ei sovi ja nostopakka on tyhjä.",
  "move.passYouNoStock": "Ohitat vuorosi: mikään laatta ei sovi.",
  "move.passOtherNoStock": "{name} ohittaa vuoronsa: mikään laatta ei sovi.",
  "move.placeYou": "Asetat laatan {tile} kohtaan {end}: {sum}, {score}.",
  "move.placeOther": "{name} asettaa laatan {tile} kohtaan {end}: {sum}, {score}.",
  "move.openYou": "Avaat kierroksen laatalla {tile}: {sum}, {score}.",
  "move.openOther": "{name} avaa kierroksen laatalla {tile}: {sum}, {score}.",
  "move.placeYouPlain": "Asetat laatan {tile}{drawn} kohtaan {end}.",
  "move.placeOtherPlain": "{name} asettaa laatan {tile}{drawn} kohtaan {end}.",
  "move.openYouPlain": "Avaat kierroksen laatalla {tile}{drawn}.",
  "move.openOtherPlain": "{name} avaa kierroksen laatalla {tile}{drawn}.",
  "move.scores": ({ raw: r, points }) => `${raw(r)} (${shown(points)})`,
  "move.noScore": "ei pisteitä",
  "move.scoreNow": "Pisteet: {scores}.",
  "move.scoreSide": "{name} {points}",

  // ---- kierrokset ----
  "round.start": ({ n, name, you, opens }) => {
    const who = you ? "aloitat" : `${name} aloittaa`;
    if (opens === "lot" || opens === "went-out") {
      const why =
        opens === "lot"
          ? ["voitit arvonnan", "voitti arvonnan"]
          : ["tyhjensit kätesi viime kierroksella", "tyhjensi kätensä viime kierroksella"];
      return you ? `Kierros ${n}: ${why[0]} ja aloitat.` : `Kierros ${n}: ${name} ${why[1]} ja aloittaa.`;
    }
    const because = FI_OPENS[String(opens)];
    return because ? `Kierros ${n}: ${who}, koska ${because(you)}.` : `Kierros ${n}: ${who}.`;
  },
  "round.wentOutYou": "Tyhjensit kätesi.",
  "round.wentOut": "{name} tyhjensi kätensä.",
  "round.blocked": "Kierros päättyi tukkoon: kukaan ei voi asettaa laattaa ja nostopakka on tyhjä.",
  "round.blockedNoStock": "Kierros päättyi tukkoon: kukaan ei voi asettaa laattaa.",
  "round.isOver": "Kierros {n} päättyi.",
  "round.title": "Kierros {n} päättyi",
  "round.youWin": "Voitit!",
  "round.sideWins": ({ name, many }) => `${name} ${many ? "voittavat" : "voittaa"}`,
  "round.gameYouWin": "Voitit pelin.",
  "round.gameSideWins": ({ name, many }) => `${name} ${many ? "voittavat" : "voittaa"} pelin.`,
  "round.finalScore": "Loppupisteet {scores}.",
  "round.tieTop": "Kärjessä on tasapisteet — pelataan vielä kokonainen kierros.",
  "summary.player": "Pelaaja",
  "summary.tilesLeft": "Jäljellä",
  "summary.pips": "Silmäluvut",
  "summary.deduction": "Vähennys",
  "summary.out": "tyhjä käsi",
  "summary.wentOut": "tyhjensi kätensä",
  "summary.deduct": ({ pips, penalty, points }) => `${pips} → ${penalty}: \u2212${penalty} raakap. (\u2212${points})`,
  "summary.noDeduct": "{pips} → 0: ei vähennystä",
  "summary.placements": "Asetukset",
  "summary.muggins": "Muggins-pisteet",
  "summary.hands": "Kädet",
  "summary.round": "Tämä kierros",
  "summary.total": "Peli yhteensä",
  "summary.amount": ({ points, raw: r }) => `${signed(points)} (${signed(r)} raakap.)`,
  "summary.points": ({ points }) => `${signed(points)} ${Math.abs(points) === 1 ? "näyttöpiste" : "näyttöpistettä"}`,
  "summary.now": ({ raw: r, points }) =>
    `${minus(points)} ${Math.abs(points) === 1 ? "näyttöpiste" : "näyttöpistettä"} (${minus(r)} raakapistettä)`,

  // ---- arvonta ----
  "lot.label": "Kuka aloittaa",
  "lot.whoStarts": "Kuka aloittaa?",
  "lot.round": "Kierros {n}",
  "lot.throw": "Heitto {n}",
  "lot.tie": "Tasatilanteessa arvonta uusitaan tasoissa olevien kesken.",
  "lot.why": ({ name, you, opens }) => {
    if (opens === "went-out")
      return you ? "Tyhjensit kätesi viime kierroksella." : `${name} tyhjensi kätensä viime kierroksella.`;
    // The card's line above already says who starts: the reason alone, capitalised.
    const because = FI_OPENS[String(opens)];
    if (!because) return "";
    const said = because(you);
    return `${said[0].toUpperCase()}${said.slice(1)}.`;
  },
  "lot.startYou": " aloitat.",
  "lot.starts": " aloittaa.",
  "action.ok": "Selvä",

  // ---- asetukset ja äänet (settings.js, sound.js) ----
  "settings.open": "Asetukset",
  "settings.title": "Asetukset",
  "settings.speed": "Tietokoneiden tahti",
  "settings.speedNote": "Kuinka kauan kunkin tietokoneen siirto näkyy ennen seuraavaa.",
  "speed.relaxed": "Verkkainen",
  "speed.normal": "Tavallinen",
  "speed.fast": "Nopea",
  "speed.instant": "Heti",
  "settings.forced": "Pakotetut siirrot",
  "settings.autoForced": "Nosta tai passaa puolestani, kun se on ainoa siirto",
  "settings.autoForcedNote": "Pienen hetken päästä; voit silti napsauttaa ensin.",
  "sound.label": "Äänet",
  "sound.onTitle": "Äänet ovat päällä: hiljennä",
  "sound.offTitle": "Äänet ovat pois: laita päälle",
  "action.autoDraw": "Nostetaan…",
  "action.autoPass": "Passataan…",

  // ---- pistetaulu ja paikat ----
  "score.label": "Pisteet",
  "score.firstTo": "Tavoite {target} näyttöpistettä",
  "score.raw": ({ raw: r }) => `${minus(r)} raakap.`,
  "score.rawTitle": "{raw} raakapistettä",
  "score.target": "tavoite {target}",
  "score.muggins": "Muggins-sääntö",
  "score.said": "{name}: {points}/{target} näyttöpistettä",
  "score.saidRaw": "{name}: {points}/{target} näyttöpistettä ({raw} raakapistettä)",
  "seats.label": "Muut pelaajat",
  "seat.partnerTag": "pari",
  "seat.withName": "parina {name}",
  "seat.withNorth": "parina Pohjoinen",
  "seat.tilesHeld": ({ name, n }) => `${name}: ${count(n, "laatta", "laattaa")}`,
  "seat.thinking": "miettii",
  "seat.turn": "vuorossa",

  // ---- oma penkki ----
  "bench.label": "Laattasi",
  "hand.label": "Kätesi",
  "hand.empty": "Laattasi näkyvät tässä.",
  "hand.allPlayed": "Pelasit kaikki laattasi.",
  "hand.justDrawn": ", juuri nostettu",
  "hand.cannotPlay": ", ei voi pelata nyt",
  "hand.drawnTag": "uusi",
  "ends.one": "Aseta {tile} tähän:",
  "ends.many": "Aseta {tile} johonkin {n} jatkokohdasta:",
  "ends.label": "Valitun laatan lailliset jatkokohdat",
  "action.cancel": "Peruuta",
  "action.draw": "Nosta",
  "action.drawCount": "Nosta ({n})",
  "action.pass": "Ohita",
  "action.newGame": "Uusi peli",
  "action.nextRound": "Seuraava kierros",
  "action.playAgain": "Pelaa uudelleen",
  "action.deal": "Jaa",
  "action.tryContinue": "Yritä jatkaa",
  "action.reload": "Lataa sivu uudelleen",

  // ---- vihjeet pöydän alla ----
  "hint.shuffling": "Laattoja sekoitetaan…",
  "hint.chooseDeal": "Valitse pelaajat ja jaa.",
  "hint.dealing": "Jaetaan…",
  "hint.cannotStart": "Peliä ei voi aloittaa.",
  "hint.wrong": "Jokin meni vikaan.",
  "hint.gameOver": "Peli on päättynyt.",
  "hint.roundOver": "Kierros on päättynyt.",
  "hint.thinking": "{name} miettii…",
  "hint.toPlay": "Vuorossa: {name}.",
  "hint.moment": "Hetkinen…",
  "hint.chooseEnd":
    "Valitse, mihin {tile} asetetaan: napsauta kirjaimella merkittyä kohtaa, paina sen kirjainta tai käytä painiketta.",
  "hint.chooseEndTouch": "Valitse, mihin {tile} asetetaan: napauta kirjaimella merkittyä kohtaa tai sen painiketta.",
  "hint.showTiles": "Odotetaan, että {name} näyttää laattansa.",
  "hint.mustPlay": "Pelaa nostamasi laatta {tile}.",
  "hint.chooseTile": "Sinun vuorosi: valitse laatta.",
  "hint.chooseOpen": "Sinun vuorosi: valitse laatta, jolla avaat kierroksen.",
  "hint.mustDraw": "Mikään laatta ei sovi: nosta nostopakasta.",
  "hint.mustPass": "Mikään laatta ei sovi ja nostopakka on tyhjä: ohita.",
  "hint.mustPassNoStock": "Mikään laatta ei sovi: ohita.",
  "hint.yourTurn": "Sinun vuorosi.",

  // ---- tietosarake ----
  "status.loading": "Peliä ladataan…",
  "status.setup": "Peliä ei ole käynnissä: valitse pelaajat ja jaa.",
  "status.engineFailed": "Pelimoottori ei käynnistynyt.",
  "sumline.label": "Päiden summa viimeisen asetuksen jälkeen",
  "facts.round": "Kierros",
  "facts.boneyard": "Nostopakka",
  "log.title": "Tämä kierros",

  // ---- pöytä ruudunlukijalle ja tekstinä ----
  "board.label": "Pöytä",
  "board.empty": "Pöytä on tyhjä.",
  "board.describe": "Pöytä: {tiles}. Spinnerit: {spinners}. Lailliset jatkokohdat: {ends}. Päiden summa {sum}.",
  "board.describePlain": "Pöytä: {tiles}. Spinnerit: {spinners}. Lailliset jatkokohdat: {ends}.",
  "board.fit": "Koko pöytä",
  "board.fitTitle": "Näytä koko pöytä (kun olet zoomannut rullalla tai kahdella sormella)",
  "board.none": "ei yhtään",
  "board.endValue": "{end}: {value}",
  "boardText.title": "Pöytä tekstinä",
  "boardText.empty": "Pöydällä ei ole vielä laattoja.",
  "boardText.tiles": "Laatat pöydällä ({n}): {tiles}.",
  "boardText.spinners": "Spinnerit: {spinners}.",
  "boardText.openEnds": "Lailliset jatkokohdat:",
  "boardText.scoring": "pisteytykseen laskettu arvo {value}",
  "boardText.notScoring": "ei lasketa nyt",
  "boardText.sum": "Päiden summa: {sum}.",
  "legend.title": "Näin luet pöytää",
  "legend.spinner": "Spinneri (jokainen tupla): oranssi reunus ja keskinasta.",
  "legend.scoring": "Täytetty neliö ja numero: pisteytykseen laskettu arvo.",
  "legend.open": "Tyhjä rengas: laillinen jatkokohta, jota ei nyt lasketa.",
  "legend.spinnerFirst": "Spinneri (vain ensimmäinen tupla): oranssi reunus ja keskinasta.",
  "legend.openPlain": "Tyhjä rengas: laillinen jatkokohta.",
  "legend.target": "Katkoviivakehys ja kirjain: mihin valitun laatan voi asettaa.",
  "keys.title": "Näppäimistö",
  "keys.help":
    "Nuolinäppäimet siirtyvät laatasta toiseen, Enter valitsee laatan; sitten nuolet tai kirjaimet valitsevat jatkokohdan ja Enter asettaa (Esc peruu). D nosta, P ohita, H vihje, U kumoa, N seuraava kierros.",
  "keys.helpNoStock":
    "Nuolinäppäimet siirtyvät laatasta toiseen, Enter valitsee laatan; sitten nuolet tai kirjaimet valitsevat jatkokohdan ja Enter asettaa (Esc peruu). P ohita, H vihje, U kumoa, N seuraava kierros.",

  // ---- lataus ----
  "loading.title": "Laattoja sekoitetaan…",
  "stage.start": "Sääntömoottori käynnistyy",
  "stage.pyodide": "Ladataan Pythonia",
  "stage.download": "Ladataan peliä: {received} / {expected} Mt",
  "stage.python": "Python käynnistyy",
  "stage.engine": "Asennetaan sääntömoottoria",
  "stage.ready": "Valmis",
  "stage.other": "Ladataan ({stage})",

  // ---- virheet ----
  "error.title": "Jokin meni vikaan",
  "error.details": "Tekniset tiedot",
  "error.fatal": "Pelimoottori ei käynnistynyt, joten peliä ei voi pelata. Sivun lataaminen uudelleen voi auttaa.",
  "error.timeout": "Pelimoottori ei vastannut ajoissa. Yritä jatkaa tai lataa sivu uudelleen.",
  "error.illegal": "Pelimoottori hylkäsi siirron. Yritä jatkaa, niin pöytä palaa pelimoottorin mukaiseksi.",
  "error.engine": "Pelimoottori ei pystynyt tekemään pyydettyä. Yritä jatkaa tai aloita uusi peli.",
  "error.unexpected": "Sivulla tapahtui odottamaton virhe. Yritä jatkaa tai lataa sivu uudelleen.",

  // ---- uusi peli ----
  "newgame.title": "Uusi peli",
  "newgame.lead": "Jokainen tupla on spinneri. Pisteitä saa, kun päiden summa on viiden monikerta.",
  "newgame.players": "Pelaajat",
  "newgame.partners": "pareittain",
  "curtain.pass": "Anna laite pelaajalle {name}",
  "curtain.passBack": "Anna laite takaisin pelaajalle {name}",
  "curtain.show": "Näytä pelaajan {name} laatat",
  "curtain.computers": "Tietokoneet pelaavat…",
  "curtain.hidden": "Laatat ovat piilossa, kun laite vaihtaa kättä.",
  "newgame.seats": "Paikat",
  "newgame.seat": "Paikka {n}",
  "newgame.seatPair": "Paikka {n} · pari {pair}",
  "newgame.kind.person": "Ihminen",
  "newgame.kind.computer": "Tietokone",
  "newgame.namePlaceholder": "Nimi",
  "newgame.nameOf": "Paikan {n} pelaajan nimi",
  "newgame.levelOf": "Paikan {n} taso",
  "newgame.notePairs": "Paikat 1 ja 3 (pari A) pelaavat parina paikkoja 2 ja 4 (pari B) vastaan.",
  "seat.player": "Pelaaja {n}",
  "side.pair": "{a} ja {b}",
  "newgame.noteAlone": "Jokainen pelaaja kerää omat pisteensä.",
  "newgame.houseRules": "Talon säännöt",
  "newgame.offer": "Avaamasi linkki pyytää peliä näillä talon säännöillä:",
  "newgame.offerTarget": "tavoite {target} näyttöpistettä",
  "newgame.offerNoTarget": "tavoite {target} näyttöpistettä, jota peli ei tarjoa: valittuna on sääntöjen tavoite",
  "newgame.offerMuggins": "Muggins-sääntö käytössä",
  "newgame.offerNoMuggins": "Muggins-sääntö pois käytöstä",
  "newgame.offerKeep": "Jaa aloittaaksesi sen; Peruuta vie takaisin keskeneräiseen peliisi, joka pysyy tallessa.",

  // ---- Muggins-sääntö: pelaajan ilmoitus ja sen seuraus ----
  "claim.title": "Ilmoita pisteesi",
  "claim.what": "{tile} kohtaan {end}: montako näyttöpistettä se tuo?",
  "claim.whatOpen": "Avaus laatalla {tile}: montako näyttöpistettä se tuo?",
  "claim.none": "Ei pisteitä",
  "claim.quick": ({ points }) => `ilmoita ${shown(points)}`,
  "claim.other": "Näyttöpisteet",
  "claim.back": "Takaisin",
  "claim.announce": "Ilmoita",
  "claim.exact": ({ claim }) => `ilmoitus ${shown(claim)}: oikein`,
  "claim.saidNothing": ({ claim }) => `ilmoitus ${shown(claim)}: ei pisteitä`,
  "claim.muggins": ({ claim, points, name, you, many }) =>
    `${claim > 0 ? `ilmoitus ${shown(claim)}` : "ei ilmoitusta"}: Muggins! ${
      you ? "Sinä saat" : `${name} ${many ? "saavat" : "saa"}`
    } ${shown(points)}`,
  "muggins.notice": ({ name, you, many, points, claimer, claim }) =>
    `Muggins! ${you ? "Sinä saat" : `${name} ${many ? "saavat" : "saa"}`} ${count(points, "näyttöpisteen", "näyttöpistettä")}: ${claimer} ilmoitti ${
      claim > 0 ? count(claim, "näyttöpisteen", "näyttöpistettä") : "ei pisteitä"
    }.`,

  // saved games, notices, statistics
  ...save,

  // playing with friends on their own devices (modes/host.js, modes/guest.js, net/panel.js)
  ...net,
  // what-if lines and the same deals again (modes/line.js, aids/whatif.js)
  ...whatif,
  // the match history and its charts (persist/history.js, historyview.js)
  ...history,
  // puzzles (modes/puzzle.js, puzzles/panel.js)
  ...puzzles,
  ...reach,
  ...setup,
  ...refusals,
  // the games of the family, their options and rules (core/choices.js, aids/rules.js)
  ...games,

  // play aids (aids.js and the modules it starts)
  ...aids,
});
