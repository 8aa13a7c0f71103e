"""What the table knows (issue 42) in the move log, at 1366 x 768: a seeded game against the easy
computer a few moves in, until a draw has told the table something (R7.2), then the log opened.
Its section "What the table knows" shows exactly the engine's `ledger` for the person's seat (the
game played beside it in CPython, `tabletop.Lockstep`): each seat's tiles and the numbers it is
known to have none of, the boneyard's count and the tiles the person has not seen, as a table with
headings a screen reader reads by row and column. In English and in Spanish.

The coach speaks partnership (issue 42): a block game's hand against three easy computers, planted
as a save at the person's last move (seed 62: the move blocks the hand), played; the coach's
partnership notes (what North's play said, where it mattered, where a play told North the wrong
thing) and the ledger read in English, Spanish, Portuguese and Finnish on that one page, the
language switched as a person switches it (`languagetour.switch_language`), each text exact."""

from __future__ import annotations

import functools
import json
from typing import Any

from harness import WAIT, SiteServer
from languagetour import switch_language
from ledgerpage import shown_ledger
from playwright.sync_api import Page
from pwa import SAVE_KEY, open_page
from tabletop import SETTLED, Lockstep, Replay, Table, find_seed, policy_move
from viewports import SIZES

SIZE = SIZES["laptop-1366x768"]
MOVES = 8  # the person's moves at most before the table knows something


def knows_something(seed: int) -> bool:
    """Within MOVES of the person's moves (their policy), a seat is known to lack a number while
    the round is still on."""
    replay = Replay(seed=seed, players=2, levels=["easy"])
    for _ in range(MOVES):
        if replay.view["round_over"]:
            return False
        replay.play(policy_move(replay.view))
        ledger = replay.call("ledger", {"seat": 0})
        if not replay.view["round_over"] and any(s["lacks"] for s in ledger["seats"]):
            return True
    return False


@functools.cache
def seed() -> int:
    return find_seed(1, knows_something)


def open_game(page: Page, server: SiteServer, lang: str) -> Lockstep:
    page.set_viewport_size(SIZE)
    page.goto(f"{server.base_url}?seed={seed()}&players=2&levels=easy&fast=1&lang={lang}")
    page.wait_for_function(
        "settled => settled.includes(document.body.dataset.state)", arg=list(SETTLED)
    )
    table = Table(page, server)
    return Lockstep(table, seed=seed(), players=2, levels=["easy"], snap=table.snapshot())


def play_until_known(game: Lockstep) -> dict[str, Any]:
    """The person's moves until the engine's ledger knows a number some seat lacks; that ledger."""
    for _ in range(MOVES):
        game.turn()
        ledger = game.replay.call("ledger", {"seat": 0})
        if any(s["lacks"] for s in ledger["seats"]):
            return ledger
    raise AssertionError(f"seed {seed()}: nothing known after {MOVES} moves")


def expected_rows(ledger: dict[str, Any], names: list[str], nothing: str) -> list[list[str]]:
    """The rows the engine's ledger makes: seat, name, tiles, the numbers lacked (or `nothing`)."""
    lacks = [", ".join(map(str, s["lacks"])) or nothing for s in ledger["seats"]]
    return [
        [str(s["seat"]), names[s["seat"]], str(s["tiles"]), lack]
        for s, lack in zip(ledger["seats"], lacks, strict=True)
    ]


def test_the_table_knows_in_english(page: Page, server: SiteServer) -> None:  # R7.2, R1.4
    game = open_game(page, server, "en")
    ledger = play_until_known(game)
    shown = shown_ledger(page)
    assert shown == {
        "title": "What the table knows",
        "labelled": "log-ledger-title",
        "head": ["Player", "Tiles in hand", "Has none of"],
        "rows": expected_rows(ledger, ["You", "North"], "nothing known"),
        "boneyard": f"Boneyard: {ledger['boneyard']} tiles.",
        "unseenHeading": None,  # never a list worked out from one hand (see web/aids/log.js)
        "unseen": None,
        "curtain": "Only what every player knows is listed: the tiles you have not seen are yours"
        " to work out.",
    }
    engine = game.replay.view  # the figures the engine's own view gives, too
    assert [int(row[2]) for row in shown["rows"]] == engine["hand_counts"]
    assert ledger["boneyard"] == engine["boneyard_count"]


def test_the_table_knows_in_spanish(page: Page, server: SiteServer) -> None:  # R7.2
    game = open_game(page, server, "es")
    ledger = play_until_known(game)
    shown = shown_ledger(page)
    names = [row[1] for row in shown["rows"]]
    assert shown == {
        "title": "Lo que sabe la mesa",
        "labelled": "log-ledger-title",
        "head": ["Jugador", "Fichas en la mano", "No lleva"],
        "rows": expected_rows(ledger, names, "no se sabe nada"),
        "boneyard": f"Pozo: {ledger['boneyard']} fichas.",
        "unseenHeading": None,
        "unseen": None,
        "curtain": "Solo sale lo que sabe cada jugador: las fichas que no has visto te toca"
        " deducirlas a ti.",
    }
    assert names[0] != "You" and all(names)


