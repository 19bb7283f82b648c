"""Reading what a player types: cards and places as words, turned into the codes every
command takes.

The text mode writes a card as ``7H`` or, with ``--words``, as ``seven of hearts``,
and a place as ``r2c4`` or ``row 2, column 4``; a player may type either form,
anywhere a command takes one: ``play seven of hearts``, ``move 7 of hearts row
2 column 4``, ``queen of spades`` alone. The words are the ones the text mode
writes (:data:`~maze_solitaire.words.spoken.RANK_WORDS`, ``SUIT_WORDS``), so what
it says can always be typed back.

>>> as_codes("play seven of hearts".split())
['play', '7H']
>>> as_codes("move 10 of Diamonds row 2, column 4".split())
['move', 'TD', 'r2c4']
>>> as_codes("deal 7".split())
['deal', '7']
"""

from __future__ import annotations

from typing import Final

from maze_solitaire.engine import card
from maze_solitaire.words.spoken import RANK_WORDS, SUIT_WORDS

_RANK_OF: Final = {
    **{word: rank for rank, word in enumerate(RANK_WORDS, start=1)},
    **{str(rank): rank for rank in range(2, 11)},
    **{
        letter.lower(): rank
        for rank in range(1, 14)
        if (letter := card(rank, 0).notation()[0]).isalpha()
    },
}
"""A rank as typed: ``seven``, ``7``, ``ten``, ``10``, ``t``, ``queen``, ``q``, ``ace``, ``a``."""
_SUIT_OF: Final = {
    **{word: suit for suit, word in enumerate(SUIT_WORDS)},
    **{word.removesuffix("s"): suit for suit, word in enumerate(SUIT_WORDS)},
}
"""A suit as typed: ``hearts`` or ``heart``."""
_ROW_WORDS: Final = ("row", "r")
_COLUMN_WORDS: Final = ("column", "col", "c")


def as_codes(tokens: list[str]) -> list[str]:
    """``tokens`` with each card or place written in words turned into its code (``7H``,
    ``r2c4``); every other token as it was."""
    found: list[str] = []
    at = 0
    while at < len(tokens):
        taken = _card_words(tokens, at) or _place_words(tokens, at)
        if taken is None:
            found.append(tokens[at])
            at += 1
        else:
            code, length = taken
            found.append(code)
            at += length
    return found


def _word(tokens: list[str], at: int) -> str:
    """The token at ``at``, lower case, without the comma that may follow it."""
    return tokens[at].lower().rstrip(",") if at < len(tokens) else ""


def _card_words(tokens: list[str], at: int) -> tuple[str, int] | None:
    """``seven of hearts`` (or ``7 of hearts``) at ``at``: its code and its length."""
    rank = _RANK_OF.get(_word(tokens, at))
    suit = _SUIT_OF.get(_word(tokens, at + 2))
    if rank is None or suit is None or _word(tokens, at + 1) != "of":
        return None
    return card(rank, suit).notation(), 3


def _place_words(tokens: list[str], at: int) -> tuple[str, int] | None:
    """``row 2, column 4`` (or ``row 2 col 4``) at ``at``: its code and its length."""
    if _word(tokens, at) not in _ROW_WORDS or _word(tokens, at + 2) not in _COLUMN_WORDS:
        return None
    row, column = _word(tokens, at + 1), _word(tokens, at + 3)
    if not (row.isdecimal() and column.isdecimal() and row.isascii() and column.isascii()):
        return None
    return f"r{int(row)}c{int(column)}", 4
