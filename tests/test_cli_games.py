"""The command line's reading commands over saved games: stats, history, replay, the data
folder, scripted games.
"""

from __future__ import annotations

import json
import os
import sqlite3
from datetime import date, timedelta
from pathlib import Path

import pytest

from maze_solitaire.cli import deals
from maze_solitaire.engine import Game, deal, legal_moves
from maze_solitaire.places import DATABASE_NAME, HOME_VARIABLE
from maze_solitaire.storage import Progress, Store
from tests.commands import call, run
from tests.playing import winning_line
from tests.storing import give_up, win


@pytest.fixture
def played(home: Path) -> Path:
    """A data folder (also $MAZE_SOLITAIRE_HOME) with three ended games and one in progress.

    Game 1 a clean win in 3:07, game 2 deal 4 given up, game 3 a win with a
    hint, game 4 deal 9 in progress with one move.
    """
    with Store.open(home) as store:
        win(store, 187.0)
        give_up(store, 4)
        win(store, 30.0, hints=1)
        game = Game.from_deal(9)
        store.begin(game)
        game.play(game.legal_moves()[0])
        store.save(Progress(game, 12.0))
    return home


def test_stats_human_form(capsys: pytest.CaptureFixture[str], played: Path) -> None:
    status, out, err = call(capsys, "stats")
    assert status == 0 and err == ""
    assert "Played          3" in out
    assert "Won             2 (67%): 1 clean, 1 with hints or demo" in out
    assert "Current streak  1" in out and "Best streak     1" in out
    assert f"Fewest moves    {len(winning_line())}" in out and "Fastest         3:07" in out
    assert "In progress     1" in out
    assert f"Saved in {played / DATABASE_NAME}" in out


