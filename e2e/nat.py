"""Two private networks behind NAT routers, on a public network with a STUN/TURN server, for
e2e/test_nat.py (issue 26: when there is no route). Documentation addresses only:

    LAN A 192.0.2.0/24     -- router A (192.0.2.1 | 203.0.113.11) --+
                                                                    +-- public 203.0.113.0/24:
    LAN B 198.51.100.0/24  -- router B (198.51.100.1 | 203.0.113.12) -+   coturn at 203.0.113.1:3478

Every box is a network namespace of its own (e2e/netns.py `Namespace`): the public one holds a
bridge (203.0.113.1) with each router's outside end on it; a router forwards its LAN out through
iptables MASQUERADE and takes nothing new from outside (filter INPUT drops it, so such a packet
leaves no conntrack entry behind to clash with a later mapping). No route leads into a LAN:
its devices reach each other only through the NATs, or through the relay. Anything for another
address (a private one a browser offered) goes to a gateway on the public network that is not
there (203.0.113.254, "the world"), and is lost.

`nat(kind)` makes both routers one kind of NAT, for connections made afterwards:
- "cone": MASQUERADE keeps a socket's port for every destination (an endpoint-independent
  mapping): what STUN found is where the other device can answer;
- "symmetric": MASQUERADE --random-fully gives each destination its own random port, so the
  address STUN saw is of no use to the other device, and only a relay connects them.

`Coturn` runs Debian's coturn (`turnserver`) in the public namespace, started by the test and
stopped with it (no daemon left behind): a temporary config, no CLI, one fixed user with the
long-term credential mechanism, listening on the public address only. Each LAN namespace runs a
page server of its own and its own Chromium (`Namespace.serve_inside`, `launch_inside`).
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Literal

from netns import Namespace, NamespaceError, unavailable

PUBLIC = "203.0.113.1"
WORLD = "203.0.113.254"
STUN_PORT = 3478
TURN_USER = "five"
TURN_PASSWORD = "up-and-away"
TURN_REALM = "five-up.test"
# (LAN's network, its router's inside address, the device's address, the router's outside address)
LANS = {
    "a": ("192.0.2.0/24", "192.0.2.1", "192.0.2.2", "203.0.113.11"),
    "b": ("198.51.100.0/24", "198.51.100.1", "198.51.100.2", "203.0.113.12"),
}
NatKind = Literal["cone", "symmetric"]


def nat_unavailable() -> str | None:
    """Why the NAT topology cannot be made here, or None if it can."""
    reason = unavailable()
    if reason:
        return reason
    for tool, package in (("iptables", "iptables"), ("turnserver", "coturn")):
        if shutil.which(tool) is None:
            return f"the NAT tests need `{tool}` (Debian's {package}; `make deps-browser`)"
    return None


class NatNetwork:
    """The public network, two routers and two LANs; `lan["a"]`, `lan["b"]` are where devices
    run. `close()` removes every namespace."""

    def __init__(self) -> None:
        reason = nat_unavailable()
        if reason:
            raise NamespaceError(reason)
        self.made: list[Namespace] = []
        self.routers: dict[str, Namespace] = {}
        self.lan: dict[str, Namespace] = {}
        try:
            self.public = self._new()
            self.public.ip("link", "add", "br0", "type", "bridge")
            self.public.ip("addr", "add", f"{PUBLIC}/24", "dev", "br0")
            self.public.ip("link", "set", "br0", "up")
            # The rest of the internet: a gateway nobody answers for, where packets for anywhere
            # else go and are lost quietly (with no route at all, coturn's relay would get an
            # error sending to a private address a browser offered, and end the allocation).
            self.public.ip("neigh", "add", WORLD, "lladdr", "02:00:00:00:00:fe", "dev", "br0",
                           "nud", "permanent")  # fmt: skip
            self.public.ip("route", "add", "default", "via", WORLD, "dev", "br0")
            for name, (network, inside, device, outside) in LANS.items():
                self._wire(name, network, inside, device, outside)
            self.nat("cone")
        except NamespaceError:
            self.close()
            raise

    def _new(self) -> Namespace:
        made = Namespace()
        self.made.append(made)
        return made

    def _wire(self, name: str, network: str, inside: str, device: str, outside: str) -> None:
        router, lan = self._new(), self._new()
        self.routers[name], self.lan[name] = router, lan
        prefix = network.split("/")[1]
        self.public.ip("link", "add", f"up-{name}", "type", "veth", "peer", "name", "wan",
                       "netns", router.name)  # fmt: skip
        self.public.ip("link", "set", f"up-{name}", "master", "br0", "up")
        router.ip("addr", "add", f"{outside}/24", "dev", "wan")
        router.ip("link", "add", "lan", "type", "veth", "peer", "name", "eth0", "netns", lan.name)
        router.ip("addr", "add", f"{inside}/{prefix}", "dev", "lan")
        for link in ("wan", "lan"):
            router.ip("link", "set", link, "up")
        router.ip("route", "add", "default", "via", PUBLIC, "dev", "wan")
        router.run("sysctl", "-q", "-w", "net.ipv4.ip_forward=1")
        router.run("iptables", "-A", "INPUT", "-i", "wan", "-m", "conntrack", "--ctstate",
                   "NEW", "-j", "DROP")  # fmt: skip
        lan.ip("addr", "add", f"{device}/{prefix}", "dev", "eth0")
        lan.ip("link", "set", "eth0", "up")
        lan.ip("route", "add", "default", "via", inside, "dev", "eth0")
        router.wait_until_up(2)
        lan.wait_until_up(1)

    def nat(self, kind: NatKind) -> None:
        """Both routers become this kind of NAT (for the connections made from now on)."""
        for router in self.routers.values():
            router.run("iptables", "-t", "nat", "-F", "POSTROUTING")
            random = ["--random-fully"] if kind == "symmetric" else []
            router.run("iptables", "-t", "nat", "-A", "POSTROUTING", "-o", "wan",
                       "-j", "MASQUERADE", *random)  # fmt: skip

    def close(self) -> None:
        for made in reversed(self.made):
            made.close()


class Coturn:
    """Debian's coturn in the public namespace (STUN and TURN on PUBLIC:3478, UDP), until
    `stop()`."""

    stun = f"stun:{PUBLIC}:{STUN_PORT}"
    turn = f"turn:{PUBLIC}:{STUN_PORT}?transport=udp"

    def __init__(self, public: Namespace) -> None:
        self._dir = Path(tempfile.mkdtemp(prefix="five-up-coturn-"))
        self.log = self._dir / "turn.log"
        config = self._dir / "turnserver.conf"
        config.write_text(
            "\n".join(
                [
                    f"listening-ip={PUBLIC}",
                    f"relay-ip={PUBLIC}",
                    f"listening-port={STUN_PORT}",
                    "min-port=49152",
                    "max-port=49407",
                    "lt-cred-mech",
                    f"user={TURN_USER}:{TURN_PASSWORD}",
                    f"realm={TURN_REALM}",
                    "no-tls",
                    "no-dtls",
                    "no-tcp-relay",
                    "no-cli",
                    f"userdb={self._dir / 'turndb'}",
                    f"pidfile={self._dir / 'turnserver.pid'}",
                    f"log-file={self.log}",
                    "simple-log",
                    "",
                ]
            ),
            encoding="utf-8",
        )
        self._process = subprocess.Popen(
            ["ip", "netns", "exec", public.name, "turnserver", "-c", str(config), "--no-cli"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self._public = public
        try:
            self._wait_listening()
        except NamespaceError:
            self.stop()
            raise

    def _wait_listening(self, seconds: float = 10.0) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise NamespaceError(
                    f"turnserver ended ({self._process.returncode}): {self.tail()}"
                )
            listening = subprocess.run(
                ["ip", "netns", "exec", self._public.name, "ss", "-Hlun", f"sport = :{STUN_PORT}"],
                capture_output=True, text=True, check=False,
            ).stdout  # fmt: skip
            if PUBLIC in listening:
                return
            time.sleep(0.05)
        raise NamespaceError(f"turnserver not listening on {PUBLIC}:{STUN_PORT}: {self.tail()}")

    def tail(self) -> str:
        """The end of coturn's log, to show with a failure."""
        logs = sorted(self._dir.glob("turn*.log"))
        text = "".join(path.read_text(encoding="utf-8", errors="replace") for path in logs)
        return text[-2000:]

    def stop(self) -> None:
        if self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(5)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        shutil.rmtree(self._dir, ignore_errors=True)
