"""The database file: its layout, forward migrations (``PRAGMA user_version``), opening it.

Version *n* of the layout is what the first *n* entries of
:data:`MIGRATIONS` build; a database at a lower version gets the missing
steps in one transaction when it is opened, and one at a higher version
(written by a newer maze-solitaire) is refused and left as it is. A new
version of the layout is a new entry at the end, never an edit of an old one.

One row of ``games`` is one game: where it started, every move in notation
and how it ended. Loading a game replays its moves through the rules, so the
row is a record, not a trusted position; it names the rules it was played
under, the day whose daily deal it is, if it is one, and whether it is
scripted (moves from a file or a pipe, not a person's). ``settings`` keeps
the player's choices (such as the four-colour deck) from one run to the next;
``dailies`` each day's daily result, as the first game of it to end left it
(scripted games leave none);
``pars`` the par of each deal (and position) a caller has worked out;
``reviews`` each ended game's review, once made. A game played on from a
position of another game (a replay's "play on from here") names that game and
how many of its moves had been played (``source_game``, ``source_move``).
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path
from typing import Final

_GAMES_V1: Final = """
CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: lock files name games
    deal        INTEGER,            -- the deal number; NULL for a game from a given position
                                    -- (past 2^63 - 1: its digits as a BLOB, see records.deal_value)
    start       TEXT NOT NULL,      -- the starting position in notation (checked against the deal)
    moves       TEXT NOT NULL,      -- every move played, in notation, one per line
    undone      INTEGER NOT NULL,   -- how many of the last moves are undone (still redoable)
    move_count  INTEGER NOT NULL,   -- moves that led to the position now: lines - undone
    seconds     REAL NOT NULL,      -- time played
    hints       INTEGER NOT NULL,   -- hints asked for
    demo        INTEGER NOT NULL CHECK (demo IN (0, 1)),  -- 1 if the demo played for the player
    status      TEXT NOT NULL CHECK (status IN ('playing', 'won', 'abandoned', 'damaged')),
    started_at  TEXT NOT NULL,      -- UTC, ISO 8601
    saved_at    TEXT NOT NULL,      -- UTC, ISO 8601: the last save; for an ended game, its end
    ended       INTEGER,            -- 1, 2, 3 ... in the order games ended; NULL until then
    streak      INTEGER,            -- the win streak this game ends (0: not won); NULL till ended
    problem     TEXT                -- why a damaged record was set aside
)
"""

_SETTINGS_V2: Final = """
CREATE TABLE settings (
    name   TEXT PRIMARY KEY,    -- what the player chose, e.g. 'four_color'
    value  TEXT NOT NULL
) WITHOUT ROWID
"""

_DEALS_ONLY_V3: Final = (
    # The statistics are of numbered deals: a game from a given position is
    # recorded (history, replay) but counts in no figure but its own. Each
    # index ends with the deal, which its WHERE already settles, so that it
    # covers the queries that name it.
    "DROP INDEX games_results",
    "DROP INDEX games_times",
    "CREATE INDEX games_deal_results ON games (status, hints, demo, move_count, deal)"
    " WHERE deal IS NOT NULL",  # counts, fewest moves
    "CREATE INDEX games_deal_times ON games (status, hints, demo, seconds, deal)"
    " WHERE deal IS NOT NULL",  # fastest
    "CREATE INDEX games_deal_order ON games (ended, streak, status, hints, demo, deal)"
    " WHERE ended IS NOT NULL AND deal IS NOT NULL",  # the last results, the current streak
    "CREATE INDEX games_custom ON games (status, deal) WHERE deal IS NULL",  # positions' counts
    # Streaks again, counting deals only: a win extends the run of wins since
    # the last deal not won; a game from a position has none.
    "UPDATE games SET streak = NULL WHERE deal IS NULL",
    """WITH ordered AS (
        SELECT id, status, ended,
               SUM(status != 'won') OVER (ORDER BY ended ROWS UNBOUNDED PRECEDING) AS since
        FROM games WHERE ended IS NOT NULL AND deal IS NOT NULL
    ), numbered AS (
        SELECT id, CASE WHEN status = 'won'
                   THEN ROW_NUMBER() OVER (PARTITION BY since ORDER BY ended) - (since > 0)
                   ELSE 0 END AS streak
        FROM ordered
    )
    UPDATE games SET streak = (SELECT numbered.streak FROM numbered WHERE numbered.id = games.id)
    WHERE ended IS NOT NULL AND deal IS NOT NULL""",
)

_DAILIES_V4: Final = """
CREATE TABLE dailies (
    day      TEXT PRIMARY KEY,  -- ISO 8601 date: the day whose daily deal this is
    game     INTEGER NOT NULL,  -- the game (games.id) that ended first, which this row is of
    won      INTEGER NOT NULL CHECK (won IN (0, 1)),
    late     INTEGER NOT NULL CHECK (late IN (0, 1)),  -- 1: ended on a later local date
    moves    INTEGER NOT NULL,  -- its move_count
    seconds  REAL NOT NULL,
    clean    INTEGER NOT NULL   -- 1: no hint, no demo
)
"""

_PARS_V4: Final = """
CREATE TABLE pars (
    rules        TEXT NOT NULL,     -- the variant's name
    start        TEXT NOT NULL,     -- the starting position in notation: a deal's, or any
    version      INTEGER NOT NULL,  -- of the fixed search that found it: a new one, new pars
    par          INTEGER,           -- the length of the best line it found; NULL: none found
    lower_bound  INTEGER NOT NULL,  -- no line is shorter
    PRIMARY KEY (rules, start, version)
) WITHOUT ROWID
"""

_VARIANTS_V4: Final = (
    # Each game keeps its rules (every older game was played under the
    # standard ones) and the day whose daily deal it is.
    "ALTER TABLE games ADD COLUMN rules TEXT NOT NULL DEFAULT 'standard'",
    "ALTER TABLE games ADD COLUMN day TEXT",
    # The statistics are per variant: every index they read begins with the
    # rules, which each query names by equality, so that it still covers the
    # queries as the indexes it replaces did (a record or a streak one seek,
    # a count a count of index entries) within that variant's games.
    "DROP INDEX games_deal_results",
    "DROP INDEX games_deal_times",
    "DROP INDEX games_deal_order",
    "DROP INDEX games_custom",
    "DROP INDEX games_streaks",
    "DROP INDEX games_by_deal",
    "CREATE INDEX games_rules_results ON games (rules, status, hints, demo, move_count, deal)"
    " WHERE deal IS NOT NULL",  # clean wins, fewest moves
    "CREATE INDEX games_rules_times ON games (rules, status, hints, demo, seconds, deal)"
    " WHERE deal IS NOT NULL",  # fastest
    "CREATE INDEX games_rules_order"
    " ON games (rules, ended, streak, status, hints, demo, deal)"
    " WHERE ended IS NOT NULL AND deal IS NOT NULL",  # the last results, the current streak
    "CREATE INDEX games_rules_streaks ON games (rules, streak)",  # best streak
    # The status before the deal: the wins and the losses are counted with
    # one seek each (rules, status, deal > NULL), and a deal's record with
    # one for each of its two ended statuses.
    "CREATE INDEX games_rules_by_deal"
    " ON games (rules, status, deal, hints, demo, move_count, seconds)"
    " WHERE deal IS NOT NULL",  # won and lost, a deal's record
    "CREATE INDEX games_rules_custom ON games (rules, status, deal) WHERE deal IS NULL",
    # The wins at or under par join the clean wins to ``pars`` by their start.
    # The start is long (some 160 characters), so only clean wins of deals are
    # in this index, the one index that holds it: it costs a copy of the start
    # per clean win, and the figure counts index entries, each one probe of
    # ``pars``'s primary key, without reading a game.
    "CREATE INDEX games_rules_clean_starts"
    " ON games (rules, start, move_count, status, hints, demo, deal)"
    " WHERE status = 'won' AND hints = 0 AND demo = 0 AND deal IS NOT NULL",
    # games_in_play, games_order (now for the next number in the order
    # games end) and games_by_saved serve every variant alike, and stay.
    #
    # A win extends the streak of the last ended deal of the same rules (see
    # store.py). Every game so far is a standard one, so the streaks written
    # already are the standard streaks, and stay as they are.
    _DAILIES_V4,  # a day's daily result, once; at most one row a day, read whole
    _PARS_V4,
)

_SCRIPTED_V5: Final = (
    # A game whose moves came from a file or a pipe is scripted: recorded
    # (history, replay) but in no figure of a person's play, as a game from a
    # given position is in none but its own. Every older game was played by hand.
    "ALTER TABLE games ADD COLUMN scripted INTEGER NOT NULL DEFAULT 0"
    " CHECK (scripted IN (0, 1))",
    # Each index the figures read now holds the games played by hand only: its
    # WHERE adds ``scripted = 0``, which each query names too. Each ends with
    # the flag, as with the deal, which its WHERE settles, so that it still
    # covers the queries that name it (a zero costs one byte an entry).
    # games_rules_streaks stays: a scripted game ends with no streak (NULL), as
    # a position does, so MAX skips it.
    "DROP INDEX games_rules_results",
    "DROP INDEX games_rules_times",
    "DROP INDEX games_rules_order",
    "DROP INDEX games_rules_by_deal",
    "DROP INDEX games_rules_custom",
    "DROP INDEX games_rules_clean_starts",
    "CREATE INDEX games_rules_results"
    " ON games (rules, status, hints, demo, move_count, deal, scripted)"
    " WHERE deal IS NOT NULL AND scripted = 0",  # clean wins, fewest moves
    "CREATE INDEX games_rules_times"
    " ON games (rules, status, hints, demo, seconds, deal, scripted)"
    " WHERE deal IS NOT NULL AND scripted = 0",  # fastest
    "CREATE INDEX games_rules_order"
    " ON games (rules, ended, streak, status, hints, demo, deal, scripted)"
    " WHERE ended IS NOT NULL AND deal IS NOT NULL AND scripted = 0",  # last results, streak
    "CREATE INDEX games_rules_by_deal"
    " ON games (rules, status, deal, hints, demo, move_count, seconds, scripted)"
    " WHERE deal IS NOT NULL AND scripted = 0",  # won and lost, a deal's record
    "CREATE INDEX games_rules_custom ON games (rules, status, deal, scripted)"
    " WHERE deal IS NULL AND scripted = 0",  # positions' counts
    "CREATE INDEX games_rules_clean_starts"
    " ON games (rules, start, move_count, status, hints, demo, deal, scripted)"
    " WHERE status = 'won' AND hints = 0 AND demo = 0 AND deal IS NOT NULL AND scripted = 0",
    # The scripted games' own counts (deals and positions alike), per variant.
    "CREATE INDEX games_rules_scripted ON games (rules, status, scripted) WHERE scripted = 1",
)

_REVIEWS_V6: Final = (
    # A game's review: the distance to a win from each position of its line, as the
    # review's own notation (one line a position), made after the game ended. One a
    # game; ``version`` names the review's budgets: a review of another is made again.
    """CREATE TABLE reviews (
        game     INTEGER PRIMARY KEY,  -- games.id of an ended game
        version  INTEGER NOT NULL,     -- of the review's fixed budgets
        review   TEXT NOT NULL         -- 'nodes N', then a distance a position (see solver)
    )""",
    # A game played on from a position of another game (a replay's "play on from
    # here") keeps where it came from: that game, and how many of its moves were
    # played. Every older game began from a deal or a position of its own.
    "ALTER TABLE games ADD COLUMN source_game INTEGER",
    "ALTER TABLE games ADD COLUMN source_move INTEGER",
)

MIGRATIONS: Final[tuple[tuple[str, ...], ...]] = (
    (
        _GAMES_V1,
        # Start-up (resume, statistics) reads only these covering indexes and
        # the primary key, never a row it then throws away: the records and
        # streaks are one seek each, the counts count index entries.
        "CREATE INDEX games_in_play ON games (status, saved_at)",  # resume
        "CREATE INDEX games_results ON games (status, hints, demo, move_count)",  # counts, fewest
        "CREATE INDEX games_times ON games (status, hints, demo, seconds)",  # fastest
        "CREATE INDEX games_streaks ON games (streak)",  # best streak
        "CREATE INDEX games_order ON games (ended, streak, status, hints, demo)"
        " WHERE ended IS NOT NULL",  # the last results, the current streak, the next number
        "CREATE INDEX games_by_deal ON games (deal, status, hints, demo, move_count, seconds)"
        " WHERE deal IS NOT NULL",  # a deal's record
        "CREATE INDEX games_by_saved ON games (saved_at)",  # history
    ),
    (_SETTINGS_V2,),  # the player's choices, kept between runs
    _DEALS_ONLY_V3,
    _VARIANTS_V4,  # rules variants, the daily deal, par
    _SCRIPTED_V5,  # scripted games, counted apart
    _REVIEWS_V6,  # reviews of ended games; games played on from another's position
)
"""Step *n* (from 1) takes a database from version *n - 1* to *n*."""

VERSION: Final = len(MIGRATIONS)
"""The layout this code reads and writes."""

COLUMNS: Final = (
    "id, deal, start, moves, undone, move_count, seconds, hints, demo,"
    " status, started_at, saved_at, ended, streak, problem, rules, day, scripted,"
    " source_game, source_move"
)
"""Every column, in order: a query naming them all checks the layout is ours."""

BUSY_SECONDS: Final = 5.0
"""How long a write waits for another process's write (each takes milliseconds)."""

