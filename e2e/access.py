"""What the access and language tests share: pages in a chosen language and size, the game played
with the keyboard alone, the page's visible words, and axe-core.

- `open_context(browser, server, ...)`: a guarded browser context (see `harness.Guard`) with a
  locale (the browser's language), a viewport, reduced motion, and CSP bypass when axe-core is
  to be injected.
- `KeyboardTable`: `tabletop.Table` that acts through `page.keyboard` only: arrow keys between the
  hand's tiles (roving tabindex), Enter to choose, arrow keys or the end's letter then Enter to
  place, D to draw, P to pass, N for the next round. It never clicks; so `tabletop.Lockstep` plays
  and checks a whole game with it; `tab_to` tabs to a control, checking its focus shows.
- `visible_texts(page)`: every text a person sees or hears (visible text, aria-label, title,
  placeholder, alt) at this moment.
- `table_words(page, server, lang, against)`: the words of one language's table that the other
  table never uses (from the built site's own `i18n` modules, every table loaded through
  `loadAll()`); `check_no` fails on any of them.
- `axe_violations(page)`: axe-core's serious and critical violations on the page.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from harness import ROOT, Guard, SiteServer
from playwright.sync_api import Browser, BrowserContext, Page
from tabletop import CLICK_TIMEOUT, MOVE_TIMEOUT, SETTLED, SETTLED_SCRIPT, Snapshot, Table
from viewports import PHONES

DESKTOP = {"width": 1280, "height": 720}
# The browser locale that asks for each language (a language not named here asks with its code).
BROWSER_LOCALES = {"en": "en-US", "fi": "fi-FI", "es": "es-ES", "pt": "pt-BR"}


def registered_languages() -> list[str]:
    """The languages web/i18n/i18n.js registers in LOADERS (`xx: () => import("./xx.js")`), in
    order, read from its source so a new language's tests are collected with no other change
    (test_languages checks the built site's)."""
    source = (ROOT / "web" / "i18n" / "i18n.js").read_text(encoding="utf-8")
    found = re.search(r"const LOADERS = \{([^}]*)\}", source)
    assert found, "web/i18n/i18n.js has no `const LOADERS = { ... }`"
    languages = re.findall(r"(\w+): \(\) => import\(\"\./(\w+)\.js\"\)", found.group(1))
    assert languages and all(lang == file for lang, file in languages), found.group(1)
    return [lang for lang, _ in languages]


LOCALES = {lang: BROWSER_LOCALES.get(lang, lang) for lang in registered_languages()}
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def open_context(
    browser: Browser,
    server: SiteServer,
    *,
    lang: str = "en",
    viewport: dict[str, int] | None = None,
    reduced_motion: bool = False,
    bypass_csp: bool = False,
) -> tuple[BrowserContext, Guard]:
    """A fresh context whose every problem fails the test (the caller closes it)."""
    context = browser.new_context(
        service_workers="block",
        locale=LOCALES[lang],
        viewport=viewport or DESKTOP,
        reduced_motion="reduce" if reduced_motion else "no-preference",
        bypass_csp=bypass_csp,
    )
    guard = Guard(context, server.origin)
    return context, guard


@contextmanager
def phone_page(
    browser: Browser,
    server: SiteServer,
    lang: str,
    size: str,
    query: str | None = None,
    timeout: float = 120_000,
) -> Iterator[Page]:
    """A page on a touch phone of `size` (PHONES) in `lang`, at `query` if given; every problem
    the page shows fails the test."""
    context = browser.new_context(
        service_workers="block",
        locale=LOCALES[lang],
        viewport=PHONES[size],
        is_mobile=True,
        has_touch=True,
    )
    guard = Guard(context, server.origin)
    try:
        page = context.new_page()
        page.set_default_timeout(timeout)
        if query is not None:
            page.goto(server.base_url + query)
        yield page
        guard.check()
    finally:
        context.close()


def new_page(context: BrowserContext) -> Page:
    page = context.new_page()
    page.set_default_timeout(120_000)
    return page


# ---- the keyboard -----------------------------------------------------------------------------

FOCUSED = """() => {
  const a = document.activeElement;
  if (!a || a === document.body) return null;
  return { tile: a.dataset.tile || null, end: a.dataset.end || null,
           action: a.dataset.action || null, tag: a.tagName,
           inHand: !!a.closest("#hand"), inEnds: !!a.closest("#ends-list"),
           visible: a.matches(":focus-visible") };
}"""


ENDS = '() => [...document.querySelectorAll("#ends-list [data-end]")].map((e) => e.dataset.end)'


class KeyboardTable(Table):
    """The page played with the keyboard alone (Playwright's `page.keyboard`, no clicks)."""

    def __init__(self, page: Page, server: SiteServer) -> None:
        super().__init__(page, server)
        self.letters_used = 0
        self.arrows_used = 0

    def focused(self) -> dict[str, Any] | None:
        found: dict[str, Any] | None = self.page.evaluate(FOCUSED)
        return found

    def wait_focus(self, script: str, what: str) -> dict[str, Any]:
        """Wait until the focus is where `script` (a test of FOCUSED's answer, `f`) says."""
        self.page.wait_for_function(
            f"() => {{ const f = ({FOCUSED})(); return !!f && ({script}); }}",
            timeout=CLICK_TIMEOUT,
        )
        found = self.focused()
        assert found is not None, f"no focus for {what}"
        assert found["visible"], f"the focus on {found} is not :focus-visible"
        return found

    def key(self, name: str) -> None:
        self.page.keyboard.press(name)

    def act_key(self, name: str, snap: Snapshot) -> Snapshot:
        """Press a key that hands the move to the engine; wait until the page settled again."""
        self.key(name)
        self.page.wait_for_function(
            SETTLED_SCRIPT, arg=[snap.mark, list(SETTLED)], timeout=MOVE_TIMEOUT
        )
        return self.snapshot()

    def pick(self, tile: str) -> list[str]:
        """Arrow keys through the hand to `tile`, Enter: the focus moves to the first end."""
        found = self.wait_focus("f.inHand && !!f.tile", "the hand")
        for _ in range(20):
            if found["tile"] == tile:
                break
            self.key("ArrowRight")
            self.arrows_used += 1
            found = self.wait_focus("f.inHand && !!f.tile", "the hand")
        assert found["tile"] == tile, f"the arrow keys never reached {tile}"
        self.key("Enter")
        self.wait_focus("f.inEnds && !!f.end", "the first end")
        ends: list[str] = self.page.evaluate(ENDS)
        return ends

    def place(self, snap: Snapshot, end: str) -> Snapshot:
        """Every other placement by the end's letter, the others by arrow keys and Enter."""
        ends: list[str] = self.page.evaluate(ENDS)
        index = ends.index(end)
        if self.letters_used <= self.arrows_used // 2 and index < 26:
            self.letters_used += 1
            return self.act_key(chr(ord("a") + index), snap)
        for _ in range(len(ends)):
            if self.focused() and self.focused()["end"] == end:  # type: ignore[index]
                break
            self.key("ArrowRight")
            self.arrows_used += 1
        focus = self.wait_focus("f.inEnds && !!f.end", "an end")
        assert focus["end"] == end, f"the arrow keys never reached {end}"
        return self.act_key("Enter", snap)

    def draw(self, snap: Snapshot) -> Snapshot:
        return self.act_key("d", snap)

    def pass_(self, snap: Snapshot) -> Snapshot:
        return self.act_key("p", snap)

    def next_round(self, snap: Snapshot) -> Snapshot:
        return self.act_key("n", snap)


# ---- dialogs -----------------------------------------------------------------------------------

# Buttons of the top bar that open a dialog (the play aids' and the statistics'), when present.
TOP_DIALOGS = ("stats", "open-rules", "open-log", "open-settings")
OPEN_DIALOG = "() => [...document.querySelectorAll('dialog[open]')].map((d) => d.id || d.className)"


def each_top_dialog(page: Page) -> Iterator[str]:
    """Open each top-bar dialog in turn (yielding its action while open), closing it with Escape."""
    for action in TOP_DIALOGS:
        button = page.locator(f'[data-action="{action}"]')
        if not button.count() or not button.first.is_visible():
            continue
        button.first.click()
        page.wait_for_function(f"() => ({OPEN_DIALOG})().length > 0", timeout=CLICK_TIMEOUT)
        yield action
        page.keyboard.press("Escape")
        page.wait_for_function(f"() => ({OPEN_DIALOG})().length === 0", timeout=CLICK_TIMEOUT)


# ---- words ------------------------------------------------------------------------------------

VISIBLE_TEXTS = """() => {
  const out = [];
  const shown = (el) => el && el.checkVisibility({ visibilityProperty: true });
  // Text marked as another language (the switch offering the other language) is not checked.
  const page = document.documentElement.lang;
  const ours = (el) => (el.closest("[lang]") || document.documentElement).lang === page;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent.trim();
    const el = n.parentElement;
    if (text && shown(el) && ours(el) && !el.closest("script, style")) out.push(text);
  }
  for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
    if (!shown(el) || !ours(el)) continue;
    for (const attr of ["aria-label", "title", "placeholder", "alt"]) {
      const v = el.getAttribute(attr);
      if (v) out.push(v);
    }
  }
  out.push(document.title);
  return out;
}"""

# Every string of a table, functions called with sample values, split into words.
TABLE_WORDS = """async ([url, lang, against]) => {
  const TABLES = await (await import(url)).loadAll();
  const sample = { n: 2, raw: 10, points: 2, name: "", tile: "", left: 3, pips: 7, penalty: 5,
                   you: false, lot: true, many: false, value: 4, sum: "", end: "", slot: "",
                   scores: "", target: 61, lo: 1, hi: 2, stage: "" };
  const texts = (table) => Object.values(table).flatMap((v) => {
    if (typeof v !== "function") return [v];
    const one = { ...sample, n: 1, raw: 5, points: 1, you: true, lot: false, many: true };
    return [v(sample), v(one)];
  });
  const words = (table) => new Set(texts(table).join(" ").replace(/<[^>]+>|\\{\\w+\\}/g, " ")
    .split(/[^\\p{L}']+/u).map((w) => w.replace(/^'+|'+$/g, "")).filter((w) => w.length >= 3));
  const mine = words(TABLES[lang]);
  const other = words(TABLES[against]);
  return [...mine].filter((w) => !other.has(w)).sort();
}"""

# Words that give English away even when a string never went through the tables.
ENGLISH_GLUE = {"the", "and", "your", "you", "with", "from", "this", "that", "are", "for", "not"}


def table_words(page: Page, server: SiteServer, lang: str, against: str = "") -> set[str]:
    """The words of `lang`'s table that `against`'s table does not use (by default English's, or
    Finnish's for English)."""
    other = against or ("fi" if lang == "en" else "en")
    url = server.base_url + "i18n/i18n.js"
    words: list[str] = page.evaluate(TABLE_WORDS, [url, lang, other])
    return set(words)


def table_text(page: Page, server: SiteServer, lang: str, key: str) -> str:
    """One plain-text entry of `lang`'s table, as the built site has it."""
    url = server.base_url + "i18n/i18n.js"
    text: str = page.evaluate(
        "async ([url, lang, key]) => (await (await import(url)).loadAll())[lang][key]",
        [url, lang, key],
    )
    return text


def choose_language(page: Page, lang: str) -> None:
    """Switch the page to `lang` as a person does: open the language switch, choose it."""
    page.locator('[data-action="language"]').click()
    page.locator(f'#lang-menu [data-lang="{lang}"]').click()
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)


