"""The session's background searches, from one table (the session's: the position's search,
par, the grade, the reviews).

Each :class:`Job` says what it runs (its work, and what to load before its first child
is forked), what it is wanted for now, and who learns its answers; :class:`Jobs` runs
them all the same way: starts what is wanted and not under way, hands each answer that
has come to its learner, and waits, pauses, resumes and stops their workers together.
A worker (:class:`~.workers.Worker`, and ``multiprocessing`` with it) is made when its
job is first wanted, after the game's first frame.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

    from maze_solitaire.play.events import Event
    from maze_solitaire.play.workers import Worker

Work = tuple[Callable[..., Any], Callable[[], None]]
"""A job's work, run in its worker (``work(request, early=...)``), and what to load in the
game's own process before its first child is forked."""
Wanted = Callable[[], "tuple[Hashable, object] | None"]
"""What a job is wanted for now: the request's key and what the work is given (``None``:
nothing)."""
Learn = Callable[[Any, Any, str], "list[Event]"]
"""Who learns a job's answers: given the key, the answer (``None`` if it failed) and why it
failed (empty otherwise); what that caused."""


class Job:
    """One kind of background search, by ``name``: ``load`` gives its :data:`Work` (called
    once, when its worker is made), ``wanted`` what it is wanted for, ``learn`` who learns
    its answers; ``busy_with`` (if given) is told which key it works on after each start
    and answer (``None``: none); ``cpu_seconds`` (if given) is the most CPU time its
    worker may spend on one request (see :class:`~.workers.Worker`)."""

    __slots__ = ("_worker", "busy_with", "cpu_seconds", "learn", "load", "name", "wanted")

    def __init__(
        self,
        name: str,
        load: Callable[[], Work],
        wanted: Wanted,
        learn: Learn,
        *,
        busy_with: Callable[[Hashable | None], None] | None = None,
        cpu_seconds: float | None = None,
    ):
        self.name = name
        self.cpu_seconds = cpu_seconds
        self.load = load
        self.wanted = wanted
        self.learn = learn
        self.busy_with = busy_with
        self._worker: Worker[Any] | None = None

    @property
    def worker(self) -> Worker[Any]:
        """Its worker, made when first needed."""
        if self._worker is None:
            from maze_solitaire.play.workers import Worker

            self._worker = Worker(*self.load(), cpu_seconds=self.cpu_seconds)
        return self._worker

    @property
    def started(self) -> bool:
        """Whether its worker was ever made (a job never wanted has none to wait on)."""
        return self._worker is not None

    def kick(self) -> list[Event]:
        """Start the work wanted, unless it is under way; a start that failed is learnt as
        a failed search."""
        wanted = self.wanted()
        events: list[Event] = []
        if wanted is not None:
            key, work = wanted
            worker = self.worker
            if not (worker.busy and worker.key == key):
                try:
                    worker.start(key, work)
                except Exception as error:  # the search's code gone in an upgrade, say
                    events = self.learn(key, None, f"{type(error).__name__}: {error}")
        self._tell_busy()
        return events

    def collect(self) -> list[Event]:
        """Every answer that has come, learnt in turn."""
        events: list[Event] = []
        if self._worker is not None:
            while (reply := self._worker.poll()) is not None:
                events += self.learn(reply.key, reply.result, reply.error)
        self._tell_busy()
        return events

    def _tell_busy(self) -> None:
        if self.busy_with is not None:
            worker = self._worker
            self.busy_with(worker.key if worker is not None and worker.busy else None)


class Jobs:
    """The table of the session's jobs, run alike."""

    def __init__(self, jobs: Iterable[Job]):
        self._jobs = {job.name: job for job in jobs}

    def kick(self, *, skip: Iterable[str] = ()) -> list[Event]:
        """Start what each job (but those in ``skip``) is wanted for and is not under way."""
        events: list[Event] = []
        for job in self._jobs.values():
            if job.name not in skip:
                events += job.kick()
        return events

    def collect(self) -> list[Event]:
        """Hand each answer that has come to its job's learner; what that caused."""
        events: list[Event] = []
        for job in self._jobs.values():
            events += job.collect()
        return events

    def worker(self, name: str) -> Worker[Any]:
        """The worker of the job ``name`` (made now, if it is not yet)."""
        return self._jobs[name].worker

    def busy(self, name: str) -> bool:
        """Whether the job ``name`` is at work."""
        job = self._jobs[name]
        return job.started and job.worker.busy

    def connections(self) -> list[Connection]:
        """The ends the running jobs' answers come from, to wait on."""
        ends = (job.worker.connection() for job in self._jobs.values() if job.started)
        return [end for end in ends if end is not None]

    def pause(self) -> None:
        """Stop every worker where it is (the game is suspended: Ctrl-Z)."""
        for job in self._started():
            job.worker.pause()

    def resume(self) -> None:
        for job in self._started():
            job.worker.resume()

    def stop(self) -> None:
        """End every worker at once (a review unfinished is made when next asked for)."""
        for job in self._started():
            job.worker.stop()

    def _started(self) -> list[Job]:
        return [job for job in self._jobs.values() if job.started]
