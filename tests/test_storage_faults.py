"""The saved games through the faults they survive: a process killed, a damaged or foreign
file, a full disk, two processes at once, the indexes start-up reads and older files brought
forward.
"""

from __future__ import annotations

import json
import random
import signal
import sqlite3
from pathlib import Path

import pytest

from maze_solitaire.engine import Game, deal
from maze_solitaire.places import DATABASE_NAME, HOME_VARIABLE, data_dir
from maze_solitaire.storage import (
    Progress,
    StorageError,
    Store,
)
from maze_solitaire.storage.schema import VERSION
from tests.playing import NEARLY_WON, WINNING_MOVE, nearly_won_deal, walk, winning_line
from tests.storing import (
    FailingWrites,
    give_up,
    integrity,
    old_database,
    play,
    python,
    query,
    win,
)

PLAY_UNTIL_KILLED = """
import random, sys
from maze_solitaire.engine import Game
from maze_solitaire.storage import Progress, Store
from tests.playing import walk

store = Store.open(sys.argv[1])
game = Game.from_deal(11)
store.begin(game)
for step, _ in enumerate(walk(game, random.Random(5)), start=1):
    store.save(Progress(game, float(step)))
    print(step, flush=True)  # only once the save is committed
"""


def test_a_process_killed_right_after_a_move_resumes_with_that_move(home: Path) -> None:
    child = python(PLAY_UNTIL_KILLED, str(home))
    assert child.stdout is not None
    for line in child.stdout:
        if int(line) >= 60:
            break
    child.send_signal(signal.SIGKILL)  # no clean-up of any kind: as a crash or a lost terminal
    rest, errors = child.communicate(timeout=30)
    assert child.returncode == -signal.SIGKILL and "Traceback" not in errors
    saved = int(rest.split()[-1]) if rest.split() else int(line)
    states = []
    game = Game.from_deal(11)
    for _, _ in zip(range(saved + 1), walk(game, random.Random(5)), strict=False):
        states.append((game.all_moves, game.undone))
    assert integrity(home) == "ok"
    with Store.open(home) as store:  # the lock died with the process
        resumed = store.resume()
        assert resumed is not None
        got = (resumed.progress.game.all_moves, resumed.progress.game.undone)
        # The last reported save is there; at worst the one in flight is not.
        assert got == states[saved - 1] or (len(states) > saved and got == states[saved])
        assert resumed.progress.seconds in (float(saved), float(saved + 1))


def test_a_file_of_garbage_is_moved_aside_and_a_new_one_started(home: Path) -> None:
    home.mkdir()
    garbage = random.Random(1).randbytes(50_000)
    (home / DATABASE_NAME).write_bytes(garbage)
    (home / f"{DATABASE_NAME}-wal").write_bytes(b"stale log")
    moments = iter([1_700_000_000.0, 1_700_000_000.0, 1_700_000_000.0])
    with Store.open(home, clock=lambda: next(moments, 1_700_000_001.0)) as store:
        aside = home / f"{DATABASE_NAME}.corrupt-20231114T221320Z"
        assert store.notice == (
            "the saved games were damaged (file is not a database) and nothing in them could"
            f" be kept: the damaged file is kept as {aside.name}, and a new file was started"
        )
        assert store.saving
        play(store, Game.from_deal(3), 5)
    assert aside.read_bytes() == garbage  # kept, for whoever wants to look
    assert (home / f"{aside.name}-wal").read_bytes() == b"stale log"
    assert integrity(home) == "ok"
    with Store.open(home) as store:
        assert store.notice is None and store.resume() is not None


def test_a_database_damaged_past_its_header_is_moved_aside_too(home: Path) -> None:
    with Store.open(home) as store:
        played = play(store, Game.from_deal(3), 5)
    data = bytearray((home / DATABASE_NAME).read_bytes())
    data[100:4096] = random.Random(2).randbytes(3996)  # the schema page, past the header
    (home / DATABASE_NAME).write_bytes(bytes(data))
    with Store.open(home) as store:
        aside = next(home.glob(f"{DATABASE_NAME}.corrupt-*"))
        # The game's page is whole: it is kept, and plays on (issue 31).
        assert store.notice == (
            f"the saved games were damaged: kept the one game; the damaged file is kept as"
            f" {aside.name}"
        )
        resumed = store.resume()
        assert store.saving and resumed is not None
        assert resumed.progress.game.all_moves == played.all_moves
    assert len(list(home.glob(f"{DATABASE_NAME}.corrupt-*"))) == 1


