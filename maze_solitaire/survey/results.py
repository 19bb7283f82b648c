"""The results file of a census: one row a deal, written as each answer comes.

A row is keyed by the rules and the deal number, so a deal is never counted
twice: a second answer for it (a retry, a merged file) replaces the first
only when it knows more (a line, or a proof, where the first gave up; a
shorter line where both have one; a longer search where both gave up, so
the file says how hard each unknown was tried).
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterable, Iterator
from pathlib import Path
from types import TracebackType
from typing import Final, NamedTuple

from maze_solitaire.engine import MazeError

VERSION: Final = 1
"""The layout of the results file (``PRAGMA user_version``)."""

_TABLE: Final = """
CREATE TABLE IF NOT EXISTS deals (
    rules        TEXT NOT NULL,
    deal         INTEGER NOT NULL,
    result       TEXT NOT NULL CHECK (result IN ('solved', 'gave-up', 'unwinnable')),
    length       INTEGER,           -- moves of the line; NULL unless solved
    lower_bound  INTEGER NOT NULL,
    nodes        INTEGER NOT NULL,
    seconds      REAL NOT NULL,
    line         TEXT NOT NULL,     -- the moves in notation, '; ' between them
    budget       TEXT NOT NULL,     -- the budget it was solved with, e.g. 'max-nodes 400000'
    PRIMARY KEY (rules, deal)
) WITHOUT ROWID
"""

_KNOWS: Final = "CASE result WHEN 'gave-up' THEN 0 ELSE 1 END"
"""How much a row knows: a line or a proof (1) over nothing (0)."""


class SurveyError(MazeError):
    """A results file that cannot be used; the message names it and why."""


class Row(NamedTuple):
    rules: str
    deal: int
    result: str
    length: int | None
    lower_bound: int
    nodes: int
    seconds: float
    line: str
    budget: str


class Results:
    """An open results file. Use as a context manager; every write commits at once."""

    def __init__(self, path: Path, *, create: bool = False, write: bool = True):
        """Open ``path``: to write (made first, with ``create``, if it is not there) or,
        without ``write``, to read only, which changes nothing in it or beside it (no
        journal, no table, not even its time)."""
        self.path = path
        self._writing = write
        if not create and not path.is_file():
            raise SurveyError(f"{path}: no such results file (run 'survey' first)")
        try:
            if write:
                self._connection = sqlite3.connect(path, timeout=30.0, isolation_level=None)
            else:
                uri = f"{path.resolve().as_uri()}?mode=ro"
                self._connection = sqlite3.connect(uri, uri=True, isolation_level=None)
            version = self._connection.execute("PRAGMA user_version").fetchone()[0]
            tables = self._connection.execute(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table'"
            ).fetchone()[0]
            fresh = version == 0 and tables == 0  # a new file, not another program's
            if version not in (0, VERSION) or (not fresh and not self._has_table()):
                raise SurveyError(f"{path}: not a results file (data version {version})")
            if fresh:
                if not (write and create):
                    raise SurveyError(f"{path}: not a results file (it has no deals)")
                self._connection.execute(_TABLE)
                self._connection.execute(f"PRAGMA user_version = {VERSION:d}")
            self._connection.execute(f"SELECT {', '.join(Row._fields)} FROM deals LIMIT 0")
            if write:  # only once it is known to be ours
                self._connection.execute("PRAGMA journal_mode = WAL")
                self._connection.execute("PRAGMA synchronous = NORMAL")  # a kill loses nothing
        except sqlite3.DatabaseError as error:
            raise SurveyError(f"{path}: not a results file ({error})") from None
        except OSError as error:
            raise SurveyError(f"{path}: {error.strerror or error}") from None

    def _has_table(self) -> bool:
        found = self._connection.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'deals'"
        ).fetchone()
        return found is not None

    def __enter__(self) -> Results:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if self._writing:
            # Whole again in one file: a copy, or a reader on a read-only disk, needs
            # no journal beside it. (Another survey writing it keeps its WAL open.)
            with contextlib.suppress(sqlite3.Error):
                self._connection.execute("PRAGMA journal_mode = DELETE")
        self._connection.close()

    def done(self, rules: str) -> set[int]:
        """The deals of ``rules`` already answered (whatever the answer)."""
        rows = self._read("SELECT deal FROM deals WHERE rules = ?", (rules,))
        return {deal for (deal,) in rows if isinstance(deal, int)}

    def gave_up(self, rules: str) -> list[int]:
        """The deals of ``rules`` the solver gave up on, in order."""
        rows = self._read(
            "SELECT deal FROM deals WHERE rules = ? AND result = 'gave-up' ORDER BY deal",
            (rules,),
        )
        return [deal for (deal,) in rows if isinstance(deal, int)]

    def add(self, rows: Iterable[Row]) -> int:
        """Keep each row unless the file knows more of its deal already; how many were kept."""
        kept = 0
        try:
            self._connection.execute("BEGIN IMMEDIATE")
            for row in rows:
                cursor = self._connection.execute(
                    f"INSERT INTO deals VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    f" ON CONFLICT (rules, deal) DO UPDATE SET"
                    f" result = excluded.result, length = excluded.length,"
                    f" lower_bound = excluded.lower_bound, nodes = excluded.nodes,"
                    f" seconds = excluded.seconds, line = excluded.line, budget = excluded.budget"
                    f" WHERE (CASE excluded.result WHEN 'gave-up' THEN 0 ELSE 1 END) > {_KNOWS}"
                    f" OR (excluded.result = 'solved' AND result = 'solved'"
                    f" AND excluded.length < length)"
                    f" OR (excluded.result = 'gave-up' AND result = 'gave-up'"
                    f" AND excluded.nodes > nodes)",  # a longer search, still in vain
                    row,
                )
                kept += cursor.rowcount
            self._connection.execute("COMMIT")
        except sqlite3.Error as error:
            if self._connection.in_transaction:
                self._connection.execute("ROLLBACK")
            raise SurveyError(f"{self.path}: cannot be written ({error})") from None
        return kept

    def rows(self, rules: str | None = None) -> Iterator[Row]:
        """Every row (of ``rules``, when given), by rules and deal."""
        where, parameters = ("WHERE rules = ?", (rules,)) if rules else ("", ())
        for values in self._read(
            f"SELECT {', '.join(Row._fields)} FROM deals {where} ORDER BY rules, deal", parameters
        ):
            yield self._row(values)

    def _row(self, values: tuple[object, ...]) -> Row:
        """A row read back, each field checked (the file is anybody's to edit)."""
        rules, number, result, length, bound, nodes, seconds, line, budget = values
        if not (
            isinstance(rules, str)
            and isinstance(number, int)
            and result in ("solved", "gave-up", "unwinnable")
            and (length is None or isinstance(length, int))
            and isinstance(bound, int)
            and isinstance(nodes, int)
            and isinstance(seconds, int | float)
            and isinstance(line, str)
            and isinstance(budget, str)
        ):
            raise SurveyError(f"{self.path}: a damaged row ({values[:3]!r}...)")
        return Row(rules, number, str(result), length, bound, nodes, float(seconds), line, budget)

    def rules(self) -> list[str]:
        return [str(name) for (name,) in self._read("SELECT DISTINCT rules FROM deals", ())]

    def _read(self, sql: str, parameters: tuple[object, ...]) -> list[tuple[object, ...]]:
        try:
            return self._connection.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise SurveyError(f"{self.path}: cannot be read ({error})") from None
