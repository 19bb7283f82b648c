"""Whether the suit symbols (♠♥♦♣) and box lines can be shown, for the CLI and the game alike.

Two traps decide the design. Under ``LC_ALL=C`` Python's UTF-8 mode makes
``sys.stdout.encoding`` and ``locale.getpreferredencoding()`` say UTF-8,
while the C library (and so ncurses) works in ASCII and prints blanks for
the symbols without any error. So for a terminal the C library's own
codeset is asked; for a pipe or a file, whether the stream can encode them.
"""

from __future__ import annotations

import locale
from typing import TextIO

from maze_solitaire.engine import SUIT_SYMBOLS


def terminal_is_utf8() -> bool:
    """Whether the C library's character set, from the environment's locale, is UTF-8."""
    try:
        locale.setlocale(locale.LC_ALL, "")
    except locale.Error:  # a locale the system does not have: the C library stays in ASCII
        return False
    codeset = locale.nl_langinfo(locale.CODESET)
    return codeset.upper().replace("-", "") == "UTF8"


def can_show_symbols(stream: TextIO) -> bool:
    """Whether text written to ``stream`` may use the suit symbols."""
    try:
        SUIT_SYMBOLS.encode(stream.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    try:
        interactive = stream.isatty()
    except (AttributeError, ValueError):  # a closed or exotic stream
        interactive = False
    return terminal_is_utf8() if interactive else True
