"""The coach's sentences: why a gap takes no card, where a card would go, a hint in its
steps (the card, then where, then why), and a move that lost the game.

Every sentence is built from the position (the engine's reasons,
:mod:`maze_solitaire.engine.reasons`), never canned; the same function serves
both front ends, each naming cards, places and moves its own way (:class:`Names`:
the full-screen game's glyphs, ``8♣`` and ``r3c4``; the text mode's voice,
``8C`` or ``eight of clubs``).
"""

from __future__ import annotations

from typing import Final, Protocol

from maze_solitaire.engine import (
    ACE,
    COLUMNS,
    Card,
    Move,
    Place,
    Position,
    Side,
    Slot,
    places_for,
    sides_of,
)
from maze_solitaire.words.common import either


class Names(Protocol):
    """How a front end names cards, places and moves."""

    def card(self, card: Card, /) -> str: ...

    def slot(self, slot: Slot, /) -> str: ...

    def move(self, move: Move, /) -> str: ...


UNDO_KEY: Final = "u"
"""The full-screen game's key that takes a move back (a test holds it to the key table)."""
HINT_KEY: Final = "H"
"""The full-screen game's key for a hint (a test holds it to the key table)."""
DEMO_KEY: Final = "D"
"""The full-screen game's key for the demo (a test holds it to the key table)."""


# -- why a gap takes nothing -----------------------------------------------------------------


def cannot_fill(position: Position, gap: Slot, names: Names) -> str:
    """``Nothing can fill r3c4: the slot on its left is a gap, and an Ace stands on its
    right (nothing goes before an Ace)``."""
    return f"Nothing can fill {names.slot(gap)}: {blocked_because(position, gap, names)}"


def blocked_because(position: Position, gap: Slot, names: Names) -> str:
    """What each side of ``gap`` lets in, or why nothing: the gap's reason."""
    left, right = sides_of(position, gap)
    return f"{_side(left, gap, names, left=True)}, and {_side(right, gap, names, left=False)}"


def _across(side: Side, gap: Slot, names: Names) -> str:
    """`` (r6c9: the rows run on)`` where the neighbour is on another row (the rule
    newcomers miss most), else nothing."""
    if side.slot is None or side.slot // COLUMNS == gap // COLUMNS:
        return ""
    return f" ({names.slot(side.slot)}: the rows run on)"


def _side(side: Side, gap: Slot, names: Names, *, left: bool) -> str:
    """Why one side of a blocked gap lets nothing in (``left``: its left side)."""
    where = "left" if left else "right"
    if side.slot is None:
        if left:
            return "it starts the line (nothing comes before r1c1 under these rules)"
        return "it ends the line (nothing comes after r6c9 under these rules)"
    if side.card is None:
        return f"the slot on its {where}{_across(side, gap, names)} is a gap"
    card = names.card(side.card)
    if side.lets_in:
        return f"the {card} on its {where} takes {_cards(side.lets_in, names)}"
    if not left and side.card.rank == ACE:
        return f"an Ace stands on its right{_across(side, gap, names)} (nothing goes before an Ace)"
    if left:
        return f"nothing follows the {card} on its left"
    return f"nothing goes before the {card} on its right"


def _cards(cards: tuple[Card, ...], names: Names) -> str:
    return either([names.card(card) for card in cards])


# -- where a card would go -------------------------------------------------------------------


def fits_nowhere(position: Position, card: Card, names: Names) -> str:
    """``8♣ goes after 7♣ at r3c3, but r3c4 holds 9♦; or before 9♣ at r2c1, but r1c9
    holds J♠``: each place the card may go by the rules, and what stands in the way."""
    found = places_for(position, card)
    if not found:
        return f"{names.card(card)} goes nowhere under these rules"
    standing = [place for place in found if place.holder == card]
    if standing:  # any other place is beside the point: said once, where it stands
        standing.sort(key=lambda place: place.beside is not None)  # a line's end first
        beside = [_beside(position, card, place, names) for place in standing]
        joined = (", and " if any("," in part for part in beside) else " and ").join(beside)
        return f"{names.card(card)} is in its place already, {joined}"
    places = [_place(position, card, place, names) for place in found]
    return f"{names.card(card)} goes {'; or '.join(places)}"


def _beside(position: Position, card: Card, place: Place, names: Names) -> str:
    """Where ``card`` stands in ``place`` (its own slot): ``after 8♦ (r5c9: the rows run
    on)``, ``at r1c1, which starts the line``."""
    slot = position.slot_of(card)
    if place.beside is None:
        return f"at {names.slot(slot)}, which {'starts' if slot == 0 else 'ends'} the line"
    beside = position.slot_of(place.beside)
    crossed = beside // COLUMNS != slot // COLUMNS
    across = f" ({names.slot(beside)}: the rows run on)" if crossed else ""
    return f"{'after' if place.after else 'before'} {names.card(place.beside)}{across}"


