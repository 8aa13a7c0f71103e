// Otteluhistorian ja sen kaavioiden tekstit (persist/history.js, historyview.js, charts.js,
// trend.js): suomi. Samat avaimet kuin history.en.js:ssä.
import { plural as count } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  // ---- otteluhistoria ----
  "history.open": "Otteluhistoria",
  "history.title": "Otteluhistoria",
  "history.lead": ({ n, max }) =>
    `${count(n, "peli", "peliä")} pelattu loppuun tällä laitteella (viimeiset ${max} pidetään tallessa). Valitse peli nähdäksesi sen kierrokset.`,
  "history.export": "Tallenna tiedostoksi",
  "history.import": "Lue tiedosto",
  "history.none": "Tällä laitteella ei ole vielä pelattu peliä loppuun. Pelaa peli loppuun, niin se näkyy tässä.",
  "history.games": "Pelit, uusin ensin",
  "history.rounds": ({ n }) => count(n, "kierros", "kierrosta"),
  "history.winner": "{name} voitti",
  "history.noWinner": "ei voittajaa",
  "history.legend":
    "Ylhäällä kunkin puolen pisteet jokaisen kierroksen jälkeen, katkoviiva on tavoite. Alhaalla kunkin kierroksen pisteet: laattojen pisteet ylöspäin puolen värillä ja käsien vähennykset alaspäin punaisella.",
  "history.legendMuggins":
    "Ylhäällä kunkin puolen pisteet jokaisen kierroksen jälkeen, katkoviiva on tavoite. Alhaalla kunkin kierroksen pisteet: laattojen pisteet ylöspäin puolen värillä, Muggins-pisteet (toisen väärästä ilmoituksesta saadut) vaaleampina niiden vieressä ja käsien vähennykset alaspäin punaisella.",
  "history.exported": ({ n }) => `${count(n, "peli", "peliä")} tallennettu tiedostoksi.`,
  "history.imported": ({ n }) => `Tiedosto luettu: ${count(n, "uusi peli", "uutta peliä")} lisätty.`,
  "history.importRefused":
    "Tiedosto ei ole otteluhistoria, jonka tämä sivu osaa lukea (kohdassa ”{field}”). Mitään ei lisätty.",
  "history.unreadable": "Tälle laitteelle tallennettua otteluhistoriaa ei voitu lukea (kohdassa ”{field}”).",
  "history.keptAside": "Se on pantu talteen tähän selaimeen nimellä ”{key}”, ja uusi historia alkaa.",
  "history.keptInPlace": "Kopiolle ei ole tilaa, joten se jätettiin paikalleen, eikä siihen lisätä pelejä.",
  "history.replay": "Katso peli uudelleen",
  "history.replayGone": ({ n }) =>
    `Tämän pelin siirtoja ei ole tallessa tällä laitteella (vain ${n} uusimman täällä päättyneen pelin siirrot ovat), joten sitä ei voi katsoa uudelleen.`,
  "history.replayRefused": "Tälle laitteelle tallennettua peliä ei voitu näyttää uudelleen: {message}",
  "history.replaysUnreadable":
    "Uudelleen katsottaviksi tallennettujen pelien siirtoja ei voitu lukea (kohdassa ”{field}”).",
  "history.replaysKeptAside":
    "Ne on pantu talteen tähän selaimeen nimellä ”{key}”; tästä lähtien päättyneet pelit voi katsoa uudelleen.",
  "history.replaysKeptInPlace":
    "Kopiolle ei ole tilaa, joten ne jätettiin paikalleen, eikä uusia pelejä tallenneta uudelleen katsottaviksi.",
  "history.notKept":
    "Viimeistä peliä ei voitu lisätä otteluhistoriaan: selaimen tallennustila tälle sivulle on täynnä.",

  // ---- kaaviot ----
  "chart.keys": "Vasen ja oikea nuolinäppäin siirtävät sarakkeesta toiseen; sen luvut näkyvät kuvan alla.",
  "chart.gameLabel": "Pisteet kierros kierrokselta ja mistä kunkin kierroksen pisteet tulivat.",
  "chart.gameCaption": "Kunkin kierroksen pisteet lähteittäin ja pisteet sen jälkeen",
  "chart.round": "Kierros {n}",
  "chart.roundHead": "Kierros",
  "chart.blocked": "tukko",
  "chart.out": "{name} pelasi kätensä loppuun",
  "chart.side":
    "{name} {before} → {after} (laatat {placements}, Muggins {muggins}, kädet {deductions}, kierros {total})",
  "chart.placements": "laattojen pisteet",
  "chart.muggins": "Muggins-pisteet",
  "chart.deductions": "käsien vähennykset",
  "chart.total": "kierros yhteensä",
  "chart.after": "pisteet jälkeen",
  "chart.trendLabel": "{who}: voittoprosentti tähän asti ja pisteet kierrosta kohden, peli peliltä.",
  "chart.trendCaption": "{who}: jokainen peli, voittoprosentti tähän asti ja pisteet kierrosta kohden",
  "chart.trendGame":
    "Peli {n}/{of}, {when}: {result} {score}; {wins} voittoa {played} pelistä tähän asti ({rate} %); {perRound} pistettä kierrosta kohden.",
  "chart.won": "voitto",
  "chart.lost": "tappio",
  "chart.gameHead": "Peli",
  "chart.result": "Tulos",
  "chart.rate": "Voittoprosentti tähän asti",
  "chart.perRound": "Pisteet kierrosta kohden",

  // ---- kehitys tilastoissa ----
  "trend.title": "Kehitys",
  "trend.lead": ({ n }) =>
    `Otteluhistorian pelit (${count(n, "peli", "peliä")}): viiva on tähän asti voitettujen pelien osuus, pylväät kunkin pelin pisteet kierrosta kohden (kulta: voitto).`,
  "trend.none": "Otteluhistoriassa ei ole vielä pelejä.",
});
