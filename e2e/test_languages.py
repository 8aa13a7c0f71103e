"""Languages (issue 6): every text of the page in English and in Finnish, chosen from the browser's
language, switchable in the page and remembered.

- The two tables (`web/i18n/en.js`, `web/i18n/fi.js`, read from the built site) hold the same keys,
  the same kind of entry, the same placeholders, and no English left in the Finnish one.
- A page in Finnish (browser locale fi-FI) shows no word of the English table, nor English glue
  words, in every state a round goes through: the lot, a tile chosen with its ends, the board as
  text and the legend, the new game dialog, the round summary; and the other way round.
- The switch changes the language at once, sets `<html lang>`, and is remembered over a reload;
  blocked storage is no reason for an error.
"""

from __future__ import annotations

from typing import Any

from access import (
    DESKTOP,
    ENGLISH_GLUE,
    PHONE,
    each_top_dialog,
    foreign_words,
    new_page,
    open_context,
    table_words,
    visible_texts,
)
from harness import SiteServer
from playwright.sync_api import Browser, Page
from tabletop import Snapshot, Table

TABLES_SCRIPT = """async (url) => {
  const { TABLES } = await import(url);
  const sample = { n: 2, raw: 10, points: 2, name: "N", tile: "[1|2]", left: 3, pips: 7, penalty: 5,
                   you: false, lot: true, many: false, value: 4, sum: "1 + 4 = 5", end: "E",
                   slot: "S", scores: "S", target: 61, lo: 1, hi: 2, stage: "x" };
  const out = {};
  for (const [lang, table] of Object.entries(TABLES)) {
    out[lang] = {};
    for (const [key, v] of Object.entries(table)) {
      out[lang][key] = typeof v === "function"
        ? { kind: "function", text: String(v(sample)) }
        : { kind: "string", text: v,
            holes: [...v.matchAll(/\\{(\\w+)\\}/g)].map((m) => m[1]).sort() };
    }
  }
  return out;
}"""

# Entries that are the same in both languages on purpose: names and pure number layouts.
SAME_ON_PURPOSE = {"brand.name"}


def letters(text: str) -> str:
    """The words of a text with its placeholders taken out."""
    import re

    return " ".join(w for w in re.findall(r"[^\W\d_]{3,}", re.sub(r"\{\w+\}", "", text)))


def test_tables_have_the_same_keys(page: Page, server: SiteServer) -> None:
    page.goto(server.blank_url)
    tables: dict[str, dict[str, dict[str, Any]]] = page.evaluate(
        TABLES_SCRIPT, server.base_url + "i18n/i18n.js"
    )
    assert set(tables) == {"en", "fi"}
    en, fi = tables["en"], tables["fi"]
    assert len(en) > 150, f"only {len(en)} English texts"
    assert sorted(set(en) - set(fi)) == [], "keys with no Finnish"
    assert sorted(set(fi) - set(en)) == [], "Finnish keys with no English"
    for key, entry in en.items():
        other = fi[key]
        assert other["kind"] == entry["kind"], f"{key}: a {entry['kind']} in English"
        assert other["text"].strip(), f"{key}: empty in Finnish"
        if entry["kind"] == "string":
            assert other["holes"] == entry["holes"], f"{key}: placeholders differ"
        if key not in SAME_ON_PURPOSE and letters(entry["text"]):
            same = entry["text"]
            assert other["text"] != same, f"{key}: the Finnish is the English {same!r}"


def play_to_round_over(table: Table, snap: Snapshot) -> Snapshot:
    while snap.state == "your-turn":
        _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert snap.state in {"round-over", "game-over"}, snap
    return snap


def check_no(texts: list[str], words: set[str], glue: set[str], where: str) -> None:
    found = foreign_words(texts, words, glue)
    assert not found, f"{where}: words of the other language: {found[:12]}"


