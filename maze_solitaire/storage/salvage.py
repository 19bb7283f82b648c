"""The rows a damaged file of saved games still holds: read by SQLite where it can, page by
page where it cannot, and put into a sound file.

:func:`salvage` reads a damaged database twice. First through SQLite, table by
table, from a private copy (its log applied as SQLite applies it): the rows
SQLite reaches are the truth, deletions included. Then page by page
(:mod:`.pages`): every leaf's rows, each told to be a game, a review, a
day's daily result, a setting or a par by its shape, add what SQLite could not
reach (a damaged root or interior page hides whole runs of whole pages). A game
found both ways is kept as it was saved last: past a damaged frame of the log,
the pages hold saves that SQLite drops.

What is kept is raw: a game whose moves were damaged in place reads, and is set
aside when it is resumed or replayed, as any record that does not replay is.
"""

from __future__ import annotations

import contextlib
import re
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Final

from maze_solitaire.storage.pages import INDEX_LEAF, TABLE_LEAF, Column, PageCell, cells, read_pages
from maze_solitaire.storage.schema import COLUMNS

GAME_COLUMNS: Final = tuple(COLUMNS.split(", "))
_V1_COLUMNS: Final = 15  # a game saved before rules, days, scripts and branches had columns
_DEFAULTS: Final[dict[str, Column]] = {
    "problem": None, "rules": "standard", "day": None, "scripted": 0,
    "source_game": None, "source_move": None,
}  # fmt: skip
"""What a column a game's record lacks holds (a row an older version wrote and nobody
rewrote keeps its fewer columns: ALTER TABLE ADD COLUMN rewrites no row)."""
_STATUSES: Final = ("playing", "won", "abandoned", "damaged")

TABLES: Final[dict[str, tuple[str, ...]]] = {
    "reviews": ("game", "version", "review"),
    "dailies": ("day", "game", "won", "late", "moves", "seconds", "clean"),
    "settings": ("name", "value"),
    "pars": ("rules", "start", "version", "par", "lower_bound"),
}
"""The tables beside ``games``, and the columns of each, in order."""
_KEYS: Final[dict[str, int]] = {"reviews": 1, "dailies": 1, "settings": 1, "pars": 3}
"""How many of each table's first columns are its key."""

Record = tuple[Column, ...]


class Salvage:
    """What a damaged file still holds: its rows by table, keyed, and what it says of the
    games it held (to count those lost)."""

    def __init__(self) -> None:
        self.games: dict[int, Record] = {}
        """Each game by its id: the values of :data:`GAME_COLUMNS`."""
        self.tables: dict[str, dict[Record, Record]] = {name: {} for name in TABLES}
        """The other tables' rows, each by its key."""
        self.known: set[int] = set()
        """The ids of the games the file held, as its index of them says."""
        self.sequence = 0
        """The largest game id the file ever gave (ids are never given twice)."""

    def add_game(self, row: Record) -> None:
        """Keep the game ``row``, or the copy of it saved last if it is here already."""
        game_id = row[0]
        assert isinstance(game_id, int)
        kept = self.games.get(game_id)
        if kept is None or str(row[_SAVED_AT]) > str(kept[_SAVED_AT]):
            self.games[game_id] = row

    def add(self, table: str, row: Record, *, replace: bool = False) -> None:
        key = row[: _KEYS[table]]
        if replace or key not in self.tables[table]:
            self.tables[table][key] = row

    def fill_from(self, other: Salvage) -> int:
        """Add what ``other`` (a backup's) holds and this does not; the games added."""
        added = 0
        for game_id, row in other.games.items():
            if game_id not in self.games:
                self.games[game_id] = row
                added += 1
        for table, rows in other.tables.items():
            for row in rows.values():
                self.add(table, row)
        self.sequence = max(self.sequence, other.sequence)
        return added

    def lost(self) -> int | None:
        """How many games the file held are not here (``None``: its index could not say)."""
        if not self.known:
            return None
        return len(self.known - self.games.keys())

    def counts(self) -> dict[str, int]:
        """How many rows of each table are here: ``games`` and those of :data:`TABLES`."""
        return {"games": len(self.games), **{name: len(rows) for name, rows in self.tables.items()}}

    def write_to(self, connection: sqlite3.Connection) -> None:
        """Put every row into the empty database of ``connection`` (migrated to this
        layout), in one transaction. A row the layout refuses (a damaged status, say) is
        left out: :meth:`counts` no longer counts it."""
        # A value a constraint refuses is kept as it was: the records set its game aside.
        connection.execute("PRAGMA ignore_check_constraints = ON")
        connection.execute("BEGIN IMMEDIATE")
        try:
            games = f"INSERT INTO games ({COLUMNS}) VALUES ({_marks(len(GAME_COLUMNS))})"
            for game_id, row in list(self.games.items()):
                if not _inserted(connection, games, row):
                    del self.games[game_id]
            for table, columns in TABLES.items():
                sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({_marks(len(columns))})"
                for key, row in list(self.tables[table].items()):
                    if not _inserted(connection, sql, row):
                        del self.tables[table][key]
            # Never an id given twice (lock files name games): past every one the file gave.
            highest = max([self.sequence, *self.known, *self.games])
            raised = connection.execute(
                "UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = 'games'", (highest,)
            )
            if not raised.rowcount:
                connection.execute(
                    "INSERT INTO sqlite_sequence (name, seq) VALUES ('games', ?)", (highest,)
                )
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        finally:
            connection.execute("PRAGMA ignore_check_constraints = OFF")


