"""The schedule: a winning line for a position, within a budget of nodes and seconds.

:func:`solve` is a pure function of the position and the budget, and its
answer, a :class:`SolveResult`, is an immutable, picklable value: a game can
ask for it from a worker process. Every line it returns has been replayed
through the rules (:func:`~maze_solitaire.engine.play`, checked) to a won position first.

The answers are honest about what was shown (:mod:`.answer` has the words).

How it searches (see :mod:`.search` and :mod:`.layouts` for the parts): a
schedule of weighted best-first searches, in rounds whose node allowances
double, until one finds a line or the budget is spent. Each kind of search
gets stuck on different positions, so the schedule switches early:

1. a careful search (weight 2) over all suit orders: short lines, and most
   deals are solved by it alone;
2. a very greedy dive (weight 12) over all orders: it gets past most traps
   that hold the careful search, in a few hundred nodes;
3. greedy dives (weight 8), each committed to one of the twelve suit orders
   that look closest to a win: a search free to switch layouts can be lured
   into a position where the last suit has no room left to form.

For a hint (``quick_nodes``), short dives into the six most promising orders
follow the careful search at once, on top of the budget: a line they find is
told first, and the schedule then goes on as if they had not run (a slow machine
has only some 3,000 nodes in the hint's half second).

A line found by any but the first search is then polished: its rest is
searched again carefully from a few points along it (greedy lines are
long). With ``optimize``, half the extra seconds go to searches with ever
smaller weights that accept only shorter lines and drop any position the
admissible bound shows cannot give one, and half to shortcuts along the
best line (:mod:`.shortcuts`): stretches of it searched again, aimed at the
position where the stretch ends. Time the shortcuts leave goes to searching
the line's rest again from points along it, and to shortcuts again, while
either still finds a shorter line.

The schedule was chosen by which searches solve which positions within how
many nodes: 226 of the 1,000 mid-game positions of ``bench_solver --mid-game``
(every one a hint had waited over 0.12 s for, and 120 others) against 41 kinds
of search, every schedule simulated from those counts, and the best measured
again on all 1,000 and on deals 1-200 (a first line within 0.5 s for 995 of
1,000 instead of 982, the slowest in 2.95 s instead of 3.8, and deals no slower).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from maze_solitaire.engine import Position, Variant, is_won
from maze_solitaire.solver import shortcuts
from maze_solitaire.solver.answer import (
    GAVE_UP,
    SOLVED,
    UNWINNABLE,
    Result,
    SearchProgress,
    SolveResult,
)
from maze_solitaire.solver.budget import UNLIMITED, Budget, Tick, past
from maze_solitaire.solver.compact import (
    Step,
    cells_of,
    checked_moves,
    compact_rules,
    positions_along,
    where_of,
)
from maze_solitaire.solver.exact import proven_end
from maze_solitaire.solver.layouts import Finder
from maze_solitaire.solver.polish import Shortening
from maze_solitaire.solver.search import Outcome, best_first, estimate
from maze_solitaire.solver.wins import finder_for, orders_of

DEFAULT_MAX_NODES: Final = 200_000
"""The node budget when neither nodes nor seconds are given (some 15 seconds)."""

_ANCHOR_PENALTY: Final = 8  # moves counted for a first suit with no settled card: LayoutFinder


@dataclass(frozen=True)
class _Attempt:
    weight: float
    nodes: int
    """The node allowance of each search in the first round (it doubles each round)."""
    orders: slice | None
    """None: one search over all suit orders; else one search per order, for
    these of the orders ranked by how close to a win they look."""


_SCHEDULE: Final = (
    _Attempt(weight=2.0, nodes=1000, orders=None),
    _Attempt(weight=12.0, nodes=1200, orders=None),
    _Attempt(weight=8.0, nodes=400, orders=slice(0, 12)),
)
_QUICK_WEIGHT: Final = 8.0
_QUICK_NODES: Final = 400
_QUICK_ORDERS: Final = slice(0, 6)
"""The hint's quick pass (``solve``'s ``quick_nodes``): dives of :data:`_QUICK_NODES`
nodes each into the suit orders that look closest to a win, where the careful first
search found no line. For a machine with a third of a core, where the hint's half
second is some 3,000 nodes: a dive committed to the right order often wins in a
few hundred, while the schedule's very greedy search (before its dives) spends its
1,200 first, and often in vain. They are the schedule's own first dives, made
early: the schedule takes their outcomes instead of searching again."""
_POLISH_WEIGHT: Final = 1.8
_POLISH_FROM: Final = (0.5, 0.25, 0.0)
"""Polishing searches again from these points of a greedy line, for a shorter rest of it."""
_POLISH_NODES: Final = 1500
"""The node allowance of each polishing search."""
_SHORTENING_WEIGHTS: Final = (1.6, 1.4, 1.25, 1.1, 1.0)
_AGAIN_FROM: Final = (0.75, 0.5, 0.25)
"""Once shortcuts run dry, the rest of the line is searched again from these points."""
_AGAIN_WEIGHT: Final = 1.5
_AGAIN_NODES: Final = 5000
"""The node allowance of each of those searches."""
_SHORTCUTS_SHARE: Final = 0.5
"""The share of ``optimize`` seconds left for shortcuts along the best line."""


def solve(
    position: Position,
    *,
    max_nodes: int | None = None,
    timeout: float | None = None,
    optimize: float = 0.0,
    optimize_nodes: int = 0,
    polish: bool = True,
    on_first_line: Callable[[SolveResult], object] | None = None,
    quick_nodes: int = 0,
    bounds_along: bool = False,
    prove_nodes: int = 0,
    unpark: bool = False,
    plan: tuple[Shortening, ...] = (),
    progress: Callable[[SearchProgress], object] | None = None,
) -> SolveResult:
    """Look for a winning line from ``position`` within the budget.

    ``max_nodes`` caps the positions expanded and ``timeout`` the seconds
    (both, if both are given; :data:`DEFAULT_MAX_NODES` if neither is).
    ``optimize`` adds up to that many seconds to look for a shorter line
    once one is found, ``optimize_nodes`` up to that many expanded positions
    (so that, with ``max_nodes`` and no seconds, the answer is the same on
    every machine: :mod:`.par` uses it). Without ``polish``, a line that a greedy search found
    is returned as it is, instead of being given a few thousand more nodes
    to become shorter (the tests and the benchmark use it to see what
    polishing costs and gains).
    With the same position and ``max_nodes``, and no ``timeout`` or
    ``optimize``, the answer is the same every time.

    ``on_first_line``, if given, is told the first winning line found as a
    solved answer of its own (not ``final``) whenever polishing or
    ``optimize`` is about to try to make it shorter: a hint can be shown at
    once while that goes on. ``quick_nodes`` (only with ``on_first_line``) allows
    up to that many expanded positions more, on top of the budget, for a quick
    pass (:data:`_QUICK_ORDERS`) where the careful first search finds no line: a line it
    finds is the one told, and the schedule then goes on as it would have without
    it, with the same nodes (so the answer is the same but for its node count,
    which counts the quick pass's too, even where the schedule gives up within
    the budget after a quick line was told). With ``bounds_along``, each line comes with the
    lower bound of every position along it (:attr:`SolveResult.bounds_along`),
    for a game that follows the line and shows the bound as it goes.

    ``plan`` then shortens it by fixed numbers of positions (:mod:`.polish`). With
    ``unpark``, the line, once shortened, is cleared of the cards it parks and moves
    again where one move does (:func:`~.shortcuts.unparked`: replays, no search).

    ``prove_nodes`` allows the exact search (:mod:`.exact`) up to that many
    expanded positions, after all else, to prove the end of the line a
    shortest win from where it starts (making it shorter where it is not),
    from ever farther back: :attr:`SolveResult.proven_tail` says how far it
    got, and :attr:`SolveResult.optimal` whether that is the whole line.

    ``progress``, if given, is told how the search is getting on
    (:class:`~.answer.SearchProgress`) every few hundred expanded positions: it is
    told from the budget's looks (:mod:`.budget`), and changes no node count
    and no answer. Without it, nothing is told and nothing is spent on it.

    Raises :class:`ValueError` for a budget that is not positive.

    >>> from maze_solitaire.engine import deal
    >>> answer = solve(deal(1), max_nodes=50_000)
    >>> answer.result, len(answer.moves) >= answer.lower_bound == 41
    ('solved', True)
    """
    started = time.perf_counter()
    _check_budget(max_nodes, timeout, optimize)
    if optimize_nodes < 0 or prove_nodes < 0 or quick_nodes < 0:
        raise ValueError("optimize_nodes, prove_nodes and quick_nodes must be zero or more")
    if max_nodes is None and timeout is None:
        max_nodes = DEFAULT_MAX_NODES
    deadline = None if timeout is None else started + timeout
    budget = Budget(UNLIMITED if max_nodes is None else max_nodes, deadline)
    search = _Solving(position.variant, cells_of(position), where_of(position), budget)
    if progress is not None:
        search.watcher = _Watcher(progress, started)
    bound = search.bounds.bound(search.where)

    def answer(
        result: Result, steps: list[Step] | None, *, final: bool = True, proven: int = 0
    ) -> SolveResult:
        seconds = time.perf_counter() - started
        if steps is None:
            return SolveResult(result, (), bound, search.expanded, seconds, final)
        moves = checked_moves(position, steps)
        along: tuple[int, ...] = ()
        if bounds_along:
            along = _bounds_along(search.bounds, search.cells, search.where, steps)
        return SolveResult(result, moves, bound, search.expanded, seconds, final, along, proven)

    if is_won(position):
        return answer(SOLVED, [])
    told = False

    def quick() -> None:
        """The hint's quick pass, once the careful first search has found no line."""
        nonlocal told
        found = search.quick_line(quick_nodes)
        if found is not None and on_first_line is not None:
            on_first_line(answer(SOLVED, found, final=False))
            told = True

    hurry = quick if quick_nodes > 0 and on_first_line is not None else None
    steps, proved, careful = search.first_line(hurry)
    if steps is None:
        return answer(UNWINNABLE if proved else GAVE_UP, None)
    search.best = len(steps)
    polishing = polish and not careful
    if (
        on_first_line is not None
        and not told
        and (polishing or optimize > 0 or optimize_nodes > 0 or prove_nodes > 0)
    ):
        on_first_line(answer(SOLVED, steps, final=False))
    if polishing:
        steps = search.polished(steps)
    if optimize > 0:
        steps = search.shortened(steps, optimize)
    if optimize_nodes > 0:
        steps = search.shortened_within(steps, optimize_nodes)
    for shortening in plan:
        steps = _shortened_by(search, steps, shortening)
    if unpark:
        steps = search.unparked(steps)
    proven = 0
    if search.shortest or len(steps) == bound:
        proven = len(steps)  # the shortening saw every shorter way, or the bound is met
    elif prove_nodes > 0:
        steps, proven = search.proven_tail(steps, prove_nodes)
    return answer(SOLVED, steps, proven=proven)


