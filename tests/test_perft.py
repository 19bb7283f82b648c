"""Move-tree counts kept as data (``data/perft.txt``), perft-style.

The counts to depth 2 are recomputed here with the plain reference rules, so
the data file is not only the engine agreeing with itself.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from maze_solitaire.engine import Position, deal, legal_moves
from tests import reference_rules

DATA = Path(__file__).parent / "data" / "perft.txt"


def rows() -> list[tuple[int, int, int, int]]:
    lines = [line.split() for line in DATA.read_text().splitlines() if not line.startswith("#")]
    return [(int(a), int(b), int(c), int(d)) for a, b, c, d in lines]


def sequences(position: Position, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(sequences(position.after_unchecked(m), depth - 1) for m in legal_moves(position))


def distinct(position: Position, depth: int) -> int:
    layer = {position}
    for _ in range(depth):
        layer = {p.after_unchecked(m) for p in layer for m in legal_moves(p)}
    return len(layer)


def reference_sequences(position: Position, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for card, source, target in reference_rules.all_moves(position):
        cells = list(position.cells)
        cells[source], cells[target] = None, card
        total += reference_sequences(Position.from_cells(cells), depth - 1)
    return total


@pytest.mark.parametrize(("number", "depth", "count", "positions"), rows())
def test_perft(number: int, depth: int, count: int, positions: int) -> None:
    assert sequences(deal(number), depth) == count
    assert distinct(deal(number), depth) == positions
    if depth <= 2:
        assert reference_sequences(deal(number), depth) == count
