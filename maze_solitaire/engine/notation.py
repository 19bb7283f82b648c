"""Positions in text: a parse/print pair (RULES.md, "Notation").

A position is 54 tokens in reading order, a card (``7H``) or a gap (``--``),
separated by white space; ``/`` may separate rows and is ignored on input.
The canonical form is upper case with single spaces and `` / `` between rows::

    AS 2S 3S 4S 5S 6S 7S 8S -- / 9S TS JS QS AH 2H 3H 4H -- / ...

``format_position(parse_position(text))`` is canonical for every valid text,
and ``parse_position(format_position(p)) == p`` for every position.
"""

from __future__ import annotations

from maze_solitaire.engine.cards import Card
from maze_solitaire.engine.errors import InvalidPositionError, NotationError
from maze_solitaire.engine.position import Cell, Position
from maze_solitaire.engine.slots import COLUMNS, SLOT_COUNT, slot_name

GAP_TOKEN = "--"
ROW_SEPARATOR = "/"


def parse_cell(token: str) -> Cell:
    """A card, or ``None`` for the gap token ``--``; raises :class:`NotationError`."""
    if token == GAP_TOKEN:
        return None
    return Card.parse(token)


def format_cell(cell: Cell) -> str:
    """The token of a slot: a card's notation, or ``--`` for a gap."""
    return GAP_TOKEN if cell is None else cell.notation()


def parse_position(text: str) -> Position:
    """Read a position, checking every token before building it.

    Raises :class:`InvalidPositionError` naming the problem and where it is:
    ``unknown card 'ZZ' at r3c2``, ``53 slots, expected 54``,
    ``kings are not in play (KS at r1c3)``, ``card 7H appears twice (r2c4 and
    r5c1)``, ``7 gaps, expected 6``.
    """
    tokens = text.replace(ROW_SEPARATOR, " ").split()
    cells: list[Cell] = []
    for slot, token in enumerate(tokens):
        try:
            cells.append(parse_cell(token))
        except NotationError:
            where = f" at {slot_name(slot)}" if slot < SLOT_COUNT else f" at token {slot + 1}"
            raise InvalidPositionError(f"unknown card {token!r}{where}") from None
    if not tokens:
        raise InvalidPositionError(f"empty position, expected {SLOT_COUNT} slots")
    return Position.from_cells(cells)


def format_position(position: Position) -> str:
    """The canonical one-line notation of ``position``."""
    rows = (
        " ".join(format_cell(cell) for cell in position.cells[start : start + COLUMNS])
        for start in range(0, SLOT_COUNT, COLUMNS)
    )
    return f" {ROW_SEPARATOR} ".join(rows)
