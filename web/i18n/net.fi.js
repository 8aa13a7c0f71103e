// Pelaaminen ystävien kanssa heidän omilla laitteillaan (modes/host.js, modes/guest.js, net/panel.js): suomi.
/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "newgame.kind.friend": "Ystävän laite",
  "net.hosting": "Sinä isännöit: pelaajat pelaavat omilla laitteillaan.",
  "net.hostTable": "Pelaa ystävien kanssa",
  "net.makeInvitations": "Tee kutsut",
  "net.inviting": "Lähetä jokaiselle ystävälle oma kutsunsa; peli alkaa, kun kaikki ovat liittyneet.",
  "net.answering": "Vastataan kutsuun…",
  "net.badInvite": "Tätä kutsua ei voi käyttää: pyydä isännältä uusi.",
  "net.badInviteField": "Tämä linkki ei ole kokonainen kutsu ({field}): pyydä isäntää lähettämään se uudelleen.",
  "net.replyPrompt": "Lähetä vastauskoodisi isännälle.",
  "net.gone": "{name} on katkennut. Peli odottaa; lähetä hänelle uusi kutsu.",
  "net.flooded": "{name} lähetti liikaa viestejä: hänen laitteeltaan ei lueta mitään {seconds} sekuntiin.",
  "net.floodDropped": "{name} lähetti yhä liikaa viestejä: hänen laitteensa yhteys katkaistiin.",
  "net.resumed": "Kaikki ovat paikalla. Peli jatkuu.",
  "net.keptRefused": "Tälle laitteelle tallennettua pöytää ei voitu lukea; se pantiin talteen.",
  "net.hostGone": "Yhteys isäntään katkesi. Yhdistetään uudelleen: pyydä isännältä uusi kutsu.",
  "net.refused": "Isäntä hylkäsi: {message}",
  "net.paused": "Pelaajan yhteys katkesi; peli odottaa häntä.",
  "net.cannotCheck": "tämä laite ei nähnyt kierrosta alusta asti",
  "net.dealFair": "Kierroksen {n} jako tarkistettu tällä laitteella: reilu.",
  "net.dealUnfair": "Kierroksen {n} jako ei täsmää: {reason}",
  "net.notSent": "Siirtoasi ei voitu lähettää: yhteys on poikki.",
  "net.copy": "Kopioi",
  "net.copied": "Kopioitu",
  "net.status.connected": "Yhteys isäntään.",
  "net.status.reconnecting": "Yhdistetään uudelleen…",
  "net.status.offline": "Ei vielä yhteyttä.",
  "net.seat.inviting": "kutsuttu",
  "net.seat.connected": "yhteydessä",
  "net.seat.gone": "katkennut",
  "net.seat.connecting": "yhdistetään…",
  "net.seat.failed": "yhteys ei onnistunut",
  "net.reply.damaged":
    "Tämä ei ole kokonainen vastauskoodi ({field}): kopioi pelaajan {name} vastaus uudelleen, koko koodi.",
  "net.reply.other": "Tämä vastaus on pelaajan {other}, ei pelaajan {name}: liitä se pelaajan {other} kutsun alle.",
  "net.reply.old":
    "Tämä vastaus on pelaajan {name} vanhempaan kutsuun, joka ei enää toimi. Pyydä häntä avaamaan yllä oleva linkki ja lähettämään sen näyttämä vastaus.",
  "net.reply.unknown":
    "Tämä vastaus ei ole minkään tämän pöydän kutsun. Pyydä pelaajaa {name} avaamaan yllä oleva linkki ja lähettämään sen näyttämä vastaus.",
  "net.reply.taken": "Pelaajan {name} kutsu on jo saanut vastauksen, ja yhteyttä muodostetaan.",
  "net.failed.unusable": "Pelaajan {name} vastausta ei voitu käyttää. Lähetä hänelle tämä uusi linkki.",
  "net.failed.closed": "Yhteys pelaajaan {name} katkesi ennen kuin hän liittyi. Lähetä hänelle tämä uusi linkki.",
  "net.failed.noRoute":
    "Pelaajan {name} laite ja tämä laite eivät saaneet yhteyttä toisiinsa: eri verkot voivat estää suoran yhteyden. Käyttäkää samaa Wi-Fi-verkkoa tai toisen puhelimen yhteyspistettä, tai aseta TURN-palvelin asetusten kohdassa Lisäasetukset; lähetä sitten hänelle tämä uusi linkki.",
  "net.usedLink":
    "Tämä laite on jo vastannut tähän kutsuun, ja kutsu toimii vain kerran. Pyydä isännältä uusi linkki: hänen sivunsa tekee sellaisen heti, kun se huomaa sinun lähteneen, tai kun hän painaa Tee uusi linkki.",
  "net.noRoute":
    "Laitteet eivät saaneet yhteyttä toisiinsa. Liittykää samaan Wi-Fi-verkkoon, yhdistäkää toinen puhelin toisen puhelimen jakamaan yhteyteen (hotspot) tai asettakaa TURN-palvelin asetusten kohdassa Lisäasetukset.",
  "net.inviteTitle": "Kutsu ystäväsi",
  "net.inviteLead":
    "Kukin ystävä avaa oman linkkinsä omalla laitteellaan. Palvelinta ei tarvita: laitteet yhdistävät suoraan.",
  "net.fairTitle": "Miten jako pysyy reiluna?",
  "net.fairNote":
    "Jokainen laite antaa jokaiseen jakoon satunnaisen osuutensa, joten kukaan, ei isäntäkään, valitse käsiä, ja jokaisen ystävän laite tarkistaa jaon kierroksen jälkeen. Isännän laitteella ovat kuitenkin kierroksen aikana piilossa olevat laatat: se on tuomari.",
  "net.rejoinTitle": "Odotetaan ystävän paluuta",
  "net.rejoinLead": "Lähetä hänelle tämä uusi kutsu tai anna tietokoneen pelata hänen paikkansa.",
  "net.making": "Kutsua tehdään…",
  "net.stepSend": "1. Lähetä tämä linkki",
  "net.stepBack": "2. Liitä tai skannaa ystäväsi vastaus",
  "net.share": "Jaa",
  "net.qrLabel": "Linkin QR-koodi",
  "net.accept": "Yhdistä",
  "net.newLink": "Tee uusi linkki",
  "net.toComputer": "Anna tietokoneen pelata tämä paikka",
  "net.scan": "Skannaa vastaus",
  "net.scanAim": "Osoita tämän laitteen kameralla ystäväsi näytöllä olevaa vastauskoodia.",
  "net.scanVideo": "Kameran kuva",
  "net.scanCancel": "Peruuta",
  "net.scanRead": "Vastauskoodi luettu kameralla.",
  "net.scanTimeout":
    "Koodia ei saatu luettua {n} minuutissa, joten kamera suljettiin. Skannaa uudelleen tai liitä vastauskoodi.",
  "net.scanInsecure":
    "Kameraa ei voi käyttää tällä sivulla näin avattuna (se vaatii suojatun https-osoitteen). Liitä vastauskoodi sen sijaan.",
  "net.scanRefused": "Tämä sivu ei saa käyttää kameraa. Salli se selaimen asetuksista tai liitä vastauskoodi.",
  "net.scanNone": "Tällä laitteella ei ole käytettävää kameraa. Liitä vastauskoodi sen sijaan.",
  "net.scanFailed":
    "Kameraa ei saatu käynnistettyä (jokin toinen sovellus voi käyttää sitä). Liitä vastauskoodi sen sijaan.",
  "net.joinTitle": "Liitytään pöytään",
  "net.joinLead":
    "Lähetä tämä vastauskoodi takaisin isännälle: kopioi se tai näytä tämä näyttö isännälle, joka lukee koodin Skannaa vastaus -painikkeella. Peli alkaa, kun isäntä saa sen.",
  "net.pausedTitle": "Peli on tauolla",
  "net.unknownGame": "Tämän pöydän peli on {game}: päivitä sivu tai pyydä isäntää pelaamaan Five Upia.",
  "net.guestUnknownGame":
    "Pelaajan {name} sivu ei tunne tätä peliä: pyydä häntä päivittämään sivu tai valitse toinen peli.",
  "net.unknownTitle": "Tämän pöydän peliä ei tunneta täällä",
  "net.tableHost": "Isäntä: {host}",
  "net.stepReply": "Vastauskoodisi:",
  "net.relayOption": "Yhdistä automaattisesti",
  "net.relayNote":
    "Ystäväsi vastaus tulee takaisin itsestään, suojattuna: välittäjät näkevät molempien laitteiden osoitteet ja yhdistämisen ajankohdan, eivät sitä, mitä lähetetään.",
  "net.relaysUsed": "Käyttää julkisia välittäjiä: {relays}.",
  "net.relaySend": "Yhdistä automaattisesti",
  "net.relayGuestNote":
    "Välittäjät näkevät molempien laitteiden osoitteet ja yhdistämisen ajankohdan, eivät sitä, mitä lähetetään. Voit myös lähettää alla olevan vastauskoodin.",
  "net.relaySending": "Yhdistetään automaattisesti…",
  "net.relayFailed": "Välittäjien kautta ei saatu yhteyttä: lähetä alla oleva vastauskoodi isännälle.",
  "settings.stun": "Pelaaminen eri verkoista",
  "settings.advanced": "Lisäasetukset",
  "settings.stunNote":
    "Oletuksena pois. STUN-palvelin on palvelin, joka ei ole meidän; sitä käytetään vain reitin löytämiseen eri verkoissa olevien laitteiden välille. Jätä tyhjäksi samassa verkossa.",
  "settings.stunField": "STUN-palvelimen osoite (stun:osoite:portti)",
  "settings.stunPlaceholder": "stun:osoite:portti",
  "settings.stunBad": "Ei STUN-osoite: kirjoita se muodossa stun:osoite tai stun:osoite:portti.",
  "settings.turn": "Välitys, kun suoraa yhteyttä ei ole",
  "settings.turnNote":
    "Oletuksena pois päältä. TURN-palvelin ei ole meidän palvelimemme: se välittää pelin liikenteen laitteiden välillä, ja vain silloin, kun ne eivät löydä suoraa yhteyttä. Kirjoita kaikki kolme sen ylläpitäjältä saamaasi tietoa tai jätä ne tyhjiksi.",
  "settings.turnField": "TURN-palvelimen osoite (turn:osoite:portti)",
  "settings.turnPlaceholder": "turn:osoite:portti",
  "settings.turnUser": "TURN-käyttäjätunnus",
  "settings.turnCredential": "TURN-salasana",
  "settings.turnBad.url":
    "TURN-palvelimen osoite: kirjoita se muodossa turn:osoite:portti tai turns:osoite:portti (se tarvitaan, jos käyttäjätunnus tai salasana on annettu).",
  "settings.turnBad.username": "TURN-käyttäjätunnus: tarvitaan TURN-palvelimen kanssa, enintään 128 merkkiä.",
  "settings.turnBad.credential": "TURN-salasana: tarvitaan TURN-palvelimen kanssa, enintään 128 merkkiä.",
});
