"""The ``rules_read`` op (docs/protocol.md): a table's rules read from the set-up notation's
short rules field (docs/notation.md), as an invitation link carries them (docs/network.md), or
written from their JSON form. The text is untrusted: every refusal names the field."""

from __future__ import annotations

from typing import Any

import pytest

from engine.protocol import Session
from tests.conftest import ask
from tests.conftest import result as ok

ALL_FIVES_150 = {"preset": "all-fives", "target": 150, "display_target": 150, "muggins": False}


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        # R6.2/H1: Five Up's own rules are written as nothing at all; a target and/or m
        ("", {"target": 305, "display_target": 61, "muggins": False}),
        ("155m", {"target": 155, "display_target": 31, "muggins": True}),
        # AF1: another game by name and its options in order, a yes/no as 1 or 0
        ("all-fives.150.0", ALL_FIVES_150),
        (
            "partnership-block.200.all.next-seat.0",
            {
                "preset": "partnership-block",
                "target": 200,
                "display_target": 200,
                "counted": "all",
                "later_opener": "next-seat",
                "capicua": 0,
            },
        ),
    ],
)
def test_the_short_text_is_read_and_written_back(text: str, rules: dict[str, Any]) -> None:
    answer = ok(Session(), "rules_read", text=text)
    assert answer == {"rules": rules, "text": text}
    assert ok(Session(), "rules_read", rules=rules) == {"rules": rules, "text": text}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ({"text": "7x"}, "text: the rules are a target and/or m (Muggins), not '7x'"),
        ({"text": "999"}, "text: H1 the target is one of 155, 305, 605 raw, not 999"),
        (
            {"text": "all-fives.150"},
            "text: the rules of all-fives are all-fives.target.muggins[.blocked_count], "
            "not 'all-fives.150'",
        ),
        (
            {"text": "all-fives.151.0"},
            "text: AF8 rules.target of all-fives is one of 100, 150, 250 raw, not 151",
        ),
        (
            {"text": "x" * 65},
            "text is the rules' short text of at most 64 characters, not '" + "x" * 58 + "…",
        ),
        ({"text": 150}, "text is the rules' short text of at most 64 characters, not 150"),
        ({}, "give a table's rules as text or as an object, one of the two"),
        ({"text": "", "rules": {}}, "give a table's rules as text or as an object, one of the two"),
    ],
)
def test_bad_text_is_refused_naming_the_field(args: dict[str, Any], message: str) -> None:
    answer = ask(Session(), "rules_read", **args)
    assert answer["ok"] is False
    assert answer["error"]["message"] == message


@pytest.mark.parametrize(("text", "name"), [("whist.150", "whist"), ("whist", "whist")])
def test_an_unknown_game_is_refused_with_its_name(text: str, name: str) -> None:
    # A newer page's game, with or without options: named as given, with the stable code the page
    # says in its own words (web/core/unknowngame.js).
    error = ask(Session(), "rules_read", text=text)["error"]
    assert error == {
        "kind": "ValueError",
        "message": "text: rules.preset is one of all-fives, partnership-block, not 'whist'",
        "code": "unknown_game",
        "preset": name,
    }
