"""One page looked at in every language and at every size in each state (issue 40): a round played
once serves all four languages, as `relayout.SizeTour` lets it serve every size of a kind of screen.

The language is switched as a person switches it: the top bar's language switch (a tap on a touch
screen), which the page keeps and re-renders in (app.js's onLanguageChange: the table's words told
again, the static markup, the open dialog's rows, the store drawn again). All of that runs in the
same task as the switch's `<html lang>`; the board then measures its felt again if the new words
moved it (a ResizeObserver, as after a resize), so a look waits for that; the tour ends once a
relayout the new words called for is done (`relayout.resize`'s `settle`), as after a resize.

- `switch_language(page, lang)`: the page's switch taken to `lang`, waiting until it has
  re-rendered in it and its board has measured its box.
- `Tour(page, sizes, languages)`: in each state, `each()` takes the page to each size in turn and,
  at each, to each language looked at there (`languages`: by size's name), yielding (size, lang).
  With a dialog open (modal: the switch out of reach) `each(lang=...)` tours the sizes of the one
  language the page shows, switched to beforehand with the dialog closed.
"""

from __future__ import annotations

from collections.abc import Iterator

from playwright.sync_api import Page
from relayout import CANVAS_FITS, SizeTour, resize

SHOWN = "() => document.documentElement.lang"


def press(page: Page, selector: str) -> None:
    """A tap on a touch screen, else a click."""
    control = page.locator(selector)
    if page.evaluate("navigator.maxTouchPoints > 0"):
        control.tap()
    else:
        control.click()


def switch_language(page: Page, lang: str) -> None:
    """Open the top bar's language switch and choose `lang`; wait until the page shows it."""
    press(page, '.topbar [data-action="language"]')
    press(page, f'#lang-menu [data-lang="{lang}"]')
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
    page.wait_for_function(CANVAS_FITS, polling="raf")


class Tour:
    """The sizes (by name; the page opens at the first) and, at each, the languages the page is
    looked at in."""

    def __init__(
        self, page: Page, sizes: dict[str, dict[str, int]], languages: dict[str, list[str]]
    ) -> None:
        self.page = page
        self.sizes = SizeTour(page, sizes)
        self.languages = languages

    @property
    def shown(self) -> str:
        lang: str = self.page.evaluate(SHOWN)
        return lang

    def each(self, *, lang: str | None = None) -> Iterator[tuple[str, str]]:
        """Each size in turn and there each of its languages (from the one shown on), yielding
        (size, lang) once the page has laid out at that size in that language; with `lang`, only
        the sizes that language is looked at at, the page staying in it."""
        shown = self.shown
        if lang is not None:
            assert lang == shown, f"the page shows {shown}, not {lang}"
        among = [name for name, langs in self.languages.items() if lang is None or lang in langs]
        for name in self.sizes.each(among=among):
            langs = [lang] if lang else self.languages[name]
            if shown in langs:  # the language shown first: one switch fewer
                langs = [shown] + [other for other in langs if other != shown]
            for each in langs:
                if each != shown:
                    switch_language(self.page, each)
                    shown = each
                yield name, each
        # The round goes on once a relayout the last switch called for is done (as after a resize).
        resize(self.page, self.sizes.sizes[self.sizes.current], settle=True)
