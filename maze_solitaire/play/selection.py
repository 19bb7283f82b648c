"""The cursor and the choices: where the player points and what is offered there. No curses.

The cursor is a slot. Left and right follow the cycle (r6c9 runs on into
r1c1), up and down wrap within a column. Acting on a slot offers the moves
the rules allow there: for a gap, the cards that may fill it; for a card,
the gaps it may go to. One move is played at once; more open a
:class:`Choice`, whose moves are numbered on the board.
"""

from __future__ import annotations

from typing import Final

from maze_solitaire.engine import COLUMNS, SLOT_COUNT, Move, Position, Slot, legal_moves
from maze_solitaire.values import Value

LEFT: Final = -1
RIGHT: Final = 1
UP: Final = -COLUMNS
DOWN: Final = COLUMNS
"""The cursor's steps: along the cycle, or a row up or down in the same column."""


def moved(cursor: Slot, step: int) -> Slot:
    """The slot ``step`` slots on from ``cursor``, round the cycle (so r6c9 runs on into
    r1c1, and a column wraps from row 6 to row 1)."""
    return (cursor + step) % SLOT_COUNT


def row_start(cursor: Slot) -> Slot:
    """The first slot of the cursor's row; from there, the ring's first (r1c1)."""
    first = cursor - cursor % COLUMNS
    return 0 if cursor == first else first


def row_end(cursor: Slot) -> Slot:
    """The last slot of the cursor's row; from there, the ring's last (r6c9)."""
    last = cursor - cursor % COLUMNS + COLUMNS - 1
    return SLOT_COUNT - 1 if cursor == last else last


def next_gap(position: Position, cursor: Slot) -> Slot:
    """The first gap after the cursor, round the cycle."""
    return next((gap for gap in position.gaps if gap > cursor), position.gaps[0])


def previous_gap(position: Position, cursor: Slot) -> Slot:
    """The first gap before the cursor, round the cycle."""
    return next((gap for gap in reversed(position.gaps) if gap < cursor), position.gaps[-1])


def offered(position: Position, slot: Slot) -> tuple[Move, ...]:
    """The moves acting on ``slot`` offers: into the gap there (by the card's slot), or of
    the card there (by target). Empty when nothing may move there."""
    card = position[slot]
    if card is None:
        return tuple(sorted((m for m in legal_moves(position) if m.target == slot), key=_source))
    return tuple(m for m in legal_moves(position) if m.card == card)


def _source(move: Move) -> Slot:
    return move.source


class Choice(Value):
    """Moves offered for one gap (``for_gap``) or for one card; ``highlighted`` is what Enter picks.

    Each offered move is shown at its *marked* slot: the card's slot when
    filling a gap, the target gap when moving a card.
    """

    __match_args__ = ("moves", "for_gap", "highlighted")
    __slots__ = __match_args__

    def __init__(self, moves: tuple[Move, ...], for_gap: bool, highlighted: int = 0):
        self.moves: Final = moves
        self.for_gap: Final = for_gap
        self.highlighted: Final = highlighted

    def marked_slot(self, index: int) -> Slot:
        move = self.moves[index]
        return move.source if self.for_gap else move.target

    def marks(self) -> dict[Slot, tuple[str, bool]]:
        """Slot -> (its number, whether it is highlighted), for the board."""
        return {
            self.marked_slot(index): (str(index + 1), index == self.highlighted)
            for index in range(len(self.moves))
        }

    def at(self, slot: Slot) -> Move | None:
        """The offered move marked at ``slot`` (a click there picks it), if any."""
        for index in range(len(self.moves)):
            if self.marked_slot(index) == slot:
                return self.moves[index]
        return None

    def stepped(self, step: int) -> Choice:
        """The same choice with the highlight ``step`` places on (round the end)."""
        return Choice(self.moves, self.for_gap, (self.highlighted + step) % len(self.moves))

    def picked(self, number: int) -> Move | None:
        """The move numbered ``number`` (from 1), if there is one."""
        return self.moves[number - 1] if 1 <= number <= len(self.moves) else None