def _marks(count: int) -> str:
    return ", ".join("?" * count)


_SAVED_AT: Final = GAME_COLUMNS.index("saved_at")


def _inserted(connection: sqlite3.Connection, sql: str, row: Record) -> bool:
    try:
        connection.execute(sql, row)
    except sqlite3.IntegrityError:
        return False
    return True


def salvage(path: Path) -> Salvage:
    """Every row the database at ``path`` (and its log, ``-wal``) still holds, read
    without writing a byte there."""
    found = Salvage()
    log = path.with_name(path.name + "-wal")
    with contextlib.suppress(sqlite3.Error, OSError), _private_copy(path, log) as copy:
        _read_by_sqlite(copy, found)
    with contextlib.suppress(OSError):
        _read_by_pages(path, log, found)
    return found


def read_sound(path: Path) -> Salvage:
    """Every row of the sound database at ``path`` (a backup), read by SQLite alone."""
    found = Salvage()
    with contextlib.suppress(sqlite3.Error, OSError), _private_copy(path, None) as copy:
        _read_by_sqlite(copy, found)
    return found


@contextlib.contextmanager
def _private_copy(path: Path, log: Path | None) -> Iterator[sqlite3.Connection]:
    """A connection to a copy of ``path`` (and its ``log``) in a folder of its own: SQLite
    writes beside a file it reads (its log's index, a checkpoint as it closes), and the
    damaged file stays as it was found."""
    with tempfile.TemporaryDirectory(prefix="maze-solitaire-salvage-") as folder:
        copy = Path(folder) / path.name
        shutil.copyfile(path, copy)
        if log is not None and log.exists():
            shutil.copyfile(log, copy.with_name(copy.name + "-wal"))
        connection = sqlite3.connect(copy, isolation_level=None)
        try:
            yield connection
        finally:
            connection.close()


