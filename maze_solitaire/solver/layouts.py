"""Won layouts of the reading win (``standard``, ``aisleriot``): the admissible lower
bound, and the layout a search aims at.

A won layout (the README's rule book, `standard`, "Win") is fixed by two choices:

suit order
    Which suit's run A…Q is read first, second, third and last: 24 orders.
shifts
    Reading the 48 cards in winning order, card ``i`` (0-47) stands in slot
    ``i + shift[i]``, where ``0 <= shift[0] <= … <= shift[47] <= 6``: the
    shift of a card is the number of gaps read before it.

A card is *settled* in a layout when it already stands in its slot there.
Every move carries one card, so no won layout is reached in fewer moves than
it has unsettled cards, and ``48 - (the most cards settled in any won
layout)`` is a lower bound on the moves left: :func:`lower_bound`.

Finding that most: with the suit order fixed, card ``i`` can only be settled
with shift ``slot - i``, so the settled cards of one layout are a
subsequence, in winning order, of the cards whose shift would be 0-6, with
shifts that never decrease: a longest non-decreasing subsequence over seven
values. The slots of a suit's run are the same for every order but one
number, the run's place in the order (its *block*), so each card fits at
most one block, and the work is shared between orders: a suit's cards are
sorted into blocks once (:class:`_SuitProfile`) and a block's effect on the
subsequence is computed once per input (:meth:`LayoutFinder._through_block`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations
from typing import Final, NamedTuple, Protocol

from maze_solitaire.engine import GAP_COUNT, QUEEN, SLOT_COUNT, SUITS
from maze_solitaire.solver.compact import GAP

RUN: Final = QUEEN
"""Cards in a suit's run, A…Q."""
CARDS_IN_PLAY: Final = RUN * len(SUITS)
MAX_SHIFT: Final = GAP_COUNT
LEVELS: Final = MAX_SHIFT + 1
"""Shifts 0-6: the values of the non-decreasing subsequence."""

SuitOrder = tuple[int, int, int, int]
"""Suit indexes (0 spades … 3 clubs) in the order their runs are read."""
ALL_ORDERS: Final[tuple[SuitOrder, ...]] = tuple(
    (a, b, c, d) for a, b, c, d in permutations(range(len(SUITS)))
)

Items = tuple[tuple[int, int], ...]
"""Cards of one suit that fit one block, as (rank index 0-11, shift), by rank."""


def _fits() -> tuple[tuple[tuple[int, int] | None, ...], ...]:
    """``_FITS[rank index][slot]``: the (block, shift) a card there fits, if any."""
    table = []
    for rank_index in range(RUN):
        row: list[tuple[int, int] | None] = []
        for slot in range(SLOT_COUNT):
            offset = slot - rank_index  # = 12 * block + shift
            block, shift = divmod(offset, RUN)
            fits = offset >= 0 and shift <= MAX_SHIFT and block < len(SUITS)
            row.append((block, shift) if fits else None)
        table.append(tuple(row))
    return tuple(table)


_FITS: Final = _fits()

FITS_NO_BLOCK: Final[tuple[tuple[bool, ...], ...]] = tuple(
    tuple(fit is None for fit in _FITS[card % 13]) if card % 13 < RUN else (True,) * SLOT_COUNT
    for card in range(len(SUITS) * 13)
)
"""``FITS_NO_BLOCK[card][slot]``: a card there is settled in no won layout at all."""


NO_AIM: Final = 255
"""In a :class:`Target`'s ``slot_of``: the card has no slot to go to (it is settled)."""


class Target(NamedTuple):
    """The won layout a search aims at, seen from one position.

    ``unsettled`` are the cards not yet in their slot of that layout (in
    winning order), ``slot_of[card]`` is the slot an unsettled card goes to
    (:data:`NO_AIM` for the others, 53 entries so that a gap's code 52 may be
    looked up), ``card_for[slot]`` is the unsettled card that goes to ``slot``
    (:data:`~.compact.GAP` if none). ``cost`` is ``len(unsettled)`` plus a penalty
    when the first suit of the order has no settled card (see
    :class:`LayoutFinder`); ``first_suit`` is that suit.
    """

    unsettled: bytes
    slot_of: bytes
    card_for: bytes
    cost: int
    first_suit: int


class Finder(Protocol):
    """What a search asks of won layouts, whichever the win: this module's
    :class:`LayoutFinder`, or :class:`~.runs.RunLayoutFinder`."""

    orders: tuple[SuitOrder, ...]
    fits_no_block: tuple[tuple[bool, ...], ...]
    """``fits_no_block[card][slot]``: a card there is settled in no won layout at all."""

    def bound(self, where: bytes) -> int:
        """``48 -`` the most settled cards of any won layout: admissible."""
        ...

    def target(self, where: bytes) -> Target:
        """The won layout to aim at from ``where``."""
        ...


