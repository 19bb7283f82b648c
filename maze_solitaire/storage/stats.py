"""Statistics of the ended games, as figures (the words are :mod:`maze_solitaire.words`'s).

A game counts once it has ended: won, or lost (given up for another). The game in
progress does not count yet, and a game counts once however many times it
was resumed (it ends once). A win with hints or the demo is a win, and it
extends a streak, but it is counted apart from the clean wins and sets no
records: fewest moves and fastest time are among clean wins only.

The figures are of numbered deals, and of one variant's games: each
variant has its own records and streaks (a win extends the streak of the
last deal of its own rules). A game from a given position may start one
move from the win: it is recorded (history, replay) and counted on its own
(:attr:`Stats.custom`, per variant too), but in no win rate, streak or record.

The figures are of a person's play. A scripted game (its moves came from a file
or a pipe) is recorded too, and counted on its own (:attr:`Stats.scripted`, per
variant, deals and positions alike), in no other figure: not in the counts, the
streaks, the records, the results chart, a deal's record nor the daily results.
Only :attr:`Stats.in_progress` counts it, as it counts every game in progress.

The daily deal (a standard deal) has figures of its own (:class:`DailyStats`),
of each day's daily result: the first game of that day's deal to end (played
by hand: a scripted one leaves no result).

Every figure of the games is read from a covering index (see :mod:`.schema`):
the records and the streaks in one seek each, the counts by counting index
entries (about a millisecond for 10,000 games), never by reading the games.
The daily results, one row a day at most, are read whole.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

import sqlite3
from datetime import date
from typing import Final, Literal, NamedTuple

from maze_solitaire.engine import MazeError
from maze_solitaire.storage.errors import StorageError
from maze_solitaire.storage.records import (
    CLEAN_SQL,
    STANDARD_RULES,
    day_of,
    deal_value,
    flag_of,
    helped,
)

GameOutcome = Literal["won", "assisted", "lost"]
"""How an ended game went: a clean win, a win with hints or the demo, or lost."""

DailyOutcome = Literal["won", "late", "lost", "none"]
"""A day's daily deal: won on its day, won on a later day, lost, or not played."""

RECENT: Final = 30
"""How many of the last results :attr:`Stats.recent` holds (the chart's width)."""

CALENDAR: Final = 30
"""How many days :attr:`DailyStats.calendar` shows, today the last."""

_BY_HAND: Final = "scripted = 0"
"""A game a person played, as SQL: each index the figures read holds only these (see
:mod:`.schema`), so each query names it, as a literal the planner matches."""
_DEALS: Final = f"deal IS NOT NULL AND {_BY_HAND}"
"""The games the figures are of: numbered deals, played by hand."""
_POSITIONS: Final = f"deal IS NULL AND {_BY_HAND}"
"""The games from given positions, played by hand (:attr:`Stats.custom`)."""
_CLEAN_WIN: Final = f"status = 'won' AND {CLEAN_SQL} AND {_DEALS}"
_RULES: Final = "rules = :rules"


class DealRecord(NamedTuple):
    """The ended games of one deal."""

    deal: int
    played: int
    won: int
    fewest_moves: int | None
    """Among clean wins; ``None`` before the first."""
    fastest_seconds: float | None


class CountedApart(NamedTuple):
    """Ended games counted on a line of their own and in no other figure: those from
    given positions (:attr:`Stats.custom`), the scripted ones (:attr:`Stats.scripted`)."""

    played: int
    won: int



class DailyStats(NamedTuple):
    """The daily deals played, each day's as the first game of it to end left it."""

    streak: int
    """Days in a row won on the day, up to today (or yesterday, if today's is not
    played yet)."""
    best_streak: int
    """The most days in a row ever won on the day."""
    played: int
    """Days whose daily deal was played to its end (won or lost)."""
    won: int
    """Of those, the days won (on the day or later)."""
    calendar: tuple[DailyOutcome, ...]
    """The last :data:`CALENDAR` days, oldest first, :attr:`today` last."""
    today: date
    """The last day of :attr:`calendar`."""

    def days(self) -> tuple[date, ...]:
        """The day of each entry of :attr:`calendar`."""
        first = self.today.toordinal() - len(self.calendar) + 1
        return tuple(date.fromordinal(first + index) for index in range(len(self.calendar)))


