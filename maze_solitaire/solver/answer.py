"""The solver's answer: the one shape a search result has, from the search to the screen.

Tiny on purpose: the game imports it before its first frame, and nothing
here imports the search.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

from typing import Final, Literal, NamedTuple

from maze_solitaire.engine import MazeError, Move, Position, is_legal, is_won, play
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

    def rest(self) -> "SolveResult":
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


OPTIMAL_NODES: Final = 2_000_000
"""The exact search's default allowance for ``solve --optimal`` (:mod:`.optimal`): par's
search and it take some 13 CPU seconds and 790 MB on deal 1 on the compiled core (ten
times as long on the pure one). ``bench_solver --optimal`` measures it."""
OPTIMAL_MAX_NODES: Final = 8_000_000
"""The most ``solve --optimal`` may be given: about a minute of CPU on the compiled core.
Its exact search keeps every position it reaches in memory (some 400 bytes for each
expanded one, counting the four or so reached beside it: 790 MB at 2,000,000 on deal 1),
so this is about 3.2 GB; more would end the process out of memory, not with an answer."""


PAR_VERSION: Final = 4
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
    proven_tail: int = 0
    """How many of the line's last moves are proven a shortest win from where they start.
    The game's par worker proves the end of par's line before the demo follows it, and
    splices in a shorter end where there is one: ``moves`` may then be shorter than par."""


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


REVIEW_VERSION: Final = 1
"""Which budgets of the review (:mod:`.review`) a stored review was made with: one of
another version is stale and is made again. Raise it whenever those budgets change."""


class Distance(Value):
    """What the review knows of one position's distance to a win, in moves.

    ``moves`` is the length of the best winning line the review found from the
    position (``None``: it found none); ``proven`` says that no shorter line
    exists (with ``moves`` ``None``: that no win can be reached from it at all,
    every reachable position searched). ``best`` is the first move of that
    line (``None`` for a won position, or where no line is known).

    >>> Distance(12, True).notation(), Distance(None, True).notation()
    ('12=', 'x')
    """

    __match_args__ = ("moves", "proven", "best")
    __slots__ = __match_args__

    def __init__(self, moves: int | None, proven: bool = False, best: Move | None = None):
        self.moves: Final = moves
        self.proven: Final = proven
        self.best: Final = best

    @property
    def winnable(self) -> bool:
        """Whether a winning line from here is in hand."""
        return self.moves is not None

    @property
    def unwinnable(self) -> bool:
        """Whether it is shown that no win can be reached from here."""
        return self.moves is None and self.proven

    def notation(self) -> str:
        """``23`` (a line of 23 moves known), ``23=`` (and none shorter exists), each
        followed by its first move; ``x`` (no win reachable, proven); ``?`` (no line
        found, nothing proven)."""
        if self.moves is None:
            return "x" if self.proven else "?"
        text = f"{self.moves}{'=' if self.proven else ''}"
        return text if self.best is None else f"{text} {self.best.notation()}"

    @classmethod
    def parse(cls, text: str) -> "Distance":
        """Read :meth:`notation`'s form back; :class:`MazeError` names what is wrong."""
        head, _, move = text.strip().partition(" ")
        if head in ("x", "?") and not move:
            return cls(None, head == "x")
        digits = head.removesuffix("=")
        if not (digits.isascii() and digits.isdigit()) or len(digits) > 4:
            raise MazeError(f"not a distance: {text!r}")
        moves = int(digits)
        best = None
        if move:
            best = Move.parse(move)
        if (moves == 0) != (best is None):
            raise MazeError(f"a distance of {moves} with {'a' if best else 'no'} first move")
        return cls(moves, head.endswith("="), best)


class Cost(Value):
    """What one move of the line cost: the best-known distance before and after it.

    ``extra`` is ``1 + after - before``, the moves it added to the shortest win
    known (0: it kept to a best line); ``None`` when the move lost every win
    the review knows of (``after`` is ``None``)."""

    __match_args__ = ("number", "move", "before", "after")
    __slots__ = __match_args__

    def __init__(self, number: int, move: Move, before: Distance, after: Distance):
        self.number: Final = number
        """Which move of the line, from 1."""
        self.move: Final = move
        self.before: Final = before
        self.after: Final = after

    @property
    def extra(self) -> int | None:
        assert self.before.moves is not None
        return None if self.after.moves is None else 1 + self.after.moves - self.before.moves

    @property
    def proven(self) -> bool:
        """Whether both distances are proven, so the cost is exact."""
        return self.before.proven and self.after.proven


