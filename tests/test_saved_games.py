"""Saved games through the real game in a pseudo-terminal: resume, statistics, faults."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
from pathlib import Path

from maze_solitaire.engine import deal, legal_moves, play
from maze_solitaire.places import DATABASE_NAME, HOME_VARIABLE
from maze_solitaire.storage import Progress, Store
from maze_solitaire.storage.schema import file_version
from tests.commands import cli
from tests.playing import nearly_won_deal, winning_line
from tests.positions import one_move_from_the_win
from tests.screen_board import BOARD_READY, click_move, cursor_to, read_board
from tests.storing import V3_FILE, V3_STATS
from tests.terminal import COMMAND, Terminal, game_in


def test_quit_and_start_again_resumes_the_same_board(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "1") as game:
        game.wait_for(BOARD_READY)
        game.send("tab", "tab", "enter")  # r2c9: one card fits
        game.wait_for("Moves 1")
        game.send("u", "ctrl-r")
        game.wait_for("Redid")
        board = read_board(game.text)
        game.send("q")
        assert game.wait_exit() == 0
    with game_in(tmp_path) as game:
        text = game.wait_for(BOARD_READY)
        assert "Resumed deal #1 — 1 move" in text and "Moves 1" in text
        assert read_board(text) == board
        game.send("u")  # the undo history came back too
        game.wait_for("Moves 0")
        assert read_board(game.text) == deal(1)


def win_a_saved_deal(home: Path, seconds: float) -> str:
    """Save deal 0 one move from the win, win it in the game with a click and quit;
    what the terminal shows then."""
    with Store.open(home) as store:
        nearly = nearly_won_deal()
        store.begin(nearly)
        store.save(Progress(nearly, seconds))
    with game_in(home) as game:
        game.wait_for(BOARD_READY)
        click_move(game, winning_line()[-1])
        game.wait_for("You won")
        game.send("q")
        assert game.wait_exit() == 0
        return game.text


def test_a_win_of_a_deal_counts_in_stats(tmp_path: Path) -> None:
    win_a_saved_deal(tmp_path, 300.0)
    stats = json.loads(cli(tmp_path, "stats", "--json").stdout)
    assert (stats["played"], stats["won"], stats["current_streak"]) == (1, 1, 1)
    assert stats["fewest_moves"] == len(winning_line()) and stats["fastest_seconds"] >= 300


def test_a_win_from_a_position_is_recorded_but_sets_no_record(tmp_path: Path) -> None:
    # One move from the win is no feat: kept out of the records, streaks and rate.
    position = one_move_from_the_win()
    with game_in(tmp_path, "--position", position.notation()) as game:
        game.wait_for(BOARD_READY)
        cursor_to(game, position.gaps[0], 46)
        game.send("enter")
        game.wait_for("You won")
        game.send("q")
        assert game.wait_exit() == 0
    stats = json.loads(cli(tmp_path, "stats", "--json").stdout)
    assert (stats["played"], stats["fewest_moves"], stats["current_streak"]) == (0, None, 0)
    assert stats["custom_positions"] == {"played": 1, "won": 1}
    text = cli(tmp_path, "stats").stdout
    assert "Custom positions: played 1, won 1 (in no figure above)" in text
    history = json.loads(cli(tmp_path, "history", "--json").stdout)["games"]
    assert [(g["deal"], g["result"], g["move_count"]) for g in history] == [(None, "won", 1)]


def test_another_deal_leaves_the_game_in_progress_and_its_deal_resumes_it(
    tmp_path: Path,
) -> None:
    with game_in(tmp_path, "--deal", "1") as game:
        game.wait_for(BOARD_READY)
        game.send("tab", "tab", "enter")  # r2c9: one card fits
        game.wait_for("Moves 1")
        game.send("q")
        assert game.wait_exit() == 0
    with game_in(tmp_path, "--deal", "5") as game:
        text = game.wait_for("Your game in progress is kept")
        assert "standard-5" in text and "counted as lost" not in text
        game.send("q")
        assert game.wait_exit() == 0
        assert "Not kept: deal #5, as no move was made." in "".join(game.screen.display)
    stats = json.loads(cli(tmp_path, "stats", "--json").stdout)
    assert (stats["played"], stats["in_progress"]) == (0, 1)
    with game_in(tmp_path, "--deal", "1") as game:  # deal 1 asked for again: it resumes
        text = game.wait_for("Resumed deal #1 — 1 move")
        assert "Moves 1" in text
        game.send("q")
        assert game.wait_exit() == 0
    history = json.loads(cli(tmp_path, "history", "--json").stdout)["games"]
    assert {g["deal"]: (g["result"], g["move_count"]) for g in history} == {
        1: ("playing", 1),
    }  # deal 5, left with no move made, is not kept


def test_a_deal_passed_over_at_once_is_not_counted(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "1") as game:
        game.wait_for(BOARD_READY)
        game.send("n")  # no move made: no question, and no game lost
        game.wait_for("New game")
        game.send("q")
        assert game.wait_exit() == 0
    stats = json.loads(cli(tmp_path, "stats", "--json").stdout)
    assert stats["played"] == 0 and stats["in_progress"] == 0  # nor is the next, left so


def test_the_stats_screen(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "4") as game:
        game.wait_for(BOARD_READY)
        game.send("s")
        text = game.wait_for("Best streak")
        assert "statistics" in text and "Played" in text
        game.send("x")
        game.wait_for(BOARD_READY)


def test_killed_right_after_a_move_the_game_resumes_with_it(tmp_path: Path) -> None:
    start = deal(2)
    with game_in(tmp_path, "--deal", "2") as game:
        game.wait_for(BOARD_READY)
        game.send("enter")
        text = game.wait_for(lambda text: "Moves 1" in text or "Fill " in text)
        if "Moves 1" not in text:  # the gap takes two cards: pick one
            game.send("1")
        game.wait_for("Moves 1")
        board = read_board(game.text)
        os.kill(game.pid, signal.SIGKILL)
        game.wait_exit()
    assert any(play(start, move) == board for move in legal_moves(start))
    with sqlite3.connect(tmp_path / DATABASE_NAME) as database:
        assert database.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    with game_in(tmp_path) as game:
        text = game.wait_for(BOARD_READY)
        assert "Resumed deal #2" in text
        assert read_board(text) == board


def test_a_garbage_database_is_moved_aside_and_the_player_told(tmp_path: Path) -> None:
    (tmp_path / DATABASE_NAME).write_bytes(os.urandom(8192))
    with game_in(tmp_path, "--deal", "3") as game:
        text = game.wait_for(BOARD_READY)
        assert "corrupt" in text or "damaged" in text
        game.send("tab", "enter", "1")
        game.send("q")
        assert game.wait_exit() == 0
        assert "Traceback" not in game.text
    assert any(path.name.startswith(f"{DATABASE_NAME}.corrupt-") for path in tmp_path.iterdir())
    assert json.loads(cli(tmp_path, "stats", "--json").stdout)["played"] == 0


def test_an_unwritable_data_folder_plays_on_and_says_so(tmp_path: Path) -> None:
    # Tests run as root, whom file modes do not stop: a folder inside a
    # regular file cannot be made by anyone. The default folder, as named by
    # MAZE_SOLITAIRE_HOME or --data-dir, would be refused at once.
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    unset = ("/usr/bin/env", "-u", HOME_VARIABLE, COMMAND)
    data = {"XDG_DATA_HOME": str(blocker / "data")}
    with Terminal("--deal", "1", env=data, command=unset) as game:
        text = game.wait_for(BOARD_READY)
        assert "not saving" in text
        game.send("tab", "tab", "enter")
        game.wait_for("Moves 1")
        game.send("q")
        assert game.wait_exit() == 0


def test_two_games_at_once_are_both_recorded(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "5") as first, game_in(tmp_path, "--deal", "6") as second:
        for game in (first, second):
            game.wait_for(BOARD_READY)
        for _ in range(5):
            for game in (first, second):
                game.send("u", "ctrl-r", "tab", "enter", "1")
        for game in (first, second):
            game.send("q")
            assert game.wait_exit() == 0
            assert b"locked" not in game.output  # in no frame it ever drew
    history = json.loads(cli(tmp_path, "history", "--json").stdout)["games"]
    assert {g["deal"]: g["result"] for g in history} == {5: "playing", 6: "playing"}
    # --deal begins beside both, and says they are kept, to be resumed.
    with game_in(tmp_path, "--deal", "7") as game:
        game.wait_for("Your 2 games in progress are kept")
        game.send("q")
        assert game.wait_exit() == 0
    history = json.loads(cli(tmp_path, "history", "--json").stdout)["games"]
    assert {g["deal"]: g["result"] for g in history} == {
        5: "playing",
        6: "playing",
    }  # deal 7, left with no move made, is not kept


def test_a_database_from_a_newer_version_is_refused_untouched(tmp_path: Path) -> None:
    Store.open(tmp_path).close()  # creates the database
    path = tmp_path / DATABASE_NAME
    with sqlite3.connect(path) as database:
        database.execute("PRAGMA user_version = 999")
    database.close()
    before = path.read_bytes()
    with game_in(tmp_path, "--deal", "1") as game:
        assert game.wait_exit() == 65
        assert "newer" in game.text and "Traceback" not in game.text
    assert path.read_bytes() == before


def suit_colors(game: Terminal) -> dict[str, set[str]]:
    """The colours each suit's symbol is drawn in on the screen."""
    colors: dict[str, set[str]] = {}
    for row in game.screen.buffer.values():
        for cell in row.values():
            if cell.data in "♠♥♦♣":
                colors.setdefault(cell.data, set()).add(cell.fg)
    return colors


