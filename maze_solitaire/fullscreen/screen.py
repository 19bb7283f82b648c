"""The thin curses adapter: colours and attributes, and painting a canvas.

All drawing goes through :func:`paint`, which writes only inside the window
and never into the bottom-right cell (writing there makes curses scroll or
raise), so no size can crash the game.
"""

from __future__ import annotations

import contextlib
import curses

from maze_solitaire.fullscreen.canvas import Canvas
from maze_solitaire.themes import CLASSIC, Style, Theme, color_number


class Palette:
    """Turns :class:`Style` into curses attributes in the colours of a theme, where
    colours are asked for and the terminal has them."""

    def __init__(self, want_color: bool, theme: Theme = CLASSIC):
        self._default_bg = False
        self.color = want_color and self._start_colors()
        self._theme = theme
        self._colors = curses.COLORS if self.color else 0
        self._pairs: dict[str | None, int] = {}
        self._cache: dict[Style, int] = {}
        self.background = self._pair(None) if theme.background else 0
        """The attribute of a blank cell: the theme's own background, where it paints one."""

    def _pair(self, fg: str | None) -> int:
        """The colour pair of text in ``fg`` (``None``: the theme's text colour) on the
        theme's background; 0 (the terminal's colours) where there are none to use."""
        found = self._pairs.get(fg)
        if found is not None:
            return found
        theme = self._theme
        name = fg or theme.foreground
        found = 0
        if self.color and (name is not None or theme.background is not None):
            default = -1 if self._default_bg else curses.COLOR_WHITE
            ink = default if name is None else color_number(name, self._colors)
            if theme.background is not None:
                paper = color_number(theme.background, self._colors)
            else:  # the terminal's own background, where curses can keep it
                paper = -1 if self._default_bg else curses.COLOR_BLACK
            number = len(self._pairs) + 1
            with contextlib.suppress(curses.error):  # too few pairs: the terminal's colours
                curses.init_pair(number, ink, paper)
                found = curses.color_pair(number)
        self._pairs[fg] = found
        return found

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
            if self.color:
                found |= self._pair(style.fg)
            self._cache[style] = found
        return found


def paint(window: curses.window, canvas: Canvas, palette: Palette) -> None:
    """Draw ``canvas`` into ``window`` (already sized alike) and refresh once."""
    if palette.background:
        window.bkgdset(" ", palette.background)  # what erase fills the screen with
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
