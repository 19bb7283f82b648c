"""Par in the game: found in the background once per deal, kept by the saved games.

Par is a fixed, node-budgeted search (:mod:`maze_solitaire.solver.par`): a
few seconds of work that must never hold the game up. The event loop runs
:func:`find_par` in a worker process of its own, at a lower priority than
the hint's search, for the start :meth:`Pars.wanted` names, and hands the
answer to :meth:`Pars.learn`, which keeps it (and has the recorder store
it, so that the deal's par is never sought twice).
"""

import contextlib
import os
from collections.abc import Callable
from typing import Final, Protocol

from maze_solitaire.engine import Position
from maze_solitaire.solver.answer import PAR_VERSION, PROVE_NODES, Par

NICENESS: Final = 10
"""How much lower the par search's priority is than the game's: a hint, which the
player waits for, gets the processor first."""


def lower_priority() -> None:
    """Lower this (worker) process's priority by :data:`NICENESS`, where the system can."""
    with contextlib.suppress(OSError, AttributeError):  # os.nice: not on Windows
        os.nice(NICENESS)


def find_par(start: Position, early: Callable[[Par], None]) -> Par:
    """Par for ``start``, in the worker process: told ``early`` as soon as it is found,
    then with its line's end proven shortest as far back as :data:`PROVE_NODES`
    reach (a shorter end spliced in), the line the demo and the hint then follow."""
    lower_priority()
    from maze_solitaire.solver.ends import with_proven_end  # the search: only in the worker
    from maze_solitaire.solver.par import par_of

    found = par_of(start)
    if not found.moves:
        return found
    early(found)
    line = with_proven_end(start, found.moves, PROVE_NODES)
    nodes = found.nodes + line.expanded
    return found._replace(moves=line.moves, proven_tail=line.proven, nodes=nodes)


def prepare_par() -> None:
    """Import the par search in the game's own process, before its first worker is
    forked (see :class:`~.workers.Worker`)."""
    import maze_solitaire.solver.ends  # the search: loaded for the workers
    import maze_solitaire.solver.par
    import maze_solitaire.solver.schedule  # noqa: F401  # which par's search runs


class ParRecorder(Protocol):
    """Where pars are kept (the :class:`~maze_solitaire.storage.Store`); it never raises."""

    def par(self, start: Position, version: int) -> tuple[int | None, int] | None: ...

    def remember_par(
        self, start: Position, version: int, par: int | None, lower_bound: int
    ) -> None: ...


class Pars:
    """The pars known to this game, by start: read from the recorder once, or found."""

    def __init__(self, recorder: ParRecorder | None):
        self._recorder = recorder
        self._known: dict[Position, int | None] = {}
        """Settled: par, or ``None`` when the fixed search found no line (or failed);
        either way it is not sought again."""
        self._looked_up: set[Position] = set()
        """Starts already asked of the recorder (once each: never a read per frame)."""
        self._optimal: set[Position] = set()
        """Starts whose par is their proven shortest win (a daily's: :mod:`.optima`)."""

    def of(self, start: Position) -> int | None:
        """Par for ``start``, once known."""
        self._look_up(start)
        return self._known.get(start)

    def optimal(self, start: Position) -> bool:
        """Whether par for ``start`` is proven the fewest moves a win takes."""
        return start in self._optimal

    def learn_optimum(self, start: Position, length: int) -> None:
        """``start``'s proven shortest win is ``length`` moves: its par from now on (it is
        not sought, and a par found by the search does not replace it)."""
        self._looked_up.add(start)
        self._known[start] = length
        self._optimal.add(start)

    def wanted(self, start: Position) -> bool:
        """Whether par for ``start`` is still to be found."""
        self._look_up(start)
        return start not in self._known

    def learn(self, start: Position, found: Par | None) -> None:
        """The worker's answer (``None``: the search failed; par stays unknown). Par
        comes first early, then again with its line's end proven: it is kept once, and
        a proof that fails after it (the worker's process died) does not unlearn it."""
        par = None if found is None else found.par
        if start in self._optimal:
            return
        if start in self._known and (self._known[start] == par or found is None):
            return
        self._known[start] = par
        if found is not None and self._recorder is not None:
            self._recorder.remember_par(start, PAR_VERSION, found.par, found.lower_bound)

    def _look_up(self, start: Position) -> None:
        if start in self._looked_up:
            return
        self._looked_up.add(start)
        if self._recorder is not None and start not in self._known:
            stored = self._recorder.par(start, PAR_VERSION)
            if stored is not None:
                self._known[start] = stored[0]
