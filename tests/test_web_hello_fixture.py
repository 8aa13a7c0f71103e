"""The page's unit tests set the engine's hello from a copy (tests/js/hello.js): its games are
engine.rules.describe()'s, read through Node, so a change of the engine's games shows here first."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from engine.rules import describe

ROOT = Path(__file__).resolve().parent.parent
READ = "import('./tests/js/hello.js').then((m) => console.log(JSON.stringify(m.HELLO.rules.games)))"


@pytest.mark.skipif(shutil.which("node") is None, reason="the page's unit tests need Node")
def test_the_unit_tests_games_are_the_engines() -> None:
    out = subprocess.run(
        ["node", "--input-type=module", "-e", READ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout
    assert json.loads(out) == describe()["games"]
