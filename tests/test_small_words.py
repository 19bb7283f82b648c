"""Small words a player meets: the help's typing keys, the text mode's help, echoes and
statistics, ``solve`` on a won position, a daily's title line, and where a subcommand's
error sends the reader (issue 20, item 8). Each through the real command."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from maze_solitaire.engine import daily_code, deal, legal_moves
from tests.commands import run, text_game
from tests.positions import WON
from tests.screen_board import BOARD_READY, click_move
from tests.terminal import Terminal, game_in


def test_the_help_says_the_digits_and_backspace_are_for_the_deal_g_asks_for(
    tmp_path: Path,
) -> None:
    with game_in(tmp_path, "--deal", "1") as game:
        game.wait_for(BOARD_READY)
        game.send("?")
        text = game.wait_for(lambda shown: "help (1/" in shown and "Backspace" in shown)
        for label in ("0-9", "Backspace"):
            [line] = [line for line in text.splitlines() if re.search(rf"\b{label} ", line)]
            entry = line[line.index(label) :]
            assert "after g" in entry and "deal" in " ".join(text.split()), entry
        game.send("esc")
        game.wait_for(BOARD_READY)
        game.send("q")
        assert game.wait_exit() == 0


def test_a_daily_s_title_line_says_it_is_the_daily(tmp_path: Path) -> None:
    code = daily_code(date.today())
    with game_in(tmp_path, "daily") as game:
        text = game.wait_for(BOARD_READY)
        [title] = [line for line in text.splitlines() if "Maze solitaire" in line]
        assert f"the daily deal of {code.day}, standard rules" in title, title
        game.send("q")
        assert game.wait_exit() == 0


def test_the_text_mode_s_help_for_fill_is_a_whole_sentence(tmp_path: Path) -> None:
    status, lines = text_game(commands="help\nquit\n", home=tmp_path)
    assert status == 0
    [fill] = [line for line in lines if line.lstrip().startswith("fill ")]
    assert fill.endswith("numbered: type a number to play that card"), fill


def test_a_deal_number_in_other_digits_is_echoed_as_typed(tmp_path: Path) -> None:
    status, lines = text_game(commands="deal \u0663\nquit\n", home=tmp_path)
    assert status == 0
    [said] = [line for line in lines if line.startswith("deal number")]
    assert said == "deal number '\u0663' is not an integer", said  # UTF-8 out: as typed


def test_an_ascii_terminal_gets_it_escaped(tmp_path: Path) -> None:
    env = {"TERM": "dumb", "LANG": "C", "LC_ALL": "C", "MAZE_SOLITAIRE_HOME": str(tmp_path)}
    with Terminal("--deal", "5", env=env) as game:
        game.wait_for("> ")
        game.send("deal \u0663\r")
        game.wait_for("is not an integer")
        assert "deal number '\\u0663' is not an integer" in game.text, game.text
        game.send("fill r1c9\r", "1\r")  # a move: a game with none is not kept
        game.wait_for("Gap opened at r2c4")
        game.send("quit\r")
        assert game.wait_exit() == 0
        assert "Saved deal #5 - 1 move" in game.text  # the ASCII dash, where no more shows


def test_the_text_mode_s_statistics_say_the_charts_in_words(tmp_path: Path) -> None:
    today = daily_code(date.today())
    with game_in(tmp_path, "daily") as game:  # a daily lost, played by hand
        game.wait_for(BOARD_READY)
        click_move(game, legal_moves(deal(today.number))[0])
        game.wait_for("Moves 1")
        game.send("n")
        game.wait_for("(y/n)")
        game.send("y")
        game.wait_for("New game")
        game.send("q")
        assert game.wait_exit() == 0
    status, lines = text_game(commands="stats\nquit\n", home=tmp_path)
    assert status == 0
    shown = "\n".join(lines)
    assert not re.search(r"[-.wW]{5}", shown), shown  # no strip of marks read aloud
    [days] = [line for line in lines if line.startswith("Last 30 days")]
    assert "lost 1" in days and "not played 29" in days, days
    [games] = [line for line in lines if re.match(r"Last \d+ ", line) and "days" not in line]
    assert "lost 1" in games and "the latest lost" in games, games


def test_solve_on_a_won_position_says_it_is_won_already() -> None:
    result = run("solve", WON.notation())
    assert result.returncode == 0
    assert result.stdout.startswith("already won"), result.stdout
    assert "0 moves" not in result.stdout
    result = run("par", WON.notation())  # and par as well
    assert result.returncode == 0
    assert result.stdout.startswith("par 0: already won"), result.stdout


def test_a_subcommand_s_error_points_at_that_subcommand_s_help() -> None:
    for args, command in (
        (("solve", "--bogus"), "solve"),
        (("solve",), "solve"),
        (("survey", "--bogus"), "survey"),
        (("stats", "--bogus"), "stats"),
    ):
        result = run(*args)
        assert result.returncode == 2
        assert f"(see 'maze-solitaire {command} --help')" in result.stderr, (args, result.stderr)
    result = run("--bogus")
    assert "(see 'maze-solitaire --help')" in result.stderr, result.stderr
