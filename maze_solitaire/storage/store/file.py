"""The file the saves go to, as one process writes it: its connection, the locks on the
games the process plays, the clock, and whether writing works.

Every write is one short ``BEGIN IMMEDIATE`` transaction (:meth:`SaveFile.transaction`)
on a database in WAL mode with a busy timeout, so two processes can play at once:
readers never wait, and writers wait their turn for a few milliseconds at most. A write
that fails never raises: it becomes the one line ``notice`` says.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Callable, Iterator
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Final

from maze_solitaire.storage.errors import in_words, reason_of
from maze_solitaire.storage.locks import GameLocks
from maze_solitaire.storage.schema import NotADatabaseError, connect, integrity_problem, migrate

WallClock = Callable[[], float]
"""Seconds since the epoch, like :func:`time.time` (which is the default)."""

LOCKS_FOLDER: Final = "playing"
"""Beside the database: a lock file for each game a process is playing."""


class SaveFile:
    """Where one process's saves go (``path``; ``None``: memory only).

    - ``saving``: whether progress reaches the disk. False in memory, and after a
      failed write of the games until a later one succeeds.
    - ``notice``: the last thing the player should be told, as one line, or ``None``.
    """

    def __init__(
        self,
        connection: sqlite3.Connection,
        *,
        path: Path | None,
        locks: GameLocks,
        clock: WallClock = time.time,
        notice: str | None = None,
    ):
        self.connection = connection
        self.path = path
        self.locks = locks
        self.clock = clock
        self.saving = path is not None
        self.notice = notice
        self._identity = identity(path)  # the file the saves go to, to see it is still there

    @classmethod
    def in_memory(cls, reason: str | None = None, *, clock: WallClock = time.time) -> SaveFile:
        """Saves kept in memory only; ``reason``, when given, is said in ``notice``."""
        notice = None if reason is None else f"progress is not being saved: {reason}"
        return cls(_memory(), path=None, locks=GameLocks(None), clock=clock, notice=notice)

    def now(self) -> str:
        """The time, in UTC, ISO 8601: as the file keeps when games start and are saved."""
        return datetime.fromtimestamp(self.clock(), timezone.utc).isoformat(
            timespec="microseconds"
        )

    def today(self) -> date:
        """The local date: the day a game ends on, and a backup is of."""
        return datetime.fromtimestamp(self.clock()).date()

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """One short write transaction; rolled back if anything in it fails."""
        self.connection.execute("BEGIN IMMEDIATE")
        try:
            yield
            self.connection.execute("COMMIT")
        except BaseException:
            if self.connection.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    self.connection.execute("ROLLBACK")
            raise

    def keep(self, sql: str, parameters: tuple[object, ...], failed: str) -> None:
        """Write one statement in a transaction of its own. Never raises: a failed write is
        told in ``notice`` as ``failed: why`` (``saving`` is about the games, and stays)."""
        try:
            with self.transaction():
                self.connection.execute(sql, parameters)
        except (sqlite3.Error, OSError) as error:
            self.notice = f"{failed}: {self.why(error)}"

    def why(self, error: Exception) -> str:
        """Why a write failed, in a few words, naming the folder of the saved games."""
        folder = None if self.path is None else self.path.parent
        return in_words(error, folder) or reason_of(error)

    def not_saving(self, error: Exception) -> None:
        self.saving = False
        self.notice = f"progress is not being saved: {self.why(error)}"

    def saved_again(self) -> None:
        """A write of the games succeeded: where one had failed, say that saving works again."""
        if not self.saving and self.path is not None:
            self.saving = True
            self.notice = "progress is being saved again"

    def sound(self) -> bool:
        """Whether the file is sound as it stands (``PRAGMA quick_check``, every page)."""
        return self.path is not None and integrity_problem(self.connection) is None

    def replaced(self) -> bool:
        """Whether the file at ``path`` is no longer the one the saves went to: removed, or
        replaced (its folder deleted while the game was played, say)."""
        return self.path is not None and self._identity not in (None, identity(self.path))

    def start_again(self) -> bool:
        """Let go of the file and of the games' locks, and start a new file where it was;
        ``False`` (the saves then kept in memory, ``saving`` false and ``notice`` saying
        why) when that cannot be done."""
        assert self.path is not None
        self.connection.close()
        self.locks.release_all()
        folder = self.path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
            self.connection = connect(self.path)
        except (OSError, sqlite3.Error, NotADatabaseError) as error:
            self.connection = _memory()
            self.not_saving(error)
            return False
        self._identity = identity(self.path)
        self.locks = GameLocks(folder / LOCKS_FOLDER)
        return True


def _memory() -> sqlite3.Connection:
    """An empty database of this layout, in memory."""
    connection = sqlite3.connect(":memory:", isolation_level=None)
    migrate(connection)
    return connection


def identity(path: Path | None) -> tuple[int, int] | None:
    """Which file is at ``path`` (its device and inode): ``None`` if none."""
    if path is None:
        return None
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_dev, found.st_ino
