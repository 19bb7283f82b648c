"""Positions a few moves from a win, and their true distance by breadth-first search:
what the exact search and ``solve --optimal`` are checked against."""

from __future__ import annotations

import functools
import random

from maze_solitaire.engine import Move, Position, Variant, deal, legal_moves
from maze_solitaire.solver.compact import (
    cells_after,
    cells_of,
    compact_rules,
    where_after,
    where_of,
)
from maze_solitaire.solver.schedule import solve

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
