"""Where a game played on from another game's position came from: the deal that line
of play began as, and the game and move it branched from.

Such a game is saved as a position's game (no deal number: it does not start at a deal's
start), and so counts apart in the statistics, as every position's game does (see
:mod:`maze_solitaire.storage.stats`). What it came from is not lost for that: the game
it branched from is in the saved games, and that game's deal is read from there, back
along the branches when it was itself played on from another.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from maze_solitaire.engine import Code, Game, MazeError
from maze_solitaire.play.events import Continued
from maze_solitaire.storage import Branch, GameId, GameSummary

if TYPE_CHECKING:
    from maze_solitaire.play.controller import Recorder, Shelf

SummaryOf = Callable[[GameId], "GameSummary | None"]
"""Reads a saved game's summary by its id (``None`` where it cannot be read)."""

FURTHEST: Final = 64
"""How many branches back a deal is sought (a chain so long is a damaged record's)."""


class Origin:
    """A game played on from ``branch`` (that game, after that move), whose line of play
    began as the deal ``code`` (``None``: a position's, or one that could not be read).
    (Not a value: it holds that deal's game, made once, for the grade every frame reads.)"""

    __slots__ = ("branch", "code", "deal")

    def __init__(self, code: Code | None, branch: Branch):
        self.code: Final = code
        self.branch: Final = branch
        self.deal: Final = None if code is None else Game.from_code(code)
        """That deal from its start: its grade is the game's."""


def origin(branch: Branch, summary_of: SummaryOf) -> Origin:
    """What a game played on from ``branch`` came from."""
    source = summary_of(branch.game_id)
    for _ in range(FURTHEST):
        if source is None or source.deal is not None or source.branch is None:
            break
        source = summary_of(source.branch.game_id)
    return Origin(None if source is None else code_of(source), branch)


def code_of(game: GameSummary) -> Code | None:
    """The share code of a saved game's deal; ``None`` for a position's, or one unreadable."""
    if game.deal is None:
        return None
    from datetime import date  # here: the game's start need not pay for it

    from maze_solitaire.engine import variant_named

    try:
        day = None if game.day is None else date.fromisoformat(game.day)
        return Code(variant_named(game.rules), game.deal, day)
    except (MazeError, ValueError):
        return None


def summaries(recorder: Recorder | None) -> SummaryOf:
    """Reads an ended game's summary from ``recorder`` (``None`` where it cannot be)."""

    def summary_of(game_id: GameId) -> GameSummary | None:
        try:
            return None if recorder is None else recorder.replay(game_id).summary
        except MazeError:
            return None

    return summary_of


def taken_up(game: Game, shelf: Shelf | None, summary_of: SummaryOf) -> Origin | None:
    """What the saved game ``shelf`` plays, taken up as ``game``, came from, if it was
    played on from another game (``None`` too where the saved games cannot be read)."""
    if shelf is None or game.deal_number is not None or shelf.playing_id is None:
        return None
    try:
        playing = shelf.playing()
    except MazeError:
        return None
    branch = next((saved.branch for saved in playing if saved.game_id == shelf.playing_id), None)
    return None if branch is None else origin(branch, summary_of)


def graded(game: Game, came_from: Origin | None) -> Game:
    """The game whose deal's grade ``game``'s is: its own, or the deal it came from."""
    return game if came_from is None or came_from.deal is None else came_from.deal


def continued(game: Game, came_from: Origin | None) -> Continued:
    """``game`` taken up, as it is said: by its deal, or the deal it came from."""
    if came_from is None:
        return Continued(game.code, game.deal_number, game.move_count)
    code = came_from.code
    return Continued(code, None if code is None else code.number, game.move_count, came_from.branch)