# ---- the coach's partnership notes beside the ledger, in four languages -----------------------

BLOCK = {"preset": "partnership-block"}
BLOCK_SEED = 62  # the person's last move blocks the hand; North passes three times (PB4)


def block_save() -> tuple[str, Replay]:
    """A save of the block game's first hand at the person's last move (easy computers), and the
    same game in CPython, its hand played to the end."""
    replay = Replay(seed=BLOCK_SEED, players=4, levels=["easy"] * 3, rules=BLOCK)
    moves: list[dict[str, Any]] = []
    while not replay.view["round_over"]:
        moves.append(policy_move(replay.view))
        replay.play(moves[-1])
    before = Replay(seed=BLOCK_SEED, players=4, levels=["easy"] * 3, rules=BLOCK)
    for move in moves[:-1]:
        before.play(move)
    save = {"schema": 1, "saved_at": "2026-01-01T00:00:00Z", "record": before.call("record")}
    return json.dumps(save), replay


def shown_partner(page: Page) -> dict[str, Any]:
    """The coach's partnership notes as the page shows them: the heading, then each part's heading
    and its notes (or its line saying there are none)."""
    notes: dict[str, Any] = page.evaluate(
        """() => {
             const box = document.querySelector("#coach-box .coach-partner");
             const part = (kind) => {
               const el = box.querySelector(`.coach-${kind}`);
               const said = [...el.querySelectorAll("ul > li, p.coach-none")];
               return [el.querySelector("h5").textContent, ...said.map((n) => n.textContent)];
             };
             return { heading: box.querySelector("h4").textContent,
                      labelled: box.getAttribute("aria-labelledby"),
                      told: part("told"), missed: part("missed"), misled: part("misled") };
           }"""
    )
    return notes


