"""A deal nobody chooses: commitments, reveals and the round's seed (engine/shares.py)."""

from __future__ import annotations

import hashlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import Game
from engine.deal import deal_round, seed_fingerprint
from engine.shares import (
    check_hex,
    check_reveal,
    check_reveals,
    commitment,
    derive_seed,
    new_share,
)

A, B, C = "11" * 32, "22" * 32, "ab" * 32
share = st.binary(min_size=32, max_size=32).map(bytes.hex)


def test_the_hashes_are_the_documented_texts():
    # docs/protocol.md, Network: the texts a page rebuilds with crypto.subtle
    text = f"five-up:commit:v1:1:0:{A}"
    assert commitment(A, 1, 0) == hashlib.sha256(text.encode()).hexdigest()
    assert commitment(A, 1, 0) == "2cf3a76fa05a856b21f3aed4ccc9c2f2759c32aa089e3a419993af9a2521d2ce"
    digest = hashlib.sha256(f"five-up:seed:v1:1:2:{A}:{B}".encode()).digest()
    assert derive_seed([A, B], 1) == int.from_bytes(digest[:8], "big") == 8361486672860413817
    assert derive_seed([A, B], 2) == 18405970824210037599


def test_the_seed_deals_with_the_existing_seeded_deal():  # R1.3, R2.2
    game = Game.new_shared([A, B])
    assert game.origin == "shared" and game.seed == 0
    assert game.rounds[0].shares == (A, B)
    assert game.view(0)["hand"] == ["[2|5]", "[0|6]", "[0|2]", "[2|4]", "[4|5]"]
    assert game.view(1)["hand"] == ["[4|4]", "[1|4]", "[0|4]", "[5|6]", "[0|5]"]
    assert game.rounds[0].deal == deal_round(8361486672860413817, 2, None)
    assert game.view(0)["deal_fingerprint"] == seed_fingerprint(8361486672860413817)


def test_shares_are_exactly_64_lowercase_hex_digits():
    assert len(new_share()) == 64 and check_hex(new_share(), "share")
    assert new_share() != new_share()
    for bad in ["AB" * 32, "ab" * 31, "ab" * 33, "zz" * 32, 7, None, ["ab" * 32], " " + "a" * 63]:
        with pytest.raises(ValueError, match="^share is 64 lowercase hex digits, not "):
            check_hex(bad, "share")
    with pytest.raises(ValueError, match=r"^shares\[1\] is 64 lowercase hex digits, not 'x'$"):
        derive_seed([A, "x"], 1)
    with pytest.raises(ValueError, match="^shares is a list of one share per seat"):
        derive_seed([A], 1)
    with pytest.raises(ValueError, match="^shares is a list of one share per seat"):
        derive_seed(A, 1)
    with pytest.raises(ValueError, match=r"^round is a whole number 1\.\.1000, not True$"):
        derive_seed([A, B], True)
    with pytest.raises(ValueError, match=r"^seat is 0\.\.3, not 4$"):
        commitment(A, 1, 4)


def test_a_reveal_that_does_not_match_names_the_seat():
    assert check_reveal(A, commitment(A, 3, 1), 3, 1) == A
    mismatch = "^seat 1's share does not match its commitment for round 3$"
    with pytest.raises(ValueError, match=mismatch):
        check_reveal(B, commitment(A, 3, 1), 3, 1)
    with pytest.raises(ValueError, match="^seat 1's share does not match"):  # another round's
        check_reveal(A, commitment(A, 2, 1), 3, 1)
    with pytest.raises(ValueError, match="^seat 1's share does not match"):  # another seat's
        check_reveal(A, commitment(A, 3, 0), 3, 1)
    commitments = [commitment(s, 1, seat) for seat, s in enumerate([A, B, C])]
    assert check_reveals([A, B, C], commitments, 1) == (A, B, C)
    with pytest.raises(ValueError, match="^seat 2's share does not match"):
        check_reveals([A, B, A], commitments, 1)
    with pytest.raises(ValueError, match=r"^commitments has one entry per seat \(3\), not 2$"):
        check_reveals([A, B, C], commitments[:2], 1)


