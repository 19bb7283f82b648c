"""Reviews in the game: each game that ends is reviewed in the background, and kept.

The review (:mod:`maze_solitaire.solver.review`) is a few seconds of fixed,
node-budgeted search, which must never hold the game up. The event loop runs
:func:`make_review` in a worker process of its own, at a lower priority than the
hint's search and par's (:data:`NICENESS`), for the game :meth:`Reviews.wanted`
names, and hands the answer to :meth:`Reviews.learn`, which has the recorder keep
it with the game: read later, a review costs nothing. Games are reviewed in the
order they end; one the player asks to see goes first. A game whose review was not
finished when the player quit is reviewed when next asked for
(``maze-solitaire review``, or in the game).
"""

import contextlib
import os
from collections.abc import Callable
from typing import Final, Protocol

from maze_solitaire.engine import MazeError, Move, Position
from maze_solitaire.solver.answer import REVIEW_VERSION, Review
from maze_solitaire.storage import FinishedGame, GameId
from maze_solitaire.values import Value

NICENESS: Final = 15
"""How much lower the review's priority is than the game's: below par's (10), so that
the hint, then par, get the processor first."""


class ReviewJob(Value):
    """A game to review: its id, its start and the moves of its line."""

    __match_args__ = ("game_id", "start", "moves")
    __slots__ = __match_args__

    def __init__(self, game_id: GameId, start: Position, moves: tuple[Move, ...]):
        self.game_id: Final = game_id
        self.start: Final = start
        self.moves: Final = moves


def make_review(job: ReviewJob, early: Callable[[Review], None]) -> Review:
    """The review of ``job``'s line, in the worker process (``early`` is unused: it comes
    whole)."""
    with contextlib.suppress(OSError, AttributeError):  # os.nice: not on Windows
        os.nice(NICENESS)
    from maze_solitaire.solver.review import review_line  # the search: only in the worker

    return review_line(job.start, job.moves)


def prepare_review() -> None:
    """Import the review's search in the game's own process, before its first worker is
    forked (see :class:`~.workers.Worker`)."""
    import maze_solitaire.solver.review  # noqa: F401  # the search: loaded for the workers


class ReviewRecorder(Protocol):
    """Where ended games and their reviews are kept (the :class:`~maze_solitaire.storage.Store`):
    ``replay`` raises ``StorageError`` saying why a game cannot be read; the rest never
    raise."""

    def ended(self) -> list[GameId]: ...

    def replay(self, game_id: GameId, *, playing: bool = False) -> FinishedGame: ...

    def review(self, game_id: GameId, version: int) -> str | None: ...

    def remember_review(self, game_id: GameId, version: int, review: str) -> None: ...


class Reviews:
    """The reviews of this session's games: which are wanted, and those known.

    A review is read from the recorder once, or made by the worker; a game whose
    review could not be made (its worker failed) is not tried again this session.
    """

    def __init__(self, recorder: ReviewRecorder | None):
        self._recorder = recorder
        self._queue: list[GameId] = []
        """Games to review, in turn (the one asked for first)."""
        self._known: dict[GameId, Review] = {}
        self._failed: dict[GameId, str] = {}
        self._games: dict[GameId, FinishedGame] = {}
        self._looked_up: set[GameId] = set()
        """Games whose stored review was read (once each: never a read per frame)."""
        self.last_ended: GameId | None = None
        """The game that ended last in this session (its review is the one the player
        most likely wants)."""

    def wanted(self) -> ReviewJob | None:
        """The game whose review should be made now, if any: the games ended since last
        asked join the queue."""
        if self._recorder is not None:
            for game_id in self._recorder.ended():
                self.last_ended = game_id
                self._queue.append(game_id)
        while self._queue:
            game_id = self._queue[0]
            if self.of(game_id) is None and game_id not in self._failed:
                try:
                    game = self.game(game_id)
                except MazeError as error:
                    self._failed[game_id] = str(error)
                else:
                    return ReviewJob(game_id, game.game.start, tuple(game.game.moves))
            self._queue.pop(0)
        return None

    def ask(self, game_id: GameId) -> None:
        """The player wants the review of ``game_id``: it goes first (unless it is known)."""
        if game_id in self._queue:
            self._queue.remove(game_id)
        self._queue.insert(0, game_id)

    def game(self, game_id: GameId, *, playing: bool = False) -> FinishedGame:
        """The ended game ``game_id`` (with ``playing``, or one in progress: its moves so
        far), replayed through the rules; raises :class:`MazeError` saying why it cannot be
        (no such game, not ended, damaged). An ended game is read once; one in progress
        each time (it goes on)."""
        if game_id not in self._games:
            if self._recorder is None:
                raise MazeError(f"there is no game #{game_id}: no games are kept")
            found = self._recorder.replay(game_id, playing=playing)
            if found.summary.result == "playing":
                return found
            self._games[game_id] = found
        return self._games[game_id]

    def of(self, game_id: GameId) -> Review | None:
        """The review of ``game_id``, once made (read from the recorder the first time;
        one that does not read back is made again)."""
        if game_id not in self._looked_up and self._recorder is not None:
            self._looked_up.add(game_id)
            text = self._recorder.review(game_id, REVIEW_VERSION)
            if text is not None:
                with contextlib.suppress(MazeError):
                    game = self.game(game_id).game
                    self._known[game_id] = Review.parse(text, game.start, tuple(game.moves))
        return self._known.get(game_id)

    def failure(self, game_id: GameId) -> str:
        """Why the review of ``game_id`` could not be made (empty: it has not failed)."""
        return self._failed.get(game_id, "")

    def learn(self, game_id: GameId, review: Review | None, error: str = "") -> None:
        """The worker's answer for ``game_id`` (``None`` with ``error``: it failed); a review
        is kept with the game."""
        if game_id in self._queue:
            self._queue.remove(game_id)
        if review is None:
            self._failed[game_id] = error or "the review ended without an answer"
            return
        self._known[game_id] = review
        if self._recorder is not None:
            self._recorder.remember_review(game_id, REVIEW_VERSION, review.notation())
