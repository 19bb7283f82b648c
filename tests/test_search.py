"""The search: it knows when it has run out of positions."""

from __future__ import annotations

from maze_solitaire.engine import STANDARD, Card, Move
from maze_solitaire.solver import compact
from maze_solitaire.solver.layouts import LayoutFinder
from maze_solitaire.solver.search import best_first
from tests.positions import WON

C = Card.parse


def test_a_search_that_runs_out_of_positions_says_so() -> None:
    # With "shorter than one move" no line qualifies, and the bound prunes
    # every position: the search must end by exhausting, not by its budget.
    start = WON.after_unchecked(Move(C("2S"), 1, 48))
    cells = compact.cells_of(start)
    finder = LayoutFinder(anchor_penalty=8)
    where = compact.where_of(start)
    bounds = LayoutFinder()
    rules = compact.compact_rules(STANDARD)
    none_shorter = best_first(
        cells, where, rules, finder, weight=1.0, max_nodes=10**6, shorter_than=1, bounds=bounds
    )
    assert none_shorter.steps is None and none_shorter.exhausted
    assert none_shorter.expanded == 1
    one = best_first(
        cells, where, rules, finder, weight=1.0, max_nodes=10**6, shorter_than=2, bounds=bounds
    )
    assert one.steps == [(int(C("2S")), 48, 1)] and not one.exhausted


