"""Saved games and statistics: one SQLite database in the user's data folder.

The engine speaks text; storage owns files and their location, which the
caller can always override (``--data-dir``, ``MAZE_SOLITAIRE_HOME``). A game is
stored as its start, its moves in notation and its time, and loading it
replays the moves through the rules: nothing unpickled or evaluated, no position taken on trust.
Storage gives figures and records, which :mod:`maze_solitaire.words`
words; only what goes wrong is told here, in the one-line notice or error
that names the fault (as the engine's errors carry their own messages).
Writes are in one package, reads in three modules:

- :mod:`.schema` -- the file: its tables, versioned forward-only migrations, opening it;
- :mod:`.locks` -- which games running processes are playing;
- :mod:`.store` -- :class:`Store`, the writes: autosave, resume, and the faults it survives;
  its modules split by what they keep (the games in progress, their ends as the statistics
  read them, the choices, pars and reviews; the write-behind queue apart);
- :mod:`.records` -- reads: the history, an ended game replayed through the rules, its review,
  settings, a day's daily result, a par;
- :mod:`.stats` -- reads: the statistics, as figures (imported from there, not from here:
  the game reads them at a win or when asked, and its start need not load them);
- :mod:`.reading` -- the read side as one object, and opening a folder to read only;
- :mod:`.checked` -- what is known of the file before it is read: its log's checksums, and
  whether it is as the game checked it as it last closed it (then not checked again);
- :mod:`.recovery` -- a damaged file found before it is read, and what it holds kept
  (:mod:`.salvage`, through SQLite and page by page with :mod:`.pages`), said in one line;
- :mod:`.backups` -- a copy of the saved games a day, the last three days kept.

Nothing here imports curses.
"""

from maze_solitaire.storage.errors import StorageError
from maze_solitaire.storage.reading import Records, read_only
from maze_solitaire.storage.records import (
    Branch,
    DailyResult,
    FinishedGame,
    GameId,
    GameResult,
    GameSummary,
    Progress,
    Resumed,
    helped,
)
from maze_solitaire.storage.store import Store

__all__ = [
    "Branch",
    "DailyResult",
    "FinishedGame",
    "GameId",
    "GameResult",
    "GameSummary",
    "Progress",
    "Records",
    "Resumed",
    "StorageError",
    "Store",
    "helped",
    "read_only",
]
