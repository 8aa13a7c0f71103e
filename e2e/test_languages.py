"""Languages (issue 6, issue 29): every text of the page in each language of `web/i18n/i18n.js`'s
LANGUAGES (English, Finnish, Spanish, Portuguese, and any added later), chosen from the browser's
language, switchable in the page and remembered. Every test here runs over every registered
language.

- Every table (read from the built site) holds the same keys as English, the same kind of entry,
  the same placeholders, and no English left.
- A page in each language (its browser locale) shows no word of any other language's table (nor,
  for every language but English, English glue words) in every state a round goes through: the
  lot, a tile chosen with its ends, the board as text and the legend, the new game dialog, the top
  bar's dialogs, the round summary.
- A first visit downloads only its language's table; the markup's English never shows in another
  language while that table comes, and shows at once in English (issue 39).
- `?lang=xx` shows any language for a visit. The switch lists every language in its own words,
  changes the language at once, sets `<html lang>`, and is remembered over a reload; blocked
  storage is no reason for an error.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

import pytest
from access import (
    DESKTOP,
    ENGLISH_GLUE,
    LOCALES,
    check_no,
    choose_language,
    each_top_dialog,
    new_page,
    open_context,
    table_text,
    table_words,
    visible_texts,
)
from harness import SiteServer, goto_holding
from playwright.sync_api import Browser, Page
from tabletop import Snapshot, Table
from viewports import PHONE

from engine.ai import BASELINES, LEVELS

TABLES_SCRIPT = """async (url) => {
  const TABLES = await (await import(url)).loadAll();
  const sample = { n: 2, raw: 10, points: 2, name: "N", tile: "[1|2]", left: 3, pips: 7, penalty: 5,
                   you: false, lot: true, many: false, value: 4, sum: "1 + 4 = 5", end: "E",
                   slot: "S", scores: "S", target: 61, lo: 1, hi: 2, stage: "x",
                   mine: 3, them: -1, opens: "went-out" };
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

# Entries that may be the English words on purpose: the game's name, the Muggins rule's name (H2),
# and words the languages share.
SAME_ON_PURPOSE = {
    "brand.name",
    "summary.muggins",
    "score.muggins",
    "chart.muggins",
    "speed.normal",
    "challenge.side",  # a name and a score
    "challenge.total",  # "Total" is the Spanish and Portuguese word too
    "handCount.capicua",  # the block game's own word, in every language that plays it
    "rules.game.five_up.name",  # the games' names, as their players say them everywhere
    "rules.game.all_fives.name",
    "aids.rules.af9.title",  # "AF9 Muggins.", a name
    "aids.rules.pb9.title",  # "PB9 Capicúa.", the Spanish word players use everywhere
}

OTHERS = sorted(set(LOCALES) - {"en"})


def letters(text: str) -> str:
    """The words of a text with its placeholders taken out."""
    import re

    return " ".join(w for w in re.findall(r"[^\W\d_]{3,}", re.sub(r"\{\w+\}", "", text)))


def test_tables_have_the_same_keys(page: Page, server: SiteServer) -> None:
    page.goto(server.blank_url)
    tables: dict[str, dict[str, dict[str, Any]]] = page.evaluate(
        TABLES_SCRIPT, server.base_url + "i18n/i18n.js"
    )
    assert list(tables) == list(LOCALES), "the built site has the languages of web/i18n/i18n.js"
    en = tables["en"]
    assert len(en) > 150, f"only {len(en)} English texts"
    # Every level a seat may have, a challenge's or a protocol game's baselines too, has its word.
    assert [level for level in LEVELS + BASELINES if f"level.{level}" not in en] == []
    for lang in OTHERS:
        other_table = tables[lang]
        assert sorted(set(en) - set(other_table)) == [], f"keys with no {lang}"
        assert sorted(set(other_table) - set(en)) == [], f"{lang} keys with no English"
        for key, entry in en.items():
            other = other_table[key]
            assert other["kind"] == entry["kind"], f"{lang} {key}: a {entry['kind']} in English"
            assert other["text"].strip(), f"{key}: empty in {lang}"
            if entry["kind"] == "string":
                assert set(other["holes"]) == set(entry["holes"]), f"{lang} {key}: placeholders"
            if key not in SAME_ON_PURPOSE and letters(entry["text"]):
                same = entry["text"]
                assert other["text"] != same, f"{lang} {key}: the English {same!r}"
    names = [t["lang.name"]["text"] for t in tables.values()]
    assert len(set(names)) == len(names), f"each language its own name: {names}"


def play_to_round_over(table: Table, snap: Snapshot) -> Snapshot:
    while snap.state == "your-turn":
        _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert snap.state in {"round-over", "game-over"}, snap
    return snap


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


# One seeded game per language, the sizes taking turns (English on a phone, Finnish on a desktop…).
PAGES = [
    pytest.param(lang, (PHONE, DESKTOP)[i % 2], seed, id=lang)
    for i, (lang, seed) in enumerate(zip(LOCALES, (5, 18, 7, 11, 13, 17), strict=False))
]


@pytest.mark.parametrize(("lang", "size", "seed"), PAGES)
def test_page_has_no_other_language(
    browser: Browser, server: SiteServer, lang: str, size: dict[str, int], seed: int
) -> None:
    context, guard = open_context(browser, server, lang=lang, viewport=size)
    try:
        page = new_page(context)
        table = Table(page, server)
        levels = ["easy", "normal", "easy"] if size is DESKTOP else ["easy", "hard"]
        table.open(seed=seed, players=len(levels) + 1, levels=levels)
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.title() == table_text(page, server, lang, "doc.title")
        foreign: set[str] = set()
        for other in set(LOCALES) - {lang}:
            foreign |= table_words(page, server, other, lang)
        if lang != "en":
            assert {"You", "North", "Draw", "boneyard"} <= foreign
        walk_states(page, table, foreign, ENGLISH_GLUE if lang != "en" else set())
        guard.check()
    finally:
        context.close()


def page_language(page: Page) -> tuple[str, str]:
    return page.evaluate(
        "() => [document.documentElement.lang,"
        " document.querySelector('[data-action=\"draw\"]').textContent]"
    )


SWITCH_STATE = """() => {
  const button = document.querySelector('[data-action="language"]');
  const list = document.getElementById("lang-menu");
  return { expanded: button.getAttribute("aria-expanded"),
           open: !list.hidden,
           items: [...list.querySelectorAll("[data-lang]")].map((b) => [b.dataset.lang, b.lang,
             b.textContent, b.getAttribute("aria-current")]) };
}"""


def test_switch_lists_every_language_and_is_remembered(
    browser: Browser, server: SiteServer
) -> None:
    """From a Finnish browser: the switch names the language shown; its list offers every language
    in its own words (marked as that language), the one shown current; each choice changes the
    page at once and closes the list; the last choice is remembered over a reload."""
    context, guard = open_context(browser, server, lang="fi")
    try:
        page = new_page(context)
        Table(page, server).open(seed=3, players=2, levels=["easy"])
        lang, draw = page_language(page)
        assert lang == "fi" and draw.startswith("Nosta"), "a Finnish browser gets Finnish"
        names = {code: table_text(page, server, code, "lang.name") for code in LOCALES}
        assert not page.evaluate(SWITCH_STATE)["open"]
        named = page.get_by_role("button", name=f"Kieli: {names['fi']}", exact=True)
        assert named.count() == 1, "the switch is named in the language shown"
        page.locator('[data-action="language"]').click()
        state = page.evaluate(SWITCH_STATE)
        assert state["open"] and state["expanded"] == "true"
        assert state["items"] == [
            [code, code, names[code], "true" if code == "fi" else None] for code in LOCALES
        ]
        page.keyboard.press("Escape")
        assert not page.evaluate(SWITCH_STATE)["open"], "Esc closes the list"
        before = "fi"
        # Every other language, back to Finnish, then the last one again (kept over the reload).
        for code in [*(c for c in LOCALES if c != "fi"), "fi", list(LOCALES)[-1]]:
            choose_language(page, code)
            lang, draw = page_language(page)
            assert lang == code and draw.startswith(table_text(page, server, code, "action.draw"))
            assert not page.evaluate(SWITCH_STATE)["open"], "a choice closes the list"
            left = table_words(page, server, before, code)
            check_no(visible_texts(page), left, set(), f"after the switch from {before} to {code}")
            before = code
        page.reload()
        page.wait_for_function("() => document.body.dataset.state === 'your-turn'")
        assert page_language(page)[0] == before, "the choice is remembered over a reload"
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
        choose_language(page, "fi")
        lang, draw = page_language(page)
        assert lang == "fi" and draw.startswith("Nosta")
        guard.check()
    finally:
        context.close()


def test_the_address_picks_any_language_for_a_visit(browser: Browser, server: SiteServer) -> None:
    """?lang=xx shows the page in xx from a browser in another language, and is not remembered."""
    context, guard = open_context(browser, server, lang="en")
    try:
        page = new_page(context)
        for code in LOCALES:
            page.goto(server.base_url + f"?fast=1&lang={code}")
            page.wait_for_function("lang => document.documentElement.lang === lang", arg=code)
            page.wait_for_function("() => document.body.dataset.state !== 'loading'")
            draw = table_text(page, server, code, "action.draw")
            assert page.locator('[data-action="draw"]').text_content() == draw
            assert page.title() == table_text(page, server, code, "doc.title")
        page.goto(server.base_url + "?fast=1")
        page.wait_for_function("() => document.body.dataset.state !== 'loading'")
        assert page_language(page)[0] == "en", "an address's language is for that visit only"
        guard.check()
    finally:
        context.close()


# A table's file or one of its parts: i18n/xx.js, i18n/aids.xx.js, ...
TABLE_FILE = re.compile(r"/i18n/(?:\w+\.)?(\w\w)\.js$")
WORDS_SHOWN = "() => document.documentElement.dataset.words ?? null"
# The text on the screen (visible_texts without the accessible names).
SHOWN_TEXTS = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const shown = n.parentElement.checkVisibility({ visibilityProperty: true });
    if (n.textContent.trim() && shown) out.push(n.textContent);
  }
  return out;
}"""


def shown_texts(page: Page) -> list[str]:
    texts: list[str] = page.evaluate(SHOWN_TEXTS)
    return texts


def tables_asked(asked: list[str]) -> list[str]:
    """The languages whose table files were asked for, in order, each once."""
    found = [
        m.group(1) for path in asked if (m := TABLE_FILE.search(path)) and m.group(1) in LOCALES
    ]
    return list(dict.fromkeys(found))


def test_a_first_visit_shows_its_language_first_and_loads_no_other(
    browser: Browser, server: SiteServer
) -> None:
    """From a Spanish browser: while the Spanish table is on its way (held here), the markup's
    English words wait hidden; then they show in Spanish; no other language's table is downloaded
    until the switch asks for one."""
    words, guard = open_context(browser, server, lang="es")
    try:
        reader = new_page(words)
        reader.goto(server.blank_url)
        english = table_words(reader, server, "en", "es")
        new_game = table_text(reader, server, "es", "action.newGame")
        guard.check()
    finally:
        words.close()
    context, guard = open_context(browser, server, lang="es")
    try:
        page = new_page(context)
        asked: list[str] = []
        page.on("request", lambda request: asked.append(urlsplit(request.url).path))
        held = goto_holding(page, server.base_url + "?fast=1&seed=5", "**/i18n/es.js")
        assert page.evaluate(WORDS_SHOWN) is None
        label = page.locator('[data-action="new-game"] [data-i18n]')
        assert label.text_content() == "New game" and not label.is_visible()
        # No English word on the screen nor in the tab (the accessible names come with the table).
        check_no(shown_texts(page), english, ENGLISH_GLUE, "the Spanish table on its way")
        assert page.title() == "Five Up"
        held.continue_()
        page.wait_for_function(f"() => ({WORDS_SHOWN})() === 'es'")
        assert label.is_visible() and label.text_content() == new_game
        # A first visit's New game, once the engine's table is known (the state says it: a tap
        # before the page is ready is test_boot's).
        page.wait_for_function("() => document.body.dataset.state === 'new-game'")
        page.locator("#newgame[open] [type=submit]").click()
        page.wait_for_function("() => document.body.dataset.state === 'your-turn'")
        assert tables_asked(asked) == ["es"], asked
        choose_language(page, "fi")
        assert tables_asked(asked) == ["es", "fi"]
        guard.check()
    finally:
        context.close()


def test_an_english_first_visit_shows_the_markup_at_once(
    browser: Browser, server: SiteServer
) -> None:
    """The markup is written in English: its words show while the English table is still to come."""
    context, guard = open_context(browser, server, lang="en")
    try:
        page = new_page(context)
        held = goto_holding(page, server.base_url + "?fast=1", "**/i18n/en.js")
        assert page.evaluate(WORDS_SHOWN) == "en"
        assert page.locator('[data-action="new-game"] [data-i18n]').is_visible()
        held.continue_()
        page.wait_for_function("() => document.body.dataset.state !== 'loading'")
        guard.check()
    finally:
        context.close()
