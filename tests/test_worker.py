"""The background worker: results arrive, superseded work dies, errors are reported, and no
worker outlives the game or holds its locks."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
from multiprocessing.connection import wait as wait_for_fds
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

import pytest

from maze_solitaire.play.workers import CPU_GRACE, Worker, _signals_held
from tests.jobs import (
    GAME_SIGNALS,
    cpu_limit,
    fails,
    rough_then_exact,
    signal_state,
    slow_square,
    spins,
)
from tests.processes import alive, gone_within, lock_files_held, needs_proc


def answer(worker: Worker[Any], timeout: float = 30.0) -> tuple[object, object, str, bool]:
    """The next answer, slept for on the worker's pipe, as (key, result, error, busy)."""
    end = worker.connection()
    assert end is not None
    assert wait_for_fds([end.fileno()], timeout), "no answer"
    found = worker.poll()
    assert found is not None
    return found.key, found.result, found.error, worker.busy


def test_a_result_arrives_while_the_caller_goes_on() -> None:
    worker: Worker[int] = Worker(slow_square)
    worker.start("seven", 7, 0.2)
    assert worker.busy and worker.poll() is None  # not waited for
    assert answer(worker) == ("seven", 49, "", False)
    assert worker.connection() is None  # idle: nothing to wait on


def test_a_new_request_supersedes_the_running_one() -> None:
    worker: Worker[int] = Worker(slow_square)
    worker.start("slow", 3, 600.0)
    slow = worker.pid
    assert slow is not None
    worker.start("quick", 4, 0.0)
    assert not alive(slow)  # killed and reaped, not left to run its ten minutes
    assert answer(worker) == ("quick", 16, "", False)


def test_stop_ends_the_work_at_once() -> None:
    worker: Worker[int] = Worker(slow_square)
    worker.start("slow", 3, 600.0)
    pid = worker.pid
    assert pid is not None
    worker.stop()
    assert not alive(pid) and not worker.busy and worker.poll() is None


def test_an_error_in_the_work_is_reported_not_raised() -> None:
    worker: Worker[int] = Worker(fails)
    worker.start("bad", "no luck")
    assert answer(worker) == ("bad", None, "ValueError: no luck", False)


def test_an_early_answer_arrives_while_the_work_goes_on() -> None:
    import multiprocessing

    release, go = multiprocessing.get_context("fork").Pipe()
    worker: Worker[int] = Worker(rough_then_exact)
    worker.start("rough", 47, release)
    assert answer(worker) == ("rough", 50, "", True)
    go.send("go")
    assert answer(worker) == ("rough", 47, "", False)
    assert not worker.busy


needs_a_cpu_limit = pytest.mark.skipif(
    not hasattr(signal, "SIGXCPU"), reason="no CPU time limit here (Windows): the budget ends work"
)


@needs_a_cpu_limit
def test_work_that_uses_up_its_cpu_seconds_ends_with_an_error_saying_so() -> None:
    worker: Worker[int] = Worker(spins, cpu_seconds=1)
    worker.start("runaway")
    key, result, error, busy = answer(worker, timeout=300.0)  # a guard: 1 CPU s, any load
    assert (key, result, busy) == ("runaway", None, False)
    assert error == "OutOfCpuTime: the search used up its 1 CPU seconds"


@needs_a_cpu_limit
def test_the_limit_counts_the_worker_s_own_cpu_time_from_its_start_not_the_clock() -> None:
    import multiprocessing
    import time

    worker: Worker[object] = Worker(cpu_limit, cpu_seconds=2.5)
    worker.start("limit")
    assert answer(worker) == ("limit", (3, 3 + CPU_GRACE), "", False)  # whole seconds, up
    # A worker waiting, while the game itself uses more CPU time than the worker's limit
    # (and more time passes on the clock), is not ended: only its own CPU time counts.
    release, go = multiprocessing.get_context("fork").Pipe()
    worker = Worker(rough_then_exact, cpu_seconds=1)
    worker.start("waits", 47, release)
    assert answer(worker) == ("waits", 50, "", True)
    began = time.process_time()
    while time.process_time() - began < 1.1:  # the game's CPU time, not a clock
        pass
    go.send("go")
    assert answer(worker) == ("waits", 47, "", False)


