"""The coach says how each moment was valued (issue 16), checked on the page's source: a moment
the engine marks ``"exact": true`` (docs/protocol.md, the ``coach`` op; the exact endgame solver,
engine/ai/exact.py) reads "Exact" with exact words (no "about"), any other "Estimate"; in both
languages. The e2e test (e2e/test_aids.py, ``test_coach_after_a_round``) checks the words the page
shows against the engine's moments; seeded first rounds reach no exact moment cheaply, so the
exact branch is checked here."""

from __future__ import annotations

import re
from pathlib import Path

from tests.test_web_holds_no_rule import code_of

WEB = Path(__file__).resolve().parent.parent / "web"
# The words each kind of moment uses: (exact, estimate).
PAIRS = [
    ("aids.coach.momentExact", "aids.coach.moment"),
    ("aids.coach.explainExact", "aids.coach.explain"),
    ("aids.coach.valuesExact", "aids.coach.values"),
    ("aids.coach.exact", "aids.coach.estimate"),
]


def words(language: str) -> dict[str, str]:
    text = (WEB / "i18n" / f"aids.{language}.js").read_text(encoding="utf-8")
    return dict(re.findall(r'^\s*"(aids\.coach\.[A-Za-z]+)":\s*\n?\s*"([^"]*)"', text, re.M))


def test_the_coach_picks_its_words_by_the_moments_exact_flag() -> None:
    code = code_of(WEB / "aids" / "coach.js")
    for exact, estimate in PAIRS:
        assert re.search(rf'm\.exact \? "{re.escape(exact)}" : "{re.escape(estimate)}"', code)
    assert "li.dataset.exact = String(m.exact)" in code


def test_exact_and_estimate_in_both_languages() -> None:
    en, fi = words("en"), words("fi")
    for exact, estimate in PAIRS:
        assert exact in en and estimate in en and exact in fi and estimate in fi
    assert (en["aids.coach.exact"], en["aids.coach.estimate"]) == ("Exact", "Estimate")
    assert (fi["aids.coach.exact"], fi["aids.coach.estimate"]) == ("Tarkka", "Arvio")
    assert (
        "exactly {gain}" in en["aids.coach.momentExact"]
        and "about" not in en["aids.coach.momentExact"]
    )
    assert "about {gain}" in en["aids.coach.moment"]
    assert "best play by every side" in en["aids.coach.explainExact"]
    assert "tasan {gain}" in fi["aids.coach.momentExact"]
