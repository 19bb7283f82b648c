"""What the full-screen game draws over the board, or types under it: its own, not the game's.

::

    board --?/F1--> Help(page) --any key--> the next page, or back (Esc, past the last)
    board --s--> Statistics(lines, page) --any key--> the same
    board --P--> Paused --any key--> back
    board --g--> Entering(text) --Enter--> the deal (asked first if moves would go)

While one is open the game is out of sight: its clock stands still.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

from typing import NamedTuple


class Help(NamedTuple):
    """A page of the help screen (how many pages there are depends on the terminal's
    size: the renderer's business)."""

    page: int = 0


class Statistics(NamedTuple):
    """The statistics screen: its lines were read once, when it opened."""

    lines: tuple[str, ...]
    page: int = 0


class Paused(NamedTuple):
    """The board hidden and the clock stopped, until any key."""


class Entering(NamedTuple):
    """The number of a deal to go to is being typed."""

    text: str = ""


Overlay = Help | Statistics | Paused | Entering
