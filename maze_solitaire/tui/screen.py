"""The thin curses adapter: colours and attributes, and painting a canvas.

All drawing goes through :func:`paint`, which writes only inside the window
and never into the bottom-right cell (writing there makes curses scroll or
raise), so no size can crash the game.
"""

from __future__ import annotations

import contextlib
import curses

from maze_solitaire.tui.canvas import Canvas, Style

_COLOR_NUMBERS = {
    "red": curses.COLOR_RED,
    "green": curses.COLOR_GREEN,
    "yellow": curses.COLOR_YELLOW,
    "blue": curses.COLOR_BLUE,
    "magenta": curses.COLOR_MAGENTA,
    "cyan": curses.COLOR_CYAN,
}


class Palette:
    """Turns :class:`Style` into curses attributes; colour only where asked and available."""

    def __init__(self, want_color: bool):
        self._default_bg = False
        self.color = want_color and self._start_colors()
        self._pairs: dict[str, int] = {}
        if self.color:
            for number, (name, color) in enumerate(_COLOR_NUMBERS.items(), start=1):
                curses.init_pair(number, color, -1 if self._default_bg else curses.COLOR_BLACK)
                self._pairs[name] = curses.color_pair(number)
        self._cache: dict[Style, int] = {}

    def _start_colors(self) -> bool:
        try:
            if not curses.has_colors():
                return False
            curses.start_color()
        except curses.error:  # e.g. TERM=vt100
            return False
        try:
            # Keep the terminal's own background: without this, a light
            # terminal would be painted black.
            curses.use_default_colors()
            self._default_bg = True
        except curses.error:
            self._default_bg = False
        return True

    def attr(self, style: Style) -> int:
        found = self._cache.get(style)
        if found is None:
            found = curses.A_NORMAL
            if style.bold:
                found |= curses.A_BOLD
            if style.reverse:
                found |= curses.A_REVERSE
            if style.underline:
                found |= curses.A_UNDERLINE
            if style.dim:
                found |= curses.A_DIM
            if style.fg is not None and self.color:
                found |= self._pairs.get(style.fg, 0)
            self._cache[style] = found
        return found


def paint(window: curses.window, canvas: Canvas, palette: Palette) -> None:
    """Draw ``canvas`` into ``window`` (already sized alike) and refresh once."""
    window.erase()
    height, width = window.getmaxyx()
    for y in range(min(height, canvas.height)):
        for x, run, style in canvas.runs(y):
            if x >= width:
                break
            text = run[: width - x]
            if y == height - 1 and x + len(text) >= width:
                text = text[:-1]  # the bottom-right cell: writing it would scroll
            if text:
                # A size change may race the frame; the next frame redraws it.
                with contextlib.suppress(curses.error):
                    window.addstr(y, x, text, palette.attr(style))
    # Last, after painting: the terminal's cursor on what is selected, for screen
    # readers and braille displays, which follow it even while it is hidden.
    cursor_y, cursor_x = canvas.cursor or (0, 0)
    with contextlib.suppress(curses.error):
        window.move(min(cursor_y, height - 1), min(cursor_x, width - 1))
    window.noutrefresh()
    curses.doupdate()
