"""`make fuzz`: hostile messages to the worker's entry point, ``engine.protocol.handle_json``.

The same messages and checks as tests/test_protocol_fuzz.py (tests/hostile.py), many more of
them: seeded, so a run is reproducible. The last line printed is one JSON object:

    {"messages", "uncaught", "internal_errors", "non_json", "longest_refusal_message",
     "largest_refusal_bytes", "state_changes_after_refusal", "refusals", "seconds", ...}

Issue 10's bar: 0 uncaught, 0 internal errors, 0 non-JSON answers, the longest refusal message
under 200 characters, 0 state changes after a refusal. The exit status is 1 when it is missed.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.hostile

from tests import hostile


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=int, default=100_000, help="how many (100,000)")
    parser.add_argument("--seed", type=int, default=0, help="the run's seed (0)")
    args = parser.parse_args()

    def progress(tally: hostile.Tally) -> None:
        print(f"{tally.messages:,} messages, {tally.refusals:,} refused", file=sys.stderr)

    tally = hostile.run(args.messages, seed=args.seed, on_progress=progress)
    for failure in tally.failures:
        print(failure, file=sys.stderr)
    for words, count in tally.internal.most_common():
        print(f"{count} x {words}", file=sys.stderr)
    print(f"longest refusal message: {tally.longest!r}", file=sys.stderr)
    print(json.dumps({**tally.report(), "seed": args.seed, "clean": tally.clean}))
    return 0 if tally.clean else 1


if __name__ == "__main__":
    sys.exit(main())
