"""``maze-solitaire resume``: the games in progress listed, and one of them played on
by its ID, through the real command (pipes, and a pseudo-terminal for the full screen)."""

from __future__ import annotations

import json
from pathlib import Path

from maze_solitaire.engine import Game
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage import Progress, Store
from tests.commands import cli, text_game
from tests.screen_board import BOARD_READY
from tests.terminal import game_in

ONE_MOVE = "fill r1c9\n1\nquit\n"  # deal 1: 7H from r1c1 into r1c9
BACK_TO_THE_START = "fill r1c9\n1\nundo\nquit\n"  # deal 2: JH into r1c9, and back


def two_games_in_progress(home: Path) -> None:
    """Deal 1 with a move made, then deal 2 with a move made and undone (a game with no
    move ever made is not kept): deal 2, at its start, is the one saved last."""
    assert text_game("--deal", "1", commands=ONE_MOVE, home=home)[0] == 0
    assert text_game("--deal", "2", commands=BACK_TO_THE_START, home=home)[0] == 0


def test_with_nothing_saved_it_says_so_and_makes_nothing(tmp_path: Path) -> None:
    home = tmp_path / "nowhere yet"
    done = cli(home, "resume")
    assert (done.returncode, done.stdout, done.stderr) == (0, "No games in progress.\n", "")
    assert json.loads(cli(home, "resume", "--json").stdout) == {"games": []}
    assert not home.exists()


def test_it_lists_the_games_in_progress_the_last_saved_first(tmp_path: Path) -> None:
    two_games_in_progress(tmp_path)
    database = tmp_path / DATABASE_NAME
    before = database.read_bytes()
    done = cli(tmp_path, "resume")
    assert done.returncode == 0 and done.stderr == ""
    header, *rows = done.stdout.splitlines()
    assert header.split() == ["ID", "Code", "Moves", "Time", "Last", "played"]
    assert [row.split()[:4] for row in rows] == [
        ["2", "standard-2", "0", "0:00"],
        ["1", "standard-1", "1", "0:00"],
    ]
    listed = json.loads(cli(tmp_path, "resume", "--json").stdout)["games"]
    assert [(g["id"], g["code"], g["move_count"], g["result"]) for g in listed] == [
        (2, "standard-2", 0, "playing"),
        (1, "standard-1", 1, "playing"),
    ]
    assert database.read_bytes() == before  # listing writes nothing


