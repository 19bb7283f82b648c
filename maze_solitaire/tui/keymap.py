"""The key table: one list that both the controller and the help screen read.

Every string here is ASCII, so the help reads the same in any locale.
Keys are named as ``curses.keyname()`` names them (``"KEY_LEFT"``, ``"^R"``,
``"q"``), so this module needs no curses. A binding applies in the modes it
names: digits pick a choice while choosing, and ``4`` toggles the four-colour
deck otherwise.
"""

from __future__ import annotations

from typing import Final, NamedTuple


class Binding(NamedTuple):
    """``keys`` trigger ``action``; ``label`` and ``help`` are what people read."""

    keys: tuple[str, ...]
    action: str
    label: str
    help: str
    short: str = ""
    """What the bottom key line shows, e.g. ``"u undo"`` (empty: not shown there)."""
    choosing: bool | None = None
    """True: only while choosing; False: only while not; None: always."""


ENTER_KEYS: Final = ("^J", "^M", "KEY_ENTER", " ")

BINDINGS: Final[tuple[Binding, ...]] = (
    Binding(("KEY_LEFT", "h"), "left", "Left/h", "cursor left (wraps)", "arrows move"),
    Binding(("KEY_RIGHT", "l"), "right", "Right/l", "cursor right (wraps)"),
    Binding(("KEY_UP", "k"), "up", "Up/k", "cursor up a row (wraps)"),
    Binding(("KEY_DOWN", "j"), "down", "Down/j", "cursor down a row (wraps)"),
    Binding(
        ENTER_KEYS,
        "activate",
        "Enter/Space",
        "fill a gap / move a card",
        "Enter play",
    ),
    Binding(("^I",), "next", "Tab", "next gap or choice", "Tab gap"),
    # p as well: some terminals (vt100) have no Shift-Tab.
    Binding(("KEY_BTAB", "p"), "previous", "Shift-Tab/p", "previous gap or choice"),
    Binding(
        tuple("123456789"), "pick", "1-9", "pick a numbered choice", choosing=True
    ),
    Binding(("^[",), "cancel", "Esc", "cancel a choice", choosing=True),
    Binding(("u",), "undo", "u", "undo (unlimited)", "u undo"),
    Binding(("^R", "U"), "redo", "Ctrl-R/U", "redo", "^R redo"),
    Binding(("H",), "hint", "H", "hint: next winning move", "H hint"),
    Binding(("D",), "demo", "D", "demo: play to the win"),
    Binding(("r",), "restart", "r", "restart this deal"),
    Binding(("n",), "new", "n", "new deal", "n new"),
    Binding(("4",), "four_color", "4", "four-colour deck on/off", choosing=False),
    Binding(("s",), "stats", "s", "your statistics", "s stats"),
    Binding(("?", "KEY_F(1)"), "help", "?/F1", "this help", "? help"),
    Binding(("q",), "quit", "q", "quit", "q quit"),
)


def action_for(key: str, choosing: bool) -> tuple[str, str] | None:
    """The ``(action, key)`` that ``key`` triggers in this mode, or ``None``."""
    for binding in BINDINGS:
        if key in binding.keys and binding.choosing in (None, choosing):
            return binding.action, key
    return None
