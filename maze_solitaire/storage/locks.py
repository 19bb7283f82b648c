"""Which games are being played right now, by any process: one OS file lock per game.

Two terminals may each play a game from the same saved games. A game in
progress must be resumed by one process at a time, and a game that a
killed, crashed or disconnected process left behind must be resumable at
once. An operating-system lock on a small file per game gives exactly that:
it is held while the process plays the game and released by the kernel when
the process ends, however it ends (a timestamp or a process id in the
database could not tell a thinking player from a dead process, and process
ids are reused).

The lock files live in a folder beside the database, ``playing/<id>.lock``.
The database, not the lock file, says whether a game is still in progress:
a claimer takes the lock first and then reads the game's status, so a file
that outlives its game is harmless.

A lock must die with the process that plays the game, and only with it. A
forked child (the game's search workers) inherits every open file, so each
child closes the lock files at once (:func:`os.register_at_fork`): otherwise a
worker that outlived a killed game would keep its game locked, and the next
``maze-solitaire`` would find it "open in another terminal".
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

if sys.platform == "win32":
    import msvcrt

    def _try_lock(descriptor: int) -> bool:
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(descriptor: int) -> bool:
        # flock locks belong to the open file, not to the process, so two
        # stores in one process exclude each other too.
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


class GameLocks:
    """The locks this process holds on games it plays.

    ``folder=None`` means nothing is shared (an in-memory store): every claim
    succeeds. So does every claim where the folder or the locks cannot be
    used (some network file systems): playing matters more than excluding a
    second terminal, and the store then keeps both games (see
    :meth:`Store.save <maze_solitaire.storage.store.Store.save>`).
    """

    def __init__(self, folder: Path | None):
        self._folder = folder
        self._held: dict[int, int] = {}  # game id -> open file descriptor

    def claim(self, game_id: int) -> bool:
        """Take the lock on ``game_id``; ``False`` if another process (or store) holds it."""
        if game_id in self._held:
            return True
        if self._folder is None:
            return True
        try:
            self._folder.mkdir(exist_ok=True)
            descriptor = os.open(self._path(game_id), os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return True
        try:
            locked = _try_lock(descriptor)
        except OSError:  # locks not supported here
            locked = True
        if not locked:
            os.close(descriptor)
            return False
        self._held[game_id] = descriptor
        _HELD.add(descriptor)
        with contextlib.suppress(OSError):  # saying who holds it is a courtesy
            _say_who_holds(descriptor)
        return True

    def holder(self, game_id: int) -> str | None:
        """Who holds the lock on ``game_id``, as its holder wrote it: ``process 4242 on
        /dev/pts/3``; ``None`` where that cannot be read (no lock file, an older version's)."""
        if self._folder is None:
            return None
        try:
            with self._path(game_id).open("rb") as file:
                file.seek(_WHO_AT)
                said = file.read(_WHO_LONGEST).decode("utf-8", "replace").strip()
        except OSError:
            return None
        return said or None

    def release(self, game_id: int, ended: bool = False) -> None:
        """Let go of ``game_id``; when the game has ``ended``, also remove its lock file.

        A process that opened the file just before it was removed may still
        lock it; it then finds the game ended in the database and moves on.
        """
        descriptor = self._held.pop(game_id, None)
        if descriptor is None:
            return
        _HELD.discard(descriptor)
        if ended and self._folder is not None:
            # Windows cannot remove an open file: the file then stays, harmlessly.
            with contextlib.suppress(OSError):
                self._path(game_id).unlink()
        os.close(descriptor)

    def release_all(self) -> None:
        for game_id in list(self._held):
            self.release(game_id)

    def _path(self, game_id: int) -> Path:
        assert self._folder is not None
        return self._folder / f"{game_id}.lock"


_WHO_AT = 1
"""Where a lock file says who holds it: past the byte Windows locks (reading a locked
byte fails there), the same everywhere."""
_WHO_LONGEST = 200


def _say_who_holds(descriptor: int) -> None:
    """Write in the lock file who holds it, so that a second launch can say where the game
    is open: this process, and the terminal it runs in (if any)."""
    said = f"process {os.getpid()}"
    terminal = _terminal()
    if terminal is not None:
        said += f" on {terminal}"
    os.ftruncate(descriptor, _WHO_AT)
    os.lseek(descriptor, _WHO_AT, os.SEEK_SET)
    os.write(descriptor, said.encode("utf-8")[:_WHO_LONGEST])
    os.lseek(descriptor, 0, os.SEEK_SET)  # where Windows's lock is: unlocked from there


def _terminal() -> str | None:
    """The terminal this process runs in (standard input's, output's or error's), if any."""
    name_of = getattr(os, "ttyname", None)  # not on Windows
    if name_of is None:
        return None
    for stream in (0, 1, 2):
        with contextlib.suppress(OSError):
            if os.isatty(stream):
                return str(name_of(stream))
    return None


_HELD: set[int] = set()
"""The lock files this process holds open, whichever :class:`GameLocks` holds them."""


def _after_fork_in_child() -> None:
    """In a forked child: close the inherited lock files (the parent still holds its
    own), so that each lock ends with the process playing its game, whatever the
    child does."""
    for descriptor in _HELD:
        with contextlib.suppress(OSError):
            os.close(descriptor)
    _HELD.clear()


if hasattr(os, "register_at_fork"):  # not on Windows, where children are spawned afresh
    os.register_at_fork(after_in_child=_after_fork_in_child)
