"""Positions the tests lay out by hand or know by heart, shared by many test modules.

Nothing here imports pytest, so scripts and benchmarks may import it too.
"""

from __future__ import annotations

from typing import Final

from maze_solitaire.engine import (
    NO_SLOT,
    PLAYING_CARDS,
    PYSOL,
    STANDARD,
    Card,
    Position,
    Variant,
    deal,
)
from maze_solitaire.solver import CORE_VARIABLE

SOLVED_ORDER: Final = [c for suit in (0, 1, 2, 3) for c in PLAYING_CARDS if c.suit == suit]
"""A♠ … Q♠, A♥ … Q♥, A♦ … Q♦, A♣ … Q♣."""


def layout(cards: list[Card], gaps: list[int]) -> Position:
    """Put ``cards`` in reading order into every slot but ``gaps``."""
    it = iter(cards)
    return Position.from_cells(None if s in gaps else next(it) for s in range(54))


WON: Final = layout(SOLVED_ORDER, [48, 49, 50, 51, 52, 53])
"""The won layout: the four runs in order from r1c1, the six gaps at the end."""


def with_neighbours(
    gap: int,
    left: Card | None,
    right: Card | None,
    gaps: list[int],
    variant: Variant = STANDARD,
) -> Position:
    """A position under ``variant`` with ``left`` and ``right`` beside ``gap`` (None for
    a gap there; a neighbour the variant does not have is left alone)."""
    cells: list[Card | None] = [None] * 54
    sides = ((variant.left_of[gap], left), (variant.right_of[gap], right))
    fixed = {slot: c for slot, c in sides if slot != NO_SLOT}
    for slot, c in fixed.items():
        cells[slot] = c
    rest = iter(c for c in PLAYING_CARDS if c not in fixed.values())
    for slot in range(54):
        if slot not in gaps and slot not in fixed:
            cells[slot] = next(rest)
    return Position.from_cells(cells, variant)


def runs_from(start: int, gaps_after: tuple[int, int, int, int]) -> Position:
    """The four runs (spades, hearts, diamonds, clubs), the first from slot ``start``,
    each followed by that many gaps, round the cycle: won under pysol's rules."""
    cells: list[Card | None] = [None] * 54
    slot = start
    for run, gaps in enumerate(gaps_after):
        for card in SOLVED_ORDER[run * 12 : run * 12 + 12]:
            cells[slot % 54] = card
            slot += 1
        slot += gaps
    return Position.from_cells(cells, PYSOL)


def one_move_from_the_win() -> Position:
    """The solved order with J♣ carried out of its place: J♣ back into r6c2 wins."""
    cells: list[Card | None] = [*SOLVED_ORDER, None, None, None, None, None, None]
    cells[46], cells[50] = None, cells[46]
    return Position.from_cells(cells)


HARD: Final = deal(10889).notation()
"""One of the census's last unknowns (tests/data/census-unknowns.json: won only by a walk
off the solver's way): the game's search spends its whole budget on it and gives up. That
takes seconds on the pure Python core (some 5 CPU seconds for the hint's 150,000
positions), a fifth of a second on the compiled one: a test that needs a search going on
for a while runs the game in :data:`HARD_SEARCH`'s environment."""
HARD_SEARCH: Final = {CORE_VARIABLE: "pure"}
"""The environment in which :data:`HARD`'s search takes seconds: the pure Python core's."""
