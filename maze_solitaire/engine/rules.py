"""The rules of Maze: which cards may fill a gap, playing a move, the win.

This module applies the rules; what differs between the variants (the
neighbours, what a neighbour lets into a gap, the win) is data of the
position's :class:`~maze_solitaire.engine.variant.Variant`, never named
here. In the standard variant a card may go into a gap when at least one of
these holds (the rule book, engine/RULES.md, `standard`, "Moves"):

1. the slot left of the gap holds a card of rank A-J and the card is its
   same-suit successor;
2. the slot left of the gap holds a Queen and the card is any Ace;
3. the slot right of the gap holds a card of rank 2-Q and the card is its
   same-suit predecessor (nothing goes before an Ace by this rule).

Left and right are on the 54-slot cycle; a neighbour that is a gap gives
nothing.

Which functions check: :func:`play` checks legality and raises
:class:`IllegalMoveError`; :func:`fillers`, :func:`legal_moves` and
:func:`is_legal` only report; :meth:`Position.after_unchecked` never checks.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

from typing import Final, NamedTuple

from maze_solitaire.engine.cards import ACE, Card
from maze_solitaire.engine.errors import IllegalMoveError
from maze_solitaire.engine.move import Move
from maze_solitaire.engine.position import Position
from maze_solitaire.engine.slots import Slot, slot_name
from maze_solitaire.engine.variant import NO_SLOT, STANDARD, Fillers

FOLLOWERS: Final[Fillers] = STANDARD.followers
"""``FOLLOWERS[c]``: the cards that may fill a gap whose left neighbour is ``c``."""
PRECEDERS: Final[Fillers] = STANDARD.preceders
"""``PRECEDERS[c]``: the cards that may fill a gap whose right neighbour is ``c``
(standard rules; each variant has its own, see :class:`Variant`)."""


def legal_moves(position: Position) -> list[Move]:
    """Every legal move, grouped by target gap in ascending order.

    This is the one place where the rules of a move are applied;
    :func:`fillers`, :func:`is_legal` and :func:`play` are all answered from
    it. It runs in time proportional to the number of gaps: each candidate
    card is found through the position's card-to-slot index, never by
    scanning the layout.
    """
    cells = position.cells
    where = position.where
    variant = position.variant
    look_left, look_right, at_edge = variant.look_left, variant.look_right, variant.at_edge
    followers, preceders = variant.followers, variant.preceders
    moves: list[Move] = []
    for gap in position.gaps:
        left = cells[look_left[gap]]  # the gap itself where there is no neighbour
        right = cells[look_right[gap]]
        if left is None:
            candidates = () if right is None else preceders[right]
        else:
            candidates = followers[left]
            if right is not None:
                before = preceders[right]
                # The same card may qualify through both neighbours: one move.
                if len(before) == 1:
                    if before[0] not in candidates:
                        candidates = candidates + before
                elif before:
                    candidates = _merged(candidates, before)
        edge = at_edge[gap]
        if edge:
            candidates = _merged(candidates, edge)
        for card in candidates:
            # tuple.__new__ skips the NamedTuple's Python-level constructor,
            # which cost a third of the listing time (bench_engine.py).
            moves.append(_new_tuple(Move, (card, where[card], gap)))
    return moves


def _merged(cards: tuple[Card, ...], more: tuple[Card, ...]) -> tuple[Card, ...]:
    return cards + tuple(card for card in more if card not in cards)


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
    a gap (or nothing), and its right one a gap or a card nothing goes before.
    """
    variant = position.variant
    left_slot, right_slot = variant.left_of[gap], variant.right_of[gap]
    on_left = "the end of the line" if left_slot == NO_SLOT else "a gap"
    right = None if right_slot == NO_SLOT else position.cells[right_slot]
    on_right = "a gap" if right is None else "an Ace"
    return f"nothing may follow {on_left}, and nothing goes before {on_right}"


def blocked_gaps(position: Position) -> list[Slot]:
    """The gaps that no card may fill right now."""
    return [gap for gap in position.gaps if not fillers(position, gap)]


def cards_in_place(position: Position) -> int:
    """How many cards already stand as the win will have them, never to move again
    (in the standard rules: the longest start of the reading order that follows the
    winning order; 48 means the game is won)."""
    return len(position.variant.in_place(position.cells))


def cards_in_order(position: Position) -> int:
    """How many cards stand where the win will have them beside their neighbour
    (in the standard rules, right after the card they follow there, the first card
    read an Ace). It grows as runs form anywhere on the board, and is 48 exactly
    at a win.

    >>> from maze_solitaire.engine.deals import deal
    >>> cards_in_order(deal(1)), cards_in_place(deal(1))
    (2, 0)
    """
    return sum(position.variant.in_order(position.cells))


class Run(NamedTuple):
    """Cards that stand in order one after the other (as :func:`cards_in_order` counts
    them): the first, the last, and how many."""

    first: Card
    last: Card
    length: int


def run_through(position: Position, slot: Slot) -> Run | None:
    """The run the card at ``slot`` stands in, if it is longer than the card alone
    (``None`` for a gap, or a card that follows nothing and that nothing follows).

    >>> from maze_solitaire.engine.deals import deal
    >>> run_through(deal(1), 0) is None
    True
    """
    cells = position.cells
    if cells[slot] is None:
        return None
    cards = [cell for cell in cells if cell is not None]
    follows = position.variant.in_order(cells)
    here = sum(1 for cell in cells[:slot] if cell is not None)
    first = here
    while first > 0 and follows[first] and cards[first].rank != ACE:
        first -= 1
    last = here
    while last + 1 < len(cards) and follows[last + 1] and cards[last + 1].rank != ACE:
        last += 1
    if first == last:
        return None
    return Run(cards[first], cards[last], last - first + 1)


def in_place_slots(position: Position) -> list[Slot]:
    """The slots of the cards counted by :func:`cards_in_place`."""
    return position.variant.in_place(position.cells)


def is_won(position: Position) -> bool:
    """Whether the position is won under its variant's rules."""
    return position.variant.is_won(position.cells)
