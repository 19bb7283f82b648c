"""Which core runs the searches: the compiled one where it was built, else pure Python.

The searches' inner loops (:func:`~.search.best_first`, the A* of :mod:`.exact` and
:mod:`.shortcuts`, and the won layouts of :mod:`.layouts` and :mod:`.runs` they
ask) exist twice: in the Python modules, and in C, in the extension
``maze_solitaire.solver._compiled``, built with the package wherever a C compiler
is (each C file mirrors the Python module of the same name, which documents it).
Both give the same answers to the bit: the same lines, the same node counts, on
every budget (``tests/test_cores.py`` holds them to it, and to the answers of the
code before the compiled core existed).

:data:`CORE_VARIABLE` set to ``pure`` in the environment makes every search run
the pure Python core (``maze-solitaire --version`` says which core runs).

How the two meet: a compiled search runs when it is given compiled finders
(:func:`~.wins.finder_for` makes them while the compiled core runs: a finder's
caches are then one, for Python and C alike) and the compact rules' compiled
tables (:attr:`~.compact.CompactRules.compiled`); else the Python loop runs. The
deadline stays a value only the budget (:mod:`.budget`, Python) reads: the C loops
ask it at its looks, as the Python ones do.

What the compiled core knows of Maze is its finders (``layouts.c``, ``runs.c``) and
the engine's two wins (``compact.c``: ``rules_is_won``); the slots, the cards,
the gaps, the neighbours and what fills a gap are the variant's tables. A new kind
of win (the Gaps family's) is a finder in Python and in C (a bound and a target from
``where``), a case in ``_compiled.c``'s three finder functions and in ``compact.c``'s
win: the search loops stay as they are.
"""

from __future__ import annotations

import functools
from types import ModuleType
from typing import TYPE_CHECKING

from maze_solitaire.solver import compiled_core

if TYPE_CHECKING:
    from maze_solitaire.solver.layouts import Finder


def _extension() -> ModuleType | None:
    try:
        from maze_solitaire.solver import _compiled  # type: ignore[attr-defined]
    except ImportError:
        return None
    found: ModuleType = _compiled
    return found


extension: ModuleType | None = _extension()
"""The compiled core if it was built, whichever core runs (the compact rules keep their
tables for it either way)."""
compiled: ModuleType | None = compiled_core()
"""The compiled core, when it runs the searches; None when the pure Python one does.
(The tests set it to compare the two.)"""


def compiled_finder(
    win: str,
    orders: tuple[tuple[int, int, int, int], ...],
    anchor_penalty: int,
    fits_no_block: tuple[tuple[bool, ...], ...],
) -> Finder:
    """A finder of won layouts of the kind ``win`` (``reading`` or ``runs``) in the
    compiled core: its bound and its targets those of :class:`~.layouts.LayoutFinder`
    or :class:`~.runs.RunLayoutFinder` (``fits_no_block`` is theirs), and the one a
    compiled search takes."""
    assert compiled is not None
    finder: Finder = _finder_class(compiled.Finder)(win, orders, anchor_penalty)
    finder.fits_no_block = fits_no_block
    return finder


@functools.cache
def _finder_class(base: type) -> type:
    from maze_solitaire.solver.layouts import Target

    class CompiledFinder(base):  # type: ignore[misc]
        """A compiled finder, its target given as a :class:`~.layouts.Target`."""

        fits_no_block: tuple[tuple[bool, ...], ...]

        def target(self, where: bytes) -> Target:
            return Target(*self._target(where))

    return CompiledFinder