def _place(position: Position, card: Card, place: Place, names: Names) -> str:
    beside, target, holder = place.beside, place.target, place.holder
    if beside is None:  # where a line's end takes it
        assert target is not None
        end = f"{names.slot(target)}, which {'starts' if target == 0 else 'ends'} the line"
        if holder is None:
            return f"into the gap at {end}"
        if holder == card:
            return f"to {end}, where it stands already"
        return f"to {end}, but it holds {names.card(holder)}"
    head = f"{'after' if place.after else 'before'} {names.card(beside)}"
    head += f" at {names.slot(position.slot_of(beside))}"
    if target is None:
        return f"{head}, but {names.card(beside)} {'ends' if place.after else 'starts'} the line"
    if holder is None:
        return f"{head}, into the gap at {names.slot(target)}"
    if holder == card:
        return f"{head}, where it stands already"
    return f"{head}, but {names.slot(target)} holds {names.card(holder)}"


# -- a hint, step by step --------------------------------------------------------------------


def hint_step(
    hint: tuple[Move, int, Position, int | None], names: Names, again: str
) -> str:
    """A hint, shown as far as its step: ``(move, step, position, left)`` as the event
    carries them; ``again``: how to ask for the next step (``H again``, ``hint again``).

    1. ``Hint: move 7♥ (r1c1); H again shows where``
    2. ``Hint: 7♥ r1c1 → r1c9; H again says why``
    3. ``Why: 7♥ goes after 6♥, making a run of 2 (6♥ to 7♥), and opens r1c1 for 8♣
       or 8♠; the line wins in 40 more moves``
    """
    move, step, position, left = hint
    if step == 1:
        card, source = names.card(move.card), names.slot(move.source)
        return f"Hint: move {card} ({source}); {again} shows where"
    if step == 2:
        return f"Hint: {names.move(move)}; {again} says why"
    from maze_solitaire.words.why import hint_why  # here: only the third step needs it

    return f"Why: {hint_why(position, move, left, names)}"


# -- a move that lost the game ---------------------------------------------------------------


def lost(blamed: bool, undo: str) -> str:
    """The game is lost, the solver having searched every position that can be reached:
    by the last move (``blamed``: a line was known from the position before it), or
    seen only now. ``undo``: the key or command that takes a move back."""
    if blamed:
        return f"That move lost the game: no win is reachable from here. {undo} takes it back."
    return f"The game is lost: no win is reachable from here. {undo} takes moves back."


def line_left(undo: str) -> str:
    """The last move left the winning line, and the solver found no other within its
    budget: which proves nothing."""
    return (
        "That move left the winning line, and the solver found no other within its budget:"
        f" a win may still be reachable. {undo} takes it back."
    )


# -- the coach, described (the manual) -------------------------------------------------------


def about(names: Names) -> tuple[str, ...]:
    """What the coach does, each paragraph with an example worked out on deal 1 by the
    functions above (the manual's words: never a sentence the game would not say)."""
    from maze_solitaire.engine import deal  # here: the game's start does not need it

    start = deal(1)
    move = Move.parse("9D r6c8 -> r3c7")
    steps = [hint_step((move, step, start, None), names, f"{HINT_KEY} again") for step in (1, 2, 3)]
    return (
        f"A hint comes in steps, each counted as help once: {HINT_KEY} names the card to"
        f" move, {HINT_KEY} again marks where it goes, and a third time says why, from the"
        f" position: \"{steps[0]}\", \"{steps[1]}\", \"{steps[2]}\". In a game that"
        f" could still be won clean, it asks first, and {HINT_KEY} again says yes. After its"
        " second step, Enter on its card offers its gap first. The why says how many moves"
        " the line has left once the search of the position has finished (it waits for"
        " that): the same figure on every run.",
        "Picking a gap that nothing can fill, or a card that fits no gap, says why: which"
        " neighbour lets nothing in, or where the card would go and what stands in the way:"
        f" \"{fits_nowhere(start, Card.parse('QS'), names)}\".",
        "A move after which the solver has searched every position that can be reached,"
        f" and found no win, is named at once: \"{lost(True, UNDO_KEY)}\" A move that left"
        " the winning line in hand, where the search found no other within its budget, is"
        f" told apart: \"{line_left(UNDO_KEY)}\" The config file's warnings = false keeps"
        " both quiet.",
    )
