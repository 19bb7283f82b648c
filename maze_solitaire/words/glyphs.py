"""The face text is written in: suit symbols and box lines, or plain ASCII, chosen in one place.

ASCII is used when the output cannot show the symbols or when the player
asks for it (``--ascii``). Two traps decide how that is told. Under
``LC_ALL=C`` Python's UTF-8 mode makes ``sys.stdout.encoding`` say UTF-8,
while the C library (and so ncurses) works in ASCII and prints blanks for
the symbols without any error. So for a terminal the C library's own
codeset is asked; for a pipe or a file, whether the stream can encode them.

Every string the game and the commands write comes from here or is ASCII
already, so nothing else needs to care.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

# The C library's locale, asked directly: the locale module on top of it (aliases, tables
# and the re module) would cost the game's first frame a millisecond, for two calls.
import _locale
from typing import NamedTuple, TextIO

from maze_solitaire import system
from maze_solitaire.engine import ALL_CARDS, SUIT_SYMBOLS, Card, Move, Slot, slot_name


class Glyphs(NamedTuple):
    unicode: bool
    dash: str
    blocked: str
    separator: str
    check: str
    ellipsis: str
    at_least: str
    times: str
    runs_on: str
    """After a row's last place: the next place is the next row's first (r1c1 after r6c9)."""
    ring_start: str
    """Before r1c1, where r6c9 runs on into it."""
    frame: str
    """A boxed card's edges: its corners top left, the line across, top right, a side,
    the corners bottom left and bottom right."""
    gap_frame: str
    """A boxed gap's edges, as :attr:`frame`: lighter, as a place with no card in it."""

    def text(self, text: str) -> str:
        """Free text from elsewhere (messages, notices, file names) made safe to draw."""
        if self.unicode:
            return text
        for wide, narrow in _ASCII_FOR.items():
            text = text.replace(wide, narrow)
        # What has no ASCII form is shown escaped (``\u0663``), never as a bare "?".
        return text.encode("ascii", "backslashreplace").decode("ascii")

    def card(self, card: Card) -> str:
        """A card's face, at most three characters: ``10♥`` or ``10H``."""
        return card.unicode() if self.unicode else card.ascii()

    def slot(self, slot: Slot) -> str:
        """A place as the game names it: ``r2c4``."""
        return slot_name(slot)

    def move(self, move: Move) -> str:
        """``10♥ r2c4 → r3c6``, or ``10H r2c4 -> r3c6``: the card as the board shows it."""
        arrow = "→" if self.unicode else "->"
        return f"{self.card(move.card)} {slot_name(move.source)} {arrow} {slot_name(move.target)}"


_ASCII_FOR = {"—": "-", "–": "-", "→": "->", "←": "<-", "…": "...", "✓": "+", "×": "x", "≥": ">="}
for _card in ALL_CARDS:
    _ASCII_FOR[_card.unicode()] = _card.ascii()

UNICODE = Glyphs(
    True, "—", "×", "│", "✓", "…", "≥", "×", "↩", "→", frame="╭─╮│╰╯", gap_frame="┌┄┐┆└┘"
)  # fmt: skip
ASCII = Glyphs(
    False, "-", "x", "|", "+", "...", ">=", "x", ">", ">", frame="+-+|++", gap_frame="...:''"
)  # fmt: skip


def glyphs_for(stream: TextIO, force_ascii: bool = False) -> Glyphs:
    """The face for text written to ``stream``: the one place it is chosen."""
    return UNICODE if not force_ascii and _can_show_symbols(stream) else ASCII


def _can_show_symbols(stream: TextIO) -> bool:
    try:
        SUIT_SYMBOLS.encode(stream.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    try:
        interactive = stream.isatty()
    except (AttributeError, ValueError):  # a closed or exotic stream
        interactive = False
    return _terminal_is_utf8() if interactive else True


def _terminal_is_utf8() -> bool:
    """Whether the C library's character set, from the environment's locale, is UTF-8.

    Curses draws in that character set (the stream's own encoding is Python's).
    A Windows console has no such locale (nor ``nl_langinfo``): Python writes to it
    in UTF-16, and windows-curses draws in Unicode, so the symbols show there.
    """
    if system.WINDOWS:
        return True
    try:
        _locale.setlocale(_locale.LC_ALL, "")
    # A locale the system does not have: the C library stays in ASCII. (_locale.Error is
    # locale.Error itself; typeshed's _locale leaves it out.)
    except _locale.Error:  # type: ignore[attr-defined]
        return False
    codeset = _locale.nl_langinfo(_locale.CODESET)
    return codeset.upper().replace("-", "") == "UTF8"