def test_what_the_work_needs_is_loaded_once_before_the_first_child() -> None:
    loaded: list[int] = []
    worker: Worker[int] = Worker(slow_square, prepare=lambda: loaded.append(os.getpid()))
    worker.start("a", 2, 0.0)
    answer(worker)
    worker.start("b", 3, 0.0)
    answer(worker)
    assert loaded == [os.getpid()]  # in the game's own process, and only once


def test_a_prepare_step_that_fails_is_raised_for_the_caller_to_say() -> None:
    def gone() -> None:
        raise ModuleNotFoundError("No module named 'maze_solitaire.solver.schedule'")

    worker: Worker[int] = Worker(slow_square, prepare=gone)
    with pytest.raises(ModuleNotFoundError):
        worker.start("a", 2, 0.0)
    assert not worker.busy


def test_the_game_s_signals_are_held_while_the_worker_is_forked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Held at the fork, a Ctrl-C or hang-up in that instant cannot run the
    # game's handlers in the child; the child then sets its own and lets go,
    # and the game hears them again. The game's wake-up pipe is not the child's.
    at_fork: list[set[int]] = []
    fork = BaseProcess.start

    def start(process: BaseProcess) -> None:
        at_fork.append(set(signal.pthread_sigmask(signal.SIG_BLOCK, [])))
        fork(process)

    monkeypatch.setattr(BaseProcess, "start", start)
    before = signal.pthread_sigmask(signal.SIG_BLOCK, [])
    read, write = os.pipe()
    os.set_blocking(write, False)
    previous = signal.set_wakeup_fd(write)
    try:
        worker: Worker[tuple[bool, bool, bool, int]] = Worker(signal_state)
        worker.start("state")
        assert len(at_fork) == 1 and at_fork[0] >= GAME_SIGNALS
        assert signal.pthread_sigmask(signal.SIG_BLOCK, []) == before
        assert answer(worker) == ("state", (False, True, True, -1), "", False)
    finally:
        signal.set_wakeup_fd(previous)
        os.close(read)
        os.close(write)


def test_a_ctrl_c_during_the_fork_reaches_the_game_afterwards() -> None:
    heard: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda number, frame: heard.append(number))
    try:
        with _signals_held():
            # At this thread, the one that forks: under pytest-xdist the process
            # has other threads, which would take a signal sent to the process.
            signal.pthread_kill(threading.get_ident(), signal.SIGINT)
            assert heard == []  # held back: a child forked now would not run the handler
        # Let go, it is pending no more: Python runs its handler before the next line.
        assert heard == [signal.SIGINT]
    finally:
        signal.signal(signal.SIGINT, previous)


@needs_proc
def test_a_paused_worker_stops_where_it_is_and_goes_on() -> None:
    from tests.processes import state_of

    worker: Worker[int] = Worker(slow_square)
    worker.start("slow", 3, 600.0)
    pid = worker.pid
    assert pid is not None
    try:
        worker.pause()
        assert gone_within(lambda: state_of(pid) == "T")  # stopped (Ctrl-Z)
        worker.resume()
        assert gone_within(lambda: state_of(pid) in ("S", "R"))  # going on
    finally:
        worker.stop()


GAME_KILLED = """
import sys, time
from maze_solitaire.engine import Game
from maze_solitaire.play.workers import Worker
from maze_solitaire.storage import Store
from tests.jobs import slow_square

store = Store.open(sys.argv[1])
store.begin(Game.from_deal(1))  # the game's lock, held
worker = Worker(slow_square)
worker.start("slow", 3, 600.0)
print(worker.pid, flush=True)
time.sleep(600)  # the game plays on, until killed
"""


@needs_proc
def test_a_worker_holds_no_lock_and_ends_when_the_game_is_killed(tmp_path: Path) -> None:
    # Killed as an out-of-memory kill would, the game ran no clean-up: its worker
    # went on for minutes, holding the game's lock, and the next launch dealt anew.
    game = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(GAME_KILLED), str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parent.parent,
    )
    try:
        assert game.stdout is not None
        worker = int(game.stdout.readline())
        assert lock_files_held(game.pid, tmp_path)  # the game holds its lock,
        # its worker none, once its after-fork hook has closed the copy fork gave it
        assert gone_within(lambda: not lock_files_held(worker, tmp_path))
        game.kill()
        game.wait(timeout=30)
        assert gone_within(lambda: not alive(worker)), "the worker outlived the game"
    finally:
        game.kill()
        game.wait(timeout=30)
