"""The curses event loop: terminal set-up and restore, keys, mouse, resize, signals.

The loop sleeps in ``getch`` until a key, a click, a resize or the next
second of the clock (and blocks without any timeout when the clock is
paused), so an idle game uses no CPU. Whatever ends the game (``q``,
Ctrl-C, SIGTERM, SIGHUP, an error) the terminal is restored first.
"""

from __future__ import annotations

import contextlib
import curses
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TYPE_CHECKING, NamedTuple

from maze_solitaire.engine import Position
from maze_solitaire.text import Glyphs, glyphs_for
from maze_solitaire.tui.controller import Controller, Mode
from maze_solitaire.tui.keymap import action_for
from maze_solitaire.tui.render import Look, choose_layout, render
from maze_solitaire.tui.screen import Palette, paint

if TYPE_CHECKING:
    from maze_solitaire.solver import SolveResult
    from maze_solitaire.tui.worker import Worker

ESCAPE_DELAY_MS = 25  # Esc must act at once; the default waits a whole second
ANIMATION_FRAME_MS = 60
DEMO_STEP_SECONDS = 0.3
SEARCH_POLL_MS = 20  # how soon a finished search is seen; keys are read at once anyway
SEARCH_SECONDS = 5.0  # the budget of one background search
ANIMATION_FRAMES = 2 * 54  # two laps of the cycle, then the win screen stands still
EXIT_OK = 0


class Options(NamedTuple):
    ascii: bool = False
    color: bool = True


class CannotStart(Exception):
    """The terminal cannot run the game (e.g. an unknown ``TERM``); the message says why."""


class Stopped(Exception):
    """A signal asked the game to end; ``status`` is the exit status (128 + signal)."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.status = 128 + signum


def play(
    controller: Controller, options: Options, after_first_frame: Callable[[], None] | None = None
) -> int:
    """Play the controller's game in the terminal until the player quits; the exit status.

    ``after_first_frame`` runs once the board is on the screen, before any
    key is read: work the player need not wait for (writing the new game's
    start to the disk). However the game ends, its last state is saved (when
    a recorder keeps it).
    """
    glyphs = choose_glyphs(options.ascii)
    controller.unicode = glyphs.unicode
    try:
        with _signals_stop_the_game(), _terminal() as window:
            palette = Palette(options.color and "NO_COLOR" not in os.environ)
            controller.colors_shown = palette.color
            _run(window, controller, palette, glyphs, after_first_frame)
    except Stopped as stop:
        return stop.status
    except KeyboardInterrupt:
        return 128 + signal.SIGINT
    finally:
        controller.clock.run(False)
        controller.record()  # the time played since the last move
    return EXIT_OK


def choose_glyphs(force_ascii: bool) -> Glyphs:
    """Suit symbols only where the terminal's real character set can show them."""
    return glyphs_for(sys.stdout, force_ascii)


@contextmanager
def _signals_stop_the_game() -> Iterator[None]:
    """SIGTERM and SIGHUP end the game like ``q``, restoring the terminal.

    Left alone, ncurses catches SIGTERM itself and exits without Python's
    clean-up, and SIGHUP would leave the terminal in raw mode.
    """

    def stop(signum: int, frame: FrameType | None) -> None:
        raise Stopped(signum)

    previous = {sig: signal.signal(sig, stop) for sig in _STOP_SIGNALS}
    if hasattr(signal, "SIGWINCH"):
        # A resize interrupts the wait for a key, and the loop then reads the
        # new size itself (see _follow_terminal_size).
        previous[signal.SIGWINCH] = signal.signal(signal.SIGWINCH, _ignore)
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _ignore(signum: int, frame: FrameType | None) -> None:
    """A Python handler that does nothing: its only effect is to wake the loop."""


_STOP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)


@contextmanager
def _terminal() -> Iterator[curses.window]:
    """Curses on, and always off again, whatever happens inside."""
    os.environ.setdefault("ESCDELAY", str(ESCAPE_DELAY_MS))
    try:
        window = curses.initscr()
    except curses.error as error:
        raise CannotStart(f"the terminal cannot run the game ({error})") from None
    try:
        curses.noecho()
        curses.cbreak()
        window.keypad(True)
        with contextlib.suppress(curses.error):  # not every terminal can hide it (vt100)
            curses.curs_set(0)
        curses.mousemask(curses.BUTTON1_PRESSED | curses.BUTTON1_CLICKED)
        curses.mouseinterval(0)  # a click acts at once, not after the double-click wait
        if not curses.tigetstr("cup"):  # e.g. TERM=dumb: nothing can be drawn in place
            term = os.environ.get("TERM", "")
            raise CannotStart(f"the terminal (TERM={term}) cannot move its cursor to draw the game")
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


