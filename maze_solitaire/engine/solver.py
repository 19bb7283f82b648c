"""The solver: a winning line for a position, within a budget of nodes and seconds.

:func:`solve` is a pure function of the position and the budget, and its
answer, a :class:`SolveResult`, is an immutable, picklable value: a game can
ask for it from a worker process. Every line it returns has been replayed
through the rules (:func:`rules.play`, checked) to a won position first.

The answers are honest about what was shown:

``"solved"``
    here is a winning line;
``"unwinnable"``
    every position reachable from this one was looked at, and none is won;
``"gave-up"``
    the budget ran out first. Nothing is known: most such positions can
    still be won.

How it searches (see :mod:`.search` and :mod:`.bound` for the parts): a
schedule of weighted best-first searches, in rounds whose node allowances
double, until one finds a line or the budget is spent:

1. a careful search (weight 2), which finds short lines, and solves most
   deals on its own;
2. a greedy dive (weight 5), which finds some line where the careful search
   wanders;
3. one search per suit order, best-looking order first: a search that may
   switch between layouts can be lured into a position where the last suit
   has no room to form; committing to one order gets out of those.

With ``optimize``, the extra seconds go to searches with ever smaller
weights that accept only shorter lines and drop any position the admissible
bound shows cannot give one.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Final, Literal

from maze_solitaire.engine import rules
from maze_solitaire.engine.bound import ALL_ORDERS, LayoutFinder, compact_where, lower_bound
from maze_solitaire.engine.cards import ALL_CARDS
from maze_solitaire.engine.move import Move
from maze_solitaire.engine.position import Position
from maze_solitaire.engine.search import Outcome, Step, best_first, compact_cells, estimate

__all__ = ["DEFAULT_MAX_NODES", "Result", "SolveResult", "lower_bound", "solve"]

Result = Literal["solved", "unwinnable", "gave-up"]

DEFAULT_MAX_NODES: Final = 200_000
"""The node budget when neither nodes nor seconds are given (some 15 seconds)."""

_ANCHOR_PENALTY: Final = 8
"""Moves the search counts for a first suit with no settled card (see LayoutFinder)."""


@dataclass(frozen=True)
class _Attempt:
    weight: float
    nodes: int
    """The node allowance in the first round (it doubles each round)."""
    per_order: bool
    """One search per suit order instead of one over all orders."""


_SCHEDULE: Final = (
    _Attempt(weight=2.0, nodes=1500, per_order=False),
    _Attempt(weight=5.0, nodes=500, per_order=False),
    _Attempt(weight=3.0, nodes=200, per_order=True),
)
_SHORTENING_WEIGHTS: Final = (1.6, 1.4, 1.25, 1.1, 1.0)
_NO_LIMIT: Final = 2**62
"""A node allowance that only the time ends."""


@dataclass(frozen=True)
class SolveResult:
    """The solver's answer for one position.

    ``moves`` is the winning line (empty unless ``result == "solved"``),
    ``lower_bound`` the admissible bound for the position (see
    :func:`lower_bound`), ``nodes`` the positions the search expanded and
    ``seconds`` the time it took.
    """

    result: Result
    moves: tuple[Move, ...]
    lower_bound: int
    nodes: int
    seconds: float

    @property
    def solved(self) -> bool:
        return self.result == "solved"


def solve(
    position: Position,
    *,
    max_nodes: int | None = None,
    timeout: float | None = None,
    optimize: float = 0.0,
) -> SolveResult:
    """Look for a winning line from ``position`` within the budget.

    ``max_nodes`` caps the positions expanded and ``timeout`` the seconds
    (both, if both are given; :data:`DEFAULT_MAX_NODES` if neither is).
    ``optimize`` adds up to that many seconds to look for a shorter line
    once one is found. With the same position and ``max_nodes``, and no
    ``timeout`` or ``optimize``, the answer is the same every time.

    Raises :class:`ValueError` for a budget that is not positive.

    >>> from maze_solitaire.engine import deal
    >>> answer = solve(deal(1), max_nodes=50_000)
    >>> answer.result, len(answer.moves) >= answer.lower_bound == 41
    ('solved', True)
    """
    started = time.perf_counter()
    _check_budget(max_nodes, timeout, optimize)
    if max_nodes is None and timeout is None:
        max_nodes = DEFAULT_MAX_NODES
    deadline = None if timeout is None else started + timeout
    bound = lower_bound(position)
    if rules.is_won(position):
        return SolveResult("solved", (), 0, 0, time.perf_counter() - started)
    budget = _Budget(max_nodes, deadline)
    cells = compact_cells(position)
    where = compact_where(position)
    steps, proved = _first_line(cells, where, budget)
    if steps is not None and optimize > 0:
        steps = _shorter_line(cells, where, steps, budget, optimize)
    moves = () if steps is None else _checked(position, steps)
    result: Result = "solved" if steps is not None else "unwinnable" if proved else "gave-up"
    return SolveResult(result, moves, bound, budget.used, time.perf_counter() - started)


def _check_budget(max_nodes: int | None, timeout: float | None, optimize: float) -> None:
    if max_nodes is not None and (isinstance(max_nodes, bool) or max_nodes < 1):
        raise ValueError(f"max_nodes must be a positive whole number, not {max_nodes!r}")
    if timeout is not None and not timeout > 0:
        raise ValueError(f"timeout must be a positive number of seconds, not {timeout!r}")
    if not optimize >= 0:
        raise ValueError(f"optimize must be zero or more seconds, not {optimize!r}")


class _Budget:
    """The nodes and the time left, shared by all the searches of one solve."""

    def __init__(self, max_nodes: int | None, deadline: float | None):
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.used = 0

    def allow(self, nodes: int) -> int:
        """How many of ``nodes`` the next search may expand (0: the budget is spent)."""
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            return 0
        if self.max_nodes is None:
            return nodes
        return max(0, min(nodes, self.max_nodes - self.used))

    def spend(self, outcome: Outcome) -> Outcome:
        self.used += outcome.expanded
        return outcome


def _first_line(cells: bytes, where: bytes, budget: _Budget) -> tuple[list[Step] | None, bool]:
    """The schedule: a winning line, or None and whether unwinnability was shown."""
    free = LayoutFinder(anchor_penalty=_ANCHOR_PENALTY)
    per_order: list[LayoutFinder] | None = None
    growth = 1
    while True:
        for attempt in _SCHEDULE:
            if attempt.per_order:
                if per_order is None:
                    per_order = _finders_by_promise(cells, where)
                finders = per_order
            else:
                finders = [free]
            for finder in finders:
                allowed = budget.allow(attempt.nodes * growth)
                if not allowed:
                    return None, False
                outcome = budget.spend(
                    best_first(
                        cells,
                        where,
                        finder,
                        weight=attempt.weight,
                        max_nodes=allowed,
                        deadline=budget.deadline,
                    )
                )
                if outcome.steps is not None:
                    return outcome.steps, False
                if outcome.exhausted and finder is free:
                    return None, True  # all orders, nothing pruned: nothing reachable is won
        growth *= 2


def _finders_by_promise(cells: bytes, where: bytes) -> list[LayoutFinder]:
    """One finder per suit order, the order that looks closest to a win first."""
    scored: list[tuple[int, int, LayoutFinder]] = []
    for number, order in enumerate(ALL_ORDERS):
        finder = LayoutFinder((order,), anchor_penalty=_ANCHOR_PENALTY)
        scored.append((estimate(cells, where, finder), number, finder))
    scored.sort(key=lambda entry: entry[:2])
    return [finder for _, _, finder in scored]


def _shorter_line(
    cells: bytes, where: bytes, steps: list[Step], budget: _Budget, optimize: float
) -> list[Step]:
    """Spend up to ``optimize`` more seconds looking for a line shorter than ``steps``."""
    ends = time.perf_counter() + optimize
    extra = _Budget(budget.max_nodes, ends)  # the timeout was for the first line
    extra.used = budget.used
    try:
        return _shorten(cells, where, steps, extra)
    finally:
        budget.used = extra.used


def _shorten(cells: bytes, where: bytes, steps: list[Step], budget: _Budget) -> list[Step]:
    ends = budget.deadline
    assert ends is not None
    bounds = LayoutFinder()
    guide = LayoutFinder(anchor_penalty=_ANCHOR_PENALTY)
    for number, weight in enumerate(_SHORTENING_WEIGHTS):
        # Smaller weights look wider and take longer: each gets a fair share of
        # what is left, the last one all of it.
        share_ends = time.perf_counter() + (ends - time.perf_counter()) / (
            len(_SHORTENING_WEIGHTS) - number
        )
        while (allowed := budget.allow(_NO_LIMIT)) and time.perf_counter() < share_ends:
            outcome = budget.spend(
                best_first(
                    cells,
                    where,
                    guide,
                    weight=weight,
                    max_nodes=allowed,
                    deadline=share_ends,
                    shorter_than=len(steps),
                    bounds=bounds,
                )
            )
            if outcome.exhausted:
                return steps  # no shorter line exists: this one is optimal
            if outcome.steps is None:
                break  # this weight's share is spent
            steps = outcome.steps  # and try again with the same weight, for shorter still
    return steps


def _checked(position: Position, steps: list[Step]) -> tuple[Move, ...]:
    """The line as moves, replayed through the rules: each checked, the end won."""
    moves = tuple(Move(ALL_CARDS[card], source, target) for card, source, target in steps)
    reached = position
    for move in moves:
        reached = rules.play(reached, move)  # raises IllegalMoveError on a solver bug
    if not rules.is_won(reached):
        raise AssertionError(f"the solver's line does not win: ends at {reached}")
    return moves