def _check_budget(max_nodes: int | None, timeout: float | None, optimize: float) -> None:
    if max_nodes is not None and (isinstance(max_nodes, bool) or max_nodes < 1):
        raise ValueError(f"max_nodes must be a positive whole number, not {max_nodes!r}")
    if timeout is not None and not timeout > 0:
        raise ValueError(f"timeout must be a positive number of seconds, not {timeout!r}")
    if not optimize >= 0:
        raise ValueError(f"optimize must be zero or more seconds, not {optimize!r}")


def _bounds_along(bounds: Finder, cells: bytes, where: bytes, steps: list[Step]) -> tuple[int, ...]:
    """The lower bound (by ``bounds``) of each position ``steps`` lead to from ``cells``."""
    return tuple(bounds.bound(after) for _, after in positions_along(cells, where, steps)[1:])


def _shortened_by(search: _Solving, steps: list[Step], shortening: Shortening) -> list[Step]:
    """``steps`` shortened by one search of a plan (:mod:`.polish`), on top of the budget."""
    if search.shortest:
        return steps
    finders = search.ranked()[: shortening.orders] if shortening.orders else [search.free]
    search.add(shortening.nodes * len(finders))
    for finder in finders:
        steps, optimal = search.shorter(
            search.cells, search.where, steps,
            weight=shortening.weight, nodes=shortening.nodes, deadline=None, finder=finder,
        )  # fmt: skip
        search.best, search.shortest = len(steps), optimal and finder is search.free
    return steps


