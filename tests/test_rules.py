"""The rules: the rule book's worked examples, the win, and properties against a
reference."""

from __future__ import annotations

import pytest
from hypothesis import given

from maze_solitaire.engine import (
    ACES,
    PLAYING_CARDS,
    Card,
    IllegalMoveError,
    Move,
    Position,
    blocked_gaps,
    cards_in_order,
    cards_in_place,
    fillers,
    in_place_slots,
    is_legal,
    is_won,
    legal_moves,
    play,
)
from tests import reference_rules
from tests.positions import SOLVED_ORDER, layout, with_neighbours
from tests.strategies import positions

C = Card.parse

# --- the rule book, `standard`: worked examples (tests/test_docs.py plays its table) --


def test_worked_example_successor_and_predecessor() -> None:
    p = with_neighbours(10, C("4H"), C("9C"), gaps=[10, 20, 30, 40, 50, 52])
    assert set(fillers(p, 10)) == {C("5H"), C("8C")}


def test_worked_example_aces_after_a_queen_through_the_wrap() -> None:
    p = with_neighbours(0, C("QD"), C("2S"), gaps=[0, 20, 30, 40, 50, 52])
    assert set(fillers(p, 0)) == set(ACES)  # AS also by rule 3: still one move each
    assert sorted(m.card for m in legal_moves(p) if m.target == 0) == sorted(ACES)


def test_worked_example_nothing_before_an_ace() -> None:
    p = with_neighbours(30, C("7C"), C("AH"), gaps=[30, 10, 20, 40, 50, 52])
    assert fillers(p, 30) == (C("8C"),)


def test_worked_example_gap_then_ace_is_blocked() -> None:
    p = with_neighbours(30, None, C("AH"), gaps=[29, 30, 10, 20, 40, 50])
    assert fillers(p, 30) == ()
    assert 30 in blocked_gaps(p)
    assert 29 not in blocked_gaps(p)  # its left neighbour is a card


# --- single rules ---------------------------------------------------------------


def test_a_queen_on_the_right_takes_its_jack_but_no_king() -> None:
    p = with_neighbours(5, None, C("QS"), gaps=[4, 5, 20, 30, 40, 50])
    assert fillers(p, 5) == (C("JS"),)


def test_a_jack_on_the_left_takes_its_queen() -> None:
    p = with_neighbours(5, C("JS"), None, gaps=[5, 6, 20, 30, 40, 50])
    assert fillers(p, 5) == (C("QS"),)


def test_the_end_of_a_row_is_followed_by_the_next_row() -> None:
    p = with_neighbours(9, C("5S"), C("9D"), gaps=[9, 20, 30, 40, 50, 52])
    assert set(fillers(p, 9)) == {C("6S"), C("8D")}


def test_moving_a_card_next_to_itself_is_legal() -> None:
    # 5S _ 6S: the 6S may move one slot left, into the gap.
    p = with_neighbours(20, C("5S"), C("6S"), gaps=[20, 10, 30, 40, 50, 52])
    move = Move(C("6S"), 21, 20)
    assert is_legal(p, move)
    after = play(p, move)
    assert after[20] == C("6S") and after[21] is None


def test_both_neighbours_may_name_the_same_card_once() -> None:
    p = with_neighbours(20, C("5S"), C("7S"), gaps=[20, 10, 30, 40, 50, 52])
    assert fillers(p, 20) == (C("6S"),)
    assert [m.card for m in legal_moves(p) if m.target == 20] == [C("6S")]


def test_illegal_moves_are_refused_with_a_reason() -> None:
    p = with_neighbours(20, C("5S"), C("9D"), gaps=[20, 10, 30, 40, 50, 52])
    wrong_card = Move(C("7S"), p.slot_of(C("7S")), 20)
    with pytest.raises(IllegalMoveError, match="only 6S or 8D may fill r3c3"):
        play(p, wrong_card)
    wrong_source = Move(C("6S"), 0 if p.slot_of(C("6S")) else 1, 20)
    with pytest.raises(IllegalMoveError, match="6S is not at"):
        play(p, wrong_source)
    not_a_gap = Move(C("6S"), p.slot_of(C("6S")), 19)
    with pytest.raises(IllegalMoveError, match="r3c2 is not a gap"):
        play(p, not_a_gap)
    assert not is_legal(p, Move(C("6S"), 99, 20))


