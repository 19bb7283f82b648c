"""The engine's small family of errors.

Every error the engine raises for bad input is a :class:`MazeError`, and also
a :class:`ValueError`, so callers can catch either. The command line and the
game catch :class:`MazeError` and show its message; none of them ever reaches
a player as a traceback.
"""


class MazeError(ValueError):
    """Base class of every error the engine raises for bad input."""


class NotationError(MazeError):
    """A card, slot, move or position in text form could not be read."""


class InvalidPositionError(NotationError):
    """The text reads as tokens, but they do not make a valid position."""


class IllegalMoveError(MazeError):
    """A move that the rules do not allow in the current position."""


class DealNumberError(MazeError):
    """A deal number that is not an integer in ``0 <= n < 2**32``."""


class NothingToUndoError(MazeError):
    """Undo (or redo) was asked for with no move to take back (or replay)."""