class Stats(NamedTuple):
    """Counts and records over the ended games of numbered deals of one variant."""

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
    """Games begun and not ended, of every variant, scripted ones too (counted in no
    other figure: a game counts once it has ended)."""
    recent: tuple[GameOutcome, ...]
    """The last :data:`RECENT` results, oldest first."""
    custom: CountedApart = CountedApart(0, 0)
    """The games from given positions (played by hand)."""
    deal: DealRecord | None = None
    """The deal asked for, if one was."""
    rules: str = STANDARD_RULES
    """The variant these figures are of (all but :attr:`in_progress`)."""
    at_or_under_par: int = 0
    """Clean wins in no more moves than their deal's par (0 when no par was asked for)."""
    daily: DailyStats | None = None
    """The daily deals, for the standard rules when today's date was given."""
    scripted: CountedApart = CountedApart(0, 0)
    """The scripted games (moves from a file or a pipe), deals and positions alike."""

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
            "custom_positions": _apart_json(self.custom),
            "scripted": _apart_json(self.scripted),
            "rules": self.rules,
            "at_or_under_par": self.at_or_under_par,
            "daily": None if self.daily is None else _daily_json(self.daily),
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


def _apart_json(games: CountedApart) -> dict[str, object]:
    return {"played": games.played, "won": games.won}


def _daily_json(daily: DailyStats) -> dict[str, object]:
    return {
        "streak": daily.streak,
        "best_streak": daily.best_streak,
        "played": daily.played,
        "won": daily.won,
        "calendar": [
            {"day": day.isoformat(), "result": result}
            for day, result in zip(daily.days(), daily.calendar, strict=True)
        ],
    }


def read_stats(
    connection: sqlite3.Connection,
    deal: int | None = None,
    *,
    rules: str = STANDARD_RULES,
    today: date | None = None,
    par_version: int | None = None,
) -> Stats:
    """The statistics of the ended games under ``rules`` (and of ``deal``'s, when given).

    ``today`` (the player's local date) brings the daily deal's figures, for
    the standard rules; ``par_version`` counts the clean wins at or under the
    par that version of the search found (pars not yet worked out count none).
    Raises :class:`StorageError` if the database cannot be read, or holds
    figures that are not numbers (or days that are not dates).
    """
    try:
        stats = _read(connection, rules, deal)
        if par_version is not None:
            stats = stats._replace(at_or_under_par=_at_or_under_par(connection, rules, par_version))
        if today is not None and rules == STANDARD_RULES:
            stats = stats._replace(daily=_daily(connection, today))
        return stats
    except (sqlite3.Error, MazeError, TypeError, ValueError) as error:
        raise StorageError(f"the statistics could not be read: {error}") from None


def _read(connection: sqlite3.Connection, rules: str, deal: int | None) -> Stats:
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
        scripted_won,
        scripted_lost,
    ) = connection.execute(
        "SELECT"
        f" (SELECT COUNT(*) FROM games WHERE {_RULES} AND status = 'won' AND {_DEALS}),"
        f" (SELECT COUNT(*) FROM games WHERE {_RULES} AND {_CLEAN_WIN}),"
        f" (SELECT COUNT(*) FROM games WHERE {_RULES} AND status = 'abandoned' AND {_DEALS}),"
        " (SELECT COUNT(*) FROM games WHERE status = 'playing'),"  # every game, scripted too
        f" (SELECT MAX(streak) FROM games WHERE {_RULES}),"  # a position's, a script's is NULL
        f" (SELECT streak FROM games WHERE {_RULES} AND ended IS NOT NULL AND {_DEALS}"
        "  ORDER BY ended DESC LIMIT 1),"
        f" (SELECT MIN(move_count) FROM games WHERE {_RULES} AND {_CLEAN_WIN}),"
        f" (SELECT MIN(seconds) FROM games WHERE {_RULES} AND {_CLEAN_WIN}),"
        f" (SELECT COUNT(*) FROM games WHERE {_RULES} AND status = 'won' AND {_POSITIONS}),"
        f" (SELECT COUNT(*) FROM games WHERE {_RULES} AND status = 'abandoned' AND {_POSITIONS}),"
        f" (SELECT COUNT(*) FROM games WHERE {_RULES} AND status = 'won' AND scripted = 1),"
        f" (SELECT COUNT(*) FROM games WHERE {_RULES} AND status = 'abandoned' AND scripted = 1)",
        {"rules": rules},
    ).fetchone()
    recent = connection.execute(
        f"SELECT status, hints, demo FROM games WHERE {_RULES} AND ended IS NOT NULL"
        f" AND {_DEALS} ORDER BY ended DESC LIMIT :recent",
        {"rules": rules, "recent": RECENT},
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
        custom=_apart(custom_won, custom_lost),
        deal=None if deal is None else _deal_record(connection, rules, deal),
        rules=rules,
        scripted=_apart(scripted_won, scripted_lost),
    )