_MAGIC: Final = b"SQLite format 3\x00"
_HEADER_SIZE: Final = 100
_USER_VERSION_AT: Final = 60  # big-endian 32-bit, in the file header


class NotADatabaseError(Exception):
    """The file is not an SQLite database (or not one of ours); the message says why."""


class NewerVersionError(Exception):
    """The database was written by a newer version; ``args[0]`` is its version."""


def file_version(path: Path) -> int | None:
    """The ``user_version`` in the header of the database file, without opening it.

    ``None`` when there is no file yet (or an empty one, which SQLite treats
    as a new database). Reading the header first lets a file from a newer
    version be refused, and a file of garbage be recognised, before SQLite
    writes anything. Raises :class:`NotADatabaseError` for a file that is not an
    SQLite database and :class:`OSError` when it cannot be read.
    """
    try:
        with path.open("rb") as file:
            header = file.read(_HEADER_SIZE)
    except FileNotFoundError:
        return None
    if not header:
        return None
    if len(header) < _HEADER_SIZE or not header.startswith(_MAGIC):
        raise NotADatabaseError("file is not a database")
    return int.from_bytes(header[_USER_VERSION_AT : _USER_VERSION_AT + 4], "big", signed=True)


def migrate(connection: sqlite3.Connection) -> None:
    """Bring the database up to :data:`VERSION` in one transaction, then check its layout.

    The version is read again inside the write transaction, so two processes
    opening an old database at once migrate it once. Raises
    :class:`NewerVersionError` (having changed nothing) for a newer database,
    :class:`NotADatabaseError` when the tables are not ours, and
    :class:`sqlite3.Error` when the database cannot be written.
    """
    connection.execute("BEGIN IMMEDIATE")
    try:
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if version > VERSION:
            raise NewerVersionError(version)
        for step in MIGRATIONS[version:]:
            for statement in step:
                connection.execute(statement)
        if version < VERSION:
            connection.execute(f"PRAGMA user_version = {VERSION:d}")
        check_layout(connection)
        connection.execute("SELECT name, value FROM settings LIMIT 0")
        connection.execute("COMMIT")
    except sqlite3.OperationalError as error:
        _roll_back(connection)
        if "already exists" in str(error):
            raise NotADatabaseError(f"not a maze-solitaire database ({error})") from None
        raise
    except NotADatabaseError:
        _roll_back(connection)
        raise
    except BaseException:
        _roll_back(connection)
        raise


