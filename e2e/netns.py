"""A test network that stays on this machine, for the peer-to-peer tests (issue 14).

`NetNamespace` makes a network namespace of its own (`ip netns add five-up-<pid>-<n>`) that holds
only loopback (up) and one veth pair with an address on each end (TEST-NET-1, 192.0.2.1/24 and
192.0.2.2/24, both up) and a default route through one end: WebRTC gathers its host candidates
there (with loopback alone Chromium gathers none and never connects), and no packet can leave,
since the namespace has no link to any other.

Inside it run
- the test server: `serve_inside()` builds a `SiteServer` on a short-lived thread that first joins
  the namespace (setns(2) through libc: a socket belongs to the namespace it was made in, and
  setns moves only the calling thread), so the server listens on the namespace's 127.0.0.1;
- Chromium: `launch_inside()` gives Playwright a wrapper script as the executable, which runs
  Debian's Chromium under `nsenter --net=/run/netns/<name>`, with
  `--disable-features=WebRtcHideLocalIpsWithMdns` so candidates carry the veth addresses and no
  mDNS multicast is sent. The Playwright driver itself stays outside; it talks to Chromium over
  the pipe it launched it with.

`Namespace` is the bare namespace (loopback only, no IPv6) with the server and Chromium inside;
`NetNamespace` adds the veth pair; e2e/nat.py wires several bare ones into NAT'd networks.

Where a namespace cannot be made (not root, no `ip` or `nsenter`, `ip netns add` refused),
`unavailable()` says why, and the tests that need one are skipped with that reason. `close()`
deletes the namespace, the veth pair with it; a new one first deletes those of earlier runs whose
process is gone.
"""

from __future__ import annotations

import ctypes
import itertools
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from harness import CHROMIUM_SWITCHES, SITE, SiteServer, disable_features, find_chromium
from playwright.sync_api import Browser, Playwright

CLONE_NEWNET = 0x40000000
NETNS_DIR = Path("/run/netns")
ADDRESSES = ("192.0.2.1/24", "192.0.2.2/24")
GATEWAY = "192.0.2.2"
NET_ARGS = [*CHROMIUM_SWITCHES, disable_features("WebRtcHideLocalIpsWithMdns")]
_counter = itertools.count()


