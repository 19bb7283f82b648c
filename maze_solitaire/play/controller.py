"""The game around the rules: what each action, click, tick and search answer does, and
what happened, as events. No curses, no terminal, no words.

The controller is the thin part between the front ends and the rooms that know
things: the engine's :class:`~maze_solitaire.engine.Game` (the rules),
:mod:`.selection` (the cursor and what is offered), :mod:`.modes` (what the game
is doing, one value), the :class:`~.assistant.Assistant` (the solver's help) and
the recorder (saved games). Every call that changes something returns the
:mod:`.events` it caused, in order; the front ends word them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Final, NoReturn, Protocol

from maze_solitaire.engine import Code, Game, MazeError, Move, Position, Slot, Variant, is_won
from maze_solitaire.play import origins, selection
from maze_solitaire.play.actions import Action
from maze_solitaire.play.assistant import DEMO_PACES, DEMO_STEP_SECONDS, HINT_STEPS, Assistant
from maze_solitaire.play.clock import Clock
from maze_solitaire.play.events import (
    Abandoned,
    Asked,
    Cancelled,
    CannotFill,
    Continued,
    DailyAlready,
    DemoPace,
    DemoStarted,
    DemoStopped,
    Event,
    FitsNowhere,
    HintShown,
    How,
    LineLeft,
    Looking,
    LostTheGame,
    Mistake,
    Moved,
    NewDealsOf,
    NoDaily,
    NoLine,
    NotAChoice,
    NothingToRedo,
    NothingToUndo,
    Notice,
    Offered,
    PlayedOn,
    Reason,
    Refused,
    Restarted,
    ReviewReady,
    SearchFailed,
    Started,
    WinUndone,
    Won,
    WonAlready,
)
from maze_solitaire.play.grades import Grades
from maze_solitaire.play.modes import (
    PLAYING,
    Asking,
    Choosing,
    Feat,
    Finished,
    Mode,
    Playing,
    Question,
    clock_runs,
)
from maze_solitaire.play.origins import code_of
from maze_solitaire.play.pars import ParRecorder, Pars
from maze_solitaire.play.selection import (
    Choice,
    moved,
    next_gap,
    offered,
    previous_gap,
    row_end,
    row_start,
)
from maze_solitaire.play.status import Status
from maze_solitaire.solver.answer import (
    GAVE_UP,
    GRADES,
    PAR_VERSION,
    UNWINNABLE,
    Grade,
    Graded,
    Par,
    Review,
    SolveResult,
)
from maze_solitaire.storage import (
    Branch,
    FinishedGame,
    GameId,
    GameSummary,
    Progress,
    Resumed,
    helped,
)

if TYPE_CHECKING:
    from datetime import date

    from maze_solitaire.play.replays import Replay
    from maze_solitaire.play.reviews import ReviewJob, Reviews
    from maze_solitaire.storage import DailyResult
    from maze_solitaire.storage.stats import Stats

PAR_WAIT: Final = 10.0
"""Seconds the demo waits at a deal's start for par's line, the best the game will know
(par takes a few seconds at the median: see :mod:`maze_solitaire.solver.par`)."""

_STEPS = {
    Action.LEFT: selection.LEFT,
    Action.RIGHT: selection.RIGHT,
    Action.UP: selection.UP,
    Action.DOWN: selection.DOWN,
}
_ASKED_BY: Final = {Question.HINT: Action.HINT, Question.DEMO: Action.DEMO}
"""The action that asks each help question: asked again while it is open, it says yes
(H, H, H steps through a hint, never ask, cancel, ask)."""
_LATE = 0.005
"""Wake this much after a second or a demo step is due, so that it has surely come."""


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


class Deals(Protocol):
    """Where new games come from (the session's: chance and the calendar)."""

    def random(self, variant: Variant, grade: Grade | None = None) -> Game:
        """A random deal of ``variant`` (``n``), of ``grade`` if one is given."""

    def daily(self) -> Game:
        """Today's daily deal (``t``)."""

    def today(self) -> date:
        """The local date (the daily's calendar in the statistics)."""


class Win:
    """A deal won in this session, for its share line. (A plain class: a NamedTuple
    here, where annotations are strings, would cost the game's start-up a millisecond.)"""

    __slots__ = ("code", "helped", "moves", "scripted", "seconds", "start")

    def __init__(
        self, code: Code, start: Position, moves: int, seconds: float, *, helped: bool,
        scripted: bool,
    ):
        self.code = code
        self.start = start
        self.moves = moves
        self.seconds = seconds
        self.helped = helped
        self.scripted = scripted


class Controller:
    """The game, changed only by actions, clicks, ticks and answers; each says what happened."""

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
        self.game = progress.game
        self.shelf = shelf
        """The saved games in progress (``None``: none to list)."""
        self.deals = deals
        """Where ``n`` and ``t`` get their games (``None``: a new deal is deal 0's kind
        of game only in tests that pass none; see :meth:`_new_deal`)."""
        self.recorder = recorder
        """Told of every change to the game, so that it can be saved at once."""
        self.now = now
        self.clock = Clock(now, progress.seconds)
        self.assistant = Assistant(hints=progress.hints, demo=progress.demo, now=now)
        self.assistant.demo_pace = DEMO_PACES.index(demo_seconds)
        self.scripted = progress.scripted
        """Whether moves of this game came from a file or a pipe: it is then never a record."""
        self.scripting = scripting
        """Whether the moves made now come from a file or a pipe (they script the game)."""
        self.pars = Pars(recorder)
        self.grades = Grades()
        self.difficulty = difficulty
        """The grade of the deals ``n`` deals (``None``: any)."""
        self._reviews: Reviews | None = None
        self.wins: list[Win] = []
        """The deals won in this session, in order (their share lines are printed at the end)."""
        self.cursor: Slot = self.game.position.gaps[0]
        self.mode: Mode = PLAYING
        self.quit_requested = False
        self.welcome = welcome
        """Whether the game is the player's very first, until its first move."""
        self.win_counted = False
        """Whether this game's win is recorded (it stays so when the winning move is undone)."""
        self._shown = True  # whether the board is in sight (fits, and nothing over it)
        self.warnings = warnings
        """Whether a move that lost the game (or left the winning line) is said at once."""
        self._warned: set[Position] = set()  # the positions warned of: each said once
        self._demo_asked: float | None = None  # when the demo was last asked for
        self.seeking_par: Hashable | None = None
        """The start whose par the session's worker is seeking now (``None``: none)."""
        self._notice_shown = recorder.notice if recorder else None
        self._summary_of = origins.summaries(recorder)
        self.origin = origins.taken_up(self.game, shelf, self._summary_of)
        """Where this game was played on from, if it was (it then keeps that deal's code
        and grade, and counts apart as a position's game does)."""

    # -- what the front ends read ----------------------------------------------------------

    def status(self) -> Status:
        """The figures of the game now, and what the solver says of its position."""
        position = self.game.position
        assistant = self.assistant
        origin = self.origin
        return Status(
            code=self.game.code if origin is None else origin.code,
            rules=self.game.variant,
            moves=self.game.move_count,
            seconds=self.clock.seconds,
            answer=assistant.known(position),
            searching=assistant.wanted(position),
            failure=assistant.failure(position),
            saving=None if self.recorder is None else self.recorder.saving,
            helped=helped(assistant.hints, assistant.demo_played),
            scripted=self.scripted,
            demo=assistant.demo_seconds if assistant.demo_running else None,
            par=self.pars.of(self.game.start),
            grade=self.grades.of(self._graded()),
            branch=None if origin is None else origin.branch,
        )

    def _graded(self) -> Game:
        return origins.graded(self.game, self.origin)

    def continued(self) -> Continued:
        """The game taken up, as it is said."""
        return origins.continued(self.game, self.origin)

    def hint(self) -> Move | None:
        """The hint shown, while the board is the position it was found for."""
        shown = self.assistant.hint_for(self.game.position)
        return None if shown is None else shown.move

    def hint_step(self) -> int:
        """How far that hint is shown (1: the card, 2: its gap too, 3: why); 0: no hint."""
        shown = self.assistant.hint_for(self.game.position)
        return 0 if shown is None else shown.step

    def analysis_wanted(self) -> Position | None:
        """The position the solver should look at now, if it has not yet."""
        position, assistant = self.game.position, self.assistant
        return position if assistant.wanted(position) or assistant.to_measure(position) else None

    def par_wanted(self) -> Position | None:
        """The start whose par should be found now, if it is not known yet."""
        start = self.game.start
        return start if self.pars.wanted(start) else None

    def grade_wanted(self) -> Position | None:
        """The start whose grade should be found now, if it is not known yet."""
        graded = self._graded()
        return graded.start if self.grades.wanted(graded) else None

    def learn_grade(self, start: Position, found: Graded | None) -> list[Event]:
        """The grade of the deal that starts at ``start``, from the worker (``None`` if its
        search failed); nothing to say: the status line shows it."""
        self.grades.learn(start, found)
        return []

    def choose_difficulty(self, grade: Grade | None) -> list[Event]:
        """The grade of the deals ``n`` deals from now on (``None``: any)."""
        self.difficulty = grade
        return [NewDealsOf(grade)]

    def par_of(self, start: Position) -> int | None:
        """Par for ``start``, once known."""
        return self.pars.of(start)

    @property
    def reviews(self) -> Reviews:
        """The reviews of the games that end, made in the background and kept (made when
        first needed: after the first frame)."""
        if self._reviews is None:
            from maze_solitaire.play.reviews import Reviews

            self._reviews = Reviews(self.recorder)
        return self._reviews

    def review_wanted(self) -> ReviewJob | None:
        """The ended game whose review should be made now, if any."""
        return self.reviews.wanted()

    def replay_of(self, game_id: GameId) -> Replay:
        """The ended game ``game_id`` to play back, with its review if it is made (and
        made next, if not); or a game in progress, as far as it has gone, read only (no
        review: it has not ended). Raises :class:`MazeError` saying why it cannot be (no
        such game, one damaged)."""
        from maze_solitaire.play.replays import Replay  # here: only a replay needs it

        finished = self.reviews.game(game_id, playing=True)
        if finished.summary.result == "playing":
            return Replay.of(finished)
        replay = Replay.of(finished, self.reviews.of(game_id))
        if replay.review is None:
            self.reviews.ask(game_id)
        return replay

    def review_of(self, game_id: GameId) -> Review | None:
        """The review of the ended game ``game_id``, once made."""
        return self.reviews.of(game_id)

    def last_ended(self) -> GameId | None:
        """The game ended last in this session, or else the one last played that has
        ended (``None``: none has)."""
        self.reviews.wanted()  # the games ended since, told to the reviews
        if self.reviews.last_ended is not None:
            return self.reviews.last_ended
        ended = self.ended_games(1)
        return ended[0].game_id if ended else None

    def wake_in(self) -> float | None:
        """Seconds until the game changes by itself: the clock's next second, the demo's
        next move (``None``: only an action changes it)."""
        if not self._shown:
            return None
        waits = [self.assistant.demo_wait()]
        if self.clock.running:
            waits.append(1.0 - self.clock.seconds % 1.0)
        return min((wait + _LATE for wait in waits if wait is not None), default=None)

    def progress(self) -> Progress:
        """The game as a save writes it."""
        assistant = self.assistant
        return Progress(
            self.game, self.clock.seconds, assistant.hints, assistant.demo_played, self.scripted
        )

    def statistics(self) -> Stats | None:
        """The statistics of the rules played (``None`` where no games are kept). Raises
        :class:`MazeError` (in storage's words) where they cannot be read."""
        if self.recorder is None:
            return None
        return self.recorder.stats(
            self.game.deal_number,
            rules=self.game.variant.name,
            today=None if self.deals is None else self.deals.today(),
            par_version=PAR_VERSION,
        )

    # -- what the front ends tell it -----------------------------------------------------------

    def attending(self, shown: bool) -> None:
        """Whether the board is in sight and being played (it fits the terminal, and no
        screen or typed number is over it): time and the demo run only then.

        Time runs from the game's first move: looking at a new deal is free."""
        self._shown = shown
        self.clock.run(shown and clock_runs(self.mode) and bool(self.game.all_moves))
        if not shown:
            self.assistant.hold_demo()

    def act(self, action: Action | None, key: str = "") -> list[Event]:
        """An action (``None``: a key bound to nothing here); ``key`` is the key or word
        itself (a digit, for a pick)."""
        events = self.interrupt() if action not in (Action.FASTER, Action.SLOWER) else []
        if events and action is Action.DEMO:
            return events  # D only stops the demo
        mode = self.mode
        if isinstance(mode, Asking):
            again = action is not None and action is _ASKED_BY.get(mode.question)
            events += self._answer(mode, yes=action is Action.YES or again)
        elif action is Action.QUIT:
            self.quit_requested = True
        elif isinstance(mode, Finished):  # the game is over and recorded
            events += self._after_the_win(action)
        elif isinstance(mode, Choosing) and self._choose(mode.choice, action, key, events):
            pass
        elif action is not None:
            events += self._on_board(action)
        return events

    def interrupt(self) -> list[Event]:
        """A key or click came: the demo, if it plays, stops (and the key then does what
        it does)."""
        if not self.assistant.demo_running:
            return []
        self.assistant.stop_demo()
        return [DemoStopped()]

    def click(self, slot: Slot | None) -> list[Event]:
        """A click on ``slot`` (``None``: on no slot): pick it if it is offered, else the
        cursor goes there and acts as Enter does."""
        if slot is None:
            return []
        events = self.interrupt()
        mode = self.mode
        if isinstance(mode, Asking | Finished):
            return events  # the question or the win stays until a key
        if isinstance(mode, Choosing):
            move = mode.choice.at(slot)
            if move is not None:
                return events + self._play(move)
            self.mode = PLAYING
        self.cursor = slot
        return events + self._activate()

    def point(self, slot: Slot) -> list[Event]:
        """The cursor to ``slot`` (a card found by name), closing an open choice; not
        while a question waits or once the game is won."""
        events = self.interrupt()
        if isinstance(self.mode, Asking | Finished):
            return events
        self.mode = PLAYING
        self.cursor = slot
        return events

    def offer(self, slot: Slot) -> list[Event]:
        """Open the choice of what ``slot`` offers, even a single move: for a front end
        that lists the moves before one is played."""
        if isinstance(self.mode, Finished):
            return _refused(WonAlready())
        position = self.game.position
        self.cursor = slot
        moves = offered(position, slot)
        here = position[slot]
        if moves:
            hinted = self.hint() if self.hint_step() >= 2 else None  # its gap is shown
            at = moves.index(hinted) if hinted in moves else 0  # Enter plays what it named
            self.mode = Choosing(Choice(moves, for_gap=here is None, highlighted=at))
            return [Offered(self.mode.choice)]
        if here is None:
            return _refused(CannotFill(position, slot))
        return _refused(FitsNowhere(position, here))

    def play(self, move: Move) -> list[Event]:
        """Play ``move`` as a pick would, if the rules allow it."""
        if isinstance(self.mode, Finished):
            return _refused(WonAlready())
        return self._play(move)

    def go_to(self, game: Game) -> list[Event]:
        """Start ``game``, a deal chosen by its number or its share code, asked first if
        moves would be lost."""
        return self._ask(Question.GO_TO, game)

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

    def open_saved(self, game_id: int) -> list[Event]:
        """Play the saved game ``game_id`` on instead of this one, asked first if moves
        would be lost (this game then ends as ``n`` ends it)."""
        self.interrupt()
        if self.shelf is None:
            return []
        if all(game.game_id != game_id for game in self.saved_games()):
            return [Notice(self.shelf.why_not(game_id))]
        return self._ask(Question.OPEN, saved=game_id)

    def abandon_saved(self, game_id: int) -> list[Event]:
        """Ask whether to end the saved game ``game_id`` (not this one) as lost."""
        self.interrupt()
        if self.shelf is None:
            return []
        found = [game for game in self.saved_games() if game.game_id == game_id]
        if not found:
            return [Notice(self.shelf.why_not(game_id))]
        return self._open(Asking(Question.ABANDON, saved=game_id), code_of(found[0]))

    def learn(self, position: Position, answer: SolveResult | None, error: str = "") -> list[Event]:
        """The solver's answer for ``position`` (``None`` with ``error`` if the search
        failed). A hint asked for here, and still wanted, is shown now."""
        self.assistant.learn(position, answer, error)
        if self.assistant.asked == position == self.game.position:
            return self._hint()
        return self._lost(position)

    def _lost(self, position: Position) -> list[Event]:
        """Whether the position on the board, ``position``, was just found lost (the
        search saw every position that can be reached from it), or the last move left a
        winning line that the search could not find again; said once, and only where the
        player wants warnings. The last move is blamed only where a line was known from
        the position before it. (No position is ever stuck, with no move at all: the
        first gap of every run of gaps takes its left neighbour's successor, or any Ace
        where a line starts. So a lost game is only ever known from the search.)"""
        game = self.game
        if not self.warnings or position != game.position or position in self._warned:
            return []
        before = game.previous
        known = self.assistant.known(position)
        if before is None or known is None:
            return []
        earlier = self.assistant.known(before)
        had_line = earlier is not None and earlier.solved
        if known.result == UNWINNABLE:
            self._warned.add(position)
            if before in self._warned:
                return []  # lost before this move, and said so then
            return [LostTheGame(had_line)]
        if known.result == GAVE_UP and known.final and had_line:
            self._warned.add(position)
            return [LineLeft()]
        return []

    def learn_par(self, start: Position, found: Par | None) -> list[Event]:
        """Par for ``start``, from the worker (``None`` if its search failed). Its line
        becomes the hint's and the demo's where it is the shortest known: from the
        start, and from the position on the board if that lies on it. It comes twice:
        at once, then with its end proven shortest (and shorter, where it could be)."""
        self.pars.learn(start, found)
        if found is not None and found.moves and start == self.game.start:
            position, moves = start, found.moves
            for index in range(len(moves)):
                if position in (start, self.game.position):
                    known = self.assistant.known(position)
                    bound = found.lower_bound if index == 0 else known.lower_bound if known else 0
                    proven = min(found.proven_tail, len(moves) - index)
                    self.assistant.teach(position, moves[index:], bound, proven)
                position = position.after_unchecked(moves[index])
        return self.notices()  # a par that could not be kept is worth a word

    def learn_review(self, game_id: GameId, review: Review | None, error: str = "") -> list[Event]:
        """The review of ``game_id``, from the worker (``None`` with ``error`` if it failed)."""
        self.reviews.learn(game_id, review, error)
        return [ReviewReady(game_id, self.reviews.failure(game_id)), *self.notices()]

    def ended_games(self, limit: int) -> list[GameSummary]:
        """The last ``limit`` games that ended (won or lost), the latest first (none if
        they cannot be read)."""
        if self.shelf is None:
            return []
        try:
            return self.shelf.history(limit, ended=True)
        except MazeError:
            return []

    def play_on(self, replay: Replay) -> list[Event]:
        """A new game from the position ``replay`` shows, linked to the game it comes from
        (asked first if moves would be lost: this game then ends as ``n`` ends it)."""
        self.interrupt()
        position = replay.position
        if is_won(position):
            return _refused(WonAlready())
        return self._ask(Question.PLAY_ON, Game(position), branch=replay.branch())

    def tick(self) -> list[Event]:
        """Time has passed: the demo's next move, if due."""
        if not (self._shown and self.assistant.demo_due()):
            return []
        if not isinstance(self.mode, Playing):
            self.assistant.stop_demo()
            return []
        position = self.game.position
        if self._waiting_for_par(position):
            self.assistant.start_demo()  # looks again on its next beat
            return []
        move = self.assistant.demo_move(position)
        if move is not None:
            return self._play(move, How.DEMO)  # recorded as helped: demo_played is set
        known = self.assistant.known(position)
        failure = self.assistant.failure(position)
        if failure:
            self.assistant.stop_demo()
            return [SearchFailed(failure)]
        if known is not None and not known.solved:  # the search ended without a line
            self.assistant.stop_demo()
            return [NoLine(known.result)]
        return []

    def _waiting_for_par(self, position: Position) -> bool:
        """Whether the demo, at the deal's start, waits for par's line: the best the game
        will know, being sought now (for :data:`PAR_WAIT` seconds at most from when the
        demo was asked for: a par that takes longer is not waited for)."""
        start = self.game.start
        return (
            position == start
            and self.seeking_par == start
            and self.pars.wanted(start)
            and self._demo_asked is not None
            and self.now() - self._demo_asked < PAR_WAIT
        )

    def record(self) -> list[Event]:
        """Save the game as it is now (after every change, and on the way out); what the
        saved games had to say about it."""
        if self.recorder is None:
            return []
        self.recorder.save(self.progress())
        return self.notices()

    def last_win(self) -> Win | None:
        """The win of the game on the board, if it is counted (for its share line)."""
        if not self.win_counted or not self.wins or self.game.code is None:
            return None
        return self.wins[-1]

    # -- on the board ---------------------------------------------------------------------

    def _on_board(self, action: Action) -> list[Event]:
        position = self.game.position
        match action:
            case Action.LEFT | Action.RIGHT | Action.UP | Action.DOWN:
                self.cursor = moved(self.cursor, _STEPS[action])
            case Action.HOME:
                self.cursor = row_start(self.cursor)
            case Action.END:
                self.cursor = row_end(self.cursor)
            case Action.NEXT:
                self.cursor = next_gap(position, self.cursor)
            case Action.PREVIOUS:
                self.cursor = previous_gap(position, self.cursor)
            case Action.ACTIVATE:
                return self._activate()
            case Action.UNDO:
                return self._undo()
            case Action.REDO:
                return self._redo()
            case Action.HINT:
                return self._help_wanted(Question.HINT)
            case Action.DEMO:
                return self._help_wanted(Question.DEMO)
            case Action.FASTER | Action.SLOWER:
                self.assistant.pace(faster=action is Action.FASTER)
                return [DemoPace(self.assistant.demo_seconds)]
            case Action.RESTART:
                return self._ask(Question.RESTART)
            case Action.NEW:
                return self._ask(Question.NEW)
            case Action.GRADE:
                return self._next_difficulty()
            case Action.DAILY:
                return self._daily()
            case Action.PICK | Action.CANCEL | Action.YES | Action.NO | Action.QUIT:
                pass  # a pick or a cancel with nothing open; an answer with no question
            case _:
                _unreachable(action)
        return []

    def _choose(
        self, choice: Choice, action: Action | None, key: str, events: list[Event]
    ) -> bool:
        """``action`` while a choice is open, its events added to ``events``; False lets
        it fall through to the board (any other key, even one bound to nothing, closes
        the choice first)."""
        if action is Action.PICK:
            move = choice.picked(int(key)) if key.isdecimal() and key.isascii() else None
            events += _refused(NotAChoice(len(choice.moves))) if move is None else self._play(move)
        elif action in (Action.NEXT, Action.PREVIOUS):
            self.mode = Choosing(choice.stepped(1 if action is Action.NEXT else -1))
        elif action is Action.ACTIVATE:
            events += self._play(choice.moves[choice.highlighted])
        elif action is Action.CANCEL:
            self.mode = PLAYING
            events.append(Cancelled())
        else:
            self.mode = PLAYING  # anything else closes the choice, then happens
            return False
        return True

    def _activate(self) -> list[Event]:
        moves = offered(self.game.position, self.cursor)
        if len(moves) == 1:
            return self._play(moves[0])
        return self.offer(self.cursor)

    def _play(self, move: Move, how: How = How.PLAYED) -> list[Event]:
        self.mode = PLAYING
        before = self.game.position
        try:
            self.game.play(move)
        except MazeError as error:  # an offered move is legal; a typed one may not be
            return _refused(Mistake(str(error)))
        after = self.game.position
        self.assistant.followed(before, move, after)
        self.cursor = move.target
        return [Moved(move, before, after, how), *self._changed()]

    def _undo(self) -> list[Event]:
        if not self.game.can_undo:
            return _refused(NothingToUndo())
        before = self.game.position
        move = self.game.undo()
        self.cursor = move.source
        return [Moved(move, before, self.game.position, How.UNDONE), *self._changed()]

    def _redo(self) -> list[Event]:
        if not self.game.can_redo:
            return _refused(NothingToRedo())
        before = self.game.position
        move = self.game.redo()
        self.cursor = move.target
        return [Moved(move, before, self.game.position, How.REDONE), *self._changed()]

    def _changed(self) -> list[Event]:
        """The position has changed: what belonged to the old one goes, and it is saved."""
        self.welcome = False
        self.scripted = self.scripted or self.scripting
        self.assistant.moved_on(self.game.position)
        events: list[Event] = []
        if self.game.is_won():
            events.append(self._won())
        return events + self.record()

    def _won(self) -> Won:
        game, assistant = self.game, self.assistant
        counted = not self.win_counted  # a win is counted once
        feat = self._feat() if counted else Feat()
        was_helped = helped(assistant.hints, assistant.demo_played)
        if counted and game.code is not None:
            self.wins.append(
                Win(
                    game.code,
                    game.start,
                    game.move_count,
                    self.clock.seconds,
                    helped=was_helped,
                    scripted=self.scripted,
                )
            )
        self.win_counted = True
        self.mode = Finished(feat)
        by_the_demo = assistant.demo_running
        assistant.stop_demo()
        return Won(
            game.code,
            game.move_count,
            self.clock.seconds,
            helped=was_helped,
            scripted=self.scripted,
            par=self.pars.of(game.start),
            feat=feat,
            counted=counted,
            demo=by_the_demo,
        )

    def _feat(self) -> Feat:
        """What this win is beside the records, read before the win is saved (a clean,
        unscripted win of a deal only)."""
        game, assistant = self.game, self.assistant
        if (
            self.recorder is None
            or game.deal_number is None
            or self.scripted
            or helped(assistant.hints, assistant.demo_played)
        ):
            return Feat()
        try:
            before = self.recorder.stats(rules=game.variant.name)
        except MazeError:
            return Feat()  # records that cannot be read make no claims
        seconds = self.clock.seconds
        if before.fewest_moves is None or before.fastest_seconds is None:
            return Feat(first=True)
        return Feat(
            fewest=game.move_count < before.fewest_moves,
            fastest=seconds < before.fastest_seconds,
        )

    def _after_the_win(self, action: Action | None) -> list[Event]:
        """An action once the game is won: a new deal, this deal again, the winning move
        undone (the win stays counted), or why not."""
        match action:
            case Action.NEW:
                return self._start(self._new_deal())
            case Action.RESTART:
                return self._start(self._again())
            case Action.DAILY:
                return self._daily()
            case Action.GRADE:
                return self._next_difficulty()
            case Action.UNDO:
                events = self._undo()
                self.mode = PLAYING
                return [*events, WinUndone()]
            case Action.HINT | Action.DEMO | Action.REDO:
                return _refused(WonAlready())
            case _:
                return []  # the win stands

    def _new_deal(self) -> Game:
        if self.deals is None:
            return Game.from_deal(0, self.game.variant)
        return self.deals.random(self.game.variant, self.difficulty)

    def _next_difficulty(self) -> list[Event]:
        """The next grade for new deals, in turn: any, easy, medium, hard, expert, any."""
        turn: tuple[Grade | None, ...] = (None, *GRADES)
        return self.choose_difficulty(turn[(turn.index(self.difficulty) + 1) % len(turn)])

    def _again(self) -> Game:
        """This game's deal (or position) from the start, as a new game."""
        game = self.game
        return Game(game.start, game.deal_number, game.day)

    def _daily(self) -> list[Event]:
        """Today's daily deal, asked first if moves would be lost (it may be this game)."""
        if self.deals is None:
            return _refused(NoDaily())
        daily = self.deals.daily()
        if daily.code is not None and daily.code == self.game.code and not self.win_counted:
            return _refused(DailyAlready(daily.code))
        return self._ask(Question.DAILY, daily)

    def _ask(
        self,
        question: Question,
        game: Game | None = None,
        saved: int | None = None,
        branch: Branch | None = None,
    ) -> list[Event]:
        """Ask before moves would be lost; carry out at once when there are none to lose."""
        asking = Asking(question, game, saved, branch)
        if (self.game.move_count == 0 and not self.game.can_redo) or self.game.is_won():
            return self._carry_out(asking)  # nothing to lose: no need to ask
        return self._open(asking)

    def _open(self, asking: Asking, code: Code | None = None) -> list[Event]:
        self.mode = asking
        self.clock.run(False)  # a question's time is not play time
        game = asking.game
        if game is None:
            return [Asked(asking.question, None, code)]
        return [Asked(asking.question, game.deal_number, game.code)]

    def _answer(self, asking: Asking, *, yes: bool) -> list[Event]:
        self.mode = PLAYING
        if yes:
            return self._carry_out(asking)
        return [Cancelled()]

    def _help_wanted(self, question: Question) -> list[Event]:
        """A hint or the demo costs a deal's clean win: asked first, while it has one."""
        assistant = self.assistant
        clean = not helped(assistant.hints, assistant.demo_played)
        if clean and self.game.deal_number is not None:
            return self._open(Asking(question))
        return self._carry_out(Asking(question))

    def _carry_out(self, asking: Asking) -> list[Event]:
        match asking.question:
            case Question.RESTART if self.win_counted:
                # The win is recorded and ended there (its winning move since undone):
                # playing the deal again is a new game, as from the win screen.
                return self._start(self._again())
            case Question.RESTART:
                before = self.game.position
                self.game.restart()
                self.clock.reset()  # the deal from the start: its time from the start too
                self.cursor = self.game.position.gaps[0]
                return [Restarted(before, self.game.position), *self._changed()]
            case Question.NEW:
                return self._start(self._new_deal())
            case Question.DAILY | Question.GO_TO:
                assert asking.game is not None
                return self._start(asking.game)
            case Question.PLAY_ON:
                assert asking.game is not None and asking.branch is not None
                return self._start(asking.game, asking.branch)
            case Question.OPEN:
                assert asking.saved is not None
                return self._take_up(asking.saved)
            case Question.ABANDON:
                assert asking.saved is not None
                return self._abandon(asking.saved)
            case Question.HINT:
                self.assistant.retry(self.game.position)  # asked again: a failure is retried
                return self._hint()
            case Question.DEMO:
                self.assistant.retry(self.game.position)
                self.assistant.start_demo()
                self._demo_asked = self.now()
                return [DemoStarted(self.assistant.demo_seconds)]
            case _:
                _unreachable(asking.question)

    def _start(self, game: Game, branch: Branch | None = None) -> list[Event]:
        events: list[Event] = []
        if self.recorder is not None:
            if not self.win_counted:
                events += self.record()  # the time played since the last move, for the game left
            # The game left behind counts as lost (the player said yes).
            self.recorder.begin(game, branch)
        self.win_counted = False
        self.scripted = False  # a new game is scripted once a script moves in it
        self.game = game
        self.assistant.new_game()
        self.mode = PLAYING
        self.cursor = game.position.gaps[0]
        self.clock.reset()
        self.origin = None if branch is None else origins.origin(branch, self._summary_of)
        code = game.code if self.origin is None else self.origin.code
        played_on = [] if branch is None else [PlayedOn(branch.game_id, branch.move, code)]
        return [
            Started(code, game.variant, game.position, self.daily_result(game)),
            *played_on,
            *events,
            *self.notices(),
        ]

    def _take_up(self, game_id: int) -> list[Event]:
        """Play the saved game ``game_id`` on; this one ends as :meth:`_start` ends it."""
        if self.shelf is None:
            return []
        events: list[Event] = []
        if self.recorder is not None and not self.win_counted:
            events += self.record()  # the time played since the last move, for the game left
        try:
            resumed = self.shelf.take_up(game_id)
        except MazeError as error:
            return [*events, Notice(str(error))]
        progress = resumed.progress
        self.game = game = progress.game
        self.clock = Clock(self.now, progress.seconds)
        self.assistant.new_game()  # what the solver knows stays
        self.assistant.hints, self.assistant.demo_played = progress.hints, progress.demo
        self.scripted = progress.scripted
        self.win_counted = False
        self.mode = PLAYING
        self.cursor = game.position.gaps[0]
        self.origin = origins.taken_up(self.game, self.shelf, self._summary_of)
        return [
            self.continued(),
            *events,
            *self.notices(),
        ]

    def _abandon(self, game_id: int) -> list[Event]:
        if self.shelf is None:
            return []
        games = {game.game_id: game for game in self.saved_games()}
        try:
            moves = self.shelf.abandon(game_id)
        except MazeError as error:
            return [Notice(str(error))]
        summary = games.get(game_id)
        return [Abandoned(game_id, None if summary is None else code_of(summary), moves)]

    def daily_result(self, game: Game) -> DailyResult | None:
        """For a daily deal already played, its day's result (``None`` otherwise)."""
        if self.recorder is None or game.day is None:
            return None
        try:
            return self.recorder.daily_result(game.day)
        except MazeError:
            return None  # unreadable: the game plays on, and the statistics will say so

    def notices(self) -> list[Event]:
        """What the recorder last had to say, once (e.g. the disk filled up)."""
        if self.recorder is None:
            return []
        notice = self.recorder.notice
        shown, self._notice_shown = self._notice_shown, notice
        return [Notice(notice)] if notice and notice != shown else []

    # -- solver help ------------------------------------------------------------------------

    def _hint(self) -> list[Event]:
        position = self.game.position
        shown = self.assistant.give_hint(position)
        if shown is not None:
            assistant = self.assistant
            self.cursor = shown.move.source
            left = assistant.moves_left(position, shown.move)
            if shown.step == HINT_STEPS and left is None and assistant.why_waits(position):
                return [Looking(why=True), *self.record()]
            assistant.asked = None
            hint = HintShown(shown.move, shown.step, position, left)
            return [hint, *self.record()]  # the hint counts: a win now is helped
        known = self.assistant.known(position)
        failure = self.assistant.failure(position)
        if failure:
            return [SearchFailed(failure)]
        if known is None:
            return [Looking()]  # the hint follows when the search answers (learn)
        return [NoLine(known.result)]


def _refused(reason: Reason) -> list[Event]:
    return [Refused(reason)]


def _unreachable(value: NoReturn) -> NoReturn:
    """For mypy: every case is handled above."""
    raise AssertionError(f"unhandled {value!r}")
