"""Where the saved games are, told truly (issue 31, item 11): a game is open in one terminal
at a time, and a second launch of it says where it is open; the goodbye says "Saved" only
when the game was; a read-only folder is said so in plain words; the reading commands leave
a folder the game closed cleanly byte for byte as it was.

Through the real command: the full-screen game in a pseudo-terminal, the text mode and the
reading commands as processes.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from maze_solitaire.engine import Game
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage import Progress, Store
from tests.commands import cli, text_game
from tests.screen_board import BOARD_READY
from tests.storing import give_up, win
from tests.terminal import COMMAND, game_in
from tests.unprivileged import contents, read_only_for_everyone, unprivileged


def test_a_second_launch_of_a_deal_open_in_a_terminal_says_where_it_is_open(
    tmp_path: Path,
) -> None:
    # On f07fb68, the second launch opened a second copy of deal 5, without a word.
    with game_in(tmp_path, "--deal", "5") as first:
        first.wait_for(BOARD_READY)
        first.send("tab", "enter", "1")
        first.wait_for("Moves 1")
        second = cli(tmp_path, "--deal", "5", "--text")
        assert second.returncode == 65 and second.stdout == ""
        assert re.fullmatch(  # where: the first game's process, and its terminal
            rf"maze-solitaire: error: standard-5 \(game #1\) is open in another maze-solitaire"
            rf" \(process {first.pid} on /dev/pts/\d+\); play it there, or quit it there"
            rf" first\n",
            second.stderr,
        ), second.stderr
        assert json.loads(cli(tmp_path, "resume", "--json").stdout)["games"][0]["id"] == 1
        assert len(json.loads(cli(tmp_path, "history", "--json").stdout)["games"]) == 1
        first.send("q")
        assert first.wait_exit() == 0
    # Once it is closed there, it is played here.
    status, lines = text_game("--deal", "5", commands="quit\n", home=tmp_path)
    assert status == 0 and "Resumed deal #5 — 1 move" in lines


def test_resume_id_of_a_game_open_elsewhere_says_where(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "3") as first:
        first.wait_for(BOARD_READY)
        second = cli(tmp_path, "resume", "1")
        assert second.returncode == 65
        assert f"game #1 is open in another maze-solitaire (process {first.pid} on " in (
            second.stderr
        )
        first.send("q")
        assert first.wait_exit() == 0


PLAYED_THEN_REMOVED = """
import shutil, subprocess, sys
home, blocked = sys.argv[1], sys.argv[2] == "blocked"
game = subprocess.Popen(
    [sys.argv[3], "--deal", "5", "--text"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
    text=True, env={"MAZE_SOLITAIRE_HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
)
game.stdin.write("fill r1c2\\n1\\n")
game.stdin.flush()
for line in game.stdout:  # the move is made, and saved
    if "->" in line:
        break
shutil.rmtree(home)  # the data folder deleted while the game runs
if blocked:
    open(home, "w").close()  # and a file where it was: it cannot be made again
game.stdin.write("quit\\n")
game.stdin.flush()
print(game.communicate()[0].splitlines()[-1])
sys.exit(game.returncode)
"""


def played_then_removed(home: Path, blocked: bool = False) -> str:
    """The goodbye of a game of deal 5, one move in, whose data folder was deleted while it
    was played (and, ``blocked``, a file put where it was)."""
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            PLAYED_THEN_REMOVED,
            str(home),
            "blocked" if blocked else "-",
            COMMAND,
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_game_whose_folder_was_deleted_is_saved_again_and_said_so(tmp_path: Path) -> None:
    # On f07fb68: "Saved deal #5 - 1 move; maze-solitaire resumes it.", and it did not.
    home = tmp_path / "home"
    assert played_then_removed(home) == (
        "The saved games were removed while you played: deal #5 — 1 move is saved again, in"
        " a new file, and maze-solitaire resumes it."
    )
    status, lines = text_game(commands="quit\n", home=home)
    assert status == 0 and "Resumed deal #5 — 1 move" in lines


def test_a_game_that_cannot_be_saved_again_says_so(tmp_path: Path) -> None:
    home = tmp_path / "home"
    said = played_then_removed(home, blocked=True)
    assert said.startswith(
        "The saved games were removed while you played, and deal #5 — 1 move could not be"
        " saved again: "
    ), said
    assert "Saved" not in said


def test_a_read_only_folder_is_said_so_in_plain_words(shared_folder: Path) -> None:
    # On f07fb68: "progress is not being saved: <folder>: attempt to write a readonly database".
    with Store.open(shared_folder) as store:
        give_up(store, 9)
    read_only_for_everyone(shared_folder)
    played = unprivileged("--data-dir", str(shared_folder), stdin="quit\n")
    assert played.returncode == 0, played.stderr
    said = [line for line in played.stdout.splitlines() if "not being saved" in line]
    assert said == [
        f"progress is not being saved: the saved games in {shared_folder} are read-only"
    ]


@pytest.fixture
def closed_cleanly(tmp_path: Path) -> Iterator[Path]:
    """Saved games the game closed cleanly: two ended, one in progress, a review kept."""
    home = tmp_path / "home"
    with Store.open(home) as store:
        win(store)
        give_up(store, 4)
        game = Game.from_deal(9)
        store.begin(game)
        game.play(game.legal_moves()[0])
        store.save(Progress(game, 3.0))
    assert cli(home, "review", "2").returncode == 0  # made now, and kept
    assert not any(path.name.startswith(f"{DATABASE_NAME}-") for path in home.iterdir())
    yield home


@pytest.mark.parametrize(
    "command",
    [
        ["stats"],
        ["stats", "--json"],
        ["history"],
        ["resume"],
        ["resume", "--json"],
        ["replay", "1", "--moves"],
        ["review", "2"],
        ["review", "2", "--json"],
    ],
    ids=" ".join,
)
def test_a_reading_command_leaves_a_folder_closed_cleanly_as_it_was(
    closed_cleanly: Path, command: list[str]
) -> None:
    # On f07fb68 they left games.sqlite3-wal and -shm beside the file.
    before = contents(closed_cleanly)
    result = cli(closed_cleanly, *command)
    assert result.returncode == 0, result.stderr
    assert contents(closed_cleanly) == before