class _Watcher:
    """Who is told how one call of :func:`solve` is getting on, and since when."""

    def __init__(self, progress: Callable[[SearchProgress], object], started: float):
        self._progress = progress
        self._started = started

    def tick(self, solving: _Solving) -> Tick:
        """What the next search of ``solving`` tells its count to: the whole call's nodes,
        its seconds and its best line, to the watcher."""
        progress, started = self._progress, self._started

        def told(expanded: int) -> None:
            seconds = time.perf_counter() - started
            progress(SearchProgress(solving.used + expanded, seconds, solving.best))

        return told


class _Solving:
    """One call of :func:`solve`: its position, its variant's rules, its budget, and
    the finders whose caches all its searches share."""

    def __init__(self, variant: Variant, cells: bytes, where: bytes, budget: Budget):
        self.variant = variant
        self.rules = compact_rules(variant)
        self.cells = cells
        self.where = where
        self.budget = budget
        """The whole call's: its nodes are what finding a line may spend, and what
        shortening and proving it add on top (:meth:`add`)."""
        self.used = 0
        """The nodes its searches have expanded so far."""
        self.free = finder_for(variant, anchor_penalty=_ANCHOR_PENALTY)
        self.bounds = finder_for(variant)
        self._ranked: list[Finder] | None = None
        self._quick: dict[tuple[int, float, int], Outcome] = {}
        """The quick pass's searches (by finder, weight and nodes), which the schedule
        does not make again."""
        self.reused = 0
        """Nodes counted twice in :attr:`used`: the schedule took those searches'
        outcomes from the quick pass, and counted them as if it had made them."""
        self.shortest = False
        """Whether a shortening search has shown that no line is shorter than the one held."""
        self.best: int | None = None
        """The length of the best line in hand, for :meth:`tick`."""
        self.watcher: _Watcher | None = None
        """Who is told how the call is getting on, if anyone."""

    def tick(self) -> Tick | None:
        """What the next search tells its count to (None when nobody is watching)."""
        return None if self.watcher is None else self.watcher.tick(self)

    def allow(self, nodes: int, deadline: float | None) -> int:
        """How many of ``nodes`` the next search may expand by ``deadline`` (0: none left)."""
        return self.budget._replace(deadline=deadline).allow(nodes, self.used)

    def add(self, nodes: int) -> None:
        """``nodes`` more for the budget, on top of those for finding a line."""
        self.budget = self.budget._replace(nodes=self.budget.nodes + nodes)

    def search(
        self,
        cells: bytes,
        where: bytes,
        finder: Finder,
        *,
        weight: float,
        max_nodes: int,
        deadline: float | None,
        shorter_than: int | None = None,
    ) -> Outcome:
        """One search, counted against the budget (``shorter_than`` prunes by the bound)."""
        outcome = best_first(
            cells,
            where,
            self.rules,
            finder,
            weight=weight,
            max_nodes=max_nodes,
            deadline=deadline,
            shorter_than=shorter_than,
            bounds=self.bounds,
            tick=self.tick(),
        )
        self.used += outcome.expanded
        return outcome

    def first_line(
        self, after_careful: Callable[[], object] | None = None
    ) -> tuple[list[Step] | None, bool, bool]:
        """The schedule: a winning line or None, whether the position was shown
        unwinnable, and whether the line came from the careful first search.
        ``after_careful`` is called once if that first search finds no line, before
        the schedule goes on (the hint's quick pass: see :meth:`quick_line`)."""
        growth = 1
        while True:
            for number, attempt in enumerate(_SCHEDULE):
                finders = [self.free] if attempt.orders is None else self.ranked()[attempt.orders]
                for finder in finders:
                    allowed = self.allow(attempt.nodes * growth, self.budget.deadline)
                    if not allowed:
                        return None, False, False
                    outcome = self._from_start(finder, attempt.weight, allowed)
                    if outcome.steps is not None:
                        return outcome.steps, False, growth == 1 and number == 0
                    if outcome.exhausted and finder is self.free:
                        # All orders, nothing pruned: no reachable position is won.
                        return None, True, False
                if after_careful is not None and growth == 1 and number == 0:
                    after_careful()
            growth *= 2

    @property
    def expanded(self) -> int:
        """The positions the searches of this call have expanded, each counted once."""
        return self.used - self.reused

    def _from_start(self, finder: Finder, weight: float, nodes: int) -> Outcome:
        """One search of the schedule from the start; one that the quick pass made
        already is not made again (a search is the same for the same finder, weight
        and nodes), but its nodes count again, so the schedule spends as it would
        have without the quick pass."""
        made = self._quick.get((id(finder), weight, nodes))
        if made is not None:
            self.used += made.expanded
            self.reused += made.expanded
            return made
        return self.search(
            self.cells, self.where, finder,
            weight=weight, max_nodes=nodes, deadline=self.budget.deadline,
        )  # fmt: skip

    def quick_line(self, nodes: int) -> list[Step] | None:
        """A line from the hint's quick pass (:data:`_QUICK_ORDERS`) within ``nodes`` expanded
        positions, or None.

        Its nodes come on top of the budget: after it, the schedule has as many
        left as it had before (only the deadline, if any, has come nearer)."""
        before, own = self.used, self.budget.nodes
        self.add(nodes)
        try:
            for finder in self.ranked()[_QUICK_ORDERS]:
                left = before + nodes - self.used
                allowed = min(self.allow(_QUICK_NODES, self.budget.deadline), left)
                if allowed <= 0:
                    return None
                outcome = self.search(
                    self.cells, self.where, finder,
                    weight=_QUICK_WEIGHT, max_nodes=allowed, deadline=self.budget.deadline,
                )  # fmt: skip
                if outcome.steps is not None or outcome.expanded == allowed:
                    # Not cut short by the deadline: what the schedule would find.
                    self._quick[id(finder), _QUICK_WEIGHT, allowed] = outcome
                if outcome.steps is not None:
                    return outcome.steps
            return None
        finally:
            self.budget = self.budget._replace(nodes=own + self.used - before)

    def ranked(self) -> list[Finder]:
        """One finder per suit order, the order that looks closest to a win first."""
        if self._ranked is None:
            scored: list[tuple[int, int, Finder]] = []
            for number, order in enumerate(orders_of(self.variant)):
                finder = finder_for(self.variant, (order,), anchor_penalty=_ANCHOR_PENALTY)
                scored.append((estimate(self.cells, self.where, finder), number, finder))
            scored.sort(key=lambda entry: entry[:2])
            self._ranked = [finder for _, _, finder in scored]
        return self._ranked

    def polished(self, steps: list[Step]) -> list[Step]:
        """A greedy line, its rest searched again, carefully, from a few points along it.

        The greedy search got past what stopped the careful one, usually early
        on, and then played on greedily: from a point past the hard part, a
        careful search bounded by the rest of the line often finds a shorter
        rest.
        """
        return self.searched_again(
            steps, _POLISH_FROM, _POLISH_WEIGHT, _POLISH_NODES, self.budget.deadline
        )

    def searched_again(
        self,
        steps: list[Step],
        fractions: tuple[float, ...],
        weight: float,
        nodes: int,
        deadline: float | None,
    ) -> list[Step]:
        """``steps``, the rest of it searched again from these fractions of the way
        for a shorter rest (``nodes`` for each)."""
        for fraction in fractions:
            done = int(len(steps) * fraction)
            cells, where = positions_along(self.cells, self.where, steps[:done])[-1]
            rest, _ = self.shorter(
                cells, where, steps[done:], weight=weight, nodes=nodes, deadline=deadline
            )
            steps = steps[:done] + rest
            self.best = len(steps)
        return steps

    def shortened(self, steps: list[Step], seconds: float) -> list[Step]:
        """Spend up to ``seconds`` more looking for a line shorter than ``steps``.

        The timeout was for finding a line: these seconds come on top. The
        first half goes to whole searches again, with ever smaller weights
        (each a fair share of what is left, the last all of it); they find
        lines that take another road. The rest goes to shortcuts along the
        best line (:mod:`.shortcuts`), which take out its detours, and, if
        they run dry early, to searching the rest of the line again from
        points along it, then shortcuts again, while that finds anything.
        """
        ends = time.perf_counter() + seconds
        searches_end = ends - seconds * _SHORTCUTS_SHARE
        for number, weight in enumerate(_SHORTENING_WEIGHTS):
            left = searches_end - time.perf_counter()
            share_ends = time.perf_counter() + left / (len(_SHORTENING_WEIGHTS) - number)
            steps, optimal = self.shorter(
                self.cells, self.where, steps, weight=weight, nodes=UNLIMITED, deadline=share_ends
            )
            self.best = len(steps)
            if optimal:
                self.shortest = True
                return steps
        steps = self.shortcuts(steps, ends)
        while not past(ends):
            before = len(steps)
            steps = self.searched_again(steps, _AGAIN_FROM, _AGAIN_WEIGHT, _AGAIN_NODES, ends)
            if len(steps) == before:
                break
            steps = self.shortcuts(steps, ends)
        return self.unparked(steps)

    def unparked(self, steps: list[Step]) -> list[Step]:
        """``steps`` with each card it parks and moves again moved once where the rules
        let it (:func:`~.shortcuts.unparked`: replays, no search)."""
        steps = shortcuts.unparked(self.cells, self.where, steps, rules=self.rules)
        self.best = len(steps)
        return steps

    def shortened_within(self, steps: list[Step], nodes: int) -> list[Step]:
        """``shortened``, by expanded positions instead of seconds: the same answer on
        every machine. A share for each search with a smaller weight, one for the
        shortcuts, each share what the last left over plus its own."""
        self.add(nodes)
        share = nodes // (len(_SHORTENING_WEIGHTS) + 1)
        spare = 0
        for weight in _SHORTENING_WEIGHTS:
            before = self.used
            steps, optimal = self.shorter(
                self.cells, self.where, steps, weight=weight, nodes=share + spare, deadline=None
            )
            self.best = len(steps)
            if optimal:
                self.shortest = True
                return steps
            spare += share - (self.used - before)
        return self.shortcuts(steps, None, share + spare)

    def shortcuts(
        self, steps: list[Step], deadline: float | None, nodes: int | None = None
    ) -> list[Step]:
        """``steps`` with shortcuts spliced in (:func:`~.shortcuts.shorten`)."""
        steps = shortcuts.shorten(
            self.cells, self.where, steps, deadline,
            rules=self.rules, max_nodes=nodes, tick=self.tick(),
        )  # fmt: skip
        self.best = len(steps)
        return steps

    def proven_tail(self, steps: list[Step], nodes: int) -> tuple[list[Step], int]:
        """``steps`` with its end proven shortest as far back as ``nodes`` expanded
        positions reach (on top of the budget), and how many of its last moves
        that is (:func:`~.exact.proven_end`)."""
        self.add(nodes)
        found = proven_end(  # with nothing allowed, only an end the bound meets
            self.cells, self.where, steps, self.rules, self.bounds,
            max_nodes=self.allow(nodes, self.budget.deadline), deadline=self.budget.deadline,
            tick=self.tick(),
        )  # fmt: skip
        self.used += found.expanded
        return found.steps, found.proven

    def shorter(
        self,
        cells: bytes,
        where: bytes,
        steps: list[Step],
        *,
        weight: float,
        nodes: int,
        deadline: float | None,
        finder: Finder | None = None,
    ) -> tuple[list[Step], bool]:
        """The shortest line from ``cells`` one weight (and ``finder``) finds within ``nodes``.

        Each line found sets the bar for the next search. Returns that line
        (or ``steps`` itself) and whether a search showed that none shorter
        exists.
        """
        left = nodes
        while allowed := self.allow(left, deadline):
            outcome = self.search(
                cells, where, finder or self.free,
                weight=weight, max_nodes=allowed, deadline=deadline,
                shorter_than=len(steps),
            )  # fmt: skip
            left -= outcome.expanded
            if outcome.exhausted:
                return steps, True
            if outcome.steps is None:
                break
            steps = outcome.steps
        return steps, False
