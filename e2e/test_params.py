"""The page's URL options (web/params.js): a bad value is ignored, never an error."""

from __future__ import annotations

from harness import SiteServer
from playwright.sync_api import Page
from tabletop import SETTLED


def test_a_negative_seed_is_ignored(page: Page, server: SiteServer) -> None:
    page.goto(server.base_url + "?seed=-1&players=2&levels=easy&fast=1")
    page.wait_for_function(
        "settled => settled.includes(document.body.dataset.state)", arg=list(SETTLED)
    )
    assert page.evaluate("document.body.dataset.state") == "your-turn"
    assert page.locator("button[data-tile]").count() == 5
