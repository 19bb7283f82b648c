"""Reading games back: the history, an ended game's moves, the player's settings, the
daily results and the pars.

This is the read side of the saved games (:mod:`.store` writes them). SQLite
keeps any value in any column, and the file is the player's to edit, so
nothing read back is trusted: a field of the wrong type or a move that is
not legal where it is played raises :class:`MazeError` naming it, and the
caller sets the record aside or reports it. Moves are stored as their
notation, one per line (``MOVE_SEPARATOR``), and read with
:meth:`Move.parse`: nothing is unpickled or evaluated.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

import math
import sqlite3
from collections.abc import Callable, Sequence
from datetime import date
from typing import Final, Literal, NamedTuple, TypeVar

from maze_solitaire.engine import (
    STANDARD,
    Code,
    Game,
    MazeError,
    Move,
    Position,
    Variant,
    daily_code,
    variant_named,
)
from maze_solitaire.storage.errors import StorageError
from maze_solitaire.values import Value

GameId = int
"""A game's number in the database (its row id): shown in ``history``, used by ``replay``."""

GameResult = Literal["playing", "won", "lost", "damaged"]
"""Where a game stands: in progress, won, ended without a win, or set aside as damaged."""

_T = TypeVar("_T")

RESULT_OF_STATUS: Final[dict[str, GameResult]] = {
    "playing": "playing",
    "won": "won",
    "abandoned": "lost",
    "damaged": "damaged",
}
"""The result each status in the file reads as. The file says 'abandoned' for a game
ended without a win, as it always has (older files keep reading); people read 'lost',
the one word for it everywhere they look."""

MOVE_SEPARATOR: Final = "\n"

SUMMARY_COLUMNS: Final = (
    "id, deal, start, status, move_count, seconds, hints, demo, started_at, saved_at, rules, day,"
    " scripted, source_game, source_move"
)
"""The columns :func:`summary_of` reads, in its order."""

LARGEST: Final = 2**63 - 1
"""The largest integer SQLite holds: no game id, and no count of games, is larger."""

DealValue = int | bytes | None
"""A deal number as the ``deal`` column holds it (see :func:`deal_value`)."""


def deal_value(number: int | None) -> DealValue:
    """A deal number as the ``deal`` column keeps it: the integer, or, past SQLite's
    64-bit integers (PySolFC's game numbers reach 10^20 - 1), its decimal digits as a
    BLOB. A BLOB because no column affinity converts one: digits given as TEXT to an
    INTEGER column come back as an inexact REAL. :func:`deal_number` reads both back.
    """
    if number is None or number <= LARGEST:
        return number
    return str(number).encode("ascii")


def deal_number(value: object, what: str = "deal") -> int:
    """The deal number a ``deal`` column's value holds; :class:`MazeError` for anything
    else (the column may hold any type)."""
    if isinstance(value, bytes) and value.isascii() and value.isdigit():
        number = int(value)
        if number > LARGEST:  # only numbers past the integers are written so
            return number
    return _integer(value, what)


STANDARD_RULES: Final = "standard"
"""The rules whose statistics are read unless others are named, and the daily deal's."""

CLEAN_SQL: Final = "hints = 0 AND demo = 0"
"""A game played without help, as SQL: the negation of :func:`helped` (a test holds them
together). Written as equalities so that the covering indexes answer it with a seek."""


def helped(hints: object, demo: object) -> bool:
    """Whether hints or the demo helped: a win then counts apart from the clean wins.

    Takes the values as a row holds them, which may be of any type: only a zero
    count of hints and a zero demo flag make a game clean (as in :data:`CLEAN_SQL`).
    """
    return hints != 0 or demo != 0


class Progress(Value):
    """A game as it is being played: what :meth:`.Store.save` keeps and
    :meth:`.Store.resume` gives back."""

    __match_args__ = ("game", "seconds", "hints", "demo", "scripted")
    __slots__ = __match_args__

    def __init__(
        self,
        game: Game,
        seconds: float = 0.0,
        hints: int = 0,
        demo: bool = False,
        scripted: bool = False,
    ):
        self.game: Final = game
        """With its undo history: the undone moves are still redoable."""
        self.seconds: Final = seconds
        """Time played so far."""
        self.hints: Final = hints
        """Hints asked for."""
        self.demo: Final = demo
        """Whether the demo ever played."""
        self.scripted: Final = scripted
        """Whether any of its moves came from a file or a pipe: a scripted game is
        recorded (history, replay) but counted in no figure of a person's play."""


