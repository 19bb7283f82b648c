"""The curses loop: terminal set-up and restore, keys, mouse, resize; the only curses here
beside the painter.

Only plumbing: each frame is ``render(front.view())`` painted; keys and
clicks go to the :class:`~.front.FullScreen`; then the loop sleeps in the
session's wait, on the terminal, the solver's workers and the signals together,
until one of them has something or the moment the screen changes by itself
(:meth:`~.front.FullScreen.wake_in`): an idle game uses no processor time.
Whatever ends the game (``q``, Ctrl-C, SIGTERM, SIGHUP, an error) the terminal
is restored first, and Ctrl-Z gives it back to the shell until ``fg``.
"""

from __future__ import annotations

import contextlib
import curses
import os
import signal
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Final

from maze_solitaire.fullscreen.board import choose_layout
from maze_solitaire.fullscreen.canvas import Clickable
from maze_solitaire.fullscreen.front import FullScreen
from maze_solitaire.fullscreen.render import render
from maze_solitaire.fullscreen.screen import Palette, paint
from maze_solitaire.fullscreen.terminal import draw_for, follows_resizes
from maze_solitaire.fullscreen.themes import CLASSIC, Theme
from maze_solitaire.play import CannotStart
from maze_solitaire.play.session import ENDED_BY_THE_PLAYER, Ended, Session, Stopped
from maze_solitaire.play.status import Showing
from maze_solitaire.system import Reach
from maze_solitaire.words import Glyphs

if TYPE_CHECKING:
    from maze_solitaire.fullscreen.clipboard import Support

ESCAPE_DELAY_MS: Final = 25  # Esc must act at once; the default waits a whole second


def play(
    session: Session,
    glyphs: Glyphs,
    here: Reach,
    *,
    color: bool = True,
    theme: Theme = CLASSIC,
    four_color: bool = False,
    animations: bool = True,
    showing: Showing | None = None,
    clipboard: Callable[[str], Support] | None = None,
    remember_deck: Callable[[bool], None] | None = None,
) -> Ended:
    """Play the session's game in the terminal until the player quits; how it ended.

    ``here`` is what the terminal can do (:func:`.terminal.reach`: the game is drawn
    for its stand-in, if it has one). ``color`` is whether colours are wanted (the
    terminal decides whether it has them). However the game ends, the session saves
    it (:meth:`Session.close`, by the caller). Raises :class:`CannotStart` for a
    terminal that cannot run the game after all.
    """
    front = FullScreen(
        session,
        glyphs,
        here=here,
        theme=theme,
        four_color=four_color,
        animations=animations,
        showing=showing,
        clipboard=clipboard,
        remember_deck=remember_deck,
    )
    terminal = _Terminal()
    try:
        with session.signals(terminal), _curses(here) as window:
            terminal.window = window
            palette = Palette(color, theme)
            front.colors_shown = palette.color
            _run(window, front, palette, terminal)
    except Stopped as stop:
        return Ended(stop.signum)
    except KeyboardInterrupt:
        return Ended(signal.SIGINT)
    return ENDED_BY_THE_PLAYER


class _Terminal:
    """What Ctrl-Z does to the screen: curses off while the shell has the terminal, and a
    whole new frame once it is back."""

    def __init__(self) -> None:
        self.window: curses.window | None = None

    def suspend(self) -> None:
        with contextlib.suppress(curses.error):
            curses.endwin()

    def resume(self) -> None:
        if self.window is not None:
            self.window.clearok(True)  # the next paint redraws every cell


@contextmanager
def _curses(here: Reach) -> Iterator[curses.window]:
    """Curses on, and always off again, whatever happens inside."""
    os.environ.setdefault("ESCDELAY", str(ESCAPE_DELAY_MS))
    draw_for(here)
    try:
        window = curses.initscr()
    except curses.error as error:
        raise CannotStart(f"the terminal cannot run the game ({error})") from None
    try:
        curses.noecho()
        curses.cbreak()
        window.keypad(True)
        window.nodelay(True)  # keys are read once the wait says they are there
        with contextlib.suppress(curses.error):  # not every terminal can hide it (vt100)
            curses.curs_set(0)
        # The release is asked for too, though a click acts on the press: left out
        # of the mask, ncurses swallows the release and then waits for the next key.
        curses.mousemask(curses.BUTTON1_PRESSED | curses.BUTTON1_RELEASED | curses.BUTTON1_CLICKED)
        curses.mouseinterval(0)  # a click acts at once, not after the double-click wait
        yield window
    finally:
        try:
            curses.mousemask(0)
            window.keypad(False)
            curses.nocbreak()
            curses.echo()
        except curses.error:
            pass  # the terminal may be gone (SIGHUP); endwin still restores the modes
        curses.endwin()


