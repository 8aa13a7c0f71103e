"""The size of a tile half on a phone, as JSON: ``python scripts/board_figure.py``.

Over the layout sweep's boards (tests/board_sweep.py) of up to 20 tiles, laid out for the board
canvas of a 390 x 844 viewport, the CSS px of a tile half once board.js fits the board to the
canvas: minimum, median, count, and the count under 20 px. Also the CPU time per layout.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for engine and tests.board_sweep

from engine.layout import layout
from tests.board_sweep import CANVASES, PHONE, sweep_boards, unit_px


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--viewport", default=PHONE, choices=sorted(CANVASES))
    parser.add_argument("--max-tiles", type=int, default=20)
    args = parser.parse_args()
    canvas = CANVASES[args.viewport]
    boards = [b for b in sweep_boards() if len(b["tiles"]) <= args.max_tiles]
    start = time.process_time()
    sizes = sorted(unit_px(layout(b, canvas[0] / canvas[1]), canvas) for b in boards)
    elapsed = time.process_time() - start
    print(
        json.dumps(
            {
                "viewport": args.viewport,
                "canvas_css_px": list(canvas),
                "max_tiles": args.max_tiles,
                "count": len(sizes),
                "min_px": round(sizes[0], 2),
                "median_px": round(statistics.median(sizes), 2),
                "p10_px": round(sizes[len(sizes) // 10], 2),
                "under_20_px": sum(1 for s in sizes if s < 20),
                "ms_per_layout": round(1000 * elapsed / len(sizes), 2),
            }
        )
    )


if __name__ == "__main__":
    main()
