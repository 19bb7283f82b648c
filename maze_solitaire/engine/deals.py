"""Deal numbers: every integer 0 <= n < 2**32 names one layout, forever.

Python's :mod:`random` does not promise the same numbers across versions,
so deals use their own generator, fixed here and pinned by golden tests:

1. The generator is SplitMix64 (Steele, Lea and Flood, "Fast splittable
   pseudorandom number generators", OOPSLA 2014), seeded with the deal number.
2. A uniform integer in ``[0, bound)`` takes the next output and rejects it
   when it falls in the incomplete last block of ``2**64`` (so no bias).
3. The deck starts in deck order (A♠ … K♠, A♥ … K♥, A♦ … K♦, A♣ … K♣) and is
   shuffled by Fisher-Yates: for ``i`` from 51 down to 1, swap card ``i``
   with card ``j``, ``j`` uniform in ``[0, i]``.
4. The cards are dealt in reading order into every slot but 8 and 17 (the
   right end of rows 1 and 2), and the four Kings are then taken away.

Changing any step changes every deal: don't.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from maze_solitaire.engine.cards import ALL_CARDS, KING, Card
from maze_solitaire.engine.errors import DealNumberError
from maze_solitaire.engine.position import Cell, Position

DEAL_COUNT: Final = 2**32
"""Deal numbers run from 0 to ``DEAL_COUNT - 1``."""
EMPTY_AT_DEAL: Final = (8, 17)
"""The two slots the deal leaves empty (RULES.md, "The deal", step 2)."""

_MASK64: Final = (1 << 64) - 1
_INTEGER: Final = re.compile(r"[+-]?[0-9]+")


def splitmix64(seed: int) -> Iterator[int]:
    """The SplitMix64 sequence of 64-bit outputs from ``seed``."""
    state = seed & _MASK64
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        yield z ^ (z >> 31)


def _below(outputs: Iterator[int], bound: int) -> int:
    """A uniform integer in ``[0, bound)`` by rejection sampling."""
    limit = (1 << 64) - (1 << 64) % bound
    while True:
        value = next(outputs)
        if value < limit:
            return value % bound


def shuffled_deck(number: int) -> list[Card]:
    """The 52 cards in the order deal ``number`` lays them out."""
    deck = list(ALL_CARDS)
    outputs = splitmix64(number)
    for i in range(len(deck) - 1, 0, -1):
        j = _below(outputs, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def check_deal_number(number: int | str) -> int:
    """``number`` as a deal number; raises :class:`DealNumberError` if it is not one.

    Accepts an ``int`` or a string of ASCII digits (with an optional sign, so
    that ``"-1"`` is reported as out of range rather than as not a number).
    """
    if isinstance(number, bool):
        raise DealNumberError(f"deal number {number!r} is not an integer")
    if isinstance(number, int):
        value = number
    elif _INTEGER.fullmatch(number.strip()):
        value = int(number.strip())
    else:
        raise DealNumberError(f"deal number {number!r} is not an integer")
    if not 0 <= value < DEAL_COUNT:
        raise DealNumberError(f"deal number {value} is out of range (0 to {DEAL_COUNT - 1})")
    return value


def deal(number: int) -> Position:
    """The starting position of deal ``number`` (0 <= number < 2**32).

    Raises :class:`DealNumberError` for anything else.
    """
    deck = iter(shuffled_deck(check_deal_number(number)))
    cells: list[Cell] = []
    for slot in range(54):
        if slot in EMPTY_AT_DEAL:
            cells.append(None)
        else:
            dealt = next(deck)
            cells.append(None if dealt.rank == KING else dealt)
    return Position.from_cells(cells)

