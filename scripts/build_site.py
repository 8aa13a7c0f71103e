"""Assemble the static Five Up site: page, worker, Pyodide runtime and the engine wheel.

    python scripts/build_site.py --out site

The result is a folder that any static file server can serve from any sub-path; every URL in it
is relative and nothing in it asks another host for anything:

    site/                  copy of web/ (index.html, worker.js, ...)
    site/pyodide/          Pyodide's runtime files from node_modules/pyodide, the wheels of
                           LOCK_PACKAGES (none today), and a pyodide-lock.json that lists only
                           the packages shipped here
    site/wheels/           the engine's wheel, built from pyproject.toml
    site/build.json        where the worker finds the engine wheel (and the snapshot's card)
    site/snapshot/         the memory snapshot of Python with the engine imported that a first
                           visit starts from (engine.bin.gz, made in Node by
                           scripts/make_snapshot.mjs), and engine.json: its file, key and sha256
    site/icons/            the app's PNG icons, drawn by scripts/icons.py
    site/vendor/           npm packages the page imports, as their own ES modules (VENDOR)
    site/sw.js             the service worker, with the list of every file and its sha256
                           written in by scripts/precache.py (also as site/precache.json)

A package of LOCK_PACKAGES comes from PyPI at build time (the exact file Pyodide's lock file
names) and is cached under .cache/pypi/, so a rebuild needs no network. The same inputs give the
same bytes, except in site/snapshot/: Python's memory holds the time and random state of the start
that made it (nothing else refers to its bytes, so the rest stays the same).
Any problem stops the build with a message and a non-zero exit code.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
import urllib.error
import urllib.request
import zipfile
from collections.abc import Iterable
from pathlib import Path, PurePosixPath
from typing import Any

from icons import write_icons
from precache import PrecacheError, write_precache

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"

# What loadPyodide() fetches from indexURL, besides the lock file (which is rewritten): the
# loader module itself, the Emscripten module it imports, the WebAssembly binary and the
# standard library. Checked against the requests Chromium makes, see e2e/test_boot.py.
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
LOCK_FILE = "pyodide-lock.json"
# The packages the worker loads from Pyodide's lock file (their dependencies come along). None:
# the worker unpacks the engine's pure-Python wheel itself (web/worker/engine.js); micropip, which
# it used before, keeps JavaScript objects that make a memory snapshot of Python impossible.
LOCK_PACKAGES: tuple[str, ...] = ()

PYPI_JSON = "https://pypi.org/pypi/{name}/{version}/json"
PYPI_JSON_ALL = "https://pypi.org/pypi/{name}/json"
# Any fixed time works; it only has to be the same on every build (zip cannot go before 1980).
DEFAULT_SOURCE_DATE_EPOCH = "315532800"
RESERVED = ("pyodide", "wheels", "build.json", "icons", "precache.json", "vendor", "snapshot")
# The site's own memory snapshot (scripts/make_snapshot.mjs) and what the worker knows it by.
SNAPSHOT_FILE = "snapshot/engine.bin.gz"
SNAPSHOT_ABOUT = "snapshot/engine.json"
# npm packages the page imports as they are (plain ES modules with relative imports, no bundler):
# package -> {file in the site: file in the package}. Each is pinned in package.json's
# dependencies and its licence goes with it.
VENDOR = {
    "@paulmillr/qr": {
        "vendor/qr/index.js": "esm/index.js",
        "vendor/qr/decode.js": "esm/decode.js",
        "vendor/qr/LICENSE": "LICENSE",
        "vendor/qr/LICENSE-MIT": "LICENSE-MIT",
    },
}
# Engine modules that measure (python -m engine.arena, engine.bench, engine.ai.bench): never in
# the wheel the browser downloads.
MEASURING_TOOLS = ("arena", "bench")


class BuildError(Exception):
    """A reason the site cannot be built; printed without a traceback."""


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise BuildError(f"cannot read {path}: {err}") from err


def write_json(path: Path, data: object) -> None:
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def pinned_pyodide_version() -> str:
    """The exact version package.json pins, checked against what node_modules holds."""
    wanted = read_json(ROOT / "package.json").get("dependencies", {}).get("pyodide")
    if not isinstance(wanted, str) or not wanted[:1].isdigit():
        raise BuildError("package.json must pin pyodide to an exact version")
    installed_file = PYODIDE_DIR / "package.json"
    if not installed_file.is_file():
        raise BuildError(f"{installed_file} is missing: run `npm ci` (or `make deps-node`)")
    installed = read_json(installed_file).get("version")
    if installed != wanted:
        raise BuildError(f"node_modules has pyodide {installed}, package.json pins {wanted}")
    return wanted


def ship_vendor(out: Path) -> dict[str, str]:
    """Copy the VENDOR files into the site, each package checked against its pin; the versions."""
    pins = read_json(ROOT / "package.json").get("dependencies", {})
    versions: dict[str, str] = {}
    for package, files in VENDOR.items():
        folder = ROOT / "node_modules" / package
        wanted = pins.get(package)
        installed = read_json(folder / "package.json").get("version") if folder.is_dir() else None
        if not isinstance(wanted, str) or not wanted[:1].isdigit():
            raise BuildError(f"package.json must pin {package} to an exact version")
        if installed != wanted:
            raise BuildError(f"node_modules has {package} {installed}, package.json pins {wanted}")
        for target, source in files.items():
            if not (folder / source).is_file():
                raise BuildError(f"{folder / source} is missing from {package}")
            (out / target).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(folder / source, out / target)
        versions[package] = wanted
    return versions


def copy_tree(source: Path, dest: Path) -> None:
    """Copy the page's files, in a fixed order, leaving out caches and hidden files."""
    if not source.is_dir():
        raise BuildError(f"{source} is missing")
    for path in sorted(source.rglob("*")):
        relative = path.relative_to(source)
        if any(part.startswith(".") or part == "__pycache__" for part in relative.parts):
            continue
        if relative.parts[0] in RESERVED:
            raise BuildError(f"web/{relative} collides with a file the build writes")
        target = dest / relative
        if path.is_dir():
            target.mkdir(parents=True, exist_ok=True)
        elif path.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)


