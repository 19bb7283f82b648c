"""Statistics of the ended games, and their text: what ``stats`` prints and key ``s`` shows.

A game counts once it has ended: won, or abandoned for another. The game in
progress does not count yet, and a game counts once however many times it
was resumed (it ends once). A win with hints or the demo is a win, and it
extends a streak, but it is counted apart from the clean wins and sets no
records: fewest moves and fastest time are among clean wins only.

Every figure is read from a covering index (see :mod:`.schema`): the
records and the streaks in one seek each, the counts by counting index
entries (about a millisecond for 10,000 games), never by reading the games.
"""

from __future__ import annotations

import math
import sqlite3
from typing import Final, Literal, NamedTuple

Outcome = Literal["won", "assisted", "lost"]
"""How an ended game went: a clean win, a win with hints or the demo, or not won."""

RECENT: Final = 30
"""How many of the last results :attr:`Stats.recent` holds (the chart's width)."""

_CLEAN_WIN: Final = "status = 'won' AND hints = 0 AND demo = 0"


class DealRecord(NamedTuple):
    """The ended games of one deal."""

    deal: int
    played: int
    won: int
    fewest_moves: int | None
    """Among clean wins; ``None`` before the first."""
    fastest_seconds: float | None


class Stats(NamedTuple):
    """Counts and records over the ended games."""

    played: int
    won: int
    """Every win, clean or assisted."""
    clean_wins: int
    current_streak: int
    """Wins in a row up to the last ended game (0 if it was not won)."""
    best_streak: int
    fewest_moves: int | None
    """Fewest moves of a clean win; ``None`` before the first."""
    fastest_seconds: float | None
    in_progress: int
    """Games begun and not ended (not counted in the rest)."""
    recent: tuple[Outcome, ...]
    """The last :data:`RECENT` results, oldest first."""
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
    """Read the statistics; raises :class:`sqlite3.Error`, or ValueError for damaged figures."""
    (won, clean, abandoned, in_progress, best, current, fewest, fastest) = connection.execute(
        "SELECT"
        " (SELECT COUNT(*) FROM games WHERE status = 'won'),"
        f" (SELECT COUNT(*) FROM games WHERE {_CLEAN_WIN}),"
        " (SELECT COUNT(*) FROM games WHERE status = 'abandoned'),"
        " (SELECT COUNT(*) FROM games WHERE status = 'playing'),"
        " (SELECT MAX(streak) FROM games),"
        " (SELECT streak FROM games WHERE ended IS NOT NULL ORDER BY ended DESC LIMIT 1),"
        f" (SELECT MIN(move_count) FROM games WHERE {_CLEAN_WIN}),"
        f" (SELECT MIN(seconds) FROM games WHERE {_CLEAN_WIN})"
    ).fetchone()
    recent = connection.execute(
        "SELECT status, hints, demo FROM games WHERE ended IS NOT NULL ORDER BY ended DESC LIMIT ?",
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
    return "won" if hints == 0 and demo == 0 else "assisted"


# -- text ------------------------------------------------------------------------------

_MARKS: Final[dict[bool, dict[Outcome, str]]] = {
    True: {"won": "█", "assisted": "▄", "lost": "▁"},
    False: {"won": "W", "assisted": "w", "lost": "."},
}
_LEGEND: Final = {
    True: "█ won  ▄ won with help  ▁ not won",
    False: "W won  w won with help  . not won",
}


def format_duration(seconds: float) -> str:
    """``"3:07"`` for 187 seconds, ``"1:02:03"`` past the hour.

    Whole seconds elapsed, as a clock shows them (10.7 s is ``"0:10"``), so
    the game's clock, its win screen and the records always agree.

    >>> format_duration(187), format_duration(3723.4), format_duration(10.7)
    ('3:07', '1:02:03', '0:10')
    """
    whole = int(seconds) if math.isfinite(seconds) and seconds > 0 else 0
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def results_chart(recent: tuple[Outcome, ...], unicode: bool = True) -> str:
    """The results as a row of bars, oldest first: a tall bar a win, a low one a game not won.

    >>> results_chart(("lost", "won", "assisted"), unicode=False)
    '.Ww'
    """
    marks = _MARKS[unicode]
    return "".join(marks[outcome] for outcome in recent)


def stats_lines(stats: Stats, unicode: bool = True) -> list[str]:
    """The statistics as lines of text, for the ``stats`` command and the statistics screen."""

    def record(value: float | None, shown: str) -> str:
        return "-" if value is None else shown

    percent = "" if stats.win_rate is None else f" ({stats.win_rate:.0%})"
    lines = [
        f"Played          {stats.played}",
        f"Won             {stats.won}{percent}: {stats.clean_wins} clean, "
        f"{stats.assisted_wins} with hints or demo",
        f"Current streak  {stats.current_streak}",
        f"Best streak     {stats.best_streak}",
        f"Fewest moves    {record(stats.fewest_moves, f'{stats.fewest_moves}')}",
        "Fastest         "
        + record(stats.fastest_seconds, format_duration(stats.fastest_seconds or 0.0)),
    ]
    if stats.in_progress:
        lines.append(f"In progress     {stats.in_progress} (counted when ended)")
    if stats.deal is not None:
        best = stats.deal
        lines.append(
            f"Deal #{best.deal}: played {best.played}, won {best.won}, fewest moves "
            f"{record(best.fewest_moves, f'{best.fewest_moves}')}, fastest "
            + record(best.fastest_seconds, format_duration(best.fastest_seconds or 0.0))
        )
    if stats.recent:
        lines.append(f"{f'Last {len(stats.recent)}':<16}{results_chart(stats.recent, unicode)}")
        lines.append(" " * 16 + _LEGEND[unicode])
    lines.append("(records count clean wins only)")
    return lines
