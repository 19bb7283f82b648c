"""The game's screen state and what each key, click and timer does to it; no curses, no drawing.

The controller is the thin part between the event loop and the rooms that
know things: the engine's :class:`~maze_solitaire.engine.Game` (the rules),
:mod:`.selection` (the cursor and what is offered), :mod:`.modes` (what the
screen is doing, one value), the :class:`~.assistant.Assistant` (the
solver's help) and the recorder (saved games). Keys arrive as
:class:`~.keymap.Action` values from the key table, clicks as slots; the
loop draws :meth:`Controller.view` and nothing else.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, NoReturn, Protocol

from maze_solitaire.engine import Code, Game, MazeError, Move, Position, Slot, Variant
from maze_solitaire.fullscreen.clipboard import Support
from maze_solitaire.fullscreen.keymap import Action
from maze_solitaire.fullscreen.themes import CLASSIC, Theme
from maze_solitaire.fullscreen.view import Look, Status, View
from maze_solitaire.play import selection
from maze_solitaire.play.assistant import DEMO_PACES, Assistant
from maze_solitaire.play.clock import Clock
from maze_solitaire.play.modes import (
    PLAYING,
    Asking,
    Board,
    Choosing,
    Entering,
    Feat,
    Helping,
    Mode,
    Paused,
    Playing,
    Question,
    Statistics,
    Won,
    clock_runs,
)
from maze_solitaire.play.pars import ParRecorder, Pars
from maze_solitaire.play.selection import Choice, moved, next_gap, offered, previous_gap
from maze_solitaire.solver.answer import PAR_VERSION, Par, SolveResult
from maze_solitaire.storage import Abandoned, Progress, helped
from maze_solitaire.words import Glyphs, games
from maze_solitaire.words import screen as words
from maze_solitaire.words.answers import failed, no_line

if TYPE_CHECKING:
    from datetime import date

    from maze_solitaire.storage import DailyResult, Stats

FOUR_COLOR_SETTING: Final = "four_color"
"""The remembered choice of deck (``"on"`` or ``"off"``), as ``4`` last left it."""
_STEPS: Final = {
    Action.LEFT: selection.LEFT,
    Action.RIGHT: selection.RIGHT,
    Action.UP: selection.UP,
    Action.DOWN: selection.DOWN,
}
_LATE: Final = 0.005
"""Wake this much after a second, a frame or a demo step is due, so that it has surely come."""


class Recorder(ParRecorder, Protocol):
    """Where games are kept (the :class:`~maze_solitaire.storage.Store`); it never raises."""

    @property
    def saving(self) -> bool: ...

    @property
    def notice(self) -> str | None: ...

    def begin(self, game: Game) -> Abandoned | None: ...

    def save(self, progress: Progress) -> None: ...

    def stats(
        self,
        deal: int | None = None,
        *,
        rules: str = "standard",
        today: date | None = None,
        par_version: int | None = None,
    ) -> Stats: ...

    def setting(self, name: str) -> str | None: ...

    def daily_result(self, day: date) -> DailyResult | None: ...

    def remember(self, name: str, value: str) -> None: ...


class Win:
    """A deal won in this session, for its share line. (A plain class: a NamedTuple
    here, where annotations are strings, would cost the game's start-up a millisecond.)"""

    __slots__ = ("code", "helped", "moves", "seconds", "start")

    def __init__(self, code: Code, start: Position, moves: int, seconds: float, helped: bool):
        self.code = code
        self.start = start
        self.moves = moves
        self.seconds = seconds
        self.helped = helped


class Controller:
    """The state of the screen around a game, changed only by keys, clicks, timers and answers."""

    def __init__(
        self,
        game: Game,
        new_game: Callable[[Variant], Game],
        *,
        glyphs: Glyphs,
        daily: Callable[[], Game] | None = None,
        today: Callable[[], date] | None = None,
        clipboard: Callable[[str], Support] | None = None,
        four_color: bool = False,
        theme: Theme = CLASSIC,
        animations: bool = True,
        demo_seconds: float | None = None,
        recorder: Recorder | None = None,
        seconds: float = 0.0,
        hints: int = 0,
        demo: bool = False,
        now: Callable[[], float] = time.monotonic,
        welcome: bool = False,
    ):
        self.game = game
        self.new_game = new_game
        """Makes the game that ``n`` deals (a random deal under the rules played)."""
        self.daily = daily
        """Makes today's daily deal (``t``); ``None``: there is none to play."""
        self.today = today
        """The local date, for the daily's calendar in the statistics."""
        self.clipboard = clipboard
        """Sends text to the terminal's clipboard and says how surely it arrived."""
        self.glyphs = glyphs
        self.four_color = four_color
        self.theme = theme
        self.animations = animations
        """Whether the win is animated (a wave of colour along the cycle)."""
        self.recorder = recorder
        """Told of every change to the game, so that it can be saved at once."""
        self.now = now
        self.clock = Clock(now, seconds)
        self.assistant = Assistant(hints=hints, demo=demo, now=now)
        if demo_seconds is not None:  # one of DEMO_PACES: the demo's pace to begin with
            self.assistant.demo_pace = DEMO_PACES.index(demo_seconds)
        self.pars = Pars(recorder)
        self.wins: list[Win] = []
        """The deals won in this session, in order (their share lines are printed at the end)."""
        self.cursor: Slot = game.position.gaps[0]
        self.mode: Mode = PLAYING
        self.message = ""
        self.quit_requested = False
        self.colors_shown = True
        """Whether the screen shows colours (set by the loop; the four-colour deck needs them)."""
        self.welcome = welcome
        """Whether to say what the game is about, until the first move (the first game)."""
        self.win_counted = False
        """Whether this game's win is recorded (it stays so when the winning move is undone)."""
        self._shown = True  # whether the board fits the terminal
        self._more_pages = False  # whether the help or statistics page shown has a next one
        self._notice_shown = recorder.notice if recorder else None

    # -- what the loop asks -----------------------------------------------------------------

    def view(self) -> View:
        """Everything the next frame draws."""
        position = self.game.position
        assistant = self.assistant
        status = Status(
            code=self.game.code,
            rules=self.game.variant.name,
            moves=self.game.move_count,
            seconds=self.clock.seconds,
            answer=assistant.known(position),
            searching=assistant.wanted(position),
            saving=None if self.recorder is None else self.recorder.saving,
            helped=helped(assistant.hints, assistant.demo_played),
            demo=assistant.demo_seconds if assistant.demo_running else None,
            par=self.pars.of(self.game.start),
        )
        mode = self.mode
        wave = mode.frame(self.now()) if self.animations and isinstance(mode, Won) else None
        look = Look(self.glyphs, self.colors_shown, self.four_color, wave, self.theme)
        hint = assistant.hint_for(position)
        welcome = self.welcome and not self.message
        return View(position, self.mode, self.cursor, hint, status, self.message, look, welcome)

    def analysis_wanted(self) -> Position | None:
        """The position the solver should look at now, if it has not yet."""
        position = self.game.position
        return position if self.assistant.wanted(position) else None

    def par_wanted(self) -> Position | None:
        """The start whose par should be found now, if it is not known yet."""
        start = self.game.start
        return start if self.pars.wanted(start) else None

    def learn_par(self, start: Position, found: Par | None) -> None:
        """Par for ``start``, from the worker (``None`` if its search failed)."""
        self.pars.learn(start, found)
        self.show_notice()  # a par that could not be kept is worth a word

    def share_lines(self) -> list[str]:
        """A share line for each deal won in this session, with par where it is known."""
        return [
            words.share_line(
                win.code,
                win.moves,
                win.seconds,
                par=self.pars.of(win.start),
                helped=win.helped,
                glyphs=self.glyphs,
            )
            for win in self.wins
        ]

    def wake_in(self) -> float | None:
        """Seconds until the screen changes by itself: the clock's next second, the win
        animation's next frame, the demo's next move (``None``: only an event changes it)."""
        if not self._shown:
            return None
        waits = [self.assistant.demo_wait()]
        if isinstance(self.mode, Won):
            if self.animations:  # else the win stands still from the start
                waits.append(self.mode.next_frame_in(self.now()))
        elif self.clock.running:
            waits.append(1.0 - self.clock.seconds % 1.0)
        return min((wait + _LATE for wait in waits if wait is not None), default=None)

    def on_screen(self, fits: bool) -> None:
        """Whether the board fits the terminal: while it does not, time and the demo wait.

        Time runs from the game's first move: looking at a new deal is free."""
        self._shown = fits
        self.clock.run(fits and clock_runs(self.mode) and bool(self.game.all_moves))
        if not fits:
            self.assistant.hold_demo()

    def on_drawn(self, more_pages: bool) -> None:
        """What the frame just drawn says that a key depends on: whether the help or
        statistics page shown has a next one (at this terminal's size)."""
        self._more_pages = more_pages

    # -- events ---------------------------------------------------------------------------

    def act(self, action: Action | None, key: str = "") -> None:
        """A key: ``action`` is what the key table says it does here (``None``: nothing),
        ``key`` the key itself (a digit, for a pick)."""
        mode = self.mode
        if isinstance(mode, Paused):
            self.mode = mode.under  # any key goes on
            return
        if isinstance(mode, Helping | Statistics):
            self._leaf(mode, back=action is Action.CANCEL)
            return
        if self.assistant.demo_running and action not in (Action.FASTER, Action.SLOWER):
            # Any other key stops the demo, and then does what it does (D only stops it).
            self._stop_demo(words.DEMO_STOPPED)
            if action is Action.DEMO:
                return
        if isinstance(mode, Asking):
            self._answer(mode, yes=action is Action.YES)
        elif isinstance(mode, Entering):
            self._type(mode, action, key)
        elif action is Action.QUIT:
            self.quit_requested = True
        elif action in (Action.HELP, Action.STATS):
            self._open_screen(action, mode)
        elif action is Action.PAUSE:
            self.mode = Paused(mode)
        elif action is Action.GO_TO:
            self.mode = Entering()
        elif isinstance(mode, Won):  # the game is over and recorded
            self._after_the_win(action)
        elif isinstance(mode, Choosing) and self._choose(mode.choice, action, key):
            pass
        elif action is not None:
            self.message = ""
            self._on_board(action)

    def click(self, slot: Slot | None) -> None:
        """A click on ``slot`` (``None``: on no slot): pick it if it is offered, else the
        cursor goes there and acts as Enter does."""
        mode = self.mode
        if isinstance(mode, Paused):
            self.mode = mode.under  # as any key does
            return
        if isinstance(mode, Helping | Statistics):
            self._leaf(mode, back=False)  # as any key does
            return
        if slot is None:
            return
        if self.assistant.demo_running:
            self._stop_demo(words.DEMO_STOPPED)  # and the click does what it does
        if isinstance(mode, Asking | Won | Entering):
            return  # the question, the win or the number typed stays until a key
        if isinstance(mode, Choosing):
            move = mode.choice.at(slot)
            if move is not None:
                self._play(move)
                return
            self.mode = PLAYING
        self.cursor = slot
        self.message = ""
        self._activate()

    def learn(self, position: Position, answer: SolveResult | None, error: str = "") -> None:
        """The solver's answer for ``position`` (from the worker; ``None`` with ``error``
        if the search failed). A hint asked for here, and still wanted, is shown now."""
        self.assistant.learn(position, answer, error)
        if self.assistant.asked == position == self.game.position:
            self._hint()

    def tick(self) -> None:
        """Time has passed (the loop woke with no key): the demo's next move, if due."""
        if not (self._shown and self.assistant.demo_due()):
            return
        if not isinstance(self.mode, Playing):
            self.assistant.stop_demo()
            return
        position = self.game.position
        move = self.assistant.demo_move(position)
        if move is not None:
            self._play(move)  # recorded as helped: demo_played is already set
            return
        known = self.assistant.known(position)
        if known is not None and not known.solved:  # the search ended without a line
            self._stop_demo(no_line(known.result))

    def record(self) -> None:
        """Save the game as it is now (after every change, and on the way out)."""
        if self.recorder is None:
            return
        self.recorder.save(
            Progress(
                self.game,
                self.clock.seconds,
                hints=self.assistant.hints,
                demo=self.assistant.demo_played,
            )
        )
        self.show_notice()

    def show_notice(self) -> None:
        """Show what the recorder last had to say, once (e.g. the disk filled up)."""
        if self.recorder is None:
            return
        notice = self.recorder.notice
        if notice and notice != self._notice_shown:
            self.message = notice
        self._notice_shown = notice

    # -- for a front end that names its moves and deals (the text mode) --------------------

    def offer(self, slot: Slot) -> None:
        """Open the choice of what ``slot`` offers, even a single move: for a front end
        that lists the moves before one is played. Where nothing is offered, a message
        says why."""
        if isinstance(self.mode, Won):
            self.message = words.WON_ALREADY
            return
        position = self.game.position
        self.cursor = slot
        moves = offered(position, slot)
        here = position[slot]
        if moves:
            self.mode = Choosing(Choice(moves, for_gap=here is None))
        elif here is None:
            self.message = words.cannot_fill(position, slot)
        else:
            self.message = words.fits_nowhere(here, self.glyphs)

    def play(self, move: Move) -> None:
        """Play ``move`` as a pick would, if the rules allow it; else a message says why."""
        if isinstance(self.mode, Won):
            self.message = words.WON_ALREADY
            return
        self._play(move)

    def go_to(self, game: Game) -> None:
        """Start ``game``, a deal chosen by its number or its share code, asked first if
        moves would be lost (as a number typed after ``g`` is)."""
        self._ask(Question.GO_TO, game.deal_number, game)

    def statistics(self) -> list[str]:
        """The statistics of the rules played, as lines (a line saying why where they
        cannot be read, or no games are kept)."""
        if self.recorder is None:
            return [words.NO_STATISTICS]
        try:
            stats = self.recorder.stats(
                self.game.deal_number,
                rules=self.game.variant.name,
                today=None if self.today is None else self.today(),
                par_version=PAR_VERSION,
            )
            return games.stats_lines(stats, self.glyphs)
        except MazeError as error:  # an unreadable database: say so, play on
            return [str(error)]

    # -- on the board ---------------------------------------------------------------------

    def _on_board(self, action: Action) -> None:
        position = self.game.position
        match action:
            case Action.LEFT | Action.RIGHT | Action.UP | Action.DOWN:
                self.cursor = moved(self.cursor, _STEPS[action])
            case Action.NEXT:
                self.cursor = next_gap(position, self.cursor)
            case Action.PREVIOUS:
                self.cursor = previous_gap(position, self.cursor)
            case Action.ACTIVATE:
                self._activate()
            case Action.UNDO:
                self._undo()
            case Action.REDO:
                self._redo()
            case Action.HINT:
                self._help_wanted(Question.HINT)
            case Action.DEMO:
                self._help_wanted(Question.DEMO)
            case Action.FASTER | Action.SLOWER:
                self.assistant.pace(faster=action is Action.FASTER)
                self.message = words.demo_pace(self.assistant.demo_seconds)
            case Action.RESTART:
                self._ask(Question.RESTART)
            case Action.NEW:
                self._ask(Question.NEW)
            case Action.FOUR_COLOR:
                self._toggle_four_color()
            case Action.DAILY:
                self._daily()
            case Action.COPY:
                self._copy()
            case Action.PICK | Action.CANCEL | Action.YES | Action.NO:
                pass  # bound only while a choice or a question is open
            case Action.HELP | Action.STATS | Action.QUIT | Action.PAUSE | Action.GO_TO:
                pass  # handled in every mode, before the board
            case Action.TYPE | Action.ERASE:
                pass  # bound only while a number is typed
            case _:
                _unreachable(action)

    def _choose(self, choice: Choice, action: Action | None, key: str) -> bool:
        """``action`` while a choice is open; False lets it fall through to the board
        (any other key, even one bound to nothing, closes the choice first)."""
        if action is Action.PICK:
            move = choice.picked(int(key))
            if move is None:
                self.message = words.choose_between(len(choice.moves))
            else:
                self._play(move)
        elif action in (Action.NEXT, Action.PREVIOUS):
            self.mode = Choosing(choice.stepped(1 if action is Action.NEXT else -1))
        elif action is Action.ACTIVATE:
            self._play(choice.moves[choice.highlighted])
        elif action is Action.CANCEL:
            self.mode = PLAYING
            self.message = words.CANCELLED
        else:
            self.mode = PLAYING  # anything else closes the choice, then happens
            return False
        return True

    def _activate(self) -> None:
        moves = offered(self.game.position, self.cursor)
        if len(moves) == 1:
            self._play(moves[0])
        else:
            self.offer(self.cursor)

    def _play(self, move: Move) -> None:
        self.mode = PLAYING
        before = self.game.position
        try:
            self.game.play(move)
        except MazeError as error:  # cannot happen for offered moves; say so if it does
            self.message = str(error)
            return
        self.assistant.followed(before, move, self.game.position)
        self.cursor = move.target
        self.message = self.glyphs.move(move)
        self._changed()

    def _undo(self) -> None:
        if not self.game.can_undo:
            self.message = words.NOTHING_TO_UNDO
            return
        move = self.game.undo()
        self.cursor = move.source
        self.message = words.undid(move, self.glyphs)
        self._changed()

    def _redo(self) -> None:
        if not self.game.can_redo:
            self.message = words.NOTHING_TO_REDO
            return
        move = self.game.redo()
        self.cursor = move.target
        self.message = words.redid(move, self.glyphs)
        self._changed()

    def _changed(self) -> None:
        """The position has changed: what belonged to the old one goes, and it is saved."""
        self.welcome = False
        self.assistant.moved_on(self.game.position)
        if self.game.is_won():
            feat = Feat() if self.win_counted else self._feat()  # a win is counted once
            if not self.win_counted and self.game.code is not None:
                self.wins.append(
                    Win(
                        self.game.code,
                        self.game.start,
                        self.game.move_count,
                        self.clock.seconds,
                        helped(self.assistant.hints, self.assistant.demo_played),
                    )
                )
            self.win_counted = True
            self.mode = Won(self.now(), feat)
            self.message = words.feat(*feat) or self.message
            self.assistant.stop_demo()
        self.record()

    def _feat(self) -> Feat:
        """What this win is beside the records, read before the win is saved (a clean
        win of a deal only)."""
        game, assistant = self.game, self.assistant
        if (
            self.recorder is None
            or game.deal_number is None
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

    def _after_the_win(self, action: Action | None) -> None:
        """A key once the game is won: a new deal, this deal again, the winning move
        undone (the win stays counted), or a word on why not."""
        match action:
            case Action.NEW:
                self._start(self.new_game(self.game.variant))
            case Action.RESTART:
                self._start(self._again())
            case Action.DAILY:
                self._daily()
            case Action.COPY:
                self._copy()
            case Action.UNDO:
                self._undo()
                self.mode = PLAYING
                self.message = words.UNDID_THE_WIN
            case Action.HINT | Action.DEMO:
                self.message = words.WON_ALREADY
            case _:
                pass  # the win stands on the screen

    def _again(self) -> Game:
        """This game's deal (or position) from the start, as a new game."""
        game = self.game
        return Game(game.start, game.deal_number, game.day)

    def _daily(self) -> None:
        """Today's daily deal, asked first if moves would be lost (it may be this game)."""
        if self.daily is None:
            self.message = words.NO_DAILY
            return
        daily = self.daily()
        if daily.code is not None and daily.code == self.game.code and not self.win_counted:
            self.message = words.daily_already(daily.code)
            return
        self._ask(Question.DAILY, game=daily)

    def _copy(self) -> None:
        """The last win's share line, to the terminal's clipboard."""
        lines = self.share_lines()
        if self.game.code is None:
            self.message = words.NOTHING_TO_SHARE
            return
        if not lines or not self.win_counted:
            self.message = words.NOT_WON_YET
            return
        line = lines[-1]
        sent = "no" if self.clipboard is None else self.clipboard(line)
        self.message = {"yes": words.COPIED, "maybe": words.COPY_MAYBE, "no": words.NO_COPY}[sent]

    def _ask(self, question: Question, deal: int | None = None, game: Game | None = None) -> None:
        """Ask before moves would be lost; carry out at once when there are none to lose."""
        asking = Asking(question, deal, game)
        if (self.game.move_count == 0 and not self.game.can_redo) or self.game.is_won():
            self._carry_out(asking)  # nothing to lose: no need to ask
        else:
            self.mode = asking

    def _answer(self, asking: Asking, *, yes: bool) -> None:
        self.mode = PLAYING
        if yes:
            self._carry_out(asking)
        else:
            self.message = words.CANCELLED

    def _type(self, entering: Entering, action: Action | None, key: str) -> None:
        """A key while the number of a deal is typed."""
        variant = self.game.variant
        longest = len(str(variant.end_deal - 1))
        if action is Action.TYPE and len(entering.text) < longest:
            self.mode = Entering(entering.text + key)
        elif action is Action.TYPE:  # one digit more could only be out of range: say so
            self.message = words.at_most_digits(longest, variant.end_deal - 1)
        elif action is Action.ERASE:
            self.mode = Entering(entering.text[:-1])
        elif action is Action.CANCEL:
            self.mode = PLAYING
            self.message = words.CANCELLED
        elif action is Action.ACTIVATE and entering.text:
            try:
                number = variant.check_deal(entering.text)
            except MazeError as error:
                self.message = str(error)  # and the number stays to be put right
                return
            self.mode = PLAYING
            self.message = ""  # a mistake put right is no longer news
            self._ask(Question.GO_TO, number)

    def _help_wanted(self, question: Question) -> None:
        """A hint or the demo costs a deal's clean win: asked first, while it has one."""
        assistant = self.assistant
        clean = not helped(assistant.hints, assistant.demo_played)
        if clean and self.game.deal_number is not None:
            self.mode = Asking(question)
        else:
            self._carry_out(Asking(question))

    def _carry_out(self, asking: Asking) -> None:
        match asking.question:
            case Question.RESTART if self.win_counted:
                # The win is recorded and ended there (its winning move since undone):
                # playing the deal again is a new game, as from the win screen.
                self._start(self._again())
            case Question.RESTART:
                self.game.restart()
                self.cursor = self.game.position.gaps[0]
                self.message = words.BACK_TO_THE_DEAL
                self._changed()
            case Question.NEW:
                self._start(self.new_game(self.game.variant))
            case Question.DAILY:
                assert asking.game is not None
                self._start(asking.game)
            case Question.HINT:
                self._hint()
            case Question.DEMO:
                self._start_demo()
            case Question.GO_TO if asking.game is not None:
                self._start(asking.game)
            case Question.GO_TO:
                assert asking.deal is not None
                self._start(Game.from_deal(asking.deal, self.game.variant))
            case _:
                _unreachable(asking.question)

    def _start(self, game: Game) -> None:
        if self.recorder is not None:
            if not self.win_counted:
                self.record()  # the time played since the last move, for the game left
            self.recorder.begin(game)  # the game left behind counts as lost
        self.win_counted = False
        self.game = game
        self.assistant.new_game()
        self.mode = PLAYING
        self.cursor = game.position.gaps[0]
        self.clock.reset()
        self.message = daily_note(self.recorder, game) or words.new_game(
            game.code, game.variant.name
        )
        self.show_notice()

    def _leaf(self, screen: Helping | Statistics, *, back: bool) -> None:
        """On from a screen over the board: to the help's next page, or back (Esc, or
        past the last page)."""
        if self._more_pages and not back:
            self.mode = screen._replace(page=screen.page + 1)
        else:
            self.mode = screen.under

    def _open_screen(self, action: Action, under: Board) -> None:
        if action is Action.HELP:
            self.mode = Helping(under)
            return
        if self.recorder is None:
            self.message = words.NO_STATISTICS
            return
        # Read now, not again while the screen stays open.
        self.mode = Statistics(tuple(self.statistics()), under)

    # -- solver help ------------------------------------------------------------------------

    def _hint(self) -> None:
        position = self.game.position
        move = self.assistant.give_hint(position)
        if move is not None:
            self.cursor = move.source
            self.message = words.hint(move, self.glyphs)
            self.record()  # the hint counts: a win now is a win with help
            return
        known = self.assistant.known(position)
        if known is None:
            self.message = words.LOOKING  # shown when the search answers (learn)
        elif self.assistant.failure:
            self.message = failed(self.assistant.failure)
        else:
            self.message = no_line(known.result)

    def _start_demo(self) -> None:
        self.assistant.start_demo()
        self.message = words.DEMO_STARTED

    def _stop_demo(self, message: str) -> None:
        self.assistant.stop_demo()
        self.message = message

    def _toggle_four_color(self) -> None:
        self.four_color = not self.four_color
        self.message = words.four_color(self.four_color, self.colors_shown)
        if self.recorder is not None:
            self.recorder.remember(FOUR_COLOR_SETTING, "on" if self.four_color else "off")
            self.show_notice()  # if it could not be kept, that matters more


def daily_note(recorder: Recorder | None, game: Game) -> str:
    """For a daily already played, that its day's result stands (empty otherwise)."""
    if recorder is None or game.day is None:
        return ""
    try:
        result = recorder.daily_result(game.day)
    except MazeError:
        return ""  # unreadable: the game plays on, and the statistics will say so
    return "" if result is None else games.daily_played(result)


def _unreachable(value: NoReturn) -> NoReturn:
    """For mypy: every action is handled above."""
    raise AssertionError(f"unhandled {value!r}")
