"""A game: where it started, the moves made, unlimited exact undo and redo.

The history is the list of positions from the start (positions are
immutable, so undo is exact by construction: it returns the very earlier
position). Undoing then playing a new move drops the undone moves, as in
every editor.
"""

from __future__ import annotations

from datetime import date

from maze_solitaire.engine import rules
from maze_solitaire.engine.codes import Code
from maze_solitaire.engine.deals import deal
from maze_solitaire.engine.errors import MazeError, NothingToUndoError
from maze_solitaire.engine.move import Move
from maze_solitaire.engine.position import Position
from maze_solitaire.engine.variant import STANDARD, Variant


class Game:
    """One game of Maze from a deal number or a given starting position.

    >>> game = Game.from_deal(1)
    >>> move = game.legal_moves()[0]
    >>> game.play(move) == move, game.move_count
    (True, 1)
    >>> game.undo() == move, game.move_count
    (True, 0)
    """

    def __init__(self, start: Position, deal_number: int | None = None, day: date | None = None):
        self.deal_number = deal_number
        """The deal the game started from, or ``None`` for a custom position."""
        self.day = day
        """The day whose daily deal this game is, if it is one."""
        self._positions: list[Position] = [start]
        self._moves: list[Move] = []
        self._current = 0  # index into _positions; later entries are redoable

    @classmethod
    def from_deal(cls, number: int, variant: Variant = STANDARD) -> Game:
        """A new game of deal ``number`` in ``variant``; raises :class:`DealNumberError`."""
        start = deal(number, variant)
        return cls(start, number)

    @classmethod
    def from_code(cls, code: Code) -> Game:
        """A new game of the deal a share code names (a daily deal stays one)."""
        return cls(deal(code.number, code.variant), code.number, code.day)

    @classmethod
    def restore(
        cls,
        start: Position,
        moves: list[Move],
        undone: int = 0,
        deal_number: int | None = None,
        day: date | None = None,
    ) -> Game:
        """Rebuild a saved game by replaying ``moves`` through the rules.

        ``undone`` of the last moves are then taken back, so they stay
        redoable. Every move is checked, so a damaged or tampered record can
        only raise :class:`IllegalMoveError` (or :class:`MazeError` for a
        bad ``undone``), never produce an illegal position.
        """
        if deal_number is not None and deal(deal_number, start.variant) != start:
            raise MazeError(f"the start is not the layout of deal {deal_number}")
        if not 0 <= undone <= len(moves):
            raise MazeError(f"cannot undo {undone} of {len(moves)} moves")
        game = cls(start, deal_number, day)
        for move in moves:
            game.play(move)
        for _ in range(undone):
            game.undo()
        return game

    @property
    def start(self) -> Position:
        return self._positions[0]

    @property
    def variant(self) -> Variant:
        """The rules the game is played under (its start's)."""
        return self._positions[0].variant

    @property
    def code(self) -> Code | None:
        """The share code of the game's deal; ``None`` for a game from a position."""
        if self.deal_number is None:
            return None
        return Code(self.variant, self.deal_number, self.day)

    @property
    def position(self) -> Position:
        """The position now."""
        return self._positions[self._current]

    @property
    def previous(self) -> Position | None:
        """The position before the last move (``None`` at the start)."""
        return self._positions[self._current - 1] if self._current else None

    @property
    def moves(self) -> list[Move]:
        """The moves that led from the start to the position now."""
        return self._moves[: self._current]

    @property
    def all_moves(self) -> list[Move]:
        """Every move played, including the undone ones still redoable at the end."""
        return list(self._moves)

    @property
    def undone(self) -> int:
        """How many of :attr:`all_moves` are undone (and so redoable)."""
        return len(self._moves) - self._current

    @property
    def move_count(self) -> int:
        return self._current

    @property
    def can_undo(self) -> bool:
        return self._current > 0

    @property
    def can_redo(self) -> bool:
        return self._current < len(self._moves)

    def is_won(self) -> bool:
        return rules.is_won(self.position)

    def legal_moves(self) -> list[Move]:
        return rules.legal_moves(self.position)

    def play(self, move: Move) -> Move:
        """Play ``move`` (checked: raises :class:`IllegalMoveError`); drops any redo."""
        after = rules.play(self.position, move)
        del self._positions[self._current + 1 :]
        del self._moves[self._current :]
        self._positions.append(after)
        self._moves.append(move)
        self._current += 1
        return move

    def undo(self) -> Move:
        """Take back the last move and return it; raises :class:`NothingToUndoError`."""
        if not self.can_undo:
            raise NothingToUndoError("nothing to undo")
        self._current -= 1
        return self._moves[self._current]

    def redo(self) -> Move:
        """Play again the last undone move and return it; raises :class:`NothingToUndoError`."""
        if not self.can_redo:
            raise NothingToUndoError("nothing to redo")
        self._current += 1
        return self._moves[self._current - 1]

    def restart(self) -> None:
        """Back to the starting position; the moves stay redoable."""
        self._current = 0
