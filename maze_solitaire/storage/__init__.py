"""Saved games and statistics: one SQLite database in the user's data folder.

The engine speaks text; storage owns files and their location, which the
caller can always override (``--data-dir``, ``MAZE_SOLITAIRE_HOME``). A game is
stored as its start, its moves in notation and its time, and loading it
replays the moves through the rules: nothing unpickled or evaluated, no position taken on trust.

- :mod:`.location` -- where the data lives;
- :mod:`.schema` -- the file: its tables, versioned forward-only migrations, opening it;
- :mod:`.records` -- reading a game back, checked and replayed through the rules;
- :mod:`.locks` -- which games running processes are playing;
- :mod:`.store` -- :class:`Store`: autosave, resume, history, and the faults it survives;
- :mod:`.stats` -- the statistics and their text.

Nothing here imports curses.
"""

from maze_solitaire.storage.errors import StorageError
from maze_solitaire.storage.location import DATABASE_NAME, HOME_VARIABLE, data_dir
from maze_solitaire.storage.records import FinishedGame, GameId, GameSummary, Result, Resumed
from maze_solitaire.storage.stats import (
    DealRecord,
    Outcome,
    Stats,
    format_duration,
    results_chart,
    stats_lines,
)
from maze_solitaire.storage.store import Store

__all__ = [
    "DATABASE_NAME",
    "HOME_VARIABLE",
    "DealRecord",
    "FinishedGame",
    "GameId",
    "GameSummary",
    "Outcome",
    "Result",
    "Resumed",
    "Stats",
    "StorageError",
    "Store",
    "data_dir",
    "format_duration",
    "results_chart",
    "stats_lines",
]
