"""The page holds no rule (issue 10): every rule figure, every list of levels and every
raw-to-display conversion comes from the engine (hello's table, the view's display figures, the
previews'). A grep of `web/` (scripts and markup, comments left out) finds none of them.

What counts as a rule here:
- the targets in raw or display points (the sheet's 305 = 61, H1's 155 = 31 and 605 = 121), as
  numbers in code or in the words of the language tables;
- points arithmetic: adding up points, pips, gains or deductions; dividing by 5, taking a
  remainder by 50 or 5 (the tally's marks), multiplying by 5 (hand sizes included), a
  `display = (raw) => ...` or `Math.trunc` of the page's own;
- a list of the computer levels ("easy", "normal", "hard" as string values).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parent.parent / "web"

RULE_PATTERNS = {
    "a target (raw or display)": re.compile(r"(?<![\w.#-])(61|305|31|155|121|605)(?![\w.])"),
    "dividing by 5": re.compile(r"/\s*5(?![\d.])"),
    "a remainder by 5 or 50": re.compile(r"%\s*(5|50)(?![\d.])"),
    "multiplying by 5": re.compile(r"(?<![\w.])5\s*\*|\*\s*5(?![\d.])"),
    "a display conversion of its own": re.compile(r"\bdisplay\s*=\s*\(|Math\.trunc\("),
    # Adding up points, pips, gains or deductions: the engine sends the totals it shows.
    "a sum of points of its own": re.compile(
        r"\+\s*\w+\.(points|gain|penalty|pips)\b|tileHalves\([^)]*\)\.reduce"
    ),
    # A level as a value in code; the tables' words for them ("level.easy": "easy") are not.
    "a list of levels": re.compile(r"""(?<!:\s)["'](easy|normal|hard)["']"""),
}


def code_of(path: Path) -> str:
    """The file without its comments (JS `//` and `/* */`, HTML `<!-- -->`)."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".html":
        return re.sub(r"<!--.*?-->", "", text, flags=re.S)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    # A line comment starts a line or follows a space; "https://" in a string does neither.
    return "\n".join(re.sub(r"(^|\s)//.*$", "", line) for line in text.splitlines())


def files() -> list[Path]:
    found = sorted(p for p in WEB.rglob("*") if p.suffix in {".js", ".html"})
    assert len(found) > 20, f"only {len(found)} files under {WEB}"
    return found


@pytest.mark.parametrize("what", sorted(RULE_PATTERNS))
def test_web_holds_no_rule(what: str) -> None:
    pattern = RULE_PATTERNS[what]
    hits = []
    for path in files():
        for number, line in enumerate(code_of(path).splitlines(), 1):
            if pattern.search(line):
                hits.append(f"{path.relative_to(WEB)}:{number}: {line.strip()[:100]}")
    assert not hits, f"{what} in web/ (take it from the engine instead):\n" + "\n".join(hits)


def test_the_patterns_find_what_they_should() -> None:
    samples = {
        "a target (raw or display)": 'const TARGET = 305; t("x", { target: 61 })',
        "dividing by 5": "const points = raw / 5;",
        "a remainder by 5 or 50": "(abs % 50)",
        "multiplying by 5": "const raw = points * 5;",
        "a display conversion of its own": "const display = (raw) => Math.trunc(raw / step);",
        "a list of levels": 'const LEVELS = ["easy", "normal", "hard"];',
        "a sum of points of its own": "moments.reduce((sum, m) => sum + m.gain, 0)",
    }
    for what, sample in samples.items():
        assert RULE_PATTERNS[what].search(sample), what
    assert not RULE_PATTERNS["a target (raw or display)"].search('"level.normal" 1.61 #305 x61')
    assert not RULE_PATTERNS["a list of levels"].search('"level.easy": "easy",')
    assert code_of_text("a // 61 points") == "a"


def code_of_text(text: str) -> str:
    return "\n".join(re.sub(r"(^|\s)//.*$", "", line) for line in text.splitlines())
