"""A double of windows-curses' ``curses`` module, for playing the Windows game on Linux.

Its surface and behaviour are windows-curses' (2.4, read from its source: its
``setup.py`` macros, its patched ``_cursesmodule.c`` and the ``terminfo.c`` stubs it
links), as far as the game could meet them:

- no terminfo: ``setupterm`` fails ("could not find terminfo database") until
  ``initscr`` has run, and is a no-op after; ``tigetstr`` gives ``None`` for every
  capability (the stub returns ``(char *)-1``, which the module turns into None);
- ``resize_term`` and ``is_term_resized``, but no ``resizeterm`` (not built:
  ``HAVE_CURSES_RESIZETERM`` is not defined);
- a resize of the console comes as ``KEY_RESIZE`` from ``getch``, which has called
  ``resize_term(0, 0)`` already (windows-curses' own patch), so ``getmaxyx`` tells
  the new size at once;
- PDCurses' key codes (``KEY_RESIZE`` is 0x222, ``KEY_MOUSE`` 0x21b: not ncurses'),
  and ``keyname`` as PDCurses gives it.

The console itself is the double's: a grid of cells, what ``doupdate`` last showed,
and a script of what the player does (:class:`Key`, :class:`Resize`) between what they
wait to see (:class:`Expect`). ``getch`` plays the script as the game asks for keys.
"""

from __future__ import annotations

import os
import time
import types
from collections.abc import Iterable
from typing import Final

# PDCurses' values (curses.h, wide characters, 32-bit chtype).
KEYS: Final = {
    "KEY_DOWN": 0x102,
    "KEY_UP": 0x103,
    "KEY_LEFT": 0x104,
    "KEY_RIGHT": 0x105,
    "KEY_HOME": 0x106,
    "KEY_BACKSPACE": 0x107,
    "KEY_F0": 0x108,
    "KEY_DC": 0x14A,
    "KEY_ENTER": 0x157,
    "KEY_BTAB": 0x161,
    "KEY_END": 0x166,
    "KEY_MOUSE": 0x21B,
    "KEY_RESIZE": 0x222,
}
ATTRIBUTES: Final = {
    "A_NORMAL": 0,
    "A_UNDERLINE": 0x00100000,
    "A_REVERSE": 0x00200000,
    "A_BLINK": 0x00400000,
    "A_BOLD": 0x00800000,
    "A_DIM": 0x80000000,  # PDCurses has no dim: it is A_INVIS's neighbour, shown normal
    "A_STANDOUT": 0x00A00000,
}
BUTTONS: Final = {
    "BUTTON1_RELEASED": 0x01,
    "BUTTON1_PRESSED": 0x02,
    "BUTTON1_CLICKED": 0x04,
    "BUTTON1_DOUBLE_CLICKED": 0x08,
}
COLOR_NAMES: Final = ("BLACK", "BLUE", "GREEN", "CYAN", "RED", "MAGENTA", "YELLOW", "WHITE")
"""PDCurses' colour numbers: blue is 1 and red 4, unlike ncurses."""
ERR: Final = -1
WAIT_SECONDS: Final = 60.0
"""How long the script waits for what it expects before it says what the screen shows."""


class Expect:
    """Go on once the console shows ``text``."""

    def __init__(self, text: str):
        self.text = text


class Key:
    """A key pressed: a character, or a name from :data:`KEYS`."""

    def __init__(self, key: str):
        self.code = KEYS[key] if key in KEYS else ord(key)


class Resize:
    """The console window made ``columns`` x ``lines``."""

    def __init__(self, columns: int, lines: int):
        self.columns, self.lines = columns, lines
        self.seen = False
        """Whether the console has its new size (``getch`` gives ``KEY_RESIZE`` next)."""


Step = Expect | Key | Resize


class Console:
    """The Windows console the double draws on, and the player at it."""

    def __init__(self, columns: int, lines: int, script: Iterable[Step]):
        self.columns, self.lines = columns, lines
        self.script = list(script)
        self.shown: list[str] = [" " * columns] * lines
        """What the console shows: the rows drawn at the last ``doupdate``."""
        self.resizes_taken = 0
        """How many new sizes ``getch`` gave curses (with ``resize_term(0, 0)``)."""
        self.setupterm_calls = 0
        self._since: float | None = None

    def text(self) -> str:
        return "\n".join(self.shown)

    def size(self, fd: int = 1) -> os.terminal_size:
        """:func:`os.get_terminal_size` at this console: its size now."""
        return os.terminal_size((self.columns, self.lines))

    def next_key(self, window: Window) -> int:
        """What ``getch`` gives: the script's next key once what it expects is shown."""
        while self.script:
            step = self.script[0]
            if isinstance(step, Expect):
                if step.text not in self.text():
                    if self._since is None:
                        self._since = time.monotonic()
                    elif time.monotonic() - self._since > WAIT_SECONDS:
                        raise AssertionError(f"never shown: {step.text!r}\n{self.text()}")
                    return ERR  # not yet: the game goes on, and asks again
                self._since = None
                self.script.pop(0)
            elif isinstance(step, Resize):
                if not step.seen:  # the console has its new size; curses learns it next
                    step.seen = True
                    self.columns, self.lines = step.columns, step.lines
                    return ERR
                self.script.pop(0)
                window.resize_term(0, 0)  # windows-curses' getch does this itself
                self.resizes_taken += 1
                return KEYS["KEY_RESIZE"]
            else:
                self.script.pop(0)
                return step.code
        return ERR


