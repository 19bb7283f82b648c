"""Par: the length of the best line a fixed, node-budgeted search finds for a deal.

A budget in seconds gives a different answer on a faster machine; a budget
in expanded positions gives the same answer everywhere and every time, so
par is a number players can compare. The budget is one constant per
variant, chosen so that par takes a few seconds at the median on the
development machine (``bench_solver --par`` measures it). Changing a budget
changes par: keep :data:`~.answer.PAR_VERSION` in step, so stored pars from
another budget are known to be stale (it and :class:`~.answer.Par` live in
the solver's face, :mod:`.answer`, which the game imports at no cost).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from maze_solitaire.engine import Position
from maze_solitaire.solver.answer import Par, SearchProgress
from maze_solitaire.solver.polish import PAR_PLAN

FIND_NODES: Final = 200_000
"""Expanded positions allowed to find a first line."""
SHORTEN_NODES: Final = sum(s.nodes * max(s.orders, 1) for s in PAR_PLAN)
"""Expanded positions allowed at most to make the line shorter (:data:`~.polish.PAR_PLAN`),
the same for every variant."""


def par_of(position: Position, progress: Callable[[SearchProgress], object] | None = None) -> Par:
    """Par for ``position``: the same on every machine and every run (``progress`` is
    told how the search is getting on, and changes nothing: see ``solve``)."""
    from maze_solitaire.solver.schedule import solve  # the heavy part: see the package

    answer = solve(
        position,
        max_nodes=FIND_NODES,
        plan=PAR_PLAN,
        unpark=True,
        progress=progress,
    )
    if not answer.solved:
        return Par(None, answer.lower_bound, (), answer.result == "unwinnable", answer.nodes)
    return Par(len(answer.moves), answer.lower_bound, answer.moves, nodes=answer.nodes)
