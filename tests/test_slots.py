"""The 54-slot cycle and slot names, exhaustively."""

from __future__ import annotations

import pytest

from maze_solitaire.engine import LEFT_OF, RIGHT_OF, NotationError, parse_slot, slot_at, slot_name
from maze_solitaire.engine.slots import column_of, row_of  # the module's own parts


@pytest.mark.parametrize("slot", range(54))
def test_slot_names_round_trip(slot: int) -> None:
    assert parse_slot(slot_name(slot)) == slot
    assert parse_slot(str(slot)) == slot
    assert slot_at(row_of(slot), column_of(slot)) == slot
    assert RIGHT_OF[LEFT_OF[slot]] == slot


def test_the_rows_form_one_cycle() -> None:
    assert RIGHT_OF[8] == 9  # the end of row 1 is followed by the start of row 2
    assert RIGHT_OF[53] == 0  # the end of row 6 is followed by the start of row 1
    assert LEFT_OF[0] == 53
    assert slot_name(0) == "r1c1" and slot_name(12) == "r2c4" and slot_name(53) == "r6c9"
    visited, slot = [], 0
    for _ in range(54):
        visited.append(slot)
        slot = RIGHT_OF[slot]
    assert sorted(visited) == list(range(54)) and slot == 0


@pytest.mark.parametrize("text", ["r0c1", "r7c1", "r1c10", "x", "54", "-1", "r1"])
def test_bad_slot_names(text: str) -> None:
    with pytest.raises(NotationError):
        parse_slot(text)
