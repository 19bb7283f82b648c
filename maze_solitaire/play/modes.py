"""What the game is doing: one value that carries its own data, so no two can disagree.

::

    Playing --Enter with several moves offered--> Choosing(choice)
    Choosing --a pick--> Playing (the move made); --Esc, another key--> Playing
    Playing --r / n with moves made, a hint in a clean game--> Asking(question) --y--> Playing
    Playing --the winning move--> Finished(feat) --n, r--> Playing (a new game)

What is drawn over the board (the help, the statistics, the pause) and the number
of a deal being typed are the full-screen game's own (:mod:`maze_solitaire.fullscreen`):
the game only hears that the board is out of sight (the clock stops).
"""

# No "from __future__ import annotations": see fullscreen/view.py.

from enum import Enum
from typing import Final, NamedTuple

from maze_solitaire.engine import Game
from maze_solitaire.play.selection import Choice


class Playing(NamedTuple):
    """The board, waiting for a move."""


class Choosing(NamedTuple):
    """Several moves are offered and numbered."""

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
    game: Game | None = None
    """The game asked to go to, for :attr:`Question.GO_TO` and :attr:`Question.DAILY`."""


class Feat(NamedTuple):
    """What a clean win of a deal was beside the player's records (all false otherwise)."""

    first: bool = False
    """The first clean win of a deal."""
    fewest: bool = False
    """Fewer moves than any clean win before."""
    fastest: bool = False
    """Faster than any clean win before."""


class Finished(NamedTuple):
    """The game is won and recorded; ``feat`` is what the win was beside the records."""

    feat: Feat = Feat()


Mode = Playing | Choosing | Asking | Finished

PLAYING: Final = Playing()


def clock_runs(mode: Mode) -> bool:
    """Whether playing time passes: while a move is being found, not while a question
    waits for its answer nor once the game is won."""
    return isinstance(mode, Playing | Choosing)
