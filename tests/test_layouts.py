"""The admissible lower bound: the definition, zero exactly at a win, one move at a time."""

from __future__ import annotations

import itertools

from hypothesis import given, settings

from maze_solitaire.engine import PLAYING_CARDS, PYSOL, STANDARD, Position, deal, legal_moves
from maze_solitaire.solver.wins import lower_bound
from tests import reference_rules
from tests.positions import SOLVED_ORDER, WON, layout, runs_from
from tests.strategies import positions, positions_under


def reference_bound(position: Position) -> int:
    """48 minus the most cards already in their slot of some won layout, by brute force.

    Written from the definition, independently of :mod:`bound`: for each suit
    order, card ``i`` of the winning order can only be in place with shift
    ``slot - i`` (0-6), and the shifts of the cards in place must not
    decrease; the longest such run of cards is found by the plain quadratic
    dynamic programme.
    """
    best = 0
    for order in itertools.permutations(range(4)):
        shifts = []
        for index, card in enumerate(c for suit in order for c in PLAYING_CARDS if c.suit == suit):
            shift = position.slot_of(card) - index
            if 0 <= shift <= 6:
                shifts.append(shift)
        longest = [1] * len(shifts)
        for i, shift in enumerate(shifts):
            for j in range(i):
                if shifts[j] <= shift:
                    longest[i] = max(longest[i], longest[j] + 1)
        best = max(best, max(longest, default=0))
    return 48 - best


# --- the lower bound --------------------------------------------------------------------


@given(positions)
def test_the_lower_bound_is_the_definition(position: Position) -> None:
    assert lower_bound(position) == reference_bound(position)


@given(positions)
def test_the_lower_bound_is_zero_exactly_for_won_positions(position: Position) -> None:
    assert (lower_bound(position) == 0) == reference_rules.won(position)


def test_the_lower_bound_of_won_layouts_is_zero() -> None:
    assert lower_bound(WON) == 0
    assert lower_bound(layout(SOLVED_ORDER, [0, 9, 18, 27, 36, 45])) == 0


@given(positions)
def test_one_move_changes_the_lower_bound_by_at_most_one(position: Position) -> None:
    # With 0 for won positions this makes the bound admissible: no line of
    # fewer moves than the bound can reach a win.
    here = lower_bound(position)
    for move in legal_moves(position):
        assert abs(lower_bound(position.after_unchecked(move)) - here) <= 1


def test_fresh_deals() -> None:
    starts = [deal(n) for n in range(1, 6)]
    assert [lower_bound(p) for p in starts] == [reference_bound(p) for p in starts]
    assert lower_bound(starts[0]) == 41


# --- the runs win (pysol) ------------------------------------------------------------------


def reference_runs_bound(position: Position) -> int:
    """48 minus the most cards already in their slot of some runs-won layout, by brute
    force over every layout: a suit order (24), the slot run 1 starts at (54), and the
    gaps after runs 1-3 (the rest after run 4). How many of a suit's cards a run
    beginning at a slot would find in place is counted first, for each suit and slot;
    each layout adds up four of those counts."""
    in_place = [
        [
            sum(position.slot_of(card) == (begin + rank) % 54 for rank, card in enumerate(run))
            for begin in range(54)
        ]
        for run in ([c for c in PLAYING_CARDS if c.suit == suit] for suit in range(4))
    ]
    best = 0
    for order in itertools.permutations(range(4)):
        for start in range(54):
            for g1, g2, g3 in itertools.product(range(7), repeat=3):
                if g1 + g2 + g3 > 6:
                    continue
                begins = [start, start + 12 + g1, start + 24 + g1 + g2, start + 36 + g1 + g2 + g3]
                settled = sum(
                    in_place[suit][begin % 54] for suit, begin in zip(order, begins, strict=True)
                )
                best = max(best, settled)
    return 48 - best


@settings(max_examples=4, deadline=None)
@given(positions_under(PYSOL))
def test_the_runs_bound_is_the_definition(position: Position) -> None:
    assert lower_bound(position) == reference_runs_bound(position)


@settings(max_examples=60, deadline=None)
@given(positions_under(PYSOL))
def test_the_runs_bound_is_admissible_one_move_at_a_time(position: Position) -> None:
    here = lower_bound(position)
    assert (here == 0) == reference_rules.won_pysol(position)
    for move in legal_moves(position):
        assert abs(lower_bound(position.after_unchecked(move)) - here) <= 1


def test_the_runs_bound_of_rotated_won_layouts_is_zero() -> None:
    assert lower_bound(runs_from(0, (1, 2, 0, 3))) == 0
    for start in (5, 50):  # rotated: not won when read from slot 0
        won = runs_from(start, (1, 2, 0, 3))
        assert lower_bound(won) == 0 < lower_bound(won.under(STANDARD))
