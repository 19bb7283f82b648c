"""What the screen is doing: one value that carries its own data, so no two can disagree.

::

    Playing --Enter with several moves offered--> Choosing(choice)
    Choosing --a pick--> Playing (the move made); --Esc, another key--> Playing
    Playing --r / n with moves made--> Asking(question) --y--> Playing
    Playing, Choosing, Won --?/F1--> Helping(under, page) --any key--> the next page, or under
    Playing, Choosing, Won --s--> Statistics(lines, under) --any key--> under
    Playing, Choosing, Won --P--> Paused(under) --any key--> under
    Playing, Choosing, Won --g--> Entering(text) --Enter--> the deal (asked first if moves would go)
    Playing --the winning move--> Won(since) --n--> Playing (a new deal)
"""

# No "from __future__ import annotations": see tui/view.py.

from enum import Enum
from typing import Final, NamedTuple

from maze_solitaire.engine import Game
from maze_solitaire.fullscreen.keymap import Context
from maze_solitaire.play.selection import Choice


class Playing(NamedTuple):
    """The board, waiting for a move."""


class Choosing(NamedTuple):
    """Several moves are offered and numbered on the board."""

    choice: Choice


class Question(Enum):
    """What a yes/no question asks: whether to lose the moves made, or the clean win."""

    RESTART = "restart"
    NEW = "new"
    HINT = "hint"
    DEMO = "demo"
    GO_TO = "go_to"
    DAILY = "daily"


class Asking(NamedTuple):
    """A question waits for y or n."""

    question: Question
    deal: int | None = None
    """The deal asked to go to, for :attr:`Question.GO_TO`."""
    game: Game | None = None
    """The game asked for, for :attr:`Question.DAILY`."""


class Entering(NamedTuple):
    """The number of a deal to go to is being typed."""

    text: str = ""


ANIMATION_FRAME_SECONDS: Final = 0.06
ANIMATION_FRAMES: Final = 2 * 54
"""Two laps of the cycle, then the win screen stands still."""


class Feat(NamedTuple):
    """What a clean win of a deal was beside the player's records (all false otherwise)."""

    first: bool = False
    """The first clean win of a deal."""
    fewest: bool = False
    """Fewer moves than any clean win before."""
    fastest: bool = False
    """Faster than any clean win before."""


class Won(NamedTuple):
    """The game is won and recorded; ``since`` is when (the win animation runs from it)."""

    since: float
    feat: Feat = Feat()

    def frame(self, now: float) -> int | None:
        """The win animation's frame at ``now``; ``None`` once it is over."""
        frame = int((now - self.since) / ANIMATION_FRAME_SECONDS)
        return frame if frame < ANIMATION_FRAMES else None

    def next_frame_in(self, now: float) -> float | None:
        """Seconds from ``now`` to the next frame; ``None`` once the animation is over."""
        frame = self.frame(now)
        if frame is None:
            return None
        return self.since + (frame + 1) * ANIMATION_FRAME_SECONDS - now


Board = Playing | Choosing | Won
"""The modes that show the board, which help and the statistics go back to."""


"""The help's pages: the keys, then the rules and what the status line says."""


class Helping(NamedTuple):
    """A page of the help screen, over the board it goes back to (how many pages there
    are depends on the terminal's size: the renderer's business)."""

    under: Board
    page: int = 0


class Statistics(NamedTuple):
    """The statistics screen: its lines were read once, when it opened."""

    lines: tuple[str, ...]
    under: Board
    page: int = 0


class Paused(NamedTuple):
    """The board hidden and the clock stopped, until any key."""

    under: Board


Mode = Playing | Choosing | Asking | Entering | Won | Helping | Statistics | Paused

PLAYING = Playing()


def context(mode: Mode) -> Context:
    """Which key bindings apply in ``mode``."""
    if isinstance(mode, Choosing):
        return Context.CHOOSING
    if isinstance(mode, Asking):
        return Context.QUESTION
    if isinstance(mode, Helping | Statistics | Paused):
        return Context.SCREEN
    if isinstance(mode, Entering):
        return Context.TYPING
    return Context.BOARD


def clock_runs(mode: Mode) -> bool:
    """Whether playing time passes: not over help, statistics, a pause or a won game."""
    return isinstance(mode, Playing | Choosing | Asking | Entering)