def test_the_four_colour_deck_is_remembered_for_the_next_game(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "1") as game:
        game.wait_for(BOARD_READY)
        assert suit_colors(game)["♦"] == {"red"}
        game.send("4")
        game.wait_for("Four-colour deck on")
        assert suit_colors(game)["♦"] == {"blue"} and suit_colors(game)["♣"] == {"green"}
        game.send("q")
        assert game.wait_exit() == 0
    with game_in(tmp_path, "--deal", "2") as game:
        game.wait_for(BOARD_READY)
        assert suit_colors(game)["♦"] == {"blue"}
        game.send("4")  # and off again, remembered too
        game.wait_for("Four-colour deck off")
        game.send("q")
        assert game.wait_exit() == 0
    with game_in(tmp_path) as game:
        game.wait_for(BOARD_READY)
        assert suit_colors(game)["♦"] == {"red"}
        game.send("q")


def test_only_the_very_first_game_welcomes_the_player(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "1") as game:
        game.wait_for("Welcome! Build four suit runs A→Q, reading from the top left; ? for")
        game.send("tab", "tab", "enter")
        text = game.wait_for("Moves 1")
        assert "Welcome" not in text
        game.send("q")
        assert game.wait_exit() == 0
    with game_in(tmp_path, "--deal", "2") as game:
        text = game.wait_for(BOARD_READY)
        assert "Welcome" not in text
        game.send("q")
        assert game.wait_exit() == 0


