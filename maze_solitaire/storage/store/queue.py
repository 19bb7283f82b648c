"""The write-behind queue: the games to write, written together, and kept when a write fails.

Every save of a game writes its whole state, so a write that failed (a full disk, a
folder gone read-only) loses nothing: its snapshot waits here, and the next write
writes it with the rest, in one transaction, in the order they were queued.
"""

from __future__ import annotations

import sqlite3

from maze_solitaire.storage.records import GameId, deal_value
from maze_solitaire.storage.store.file import SaveFile
from maze_solitaire.storage.store.snapshot import Snapshot


class WriteBehind:
    """The games not written yet, in the order they must be written; and what the writes
    that succeeded leave to tell."""

    def __init__(self, file: SaveFile):
        self._file = file
        self._unwritten: list[Snapshot] = []
        self.last: Snapshot | None = None
        """The game written last, even if it has ended."""
        self.backup_due = False
        """Whether a game ended: the saved games are then backed up as they close."""
        self._ended: list[GameId] = []  # games ended and written since ended() last told

    def add(self, game: Snapshot) -> None:
        """Queue ``game`` to be written (once, however often it is queued before a write)."""
        if not any(waiting is game for waiting in self._unwritten):
            self._unwritten.append(game)

    def ended(self) -> list[GameId]:
        """The games ended (won, or lost with moves made) and written since last asked, in
        the order they ended: each is told once."""
        ended, self._ended = self._ended, []
        return ended

    def flush(self) -> None:
        """Write every unwritten game in one transaction; on failure keep them all for later."""
        if not self._unwritten:
            return
        inserted: list[Snapshot] = []
        locks = self._file.locks
        try:
            with self._file.transaction():
                for game in self._unwritten:
                    self._write(game, inserted)
        except (OSError, sqlite3.Error) as error:
            for game in inserted:  # rolled back: those rows do not exist
                assert game.game_id is not None
                locks.release(game.game_id, ended=True)
                game.game_id = None
            self._file.not_saving(error)
            return
        for game in self._unwritten:
            self.last = game
            if game.ending is not None and game.game_id is not None:
                locks.release(game.game_id, ended=True)
                if game.moves:  # a deal passed over is dropped, not ended
                    self._ended.append(game.game_id)
                    self.backup_due = True
        self._unwritten.clear()
        self._file.saved_again()

    def _write(self, game: Snapshot, inserted: list[Snapshot]) -> None:
        """Write one game's state, and its end if it ended, inside the open transaction."""
        connection = self._file.connection
        if game.ending == "abandoned" and not game.moves:
            # Never played, only looked at and passed over: not a game lost.
            if game.game_id is not None:
                connection.execute("DELETE FROM games WHERE id = ?", (game.game_id,))
            return
        values = {**game.columns(), "now": self._file.now(), "id": game.game_id}
        if game.game_id is not None:
            updated = connection.execute(
                "UPDATE games SET moves = :moves, undone = :undone, move_count = :move_count,"
                " seconds = :seconds, hints = :hints, demo = :demo, scripted = :scripted,"
                " saved_at = :now"
                " WHERE id = :id AND status = 'playing'",
                values,
            )
            if updated.rowcount == 0:
                # Ended by someone else (possible only where file locks do not
                # work): keep this game too, as a game of its own.
                self._file.locks.release(game.game_id)
                game.game_id = None
        if game.game_id is None:
            cursor = connection.execute(
                "INSERT INTO games (deal, start, moves, undone, move_count, seconds, hints, demo,"
                " scripted, status, started_at, saved_at, rules, day, source_game, source_move)"
                " VALUES (:deal, :start, :moves, :undone, :move_count, :seconds, :hints, :demo,"
                " :scripted, 'playing', :started_at, :now, :rules, :day, :source_game,"
                " :source_move)",
                {
                    **values,
                    "deal": deal_value(game.deal),
                    "start": game.start.notation(),
                    "started_at": game.started_at,
                    "rules": game.start.variant.name,
                    "day": None if game.day is None else game.day.isoformat(),
                    "source_game": None if game.branch is None else game.branch.game_id,
                    "source_move": None if game.branch is None else game.branch.move,
                },
            )
            assert cursor.lastrowid is not None
            game.game_id = cursor.lastrowid
            inserted.append(game)
            # Locked before the row is committed, so no other process can claim it first.
            self._file.locks.claim(game.game_id)
        if game.ending is not None:
            from maze_solitaire.storage.store.results import write_end  # here: at an end only

            write_end(connection, game)
