"""The 54 slots: one cycle, seen by people as 6 rows of 9.

The engine knows only slot numbers 0-53 in reading order; the slot after 53
is 0 again. Rows and columns exist for people: slot ``s`` is row
``s // 9 + 1``, column ``s % 9 + 1``, written ``r2c4``.
"""

from __future__ import annotations

import re
from typing import Final

from maze_solitaire.engine.errors import NotationError

ROWS: Final = 6
COLUMNS: Final = 9
SLOT_COUNT: Final = ROWS * COLUMNS
GAP_COUNT: Final = 6

Slot = int
"""A slot number, 0-53 in reading order."""

RIGHT_OF: Final[tuple[Slot, ...]] = tuple((s + 1) % SLOT_COUNT for s in range(SLOT_COUNT))
"""``RIGHT_OF[s]`` is the slot after ``s`` on the cycle (53 is followed by 0)."""
LEFT_OF: Final[tuple[Slot, ...]] = tuple((s - 1) % SLOT_COUNT for s in range(SLOT_COUNT))
"""``LEFT_OF[s]`` is the slot before ``s`` on the cycle (0 is preceded by 53)."""

_SLOT_NAME = r"r(\d+)c(\d+)"
"""A slot's name, in any case: compiled where first read (re keeps it), not as the game
starts."""


def row_of(slot: Slot) -> int:
    """The row, 1-6, of a slot."""
    return slot // COLUMNS + 1


def column_of(slot: Slot) -> int:
    """The column, 1-9, of a slot."""
    return slot % COLUMNS + 1


def slot_at(row: int, column: int) -> Slot:
    """The slot at ``row`` 1-6 and ``column`` 1-9."""
    if not (1 <= row <= ROWS and 1 <= column <= COLUMNS):
        raise NotationError(f"no slot at row {row}, column {column}")
    return (row - 1) * COLUMNS + column - 1


def slot_name(slot: Slot) -> str:
    """The name people use for a slot: ``slot_name(12) == "r2c4"``."""
    return f"r{row_of(slot)}c{column_of(slot)}"


def parse_slot(text: str) -> Slot:
    """Read ``r2c4`` (or a plain slot number ``12``) back into a slot number.

    Raises :class:`NotationError` naming the text when it is neither.
    """
    stripped = text.strip()
    match = re.fullmatch(_SLOT_NAME, stripped, re.IGNORECASE)
    if match:
        return slot_at(int(match[1]), int(match[2]))
    if stripped.isdecimal() and int(stripped) < SLOT_COUNT:
        return int(stripped)
    raise NotationError(f"unknown slot {text!r} (expected r1c1 … r6c9 or 0 … 53)")
