"""One game session, whatever shows it: start or resume, the background searches, the wait,
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

A session holds the game's :class:`~.controller.Controller`, the saved games, the
background searches run from one table (:mod:`.jobs`: the position's search, par, the
grade, the reviews), the one wait and the signals (:mod:`.waiting`), and the games that
ended, played back and reviewed (:mod:`.browsing`, made when first needed).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from maze_solitaire.engine import STANDARD, Game, Variant
from maze_solitaire.play.assistant import (
    DEMO_STEP_SECONDS,
    SEARCH_CPU_SECONDS,
    analyse,
    prepare_search,
)
from maze_solitaire.play.controller import Controller
from maze_solitaire.play.dealing import Dealer
from maze_solitaire.play.events import (
    Event,
    LeftInProgress,
    Notice,
    PlayedElsewhere,
    Started,
)
from maze_solitaire.play.grades import find_grade, prepare_grade
from maze_solitaire.play.pars import find_par, prepare_par
from maze_solitaire.play.waiting import Waiting
from maze_solitaire.solver.answer import Grade
from maze_solitaire.storage import Progress, Store
from maze_solitaire.values import Value

if TYPE_CHECKING:
    from collections.abc import Hashable
    from contextlib import AbstractContextManager
    from multiprocessing.connection import Connection

    from maze_solitaire.play.browsing import Browsing
    from maze_solitaire.play.dealing import Deals
    from maze_solitaire.play.goodbye import Goodbye
    from maze_solitaire.play.jobs import Jobs, Wanted, Work
    from maze_solitaire.play.waiting import Front, Wake
    from maze_solitaire.solver.answer import Review


SEARCH: Final = "search"
"""The search of the position on the board (the hint, the demo, the solver's word)."""
PAR: Final = "par"
"""Par's search, for the deal's start."""
GRADE: Final = "grade"
"""The grade's search, for a deal past the table shipped."""
OPTIMUM: Final = "optimum"
"""The daily's proof that par is its shortest win, where the package ships none."""
REVIEW: Final = "review"
"""The review of a game that ended."""


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


class Session:
    """A game being played: its controller, its saved games, its background searches."""

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
        self._browsing: Browsing | None = None
        self._jobs: Jobs | None = None
        self._waiting = Waiting(self._connections, self._stand_still)

    @property
    def jobs(self) -> Jobs:
        """The background searches, each in a process of its own: the hint's, par's (which
        never waits for a hint), the grade's (up to a second a deal: the table shipped has
        most deals' already), the daily's proof that par is its shortest win (where the
        package ships none: nice 19, some seconds), the reviews' (low in priority: they
        never hold up the hint or par). Made when first needed: after the first frame."""
        if self._jobs is None:
            from maze_solitaire.play.jobs import Job, Jobs

            controller, answers = self.controller, self.controller.answers
            self._jobs = Jobs((
                Job(SEARCH, lambda: (analyse, prepare_search), _keyed(answers.analysis_wanted),
                    controller.learn, cpu_seconds=SEARCH_CPU_SECONDS),
                Job(PAR, lambda: (find_par, prepare_par), _keyed(answers.par_wanted),
                    answers.learn_par, busy_with=self._seeking_par),
                Job(GRADE, lambda: (find_grade, prepare_grade), _keyed(answers.grade_wanted),
                    answers.learn_grade),
                Job(OPTIMUM, _optimum_work, _keyed(answers.optimum_wanted),
                    answers.learn_optimum),
                Job(REVIEW, _review_work, self._review_wanted, self._reviewed),
            ))  # fmt: skip
        return self._jobs

    def _connections(self) -> list[Connection]:
        """The ends the running searches' answers come from (none before the first)."""
        return [] if self._jobs is None else self._jobs.connections()

    @property
    def saving(self) -> bool:
        """Whether the game is saved (a folder that cannot be written: it is not)."""
        return self.store.saving

    @property
    def browsing(self) -> Browsing:
        """The games that ended, played back and reviewed (made when first needed: after
        the first frame)."""
        if self._browsing is None:
            from maze_solitaire.play.browsing import Browsing

            self._browsing = Browsing(self.store, self.store, self.controller)
        return self._browsing

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
    ) -> Session:
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
            daily = controller.keeper.daily_result(game)
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

    # -- the background searches -------------------------------------------------------------

    def kick(self, *, search: bool = True) -> list[Event]:
        """Start what the game wants of the solver and is not yet under way: the search
        for the position on the board (with ``search``), par and the grade of the deal,
        the review of a game that ended."""
        return self.jobs.kick(skip=() if search else (SEARCH,))

    def collect(self) -> list[Event]:
        """Hand the answers that have come to whoever learns them; what that caused."""
        return self.jobs.collect()

    def look(
        self, done: Callable[[], bool], seconds: float | None, job: str = SEARCH
    ) -> list[Event]:
        """Have ``job`` (the position's search, the grade's, a review's) work until
        ``done`` or ``seconds`` pass (``None``: until it is done or its work ends),
        sleeping on its answers (the text mode's hint, ``status`` and ``review``)."""
        deadline = None if seconds is None else time.monotonic() + seconds
        events: list[Event] = []
        while not done():
            events += self.kick(search=job == SEARCH)
            left = None if deadline is None else deadline - time.monotonic()
            if not self.jobs.busy(job) or (left is not None and left <= 0):
                break
            self.wait(None, left)
            events += self.collect()
        return events

    def _seeking_par(self, start: Hashable | None) -> None:
        self.controller.answers.seeking_par = start

    def _review_wanted(self) -> tuple[Hashable, object] | None:
        return self.browsing.review_wanted()  # the browsing made at the first kick, not before

    def _reviewed(self, game_id: int, review: Review | None, error: str) -> list[Event]:
        return self.browsing.learn_review(game_id, review, error) + self.controller.notices()

    # -- waiting, and the signals ---------------------------------------------------------------

    def wait(self, terminal: int | None, timeout: float | None) -> Wake:
        """Sleep until the terminal (the file descriptor ``terminal``) has input, a worker
        answers, a signal comes or ``timeout`` seconds pass (``None``: no end)."""
        return self._waiting.wait(terminal, timeout)

    def signals(self, front: Front) -> AbstractContextManager[None]:
        """The game's own handling of signals while it runs (see :mod:`.waiting`)."""
        return self._waiting.signals(front)

    def _stand_still(self) -> Callable[[], None]:
        """Ctrl-Z: the clock and the workers stop where they are; what sets them going."""
        clock = self.controller.in_play.clock
        ran = clock.running
        clock.run(False)  # time stopped is not play time
        self.jobs.pause()

        def go_on() -> None:
            self.jobs.resume()
            clock.run(ran)

        return go_on

    # -- the end -------------------------------------------------------------------------------

    def close(self) -> Goodbye:
        """The game ends (however it ends): its clock stops, it is saved, the workers
        end; what became of it."""
        import contextlib

        from maze_solitaire.play.goodbye import Goodbye

        controller = self.controller
        in_play = controller.in_play
        in_play.clock.run(False)
        with contextlib.suppress(Exception):  # a worker's last answer: par kept, if it came
            self.collect()
        controller.keeper.record()  # the time played since the last move
        self.store.make_sure_saved()  # the file may have gone while the game was played
        if self._jobs is not None:  # a review unfinished is made when next asked for
            self._jobs.stop()
        game, origin = in_play.game, in_play.origin
        code = game.code if origin is None else origin.code  # a game played on: its deal's
        store = self.store
        won = game.is_won()
        others = max(0, store.in_progress() - 1) if store.saving and not won else 0
        wins = controller.wins.all_shared()
        return Goodbye(
            game.deal_number if origin is None else None if code is None else code.number,
            code,
            game.move_count,
            won,
            in_play.win_counted,
            store.saving,
            others,
            wins,
            store.removed,
            None if store.saving else store.notice,
            None if origin is None else origin.branch,
            unplayed=not game.all_moves,
        )


def _keyed(wanted: Callable[[], Hashable | None]) -> Wanted:
    """A job wanted for a position: the position is both its key and its work."""

    def keyed() -> tuple[Hashable, object] | None:
        found = wanted()
        return None if found is None else (found, found)

    return keyed


def _optimum_work() -> Work:
    """The daily's proof, loaded only when a daily is first proven (after the first frame)."""
    from maze_solitaire.play.optima import find_optimum, prepare_optimum

    return find_optimum, prepare_optimum


def _review_work() -> Work:
    """The review's work, loaded only when a review is first made (after the first frame)."""
    from maze_solitaire.play.reviews import make_review, prepare_review

    return make_review, prepare_review