class _SuitProfile(NamedTuple):
    """One suit's cards sorted into the blocks they fit (shared by equal profiles)."""

    ident: int
    blocks: tuple[Items, Items, Items, Items]
    best: tuple[int, int, int, int]
    """Per block, the most of these cards one layout can settle (a ceiling)."""
    best_code: int
    """``best`` as one number, a cheap key for caches."""


class _BlockPass(NamedTuple):
    """A block's items run through the subsequence, from one input."""

    levels: tuple[int, ...]
    """``levels[v]``: longest subsequence so far ending with shift <= v."""
    last: list[int]
    """``last[v]``: the item ending it, or ``-(u + 1)`` for "the input's ``levels[u]``"."""
    before: list[int]
    """``before[i]``: what precedes item ``i`` in its subsequence, coded like ``last``."""
    trails: dict[int, tuple[Items, int]]
    """Filled in as asked: for a subsequence leaving at ``level``, its items and entry level."""


class _Piece(NamedTuple):
    """One suit's part of a target (see :meth:`LayoutFinder._piece`)."""

    slots: list[int]
    """By rank index (13 entries): the target slot of an unsettled card, else -1."""
    unsettled: tuple[int, ...]
    shift: int
    """The shift after the suit's last settled card (or the one before the suit)."""


def _trail(run: _BlockPass, items: Items, level: int) -> tuple[Items, int]:
    """The items of ``run``'s subsequence that leaves at ``level``, and the level it enters at."""
    backwards = []
    link = run.last[level]
    while link >= 0:
        backwards.append(items[link])
        link = run.before[link]
    return tuple(reversed(backwards)), -link - 1


_START: Final = (0,) * LEVELS


_FORGET_PAST: Final = 1 << 14
"""Answers a cache of a finder keeps at most (four times as many bounds and counts,
the most asked): past that it starts afresh. Every answer is worked out from the
position alone, so forgetting one changes nothing but the time to find it again; and
the caches of a search of a million positions take some 30 MB in all."""
_CEILING: Final = 128
"""Added to a ceiling (at least ``-anchor_penalty``) to keep it in a byte of a ranking."""


def _packed(levels: Sequence[int]) -> int:
    """Levels as one number: six bits a level (a count of at most 48 cards)."""
    return sum(count << 6 * level for level, count in enumerate(levels))


