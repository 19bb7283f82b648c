"""What became of a session's game, for the one line left on the screen when it ends.

Made once, when the game ends (:meth:`~.session.Session.close`): apart from the
session, so that the game's first frame does not wait for these classes.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

from typing import NamedTuple

from maze_solitaire.engine import Code


class SharedWin(NamedTuple):
    """A deal won in the session, with its par: what its share line says."""

    code: Code
    moves: int
    seconds: float
    par: int | None
    helped: bool
    scripted: bool


class Goodbye(NamedTuple):
    """What became of the game, for the one line left on the screen when it ends."""

    deal: int | None
    code: Code | None
    moves: int
    won: bool
    win_counted: bool
    saving: bool
    others: int
    """Other games in progress (then which one resumes next is not this one for sure)."""
    wins: tuple[SharedWin, ...]
    removed: bool = False
    """The saved games were removed while it was played: it is saved again in a new file,
    if ``saving``."""
    why_not_saved: str | None = None
    """Why it is not saved (the storage's notice), when it is not."""
    unplayed: bool = False
    """No move was ever made in it: it is not kept in progress (see
    :meth:`maze_solitaire.storage.Store.close`)."""
