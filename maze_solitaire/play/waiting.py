"""The session's one wait, and the signals it hears: a game that sleeps until something
happens, and that a signal ends, suspends or wakes cleanly.

The wait sleeps on the terminal, the workers' answers and the signals at once, for as
long as the caller says the screen stays the same: an idle game uses no processor time,
and a worker's answer is seen the moment it comes. While the game runs
(:meth:`Waiting.signals`), SIGTERM and SIGHUP end it (raising :class:`Stopped`), Ctrl-Z
suspends it (its clock and its workers stop with it, and the front end gives the
terminal back), and a resize wakes the wait.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from types import FrameType
from typing import TYPE_CHECKING, Final

from maze_solitaire import system
from maze_solitaire.values import Value

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from typing import Protocol

    # For the type checker only: the game's start need not make the class.
    class Front(Protocol):
        """What a front end does when the game is suspended (Ctrl-Z) and taken up again."""

        def suspend(self) -> None:
            """Give the terminal back as the shell wants it."""

        def resume(self) -> None:
            """Take the terminal again and show the game afresh."""


class Stopped(BaseException):
    """A signal asked the game to end (SIGTERM, SIGHUP).

    A :class:`BaseException`, as :class:`KeyboardInterrupt` is: no handler of
    errors on the way may take it for one of them.
    """

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


class Wake(Value):
    """Why :meth:`Waiting.wait` returned."""

    __match_args__ = ("terminal", "answered", "resized", "resumed")
    __slots__ = __match_args__

    def __init__(
        self,
        terminal: bool = False,
        answered: bool = False,
        resized: bool = False,
        resumed: bool = False,
    ):
        self.terminal: Final = terminal
        """The terminal has input."""
        self.answered: Final = answered
        """A worker has an answer (the session's ``collect`` takes it)."""
        self.resized: Final = resized
        """The terminal changed size (SIGWINCH)."""
        self.resumed: Final = resumed
        """The game was suspended and is back (the front end has shown it afresh)."""


_GAMES_OWN_SIGNALS: Final = ("SIGTERM", "SIGHUP", "SIGTSTP", "SIGCONT", "SIGWINCH")

StandStill = Callable[[], Callable[[], None]]
"""Stops the game where it is (its clock, its workers) for Ctrl-Z; gives what sets it going
again, as it was."""


class Waiting:
    """The wait on the terminal, the workers' answers (``ends`` gives them) and the signals;
    ``stand_still`` stops the game for Ctrl-Z."""

    def __init__(self, ends: Callable[[], list[Connection]], stand_still: StandStill):
        self._ends = ends
        self._stand_still = stand_still
        self._wakeup: tuple[int, int] | None = None
        self._front: Front | None = None
        self._stopped_by: int | None = None
        """The signal that asked the game to end, once one has."""

    def wait(self, terminal: int | None, timeout: float | None) -> Wake:
        """Sleep until the terminal (the file descriptor ``terminal``) has input, a worker
        answers, a signal comes or ``timeout`` seconds pass (``None``: no end)."""
        if self._stopped_by is not None:  # its Stopped was swallowed: raised again here
            raise Stopped(self._stopped_by)
        ready, signals = self._sleep(terminal, timeout)
        if self._stopped_by is not None:
            raise Stopped(self._stopped_by)
        resized = signal_number("SIGWINCH") in signals
        resumed = True
        if signal_number("SIGTSTP") in signals:
            self._suspend()
        elif signal_number("SIGCONT") in signals and self._front is not None:
            self._front.resume()  # stopped by another's SIGSTOP: the screen may need it
        else:
            resumed = False
        return Wake(
            terminal=terminal is not None and terminal in ready,
            answered=any(end.fileno() in ready for end in self._ends()),
            resized=resized,
            resumed=resumed,
        )

    def _sleep(self, terminal: int | None, timeout: float | None) -> tuple[set[int], set[int]]:
        """Wait on the terminal, the workers and the signals; what was ready, and which
        signals came."""
        if timeout is not None and timeout <= 0:
            timeout = 0
        if system.WINDOWS:
            return _ready_on_windows(self._ends(), terminal, timeout), set()
        fds = [end.fileno() for end in self._ends()]
        if terminal is not None:
            fds.append(terminal)
        if self._wakeup is not None:
            fds.append(self._wakeup[0])
        ready = _ready(fds, timeout)
        signals: set[int] = set()
        if self._wakeup is not None and self._wakeup[0] in ready:
            with contextlib.suppress(BlockingIOError, InterruptedError):
                signals = set(os.read(self._wakeup[0], 512))
        return ready, signals

    @contextlib.contextmanager
    def signals(self, front: Front) -> Iterator[None]:
        """The game's own handling of signals, while it runs: SIGTERM and SIGHUP end it
        (raising :class:`Stopped`), Ctrl-Z suspends it (``front`` gives the terminal back
        and takes it again), a resize wakes :meth:`wait`.

        Left alone, ncurses would catch SIGTERM and exit without Python's clean-up,
        a hang-up would leave the terminal raw, and Ctrl-Z would count the time
        stopped as play. Installed before curses starts, so it keeps its hands off.
        """

        def stop(signum: int, frame: FrameType | None) -> None:
            # Noted first: raised where Python cannot pass it on (a weakref's callback
            # in an import under way, a finalizer), the exception is printed and
            # dropped, and the wait, which the signal wakes, raises it again.
            self._stopped_by = signum
            raise Stopped(signum)

        def noted(signum: int, frame: FrameType | None) -> None:
            """Only wakes the wait: the wake-up pipe says which signal came."""

        previous = {}
        for name in _GAMES_OWN_SIGNALS:
            signum = signal_number(name)
            if signum is not None:
                handler = stop if name in ("SIGTERM", "SIGHUP") else noted
                previous[signum] = signal.signal(signum, handler)
        def unraisable(raised: sys.UnraisableHookArgs) -> None:
            if not isinstance(raised.exc_value, Stopped):  # a dropped Stopped: said nowhere
                before_unraisable(raised)

        before_unraisable, sys.unraisablehook = sys.unraisablehook, unraisable
        wakeup = _wakeup_pipe()
        old_wakeup = -1
        if wakeup is not None:
            old_wakeup = signal.set_wakeup_fd(wakeup[1], warn_on_full_buffer=False)
        self._wakeup, self._front = wakeup, front
        try:
            yield
        finally:
            if wakeup is not None:
                signal.set_wakeup_fd(old_wakeup)
                for fd in wakeup:
                    os.close(fd)
            for signum, before in previous.items():
                signal.signal(signum, before)
            sys.unraisablehook = before_unraisable
            self._wakeup, self._front = None, None

    def _suspend(self) -> None:
        """Ctrl-Z: the game stops where it is, its clock and its workers with it, and the
        shell has the terminal; ``fg`` takes it all up again."""
        tstp = signal_number("SIGTSTP")
        if tstp is None:
            return
        go_on = self._stand_still()
        if self._front is not None:
            self._front.suspend()
        ours = signal.signal(tstp, signal.SIG_DFL)
        try:
            os.kill(os.getpid(), tstp)  # stops here, until SIGCONT
        finally:
            signal.signal(tstp, ours)
        go_on()
        self._drain_wakeup()  # the SIGCONT that woke us is answered here, not again
        if self._front is not None:
            self._front.resume()

    def _drain_wakeup(self) -> None:
        if self._wakeup is not None:
            with contextlib.suppress(BlockingIOError, InterruptedError):
                while os.read(self._wakeup[0], 512):
                    pass


def signal_number(name: str) -> int | None:
    """The number of the signal ``name`` where this system has it."""
    signum = getattr(signal, name, None)
    return None if signum is None else int(signum)


def _wakeup_pipe() -> tuple[int, int] | None:
    """A pipe the signals write their numbers into, so that a wait wakes for them
    (:func:`signal.set_wakeup_fd`); ``None`` on Windows, where the wait cannot watch a
    pipe (and its wait wakes often enough to see a signal's handler run)."""
    if system.WINDOWS:
        return None
    read, write = os.pipe()
    os.set_blocking(read, False)
    os.set_blocking(write, False)
    return read, write


def _ready(fds: list[int], timeout: float | None) -> set[int]:
    """The file descriptors among ``fds`` ready to read within ``timeout`` seconds."""
    import selectors  # here: the first frame does without it

    # poll, not epoll: epoll refuses regular files (a script given as standard input).
    kind = getattr(selectors, "PollSelector", selectors.SelectSelector)
    with kind() as selector:
        for fd in fds:
            selector.register(fd, selectors.EVENT_READ)
        return {key.fd for key, _ in selector.select(timeout)}


_CONSOLE_SECONDS: Final = 0.05
"""How long a wait on Windows may leave the console's keys unread."""


def _ready_on_windows(
    ends: list[Connection], terminal: int | None, timeout: float | None
) -> set[int]:
    """The wait on Windows, where a console cannot be waited on beside the workers' pipes:
    on the pipes for :data:`_CONSOLE_SECONDS` at most, then the terminal is said to be
    ready, so that its keys are read (curses reads them there without waiting). The one
    wait of the game that wakes by the clock; what is ready comes as file descriptors,
    as :meth:`Waiting.wait` asks."""
    from multiprocessing.connection import wait

    step = _CONSOLE_SECONDS if timeout is None else min(timeout, _CONSOLE_SECONDS)
    if ends:
        came = wait(ends, step)
    else:  # nothing to wait on but the console: wait() would return at once
        time.sleep(step)
        came = []
    ready = {end.fileno() for end in ends if end in came}
    return ready if terminal is None else ready | {terminal}