@given(st.lists(share, min_size=2, max_size=4), st.data())
def test_any_one_share_changed_changes_the_seed(shares, data):
    seat = data.draw(st.integers(0, len(shares) - 1))
    other = data.draw(share.filter(lambda s: s != shares[seat]))
    changed = [*shares[:seat], other, *shares[seat + 1 :]]
    assert derive_seed(changed, 1) != derive_seed(shares, 1)


@given(st.lists(share, min_size=2, max_size=4, unique=True), st.permutations(range(4)))
def test_the_order_of_the_seats_matters(shares, order):
    moved = [shares[i] for i in order if i < len(shares)]
    assert (derive_seed(moved, 1) == derive_seed(shares, 1)) == (moved == shares)


@given(st.lists(share, min_size=2, max_size=4), st.integers(1, 999))
def test_two_rounds_never_share_a_seed(shares, number):
    assert derive_seed(shares, number) != derive_seed(shares, number + 1)
    assert derive_seed(shares, number) < 2**64


@given(share, st.integers(1, 1000), st.integers(0, 3))
def test_a_commitment_binds_share_round_and_seat(value, number, seat):
    committed = commitment(value, number, seat)
    assert check_reveal(value, committed, number, seat) == value
    assert commitment(value, number, (seat + 1) % 4) != committed
    assert committed != value  # the share itself is not published first


def test_every_round_of_a_shared_game_has_its_own_shares():  # R2.3
    game = Game.new_shared([A, B])
    with pytest.raises(ValueError, match="R8.1"):
        game.next_round([B, A])
    while not game.round_over:
        game.play(game.legal_moves()[0])
    with pytest.raises(ValueError, match=r"^shares: a shared deal takes one share per seat \(2\)$"):
        game.next_round()
    game.next_round([B, C])
    assert game.rounds[1].deal.hands == deal_round(derive_seed([B, C], 2), 2, 0).hands
    assert game.rounds[1].shares == (B, C)
    again = Game.from_record(game.to_record())
    assert again.to_record() == game.to_record()
    assert game.to_record()["rounds"][1]["shares"] == [B, C]
    seeded = Game.new(2, seed=1)
    while not seeded.round_over:
        seeded.play(seeded.legal_moves()[0])
    with pytest.raises(ValueError, match="^shares: only a shared deal takes them, not a game of"):
        seeded.next_round([A, B])
    assert "shares" not in seeded.to_record()["rounds"][0]


def game_of_two_rounds() -> dict:
    game = Game.new_shared([A, B])
    while not game.round_over:
        game.play(game.legal_moves()[0])
    game.next_round([C, A])
    return game.to_record()


def test_a_shared_record_whose_shares_do_not_deal_its_hands_is_refused():
    record = Game.new_shared([A, B]).to_record()
    record["rounds"][0]["shares"] = [B, A]
    wrong = "^game record: round 1 deal is not the deal of its shares$"
    with pytest.raises(ValueError, match=wrong):
        Game.from_record(record)
    record["rounds"][0]["shares"] = [A, "no"]
    with pytest.raises(ValueError, match=r"^game record: round 1: shares\[1\] is 64 lowercase"):
        Game.from_record(record)
    del record["rounds"][0]["shares"]
    with pytest.raises(ValueError, match="^game record: round 1 has no 'shares'$"):
        Game.from_record(record)
    record = game_of_two_rounds()
    record["rounds"][1]["shares"] = [A]
    one = r"^game record: round 2: shares: a shared deal takes one share per seat \(2\)$"
    with pytest.raises(ValueError, match=one):
        Game.from_record(record)
    seeded = Game.new(2, seed=1).to_record()
    seeded["rounds"][0]["shares"] = [A, B]
    with pytest.raises(ValueError, match="only a shared deal has them"):
        Game.from_record(seeded)
