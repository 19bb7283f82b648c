"""The games in progress: resume, begin, take up, abandon, save.

A game is open in one process at a time (:mod:`..locks`): resuming claims its lock, and
a game another process plays is left to it. Its record is not trusted: its moves are
replayed through the rules, and one that does not replay is set aside as damaged.
Every change is queued (:mod:`.queue`) and written at once.
"""

from __future__ import annotations

import sqlite3

from maze_solitaire.engine import Game, MazeError
from maze_solitaire.storage.errors import StorageError
from maze_solitaire.storage.records import (
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
from maze_solitaire.storage.store.file import SaveFile
from maze_solitaire.storage.store.queue import WriteBehind
from maze_solitaire.storage.store.snapshot import Snapshot

_NO_GAME = 2**63
"""Past every game number (SQLite's integers end below it): no game to look for."""


class GamesInPlay:
    """The game this process plays (``current``), and its way to the others in progress."""

    def __init__(self, file: SaveFile, queue: WriteBehind):
        self._file = file
        self._queue = queue
        self.current: Snapshot | None = None
        self._played = False  # whether a game has been resumed or begun yet
        self._elsewhere: list[GameId] = []  # what resume() left to the processes playing it

    @property
    def played_elsewhere(self) -> int:
        """Games in progress that :meth:`resume` left to the other processes playing them."""
        return len(self._elsewhere)

    @property
    def playing_id(self) -> GameId | None:
        """The id of the game played, once written (``None`` before, or none)."""
        return None if self.current is None else self.current.game_id

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
        found: tuple[Snapshot, Resumed] | None
        if game_id is not None:
            found = self._claim_one(game_id)
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
        self.current, resumed = found
        return resumed

    def begin(self, game: Game, branch: Branch | None = None) -> None:
        """Start recording ``game``, a new game (of a deal or from a position; with
        ``branch``, a position of that saved game, played on from there).

        The game played until now ends as played, not won (one in which no move was
        ever made is dropped: passing a deal over is no loss). The other saved games in
        progress are not touched: a new game from the command line leaves them to be
        resumed (only the game played here is ended, when the player asks for another
        in the game). The start is written at once. Raises :class:`ValueError` for a
        game with a day that is not that day's daily deal (it could never be restored).
        """
        problem = daily_problem(game.deal_number, game.variant, game.day)
        if problem is not None:
            raise ValueError(problem)
        self._end_current()
        self.current = Snapshot.of(game, self._file.now())
        self.current.branch = branch
        self._queue.add(self.current)
        self._queue.flush()

    def take_up(self, game_id: GameId) -> Resumed:
        """In the game: play the saved game ``game_id`` on, leaving the game played until
        now as :meth:`begin` leaves it (ended: won, or lost; dropped if no move was made).
        Raises :class:`StorageError` saying why it cannot be (there is none, it has ended,
        it was set aside, another process plays it, it is this very game); the game
        played then goes on as it was."""
        found = self._claim_another(game_id)
        self._end_current()
        self.current, resumed = found
        self._queue.flush()
        return resumed

    def abandon(self, game_id: GameId) -> int:
        """End the saved game ``game_id`` in progress, not the one played, as lost (a game
        with no move made is dropped, as a deal passed over is); how many moves were made
        in it, those undone too (0: it was dropped). Raises :class:`StorageError` as
        :meth:`take_up` does."""
        game, _ = self._claim_another(game_id)
        game.end("abandoned", self._file.today())
        self._queue.add(game)
        self._queue.flush()
        return len(game.moves)

    def save(self, progress: Progress) -> None:
        """Write the current game's whole state; see :meth:`.Store.save`."""
        game = self.current
        if game is None:
            return
        game.take(progress)
        if game.won and progress.game.move_count > 0:
            game.end("won", self._file.today())
            self.current = None
        self._queue.add(game)
        self._queue.flush()

    def let_go(self) -> None:
        """The game is no longer played here: one in which no move was ever made is not kept
        in progress (it is dropped, as a deal passed over is: looking at a deal is no game,
        and a deal launched and left would wait in the games in progress for ever)."""
        game = self.current
        if game is not None and not game.moves:
            game.end("abandoned", self._file.today())
            self._queue.add(game)
            self.current = None

    def why_not(self, game_id: GameId) -> str:
        """Why ``game_id`` is no other game in progress to take up or abandon."""
        if game_id == self.playing_id:
            return f"game #{game_id} is the game being played"
        return not_playing(self._file.connection, game_id, self._where_open)

    def _end_current(self) -> None:
        """End the game played until now, as played (its end written by the next flush)."""
        previous = self.current
        if previous is not None:
            previous.end("won" if previous.won else "abandoned", self._file.today())
            self._queue.add(previous)
        self._played = True

    def _where_open(self, game_id: GameId) -> str | None:
        """Who plays ``game_id`` (``process 4242 on /dev/pts/3``), if its lock says."""
        return self._file.locks.holder(game_id)

    def _claim_another(self, game_id: GameId) -> tuple[Snapshot, Resumed]:
        """Lock and load the saved game ``game_id``, not the one played; raises
        :class:`StorageError` saying why it cannot be."""
        if game_id == self.playing_id:
            raise StorageError(f"game #{game_id} is the game being played")
        return self._claim_one(game_id)

    def _claim_one(self, game_id: GameId) -> tuple[Snapshot, Resumed]:
        found = None if game_id >= _NO_GAME else self._claim(" AND id = ?", (game_id,))
        if found is None:
            raise StorageError(not_playing(self._file.connection, game_id, self._where_open))
        return found

    def _claim(
        self, where: str = "", parameters: tuple[object, ...] = ()
    ) -> tuple[Snapshot, Resumed] | None:
        """Lock and load the most recently saved game in progress that nobody else plays
        (of those ``where``, more conditions on the row, picks)."""
        connection, locks = self._file.connection, self._file.locks
        try:
            candidates = [
                game_id
                for (game_id,) in connection.execute(
                    f"SELECT id FROM games WHERE status = 'playing'{where}"
                    " ORDER BY saved_at DESC, id DESC",
                    parameters,
                )
            ]
        except sqlite3.Error as error:
            self._file.notice = f"the game in progress could not be read: {error}"
            return None
        self._elsewhere = []
        for game_id in candidates:
            if not locks.claim(game_id):
                self._elsewhere.append(game_id)  # another process is playing it
                continue
            try:
                # Read again now that the lock is ours: the game may have ended meanwhile.
                row = connection.execute(
                    "SELECT deal, start, moves, undone, seconds, hints, demo, started_at,"
                    " rules, day, scripted FROM games WHERE id = ? AND status = 'playing'",
                    (game_id,),
                ).fetchone()
            except sqlite3.Error as error:
                locks.release(game_id)
                self._file.notice = f"the game in progress could not be read: {error}"
                return None
            if row is None:
                locks.release(game_id, ended=True)
                continue
            try:
                resumed = resumed_of(game_id, row)
            except MazeError as problem:
                self._set_aside(game_id, str(problem))
                continue
            game = Snapshot.of(resumed.progress.game, str(row[7]), game_id)
            game.take(resumed.progress)
            if game.won:
                game.end("won", self._file.today())
                self._queue.add(game)
                self._queue.flush()
                continue
            return game, resumed
        return None

    def _set_aside(self, game_id: GameId, problem: str) -> None:
        """Mark a game that does not replay as damaged, so it is neither resumed nor counted."""
        try:
            with self._file.transaction():
                self._file.connection.execute(
                    "UPDATE games SET status = 'damaged', problem = ?"
                    " WHERE id = ? AND status = 'playing'",
                    (problem, game_id),
                )
        except (sqlite3.Error, OSError) as error:
            self._file.not_saving(error)
        else:
            self._file.notice = (
                f"saved game #{game_id} could not be restored ({problem}); set aside"
            )
        self._file.locks.release(game_id, ended=True)
