"""What the game says of the terminal it is played on: the stand-in it was drawn for,
or why it is played a line at a time (:class:`~maze_solitaire.system.Reach`).

Each names ``--text``, the way to choose the line-at-a-time game oneself.
"""

from __future__ import annotations

from maze_solitaire import __version__
from maze_solitaire.system import Reach, Unplayable


def drawn_for_stand_in(reach: Reach) -> str:
    """The line after the game, where it was drawn for a stand-in terminal ('' if not)."""
    if not reach.stand_in:
        return ""
    return (
        f"TERM={reach.term} is not known on this system, so the game was drawn as for"
        f" {reach.stand_in}: install that terminal's terminfo entry here for its own,"
        " or play a line at a time with --text."
    )


def about(reach: Reach | None) -> str:
    """The help's last paragraph where the game is drawn for a stand-in ('' if it is not):
    the version, and what the game was drawn for."""
    if reach is None or not reach.stand_in:
        return ""
    return (
        f"maze-solitaire {__version__}. Drawn as for {reach.stand_in}: TERM={reach.term} is"
        " not known on this system (--text plays a line at a time)."
    )


def line_at_a_time(reach: Reach) -> str:
    """The first words of the game played a line at a time where the full-screen game
    was wanted ('' where there is nothing to explain)."""
    match reach.unplayable:
        case Unplayable.NO_CURSES:
            why = (
                "the full-screen game needs Python's curses, which cannot be loaded here"
                f" ({reach.detail})"
            )
        case Unplayable.UNKNOWN_TERMINAL:
            why = (
                f"TERM={reach.term} is not known on this system, and neither is any"
                f" stand-in ({reach.detail})"
            )
        case Unplayable.NO_CURSOR:
            why = f"the terminal (TERM={reach.term}) cannot move its cursor to draw the board"
        case None:
            return ""
    return f"Playing a line at a time, as --text does: {why}."