def lock_closure(packages: dict[str, Any], names: Iterable[str]) -> list[str]:
    """The lock file keys of the named packages and everything they depend on."""

    def key(name: str) -> str:
        normal = name.lower().replace("_", "-").replace(".", "-")
        if normal not in packages:
            raise BuildError(f"{LOCK_FILE} has no package {name!r}")
        return normal

    todo = [key(name) for name in names]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(key(dep) for dep in packages[name].get("depends", []))
    return sorted(seen)


def http_get(url: str) -> bytes:
    request = urllib.request.Request(url, headers={"User-Agent": "five-up-build"})
    with urllib.request.urlopen(request, timeout=60) as response:
        data: bytes = response.read()
        return data


def pypi_file(name: str, version: str, file_name: str) -> tuple[str, str]:
    """The download URL and sha256 digest PyPI gives for one file of one release."""
    try:
        files = json.loads(http_get(PYPI_JSON.format(name=name, version=version)))["urls"]
    except urllib.error.HTTPError as err:
        if err.code != 404:
            raise BuildError(f"PyPI: {err}") from err
        # Some mirrors serve only the project-wide document; it lists every release too.
        releases = json.loads(http_get(PYPI_JSON_ALL.format(name=name)))["releases"]
        files = releases.get(version, [])
    except (urllib.error.URLError, OSError, ValueError, KeyError) as err:
        raise BuildError(f"PyPI has no usable answer for {name} {version}: {err}") from err
    for entry in files:
        if entry.get("filename") == file_name:
            return str(entry["url"]), str(entry["digests"]["sha256"])
    raise BuildError(f"PyPI has no file {file_name} in {name} {version}")


