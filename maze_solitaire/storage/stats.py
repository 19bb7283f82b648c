"""Statistics of the ended games, as figures (the words are :mod:`maze_solitaire.text`'s).

A game counts once it has ended: won, or lost (given up for another). The game in
progress does not count yet, and a game counts once however many times it
was resumed (it ends once). A win with hints or the demo is a win, and it
extends a streak, but it is counted apart from the clean wins and sets no
records: fewest moves and fastest time are among clean wins only.

The figures are of numbered deals. A game from a given position may start
one move from the win: it is recorded (history, replay) and counted on its
own (:attr:`Stats.custom`), but in no win rate, streak or record.

Every figure is read from a covering index (see :mod:`.schema`): the
records and the streaks in one seek each, the counts by counting index
entries (about a millisecond for 10,000 games), never by reading the games.
"""

# No "from __future__ import annotations": see tui/view.py.

import sqlite3
from typing import Final, Literal, NamedTuple

from maze_solitaire.storage.errors import StorageError
from maze_solitaire.storage.records import CLEAN_SQL, helped

Outcome = Literal["won", "assisted", "lost"]
"""How an ended game went: a clean win, a win with hints or the demo, or lost."""

RECENT: Final = 30
"""How many of the last results :attr:`Stats.recent` holds (the chart's width)."""

_CLEAN_WIN: Final = f"status = 'won' AND {CLEAN_SQL} AND deal IS NOT NULL"


class DealRecord(NamedTuple):
    """The ended games of one deal."""

    deal: int
    played: int
    won: int
    fewest_moves: int | None
    """Among clean wins; ``None`` before the first."""
    fastest_seconds: float | None


class CustomRecord(NamedTuple):
    """The ended games from given positions, which no other figure counts."""

    played: int
    won: int


class Stats(NamedTuple):
    """Counts and records over the ended games of numbered deals."""

    played: int
    won: int
    """Every win, clean or assisted."""
    clean_wins: int
    current_streak: int
    """Wins in a row up to the last ended game (0 if it was lost)."""
    best_streak: int
    fewest_moves: int | None
    """Fewest moves of a clean win; ``None`` before the first."""
    fastest_seconds: float | None
    in_progress: int
    """Games begun and not ended (not counted in the rest)."""
    recent: tuple[Outcome, ...]
    """The last :data:`RECENT` results, oldest first."""
    custom: CustomRecord = CustomRecord(0, 0)
    """The games from given positions."""
    deal: DealRecord | None = None
    """The deal asked for, if one was."""

    @property
    def assisted_wins(self) -> int:
        return self.won - self.clean_wins

    @property
    def win_rate(self) -> float | None:
        """Won / played, from 0 to 1; ``None`` before the first game ends."""
        return self.won / self.played if self.played else None

    def to_json(self) -> dict[str, object]:
        """The object ``stats --json`` prints."""
        answer: dict[str, object] = {
            "played": self.played,
            "won": self.won,
            "clean_wins": self.clean_wins,
            "assisted_wins": self.assisted_wins,
            "win_rate": None if self.win_rate is None else round(self.win_rate, 4),
            "current_streak": self.current_streak,
            "best_streak": self.best_streak,
            "fewest_moves": self.fewest_moves,
            "fastest_seconds": self.fastest_seconds,
            "in_progress": self.in_progress,
            "recent": list(self.recent),
            "custom_positions": {"played": self.custom.played, "won": self.custom.won},
        }
        if self.deal is not None:
            answer["deal"] = {
                "deal": self.deal.deal,
                "played": self.deal.played,
                "won": self.deal.won,
                "fewest_moves": self.deal.fewest_moves,
                "fastest_seconds": self.deal.fastest_seconds,
            }
        return answer


def read_stats(connection: sqlite3.Connection, deal: int | None = None) -> Stats:
    """The statistics of every ended game (and of ``deal``'s games, when given).

    Raises :class:`StorageError` if the database cannot be read, or holds
    figures that are not numbers.
    """
    try:
        return _read(connection, deal)
    except (sqlite3.Error, TypeError, ValueError) as error:
        raise StorageError(f"the statistics could not be read: {error}") from None


def _read(connection: sqlite3.Connection, deal: int | None) -> Stats:
    (
        won,
        clean,
        abandoned,
        in_progress,
        best,
        current,
        fewest,
        fastest,
        custom_won,
        custom_lost,
    ) = connection.execute(
        "SELECT"
        " (SELECT COUNT(*) FROM games WHERE status = 'won' AND deal IS NOT NULL),"
        f" (SELECT COUNT(*) FROM games WHERE {_CLEAN_WIN}),"
        " (SELECT COUNT(*) FROM games WHERE status = 'abandoned' AND deal IS NOT NULL),"
        " (SELECT COUNT(*) FROM games WHERE status = 'playing'),"
        " (SELECT MAX(streak) FROM games),"  # a position's streak is NULL
        " (SELECT streak FROM games WHERE ended IS NOT NULL AND deal IS NOT NULL"
        "  ORDER BY ended DESC LIMIT 1),"
        f" (SELECT MIN(move_count) FROM games WHERE {_CLEAN_WIN}),"
        f" (SELECT MIN(seconds) FROM games WHERE {_CLEAN_WIN}),"
        " (SELECT COUNT(*) FROM games WHERE status = 'won' AND deal IS NULL),"
        " (SELECT COUNT(*) FROM games WHERE status = 'abandoned' AND deal IS NULL)"
    ).fetchone()
    recent = connection.execute(
        "SELECT status, hints, demo FROM games WHERE ended IS NOT NULL AND deal IS NOT NULL"
        " ORDER BY ended DESC LIMIT ?",
        (RECENT,),
    ).fetchall()
    return Stats(
        played=int(won) + int(abandoned),
        won=int(won),
        clean_wins=int(clean),
        current_streak=int(current or 0),
        best_streak=int(best or 0),
        fewest_moves=None if fewest is None else int(fewest),
        fastest_seconds=None if fastest is None else float(fastest),
        in_progress=int(in_progress),
        recent=tuple(_outcome(*row) for row in reversed(recent)),
        custom=CustomRecord(int(custom_won) + int(custom_lost), int(custom_won)),
        deal=None if deal is None else _deal_record(connection, deal),
    )


def _deal_record(connection: sqlite3.Connection, deal: int) -> DealRecord:
    played, won, fewest, fastest = connection.execute(
        "SELECT COUNT(*), COUNT(CASE WHEN status = 'won' THEN 1 END),"
        f" MIN(CASE WHEN {_CLEAN_WIN} THEN move_count END),"
        f" MIN(CASE WHEN {_CLEAN_WIN} THEN seconds END)"
        " FROM games WHERE deal = ? AND status IN ('won', 'abandoned')",
        (deal,),
    ).fetchone()
    return DealRecord(
        deal,
        int(played),
        int(won),
        None if fewest is None else int(fewest),
        None if fastest is None else float(fastest),
    )


def _outcome(status: object, hints: object, demo: object) -> Outcome:
    if status != "won":
        return "lost"
    return "assisted" if helped(hints, demo) else "won"
