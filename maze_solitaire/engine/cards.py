"""Cards: ranks, suits and their text forms.

A card is a small integer, ``suit * 13 + (rank - 1)``, wrapped in :class:`Card`
so that it prints as itself. Being an ``int`` lets the position index tables
by card with no dictionary look-up, which keeps move generation fast; the 52
cards are made once and shared, so ``Card`` values compare and hash as ints.

Text forms (the rule book, engine/RULES.md, "Cards, places and notation"):

- notation: two characters, rank ``A 2 … 9 T J Q K`` then suit ``S H D C``
  (``"7H"``, ``"TD"``); input is case-insensitive and takes ``10`` for ``T``;
- Unicode, for people: ``A♠``, ``10♥``, ``Q♦``;
- ASCII, for people whose terminal cannot show the suit symbols: ``AH``,
  ``10H``, ``QD`` (the notation but for the ten, which people read as 10).
"""

from __future__ import annotations

from typing import Final

from maze_solitaire.engine.errors import NotationError

ACE: Final = 1
QUEEN: Final = 12
KING: Final = 13

SUITS: Final = "SHDC"
"""Suit letters in the deck's order: spades, hearts, diamonds, clubs."""
SUIT_SYMBOLS: Final = "♠♥♦♣"

RANKS: Final = "A23456789TJQK"
"""Rank letters, index 0 is the Ace (rank 1)."""
_UNICODE_RANKS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


class Card(int):
    """One of the 52 cards; an ``int`` ``suit * 13 + rank - 1`` that reads as a card.

    Make cards with :func:`card` or :meth:`Card.parse`, never ``Card(n)``
    directly, so that every card is one of the 52 shared values.

    >>> Card.parse("7h")
    Card.parse('7H')
    >>> Card.parse("10d").unicode()
    '10♦'
    """

    __slots__ = ()

    @property
    def rank(self) -> int:
        """1 for an Ace … 12 for a Queen, 13 for a King."""
        return int(self) % 13 + 1

    @property
    def suit(self) -> int:
        """0 spades, 1 hearts, 2 diamonds, 3 clubs (the order of :data:`SUITS`)."""
        return int(self) // 13

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card in notation (``"7H"``, ``"th"``, ``"10D"``, ``"Q♦"``).

        Raises :class:`NotationError` naming the text when it is not a card.
        """
        found = _BY_TEXT.get(text.strip().upper())
        if found is None:
            raise NotationError(f"unknown card {text!r}")
        return found

    def notation(self) -> str:
        """The two-character notation, e.g. ``"TD"``."""
        return RANKS[self.rank - 1] + SUITS[self.suit]

    def unicode(self) -> str:
        """The face for people, e.g. ``"10♦"`` (two or three characters)."""
        return _UNICODE_RANKS[self.rank - 1] + SUIT_SYMBOLS[self.suit]

    def ascii(self) -> str:
        """The face for people without suit symbols, e.g. ``"10D"``, ``"QC"``."""
        return _UNICODE_RANKS[self.rank - 1] + SUITS[self.suit]

    def __str__(self) -> str:
        return self.notation()

    def __repr__(self) -> str:
        return f"Card.parse({self.notation()!r})"


ALL_CARDS: Final[tuple[Card, ...]] = tuple(Card(code) for code in range(52))
"""The 52 cards in deck order: A♠ … K♠, A♥ … K♥, A♦ … K♦, A♣ … K♣."""

PLAYING_CARDS: Final[tuple[Card, ...]] = tuple(c for c in ALL_CARDS if c.rank != KING)
"""The 48 cards in play (every card but the Kings)."""

ACES: Final[tuple[Card, ...]] = tuple(c for c in ALL_CARDS if c.rank == ACE)


def card(rank: int, suit: int) -> Card:
    """The card of ``rank`` (1 Ace … 13 King) and ``suit`` (index into :data:`SUITS`)."""
    if not (1 <= rank <= 13 and 0 <= suit <= 3):
        raise ValueError(f"no card of rank {rank} and suit {suit}")
    return ALL_CARDS[suit * 13 + rank - 1]


def _texts() -> dict[str, Card]:
    table: dict[str, Card] = {}
    for c in ALL_CARDS:
        for rank_text in {RANKS[c.rank - 1], _UNICODE_RANKS[c.rank - 1]}:
            for suit_text in (SUITS[c.suit], SUIT_SYMBOLS[c.suit]):
                table[rank_text + suit_text] = c
    return table


_BY_TEXT: Final = _texts()