def check_layout(connection: sqlite3.Connection) -> None:
    """Raise :class:`NotADatabaseError` unless the games and reviews tables are ours (every
    column there)."""
    try:
        connection.execute(f"SELECT {COLUMNS} FROM games LIMIT 0")
        connection.execute("SELECT game, version, review FROM reviews LIMIT 0")
    except sqlite3.OperationalError as error:
        if str(error).startswith(("no such table", "no such column")):
            raise NotADatabaseError(f"not a maze-solitaire database ({error})") from None
        raise


def newer_version(path: Path, version: int) -> str:
    """What to say of a file a newer maze-solitaire wrote (it is left untouched)."""
    return (
        f"{path} was written by a newer version of maze-solitaire (data version "
        f"{version}, this one reads up to {VERSION}); it was left untouched: "
        "upgrade maze-solitaire, or use --data-dir for another folder"
    )


def _roll_back(connection: sqlite3.Connection) -> None:
    """End a failed transaction, if SQLite has not ended it already."""
    if connection.in_transaction:
        connection.execute("ROLLBACK")


def connect(path: Path, *, check: bool = True) -> sqlite3.Connection:
    """Open the database at ``path`` in WAL mode, migrated to :data:`VERSION`.

    Raises :class:`NewerVersionError` (before writing anything), :class:`NotADatabaseError`
    for garbage or a damaged file (:func:`integrity_problem` finds damage before the
    file is migrated or written, unless ``check`` is false: a file known sound, see
    :mod:`.checked`), :class:`sqlite3.Error` or :class:`OSError` when it cannot be
    opened or written.
    """
    version = file_version(path)
    if version is not None and version > VERSION:
        raise NewerVersionError(version)
    connection = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
    try:
        _use_wal(connection)
        # FULL: each commit is on the disk before the move is shown, so even a
        # machine that loses power comes back with every move (WAL makes that
        # one append and one sync per move).
        connection.execute("PRAGMA synchronous = FULL")
        if version is not None and check:  # damage is found before the file is used
            damage = integrity_problem(connection)
            if damage is not None:
                raise NotADatabaseError(damage)
        migrate(connection)
    except sqlite3.DatabaseError as error:
        connection.close()
        if type(error) is sqlite3.DatabaseError:  # SQLITE_CORRUPT, SQLITE_NOTADB: the file itself
            raise NotADatabaseError(str(error)) from None
        raise
    except BaseException:
        connection.close()
        raise
    return connection


