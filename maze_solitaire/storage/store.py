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
in a new one (:mod:`.recovery`), an unwritable folder or a full disk leaves a
store that plays on without saving (``saving`` is false and ``notice`` says so),
and a damaged game record is set aside. Only a database from a newer version
raises :class:`StorageError`.

Every write is one short ``BEGIN IMMEDIATE`` transaction on a database in
WAL mode with a busy timeout, so two processes can play at once: readers
never wait, and writers wait their turn for a few milliseconds at most.
"""

from __future__ import annotations

import contextlib
import math
import sqlite3
import time
from collections.abc import Callable, Iterator
from datetime import date, datetime, timezone
from pathlib import Path
from types import TracebackType
from typing import Final, Literal

from maze_solitaire.engine import Game, MazeError, Move, Position
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage.errors import StorageError, in_words, reason_of
from maze_solitaire.storage.locks import GameLocks
from maze_solitaire.storage.reading import Records, read_only
from maze_solitaire.storage.records import (
    MOVE_SEPARATOR,
    Branch,
    GameId,
    Progress,
    Resumed,
    daily_problem,
    deal_value,
    not_playing,
    open_elsewhere,
    resumed_of,
)
from maze_solitaire.storage.recovery import log_problem, recover
from maze_solitaire.storage.schema import (
    NewerVersionError,
    NotADatabaseError,
    connect,
    migrate,
    newer_version,
)

WallClock = Callable[[], float]
"""Seconds since the epoch, like :func:`time.time` (which is the default)."""

LOCKS_FOLDER: Final = "playing"
"""Beside the database: a lock file for each game a process is playing."""


class _Record:
    """A game this process plays or has just ended, as it must be written.

    Holds a snapshot, not the caller's :class:`Game`: a write that failed
    (disk full) is retried later with exactly the state it was meant to save.
    """

    def __init__(
        self,
        game_id: GameId | None,
        deal: int | None,
        start: Position,
        day: date | None,
        started_at: str,
    ):
        self.game_id = game_id  # None until the row is written
        self.deal = deal
        self.start = start  # and so the rules: ``start.variant``
        self.day = day  # whose daily deal it is, if it is one
        self.started_at = started_at
        self.moves: list[Move] = []
        self.texts: list[str] = []  # the notation of each of ``moves``
        self.undone = 0
        self.won = False
        self.seconds = 0.0
        self.hints = 0
        self.demo = False
        self.scripted = False  # once true, true for good: see take()
        self.ending: Literal["won", "abandoned"] | None = None
        self.ended_on: date | None = None  # the local date it ended, with ``ending``
        self.branch: Branch | None = None  # the game and move it was played on from

    @classmethod
    def of(cls, game: Game, started_at: str, game_id: GameId | None = None) -> _Record:
        record = cls(game_id, game.deal_number, game.start, game.day, started_at)
        record.take(Progress(game))
        return record

    def take(self, progress: Progress) -> None:
        """Snapshot ``progress``; the notation is made only for moves new since the last one."""
        game, seconds, hints = progress.game, progress.seconds, progress.hints
        if game.start != self.start:
            raise ValueError("save() was given a different game from the one begun or resumed")
        if not (math.isfinite(seconds) and seconds >= 0 and hints >= 0):
            raise ValueError(f"bad time ({seconds!r}) or hint count ({hints!r})")
        moves = game.all_moves
        kept = _common_prefix(self.moves, moves)
        del self.texts[kept:]
        self.texts.extend(move.notation() for move in moves[kept:])
        self.moves = moves
        self.undone = game.undone
        self.won = game.is_won()
        self.seconds, self.hints, self.demo = float(seconds), int(hints), bool(progress.demo)
        # Sticky: a game any of whose moves a script played is a scripted game,
        # whoever plays it on (a resumed scripted game played by hand included).
        self.scripted = self.scripted or bool(progress.scripted)

    @property
    def move_count(self) -> int:
        return len(self.moves) - self.undone

    def columns(self) -> dict[str, object]:
        """The values of the columns a save writes."""
        return {
            "moves": MOVE_SEPARATOR.join(self.texts),
            "undone": self.undone,
            "move_count": self.move_count,
            "seconds": self.seconds,
            "hints": self.hints,
            "demo": int(self.demo),
            "scripted": int(self.scripted),
        }


def _common_prefix(old: list[Move], new: list[Move]) -> int:
    """How many moves ``old`` and ``new`` share from the start (all of ``old`` as a rule)."""
    if len(new) >= len(old) and new[: len(old)] == old:
        return len(old)  # one move more: the case of almost every save
    count = 0
    for before, after in zip(old, new, strict=False):
        if before != after:
            break
        count += 1
    return count


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

    def __init__(
        self,
        connection: sqlite3.Connection,
        *,
        path: Path | None,
        locks: GameLocks,
        clock: WallClock,
        notice: str | None = None,
    ):
        """Use :meth:`open` or :meth:`in_memory`."""
        super().__init__(connection, path)  # the read side, on this connection
        self._locks = locks
        self._clock = clock
        self.saving = path is not None
        self.notice = notice
        self._current: _Record | None = None
        self._unwritten: list[_Record] = []  # in the order they must be written
        self._closed = False
        self._played = False  # whether this store has resumed or begun a game yet
        self._ended: list[GameId] = []  # games ended and written since ended() last told
        self._elsewhere: list[GameId] = []  # what resume() left to the processes playing it
        self._identity = _identity(path)  # the file the saves go to, to see it is still there
        self._last: _Record | None = None  # the game played last, even if it has ended
        self._backup_due = False  # a game ended: back the saved games up as they close
        self.removed = False
        """Whether the saved games were removed (or replaced) while the game was played:
        :meth:`make_sure_saved` then saved the game again in a new file, if ``saving``."""

    @classmethod
    def open(cls, directory: str | Path, *, clock: WallClock = time.time) -> Store:
        """Open (creating if need be) the saved games in ``directory``.

        Never raises for a fault it can work around:

        - a file that is not a database, or a damaged one (its log checked, then
          ``PRAGMA quick_check``, before anything reads it): a new file of every row it
          still holds, and of the games the newest backup has that it lost, takes
          its place (:mod:`.recovery`); it is moved aside to
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
                connection = connect(path)
            except NotADatabaseError as damage:
                notice = recover(path, clock(), str(damage))
                connection = connect(path)
        except NewerVersionError as newer:
            raise StorageError(newer_version(path, newer.args[0])) from None
        except (OSError, sqlite3.Error, NotADatabaseError) as error:
            store = cls.in_memory(reason_of(error, folder), clock=clock)
            store._read_from(folder)
            return store
        return cls(
            connection,
            path=path,
            locks=GameLocks(folder / LOCKS_FOLDER),
            clock=clock,
            notice=notice,
        )

    @classmethod
    def in_memory(cls, reason: str | None = None, *, clock: WallClock = time.time) -> Store:
        """A store that keeps this session's games in memory only (``saving`` is false).

        ``reason``, when given, becomes the notice
        ``"progress is not being saved: <reason>"``.
        """
        connection = sqlite3.connect(":memory:", isolation_level=None)
        migrate(connection)
        notice = None if reason is None else f"progress is not being saved: {reason}"
        return cls(connection, path=None, locks=GameLocks(None), clock=clock, notice=notice)

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

    @property
    def played_elsewhere(self) -> int:
        """Games in progress that :meth:`resume` left to the other processes playing them."""
        return len(self._elsewhere)

    # -- the game in progress ----------------------------------------------------------

    def resume(
        self,
        chosen: Game | None = None,
        *,
        rules: str | None = None,
        game_id: GameId | None = None,
    ) -> Resumed | None:
        """Take up a game in progress: the most recently saved one no other process plays.

        With ``game_id``, that game and no other: raises :class:`StorageError` saying
        why it cannot be (there is none, it has ended, it was set aside as damaged, or
        another process is playing it).

        With ``chosen`` (a deal, a position or a daily asked for), only a game of it (the
        same start, deal number, rules and day) is taken up; with ``rules``, only a game
        played under them. The other games in progress are left as they are. A game is
        open in one process at a time: when every game of ``chosen`` in progress is
        open in another, it raises :class:`StorageError` saying where.

        Its moves are replayed through the rules. A record that does not
        replay (damaged or tampered with) is marked ``damaged``, named in
        ``notice``, and the next most recent game is tried; so is a record
        that replays to a won position, which is recorded as the win it is.
        Games another running maze-solitaire is playing are left to it.
        Call it once, before any :meth:`begin`.
        """
        if self._played:
            raise RuntimeError("resume() is for the start, before any game is begun")
        self._played = True
        if game_id is not None:
            found = None if game_id >= 2**63 else self._claim(" AND id = ?", (game_id,))
            if found is None:
                raise StorageError(not_playing(self._connection, game_id, self._where_open))
        elif chosen is not None:
            found = self._claim(
                " AND start = ? AND rules = ? AND deal IS ? AND day IS ?",
                (
                    chosen.start.notation(),
                    chosen.variant.name,
                    deal_value(chosen.deal_number),
                    None if chosen.day is None else chosen.day.isoformat(),
                ),
            )
        elif rules is not None:
            found = self._claim(" AND rules = ?", (rules,))
        else:
            found = self._claim()
        if found is None:
            if chosen is not None and self._elsewhere:  # not a second copy, unsaid
                open_there = self._elsewhere[0]
                raise StorageError(
                    open_elsewhere(chosen.code, open_there, self._where_open(open_there))
                )
            return None
        self._current, resumed = found
        return resumed

    def _where_open(self, game_id: GameId) -> str | None:
        """Who plays ``game_id`` (``process 4242 on /dev/pts/3``), if its lock says."""
        return self._locks.holder(game_id)

    def begin(self, game: Game, branch: Branch | None = None) -> None:
        """Start recording ``game``, a new game (of a deal or from a position; with
        ``branch``, a position of that saved game, played on from there).

        The game this store was playing ends as played, not won (one in which
        no move was ever made is dropped: passing a deal over is no loss). The
        other saved games in progress are not touched: a new game from the
        command line leaves them to be resumed (only the game this store plays
        is ended, when the player asks for another in the game). The start is
        written at once. Raises :class:`ValueError` for a game with a day that
        is not that day's daily deal (it could never be restored).
        """
        problem = daily_problem(game.deal_number, game.variant, game.day)
        if problem is not None:
            raise ValueError(problem)
        previous = self._current
        if previous is not None:
            self._end(previous, "won" if previous.won else "abandoned")
            self._queue(previous)
        self._played = True
        self._current = _Record.of(game, self._now())
        self._current.branch = branch
        self._queue(self._current)
        self._flush()

    @property
    def playing_id(self) -> GameId | None:
        """The id of the game this store plays, once written (``None`` before, or none)."""
        return None if self._current is None else self._current.game_id

    def ended(self) -> list[GameId]:
        """The games this store has ended (won, or lost with moves made) and written since
        it was last asked, in the order they ended: each is told once."""
        ended, self._ended = self._ended, []
        return ended

    def why_not(self, game_id: GameId) -> str:
        """Why ``game_id`` is no other game in progress to take up or abandon."""
        if game_id == self.playing_id:
            return f"game #{game_id} is the game being played"
        return not_playing(self._connection, game_id, self._where_open)

    def take_up(self, game_id: GameId) -> Resumed:
        """In the game: play the saved game ``game_id`` on, leaving the game this store
        plays as :meth:`begin` leaves it (ended: won, or lost; dropped if no move was
        made). Raises :class:`StorageError` saying why it cannot be (there is none, it
        has ended, it was set aside, another process plays it, it is this very game);
        the game played then goes on as it was."""
        if game_id == self.playing_id:
            raise StorageError(f"game #{game_id} is the game being played")
        found = None if game_id >= 2**63 else self._claim(" AND id = ?", (game_id,))
        if found is None:
            raise StorageError(not_playing(self._connection, game_id, self._where_open))
        previous = self._current
        if previous is not None:
            self._end(previous, "won" if previous.won else "abandoned")
            self._queue(previous)
        self._played = True
        self._current, resumed = found
        self._flush()
        return resumed

    def abandon(self, game_id: GameId) -> int:
        """End the saved game ``game_id`` in progress, not the one played, as lost (a game
        with no move made is dropped, as a deal passed over is); the moves it had.
        Raises :class:`StorageError` as :meth:`take_up` does."""
        if game_id == self.playing_id:
            raise StorageError(f"game #{game_id} is the game being played")
        found = None if game_id >= 2**63 else self._claim(" AND id = ?", (game_id,))
        if found is None:
            raise StorageError(not_playing(self._connection, game_id, self._where_open))
        record, _ = found
        self._end(record, "abandoned")
        self._queue(record)
        self._flush()
        return record.move_count

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
        record = self._current
        if record is None:
            return
        record.take(progress)
        if record.won and progress.game.move_count > 0:
            self._end(record, "won")
            self._current = None
        self._queue(record)
        self._flush()

    # -- the player's choices ----------------------------------------------------------

    def remember(self, name: str, value: str) -> None:
        """Keep ``value`` for ``name`` for the next run. Never raises: a failed write
        is told in ``notice`` (``saving`` is about the games, and stays as it was)."""
        try:
            with self._transaction():
                self._connection.execute(
                    "INSERT OR REPLACE INTO settings (name, value) VALUES (?, ?)", (name, value)
                )
        except (sqlite3.Error, OSError) as error:
            self.notice = f"your choice could not be kept for next time: {self._why(error)}"

    def remember_par(
        self, start: Position, version: int, par: int | None, lower_bound: int
    ) -> None:
        """Keep the par of ``start`` (under its variant) that ``version`` of the caller's
        search found: ``par`` is ``None`` when it found no line, ``lower_bound`` what no
        line can beat. Never raises: a failed write is told in ``notice``, as for
        :meth:`remember`."""
        try:
            with self._transaction():
                self._connection.execute(
                    "INSERT OR REPLACE INTO pars (rules, start, version, par, lower_bound)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (start.variant.name, start.notation(), version, par, lower_bound),
                )
        except (sqlite3.Error, OSError) as error:
            self.notice = f"the par could not be kept for next time: {self._why(error)}"

    def remember_review(self, game_id: GameId, version: int, review: str) -> None:
        """Keep the review of the ended game ``game_id`` that ``version`` of the review made,
        as its text (in place of any older one). Never raises: a failed write is told in
        ``notice``, as for :meth:`remember` (the review is made again when next asked)."""
        try:
            with self._transaction():
                self._connection.execute(
                    "INSERT OR REPLACE INTO reviews (game, version, review) VALUES (?, ?, ?)",
                    (game_id, version, review),
                )
        except (sqlite3.Error, OSError) as error:
            self.notice = f"the review could not be kept: {self._why(error)}"

    # -- closing -------------------------------------------------------------------------

    def close(self) -> None:
        """Write what a failed write left (one last try), let go of the game, back the saved
        games up if a game ended (once a day at most: :mod:`.backups`), close the file."""
        if self._closed:
            return
        self._closed = True
        self._flush()
        self._locks.release_all()
        if self._backup_due and self.saving and self.path is not None:
            from maze_solitaire.storage import backups  # here: the game's start needs none

            today = datetime.fromtimestamp(self._clock()).date()
            with contextlib.suppress(OSError, sqlite3.Error):  # a spare: the game is saved
                backups.take(self._connection, self.path.parent, today)
        self._connection.close()

    def make_sure_saved(self) -> None:
        """Make sure the saves reached the file the next start reads: a file removed or
        replaced while the game was played (its folder deleted, say) took them with it,
        though each write succeeded. The game then is saved again, in a new file where the
        old one was, and ``removed`` is set; where that fails too, ``saving`` is false and
        ``notice`` says why. Call it after the last save, before saying what became of
        the game."""
        if self.path is None or self._identity is None or _identity(self.path) == self._identity:
            return
        record = self._current or self._last
        self.removed = True
        self._connection.close()
        self._locks.release_all()
        folder = self.path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
            self._connection = connect(self.path)
        except (OSError, sqlite3.Error, NotADatabaseError) as error:
            self._connection = sqlite3.connect(":memory:", isolation_level=None)
            migrate(self._connection)
            self._not_saving(error)
            return
        self._identity = _identity(self.path)
        self._locks = GameLocks(folder / LOCKS_FOLDER)
        if record is not None:
            record.game_id = None  # a row of its own in the new file
            self._queue(record)
            self._flush()

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    # -- inside --------------------------------------------------------------------------

    def _now(self) -> str:
        return datetime.fromtimestamp(self._clock(), timezone.utc).isoformat(
            timespec="microseconds"
        )

    def _end(self, record: _Record, ending: Literal["won", "abandoned"]) -> None:
        """End ``record`` (written by the next flush), on today's local date: a daily
        that ends after its day is won (or lost) late."""
        record.ending = ending
        record.ended_on = datetime.fromtimestamp(self._clock()).date()

    def _claim(
        self, where: str = "", parameters: tuple[object, ...] = ()
    ) -> tuple[_Record, Resumed] | None:
        """Lock and load the most recently saved game in progress that nobody else plays
        (of those ``where``, more conditions on the row, picks)."""
        try:
            candidates = [
                game_id
                for (game_id,) in self._connection.execute(
                    f"SELECT id FROM games WHERE status = 'playing'{where}"
                    " ORDER BY saved_at DESC, id DESC",
                    parameters,
                )
            ]
        except sqlite3.Error as error:
            self.notice = f"the game in progress could not be read: {error}"
            return None
        self._elsewhere = []
        for game_id in candidates:
            if not self._locks.claim(game_id):
                self._elsewhere.append(game_id)  # another process is playing it
                continue
            try:
                # Read again now that the lock is ours: the game may have ended meanwhile.
                row = self._connection.execute(
                    "SELECT deal, start, moves, undone, seconds, hints, demo, started_at,"
                    " rules, day, scripted FROM games WHERE id = ? AND status = 'playing'",
                    (game_id,),
                ).fetchone()
            except sqlite3.Error as error:
                self._locks.release(game_id)
                self.notice = f"the game in progress could not be read: {error}"
                return None
            if row is None:
                self._locks.release(game_id, ended=True)
                continue
            try:
                resumed = resumed_of(game_id, row)
            except MazeError as problem:
                self._set_aside(game_id, str(problem))
                continue
            record = _Record.of(resumed.progress.game, str(row[7]), game_id)
            record.take(resumed.progress)
            if record.won:
                self._end(record, "won")
                self._queue(record)
                self._flush()
                continue
            return record, resumed
        return None

    def _set_aside(self, game_id: GameId, problem: str) -> None:
        """Mark a game that does not replay as damaged, so it is neither resumed nor counted."""
        try:
            with self._transaction():
                self._connection.execute(
                    "UPDATE games SET status = 'damaged', problem = ?"
                    " WHERE id = ? AND status = 'playing'",
                    (problem, game_id),
                )
        except (sqlite3.Error, OSError) as error:
            self._not_saving(error)
        else:
            self.notice = f"saved game #{game_id} could not be restored ({problem}); set aside"
        self._locks.release(game_id, ended=True)

    def _queue(self, record: _Record) -> None:
        if not any(waiting is record for waiting in self._unwritten):
            self._unwritten.append(record)

    def _flush(self) -> None:
        """Write every unwritten record in one transaction; on failure keep them all for later."""
        if not self._unwritten:
            return
        inserted: list[_Record] = []
        try:
            with self._transaction():
                for record in self._unwritten:
                    self._write(record, inserted)
        except (sqlite3.Error, OSError) as error:
            for record in inserted:  # rolled back: those rows do not exist
                assert record.game_id is not None
                self._locks.release(record.game_id, ended=True)
                record.game_id = None
            self._not_saving(error)
            return
        for record in self._unwritten:
            self._last = record
            if record.ending is not None and record.game_id is not None:
                self._locks.release(record.game_id, ended=True)
                if record.moves:  # a deal passed over is dropped, not ended
                    self._ended.append(record.game_id)
                    self._backup_due = True
        self._unwritten.clear()
        if not self.saving and self.path is not None:
            self.saving = True
            self.notice = "progress is being saved again"

    def _write(self, record: _Record, inserted: list[_Record]) -> None:
        """Write one record's state, and its end if it ended, inside the open transaction."""
        if record.ending == "abandoned" and not record.moves:
            # Never played, only looked at and passed over: not a game lost.
            if record.game_id is not None:
                self._connection.execute("DELETE FROM games WHERE id = ?", (record.game_id,))
            return
        values = {**record.columns(), "now": self._now(), "id": record.game_id}
        if record.game_id is not None:
            updated = self._connection.execute(
                "UPDATE games SET moves = :moves, undone = :undone, move_count = :move_count,"
                " seconds = :seconds, hints = :hints, demo = :demo, scripted = :scripted,"
                " saved_at = :now"
                " WHERE id = :id AND status = 'playing'",
                values,
            )
            if updated.rowcount == 0:
                # Ended by someone else (possible only where file locks do not
                # work): keep this game too, as a game of its own.
                self._locks.release(record.game_id)
                record.game_id = None
        if record.game_id is None:
            cursor = self._connection.execute(
                "INSERT INTO games (deal, start, moves, undone, move_count, seconds, hints, demo,"
                " scripted, status, started_at, saved_at, rules, day, source_game, source_move)"
                " VALUES (:deal, :start, :moves, :undone, :move_count, :seconds, :hints, :demo,"
                " :scripted, 'playing', :started_at, :now, :rules, :day, :source_game,"
                " :source_move)",
                {
                    **values,
                    "deal": deal_value(record.deal),
                    "start": record.start.notation(),
                    "started_at": record.started_at,
                    "rules": record.start.variant.name,
                    "day": None if record.day is None else record.day.isoformat(),
                    "source_game": None if record.branch is None else record.branch.game_id,
                    "source_move": None if record.branch is None else record.branch.move,
                },
            )
            assert cursor.lastrowid is not None
            record.game_id = cursor.lastrowid
            inserted.append(record)
            # Locked before the row is committed, so no other process can claim it first.
            self._locks.claim(record.game_id)
        if record.ending is not None:
            self._write_end(record)

    def _write_end(self, record: _Record) -> None:
        """Write that ``record``, whose row exists, ended; and if it is a day's daily
        played by hand, that day's result, unless a game of it ended before."""
        # Numbered in the order games end, with the streak this game ends
        # (its variant's: a win extends the streak of the last deal of the
        # same rules played by hand), so the statistics read two index entries,
        # not every game. A position or a scripted game is in no streak: it
        # neither extends one nor breaks it.
        self._connection.execute(
            "UPDATE games SET status = :status,"
            " ended = (SELECT COALESCE(MAX(ended), 0) + 1 FROM games WHERE ended IS NOT NULL),"
            " streak = CASE WHEN deal IS NULL OR scripted = 1 THEN NULL"
            " WHEN :status = 'won' THEN 1 + COALESCE((SELECT streak FROM games"
            " WHERE rules = :rules AND ended IS NOT NULL AND deal IS NOT NULL AND scripted = 0"
            " ORDER BY ended DESC LIMIT 1), 0)"
            " ELSE 0 END"
            " WHERE id = :id",
            {"status": record.ending, "id": record.game_id, "rules": record.start.variant.name},
        )
        if record.day is None or record.scripted:
            return  # a scripted daily leaves the day to the first game of it played by hand
        assert record.ended_on is not None  # set with ``ending``, by _end
        self._connection.execute(
            "INSERT OR IGNORE INTO dailies (day, game, won, late, moves, seconds, clean)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                record.day.isoformat(),
                record.game_id,
                int(record.ending == "won"),
                int(record.ended_on > record.day),
                record.move_count,
                record.seconds,
                int(not (record.hints or record.demo)),
            ),
        )

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        """One short write transaction; rolled back if anything in it fails."""
        self._connection.execute("BEGIN IMMEDIATE")
        try:
            yield
            self._connection.execute("COMMIT")
        except BaseException:
            if self._connection.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    self._connection.execute("ROLLBACK")
            raise

    def _why(self, error: Exception) -> str:
        """Why a write failed, in a few words, naming the folder of the saved games."""
        folder = None if self.path is None else self.path.parent
        return in_words(error, folder) or reason_of(error)

    def _not_saving(self, error: Exception) -> None:
        self.saving = False
        self.notice = f"progress is not being saved: {self._why(error)}"


def _identity(path: Path | None) -> tuple[int, int] | None:
    """Which file is at ``path`` (its device and inode): ``None`` if none."""
    if path is None:
        return None
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_dev, found.st_ino
