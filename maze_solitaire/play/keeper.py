"""The saved games as the game in play sees them: the game saved after every change, what
the saved games have to say (once), the other games in progress to take up or abandon,
the statistics, a daily's result.

It also puts another game in play: a new one begun (its start written, the game left
saved as it was left), or a saved one taken up. The :class:`Keeper` speaks to the
storage through two faces the :class:`~maze_solitaire.storage.Store` has,
:class:`Recorder` (where games are kept) and :class:`Shelf` (the games in progress); a
controller without them (a test's) plays with nothing kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from maze_solitaire.engine import Game, MazeError
from maze_solitaire.play import origins
from maze_solitaire.play.events import Abandoned, Event, Notice, PlayedOn, Started
from maze_solitaire.solver.answer import PAR_VERSION
from maze_solitaire.storage import GameSummary, Progress

if TYPE_CHECKING:
    from datetime import date
    from typing import Protocol

    from maze_solitaire.play.in_play import InPlay
    from maze_solitaire.play.origins import Origin
    from maze_solitaire.play.pars import ParRecorder
    from maze_solitaire.storage import Branch, DailyResult, FinishedGame, GameId, Resumed
    from maze_solitaire.storage.stats import Stats

    # The two faces of the Store the game uses, for the type checker only: the game's
    # start need not make these classes.

    class Recorder(ParRecorder, Protocol):
        """Where games are kept (the :class:`~maze_solitaire.storage.Store`); it never raises
        but for reading statistics, or an ended game, that cannot be read. (It keeps reviews
        too, as :class:`~.reviews.ReviewRecorder` has them: its methods are here, so that the
        game's start need not load that module.)"""

        @property
        def saving(self) -> bool: ...

        @property
        def notice(self) -> str | None: ...

        def begin(self, game: Game, branch: Branch | None = None) -> None: ...

        def save(self, progress: Progress) -> None: ...

        def stats(
            self,
            deal: int | None = None,
            *,
            rules: str = "standard",
            today: date | None = None,
            par_version: int | None = None,
        ) -> Stats: ...

        def daily_result(self, day: date) -> DailyResult | None: ...

        def ended(self) -> list[GameId]: ...

        def replay(self, game_id: GameId, *, playing: bool = False) -> FinishedGame: ...

        def review(self, game_id: GameId, version: int) -> str | None: ...

        def remember_review(self, game_id: GameId, version: int, review: str) -> None: ...


    class Shelf(Protocol):
        """The saved games, to take one up or end one in the game, and to list them (the
        :class:`~maze_solitaire.storage.Store`): each raises ``StorageError`` saying why not."""

        @property
        def playing_id(self) -> int | None: ...

        def playing(self) -> list[GameSummary]: ...

        def history(self, limit: int = 20, *, ended: bool = False) -> list[GameSummary]: ...

        def take_up(self, game_id: int) -> Resumed: ...

        def abandon(self, game_id: int) -> int: ...

        def why_not(self, game_id: int) -> str: ...


class Keeper:
    """The game in play's saved games: ``recorder`` keeps it, ``shelf`` holds the others in
    progress (``None``: none kept, none listed)."""

    def __init__(self, in_play: InPlay, recorder: Recorder | None, shelf: Shelf | None):
        self._in_play = in_play
        self.recorder = recorder
        self.shelf = shelf
        self._notice_shown = recorder.notice if recorder else None
        self._summary_of = origins.summaries(recorder)

    @property
    def saving(self) -> bool | None:
        """Whether progress is saved; ``None`` where no games are kept at all."""
        return None if self.recorder is None else self.recorder.saving

    # -- the game in play -----------------------------------------------------------------------

    def record(self) -> list[Event]:
        """Save the game as it is now (after every change, and on the way out); what the
        saved games had to say about it."""
        if self.recorder is None:
            return []
        self.recorder.save(self._in_play.progress())
        return self.notices()

    def notices(self) -> list[Event]:
        """What the recorder last had to say, once (e.g. the disk filled up)."""
        if self.recorder is None:
            return []
        notice = self.recorder.notice
        shown, self._notice_shown = self._notice_shown, notice
        return [Notice(notice)] if notice and notice != shown else []

    def start(self, game: Game, branch: Branch | None = None) -> list[Event]:
        """Put the new ``game`` in play (played on from ``branch``, if given), its start
        written; the game left ends (it counts as lost: the player said yes, or had no
        move to lose)."""
        events = self._leave()
        if self.recorder is not None:
            self.recorder.begin(game, branch)
        in_play = self._in_play
        in_play.take(Progress(game), None if branch is None else self.origin(branch))
        code = in_play.code
        played_on = [] if branch is None else [PlayedOn(branch.game_id, branch.move, code)]
        started = Started(code, game.variant, game.position, self.daily_result(game))
        return [started, *played_on, *events, *self.notices()]

    def resume(self, game_id: int) -> list[Event]:
        """Put the saved game ``game_id`` in play (with :attr:`shelved`); the game left
        ends as :meth:`start` ends it."""
        assert self.shelf is not None
        events = self._leave()
        try:
            resumed = self.shelf.take_up(game_id)
        except MazeError as error:
            return [*events, Notice(str(error))]
        in_play = self._in_play
        in_play.take(resumed.progress, self.taken_up(resumed.progress.game))
        return [in_play.continued(), *events, *self.notices()]

    def _leave(self) -> list[Event]:
        """The game in play is left for another: the time played since its last move is
        saved, unless its win is recorded already."""
        if self.recorder is None or self._in_play.win_counted:
            return []
        return self.record()

    def origin(self, branch: Branch) -> Origin:
        """What a game played on from ``branch`` came from."""
        return origins.origin(branch, self._summary_of)

    def taken_up(self, game: Game) -> Origin | None:
        """What the saved game in progress, taken up as ``game``, was played on from."""
        return origins.taken_up(game, self.shelf, self._summary_of)

    def daily_result(self, game: Game) -> DailyResult | None:
        """For a daily deal already played, its day's result (``None`` otherwise)."""
        if self.recorder is None or game.day is None:
            return None
        try:
            return self.recorder.daily_result(game.day)
        except MazeError:
            return None  # unreadable: the game plays on, and the statistics will say so

    def statistics(self, today: date | None) -> Stats | None:
        """The statistics of the rules played (``None`` where no games are kept). Raises
        :class:`MazeError` (in storage's words) where they cannot be read."""
        if self.recorder is None:
            return None
        game = self._in_play.game
        return self.recorder.stats(
            game.deal_number, rules=game.variant.name, today=today, par_version=PAR_VERSION
        )

    # -- the other games in progress ------------------------------------------------------------

    def saved_games(self) -> list[GameSummary]:
        """The other games in progress, the last saved first (none if they cannot be read)."""
        if self.shelf is None:
            return []
        try:
            games = self.shelf.playing()
        except MazeError:
            return []
        here = self.shelf.playing_id
        return [game for game in games if game.game_id != here]

    @property
    def shelved(self) -> bool:
        """Whether there are saved games to list, take up and abandon (else those are
        nothing)."""
        return self.shelf is not None

    def saved(self, game_id: int) -> GameSummary | Notice:
        """The other game in progress ``game_id``, or why it is none (with :attr:`shelved`)."""
        assert self.shelf is not None
        found = [game for game in self.saved_games() if game.game_id == game_id]
        return found[0] if found else Notice(self.shelf.why_not(game_id))

    def abandon(self, game_id: int) -> list[Event]:
        """End the saved game ``game_id`` (not the one in play) as lost (with :attr:`shelved`)."""
        assert self.shelf is not None
        games = {game.game_id: game for game in self.saved_games()}
        try:
            moves = self.shelf.abandon(game_id)
        except MazeError as error:
            return [Notice(str(error))]
        summary = games.get(game_id)
        code = None if summary is None else origins.code_of(summary)
        return [Abandoned(game_id, code, moves)]
