// Finnish texts of saved games, notices and statistics (save.js, notices.js, stats.js,
// statsview.js), merged into fi.js. The same keys as save.en.js.

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "notice.close": "OK",

  // ---- tallennetut pelit ----
  "save.resumed": "Pelisi jatkuu siitä, mihin jäit (kierros {n}).",
  "save.offBlocked":
    "Tallennus ei ole käytössä: selain ei anna sivun tallentaa mitään (yksityinen ikkuna tai tallennus estetty). Voit pelata, mutta sivun sulkeminen päättää pelin.",
  "save.offFull":
    "Tallennus ei ole käytössä: selaimen tallennustila tälle sivulle on täynnä. Voit pelata; peli tallennetaan taas heti, kun tilaa on.",
  "save.rejected.corrupt": "Tallennettua peliäsi ei voitu lukea: tallennetut tiedot ovat vioittuneet.",
  "save.rejected.newer": "Tallennettu pelisi on tehty Five Upin uudemmalla versiolla, jota tämä sivu ei osaa lukea.",
  "save.rejected.refused": "Pelimoottori ei pystynyt palauttamaan tallennettua peliäsi ({detail}).",
  "save.rejected.tooBig": "Tallennettua peliäsi ei voitu lukea: se on aivan liian suuri ollakseen Five Up -peli.",
  "save.keptAside": "Se on tallessa tässä selaimessa nimellä ”{key}”, ja uusi peli alkaa.",
  "save.keptInPlace":
    "Kopiolle ei ole tilaa, joten se jätettiin paikalleen ja tallennus on poissa käytöstä. Lataa se talteen, jos haluat säilyttää sen, ja hävitä se sitten, niin pelisi tallentuvat taas.",
  "save.download": "Lataa talteen",
  "save.discard": "Hävitä",
  "save.discarded": "Käyttökelvoton tallennus on poistettu; tallennus on taas käytössä.",
  "save.position":
    "Tämä on rakennettu asetelma, ei sääntöjen mukaan jaettu peli: sitä voi pelata, mutta se ei koskaan näy tilastoissa.",

  // ---- tilastot ----
  "stats.open": "Tilastot",
  "stats.title": "Tilastot",
  "stats.lead": "Tallessa tällä laitteella käyntikerrasta toiseen.",
  "stats.off": "Tilastoja ei pidetä: selain ei anna sivun tallentaa mitään.",
  "stats.full": "Selaimen tallennustila on täynnä: uusia pelejä ei ehkä saada tilastoihin.",
  "stats.none": "Ei vielä päättyneitä pelejä.",
  "stats.waiting": "Tilastosi näkyvät, kun peli on latautunut.",
  "stats.game": "Peli",
  "stats.played": "Pelattu",
  "stats.won": "Voitettu",
  "stats.kind": ({ players, levels }) => `${players} pelaajaa · ${levels}`,
  "stats.total": "Kaikki pelit",
  "stats.bestScore": "Paras tulos",
  "stats.streak": "Nykyinen voittoputki",
  "stats.bestStreak": "Pisin voittoputki",
  "stats.undos": "Perutut siirrot",
  "stats.reset": "Nollaa tilastot",
  "stats.resetConfirm": "Nollataanko pelin {game} kaikki tilastot? Muiden pelien tilastot säilyvät. Tätä ei voi perua.",
  "stats.resetYes": "Nollaa",
  "stats.resetNo": "Pidä ne",
  "stats.people": "Pelaajat tällä laitteella",
  "stats.person": "Nimi",
  "stats.best": "Paras",
  "stats.streakNow": "Putki",
  "stats.streakBest": "Pisin",
  "stats.alone": "Yksi pelaaja tietokoneita vastaan",
  "stats.noneAlone": "Ei vielä päättyneitä pelejä, joissa yksi pelaaja pelaa tietokoneita vastaan.",
  "stats.keptAside":
    "Tälle laitteelle tallennettuja tilastoja ei voitu lukea. Ne on pantu talteen tähän selaimeen nimellä ”{key}”, ja tilastot alkavat alusta.",
  "stats.keptInPlace":
    "Tälle laitteelle tallennettuja tilastoja ei voitu lukea, eikä kopiolle ole tilaa: ne jäävät paikalleen, eikä pelejä lasketa ennen kuin tilaa on (tai kunnes nollaat tilastot).",
  "stats.close": "Sulje",
});