# What the page says of seed 62's hand, in each language: the notes' words, then the ledger's
# heading, its header row, its seats' names and "nothing known" (no seat here lacks nothing).
PARTNER_WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "heading": "Your partner, North",
        "told": [
            "What North's play said",
            "Move 2: North passed, holding no 6.",
            "Moves 6 and 14: North left a 4 showing twice, so 4 is probably North's number.",
            "Move 22: North passed, holding no 3 or 5.",
            "Move 26: North passed, holding no 4.",
        ],
        "missed": [
            "Where it mattered",
            "Move 8: you played [3|6] on [3|3] line B; [4|5] on [4|4] line B would have shown"
            " less of the 6 North has none of, about 3.9 points better.",
        ],
        "misled": [
            "Where a play told North the wrong thing",
            "Move 8: you played [3|6] on [3|3] line B, leaving a 6 showing with no other 6 in"
            " hand; at move 12, with nothing to play on the 6, the table saw there were none."
            " [4|5] on [4|4] line B would have shown nothing missing, about 3.9 points better.",
        ],
        "ledger": ["What the table knows", ["Player", "Tiles in hand", "Has none of"]],
        "names": ["You", "West", "North", "East"],
    },
    "es": {
        "heading": "Tu compañero, Norte",
        "told": [
            "Lo que dijo el juego de Norte",
            "Jugada 2: Norte pasó; no lleva fichas con 6.",
            "Jugadas 6 y 14: Norte dejó un 4 a la vista 2 veces; seguramente el 4 es su número.",
            "Jugada 22: Norte pasó; no lleva fichas con 3 o 5.",
            "Jugada 26: Norte pasó; no lleva fichas con 4.",
        ],
        "missed": [
            "Dónde importó",
            "Jugada 8: jugaste [3|6] en [3|3] línea B; [4|5] en [4|4] línea B habría mostrado"
            " menos el 6 que Norte no lleva, unos 3,9 puntos mejor.",
        ],
        "misled": [
            "Dónde una jugada le dijo a Norte lo que no era",
            "Jugada 8: jugaste [3|6] en [3|3] línea B y quedó a la vista un 6 sin otro 6 en la"
            " mano; en la jugada 12, sin nada que jugar al 6, la mesa vio que no había más."
            " [4|5] en [4|4] línea B no habría mostrado nada que faltara, unos 3,9 puntos mejor.",
        ],
        "ledger": ["Lo que sabe la mesa", ["Jugador", "Fichas en la mano", "No lleva"]],
        "names": ["Tú", "Oeste", "Norte", "Este"],
    },
    "pt": {
        "heading": "Seu parceiro, Norte",
        "told": [
            "O que o jogo de Norte disse",
            "Jogada 2: Norte passou; não tem pedra com 6.",
            "Jogadas 6 e 14: Norte deixou um 4 na ponta 2 vezes; o 4 deve ser o número de Norte.",
            "Jogada 22: Norte passou; não tem pedra com 3 ou 5.",
            "Jogada 26: Norte passou; não tem pedra com 4.",
        ],
        "missed": [
            "Onde isso pesou",
            "Jogada 8: você jogou [3|6] em [3|3] linha B; [4|5] em [4|4] linha B teria mostrado"
            " menos o 6 que Norte não tem, cerca de 3,9 pontos melhor.",
        ],
        "misled": [
            "Onde uma jogada disse a Norte o que não era",
            "Jogada 8: você jogou [3|6] em [3|3] linha B e ficou à vista um 6 sem outro 6 na mão;"
            " na jogada 12, sem nada para jogar no 6, a mesa viu que não havia mais. [4|5] em"
            " [4|4] linha B não teria mostrado nada que faltasse, cerca de 3,9 pontos melhor.",
        ],
        "ledger": ["O que a mesa sabe", ["Jogador", "Pedras na mão", "Não tem"]],
        "names": ["Você", "Oeste", "Norte", "Leste"],
    },
    "fi": {
        "heading": "Parisi Pohjoinen",
        "told": [
            "Mitä pelaajan Pohjoinen peli kertoi",
            "Siirto 2: Pohjoinen ohitti vuoronsa; hänellä ei ole laattaa, jossa on 6.",
            "Siirrot 6 ja 14: Pohjoinen jätti numeron 4 näkyviin kahdesti; 4 on luultavasti hänen"
            " numeronsa.",
            "Siirto 22: Pohjoinen ohitti vuoronsa; hänellä ei ole laattaa, jossa on 3 tai 5.",
            "Siirto 26: Pohjoinen ohitti vuoronsa; hänellä ei ole laattaa, jossa on 4.",
        ],
        "missed": [
            "Missä sillä oli väliä",
            "Siirto 8: asetit laatan [3|6] kohtaan [3|3] (linja B); laatta [4|5] kohtaan [4|4]"
            " (linja B) olisi näyttänyt vähemmän numeroa 6, jota pelaajalla Pohjoinen ei ole, noin"
            " 3,9 pistettä parempi.",
        ],
        "misled": [
            "Missä siirto kertoi pelaajalle Pohjoinen väärin",
            "Siirto 8: asetit laatan [3|6] kohtaan [3|3] (linja B), ja näkyviin jäi 6, vaikka"
            " kädessä ei ollut toista numeroa 6; siirrolla 12 numerolle 6 ei ollut pelattavaa, ja"
            " pöytä näki, ettei niitä ollut. Laatta [4|5] kohtaan [4|4] (linja B) ei olisi"
            " näyttänyt puuttuvaa numeroa, noin 3,9 pistettä parempi.",
        ],
        "ledger": ["Mitä pöytä tietää", ["Pelaaja", "Laattoja kädessä", "Ei yhtään näistä"]],
        "names": ["Sinä", "Länsi", "Pohjoinen", "Itä"],
    },
}


def test_the_coach_speaks_partnership_in_four_languages(page: Page, server: SiteServer) -> None:
    """PB4, PB1: after a block game's hand the coach's partnership notes are exactly the engine's
    (`coach`'s `partner`, engine/ai/partnernotes.py) in words, and the ledger beside them exactly
    its `ledger`, in each language on one page: a heading the section is labelled by, a heading and
    a list per part. CPU: one page start on a save, one move, one coach review in Pyodide and three
    language switches (docs/site-and-e2e.md gives the figures)."""
    raw, replay = block_save()
    page.set_viewport_size(SIZE)
    page.goto(server.blank_url)
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [SAVE_KEY, raw])
    assert open_page(page, f"{server.base_url}?fast=1&lang=en") == "your-turn"
    table = Table(page, server)
    _, snap = table.play_turn(table.snapshot(), lambda tile, ends: None)
    assert snap.state == "round-over" and replay.view["round_over"]
    partner = replay.call("coach", {"round": 1})["partner"]
    ledger = replay.call("ledger", {"seat": None})
    assert partner["seat"] == 2 and [len(partner[k]) for k in ("told", "missed", "misled")] == [
        4,
        1,
        1,
    ]
    page.locator('#coach-box [data-action="coach"]').click()
    page.locator("#coach-box .coach-partner").wait_for(timeout=WAIT)
    for lang, words in PARTNER_WORDS.items():
        if lang != "en":
            switch_language(page, lang)
        assert shown_partner(page) == {
            "heading": words["heading"],
            "labelled": "coach-partner-title",
            "told": words["told"],
            "missed": words["missed"],
            "misled": words["misled"],
        }, lang
        shown = shown_ledger(page)
        title, head = words["ledger"]
        assert (shown["title"], shown["head"], shown["boneyard"], shown["unseen"]) == (
            title,
            head,
            None,  # PB4: no stock
            None,
        ), lang
        assert shown["rows"] == expected_rows(ledger, words["names"], "-"), lang
