"""The figures of a game now: what the status line, ``status`` and the win line say."""

# No "from __future__ import annotations": see fullscreen/view.py.

from typing import NamedTuple

from maze_solitaire.engine import Code, Variant
from maze_solitaire.solver.answer import SolveResult


class Status(NamedTuple):
    """The game's figures, and what the solver says of the position on the board."""

    code: Code | None
    """The deal's share code; ``None`` for a game from a given position."""
    rules: Variant
    moves: int
    seconds: float
    answer: SolveResult | None
    """What the solver found for the position, if anything yet."""
    searching: bool
    """Whether the solver still looks at the position (or would, given the chance)."""
    failure: str
    """Why the last search failed, when it did (empty otherwise): nothing is known then."""
    saving: bool | None
    """Whether progress is saved; ``None`` where no games are kept at all."""
    helped: bool
    """Whether hints or the demo helped in this game."""
    scripted: bool = False
    """Whether moves came from a file or a pipe."""
    demo: float | None = None
    """The demo's seconds a move while it plays; ``None`` when it does not."""
    par: int | None = None
    """Par for the game's start, once known."""
