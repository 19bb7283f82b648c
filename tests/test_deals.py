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
from tests.golden import GOLDEN
from tests.strategies import deal_numbers


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