def unavailable() -> str | None:
    """Why no network namespace can be made here, or None if one can."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "network tests need root to make a private network namespace (not root here)"
    for tool in ("ip", "nsenter"):
        if shutil.which(tool) is None:
            return f"network tests need `{tool}` to make a private network namespace"
    return None


def _run(*command: str) -> None:
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise NamespaceError(f"{' '.join(command)}: {result.stderr.strip() or result.returncode}")


class NamespaceError(RuntimeError):
    """The namespace could not be made (the tests skip with this as the reason)."""


class Namespace:
    """A private network namespace with loopback only (up, no IPv6); `close()` removes it.
    Subclasses wire it (`_configure`): NetNamespace here, the NAT topology in e2e/nat.py."""

    def __init__(self) -> None:
        reason = unavailable()
        if reason:
            raise NamespaceError(reason)
        _sweep_stale()
        self.name = f"five-up-{os.getpid()}-{next(_counter)}"
        self.path = NETNS_DIR / self.name
        self._wrapper_dir = tempfile.mkdtemp(prefix="five-up-netns-")
        try:
            _run("ip", "netns", "add", self.name)
            self._configure()
        except NamespaceError:
            self.close()
            raise

    def _configure(self) -> None:
        # No IPv6: its link-local addresses would appear (after duplicate address detection) while
        # the browser is already loading, and Chromium fails the requests in flight when the
        # network changes under it (net::ERR_NETWORK_CHANGED).
        for scope in ("all", "default"):
            self.run("sysctl", "-q", "-w", f"net.ipv6.conf.{scope}.disable_ipv6=1")
        self.ip("link", "set", "lo", "up")

    def run(self, *command: str) -> None:
        """A command inside the namespace (NamespaceError if it fails)."""
        _run("ip", "netns", "exec", self.name, *command)

    def ip(self, *command: str) -> None:
        """`ip` acting on the namespace."""
        _run("ip", "-n", self.name, *command)

    def wait_until_up(self, links: int, seconds: float = 5.0) -> None:
        """Until `links` interfaces report carrier (state UP): a browser started earlier would
        see the network change while it loads."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            shown = subprocess.run(
                ["ip", "-n", self.name, "-o", "link", "show"],
                capture_output=True, text=True, check=False,
            ).stdout  # fmt: skip
            if sum(" state UP " in line for line in shown.splitlines()) >= links:
                return
            time.sleep(0.05)
        raise NamespaceError(f"{links} links in {self.name} did not come up in {seconds} s")

    def links(self) -> list[str]:
        """The namespace's interfaces, by name (for the tests to show what the network is)."""
        result = subprocess.run(
            ["ip", "-n", self.name, "-o", "link", "show"],
            capture_output=True,
            text=True,
            check=True,
        )
        return [line.split(":")[1].strip().split("@")[0] for line in result.stdout.splitlines()]

    def serve_inside(self, directory: Path = SITE, prefix: str = "/") -> SiteServer:
        """A started SiteServer listening on the namespace's loopback."""
        made: dict[str, Any] = {}

        def make() -> None:
            try:
                _enter(self.path)
                made["server"] = SiteServer(directory, prefix)
            except BaseException as err:  # handed to the caller's thread
                made["error"] = err

        thread = threading.Thread(target=make, name=f"netns-{self.name}")
        thread.start()
        thread.join()
        if "error" in made:
            raise made["error"]
        server: SiteServer = made["server"]
        return server.start()

    def chromium_wrapper(self) -> str:
        """A script that runs Debian's Chromium inside the namespace, for Playwright to launch."""
        wrapper = Path(self._wrapper_dir) / "chromium"
        nsenter = shutil.which("nsenter")
        wrapper.write_text(
            f'#!/bin/sh\nexec {nsenter} --net={self.path} -- {find_chromium()} "$@"\n',
            encoding="utf-8",
        )
        wrapper.chmod(0o755)
        return str(wrapper)

    def launch_inside(self, playwright: Playwright, extra_args: Sequence[str] = ()) -> Browser:
        """Chromium inside the namespace; `extra_args` after the usual ones (a fake camera)."""
        return playwright.chromium.launch(
            executable_path=self.chromium_wrapper(), args=[*NET_ARGS, *extra_args], headless=True
        )

    def close(self) -> None:
        if self.path.exists():
            subprocess.run(["ip", "netns", "delete", self.name], capture_output=True, check=False)
        shutil.rmtree(self._wrapper_dir, ignore_errors=True)


class NetNamespace(Namespace):
    """A private network namespace with loopback and one veth pair, the default route through it."""

    def _configure(self) -> None:
        super()._configure()
        self.ip("link", "add", "v0", "type", "veth", "peer", "name", "v1")
        for device, address in zip(("v0", "v1"), ADDRESSES, strict=True):
            self.ip("addr", "add", address, "dev", device)
            self.ip("link", "set", device, "up")
        self.ip("route", "add", "default", "via", GATEWAY, "dev", "v0")
        self.wait_until_up(2)


def _sweep_stale() -> None:
    """Delete the namespaces of earlier runs whose process is gone (a run that was killed)."""
    listed = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True, check=False)
    for line in listed.stdout.splitlines():
        found = re.fullmatch(r"five-up-(\d+)-\d+", line.split(" ")[0])
        if found and not Path(f"/proc/{found.group(1)}").exists():
            subprocess.run(
                ["ip", "netns", "delete", found.group(0)], capture_output=True, check=False
            )


def _enter(path: Path) -> None:
    """Move the calling thread into the network namespace at `path` (setns(2))."""
    libc = ctypes.CDLL(None, use_errno=True)
    fd = os.open(path, os.O_RDONLY)
    try:
        if libc.setns(fd, CLONE_NEWNET) != 0:
            errno = ctypes.get_errno()
            raise NamespaceError(f"setns({path}): {os.strerror(errno)}")
    finally:
        os.close(fd)
