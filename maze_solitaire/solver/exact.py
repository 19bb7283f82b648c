"""The exact search: the shortest win from a position, proven, when it is near enough.

A* guided by the admissible lower bound (:meth:`~.layouts.Finder.bound`).
The bound is also *consistent*: a move carries one card, so it settles or
unsettles at most one card of any won layout, and the bound changes by at
most one a move. With such a guide, A* takes every position first by a
shortest way, so the first won position it takes is a shortest win; and
when it is told a line of ``shorter_than`` moves exists, it needs only the
positions whose moves so far plus bound stay under that, and having looked
at them all without a win proves that line shortest.

A search cut short still proves something: no win is shorter than the least
``moves so far + bound`` it left queued (:attr:`Exact.floor`). Take a shortest
win, of ``C`` moves: each part of it from the start is a shortest way to where
it leads (else the win could be shortened), so it is never pruned by
``shorter_than`` (> ``C``) nor by a shorter way to the same position. Its start
was queued with its shortest depth; of its positions queued so, the farthest
along was not expanded yet (expanding it would have queued the next one so,
and the won end would have been taken and returned), so it is still queued,
at ``i`` moves with priority ``i + bound <= i + (C - i) = C``, the bound being
admissible. So the least queued is at most ``C``: only admissibility is used.

Its cost grows fast with how far the best line is above the bound, so it is
given a budget of nodes (the answer is then the same on every machine), and
is worth trying where the line is short: near the end of a game.
"""

from __future__ import annotations

import heapq
from typing import Final, NamedTuple

from maze_solitaire.solver.budget import Budget, Tick, counted_from
from maze_solitaire.solver.compact import (
    CompactRules,
    Link,
    Step,
    cells_after,
    line_back,
    positions_along,
    where_after,
)
from maze_solitaire.solver.layouts import Finder

PROVE_STEP: Final = 3
"""How many moves farther back each search of :func:`proven_end` starts than the last
proven one (more: fewer searches, but the last one, which fails, costs more)."""


class Exact(NamedTuple):
    """What the exact search showed.

    ``steps`` is a shortest winning line when it found one (shorter than it
    was asked for); ``proven`` says whether the search finished: then
    ``steps`` is shortest, or, with ``steps`` None, no line shorter than
    ``shorter_than`` exists. Unfinished (the budget ran out), no line is shown,
    but ``floor`` still is.
    """

    steps: list[Step] | None
    proven: bool
    expanded: int
    floor: int = 0
    """The fewest moves a win can take, as far as the search saw: the line's length
    when it found one, ``shorter_than`` when it proved there is none shorter, and,
    unfinished, the least ``moves so far + bound`` still queued (A* on a consistent
    bound has then seen every shorter way: a proven lower bound)."""


def shortest(
    cells: bytes,
    where: bytes,
    rules: CompactRules,
    bounds: Finder,
    *,
    shorter_than: int,
    max_nodes: int,
    deadline: float | None = None,
    tick: Tick | None = None,
) -> Exact:
    """A shortest win from ``cells``/``where`` of fewer than ``shorter_than`` moves,
    looked for by expanding at most ``max_nodes`` positions (and, if given,
    until ``deadline``, a :func:`time.perf_counter` value).

    Positions are taken by ``moves so far + bound`` (ties: the deeper first,
    then the first queued), so the answer is deterministic for a node budget.
    """
    bound = bounds.bound
    start_bound = bound(where)
    if start_bound >= shorter_than:
        return Exact(None, True, 0, shorter_than)
    came_from: dict[bytes, Link] = {cells: None}
    reached = {cells: 0}
    queue = [(start_bound, 0, 0, cells, where)]
    pushed = expanded = 0
    budget = Budget(max_nodes, deadline, tick)
    limit = budget.next_check(expanded)
    is_won = rules.is_won
    while queue:
        priority, minus_depth, _, here, here_where = heapq.heappop(queue)
        depth = -minus_depth
        if reached[here] < depth:
            continue  # reached again by a shorter way since this entry was queued
        if priority == depth and is_won(here):  # the bound is 0 only when won
            return Exact(line_back(here, came_from.__getitem__), True, expanded, depth)
        if expanded >= limit:  # seldom: the node budget, or time to look at the clock
            if budget.spent(expanded):
                # This entry is the least queued (stale ones only lower the minimum).
                return Exact(None, False, expanded, priority)
            limit = budget.next_check(expanded)
        expanded += 1  # counted once allowed: at most ``max_nodes`` expanded
        depth += 1
        for step in rules.legal_steps(here, here_where):
            child = cells_after(here, step)
            if reached.get(child, shorter_than) <= depth:
                continue
            child_where = where_after(here_where, step)
            child_priority = depth + bound(child_where)
            if child_priority >= shorter_than:
                continue
            reached[child] = depth
            came_from[child] = (here, step)
            pushed += 1
            heapq.heappush(queue, (child_priority, -depth, pushed, child, child_where))
    return Exact(None, True, expanded, shorter_than)


class ProvenEnd(NamedTuple):
    """A line whose last ``proven`` moves are a proven shortest win from where they start."""

    steps: list[Step]
    proven: int
    expanded: int


def proven_end(
    cells: bytes,
    where: bytes,
    steps: list[Step],
    rules: CompactRules,
    bounds: Finder,
    *,
    max_nodes: int,
    deadline: float | None = None,
    tick: Tick | None = None,
) -> ProvenEnd:
    """``steps`` (a winning line from ``cells``/``where``) with its end proven shortest
    from as far back as ``max_nodes`` expanded positions (and ``deadline``) reach.

    A stretch of the end as long as the bound where it starts needs no search.
    From there the exact search is asked, :data:`PROVE_STEP` moves farther back
    each time, for a shorter end; a shorter one it finds is spliced in, proven
    too. The first search the allowance does not see through ends it (every
    later part of a shortest line is a shortest line from where it starts, so
    what was proven stays proven). ``tick`` is told the positions expanded so
    far, every so often.
    """
    path = positions_along(cells, where, steps)
    proven = min(
        len(steps) - at
        for at, (_, here) in enumerate(path)
        if bounds.bound(here) == len(steps) - at  # true at least at the end
    )
    budget = Budget(max_nodes, deadline)
    used = 0
    while proven < len(steps) and (left := budget.allow(max_nodes, used)):
        back = min(len(steps), proven + PROVE_STEP)
        start_cells, start_where = path[len(steps) - back]
        found = shortest(
            start_cells, start_where, rules, bounds,
            shorter_than=back, max_nodes=left, deadline=deadline,
            tick=None if tick is None else counted_from(tick, used),
        )  # fmt: skip
        used += found.expanded
        if not found.proven:
            break
        if found.steps is None:
            proven = back
        else:
            steps = steps[: len(steps) - back] + found.steps
            path = positions_along(cells, where, steps)
            proven = len(found.steps)
    return ProvenEnd(steps, proven, used)
