"""The rules of Maze: which cards may fill a gap, playing a move, the win.

This module is the one place where the rules of RULES.md live. A card may go
into a gap when at least one of these holds:

1. the slot left of the gap holds a card of rank A-J and the card is its
   same-suit successor;
2. the slot left of the gap holds a Queen and the card is any Ace;
3. the slot right of the gap holds a card of rank 2-Q and the card is its
   same-suit predecessor (nothing goes before an Ace by this rule).

Left and right are on the 54-slot cycle; a neighbour that is a gap gives
nothing. The game is won when the 48 cards, read from slot 0 to slot 53
skipping gaps, form four same-suit runs A…Q.

Which functions check: :func:`play` checks legality and raises
:class:`IllegalMoveError`; :func:`fillers`, :func:`legal_moves` and
:func:`is_legal` only report; :meth:`Position.after_unchecked` never checks.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from maze_solitaire.engine.cards import ACES, ALL_CARDS, QUEEN, Card
from maze_solitaire.engine.errors import IllegalMoveError
from maze_solitaire.engine.move import Move
from maze_solitaire.engine.position import Position
from maze_solitaire.engine.slots import RIGHT_OF, Slot, slot_name


def _after_left(card: Card) -> tuple[Card, ...]:
    """Rules 1 and 2: what may stand right after ``card``."""
    if card.rank == QUEEN:
        return ACES
    if card.rank < QUEEN:
        return (ALL_CARDS[card + 1],)
    return ()  # a King is never on the board


def _before_right(card: Card) -> tuple[Card, ...]:
    """Rule 3: what may stand right before ``card`` (nothing before an Ace)."""
    if 2 <= card.rank <= QUEEN:
        return (ALL_CARDS[card - 1],)
    return ()


FOLLOWERS: Final[tuple[tuple[Card, ...], ...]] = tuple(_after_left(c) for c in ALL_CARDS)
"""``FOLLOWERS[c]``: the cards that may fill a gap whose left neighbour is ``c``."""
PRECEDERS: Final[tuple[tuple[Card, ...], ...]] = tuple(_before_right(c) for c in ALL_CARDS)
"""``PRECEDERS[c]``: the cards that may fill a gap whose right neighbour is ``c``."""


def legal_moves(position: Position) -> list[Move]:
    """Every legal move, grouped by target gap in ascending order.

    This is the one place where rules 1-3 are applied; :func:`fillers`,
    :func:`is_legal` and :func:`play` are all answered from it. It runs in
    time proportional to the number of gaps: each candidate card is found
    through the position's card-to-slot index, never by scanning the layout.
    """
    cells = position.cells
    where = position.where
    right_of = RIGHT_OF
    moves: list[Move] = []
    for gap in position.gaps:
        left = cells[gap - 1]  # index -1 is slot 53: the cycle wraps by itself
        right = cells[right_of[gap]]
        if left is None:
            if right is None:
                continue
            candidates = PRECEDERS[right]
        else:
            candidates = FOLLOWERS[left]
            if right is not None:
                preceders = PRECEDERS[right]
                # The same card may qualify through both neighbours: one move.
                if preceders and preceders[0] not in candidates:
                    candidates = candidates + preceders
        for card in candidates:
            # tuple.__new__ skips the NamedTuple's Python-level constructor,
            # which cost a third of the listing time (bench_engine.py).
            moves.append(_new_tuple(Move, (card, where[card], gap)))
    return moves


_new_tuple = tuple.__new__


def fillers(position: Position, gap: Slot) -> tuple[Card, ...]:
    """The cards that may go into the gap at slot ``gap``.

    Empty when ``gap`` is not a gap or when no card qualifies (a "blocked"
    gap: its left neighbour is a gap and its right one a gap or an Ace).
    """
    return tuple(move.card for move in legal_moves(position) if move.target == gap)


def is_legal(position: Position, move: Move) -> bool:
    """Whether ``move`` is allowed in ``position`` (the card is where it says)."""
    return move in legal_moves(position)


def play(position: Position, move: Move) -> Position:
    """The position after ``move``; raises :class:`IllegalMoveError` if not allowed."""
    if not is_legal(position, move):
        raise IllegalMoveError(f"illegal move {move.notation()}: {why_illegal(position, move)}")
    return position.after_unchecked(move)


def why_illegal(position: Position, move: Move) -> str:
    """A short reason, for people, why ``move`` is not allowed (``""`` if it is)."""
    card, source, target = move
    if not 0 <= target < len(position.cells) or not 0 <= source < len(position.cells):
        return "no such slot"
    if position.cells[source] != card:
        return f"{card} is not at {slot_name(source)}"
    if position.cells[target] is not None:
        return f"{slot_name(target)} is not a gap"
    allowed = fillers(position, target)
    if not allowed:
        return f"nothing may fill {slot_name(target)}: {blocked_reason(position, target)}"
    if card not in allowed:
        return f"only {' or '.join(str(c) for c in allowed)} may fill {slot_name(target)}"
    return ""


def blocked_reason(position: Position, gap: Slot) -> str:
    """Why a blocked gap takes no card, for people.

    Only meaningful for a gap in :func:`blocked_gaps`: its left neighbour is
    a gap, and its right one a gap or an Ace.
    """
    right = position.cells[RIGHT_OF[gap]]
    on_right = "a gap" if right is None else "an Ace"
    return f"nothing may follow a gap, and nothing goes before {on_right}"


def blocked_gaps(position: Position) -> list[Slot]:
    """The gaps that no card may fill right now."""
    return [gap for gap in position.gaps if not fillers(position, gap)]


def _follows(position: Position) -> Iterator[bool]:
    """For each card in reading order (slot 0 on, gaps skipped): whether it may follow
    the card read before it, as every card does in a won layout (the first read must
    be an Ace). The one place "in order" is defined."""
    previous: Card | None = None
    for cell in position.cells:
        if cell is not None:
            yield cell in (ACES if previous is None else FOLLOWERS[previous])
            previous = cell


def cards_in_place(position: Position) -> int:
    """How many cards, read from slot 0 skipping gaps, already follow the winning order.

    The winning order is four same-suit runs A…Q; this counts the longest
    such prefix of the reading order (48 means the game is won).
    """
    count = 0
    for follows in _follows(position):
        if not follows:
            break
        count += 1
    return count


def cards_in_order(position: Position) -> int:
    """How many cards stand where the win will have them: right after the card they
    follow there (the next of their suit, or an Ace after a Queen; the first card read
    an Ace). It grows as runs form anywhere on the board, and is 48 exactly at a win.

    >>> from maze_solitaire.engine.deals import deal
    >>> cards_in_order(deal(1)), cards_in_place(deal(1))
    (2, 0)
    """
    return sum(_follows(position))


def in_place_slots(position: Position) -> list[Slot]:
    """The slots of the cards counted by :func:`cards_in_place`."""
    wanted = cards_in_place(position)
    slots = [slot for slot, cell in enumerate(position.cells) if cell is not None]
    return slots[:wanted]


def is_won(position: Position) -> bool:
    """Whether the 48 cards read as four same-suit runs A…Q (gaps anywhere)."""
    return cards_in_place(position) == len(position.cells) - len(position.gaps)