def _read_by_sqlite(connection: sqlite3.Connection, found: Salvage) -> None:
    """The rows SQLite reaches, table by table: as many as it reads before a damaged page
    stops it."""
    for table in ("games", *TABLES):
        with contextlib.suppress(sqlite3.Error):
            cursor = connection.execute(f"SELECT * FROM {table}")  # every version's columns
            names = [column[0] for column in cursor.description]
            for values in _until_damaged(cursor):
                named = dict(zip(names, values, strict=True))
                if table == "games":
                    found.add_game(tuple(named.get(c, _DEFAULTS.get(c)) for c in GAME_COLUMNS))
                else:
                    found.add(table, tuple(named.get(c) for c in TABLES[table]))
    for index in ("games_in_play", "games_by_saved"):  # each has every game
        with contextlib.suppress(sqlite3.Error):
            for (game_id,) in connection.execute(f"SELECT id FROM games INDEXED BY {index}"):
                found.known.add(game_id)
    with contextlib.suppress(sqlite3.Error):
        for (sequence,) in connection.execute(
            "SELECT seq FROM sqlite_sequence WHERE name = 'games'"
        ):
            found.sequence = max(found.sequence, int(sequence))


def _until_damaged(cursor: sqlite3.Cursor) -> Iterator[tuple[Column, ...]]:
    """The rows of ``cursor``, until one cannot be read."""
    while True:
        try:
            row = cursor.fetchone()
        except sqlite3.DatabaseError:
            return
        if row is None:
            return
        yield row


def _read_by_pages(path: Path, log: Path, found: Salvage) -> None:
    """The rows of every leaf page, each kept where its shape is that of a row of ours."""
    for cell in cells(read_pages(path, log)):
        if cell.leaf == TABLE_LEAF:
            _table_row(cell, found)
        elif cell.leaf == INDEX_LEAF:
            _index_row(cell, found)


_DAY: Final = re.compile(r"\d{4}-\d{2}-\d{2}")
_NAME: Final = re.compile(r"[a-z_]+")
_POSITION_LENGTH: Final = 100  # a start in notation is some 160 characters


def _table_row(cell: PageCell, found: Salvage) -> None:
    values, rowid = cell.values, cell.rowid
    if rowid is None or rowid < 1:
        return
    count = len(values)
    if _V1_COLUMNS <= count <= len(GAME_COLUMNS) and _is_game(values):
        row = (rowid, *values[1:])
        named = dict(zip(GAME_COLUMNS, row, strict=False))
        found.add_game(tuple(named.get(c, _DEFAULTS.get(c)) for c in GAME_COLUMNS))
    elif count == 3 and values[0] is None and _is(values[1], int) and _is(values[2], str):
        if str(values[2]).startswith("nodes "):
            found.add("reviews", (rowid, values[1], values[2]))
    elif count == 7 and _is(values[0], str) and _DAY.fullmatch(str(values[0])):
        if all(_is(value, int) for value in (values[1], values[2], values[3], values[4])):
            found.add("dailies", values)
    elif count == 2 and values[0] == "games" and _is(values[1], int):
        found.sequence = max(found.sequence, int(values[1]))  # type: ignore[arg-type]


def _is_game(values: tuple[Column, ...]) -> bool:
    return (
        values[0] is None  # the id: the rowid's alias, not in the record
        and _is(values[2], str)
        and _is(values[3], str)
        and values[9] in _STATUSES
        and _is(values[10], str)
        and _is(values[11], str)
    )


def _index_row(cell: PageCell, found: Salvage) -> None:
    values = cell.values
    count = len(values)
    if count == 3 and values[0] in _STATUSES and _is(values[2], int):
        found.known.add(int(values[2]))  # type: ignore[arg-type]  # games_in_play: every game
    elif count == 2 and _is(values[0], str) and _is(values[1], int) and "T" in str(values[0]):
        found.known.add(int(values[1]))  # type: ignore[arg-type]  # games_by_saved: every game
    elif count == 2 and _is(values[0], str) and _is(values[1], str):
        if _NAME.fullmatch(str(values[0])):
            found.add("settings", values)
    elif (
        count == 5
        and _is(values[0], str)
        and _is(values[1], str)
        and len(str(values[1])) > _POSITION_LENGTH
        and _is(values[2], int)
        and _is(values[4], int)
    ):
        found.add("pars", values)


def _is(value: Column, kind: type) -> bool:
    """Whether ``value`` is of ``kind`` (an int is no bool here: records hold none)."""
    return isinstance(value, kind)
