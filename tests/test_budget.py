"""The budget: nodes make the answer, and the clock only ever ends a search sooner."""

from __future__ import annotations

import time

import pytest

from maze_solitaire.engine import STANDARD, deal
from maze_solitaire.solver.budget import CHECK_CLOCK_EVERY
from maze_solitaire.solver.compact import (
    Step,
    cells_of,
    compact_rules,
    positions_along,
    where_of,
)
from maze_solitaire.solver.exact import Exact, shortest
from maze_solitaire.solver.search import Outcome, best_first
from maze_solitaire.solver.shortcuts import shortcut
from maze_solitaire.solver.wins import finder_for

RULES = compact_rules(STANDARD)
START = deal(3)  # none of the searches below ends before its budget does
CELLS, WHERE = cells_of(START), where_of(START)
NEVER = 1e12
"""A deadline no test reaches: the clock is looked at, and changes nothing."""
AROUND_A_LOOK = [1, CHECK_CLOCK_EVERY - 1, CHECK_CLOCK_EVERY, CHECK_CLOCK_EVERY + 1, 700]


def searched(
    max_nodes: int, deadline: float | None
) -> tuple[Outcome, Exact, tuple[list[Step] | None, bool]]:
    """What each search answers from deal 3 within ``max_nodes`` and ``deadline``."""
    finder, bounds = finder_for(STANDARD, anchor_penalty=8), finder_for(STANDARD)
    best = best_first(
        CELLS, WHERE, RULES, finder, weight=1.0, max_nodes=max_nodes, deadline=deadline
    )
    exact = shortest(
        CELLS, WHERE, RULES, bounds, shorter_than=70, max_nodes=max_nodes, deadline=deadline
    )
    return best, exact, cut_short(max_nodes, deadline)


def cut_short(max_nodes: int, deadline: float | None) -> tuple[list[Step] | None, bool]:
    """A shortcut along a greedy line's first 30 moves: one of 30 moves or fewer takes
    some thousands of nodes to find."""
    finder = finder_for(STANDARD, anchor_penalty=8)
    greedy = best_first(CELLS, WHERE, RULES, finder, weight=12.0, max_nodes=50_000).steps
    assert greedy is not None
    path = positions_along(CELLS, WHERE, greedy[:30])
    return shortcut(path[0], path[30][1], 31, max_nodes, rules=RULES, deadline=deadline)


@pytest.mark.parametrize("max_nodes", AROUND_A_LOOK)
def test_a_deadline_not_reached_changes_no_answer(max_nodes: int) -> None:
    assert searched(max_nodes, time.perf_counter() + NEVER) == searched(max_nodes, None)


@pytest.mark.parametrize("max_nodes", AROUND_A_LOOK)
def test_each_search_counts_its_budget_as_it_always_has(max_nodes: int) -> None:
    best, exact, cut = searched(max_nodes, None)
    # The best-first search counts the position it stops on (unexpanded); the
    # exact search only those expanded. Both end with the budget's count.
    assert best == (None, max_nodes, False)
    assert exact[:3] == (None, False, max_nodes)
    assert cut == (None, False)  # and the budget, not the search, ended the shortcut's


def test_with_nodes_enough_the_shortcut_is_found() -> None:
    cut = cut_short(10**5, None)
    assert cut[0] is not None and len(cut[0]) <= 30


def test_a_deadline_passed_ends_each_search_at_its_first_look_at_the_clock() -> None:
    finder, bounds = finder_for(STANDARD, anchor_penalty=8), finder_for(STANDARD)
    gone = time.perf_counter() - 1
    best = best_first(CELLS, WHERE, RULES, finder, weight=1.0, max_nodes=10**6, deadline=gone)
    exact = shortest(CELLS, WHERE, RULES, bounds, shorter_than=70, max_nodes=10**6, deadline=gone)
    assert best == (None, CHECK_CLOCK_EVERY, False)
    assert exact[:3] == (None, False, CHECK_CLOCK_EVERY)


def test_a_search_told_of_its_progress_expands_the_same_positions() -> None:
    # Issue 20, item 9: progress for a long solve, told from the budget's looks, must
    # change no node count and no answer; and with nobody watching, nothing is looked at.
    from maze_solitaire.solver.answer import SearchProgress
    from maze_solitaire.solver.budget import Budget
    from maze_solitaire.solver.schedule import solve

    assert Budget(10_000).next_check(0) == 10_000
    told: list[int] = []
    assert Budget(10_000, tick=told.append).next_check(0) == CHECK_CLOCK_EVERY
    seen: list[SearchProgress] = []
    for number in (1, 10889):  # one solved (polished, proven), one given up
        start = deal(number)
        alone = solve(start, max_nodes=8_000, prove_nodes=5_000)
        watched = solve(start, max_nodes=8_000, prove_nodes=5_000, progress=seen.append)
        assert watched._replace(seconds=0) == alone._replace(seconds=0)
    assert alone.result == "gave-up"
    assert len(seen) > 8_000 // CHECK_CLOCK_EVERY
    counts = [progress.nodes for progress in seen]
    assert max(counts) <= 2 * 13_000 and seen[-1].best is None  # 10889 found no line
