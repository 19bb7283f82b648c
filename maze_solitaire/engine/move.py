"""A move: one card carried from its slot into a gap.

Text form: ``7H r2c4 -> r3c6`` (card, from, to); :func:`Move.parse` reads it
back, also with ``→`` for the arrow or plain slot numbers.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

import re
from typing import NamedTuple

from maze_solitaire.engine.cards import Card
from maze_solitaire.engine.errors import NotationError
from maze_solitaire.engine.slots import Slot, parse_slot, slot_name

_MOVE_TEXT = r"\s*(\S+)\s+(\S+)\s*(?:->|→)\s*(\S+)\s*"
"""A move as written: compiled where first read (re keeps it), not as the game starts."""


class Move(NamedTuple):
    """``card`` goes from slot ``source`` into the gap at slot ``target``.

    A move says nothing about whether it is legal; :mod:`rules` decides that.
    """

    card: Card
    source: Slot
    target: Slot

    def notation(self) -> str:
        """``"7H r2c4 -> r3c6"``."""
        return f"{self.card.notation()} {slot_name(self.source)} -> {slot_name(self.target)}"

    @classmethod
    def parse(cls, text: str) -> "Move":
        """Read ``"7H r2c4 -> r3c6"``; raises :class:`NotationError` naming the text."""
        match = re.fullmatch(_MOVE_TEXT, text)
        if not match:
            raise NotationError(f"not a move: {text!r} (expected e.g. '7H r2c4 -> r3c6')")
        return cls(Card.parse(match[1]), parse_slot(match[2]), parse_slot(match[3]))

    def __str__(self) -> str:
        return self.notation()

    def __repr__(self) -> str:
        return f"Move.parse({self.notation()!r})"
