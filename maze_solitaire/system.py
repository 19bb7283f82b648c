"""Which system the game runs on, and what its terminal can do: where the game's
terminal and its waiting differ by system, the package asks here.

Windows differs where a terminal is concerned: its console sets no ``TERM`` and
has no terminfo (windows-curses draws through PDCurses, which needs none), its
:mod:`locale` has no ``nl_langinfo``, and :mod:`select` there waits on sockets
only. The code that must differ reads :data:`WINDOWS` when it runs (never a copy
taken at import), so a test plays the Windows game on Linux by setting it, with
a double of windows-curses' module (``tests/windows_curses.py``).

What the terminal can do is found by :func:`maze_solitaire.fullscreen.terminal.reach`
(which asks curses) and described here, as data, for the words to say.
"""

import os
from enum import Enum
from typing import Final

from maze_solitaire.values import Value

WINDOWS: bool = os.name == "nt"
"""Whether this is Windows (its console, PDCurses, no terminfo)."""


class Unplayable(Enum):
    """Why the full-screen game cannot be drawn on this terminal."""

    NO_CURSES = "no curses"
    """Python's curses cannot be loaded: Windows on ARM (no windows-curses there), or a
    Python built without it."""
    UNKNOWN_TERMINAL = "unknown terminal"
    """``TERM`` names no terminfo entry here, and none of the stand-ins has one either."""
    NO_CURSOR = "no cursor"
    """The terminal cannot move its cursor, so nothing can be drawn in place."""


class Reach(Value):
    """Where the game is played on this terminal: full screen, perhaps drawn for a
    stand-in terminal, or a line at a time; and why not full screen, where that is news."""

    __match_args__ = ("full_screen", "term", "stand_in", "unplayable", "detail")
    __slots__ = __match_args__

    def __init__(
        self,
        full_screen: bool,
        *,
        term: str = "",
        stand_in: str = "",
        unplayable: Unplayable | None = None,
        detail: str = "",
    ):
        self.full_screen: Final = full_screen
        self.term: Final = term
        """``TERM`` as the game found it (empty: not set)."""
        self.stand_in: Final = stand_in
        """The terminal the game is drawn for instead of ``TERM``, which is not known
        here (empty: none, ``TERM`` itself)."""
        self.unplayable: Final = unplayable
        """Why the game is played a line at a time though a person is at the terminal
        (``None``: it is not, or it was asked for, or there is no terminal)."""
        self.detail: Final = detail
        """What the system said (the import's error), or the stand-ins tried."""
