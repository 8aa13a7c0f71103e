"""The build's precompressed copies (scripts/precompress.py) and `make play`'s server
(scripts/serve.py): every compressible file has a .br and a .gz beside it that decode to the file
byte for byte, and the server sends the one the request accepts (brotli first) with the right
Content-Encoding, the file's own Content-Type and `Vary: Accept-Encoding`; the file itself when
the request accepts neither, and for files that have no copies."""

from __future__ import annotations

import functools
import gzip
import http.client
import sys
import threading
from collections.abc import Iterator

import brotli
import pytest
from harness import ROOT, SITE

sys.path.insert(0, str(ROOT / "scripts"))

from serve import QuietServer, SiteHandler, accepted

# The big ones a first visit waits for, and small text of each kind.
FILES = (
    "pyodide/pyodide.asm.wasm",
    "pyodide/pyodide.asm.mjs",
    "index.html",
    "style.css",
    "sw.js",
    "build.json",
    "manifest.webmanifest",
)
DECODE = {"br": brotli.decompress, "gzip": gzip.decompress}


@pytest.fixture(scope="module")
def served() -> Iterator[int]:
    handler = functools.partial(SiteHandler, directory=str(SITE))
    server = QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def get(port: int, path: str, accept: str | None) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    headers = {} if accept is None else {"Accept-Encoding": accept}
    connection.request("GET", "/" + path, headers=headers)
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, body


def test_every_compressible_file_has_copies_that_decode_to_it() -> None:
    for name in FILES:
        data = (SITE / name).read_bytes()
        assert brotli.decompress((SITE / (name + ".br")).read_bytes()) == data, name
        assert gzip.decompress((SITE / (name + ".gz")).read_bytes()) == data, name
    # Already compressed: no copies (the deflated zips, a PNG, the gzip-compressed snapshot).
    already = ("pyodide/python_stdlib.zip", "pyodide/python_stdlib_game.zip", "icons/icon-192.png")
    for name in (*already, "snapshot/engine.bin.gz"):
        assert not (SITE / (name + ".br")).exists(), name


@pytest.mark.parametrize(
    ("accept", "encoding"),
    [
        ("gzip, deflate, br, zstd", "br"),  # what Chromium sends
        ("gzip", "gzip"),
        ("br;q=0, gzip;q=0.5", "gzip"),
        ("identity", None),
        (None, None),
    ],
)
def test_the_server_sends_the_encoding_the_request_accepts(
    served: int, accept: str | None, encoding: str | None
) -> None:
    for name in FILES:
        status, headers, body = get(served, name, accept)
        assert status == 200
        assert headers.get("content-encoding") == encoding, name
        assert headers["vary"] == "Accept-Encoding"
        assert headers["content-length"] == str(len(body))
        decoded = DECODE[encoding](body) if encoding else body
        assert decoded == (SITE / name).read_bytes(), name
        plain = get(served, name, None)[1]["content-type"]
        assert headers["content-type"] == plain
    assert get(served, "pyodide/pyodide.asm.wasm", accept)[1]["content-type"] == "application/wasm"


def test_the_folders_index_is_sent_compressed_too(served: int) -> None:
    status, headers, body = get(served, "", "br")
    assert status == 200 and headers["content-encoding"] == "br"
    assert brotli.decompress(body) == (SITE / "index.html").read_bytes()


def test_a_file_without_copies_is_sent_as_it_is(served: int) -> None:
    status, headers, body = get(served, "icons/icon-192.png", "br, gzip")
    assert status == 200 and "content-encoding" not in headers and "vary" not in headers
    assert body == (SITE / "icons/icon-192.png").read_bytes()
    assert get(served, "no-such-file.js", "br")[0] == 404


def test_accept_encoding_is_read_with_its_weights() -> None:
    assert accepted("gzip, deflate, br, zstd") == {"gzip", "deflate", "br", "zstd"}
    assert accepted("br;q=0, gzip;q=0.5") == {"gzip"}
    assert accepted("BR ; q=1.0") == {"br"}
    assert accepted("") == set()
