"""The deal generators: a deal number to the 54 slots it lays out.

Two generators, each pinned by golden tests; changing any step changes
every deal: don't.

**Ours** (the ``standard`` and ``aisleriot`` variants), for numbers
``0 <= n < 2**32``. Python's :mod:`random` does not promise the same numbers
across versions, so it is fixed here:

1. The generator is SplitMix64 (Steele, Lea and Flood, "Fast splittable
   pseudorandom number generators", OOPSLA 2014), seeded with the deal number.
2. A uniform integer in ``[0, bound)`` takes the next output and rejects it
   when it falls in the incomplete last block of ``2**64`` (so no bias).
3. The deck starts in deck order (A♠ … K♠, A♥ … K♥, A♦ … K♦, A♣ … K♣) and is
   shuffled by Fisher-Yates: for ``i`` from 51 down to 1, swap card ``i``
   with card ``j``, ``j`` uniform in ``[0, i]``.
4. The cards are dealt in reading order into every slot but 8 and 17 (the
   right end of rows 1 and 2), and the four Kings are then taken away.

**PySolFC's** (the ``pysol`` variant), for its game numbers
``1 <= n < 10**20``, exactly as PySolFC deals its Maze (the rule book, engine/RULES.md,
`pysol`, "Deal"): the cards made suit by suit (clubs, spades, hearts, diamonds),
Ace to King; shuffled by PySolFC's own generators, from the ``pysol-cards``
package that PySolFC deals with (below 32000 the Microsoft-compatible one,
after its card rearrangement; from 32000 the Mersenne Twister); dealt from
the top of the pile (the end of the shuffled list) into slots 0-51, a King
leaving its slot empty; slots 52 and 53 stay empty. ``pysol-cards`` is
imported only when such a deal is made.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from maze_solitaire.engine.cards import ALL_CARDS, KING, SUITS, Card, card
from maze_solitaire.engine.slots import SLOT_COUNT

Cell = Card | None
"""What a slot holds: a card, or ``None`` for a gap."""

DEAL_COUNT: Final = 2**32
"""Our deal numbers run from 0 to ``DEAL_COUNT - 1``."""
EMPTY_AT_DEAL: Final = (8, 17)
"""The two slots our deal leaves empty (the rule book, engine/RULES.md, `standard`, "Deal")."""

PYSOL_FIRST: Final = 1
PYSOL_END: Final = 10**20
"""PySolFC's game numbers run from 1 to ``PYSOL_END - 1``."""
PYSOL_MS_END: Final = 32000
"""Below this, PySolFC deals with its Microsoft-compatible generator."""
PYSOL_SUITS: Final = "CSHD"
"""PySolFC's suit order, by its own suit numbers 0-3."""

_MASK64: Final = (1 << 64) - 1


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
    """The 52 cards in the order our deal ``number`` lays them out."""
    deck = list(ALL_CARDS)
    outputs = splitmix64(number)
    for i in range(len(deck) - 1, 0, -1):
        j = _below(outputs, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def our_layout(number: int) -> list[Cell]:
    """The 54 slots of our deal ``number`` (checked by the caller)."""
    deck = iter(shuffled_deck(number))
    cells: list[Cell] = []
    for slot in range(SLOT_COUNT):
        if slot in EMPTY_AT_DEAL:
            cells.append(None)
        else:
            dealt = next(deck)
            cells.append(None if dealt.rank == KING else dealt)
    return cells


def pysol_layout(number: int) -> list[Cell]:
    """The 54 slots of PySolFC's Maze game ``number`` (checked by the caller)."""
    from pysol_cards.cards import createCards, ms_rearrange
    from pysol_cards.random import LCRandom31, MTRandom

    pile = createCards(1)  # suit by suit in PySolFC's order, Ace to King
    if number < PYSOL_MS_END:
        generator = LCRandom31()
        generator.setSeed(number)
        pile = ms_rearrange(pile)
    else:
        generator = MTRandom(number)
    generator.shuffle(pile)
    cells: list[Cell] = []
    for dealt in reversed(pile):  # the top of the pile first
        ours = card(dealt.rank, SUITS_FROM_PYSOL[dealt.suit])
        cells.append(None if ours.rank == KING else ours)
    return cells + [None] * (SLOT_COUNT - len(cells))


SUITS_FROM_PYSOL: Final = tuple(SUITS.index(letter) for letter in PYSOL_SUITS)
"""Our suit index (spades 0, hearts 1, diamonds 2, clubs 3) of each PySolFC suit."""
