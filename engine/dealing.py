"""The host's side of a deal nobody chooses: one round's commitments and shares as they come in.

The host's worker makes the shares of the seats on its own device itself and publishes only
their commitments, so its page never holds them before the round is over. Each guest's
commitment is taken once and never replaced; a guest's share is taken only after every
commitment is in, and only when it matches its commitment. The round is dealt once every share
is in (``engine.shares.derive_seed``); so once the commitments are out, no one, the host
included, can choose the deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from .errors import IllegalMove
from .shares import check_hex, check_reveal, commitment, new_share


@dataclass(frozen=True, slots=True)
class PendingDeal:
    """One round's commitments and shares, one slot per seat (None: not in yet)."""

    round: int
    commitments: tuple[str | None, ...]
    shares: tuple[str | None, ...]
    remote: tuple[int, ...]  # the guests' seats; the host's worker made every other share

    @classmethod
    def begin(cls, round_no: int, players: int, remote: Sequence[int]) -> PendingDeal:
        """Fresh shares for the host's own seats; the guests' slots empty."""
        shares = tuple(None if seat in remote else new_share() for seat in range(players))
        commitments = tuple(
            None if share is None else commitment(share, round_no, seat)
            for seat, share in enumerate(shares)
        )
        return cls(round_no, commitments, shares, tuple(sorted(remote)))

    @property
    def players(self) -> int:
        return len(self.shares)

    @property
    def committed(self) -> bool:
        """Every commitment is in: the guests may now reveal their shares."""
        return None not in self.commitments

    @property
    def revealed(self) -> bool:
        """Every share is in and matches its commitment: the round can be dealt."""
        return None not in self.shares

    def _guest(self, seat: int) -> None:
        if seat not in self.remote:
            raise ValueError(f"seat {seat} is not a guest's: the host's worker holds its share")

    def commit(self, seat: int, value: object) -> PendingDeal:
        """A guest's commitment; the same one again changes nothing, another is refused."""
        self._guest(seat)
        given = check_hex(value, "commitment")
        held = self.commitments[seat]
        if held == given:
            return self
        if held is not None:
            raise IllegalMove(f"seat {seat} has committed for round {self.round}: it cannot change")
        commitments = list(self.commitments)
        commitments[seat] = given
        return replace(self, commitments=tuple(commitments))

    def reveal(self, seat: int, value: object) -> PendingDeal:
        """A guest's share, only once every commitment is in and only when it matches its own."""
        self._guest(seat)
        if not self.committed:
            waiting = [s for s, c in enumerate(self.commitments) if c is None]
            raise IllegalMove(
                f"a share comes after every commitment; waiting for seat(s) {waiting}"
            )
        committed = self.commitments[seat]
        assert committed is not None
        share = check_reveal(value, committed, self.round, seat)
        shares = list(self.shares)
        shares[seat] = share
        return replace(self, shares=tuple(shares))

    def ready(self) -> tuple[str, ...]:
        """Every seat's share, for the deal; refused while any is missing."""
        missing = [seat for seat, share in enumerate(self.shares) if share is None]
        if missing:
            raise IllegalMove(f"round {self.round} waits for the share(s) of seat(s) {missing}")
        return tuple(share for share in self.shares if share is not None)

    def public(self) -> dict[str, object]:
        """What the host's page may know and send: the commitments, never a share."""
        return {
            "round": self.round,
            "commitments": list(self.commitments),
            "committed": self.committed,
            "revealed": [share is not None for share in self.shares],
            "ready": self.revealed,
        }


__all__ = ["PendingDeal"]
