"""Why a hinted move: what it is for, worked out from the position before and after it.

A move is said by what it does for the win, each fact the engine's (runs,
neighbours, what a gap takes; nothing is decided here):

- what the card goes next to (``goes after 6♥``), and where that neighbour is on
  another row, that the rows run on;
- the run it makes, where it makes one, and the run it takes the card from: a run
  that stood already (the engine counts runs across gaps: ``A♠ _ 2♠ 3♠`` is a run
  of 3) is not made by the move; such a move moves a gap along the run (towards
  closing it up), and what is said is where the run ends once closed up, and what
  may follow it there;
- what the slot it leaves opens, for cards other than the one just moved (which
  could only go back);
- how many moves the line has left, from a finished line only (see
  :meth:`~maze_solitaire.play.assistant.Assistant.moves_left`): a figure said is the
  same on every run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from maze_solitaire.engine import (
    ACE,
    COLUMNS,
    QUEEN,
    SLOT_COUNT,
    Card,
    Move,
    Position,
    Run,
    Slot,
    fillers,
    run_through,
    sides_of,
)
from maze_solitaire.words.common import either, plural

if TYPE_CHECKING:
    from maze_solitaire.words.coach import Names

def hint_why(position: Position, move: Move, left: int | None, names: Names) -> str:
    """Why ``move`` from ``position``: what it joins, what it makes or closes up, what
    it opens, and what the line has left after it (``left`` moves, from a finished
    line; ``None``: no finished line goes on from that move, and no length is said)."""
    after = position.after_unchecked(move)
    said = f"{names.card(move.card)} {_joins(position, move, names)}"
    purpose = _purpose(position, after, move, names)
    if purpose:
        said += f", {purpose}"
    sentence = f"{said}, and {_opens(after, move, names)}"
    if left == 0:
        return f"{sentence}: that wins the game"
    if left is None:
        return sentence
    return f"{sentence}; the line wins in {plural(left, 'more move')}"


def _joins(position: Position, move: Move, names: Names) -> str:
    """What the moved card goes next to: ``goes after 6♥``, ``goes before 8♥ at r2c1,
    where the rows run on``, an Ace after a Queen, or where a line's end takes it."""
    left, right = sides_of(position, move.target)
    if left.card is not None and move.card in left.lets_in:
        beside = f"{names.card(left.card)}{_across(left.slot, move.target, names)}"
        if move.card.rank == ACE and left.card.rank == QUEEN:
            return f"starts a run after {beside} (any Ace may follow a Queen)"
        return f"goes after {beside}"
    if right.card is not None and move.card in right.lets_in:
        return f"goes before {names.card(right.card)}{_across(right.slot, move.target, names)}"
    return f"goes to {names.slot(move.target)}, where the line's end takes it"


def _across(neighbour: Slot | None, slot: Slot, names: Names) -> str:
    """`` at r4c9, where the rows run on`` where the neighbour is on another row, else
    nothing."""
    if neighbour is None or neighbour // COLUMNS == slot // COLUMNS:
        return ""
    return f" at {names.slot(neighbour)}, where the rows run on"


def _purpose(position: Position, after: Position, move: Move, names: Names) -> str:
    """The run the move makes (and the one it takes the card from), or, where that run
    stood already, how the move closes it up."""
    made = run_through(after, move.target)
    left = run_through(position, move.source)
    if made is not None and left == made:  # the run stood: a gap in it moved
        return _closing_up(after, made, move, names)
    said = []
    if made is not None:
        said.append(f"making a run of {made.length} ({_span(made, names)})")
    if left is not None:
        said.append(f"taking it from the run {_span(left, names)}")
    return ", ".join(said)


def _span(run: Run, names: Names) -> str:
    return f"{names.card(run.first)} to {names.card(run.last)}"


def _closing_up(after: Position, run: Run, move: Move, names: Names) -> str:
    """A run that stood already, a gap in it moved by the move: closed up at last, or
    where it ends once closed up, and what may follow it there."""
    first, last = after.slot_of(run.first), after.slot_of(run.last)
    span = _span(run, names)
    end = first + run.length - 1
    if last < first or end >= SLOT_COUNT:  # round the ring's end: no place to name
        return f"moving a gap along the run {span}"
    then = ""
    follows = _what_follows(after, run.last, names)
    opened = end + 1 < SLOT_COUNT and after[end + 1] is None and end + 1 != move.source
    if follows and opened:  # (the slot the card left is said next: not twice)
        then = f", {names.slot(end + 1)} after it open for {follows}"
    if all(after[slot] is not None for slot in range(first, last + 1)):
        return f"closing up the run {span}: it ends at {names.slot(end)}{then}"
    return f"moving a gap along the run {span} (closed up, it ends at {names.slot(end)}{then})"


def _what_follows(position: Position, card: Card, names: Names) -> str:
    """What may follow ``card`` by the rules: its successor, or any Ace after a Queen."""
    followers = position.variant.followers[card]
    if not followers:
        return ""
    if all(follower.rank == ACE for follower in followers) and len(followers) > 1:
        return "an Ace"
    return either([names.card(follower) for follower in followers])


def _opens(after: Position, move: Move, names: Names) -> str:
    """What the slot the card left opens, for cards other than the one just moved."""
    takers = tuple(card for card in fillers(after, move.source) if card != move.card)
    if takers:
        return f"opens {names.slot(move.source)} for {either([names.card(c) for c in takers])}"
    if move.card in fillers(after, move.source):
        return f"leaves {names.slot(move.source)} a gap nothing else can fill yet"
    return f"leaves {names.slot(move.source)} a gap nothing can fill yet"
