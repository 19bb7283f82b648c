"""The manual page: made from the parser and the key table, shipped, and readable by man.

Run ``python -m tests.test_manual`` to write the shipped page afresh after
changing an option, a command or a key.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

import maze_solitaire
from maze_solitaire.cli.described import described, exit_statuses
from maze_solitaire.cli.parser import build_parser
from maze_solitaire.fullscreen.keymap import BINDINGS
from maze_solitaire.lines.commands import COMMANDS as TEXT_COMMANDS
from maze_solitaire.shell.manual import escaped, page

ROOT = Path(__file__).parent.parent
SOURCE = Path(maze_solitaire.__file__).parent / "data" / "maze-solitaire.6"
"""The page as kept in a checkout or the sdist, beside the package: no package data."""
INSTALLED = Path(sysconfig.get_path("data")) / "share" / "man" / "man6" / "maze-solitaire.6"
"""Where pip put the wheel's one copy: share/man/man6 under the environment, where man looks."""
SHIPPED = SOURCE if SOURCE.exists() else INSTALLED
"""The page the tests read: the source's, or, with the package installed from a wheel
(as CI tests it), the installed one."""


def test_the_shipped_page_is_the_one_the_parser_and_the_keys_make_now() -> None:
    assert SHIPPED.read_text(encoding="utf-8") == page(described(), exit_statuses()), (
        "the manual page is out of date: run 'python -m tests.test_manual'"
    )


def test_every_command_option_and_key_is_in_the_page() -> None:
    text = SHIPPED.read_text(encoding="utf-8")
    parser = build_parser()
    for command in described():
        if command.name:
            assert f".SS {escaped(command.name)}\n" in text
        for option in command.options:
            for flag in option.flags:
                assert f"\\fB{escaped(flag)}\\fR" in text, (command.name, flag)
    for binding in BINDINGS:
        assert f"\\fB{escaped(binding.label)}\\fR\n{escaped(binding.help)}" in text
    for spoken in TEXT_COMMANDS:  # the text mode's, as its help lists them
        assert f"\\fB{escaped(spoken.name)}\\fR" in text and escaped(spoken.help) in text
    for section in (
        "NAME",
        "SYNOPSIS",
        "RULES",
        "OPTIONS",
        "COMMANDS",
        "KEYS",
        "TEXT MODE",
        "FILES",
        "ENVIRONMENT",
        "EXIT STATUS",
        "EXAMPLES",
    ):
        assert f"\n.SH {section}\n" in text
    assert parser.description is not None and escaped(parser.description) in text


def test_the_exit_statuses_are_the_command_line_s_own_table() -> None:
    text = SHIPPED.read_text(encoding="utf-8")
    section = text.split("\n.SH EXIT STATUS\n")[1].split("\n.SH ")[0]
    listed = [f".TP\n\\fB{code}\\fR\n{escaped(meaning)}" for code, meaning in exit_statuses()]
    assert section == "\n".join(listed)
    assert [code for code, _ in exit_statuses()] == ["0", "1", "2", "65", "74", "130"]


def test_a_text_that_starts_like_a_roff_request_is_shown_as_text() -> None:
    assert escaped(".deal") == "\\&.deal" and escaped("a-b\\c") == "a\\-b\\ec"


@pytest.mark.skipif(shutil.which("groff") is None, reason="needs groff to read the page")
def test_man_reads_the_page_without_a_warning() -> None:
    result = subprocess.run(
        ["groff", "-man", "-Tutf8", "-ww", "-z", str(SHIPPED)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and result.stderr == ""
    shown = subprocess.run(
        ["groff", "-man", "-Tascii", str(SHIPPED)], capture_output=True, text=True, check=True
    ).stdout
    assert "maze-solitaire - the patience game Maze" in shown.replace("\b", "")


def test_pip_installs_the_page_where_man_looks_and_only_there() -> None:
    # A data file for share/man/man6, and no package data (see pyproject.toml): the wheel
    # holds the page once. The package data is the grade tables and the dailies' proven
    # shortest wins, which the game reads.
    project = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'maze_solitaire = ["py.typed", "data/grades-*.bin", "data/daily-optima.txt"]' in project
    assert "include-package-data = false" in project
    assert '"share/man/man6" = ["maze_solitaire/data/maze-solitaire.6"]' in project
    if not SOURCE.exists():  # installed from the wheel: the page is where man finds it
        assert INSTALLED.is_file()


if __name__ == "__main__":
    SOURCE.parent.mkdir(exist_ok=True)
    SOURCE.write_text(page(described(), exit_statuses()), encoding="utf-8")
    print(f"wrote {SOURCE}", file=sys.stderr)
