"""The game as the front ends see it: its parts, built and wired once, and what may be
read of them.

A :class:`Face` holds the parts of the game in play, each the one owner of its state
(see :mod:`.controller`), and answers what a front end reads: the position, the mode,
the cursor, the figures of the status line, when the game changes by itself. The
:class:`~.controller.Controller` adds what a front end may tell it; the two together
are the game's public surface, and its parts are not (``tests/test_architecture.py``
holds the front ends to that).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING, Final

from maze_solitaire.play.answers import Answers
from maze_solitaire.play.assistant import DEMO_PACES, DEMO_STEP_SECONDS, Assistant
from maze_solitaire.play.dealing import Dealing
from maze_solitaire.play.in_play import InPlay
from maze_solitaire.play.keeper import Keeper
from maze_solitaire.play.status import Status
from maze_solitaire.storage import GameSummary, Progress

if TYPE_CHECKING:
    from maze_solitaire.engine import Game, Position, Slot, Variant
    from maze_solitaire.play.coach import Coach
    from maze_solitaire.play.dealing import Deals
    from maze_solitaire.play.events import Continued, Event
    from maze_solitaire.play.goodbye import SharedWin
    from maze_solitaire.play.keeper import Recorder, Shelf
    from maze_solitaire.play.modes import Mode
    from maze_solitaire.play.wins import Wins
    from maze_solitaire.solver.answer import Grade
    from maze_solitaire.storage.stats import Stats

_LATE: Final = 0.005
"""Wake this much after a second or a demo step is due, so that it has surely come."""


class Face:
    """The game in play's parts, and what a front end reads of them."""

    def __init__(
        self,
        progress: Progress,
        deals: Deals | None = None,
        *,
        recorder: Recorder | None = None,
        demo_seconds: float = DEMO_STEP_SECONDS,
        now: Callable[[], float] = time.monotonic,
        welcome: bool = False,
        scripting: bool = False,
        shelf: Shelf | None = None,
        warnings: bool = True,
        difficulty: Grade | None = None,
    ):
        self.assistant = Assistant(now=now)
        self.assistant.demo_pace = DEMO_PACES.index(demo_seconds)
        self.in_play = InPlay(
            progress, self.assistant, now=now, welcome=welcome, scripting=scripting
        )
        self.keeper = Keeper(self.in_play, recorder, shelf)
        self.in_play.origin = self.keeper.taken_up(progress.game)
        self.answers = Answers(
            self.in_play, self.assistant, recorder, self.keeper.notices, warnings=warnings
        )
        self.dealing = Dealing(deals, difficulty)
        self._recorder = recorder
        self._now = now
        self._quit = False

    @cached_property
    def coach(self) -> Coach:
        """The hint and the demo (made at the first key or tick: the first frame does
        without it)."""
        from maze_solitaire.play.coach import Coach

        return Coach(self.in_play, self.answers, self.keeper.record, self._now)

    @cached_property
    def wins(self) -> Wins:
        """The session's wins (made at the first: the first frame does without it)."""
        from maze_solitaire.play.wins import Wins

        return Wins(self.in_play, self.answers, self._recorder)

    # -- what the front ends read -----------------------------------------------------------

    @property
    def game(self) -> Game:
        """The engine's game in play (to read: only the controller changes it)."""
        return self.in_play.game

    @property
    def position(self) -> Position:
        return self.in_play.position

    @property
    def rules(self) -> Variant:
        """The rules played."""
        return self.in_play.game.variant

    @property
    def shares(self) -> bool:
        """Whether a win of this game has a share line: a deal's (not a position's, nor one
        played on from another game)."""
        return self.in_play.game.code is not None

    @property
    def mode(self) -> Mode:
        """What the game is doing: playing, a choice open, a question open, won."""
        return self.in_play.mode

    @property
    def cursor(self) -> Slot:
        return self.in_play.cursor

    @property
    def welcome(self) -> bool:
        """Whether the game is the player's very first, until its first move."""
        return self.in_play.welcome

    @property
    def quit_requested(self) -> bool:
        return self._quit

    @property
    def grade_pending(self) -> bool:
        """Whether the grade of the deal played is still being found (past the table)."""
        return self.answers.grade_wanted() is not None

    @property
    def hint_asked(self) -> bool:
        """Whether a hint (or its why) was asked for and waits for the search."""
        return self.coach.hint_asked

    @property
    def demo_seconds(self) -> float:
        """The demo's pace (a replay playing on by itself keeps it too), in seconds a move."""
        return self.coach.demo_seconds

    def now(self) -> float:
        """The time by the game's clock (a test's own, in the tests), in seconds."""
        return self._now()

    def status(self) -> Status:
        """The figures of the game now, and what the solver says of its position."""
        in_play, assistant = self.in_play, self.assistant
        position, origin = in_play.position, in_play.origin
        return Status(
            code=in_play.code,
            rules=in_play.game.variant,
            moves=in_play.game.move_count,
            seconds=in_play.clock.seconds,
            answer=assistant.known(position),
            searching=assistant.wanted(position),
            failure=assistant.failure(position),
            saving=self.keeper.saving,
            helped=in_play.helped,
            scripted=in_play.scripted,
            demo=assistant.demo_seconds if assistant.demo_running else None,
            par=self.answers.par(),
            grade=self.answers.grade(),
            par_optimal=self.answers.par_optimal(),
            branch=None if origin is None else origin.branch,
        )

    def continued(self) -> Continued:
        """The game taken up, as it is said."""
        return self.in_play.continued()

    def wake_in(self) -> float | None:
        """Seconds until the game changes by itself: the clock's next second, the demo's
        next move (``None``: only an action changes it)."""
        in_play = self.in_play
        if not in_play.shown:
            return None
        waits = [self.coach.demo_wait()]
        if in_play.clock.running:
            waits.append(1.0 - in_play.clock.seconds % 1.0)
        return min((wait + _LATE for wait in waits if wait is not None), default=None)

    def statistics(self) -> Stats | None:
        """The statistics of the rules played (``None`` where no games are kept). Raises
        :class:`MazeError` (in storage's words) where they cannot be read."""
        return self.keeper.statistics(self.dealing.today())

    def saved_games(self) -> list[GameSummary]:
        """The other games in progress, the last saved first (none if they cannot be read)."""
        return self.keeper.saved_games()

    def shared_win(self) -> SharedWin | None:
        """The share line's figures of the win on the board, if it is a deal's and counted."""
        return self.wins.shared()

    def notices(self) -> list[Event]:
        """What the saved games last had to say, once (e.g. the disk filled up)."""
        return self.keeper.notices()
