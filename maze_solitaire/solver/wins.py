"""Which won layouts a variant has: the one place the solver tells its wins apart.

A variant names its kind of win (:attr:`~maze_solitaire.engine.Variant.win`);
each kind has its finder of won layouts, with the suit orders it searches (in the
compiled core where it runs: :mod:`.core`):

- ``"reading"`` (``standard``, ``aisleriot``): read from slot 0, gaps
  anywhere, 24 suit orders (:mod:`.layouts`);
- ``"runs"`` (``pysol``): runs of 12 consecutive slots round the cycle, six
  cyclic orders (:mod:`.runs`).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from maze_solitaire.engine import Position, Variant
from maze_solitaire.solver import core
from maze_solitaire.solver.compact import where_of
from maze_solitaire.solver.layouts import ALL_ORDERS, Finder, LayoutFinder, SuitOrder
from maze_solitaire.solver.runs import CYCLIC_ORDERS, RunLayoutFinder


class _Kind(NamedTuple):
    orders: tuple[SuitOrder, ...]
    finder: type[LayoutFinder] | type[RunLayoutFinder]


_KINDS: Final = {
    "reading": _Kind(ALL_ORDERS, LayoutFinder),
    "runs": _Kind(CYCLIC_ORDERS, RunLayoutFinder),
}


def orders_of(variant: Variant) -> tuple[SuitOrder, ...]:
    """The suit orders of ``variant``'s won layouts."""
    return _KINDS[variant.win].orders


def finder_for(
    variant: Variant, orders: tuple[SuitOrder, ...] | None = None, anchor_penalty: int = 0
) -> Finder:
    """A new finder of ``variant``'s won layouts (over ``orders``; all by default)."""
    kind = _KINDS[variant.win]
    orders = kind.orders if orders is None else orders
    if core.compiled is not None:
        return core.compiled_finder(variant.win, orders, anchor_penalty, kind.finder.fits_no_block)
    return kind.finder(orders, anchor_penalty)


def lower_bound(position: Position) -> int:
    """The fewest moves that could still win: ``48 -`` the most settled cards of a
    won layout of the position's variant.

    Admissible (never more than the moves any win from ``position`` takes)
    and 0 exactly when the position is won. Costs well under a millisecond.

    >>> from maze_solitaire.engine import PYSOL, deal
    >>> lower_bound(deal(1)), lower_bound(deal(1, PYSOL))
    (41, 41)
    """
    return finder_for(position.variant).bound(where_of(position))
