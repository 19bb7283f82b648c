"""One game session, whatever shows it: start or resume, the workers, the signals, the wait,
saving on every way out, and what to say when it ends.

Both front ends (the full-screen game and the text mode) run a session the same
way::

    session = Session.open(store, request)       # resumes, or deals; nothing drawn yet
    with session.signals(front):                 # SIGTERM/SIGHUP stop it, Ctrl-Z suspends it
        show(session.opening)                    # events: resumed, new game, notices
        ... first frame ...
        show(session.begin())                    # a new game's start written, after it shows
        while not session.controller.quit_requested:
            wake = session.wait(terminal, timeout)   # the terminal, the workers, the clock
            show(session.collect())              # the solver's answers
            ... keys or lines -> controller -> events -> shown ...
    goodbye = session.close()                    # saved, workers ended; the goodbye in figures

The wait sleeps on the terminal, the workers' answers and the signals at once,
for as long as the caller says the screen stays the same: an idle game uses no
processor time, and a worker's answer is seen the moment it comes.
"""

import contextlib
import os
import signal
import time
from collections.abc import Callable, Iterator
from types import FrameType
from typing import TYPE_CHECKING, Final, Protocol

from maze_solitaire import system
from maze_solitaire.engine import STANDARD, Game, Position, Variant, daily_code
from maze_solitaire.play.assistant import DEMO_STEP_SECONDS, analyse, prepare_search
from maze_solitaire.play.controller import Controller, Deals
from maze_solitaire.play.events import (
    Event,
    LeftInProgress,
    Notice,
    PlayedElsewhere,
    Started,
)
from maze_solitaire.play.grades import find_grade, prepare_grade, table_of
from maze_solitaire.play.pars import find_par, prepare_par
from maze_solitaire.solver.answer import Grade
from maze_solitaire.storage import Progress, Store
from maze_solitaire.values import Value

if TYPE_CHECKING:
    from datetime import date
    from multiprocessing.connection import Connection

    from maze_solitaire.play.goodbye import Goodbye
    from maze_solitaire.play.reviews import ReviewJob
    from maze_solitaire.play.workers import Found, Worker
    from maze_solitaire.solver.answer import Graded, Par, Review, SolveResult


class Stopped(BaseException):
    """A signal asked the game to end (SIGTERM, SIGHUP).

    A :class:`BaseException`, as :class:`KeyboardInterrupt` is: no handler of
    errors on the way may take it for one of them.
    """

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


class Ended(Value):
    """How a front end's game ended: by the player (``q``, the end of input), or by a
    signal (Ctrl-C, SIGTERM, SIGHUP); the command line makes it an exit status."""

    __slots__ = ("signal",)

    def __init__(self, signal: int | None = None):
        self.signal: Final = signal


ENDED_BY_THE_PLAYER: Final = Ended()


class Request(Value):
    """What the player asked for."""

    __match_args__ = (
        "chosen", "rules", "default_rules", "game_id", "difficulty", "fresh", "replay",
    )  # fmt: skip
    __slots__ = __match_args__

    def __init__(  # noqa: PLR0917  # what was asked, in the order it is read
        self,
        chosen: Game | None = None,
        rules: Variant | None = None,
        default_rules: Variant = STANDARD,
        game_id: int | None = None,
        difficulty: Grade | None = None,
        fresh: bool = False,
        replay: int | None = None,
    ):
        self.chosen: Final = chosen
        """A chosen deal or position; ``None`` resumes the game in progress, or deals at
        random."""
        self.rules: Final = rules
        """The rules asked for without a deal (``--rules``): the game in progress resumes
        only if it is played under them, else a random deal of them begins."""
        self.default_rules: Final = default_rules
        """The rules of a random deal where none are asked for (the config file's)."""
        self.game_id: Final = game_id
        """A saved game in progress asked for by its id (``resume ID``): that game
        resumes, or :meth:`Session.open` raises the storage's error saying why not."""
        self.difficulty: Final = difficulty
        """The grade of a random deal, and of the deals ``n`` deals (``None``: any)."""
        self.fresh: Final = fresh
        """Whether a new deal is asked for (``--difficulty``) rather than the game in
        progress: without a chosen game, a random deal of :attr:`difficulty` begins, and
        the games in progress stay as they are."""
        self.replay: Final = replay
        """An ended game to play back at once, over the game (``replay ID``)."""


