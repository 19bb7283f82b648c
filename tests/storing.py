"""Saved games for the tests to make and read: games won, lost and given up through a
:class:`Store`, the database read as another program would, old layouts and the real
version-3 file.

Nothing here imports pytest.
"""

from __future__ import annotations

import functools
import os
import random
import sqlite3
import subprocess
import sys
from datetime import date, datetime
from pathlib import Path

from maze_solitaire.engine import PYSOL, Game, Move, Position, daily_code
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage import Progress, Store
from maze_solitaire.storage.schema import MIGRATIONS
from tests.playing import NEARLY_WON, WINNING_MOVE, nearly_won_deal, walk, winning_line

# -- games through a store ---------------------------------------------------------------


def win(
    store: Store, seconds: float = 60.0, hints: int = 0, demo: bool = False, scripted: bool = False
) -> None:
    """A win of a numbered deal (the statistics count deals only), in the solver's line."""
    game = nearly_won_deal()
    store.begin(game)
    game.play(winning_line()[-1])
    store.save(Progress(game, seconds, hints, demo, scripted))


def win_from_a_position(store: Store, scripted: bool = False) -> None:
    """A win from a given position, one move from the win."""
    game = Game(NEARLY_WON)
    store.begin(game)
    game.play(WINNING_MOVE)
    store.save(Progress(game, 1.0, scripted=scripted))


def give_up(store: Store, number: int = 1, scripted: bool = False) -> None:
    """A game of deal ``number`` with one move made, which the next game begun ends as lost."""
    game = Game.from_deal(number)
    store.begin(game)
    game.play(game.legal_moves()[0])
    store.save(Progress(game, 5.0, scripted=scripted))


DAY = date(2026, 12, 1)


class Clock:
    """A clock for the Store that reads what the test sets: a local date and time."""

    def __init__(self, day: date = DAY, hour: int = 12):
        self.now = 0.0
        self.set(day, hour)

    def set(self, day: date, hour: int = 12, minute: int = 0) -> None:
        # A naive datetime is local time: the Store's local date of this moment is ``day``.
        self.now = datetime(day.year, day.month, day.day, hour, minute).timestamp()

    def __call__(self) -> float:
        return self.now


@functools.cache
def line_of(start: Position) -> tuple[Move, ...]:
    """A winning line from ``start`` (the solver's, with a node budget: the same every run)."""
    from maze_solitaire.solver.schedule import solve

    answer = solve(start, max_nodes=100_000)
    assert answer.solved
    return tuple(answer.moves)


def win_game(
    store: Store, game: Game, seconds: float = 60.0, hints: int = 0, scripted: bool = False
) -> int:
    """Begin ``game`` and win it along the solver's line; its move count."""
    store.begin(game)
    for move in line_of(game.start):
        game.play(move)
    store.save(Progress(game, seconds, hints, scripted=scripted))
    assert game.is_won()
    return game.move_count


def lose_game(store: Store, game: Game, scripted: bool = False) -> None:
    """Begin ``game`` and make a move: the next game begun ends it, lost."""
    store.begin(game)
    game.play(game.legal_moves()[0])
    store.save(Progress(game, 5.0, scripted=scripted))


def daily(day: date) -> Game:
    return Game.from_code(daily_code(day))


def set_par(store: Store, start: Position, par: int | None, version: int = 1) -> None:
    store.remember_par(start, version, par, 0)


class FailingWrites:
    """A connection whose writes fail as a full or vanished disk makes them fail."""

    def __init__(self, connection: sqlite3.Connection):
        self._connection = connection

    def execute(self, sql: str, parameters: object = ()) -> sqlite3.Cursor:
        if sql.startswith(("BEGIN", "INSERT", "UPDATE")):
            raise sqlite3.OperationalError("disk I/O error")
        return self._connection.execute(sql, parameters)  # type: ignore[arg-type]

    def __getattr__(self, name: str) -> object:
        return getattr(self._connection, name)


# -- the database as another program reads it --------------------------------------------


def query(folder: Path, sql: str, *parameters: object) -> list[tuple[object, ...]]:
    """Read the database as another program would."""
    with sqlite3.connect(folder / DATABASE_NAME) as connection:
        return connection.execute(sql, parameters).fetchall()


def integrity(folder: Path) -> str:
    return str(query(folder, "PRAGMA integrity_check")[0][0])


def old_database(folder: Path, version: int, games: list[tuple[int | None, Game, str]]) -> None:
    """A database as ``version`` of the layout left it, holding ``games``: (deal, game,
    status), each ended (numbered, with its streak as that version counted it) unless
    'playing'."""
    folder.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(folder / DATABASE_NAME) as connection:
        for step in MIGRATIONS[:version]:
            for statement in step:
                connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {version}")
        streak = 0
        for ended, (number, game, status) in enumerate(games, start=1):
            streak = streak + 1 if status == "won" else 0  # every game counted, as v1 and v2 did
            connection.execute(
                "INSERT INTO games (deal, start, moves, undone, move_count, seconds, hints, demo,"
                " status, started_at, saved_at, ended, streak)"
                " VALUES (?, ?, ?, 0, ?, 9.0, 0, 0, ?, 'x', 'x', ?, ?)",
                (
                    number,
                    game.start.notation(),
                    "\n".join(m.notation() for m in game.moves),
                    game.move_count,
                    status,
                    None if status == "playing" else ended,
                    None if status == "playing" else streak,
                ),
            )
    connection.close()


# -- the real version-3 file -------------------------------------------------------------


V3_FILE = Path(__file__).parent / "data" / "games-v3.sqlite3"
"""Written by the version-3 Store before version 4 existed (see the commit that added it)."""

V3_STATS = {
    "played": 8,
    "won": 6,
    "clean_wins": 4,
    "assisted_wins": 2,
    "win_rate": 0.75,
    "current_streak": 1,
    "best_streak": 3,
    "fewest_moves": 60,
    "fastest_seconds": 30.0,
    "in_progress": 1,
    "recent": ["won", "assisted", "lost", "won", "assisted", "won", "lost", "won"],
    "custom_positions": {"played": 2, "won": 1},
}
"""What the version-3 Store said of that file (``stats --json``)."""


def v3_games(path: Path) -> list[tuple[object, ...]]:
    with sqlite3.connect(path) as connection:
        rows = connection.execute(
            "SELECT id, deal, start, moves, undone, move_count, seconds, hints, demo, status,"
            " started_at, saved_at, ended, streak, problem FROM games ORDER BY id"
        ).fetchall()
    connection.close()
    return rows


ROOT = Path(__file__).parent.parent
"""The checkout: a new interpreter run by :func:`python` imports it."""


def play(store: Store, game: Game, steps: int, seed: int = 0) -> Game:
    """Begin ``game`` and make ``steps`` changes to it, each saved as the game saves them."""
    store.begin(game)
    for step, _ in zip(range(steps), walk(game, random.Random(seed)), strict=False):
        store.save(Progress(game, seconds=step * 2.0))
    return game


def python(script: str, *args: str) -> subprocess.Popen[str]:
    """Run ``script`` in a new interpreter that imports this checkout."""
    return subprocess.Popen(
        [sys.executable, "-c", script, *args],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


PYSOL_DEAL = 2
"""A pysol deal the solver wins at once."""


def pysol_deal() -> Game:
    return Game.from_deal(PYSOL_DEAL, PYSOL)
