"""What this terminal can do: whether the full-screen game can be drawn on it, and for
which terminal; the one place where terminals and their platforms are told apart.

- **Unix**: ``TERM`` names the terminfo entry curses draws with. Where the entry
  is missing (ssh from a terminal whose entry the host lacks: ``xterm-ghostty``,
  ``xterm-kitty``), the game is drawn for the first of :data:`STAND_INS` that
  exists, and the player is told. Where none exists, or the terminal cannot move
  its cursor, the game is played a line at a time, and the player is told why.
  No ``TERM``, or ``TERM=dumb``, is a line at a time without a word: that is
  what such a terminal is for.
- **Windows**: the console sets no ``TERM``, and windows-curses (PDCurses) has no
  terminfo: its ``setupterm`` and ``tigetstr`` are stubs, so neither is asked
  there. Its ``getch`` follows a new console size itself before it gives
  ``KEY_RESIZE`` (:func:`follows_resizes`), and it has no ``resizeterm``.
- **Anywhere**: a Python whose curses cannot be loaded (Windows on ARM, which
  windows-curses has no wheels for; a Python built without curses) plays a line
  at a time, and says why.

Importing this module imports no curses: the command line asks :func:`reach`
before it chooses a front end.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Final, TextIO

from maze_solitaire import system
from maze_solitaire.system import Reach, Unplayable

STAND_INS: Final = ("xterm-256color", "xterm", "vt100")
"""Terminals to draw for when ``TERM`` is not known here, the likeliest to exist and to
draw most first: nearly every terminal emulator today understands all three."""
NO_TERMINAL: Final = ("", "dumb")
"""``TERM`` values that say the terminal cannot draw in place (a bare console, an
editor's shell buffer): played a line at a time without a word."""


def _load_curses() -> ModuleType:
    import curses

    return curses


def reach(
    environ: Mapping[str, str],
    stdin: TextIO | None,
    stdout: TextIO | None,
    load_curses: Callable[[], ModuleType] = _load_curses,
) -> Reach:
    """Where the game can be played on the terminal of ``stdin`` and ``stdout``, with
    ``environ``'s ``TERM``. Reads the terminfo database (Unix); draws nothing."""
    if not (_is_terminal(stdin) and _is_terminal(stdout)):
        return Reach(False)  # a script, a pipe or a file: a line at a time, as it must be
    term = environ.get("TERM", "")
    if term in NO_TERMINAL and not (system.WINDOWS and not term):  # a console has no TERM
        return Reach(False, term=term)
    try:
        curses = load_curses()
    except ImportError as error:
        return Reach(False, term=term, unplayable=Unplayable.NO_CURSES, detail=str(error))
    if system.WINDOWS:
        return Reach(True, term=term)  # PDCurses draws on the console itself: nothing to ask
    assert stdout is not None
    for candidate in (term, *(other for other in STAND_INS if other != term)):
        try:
            curses.setupterm(candidate, stdout.fileno())
        except curses.error:
            continue  # no entry for it here
        # Asked of the first entry found: once one is set up, curses keeps it.
        if not curses.tigetstr("cup"):
            return Reach(False, term=term, unplayable=Unplayable.NO_CURSOR)
        return Reach(True, term=term, stand_in="" if candidate == term else candidate)
    return Reach(
        False, term=term, unplayable=Unplayable.UNKNOWN_TERMINAL, detail=", ".join(STAND_INS)
    )


def draw_for(found: Reach) -> None:
    """Before curses starts: draw for the stand-in terminal, where ``found`` has one
    (curses reads ``TERM`` when it starts)."""
    if found.stand_in:
        os.environ["TERM"] = found.stand_in


def follows_resizes() -> bool:
    """Whether curses takes a new terminal size by itself. windows-curses does: its
    ``getch`` calls ``resize_term(0, 0)`` before it gives ``KEY_RESIZE``, and asking it
    for a size of our own would resize the console window. Elsewhere the game asks
    the terminal for its size and gives curses that."""
    return system.WINDOWS


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (ValueError, OSError):  # closed, or not a file at all
        return False
