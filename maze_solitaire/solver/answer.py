"""The solver's answer: the one shape a search result has, from the search to the screen.

Tiny on purpose: the game imports it before its first frame, and nothing
here imports the search.
"""

from __future__ import annotations

from typing import Final, Literal, NamedTuple

from maze_solitaire.engine import Move
from maze_solitaire.values import Value

Result = Literal["solved", "unwinnable", "gave-up"]
"""What a search showed: a winning line, that there is none, or nothing (the budget ran out)."""

SOLVED: Final[Result] = "solved"
"""Here is a winning line."""
UNWINNABLE: Final[Result] = "unwinnable"
"""Every position reachable was looked at, and none is won."""
GAVE_UP: Final[Result] = "gave-up"
"""The budget ran out first. Nothing is known: most such positions can still be won."""


class SearchProgress(NamedTuple):
    """How a search is getting on, told while it runs (``solve(progress=...)``):
    ``nodes`` expanded so far, ``seconds`` since it started, and the length of the
    best winning line in hand (None before the first)."""

    nodes: int
    seconds: float
    best: int | None


class SolveResult(NamedTuple):
    """The solver's answer for one position: immutable, and picklable across processes.

    ``moves`` is the winning line (empty unless :attr:`solved`), every move
    of it replayed through the rules before it was given;
    ``lower_bound`` the admissible bound for the position (no win takes
    fewer moves); ``nodes`` the positions the search expanded and
    ``seconds`` the time it took.
    """

    result: Result
    moves: tuple[Move, ...]
    lower_bound: int
    nodes: int
    seconds: float
    final: bool = True
    """False for a first line told early, while a shorter one is still sought."""
    bounds_along: tuple[int, ...] = ()
    """When asked for, the lower bound of the position after each move of the line."""
    proven_tail: int = 0
    """How many of the line's last moves are proven a shortest win from where they
    start (by the exact search, :mod:`.exact`): all of them when :attr:`optimal`."""

    @property
    def solved(self) -> bool:
        return self.result == SOLVED

    @property
    def optimal(self) -> bool:
        """Whether the line is proven a shortest win: no win takes fewer moves."""
        return self.solved and self.proven_tail == len(self.moves)

    def rest(self) -> SolveResult:
        """The answer for the position the line's first move leads to: the rest of the line.

        The bound there is the one found along the line, or else this one
        less one (a move changes the bound by one at most, so that is still a bound).
        Only for a solved answer with at least one move.
        """
        if not (self.solved and self.moves):
            raise ValueError("only a winning line of at least one move has a rest")
        bound = self.bounds_along[0] if self.bounds_along else max(self.lower_bound - 1, 0)
        # Every later part of a shortest line is a shortest line from where it starts.
        return self._replace(
            moves=self.moves[1:],
            lower_bound=bound,
            bounds_along=self.bounds_along[1:],
            proven_tail=min(self.proven_tail, len(self.moves) - 1),
        )


PROVE_NODES: Final = 40_000
"""The exact search's usual allowance (about a second here) for proving a line's end
shortest, counted in expanded positions so that what it proves is the same anywhere."""


PAR_VERSION: Final = 2
"""Which budgets of :mod:`.par` a par was found with: a stored par of another version
is stale and is found again. Raise it whenever those budgets change."""


class Par(NamedTuple):
    """The best line the fixed budget found, and the position's admissible lower bound.

    ``moves`` is empty with ``par`` None when the budget found no line
    (``unwinnable`` says whether it showed there is none)."""

    par: int | None
    lower_bound: int
    moves: tuple[Move, ...]
    unwinnable: bool = False
    nodes: int = 0
    """The positions the search expanded (at most the budgets' sum)."""


Grade = Literal["easy", "medium", "hard", "expert"]
"""How hard a deal is, in four grades of about a quarter of the deals each
(:mod:`.grades` says how it is measured)."""

GRADES: Final[tuple[Grade, ...]] = ("easy", "medium", "hard", "expert")
"""The grades, the easiest first."""

NO_LINE_SCORE: Final = 999
"""The score of a deal the grade's search did not win within its positions: past every
line (:mod:`.grades`)."""

GRADE_VERSION: Final = 1
"""Which measure and cut points of :mod:`.grades` a grade comes from: the table shipped
with the package says which it holds. Raise it whenever either changes."""


def grade_named(name: str) -> Grade | None:
    """The grade ``name`` names (in any case), or ``None`` if it names none.

    >>> grade_named("Easy"), grade_named("any")
    ('easy', None)
    """
    wanted = name.strip().lower()
    return next((grade for grade in GRADES if grade == wanted), None)


class Graded(Value):
    """A deal's grade, and the figures it was read from: ``score`` is the measure
    (:mod:`.grades`), ``nodes`` the positions its search expanded. (A value, not a
    NamedTuple: the game's start defines it, and a NamedTuple costs ten times as much.)"""

    __match_args__ = ("grade", "score", "nodes")
    __slots__ = __match_args__

    def __init__(self, grade: Grade, score: int, nodes: int):
        self.grade: Final = grade
        self.score: Final = score
        self.nodes: Final = nodes
