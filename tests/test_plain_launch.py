"""A plain launch of the game is read without argparse, exactly as argparse reads it.

The quick reader (:func:`maze_solitaire.cli.syntax.game.read_plainly`) spares the first
frame argparse's import and parser; it reads only what it is sure of, and leaves the
rest to argparse. Both read the one table of the game's options.
"""

from __future__ import annotations

import argparse

import pytest
from hypothesis import given
from hypothesis import strategies as st

from maze_solitaire.cli.errors import UsageError
from maze_solitaire.cli.options import PlayOptions
from maze_solitaire.cli.parser import build_parser, parse
from maze_solitaire.cli.syntax.game import GAME, read_plainly
from tests.golden import GOLDEN


def by_argparse(argv: list[str]) -> dict[str, object] | None:
    """The top level's values as argparse reads ``argv``; ``None`` where it refuses them."""
    try:
        args = build_parser(commands=False).parse_args(argv)
    except UsageError:
        return None
    return vars(args)


PLAIN = [
    [],
    ["--deal", "5"],
    ["--deal=5", "--ascii"],
    ["--code", "pysol-617", "--theme", "dark"],
    ["--position", GOLDEN[1]],
    ["--rules", "PySol", "--difficulty", "Expert", "--four-color"],
    ["--text", "--words", "--data-dir", "/somewhere/else", "--no-color"],
    ["--deal", ""],
]


@pytest.mark.parametrize("argv", PLAIN)
def test_a_plain_launch_is_read_without_argparse_as_argparse_reads_it(argv: list[str]) -> None:
    plainly = read_plainly(argv)
    assert plainly is not None
    assert {**plainly, "command": None} == by_argparse(argv)


@pytest.mark.parametrize(
    "argv",
    [
        ["--dea", "5"],  # an abbreviation argparse takes
        ["--deal", "-1"],  # a value like an option
        ["--deal", "1", "--code", "standard-1"],  # two deals: argparse says which
        ["--ascii", "--ascii"],
        ["--rules", "bogus"],
        ["--theme", "mauve"],
        ["--ascii=yes"],
        ["--deal"],
        ["--version"],
        ["-h"],
        ["--", "--deal", "1"],
        ["5"],
    ],
)
def test_anything_else_is_left_to_argparse(argv: list[str]) -> None:
    assert read_plainly(argv) is None


WORDS = st.sampled_from(
    [
        *(option.name for option in GAME),
        *(f"{option.name}=" for option in GAME),
        "--dea",
        "--version",
        "-h",
        "--",
        "-",
        "1",
        "-1",
        "4294967296",
        "pysol",
        "PYSOL",
        "bogus",
        "expert",
        "Any",
        "dark",
        "",
        "standard-12",
        "daily-2026-12-01",
        "AC 2C",
        "-- 2C",
        "x=y",
    ]
)


@given(st.lists(WORDS, max_size=6))
def test_wherever_it_reads_it_reads_as_argparse_does(argv: list[str]) -> None:
    plainly = read_plainly(argv)
    if plainly is not None:
        assert {**plainly, "command": None} == by_argparse(argv)


def test_a_plain_launch_gives_the_game_the_options_argparse_gives_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    argv = ["--code", "pysol-617", "--theme", "DARK", "--ascii", "--data-dir", "/x"]
    plain = parse(argv)
    monkeypatch.setattr("maze_solitaire.cli.syntax.game.read_plainly", lambda _: None)
    assert parse(argv) == plain and isinstance(plain, PlayOptions)
    assert plain.look.theme == "dark" and plain.source.code == "pysol-617"


def test_the_table_is_what_argparse_is_told() -> None:
    # Every option of the table, and only those, with --help and --version.
    flags = {
        flag
        for action in build_parser(commands=False)._actions
        if not isinstance(action, argparse._HelpAction | argparse._VersionAction)
        for flag in action.option_strings
    }
    assert flags == {option.name for option in GAME}
