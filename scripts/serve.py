"""Serve the built site on 127.0.0.1 for playing: ``python scripts/serve.py [--port 8000] [site]``.

Python's http.server guesses content types from the system's tables, which may not know ``.mjs``
or ``.wasm``; browsers refuse a module script or streaming WebAssembly with the wrong type, so the
types the site needs are set here explicitly.

Every response also carries the site's Content-Security-Policy (`CSP`, the same policy as the
meta tag in index.html): a meta tag covers the page only, while the engine's worker and the
service worker take their policy from the header their script arrives with.
"""

from __future__ import annotations

import argparse
import functools
import http.server
from pathlib import Path

# The policy of web/index.html's meta tag (e2e/test_offline.py checks they are the same).
CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
    "connect-src 'self'; img-src 'self' data:; style-src 'self'; font-src 'self'; "
    "manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'"
)

MIME_TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".css": "text/css",
    ".html": "text/html",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """http.server's file handler with the site's content types."""

    extensions_map = {  # noqa: RUF012 (http.server's own attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME_TYPES,
    }

    def end_headers(self) -> None:
        self.send_header("Content-Security-Policy", CSP)
        super().end_headers()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("site", nargs="?", default="site", type=Path)
    args = parser.parse_args()
    if not (args.site / "index.html").is_file():
        raise SystemExit(f"{args.site}/index.html is missing: build the site first (make site)")
    handler = functools.partial(SiteHandler, directory=str(args.site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler)
    print(f"Five Up is served at http://127.0.0.1:{args.port}/  (Ctrl-C stops it)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
