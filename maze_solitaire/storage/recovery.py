"""A damaged file of saved games: found before anything reads it, the rest kept, said in one
line.

Damage never costs more than the damaged part:

- :func:`~.checked.log_problem` and :func:`~.schema.integrity_problem` find it, before
  anything is read: the write-ahead log's checksums (SQLite drops, without a word, every
  save past a damaged frame), then ``PRAGMA quick_check`` (every page of the file, unless
  it is as the game checked it as it last closed it: :mod:`.checked`);
- :func:`recover` (the game, at its start) moves the damaged file aside, named with
  the time, puts every row it still holds (:mod:`.salvage`) into a new file, adds
  from the newest backup (:mod:`.backups`) the games it lost, and says in one line
  what was kept and where the damaged file is;
- :func:`read_damaged` (the reading commands) reads the same rows into memory and
  changes nothing: what it could read, and that it is damaged, is said.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from maze_solitaire.storage.errors import StorageError
from maze_solitaire.storage.schema import migrate, move_aside

if TYPE_CHECKING:
    from maze_solitaire.storage.salvage import Salvage


class Recovered(NamedTuple):
    """What was kept of a damaged file, for the one line that says so."""

    counts: dict[str, int]
    """The rows kept: ``games``, and those of the other tables."""
    lost: int | None
    """Games the file held that were not kept (``None``: the file cannot say)."""
    from_backup: int
    """Games of those kept that came from a backup, not the file."""
    backup: str | None
    """The day of that backup."""

    def anything(self) -> bool:
        return any(self.counts.values())

    def kept(self) -> str:
        """``28 of 30 games (2 lost), 3 of them from the backup of 2026-12-01, with 4
        reviews, 12 pars, 3 daily results and your settings``."""
        games = self.counts["games"]
        said = "no game" if not games else _plural(games, "game")
        if self.lost:
            said = f"{games:,} of {_plural(games + self.lost, 'game')} ({self.lost:,} lost)"
        elif self.lost == 0 and games:
            said = f"all {_plural(games, 'game')}" if games > 1 else "the one game"
        if self.from_backup:
            said += f", {self.from_backup:,} of them from the backup of {self.backup}"
        others = [
            _plural(self.counts[table], word)
            for table, word in (("reviews", "review"), ("pars", "par"), ("dailies", "daily result"))
            if self.counts[table]
        ]
        if self.counts["settings"]:
            others.append("your settings")
        if others:
            said += ", with " + (
                others[0] if len(others) == 1 else ", ".join(others[:-1]) + " and " + others[-1]
            )
        return said


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count:,} {word}s"


def recover(path: Path, now: float, found: str) -> str:
    """Recover the damaged database at ``path`` (``found``: what is wrong with it): a new
    file of every row it still holds, and of the games the newest backup has that it
    lost, takes its place once made; it is kept aside, named with the time. The notice
    that says what was kept, and where the damaged file is. Raises what making the new
    file raises (:class:`OSError`, :class:`sqlite3.Error`), the damaged file left as it
    was."""
    from maze_solitaire.storage.schema import connect  # here: the layout, made afresh

    rows, said = _salvaged(path)
    fresh = path.with_name(path.name + ".recovered")
    for leftover in (fresh, *(fresh.with_name(fresh.name + end) for end in ("-wal", "-shm"))):
        leftover.unlink(missing_ok=True)  # of a recovery cut short
    connection = connect(fresh)
    try:
        rows.write_to(connection)
    finally:
        connection.close()  # the last: the log written into the file, and removed
    aside = move_aside(path, now)
    os.replace(fresh, path)
    said = said._replace(counts=rows.counts())
    if not said.anything():
        return (
            f"the saved games were damaged ({found}) and nothing in them could be kept: the"
            f" damaged file is kept as {aside.name}, and a new file was started"
        )
    return (
        f"the saved games were damaged{_where(found)}: kept {said.kept()}; the damaged file"
        f" is kept as {aside.name}"
    )


def _where(found: str) -> str:
    """Where the damage was, when it was in the log (of the last saves)."""
    return " (in the log of the last saves)" if found.startswith("the log") else ""


def read_damaged(path: Path, found: str, writable: bool) -> tuple[sqlite3.Connection, str]:
    """The damaged database at ``path``, what it still holds read into memory and nothing
    written; and the line that says so (``writable``: whether the game can recover it
    where it is)."""
    rows, said = _salvaged(path)
    memory = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(memory)
        rows.write_to(memory)
    except BaseException:
        memory.close()
        raise
    said = said._replace(counts=rows.counts())
    if not said.anything():
        memory.close()
        later = "sets it aside when it next starts" if writable else "cannot set it aside here"
        raise StorageError(
            f"the saved games in {path} cannot be read: {found} (nothing was changed; the"
            f" game {later})"
        )
    then = (
        "maze-solitaire recovers them when it next starts"
        if writable
        else "they cannot be recovered where they are (the folder is read-only)"
    )
    return memory, (
        f"the saved games in {path} are damaged{_where(found)}: read {said.kept()}; nothing"
        f" was changed, and {then}"
    )


def _salvaged(path: Path) -> tuple[Salvage, Recovered]:
    """The rows the damaged file at ``path`` holds, with those of the newest backup's games it
    lost; and what that comes to."""
    # Here: a game's start, and a reading command's, need none of it but where damaged.
    from maze_solitaire.storage import backups
    from maze_solitaire.storage.salvage import read_sound, salvage

    rows = salvage(path)
    lost = rows.lost()
    from_backup, day = 0, None
    newest = backups.newest(path.parent)
    if newest is not None and (lost is None or lost):
        with contextlib.suppress(OSError, sqlite3.Error):
            from_backup = rows.fill_from(read_sound(newest.path))
            day = newest.day
    return rows, Recovered(rows.counts(), rows.lost(), from_backup, day)
