"""The Windows game, played on Linux through the real front end and command line, with a
double of windows-curses (tests/windows_curses.py) in place of curses.

What this cannot show without a real Windows run: PDCurses' own drawing and key
codes beyond the double's, the console's wait (a 50 ms step; tested here on Linux's
pipes), spawned workers (Linux forks them even here), msvcrt's file locks, and
platformdirs' AppData folder.
"""

from __future__ import annotations

import _locale
import io
import locale
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from maze_solitaire import fullscreen, system
from maze_solitaire.cli.main import main
from maze_solitaire.fullscreen.terminal import reach
from tests.windows_curses import Console, Expect, Key, Resize, windows_curses


class ConsoleStream(io.StringIO):
    """Standard input or output at a Windows console: a terminal, in UTF-8."""

    encoding = "utf-8"

    def __init__(self, fd: int = -1):
        super().__init__()
        self._fd = fd

    def isatty(self) -> bool:
        return True

    def fileno(self) -> int:
        if self._fd < 0:
            raise io.UnsupportedOperation("fileno")
        return self._fd


class TypedAtTheConsole(io.TextIOWrapper):
    """Commands typed at the console, a line at a time."""

    def isatty(self) -> bool:
        return True


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[int]:
    """Windows as the game meets it: no TERM, no ``nl_langinfo``, and windows-curses'
    module wherever ``curses`` is imported. Yields a descriptor for the console's input."""
    monkeypatch.setattr(system, "WINDOWS", True)
    monkeypatch.delenv("TERM", raising=False)
    for module in (locale, _locale):  # the game asks the C library's (words/glyphs.py)
        monkeypatch.delattr(module, "nl_langinfo", raising=False)
    monkeypatch.setenv("MAZE_SOLITAIRE_HOME", str(tmp_path))
    monkeypatch.setenv("MAZE_SOLITAIRE_CONFIG", str(tmp_path / "config.toml"))
    for name in ("app", "screen"):  # imported again, with the double for curses
        monkeypatch.delitem(sys.modules, f"maze_solitaire.fullscreen.{name}", raising=False)
        monkeypatch.delattr(fullscreen, name, raising=False)  # what "from ... import" finds
    keys, unused = os.pipe()
    try:
        yield keys
    finally:
        os.close(keys)
        os.close(unused)


def at_the_console(monkeypatch: pytest.MonkeyPatch, keys: int) -> ConsoleStream:
    """Standard input and output at the console (set in the test itself: pytest sets its
    own standard output again between a fixture and the test); standard output."""
    out = ConsoleStream()
    monkeypatch.setattr(sys, "stdin", ConsoleStream(keys))
    monkeypatch.setattr(sys, "stdout", out)
    return out


def play(console: Console, monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    monkeypatch.setitem(sys.modules, "curses", windows_curses(console))
    monkeypatch.setattr(os, "get_terminal_size", console.size)
    return main(list(args))


def test_a_whole_game_is_played_full_screen_at_a_windows_console(
    windows: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = at_the_console(monkeypatch, windows)
    console = Console(100, 30, [
        Expect("standard-1"), Expect("Moves 0"),
        Key("\n"), Expect("Fill r1c9"),  # the cursor starts on the first gap
        Key("1"), Expect("Moves 1"),
        Resize(40, 12), Expect("1 mv"),  # the small layout, at once: getch resized curses
        Key("u"), Expect("0 mv"),
        Resize(100, 30), Expect("Moves 0"),
        Key("?"), Expect("help"), Key("\x1b"), Expect("standard-1"),
        Key("q"),
    ])  # fmt: skip
    assert play(console, monkeypatch, "--deal", "1") == 0
    assert console.script == []  # every step was played, each seen on the screen
    assert console.resizes_taken == 2
    # The symbols are drawn (no nl_langinfo asked), and the game's line after it is said.
    assert "7♥" in console.text()
    assert out.getvalue().startswith("Saved deal #1")


def test_a_windows_console_is_drawn_on_though_it_sets_no_term(
    windows: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    at_the_console(monkeypatch, windows)
    console = Console(80, 24, [])
    monkeypatch.setitem(sys.modules, "curses", windows_curses(console))
    found = reach(os.environ, sys.stdin, sys.stdout)
    assert found.full_screen and found.stand_in == "" and found.unplayable is None
    assert console.setupterm_calls == 0  # no terminfo asked of PDCurses


def test_where_windows_has_no_curses_the_game_is_played_a_line_at_a_time_and_says_why(
    windows: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = at_the_console(monkeypatch, windows)
    # Windows on ARM: windows-curses has no wheels there, so curses cannot be imported.
    monkeypatch.setitem(sys.modules, "curses", None)
    typed, typing = os.pipe()
    os.write(typing, b"status\nquit\n")
    os.close(typing)
    with TypedAtTheConsole(io.BufferedReader(io.FileIO(typed, "rb"))) as keys:
        monkeypatch.setattr(sys, "stdin", keys)
        assert main(["--deal", "1"]) == 0
    said = out.getvalue()
    assert "Playing a line at a time, as --text does: the full-screen game needs Python's" in said
    assert "curses, which cannot be loaded here" in said
    assert "standard-1 (standard rules, easy): 0 moves" in said


def test_show_and_stats_write_to_a_windows_console_in_suit_symbols(
    windows: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Both choose their glyphs for the console: symbols, with no nl_langinfo to ask.
    out = at_the_console(monkeypatch, windows)
    assert main(["show", "--deal", "1"]) == 0
    assert "7♥" in out.getvalue()
    assert main(["stats"]) == 0
    assert "Played" in out.getvalue()