def walk_states(page: Page, table: Table, words: set[str], glue: set[str]) -> None:
    """Check the words in each state of a round: the start (the lot), a tile chosen with the board
    as text and the legend open, the new game dialog, and the round summary."""
    snap = table.snapshot()
    assert snap.state == "your-turn"
    check_no(visible_texts(page), words, glue, "the round's start")
    for box in ("#board-text-box", "#legend-box"):
        page.locator(f"{box} > summary").click()
    if snap.enabled:
        table.pick(snap.enabled[0])
    check_no(visible_texts(page), words, glue, "a tile chosen, board as text and legend open")
    page.keyboard.press("Escape")
    page.locator('[data-action="new-game"]').click()
    page.wait_for_selector("#newgame[open]")
    for players in ("4", "3"):
        page.locator(f'#newgame input[name="players"][value="{players}"]').check(force=True)
        check_no(visible_texts(page), words, glue, f"the new game dialog, {players} players")
    page.locator('[data-action="cancel-new-game"]').click()
    for action in each_top_dialog(page):
        check_no(visible_texts(page), words, glue, f"the dialog of {action}")
    snap = play_to_round_over(table, table.snapshot())
    check_no(visible_texts(page), words, glue, "the round summary")


def test_finnish_page_has_no_english(browser: Browser, server: SiteServer) -> None:
    context, guard = open_context(browser, server, lang="fi", viewport=DESKTOP)
    try:
        page = new_page(context)
        table = Table(page, server)
        table.open(seed=18, players=4, levels=["easy", "normal", "easy"])
        assert page.evaluate("document.documentElement.lang") == "fi"
        assert "domino" in page.title()
        english = table_words(page, server, "en")
        assert {"You", "North", "Draw", "boneyard"} <= english
        walk_states(page, table, english, ENGLISH_GLUE)
        guard.check()
    finally:
        context.close()


def test_english_page_has_no_finnish(browser: Browser, server: SiteServer) -> None:
    context, guard = open_context(browser, server, lang="en", viewport=PHONE)
    try:
        page = new_page(context)
        table = Table(page, server)
        table.open(seed=5, players=3, levels=["easy", "hard"])
        assert page.evaluate("document.documentElement.lang") == "en"
        finnish = table_words(page, server, "fi")
        assert {"Sinä", "Pohjoinen", "Nosta", "nostopakka"} <= finnish
        walk_states(page, table, finnish, set())
        guard.check()
    finally:
        context.close()


def page_language(page: Page) -> tuple[str, str]:
    return page.evaluate(
        "() => [document.documentElement.lang,"
        " document.querySelector('[data-action=\"draw\"]').textContent]"
    )


def test_switch_is_remembered(browser: Browser, server: SiteServer) -> None:
    context, guard = open_context(browser, server, lang="fi")
    try:
        page = new_page(context)
        Table(page, server).open(seed=3, players=2, levels=["easy"])
        lang, draw = page_language(page)
        assert lang == "fi" and draw.startswith("Nosta"), "a Finnish browser gets Finnish"
        switch = page.locator('[data-action="language"]')
        assert switch.get_attribute("lang") == "en", "the switch is in the language it offers"
        switch.click()
        lang, draw = page_language(page)
        assert lang == "en" and draw.startswith("Draw")
        check_no(visible_texts(page), table_words(page, server, "fi"), set(), "after the switch")
        page.reload()
        page.wait_for_function("() => document.body.dataset.state === 'your-turn'")
        assert page_language(page)[0] == "en", "the choice is remembered over a reload"
        page.locator('[data-action="language"]').click()
        assert page_language(page)[0] == "fi"
        guard.check()
    finally:
        context.close()


def test_switch_without_storage(browser: Browser, server: SiteServer) -> None:
    context, guard = open_context(browser, server, lang="en")
    context.add_init_script(
        "Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('no', "
        "'SecurityError'); } });"
    )
    try:
        page = new_page(context)
        Table(page, server).open(seed=3, players=2, levels=["easy"])
        assert page_language(page)[0] == "en"
        page.locator('[data-action="language"]').click()
        lang, draw = page_language(page)
        assert lang == "fi" and draw.startswith("Nosta")
        guard.check()
    finally:
        context.close()
