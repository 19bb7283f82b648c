"""A game's end as the statistics read it: the write side of :mod:`..stats`.

Ended games are numbered in the order they end, each with the streak it ends (its
variant's: a win extends the streak of the last deal of the same rules played by
hand), so that the statistics read two index entries, not every game. A position or
a scripted game is in no streak: it neither extends one nor breaks it. The first game
of a day's daily deal played by hand to end is that day's result, for good.
"""

from __future__ import annotations

import sqlite3

from maze_solitaire.storage.store.snapshot import Snapshot


def write_end(connection: sqlite3.Connection, game: Snapshot) -> None:
    """Write that ``game``, whose row exists, ended (inside the open transaction); and if
    it is a day's daily played by hand, that day's result, unless a game of it ended
    before."""
    connection.execute(
        "UPDATE games SET status = :status,"
        " ended = (SELECT COALESCE(MAX(ended), 0) + 1 FROM games WHERE ended IS NOT NULL),"
        " streak = CASE WHEN deal IS NULL OR scripted = 1 THEN NULL"
        " WHEN :status = 'won' THEN 1 + COALESCE((SELECT streak FROM games"
        " WHERE rules = :rules AND ended IS NOT NULL AND deal IS NOT NULL AND scripted = 0"
        " ORDER BY ended DESC LIMIT 1), 0)"
        " ELSE 0 END"
        " WHERE id = :id",
        {"status": game.ending, "id": game.game_id, "rules": game.start.variant.name},
    )
    if game.day is None or game.scripted:
        return  # a scripted daily leaves the day to the first game of it played by hand
    assert game.ended_on is not None  # set with ``ending``, by Snapshot.end
    connection.execute(
        "INSERT OR IGNORE INTO dailies (day, game, won, late, moves, seconds, clean)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            game.day.isoformat(),
            game.game_id,
            int(game.ending == "won"),
            int(game.ended_on > game.day),
            game.move_count,
            game.seconds,
            int(not (game.hints or game.demo)),
        ),
    )
