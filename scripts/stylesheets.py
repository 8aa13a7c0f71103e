"""The built page's one stylesheet: the component stylesheets index.html links, joined in order.

In web/ each component keeps its stylesheet beside its module, and index.html links them all
(tokens first). A browser then asks for some thirty files before it may paint: on a first visit
over HTTP/1.1 that wait was most of the first paint (docs/site-and-e2e.md, `make bench-web`).
The site build joins them, in index.html's order (so the cascade is the same), into `style.css`,
links that one file instead, and leaves the parts out of the site.
"""

from __future__ import annotations

import re
from pathlib import Path

JOINED = "style.css"
LINK = re.compile(r'^([ \t]*)<link rel="stylesheet" href="\./([^"]+\.css)" />\n', re.M)


class StylesheetError(Exception):
    """index.html links a stylesheet the site lacks, or one that cannot be joined."""


def join_stylesheets(site: Path) -> list[str]:
    """Join the stylesheets `site/index.html` links into `site/style.css`, link only that, and
    remove the parts; the parts' names, in order."""
    page = site / "index.html"
    html = page.read_text(encoding="utf-8")
    links = list(LINK.finditer(html))
    names = [link.group(2) for link in links]
    if not names:
        raise StylesheetError("index.html links no stylesheet")
    if JOINED in names or (site / JOINED).exists():
        raise StylesheetError(f"web/{JOINED} collides with the stylesheet the build writes")
    parts = []
    for name in names:
        path = site / name
        if not path.is_file():
            raise StylesheetError(f"index.html links {name}, which the site lacks")
        css = path.read_text(encoding="utf-8")
        # Rules that only work at the top of a file, and addresses relative to a part's folder,
        # would change meaning once joined.
        if re.search(r"@import|@charset|url\(", css):
            raise StylesheetError(f"{name}: @import, @charset and url() cannot be joined")
        parts.append(f"/* {name} */\n{css.rstrip()}\n")
    (site / JOINED).write_text("\n".join(parts), encoding="utf-8")
    first = links[0]
    joined = f'{first.group(1)}<link rel="stylesheet" href="./{JOINED}" />\n'
    html = html[: first.start()] + joined + LINK.sub("", html[first.start() :])
    page.write_text(html, encoding="utf-8")
    for name in names:
        (site / name).unlink()
    return names
