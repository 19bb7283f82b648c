"""Deals by difficulty in the game: each deal's grade, read from the table shipped with the
package or found in the background, and a deal of a chosen grade.

A grade is a fixed, node-budgeted search's verdict (:mod:`maze_solitaire.solver.grades`):
the same for a deal on every machine, forever. Computing it takes up to a second, so the
game never waits for it: the deals the package's table covers (:class:`GradeTable`,
``maze_solitaire/data/grades-<rules>.bin``) have theirs at once, and any other deal's is
found by :func:`find_grade` in a worker process of its own (as par is), low in priority,
and kept by :class:`Grades` for the session. A deal of a chosen grade is drawn from the
table: a deal number drawn at random among those it covers, again until its grade is the
one asked for.

The table's file is a line of text naming what it holds, then two bits a deal::

    maze-solitaire grades 1 standard 0 20001\\n
    <one byte for every four deals: the first deal's grade in its lowest two bits, ...>

A grade is 0 (easy) to 3 (expert), its place in :data:`GRADES`. A file whose first line
names another version of the measure (:data:`GRADE_VERSION`) is stale: it is not used,
and every deal's grade is then found by the search.
"""

from __future__ import annotations  # the annotations cost the game's start nothing then

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Final

from maze_solitaire.engine import Game, Position, Variant
from maze_solitaire.play.pars import lower_priority
from maze_solitaire.solver.answer import GRADE_VERSION, GRADES, Grade, Graded

DATA: Final = Path(__file__).parent.parent / "data"
"""Where the package keeps its tables."""
MAGIC: Final = b"maze-solitaire grades"


def table_path(variant: Variant, folder: Path = DATA) -> Path:
    """Where the package keeps the grade table of ``variant``."""
    return folder / f"grades-{variant.name}.bin"


class GradeTable:
    """The grades of ``variant``'s deals ``first`` to ``first + count - 1``, two bits each."""

    def __init__(self, variant: Variant, first: int, count: int, packed: bytes):
        if len(packed) != (count + 3) // 4:
            raise ValueError(f"{count} grades take {(count + 3) // 4} bytes, not {len(packed)}")
        self.variant = variant
        self.first = first
        self.count = count
        self._packed = packed
        self._counts: dict[Grade, int] | None = None

    @property
    def last(self) -> int:
        return self.first + self.count - 1

    def __contains__(self, deal: object) -> bool:
        return isinstance(deal, int) and self.first <= deal <= self.last

    def grade(self, deal: int) -> Grade | None:
        """The grade of deal ``deal``, if the table covers it.

        >>> from maze_solitaire.engine import STANDARD
        >>> GradeTable(STANDARD, 5, 2, bytes([0b1000])).grade(6)
        'hard'
        """
        if deal not in self:
            return None
        index = deal - self.first
        return GRADES[(self._packed[index // 4] >> (2 * (index % 4))) & 3]

    def grades(self) -> list[Grade]:
        """Every grade, the first deal's first."""
        return [GRADES[(self._packed[i // 4] >> (2 * (i % 4))) & 3] for i in range(self.count)]

    def counts(self) -> dict[Grade, int]:
        """How many deals of each grade the table holds (counted once)."""
        if self._counts is None:
            grades = self.grades()
            self._counts = {grade: grades.count(grade) for grade in GRADES}
        return self._counts

    def deal_of(self, grade: Grade, draw: Callable[[int], int]) -> int | None:
        """A deal of ``grade``, drawn uniformly among the table's deals of that grade:
        ``draw(n)`` gives a number in ``[0, n)`` (at random in the game, fixed in a test),
        and a drawn deal of another grade is drawn again. ``None`` if the table has no
        deal of ``grade`` at all."""
        if not self.counts()[grade]:
            return None
        wanted = GRADES.index(grade)
        packed = self._packed
        while True:
            index = draw(self.count)
            if (packed[index // 4] >> (2 * (index % 4))) & 3 == wanted:
                return self.first + index

    @classmethod
    def read(cls, variant: Variant, folder: Path = DATA) -> GradeTable | None:
        """The table shipped for ``variant``; ``None`` where there is none, or it cannot
        be read, or it holds another version's grades (every grade is then searched)."""
        try:
            data = table_path(variant, folder).read_bytes()
        except OSError:
            return None
        head, _, packed = data.partition(b"\n")
        words = head.split()
        expected = [*MAGIC.split(), str(GRADE_VERSION).encode(), variant.name.encode()]
        if len(words) != len(expected) + 2 or words[: len(expected)] != expected:
            return None
        try:
            first, count = int(words[-2]), int(words[-1])
            return cls(variant, first, count, packed)
        except ValueError:
            return None


def pack(variant: Variant, first: int, grades: Iterable[Grade]) -> bytes:
    """The bytes of a table file holding ``grades`` for the deals from ``first`` on (what
    :meth:`GradeTable.read` reads).

    >>> from maze_solitaire.engine import STANDARD
    >>> pack(STANDARD, 5, ["easy", "hard"])
    b'maze-solitaire grades 1 standard 5 2\\n\\x08'
    """
    codes = [GRADES.index(grade) for grade in grades]
    packed = bytearray((len(codes) + 3) // 4)
    for index, code in enumerate(codes):
        packed[index // 4] |= code << (2 * (index % 4))
    head = b"%s %d %s %d %d\n" % (MAGIC, GRADE_VERSION, variant.name.encode(), first, len(codes))
    return head + bytes(packed)


_TABLES: dict[str, GradeTable | None] = {}


def table_of(variant: Variant) -> GradeTable | None:
    """The table shipped for ``variant``, read once a run."""
    if variant.name not in _TABLES:
        _TABLES[variant.name] = GradeTable.read(variant)
    return _TABLES[variant.name]


def find_grade(start: Position, early: Callable[[Graded], None]) -> Graded:
    """The grade of the deal ``start``, in the worker process, as low in priority as par's
    (``early`` is unused: a grade comes whole)."""
    lower_priority()
    from maze_solitaire.solver.grades import grade_of  # the search: only in the worker

    return grade_of(start)


def prepare_grade() -> None:
    """Import the grade's search in the game's own process, before its first worker is
    forked (see :class:`~.workers.Worker`)."""
    import maze_solitaire.solver.grades  # noqa: F401  # the search: loaded for the workers


class Grades:
    """The grades of the deals played in this session: from the table, or found."""

    def __init__(self, tables: Callable[[Variant], GradeTable | None] = table_of):
        self._tables = tables
        self._known: dict[Position, Grade | None] = {}
        """Settled: the grade, or ``None`` when its search failed (not sought again)."""

    def of(self, game: Game) -> Grade | None:
        """The grade of ``game``'s deal, once known (a position's game has none)."""
        if game.deal_number is None:
            return None
        start = game.start
        if start not in self._known:
            table = self._tables(game.variant)
            if table is not None and game.deal_number in table:
                self._known[start] = table.grade(game.deal_number)
        return self._known.get(start)

    def wanted(self, game: Game) -> bool:
        """Whether the grade of ``game``'s deal is still to be found."""
        return game.deal_number is not None and self.of(game) is None and (
            game.start not in self._known
        )

    def learn(self, start: Position, found: Graded | None) -> None:
        """The worker's answer (``None``: the search failed; the grade stays unknown)."""
        self._known[start] = None if found is None else found.grade
