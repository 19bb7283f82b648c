"""One rule for the exit status of a mistake on the command line, the same in every command
(issue 31, item 8): 65 for a value that says which deal, position or game and is none, 2
for how the command line is written and for a value that says how a command runs.

Run through the installed command, as a script would meet it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from maze_solitaire.cli.status import ExitStatus
from tests.commands import run

WHICH_DEAL_POSITION_OR_GAME = [
    ["--deal", "-1", "--text"],
    ["--deal", "abc", "--text"],
    ["stats", "--deal", "-1"],
    ["show", "--code", "xyz"],
    ["daily", "--date", "2026-13-45", "--text"],
    ["resume", "-1"],
    ["resume", "abc"],
    ["review", "abc"],
    ["review", "-1"],
    ["replay", "#5x"],
    ["replay", "١"],  # a digit of another script is no game number here
    ["review", "999999999999999999999"],
    ["review", "99"],  # a number, but no game has it
]
"""Values that say which deal, position or game, and are none (or name none there is)."""

HOW_IT_RUNS_OR_HOW_IT_IS_WRITTEN = [
    ["history", "--limit", "0"],
    ["history", "--limit", "ten"],
    ["solve", "--deal", "1", "--max-nodes", "0"],
    ["solve", "--deal", "1", "--timeout", "soon"],
    ["--difficulty", "hardest", "--text"],
    ["--theme", "neon", "--text"],
    ["frobnicate"],
    ["review"],
    ["review", "1", "2"],
    ["show", "--deal", "1", "--code", "standard-1"],
]
"""A value that says how a command runs and is not one it takes, or a command line that
is not written as the command takes it."""


@pytest.mark.parametrize("args", WHICH_DEAL_POSITION_OR_GAME, ids=" ".join)
def test_a_deal_position_or_game_that_is_none_is_bad_data(home: Path, args: list[str]) -> None:
    # On f07fb68, a deal number that was none gave 65 but a game ID that was none 2.
    result = run(*args)  # saved games in ``home`` (its MAZE_SOLITAIRE_HOME)
    assert result.returncode == ExitStatus.DATA, (result.returncode, result.stderr)
    assert result.stdout == "" and result.stderr.count("\n") == 1
    assert result.stderr.startswith("maze-solitaire: error: ")


@pytest.mark.parametrize("args", HOW_IT_RUNS_OR_HOW_IT_IS_WRITTEN, ids=" ".join)
def test_how_a_command_is_written_or_runs_is_usage(home: Path, args: list[str]) -> None:
    result = run(*args)  # saved games in ``home`` (its MAZE_SOLITAIRE_HOME)
    assert result.returncode == ExitStatus.USAGE, (result.returncode, result.stderr)
    assert result.stdout == "" and result.stderr.count("\n") == 1
    assert result.stderr.startswith("maze-solitaire: error: ")


def test_the_table_states_the_rule() -> None:
    # The one table, which --help's epilogs and the manual quote, says where a game ID goes.
    assert "game ID" in ExitStatus.DATA.meaning
    assert "which deal, position or game" in ExitStatus.DATA.meaning
    assert "says how a command runs" in ExitStatus.USAGE.meaning
