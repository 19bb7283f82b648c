"""The one error storage raises, and the words of the faults it works around: each a problem
the player must be told about in one line."""

from pathlib import Path
from typing import Final

from maze_solitaire.engine import MazeError


class StorageError(MazeError):
    """Saved games that cannot be used as asked, e.g. a file from a newer version.

    A :class:`MazeError`, so the command line and the game already show its
    message as one line and never a traceback. Faults that storage can work
    around (a damaged file, a full disk) are not raised: they become a notice.
    """


_SQLITE_SAYS: Final = (
    ("readonly", "the saved games in {folder} are read-only"),
    ("disk is full", "the disk is full"),
    ("locked", "the saved games are busy in another program"),
    ("malformed", "the saved games in {folder} are damaged"),
)
"""What SQLite's own words (a part of its message) mean, in the player's words: its
message alone ("attempt to write a readonly database") read as a fault of the game."""


def reason_of(error: BaseException, folder: Path | None = None) -> str:
    """Why saving failed, in a few words for the status line; ``folder``, where the saved
    games are, named where the words need it (and before SQLite's own otherwise)."""
    if isinstance(error, OSError):
        where = error.filename if error.filename is not None else folder
        return f"{where}: {error.strerror or error}"
    said = in_words(error, folder)
    if said is not None:
        return said
    return str(error) if folder is None else f"{folder}: {error}"


def in_words(error: BaseException, folder: Path | None) -> str | None:
    """SQLite's ``error`` in the player's words (naming ``folder``), if it has them."""
    text = str(error)
    return next(
        (
            said.format(folder=folder or "their folder")
            for found, said in _SQLITE_SAYS
            if found in text
        ),
        None,
    )