def test_an_unusable_folder_plays_on_in_memory_and_says_so(tmp_path: Path) -> None:
    # The tests run as root, where chmod 0o500 stops no write. A folder whose
    # parent is a regular file cannot be created by anyone, root included.
    (tmp_path / "a-file").write_text("not a folder")
    folder = tmp_path / "a-file" / "maze"
    with Store.open(folder) as store:
        assert not store.saving and store.path is None
        assert store.notice is not None
        assert store.notice.startswith("progress is not being saved: ")
        assert "Not a directory" in store.notice and "\n" not in store.notice
        win(store)  # the game plays on, and this session's statistics with it
        play(store, Game.from_deal(2), 10)
        assert store.stats().won == 1 and len(store.history()) == 2
        assert not store.saving
    assert (tmp_path / "a-file").read_text() == "not a folder"


DISK_FILLS_UP = """
import json, random, resource, signal, sys
from maze_solitaire.engine import Game
from maze_solitaire.storage import Progress, Store
from tests.playing import walk

# Past the limit a write fails as on a full disk (EFBIG) instead of killing us.
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
store = Store.open(sys.argv[1])
game = Game.from_deal(12)
store.begin(game)
steps = walk(game, random.Random(3))
report = []

def step():
    next(steps)
    store.save(Progress(game, float(len(report))))
    report.append([store.saving, store.notice])

for _ in range(5):
    step()
limits = resource.getrlimit(resource.RLIMIT_FSIZE)
resource.setrlimit(resource.RLIMIT_FSIZE, (0, limits[1]))  # no file may grow: a full disk
for _ in range(5):
    step()
resource.setrlimit(resource.RLIMIT_FSIZE, limits)  # space again
step()
store.close()
print(json.dumps({"report": report, "moves": [m.notation() for m in game.all_moves],
                  "undone": game.undone}))
"""


def test_a_disk_that_fills_up_mid_game_loses_nothing(home: Path) -> None:
    child = python(DISK_FILLS_UP, str(home))
    out, errors = child.communicate(timeout=60)
    assert child.returncode == 0, errors
    result = json.loads(out)
    report = result["report"]
    assert report[:5] == [[True, None]] * 5
    for saving, notice in report[5:10]:
        assert not saving and notice.startswith("progress is not being saved: ")
    assert report[10] == [True, "progress is being saved again"]
    assert integrity(home) == "ok"
    with Store.open(home) as store:  # the saves made while the disk was full are there too
        resumed = store.resume()
        assert resumed is not None
        assert [m.notation() for m in resumed.progress.game.all_moves] == result["moves"]
        assert resumed.progress.game.undone == result["undone"] and resumed.progress.seconds == 10.0


def test_a_database_from_a_newer_version_is_refused_and_left_alone(home: Path) -> None:
    home.mkdir()
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        connection.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, future TEXT)")
        connection.execute(f"PRAGMA user_version = {VERSION + 1}")
    connection.close()
    before = (home / DATABASE_NAME).read_bytes()
    with pytest.raises(StorageError) as refused:
        Store.open(home)
    message = str(refused.value)
    assert "\n" not in message
    assert "newer version of maze-solitaire" in message and f"data version {VERSION + 1}" in message
    assert (home / DATABASE_NAME).read_bytes() == before
    assert sorted(p.name for p in home.iterdir()) == [DATABASE_NAME]  # no log, no locks


def test_a_database_of_another_program_is_moved_aside(home: Path) -> None:
    home.mkdir()
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        connection.execute("CREATE TABLE games (name TEXT)")  # same name, not ours
    connection.close()
    with Store.open(home) as store:
        assert store.notice is not None
        assert "not a maze-solitaire database" in store.notice and store.saving


TAMPERING = {
    "an illegal move": "UPDATE games SET moves = 'AS r1c1 -> r1c2'",
    "code for a move": "UPDATE games SET moves = '__import__(''os'').system(''true'')'",
    "another deal's start": f"UPDATE games SET start = '{deal(2).notation()}'",
    "a deal out of range": "UPDATE games SET deal = 1099511627776",
    "a start that is no position": "UPDATE games SET start = 'AS AS'",
    "more undone than played": "UPDATE games SET undone = 99",
    "text for a number": "UPDATE games SET undone = 'two'",
    "a negative time": "UPDATE games SET seconds = -5",
    "a negative hint count": "UPDATE games SET hints = -1",
}


