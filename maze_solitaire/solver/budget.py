"""The budget: how much one search may spend, and the one rule for spending it.

The rule, for every search and for the schedule of them: a budget of
*nodes* (expanded positions) gives the same answer on every machine and every
run; a *deadline* only ends a search sooner, and the clock is looked at only
every :data:`CHECK_CLOCK_EVERY` expansions (far dearer than the integer
comparison that stands for it in between).

A search's inner loop pays one integer comparison an expansion::

    budget = Budget(max_nodes, deadline)
    limit = budget.next_check(0)
    ...
        if expanded >= limit:  # seldom: the node budget, or time to look at the clock
            if budget.spent(expanded):
                return ...  # gave up
            limit = budget.next_check(expanded)

A budget given a ``tick`` also looks in at that pace when it has no deadline,
and tells the tick the search's count each time: a search's progress, told
without changing what it does (:meth:`Budget.spent` answers the same). With
no tick and no deadline, nothing is looked at before the node budget.

``expanded`` is the search's own count, and each search counts as it always
has, so that node counts stay the same: the best-first search counts the
position it has just taken (so the one it stops on is counted, unexpanded);
the exact and shortcut searches only the positions they have expanded.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Final, NamedTuple

Tick = Callable[[int], object]
"""Told a search's count of expanded positions every so often (see :class:`Budget`)."""

CHECK_CLOCK_EVERY: Final = 256
"""Expansions between two looks at the clock: a few milliseconds of search at the
speeds measured (README), so a deadline is overshot by no more than that."""
UNLIMITED: Final = 2**62
"""More nodes than any search expands: a budget that only its deadline ends."""


def past(deadline: float | None) -> bool:
    """Whether ``deadline`` (a :func:`time.perf_counter` value; None: there is none)
    has come: the one look at the clock that every budget takes.

    >>> past(None), past(time.perf_counter() - 1), past(time.perf_counter() + 60)
    (False, True, False)
    """
    return deadline is not None and time.perf_counter() >= deadline


class Budget(NamedTuple):
    """``nodes`` expanded positions at most, and, if given, until ``deadline`` (a
    :func:`time.perf_counter` value). The nodes make an answer the same everywhere;
    the deadline may only end a search sooner.

    >>> Budget(1000).spent(999), Budget(1000).spent(1000)
    (False, True)
    """

    nodes: int
    deadline: float | None = None
    tick: Tick | None = None
    """Told ``expanded`` at every look (every :data:`CHECK_CLOCK_EVERY`): progress."""

    def spent(self, expanded: int) -> bool:
        """Whether a search that has counted ``expanded`` positions must stop now:
        every node is spent, or the deadline has come (the clock looked at now).
        The tick, if any, is told ``expanded`` first; it changes nothing."""
        if self.tick is not None:
            self.tick(expanded)
        return expanded >= self.nodes or past(self.deadline)

    def next_check(self, expanded: int) -> int:
        """The count at which a search that has counted ``expanded`` positions asks
        :meth:`spent` next: the node budget, or the next look at the clock if sooner.

        >>> Budget(1000).next_check(0), Budget(1000, 1e9).next_check(0)
        (1000, 256)
        >>> Budget(300, 1e9).next_check(256), Budget(1000, tick=print).next_check(0)
        (300, 256)
        """
        if self.deadline is None and self.tick is None:
            return self.nodes
        return min(self.nodes, expanded - expanded % CHECK_CLOCK_EVERY + CHECK_CLOCK_EVERY)

    def allow(self, nodes: int, used: int) -> int:
        """How many of ``nodes`` the next of a series of searches may expand when
        ``used`` of this budget are spent already: 0 once it is spent (every node,
        or the deadline come).

        >>> Budget(1000).allow(400, 700), Budget(1000).allow(400, 1000)
        (300, 0)
        """
        return 0 if self.spent(used) else min(nodes, self.nodes - used)


def counted_from(tick: Tick, before: int) -> Tick:
    """``tick``, told ``before`` more than it is given: a search's count as part of a
    series of searches.

    >>> counted_from(print, 1000)(24)
    1024
    """
    return lambda expanded: tick(before + expanded)
