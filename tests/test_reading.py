"""The reading commands read what is there, and write nothing: not even where they could."""

from __future__ import annotations

import json
import os
import shutil
import signal
import stat
import subprocess
import sys
from pathlib import Path

from maze_solitaire.engine import Game
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage import Progress, Store
from tests.platforms import user_nobody
from tests.playing import winning_line
from tests.storing import V3_FILE, V3_STATS, give_up, win
from tests.unprivileged import contents, read_only_for_everyone, unprivileged

ROOT = Path(__file__).parent.parent


def six_games(folder: Path) -> None:
    """Three won, two given up, one in progress with a move."""
    with Store.open(folder) as store:
        for number in (4, 5):
            win(store)
            give_up(store, number)  # ended by the next game begun
        win(store)
        game = Game.from_deal(9)
        store.begin(game)
        game.play(game.legal_moves()[0])
        store.save(Progress(game, 3.0))
    assert not (folder / f"{DATABASE_NAME}-wal").exists()  # the game closed it cleanly


def test_root_cannot_stand_in_for_an_unprivileged_user(shared_folder: Path) -> None:
    # The check the tests below rely on: the runner really cannot write there.
    shared_folder.mkdir()
    read_only_for_everyone(shared_folder)
    probe = unprivileged("--version")
    assert probe.returncode == 0, probe.stderr
    nobody = user_nobody()
    if os.geteuid() == 0 and nobody is not None:  # (without nobody, the probe skipped)
        denied = subprocess.run(
            ["/bin/sh", "-c", f"touch {shared_folder}/x"], user=nobody.pw_uid, check=False,
            capture_output=True,
        )
        assert denied.returncode != 0


def read_as_nobody(
    folder: Path, game: int
) -> tuple[dict[str, object], list[dict[str, object]], dict[str, object]]:
    """What ``stats``, ``history`` and ``replay GAME`` say in JSON, run as a user who
    may not write ``folder``."""
    answers = []
    for command in (["stats"], ["history"], ["replay", str(game)]):
        result = unprivileged(*command, "--json", "--data-dir", str(folder))
        assert result.returncode == 0, (command, result.stderr)
        answers.append(json.loads(result.stdout))
    figures, history, replayed = answers
    return figures, history["games"], replayed


def test_a_read_only_copy_of_the_games_is_read_whole(shared_folder: Path) -> None:
    six_games(shared_folder)
    read_only_for_everyone(shared_folder)
    before = contents(shared_folder)
    figures, games, replayed = read_as_nobody(shared_folder, 1)
    assert (figures["played"], figures["won"], figures["in_progress"]) == (5, 3, 1)
    assert len(games) == 6 and replayed["result"] == "won"
    assert contents(shared_folder) == before  # nothing was written, or left beside the file


def test_a_review_made_where_it_cannot_be_kept_is_printed_and_said_not_kept(
    shared_folder: Path,
) -> None:
    # The review of game 2 (deal 4, lost after a move) was never made: review makes it,
    # prints it, and keeps nothing in a folder its user may not write.
    six_games(shared_folder)
    read_only_for_everyone(shared_folder)
    before = contents(shared_folder)
    result = unprivileged("review", "2", "--data-dir", str(shared_folder))
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Review of game #2, standard-4: lost after 1 move.\n")
    assert result.stderr.startswith("maze-solitaire: note: the review was not kept (")
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert contents(shared_folder) == before  # nothing written, or left beside the file