class Resumed(Value):
    """The game in progress, rebuilt by replaying its moves through the rules."""

    __match_args__ = ("game_id", "progress")
    __slots__ = __match_args__

    def __init__(self, game_id: GameId, progress: Progress):
        self.game_id: Final = game_id
        self.progress: Final = progress


class Branch(Value):
    """Where a game played on from another game's position came from: that game, and how
    many of its moves had been played (its start: 0)."""

    __match_args__ = ("game_id", "move")
    __slots__ = __match_args__

    def __init__(self, game_id: GameId, move: int):
        self.game_id: Final = game_id
        self.move: Final = move


class GameSummary(NamedTuple):
    """One line of the history."""

    game_id: GameId
    deal: int | None
    """``None`` for a game from a given position."""
    start: str
    """The starting position in notation."""
    result: GameResult
    moves: int
    """Moves that led to the last position (undone ones not counted)."""
    seconds: float
    hints: int
    demo: bool
    started_at: str
    """UTC, ISO 8601."""
    saved_at: str
    """UTC, ISO 8601: the last save, and for an ended game its end."""
    rules: str
    """The name of the variant it was played under: ``standard``, ``pysol``, ``aisleriot``."""
    day: str | None
    """The day (ISO 8601 date) whose daily deal it is; ``None`` for any other game."""
    scripted: bool = False
    """Whether its moves came from a file or a pipe: then it is in no figure of the
    statistics but the scripted games' own."""
    branch: Branch | None = None
    """The game and move it was played on from (a replay's "play on from here"); ``None``
    for a game begun from a deal or a position of its own."""

    @property
    def assisted(self) -> bool:
        """Whether hints or the demo helped (a win then counts apart from clean wins)."""
        return helped(self.hints, self.demo)


class DailyResult(NamedTuple):
    """A day's daily deal as the first game of it to end left it (later games change nothing)."""

    day: date
    game_id: GameId
    won: bool
    late: bool
    """Ended on a later (local) date than its day: a past daily, played afterwards."""
    moves: int
    seconds: float
    clean: bool
    """Without hints or the demo."""


class FinishedGame(NamedTuple):
    """An ended game (or, asked for, one in progress: its moves so far), replayed through
    the rules: its summary and its moves."""

    summary: GameSummary
    game: Game
    """``game.moves`` is the line of play from the start to the end."""


def summary_of(row: Sequence[object]) -> GameSummary:
    """A history line from the columns :data:`SUMMARY_COLUMNS` names.

    Never raises: a row whose fields do not check out is shown as
    ``damaged``, each bad field replaced by a neutral value (no deal, no
    moves, no time), so that one bad record does not hide the others.
    """
    game_id, deal, start, status, moves, seconds, hints, demo = row[:8]
    started_at, saved_at, rules, day, scripted, source_game, source_move = row[8:]
    damaged = False

    def checked(read: Callable[[object, str], _T], value: object, what: str, neutral: _T) -> _T:
        nonlocal damaged
        try:
            return read(value, what)
        except MazeError:
            damaged = True
            return neutral

    line = GameSummary(
        game_id=checked(_integer, game_id, "id", 0),
        deal=None if deal is None else checked(deal_number, deal, "deal", None),
        start=checked(_text, start, "start", ""),
        result=checked(_result, status, "result", "damaged"),
        moves=checked(_count, moves, "move count", 0),
        seconds=checked(_real, seconds, "time", 0.0),
        hints=checked(_count, hints, "hint count", 0),
        demo=bool(checked(_integer, demo, "demo flag", 0)),
        started_at=checked(_text, started_at, "start time", ""),
        saved_at=checked(_text, saved_at, "save time", ""),
        rules=checked(_rules, rules, "rules name", STANDARD).name,
        day=None if day is None else checked(_day_text, day, "day", None),
        scripted=checked(flag_of, scripted, "scripted flag", False),
        branch=checked(_branch, (source_game, source_move), "source", None),
    )
    return line._replace(result="damaged") if damaged else line