class Review(Value):
    """The review of a line of play: the distance to a win from every position of it.

    ``distances[i]`` is of the position after ``i`` moves (the start first), so
    there is one more of them than of ``moves``. ``nodes`` is what the searches
    that made it expanded, in all.
    """

    __match_args__ = ("moves", "distances", "nodes")
    __slots__ = __match_args__

    def __init__(self, moves: tuple[Move, ...], distances: tuple[Distance, ...], nodes: int):
        if len(distances) != len(moves) + 1:
            raise ValueError(f"{len(distances)} distances for a line of {len(moves)} moves")
        self.moves: Final = moves
        self.distances: Final = distances
        self.nodes: Final = nodes

    @property
    def won(self) -> bool:
        """Whether the line ends in a win."""
        return self.distances[-1].moves == 0

    def costs(self) -> list[Cost]:
        """What each move cost, for the moves made from a position with a line known
        (from where no win is known, nothing more can be lost)."""
        return [
            Cost(number, move, before, after)
            for number, (move, before, after) in enumerate(
                zip(self.moves, self.distances, self.distances[1:], strict=False), start=1
            )
            if before.moves is not None
        ]

    def costliest(self, most: int = 3, least: int = 2) -> list[Cost]:
        """The ``most`` moves that cost the most, each ``least`` extra moves or more (a
        move that lost every known win first), the costliest first, in play order
        among equals."""
        costly = [c for c in self.costs() if c.extra is None or c.extra >= least]
        costly.sort(key=lambda c: (c.extra is not None, -(c.extra or 0), c.number))
        return costly[:most]

    def extra(self) -> int | None:
        """How many moves more than the best line known from the start the game took to
        its win (``None`` for a line that is not a win, or a start with no line known)."""
        first = self.distances[0].moves
        return None if first is None or not self.won else len(self.moves) - first

    def last_winnable(self) -> int | None:
        """For a line that does not win: the last position (moves made) from which the
        review knows a win; ``None`` if from none (or the line wins)."""
        if self.won:
            return None
        known = [i for i, d in enumerate(self.distances) if d.moves is not None]
        return known[-1] if known else None

    def first_unwinnable(self) -> int | None:
        """The first position (moves made) shown to have no win reachable at all."""
        return next((i for i, d in enumerate(self.distances) if d.unwinnable), None)

    def notation(self) -> str:
        """The review as text, as it is stored: the nodes, then a distance a line."""
        return "\n".join((f"nodes {self.nodes}", *(d.notation() for d in self.distances)))

    @classmethod
    def parse(cls, text: str, start: Position, moves: tuple[Move, ...]) -> "Review":
        """The review of ``moves`` from ``start`` that :meth:`notation` wrote: nothing in it
        trusted. Raises :class:`MazeError` naming what is wrong: a line that is no
        distance, one too many or too few, a first move that is not legal where it
        is, a won position given moves to go or a position not won given none."""
        lines = text.split("\n")
        head = lines[0].removeprefix("nodes ")
        if head == lines[0] or not (head.isascii() and head.isdigit()) or len(head) > 18:
            raise MazeError(f"a review's first line is {lines[0][:40]!r}, not its nodes")
        if len(lines) != len(moves) + 2:
            raise MazeError(f"a review of {len(lines) - 2} positions for {len(moves) + 1}")
        distances = []
        position = start
        for number, line in enumerate(lines[1:]):
            distance = Distance.parse(line)
            if (distance.moves == 0) != is_won(position):
                raise MazeError(f"position {number} of the review is said {line!r}")
            if distance.best is not None and not is_legal(position, distance.best):
                raise MazeError(f"position {number}: {distance.best.notation()} is not legal")
            distances.append(distance)
            if number < len(moves):
                position = play(position, moves[number])
        return cls(moves, tuple(distances), int(head))
