"""The test and play servers' quiet (scripts/serve.py `QuietServer`): a download the client gives up
midway logs nothing, where socketserver would print a BrokenPipeError or ConnectionResetError
traceback into the run's output each time the page abandons one by design; a real error in a
handler still prints its traceback."""

from __future__ import annotations

import functools
import http.server
import socket
import struct
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

from serve import QuietServer, SiteHandler


def probe(base: type[http.server.ThreadingHTTPServer]) -> type[http.server.ThreadingHTTPServer]:
    """`base` noting each error it was handed (`errors`), so a test can wait for it."""

    class Probe(base):  # type: ignore[valid-type,misc]
        errors: list[BaseException | None]

        def handle_error(self, request: object, client_address: object) -> None:
            super().handle_error(request, client_address)
            self.errors.append(sys.exc_info()[1])

    return Probe


class Broken(SiteHandler):
    """/bug fails as a handler with a mistake in it would."""

    def do_GET(self) -> None:
        if self.path == "/bug":
            raise ValueError("a mistake in the handler")
        super().do_GET()

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Callable[[type[http.server.ThreadingHTTPServer]], Any]]:
    """Starts a server of the class given over a folder holding one big file."""
    (tmp_path / "big.bin").write_bytes(bytes(16 * 1024 * 1024))  # more than the sockets buffer
    started: list[Any] = []

    def start(base: type[http.server.ThreadingHTTPServer]) -> Any:
        server = probe(base)(("127.0.0.1", 0), functools.partial(Broken, directory=str(tmp_path)))
        server.errors = []
        threading.Thread(target=server.serve_forever, daemon=True).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.shutdown()
        server.server_close()


def abandon_download(server: Any) -> None:
    """Asks for the big file, reads the first bytes, and goes at once, as a browser cancelling a
    fetch: a reset, not an orderly close."""
    client = socket.create_connection(server.server_address[:2])
    client.sendall(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
    assert client.recv(1024).startswith(b"HTTP/1.0 200")
    client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    client.close()


def wait_for_error(server: Any) -> BaseException | None:
    deadline = time.monotonic() + 10
    while not server.errors and time.monotonic() < deadline:
        time.sleep(0.01)
    assert server.errors, "the handler ended without an error"
    return server.errors[0]


def test_a_download_abandoned_midway_logs_nothing(
    serve: Any, capfd: pytest.CaptureFixture[str]
) -> None:
    server = serve(QuietServer)
    abandon_download(server)
    assert isinstance(wait_for_error(server), ConnectionError)
    assert capfd.readouterr().err == ""


def test_without_it_the_same_download_prints_a_traceback(
    serve: Any, capfd: pytest.CaptureFixture[str]
) -> None:
    """The noise QuietServer takes away: socketserver's own handle_error prints the hang-up."""
    server = serve(http.server.ThreadingHTTPServer)
    abandon_download(server)
    error = wait_for_error(server)
    assert isinstance(error, ConnectionError)
    assert f"{type(error).__name__}:" in capfd.readouterr().err


def test_a_real_error_in_a_handler_still_prints_its_traceback(
    serve: Any, capfd: pytest.CaptureFixture[str]
) -> None:
    server = serve(QuietServer)
    client = socket.create_connection(server.server_address[:2])
    client.sendall(b"GET /bug HTTP/1.1\r\nHost: x\r\n\r\n")
    assert isinstance(wait_for_error(server), ValueError)
    client.close()
    err = capfd.readouterr().err
    assert "Traceback" in err
    assert "ValueError: a mistake in the handler" in err
