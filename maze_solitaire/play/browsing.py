"""The games that ended, played back and reviewed: written once, for both front ends.

A :class:`Browsing` is the session's (made when first needed, after the first frame):
it lists the games that ended, plays one back (:attr:`Browsing.replay`, a move at a
time, or on by itself at the demo's pace), says what is known of a game's review
(:class:`Reviewed`: made, being made, or why it could not be), plays on from the
position a replay shows, and keeps the reviews the session's background job makes
(:mod:`.jobs`), the one a player asks to see first. The full-screen game draws what it
holds; the text mode says it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from maze_solitaire.engine import MazeError
from maze_solitaire.play.events import Event, ReviewReady
from maze_solitaire.play.replays import Replay
from maze_solitaire.play.reviews import ReviewJob, ReviewRecorder, Reviews
from maze_solitaire.storage import GameId, GameSummary
from maze_solitaire.values import Value

if TYPE_CHECKING:
    from maze_solitaire.play.controller import Controller
    from maze_solitaire.play.keeper import Shelf
    from maze_solitaire.solver.answer import Review


class Reviewed(Value):
    """What is known of the review of the ended game ``game_id``: the ``review`` once made,
    or why it could not be (``failure``; neither: it is being made), with the game's
    ``summary`` and its deal's ``par`` (the review says the game against them)."""

    __match_args__ = ("game_id", "review", "failure", "summary", "par")
    __slots__ = __match_args__

    def __init__(
        self,
        game_id: GameId,
        review: Review | None,
        failure: str,
        summary: GameSummary,
        par: int | None,
    ):
        self.game_id: Final = game_id
        self.review: Final = review
        self.failure: Final = failure
        self.summary: Final = summary
        self.par: Final = par

    @property
    def settled(self) -> bool:
        """Whether it is made, or will not be (it is no longer being made)."""
        return self.review is not None or bool(self.failure)


class Browsing:
    """The ended games of ``recorder`` (listed from ``shelf``), played back and reviewed;
    a game played on from a replay is ``controller``'s."""

    def __init__(
        self, recorder: ReviewRecorder | None, shelf: Shelf | None, controller: Controller
    ):
        self.reviews = Reviews(recorder)
        self._shelf = shelf
        self._controller = controller
        self._replay: Replay | None = None
        self.pace: float | None = None
        """Seconds a move while the replay plays on by itself (``None``: paused)."""
        self.due: float | None = None
        """When the replay playing on steps next (``None``: it does not)."""

    # -- the session's job: the reviews ---------------------------------------------------------

    def review_wanted(self) -> tuple[GameId, ReviewJob] | None:
        """The ended game whose review should be made now, if any (the games ended since
        last asked join the queue)."""
        job = self.reviews.wanted()
        return None if job is None else (job.game_id, job)

    def learn_review(self, game_id: GameId, review: Review | None, error: str = "") -> list[Event]:
        """The review of ``game_id`` (``None`` with ``error`` if it could not be made)."""
        self.reviews.learn(game_id, review, error)
        return [ReviewReady(game_id, self.reviews.failure(game_id))]

    # -- the games that ended -------------------------------------------------------------------

    def ended_games(self, limit: int) -> list[GameSummary]:
        """The last ``limit`` games that ended (won or lost), the latest first (none if they
        cannot be read)."""
        if self._shelf is None:
            return []
        try:
            return self._shelf.history(limit, ended=True)
        except MazeError:
            return []

    def last_ended(self) -> GameId | None:
        """The game ended last in this session, or else the one last played that has
        ended (``None``: none has)."""
        self.reviews.wanted()  # the games ended since, told to the reviews
        if self.reviews.last_ended is not None:
            return self.reviews.last_ended
        ended = self.ended_games(1)
        return ended[0].game_id if ended else None

    def review(self, game_id: GameId) -> Reviewed:
        """What is known of the review of ``game_id``, which is made next if it is not yet.
        Raises :class:`MazeError` saying why the game cannot be read (no such game, one
        not ended, one damaged)."""
        finished = self.reviews.game(game_id)
        made, failure = self.reviews.of(game_id), self.reviews.failure(game_id)
        if made is None and not failure:
            self.reviews.ask(game_id)
        par = self._controller.answers.par_of(finished.game.start)
        return Reviewed(game_id, made, failure, finished.summary, par)

    # -- a replay -------------------------------------------------------------------------------

    @property
    def replay(self) -> Replay | None:
        """The ended game played back (with its review, once made), if one is."""
        shown = self._replay
        if shown is not None and shown.review is None:
            review = self.reviews.of(shown.game_id)
            if review is not None:
                self._replay = shown = shown.reviewed(review)
        return shown

    def open(self, game_id: GameId) -> Replay:
        """Play the ended game ``game_id`` back from its start (its review made next, if it
        is not yet); or a game in progress, as far as it has gone, read only (no review:
        it has not ended). Raises :class:`MazeError` saying why it cannot be (no such
        game, one damaged)."""
        finished = self.reviews.game(game_id, playing=True)
        if finished.summary.result == "playing":
            replay = Replay.of(finished)
        else:
            replay = Replay.of(finished, self.reviews.of(game_id))
            if replay.review is None:
                self.reviews.ask(game_id)
        self._replay, self.pace, self.due = replay, None, None
        return replay

    def leave(self) -> None:
        """Back to the game: no replay shown."""
        self._replay, self.pace, self.due = None, None, None

    def step(self, by: int) -> bool:
        """The replay ``by`` moves on (back, if negative), paused; False where it was at
        that end already (nothing moved)."""
        replay = self.replay
        assert replay is not None
        stepped = replay.stepped(by)
        self._show(stepped, None)
        return stepped.at != replay.at

    def pause(self) -> None:
        """The replay, if it plays on, stops where it is."""
        replay = self.replay
        if replay is not None:
            self._show(replay, None)

    def play_pause(self, now: float) -> None:
        """The replay plays on by itself at the demo's pace (from the start, if it is at the
        end), or pauses."""
        replay = self.replay
        assert replay is not None
        if self.pace is not None:
            self._show(replay, None)
            return
        start = replay.at_move(0) if replay.at == replay.last else replay
        self._show(start, self._controller.demo_seconds, now)

    def pace_changed(self, now: float) -> None:
        """The demo's pace changed: a replay playing on goes on at it."""
        replay = self.replay
        if replay is not None and self.pace is not None:
            self._show(replay, self._controller.demo_seconds, now)

    def tick(self, now: float) -> bool:
        """Time has passed: the replay's next move, if one is due (whether it moved)."""
        replay = self.replay
        if self.due is None or now < self.due:
            return False
        if replay is None or self.pace is None:
            self.due = None
            return False
        self._show(replay.stepped(1), self.pace, now)
        return True

    def _show(self, replay: Replay, pace: float | None, now: float = 0.0) -> None:
        """``replay`` shown, playing on at ``pace`` (``None``, or at its end: paused)."""
        if replay.at == replay.last:
            pace = None
        self._replay, self.pace = replay, pace
        self.due = None if pace is None else now + pace

    def play_on(self) -> list[Event]:
        """A new game from the position the replay shows, linked to the game replayed
        (asked first if moves would go); the replay is left."""
        replay = self.replay
        assert replay is not None
        self.leave()
        return self._controller.play_on(replay.position, replay.branch())
