"""A line found elsewhere, with its end proven shortest: what the game teaches the demo.

Par's line is the best a fixed search found from the deal's start; near
its end, where the exact search reaches, it may still take a detour. The
game's par worker hands it here before the hint and the demo follow it:
the exact search proves its end shortest as far back as a node budget
reaches, splicing in a shorter end where one exists (:func:`~.exact.proven_end`),
so the line the demo plays is never longer than par's and ends as well as
the game can show.
"""

from __future__ import annotations

from typing import NamedTuple

from maze_solitaire.engine import Move, Position
from maze_solitaire.solver.compact import (
    as_step,
    cells_of,
    checked_moves,
    compact_rules,
    where_of,
)
from maze_solitaire.solver.exact import proven_end
from maze_solitaire.solver.wins import finder_for


class ProvenLine(NamedTuple):
    """A winning line whose last ``proven`` moves are a proven shortest win from where
    they start, and the positions the proof expanded."""

    moves: tuple[Move, ...]
    proven: int
    expanded: int


def with_proven_end(position: Position, moves: tuple[Move, ...], max_nodes: int) -> ProvenLine:
    """``moves`` (a winning line from ``position``) with its end proven shortest as far
    back as ``max_nodes`` expanded positions reach: the same answer on every machine.

    The line given is checked through the rules first, and the answer after."""
    steps = [as_step(move) for move in moves]
    checked_moves(position, steps)  # a bad line raises here
    found = proven_end(
        cells_of(position), where_of(position), steps,
        compact_rules(position.variant), finder_for(position.variant),
        max_nodes=max_nodes,
    )  # fmt: skip
    return ProvenLine(checked_moves(position, found.steps), found.proven, found.expanded)
