"""The engine wheel the browser downloads: the rules, the computer players and the protocol, and
none of the measuring tools (arena, bench, the ISMCTS and solved-deals trials, abw333's players),
which run from the repository only."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import build_site  # noqa: E402  (scripts/ is a folder of scripts, not a package)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    command = [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out)]
    result = subprocess.run([*command, str(ROOT)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    (built,) = out.glob("*.whl")
    return built


def test_the_wheel_holds_no_measuring_tools(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert build_site.measuring_tools(names) == []
    tools = {"engine/arena.py", "engine/bench.py", "engine/ai/bench.py", "engine/ai/ismcts.py",
             "engine/peer.py", "engine/ai/solved.py"}  # fmt: skip
    assert not tools & names
    # What the worker runs is all there.
    for needed in ("engine/protocol.py", "engine/ai/__init__.py", "engine/ai/coach.py"):
        assert needed in names
    build_site.check_engine_wheel(wheel)


def test_the_build_refuses_a_wheel_with_a_measuring_tool(tmp_path: Path) -> None:
    bad = tmp_path / "five_up-0.1.0-py3-none-any.whl"
    with zipfile.ZipFile(bad, "w") as archive:
        for name in ("engine/__init__.py", "engine/protocol.py", "engine/ai/bench.py"):
            archive.writestr(name, "")
    with pytest.raises(build_site.BuildError, match="engine/ai/bench.py"):
        build_site.check_engine_wheel(bad)


def test_the_measuring_tools_still_run_from_the_repository() -> None:
    for module in ("engine.arena", "engine.bench", "engine.ai.bench"):
        result = subprocess.run(
            [sys.executable, "-m", module, "--help"],
            capture_output=True,
            text=True,
            check=False,
            cwd=ROOT,
        )
        assert result.returncode == 0, f"{module}: {result.stderr}"


def test_the_wheel_neither_needs_nor_imports_the_peer_engine(wheel: Path) -> None:
    """abw333's ``dominoes`` (the block game's independent check, tests/test_peer_block.py, and
    the bench's rival) is a test and measuring extra: no file of the wheel imports it, and the
    wheel requires it only under an extra, never to run."""
    with zipfile.ZipFile(wheel) as archive:
        sources = {n: archive.read(n).decode() for n in archive.namelist() if n.endswith(".py")}
        (metadata,) = (n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        requires = [
            line
            for line in archive.read(metadata).decode().splitlines()
            if line.startswith("Requires-Dist: dominoes")
        ]
    assert [n for n, text in sources.items() if "import dominoes" in text] == []
    # abw333's players (engine/peer.py, the arena's peer-*) are named by no file of the wheel
    peer = ("engine.peer", "from .peer", "from ..peer", "import peer", "peer_move")
    assert [n for n, text in sources.items() if any(p in text for p in peer)] == []
    assert [n for n, text in sources.items() if 'module("dominoes")' in text] == []
    assert requires == [
        "Requires-Dist: dominoes==6.1.0; extra == 'bench'",
        "Requires-Dist: dominoes==6.1.0; extra == 'test'",
    ]
