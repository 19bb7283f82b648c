"""Shortcuts along a line: never longer, never illegal, and as short as a plain search finds."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from maze_solitaire.engine import STANDARD, Position, deal, is_won, legal_moves, play
from maze_solitaire.solver.compact import Step, as_move, cells_of, compact_rules, where_of
from maze_solitaire.solver.schedule import solve
from maze_solitaire.solver.shortcuts import shortcut, shorten, unparked
from tests.playing import as_step
from tests.strategies import deal_numbers

OURS = compact_rules(STANDARD)


def compact(position: Position) -> tuple[bytes, bytes]:
    return cells_of(position), where_of(position)


def replay(start: Position, steps: list[Step]) -> Position:
    """Play ``steps`` through the rules, each one checked."""
    for step in steps:
        start = play(start, as_move(step))
    return start


@st.composite
def random_line(draw: st.DrawFn, max_moves: int) -> tuple[Position, list[Step]]:
    """A deal and a line of random legal moves from it."""
    position = start = deal(draw(deal_numbers))
    steps = []
    for _ in range(draw(st.integers(0, max_moves))):
        moves = legal_moves(position)
        move = moves[draw(st.integers(0, len(moves) - 1))]
        steps.append(as_step(move))
        position = position.after_unchecked(move)
    return start, steps


def fewest_moves(start: Position, goal: Position, most: int) -> int | None:
    """The fewest moves from ``start`` to ``goal`` (if at most ``most``), breadth first."""
    seen = {start}
    frontier = [start]
    for moves in range(most + 1):
        if goal in frontier:
            return moves
        frontier = [
            child
            for position in frontier
            for child in (position.after_unchecked(m) for m in legal_moves(position))
            if child not in seen and not seen.add(child)  # type: ignore[func-returns-value]
        ]
    return None


def test_a_way_to_where_one_already_is_is_no_moves() -> None:
    start = compact(deal(1))
    assert shortcut(start, start[1], fewer_than=1, max_nodes=10, rules=OURS) == ([], False)


def there_and_back(start: Position) -> list[Step]:
    """A move whose card can go straight back where it came from, and that move back."""
    there, back = next(
        (move, back)
        for move in legal_moves(start)
        for back in legal_moves(start.after_unchecked(move))
        if back.card == move.card and back.target == move.source
    )
    return [as_step(there), as_step(back)]


def test_a_move_there_and_back_is_taken_out() -> None:
    start = deal(9)  # 9D can go from r4c4 to r2c9 and back
    line = there_and_back(start) + there_and_back(start)
    assert shorten(*compact(start), line, deadline=None, rules=OURS) == []  # till none is left


@settings(max_examples=25, deadline=None)
@given(random_line(max_moves=5))
def test_a_shortcut_is_found_exactly_when_a_shorter_way_exists(
    line: tuple[Position, list[Step]],
) -> None:
    start, steps = line
    goal = replay(start, steps)
    found, none = shortcut(compact(start), where_of(goal), len(steps), max_nodes=10**6, rules=OURS)
    fewest = fewest_moves(start, goal, len(steps))
    assert fewest is not None  # the line itself is a way
    if fewest < len(steps):
        assert found is not None and len(found) == fewest  # A* with an admissible guide
        assert replay(start, found) == goal
    else:
        assert found is None and none


@settings(max_examples=20, deadline=None)
@given(random_line(max_moves=40))
def test_a_shortened_line_goes_from_the_same_start_to_the_same_end(
    line: tuple[Position, list[Step]],
) -> None:
    start, steps = line
    # A budget of positions, not seconds: the same work, and the same line, on any
    # machine. (On 20 lines it found what 10 s found for all but two, 2 and 3 moves
    # short of it, in a third of the time: 3.5 s against 11.)
    shorter = shorten(*compact(start), steps, deadline=None, rules=OURS, max_nodes=20_000)
    assert len(shorter) <= len(steps)
    assert replay(start, shorter) == replay(start, steps)  # every move checked on the way


def test_no_time_left_leaves_the_line_as_it_was() -> None:
    start = deal(9)  # 9D can go from r4c4 to r2c9 and back
    line = there_and_back(start)
    assert shorten(*compact(start), line, deadline=time.perf_counter() - 1, rules=OURS) == line


def greedy_line(start: Position) -> list[Step]:
    """A winning line as the greedy searches leave it: unpolished, parking cards."""
    return [as_step(move) for move in solve(start, max_nodes=20_000, polish=False).moves]


def test_cards_parked_and_moved_on_are_moved_once() -> None:
    start = deal(7000007)  # its greedy line parks many cards far from where they go on
    line = greedy_line(start)
    shorter = unparked(*compact(start), line, rules=OURS)
    assert len(shorter) <= len(line) - 15  # 109 moves then, 88 now
    assert is_won(replay(start, shorter))  # every move checked on the way


@pytest.mark.parametrize("number", [1, 4, 10])
def test_an_unparked_line_still_wins_and_is_never_longer(number: int) -> None:
    start = deal(number)
    line = greedy_line(start)
    shorter = unparked(*compact(start), line, rules=OURS)
    assert len(shorter) <= len(line)
    assert is_won(replay(start, shorter))


def test_a_detour_there_and_back_before_a_win_is_taken_out() -> None:
    start = deal(9)  # 9D can go from r4c4 to r2c9 and back
    detour = there_and_back(start)
    win = greedy_line(start)
    shorter = unparked(*compact(start), detour + win, rules=OURS)
    assert len(shorter) <= len(win)
    assert is_won(replay(start, shorter))


def test_solve_unparks_its_last_line_when_asked() -> None:
    start = deal(4)
    plain = solve(start, max_nodes=20_000, polish=False)
    asked = solve(start, max_nodes=20_000, polish=False, unpark=True)
    line = [as_step(move) for move in plain.moves]
    assert [as_step(move) for move in asked.moves] == unparked(*compact(start), line, rules=OURS)
