"""What is known of the saved games before SQLite reads them: whether their write-ahead log
holds saves SQLite would drop, and whether the file is the one the game checked as it
last closed it.

``PRAGMA quick_check`` (:func:`.schema.integrity_problem`) reads every page of the file:
0.2 ms for a few games, some 25 ms of CPU for 10,000. So the game checks the file as it
closes it, its last save written, and, when it is sound and nobody else has it open,
writes beside it what the file then is: its device and inode, its size, and the times
of its last change and write, to the nanosecond (the *seal*, ``games.sqlite3.checked``).
A start, or a reading command, that finds the file as sealed and closed (no write-ahead
log beside it) reads it without the check; any other file is checked first, as before.
Any write to the file through the file system (another program's, a copy put in its
place, a restored backup) changes its change time, which no program can set back.

What a skipped check could miss: damage that changes none of these, which comes from
below the file system (a failing disk, a bit flipped on the way), or a write in the same
tick of the clock as the seal on a file system whose times are coarse (Linux keeps exact
change times on ext4, XFS, Btrfs and tmpfs since 6.13). SQLite finds such damage when it
reads the page: its "database disk image is malformed" is said as any fault is, the
check as the game closes fails, no seal is written (an old one is removed), and the next
start checks the file and recovers it as any damaged file (:mod:`.recovery`).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Final

SEAL: Final = ".checked"
"""The seal's name: the saved games' own, and this."""
_SAID: Final = "maze-solitaire checked"
"""What a seal says before the file's stamp (and so what no other file says)."""


def log_problem(path: Path) -> str | None:
    """What is wrong with the write-ahead log beside ``path``: saves it holds that SQLite
    would drop (``None``: none, or no log). To be asked before SQLite opens the file,
    as it then reads the log."""
    log = path.with_name(path.name + "-wal")
    try:
        data = log.read_bytes()
    except OSError:
        return None  # no log: the file was closed cleanly (as it mostly is)
    from maze_solitaire.storage.pages import check_log  # here: only where a log is left

    found = check_log(data)
    return found.reason if found.damaged else None


def known_sound(path: Path) -> bool:
    """Whether the file at ``path`` is the one the game checked and sealed as it closed it,
    unchanged since, and closed: no write-ahead log nor rollback journal beside it."""
    if _beside(path, "-wal").exists() or _beside(path, "-journal").exists():
        return False
    stamp = _stamp(path)
    try:
        said = _beside(path, SEAL).read_bytes()
    except OSError:
        return False
    return stamp is not None and said == f"{_SAID} {stamp}\n".encode()


def seal(path: Path) -> None:
    """Say beside the file at ``path``, just checked and closed, that it is sound as it
    stands (where it can be said: a seal that cannot be written costs the next start
    a check, nothing more). A file another process still has open (its log is still
    there) is not sealed: what it writes next is not checked."""
    if _beside(path, "-wal").exists() or _beside(path, "-journal").exists():
        unseal(path)
        return
    stamp = _stamp(path)
    if stamp is None:
        return
    written = _beside(path, SEAL + ".new")
    try:
        written.write_bytes(f"{_SAID} {stamp}\n".encode())
        os.replace(written, _beside(path, SEAL))
    except OSError:
        unseal(path)
        with contextlib.suppress(OSError):
            written.unlink(missing_ok=True)


def unseal(path: Path) -> None:
    """Let the next start check the file at ``path`` (where the seal can be removed)."""
    with contextlib.suppress(OSError):
        _beside(path, SEAL).unlink(missing_ok=True)


def _beside(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _stamp(path: Path) -> str | None:
    """What the file at ``path`` is, as the seal says it; ``None`` if there is none."""
    try:
        found = path.stat()
    except OSError:
        return None
    return (
        f"{found.st_dev} {found.st_ino} {found.st_size} {found.st_mtime_ns} {found.st_ctime_ns}"
    )