def _apart(won: int, lost: int) -> CountedApart:
    """Games counted apart, from their counts of wins and of losses."""
    return CountedApart(int(won) + int(lost), int(won))


def _deal_record(connection: sqlite3.Connection, rules: str, deal: int) -> DealRecord:
    played, won, fewest, fastest = connection.execute(
        "SELECT COUNT(*), COUNT(CASE WHEN status = 'won' THEN 1 END),"
        f" MIN(CASE WHEN {_CLEAN_WIN} THEN move_count END),"
        f" MIN(CASE WHEN {_CLEAN_WIN} THEN seconds END)"
        f" FROM games WHERE {_RULES} AND deal = :deal AND {_BY_HAND}"
        " AND status IN ('won', 'abandoned')",
        {"rules": rules, "deal": deal_value(deal)},
    ).fetchone()
    return DealRecord(
        deal,
        int(played),
        int(won),
        None if fewest is None else int(fewest),
        None if fastest is None else float(fastest),
    )


def _at_or_under_par(connection: sqlite3.Connection, rules: str, version: int) -> int:
    """Clean wins of deals in no more moves than the par of their start (a NULL par,
    where the search found no line, is beaten by none)."""
    (count,) = connection.execute(
        "SELECT COUNT(*) FROM games JOIN pars"
        " ON pars.rules = games.rules AND pars.start = games.start AND pars.version = :version"
        f" WHERE games.rules = :rules AND {_CLEAN_WIN} AND move_count <= pars.par",
        {"rules": rules, "version": version},
    ).fetchone()
    return int(count)


def _daily(connection: sqlite3.Connection, today: date) -> DailyStats:
    """The daily figures up to ``today``, from every day's result (one row a day at most)."""
    results: dict[int, DailyOutcome] = {}
    for day, won, late in connection.execute("SELECT day, won, late FROM dailies"):
        results[day_of(day).toordinal()] = _daily_outcome(won, late)
    on_the_day = {ordinal for ordinal, result in results.items() if result == "won"}
    last = today.toordinal()
    streak = 0
    day = last if last in results else last - 1  # today's not played yet: the run goes on
    while day in on_the_day:
        streak += 1
        day -= 1
    best = run = 0
    for ordinal in sorted(on_the_day):
        run = run + 1 if ordinal - 1 in on_the_day else 1
        best = max(best, run)
    days = range(max(1, last - CALENDAR + 1), last + 1)
    return DailyStats(
        streak=streak,
        best_streak=best,
        played=len(results),
        won=sum(result != "lost" for result in results.values()),
        calendar=tuple(results.get(ordinal, "none") for ordinal in days),
        today=today,
    )


def _daily_outcome(won: object, late: object) -> DailyOutcome:
    if not flag_of(won, "won flag"):
        return "lost"
    return "late" if flag_of(late, "late flag") else "won"


def _outcome(status: object, hints: object, demo: object) -> GameOutcome:
    if status != "won":
        return "lost"
    return "assisted" if helped(hints, demo) else "won"
