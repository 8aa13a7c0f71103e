"""Build the puzzle file (engine/puzzles.py) reproducibly: the same seed and count give the same
file, byte for byte. `make puzzles` writes site/puzzles.json; the site build runs this too.

    python scripts/make_puzzles.py --out site/puzzles.json [--count 120] [--seed 16]

Prints one JSON line: the count, the games played, the themes and grades, the CPU seconds.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.puzzles import COUNT, SEED, check_file, generate


def build(out: Path, count: int = COUNT, seed: int = SEED) -> dict[str, object]:
    start = time.process_time()
    data = generate(count, seed)
    check_file(data)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n")
    puzzles = data["puzzles"]
    return {
        "puzzles": len(puzzles),
        "games": data["games"],
        "themes": dict(Counter(p["theme"] for p in puzzles)),
        "grades": dict(Counter(p["grade"] for p in puzzles)),
        "bytes": out.stat().st_size,
        "cpu_s": round(time.process_time() - start, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("site/puzzles.json"))
    parser.add_argument("--count", type=int, default=COUNT)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()
    print(json.dumps(build(args.out, args.count, args.seed)))


if __name__ == "__main__":
    main()
