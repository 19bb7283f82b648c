"""A rolling backup of the saved games: a copy a day, the last few days kept.

A copy is taken at a safe point: when the game closes its saved games after a game
ended in it, every write done and the file checked sound (the game's close, not the
game's screen, waits for it: some milliseconds a thousand games). The day's copy is
taken again at each such close, so it holds every game ended before the last one: a
file damaged the next day loses none of them (one copy a day at most lost all a
day's games but the first session's). It is made with SQLite's online backup, which
copies a consistent state even while another process writes, into
``backups/games-<day>.sqlite3`` beside the saved games, written whole before it takes
that name (the day's earlier copy stands until then); the oldest days go once there
are more than :data:`KEPT`. :mod:`.recovery` takes from the newest the games a
damaged file lost.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
from datetime import date
from pathlib import Path
from typing import Final, NamedTuple

FOLDER: Final = "backups"
"""Beside the saved games: the backups."""
KEPT: Final = 3
_NAME: Final = re.compile(r"games-(\d{4}-\d{2}-\d{2})\.sqlite3")


class Backup(NamedTuple):
    path: Path
    day: str
    """The local date it was taken, ISO 8601."""


def taken(folder: Path) -> list[Backup]:
    """The backups of the saved games in ``folder``, the newest first."""
    try:
        names = os.listdir(folder / FOLDER)
    except OSError:
        return []
    found = [
        Backup(folder / FOLDER / name, match.group(1))
        for name in names
        if (match := _NAME.fullmatch(name)) is not None
    ]
    return sorted(found, key=lambda backup: backup.day, reverse=True)


def newest(folder: Path) -> Backup | None:
    """The newest backup of the saved games in ``folder`` that SQLite finds sound."""
    for backup in taken(folder):
        with contextlib.suppress(sqlite3.Error):
            uri = f"{backup.path.absolute().as_uri()}?immutable=1"
            connection = sqlite3.connect(uri, uri=True)
            try:
                if connection.execute("PRAGMA quick_check").fetchone()[0] == "ok":
                    return backup
            finally:
                connection.close()
    return None


def take(connection: sqlite3.Connection, folder: Path, today: date) -> None:
    """Back up the database of ``connection`` (the saved games in ``folder``, checked sound)
    as ``today``'s copy, in place of an earlier one of the day; keep the :data:`KEPT` newest
    days. Raises :class:`OSError` or :class:`sqlite3.Error` when it cannot (the caller plays
    on: a backup is a spare)."""
    day = today.isoformat()
    (folder / FOLDER).mkdir(exist_ok=True)
    path = folder / FOLDER / f"games-{day}.sqlite3"
    partial = path.with_name(path.name + ".partial")
    target = sqlite3.connect(partial, isolation_level=None)
    try:
        connection.backup(target)
        # A copy to read, not to play: no write-ahead files beside it when it is read.
        target.execute("PRAGMA journal_mode = DELETE")
    finally:
        target.close()
    os.replace(partial, path)
    for old in taken(folder)[KEPT:]:
        with contextlib.suppress(OSError):
            old.path.unlink()
