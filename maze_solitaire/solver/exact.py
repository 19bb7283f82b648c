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

from array import array
from typing import Final, NamedTuple, Protocol

from maze_solitaire.solver import core
from maze_solitaire.solver.budget import Budget, Tick, counted_from
from maze_solitaire.solver.compact import GAP, CompactRules, Step, positions_along
from maze_solitaire.solver.layouts import Finder
from maze_solitaire.solver.table import FirstInQueue, PositionTable, line_to

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
    start_bound = bounds.bound(where)
    if start_bound >= shorter_than:
        return Exact(None, True, 0, shorter_than)
    budget = Budget(max_nodes, deadline, tick)
    compiled = core.compiled
    if compiled is not None and isinstance(bounds, compiled.Finder):
        found = compiled.a_star(
            cells, where, rules.compiled, bounds, start_bound, shorter_than, budget
        )
    else:
        guide = _Bound(bounds, rules)
        found = a_star(
            cells, where, rules, guide, first=start_bound, below=shorter_than, budget=budget
        )
    steps, finished, expanded, floor, _ = found
    return Exact(steps, finished, expanded, floor)


class Guide(Protocol):
    """What :func:`a_star` is guided by: an admissible, consistent count of the moves
    left to its goal (:class:`_Bound`: to a win; :mod:`.shortcuts`: to one position)."""

    def after(self, where: bytes | bytearray, step: Step, left: int) -> int:
        """The count after ``step`` from a position with ``where`` that counted ``left``."""
        ...

    def reached(self, cells: bytes | bytearray) -> bool:
        """Whether a position the count calls 0 moves from the goal is the goal."""
        ...


class _Bound:
    """The exact search's guide: the admissible bound of the won layouts.

    A card that fits no block of any won layout where it was nor where it goes
    leaves every layout's settled cards as they were: the bound stands."""

    def __init__(self, bounds: Finder, rules: CompactRules):
        self.bound = bounds.bound
        self.is_won = rules.is_won
        self.fits_no_block = bounds.fits_no_block

    def reached(self, cells: bytes | bytearray) -> bool:
        return self.is_won(cells)

    def after(self, where: bytes | bytearray, step: Step, left: int) -> int:
        card, source, target = step
        nowhere = self.fits_no_block[card]
        if nowhere[source] and nowhere[target]:
            return left
        changed = bytearray(where)
        changed[card] = target
        return self.bound(bytes(changed))


def a_star(  # noqa: PLR0915  # the inner loop, in one piece: a call per child costs
    cells: bytes,
    where: bytes,
    rules: CompactRules,
    guide: Guide,
    *,
    first: int,
    below: int,
    budget: Budget,
) -> tuple[list[Step] | None, bool, int, int, int]:
    """A* from ``cells``/``where`` (``guide`` counting ``first`` there) to a position
    ``guide`` has reached, by fewer than ``below`` moves, within ``budget``: the line
    to it (or None), whether the search finished (found it, or ran out of positions:
    none is that near), the positions expanded, the least ``moves + count``
    still queued (``below`` when none is; the line's length when found), and the
    positions it kept (reached and queued: what its memory grows with).

    Positions are taken by ``moves + count`` (ties: the deeper first, then the first
    queued). A position is queued only if that stays under ``below``, and again only
    by a shorter way. A position is counted once allowed: at most the budget's nodes
    are expanded. Its nodes (by their number in a :class:`~.table.PositionTable`) keep
    their depth, parent and move (``card << 16 | source << 8 | target``); those
    expanded, their ``where`` too. Queue keys are ``priority * below + below - 1 -
    depth``: by priority, the deeper first (:class:`~.table.FirstInQueue`).
    """
    table = PositionTable(rules.slots)
    depths, parents, steps = array("i", (0, 0)), array("i", (0, 0)), array("i", (0, 0))
    where_at, wheres = array("i", (0, -1)), bytearray()
    table.add(cells, table.find(cells))
    queue = FirstInQueue()
    queue.push(first * below + below - 1, 1)
    expanded = 0
    limit = budget.next_check(expanded)
    find, after, legal_steps = table.find, guide.after, rules.legal_steps
    width = len(where)
    while queue:
        key, node = queue.pop()
        priority, depth = divmod(key, below)
        depth = below - 1 - depth
        if depths[node] < depth:
            continue  # reached again by a shorter way since this entry was queued
        here = table.cells(node)
        if priority == depth and guide.reached(here):
            return line_to(node, parents, steps), True, expanded, depth, len(table)
        if expanded >= limit:  # seldom: the node budget, or time to look at the clock
            if budget.spent(expanded):
                # This entry is the least queued (stale ones only lower the minimum).
                return None, False, expanded, priority, len(table)
            limit = budget.next_check(expanded)
        expanded += 1  # counted once allowed: at most the budget's nodes expanded
        if node == 1:
            here_where = where
        else:
            at = where_at[parents[node]]
            changed = wheres[at : at + width]
            move = steps[node]
            changed[move >> 16] = move & 0xFF
            here_where = bytes(changed)
        where_at[node] = len(wheres)
        wheres += here_where
        left = priority - depth
        depth += 1
        for step in legal_steps(here, here_where):
            card, source, gap = step
            changed = bytearray(here)
            changed[source] = GAP
            changed[gap] = card
            child_cells = bytes(changed)
            child = find(child_cells)
            if (depths[child] if child > 0 else below) <= depth:
                continue
            child_priority = depth + after(here_where, step, left)
            if child_priority >= below:
                continue
            if child > 0:
                depths[child], parents[child] = depth, node
                steps[child] = card << 16 | source << 8 | gap
            else:
                child = table.add(child_cells, child)
                depths.append(depth)
                parents.append(node)
                steps.append(card << 16 | source << 8 | gap)
                where_at.append(-1)
            queue.push(child_priority * below + below - 1 - depth, child)
    return None, True, expanded, below, len(table)


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
