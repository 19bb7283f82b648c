"""Deal numbers: in each variant, every number in its range names one layout, forever.

Our numbers (``standard`` and ``aisleriot``) run ``0 <= n < 2**32``;
PySolFC's (``pysol``) ``1 <= n < 10**20``. The generators themselves, and
why they never change, are in :mod:`.shuffles`.
"""

from __future__ import annotations

from maze_solitaire.engine.position import Position
from maze_solitaire.engine.shuffles import DEAL_COUNT, EMPTY_AT_DEAL, shuffled_deck, splitmix64
from maze_solitaire.engine.variant import STANDARD, Variant

__all__ = [
    "DEAL_COUNT",
    "EMPTY_AT_DEAL",
    "check_deal_number",
    "deal",
    "shuffled_deck",
    "splitmix64",
]


def check_deal_number(number: int | str, variant: Variant = STANDARD) -> int:
    """``number`` as a deal number of ``variant``; raises :class:`DealNumberError` if
    it is not one (see :meth:`Variant.check_deal`)."""
    return variant.check_deal(number)


def deal(number: int, variant: Variant = STANDARD) -> Position:
    """The starting position of deal ``number`` in ``variant``.

    Raises :class:`DealNumberError` for a number outside the variant's range.
    """
    return Position.from_cells(variant.layout(number), variant)
