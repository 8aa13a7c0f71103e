"""The site's Content-Security-Policy, made in one place for the page's meta tag (written by
scripts/build_site.py into the built index.html) and the server's header (scripts/serve.py).

Its connect-src is the site itself and the relays of "Connect automatically", read from their one
list, web/net/relays.js (docs/network.md, "Relays"): a policy in a meta tag cannot be widened once
the page runs, so the relays are allowed from the start; the page opens no socket to them unless
the host has turned the option on (and, on a guest's page, the guest has tapped).
"""

from __future__ import annotations

import re
from pathlib import Path

RELAYS_JS = Path(__file__).resolve().parent.parent / "web" / "net" / "relays.js"
RELAY_URL = re.compile(r'"(wss://[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:/[A-Za-z0-9._/-]*)?)"')


def relays(source: Path = RELAYS_JS) -> list[str]:
    """The relays' URLs in the list, in order (a URL that is not plain wss:// is not read)."""
    listed = re.search(r"RELAYS\s*=\s*Object\.freeze\(\[(.*?)\]\)", source.read_text("utf-8"), re.S)
    if not listed:
        raise ValueError(f"{source}: no RELAYS list")
    return RELAY_URL.findall(listed.group(1))


def policy(relay_urls: list[str]) -> str:
    connect = " ".join(["'self'", *relay_urls])
    return (
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
        f"connect-src {connect}; img-src 'self' data:; style-src 'self'; font-src 'self'; "
        "manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'"
    )


CSP = policy(relays())
META = re.compile(r'(http-equiv="Content-Security-Policy"\s+content=")[^"]*(")')


def write_meta(index: Path) -> None:
    """The built page's meta tag: the same policy as the header."""
    html = index.read_text("utf-8")
    written, count = META.subn(lambda m: m.group(1) + CSP + m.group(2), html)
    if count != 1:
        raise ValueError(f"{index}: expected one Content-Security-Policy meta tag, found {count}")
    index.write_text(written, "utf-8")