def fetch_wheel(cache: Path, name: str, version: str, file_name: str) -> Path:
    """The wheel from the cache, or from PyPI once (checked against PyPI's sha256)."""
    cached = cache / "pypi" / file_name
    digest_file = cached.with_name(file_name + ".sha256")
    if cached.is_file() and digest_file.is_file():
        if sha256_of(cached) == digest_file.read_text(encoding="utf-8").strip():
            return cached
        print(f"cached {file_name} does not match its recorded digest; downloading again")
    url, digest = pypi_file(name, version, file_name)
    print(f"downloading {file_name} from PyPI")
    try:
        data = http_get(url)
    except (urllib.error.URLError, OSError) as err:
        raise BuildError(f"cannot download {url}: {err}") from err
    actual = hashlib.sha256(data).hexdigest()
    if actual != digest:
        raise BuildError(f"{file_name}: sha256 {actual} is not PyPI's {digest}")
    cached.parent.mkdir(parents=True, exist_ok=True)
    partial = cached.with_name(file_name + ".part")
    partial.write_bytes(data)
    partial.replace(cached)
    digest_file.write_text(digest + "\n", encoding="utf-8")
    return cached


def build_pyodide(out: Path, cache: Path) -> dict[str, str]:
    """Copy Pyodide's runtime and the lock file packages; return {package: version}."""
    dest = out / "pyodide"
    dest.mkdir()
    for name in PYODIDE_RUNTIME:
        source = PYODIDE_DIR / name
        if not source.is_file():
            raise BuildError(f"{source} is missing from the pyodide package")
        shutil.copyfile(source, dest / name)

    lock = read_json(PYODIDE_DIR / LOCK_FILE)
    packages: dict[str, Any] = lock["packages"]
    shipped: dict[str, Any] = {}
    versions: dict[str, str] = {}
    for key in lock_closure(packages, LOCK_PACKAGES):
        entry = dict(packages[key])
        file_name = str(entry["file_name"])
        # A bare file name is fetched from packageBaseUrl, the site's own pyodide/ folder;
        # anything else (a path or a URL) could point elsewhere.
        if "/" in file_name or ":" in file_name or not file_name.endswith(".whl"):
            raise BuildError(f"{LOCK_FILE}: {key} has file name {file_name!r}, not a bare wheel")
        wheel = fetch_wheel(cache, str(entry["name"]), str(entry["version"]), file_name)
        shutil.copyfile(wheel, dest / file_name)
        # Pyodide checks each download against this digest: make it the file shipped here.
        entry["sha256"] = sha256_of(dest / file_name)
        shipped[key] = entry
        versions[key] = str(entry["version"])
    # Only what is shipped: loadPackage() of anything else fails at once, locally.
    write_json(dest / LOCK_FILE, {**lock, "packages": shipped})
    return versions


def project_metadata() -> tuple[str, str]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        project = tomllib.load(handle)["project"]
    return str(project["name"]), str(project["version"])


def build_engine_wheel(out: Path) -> Path:
    """Build the engine's wheel from pyproject.toml into out/wheels/; return its path."""
    name, version = project_metadata()
    expected = f"{name.replace('-', '_')}-{version}-py3-none-any.whl"
    env = dict(os.environ)
    env.setdefault("SOURCE_DATE_EPOCH", DEFAULT_SOURCE_DATE_EPOCH)
    dest = out / "wheels"
    dest.mkdir()
    with tempfile.TemporaryDirectory(prefix="five-up-wheel-") as tmp:
        # No isolation: the backend (hatchling) comes from the project's own environment,
        # so the build needs no network and uses the version installed there.
        command = [sys.executable, "-m", "build", "--wheel", "--no-isolation"]
        command += ["--outdir", tmp, str(ROOT)]
        result = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise BuildError(
                f"building the engine wheel failed:\n{result.stdout}\n{result.stderr}".rstrip()
            )
        built = sorted(Path(tmp).glob("*.whl"))
        if [path.name for path in built] != [expected]:
            raise BuildError(f"expected one wheel {expected}, the build made {built}")
        shutil.copyfile(built[0], dest / expected)
    return dest / expected


