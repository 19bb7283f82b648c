"""The read side of the saved games: :class:`Records`, and opening a folder to read only.

The reading commands (``stats``, ``history``, ``replay``) open the saved
games with :func:`read_only`: nothing is created, migrated, moved aside or
written, whatever state the folder is in, and what is there is read even
where it cannot be written (a read-only copy, another user's folder). The
game's :class:`~.store.Store` is a :class:`Records` too, reading what it writes.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from maze_solitaire.engine import Position
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage import records
from maze_solitaire.storage.checked import known_sound, log_problem
from maze_solitaire.storage.errors import StorageError
from maze_solitaire.storage.records import (
    STANDARD_RULES,
    DailyResult,
    FinishedGame,
    GameId,
    GameSummary,
)
from maze_solitaire.storage.schema import (
    VERSION,
    NewerVersionError,
    NotADatabaseError,
    check_layout,
    file_version,
    integrity_problem,
    migrate,
    newer_version,
)

if TYPE_CHECKING:
    from maze_solitaire.storage.stats import Stats


class Records:
    """The saved games as they are read: statistics, history, an ended game and its review,
    a setting, a day's daily result, a par.

    ``path`` is the file read, or ``None`` where there is none (yet).
    """

    def __init__(
        self, connection: sqlite3.Connection, path: Path | None, damage: str | None = None
    ):
        self._connection = connection
        self.path = path
        self.damage = damage
        """When the file is damaged: the line that says so, and what of it is read here
        (from memory: the file is left as it is)."""

    def stats(
        self,
        deal: int | None = None,
        *,
        rules: str = STANDARD_RULES,
        today: date | None = None,
        par_version: int | None = None,
    ) -> Stats:
        """See :func:`.stats.read_stats`."""
        # Here: the statistics are read at a win or when asked, never before the first frame.
        from maze_solitaire.storage.stats import read_stats

        return read_stats(self._connection, deal, rules=rules, today=today, par_version=par_version)

    def daily_result(self, day: date) -> DailyResult | None:
        """See :func:`.records.daily_result`."""
        return records.daily_result(self._connection, day)

    def par(self, start: Position, version: int) -> tuple[int | None, int] | None:
        """See :func:`.records.par`."""
        return records.par(self._connection, start, version)

    def playing(self) -> list[GameSummary]:
        """See :func:`.records.playing`."""
        return records.playing(self._connection)

    def history(self, limit: int = 20, *, ended: bool = False) -> list[GameSummary]:
        """See :func:`.records.history`."""
        return records.history(self._connection, limit, ended=ended)

    def replay(self, game_id: GameId, *, playing: bool = False) -> FinishedGame:
        """See :func:`.records.replay`."""
        return records.replay(self._connection, game_id, playing=playing)

    def review(self, game_id: GameId, version: int) -> str | None:
        """See :func:`.records.review`."""
        return records.review(self._connection, game_id, version)

    def setting(self, name: str) -> str | None:
        """See :func:`.records.setting`."""
        return records.setting(self._connection, name)

    def in_progress(self) -> int:
        """See :func:`.records.in_progress`."""
        return records.in_progress(self._connection)

    def copy_to(self, target: sqlite3.Connection) -> None:
        """Copy every saved game, setting and par into the database of ``target``, whose
        own content it replaces."""
        self._connection.backup(target)


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[Records]:
    """The saved games in ``folder``, to read and nothing else.

    No file (or no folder) reads as no games, and creates nothing. A file
    that cannot be opened for reading where it is (a folder nobody may write
    in, with the write-ahead files gone) is read as it stands, or from a
    private copy when it has a write-ahead log to apply; a file an older
    version wrote, from a copy in memory migrated to this layout. A damaged file
    (:mod:`.recovery`) is read as far as it can be, into memory, and the records'
    ``damage`` says so. Raises :class:`StorageError` in one line when the games
    cannot be read: a file of which nothing can be read, one from a newer version,
    one the user may not read.
    """
    path = folder / DATABASE_NAME
    with contextlib.ExitStack() as cleanup:
        try:
            connection, damage = _open_to_read(path, cleanup), None
        except NotADatabaseError as found:
            from maze_solitaire.storage.recovery import read_damaged  # here: only where damaged

            writable = os.access(folder, os.W_OK | os.X_OK)
            connection, damage = read_damaged(path, str(found), writable)
        cleanup.callback(connection.close)
        yield Records(connection, path if path.exists() else None, damage)


def _open_to_read(path: Path, cleanup: contextlib.ExitStack) -> sqlite3.Connection:
    """A connection that reads the saved games at ``path``; raises
    :class:`NotADatabaseError` for a damaged file, :class:`StorageError` for one that
    cannot be read at all."""
    try:
        damage = log_problem(path)  # before SQLite reads the log, and drops its end
        if damage is not None:
            raise NotADatabaseError(damage)
        version = file_version(path)
        if version is None:  # no file, or an empty one: no games
            empty = sqlite3.connect(":memory:", isolation_level=None)
            migrate(empty)
            return empty
        if version > VERSION:
            raise NewerVersionError(version)
        uri = path.absolute().as_uri()
        wal = path.with_name(path.name + "-wal")
        if _closed_cleanly(path, wal):
            return _checked(_reader_that_leaves_nothing(path), check=not known_sound(path))
        try:
            return _checked(sqlite3.connect(f"{uri}?mode=ro", uri=True))
        except sqlite3.OperationalError:
            pass  # a folder that cannot be written, the write-ahead files gone: see below
        if not (wal.exists() and wal.stat().st_size):
            # Nothing to apply from a log, and nobody is writing in a folder that
            # cannot be written: the file can be read as it stands.
            return _checked(sqlite3.connect(f"{uri}?immutable=1", uri=True))
        import shutil  # here: only this rare case needs them
        import tempfile

        copy = Path(cleanup.enter_context(tempfile.TemporaryDirectory(prefix="maze-solitaire-")))
        for source in (path, wal):
            shutil.copyfile(source, copy / source.name)
        return _checked(sqlite3.connect(copy / path.name, isolation_level=None))
    except NewerVersionError as newer:
        raise StorageError(newer_version(path, newer.args[0])) from None
    except (OSError, sqlite3.Error) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        raise StorageError(f"the saved games in {path} cannot be read: {reason}") from None


def _closed_cleanly(path: Path, wal: Path) -> bool:
    """Whether the file at ``path`` stands alone: no write-ahead log beside it (nobody has
    it open, or one who has has not read it yet) and no rollback journal."""
    journal = path.with_name(path.name + "-journal")
    return not (wal.exists() or journal.exists())


def _reader_that_leaves_nothing(path: Path) -> sqlite3.Connection:
    """A connection that reads the database at ``path`` and leaves its folder as it found
    it: byte for byte, nothing beside it.

    A read-only connection (``mode=ro``) to a database in WAL mode makes the
    write-ahead files it needs (``-wal``, ``-shm``) and cannot remove them, so that a
    reading command left them behind in a folder the game had closed cleanly. A
    connection that may write, and does not (``query_only``), makes them too, and,
    the last to close, removes them, writing nothing: its log is empty. Where it may
    not write (the file or the folder is another's), the file is read as it stands
    (``immutable``): nothing is made, and a game that starts meanwhile writes only
    to its own log until it ends.
    """
    uri = path.absolute().as_uri()
    if not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)):
        return sqlite3.connect(f"{uri}?immutable=1", uri=True)
    connection = sqlite3.connect(uri, uri=True, isolation_level=None)
    connection.execute("PRAGMA query_only = ON")
    return connection


def _checked(connection: sqlite3.Connection, *, check: bool = True) -> sqlite3.Connection:
    """``connection``, once it is shown to hold maze-solitaire's games (else it is closed):
    sound (``PRAGMA quick_check``, unless ``check`` is false: a file known sound, see
    :mod:`.checked`), and of this layout.

    A file of an older layout, which only the game migrates, is read from a
    copy in memory brought up to this layout: the file is left as it is, and
    the queries need not know every layout there ever was.
    """
    try:
        damage = integrity_problem(connection) if check else None
        if damage is not None:
            raise NotADatabaseError(damage)
        if connection.execute("PRAGMA user_version").fetchone()[0] < VERSION:
            return _upgraded_copy(connection)
        check_layout(connection)
    except BaseException:
        connection.close()
        raise
    return connection


def _upgraded_copy(connection: sqlite3.Connection) -> sqlite3.Connection:
    """The database of ``connection`` (then closed), copied into memory and migrated."""
    copy = sqlite3.connect(":memory:", isolation_level=None)
    try:
        connection.backup(copy)
        migrate(copy)
    except BaseException:
        copy.close()
        raise
    connection.close()
    return copy
