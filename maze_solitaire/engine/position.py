"""A position: which card, or gap, stands in each of the 54 slots, and its notation.

A :class:`Position` is immutable and hashable, so a game's history is a list
of positions and a search's visited set is a set of them. Besides the slots it
keeps a card-to-slot index and the sorted gaps, so that the rules find the
cards that may fill a gap without scanning the layout.

Its text form is a parse/print pair (the rule book, engine/RULES.md, "Cards, places and
notation"): 54 tokens in reading order, a card (``7H``) or a gap (``--``), separated by
white space;
``/`` may separate rows and is ignored on input. The canonical form is upper
case with single spaces and `` / `` between rows::

    AS 2S 3S 4S 5S 6S 7S 8S -- / 9S TS JS QS AH 2H 3H 4H -- / ...

``Position.parse(text).notation()`` is canonical for every valid text, and
``Position.parse(p.notation()) == p`` for every position.

Legality is not decided here but in :mod:`maze_solitaire.engine.rules`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from maze_solitaire.engine.cards import ALL_CARDS, KING, Card
from maze_solitaire.engine.errors import InvalidPositionError, NotationError
from maze_solitaire.engine.move import Move
from maze_solitaire.engine.shuffles import Cell
from maze_solitaire.engine.slots import COLUMNS, GAP_COUNT, SLOT_COUNT, Slot, slot_name
from maze_solitaire.engine.variant import STANDARD, Variant

NOWHERE: Final = -1
"""The slot index of a card that is not on the board (the Kings)."""
GAP_TOKEN: Final = "--"
ROW_SEPARATOR: Final = "/"


class Position:
    """The 54 slots, 48 distinct cards and 6 gaps of one moment of play, under the
    rules of one variant.

    Build one with :meth:`from_cells` or :meth:`parse` (which check it), or
    :func:`~maze_solitaire.engine.deal`. The attributes are read-only:

    - ``cells``: 54 entries in reading order, a :class:`Card` or ``None``;
    - ``where``: ``where[card]`` is the slot of ``card`` (-1 for Kings);
    - ``gaps``: the 6 gap slots, ascending;
    - ``variant``: the :class:`~maze_solitaire.engine.Variant` it is played
      under (the notation does not say: it is the same in every variant).

    Two positions are equal when their cells and their variants are.
    """

    __slots__ = ("_hash", "cells", "gaps", "variant", "where")

    cells: tuple[Cell, ...]
    where: tuple[Slot, ...]
    gaps: tuple[Slot, ...]
    variant: Variant

    def __init__(
        self,
        cells: tuple[Cell, ...],
        where: tuple[Slot, ...],
        gaps: tuple[Slot, ...],
        variant: Variant = STANDARD,
    ):
        """Unchecked; use :meth:`from_cells` unless the parts are known to agree."""
        self.cells = cells
        self.where = where
        self.gaps = gaps
        self.variant = variant
        self._hash = hash(cells)

    @classmethod
    def from_cells(cls, cells: Iterable[Cell], variant: Variant = STANDARD) -> Position:
        """Check a layout and build the position.

        Raises :class:`InvalidPositionError` naming the first problem and the
        slot(s), e.g. ``card 7H appears twice (r2c4 and r5c1)``.
        """
        layout = tuple(cells)
        if len(layout) != SLOT_COUNT:
            raise InvalidPositionError(f"{len(layout)} slots, expected {SLOT_COUNT}")
        where = [NOWHERE] * len(ALL_CARDS)
        gaps: list[Slot] = []
        for slot, cell in enumerate(layout):
            if cell is None:
                gaps.append(slot)
                continue
            if cell.rank == KING:
                raise InvalidPositionError(f"kings are not in play ({cell} at {slot_name(slot)})")
            if where[cell] != NOWHERE:
                raise InvalidPositionError(
                    f"card {cell} appears twice ({slot_name(where[cell])} and {slot_name(slot)})"
                )
            where[cell] = slot
        if len(gaps) != GAP_COUNT:
            raise InvalidPositionError(f"{len(gaps)} gaps, expected {GAP_COUNT}")
        return cls(layout, tuple(where), tuple(gaps), variant)

    @classmethod
    def parse(cls, text: str, variant: Variant = STANDARD) -> Position:
        """Read a position in notation, checking every token before building it.

        Raises :class:`InvalidPositionError` naming the problem and where it is:
        ``unknown card 'ZZ' at r3c2``, ``53 slots, expected 54``,
        ``kings are not in play (KS at r1c3)``, ``card 7H appears twice (r2c4 and
        r5c1)``, ``7 gaps, expected 6``.
        """
        tokens = text.replace(ROW_SEPARATOR, " ").split()
        if not tokens:
            raise InvalidPositionError(f"empty position, expected {SLOT_COUNT} slots")
        cells: list[Cell] = []
        for slot, token in enumerate(tokens):
            try:
                cells.append(None if token == GAP_TOKEN else Card.parse(token))
            except NotationError:
                where = f" at {slot_name(slot)}" if slot < SLOT_COUNT else f" at token {slot + 1}"
                raise InvalidPositionError(f"unknown card {token!r}{where}") from None
        return cls.from_cells(cells, variant)

    def under(self, variant: Variant) -> Position:
        """The same layout, played under ``variant``."""
        if variant is self.variant:
            return self
        return Position(self.cells, self.where, self.gaps, variant)

    def notation(self) -> str:
        """The canonical one-line notation."""
        tokens = [GAP_TOKEN if cell is None else cell.notation() for cell in self.cells]
        rows = [" ".join(tokens[row : row + COLUMNS]) for row in range(0, SLOT_COUNT, COLUMNS)]
        return f" {ROW_SEPARATOR} ".join(rows)

    def __getitem__(self, slot: Slot) -> Cell:
        return self.cells[slot]

    def __iter__(self) -> Iterator[Cell]:
        return iter(self.cells)

    def __len__(self) -> int:
        return SLOT_COUNT

    def slot_of(self, card: Card) -> Slot:
        """The slot holding ``card`` (every card but a King is always on the board)."""
        return self.where[card]

    def after_unchecked(self, move: Move) -> Position:
        """The position after ``move``, **without checking that it is legal**.

        For the rules module and for search, which generate only legal moves.
        ``move.source`` must hold ``move.card`` and ``move.target`` be a gap.
        """
        card, source, target = move
        cells = list(self.cells)
        cells[source] = None
        cells[target] = card
        where = list(self.where)
        where[card] = target
        gaps = sorted([source if gap == target else gap for gap in self.gaps])
        return Position(tuple(cells), tuple(where), tuple(gaps), self.variant)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return (
            self._hash == other._hash
            and self.cells == other.cells
            and self.variant is other.variant
        )

    def __hash__(self) -> int:
        return self._hash

    def __str__(self) -> str:
        return self.notation()

    def __repr__(self) -> str:
        if self.variant is STANDARD:
            return f"Position.parse({self.notation()!r})"
        return f"Position.parse({self.notation()!r}, {self.variant.name.upper()})"

