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

from enum import Enum
from typing import Final

from maze_solitaire.engine import Game
from maze_solitaire.play.selection import Choice
from maze_solitaire.storage import Branch
from maze_solitaire.values import Value


class Playing(Value):
    """The board, waiting for a move."""

    __slots__ = ()


class Choosing(Value):
    """Several moves are offered and numbered."""

    __slots__ = ("choice",)

    def __init__(self, choice: Choice):
        self.choice: Final = choice


class Question(Enum):
    """What a yes/no question asks: whether to lose the moves made, or the clean win."""

    RESTART = "restart"
    NEW = "new"
    HINT = "hint"
    DEMO = "demo"
    GO_TO = "go_to"
    DAILY = "daily"
    OPEN = "open"
    """Leave this game for a saved game in progress (asked only if moves would be lost)."""
    ABANDON = "abandon"
    """End a saved game in progress, not the one played, as lost (always asked)."""
    PLAY_ON = "play_on"
    """Leave this game for a new one from a replayed game's position (asked only if
    moves would be lost)."""


class Asking(Value):
    """A question waits for y or n."""

    __match_args__ = ("question", "game", "saved", "branch")
    __slots__ = __match_args__

    def __init__(
        self,
        question: Question,
        game: Game | None = None,
        saved: int | None = None,
        branch: Branch | None = None,
    ):
        self.question: Final = question
        self.game: Final = game
        """The game asked to go to, for :attr:`Question.GO_TO`, :attr:`Question.DAILY` and
        :attr:`Question.PLAY_ON`."""
        self.saved: Final = saved
        """The saved game's id, for :attr:`Question.OPEN` and :attr:`Question.ABANDON`."""
        self.branch: Final = branch
        """For :attr:`Question.PLAY_ON`: the game and move the new game comes from."""


class Feat(Value):
    """What a clean win of a deal was beside the player's records (all false otherwise)."""

    __match_args__ = ("first", "fewest", "fastest")
    __slots__ = __match_args__

    def __init__(self, first: bool = False, fewest: bool = False, fastest: bool = False):
        self.first: Final = first
        """The first clean win of a deal."""
        self.fewest: Final = fewest
        """Fewer moves than any clean win before."""
        self.fastest: Final = fastest
        """Faster than any clean win before."""


class Finished(Value):
    """The game is won and recorded; ``feat`` is what the win was beside the records."""

    __slots__ = ("feat",)

    def __init__(self, feat: Feat | None = None):
        self.feat: Final = Feat() if feat is None else feat


Mode = Playing | Choosing | Asking | Finished

PLAYING: Final = Playing()


def clock_runs(mode: Mode) -> bool:
    """Whether playing time passes: while a move is being found, not while a question
    waits for its answer nor once the game is won."""
    return isinstance(mode, Playing | Choosing)
