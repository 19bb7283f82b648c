"""The rule book (engine/RULES.md), written out again as plainly as possible, to check the engine
against.

Deliberately slow and independent of :mod:`maze_solitaire.engine.rules`: it
tries every card against every gap and reads each rule as the rule book
states it, with its own modular arithmetic for the cycle.
"""

from __future__ import annotations

import itertools

from maze_solitaire.engine import PLAYING_CARDS, Card, Position


def may_fill(position: Position, card: Card, gap: int) -> bool:
    """Whether ``card`` may go into ``gap`` by rule 1, 2 or 3 of the rule book."""
    if position[gap] is not None:
        return False
    left = position[(gap - 1) % 54]
    right = position[(gap + 1) % 54]
    rule1 = (
        left is not None
        and 1 <= left.rank <= 11
        and card.suit == left.suit
        and card.rank == left.rank + 1
    )
    rule2 = left is not None and left.rank == 12 and card.rank == 1
    rule3 = (
        right is not None
        and 2 <= right.rank <= 12
        and card.suit == right.suit
        and card.rank == right.rank - 1
    )
    return rule1 or rule2 or rule3


def all_moves(position: Position) -> set[tuple[Card, int, int]]:
    """Every (card, from, to) the rules allow, found by trying everything."""
    found = set()
    for gap in range(54):
        for card in PLAYING_CARDS:
            if may_fill(position, card, gap):
                found.add((card, position.cells.index(card), gap))
    return found


def won(position: Position) -> bool:
    """Four same-suit runs A..Q in reading order, gaps skipped."""
    cards = [c for c in position.cells if c is not None]
    if len(cards) != 48:
        return False
    for start in range(0, 48, 12):
        run = cards[start : start + 12]
        if [c.rank for c in run] != list(range(1, 13)):
            return False
        if len({c.suit for c in run}) != 1:
            return False
    return True


def in_order(position: Position) -> int:
    """Cards in reading order (gaps skipped) that stand where a won layout has them
    after the card before: the next rank of its suit, or an Ace after a Queen; the
    first card read, if an Ace."""
    cards = [c for c in position.cells if c is not None]
    count = 1 if cards and cards[0].rank == 1 else 0
    for before, card in itertools.pairwise(cards):
        same_suit_next = card.suit == before.suit and card.rank == before.rank + 1
        ace_after_queen = card.rank == 1 and before.rank == 12
        count += same_suit_next or ace_after_queen
    return count


# --- the variants (the rule book, `pysol` and `aisleriot`) ----------------------------


def may_fill_aisleriot(position: Position, card: Card, gap: int) -> bool:
    """Aisleriot's rules 1 and 2: no wrap; slot 0 takes any Ace, slot 53 any Queen,
    and any Queen may go before an Ace."""
    if position[gap] is not None:
        return False
    from_left = card.rank == 1 if gap == 0 else _after(position[gap - 1], card)
    from_right = card.rank == 12 if gap == 53 else _before(position[gap + 1], card)
    return from_left or from_right


def _after(left: Card | None, card: Card) -> bool:
    if left is None:
        return False
    successor = card.suit == left.suit and card.rank == left.rank + 1
    return successor or (left.rank == 12 and card.rank == 1)


def _before(right: Card | None, card: Card) -> bool:
    if right is None:
        return False
    predecessor = card.suit == right.suit and card.rank == right.rank - 1
    return predecessor or (right.rank == 1 and card.rank == 12)


def all_moves_aisleriot(position: Position) -> set[tuple[Card, int, int]]:
    return {
        (card, position.cells.index(card), gap)
        for gap in range(54)
        for card in PLAYING_CARDS
        if may_fill_aisleriot(position, card, gap)
    }


def won_pysol(position: Position) -> bool:
    """Each Ace starts 12 consecutive slots (round the cycle) holding its suit's A..Q."""
    for slot, card in enumerate(position.cells):
        if card is not None and card.rank == 1:
            for step in range(12):
                held = position[(slot + step) % 54]
                if held is None or held.suit != card.suit or held.rank != step + 1:
                    return False
    return True
