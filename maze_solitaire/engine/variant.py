"""The readings of Maze the engine plays, each whole in one place: its deal, its
neighbours, which cards fill a gap, and its win (the rule book, engine/RULES.md, one reading each).

``standard``
    Ours (Wikipedia, SolSuite), the default: the rows wrap into one cycle;
    a gap takes the same-suit successor of its left neighbour (any Ace after
    a Queen) or the predecessor of its right one (nothing before an Ace);
    won when the cards read from slot 0, gaps skipped, are four runs A…Q.
``pysol``
    PySolFC's Maze (its game 144), with PySolFC's own game numbers: moves as
    ours; won when each run fills 12 consecutive slots, starting anywhere
    round the cycle, with no gap inside it.
``aisleriot``
    GNOME Aisleriot's: the rows do not wrap (slot 0 has no left neighbour,
    53 no right one); an empty slot 0 takes any Ace, an empty slot 53 any
    Queen, and any Queen may stand before an Ace; the win is ours.

The rules module reads a position's :class:`Variant` and never names one,
so that a variant is added here and nowhere else.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final, NoReturn

from maze_solitaire.engine.cards import ACE, ACES, ALL_CARDS, QUEEN, Card
from maze_solitaire.engine.errors import DealNumberError, MazeError
from maze_solitaire.engine.shuffles import (
    DEAL_COUNT,
    PYSOL_END,
    PYSOL_FIRST,
    Cell,
    our_layout,
    pysol_layout,
)
from maze_solitaire.engine.slots import SLOT_COUNT, Slot

NO_SLOT: Final = -1
"""The neighbour of a slot at an end of a line that does not wrap."""
QUEENS: Final[tuple[Card, ...]] = tuple(c for c in ALL_CARDS if c.rank == QUEEN)

Fillers = tuple[tuple[Card, ...], ...]
"""By card: the cards that may stand right after (or before) it."""

_INTEGER: Final = r"[+-]?[0-9]+"
"""A whole number as written: compiled where first read (re keeps it), not as the game
starts."""
_MOST_DIGITS: Final = 100
"""Digits past which a number is out of every variant's range without being read."""


def _successors() -> Fillers:
    """What may stand right after each card: its same-suit successor; after a
    Queen, any Ace (a King is never on the board, and nothing follows it)."""
    return tuple(
        ACES if c.rank == QUEEN else (ALL_CARDS[c + 1],) if c.rank < QUEEN else ()
        for c in ALL_CARDS
    )


def _predecessors(before_an_ace: tuple[Card, ...]) -> Fillers:
    """What may stand right before each card: its same-suit predecessor; before an
    Ace, ``before_an_ace``."""
    return tuple(
        before_an_ace if c.rank == ACE else (ALL_CARDS[c - 1],) if c.rank <= QUEEN else ()
        for c in ALL_CARDS
    )


def _reading_order(cells: Sequence[Cell], followers: Fillers) -> list[bool]:
    """Reading the slots from 0 to 53, gaps skipped, whether each card may follow the
    one read before it, as every card does in a won layout (the first must be an Ace)."""
    follows = []
    previous: Card | None = None
    for cell in cells:
        if cell is not None:
            follows.append(cell in (ACES if previous is None else followers[previous]))
            previous = cell
    return follows


def _reading_in_place(cells: Sequence[Cell], followers: Fillers) -> list[Slot]:
    """The cards read from slot 0 that already form the start of the winning order:
    they never need to move again."""
    in_order = _reading_order(cells, followers)
    slots = [slot for slot, cell in enumerate(cells) if cell is not None]
    count = next((i for i, follows in enumerate(in_order) if not follows), len(in_order))
    return slots[:count]


def _run_order(cells: Sequence[Cell]) -> list[bool]:
    """For each card in slot order, whether the slot right before it (round the
    cycle, a gap not skipped) holds what a won layout has there: its same-suit
    predecessor; for an Ace, a gap or the Queen that ends another run."""
    follows = []
    for slot, cell in enumerate(cells):
        if cell is not None:
            before = cells[slot - 1]  # slot -1 is 53: the cycle
            if cell.rank == ACE:
                follows.append(before is None or before.rank == QUEEN)
            else:
                follows.append(before is not None and before == cell - 1)
    return follows