def visible_texts(page: Page) -> list[str]:
    texts: list[str] = page.evaluate(VISIBLE_TEXTS)
    return texts


def foreign_words(texts: list[str], words: set[str], glue: set[str] = frozenset()) -> list[str]:  # type: ignore[assignment]
    """The texts holding one of `words` (whole words, case as written) or of `glue` (any case)."""
    lowered = {w.lower() for w in glue}
    found = []
    for text in texts:
        tokens = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", text)
        hits = [t for t in tokens if t in words or t.lower() in lowered]
        if hits:
            found.append(f"{text!r} ({', '.join(sorted(set(hits)))})")
    return found


# ---- axe-core ---------------------------------------------------------------------------------


def axe_violations(page: Page) -> list[str]:
    """Serious and critical violations axe-core finds on the page once its running animations end,
    and any table header with no words (issue 39: the round summary's first column had none).

    A fade is judged where it settles, not in the frame axe happens to catch: a "+5" chip
    half-faded in over a half-faded background reads as 1.3:1 contrast for a moment (seen on a
    slow machine), though it shows at full contrast and then goes. Endless animations (none end)
    are left running."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = page.evaluate(
        """async () => {
          const ending = document.getAnimations()
            .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
          await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
          const result = await axe.run(document, { resultTypes: ["violations"] });
          return result.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical"
              || v.id === "empty-table-header")  // minor to axe; a silent column to a listener
            .map((v) => ({ id: v.id, impact: v.impact, help: v.help,
              nodes: v.nodes.slice(0, 4).map((n) => n.target.join(" ") + ": "
                + (n.failureSummary || "").replace(/\\s+/g, " ").slice(0, 240)) }));
        }"""
    )
    return [f"{v['impact']} {v['id']} ({v['help']}): {v['nodes']}" for v in found]


def axe_path() -> Path:
    return AXE


# Where the focus is, and which dialogs are open (for a failure's message).
WHERE = """() => [document.activeElement?.outerHTML.slice(0, 120),
              [...document.querySelectorAll("dialog[open]")].map((d) => d.id)]"""


def tab_to(table: KeyboardTable, action: str, limit: int = 40) -> None:
    """Tab until the focus is on the control of `data-action` `action`."""
    for _ in range(limit):
        found = table.focused()
        if found and found["action"] == action:
            assert found["visible"], f"the focus on {action} is not :focus-visible"
            return
        table.key("Tab")
    raise AssertionError(f"Tab never reached {action}: {table.page.evaluate(WHERE)}")


def check_no(texts: list[str], words: set[str], glue: set[str], where: str) -> None:
    """No text holds a word of the other language (`words`, or its `glue` in any case)."""
    found = foreign_words(texts, words, glue)
    assert not found, f"{where}: words of the other language: {found[:12]}"
