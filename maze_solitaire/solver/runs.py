"""Won layouts of the runs win (``pysol``): the lower bound and the layout to aim at.

There a layout is won when each suit's run A…Q fills 12 consecutive slots,
anywhere round the cycle, with the six gaps between runs. Such a layout is
fixed by the cyclic order of the suits, the slot ``r`` where one run starts,
and how many gaps follow each run. Rotating the cycle does not change it,
so any of its runs may be taken as the first: block ``b`` of the order then
starts at slot ``r + 12 * b + h[b]`` (round the cycle), with
``0 = h[0] <= h[1] <= h[2] <= h[3] <= 6``.

A card of rank index ``k`` at slot ``s`` is settled in exactly the layouts
whose run of its suit starts at ``(s - k) mod 54``, its *start*. So a suit's
cards are summed up by how many share each start (its *profile*), and a
layout settles ``sum over blocks of profile[block's suit][block's start]``.
Any layout that settles a card can be rotated so that a run with a settled
card comes first: the search tries each (suit, start) that settles cards as
block 0, the others' orders and shifts by a small dynamic programme, most
promising first, and stops when no later try could do better.
"""

from __future__ import annotations

from itertools import permutations
from typing import Final, NamedTuple

from maze_solitaire.engine import GAP_COUNT, SLOT_COUNT, SUITS
from maze_solitaire.solver.compact import GAP
from maze_solitaire.solver.layouts import CARDS_IN_PLAY, NO_AIM, RUN, SuitOrder, Target

CYCLIC_ORDERS: Final[tuple[SuitOrder, ...]] = tuple(
    (0, a, b, c) for a, b, c in permutations(range(1, len(SUITS)))
)
"""The six orders of the suits round the cycle (spades written first)."""
LEVELS: Final = GAP_COUNT + 1
"""Gaps before a block, 0-6."""
NEVER_UNSETTLED: Final[tuple[tuple[bool, ...], ...]] = tuple(
    (False,) * SLOT_COUNT for _ in range(len(SUITS) * 13)
)
"""No (card, slot) is settled in no layout at all: every start is some layout's."""

Profile = tuple[tuple[int, int], ...]
"""A suit's cards by start: (start, how many), the most first (ties: lower start)."""


class _Best(NamedTuple):
    """The most cards a layout settles, and one such layout's block 0 and order."""

    settled: int
    suit: int
    """The suit of block 0."""
    rest: tuple[int, int, int]
    """The suits of blocks 1-3."""
    start: int
    """The slot where block 0 starts."""


class RunLayoutFinder:
    """Finds, for positions in compact form, the runs-won layout with the most settled
    cards (the same interface as :class:`~.layouts.LayoutFinder`).

    ``orders`` limits the cyclic suit orders considered (any of each order's
    four rotations is the same order). ``anchor_penalty`` has no effect: the
    runs wrap, so no run depends on the slots before slot 0. Answers are
    cached; keep one finder per search.
    """

    fits_no_block = NEVER_UNSETTLED

    def __init__(self, orders: tuple[SuitOrder, ...] = CYCLIC_ORDERS, anchor_penalty: int = 0):
        self.orders = orders
        self.anchor_penalty = anchor_penalty
        # For each suit, the orders of the other three after it, as the orders allow.
        self._after: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
            tuple(_rest_after(order, suit) for order in orders) for suit in range(len(SUITS))
        )
        self._profiles: dict[bytes, Profile] = {}
        self._interned: dict[Profile, Profile] = {}
        self._best: dict[tuple[Profile, ...], _Best] = {}
        self._targets: dict[tuple[Profile, ...], Target] = {}
        # A suit's gains after a block 0 at a start, shared by every position
        # whose cards of that suit stand as they do (a move changes one suit).
        self._rows: dict[tuple[int, int], _Rows] = {}

    def bound(self, where: bytes) -> int:
        """``48 -`` the most settled cards of a won layout (orders in ``orders``)."""
        return CARDS_IN_PLAY - self._layout(self._suit_profiles(where)).settled

    def target(self, where: bytes) -> Target:
        """The layout to aim at: the most settled cards."""
        profiles = self._suit_profiles(where)
        found = self._targets.get(profiles)
        if found is None:
            best = self._layout(profiles)
            rows = [self._gains(profile, best.start) for profile in profiles]
            found = self._targets[profiles] = _target(best, rows, where)
        return found

    def _suit_profiles(self, where: bytes) -> tuple[Profile, ...]:
        return tuple(self._profile(where[suit * 13 : suit * 13 + RUN]) for suit in range(4))

    def _profile(self, slots: bytes) -> Profile:
        found = self._profiles.get(slots)
        if found is None:
            counts: dict[int, int] = {}
            for rank_index, slot in enumerate(slots):
                start = (slot - rank_index) % SLOT_COUNT
                counts[start] = counts.get(start, 0) + 1
            found = tuple(sorted(counts.items(), key=lambda item: (-item[1], item[0])))
            found = self._interned.setdefault(found, found)  # one object for equal ones
            self._profiles[slots] = found
        return found

    def _layout(self, profiles: tuple[Profile, ...]) -> _Best:
        found = self._best.get(profiles)
        if found is None:
            found = self._best[profiles] = self._search(profiles)
        return found

    def _search(self, profiles: tuple[Profile, ...]) -> _Best:
        most = [profile[0][1] for profile in profiles]
        everyone = sum(most)
        # Every (suit, start) that settles cards, as block 0, by the most it could reach.
        anchors = sorted(
            (everyone - most[suit] + count, suit, start, count)
            for suit, profile in enumerate(profiles)
            for start, count in profile
        )
        best = _Best(0, 0, (1, 2, 3), 0)
        for ceiling, suit, start, anchored in reversed(anchors):
            if ceiling <= best.settled:
                break  # sorted by ceiling: nothing later can do better
            rows = [self._gains(profile, start) for profile in profiles]
            for rest in self._after[suit]:
                a, b, c = rest
                first, second, third = rows[a], rows[b], rows[c]
                if anchored + first.tops[0] + second.tops[1] + third.tops[2] <= best.settled:
                    continue
                settled = anchored + _most(first.gains[0], second.gains[1], third.gains[2])
                if settled > best.settled:
                    best = _Best(settled, suit, rest, start)
        return best

    def _gains(self, profile: Profile, start: int) -> _Rows:
        key = (id(profile), start)  # profiles are interned: one object for equal ones
        found = self._rows.get(key)
        if found is None:
            found = self._rows[key] = _gains(profile, start)
        return found