class LayoutFinder:
    """Finds, for positions in compact form, the won layout with the most settled cards.

    ``orders`` limits the suit orders considered (a search may commit to
    one). With ``anchor_penalty`` > 0, :meth:`target` prefers layouts whose
    first suit already has a settled card, counting the lack as that many
    extra moves: the first run can only grow from a settled card of its own
    (nothing else precedes it but the gaps before slot 0), and a search that
    settles the other three suits first tends to leave it no room at all.
    :meth:`bound` ignores the penalty and is exact over ``orders``.

    Answers are cached, each cache up to :data:`_FORGET_PAST` answers; keep one
    finder per search, not forever. The bound needs only the count of each
    order's subsequence, found block by block from levels packed in one number
    (:meth:`_count`); a target, which needs the cards too, looks for them only
    in the orders whose count could beat the best so far.
    """

    fits_no_block = FITS_NO_BLOCK

    def __init__(self, orders: tuple[SuitOrder, ...] = ALL_ORDERS, anchor_penalty: int = 0):
        self.orders = orders
        self.anchor_penalty = anchor_penalty
        self._made = 0
        """Profiles made so far: each one's identity (never given twice)."""
        self._profiles: dict[bytes, _SuitProfile] = {}
        self._interned: dict[tuple[Items, ...], _SuitProfile] = {}
        self._passes: dict[tuple[int, int, tuple[int, ...]], _BlockPass] = {}
        self._counts: dict[int, int] = {}
        """By profile, block and packed levels in: the packed levels out of the block."""
        self._rankings: dict[int, bytes] = {}
        self._targets: dict[int, Target] = {}
        self._pieces: dict[tuple[int, int, Items, int], _Piece] = {}
        self._bounds: dict[int, int] = {}

    def bound(self, where: bytes) -> int:
        """``48 -`` the most settled cards of a won layout (suit orders in ``orders``)."""
        profiles = self._suit_profiles(where)
        key = _key(profiles)
        found = self._bounds.get(key)
        if found is None:
            best = -1
            ranking = self._ranking(profiles, penalty=0)
            ranked = len(ranking) // 2
            for at in range(ranked):
                if ranking[at] - _CEILING <= best:
                    break  # the ranking is by ceiling: nothing later can do better
                best = max(best, self._count(self.orders[ranking[ranked + at]], profiles))
            if len(self._bounds) >= 4 * _FORGET_PAST:
                self._bounds.clear()
            found = self._bounds[key] = CARDS_IN_PLAY - best
        return found

    def target(self, where: bytes) -> Target:
        """The layout to aim at: most settled cards, less the anchor penalty."""
        profiles = self._suit_profiles(where)
        key = _key(profiles)
        found = self._targets.get(key)
        if found is None:
            if len(self._targets) >= _FORGET_PAST:
                self._targets.clear()
            found = self._targets[key] = self._best_target(profiles)
        return found

    def _best_target(self, profiles: tuple[_SuitProfile, ...]) -> Target:
        penalty = self.anchor_penalty
        best_value = -CARDS_IN_PLAY - penalty - 1
        best: tuple[SuitOrder, list[Items]] = (self.orders[0], [(), (), (), ()])
        ranking = self._ranking(profiles, penalty)
        ranked = len(ranking) // 2
        for at in range(ranked):
            if ranking[at] - _CEILING <= best_value:
                break
            order = self.orders[ranking[ranked + at]]
            count, settled = self._subsequence(order, profiles)
            # Block 0 holds only the first suit: anchored if anything there is settled.
            value = count if settled[0] else count - penalty
            if value > best_value:
                best_value, best = value, (order, settled)
        order, settled = best
        columns: list[list[int]] = [[], [], [], []]
        unsettled: list[int] = []
        shift = 0
        for block, suit in enumerate(order):
            piece = self._piece(block, suit, settled[block], shift)
            columns[suit] = piece.slots
            unsettled.extend(piece.unsettled)
            shift = piece.shift
        slot_of = bytes([*columns[0], *columns[1], *columns[2], *columns[3], NO_AIM])
        card_for = bytearray(bytes([GAP]) * SLOT_COUNT)
        for card in unsettled:
            card_for[slot_of[card]] = card
        cost = CARDS_IN_PLAY - best_value
        return Target(bytes(unsettled), slot_of, bytes(card_for), cost, order[0])

    def _piece(self, block: int, suit: int, settled: Items, shift: int) -> _Piece:
        """One suit's part of a target: where its unsettled cards go in ``block``."""
        key = (block, suit, settled, shift)
        found = self._pieces.get(key)
        if found is None:
            shifts = dict(settled)
            slots = [NO_AIM] * 13  # the King's entry stays NO_AIM
            unsettled = []
            for rank_index in range(RUN):
                settled_shift = shifts.get(rank_index)
                if settled_shift is None:
                    # An unsettled card is aimed right after the settled card before
                    # it, so that the run can grow from it card by card.
                    slots[rank_index] = block * RUN + rank_index + shift
                    unsettled.append(suit * 13 + rank_index)
                else:
                    shift = settled_shift
            if len(self._pieces) >= _FORGET_PAST:
                self._pieces.clear()
            found = self._pieces[key] = _Piece(slots, tuple(unsettled), shift)
        return found

    def _suit_profiles(self, where: bytes) -> tuple[_SuitProfile, ...]:
        profile = self._profile
        # Each suit's 12 in-play cards (codes suit * 13 + 0 … 11; the King is 12).
        return (
            profile(where[0:12]),
            profile(where[13:25]),
            profile(where[26:38]),
            profile(where[39:51]),
        )

    def _profile(self, slots: bytes) -> _SuitProfile:
        found = self._profiles.get(slots)
        if found is None:
            blocks: tuple[list[tuple[int, int]], ...] = ([], [], [], [])
            for rank_index, slot in enumerate(slots):
                fit = _FITS[rank_index][slot]
                if fit is not None:
                    blocks[fit[0]].append((rank_index, fit[1]))
            frozen = (tuple(blocks[0]), tuple(blocks[1]), tuple(blocks[2]), tuple(blocks[3]))
            # Equal profiles share one identity, so that caches keyed by it hit
            # whenever a move leaves the cards that fit a block unchanged.
            found = self._interned.get(frozen)
            if found is None:
                best = (
                    _longest(frozen[0]),
                    _longest(frozen[1]),
                    _longest(frozen[2]),
                    _longest(frozen[3]),
                )
                code = best[0] + 13 * (best[1] + 13 * (best[2] + 13 * best[3]))
                self._made += 1
                found = _SuitProfile(self._made, frozen, best, code)
                if len(self._interned) >= _FORGET_PAST:
                    self._interned.clear()
                self._interned[frozen] = found
            if len(self._profiles) >= _FORGET_PAST:
                self._profiles.clear()
            self._profiles[slots] = found
        return found

    def _ranking(self, profiles: tuple[_SuitProfile, ...], penalty: int) -> bytes:
        """The orders by ceiling on their value, best first (ties: listed order): their
        ceilings (plus :data:`_CEILING`), then their numbers in ``orders``, a byte each."""
        key = (
            (((profiles[0].best_code << 15 | profiles[1].best_code) << 15)
             | profiles[2].best_code) << 15 | profiles[3].best_code
        ) << 8 | penalty  # fmt: skip
        found = self._rankings.get(key)
        if found is None:
            ranked = []
            best = [profile.best for profile in profiles]
            for number, order in enumerate(self.orders):
                first = best[order[0]][0]
                ceiling = first + best[order[1]][1] + best[order[2]][2] + best[order[3]][3]
                if not first:
                    ceiling -= penalty  # no card of the first suit can be settled
                ranked.append((ceiling, -number))
            ranked.sort(reverse=True)
            found = bytes(
                [*(ceiling + _CEILING for ceiling, _ in ranked), *(-minus for _, minus in ranked)]
            )
            if len(self._rankings) >= _FORGET_PAST:
                self._rankings.clear()
            self._rankings[key] = found
        return found

    def _count(self, order: SuitOrder, profiles: tuple[_SuitProfile, ...]) -> int:
        """The most settled cards for ``order`` (:meth:`_subsequence`'s count), its levels
        packed in one number from block to block."""
        levels = 0
        counts = self._counts
        for block, suit in enumerate(order):
            profile = profiles[suit]
            if profile.blocks[block]:
                key = (profile.ident << 2 | block) << 42 | levels
                out = counts.get(key)
                if out is None:
                    unpacked = tuple((levels >> 6 * level) & 63 for level in range(LEVELS))
                    run = self._through_block(profile.ident, block, profile.blocks[block], unpacked)
                    if len(counts) >= 4 * _FORGET_PAST:  # (counts too are asked most)
                        counts.clear()
                    out = counts[key] = _packed(run.levels)
                levels = out
        return levels >> 6 * MAX_SHIFT

    def _subsequence(
        self, order: SuitOrder, profiles: tuple[_SuitProfile, ...]
    ) -> tuple[int, list[Items]]:
        """The most settled cards for ``order``, and one such set, block by block."""
        levels = _START
        passes: list[_BlockPass | None] = []
        for block, suit in enumerate(order):
            profile = profiles[suit]
            items = profile.blocks[block]
            if items:
                run = self._through_block(profile.ident, block, items, levels)
                levels = run.levels
                passes.append(run)
            else:
                passes.append(None)
        settled: list[Items] = [(), (), (), ()]
        level = MAX_SHIFT
        for block in (3, 2, 1, 0):
            passed = passes[block]
            if passed is not None:
                trail = passed.trails.get(level)
                if trail is None:
                    items = profiles[order[block]].blocks[block]
                    trail = passed.trails[level] = _trail(passed, items, level)
                settled[block], level = trail
        return levels[MAX_SHIFT], settled

    def _through_block(
        self, ident: int, block: int, items: Items, levels: tuple[int, ...]
    ) -> _BlockPass:
        key = (ident, block, levels)
        found = self._passes.get(key)
        if found is None:
            best = list(levels)
            last = [-(level + 1) for level in range(LEVELS)]
            before: list[int] = []
            for number, (_, shift) in enumerate(items):
                length = best[shift] + 1
                before.append(last[shift])
                # best[] never decreases with the level: raise it up to where it
                # is already as long.
                level = shift
                while level < LEVELS and best[level] < length:
                    best[level] = length
                    last[level] = number
                    level += 1
            if len(self._passes) >= _FORGET_PAST:
                self._passes.clear()
            found = self._passes[key] = _BlockPass(tuple(best), last, before, {})
        return found


def _key(profiles: tuple[_SuitProfile, ...]) -> int:
    """The four profiles' identities as one number: a cache key."""
    return (
        (profiles[0].ident << 32 | profiles[1].ident) << 32 | profiles[2].ident
    ) << 32 | profiles[3].ident


def _longest(items: Items) -> int:
    """The longest non-decreasing subsequence of the items' shifts."""
    best = [0] * LEVELS
    for _, shift in items:
        length = best[shift] + 1
        level = shift
        while level < LEVELS and best[level] < length:
            best[level] = length
            level += 1
    return best[MAX_SHIFT]
