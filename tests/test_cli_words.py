"""What the command line says where it said it badly (issue 31, item 12): an unknown game
that is a long number, a command that needs a deal, a grade in capitals, what --prove
proved, and what --optimal's figure counts against its budget.

Run through the installed command.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.commands import cli, run, text_game


def test_a_game_number_past_every_game_is_said_to_be_no_game(home: Path) -> None:
    result = cli(home, "review", "999999999999999999999")
    assert result.stderr == "maze-solitaire: error: there is no game #999999999999999999999\n"


def test_a_game_id_that_is_no_number_says_what_a_game_id_is(home: Path) -> None:
    result = cli(home, "review", "abc")
    assert result.stderr == (
        "maze-solitaire: error: there is no game 'abc': a game is a number as history shows"
        " it, like 12\n"
    )


@pytest.mark.parametrize("command", ["grade", "show", "moves", "solve", "par"])
def test_a_command_given_no_deal_says_how_to_give_one(home: Path, command: str) -> None:
    result = run(command)  # (saved games in ``home``: the fixture's MAZE_SOLITAIRE_HOME)
    assert result.returncode == 2
    assert result.stderr == (
        f"maze-solitaire: error: {command} needs a deal or a position: --deal N, --code CODE,"
        " or POSITION (54 tokens; '-' reads one a line from standard input)"
        f" (see 'maze-solitaire {command} --help')\n"
    )


def test_a_grade_is_taken_in_any_case(home: Path) -> None:
    status, lines = text_game("--difficulty", "EXPERT", commands="quit\n", home=home)
    assert status == 0
    assert re.fullmatch(r"New game: standard-\d+ \(expert\)", lines[1]), lines[:3]


def test_a_theme_and_a_shell_are_taken_in_any_case(home: Path) -> None:
    status, _ = text_game("--theme", "Dark", commands="quit\n", home=home)
    assert status == 0
    assert run("completion", "BASH").returncode == 0


def test_prove_says_how_much_of_the_line_it_proved(home: Path) -> None:
    result = run("solve", "--deal", "5", "--prove", "2000")
    assert result.returncode == 0
    assert result.stdout.splitlines()[-1] == (
        "solved in 58 moves (lower bound 42); proven: from move 41 on (its last 18 moves)"
        " the fewest there are; not before (--prove 2,000 positions)"
    )


@pytest.mark.slow
def test_optimal_s_figure_is_within_its_budget_and_says_what_the_rest_counted(
    home: Path,
) -> None:
    # On f07fb68: "(within 58,801 positions)" against --max-nodes 2000, par's search in it.
    result = run("solve", "--deal", "1", "--optimal", "--max-nodes", "2000")
    assert result.returncode == 0
    assert result.stdout.splitlines()[-1] == (
        "solved in 50 moves; not proven optimal: no win takes fewer than 43 (the exact search"
        " ran out of --max-nodes at 2,000 positions; par's search, which found the line,"
        " took 286,801 more)"
    )
