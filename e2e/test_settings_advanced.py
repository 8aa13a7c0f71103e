"""The settings dialog keeps the STUN and TURN servers under an "Advanced" fold (issue 39 item
5): a new player sees the speed and forced moves, and the servers' fields only once the fold is
opened. In English and in Spanish."""

from __future__ import annotations

import pytest
from access import LOCALES
from harness import Guard, SiteServer
from playwright.sync_api import Browser

ADVANCED = {"en": "Advanced", "es": "Opciones avanzadas"}
FIELDS = ['input[name="stun"]', 'input[name="turn-url"]', 'input[name="turn-username"]']


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_servers_are_under_advanced_closed_until_opened(
    browser: Browser, server: SiteServer, lang: str
) -> None:
    context = browser.new_context(service_workers="block", locale=LOCALES[lang])
    guard = Guard(context, server.origin)
    try:
        page = context.new_page()
        page.goto(server.base_url + "?fast=1")
        page.wait_for_selector('input[name="kind-1"]')
        page.click('[data-action="start-game"]')
        page.wait_for_function("() => document.body.dataset.state !== 'new-game'")
        page.click('[data-action="open-settings"]')
        page.wait_for_selector('#settings input[name="speed"]')
        fold = "#settings details.settings-advanced"
        assert page.text_content(f"{fold} > summary") == ADVANCED[lang]
        assert [page.is_visible(f"{fold} {field}") for field in FIELDS] == [False] * 3
        page.click(f"{fold} > summary")
        assert [page.is_visible(f"{fold} {field}") for field in FIELDS] == [True] * 3
        guard.check()
    finally:
        context.close()
