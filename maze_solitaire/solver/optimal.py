"""The shortest win of a whole deal, proven where a node budget reaches: ``solve --optimal``.

Two searches, both counted in expanded positions, so the answer is the same
on every machine and every run:

1. par's fixed search (:func:`~.par.par_of`) finds a line: the upper bound,
   and the yardstick the game measures players against;
2. the exact search (:func:`~.exact.shortest`, A* on the admissible,
   consistent lower bound) looks at every position whose moves so far plus
   bound stay under that line's length, within ``max_nodes``.

If it sees them all, the answer is proven: either it found a shorter line
(the first won position A* takes is a shortest win) or none exists and par's
line is a shortest win. If the budget runs out first, it still proves
something: A* takes positions in order of ``moves so far + bound``, so no win
is shorter than the least of them still queued, and that is the answer's
``lower_bound`` -- "no line shorter than N", never "optimal".
"""

from __future__ import annotations

import time
from typing import Final, NamedTuple

from maze_solitaire.engine import Position, is_won
from maze_solitaire.solver.answer import (
    GAVE_UP,
    OPTIMAL_NODES,
    SOLVED,
    UNWINNABLE,
    SolveResult,
)
from maze_solitaire.solver.budget import Tick
from maze_solitaire.solver.compact import (
    as_step,
    cells_of,
    checked_moves,
    compact_rules,
    where_of,
)
from maze_solitaire.solver.exact import shortest
from maze_solitaire.solver.par import par_of
from maze_solitaire.solver.wins import finder_for

SOLVED_ALREADY: Final = SolveResult(SOLVED, (), 0, 0, 0.0)
"""The answer for a won position: no move, and none can be fewer."""


class Optimal(NamedTuple):
    """:func:`solve_optimal`'s answer, and the length of par's line it started from (None
    when par's search found none): the yardstick a proven length is measured against."""

    answer: SolveResult
    par: int | None
    proof_nodes: int = 0
    """The positions the exact search expanded: the least ``max_nodes`` that gives the
    same answer (the search is deterministic)."""


def solve_optimal(
    position: Position, *, max_nodes: int = OPTIMAL_NODES, tick: Tick | None = None
) -> Optimal:
    """A shortest win from ``position``, proven if ``max_nodes`` expanded positions of the
    exact search reach that far (:attr:`SolveResult.optimal` says whether they did).

    The answer's ``lower_bound`` is what was proven: no win takes fewer moves
    (the line's length when proven); ``nodes`` counts par's search and the
    exact one. ``tick`` is told the exact search's count every so often.

    Deal 1 after 24 moves of a line (a whole deal's par takes seconds), with too few
    positions to prove its line: it still proves more than the plain bound, 23.

    >>> from maze_solitaire.engine import Position
    >>> position = Position.parse(
    ...     "7H 8H 9H 5H -- -- JH 6H 9S / TS JS QS AD 3S 3D 4D 5D 6D / 7D AS 2S 5C 6C 8D 9D"
    ...     " TD JD / QD TH 8C 3C 4C 6S 7S AC 5S / 9C TC JC QC AH QH 2H 3H 4H / -- 4S 2D 8S"
    ...     " -- -- 2C -- 7C"
    ... )
    >>> answer, par, _ = solve_optimal(position, max_nodes=100)
    >>> answer.solved, answer.optimal, 23 < answer.lower_bound < len(answer.moves) == par
    (True, False, True)
    """
    if isinstance(max_nodes, bool) or max_nodes < 1:
        raise ValueError(f"max_nodes must be a positive whole number, not {max_nodes!r}")
    started = time.perf_counter()
    if is_won(position):
        return Optimal(SOLVED_ALREADY, 0)
    par = par_of(position)
    if par.par is None:
        result = UNWINNABLE if par.unwinnable else GAVE_UP
        seconds = time.perf_counter() - started
        return Optimal(SolveResult(result, (), par.lower_bound, par.nodes, seconds), None)
    steps = [as_step(move) for move in par.moves]
    found = shortest(
        cells_of(position),
        where_of(position),
        compact_rules(position.variant),
        finder_for(position.variant),
        shorter_than=len(steps),
        max_nodes=max_nodes,
        tick=tick,
    )
    if found.steps is not None:
        steps = found.steps
    moves = checked_moves(position, steps)  # replayed through the rules to a win
    answer = SolveResult(
        SOLVED,
        moves,
        max(found.floor, par.lower_bound),
        par.nodes + found.expanded,
        time.perf_counter() - started,
        proven_tail=len(moves) if found.proven else 0,
    )
    return Optimal(answer, par.par, found.expanded)
