"""The one error storage raises: a problem the player must be told about in one line."""

from maze_solitaire.engine import MazeError


class StorageError(MazeError):
    """Saved games that cannot be used as asked, e.g. a file from a newer version.

    A :class:`MazeError`, so the command line and the game already show its
    message as one line and never a traceback. Faults that storage can work
    around (a damaged file, a full disk) are not raised: they become a notice.
    """