def _branch(columns: object, what: str) -> Branch | None:
    """The source a game's two columns name: both empty (none), or a game and a move."""
    assert isinstance(columns, tuple)
    game, move = columns
    if game is None and move is None:
        return None
    if game is None or move is None:
        raise MazeError(f"the {what} is {columns!r}, not a game and a move")
    return Branch(_count(game, f"{what} game"), _count(move, f"{what} move"))


def resumed_of(game_id: GameId, row: Sequence[object]) -> Resumed:
    """The game in progress from its row (``deal, start, moves, undone, seconds, hints,
    demo``, any one column, then ``rules, day, scripted``); raises :class:`MazeError`
    for a damaged record."""
    deal, start, moves, undone, seconds, hints, demo, _, rules, day, scripted = row
    game = restore_game(deal, start, moves, undone, rules=rules, day=day)
    return Resumed(
        game_id,
        Progress(
            game,
            _real(seconds, "time"),
            _count(hints, "hint count"),
            bool(_integer(demo, "demo flag")),
            flag_of(scripted, "scripted flag"),
        ),
    )


def restore_game(
    deal: object, start: object, moves: object, undone: object, *, rules: object, day: object
) -> Game:
    """Replay a record through its rules; raises :class:`MazeError` naming what is wrong.

    Nothing in the record is trusted: each field is checked for its type,
    the rules must be a variant's name, the start a valid position (and the
    deal's layout under those rules, for a deal), the day's daily deal that
    deal, and every move must be legal where it is played.
    """
    number = None if deal is None else deal_number(deal)
    variant = _rules(rules)
    daily = None if day is None else day_of(day)
    problem = daily_problem(number, variant, daily)
    if problem is not None:
        raise MazeError(problem)
    text = _text(moves, "move list")
    played = []
    for index, line in enumerate(text.split(MOVE_SEPARATOR) if text else [], start=1):
        try:
            played.append(Move.parse(line))
        except MazeError as error:
            raise MazeError(f"move {index}: {error}") from None
    return Game.restore(
        Position.parse(_text(start, "start"), variant),
        played,
        _count(undone, "undone count"),
        number,
        day=daily,
    )


def daily_problem(deal: int | None, variant: Variant, day: date | None) -> str | None:
    """Why a game of ``deal`` under ``variant`` cannot be ``day``'s daily; ``None`` if it
    can (or is no daily)."""
    if day is None:
        return None
    code = daily_code(day)
    if variant is not code.variant or deal != code.number:
        which = "a position" if deal is None else f"{variant.name} deal {deal}"
        return f"{which} is not the daily deal of {day.isoformat()}"
    return None


def history(
    connection: sqlite3.Connection, limit: int, *, ended: bool = False
) -> list[GameSummary]:
    """The ``limit`` most recently played games, the latest first, in progress included
    (with ``ended``, only the games that ended: won or lost).

    Raises :class:`StorageError` if the database cannot be read.
    """
    which = " WHERE status IN ('won', 'abandoned')" if ended else ""
    rows = read(
        connection,
        "the history",
        f"SELECT {SUMMARY_COLUMNS} FROM games{which} ORDER BY saved_at DESC, id DESC LIMIT ?",
        min(limit, LARGEST),  # a larger limit asks for them all, as this does
    )
    return [summary_of(row) for row in rows]


def playing(connection: sqlite3.Connection) -> list[GameSummary]:
    """Every game in progress, the most recently saved first (the one the game would
    resume first). Raises :class:`StorageError` if the database cannot be read."""
    rows = read(
        connection,
        "the games in progress",
        f"SELECT {SUMMARY_COLUMNS} FROM games WHERE status = 'playing'"
        " ORDER BY saved_at DESC, id DESC",
    )
    return [summary_of(row) for row in rows]


