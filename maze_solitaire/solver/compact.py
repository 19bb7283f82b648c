"""The solver's compact form of a position, and everything done to it: the one module that knows it.

A search looks at hundreds of thousands of positions; as two byte strings
they hash and compare fast and cost little memory:

``cells``
    54 bytes, one per slot in reading order: a card code 0-51 (the
    :class:`~maze_solitaire.engine.Card` as an ``int``) or :data:`GAP`.
``where``
    52 bytes, one per card code: the slot of that card, or
    :data:`OFF_BOARD` for the Kings. (The engine's ``Position.where`` says
    ``NOWHERE``, -1, which no byte can hold.)

A move is a :data:`Step`, ``(card, source, target)`` as ints. Which card may
fill a gap comes from the rules module's own tables
(:data:`~maze_solitaire.engine.FOLLOWERS`, :data:`~maze_solitaire.engine.PRECEDERS`),
re-indexed here, never written again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from maze_solitaire.engine import (
    ACES,
    ALL_CARDS,
    FOLLOWERS,
    GAP_COUNT,
    NOWHERE,
    PRECEDERS,
    RIGHT_OF,
    Move,
    Position,
)

GAP: Final = 52
"""The code of a gap in ``cells``, and of "no card" wherever a card code is expected."""
OFF_BOARD: Final = 255
"""The slot of a King in ``where``: it is not on the board."""

Step = tuple[int, int, int]
"""A move as ``(card, source slot, target slot)``."""
Link = tuple[bytes, Step] | None
"""How a search reached a position: from ``cells`` by ``step``; ``None`` at the start."""

_GAP_BYTE: Final = bytes([GAP])
FOLLOW: Final[tuple[tuple[int, ...], ...]] = (
    *(tuple(int(c) for c in cards) for cards in FOLLOWERS),
    (),  # a gap on the left gives nothing
)
"""``FOLLOW[code]``: the cards that may stand right after ``code`` (a gap: none)."""
PRECEDE: Final[tuple[tuple[int, ...], ...]] = (
    *(tuple(int(c) for c in cards) for cards in PRECEDERS),
    (),  # a gap on the right gives nothing
)
"""``PRECEDE[code]``: the cards that may stand right before ``code`` (a gap: none)."""
_FIRST_READ: Final = frozenset(int(c) for c in ACES)


def cells_of(position: Position) -> bytes:
    """The cells of ``position`` in compact form."""
    return bytes(GAP if cell is None else int(cell) for cell in position.cells)


def where_of(position: Position) -> bytes:
    """The slot of each of the 52 cards in compact form."""
    return bytes(OFF_BOARD if slot == NOWHERE else slot for slot in position.where)


def cells_after(cells: bytes, step: Step) -> bytes:
    """``cells`` once ``step`` is played: the one place a step changes the layout."""
    card, source, target = step
    changed = bytearray(cells)
    changed[source] = GAP
    changed[target] = card
    return bytes(changed)


def where_after(where: bytes, step: Step) -> bytes:
    """``where`` once ``step`` is played."""
    changed = bytearray(where)
    changed[step[0]] = step[2]
    return bytes(changed)


def positions_along(cells: bytes, where: bytes, steps: list[Step]) -> list[tuple[bytes, bytes]]:
    """Each position of a line of legal ``steps`` as (cells, where): the start first."""
    path = [(cells, where)]
    for step in steps:
        cells, where = cells_after(cells, step), where_after(where, step)
        path.append((cells, where))
    return path


def legal_steps(cells: bytes, where: bytes) -> list[Step]:
    """Every legal move, found as :func:`~maze_solitaire.engine.legal_moves` finds them."""
    steps = []
    gap = -1
    for _ in range(GAP_COUNT):
        gap = cells.find(_GAP_BYTE, gap + 1)
        left = cells[gap - 1]  # index -1 is slot 53: the cycle wraps by itself
        right = cells[RIGHT_OF[gap]]
        candidates = FOLLOW[left]
        preceders = PRECEDE[right]
        # The same card may qualify through both neighbours: one move.
        if preceders and preceders[0] not in candidates:
            candidates = candidates + preceders
        for card in candidates:
            steps.append((card, where[card], gap))
    return steps


def is_won(cells: bytes) -> bool:
    """The rules' win on compact cells: in reading order, each card may follow the one before."""
    previous = GAP
    for card in cells:
        if card == GAP:
            continue
        if card not in (_FIRST_READ if previous == GAP else FOLLOW[previous]):
            return False
        previous = card
    return True


def line_back(end: bytes, link: Callable[[bytes], Link]) -> list[Step]:
    """The steps that led a search to ``end``, from its start: ``link`` says how each
    position was reached."""
    steps: list[Step] = []
    came = link(end)
    while came is not None:
        end, step = came
        steps.append(step)
        came = link(end)
    steps.reverse()
    return steps


def as_move(step: Step) -> Move:
    card, source, target = step
    return Move(ALL_CARDS[card], source, target)