def measuring_tools(names: Iterable[str]) -> list[str]:
    """The files among ``names`` that are measuring tools (arena, bench): they run from the
    repository only (pyproject.toml leaves them out of the wheel)."""
    return sorted(
        name
        for name in names
        if name.startswith("engine/") and PurePosixPath(name).stem in MEASURING_TOOLS
    )


def check_engine_wheel(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    for needed in ("engine/__init__.py", "engine/protocol.py"):
        if needed not in names:
            raise BuildError(f"{wheel.name} has no {needed}: the worker imports engine.protocol")
    shipped = measuring_tools(names)
    if shipped:
        raise BuildError(
            f"{wheel.name} ships measuring tools the browser never runs: {', '.join(shipped)} "
            "(pyproject.toml's [tool.hatch.build.targets.wheel] exclude leaves them out)"
        )


def prepare_out(out: Path) -> None:
    """Empty the output folder, refusing to delete a folder that is not an earlier build."""
    if out.exists():
        if not out.is_dir():
            raise BuildError(f"{out} exists and is not a folder")
        if any(out.iterdir()) and not (out / "build.json").is_file():
            raise BuildError(f"{out} is not empty and holds no build.json: not deleting it")
        shutil.rmtree(out)
    out.mkdir(parents=True)


def make_snapshot(out: Path) -> dict[str, Any]:
    """Python with the engine imported, as a memory snapshot the worker starts from (made in Node
    from the site's own files): SNAPSHOT_FILE, and SNAPSHOT_ABOUT with its key and digest."""
    target = out / SNAPSHOT_FILE
    target.parent.mkdir(parents=True, exist_ok=True)
    script = ROOT / "scripts" / "make_snapshot.mjs"
    try:
        result = subprocess.run(
            ["node", str(script), str(out), str(target)],
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError as err:
        raise BuildError(f"node is needed to make the snapshot: {err}") from err
    if result.returncode != 0:
        raise BuildError(f"the snapshot could not be made: {result.stderr.strip()[-2000:]}")
    figures: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    about = {"file": Path(SNAPSHOT_FILE).name, **figures}
    write_json(out / SNAPSHOT_ABOUT, about)
    return about


def build(out: Path, cache: Path, snapshot: bool = True) -> dict[str, Any]:
    pyodide_version = pinned_pyodide_version()
    prepare_out(out)
    copy_tree(ROOT / "web", out)
    vendor = ship_vendor(out)
    lock_versions = build_pyodide(out, cache)
    wheel = build_engine_wheel(out)
    check_engine_wheel(wheel)
    _, version = project_metadata()
    info = {
        "engine_wheel": wheel.relative_to(out).as_posix(),
        "engine_sha256": sha256_of(wheel),
        "version": version,
        "pyodide": pyodide_version,
        "packages": lock_versions,
        "vendor": vendor,
    }
    if snapshot:
        info["snapshot"] = SNAPSHOT_ABOUT
    write_json(out / "build.json", info)
    write_icons(out / "icons")
    if snapshot:
        make_snapshot(out)
    try:
        # Last: the list covers every file above.
        info["precache"] = write_precache(out)["version"]
    except PrecacheError as err:
        raise BuildError(str(err)) from err
    return info


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=ROOT / "site", help="output folder")
    parser.add_argument(
        "--cache", type=Path, default=ROOT / ".cache", help="download cache (default .cache/)"
    )
    parser.add_argument(
        "--no-snapshot",
        action="store_true",
        help="ship no memory snapshot (every first visit starts Python the long way)",
    )
    args = parser.parse_args(argv)
    out = args.out.resolve()
    if out == ROOT or ROOT.is_relative_to(out) or out == (ROOT / "web").resolve():
        print(f"build_site: refusing to build into {out}", file=sys.stderr)
        return 2
    try:
        info = build(out, args.cache.resolve(), snapshot=not args.no_snapshot)
    except BuildError as err:
        print(f"build_site: {err}", file=sys.stderr)
        return 1
    files = [path for path in out.rglob("*") if path.is_file()]
    size = sum(path.stat().st_size for path in files)
    print(f"built {out}: {len(files)} files, {size / 1e6:.1f} MB, {json.dumps(info)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
