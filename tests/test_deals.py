"""Deal numbers: the same layout forever, on every platform."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given

from maze_solitaire.engine import (
    KING,
    DealNumberError,
    check_deal_number,
    deal,
)
from maze_solitaire.engine.deals import shuffled_deck, splitmix64  # the deal's own parts
from tests.strategies import deal_numbers

# Pinned forever: if one of these changes, every player's deal numbers change.
GOLDEN = {
    0: "8C JD 9S 2C 2H QH 6C TS -- / 3H AS JS 7S 9D 8S QC -- -- / "
    "5D 2S 3D 5S AD 6S 4C TH 5H / 8D 8H AH QD TC QS JH 3C 4H / "
    "2D 9H 3S -- AC 7C 9C 7H JC / 6D -- 4S 7D 5C 6H 4D -- TD",
    1: "7H 9S 4H 8D 8H 5C JH 6H -- / 9C JS 5H -- 3S 2H JD 5D -- / "
    "7D 4D 2S AH 6C -- -- TD TC / JC TH 8C QS 4C 6S 7S AC 5S / "
    "AD -- 6D QC QD QH 9H 3H 3C / AS 4S 2D 8S TS 3D 2C 9D 7C",
    4294967295: "6D 2H 8D 3C TS 5C 4D QS -- / 3S JS 8S 5D JC -- 7C 9D -- / "
    "4H 5H 3H AH JH -- AS 4C 7S / 8H 9S 2S 9H 2D 2C JD QC 6S / "
    "6H 9C -- AC 4S 6C 7D 8C 5S / QH TC TD 7H AD TH QD -- 3D",
}


@pytest.mark.parametrize("number", sorted(GOLDEN))
def test_golden_deals(number: int) -> None:
    assert deal(number).notation() == GOLDEN[number]


def test_splitmix64_matches_the_published_reference_outputs() -> None:
    # The first outputs of the reference C implementation for seed 1234567.
    expected = [6457827717110365317, 3203168211198807973, 9817491932198370423]
    assert list(itertools.islice(splitmix64(1234567), 3)) == expected


@given(deal_numbers)
def test_every_deal_has_slots_8_and_17_empty_six_gaps_and_no_king(number: int) -> None:
    position = deal(number)
    assert position[8] is None and position[17] is None
    assert len(position.gaps) == 6
    assert all(c is None or c.rank != KING for c in position)
    deck = shuffled_deck(number)
    assert sorted(deck) == list(range(52))
    # The other four gaps are exactly where the Kings were dealt.
    king_slots = {s for s in range(54) if s not in (8, 17)}
    dealt = iter(deck)
    kings = {s for s in sorted(king_slots) if next(dealt).rank == KING}
    assert set(position.gaps) == kings | {8, 17}


def test_different_numbers_give_different_deals() -> None:
    layouts = {deal(n) for n in range(300)}
    assert len(layouts) == 300


@pytest.mark.parametrize("bad", [-1, 2**32, "x", "1.5", "", " ", "0x10", True, "١"])
def test_bad_deal_numbers(bad: int | str) -> None:
    with pytest.raises(DealNumberError):
        check_deal_number(bad)
    with pytest.raises(DealNumberError):
        deal(bad)  # type: ignore[arg-type]


def test_deal_numbers_in_text_are_read() -> None:
    assert check_deal_number("42") == 42
    assert check_deal_number(" 4294967295 ") == 2**32 - 1
    with pytest.raises(DealNumberError, match="out of range"):
        check_deal_number("-1")

