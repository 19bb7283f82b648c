"""The work done in the tests' background workers, for tests and the scripts they start.

Sleeping stands in for a search that takes long (the tests wait for conditions, never
for time to pass). Nothing here imports pytest or a test module, so a script a test
starts (a game to be killed, with a worker of its own) can import it cheaply.
"""

from __future__ import annotations

import signal
import time
from collections.abc import Callable
from typing import Any


def slow_square(value: int, seconds: float, early: Callable[[int], None]) -> int:
    time.sleep(seconds)
    return value * value


def fails(message: str, early: Callable[[int], None]) -> int:
    raise ValueError(message)


def rough_then_exact(
    value: int, release: Any, early: Callable[[int], None]
) -> int:  # release: a pipe end
    early(round(value, -1))
    release.recv()  # goes on only when the test says so
    return value


GAME_SIGNALS = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGTSTP, signal.SIGCONT}


def signal_state(early: Callable[[object], None]) -> tuple[bool, bool, bool, int]:
    """In the worker: whether any of the game's signals is held back, whether
    Ctrl-C is ignored, whether the others have their default action, and the
    wake-up file the signals write to (-1: none)."""
    held = bool(GAME_SIGNALS & signal.pthread_sigmask(signal.SIG_BLOCK, []))
    ignored = signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    others = (signal.SIGTERM, signal.SIGHUP, signal.SIGTSTP, signal.SIGCONT, signal.SIGWINCH)
    default = all(signal.getsignal(s) is signal.SIG_DFL for s in others)
    return held, ignored, default, signal.set_wakeup_fd(-1)


def spins(early: Callable[[int], None]) -> int:
    """Uses CPU time until it is stopped: a search gone wrong."""
    while True:
        pass


def cpu_limit(early: Callable[[object], None]) -> tuple[int, int]:
    """In the worker: the CPU time limit it runs under (soft, hard), in seconds."""
    import resource

    return resource.getrlimit(resource.RLIMIT_CPU)
