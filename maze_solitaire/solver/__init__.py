"""The solver: winning lines, an admissible lower bound, and honest answers.

It reads the rules from :mod:`maze_solitaire.engine` and nothing else of
the package. Its modules, from the answer out to the search:

- :mod:`.answer` -- :class:`SolveResult` and the result words; tiny, so the
  game imports it at no start-up cost (this package imports only it);
- :mod:`.compact` -- the compact form of a position and every step on it;
- :mod:`.layouts` -- won layouts: the lower bound and the layout to aim at
  (:mod:`.runs` for the runs win, :mod:`.wins` to tell them apart);
- :mod:`.budget` -- what a search may spend: nodes, and a deadline that only
  ends it sooner;
- :mod:`.table` -- what a search keeps: its positions numbered in flat arrays, its
  queue in buckets;
- :mod:`.search` -- weighted best-first search;
- :mod:`.shortcuts` -- a found line made shorter, stretch by stretch;
- :mod:`.exact` -- A* on the bound: a line's end proven a shortest win;
- :mod:`.core` -- which core runs the searches: the compiled one (C files beside
  the modules they mirror, with the same answers) where it was built, else
  these pure Python modules;
- :mod:`.optimal` -- a whole deal's shortest win proven where a node budget
  reaches (``solve --optimal``), else the fewest moves a win could take;
- :mod:`.schedule` -- :func:`~.schedule.solve`: which searches run, within
  what budget. Import it where the search runs: it is the heavy part.

Glossary (the engine's own words, slot, gap, card, move, are in its docstring):

compact form
    A position as two byte strings, ``cells`` and ``where`` (:mod:`.compact`).
step
    A move in compact form, ``(card, source, target)``.
line
    Steps from a position to a won one; every line given out is replayed
    through the rules first.
won layout
    One of the layouts that win: a *suit order* (which suit's run comes
    first, …, last: 24 of them) and where the six gaps fall among the cards.
shift
    The number of gaps read before a card in a won layout (0-6).
block
    A run's place in the suit order (0-3); its cards' slots are
    ``12 * block + rank index + shift``.
settled
    A card already in its slot of a won layout. Unsettled cards must each
    move at least once, so ``48 -`` the most settled cards of any won
    layout is the *lower bound*: admissible, no win takes fewer moves.
target
    The won layout a search aims at from a position, and the slot it gives
    each unsettled card; a move there is a *home* move.
estimate
    What a search guesses the moves left to be (not a bound): the unsettled
    cards, plus one per *cycle* of cards holding each other's slots.
node, expanded
    A position a search has reached; expanded once its moves were made.
budget
    The nodes a search may expand (so its answer is the same on every
    machine), and perhaps a deadline, which can only end it sooner.
weight
    How greedy a search is: nodes are taken by ``moves + weight * estimate``.
schedule
    The searches :func:`~.schedule.solve` runs in turn, within the budget.
polish
    Searching a greedy line's rest again, carefully, for a shorter one.
proven end
    The last moves of a line that the exact search showed no shorter win
    can replace; a line proven whole is *optimal*.
window, slack
    A stretch of a line between two of its positions, and its width less
    the cards that differ between its ends: the most a shortcut could save.
"""

import os
from types import ModuleType
from typing import Final

from maze_solitaire.solver.answer import (
    GAVE_UP,
    SOLVED,
    UNWINNABLE,
    Result,
    SolveResult,
)

__all__ = ["CORE_VARIABLE", "GAVE_UP", "SOLVED", "UNWINNABLE", "Result", "SolveResult"]

CORE_VARIABLE: Final = "MAZE_SOLITAIRE_CORE"
"""Set to ``pure`` in the environment, it makes the pure Python core run the searches
even where the compiled one was built (:mod:`.core`)."""


def compiled_core() -> ModuleType | None:
    """The compiled core (the C extension), if it was built and :data:`CORE_VARIABLE`
    does not ask for the pure one; else None. Loads no search."""
    if os.environ.get(CORE_VARIABLE, "").strip().lower() == "pure":
        return None
    try:
        from maze_solitaire.solver import _compiled  # type: ignore[attr-defined]
    except ImportError:
        return None
    found: ModuleType = _compiled
    return found


def core_name() -> str:
    """Which core runs the searches: ``compiled`` or ``pure`` (see :mod:`.core`)."""
    return "pure" if compiled_core() is None else "compiled"
