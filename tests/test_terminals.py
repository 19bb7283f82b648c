"""Terminals the game does not know, cannot draw on, or cannot draw with: a stand-in where
one exists, else a line at a time, and the player told which and why."""

from __future__ import annotations

import curses
import io
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

from maze_solitaire.fullscreen.terminal import reach
from maze_solitaire.system import Reach, Unplayable
from maze_solitaire.words.terminal import line_at_a_time
from tests.screen_board import BOARD_READY
from tests.terminal import Terminal

STAND_IN_LINE = (
    "TERM=xterm-ghostty is not known on this system, so the game was drawn as for"
    " xterm-256color: install that terminal's terminfo entry here for its own, or play a"
    " line at a time with --text."
)


class TerminalStream(io.StringIO):
    def isatty(self) -> bool:
        return True

    def fileno(self) -> int:
        return 1


def terminfo(known: dict[str, bool]) -> types.ModuleType:
    """A curses that knows the terminals of ``known`` (each: whether it moves its
    cursor), and keeps the first it set up, as curses does."""
    module = types.ModuleType("curses")
    module.error = curses.error  # type: ignore[attr-defined]
    chosen: list[str] = []

    def setupterm(term: str, fd: int) -> None:
        if chosen:
            return
        if term not in known:
            raise curses.error("setupterm: could not find terminal")
        chosen.append(term)

    def tigetstr(capability: str) -> bytes | None:
        return b"\x1b[%i%p1%d;%p2%dH" if known[chosen[0]] else None

    module.setupterm = setupterm  # type: ignore[attr-defined]
    module.tigetstr = tigetstr  # type: ignore[attr-defined]
    return module


def unwrapped(game: Terminal) -> str:
    """The screen's text as one line: the rows, each its full width, run together (the
    text mode's long lines wrap at the edge, within words too), spaces collapsed."""
    return " ".join("".join(game.screen.display).split())


def opening_then_quit(game: Terminal) -> str:
    """What the game played a line at a time says up to its board; then it quits (0)."""
    game.wait_for("Row 6:")
    said = unwrapped(game)
    game.send("quit\r")
    assert game.wait_exit() == 0
    return said


def reached(term: str | None, known: dict[str, bool]) -> Reach:
    environ = {} if term is None else {"TERM": term}
    stream = TerminalStream()
    return reach(environ, stream, stream, lambda: terminfo(known))


def test_a_known_terminal_is_drawn_on_as_itself() -> None:
    assert reached("xterm-kitty", {"xterm-kitty": True, "xterm": True}) == Reach(
        True, term="xterm-kitty"
    )


def test_an_unknown_terminal_is_drawn_for_the_first_stand_in_found() -> None:
    assert reached("xterm-ghostty", {"xterm": True, "vt100": True}) == Reach(
        True, term="xterm-ghostty", stand_in="xterm"
    )


def test_where_no_stand_in_is_known_either_the_game_is_played_a_line_at_a_time() -> None:
    found = reached("xterm-ghostty", {})
    assert found == Reach(
        False,
        term="xterm-ghostty",
        unplayable=Unplayable.UNKNOWN_TERMINAL,
        detail="xterm-256color, xterm, vt100",
    )
    assert line_at_a_time(found) == (
        "Playing a line at a time, as --text does: TERM=xterm-ghostty is not known on this"
        " system, and neither is any stand-in (xterm-256color, xterm, vt100)."
    )


def test_a_terminal_that_cannot_move_its_cursor_is_played_a_line_at_a_time() -> None:
    found = reached("glasstty", {"glasstty": False, "xterm": True})
    assert found.unplayable is Unplayable.NO_CURSOR and not found.full_screen


def test_no_term_or_a_dumb_one_is_a_line_at_a_time_without_a_word() -> None:
    for term in (None, "", "dumb"):
        found = reached(term, {"xterm": True})
        assert not found.full_screen and found.unplayable is None
        assert line_at_a_time(found) == ""


def test_a_pipe_is_a_line_at_a_time_whatever_the_terminal() -> None:
    piped = io.StringIO()
    found = reach({"TERM": "xterm"}, piped, piped, lambda: terminfo({"xterm": True}))
    assert found == Reach(False)


def test_an_unknown_term_is_played_on_a_stand_in_and_the_player_told() -> None:
    with Terminal("--deal", "1", env={"TERM": "xterm-ghostty"}) as game:
        game.wait_for(BOARD_READY)
        game.send("?")
        game.wait_for("help (1/")
        pages = int(game.text.split("help (1/", 1)[1].split(")", 1)[0])
        for page in range(2, pages + 1):  # to the help's last page
            game.send("x")
            game.wait_for(f"help ({page}/{pages})")
        assert "Drawn as for xterm-256color: TERM=xterm-ghostty is not known" in game.text
        game.send("esc")
        game.wait_for(BOARD_READY)
        game.send("q")
        assert game.wait_exit() == 0
        game.read_to_end()
        assert unwrapped(game).endswith(STAND_IN_LINE)


@pytest.mark.skipif(shutil.which("tic") is None, reason="needs tic to make a terminfo entry")
def test_a_terminal_without_a_cursor_to_move_plays_a_line_at_a_time_and_says_why(
    tmp_path: Path,
) -> None:
    entry = tmp_path / "nocursor.src"
    entry.write_text("maze-nocursor|a terminal that cannot move its cursor,\n\tcols#80,\n")
    subprocess.run(["tic", "-o", str(tmp_path / "terminfo"), str(entry)], check=True)
    env = {"TERM": "maze-nocursor", "TERMINFO": str(tmp_path / "terminfo")}
    with Terminal("--deal", "1", env=env) as game:
        assert (
            "Playing a line at a time, as --text does: the terminal (TERM=maze-nocursor)"
            " cannot move its cursor to draw the board."
        ) in opening_then_quit(game)


def test_a_python_without_curses_plays_a_line_at_a_time_and_says_why() -> None:
    without_curses = (
        "import sys; sys.modules['curses'] = None;"
        " from maze_solitaire.__main__ import main; sys.exit(main())"
    )
    with Terminal("--deal", "1", command=(sys.executable, "-c", without_curses)) as game:
        assert (
            "Playing a line at a time, as --text does: the full-screen game needs Python's"
            " curses, which cannot be loaded here"
        ) in opening_then_quit(game)