def not_playing(
    connection: sqlite3.Connection,
    game_id: GameId,
    where: Callable[[GameId], str | None] = lambda _: None,
) -> str:
    """Why game ``game_id`` cannot be resumed: there is none, it ended, it was set aside.
    (For a game in progress it says it is open elsewhere, and ``where``, if its holder
    said: the caller could not take it.)"""
    if not 0 < game_id <= LARGEST:
        return f"there is no game #{game_id}"
    try:
        rows = read(
            connection, f"game #{game_id}", "SELECT status FROM games WHERE id = ?", game_id
        )
    except StorageError as error:
        return str(error)
    if not rows:
        return f"there is no game #{game_id}"
    status = rows[0][0]
    if status == "playing":
        return open_elsewhere(None, game_id, where(game_id))
    if status == "damaged":
        return f"game #{game_id} was set aside as damaged and cannot be resumed"
    result = RESULT_OF_STATUS.get(str(status), str(status))
    return f"game #{game_id} has ended ({result}); only a game in progress resumes"


def open_elsewhere(code: Code | None, game_id: GameId, holder: str | None) -> str:
    """Why a game in progress is not played here: another maze-solitaire plays it, and
    where (``holder``: ``process 4242 on /dev/pts/3``), if it said. ``code``: the deal
    asked for (``None``: the game was asked for by its number, or is a position's)."""
    said = f"game #{game_id}"
    if code is not None:
        said = f"{code.text()} (game #{game_id})"
    where = "" if holder is None else f" ({holder})"
    return (
        f"{said} is open in another maze-solitaire{where}; play it there, or quit it there"
        " first"
    )


def replay(
    connection: sqlite3.Connection, game_id: GameId, *, playing: bool = False
) -> FinishedGame:
    """A finished (won or lost) game, its moves replayed through the rules; with
    ``playing``, a game in progress too (its moves so far: ``result`` says ``playing``).

    Raises :class:`StorageError` naming the problem: no such game, still
    in progress (unless ``playing``), set aside as damaged, or a record that does not
    replay.
    """
    if not 0 < game_id <= LARGEST:
        raise StorageError(f"there is no game #{game_id}")
    rows = read(
        connection,
        f"game #{game_id}",
        f"SELECT {SUMMARY_COLUMNS}, moves, undone, problem FROM games WHERE id = ?",
        game_id,
    )
    if not rows:
        raise StorageError(f"there is no game #{game_id}")
    row = rows[0]
    summary = summary_of(row[:-3])
    if summary.result == "playing" and not playing:
        raise StorageError(f"game #{game_id} is still in progress; only ended games replay")
    if summary.result == "damaged":
        raise StorageError(f"game #{game_id} was set aside as damaged: {row[-1]}")
    try:
        game = restore_game(
            summary.deal, summary.start, row[-3], row[-2], rules=summary.rules, day=summary.day
        )
    except MazeError as error:
        raise StorageError(f"game #{game_id} does not replay: {error}") from None
    return FinishedGame(summary, game)


def setting(connection: sqlite3.Connection, name: str) -> str | None:
    """The value the player last chose for ``name``; ``None`` if never (or unreadable)."""
    try:
        rows = read(connection, "the settings", "SELECT value FROM settings WHERE name = ?", name)
    except StorageError:
        return None  # a choice forgotten is no reason to stop the game
    return str(rows[0][0]) if rows else None


def daily_result(connection: sqlite3.Connection, day: date) -> DailyResult | None:
    """``day``'s daily result, ``None`` before a game of it has ended.

    Raises :class:`StorageError` if it cannot be read or is not a result.
    """
    what = f"the daily deal of {day.isoformat()}"
    rows = read(
        connection,
        what,
        "SELECT game, won, late, moves, seconds, clean FROM dailies WHERE day = ?",
        day.isoformat(),
    )
    if not rows:
        return None
    game, won, late, moves, seconds, clean = rows[0]
    try:
        return DailyResult(
            day,
            _integer(game, "game"),
            flag_of(won, "won flag"),
            flag_of(late, "late flag"),
            _count(moves, "move count"),
            _real(seconds, "time"),
            flag_of(clean, "clean flag"),
        )
    except MazeError as error:
        raise StorageError(f"{what} could not be read: {error}") from None


