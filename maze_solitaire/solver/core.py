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
"""

from __future__ import annotations

from types import ModuleType

from maze_solitaire.solver import compiled_core

compiled: ModuleType | None = compiled_core()
"""The compiled core, when it runs the searches; None when the pure Python one does.
(The tests set it to compare the two.)"""
