"""The daily deals' proven shortest wins: the daily's par is its optimum, where proven.

Shipped with the package for the days the table holds, known at once; for another day,
proven in the background when its daily is opened (:func:`find_optimum`, a job of the
session's table at the lowest priority, within :data:`DAILY_PROOF_NODES` positions: the
same answer on every machine), and kept with the saved games under
:data:`OPTIMUM_VERSION`, so that it is never sought twice (an unfinished proof too).

``maze_solitaire/data/daily-optima.txt`` is made by ``tests/benchmarks/daily_optima.py``
(``solve --optimal``'s two searches on each daily deal of a year, within a node budget:
the same answer on every machine). It holds only the days whose shortest win was
proven, one a line, after comment lines starting with ``#``::

    2027-01-01 3570473617 47 49 16419 7Hr3c6 2Sr1c2 ...

that is the day, its deal number, the shortest win's length, the length of the line the
exact search was told of (it looked at every position that could still lead to a win
shorter than that), the positions it expanded to prove it, and the shortest win itself,
each move its card and the slot it goes to (the card's own slot is where the card is).
Anyone can check an entry: replay the line through the rules, and rerun the exact search
below the told length within that many positions (``tests/test_daily_optima.py`` does).
"""

from __future__ import annotations

import contextlib
import functools
import os
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Final, NamedTuple

from maze_solitaire.engine import (
    STANDARD,
    Card,
    MazeError,
    Move,
    Position,
    daily_number,
    deal,
    parse_slot,
    play,
    slot_name,
)

OPTIMA_PATH: Final = Path(__file__).parent.parent / "data" / "daily-optima.txt"
"""Where the package keeps the daily deals' proven shortest wins."""

DAILY_PROOF_NODES: Final = 1_000_000
"""The exact search's allowance for a daily's proof in the background: some 6 CPU seconds
and 450 MB on the compiled core, at the lowest priority (the table shipped tried its days
within 400,000: this proves some it could not)."""
OPTIMUM_VERSION: Final = -1_000_000
"""The version under which the saved games keep a daily's proof in their pars: a proven
shortest win is the same whatever par's search (whose versions count up from 1), and
the proof depends only on :data:`DAILY_PROOF_NODES` (a new allowance: a new version)."""
NICENESS: Final = 19
"""The proof's priority: the lowest, below the review's (15) and par's (10)."""


class DailyOptimum(NamedTuple):
    """A daily deal's shortest win, proven by an exact search of ``nodes`` positions that
    saw every way to win in fewer than ``below`` moves (none shorter than ``moves``)."""

    day: date
    deal: int
    moves: tuple[Move, ...]
    below: int
    nodes: int

    @property
    def length(self) -> int:
        return len(self.moves)

    def start(self) -> Position:
        """The daily deal this is the shortest win of."""
        return deal(self.deal, STANDARD)

    def text(self) -> str:
        """The entry as its line of the file (no newline)."""
        line = " ".join(f"{move.card.notation()}{slot_name(move.target)}" for move in self.moves)
        head = f"{self.day.isoformat()} {self.deal} {self.length} {self.below} {self.nodes}"
        return f"{head} {line}"


def parse_optimum(text: str) -> DailyOptimum:
    """Read one entry (:meth:`DailyOptimum.text`); the moves are found from the deal, each
    card from where it stands (raises ValueError, or the engine's error, if the line does
    not name legal moves of that day's deal: replaying it checks it).

    >>> entry = parse_optimum("2027-01-02 1 1 2 5 QCr1c1")
    Traceback (most recent call last):
    ...
    ValueError: 2027-01-02: deal 1 is not that day's daily deal
    """
    fields = text.split()
    if len(fields) < 5:
        raise ValueError(f"not an entry of daily optima: {text[:60]!r}")
    day = date.fromisoformat(fields[0])
    number, length, below, nodes = (int(field) for field in fields[1:5])
    if number != daily_number(day):
        raise ValueError(f"{day}: deal {number} is not that day's daily deal")
    steps = fields[5:]
    if len(steps) != length:
        raise ValueError(f"{day}: {len(steps)} moves where the entry says {length}")
    position = deal(number, STANDARD)
    moves = []
    for step in steps:
        card, target = Card.parse(step[:2]), parse_slot(step[2:])
        move = Move(card, position.slot_of(card), target)
        position = play(position, move)
        moves.append(move)
    return DailyOptimum(day, number, tuple(moves), below, nodes)


def read_optima(path: Path = OPTIMA_PATH) -> dict[date, DailyOptimum]:
    """Every entry of the file at ``path``, by day; none if it is missing."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    found = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            entry = parse_optimum(line)
            found[entry.day] = entry
    return found


@functools.cache
def _shipped_lines() -> dict[str, str]:
    """The package's entries by day, read once and not yet replayed (each is, when asked)."""
    try:
        text = OPTIMA_PATH.read_text(encoding="utf-8")
    except OSError:
        return {}
    return {line[:10]: line for line in text.splitlines() if line and not line.startswith("#")}


def daily_optimum(day: date) -> DailyOptimum | None:
    """The proven shortest win of ``day``'s daily deal, if the package ships it (an entry
    that does not replay is not used)."""
    line = _shipped_lines().get(day.isoformat())
    if line is None:
        return None
    try:
        return parse_optimum(line)
    except (ValueError, MazeError):
        return None


class Proof(NamedTuple):
    """A daily's proof in the background: the shortest win when ``proven``, else the best
    line found and the fewest moves a win could take (``floor``); no line at all when par's
    search found none (``length`` None)."""

    length: int | None
    floor: int
    moves: tuple[Move, ...]
    proven: bool


def find_optimum(start: Position, early: Callable[[Proof], None]) -> Proof:
    """The proof for ``start``, in the worker process (``early`` is unused: it comes whole),
    at the lowest priority."""
    with contextlib.suppress(OSError, AttributeError):  # os.nice: not on Windows
        os.nice(NICENESS)
    from maze_solitaire.solver.optimal import solve_optimal  # the search: only in the worker

    answer = solve_optimal(start, max_nodes=DAILY_PROOF_NODES).answer
    length = len(answer.moves) if answer.solved else None
    return Proof(length, answer.lower_bound, answer.moves, answer.optimal)


def prepare_optimum() -> None:
    """Import the proof's search in the game's own process, before its first worker is
    forked (see :class:`~.workers.Worker`)."""
    import maze_solitaire.solver.optimal  # noqa: F401  # the search: loaded for the workers