@pytest.mark.parametrize("tampering", TAMPERING.values(), ids=list(TAMPERING))
def test_a_tampered_record_is_set_aside_never_resumed(home: Path, tampering: str) -> None:
    with Store.open(home) as store:
        play(store, Game.from_deal(1), 12)
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        connection.execute(tampering)
    connection.close()
    with Store.open(home) as store:
        assert store.resume() is None
        assert store.notice is not None
        assert store.notice.startswith("saved game #1 could not be restored (")
        assert store.notice.endswith("); set aside") and "\n" not in store.notice
        assert (store.stats().played, store.stats().in_progress) == (0, 0)
        assert store.history()[0].result == "damaged"
        with pytest.raises(StorageError, match="game #1 was set aside as damaged"):
            store.replay(1)
    assert query(home, "SELECT status FROM games") == [("damaged",)]


def test_a_damaged_latest_game_leaves_the_older_one_to_resume(home: Path) -> None:
    first, second = Store.open(home), Store.open(home)
    play(first, Game.from_deal(1), 5)
    play(second, Game.from_deal(2), 5)  # saved last
    first.close()
    second.close()
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        connection.execute("UPDATE games SET moves = 'nonsense' WHERE deal = 2")
    connection.close()
    with Store.open(home) as store:
        resumed = store.resume()
        assert resumed is not None and resumed.progress.game.deal_number == 1
        assert store.notice is not None and store.notice.startswith("saved game #2 ")


def test_a_game_ended_behind_the_store_s_back_is_kept_as_a_new_game(home: Path) -> None:
    # Where file locks do not work, another process could end a game this
    # one still plays; the store then keeps its own game as a game of its own.
    with Store.open(home) as store:
        game = play(store, Game.from_deal(4), 8)
        with sqlite3.connect(home / DATABASE_NAME) as connection:
            connection.execute("UPDATE games SET status = 'abandoned', ended = 1, streak = 0")
        connection.close()
        game.play(game.legal_moves()[0])
        store.save(Progress(game, 99.0))
    assert query(home, "SELECT id, status, move_count FROM games ORDER BY id")[1] == (
        2,
        "playing",
        game.move_count,
    )


# -- two terminals ------------------------------------------------------------------------

PLAY_ALONGSIDE = """
import json, random, sys, time
from pathlib import Path
from maze_solitaire.engine import Game
from maze_solitaire.storage import Progress, Store
from tests.playing import walk

folder, number, meeting = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])

def meet(stage):
    # Wait for the other process, so that the two really play at the same time.
    (meeting / f"{stage}-{number}").touch()
    while len(list(meeting.glob(f"{stage}-*"))) < 2:
        time.sleep(0.001)

store = Store.open(folder)
resumed = store.resume()
game = Game.from_deal(number)
store.begin(game)
meet("begun")
failed = []
for step, _ in zip(range(300), walk(game, random.Random(number))):
    store.save(Progress(game, float(step)))
    if not store.saving:
        failed.append(store.notice)
meet("played")
store.close()
print(json.dumps({"resumed": resumed is not None, "failed": failed, "saving": store.saving,
                  "moves": [m.notation() for m in game.all_moves], "undone": game.undone}))
"""


def test_two_processes_play_at_once_and_both_games_are_recorded(home: Path, tmp_path: Path) -> None:
    children = {n: python(PLAY_ALONGSIDE, str(home), str(n), str(tmp_path)) for n in (21, 22)}
    results = {}
    for number, child in children.items():
        out, errors = child.communicate(timeout=60)
        assert child.returncode == 0 and "locked" not in errors, errors
        results[number] = json.loads(out)
    for number, result in results.items():
        assert result["failed"] == [] and result["saving"], result["failed"]
        assert not result["resumed"]  # neither took the game the other was playing
        [(moves, undone, status)] = query(
            home, "SELECT moves, undone, status FROM games WHERE deal = ?", number
        )
        assert moves == "\n".join(result["moves"]) and undone == result["undone"]
        assert status == "playing"  # neither ended the other's game by beginning its own
    assert integrity(home) == "ok"
    # Two players come back: each takes up one game, never the same one.
    first, second = Store.open(home), Store.open(home)
    one, other = first.resume(), second.resume()
    assert one is not None and other is not None
    assert {one.progress.game.deal_number, other.progress.game.deal_number} == {21, 22}
    with Store.open(home) as third:
        assert third.resume() is None
    first.close()
    second.close()


def test_a_game_another_process_plays_is_neither_resumed_nor_abandoned(home: Path) -> None:
    playing = Store.open(home)
    game = play(playing, Game.from_deal(1), 6)
    with Store.open(home) as other:
        assert other.resume() is None
        deal_2 = Game.from_deal(2)
        other.begin(deal_2)
        assert other.in_progress() == 2  # its own and the other process's
        deal_2.play(deal_2.legal_moves()[0])
        other.save(Progress(deal_2, 1.0))
    game.play(game.legal_moves()[0])
    playing.save(Progress(game, 50.0))
    assert playing.saving
    playing.close()
    assert query(home, "SELECT deal, status, move_count FROM games ORDER BY id") == [
        (1, "playing", game.move_count),
        (2, "playing", 1),
    ]