def analyse(position: Position, early: Callable[[SolveResult], None]) -> SolveResult:
    """The background search, run in the worker process.

    The first line found goes to the game at once (``early``), for a quick
    hint; the answer follows once that line has been polished (shorter, for
    the demo).
    """
    from maze_solitaire.solver.schedule import solve

    return solve(position, timeout=SEARCH_SECONDS, on_first_line=early, bounds_along=True)


def _run(
    window: curses.window,
    controller: Controller,
    palette: Palette,
    glyphs: Glyphs,
    after_first_frame: Callable[[], None] | None,
) -> None:
    from maze_solitaire.tui.worker import Worker

    worker: Worker[SolveResult] = Worker(analyse)
    tick = ANIMATION_FRAMES
    next_demo_step = 0.0
    try:
        while not controller.quit_requested:
            _follow_terminal_size(window)
            height, width = window.getmaxyx()
            too_small = choose_layout(width, height) is None
            controller.clock.run(not (controller.paused or too_small))
            animating = controller.mode is Mode.WON and tick < ANIMATION_FRAMES
            look = Look(glyphs, palette.color, tick if animating else None)
            canvas = render(controller, width, height, look)
            paint(window, canvas, palette)
            if after_first_frame is not None:
                after_first_frame()
                after_first_frame = None
            _search_in_background(controller, worker)
            waits = [_wait_ms(controller, too_small, animating)]
            if worker.busy:
                waits.append(SEARCH_POLL_MS)
            demo_playing = controller.demo_running and not too_small
            if controller.demo_running and too_small:
                # Hidden, the demo waits; shown again, the board is seen a step before it moves.
                next_demo_step = time.monotonic() + DEMO_STEP_SECONDS
            if demo_playing:
                waits.append(max(0, int((next_demo_step - time.monotonic()) * 1000)))
            window.timeout(min((w for w in waits if w >= 0), default=-1))
            key = window.getch()
            if demo_playing and time.monotonic() >= next_demo_step:
                controller.demo_step()
                next_demo_step = time.monotonic() + DEMO_STEP_SECONDS
            if key == -1:  # a timer: the clock, an animation frame, a search, the demo
                tick += 1 if animating else 0
                continue
            if key == curses.KEY_RESIZE:
                continue  # _follow_terminal_size has already caught up
            was_won = controller.mode is Mode.WON
            _handle(controller, key, too_small, canvas.slot_at)
            if controller.mode is Mode.WON and not was_won:
                tick = 0
            if controller.demo_running:  # just started: the first move in a moment
                next_demo_step = max(next_demo_step, time.monotonic() + DEMO_STEP_SECONDS)
    finally:
        worker.stop()  # quitting mid-search exits at once


def _handle(
    controller: Controller, key: int, too_small: bool, slot_at: Callable[[int, int], int | None]
) -> None:
    """A key or a click. While the board is hidden (too small) only quitting works:
    nothing may happen that the player cannot see."""
    if key == curses.KEY_MOUSE:
        if not too_small:
            _click(controller, slot_at)
        return
    name = curses.keyname(key).decode("ascii", "replace")
    found = action_for(name, controller.mode is Mode.CHOOSING)
    if not too_small or (found is not None and found[0] == "quit"):
        controller.act(*(found or ("", name)))


def _search_in_background(controller: Controller, worker: Worker[SolveResult]) -> None:
    """Collect a finished search, and start one for the position now if it needs one."""
    answer = worker.poll()
    if answer is not None and isinstance(answer.key, Position):
        controller.learn(answer.key, answer.result, answer.error)
    wanted = controller.analysis_wanted()
    if wanted is not None and not (worker.busy and worker.key == wanted):
        worker.start(wanted, wanted)


def _follow_terminal_size(window: curses.window) -> None:
    """Resize curses to the terminal's real size, if they differ, and repaint all.

    The size is asked of the terminal on every wake-up rather than left to
    curses' own SIGWINCH flag, which a second resize close behind the first
    could clear unseen (seen in the pseudo-terminal tests: the game stayed at
    the old size).
    """
    try:
        columns, lines = os.get_terminal_size()  # of standard output, where curses draws
    except OSError:
        return
    if (lines, columns) != window.getmaxyx():
        curses.resizeterm(lines, columns)
        curses.update_lines_cols()
        window.clearok(True)


def _wait_ms(controller: Controller, too_small: bool, animating: bool) -> int:
    """How long ``getch`` may sleep: until the clock's next second, or for ever."""
    if animating:
        return ANIMATION_FRAME_MS
    if controller.paused or too_small:
        return -1
    fraction = controller.clock.seconds % 1.0
    return int((1.0 - fraction) * 1000) + 5


def _click(controller: Controller, slot_at: Callable[[int, int], int | None]) -> None:
    try:
        _, x, y, _, state = curses.getmouse()
    except curses.error:
        return  # an event curses could not decode
    if not state & (curses.BUTTON1_PRESSED | curses.BUTTON1_CLICKED):
        return
    slot = slot_at(y, x)
    if slot is not None:
        controller.click(slot)
    elif controller.mode is Mode.HELP:
        controller.act("", "")


