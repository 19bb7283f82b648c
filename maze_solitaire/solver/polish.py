"""Plans for making a line shorter by fixed numbers of positions: par's and ``solve``'s.

A plan is a series of shortening searches, each a weight and a node allowance,
run on top of the budget that found the line, so the line it makes is the same
on every machine and on both cores. Each search accepts only a line shorter
than the one in hand and drops every position the admissible bound shows cannot
give one (:meth:`~.schedule._Solving.shorter`); one over all suit orders
(``orders`` 0) may show that no shorter line exists, and the plan ends there.

Why these searches: on deals 1-40, weights 1.6 and 1.4 over all suit orders
found nearly every shorter line the old shares of 1.6 down to 1.0 found (1.25,
1.1 and 1.0 within tens of thousands of positions almost never found one, as
the bound is some six moves short of the optimum); searches committed each to
one of the twelve suit orders nearest a win then shortened the deals whose line
went the long way round (deal 10: 70 moves to 52; deal 14: 77 to 63).
"""

from __future__ import annotations

from typing import Final, NamedTuple


class Shortening(NamedTuple):
    """One search of a plan: ``weight``, and ``nodes`` expanded positions, over all suit
    orders (``orders`` 0) or for each of the ``orders`` that look nearest a win."""

    weight: float
    nodes: int
    orders: int = 0


PAR_PLAN: Final = (
    Shortening(1.6, 50_000),
    Shortening(1.4, 50_000),
    Shortening(1.5, 15_000, orders=12),
)
"""Par's (:mod:`.par`): 280,000 positions, about a CPU-second at the median on the
compiled core (``bench_solver --par``)."""

SOLVE_PLAN: Final = (Shortening(1.6, 8_000), Shortening(1.4, 8_000))
"""``solve``'s, when no ``--optimize`` seconds are given: 16,000 positions, some
0.06 CPU seconds on the compiled core, that take the median line on deals 1-200
from 63 moves to 57 (``bench_solver --solve-process``)."""
