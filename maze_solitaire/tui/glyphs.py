"""What the screen draws with: suit symbols and box lines, or plain ASCII.

ASCII is used when the terminal's encoding cannot show the symbols (under
``LC_ALL=C`` ncurses would print blanks for them without any error) or when
the player asks for it with ``--ascii``. Every string the game draws comes
from here or is ASCII already, so nothing else needs to care.
"""

from __future__ import annotations

from typing import NamedTuple

from maze_solitaire.engine import ALL_CARDS, Card


class Glyphs(NamedTuple):
    unicode: bool
    dash: str
    blocked: str
    separator: str
    check: str
    ellipsis: str
    at_least: str

    def text(self, text: str) -> str:
        """Free text from elsewhere (messages, notices) made safe to draw."""
        if self.unicode:
            return text
        for wide, narrow in _ASCII_FOR.items():
            text = text.replace(wide, narrow)
        return text.encode("ascii", "replace").decode("ascii")

    def card(self, card: Card) -> str:
        """A card's face, at most three characters: ``10♥`` or ``TH``."""
        return card.unicode() if self.unicode else card.ascii()


_ASCII_FOR = {"—": "-", "–": "-", "→": "->", "←": "<-", "…": "...", "✓": "+", "×": "x"}
for _card in ALL_CARDS:
    _ASCII_FOR[_card.unicode()] = _card.ascii()

UNICODE = Glyphs(
    unicode=True, dash="—", blocked="×", separator="│", check="✓", ellipsis="…", at_least="≥"
)
ASCII = Glyphs(
    unicode=False, dash="-", blocked="x", separator="|", check="+", ellipsis="...", at_least=">="
)
