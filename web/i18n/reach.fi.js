// Päivän jako ja haastelinkit (modes/reach.js, aids/compare.js): suomeksi.

import { minus } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "daily.button": "Päivän jako",
  "daily.about":
    "Samat jaot kaikille tänään: sinä vaikeaa tietokonetta vastaan, kaksi pelaajaa, pelisäännön säännöt. Yksi laskettava yritys päivässä, ei vihjettä eikä peruutusta.",
  "daily.title": "Päivän jako {date}",
  "daily.won": ({ mine, them, n }) =>
    `Voitit ${minus(mine)}–${minus(them)}, ${n} ${n === 1 ? "kierros" : "kierrosta"}.`,
  "daily.lost": ({ mine, them, n }) =>
    `Hävisit ${minus(mine)}–${minus(them)}, ${n} ${n === 1 ? "kierros" : "kierrosta"}.`,
  "daily.streak": ({ n }) => `Laskettava yritys. Päiviä putkeen: ${n}.`,
  "daily.practice":
    "Harjoitus, ei lasketa: tämän laitteen yritys päivän jakoon {date} on jo käytetty, tai päivä on mennyt.",
  "daily.notYet": "Päivän jako {date} ei ole vielä auki.",
  "daily.refused": "Tätä jakoa ei voi jakaa: {why}",
  "daily.startCounted": "Päivän jako {date}: laskettava yrityksesi. Ei vihjettä eikä peruutusta.",
  "daily.startPractice": "Päivän jako {date}: harjoitus, ei lasketa.",
  "daily.startChallenge": "Päivän jako ystävän haasteesta: laskettava yrityksesi. Ei vihjettä eikä peruutusta.",
  "daily.lineCounted": "Päivän jako · lasketaan · ei vihjettä eikä peruutusta",
  "daily.linePracticeToday": "Päivän jako · harjoitus · ei vihjettä eikä peruutusta",
  "daily.linePractice": "Päivän jako {date} · harjoitus",
  "daily.legend":
    "{won} voitettu kierros · {lost} hävitty kierros · {even} tasan; ensin sinun pisteesi, sitten tietokoneen",
  "daily.compareHard": "Vertaa vaikeaan tietokoneeseen",
  "daily.hardWorking": "Vaikea tietokone pelaa samoja jakoja… kierros {n}",
  "daily.hardLine": ({ mine, them }) => `Vaikea tietokone samoilla jaoilla: ${minus(mine)}–${minus(them)}.`,
  "daily.share": "Jaa",
  "daily.shareHead": "Five Up · päivän jako {date}",
  "daily.keptAside":
    "Laitteelle tallennettuja päivän jaon yrityksiä ei voitu lukea ({field}); ne siirrettiin talteen avaimella {key}.",
  "daily.keptInPlace":
    "Laitteelle tallennettuja päivän jaon yrityksiä ei voitu lukea ({field}); ne jäävät ennalleen, eikä niiden päälle kirjoiteta.",
  "sidegame.challenge": "Ystävän haaste: samat jaot, samat tietokoneet.",
  "challenge.button": "Haasta ystävä",
  "challenge.title": "Haaste",
  "challenge.resultTitle": "Haaste: molempien tulokset",
  "challenge.checking": "Peli tarkistetaan tämän sivun sääntömoottorilla…",
  "challenge.refused": "Tämä haastelinkki ei pidä: {why}",
  "challenge.notACode": "Tämä ei ole haastelinkki: kopioi koko linkki uudelleen.",
  "challenge.why.scores": "siinä oleva tulos ei ole se, jonka sen siirrot antavat.",
  "challenge.why.moves": "sitä on muutettu pelin jälkeen (siirto, pöytä tai nimi).",
  "challenge.why.computers":
    "se pelattiin Five Upin toisen version tietokoneita vastaan, joten tämä sivu ei voi tarkistaa sitä.",
  "challenge.why.version": "sen teki Five Upin toinen versio.",
  "challenge.why.cut": "linkki katkeaa kohdassa {field}; kopioi koko linkki uudelleen.",
  "challenge.why.damaged": "linkki on vioittunut kohdassa {field}; kopioi koko linkki uudelleen.",
  "challenge.field.version": "versio",
  "challenge.field.computers": "tietokoneet",
  "challenge.field.table": "pöytä",
  "challenge.field.levels": "tasot",
  "challenge.field.deals": "jaot",
  "challenge.field.name": "nimi",
  "challenge.field.scores": "tulos",
  "challenge.field.check": "tarkiste",
  "challenge.field.moves": "siirrot",
  "challenge.field.code": "koodi",
  "challenge.cannot": "Tästä pelistä ei voi tehdä haastetta: {why}",
  "challenge.made":
    "Lähetä tämä ystävälle: hän pelaa samat jaot sinun paikaltasi samoja tietokoneita vastaan, ja hänen sivunsa tarkistaa tuloksesi.",
  "challenge.friend": "Ystävä",
  "challenge.you": "Sinä",
  "challenge.scored": ({ mine, name, them }) =>
    `${name} sai ${minus(mine)}–${minus(them)} näillä jaoilla: sinun vuorosi.`,
  "challenge.side": ({ mine, name, them }) => `${name}: ${minus(mine)}–${minus(them)}`,
  "challenge.dailyOf": "Päivän jako {date}.",
  "challenge.countedTry":
    "Tämän päivän jako: kun pelaat nämä jaot, se on tämän laitteen laskettava yritys. Ei vihjettä eikä peruutusta.",
  "challenge.play": "Pelaa nämä jaot",
  "challenge.notNow": "Ei nyt",
  "challenge.sendBack": "Lähetä vastauksesi",
  "challenge.linkLabel": "Lähetettävä teksti",
  "challenge.copied": "Kopioitu: liitä se mihin tahansa keskusteluun.",
  "challenge.copyByHand": "Kopioi tämä teksti ja lähetä se mihin tahansa keskusteluun.",
  "challenge.theyWon": ({ name, n }) => `${name} voitti sinut ${n} pisteellä.`,
  "challenge.youWon": ({ name, n }) => `Voitit pelaajan ${name} ${n} pisteellä.`,
  "challenge.tied": ({ name, mine }) => `Tasapeli pelaajan ${name} kanssa: kummallakin ${minus(mine)} pistettä.`,
  "challenge.answeredYou": "{name} vastasi haasteeseesi samoilla jaoilla.",
  "challenge.versus": "Molemmat pelit kierros kierrokselta: sinun pisteesi ja toisen",
  "challenge.round": "Kierros",
  "challenge.total": "Yhteensä",
  "challenge.checked": "✓ tämän laitteen pelimoottori tarkisti pelin",
  "challenge.nameLabel": "Nimesi, jonka ystäväsi näkee",
  "challenge.makeLink": "Tee linkki",
  "challenge.shareText": ({ mine, them, link }) =>
    `Sain näillä jaoilla ${minus(mine)}–${minus(them)}: pystytkö parempaan? ${link}`,
  "challenge.shareTextNamed": ({ name, mine, them, link }) =>
    `${name} sai näillä jaoilla ${minus(mine)}–${minus(them)}: pystytkö parempaan? ${link}`,
  "challenge.answerText": ({ mine, them, link }) =>
    `Vastaukseni haasteeseesi: ${minus(mine)}–${minus(them)} samoilla jaoilla. ${link}`,
  "challenge.answerTextNamed": ({ name, mine, them, link }) =>
    `${name} vastasi haasteeseesi: ${minus(mine)}–${minus(them)} samoilla jaoilla. ${link}`,
  "challenge.keptAside":
    "Laitteelle tallennettua haastetta ei voitu lukea ({field}); se siirrettiin talteen avaimella {key}.",
  "challenge.keptInPlace":
    "Laitteelle tallennettua haastetta ei voitu lukea ({field}); se jää ennalleen, eikä sen päälle kirjoiteta.",
});
