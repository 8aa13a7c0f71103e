// Tehtävät (modes/puzzle.js, puzzles/panel.js): suomeksi.
import { plural as count, signed } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "puzzles.open": "Tehtävät",
  "puzzles.title": "Tehtävät",
  "puzzles.lead":
    "Loppupelejä oikeista peleistä, joissa jokainen laatta tiedetään: etsi se yksi siirto, jonka tarkka ratkaisija todistaa parhaaksi. Molemmat kädet ovat näkyvissä.",
  "puzzles.loading": "Tehtäviä ladataan…",
  "puzzles.cannotLoad": "Tehtäviä ei voi ladata: {reason}",
  "puzzles.progress": ({ solved, total, streak, best }) =>
    `Ratkaistu ${solved}/${total}. Putki ${streak} (paras ${best}).`,
  "puzzles.grade.easy": "Helppo",
  "puzzles.grade.medium": "Keskitaso",
  "puzzles.grade.hard": "Vaikea",
  "puzzles.gradeCount": ({ solved, total }) => `${solved}/${total} ratkaistu`,
  "puzzles.next": "Seuraava tehtävä",
  "puzzles.nextOf": "Seuraava tehtävä: {grade}",
  "puzzles.choose": "Kaikki tehtävät",
  "puzzles.back": "Takaisin peliin",
  "puzzles.heading": ({ n, total, grade }) => `Tehtävä ${n}/${total} · ${grade}`,
  "puzzles.task": "Etsi paras siirto. Pelaat alla olevilla laatoilla; toinen käsi on näkyvissä:",
  "puzzles.theirHand": "{name}: kädessä",
  "puzzles.prompt": "Etsi paras siirto.",
  "puzzles.status": "Tehtävä {n}: etsi paras siirto.",
  "puzzles.solved": ({ move }) => `Ratkaistu! Paras siirto oli: ${move}.`,
  "puzzles.failed": ({ move }) => `Ei paras siirto. Paras oli: ${move}.`,
  "puzzles.yours": ({ value }) => `Siirtosi arvo on ${value}.`,
  "puzzles.streak": ({ streak }) => `Putki: ${streak}.`,
  "puzzles.theme.win": "Teema: voita peli tällä kierroksella.",
  "puzzles.theme.score": ({ points }) => `Teema: tee ${count(points, "piste", "pistettä")} heti.`,
  "puzzles.theme.out": "Teema: pelaa kätesi tyhjäksi ja saa eniten.",
  "puzzles.theme.block": "Teema: tuki peli ja saa eniten.",
  "puzzles.theme.defend": "Teema: vastustaja pelaa kätensä tyhjäksi joka tapauksessa; menetä vähiten.",
  "puzzles.lineTitle": "Ratkaisijan linja (molemmat pelaavat parhaansa):",
  "puzzles.step.place": ({ name, move, points }) =>
    points > 0 ? `${name}: ${move}, ${count(points, "piste", "pistettä")}` : `${name}: ${move}`,
  "puzzles.step.pass": "{name}: passaa",
  "puzzles.outcome": ({ end, scores }) => `${end} Pisteet kierroksen jälkeen: ${scores}.`,
  "puzzles.outcome.won": "Peli on voitettu.",
  "puzzles.valuesTitle": "Jokaisen siirron arvo (sinun pisteesi miinus vastustajan kierroksen loppuun):",
  "puzzles.value.points": ({ n }) => `${signed(n)} ${Math.abs(n) === 1 ? "piste" : "pistettä"}`,
  "puzzles.value.won": "voittaa pelin",
  "puzzles.value.lost": "häviää pelin",
  "puzzles.mark.best": "paras",
  "puzzles.mark.yours": "sinun siirtosi",
  "puzzles.keptAside":
    "Tälle laitteelle tallennettua tehtävien edistymistä ei voitu lukea ({field}). Se on pantu talteen tähän selaimeen nimellä ”{key}”, ja edistyminen alkaa alusta.",
  "puzzles.keptInPlace":
    "Tälle laitteelle tallennettua tehtävien edistymistä ei voitu lukea ({field}), eikä kopiolle ole tilaa: se jää paikalleen, eikä tehtäviä kirjata ennen kuin tilaa on.",
});
