"""Copying to the clipboard from a terminal: OSC 52, where the terminal takes it.

The game runs in a terminal, perhaps over ssh: the one clipboard it can
reach is the terminal's own, by the OSC 52 escape sequence. No terminal says
whether it allows it, so this module tells three cases apart by what the
environment names: terminals known to take it, terminals known not to (the
Linux console, the old DEC terminals, ``dumb``), and the rest, where the line
is sent and the player is told it may not have arrived.
"""

import os
from collections.abc import Mapping
from typing import Final, Literal

Support = Literal["yes", "maybe", "no"]

_TAKE_IT: Final = frozenset(
    ("xterm-kitty", "alacritty", "foot", "foot-extra", "xterm-ghostty", "wezterm", "contour")
)
"""TERM values of terminals that take OSC 52 as they are set up out of the box."""
_PROGRAMS_TAKE_IT: Final = frozenset(("iTerm.app", "WezTerm", "ghostty", "vscode"))
"""TERM_PROGRAM values of the same."""
_CANNOT: Final = frozenset(("dumb", "linux", "cons25", "ansi", "sun", "wsvt25"))


def support(environ: Mapping[str, str] = os.environ) -> Support:
    """Whether the terminal takes OSC 52: known to, known not to, or perhaps."""
    term = environ.get("TERM", "")
    if term in _CANNOT or term.startswith("vt"):
        return "no"
    if "TMUX" in environ:
        return "maybe"  # tmux takes it only with set-clipboard on (not its default)
    if term in _TAKE_IT or environ.get("TERM_PROGRAM", "") in _PROGRAMS_TAKE_IT:
        return "yes"
    return "maybe"


def osc52(text: str) -> bytes:
    """The escape sequence that puts ``text`` on the clipboard."""
    import base64  # here: only a copy needs it

    return b"\x1b]52;c;" + base64.b64encode(text.encode("utf-8")) + b"\x07"