# --- the win ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "gaps",
    [
        [48, 49, 50, 51, 52, 53],  # all at the end
        [0, 1, 2, 3, 4, 5],  # all at the start
        [0, 13, 14, 30, 52, 53],  # at both ends and inside runs
        [5, 6, 7, 8, 9, 10],  # all six together inside a run
        [11, 23, 24, 35, 36, 47],  # between runs
    ],
)
def test_won_wherever_the_gaps_are(gaps: list[int]) -> None:
    p = layout(SOLVED_ORDER, gaps)
    assert is_won(p) and reference_rules.won(p)
    assert cards_in_place(p) == 48


def test_suits_may_come_in_any_order() -> None:
    order = SOLVED_ORDER[36:] + SOLVED_ORDER[12:24] + SOLVED_ORDER[:12] + SOLVED_ORDER[24:36]
    assert is_won(layout(order, [8, 17, 26, 35, 44, 53]))


def test_not_won_when_the_runs_are_rotated_around_the_cycle() -> None:
    rotated = SOLVED_ORDER[5:] + SOLVED_ORDER[:5]
    p = layout(rotated, [48, 49, 50, 51, 52, 53])
    assert not is_won(p)
    assert cards_in_place(p) == 0


def test_not_won_when_two_cards_are_swapped() -> None:
    swapped = list(SOLVED_ORDER)
    swapped[20], swapped[21] = swapped[21], swapped[20]
    p = layout(swapped, [48, 49, 50, 51, 52, 53])
    assert not is_won(p)
    assert cards_in_place(p) == 20
    assert in_place_slots(p) == list(range(20))


def test_not_won_when_a_run_mixes_suits() -> None:
    mixed = list(SOLVED_ORDER)
    mixed[5], mixed[17] = mixed[17], mixed[5]  # 6S and 6H trade places
    assert not is_won(layout(mixed, [48, 49, 50, 51, 52, 53]))


# --- properties against the reference -------------------------------------------------


@given(positions)
def test_legal_moves_are_exactly_what_the_rule_book_allows(position: Position) -> None:
    listed = legal_moves(position)
    assert len(listed) == len(set(listed))  # no move twice
    assert {tuple(m) for m in listed} == reference_rules.all_moves(position)
    targets = [m.target for m in listed]
    assert targets == sorted(targets)  # grouped by gap, in ascending order
    for move in listed:
        assert is_legal(position, move)


@given(positions)
def test_fillers_and_blocked_gaps_agree_with_the_rule_book(position: Position) -> None:
    for gap in range(54):
        expected = {c for c in PLAYING_CARDS if reference_rules.may_fill(position, c, gap)}
        assert set(fillers(position, gap)) == expected
    for gap in blocked_gaps(position):
        left, right = position[gap - 1], position[(gap + 1) % 54]
        assert left is None and (right is None or right.rank == 1)


@given(positions)
def test_playing_keeps_48_distinct_cards_and_6_gaps(position: Position) -> None:
    for move in legal_moves(position):
        after = play(position, move)
        cards = [c for c in after if c is not None]
        assert len(cards) == 48 and len(set(cards)) == 48
        assert len(after.gaps) == 6 and sorted(after.gaps) == list(after.gaps)
        assert after[move.target] == move.card and after[move.source] is None
        assert all(after.slot_of(c) == s for s, c in enumerate(after) if c is not None)
        assert after == Position.from_cells(after.cells)


@given(positions)
def test_win_check_agrees_with_the_rule_book(position: Position) -> None:
    assert is_won(position) == reference_rules.won(position)


@given(positions)
def test_the_cards_in_order_are_the_reference_s_and_48_only_at_a_win(position: Position) -> None:
    assert cards_in_order(position) == reference_rules.in_order(position)
    assert (cards_in_order(position) == 48) == is_won(position)
    assert cards_in_order(position) >= cards_in_place(position)