class Front(Protocol):
    """What a front end does when the game is suspended (Ctrl-Z) and taken up again."""

    def suspend(self) -> None:
        """Give the terminal back as the shell wants it."""

    def resume(self) -> None:
        """Take the terminal again and show the game afresh."""


class Wake(Value):
    """Why :meth:`Session.wait` returned."""

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
        """A worker has an answer (:meth:`Session.collect` takes it)."""
        self.resized: Final = resized
        """The terminal changed size (SIGWINCH)."""
        self.resumed: Final = resumed
        """The game was suspended and is back (the front end has shown it afresh)."""


def random_deal(variant: Variant = STANDARD, grade: Grade | None = None) -> Game:
    """A new game of a deal drawn uniformly from every deal number the variant has
    (exactly 32 bits for ours; PySolFC's 1 to 10^20 - 1); with ``grade``, drawn uniformly
    from the deals of that grade that the table shipped with the package holds (any deal,
    where there is no table)."""
    if grade is not None:
        table = table_of(variant)
        number = None if table is None else table.deal_of(grade, uniform)
        if number is not None:
            return Game.from_deal(number, variant)
    drawn = uniform(variant.end_deal - variant.first_deal)
    return Game.from_deal(variant.check_deal(variant.first_deal + drawn), variant)


def uniform(span: int) -> int:
    """A number drawn uniformly from ``[0, span)``, by the system's randomness."""
    # os.urandom rather than the secrets module, whose hashlib import
    # costs the game's start-up about 7 ms. Draws past the range are drawn
    # again (rather than folded in by a remainder, which would favour some).
    size = (span - 1).bit_length()
    while True:
        drawn = int.from_bytes(os.urandom((size + 7) // 8), "little") >> (-size % 8)
        if drawn < span:
            return drawn


class Dealer:
    """Where a session's new games come from: chance, and the calendar where the player is."""

    def random(self, variant: Variant, grade: Grade | None = None) -> Game:
        return random_deal(variant, grade)

    def daily(self) -> Game:
        return Game.from_code(daily_code(self.today()))

    def today(self) -> "date":
        from datetime import date  # here: the first frame does without it

        return date.today()


_GAMES_OWN_SIGNALS: Final = ("SIGTERM", "SIGHUP", "SIGTSTP", "SIGCONT", "SIGWINCH")


class Session:
    """A game being played: its controller, its saved games, its workers."""

    def __init__(
        self,
        controller: Controller,
        store: Store,
        opening: list[Event],
        *,
        begun: bool,
        left: int = 0,
        replay: int | None = None,
    ):
        """Use :meth:`open`."""
        self.controller = controller
        self.store = store
        self.opening = opening
        """What the game says as it starts: resumed or new, notices."""
        self.replay = replay
        """The ended game to play back as the game starts, if one was asked for."""
        self._begun = begun
        self._left = left
        self._search: Worker[SolveResult] | None = None
        self._pars: Worker[Par] | None = None
        self._grades: Worker[Graded] | None = None
        self._reviews: Worker[Review] | None = None
        self._wakeup: tuple[int, int] | None = None
        self._front: Front | None = None

    @property
    def search(self) -> "Worker[SolveResult]":
        """The worker of the hint's search (made when first needed, after the first frame)."""
        if self._search is None:
            from maze_solitaire.play.workers import Worker

            self._search = Worker(analyse, prepare_search)
        return self._search

    @property
    def pars(self) -> "Worker[Par]":
        """The worker of par's search, a process of its own: par never waits for a hint."""
        if self._pars is None:
            from maze_solitaire.play.workers import Worker

            self._pars = Worker(find_par, prepare_par)
        return self._pars

    @property
    def grades(self) -> "Worker[Graded]":
        """The worker of the grade's search, a process of its own (a deal's grade takes up
        to a second, and the table shipped has most deals' already)."""
        if self._grades is None:
            from maze_solitaire.play.workers import Worker

            self._grades = Worker(find_grade, prepare_grade)
        return self._grades

    @property
    def reviews(self) -> "Worker[Review]":
        """The worker of the reviews of the games that end, a process of its own, at the
        lowest priority: it never holds up the hint or par."""
        if self._reviews is None:
            from maze_solitaire.play.reviews import make_review, prepare_review
            from maze_solitaire.play.workers import Worker

            self._reviews = Worker(make_review, prepare_review)
        return self._reviews

    @classmethod
    def open(
        cls,
        store: Store,
        request: Request,
        *,
        scripting: bool = False,
        demo_seconds: float = DEMO_STEP_SECONDS,
        notices: tuple[str, ...] = (),
        now: Callable[[], float] = time.monotonic,
        deals: Deals | None = None,
        warnings: bool = True,
    ) -> "Session":
        """The game the player asked for, from ``store``: with a chosen game (a deal, a
        position, a daily), the game of it in progress resumes, or a new game of it
        begins; without, the game in progress resumes (under ``request.rules``, when
        asked), or a random deal of ``request.rules`` or ``request.default_rules``
        begins. Whatever begins, the other games in progress stay in progress, to be
        resumed later. A chosen game open in another process is not opened a second time:
        the storage's error says where it is open. ``scripting``: the moves come from a
        file or a pipe (the games played are scripted, never records). ``notices`` (from
        the settings) open the game's words. ``warnings``: whether a move that lost the
        game is said at once."""
        deals = deals or Dealer()
        chosen = request.chosen
        rules = request.rules
        fresh = request.fresh and chosen is None and request.game_id is None
        resumed = None
        if not fresh:  # a new deal asked for: the games in progress stay as they are
            resumed = store.resume(
                chosen, rules=None if rules is None else rules.name, game_id=request.game_id
            )
        difficulty = request.difficulty
        if resumed is None:
            progress = Progress(chosen or deals.random(rules or request.default_rules, difficulty))
        else:
            progress = resumed.progress
        first_game = resumed is None and not store.history(1)
        controller = Controller(
            progress,
            deals,
            recorder=store,
            demo_seconds=demo_seconds,
            now=now,
            welcome=first_game,
            scripting=scripting,
            shelf=store,
            warnings=warnings,
            difficulty=difficulty,
        )
        game = progress.game
        opening: list[Event] = [Notice(notice) for notice in notices if notice]
        if store.notice:
            opening.append(Notice(store.notice))
        if resumed is not None:
            opening.append(controller.continued())
        elif chosen is None and store.played_elsewhere:
            opening.append(PlayedElsewhere(store.played_elsewhere))  # says why, and is enough
        else:
            daily = controller.daily_result(game)
            opening.append(Started(game.code, game.variant, game.position, daily))
        left = 0
        if resumed is None and store.saving and not store.played_elsewhere:
            left = store.in_progress()
        return cls(
            controller, store, opening, begun=resumed is not None, left=left,
            replay=request.replay,
        )  # fmt: skip

    def begin(self) -> list[Event]:
        """Write a new game's start (once it shows: the player need not wait for it); the
        games in progress it left as they were, if any."""
        if self._begun:
            return []
        self._begun = True
        self.store.begin(self.controller.game)
        events: list[Event] = []
        if self._left:
            events.append(LeftInProgress(self._left))
        return events + self.controller.notices()

    # -- the solver's workers ----------------------------------------------------------------

    def kick(self, *, search: bool = True) -> list[Event]:
        """Start what the game wants of the solver and is not yet under way: the search
        for the position on the board (with ``search``), par for the deal, the review of
        a game that ended."""
        controller = self.controller
        events: list[Event] = []
        wanted = controller.analysis_wanted() if search else None
        if wanted is not None and not (self.search.busy and self.search.key == wanted):
            error = _started(self.search, wanted, wanted)
            if error:
                events += controller.learn(wanted, None, error)
        events += _kicked(self.pars, controller.par_wanted(), controller.learn_par)
        controller.seeking_par = self.pars.key if self.pars.busy else None
        events += _kicked(self.grades, controller.grade_wanted(), controller.learn_grade)
        job = controller.review_wanted()
        if job is not None and not (self.reviews.busy and self.reviews.key == job.game_id):
            error = _started(self.reviews, job.game_id, job)
            if error:
                events += controller.learn_review(job.game_id, None, error)
        return events

    def collect(self) -> list[Event]:
        """Hand the workers' answers that have come to the controller; what that caused."""
        controller = self.controller
        events: list[Event] = []
        while (answer := self.search.poll()) is not None:
            if isinstance(answer.key, Position):
                events += controller.learn(answer.key, answer.result, answer.error)
        events += _collected(self.pars, controller.learn_par)
        controller.seeking_par = self.pars.key if self.pars.busy else None
        events += _collected(self.grades, controller.learn_grade)
        reviewed = self.reviews.poll()
        if reviewed is not None and isinstance(reviewed.key, int):
            events += controller.learn_review(reviewed.key, reviewed.result, reviewed.error)
        return events

    def look(
        self,
        done: Callable[[], bool],
        seconds: float,
        *,
        grading: bool = False,
        review: bool = False,
    ) -> list[Event]:
        """Have the solver look at the position on the board (with ``grading``: grade the
        deal; with ``review``: make the review asked for) until ``done`` or ``seconds``
        pass, sleeping on its answers (the text mode's hint, ``status`` and ``review``)."""
        deadline = time.monotonic() + seconds
        worker = self.reviews if review else self.grades if grading else self.search
        events: list[Event] = []
        while not done():
            events += self.kick(search=not (grading or review))
            left = deadline - time.monotonic()
            if not worker.busy or left <= 0:
                break
            self.wait(None, left)
            events += self.collect()
        return events

    # -- waiting -------------------------------------------------------------------------------

    def wait(self, terminal: int | None, timeout: float | None) -> Wake:
        """Sleep until the terminal (the file descriptor ``terminal``) has input, a worker
        answers, a signal comes or ``timeout`` seconds pass (``None``: no end)."""
        ready, signals = self._sleep(terminal, timeout)
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
            answered=any(fd in ready for fd in self._worker_fds()),
            resized=resized,
            resumed=resumed,
        )

    def _worker_fds(self) -> list[int]:
        return [end.fileno() for end in self._worker_ends()]

    def _worker_ends(self) -> "list[Connection]":
        ends = (
            self.search.connection(),
            self.pars.connection(),
            self.grades.connection(),
            self.reviews.connection(),
        )
        return [end for end in ends if end is not None]

    def _sleep(self, terminal: int | None, timeout: float | None) -> tuple[set[int], set[int]]:
        """Wait on the terminal, the workers and the signals; what was ready, and which
        signals came."""
        if timeout is not None and timeout <= 0:
            timeout = 0
        if system.WINDOWS:
            return _ready_on_windows(self._worker_ends(), terminal, timeout), set()
        fds = self._worker_fds()
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

    # -- signals ----------------------------------------------------------------------------------

    @contextlib.contextmanager
    def signals(self, front: Front) -> Iterator[None]:
        """The game's own handling of signals, while it runs: SIGTERM and SIGHUP end it
        (raising :class:`Stopped`), Ctrl-Z suspends it (the clock and the workers stop
        with it, ``front`` gives the terminal back and takes it again), a resize wakes
        :meth:`wait`.

        Left alone, ncurses would catch SIGTERM and exit without Python's clean-up,
        a hang-up would leave the terminal raw, and Ctrl-Z would count the time
        stopped as play. Installed before curses starts, so it keeps its hands off.
        """

        def stop(signum: int, frame: FrameType | None) -> None:
            raise Stopped(signum)

        def noted(signum: int, frame: FrameType | None) -> None:
            """Only wakes the wait: the wake-up pipe says which signal came."""

        previous = {}
        for name in _GAMES_OWN_SIGNALS:
            signum = signal_number(name)
            if signum is not None:
                handler = stop if name in ("SIGTERM", "SIGHUP") else noted
                previous[signum] = signal.signal(signum, handler)
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
            self._wakeup, self._front = None, None

    def _suspend(self) -> None:
        """Ctrl-Z: the game stops where it is, its clock and its workers with it, and the
        shell has the terminal; ``fg`` takes it all up again."""
        tstp = signal_number("SIGTSTP")
        if tstp is None:
            return
        controller = self.controller
        clock_ran = controller.clock.running
        controller.clock.run(False)  # time stopped is not play time
        if self._front is not None:
            self._front.suspend()
        workers = (self.search, self.pars, self.grades, self.reviews)
        for worker in workers:
            worker.pause()
        ours = signal.signal(tstp, signal.SIG_DFL)
        try:
            os.kill(os.getpid(), tstp)  # stops here, until SIGCONT
        finally:
            signal.signal(tstp, ours)
        for worker in workers:
            worker.resume()
        controller.clock.run(clock_ran)
        self._drain_wakeup()  # the SIGCONT that woke us is answered here, not again
        if self._front is not None:
            self._front.resume()

    def _drain_wakeup(self) -> None:
        if self._wakeup is not None:
            with contextlib.suppress(BlockingIOError, InterruptedError):
                while os.read(self._wakeup[0], 512):
                    pass

    # -- the end -------------------------------------------------------------------------------

    def close(self) -> "Goodbye":
        """The game ends (however it ends): its clock stops, it is saved, the workers
        end; what became of it."""
        from maze_solitaire.play.goodbye import Goodbye, SharedWin

        controller = self.controller
        controller.clock.run(False)
        with contextlib.suppress(Exception):  # a worker's last answer: par kept, if it came
            self.collect()
        controller.record()  # the time played since the last move
        self.store.make_sure_saved()  # the file may have gone while the game was played
        self.search.stop()
        self.pars.stop()
        self.grades.stop()
        self.reviews.stop()  # unfinished: made when next asked for (it is not kept half-made)
        game = controller.game
        store = self.store
        won = game.is_won()
        others = max(0, store.in_progress() - 1) if store.saving and not won else 0
        wins = tuple(
            SharedWin(
                win.code, win.moves, win.seconds, controller.par_of(win.start), win.helped,
                win.scripted,
            )
            for win in controller.wins
        )
        return Goodbye(
            game.deal_number,
            game.code,
            game.move_count,
            won,
            controller.win_counted,
            store.saving,
            others,
            wins,
            store.removed,
            None if store.saving else store.notice,
            unplayed=not game.all_moves,
        )


def _kicked(
    worker: "Worker[Found]",
    start: Position | None,
    learn: Callable[[Position, None], list[Event]],
) -> list[Event]:
    """Start ``worker`` on the deal's ``start`` (``None``: nothing is wanted) unless it is
    on it already; a start it could not make is learnt as a failed search."""
    if start is None or (worker.busy and worker.key == start):
        return []
    if not _started(worker, start, start):
        return []
    return learn(start, None)


def _collected(
    worker: "Worker[Found]", learn: "Callable[[Position, Found | None], list[Event]]"
) -> list[Event]:
    """``worker``'s answer for a deal's start, if it has come, handed to ``learn``."""
    found = worker.poll()
    if found is None or not isinstance(found.key, Position):
        return []
    return learn(found.key, found.result)


def _started(
    worker: "Worker[Found]",
    key: Position | int,
    work: "Position | ReviewJob",
) -> str:
    """Start ``worker`` on ``work`` for ``key``; why it could not start (empty: it did)."""
    try:
        worker.start(key, work)
    except Exception as error:  # e.g. the search's code gone in an upgrade under the game
        return f"{type(error).__name__}: {error}"
    return ""


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
    ends: "list[Connection]", terminal: int | None, timeout: float | None
) -> set[int]:
    """The wait on Windows, where a console cannot be waited on beside the workers' pipes:
    on the pipes for :data:`_CONSOLE_SECONDS` at most, then the terminal is said to be
    ready, so that its keys are read (curses reads them there without waiting). The one
    wait of the game that wakes by the clock; what is ready comes as file descriptors,
    as :meth:`Session.wait` asks."""
    from multiprocessing.connection import wait

    step = _CONSOLE_SECONDS if timeout is None else min(timeout, _CONSOLE_SECONDS)
    if ends:
        came = wait(ends, step)
    else:  # nothing to wait on but the console: wait() would return at once
        time.sleep(step)
        came = []
    ready = {end.fileno() for end in ends if end in came}
    return ready if terminal is None else ready | {terminal}
