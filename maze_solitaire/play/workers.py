"""Run one slow, pure function at a time in a child process, so the game never waits for it.

The session asks :meth:`Worker.start` for a result, goes on with the game, and
collects it with :meth:`Worker.poll` once the worker's :meth:`~Worker.fileno`
is ready (the session waits on it beside the terminal: nothing is polled). A
new request supersedes the running one (the child is killed: a search for a
position the player has already left is worth nothing), and :meth:`Worker.stop`
ends it at once when the game quits.

The work is called as ``work(*args, early=send_early)``: it may hand over
early answers (a first winning line, say, while a shorter one is sought),
which :meth:`Worker.poll` passes on while the work goes on.

A worker never outlives the game (it watches the game's process: see
:mod:`maze_solitaire.processes`) and holds none of its locks (storage closes
them in every forked child). A worker given ``cpu_seconds`` is held to that much CPU
time, counted by the kernel in the child (``RLIMIT_CPU``): the work ends with an error
once it has used them, however long a busy machine made it wait for them (where the
limit cannot be set, on Windows, the work's own budget alone ends it).
``multiprocessing`` is imported only when the first job starts, so it costs the game's
start-up nothing.
"""

from __future__ import annotations

import contextlib
import math
import os
import signal
import sys
from collections.abc import Callable, Hashable, Iterator
from typing import TYPE_CHECKING, Any, Final, Generic, TypeVar

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

Found = TypeVar("Found")

_EARLY, _DONE, _FAILED = "early", "done", "failed"
CPU_GRACE: Final = 5
"""CPU seconds a work may go on past its limit before the kernel kills it (the limit's
signal is answered between two steps of Python: a long step of the compiled core ends
first)."""


class Reply(Generic[Found]):
    """What :meth:`Worker.poll` collected for the request ``key``.

    (Not a NamedTuple: a generic one needs Python 3.11; not a dataclass:
    that import would cost the game's start-up.)
    """

    __slots__ = ("error", "key", "result")

    def __init__(self, key: Hashable, result: Found | None, error: str):
        self.key = key
        self.result = result
        """None if the work failed."""
        self.error = error
        """Why the work failed; empty on success."""


_GAMES_OWN: Final = tuple(
    getattr(signal, name)
    for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGTSTP", "SIGCONT", "SIGWINCH")
    if hasattr(signal, name)
)
"""The signals the game handles itself (see :func:`_signals_held`)."""


class OutOfCpuTime(Exception):
    """The work used up the CPU seconds its worker was given."""


def _limit_cpu(seconds: float | None) -> None:
    """Hold this process to ``seconds`` of CPU time (from its start: a forked child's
    count starts at nothing), if given and the system can."""
    if seconds is None or not hasattr(signal, "SIGXCPU"):  # Windows: no such limit
        return
    import resource

    soft = max(1, math.ceil(seconds))
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    if hard != resource.RLIM_INFINITY:
        soft = min(soft, hard)
        limit = (soft, min(hard, soft + CPU_GRACE))
    else:
        limit = (soft, soft + CPU_GRACE)

    def out_of_cpu_time(signum: int, frame: object) -> None:
        raise OutOfCpuTime(f"the search used up its {soft} CPU seconds")

    signal.signal(signal.SIGXCPU, out_of_cpu_time)
    resource.setrlimit(resource.RLIMIT_CPU, limit)