def test_a_log_left_by_a_killed_game_is_read_too(shared_folder: Path) -> None:
    # A game killed mid-play leaves its last moves in the write-ahead log.
    shared_folder.mkdir()
    with Store.open(shared_folder) as store:
        win(store)
    # Its standard input is a pipe kept open until the kill: from /dev/null (as under
    # pytest-xdist) its read would end at once, and the game would close the log
    # cleanly (removing it) whenever the kill came late.
    child = subprocess.Popen(
        [sys.executable, "-c", KILLED_MID_GAME, str(shared_folder)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    with child:
        assert child.stdout is not None and child.stdout.readline().strip() == "saved"
        child.send_signal(signal.SIGKILL)
    assert (shared_folder / f"{DATABASE_NAME}-wal").stat().st_size > 0
    read_only_for_everyone(shared_folder)
    history = unprivileged("history", "--json", "--data-dir", str(shared_folder))
    assert history.returncode == 0, history.stderr
    games = json.loads(history.stdout)["games"]
    assert [(g["deal"], g["result"], g["move_count"]) for g in games] == [
        (3, "playing", 2),
        (0, "won", len(winning_line())),
    ]


KILLED_MID_GAME = """
import sys
from maze_solitaire.engine import Game
from maze_solitaire.storage import Progress, Store
store = Store.open(sys.argv[1])
game = Game.from_deal(3)
store.begin(game)
for _ in range(2):
    game.play(game.legal_moves()[0])
    store.save(Progress(game, 1.0))
print("saved", flush=True)
sys.stdin.read()  # wait to be killed
"""


def test_the_reading_commands_create_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "not-yet"
    for args, status in ((["stats", "--json"], 0), (["history"], 0), (["replay", "1"], 65)):
        result = subprocess.run(
            [sys.executable, "-m", "maze_solitaire", *args, "--data-dir", str(folder)],
            capture_output=True, text=True, timeout=60, check=False,
        )
        assert result.returncode == status, (args, result.stderr)
    assert not folder.exists()


def test_stats_says_where_the_games_will_be_kept(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "maze_solitaire", "stats", "--data-dir", str(tmp_path)],
        capture_output=True, text=True, timeout=60, check=True,
    )
    assert result.stdout.splitlines()[-1] == (
        f"No games saved yet (they will be kept in {tmp_path / DATABASE_NAME})"
    )


def test_a_file_the_user_may_not_read_is_said_so(shared_folder: Path) -> None:
    six_games(shared_folder)
    (shared_folder / DATABASE_NAME).chmod(0)
    shared_folder.chmod(stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)
    result = unprivileged("stats", "--data-dir", str(shared_folder))
    assert result.returncode == 65 and result.stdout == ""
    assert result.stderr == (
        f"maze-solitaire: error: the saved games in {shared_folder / DATABASE_NAME} cannot be"
        " read: Permission denied\n"
    )


def test_a_file_an_older_version_wrote_is_read_as_it_stands_and_left_so(
    shared_folder: Path,
) -> None:
    # A player who upgraded and has not played since: the file is still of data
    # version 3, which only the game migrates; the reading commands read it anyway.
    shared_folder.mkdir()
    shutil.copyfile(V3_FILE, shared_folder / DATABASE_NAME)
    read_only_for_everyone(shared_folder)
    before = contents(shared_folder)
    figures, games, replayed = read_as_nobody(shared_folder, 10)
    assert {key: figures[key] for key in V3_STATS} == V3_STATS
    daily = figures["daily"]
    assert figures["rules"] == "standard" and isinstance(daily, dict) and daily["played"] == 0
    assert len(games) == 11 and replayed["result"] == "won"
    assert contents(shared_folder) == before  # not migrated, nothing beside it


def test_a_read_only_folder_shows_its_game_in_progress_played_unsaved(
    shared_folder: Path,
) -> None:
    # Issue 20, item 3: a random new deal was shown instead of the game in progress.
    six_games(shared_folder)  # deal 9, one move in, is in progress
    read_only_for_everyone(shared_folder)
    before = contents(shared_folder)
    played = unprivileged(
        "--data-dir", str(shared_folder), stdin="status\nfill r1c1\n1\nquit\n"
    )
    assert played.returncode == 0, played.stderr
    lines = played.stdout.splitlines()
    assert "Resumed deal #9 — 1 move" in lines
    assert "saved" not in lines[0]  # the greeting promises no save it cannot keep
    said = [line for line in lines if line.startswith("progress is not being saved: ")]
    assert len(said) == 1, lines  # said once
    assert any(line.startswith("standard-9 (standard rules, medium): 1 move") for line in lines)
    assert lines[-1].startswith("Not saved: deal #9 — ")
    assert contents(shared_folder) == before  # nothing written