# -- speed --------------------------------------------------------------------------------


def test_start_up_reads_only_through_indexes(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with Store.open(home) as store:
        for _ in range(3):
            win(store)
            give_up(store, 8)
            win(store, scripted=True)  # counted on a line of their own
            give_up(store, 8, scripted=True)
        play(store, Game.from_deal(1), 5)
    statements: list[str] = []
    connect = sqlite3.connect

    def traced(
        database: str | Path, timeout: float = 5.0, isolation_level: None = None
    ) -> sqlite3.Connection:
        connection = connect(database, timeout=timeout, isolation_level=isolation_level)
        connection.set_trace_callback(statements.append)
        return connection

    monkeypatch.setattr(sqlite3, "connect", traced)
    with Store.open(home) as store:
        store.resume()
        store.stats(8)
    monkeypatch.undo()
    reads = [
        s
        for s in statements
        if s.lstrip().upper().startswith("SELECT") and not s.endswith("LIMIT 0")  # reads nothing
    ]
    assert len(reads) >= 4
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        for read in reads:
            plan = [row[3] for row in connection.execute(f"EXPLAIN QUERY PLAN {read}")]
            for step in plan:
                # A covering index or the primary key: no scan of the games,
                # and no game read only to be thrown away.
                assert "games" not in step or (
                    step.startswith("SEARCH games USING")
                    and ("COVERING INDEX" in step or "INTEGER PRIMARY KEY" in step)
                ), (read, plan)
    connection.close()


def test_the_default_folder_is_the_one_platformdirs_names(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import platformdirs

    monkeypatch.delenv(HOME_VARIABLE, raising=False)
    for xdg in ("", str(tmp_path / "xdg")):
        monkeypatch.setenv("XDG_DATA_HOME", xdg)
        expected = platformdirs.user_data_dir("maze-solitaire", appauthor=False)
        assert data_dir() == Path(expected)


# -- the player's choices -----------------------------------------------------------------


def test_a_choice_is_remembered_from_one_run_to_the_next(home: Path) -> None:
    with Store.open(home) as store:
        assert store.setting("four_color") is None
        store.remember("four_color", "on")
        store.remember("four_color", "off")
        store.remember("four_color", "on")
    with Store.open(home) as store:
        assert store.setting("four_color") == "on" and store.saving
    assert query(home, "SELECT name, value FROM settings") == [("four_color", "on")]


def test_a_choice_that_cannot_be_written_is_reported_not_raised(home: Path) -> None:
    with Store.open(home) as store:
        store.remember("four_color", "on")
        store._connection = FailingWrites(store._connection)  # type: ignore[assignment]
        store.remember("four_color", "off")
        assert store.notice == "your choice could not be kept for next time: disk I/O error"
        assert store.saving  # that is about the games, which nothing here stopped
        assert store.setting("four_color") == "on"  # the last choice that was kept


def test_a_version_1_database_gains_the_settings_and_keeps_its_games(home: Path) -> None:
    game = Game.from_deal(3)
    for _ in range(12):
        game.play(game.legal_moves()[-1])
    old_database(home, 1, [(3, game, "playing")])
    with Store.open(home) as store:
        assert store.setting("four_color") is None
        store.remember("four_color", "on")
        resumed = store.resume()
        assert resumed is not None and resumed.progress.game.position == game.position
    assert query(home, "PRAGMA user_version") == [(VERSION,)] == [(6,)]
    assert integrity(home) == "ok"


def test_a_version_2_database_counts_its_streaks_again_without_the_positions(home: Path) -> None:
    won, lost = nearly_won_deal(), Game.from_deal(4)
    won.play(winning_line()[-1])
    position = Game(NEARLY_WON)
    position.play(WINNING_MOVE)
    # Two deals won, a position won, a deal won: version 2 said a streak of 4.
    old_database(home, 2, [(4, lost, "abandoned"), (0, won, "won"), (0, won, "won"),
                           (None, position, "won"), (0, won, "won")])  # fmt: skip
    with Store.open(home) as store:
        stats = store.stats()
        assert (stats.played, stats.won, stats.current_streak, stats.best_streak) == (4, 3, 3, 3)
        assert stats.custom == (1, 1) and stats.recent == ("lost", "won", "won", "won")
    streaks = query(home, "SELECT streak FROM games ORDER BY ended")
    assert streaks == [(0,), (1,), (2,), (None,), (3,)]
