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
fill a gap comes from the variant's own tables (:class:`~maze_solitaire.engine.Variant`),
re-indexed here by :class:`CompactRules` into one table a slot, by the codes of
its two neighbours, never written again; the win is the engine's own. The slots,
cards and gaps are counted from the variant too: nothing here, nor in the compiled
core's ``compact.c`` (which mirrors this module), knows Maze's 54.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Final

from maze_solitaire.engine import (
    ACES,
    ALL_CARDS,
    GAP_COUNT,
    NOWHERE,
    Move,
    Position,
    Variant,
    is_won,
    play,
)
from maze_solitaire.solver import core

GAP: Final = 52
"""The code of a gap in ``cells``, and of "no card" wherever a card code is expected."""
OFF_BOARD: Final = 255
"""The slot of a King in ``where``: it is not on the board."""

Step = tuple[int, int, int]
"""A move as ``(card, source slot, target slot)``."""
Link = tuple[bytes, Step] | None
"""How a search reached a position: from ``cells`` by ``step``; ``None`` at the start."""

_GAP_BYTE: Final = bytes([GAP])

Codes = tuple[tuple[int, ...], ...]
"""By card code, and a last entry for a gap: card codes."""


def _codes(fillers: Sequence[Sequence[int]]) -> Codes:
    return (*(tuple(int(c) for c in cards) for cards in fillers), ())


_CODES: Final = GAP + 1
"""Codes a slot may hold: the 52 cards and the gap."""


def _fillers(
    after: tuple[int, ...], before: tuple[int, ...], edge: tuple[int, ...]
) -> tuple[int, ...]:
    """The cards that may fill a gap: those that may follow its left neighbour, then
    those that may precede its right one, then those its edge lets in, each once.
    (The same card may qualify through both neighbours: one move.)"""
    found = list(after)
    found += (card for card in before if card not in found)
    found += (card for card in edge if card not in found)
    return tuple(found)


class CompactRules:
    """A variant's rules on the compact form: its legal steps and its win.

    ``follow[code]``: the cards that may stand right after ``code`` (a gap:
    none); ``precede[code]``, right before it; ``look_left[s]`` and
    ``look_right[s]``: the neighbour slots, or ``s`` itself where the line ends
    (a gap when asked about, so it gives nothing); ``at_edge[s]``: what the
    missing neighbour lets in instead (see :class:`~maze_solitaire.engine.Variant`).
    ``slots``, ``cards`` and ``gaps``: how many there are (the lengths of ``cells``
    and ``where``, and the gaps in every position); ``starters``: the cards a won
    reading starts with (the Aces). ``compiled``: the same tables for the compiled
    core, where it was built (:mod:`.core`).

    ``fillers[s][left * 53 + right]`` is made from those once: the cards that may
    fill a gap at slot ``s`` between the codes ``left`` and ``right``, in the rules'
    order (what may follow the left one, then what may precede the right one, then
    what the edge lets in, each card once).
    """

    __slots__ = (
        "at_edge", "cards", "compiled", "fillers", "follow", "gaps", "look_left", "look_right",
        "precede", "slots", "starters", "variant",
    )  # fmt: skip

    def __init__(self, variant: Variant):
        self.variant = variant
        self.follow: Codes = _codes(variant.followers)
        self.precede: Codes = _codes(variant.preceders)
        self.look_left: tuple[int, ...] = variant.look_left
        self.look_right: tuple[int, ...] = variant.look_right
        self.at_edge: tuple[tuple[int, ...], ...] = tuple(
            tuple(int(c) for c in cards) for cards in variant.at_edge
        )
        self.slots = len(self.look_left)
        self.cards = len(ALL_CARDS)
        self.gaps = GAP_COUNT
        tables: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}
        for edge in self.at_edge:
            if edge not in tables:
                tables[edge] = tuple(
                    _fillers(self.follow[left], self.precede[right], edge)
                    for left in range(GAP + 1)
                    for right in range(GAP + 1)
                )
        self.fillers = tuple(tables[edge] for edge in self.at_edge)
        self.starters = tuple(int(card) for card in ACES)
        self.compiled = None if core.extension is None else core.extension.Rules(self)

    def legal_steps(self, cells: bytes | bytearray, where: bytes | bytearray) -> list[Step]:
        """Every legal move, found as :func:`~maze_solitaire.engine.legal_moves` finds them."""
        fillers, look_left, look_right = self.fillers, self.look_left, self.look_right
        steps = []
        gap = -1
        for _ in range(self.gaps):
            gap = cells.find(_GAP_BYTE, gap + 1)
            for card in fillers[gap][cells[look_left[gap]] * _CODES + cells[look_right[gap]]]:
                steps.append((card, where[card], gap))
        return steps

    def is_won(self, cells: bytes | bytearray) -> bool:
        """The variant's own win (the engine's), on compact cells."""
        return self.variant.is_won([None if code == GAP else ALL_CARDS[code] for code in cells])


@cache
def compact_rules(variant: Variant) -> CompactRules:
    """The compact rules of ``variant``, made once."""
    return CompactRules(variant)


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


def as_step(move: Move) -> Step:
    """A move in compact form (:func:`as_move`'s other way)."""
    return int(move.card), move.source, move.target


def checked_moves(position: Position, steps: list[Step]) -> tuple[Move, ...]:
    """A winning line from ``position`` as moves, replayed through the rules: each move
    checked, the end won (a solver's line is trusted nowhere before this)."""
    moves = tuple(as_move(step) for step in steps)
    reached = position
    for move in moves:
        reached = play(reached, move)  # raises IllegalMoveError on a solver bug
    if not is_won(reached):
        raise AssertionError(f"the solver's line does not win: ends at {reached}")
    return moves
