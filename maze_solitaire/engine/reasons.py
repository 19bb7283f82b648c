"""Why a gap takes no card, and where a card would go: the rules' reasons, as data.

The coach (:mod:`maze_solitaire.words.coach`) puts these in words: "nothing can
fill r3c4: the slot on its left is a gap, and an Ace stands on its right";
"8♣ goes after 7♣ at r3c3, but r3c4 holds 9♦". Like the rules module, this
one reads the position's :class:`~.variant.Variant` and never names one:
what a neighbour lets in, and what the ends of a line that does not wrap
let in, are the variant's data.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

from typing import NamedTuple

from maze_solitaire.engine.cards import PLAYING_CARDS, Card
from maze_solitaire.engine.position import Position
from maze_solitaire.engine.slots import Slot
from maze_solitaire.engine.variant import NO_SLOT


class Side(NamedTuple):
    """One side of a gap, and what it lets into the gap.

    ``slot`` is ``None`` where the gap ends a line that does not wrap (r1c1's left
    in Aisleriot's reading); ``card`` is what stands there, ``None`` for a gap
    (or no slot); ``lets_in``, the cards this side lets in: the card's successors
    (on the left) or predecessors (on the right), or what the line's end takes.
    """

    slot: Slot | None
    card: Card | None
    lets_in: tuple[Card, ...]


def sides_of(position: Position, gap: Slot) -> tuple[Side, Side]:
    """The left and the right side of ``gap``: a gap takes a card exactly when one of
    them lets it in.

    >>> from maze_solitaire.engine.deals import deal
    >>> left, right = sides_of(deal(1), 8)  # r1c9, between 6♥ and 9♣
    >>> str(left.card), [str(c) for c in left.lets_in], str(right.card)
    ('6H', ['7H'], '9C')
    """
    variant = position.variant
    left_slot, right_slot = variant.left_of[gap], variant.right_of[gap]
    if left_slot == NO_SLOT:
        left = Side(None, None, variant.at_the_start)
    else:
        card = position.cells[left_slot]
        left = Side(left_slot, card, () if card is None else variant.followers[card])
    if right_slot == NO_SLOT:
        right = Side(None, None, variant.at_the_end)
    else:
        card = position.cells[right_slot]
        right = Side(right_slot, card, () if card is None else variant.preceders[card])
    return left, right


class Place(NamedTuple):
    """Somewhere a card may go, and what stands there now.

    The card goes right after ``beside`` (``after``), or right before it, in the
    slot ``target``; or, where ``beside`` is ``None``, into ``target`` because it
    starts or ends a line that does not wrap and takes such a card. ``target`` is
    ``None`` where ``beside`` itself ends such a line (nothing comes after it);
    ``holder`` is the card in ``target``, ``None`` for a gap.
    """

    beside: Card | None
    after: bool
    target: Slot | None
    holder: Card | None


def places_for(position: Position, card: Card) -> list[Place]:
    """Every place ``card`` may go by the rules, whatever stands there now: after each
    card it may follow, before each card it may precede, and where a line's end takes
    it. It fits a gap now exactly where a place's ``holder`` is ``None`` (and its
    ``target`` a slot).

    >>> from maze_solitaire.engine.cards import Card
    >>> from maze_solitaire.engine.deals import deal
    >>> [(str(p.beside), p.after, p.target, str(p.holder))
    ...  for p in places_for(deal(1), Card.parse("8C"))]  # after 7C at r6c9: r1c1 holds 7H
    [('7C', True, 0, '7H'), ('9C', False, 8, 'None')]
    """
    variant = position.variant
    cells, where = position.cells, position.where
    found: list[Place] = []
    for before in PLAYING_CARDS:
        if card in variant.followers[before]:
            slot = variant.right_of[where[before]]
            found.append(_place(before, True, slot, cells))
    for after in PLAYING_CARDS:
        if card in variant.preceders[after]:
            slot = variant.left_of[where[after]]
            found.append(_place(after, False, slot, cells))
    for slot, takes in ((0, variant.at_the_start), (len(cells) - 1, variant.at_the_end)):
        if card in takes:
            found.append(Place(None, False, slot, cells[slot]))
    return found


def _place(beside: Card, after: bool, slot: Slot, cells: tuple[Card | None, ...]) -> Place:
    if slot == NO_SLOT:
        return Place(beside, after, None, None)
    return Place(beside, after, slot, cells[slot])
