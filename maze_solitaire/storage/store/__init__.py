"""The saved games: autosave after every move, resume, statistics, and faults survived.

How the game uses it::

    store = Store.open(data_dir(args.data_dir))  # raises only for a newer database
    resumed = store.resume()                     # the game in progress, or None
    if resumed is not None:
        game = resumed.progress.game             # undo history included
    else:
        game = Game.from_deal(number)
        store.begin(game)                        # the other games in progress stay so
    ...
    game.play(move)                              # or undo(), redo(), restart()
    store.save(Progress(game, seconds, hints, demo))  # after each one; a win ends the game
    ...
    status(store.notice)                         # None, or one line to show
    store.close()

A game keeps its rules (``game.variant``) and, for a daily deal, its day
(``game.day``): resume and replay give them back, and the statistics are
per variant (``store.stats(rules="pysol")``). The first game of a day's
daily deal to end, won or lost, is that day's result (``daily_result``), for
good. ``par``/``remember_par`` keep the par the caller works out for a deal.

A game saved even once with ``Progress(..., scripted=True)`` (moves from a file
or a pipe, not a person) stays scripted whatever later saves say, resumed or
not: it is recorded, shown as scripted, and counted in no figure of a person's
play (no streak, no record, no daily result; see :mod:`.stats`).

Faults never raise: a damaged file is moved aside and what it still holds kept
in a new one (:mod:`..recovery`), an unwritable folder or a full disk leaves a
store that plays on without saving (``saving`` is false and ``notice`` says so),
and a damaged game record is set aside. Only a database from a newer version
raises :class:`StorageError`.

This package is where the saved games are written (they are read in :mod:`..records`,
:mod:`..stats` and :mod:`..reading`), split by what it keeps:

- :mod:`.file` -- the file the saves go to: one short transaction a write, and what a
  failed write is said as;
- :mod:`.games` -- the games in progress: resume, begin, take up, abandon, save;
- :mod:`.queue` -- the write-behind queue of the games' snapshots (:mod:`.snapshot`),
  written together, kept when a write fails;
- :mod:`.results` -- a game's end as the statistics read it;
- :mod:`.kept` -- the player's choices, the pars, the reviews.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from pathlib import Path
from types import TracebackType

from maze_solitaire.engine import Game, Position
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage.checked import known_sound, log_problem, seal, unseal
from maze_solitaire.storage.errors import StorageError, reason_of
from maze_solitaire.storage.locks import GameLocks
from maze_solitaire.storage.reading import Records, read_only
from maze_solitaire.storage.records import Branch, GameId, Progress, Resumed
from maze_solitaire.storage.schema import (
    NewerVersionError,
    NotADatabaseError,
    connect,
    newer_version,
)
from maze_solitaire.storage.store.file import LOCKS_FOLDER, SaveFile, WallClock
from maze_solitaire.storage.store.games import GamesInPlay
from maze_solitaire.storage.store.queue import WriteBehind

__all__ = ["Store", "WallClock"]


class Store(Records):
    """The saved games of one data folder, opened by one process.

    It reads them as the :class:`Records` it is, on its own connection
    (``stats``, ``history``, ``replay``, ``setting``, ``daily_result``,
    ``par``; ``in_progress`` counts this game once :meth:`save` has written it).
    Make one with :meth:`open` (or :meth:`in_memory`). Attributes the game
    shows:

    - ``saving``: whether progress reaches the disk. False in a store that
      could not open its folder, and after a failed write until a later one
      succeeds (every save writes the whole game, so nothing is lost once
      writing works again).
    - ``notice``: the last thing the player should be told, as one line, or
      ``None``: a damaged file moved aside, a damaged game set aside,
      ``"progress is not being saved: …"``, ``"progress is being saved again"``.
    - ``path``: the database file, or ``None`` in memory.
    """

    def __init__(self, file: SaveFile):
        """Use :meth:`open` or :meth:`in_memory`."""
        self._file = file
        super().__init__(file.connection, file.path)  # the read side, on the same connection
        self._queue = WriteBehind(file)
        self._games = GamesInPlay(file, self._queue)
        self._closed = False
        self.removed = False
        """Whether the saved games were removed (or replaced) while the game was played:
        :meth:`make_sure_saved` then saved the game again in a new file, if ``saving``."""

    @classmethod
    def open(cls, directory: str | Path, *, clock: WallClock = time.time) -> Store:
        """Open (creating if need be) the saved games in ``directory``.

        Never raises for a fault it can work around:

        - a file that is not a database, or a damaged one (its log checked, then
          ``PRAGMA quick_check`` unless it is as the game checked it as it last closed
          it, :mod:`..checked`, before anything reads it): a new file of every row it
          still holds, and of the games the newest backup has that it lost, takes
          its place (:mod:`..recovery`); it is moved aside to
          ``games.sqlite3.corrupt-<UTC timestamp>`` (with its ``-wal``), and
          ``notice`` says what was kept;
        - a folder that cannot be created or written, a full disk: the store
          keeps the session's games in memory, ``saving`` is false and
          ``notice`` is ``"progress is not being saved: <reason>"``. What the
          folder holds and can be read (a read-only folder, a disk mounted
          read-only) is read into that memory first: the game in progress is
          resumed, and the statistics are the player's, though nothing is saved.

        Raises :class:`StorageError` for a database written by a newer
        version (a higher ``user_version``), which it leaves untouched.
        """
        folder = Path(directory)
        path = folder / DATABASE_NAME
        notice = None
        try:
            folder.mkdir(parents=True, exist_ok=True)
            try:
                damage = log_problem(path)  # before SQLite reads the log, and drops its end
                if damage is not None:
                    raise NotADatabaseError(damage)
                connection = connect(path, check=not known_sound(path))
            except NotADatabaseError as damage:
                from maze_solitaire.storage.recovery import recover  # here: only where damaged

                notice = recover(path, clock(), str(damage))
                connection = connect(path)
        except NewerVersionError as newer:
            raise StorageError(newer_version(path, newer.args[0])) from None
        except (OSError, sqlite3.Error, NotADatabaseError) as error:
            store = cls.in_memory(reason_of(error, folder), clock=clock)
            store._read_from(folder)
            return store
        locks = GameLocks(folder / LOCKS_FOLDER)
        return cls(SaveFile(connection, path=path, locks=locks, clock=clock, notice=notice))

    @classmethod
    def in_memory(cls, reason: str | None = None, *, clock: WallClock = time.time) -> Store:
        """A store that keeps this session's games in memory only (``saving`` is false).

        ``reason``, when given, becomes the notice
        ``"progress is not being saved: <reason>"``.
        """
        return cls(SaveFile.in_memory(reason, clock=clock))

    def _read_from(self, folder: Path) -> None:
        """Put the saved games in ``folder``, read only, in this store's memory (none, if
        they cannot be read: the store then starts empty, as it is)."""
        try:
            with read_only(folder) as games:
                games.copy_to(self._connection)
                if games.damage is not None:  # what it holds, read as far as it could be
                    self.notice = f"{games.damage}; progress is not being saved"
        except (StorageError, sqlite3.Error, OSError):
            pass

    # The read side reads on the connection the writes are made on, whichever it is now.
    @property
    def _connection(self) -> sqlite3.Connection:
        return self._file.connection

    @_connection.setter
    def _connection(self, connection: sqlite3.Connection) -> None:
        self._file.connection = connection

    @property
    def saving(self) -> bool:
        """Whether progress reaches the disk (see the class's description)."""
        return self._file.saving

    @property
    def notice(self) -> str | None:
        """The last thing the player should be told, as one line, or ``None``."""
        return self._file.notice

    @notice.setter
    def notice(self, notice: str | None) -> None:
        self._file.notice = notice

    # -- the games in progress: see .games --------------------------------------------

    @property
    def played_elsewhere(self) -> int:
        """Games in progress that :meth:`resume` left to the other processes playing them."""
        return self._games.played_elsewhere

    @property
    def playing_id(self) -> GameId | None:
        """The id of the game this store plays, once written (``None`` before, or none)."""
        return self._games.playing_id

    def resume(
        self,
        chosen: Game | None = None,
        *,
        rules: str | None = None,
        game_id: GameId | None = None,
    ) -> Resumed | None:
        """See :meth:`.games.GamesInPlay.resume`."""
        return self._games.resume(chosen, rules=rules, game_id=game_id)

    def begin(self, game: Game, branch: Branch | None = None) -> None:
        """See :meth:`.games.GamesInPlay.begin`."""
        self._games.begin(game, branch)

    def take_up(self, game_id: GameId) -> Resumed:
        """See :meth:`.games.GamesInPlay.take_up`."""
        return self._games.take_up(game_id)

    def abandon(self, game_id: GameId) -> int:
        """See :meth:`.games.GamesInPlay.abandon`."""
        return self._games.abandon(game_id)

    def why_not(self, game_id: GameId) -> str:
        """See :meth:`.games.GamesInPlay.why_not`."""
        return self._games.why_not(game_id)

    def save(self, progress: Progress) -> None:
        """Commit the current game's whole state; call after every move, undo and redo.

        ``progress`` is the game with the time played so far, how many hints
        were given and whether the demo ever played. A save that reaches a
        won position ends the game as won in the same transaction, so a win
        is never lost; later saves do nothing until the next :meth:`begin`.
        Never raises for a fault: a failed write sets ``saving`` false and
        ``notice``, and is retried with the next save. Raises
        :class:`ValueError` if ``progress.game`` is not the game begun or resumed.
        """
        self._games.save(progress)

    def ended(self) -> list[GameId]:
        """The games this store has ended (won, or lost with moves made) and written since
        it was last asked, in the order they ended: each is told once."""
        return self._queue.ended()

    # -- what is kept beside the games: see .kept -------------------------------------

    def remember(self, name: str, value: str) -> None:
        """Keep ``value`` for ``name`` for the next run. Never raises: a failed write
        is told in ``notice`` (``saving`` is about the games, and stays as it was)."""
        from maze_solitaire.storage.store import kept  # here: the first frame keeps nothing

        kept.remember(self._file, name, value)

    def remember_par(
        self, start: Position, version: int, par: int | None, lower_bound: int
    ) -> None:
        """See :func:`.kept.remember_par`. Never raises, as :meth:`remember`."""
        from maze_solitaire.storage.store import kept

        kept.remember_par(self._file, start, version, par, lower_bound)

    def remember_review(self, game_id: GameId, version: int, review: str) -> None:
        """See :func:`.kept.remember_review`. Never raises, as :meth:`remember` (the review
        is made again when next asked)."""
        from maze_solitaire.storage.store import kept

        kept.remember_review(self._file, game_id, version, review)

    # -- closing -------------------------------------------------------------------------

    def close(self) -> None:
        """Let go of the game (one in which no move was made is not kept: see
        :meth:`.games.GamesInPlay.let_go`), write what a failed write left (one last try),
        check the file, back it up if a game ended and it is sound (:mod:`..backups`: the
        day's copy taken again), and close it: sealed where sound, so that the next start
        need not check it again (:mod:`..checked`)."""
        if self._closed:
            return
        self._closed = True
        self._games.let_go()
        self._queue.flush()
        self._file.locks.release_all()
        sound = self.saving and self._file.sound()  # a damaged file is never copied
        if self._queue.backup_due and sound and self.path is not None:
            from maze_solitaire.storage import backups  # here: the game's start needs none

            with contextlib.suppress(OSError, sqlite3.Error):  # a spare: the game is saved
                backups.take(self._connection, self.path.parent, self._file.today())
        self._connection.close()  # the last to close writes the log into the file
        if self.path is not None:
            (seal if sound else unseal)(self.path)

    def make_sure_saved(self) -> None:
        """Make sure the saves reached the file the next start reads: a file removed or
        replaced while the game was played (its folder deleted, say) took them with it,
        though each write succeeded. The game then is saved again, in a new file where the
        old one was, and ``removed`` is set; where that fails too, ``saving`` is false and
        ``notice`` says why. Call it after the last save, before saying what became of
        the game."""
        if not self._file.replaced():
            return
        game = self._games.current or self._queue.last
        self.removed = True
        if not self._file.start_again():
            return
        if game is not None:
            game.game_id = None  # a row of its own in the new file
            self._queue.add(game)
            self._queue.flush()

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()
