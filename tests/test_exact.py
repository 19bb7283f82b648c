"""The exact search: its shortest wins are those breadth-first search finds, and a
line is called optimal only when that is proven."""

from __future__ import annotations

import functools
import random

import pytest

from maze_solitaire.engine import PYSOL, STANDARD, Move, Position, Variant, deal, legal_moves
from maze_solitaire.solver.compact import (
    as_move,
    cells_after,
    cells_of,
    compact_rules,
    where_after,
    where_of,
)
from maze_solitaire.solver.ends import with_proven_end
from maze_solitaire.solver.exact import shortest
from maze_solitaire.solver.schedule import solve
from maze_solitaire.solver.wins import finder_for
from tests.playing import replays_to_a_win

DEPTH: int = 6
"""The deepest breadth-first search the tests run (its cost grows as ~10^depth)."""


def breadth_first(position: Position, depth: int) -> int | None:
    """The fewest moves that win from ``position``, if at most ``depth``: every
    position at each distance in turn, nothing guided, nothing pruned."""
    rules = compact_rules(position.variant)
    level = {cells_of(position): where_of(position)}
    seen = set(level)
    for distance in range(depth + 1):
        if any(rules.is_won(cells) for cells in level):
            return distance
        following: dict[bytes, bytes] = {}
        for cells, where in level.items():
            for step in rules.legal_steps(cells, where):
                child = cells_after(cells, step)
                if child not in seen:
                    seen.add(child)
                    following[child] = where_after(where, step)
        level = following
    return None


@functools.cache
def line_of(variant: Variant, number: int) -> tuple[Move, ...]:
    """A winning line of deal ``number``: the first the solver finds (unpolished: any
    line will do, and polishing would double the cost), once for all the tests."""
    answer = solve(deal(number, variant), max_nodes=50_000, polish=False)
    assert answer.solved
    return answer.moves


def near_the_end(variant: Variant, count: int, seed: int) -> list[Position]:
    """Positions a few moves from a win: along solver lines, the last 1-5 moves
    left, then 0-2 random moves away from the line (so the line is no guide)."""
    chooser = random.Random(seed)
    found = []
    for number in range(1, count + 1):
        start = deal(number, variant)
        line = line_of(variant, number)
        position = start
        for move in line[: len(line) - chooser.randint(1, 4)]:
            position = position.after_unchecked(move)
        for _ in range(chooser.randint(0, 2)):
            position = position.after_unchecked(chooser.choice(legal_moves(position)))
        found.append(position)
    return found


def exact(position: Position, shorter_than: int) -> tuple[int | None, bool]:
    """The exact search's shortest win of fewer than ``shorter_than`` moves, and
    whether it says so with proof."""
    variant = position.variant
    answer = shortest(
        cells_of(position),
        where_of(position),
        compact_rules(variant),
        finder_for(variant),
        shorter_than=shorter_than,
        max_nodes=10**7,
    )
    return (None if answer.steps is None else len(answer.steps)), answer.proven


@pytest.mark.parametrize("variant", [STANDARD, PYSOL], ids=lambda v: v.name)
def test_the_exact_search_finds_what_breadth_first_search_finds(variant: Variant) -> None:
    distances = []
    for position in near_the_end(variant, 10, seed=13):
        distance = breadth_first(position, DEPTH)
        distances.append(distance)
        found, proven = exact(position, DEPTH + 1)
        assert proven
        assert found == distance, position.notation()
        if distance is not None and distance > 0:
            # Asked for a line shorter than the shortest, it proves there is none.
            assert exact(position, distance) == (None, True)
    assert len({d for d in distances if d is not None}) >= 3  # the cases differ


def test_each_line_it_gives_replays_to_a_win() -> None:
    for position in near_the_end(STANDARD, 6, seed=5):
        answer = shortest(
            cells_of(position),
            where_of(position),
            compact_rules(STANDARD),
            finder_for(STANDARD),
            shorter_than=DEPTH + 1,
            max_nodes=10**6,
        )
        assert answer.steps is not None
        assert replays_to_a_win(position, tuple(as_move(step) for step in answer.steps))


