"""The examples in docs/engine-api.md run as written: the engine's documentation stays true."""

from __future__ import annotations

import doctest
from pathlib import Path

API = Path(__file__).resolve().parent.parent / "docs" / "engine-api.md"


def test_the_engine_api_examples_give_what_they_show() -> None:
    # R1-R9 and H1-H2 as the examples play them (a chosen deal, a draw, a pass, a block, R8's
    # deductions, the house rules' refusals).
    failed, attempted = doctest.testfile(str(API), module_relative=False, verbose=False)
    assert attempted >= 100 and failed == 0, f"{failed} of {attempted} examples failed"