def test_quitting_says_what_became_of_the_game(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "1") as game:
        game.wait_for(BOARD_READY)
        game.send("tab", "tab", "enter")
        game.wait_for("Moves 1")
        game.send("q")
        assert game.wait_exit() == 0
        assert "Saved deal #1 — 1 move; maze-solitaire resumes it." in game.text
    text = win_a_saved_deal(tmp_path, 30.0)
    assert f"You won deal #0 — {len(winning_line())} moves." in text


def test_a_second_terminal_is_told_why_it_gets_a_new_deal(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "5") as first:
        first.wait_for(BOARD_READY)
        first.send("tab", "enter", "1")
        first.wait_for("Moves 1")
        with game_in(tmp_path) as second:  # would resume deal 5, but it is being played
            text = second.wait_for("open in another terminal")
            assert "Your game in progress is open in another terminal: here is a new deal" in text
            assert "standard-5 " not in text  # a random deal may begin with 5, as 571127289
            second.send("q")
            assert second.wait_exit() == 0
            # No move made in its deal: it is not kept, and deal 5 is the one in progress.
            assert "Not kept: deal #" in "".join(second.screen.display)
        first.send("q")
        assert first.wait_exit() == 0
        assert "Saved deal #5 — 1 move; maze-solitaire resumes it." in "".join(
            first.screen.display
        )


def test_a_file_of_data_version_3_plays_on_in_the_game(tmp_path: Path) -> None:
    shutil.copyfile(V3_FILE, tmp_path / DATABASE_NAME)
    with game_in(tmp_path) as game:
        text = game.wait_for(BOARD_READY)
        assert "Resumed deal #7 — 5 moves" in text and "Moves 5" in text
        game.send("q")
        assert game.wait_exit() == 0
    assert file_version(tmp_path / DATABASE_NAME) == 6
    result = cli(tmp_path, "stats", "--json")
    assert result.returncode == 0, result.stderr
    stats = json.loads(result.stdout)
    assert {key: stats[key] for key in V3_STATS} == V3_STATS  # the game in progress still is
