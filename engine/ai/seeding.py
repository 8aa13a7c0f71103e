"""The seed of a computer decision, from what the deciding seat may see (R1.4) and nothing else.

A seed drawn from the hidden game seed is a channel: whoever knows how it is made can recover the
deal from it. So the seed hashes only the seat's public facts, named field by field (never the
whole view, which carries the deal's fingerprint), plus the game's public ``salt``, which keeps two
games that reach the same position from making the same random choices. Two games that differ only
in what this seat cannot see give it the same seed, and so the same decision.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..rules import DEFAULT_TARGET

# The parts of a history event a seat saw happen; points and sums follow from them.
_EVENT_FIELDS = ("type", "seat", "tile", "end", "drawn", "claim", "open_values")


def _event(event: dict[str, Any]) -> list[Any]:
    return [event.get(name) for name in _EVENT_FIELDS]


def public_facts(view: dict[str, Any]) -> dict[str, Any]:
    """Everything the seed depends on: the seat's own hand, counts of the hidden tiles, the table,
    the round's public history, the scores, the rules and the salt. Never the deal's fingerprint or
    seed, nor the lot (all three come from the hidden game seed)."""
    board = view["board"]
    rules = view.get("rules") or {"target": view.get("target", DEFAULT_TARGET)}
    return {
        "seat": view["seat"],
        "hand": sorted(view["hand"]),
        "hand_counts": list(view["hand_counts"]),
        "boneyard_count": view["boneyard_count"],
        "board": [list(board["tiles"]), [list(join) for join in board["joins"]]],
        "history": [_event(e) for e in view.get("history", [])],
        "scores": list(view["scores"]),
        "round": view.get("round"),
        "must_play": view.get("must_play"),
        "rules": {"target": rules.get("target"), "muggins": bool(rules.get("muggins", False))},
        "salt": view.get("salt", 0),
    }


def decision_seed(view: dict[str, Any]) -> int:
    """A 64-bit seed from the seat's public facts (``public_facts``): same facts, same seed."""
    text = json.dumps(public_facts(view), sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
