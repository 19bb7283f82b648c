"""What one frame draws: a small immutable value, so that drawing needs nothing else.

The full-screen game makes a :class:`View` for each frame
(:meth:`~maze_solitaire.fullscreen.front.FullScreen.view`); the renderer turns
it into a canvas and reads nothing else: no controller, no storage, no clock.
What the rules say of the position (cards in place, blocked gaps) the
renderer asks the engine, which is as pure.
"""

# No "from __future__ import annotations" here (nor in the other modules with
# NamedTuples on the way to the first frame): NamedTuple compiles each field's
# annotation when it is a string, and the game's start-up would pay for it.

from typing import Final, NamedTuple

from maze_solitaire.engine import Move, Position, Slot
from maze_solitaire.fullscreen.overlays import Overlay
from maze_solitaire.play.modes import Mode
from maze_solitaire.play.status import Showing, Status
from maze_solitaire.system import Reach
from maze_solitaire.themes import CLASSIC, Theme
from maze_solitaire.values import Value
from maze_solitaire.words import Glyphs


class Look(Value):
    """How to draw."""

    __match_args__ = (
        "glyphs", "color", "four_color", "wave", "theme", "here", "showing", "closed",
    )  # fmt: skip
    __slots__ = __match_args__

    def __init__(
        self,
        glyphs: Glyphs,
        color: bool,
        four_color: bool = False,
        wave: int | None = None,
        theme: Theme = CLASSIC,
        *,
        here: Reach | None = None,
        showing: Showing = Showing(),  # noqa: B008 (a value, never changed)
        closed: int | None = None,
    ):
        self.glyphs: Final = glyphs
        self.color: Final = color
        self.four_color: Final = four_color
        self.wave: Final = wave
        """The win animation's frame, or ``None`` when it is not running."""
        self.theme: Final = theme
        """The styles and colours drawn (the colours only with :attr:`color`)."""
        self.here: Final = here
        """What the terminal can do: the help names the stand-in drawn for, if any."""
        self.showing: Final = showing
        """Which figures the status line shows (the solver's word, the time)."""
        self.closed: Final = closed
        """A won board drawn as four clean rows: how far the runs have closed up, from 0
        (the board as played) to :data:`CLOSE_FRAMES` (the rows); ``None``: the board as
        played (no win, or a win not cheered: scripted, or made by the demo)."""


CLOSE_FRAMES: Final = 20
"""The frames of the runs closing up into four rows after a win."""


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
    overlay: Overlay | None = None
    """What is drawn over the board, or in the line under it (a number typed)."""
    hint_step: int = 2
    """How far the hint is shown: 1, its card alone is marked; from 2, its gap too."""
    mark: str = "*"
    """What marks the hinted move under its card and gap (a replay's costly move: ``!``)."""
