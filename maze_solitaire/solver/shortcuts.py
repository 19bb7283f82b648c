"""Shortcuts: a winning line made shorter, one stretch of it at a time.

A line from a weighted search wanders: it parks a card and later moves it
again, or takes a detour to open a gap. Between two positions of the line
``width`` moves apart, a search aimed at the later position itself often
finds a shorter way, and the rest of the line still follows from there.

Aimed at one exact position, the search has a strong admissible guide:
every card not yet in its slot there must move at least once. A move moves
one card, so the guide changes by at most one a move; with it, A* takes
each position first by a shortest way and needs to look at little else
when the window has only a move or two to spare.

:func:`shorten` sweeps the windows of the line, the most promising first,
and splices in each shortcut it finds, until a sweep finds none or time
runs out. :func:`unparked` needs no search: it moves once, where the rest
of the line allows, each card the line parks and later moves on.
Positions are in the compact form of :mod:`.compact`.
"""

from __future__ import annotations

from operator import ne
from typing import Final

from maze_solitaire.solver import core
from maze_solitaire.solver.budget import UNLIMITED, Budget, Tick, counted_from
from maze_solitaire.solver.compact import (
    CompactRules,
    Step,
    cells_after,
    positions_along,
    where_after,
)
from maze_solitaire.solver.exact import a_star

NODE_ALLOWANCES: Final = (200, 3_000)
"""Positions one window's search may expand, sweep after sweep: cheap looks
at every window first, then longer ones where the cheap ones found nothing."""
MAX_WIDTH: Final = 30
"""The most moves of a window (wider ones cost more than they find)."""


def shorten(
    cells: bytes,
    where: bytes,
    steps: list[Step],
    deadline: float | None,
    *,
    rules: CompactRules,
    max_nodes: int | None = None,
    tick: Tick | None = None,
) -> list[Step]:
    """``steps`` (a line from ``cells``/``where``) with shortcuts spliced in, by ``deadline``
    (moves by ``rules``), or within ``max_nodes`` (each window charged its whole
    allowance), or both; with neither, until a sweep finds no shortcut.

    The result leads from the same start to the same end in at most as
    many moves, each one legal. Windows are searched in order of their
    *slack*, their width less the cards that differ between their ends: a
    shortcut can save at most that many moves, and a search is cheap when
    it is small. ``tick`` is told the nodes charged so far, every so often.
    """
    return shortened(cells, where, steps, deadline, rules=rules, max_nodes=max_nodes, tick=tick)[0]


def shortened(
    cells: bytes,
    where: bytes,
    steps: list[Step],
    deadline: float | None,
    *,
    rules: CompactRules,
    max_nodes: int | None = None,
    tick: Tick | None = None,
) -> tuple[list[Step], int]:
    """:func:`shorten`'s line, and the nodes it charged (each window its whole allowance)."""
    # Windows, by their two ends, and the widest each was searched at: shown
    # to have no shortcut at all, or none within this allowance.
    none_shorter: dict[tuple[bytes, bytes], int] = {}
    budget = Budget(UNLIMITED if max_nodes is None else max_nodes, deadline)
    charged = 0
    for allowance in NODE_ALLOWANCES:
        tried: dict[tuple[bytes, bytes], int] = {}
        spliced = True
        while spliced:
            spliced = False
            path = positions_along(cells, where, steps)
            for start, end in _windows(path):
                ends = (path[start][0], path[end][0])
                width = end - start
                if width <= max(none_shorter.get(ends, 0), tried.get(ends, 0)):
                    continue  # a line that comes back to a position may give a wider one
                if budget.allow(allowance, charged) < allowance:
                    return steps, charged  # out of time, or too few nodes for an allowance
                charged += allowance
                found, exhausted = shortcut(
                    path[start], path[end][1], width, allowance, rules=rules, deadline=deadline,
                    tick=None if tick is None else counted_from(tick, charged - allowance),
                )  # fmt: skip
                if found is None:
                    (none_shorter if exhausted else tried)[ends] = width
                    continue
                steps = steps[:start] + found + steps[end:]
                spliced = True
                break  # the path has changed: work out its windows again
    return steps, charged


def _windows(path: list[tuple[bytes, bytes]]) -> list[tuple[int, int]]:
    """Every (start, end) of the path that a shortcut might shorten, the smallest slack first."""
    found = []
    for start in range(len(path) - 2):
        start_where = path[start][1]
        for end in range(start + 2, min(start + MAX_WIDTH, len(path) - 1) + 1):
            slack = end - start - sum(map(ne, start_where, path[end][1]))
            if slack > 0:
                found.append((slack, end - start, start, end))
    found.sort()
    return [(start, end) for _, _, start, end in found]


