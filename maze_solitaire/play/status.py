"""The figures of a game now: what the status line, ``status`` and the win line say."""

from typing import Final

from maze_solitaire.engine import Code, Variant
from maze_solitaire.solver.answer import Grade, SolveResult
from maze_solitaire.storage import Branch
from maze_solitaire.values import Value


class Status(Value):
    """The game's figures, and what the solver says of the position on the board."""

    __match_args__ = (
        "code", "rules", "moves", "seconds", "answer", "searching", "failure", "saving",
        "helped", "scripted", "demo", "par", "grade", "branch", "par_optimal",
    )  # fmt: skip
    __slots__ = __match_args__

    def __init__(  # the figures, each named where it is made
        self,
        code: Code | None,
        rules: Variant,
        moves: int,
        seconds: float,
        answer: SolveResult | None,
        *,
        searching: bool,
        failure: str,
        saving: bool | None,
        helped: bool,
        scripted: bool = False,
        demo: float | None = None,
        par: int | None = None,
        grade: Grade | None = None,
        branch: Branch | None = None,
        par_optimal: bool = False,
    ):
        self.code: Final = code
        """The deal's share code; ``None`` for a game from a given position (one played on
        from another game: the deal that game came from, see :attr:`branch`)."""
        self.rules: Final = rules
        self.moves: Final = moves
        self.seconds: Final = seconds
        self.answer: Final = answer
        """What the solver found for the position, if anything yet."""
        self.searching: Final = searching
        """Whether the solver still looks at the position (or would, given the chance)."""
        self.failure: Final = failure
        """Why the last search failed, when it did (empty otherwise): nothing is known then."""
        self.saving: Final = saving
        """Whether progress is saved; ``None`` where no games are kept at all."""
        self.helped: Final = helped
        """Whether hints or the demo helped in this game."""
        self.scripted: Final = scripted
        """Whether moves came from a file or a pipe."""
        self.demo: Final = demo
        """The demo's seconds a move while it plays; ``None`` when it does not."""
        self.par: Final = par
        """Par for the game's start, once known."""
        self.par_optimal: Final = par_optimal
        """Whether par is proven the shortest win (a daily's: see :mod:`.optima`)."""
        self.grade: Final = grade
        """The deal's grade, once known (a position's game has none)."""
        self.branch: Final = branch
        """Where a game played on from another game came from (``code`` and ``grade``
        are then that game's deal's: it counts apart, as a position's game)."""


class Showing(Value):
    """Which of the figures the player wants shown while playing (the config file's
    ``verdict`` and ``clock``): a purist may hide the solver's word and the time."""

    __match_args__ = ("verdict", "clock")
    __slots__ = __match_args__

    def __init__(self, verdict: bool = True, clock: bool = True):
        self.verdict: Final = verdict
        """Whether the solver's word on the position is shown."""
        self.clock: Final = clock
        """Whether the time played is shown."""