def _rest_after(order: SuitOrder, suit: int) -> tuple[int, int, int]:
    """The suits after ``suit`` round the cyclic ``order``."""
    at = order.index(suit)
    return order[(at + 1) % 4], order[(at + 2) % 4], order[(at + 3) % 4]


class _Rows(NamedTuple):
    gains: tuple[list[int], list[int], list[int]]
    """``gains[block - 1][h]``: the suit's cards settled as block 1-3 after a block 0
    at the start, with ``h`` gaps before that block."""
    tops: tuple[int, int, int]
    """The most of each row."""


def _gains(profile: Profile, start: int) -> _Rows:
    """A suit's :class:`_Rows` after a block 0 at ``start`` (only the profile's starts
    are looked at: most of the 21 entries are 0)."""
    rows: tuple[list[int], list[int], list[int]] = ([0] * LEVELS, [0] * LEVELS, [0] * LEVELS)
    for run_start, count in profile:
        block, h = divmod((run_start - start) % SLOT_COUNT, RUN)  # offset = 12 * block + h
        if 1 <= block <= 3 and h < LEVELS:
            rows[block - 1][h] = count
    return _Rows(rows, (max(rows[0]), max(rows[1]), max(rows[2])))


def _most(first: list[int], second: list[int], third: list[int]) -> int:
    """The most ``first[h1] + second[h2] + third[h3]`` with ``h1 <= h2 <= h3``."""
    later = 0
    row3 = [0] * LEVELS
    for h in range(LEVELS - 1, -1, -1):
        later = max(later, third[h])
        row3[h] = later
    later = 0
    row2 = [0] * LEVELS
    for h in range(LEVELS - 1, -1, -1):
        later = max(later, second[h] + row3[h])
        row2[h] = later
    return max(first[h] + row2[h] for h in range(LEVELS))


def _shifts(first: list[int], second: list[int], third: list[int]) -> tuple[int, int, int]:
    """The ``h1 <= h2 <= h3`` that reach :func:`_most` (the fewest gaps first, on ties)."""
    best, chosen = -1, (0, 0, 0)
    for h1 in range(LEVELS):
        for h2 in range(h1, LEVELS):
            for h3 in range(h2, LEVELS):
                value = first[h1] + second[h2] + third[h3]
                if value > best:
                    best, chosen = value, (h1, h2, h3)
    return chosen


def _target(best: _Best, rows: list[_Rows], where: bytes) -> Target:
    """The best layout as a search's target: where each unsettled card goes."""
    a, b, c = best.rest
    h1, h2, h3 = _shifts(rows[a].gains[0], rows[b].gains[1], rows[c].gains[2])
    start = best.start
    starts = (start, start + RUN + h1, start + 2 * RUN + h2, start + 3 * RUN + h3)
    slot_of = bytearray([NO_AIM]) * (len(SUITS) * 13 + 1)  # Kings and the gap's code too
    card_for = bytearray([GAP]) * SLOT_COUNT
    unsettled = bytearray()
    for suit, first in zip((best.suit, a, b, c), starts, strict=True):
        for rank_index in range(RUN):
            card = suit * 13 + rank_index
            slot = (first + rank_index) % SLOT_COUNT
            if where[card] != slot:
                slot_of[card] = slot
                card_for[slot] = card
                unsettled.append(card)
    return Target(bytes(unsettled), bytes(slot_of), bytes(card_for), len(unsettled), best.suit)
