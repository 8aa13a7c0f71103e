"""What the table knows (issue 42) as a page shows it in its move log: `shown_ledger(page)` opens
the log, reads the section "What the table knows" (its heading, the table's header and rows, the
boneyard line, the unseen tiles) and closes the log again. For test_ledger.py (a game at one
device) and test_net_table.py (a guest's page, whose log reads its own view); `shown_tools(page)`
reads which of the log's tools are offered and the line under them."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page


def shown_ledger(page: Page) -> dict[str, Any]:
    """The log's section as the page shows it: its heading, the table's header and rows (each
    headed by the seat's name), the boneyard line, the unseen tiles' heading and list."""
    page.locator('[data-action="open-log"]').click()
    page.locator("#log-dialog[open] #log-ledger").wait_for()
    shown: dict[str, Any] = page.evaluate(
        """() => {
             const box = document.getElementById("log-ledger");
             const text = (sel) => box.querySelector(sel)?.textContent ?? null;
             return {
               title: text("h3"),
               labelled: box.getAttribute("aria-labelledby"),
               head: [...box.querySelectorAll("thead th[scope=col]")].map((th) => th.textContent),
               rows: [...box.querySelectorAll("tbody tr")].map((tr) => [
                 tr.dataset.seat,
                 tr.querySelector("th[scope=row]").textContent,
                 tr.querySelector(".ledger-tiles").textContent,
                 tr.querySelector(".ledger-lacks").textContent,
               ]),
               boneyard: text(".ledger-boneyard"),
               unseenHeading: text("h4"),
               unseen: text(".ledger-unseen"),
               curtain: text(".ledger-curtain"),
             };
           }"""
    )
    page.keyboard.press("Escape")
    page.locator("#log-dialog").wait_for(state="hidden")
    return shown


def shown_tools(page: Page) -> dict[str, Any]:
    """The log's tools as the page offers them once its content is in: save, load and replay
    enabled or not, the message line under them, and how many "play this round" buttons."""
    page.locator('[data-action="open-log"]').click()
    page.locator("#log-dialog[open] #log-ledger").wait_for()
    shown: dict[str, Any] = page.evaluate(
        """() => {
             const dialog = document.getElementById("log-dialog");
             const on = (action) => !dialog.querySelector(`[data-action="${action}"]`).disabled;
             const message = document.getElementById("log-message");
             return {
               save: on("export-record"),
               load: on("import-record"),
               replay: on("replay-game"),
               message: message.hidden ? null : message.textContent,
               lines: document.querySelectorAll("#log-content .log-play-from").length,
             };
           }"""
    )
    page.keyboard.press("Escape")
    page.locator("#log-dialog").wait_for(state="hidden")
    return shown