def _run(window: curses.window, front: FullScreen, palette: Palette, terminal: _Terminal) -> None:
    session = front.session
    controller = session.controller
    keyboard = sys.stdin.fileno()  # where curses reads the keys
    front.opening(session.opening)
    begun = False
    while not controller.quit_requested:
        _follow_terminal_size(window)
        height, width = window.getmaxyx()
        front.attend(choose_layout(width, height) is not None)
        canvas = render(front.view(), width, height)
        paint(window, canvas, palette)
        front.drawn(canvas.more, canvas.page)
        if not begun:  # the new game's start is written once the board shows
            begun = True
            said = front.message
            front.show(session.begin())
            if front.message != said:
                continue  # what it said, at once
        front.show(session.kick())  # after the frame: a fork costs it nothing then
        wake = session.wait(keyboard, front.wake_in())
        front.show(session.collect())
        if wake.terminal:
            _read_keys(window, front, canvas.hit_at)
        elif not (wake.answered or wake.resized or wake.resumed):
            front.tick()  # the clock's next second, an animation frame, the demo's move


def _read_keys(
    window: curses.window, front: FullScreen, hit_at: Callable[[int, int], Clickable | None]
) -> None:
    """Every key and click that has come (curses may hold more than the terminal shows)."""
    while not front.controller.quit_requested:
        key = window.getch()
        if key == -1:
            return
        if key == curses.KEY_MOUSE:
            _click(front, hit_at)
        elif key == curses.KEY_RESIZE:  # curses has the new size: the next frame draws it whole
            window.clearok(True)
        elif 0xC2 <= key <= 0xF4:  # a UTF-8 character's first byte: named as typed
            front.key(_character(window, key))
        else:
            front.key(curses.keyname(key).decode("ascii", "replace"))


def _character(window: curses.window, lead: int) -> str:
    """The character a UTF-8 terminal sent, its first byte ``lead`` read (curses reads
    bytes: ``é`` would otherwise be two keys, ``M-C`` and ``M-)``). Bytes that are not
    UTF-8 (a Latin-1 terminal) keep curses' names."""
    length = 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4
    typed = [lead]
    while len(typed) < length:
        key = window.getch()
        if not 0x80 <= key <= 0xBF:  # not a continuation byte: not UTF-8 after all
            if key != -1:
                curses.ungetch(key)
            break
        typed.append(key)
    try:
        return bytes(typed).decode("utf-8")
    except UnicodeDecodeError:
        return "".join(curses.keyname(byte).decode("ascii", "replace") for byte in typed)


def _follow_terminal_size(window: curses.window) -> None:
    """Resize curses to the terminal's real size, if they differ, and repaint all.

    The size is asked of the terminal on every wake-up rather than left to
    curses' own SIGWINCH flag, which a second resize close behind the first
    could clear unseen (seen in the pseudo-terminal tests: the game stayed at
    the old size). Where curses follows the size itself (Windows), it is left to.
    """
    if follows_resizes():
        return
    try:
        columns, lines = os.get_terminal_size()  # of standard output, where curses draws
    except OSError:
        return
    if not (lines and columns):
        return  # a terminal that does not know its size (0x0, as under script): curses guesses
    if (lines, columns) != window.getmaxyx():
        try:
            curses.resizeterm(lines, columns)
        except curses.error:
            return  # a size curses will not take: keep the one it has
        curses.update_lines_cols()
        window.clearok(True)


def _click(front: FullScreen, hit_at: Callable[[int, int], Clickable | None]) -> None:
    try:
        _, x, y, _, state = curses.getmouse()
    except curses.error:
        return  # an event curses could not decode
    if state & (curses.BUTTON1_PRESSED | curses.BUTTON1_CLICKED):
        front.click(hit_at(y, x))  # a slot, or a key's label
