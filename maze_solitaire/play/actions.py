"""What a player may ask of the game: the actions the controller carries out.

The full-screen game's key table (:mod:`maze_solitaire.fullscreen.keymap`) binds keys
to these (and to a few of its own, such as the help screen); the text mode's
commands (:mod:`maze_solitaire.lines.commands`) name them in words.
"""

from enum import Enum
from typing import Final

from maze_solitaire.solver.answer import GRADES

ANY: Final = "any"
"""The difficulty of new deals when no grade is chosen."""
DIFFICULTIES: Final[tuple[str, ...]] = (ANY, *GRADES)
"""What the grade of new deals may be set to (``--difficulty``, the config file, the text
mode's ``new``): any, or a grade."""


class Action(Enum):
    """What a key or a command asks of the game; the controller has a handler for each."""

    LEFT = "left"
    RIGHT = "right"
    UP = "up"
    DOWN = "down"
    HOME = "home"
    END = "end"
    NEXT = "next"
    PREVIOUS = "previous"
    ACTIVATE = "activate"
    PICK = "pick"
    CANCEL = "cancel"
    UNDO = "undo"
    REDO = "redo"
    HINT = "hint"
    DEMO = "demo"
    FASTER = "faster"
    SLOWER = "slower"
    RESTART = "restart"
    NEW = "new"
    GRADE = "grade"
    """The grade the next new deal is of: any, easy, medium, hard, expert, in turn."""
    DAILY = "daily"
    QUIT = "quit"
    YES = "yes"
    NO = "no"
