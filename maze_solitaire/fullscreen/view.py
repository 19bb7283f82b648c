"""What one frame draws: a small immutable value, so that drawing needs nothing else.

The controller makes a :class:`View` for each frame
(:meth:`~maze_solitaire.play.controller.Controller.view`); the renderer turns
it into a canvas and reads nothing else: no controller, no storage, no clock.
What the rules say of the position (cards in place, blocked gaps) the
renderer asks the engine, which is as pure.
"""

# No "from __future__ import annotations" here (nor in the other modules with
# NamedTuples on the way to the first frame): NamedTuple compiles each field's
# annotation when it is a string, and the game's start-up would pay for it.

from typing import NamedTuple

from maze_solitaire.engine import Code, Move, Position, Slot
from maze_solitaire.fullscreen.themes import CLASSIC, Theme
from maze_solitaire.play.modes import Mode
from maze_solitaire.solver.answer import SolveResult
from maze_solitaire.words import Glyphs, screen


class Look(NamedTuple):
    """How to draw."""

    glyphs: Glyphs
    color: bool
    four_color: bool = False
    wave: int | None = None
    """The win animation's frame, or ``None`` when it is not running."""
    theme: Theme = CLASSIC
    """The styles and colours drawn (the colours only with :attr:`color`)."""


class Status(NamedTuple):
    """The figures of the status line and the win line."""

    code: Code | None
    """The deal's share code; ``None`` for a game from a given position."""
    rules: str
    """The name of the variant played."""
    moves: int
    seconds: float
    answer: SolveResult | None
    """What the solver found for the position, if anything yet."""
    searching: bool
    saving: bool | None
    """Whether progress is saved; ``None`` where no games are kept at all."""
    helped: bool
    """Whether hints or the demo helped in this game."""
    demo: float | None = None
    """The demo's seconds a move while it plays; ``None`` when it does not."""
    par: int | None = None
    """Par for the game's start, once known."""

    def won(self, dash: str) -> list[str]:
        """The win in words, against par once it is known, the longest form first."""
        return screen.won(
            self.code, self.moves, self.seconds, helped=self.helped, par=self.par, dash=dash
        )


class View(NamedTuple):
    position: Position
    mode: Mode
    cursor: Slot
    hint: Move | None
    """The hinted move, when it was found for this very position."""
    status: Status
    message: str
    look: Look
    welcome: bool = False
    """Whether to greet a first game (under no message) until its first move."""