def _run(
    send: Connection, work: Callable[..., Any], args: tuple[Any, ...], cpu_seconds: float | None
) -> None:
    # The worker shares the game's terminal: Ctrl-C there is the game's to
    # handle (it stops the worker), and none of the game's own signal handling
    # may run here (nor its wake-up pipe be written). A hang-up or SIGTERM
    # simply ends the worker; Ctrl-Z stops it with the game, and fg goes on.
    # A forked child starts with these signals held (see _signals_held), so
    # one that came in between the fork and here meets the worker's own
    # handling, never the game's.
    from maze_solitaire.processes import end_with_parent

    end_with_parent()
    with contextlib.suppress(ValueError):  # not the main thread: nothing was set
        signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for signum in _GAMES_OWN:
        if signum != signal.SIGINT:
            signal.signal(signum, signal.SIG_DFL)
    _limit_cpu(cpu_seconds)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _GAMES_OWN)

    def early(value: Any) -> None:
        send.send((_EARLY, value))

    try:
        send.send((_DONE, work(*args, early=early)))
    except Exception as error:  # reported to the parent, which says the search failed
        send.send((_FAILED, f"{type(error).__name__}: {error}"))
    finally:
        send.close()


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Hold back the game's signals while the child is forked, so the child starts
    with them held.

    The game gets any that came meanwhile as soon as this ends. Where
    signals cannot be held (Windows), the child is spawned afresh and runs
    none of the game's handlers anyway.
    """
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, _GAMES_OWN)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


class Worker(Generic[Found]):
    """At most one child process working on ``work(*args)`` for a request ``key``.

    ``prepare``, if given, runs in the game's own process before the first child
    is forked: it imports what the work needs, so that each child has it already
    (a search answers sooner), and so that a game whose installation is replaced
    while it runs (an upgrade) still has the code it started with. ``cpu_seconds``,
    if given, is the most CPU time each request's child may use (whole seconds, rounded
    up): past it the request fails, saying so.
    """

    def __init__(
        self,
        work: Callable[..., Found],
        prepare: Callable[[], None] | None = None,
        *,
        cpu_seconds: float | None = None,
    ):
        self._work = work
        self._prepare = prepare
        self.cpu_seconds = cpu_seconds
        self._process: BaseProcess | None = None
        self._receive: Connection | None = None
        self.key: Hashable | None = None
        """What the running (or last) request was for."""

    @property
    def busy(self) -> bool:
        return self._process is not None

    @property
    def pid(self) -> int | None:
        """The running child's process id, if one runs."""
        return None if self._process is None else self._process.pid

    def connection(self) -> Connection | None:
        """The end the running request's answers come from, to wait on (``None``: none
        runs): its ``fileno()`` on Unix; the end itself for
        :func:`multiprocessing.connection.wait` on Windows, where a pipe is no file
        descriptor."""
        return self._receive

    def start(self, key: Hashable, *args: Any) -> None:
        """Begin ``work(*args)`` for ``key``, killing any request still running.

        Raises the ``prepare`` step's error, if it fails (the caller says so)."""
        import multiprocessing

        self.stop()
        # fork starts in milliseconds and needs no re-import; elsewhere, spawn.
        forking = sys.platform.startswith("linux")
        if forking and self._prepare is not None:
            prepare, self._prepare = self._prepare, None
            prepare()
        context: Any = multiprocessing.get_context("fork" if forking else "spawn")
        receive, send = context.Pipe(duplex=False)
        process = context.Process(
            target=_run, args=(send, self._work, args, self.cpu_seconds), daemon=True
        )
        with _signals_held():
            process.start()
        send.close()  # the child holds the only writing end now
        self._process, self._receive, self.key = process, receive, key

    def poll(self) -> Reply[Found] | None:
        """The next answer to the running request, or ``None`` while there is none.

        After an early answer the worker is still :attr:`busy`; after the last
        answer (or a failure) it is idle again.
        """
        if self._receive is None or not self._receive.poll():
            return None
        try:
            kind, value = self._receive.recv()
        except (EOFError, OSError):  # the child died without answering
            kind, value = _FAILED, "the search process ended without an answer"
        if kind == _EARLY:
            return Reply(self.key, value, "")  # the work goes on: still busy
        key = self.key
        self.stop()
        if kind == _DONE:
            return Reply(key, value, "")
        return Reply(key, None, str(value))

    def pause(self) -> None:
        """Stop the child where it is (the game is suspended: Ctrl-Z)."""
        self._signal("SIGSTOP")

    def resume(self) -> None:
        """Let a paused child go on."""
        self._signal("SIGCONT")

    def _signal(self, name: str) -> None:
        signum = getattr(signal, name, None)
        pid = self.pid
        if signum is not None and pid is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signum)

    def stop(self) -> None:
        """End the running request at once (if any)."""
        if self._process is not None:
            if self._process.is_alive():
                self._process.kill()
            self._process.join(timeout=1.0)
        if self._receive is not None:
            self._receive.close()
        self._process, self._receive = None, None