def integrity_problem(connection: sqlite3.Connection) -> str | None:
    """What ``PRAGMA quick_check`` finds wrong with the database of ``connection`` (its
    first finding), or ``None`` when it is sound.

    It reads every page, and checks each b-tree's order and shape and each page's
    cells (not that each index matches its table, which ``integrity_check`` adds at
    twice the cost): some 0.2 ms for a few dozen games, 25 ms for 10,000
    (``tests/benchmarks/bench_store.py`` measures it beside start-up). The game makes
    it as it closes the file, and a start skips it for a file unchanged since
    (:mod:`.checked`).
    """
    try:
        first = connection.execute("PRAGMA quick_check").fetchone()
    except sqlite3.DatabaseError as error:
        return str(error)
    said = "" if first is None else str(first[0])
    lines = [line for line in said.splitlines() if line and not line.startswith("***")]
    # A value a constraint refuses is a record's fault, not the file's: the records
    # read it, and set its game aside (see records.py).
    damage = [line for line in lines if line != "ok" and not line.startswith(_ROW_FAULTS)]
    return damage[0] if damage else None


_ROW_FAULTS: Final = ("CHECK constraint failed", "NULL value in")
"""What ``quick_check`` says of a row's values (another program's edit), not of the file."""


def _use_wal(connection: sqlite3.Connection) -> None:
    """Put the database in WAL mode (it stays so), waiting for other processes if need be.

    Two processes that create the file at once both try to switch it, and
    SQLite answers "database is locked" to the loser at once, without its
    busy timeout: so wait here, as the timeout would, and look again.
    """
    deadline = time.monotonic() + BUSY_SECONDS
    while True:
        try:
            if connection.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                connection.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() > deadline:
                raise
            time.sleep(0.005)


def move_aside(path: Path, now: float) -> Path:
    """Rename a damaged database (and its write-ahead log) to ``<name>.corrupt-<timestamp>``.

    The log goes too: left behind, SQLite would replay it into the new file (a log
    left without its file goes alone).
    """
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(now))
    aside = path.with_name(f"{path.name}.corrupt-{stamp}")
    copies = 1
    while aside.exists():
        copies += 1
        aside = path.with_name(f"{path.name}.corrupt-{stamp}-{copies}")
    if path.exists():
        os.replace(path, aside)
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            os.replace(side, aside.with_name(aside.name + suffix))
    return aside