def test_stats_json(
    capsys: pytest.CaptureFixture[str], played: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(deals, "today", lambda: date(2026, 12, 1))
    status, out, _ = call(capsys, "stats", "--json")
    assert status == 0
    days = [date(2026, 11, 2) + timedelta(days=n) for n in range(30)]
    assert json.loads(out) == {
        "played": 3,
        "won": 2,
        "clean_wins": 1,
        "assisted_wins": 1,
        "win_rate": 0.6667,
        "current_streak": 1,
        "best_streak": 1,
        "fewest_moves": len(winning_line()),
        "fastest_seconds": 187.0,
        "in_progress": 1,
        "recent": ["won", "lost", "assisted"],
        "custom_positions": {"played": 0, "won": 0},
        "scripted": {"played": 0, "won": 0},
        "rules": "standard",
        "at_or_under_par": 0,
        "daily": {  # no daily played: a calendar of 30 days, each "none"
            "streak": 0,
            "best_streak": 0,
            "played": 0,
            "won": 0,
            "calendar": [{"day": day.isoformat(), "result": "none"} for day in days],
        },
    }
    status, out, _ = call(capsys, "stats", "--json", "--deal", "4")
    assert json.loads(out)["deal"] == {
        "deal": 4,
        "played": 1,
        "won": 0,
        "fewest_moves": None,
        "fastest_seconds": None,
    }


def test_data_dir_goes_before_or_after_the_command(
    capsys: pytest.CaptureFixture[str], played: Path, tmp_path: Path
) -> None:
    empty = tmp_path / "empty"
    for args in (
        ["--data-dir", str(played), "stats", "--json"],
        ["stats", "--json", "--data-dir", str(played)],
        ["--data-dir", str(empty), "stats", "--data-dir", str(played), "--json"],  # last wins
    ):
        status, out, _ = call(capsys, *args)
        assert status == 0 and json.loads(out)["played"] == 3, args
    status, out, _ = call(capsys, "--data-dir", str(empty), "stats", "--json")
    assert json.loads(out)["played"] == 0


@pytest.mark.parametrize("command", ["stats", "history", "replay 1", "play"])
def test_an_unusable_data_folder_is_an_error_before_or_after_the_command(
    capsys: pytest.CaptureFixture[str], command: str, tmp_path: Path
) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    for folder, problem, status in (
        ("", "--data-dir is empty: give a folder", 2),
        (str(a_file), f"--data-dir {a_file}: is a file, not a folder", 74),
        (f"{a_file}/games", f"--data-dir {a_file}/games: cannot be made ({a_file} is a file)", 74),
    ):
        words = command.split()
        for args in (["--data-dir", folder, *words], [*words, "--data-dir", folder]):
            assert call(capsys, *args) == (status, "", f"maze-solitaire: error: {problem}\n")
    assert a_file.read_text() == "not a folder"


@pytest.mark.parametrize("command", ["stats", "history", "play"])
def test_the_variable_is_held_to_the_option_s_rule(command: str, tmp_path: Path) -> None:
    # Issue 20, item 4: an empty MAZE_SOLITAIRE_HOME used the real data folder, and one
    # naming a file played on with "progress is not being saved".
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    real = tmp_path / "real"  # where the user data folder would be
    environment = {**os.environ, "XDG_DATA_HOME": str(real), "HOME": str(real)}
    for value, problem, status in (
        ("", "MAZE_SOLITAIRE_HOME is empty: give a folder, or unset MAZE_SOLITAIRE_HOME", 2),
        (str(a_file), f"MAZE_SOLITAIRE_HOME={a_file}: is a file, not a folder", 74),
        (
            f"{a_file}/games",
            f"MAZE_SOLITAIRE_HOME={a_file}/games: cannot be made ({a_file} is a file)",
            74,
        ),
    ):
        result = run(command, stdin="quit\n", env={**environment, HOME_VARIABLE: value})
        assert (result.returncode, result.stdout) == (status, ""), (value, result.stderr)
        assert result.stderr == f"maze-solitaire: error: {problem}\n"
    assert a_file.read_text() == "not a folder"
    assert not real.exists()  # the real data folder untouched


def test_history_json_and_limit(capsys: pytest.CaptureFixture[str], played: Path) -> None:
    status, out, _ = call(capsys, "history", "--json")
    games = json.loads(out)["games"]
    assert status == 0
    won = len(winning_line())
    assert [(g["id"], g["deal"], g["result"], g["move_count"]) for g in games] == [
        (4, 9, "playing", 1),
        (3, 0, "won", won),
        (2, 4, "lost", 1),
        (1, 0, "won", won),
    ]
    assert games[1]["hints"] == 1 and games[3]["seconds"] == 187.0
    assert not any(g["scripted"] for g in games)
    assert games[3]["start"] == deal(0).notation() and games[0]["date"].endswith("+00:00")
    status, out, _ = call(capsys, "history", "--json", "--limit", "2")
    assert [g["id"] for g in json.loads(out)["games"]] == [4, 3]


def test_history_human_form(capsys: pytest.CaptureFixture[str], played: Path) -> None:
    status, out, _ = call(capsys, "history")
    lines = out.splitlines()
    assert status == 0 and len(lines) == 5
    assert lines[0].split() == ["ID", "Date", "Deal", "Result", "Moves", "Time"]
    assert lines[1].split()[0] == "4" and lines[1].split()[3:] == ["#9", "playing", "1", "0:12"]
    won = str(len(winning_line()))
    assert lines[2].split()[3:] == ["#0", "won,", "helped", won, "0:30"]
    assert lines[4].split()[3:] == ["#0", "won", won, "3:07"]


def test_a_limit_larger_than_any_count_lists_them_all(
    capsys: pytest.CaptureFixture[str], played: Path
) -> None:
    status, out, _ = call(capsys, "history", "--json", "--limit", "9" * 30)
    assert status == 0 and len(json.loads(out)["games"]) == 4


def test_history_of_no_games(capsys: pytest.CaptureFixture[str], home: Path) -> None:
    assert call(capsys, "history") == (0, "No games yet.\n", "")


def test_replay_prints_the_moves_of_an_ended_game(
    capsys: pytest.CaptureFixture[str], played: Path
) -> None:
    line = "".join(f"{move.notation()}\n" for move in winning_line())
    assert call(capsys, "replay", "1") == (0, line, "")
    status, out, _ = call(capsys, "replay", "#2", "--json")
    answer = json.loads(out)
    assert status == 0 and answer["deal"] == 4 and answer["result"] == "lost"
    assert answer["start"] == deal(4).notation() and len(answer["moves"]) == 1
    assert answer["move_count"] == 1  # as in history; "moves" is always a list of moves
    first = legal_moves(deal(4))[0]
    assert answer["moves"][0] == {  # the shape 'moves --json' and 'solve --json' give
        "card": first.card.notation(),
        "from": first.source,
        "to": first.target,
        "notation": first.notation(),
    }


@pytest.fixture
def scripted(home: Path) -> Path:
    """A data folder where scripts played (moves from a pipe) beside a person.

    Game 1 a clean win by hand in 3:07; by a script, game 2 a win in 0:00, game 3
    deal 4 given up, game 4 deal 9 in progress with one move.
    """
    with Store.open(home) as store:
        win(store, 187.0)
        win(store, 0.0, scripted=True)
        give_up(store, 4, scripted=True)
        game = Game.from_deal(9)
        store.begin(game)
        game.play(game.legal_moves()[0])
        store.save(Progress(game, 12.0, scripted=True))
    return home


def test_scripted_games_are_counted_apart_in_stats(
    capsys: pytest.CaptureFixture[str], scripted: Path
) -> None:
    status, out, _ = call(capsys, "stats")
    assert status == 0
    assert "Played          1" in out and "Fastest         3:07" in out  # not the script's 0:00
    assert "Current streak  1" in out and "Best streak     1" in out
    assert "Scripted games: played 2, won 1 (in no figure above)" in out
    assert "In progress     1" in out  # the script's game, not ended yet
    status, out, _ = call(capsys, "stats", "--json")
    answer = json.loads(out)
    assert (answer["played"], answer["won"], answer["fastest_seconds"]) == (1, 1, 187.0)
    assert answer["recent"] == ["won"] and answer["scripted"] == {"played": 2, "won": 1}


def test_history_and_replay_say_which_games_were_scripted(
    capsys: pytest.CaptureFixture[str], scripted: Path
) -> None:
    status, out, _ = call(capsys, "history", "--json")
    games = json.loads(out)["games"]
    assert status == 0
    assert [(g["id"], g["result"], g["scripted"]) for g in games] == [
        (4, "playing", True),
        (3, "lost", True),
        (2, "won", True),
        (1, "won", False),
    ]
    status, out, _ = call(capsys, "history")
    lines = out.splitlines()
    assert status == 0 and len(lines) == 5
    won = str(len(winning_line()))
    assert [line.split()[3:] for line in lines[1:]] == [
        ["#9", "playing,", "scripted", "1", "0:12"],
        ["#4", "lost,", "scripted", "1", "0:05"],
        ["#0", "won,", "scripted", won, "0:00"],
        ["#0", "won", won, "3:07"],
    ]
    assert len({len(line) for line in lines}) == 1  # the result column fits its widest
    for game, flag in (("2", True), ("1", False)):
        status, out, _ = call(capsys, "replay", game, "--json")
        assert status == 0 and json.loads(out)["scripted"] is flag


@pytest.mark.parametrize(
    ("args", "message", "expected"),
    [
        (["replay", "99"], "there is no game #99", 65),
        (["replay", "x"], "there is no game 'x': a game is a number as history shows it", 65),
        (["history", "--limit", "0"], "argument --limit: '0' is not a positive whole number", 2),
        (["history", "--limit", "ten"], "--limit: 'ten' is not a positive whole number", 2),
        (["history", "--limit", "²"], "argument --limit: '²' is not a positive whole number", 2),
        (["replay", "١"], "there is no game '١': a game is a number as history shows it", 65),
        (["stats", "--deal", "-1"], "deal number -1 is out of range", 65),
        (["stats", "--data-dir"], "argument --data-dir: expected one argument", 2),
        (["replay", "9223372036854775808"], "there is no game #9223372036854775808", 65),
        (["replay", "0"], "there is no game #0", 65),
    ],
)  # fmt: skip
def test_bad_saved_game_requests_are_one_line_bad_arguments_or_bad_data(
    capsys: pytest.CaptureFixture[str],
    played: Path,
    args: list[str],
    message: str,
    expected: int,
) -> None:
    status, out, err = call(capsys, *args)
    assert status == expected and out == ""
    assert err.startswith("maze-solitaire: error: ") and err.count("\n") == 1
    assert message in err, err


def test_replay_of_a_game_in_progress_prints_its_moves_so_far_and_changes_nothing(
    played: Path,
) -> None:
    # On f07fb68: "game #4 is still in progress; only ended games replay", exit 65.
    first = Game.from_deal(9).legal_moves()[0]
    env = {**os.environ, HOME_VARIABLE: str(played)}
    before = {path.name: path.read_bytes() for path in played.iterdir() if path.is_file()}
    moves = run("replay", "4", "--moves", env=env)
    assert (moves.returncode, moves.stdout, moves.stderr) == (0, f"{first.notation()}\n", "")
    shown = run("replay", "4", "--json", env=env)
    assert shown.returncode == 0, shown.stderr
    game = json.loads(shown.stdout)
    assert (game["result"], game["move_count"], len(game["moves"])) == ("playing", 1, 1)
    after = {path.name: path.read_bytes() for path in played.iterdir() if path.is_file()}
    assert after == before
    # Still in progress, as it was: resume plays it on.
    listed = run("resume", "--json", env=env)
    assert [game["id"] for game in json.loads(listed.stdout)["games"]] == [4]


def test_a_newer_database_is_refused_in_one_line(home: Path) -> None:
    home.mkdir()
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        connection.execute("PRAGMA user_version = 99")
    connection.close()
    result = run("stats", env={**os.environ, HOME_VARIABLE: str(home)})
    assert result.returncode == 65 and result.stdout == ""
    assert result.stderr.startswith("maze-solitaire: error: ") and result.stderr.count("\n") == 1
    assert "newer version of maze-solitaire (data version 99" in result.stderr


def test_a_damaged_file_is_reported_in_one_line_and_left_as_it_is(home: Path) -> None:
    home.mkdir()
    (home / DATABASE_NAME).write_bytes(b"garbage" * 100)
    for command in ("stats", "history", "replay 1"):
        result = run(*command.split(), env={**os.environ, HOME_VARIABLE: str(home)})
        assert result.returncode == 65 and result.stdout == ""
        assert result.stderr == (
            f"maze-solitaire: error: the saved games in {home / DATABASE_NAME} cannot be read:"
            " file is not a database (nothing was changed; the game sets it aside when it next"
            " starts)\n"
        )
    # A reading command moves nothing aside: the game does, when it next starts.
    assert sorted(path.name for path in home.iterdir()) == [DATABASE_NAME]


def test_the_real_command_finds_the_games_through_the_environment(played: Path) -> None:
    result = run(
        "history", "--json", "--limit", "1", env={**os.environ, HOME_VARIABLE: str(played)}
    )
    assert result.returncode == 0, result.stderr
    assert [g["id"] for g in json.loads(result.stdout)["games"]] == [4]
