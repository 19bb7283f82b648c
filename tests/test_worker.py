"""The background worker: results arrive, superseded work dies, errors are reported."""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable
from multiprocessing.process import BaseProcess
from typing import Any

import pytest

from maze_solitaire.play.workers import Worker, _signals_held


def slow_square(value: int, seconds: float, early: Callable[[int], None]) -> int:
    time.sleep(seconds)
    return value * value


def fails(message: str, early: Callable[[int], None]) -> int:
    raise ValueError(message)


def rough_then_exact(value: int, seconds: float, early: Callable[[int], None]) -> int:
    early(round(value, -1))
    time.sleep(seconds)
    return value


def wait(worker: Worker[Any], timeout: float = 10.0) -> tuple[object, object, str, bool]:
    """The next answer, as (key, result, error, whether the worker is still at work)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = worker.poll()
        if found is not None:
            return found.key, found.result, found.error, worker.busy
        time.sleep(0.01)
    raise AssertionError("no result")


def test_a_result_arrives_while_the_caller_goes_on() -> None:
    worker: Worker[int] = Worker(slow_square)
    worker.start("seven", 7, 0.2)
    assert worker.busy and worker.poll() is None  # not waited for
    assert wait(worker) == ("seven", 49, "", False)
    assert not worker.busy


def test_a_new_request_supersedes_the_running_one() -> None:
    worker: Worker[int] = Worker(slow_square)
    worker.start("slow", 3, 30.0)
    started = time.monotonic()
    worker.start("quick", 4, 0.0)
    assert wait(worker) == ("quick", 16, "", False)
    assert time.monotonic() - started < 5


def test_stop_ends_the_work_at_once() -> None:
    worker: Worker[int] = Worker(slow_square)
    worker.start("slow", 3, 30.0)
    started = time.monotonic()
    worker.stop()
    assert time.monotonic() - started < 2 and not worker.busy and worker.poll() is None


def test_an_error_in_the_work_is_reported_not_raised() -> None:
    worker: Worker[int] = Worker(fails)
    worker.start("bad", "no luck")
    assert wait(worker) == ("bad", None, "ValueError: no luck", False)


def test_an_early_answer_arrives_while_the_work_goes_on() -> None:
    worker: Worker[int] = Worker(rough_then_exact)
    worker.start("rough", 47, 0.3)
    assert wait(worker) == ("rough", 50, "", True)
    assert wait(worker) == ("rough", 47, "", False)
    assert not worker.busy


GAME_SIGNALS = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}


def signal_state(early: Callable[[object], None]) -> tuple[bool, bool, bool]:
    """In the worker: whether any of the game's signals is held back, whether
    Ctrl-C is ignored, and whether a hang-up or SIGTERM has its default action."""
    held = bool(GAME_SIGNALS & signal.pthread_sigmask(signal.SIG_BLOCK, []))
    ignored = signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    default = all(signal.getsignal(s) is signal.SIG_DFL for s in (signal.SIGTERM, signal.SIGHUP))
    return held, ignored, default


def test_the_game_s_signals_are_held_while_the_worker_is_forked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Held at the fork, a Ctrl-C or hang-up in that instant cannot run the
    # game's handlers in the child; the child then sets its own and lets go,
    # and the game hears them again.
    at_fork: list[set[int]] = []
    fork = BaseProcess.start

    def start(process: BaseProcess) -> None:
        at_fork.append(set(signal.pthread_sigmask(signal.SIG_BLOCK, [])))
        fork(process)

    monkeypatch.setattr(BaseProcess, "start", start)
    before = signal.pthread_sigmask(signal.SIG_BLOCK, [])
    worker: Worker[tuple[bool, bool, bool]] = Worker(signal_state)
    worker.start("state")
    assert len(at_fork) == 1 and at_fork[0] >= GAME_SIGNALS
    assert signal.pthread_sigmask(signal.SIG_BLOCK, []) == before
    assert wait(worker) == ("state", (False, True, True), "", False)


def test_a_ctrl_c_during_the_fork_reaches_the_game_afterwards() -> None:
    heard: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda number, frame: heard.append(number))
    try:
        with _signals_held():
            # At this thread, the one that forks: under pytest-xdist the process
            # has other threads, which would take a signal sent to the process.
            signal.pthread_kill(threading.get_ident(), signal.SIGINT)
            time.sleep(0.05)
            assert heard == []  # held back: a child forked now would not run the handler
        time.sleep(0.05)
        assert heard == [signal.SIGINT]
    finally:
        signal.signal(signal.SIGINT, previous)