def shortcut(
    start: tuple[bytes, bytes],
    goal_where: bytes,
    fewer_than: int,
    max_nodes: int,
    *,
    rules: CompactRules,
    deadline: float | None = None,
    tick: Tick | None = None,
) -> tuple[list[Step] | None, bool]:
    """A line of fewer than ``fewer_than`` moves from ``start`` (cells, where) to
    the position whose cards stand at ``goal_where`` (``None`` if this search
    found none within ``max_nodes`` expansions or by ``deadline``), and
    whether the search showed that there is none.

    Moves are taken in order of ``moves so far + cards not yet where the goal
    has them`` (ties: the deeper first), and a position that could not reach
    the goal in time by that count is never queued (:func:`~.exact.a_star`).
    """
    cells, where = start
    misplaced = sum(map(ne, where, goal_where))
    if misplaced >= fewer_than:
        return None, True
    budget = Budget(max_nodes, deadline, tick)
    compiled = core.compiled
    if compiled is not None:
        found = compiled.a_star(
            cells, where, rules.compiled, goal_where, misplaced, fewer_than, budget
        )
    else:
        guide = _Goal(goal_where)
        found = a_star(cells, where, rules, guide, first=misplaced, below=fewer_than, budget=budget)
    steps, finished, _, _, _ = found
    return steps, finished and steps is None


class _Goal:
    """A shortcut's guide: the cards not yet where the goal position has them."""

    def __init__(self, goal_where: bytes):
        self.goal_where = goal_where

    def after(self, where: bytes | bytearray, step: Step, left: int) -> int:
        card, source, target = step
        goal = self.goal_where[card]
        return left - (source != goal) + (target != goal)

    def reached(self, cells: bytes | bytearray) -> bool:
        return True  # no card misplaced: the goal itself


def unparked(cells: bytes, where: bytes, steps: list[Step], *, rules: CompactRules) -> list[Step]:
    """``steps`` (a winning line from ``cells``/``where``) with cards it parks moved once.

    A line often moves a card out of the way and, later, on again: two
    moves where one might do. For each card's two moves in a row (``a`` to
    ``b``, then ``b`` to ``d``), the first is dropped and the card goes from
    ``a`` to ``d`` in one move, at the earliest point from the first move's on
    where the rest of the line still holds (back where it was: both go).
    The windows of :func:`shorten` see such a pair only when it is close
    and their search finds it; here the whole line is replayed, so a pair
    any distance apart is seen, at the cost of replays, not searches.
    Each change is kept only if every move stays legal and the line still
    wins: the result is never longer.
    """
    before = len(steps) + 1
    while len(steps) < before:  # a merge may let an earlier pair merge too: sweep again
        before = len(steps)
        path = positions_along(cells, where, steps)
        at = 0
        while at < len(steps):
            card, _, _ = steps[at]
            later = next((j for j in range(at + 1, len(steps)) if steps[j][0] == card), None)
            found = None if later is None else _merged(path, steps, at, later, rules)
            if found is None:
                at += 1
                continue
            steps = found
            path = path[: at + 1] + positions_along(*path[at], steps[at:])[1:]
    return steps


def _merged(
    path: list[tuple[bytes, bytes]], steps: list[Step], first: int, second: int, rules: CompactRules
) -> list[Step] | None:
    """``steps`` with the card of ``steps[first]`` and ``steps[second]`` moved once, from
    the first one's source to the second one's target, the earliest that still wins."""
    card, source, _ = steps[first]
    target = steps[second][2]
    between = steps[first + 1 : second]
    rest = steps[second + 1 :]
    merged = [] if source == target else [(card, source, target)]
    for lateness in range(len(between) + 1 if merged else 1):  # nothing to place: one try
        line = between[:lateness] + merged + between[lateness:] + rest
        if _wins_from(path[first], line, rules):
            return steps[:first] + line
    return None


def _wins_from(start: tuple[bytes, bytes], steps: list[Step], rules: CompactRules) -> bool:
    """Whether each of ``steps`` is legal in turn from ``start`` and the last position is won."""
    cells, where = start
    for step in steps:
        if step not in rules.legal_steps(cells, where):
            return False
        cells, where = cells_after(cells, step), where_after(where, step)
    return rules.is_won(cells)
