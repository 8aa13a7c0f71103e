"""The page's CSS: one set of design tokens and two breakpoints (web/core/tokens.css).

- No colour literal (#hex, rgb(), hsl() and the like, or a named colour) outside tokens.css, in
  any stylesheet or script of web/: the rest say var(--token), the canvas reads the tokens.
- Every width @media, in CSS and in scripts, uses the narrow breakpoint that tokens.css documents,
  and every height @media the short one; both are used.
- Every stylesheet under web/ is linked from index.html, tokens.css first, and every link exists;
  none @imports another (first paint waits for no chain).
- Every var(--x) is defined in tokens.css or in its own file; every token is used; every token a
  script reads by name exists.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

WEB = Path(__file__).resolve().parent.parent / "web"
TOKENS = WEB / "core" / "tokens.css"

COLOUR_PATTERNS = (
    re.compile(r"#[0-9a-fA-F]{3,8}\b"),
    re.compile(r"\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(", re.I),
    re.compile(
        r"(?<![\w-])(?:black|white|red|green|blue|yellow|orange|gold|gray|grey|silver|maroon"
        r"|purple|fuchsia|lime|olive|navy|teal|aqua|brown|pink|cyan|magenta)(?![\w-])",
        re.I,
    ),
)
# A declaration: after "{" or ";", up to the next ";" or "}" (a selector ends with "{").
DECLARATION = re.compile(r"(?<=[{;])\s*(--[\w-]+|[a-z-]+)\s*:\s*([^;{}]*)(?=[;}])")
WIDTH_QUERY = re.compile(r"\((?:min-|max-)?width\s*[:<>=]+\s*([\d.]+[a-z]*)\s*\)")
HEIGHT_QUERY = re.compile(r"\((?:min-|max-)?height\s*[:<>=]+\s*([\d.]+[a-z]*)\s*\)")
VAR_USE = re.compile(r"var\(\s*(--[\w-]+)")
LINK = re.compile(r'<link\s+rel="stylesheet"\s+href="\./([^"]+)"')
# The tokens a script reads: colour("pip") in the board's canvas, var(--gold) in a string; and
# any string naming a token counts as a use of it (colour(hovered ? "a" : "b")).
SCRIPT_TOKEN = re.compile(r"""colour\(\s*"([\w-]+)"|var\((--[\w-]+)\)""")
SCRIPT_STRING = re.compile(r'"([\w-]+)"')


def without_comments(text: str) -> str:
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


def stylesheets() -> list[Path]:
    found = sorted(WEB.rglob("*.css"))
    assert len(found) > 5, f"only {len(found)} stylesheets under {WEB}"
    return found


def scripts() -> list[Path]:
    return sorted(WEB.rglob("*.js"))


def name(path: Path) -> str:
    return path.relative_to(WEB).as_posix()


def declarations(css: str) -> list[tuple[str, str]]:
    return [(prop, value.strip()) for prop, value in DECLARATION.findall(without_comments(css))]


def colour_literals(text: str, named: bool = True) -> list[str]:
    patterns = COLOUR_PATTERNS if named else COLOUR_PATTERNS[:2]
    return [m.group(0) for pattern in patterns for m in pattern.finditer(text)]


def css_colours(css: str) -> list[str]:
    """Colour literals in the declarations' values (selectors such as #hand are no colours)."""
    return [f"{prop}: {value}" for prop, value in declarations(css) if colour_literals(value)]


def script_colours(js: str) -> list[str]:
    """Colour literals in a script's strings (words such as "orange" are the page's text there)."""
    strings = re.findall(r'"[^"\n]*"|`[^`]*`', js)
    return [s for s in strings if colour_literals(s, named=False)]


def width_queries(text: str) -> list[str]:
    """The widths of the @media (or matchMedia) width queries in a text."""
    return WIDTH_QUERY.findall(without_comments(text))


def height_queries(text: str) -> list[str]:
    """The heights of the @media (or matchMedia) height queries in a text."""
    return HEIGHT_QUERY.findall(without_comments(text))


def defined(css: str) -> set[str]:
    return {prop for prop, _ in declarations(css) if prop.startswith("--")}


def breakpoint(kind: str) -> str:
    """A breakpoint as tokens.css's comment gives it ("narrow, 760px wide", "short, 560px high")."""
    found = re.findall(rf"{kind}, (\d+px) ", TOKENS.read_text(encoding="utf-8"))
    assert len(found) == 1, f"tokens.css says once which {kind} breakpoint the page has: {found}"
    return str(found[0])


def queried(find: Callable[[str], list[str]]) -> dict[str, list[str]]:
    """Each size that `find` reads in a media query, with the files that query it."""
    seen: dict[str, list[str]] = {}
    for path in [*stylesheets(), *scripts()]:
        for size in find(path.read_text(encoding="utf-8")):
            seen.setdefault(size, []).append(name(path))
    return seen


def test_colours_are_written_only_in_the_tokens() -> None:
    hits = []
    for path in stylesheets():
        if path != TOKENS:
            hits += [f"{name(path)}: {d}" for d in css_colours(path.read_text(encoding="utf-8"))]
    for path in scripts():
        hits += [f"{name(path)}: {s}" for s in script_colours(path.read_text(encoding="utf-8"))]
    assert not hits, "colours outside core/tokens.css (use var(--token)):\n" + "\n".join(hits)


def test_every_width_query_uses_the_narrow_breakpoint() -> None:
    narrow = breakpoint("narrow")
    seen = queried(width_queries)
    assert seen, "no width query found: the phone layout is gone?"
    assert set(seen) == {narrow}, f"width queries other than {narrow}: {seen}"


def test_every_height_query_uses_the_short_breakpoint() -> None:
    short = breakpoint("short")
    seen = queried(height_queries)
    assert seen, "no height query found: the phone on its side is gone?"
    assert set(seen) == {short}, f"height queries other than {short}: {seen}"


def test_every_stylesheet_is_linked_and_every_link_exists() -> None:
    html = re.sub(r"<!--.*?-->", "", (WEB / "index.html").read_text(encoding="utf-8"), flags=re.S)
    linked = LINK.findall(html)
    assert linked and linked[0] == "core/tokens.css", f"tokens.css is not linked first: {linked}"
    assert len(linked) == len(set(linked)), f"a stylesheet linked twice: {linked}"
    on_disk = {name(p) for p in stylesheets()}
    assert set(linked) - on_disk == set(), f"linked but missing: {set(linked) - on_disk}"
    assert on_disk - set(linked) == set(), f"not linked from index.html: {on_disk - set(linked)}"
    imports = [name(p) for p in stylesheets() if "@import" in without_comments(p.read_text())]
    assert not imports, f"@import delays the first paint: {imports}"


def test_every_var_is_defined_and_every_token_used() -> None:
    tokens = defined(TOKENS.read_text(encoding="utf-8"))
    used: set[str] = set()
    missing = []
    for path in stylesheets():
        css = without_comments(path.read_text(encoding="utf-8"))
        own = defined(css)
        for var in VAR_USE.findall(css):
            used.add(var)
            if var not in tokens | own:
                missing.append(f"{name(path)}: var({var})")
    for path in scripts():
        js = path.read_text(encoding="utf-8")
        used |= {f"--{s}" for s in SCRIPT_STRING.findall(js)}
        for a, b in SCRIPT_TOKEN.findall(js):
            var = b or f"--{a}"
            used.add(var)
            if var not in tokens:
                missing.append(f"{name(path)}: {var}")
    assert not missing, "tokens used but defined nowhere:\n" + "\n".join(missing)
    # The aids' tones are read as --aid-<tone> (board.js); the others by name.
    unused = sorted(t for t in tokens - used if not t.startswith("--aid-"))
    assert not unused, f"tokens nobody uses: {unused}"


def test_the_checks_find_what_they_should() -> None:
    bad = """
    .a { color: #fff; }
    .b { background: rgba(0, 0, 0, 0.2); border: 1px solid hsl(0 0% 50%) }
    .c { outline-color: white; }
    #hand .d { color: var(--ink); white-space: nowrap; }
    @media (max-width: 640px) { .e { width: 1px; } }
    @media (width <= 800px) and (prefers-reduced-motion: reduce) { .f { x: 1 } }
    """
    assert css_colours(bad) == [
        "color: #fff",
        "background: rgba(0, 0, 0, 0.2)",
        "border: 1px solid hsl(0 0% 50%)",
        "outline-color: white",
    ]
    assert width_queries(bad) == ["640px", "800px"]
    assert width_queries("@media (max-height: 560px) {}") == []
    assert height_queries("@media (max-width: 760px), (max-height: 560px) {}") == ["560px"]
    assert script_colours('ctx.fillStyle = "#1c1a17"; x = `rgb(${r})`; y = "var(--ink)"') == [
        '"#1c1a17"',
        "`rgb(${r})`",
    ]
    assert defined(":root { --ink: #000; --x: var(--ink); } .a { color: var(--y); }") == {
        "--ink",
        "--x",
    }
    assert VAR_USE.findall(".a { color: var(--y, red); margin: var( --z) }") == ["--y", "--z"]
    assert script_colours('t("legend", "orange border")') == []
    assert SCRIPT_TOKEN.findall('colour("pip"); "color-mix(in srgb, var(--gold) 2%, x)"') == [
        ("pip", ""),
        ("", "--gold"),
    ]