def _runs_in_place(cells: Sequence[Cell]) -> list[Slot]:
    """The cards of runs that grow from an Ace, each card right after the one before."""
    slots = []
    for start, cell in enumerate(cells):
        if cell is None or cell.rank != ACE:
            continue
        slot, card = start, cell
        while True:
            slots.append(slot)
            slot = (slot + 1) % SLOT_COUNT
            after = cells[slot]
            if after is None or card.rank == QUEEN or after != card + 1:
                break
            card = after
    return sorted(slots)


class Variant:
    """One reading of the rules: everything about it the engine needs, as data.

    - ``left_of[s]``, ``right_of[s]``: the neighbour slots (:data:`NO_SLOT` at
      the end of a line that does not wrap);
    - ``followers[c]``: what a gap takes when its left neighbour is ``c``;
      ``preceders[c]``, when its right one is; ``at_the_start`` and
      ``at_the_end``: what a gap takes with no left (right) neighbour at all;
    - for the rules' inner loop, ``look_left[s]`` and ``look_right[s]``: the
      neighbour, or ``s`` itself where there is none (a gap, when it is asked
      about: it gives nothing), and ``at_edge[s]``: what the missing neighbour
      lets in instead (mostly nothing);
    - ``win``: which kind of win, for what must know the won layouts (the
      solver): ``"reading"``, read from slot 0 with gaps anywhere, or
      ``"runs"``, runs of 12 consecutive slots round the cycle;
    - ``in_order(cells)``: for each card, whether it stands where a won layout
      has it beside its neighbour, so that the game is won exactly when all do;
      ``in_place(cells)``: the slots of cards already standing as they will;
    - the deal: numbers ``first_deal <= n < end_deal``, laid out by ``layout``.
    """

    __slots__ = (
        "_in_order",
        "_in_place",
        "_layout",
        "at_edge",
        "at_the_end",
        "at_the_start",
        "end_deal",
        "first_deal",
        "followers",
        "left_of",
        "look_left",
        "look_right",
        "name",
        "preceders",
        "right_of",
        "win",
    )

    def __init__(
        self,
        name: str,
        *,
        wraps: bool,
        preceders: Fillers,
        at_the_start: tuple[Card, ...] = (),
        at_the_end: tuple[Card, ...] = (),
        win: str,
        in_order: Callable[[Sequence[Cell]], list[bool]],
        in_place: Callable[[Sequence[Cell]], list[Slot]],
        deals: tuple[int, int],
        layout: Callable[[int], list[Cell]],
    ):
        self.name = name
        self.win = win
        last = SLOT_COUNT - 1
        self.left_of: tuple[Slot, ...] = tuple(
            (s - 1) % SLOT_COUNT if wraps or s > 0 else NO_SLOT for s in range(SLOT_COUNT)
        )
        self.right_of: tuple[Slot, ...] = tuple(
            (s + 1) % SLOT_COUNT if wraps or s < last else NO_SLOT for s in range(SLOT_COUNT)
        )
        self.followers: Fillers = SUCCESSORS
        self.preceders = preceders
        self.at_the_start = at_the_start
        self.at_the_end = at_the_end
        self.look_left = tuple(s if n == NO_SLOT else n for s, n in enumerate(self.left_of))
        self.look_right = tuple(s if n == NO_SLOT else n for s, n in enumerate(self.right_of))
        self.at_edge: Fillers = tuple(
            (at_the_start if self.left_of[s] == NO_SLOT else ())
            + (at_the_end if self.right_of[s] == NO_SLOT else ())
            for s in range(SLOT_COUNT)
        )
        self._in_order = in_order
        self._in_place = in_place
        self.first_deal, self.end_deal = deals
        self._layout = layout

    @property
    def ring_closes(self) -> bool:
        """Whether r6c9 runs on into r1c1 (the 54 places one ring), as the rows run on
        into each other.

        >>> STANDARD.ring_closes, AISLERIOT.ring_closes
        (True, False)
        """
        return self.right_of[SLOT_COUNT - 1] == 0

    def in_order(self, cells: Sequence[Cell]) -> list[bool]:
        return self._in_order(cells)

    def in_place(self, cells: Sequence[Cell]) -> list[Slot]:
        return self._in_place(cells)

    def is_won(self, cells: Sequence[Cell]) -> bool:
        return all(self._in_order(cells))

    def check_deal(self, number: int | str) -> int:
        """``number`` as a deal number of this variant; raises :class:`DealNumberError`.

        Takes an ``int`` or ASCII digits (with an optional sign, so that ``"-1"``
        is reported as out of range rather than as not a number).
        """
        if isinstance(number, bool):
            raise DealNumberError(f"deal number {number!r} is not an integer")
        if isinstance(number, int):
            value = number
        elif re.fullmatch(_INTEGER, number.strip()):
            digits = number.strip()
            significant = digits.lstrip("+-").lstrip("0")
            if len(significant) > _MOST_DIGITS:
                # int() refuses strings past 4,300 digits; no deal is anywhere near.
                self._out_of_range(f"{digits[:12]}... ({len(significant)} digits)")
            value = int(digits)
        else:
            raise DealNumberError(f"deal number {number!r} is not an integer")
        if not self.first_deal <= value < self.end_deal:
            self._out_of_range(str(value))
        return value

    def _out_of_range(self, shown: str) -> NoReturn:
        where = "" if self is STANDARD else f" for {self.name}"
        span = f"{self.first_deal} to {self.end_deal - 1}"
        raise DealNumberError(f"deal number {shown} is out of range{where} ({span})")

    def layout(self, number: int) -> list[Cell]:
        """The 54 slots deal ``number`` lays out (checked)."""
        return self._layout(self.check_deal(number))

    def __reduce__(self) -> tuple[Callable[[str], Variant], tuple[str]]:
        # Pickled by name, so that a position sent to a worker process comes
        # back under the very same variant (and the lambdas need no pickling).
        return variant_named, (self.name,)

    def __repr__(self) -> str:
        return f"<variant {self.name}>"


