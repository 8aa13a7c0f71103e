"""A deal nobody chooses: every device's random share, committed to before any is revealed.

Before a round each seat has a share of 32 random bytes (written as 64 lowercase hex digits); the
host's device holds the shares of its own seats (its people and computers), each guest's device
the share of its seat. Each first publishes only a commitment, the SHA-256 of its share, bound to
the round and the seat; once every commitment is in, the shares go to the host, who checks each
against its commitment and derives the round's seed from all of them in seat order. The deal is
then the ordinary seeded deal (``engine.deal.deal_round``) of that seed, so after the round every
device, given every share, re-derives the seed and re-deals to check the deal it saw.

The texts hashed are plain ASCII, easy to rebuild in a page with ``crypto.subtle``:

- commitment: ``SHA-256("five-up:commit:v1:<round>:<seat>:<share>")`` as 64 lowercase hex digits;
- seed: the first 8 bytes, big-endian, of
  ``SHA-256("five-up:seed:v1:<round>:<players>:<share 0>:<share 1>:...")``.

Numbers are written in decimal; the prefixes keep the two hashes (and the game seed's own
``"five-up:<seed>:<round>"``) apart, and the round number keeps two rounds from sharing a seed.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Sequence
from typing import Final

from .errors import excerpt, is_int

SHARE_BYTES: Final = 32
SHARE_HEX: Final = 2 * SHARE_BYTES  # a share and a commitment are both 64 hex digits
COMMIT_PREFIX: Final = "five-up:commit:v1"
SEED_PREFIX: Final = "five-up:seed:v1"
MAX_ROUND: Final = 1_000  # engine.record.MAX_ROUNDS: no game comes near it
_HEX: Final = re.compile(r"[0-9a-f]{64}")


def new_share() -> str:
    """A fresh share from the operating system's secure random numbers."""
    return secrets.token_hex(SHARE_BYTES)


def check_hex(value: object, field: str) -> str:
    """A share or a commitment: exactly 64 lowercase hex digits (ValueError naming ``field``)."""
    if not isinstance(value, str) or _HEX.fullmatch(value) is None:
        raise ValueError(f"{field} is {SHARE_HEX} lowercase hex digits, not {excerpt(value, 30)}")
    return value


def _round(value: object) -> int:
    if not is_int(value) or not 1 <= value <= MAX_ROUND:  # type: ignore[operator]
        raise ValueError(f"round is a whole number 1..{MAX_ROUND}, not {excerpt(value)}")
    assert isinstance(value, int)
    return value


def _seat(value: object) -> int:
    if not is_int(value) or not 0 <= value <= 3:  # type: ignore[operator]
        raise ValueError(f"seat is 0..3, not {excerpt(value)}")
    assert isinstance(value, int)
    return value


def commitment(share: str, round_no: int, seat: int) -> str:
    """What a seat publishes first: the hash of its share for this round and seat."""
    share = check_hex(share, f"seat {seat}'s share")
    text = f"{COMMIT_PREFIX}:{_round(round_no)}:{_seat(seat)}:{share}"
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def check_reveal(share: object, committed: str, round_no: int, seat: int) -> str:
    """The share when it matches the seat's commitment; ValueError naming the seat otherwise."""
    share = check_hex(share, f"seat {seat}'s share")
    if not hmac.compare_digest(commitment(share, round_no, seat), committed):
        raise ValueError(f"seat {seat}'s share does not match its commitment for round {round_no}")
    return share


def _shares(shares: Sequence[object]) -> list[str]:
    if isinstance(shares, str) or not isinstance(shares, Sequence) or not 2 <= len(shares) <= 4:
        raise ValueError(f"shares is a list of one share per seat (2..4), not {excerpt(shares)}")
    return [check_hex(share, f"shares[{seat}]") for seat, share in enumerate(shares)]


def derive_seed(shares: Sequence[object], round_no: int) -> int:
    """The round's seed: a hash of every seat's share in seat order, a 64-bit number."""
    checked = _shares(shares)
    text = ":".join([SEED_PREFIX, str(_round(round_no)), str(len(checked)), *checked])
    return int.from_bytes(hashlib.sha256(text.encode("ascii")).digest()[:8], "big")


def check_reveals(
    shares: Sequence[object], commitments: Sequence[object], round_no: int
) -> tuple[str, ...]:
    """Every seat's share checked against its commitment (one each, in seat order)."""
    checked = _shares(shares)
    if isinstance(commitments, str) or not isinstance(commitments, Sequence):
        raise ValueError(f"commitments is a list of one per seat, not {excerpt(commitments)}")
    if len(commitments) != len(checked):
        raise ValueError(
            f"commitments has one entry per seat ({len(checked)}), not {len(commitments)}"
        )
    committed = [check_hex(c, f"commitments[{i}]") for i, c in enumerate(commitments)]
    return tuple(
        check_reveal(share, committed[seat], round_no, seat) for seat, share in enumerate(checked)
    )


__all__ = [
    "COMMIT_PREFIX",
    "SEED_PREFIX",
    "SHARE_BYTES",
    "SHARE_HEX",
    "check_hex",
    "check_reveal",
    "check_reveals",
    "commitment",
    "derive_seed",
    "new_share",
]
