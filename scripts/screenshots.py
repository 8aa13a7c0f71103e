"""The README's pictures, taken from the built site: ``make screenshots`` (after ``make site``).

The e2e tests' person (e2e/tabletop.py) plays a fixed-seed two-player game against `normal` up to
a turn with a well-filled table where one hand tile has three or more legal ends; it chooses that
tile, so the pictures show the lettered targets with their score previews. Taken at 1280 x 720 in
English and at 390 x 844 in Finnish, as JPEG: a README needs a picture, not every pixel of it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))

from harness import Guard, SiteServer, launch_chromium  # noqa: E402
from playwright.sync_api import Browser, sync_playwright  # noqa: E402
from tabletop import Lockstep, Table, crowded_tile, find_seed, replay_offline  # noqa: E402

SETUP: dict[str, Any] = {"players": 2, "levels": ["normal"]}
MIN_TILES = 9  # enough of a table to show lines, a spinner and its branches
Size = dict[str, int]
SHOTS: tuple[tuple[str, Size, str], ...] = (
    ("screenshot.jpg", {"width": 1280, "height": 720}, "en-GB"),
    ("screenshot-phone-fi.jpg", {"width": 390, "height": 844}, "fi-FI"),
)


def picture_turn(view: dict[str, Any]) -> bool:
    return crowded_tile(view) is not None and len(view["board"]["tiles"]) >= MIN_TILES


def has_picture_turn(seed: int) -> bool:
    game = replay_offline(seed, **SETUP, max_rounds=1, on_turn=lambda g: picture_turn(g.view))
    return picture_turn(game.view) and not game.view["round_over"]


def shoot(
    browser: Browser, server: SiteServer, seed: int, path: Path, size: Size, locale: str
) -> str:
    """Play up to the picture's turn on a fresh page, choose the crowded tile, take the picture."""
    context = browser.new_context(viewport=size, locale=locale, service_workers="block")
    guard = Guard(context, server.origin)  # the page's own watch, as in the tests
    page = context.new_page()
    page.set_default_timeout(120_000)
    guard.watch(page)
    game = Lockstep(Table(page, server), seed=seed, **SETUP)
    game.play(rounds=1, stop=lambda snap: picture_turn(game.replay.view))
    tile = crowded_tile(game.replay.view)
    assert tile is not None, f"seed {seed}: the position was not reached on the page"
    game.table.pick(tile)
    page.wait_for_timeout(400)  # the chosen tile's lift and the targets' fade-in
    page.screenshot(path=str(path), type="jpeg", quality=80)
    problems = guard.take()
    assert not problems, f"the page reported problems: {problems}"
    context.close()
    return tile


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument(
        "--seed", type=int, default=7, help="where the search for a position begins"
    )
    args = parser.parse_args()
    seed = find_seed(args.seed, has_picture_turn)
    server = SiteServer().start()
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            for name, size, locale in SHOTS:
                path = args.out / name
                tile = shoot(browser, server, seed, path, size, locale)
                print(f"{path}: seed {seed}, {tile}, {path.stat().st_size} bytes")
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