def test_out_of_nodes_it_claims_nothing() -> None:
    position = deal(3)
    answer = shortest(
        cells_of(position),
        where_of(position),
        compact_rules(STANDARD),
        finder_for(STANDARD),
        shorter_than=70,
        max_nodes=500,
    )
    assert answer == (None, False, 500)


def test_optimal_is_said_only_when_proven() -> None:
    for position in near_the_end(STANDARD, 8, seed=21):
        distance = breadth_first(position, DEPTH)
        answer = solve(position, max_nodes=50_000, prove_nodes=100_000)
        assert answer.optimal
        assert len(answer.moves) == distance
        assert answer.proven_tail == len(answer.moves)
    # A whole deal is far beyond a small allowance: not proven, and not said.
    whole = solve(deal(3), max_nodes=50_000, prove_nodes=200)
    assert whole.solved and not whole.optimal
    assert whole.proven_tail < len(whole.moves)
    # Without an allowance nothing is proven but a line as long as the bound.
    assert not solve(deal(3), max_nodes=50_000).optimal


@pytest.mark.slow
def test_a_proven_end_stays_proven_along_the_line() -> None:
    answer = solve(deal(1), max_nodes=50_000, prove_nodes=20_000)
    tail = answer.proven_tail
    assert 0 < tail < len(answer.moves)
    rest = answer
    while len(rest.moves) > tail:
        assert not rest.optimal
        rest = rest.rest()
    assert rest.optimal and len(rest.moves) == tail
    # Each proven end is as short as breadth-first search can check.
    for _ in range(tail - 4):
        rest = rest.rest()
    position = deal(1)
    for move in answer.moves[: len(answer.moves) - len(rest.moves)]:
        position = position.after_unchecked(move)
    assert breadth_first(position, len(rest.moves)) == len(rest.moves)


@pytest.mark.slow
def test_the_proof_is_the_same_every_time() -> None:
    first = solve(deal(2), max_nodes=50_000, prove_nodes=5_000)
    again = solve(deal(2), max_nodes=50_000, prove_nodes=5_000)
    assert (first.moves, first.proven_tail, first.nodes) == (
        again.moves,
        again.proven_tail,
        again.nodes,
    )


def test_proving_an_end_can_make_it_shorter() -> None:
    near = deal(12)
    line = solve(near, max_nodes=50_000).moves
    for move in line[:-14]:
        near = near.after_unchecked(move)
    assert len(solve(near, max_nodes=50_000).moves) == 14
    proven = solve(near, max_nodes=50_000, prove_nodes=40_000)
    assert proven.optimal and len(proven.moves) == 13


def test_a_shortening_search_that_runs_dry_proves_the_line_too() -> None:
    near = deal(8)
    for move in solve(near, max_nodes=50_000).moves[:-14]:
        near = near.after_unchecked(move)
    assert not solve(near, max_nodes=50_000).optimal
    shortened = solve(near, max_nodes=50_000, optimize_nodes=200_000)
    assert shortened.optimal and len(shortened.moves) == 14


def test_a_line_found_elsewhere_gets_its_end_proven_and_shortened() -> None:
    # Deal 12's line has a 14-move end that a 13-move one beats (see above), and
    # more: handed in whole, as par's line is, its end comes back shorter and proven.
    start = deal(12)
    line = solve(start, max_nodes=50_000).moves
    proven = with_proven_end(start, line, 5_000)
    assert len(proven.moves) < len(line) and proven.proven > 14
    assert replays_to_a_win(start, proven.moves)
    near = start  # the proven end's last moves: as short as breadth-first search finds
    for move in proven.moves[: len(proven.moves) - DEPTH]:
        near = near.after_unchecked(move)
    assert breadth_first(near, DEPTH) == DEPTH
    assert with_proven_end(start, line, 5_000) == proven  # node-budgeted: the same again


def test_a_line_that_does_not_win_is_refused_before_any_proof() -> None:
    start = deal(12)
    line = solve(start, max_nodes=50_000).moves
    with pytest.raises(AssertionError, match="does not win"):
        with_proven_end(start, line[:-1], 1_000)
