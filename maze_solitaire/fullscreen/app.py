"""The curses event loop: terminal set-up and restore, keys, mouse, resize, signals.

Only plumbing: keys and clicks go to the controller, the solver's answers
from the worker go to the controller, and each frame is
``render(controller.view())`` painted. The loop sleeps in ``getch`` until
a key, a click, a resize, a search's answer or the moment the controller
says the screen changes by itself (:meth:`Controller.wake_in`), and blocks
without any timeout when nothing will, so an idle game uses no CPU.
Whatever ends the game (``q``, Ctrl-C, SIGTERM, SIGHUP, an error) the
terminal is restored first.
"""

from __future__ import annotations

import contextlib
import curses
import os
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TYPE_CHECKING

from maze_solitaire.engine import Position, Slot
from maze_solitaire.fullscreen.keymap import Action, Context, action_for
from maze_solitaire.fullscreen.render import choose_layout, render
from maze_solitaire.fullscreen.screen import Palette, paint
from maze_solitaire.play import CannotStart
from maze_solitaire.play.assistant import analyse
from maze_solitaire.play.controller import Controller
from maze_solitaire.play.modes import context
from maze_solitaire.play.pars import find_par

if TYPE_CHECKING:
    from maze_solitaire.play.workers import Worker
    from maze_solitaire.solver import SolveResult
    from maze_solitaire.solver.answer import Par

ESCAPE_DELAY_MS = 25  # Esc must act at once; the default waits a whole second
SEARCH_POLL_MS = 20  # how soon a finished search is seen; keys are read at once anyway
PAR_POLL_MS = 250  # par is not waited for: a few wakes a second while it is sought
EXIT_OK = 0


class Stopped(Exception):
    """A signal asked the game to end; ``status`` is the exit status (128 + signal)."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.status = 128 + signum


def play(
    controller: Controller, color: bool, after_first_frame: Callable[[], None] | None = None
) -> int:
    """Play the controller's game in the terminal until the player quits; the exit status.

    ``color`` is whether colours are wanted (``NO_COLOR`` is read with the other
    settings; the terminal decides whether it has them). ``after_first_frame``
    runs once the board is on the screen,
    before any key is read: work the player need not wait for (writing the
    new game's start to the disk). However the game ends, its last state is
    saved (when a recorder keeps it). Raises :class:`CannotStart` for a
    terminal that cannot run the game.
    """
    try:
        with _signals_stop_the_game(), _terminal() as window:
            palette = Palette(color, controller.theme)
            controller.colors_shown = palette.color
            _run(window, controller, palette, after_first_frame)
    except Stopped as stop:
        return stop.status
    except KeyboardInterrupt:
        return 128 + signal.SIGINT
    finally:
        controller.clock.run(False)
        controller.record()  # the time played since the last move
    return EXIT_OK


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
        # The release is asked for too, though a click acts on the press: left out
        # of the mask, ncurses swallows the release and then blocks in getch(),
        # whatever its timeout, until the next key (the clock stopped, searches
        # went unseen).
        curses.mousemask(curses.BUTTON1_PRESSED | curses.BUTTON1_RELEASED | curses.BUTTON1_CLICKED)
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


def _run(
    window: curses.window,
    controller: Controller,
    palette: Palette,
    after_first_frame: Callable[[], None] | None,
) -> None:
    from maze_solitaire.play.workers import Worker

    worker: Worker[SolveResult] = Worker(analyse)
    par_worker: Worker[Par] = Worker(find_par)  # a process of its own: par never waits for a hint
    try:
        while not controller.quit_requested:
            _follow_terminal_size(window)
            height, width = window.getmaxyx()
            fits = choose_layout(width, height) is not None
            controller.on_screen(fits)
            _collect_answer(controller, worker)  # before the frame, which must show it
            _collect_par(controller, par_worker)
            canvas = render(controller.view(), width, height)
            paint(window, canvas, palette)
            controller.on_drawn(canvas.more)
            if after_first_frame is not None:
                after_first_frame()
                after_first_frame = None
            _start_search(controller, worker)  # after the frame: a fork costs it nothing then
            _start_par(controller, par_worker)
            window.timeout(_timeout_ms(controller.wake_in(), worker.busy, par_worker.busy))
            key = window.getch()
            if key == -1:  # a timer: the clock, an animation frame, a search, the demo
                controller.tick()
            elif key != curses.KEY_RESIZE:  # a resize: _follow_terminal_size catches up
                _handle(controller, key, fits, canvas.slot_at)
    finally:
        worker.stop()  # quitting mid-search exits at once
        par_worker.stop()


def _timeout_ms(wake_in: float | None, searching: bool, seeking_par: bool = False) -> int:
    """How long ``getch`` may sleep, in milliseconds (-1: until an event)."""
    waits = [] if wake_in is None else [int(wake_in * 1000) + 1]
    if searching:
        waits.append(SEARCH_POLL_MS)
    if seeking_par:
        waits.append(PAR_POLL_MS)
    return min(waits, default=-1)


def _handle(
    controller: Controller, key: int, fits: bool, slot_at: Callable[[int, int], Slot | None]
) -> None:
    """A key or a click. While the board is hidden (too small) only the quit key works,
    doing what it does there (with a question open, it answers no, as any key but
    y does; then it quits): nothing may happen that the player cannot see."""
    if key == curses.KEY_MOUSE:
        if fits:
            _click(controller, slot_at)
        return
    name = curses.keyname(key).decode("ascii", "replace")
    if fits or action_for(name, Context.BOARD) is Action.QUIT:
        controller.act(action_for(name, context(controller.mode)), name)


def _collect_answer(controller: Controller, worker: Worker[SolveResult]) -> None:
    """Hand a finished (or early) answer of the search to the controller."""
    answer = worker.poll()
    if answer is not None and isinstance(answer.key, Position):
        controller.learn(answer.key, answer.result, answer.error)


def _start_search(controller: Controller, worker: Worker[SolveResult]) -> None:
    """Start a search for the position now if it needs one and none runs for it."""
    wanted = controller.analysis_wanted()
    if wanted is not None and not (worker.busy and worker.key == wanted):
        worker.start(wanted, wanted)


def _collect_par(controller: Controller, worker: Worker[Par]) -> None:
    """Hand par, once found, to the controller (which has it kept)."""
    answer = worker.poll()
    if answer is not None and isinstance(answer.key, Position):
        controller.learn_par(answer.key, answer.result)


def _start_par(controller: Controller, worker: Worker[Par]) -> None:
    """Start finding par for the game's deal if it is not known and none is being found."""
    wanted = controller.par_wanted()
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
    if not (lines and columns):
        return  # a terminal that does not know its size (0x0, as under script): curses guesses
    if (lines, columns) != window.getmaxyx():
        try:
            curses.resizeterm(lines, columns)
        except curses.error:
            return  # a size curses will not take: keep the one it has
        curses.update_lines_cols()
        window.clearok(True)


def _click(controller: Controller, slot_at: Callable[[int, int], Slot | None]) -> None:
    try:
        _, x, y, _, state = curses.getmouse()
    except curses.error:
        return  # an event curses could not decode
    if state & (curses.BUTTON1_PRESSED | curses.BUTTON1_CLICKED):
        controller.click(slot_at(y, x))
