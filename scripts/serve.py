"""Serve the built site on 127.0.0.1 for playing: ``python scripts/serve.py [--port 8000] [site]``.

Python's http.server guesses content types from the system's tables, which may not know ``.mjs``
or ``.wasm``; browsers refuse a module script or streaming WebAssembly with the wrong type, so the
types the site needs are set here explicitly.

A file the build precompressed (scripts/precompress.py: `NAME.br`, `NAME.gz` beside it) is sent
as those bytes, with `Content-Encoding: br` or `gzip`, when the request accepts that encoding
(brotli first), as a static host that serves precompressed files does (docs/offline.md); the file
itself otherwise. Either way such a file's responses say `Vary: Accept-Encoding`.

Every response also carries the site's Content-Security-Policy (`CSP`, the same policy as the
meta tag in index.html): a meta tag covers the page only, while the engine's worker and the
service worker take their policy from the header their script arrives with.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import http.server
import os
import sys
from pathlib import Path
from typing import BinaryIO
from urllib.parse import urlsplit

from policy import CSP as CSP  # the built index.html's meta tag's too (e2e/test_offline.py checks)

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


# Precompressed copies, by preference: the suffix the build gives them and their encoding.
ENCODINGS = ((".br", "br"), (".gz", "gzip"))


def accepted(header: str) -> set[str]:
    """The encodings an Accept-Encoding header accepts (a weight of 0 refuses one)."""
    found = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        weight = params.strip().removeprefix("q=") if params.strip().startswith("q=") else "1"
        try:
            if name.strip() and float(weight) > 0:
                found.add(name.strip().lower())
        except ValueError:
            continue
    return found


class QuietServer(http.server.ThreadingHTTPServer):
    """http.server's threading server, silent about a client that goes away mid-response.

    The page abandons downloads by design (the site's snapshot on a slow link, a request a reload
    cuts short), and socketserver prints each one's BrokenPipeError or ConnectionResetError as a
    traceback; they say nothing about the server. Any other error still prints its traceback."""

    def handle_error(self, request: object, client_address: object) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the client hung up: BrokenPipeError, ConnectionResetError, ...
        super().handle_error(request, client_address)  # type: ignore[arg-type]


class Precompressed(http.server.SimpleHTTPRequestHandler):
    """A file handler that sends a file's precompressed copy in its place when the request
    accepts its encoding (`encodings`: those it may send, by preference). Also the throttled
    static host of scripts/measure_link.py, which sends one encoding only."""

    encodings = ENCODINGS
    vary = False

    def send_head(self) -> BinaryIO | None:  # type: ignore[override]
        path = self.translate_path(self.path)
        if os.path.isdir(path) and urlsplit(self.path).path.endswith("/"):
            path = os.path.join(path, "index.html")  # what http.server sends for a folder
        copies = [(path + suffix, name) for suffix, name in self.encodings]
        present = [(copy, name) for copy, name in copies if os.path.isfile(copy)]
        self.vary = bool(present) and os.path.isfile(path)
        wanted = accepted(self.headers.get("Accept-Encoding", ""))
        chosen = next(((c, n) for c, n in present if n in wanted), None) if self.vary else None
        if chosen is None:
            return super().send_head()  # type: ignore[no-any-return]
        copy, encoding = chosen
        handle = open(copy, "rb")  # noqa: SIM115 (http.server closes what send_head returns)
        modified = os.fstat(handle.fileno()).st_mtime
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                when = email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError):
                when = None
            if when is not None and int(modified) <= when:
                handle.close()
                self.send_response(304)
                self.end_headers()
                return None
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(os.fstat(handle.fileno()).st_size))
        self.send_header("Last-Modified", self.date_time_string(modified))
        self.end_headers()
        return handle  # type: ignore[return-value]

    def end_headers(self) -> None:
        if self.vary:
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()


class SiteHandler(Precompressed):
    """http.server's file handler with the site's content types, its policy and precompressed
    files."""

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
    server = QuietServer(("127.0.0.1", args.port), handler)
    print(f"Five Up is served at http://127.0.0.1:{args.port}/  (Ctrl-C stops it)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