class Window:
    """``stdscr``: PDCurses' window, as the game uses it."""

    def __init__(self, console: Console, error: type[Exception]):
        self.console = console
        self._error = error
        self.lines, self.columns = console.lines, console.columns
        self.cells = self._blank()
        self.clear_next = False

    def _blank(self) -> list[list[str]]:
        return [[" "] * self.columns for _ in range(self.lines)]

    def resize_term(self, lines: int, columns: int) -> None:
        """PDCurses' resize_term: 0, 0 takes the console's own size."""
        self.lines = lines or self.console.lines
        self.columns = columns or self.console.columns
        self.cells = self._blank()

    def getmaxyx(self) -> tuple[int, int]:
        return self.lines, self.columns

    def keypad(self, flag: bool) -> None:
        pass

    def nodelay(self, flag: bool) -> None:
        pass

    def clearok(self, flag: bool) -> None:
        self.clear_next = flag

    def bkgdset(self, ch: str, attr: int = 0) -> None:
        pass

    def erase(self) -> None:
        self.cells = self._blank()

    def addstr(self, y: int, x: int, text: str, attr: int = 0) -> None:
        if not (0 <= y < self.lines and 0 <= x < self.columns):
            raise self._error("addwstr() returned ERR")
        for offset, char in enumerate(text):
            if x + offset >= self.columns:
                raise self._error("addwstr() returned ERR")
            self.cells[y][x + offset] = char

    def move(self, y: int, x: int) -> None:
        if not (0 <= y < self.lines and 0 <= x < self.columns):
            raise self._error("wmove() returned ERR")

    def noutrefresh(self) -> None:
        pass

    def getch(self) -> int:
        return self.console.next_key(self)


def windows_curses(console: Console) -> types.ModuleType:
    """A ``curses`` module with windows-curses' surface, drawing on ``console``."""
    module = types.ModuleType("curses")

    class error(Exception):  # noqa: N801 - the module's own name for it
        pass

    state: dict[str, Window | bool] = {"initialised": False}

    def window() -> Window:
        found = state.get("window")
        assert isinstance(found, Window), "initscr() was not called"
        return found

    def initscr() -> Window:
        made = Window(console, error)
        state["window"] = made
        state["initialised"] = True
        module.LINES, module.COLS = made.getmaxyx()  # type: ignore[attr-defined]
        return made

    def setupterm(term: str | None = None, fd: int = -1) -> None:
        console.setupterm_calls += 1
        if not state["initialised"]:  # PDCurses' stub: there is no terminfo database
            raise error("setupterm: could not find terminfo database")

    def tigetstr(capname: str) -> None:
        """None for every capability: the stub's ``(char *)-1``."""
        if not state["initialised"]:
            raise error("must call (at least) setupterm() first")

    def doupdate() -> None:
        shown = window()
        console.shown = ["".join(row) for row in shown.cells]
        shown.clear_next = False

    def resize_term(lines: int, columns: int) -> None:
        window().resize_term(lines, columns)

    def is_term_resized(lines: int, columns: int) -> bool:
        return (lines, columns) != window().getmaxyx()

    def update_lines_cols() -> None:
        module.LINES, module.COLS = window().getmaxyx()  # type: ignore[attr-defined]

    def keyname(key: int) -> bytes:
        for name, code in KEYS.items():
            if code == key:
                return name.encode()
        if key < 32:
            return b"^" + bytes([key + 64])
        if key == 127:
            return b"^?"
        return chr(key).encode()

    def start_color() -> None:
        module.COLORS, module.COLOR_PAIRS = 16, 256  # type: ignore[attr-defined]

    def init_pair(pair: int, fg: int, bg: int) -> None:
        if not 0 < pair < 256:
            raise error("init_pair() returned ERR")

    def getmouse() -> tuple[int, int, int, int, int]:
        raise error("getmouse() returned ERR")  # the script clicks no mouse

    def nothing(*args: object) -> None:
        pass

    functions = {
        "initscr": initscr,
        "endwin": nothing,
        "setupterm": setupterm,
        "tigetstr": tigetstr,
        "doupdate": doupdate,
        "resize_term": resize_term,
        "is_term_resized": is_term_resized,
        "update_lines_cols": update_lines_cols,
        "keyname": keyname,
        "start_color": start_color,
        "init_pair": init_pair,
        "getmouse": getmouse,
        "has_colors": lambda: True,
        "can_change_color": lambda: False,
        "use_default_colors": nothing,
        "color_pair": lambda pair: pair << 24,
        "pair_number": lambda attr: (attr >> 24) & 0xFF,
        "noecho": nothing,
        "echo": nothing,
        "cbreak": nothing,
        "nocbreak": nothing,
        "raw": nothing,
        "noraw": nothing,
        "nl": nothing,
        "nonl": nothing,
        "curs_set": lambda visibility: 1,
        "mousemask": lambda mask: (mask, 0),
        "mouseinterval": lambda interval: 166,
        "napms": nothing,
        "beep": nothing,
        "flash": nothing,
        "set_escdelay": nothing,
        "get_escdelay": lambda: 0,
        "typeahead": nothing,
        "has_key": lambda key: key in KEYS.values(),
    }
    for name, function in functions.items():
        setattr(module, name, function)
    module.error = error  # type: ignore[attr-defined]
    module.window = Window  # type: ignore[attr-defined]
    for table in (KEYS, ATTRIBUTES, BUTTONS):
        for name, value in table.items():
            setattr(module, name, value)
    for number, colour in enumerate(COLOR_NAMES):
        setattr(module, f"COLOR_{colour}", number)
    module.ERR, module.OK = ERR, 0  # type: ignore[attr-defined]
    return module