def par(
    connection: sqlite3.Connection, start: Position, version: int
) -> tuple[int | None, int] | None:
    """The stored ``(par, lower_bound)`` of ``start`` (under its variant) for the search of
    ``version``; ``None`` when it is not known, or not readable (worked out again then)."""
    try:
        rows = read(
            connection,
            "the pars",
            "SELECT par, lower_bound FROM pars WHERE rules = ? AND start = ? AND version = ?",
            start.variant.name,
            start.notation(),
            version,
        )
        if not rows:
            return None
        found, bound = rows[0]
        return (None if found is None else _count(found, "par")), _count(bound, "lower bound")
    except (StorageError, MazeError):
        return None


def review(connection: sqlite3.Connection, game_id: GameId, version: int) -> str | None:
    """The stored review of game ``game_id`` made by the review of ``version``, as its text;
    ``None`` when there is none, it is of another version, or it is not readable (it is
    made again then: its text is checked by whoever reads it)."""
    if not 0 < game_id <= LARGEST:
        return None
    try:
        rows = read(
            connection,
            "the reviews",
            "SELECT review FROM reviews WHERE game = ? AND version = ?",
            game_id,
            version,
        )
    except StorageError:
        return None
    if not rows or not isinstance(rows[0][0], str):
        return None
    return rows[0][0]


def in_progress(connection: sqlite3.Connection) -> int:
    """How many games are in progress (deals and positions alike); 0 if unreadable."""
    try:
        rows = read(connection, "the games", "SELECT count(*) FROM games WHERE status = 'playing'")
    except StorageError:
        return 0  # said only in a goodbye line: not worth an error
    return _count(rows[0][0], "the games in progress")


def read(
    connection: sqlite3.Connection, what: str, sql: str, *parameters: object
) -> list[tuple[object, ...]]:
    """The rows of one query; raises :class:`StorageError` saying ``what`` could not be read."""
    try:
        return connection.execute(sql, parameters).fetchall()
    except sqlite3.Error as error:
        raise StorageError(f"{what} could not be read: {error}") from None


def _result(value: object, what: str = "result") -> GameResult:
    if isinstance(value, str) and value in RESULT_OF_STATUS:
        return RESULT_OF_STATUS[value]
    raise MazeError(f"the {what} is {value!r}")


def _rules(value: object, what: str = "rules name") -> Variant:
    """The variant a row names, exactly as the store writes it; else :class:`MazeError`."""
    name = _text(value, what)
    variant = variant_named(name)  # names an unknown one
    if variant.name != name:  # 'PySol ' would be counted under no variant's statistics
        raise MazeError(f"the {what} is {name!r}, not {variant.name!r}")
    return variant


def day_of(value: object, what: str = "day") -> date:
    """A date written ``YYYY-MM-DD``, as the store writes it; else :class:`MazeError`."""
    text = _text(value, what)
    try:
        day = date.fromisoformat(text)
    except ValueError:
        day = None
    if day is None or day.isoformat() != text:  # not '20261201', nor any other spelling
        raise MazeError(f"the {what} is {text!r}, not a date (YYYY-MM-DD)")
    return day


def _day_text(value: object, what: str) -> str:
    return day_of(value, what).isoformat()


def flag_of(value: object, what: str) -> bool:
    """A flag as the tables keep it, 0 or 1; else :class:`MazeError`."""
    if value not in (0, 1) or isinstance(value, (bool, float)):
        raise MazeError(f"the {what} is {value!r}, not 0 or 1")
    return value == 1


def _integer(value: object, what: str) -> int:
    """``value`` if it is an integer, else :class:`MazeError` (a column may hold any type)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise MazeError(f"the {what} is {value!r}, not a whole number")
    return value


def _count(value: object, what: str) -> int:
    """``value`` if it is a whole number, not negative, else :class:`MazeError`."""
    number = _integer(value, what)
    if number < 0:
        raise MazeError(f"the {what} is {number}, below zero")
    return number


def _real(value: object, what: str) -> float:
    """``value`` as a float if it is a finite number, not negative; else :class:`MazeError`."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < math.inf:
        raise MazeError(f"the {what} is {value!r}, not a number of seconds")
    return float(value)


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise MazeError(f"the {what} is {value!r}, not text")
    return value