SUCCESSORS: Final = _successors()

STANDARD: Final = Variant(
    "standard",
    wraps=True,
    preceders=_predecessors(()),
    win="reading",
    in_order=lambda cells: _reading_order(cells, SUCCESSORS),
    in_place=lambda cells: _reading_in_place(cells, SUCCESSORS),
    deals=(0, DEAL_COUNT),
    layout=our_layout,
)
PYSOL: Final = Variant(
    "pysol",
    wraps=True,
    preceders=_predecessors(()),
    win="runs",
    in_order=_run_order,
    in_place=_runs_in_place,
    deals=(PYSOL_FIRST, PYSOL_END),
    layout=pysol_layout,
)
AISLERIOT: Final = Variant(
    "aisleriot",
    wraps=False,
    preceders=_predecessors(QUEENS),
    at_the_start=ACES,
    at_the_end=QUEENS,
    win="reading",
    in_order=lambda cells: _reading_order(cells, SUCCESSORS),
    in_place=lambda cells: _reading_in_place(cells, SUCCESSORS),
    deals=(0, DEAL_COUNT),  # Aisleriot's own seeds cannot be reproduced: our deals
    layout=our_layout,
)

VARIANTS: Final[dict[str, Variant]] = {v.name: v for v in (STANDARD, PYSOL, AISLERIOT)}
"""Every variant by name, the default first."""


def variant_named(name: str) -> Variant:
    """The variant called ``name`` (any case); raises :class:`MazeError` listing them."""
    found = VARIANTS.get(name.strip().lower())
    if found is None:
        names = ", ".join(VARIANTS)
        raise MazeError(f"unknown rules {name!r} (the rules are {names})")
    return found