def test_an_ended_game_is_not_listed(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        first = Game.from_deal(1)
        store.begin(first)
        first.play(first.legal_moves()[0])
        store.save(Progress(first))
        third = Game.from_deal(3)
        store.begin(third)  # ends deal 1, lost
        third.play(third.legal_moves()[0])
        store.save(Progress(third))
    listed = json.loads(cli(tmp_path, "resume", "--json").stdout)["games"]
    assert [g["deal"] for g in listed] == [3]


def test_resume_id_plays_that_game_not_the_last_saved(tmp_path: Path) -> None:
    two_games_in_progress(tmp_path)
    status, lines = text_game("resume", "1", commands="status\nquit\n", home=tmp_path)
    assert status == 0
    assert "Resumed deal #1 — 1 move" in lines
    assert any(line.startswith("standard-1 (standard rules, easy): 1 move") for line in lines)
    assert lines[-1].endswith("resumes the one saved last (maze-solitaire resume lists them all).")
    # Deal 2 is left in progress as it was.
    listed = json.loads(cli(tmp_path, "resume", "--json").stdout)["games"]
    assert sorted((g["id"], g["move_count"]) for g in listed) == [(1, 1), (2, 0)]


def test_resume_id_takes_a_game_number_as_history_writes_it(tmp_path: Path) -> None:
    two_games_in_progress(tmp_path)
    status, lines = text_game("resume", "#2", commands="quit\n", home=tmp_path)
    assert status == 0 and "Resumed deal #2 — 0 moves" in lines


def test_an_unknown_id_is_refused_naming_it(tmp_path: Path) -> None:
    two_games_in_progress(tmp_path)
    done = cli(tmp_path, "resume", "9")
    assert done.returncode == 65 and done.stdout == ""
    assert done.stderr == "maze-solitaire: error: cannot resume: there is no game #9\n"
    nothing = cli(tmp_path / "empty", "resume", "3")
    assert nothing.returncode == 65 and "no game #3" in nothing.stderr
    assert not (tmp_path / "empty").exists()


def test_an_ended_game_is_refused_naming_it(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        first = Game.from_deal(1)
        store.begin(first)
        first.play(first.legal_moves()[0])
        store.save(Progress(first))
        store.begin(Game.from_deal(3))
    done = cli(tmp_path, "resume", "1")
    assert done.returncode == 65 and done.stdout == ""
    assert "game #1 has ended (lost)" in done.stderr


def test_a_game_open_in_another_process_is_refused(tmp_path: Path) -> None:
    two_games_in_progress(tmp_path)
    with Store.open(tmp_path) as elsewhere:  # this process plays game 1 now
        assert elsewhere.resume(game_id=1) is not None
        done = cli(tmp_path, "resume", "1")
        assert done.returncode == 65 and done.stdout == ""
        assert "game #1 is open in another maze-solitaire" in done.stderr
    status, lines = text_game("resume", "1", commands="quit\n", home=tmp_path)
    assert status == 0 and "Resumed deal #1 — 1 move" in lines


def test_json_goes_only_with_the_list(tmp_path: Path) -> None:
    done = cli(tmp_path, "resume", "1", "--json")
    assert done.returncode == 2 and "--json lists the games in progress" in done.stderr


def test_resume_id_in_the_full_screen_game(tmp_path: Path) -> None:
    two_games_in_progress(tmp_path)
    with game_in(tmp_path, "resume", "1") as game:
        text = game.wait_for(BOARD_READY)
        assert "Resumed deal #1 — 1 move" in text and "Moves 1" in text
        game.send("q")
        assert game.wait_exit() == 0


def test_o_lists_the_games_in_progress_and_enter_plays_one_on(tmp_path: Path) -> None:
    two_games_in_progress(tmp_path)  # game 1: deal 1, a move; game 2: deal 2
    with game_in(tmp_path, "--deal", "5") as game:
        game.wait_for(BOARD_READY)
        game.send("tab", "enter", "1")
        game.wait_for("Moves 1")
        game.send("o")
        text = game.wait_for("games in progress")
        assert "#2  standard-2  0 moves" in text and "#1  standard-1  1 move" in text
        game.send("down", "enter")  # the second line: game 1
        game.wait_for("Play that saved game on?")
        game.send("y")
        text = game.wait_for("Resumed deal #1")
        assert "Moves 1" in text
        game.send("q")
        assert game.wait_exit() == 0
    history = json.loads(cli(tmp_path, "history", "--json").stdout)["games"]
    assert {g["deal"]: (g["result"], g["move_count"]) for g in history} == {
        5: ("lost", 1),  # left for game 1 after the question, as n leaves it
        1: ("playing", 1),
        2: ("playing", 0),
    }


def test_x_in_the_list_abandons_a_game_after_asking(tmp_path: Path) -> None:
    two_games_in_progress(tmp_path)
    with game_in(tmp_path, "--deal", "5") as game:
        game.wait_for(BOARD_READY)
        game.send("o")
        game.wait_for("games in progress")
        game.send("down", "x")  # game 1, highlighted
        game.wait_for("Abandon game #1? It will count as lost. (y/n)")
        game.send("n")
        game.wait_for("Cancelled")
        game.send("o")
        game.wait_for("games in progress")
        game.send("down", "x")
        game.wait_for("Abandon game #1?")
        game.send("y")
        game.wait_for("Game #1 (deal #1) counted as lost")
        game.send("o")
        text = game.wait_for("games in progress")
        assert "#2  standard-2" in text and "#1  standard-1" not in text
        game.send("2")  # no second game now: the list stays, and says so
        game.wait_for("Choose")
        game.send("1")  # deal 5 had no move: nothing to ask, it is passed over
        text = game.wait_for("Resumed deal #2")
        game.send("q")
        assert game.wait_exit() == 0
    history = json.loads(cli(tmp_path, "history", "--json").stdout)["games"]
    assert {g["deal"]: (g["result"], g["move_count"]) for g in history} == {
        1: ("lost", 1),
        2: ("playing", 0),
    }


def test_the_text_mode_lists_opens_and_abandons_games_in_progress(tmp_path: Path) -> None:
    two_games_in_progress(tmp_path)  # game 1: deal 1, a move; game 2: deal 2
    script = "fill r1c9\n1\ngames\nopen 9\nabandon 2\ny\ngames\nopen #1\ny\nstatus\nquit\n"
    status, lines = text_game("--deal", "5", commands=script, home=tmp_path)
    assert status == 0
    listed = [line.split()[:3] for line in lines if line.startswith("#")]
    assert listed == [  # twice: both games, then game 1 alone
        ["#2", "standard-2", "0"],
        ["#1", "standard-1", "1"],
        ["#1", "standard-1", "1"],
    ]
    assert "there is no game #9" in lines
    assert "Abandon standard-2? It will count as lost. (y/n)" in lines
    assert "Game #2 (deal #2) counted as lost" in lines  # a move made (and undone): lost
    assert "Play that saved game on? This game will count as lost. (y/n)" in lines
    assert "Resumed deal #1 — 1 move" in lines
    assert any(line.startswith("standard-1 (standard rules, easy): 1 move") for line in lines)
    history = json.loads(cli(tmp_path, "history", "--json").stdout)["games"]
    assert {g["deal"]: (g["result"], g["move_count"]) for g in history} == {
        5: ("lost", 1),
        1: ("playing", 1),
        2: ("lost", 0),
    }


def test_the_list_fits_small_and_large_terminals_around_the_highlight() -> None:
    from maze_solitaire.fullscreen.overlays import SavedGames
    from maze_solitaire.fullscreen.render import render
    from tests.sessions import full_screen

    front = full_screen(5)
    lines = tuple(
        f"#{n}  standard-{n}  {n} moves  0:{n:02}  2026-12-01 10:11" for n in range(1, 15)
    )
    front.overlay = SavedGames(tuple(range(1, 15)), lines, 12)
    for width, height in ((40, 12), (80, 24), (160, 50)):
        canvas = render(front.view(), width, height)
        text = canvas.text()
        assert canvas.clipped == [], (width, height)
        assert any(line.startswith(" >   #13  standard-13") for line in text), (width, height)
        assert "Esc" in text[-1]
