"""The game's UI state and the actions that change it; no curses, no drawing.

The controller holds a :class:`Game` and what only the screen needs: the
cursor, an open choice, a question waiting for y/n, the help and win screens,
and a one-line message. Key handlers call :meth:`Controller.act` with an
action name from the key table, and mouse clicks call :meth:`click`; neither
draws. Every rule question goes to the engine.

Modes, and what moves between them::

    playing --Enter on a gap/card with several choices--> choosing
    choosing --digit / Enter / click on a choice--> playing (move made)
    choosing --Esc / cursor key / click elsewhere--> playing
    playing --r / n with moves made--> confirming --y--> playing
    any --?/F1--> help --any key--> where it was
    any --s--> stats --any key--> where it was
    playing --the winning move--> won --n--> playing (new deal)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, ClassVar, Final, NamedTuple, Protocol

from maze_solitaire.engine import (
    COLUMNS,
    LEFT_OF,
    RIGHT_OF,
    SLOT_COUNT,
    Game,
    MazeError,
    Move,
    Position,
    Slot,
    blocked_reason,
    cards_in_place,
    slot_name,
)
from maze_solitaire.solver.answer import SOLVED, SolveResult
from maze_solitaire.text.answers import failed, no_line
from maze_solitaire.tui.assistant import Assistant

if TYPE_CHECKING:
    from maze_solitaire.storage import Stats



class Mode(Enum):
    PLAYING = "playing"
    CHOOSING = "choosing"
    CONFIRMING = "confirming"
    HELP = "help"
    STATS = "stats"
    WON = "won"


class Recorder(Protocol):
    """Where games are kept (the :class:`~maze_solitaire.storage.Store`); it never raises."""

    @property
    def saving(self) -> bool: ...

    @property
    def notice(self) -> str | None: ...

    def begin(self, game: Game) -> object: ...

    def save(self, game: Game, seconds: float, hints: int = 0, demo: bool = False) -> None: ...

    def stats(self, deal: int | None = None) -> Stats: ...

    def setting(self, name: str) -> str | None: ...

    def remember(self, name: str, value: str) -> None: ...


FOUR_COLOR_SETTING: Final = "four_color"
"""The remembered choice of deck (``"on"`` or ``"off"``), as ``4`` last left it."""


class Choice(NamedTuple):
    """Moves offered for one gap (``for_gap``) or for one card; ``highlighted`` is picked by Enter.

    Each offered move is shown at its *marked* slot: the card's slot when
    filling a gap, the target gap when moving a card.
    """

    moves: tuple[Move, ...]
    for_gap: bool
    highlighted: int = 0

    def marked_slot(self, index: int) -> Slot:
        move = self.moves[index]
        return move.source if self.for_gap else move.target


class Clock:
    """Elapsed playing time that can be paused (help, too small, won)."""

    def __init__(self, now: Callable[[], float] = time.monotonic, seconds: float = 0.0):
        self.now = now
        self._banked = seconds
        self._since: float | None = None

    def run(self, running: bool) -> None:
        if running and self._since is None:
            self._since = self.now()
        elif not running and self._since is not None:
            self._banked += self.now() - self._since
            self._since = None

    @property
    def seconds(self) -> float:
        extra = 0.0 if self._since is None else self.now() - self._since
        return self._banked + extra

    def reset(self) -> None:
        self._banked = 0.0
        self._since = self.now() if self._since is not None else None


class Controller:
    """The state of the screen around a game, changed only through actions."""

    def __init__(
        self,
        game: Game,
        new_game: Callable[[], Game],
        *,
        unicode: bool = True,
        four_color: bool = False,
        clock: Clock | None = None,
        recorder: Recorder | None = None,
        hints: int = 0,
        demo: bool = False,
    ):
        self.game = game
        self.new_game = new_game
        """Makes the game that ``n`` deals."""
        self.unicode = unicode
        self.four_color = four_color
        self.clock = clock or Clock()
        self.cursor: Slot = game.position.gaps[0]
        self.mode = Mode.PLAYING
        self.choice: Choice | None = None
        self.question = ""
        self.pending = ""
        """The action a ``y`` answer carries out (``"restart"`` or ``"new"``)."""
        self.message = ""
        self.quit_requested = False
        self._mode_before_help = Mode.PLAYING
        self.colors_shown = True
        """Whether the screen shows colours (set by the app; the four-colour deck needs them)."""
        self.recorder = recorder
        """Told of every change to the game, so that it can be saved at once."""
        self.hints = hints
        """How many hints this game has shown (recorded: a win with help counts apart)."""
        self.demo = demo
        """Whether the demo ever played in this game."""
        self.assistant = Assistant()
        self.hint: Move | None = None
        """The hinted move, shown until the position changes."""
        self.hint_pending: Position | None = None
        """The position a hint was asked for before its search answered."""
        self.demo_running = False
        self._notice_shown = recorder.notice if recorder else None

    # --- reading ---------------------------------------------------------------

    @property
    def in_place(self) -> int:
        return cards_in_place(self.game.position)

    @property
    def paused(self) -> bool:
        """Whether the clock should stand still (help, statistics or win screen up)."""
        return self.mode in (Mode.HELP, Mode.STATS, Mode.WON)

    @property
    def saving(self) -> bool:
        return self.recorder is not None and self.recorder.saving

    def stats_lines(self) -> list[str]:
        """The statistics screen's text (empty when no games are kept)."""
        if self.recorder is None:
            return []
        from maze_solitaire.text import ASCII, UNICODE
        from maze_solitaire.text.games import stats_lines

        try:
            glyphs = UNICODE if self.unicode else ASCII
            return stats_lines(self.recorder.stats(self.game.deal_number), glyphs)
        except MazeError as error:  # an unreadable database: say so, play on
            return [str(error)]

    def record(self) -> None:
        """Save the game as it is now (after every change, and on the way out)."""
        if self.hint is not None and self.hint.card != self.game.position[self.hint.source]:
            self.hint = None  # the position moved on
        if self.recorder is None:
            return
        self.recorder.save(self.game, self.clock.seconds, hints=self.hints, demo=self.demo)
        self.show_notice()

    def show_notice(self) -> None:
        """Show what the recorder last had to say, once (e.g. the disk filled up)."""
        if self.recorder is None:
            return
        notice = self.recorder.notice
        if notice and notice != self._notice_shown:
            self.message = notice
        self._notice_shown = notice

    def describe(self, move: Move) -> str:
        return move.describe(self.unicode)

    # --- acting --------------------------------------------------------------------

    def act(self, action: str, key: str = "") -> None:
        """Carry out ``action`` (a name from the key table); ``key`` is the key pressed."""
        if self.mode in (Mode.HELP, Mode.STATS):
            self.mode = self._mode_before_help  # any key closes the screen
            return
        if self.demo_running:
            self._stop_demo("Demo stopped")  # any key stops it, and does nothing else,
            if action != "quit":  # but quitting quits
                return
        if self.mode is Mode.CONFIRMING:
            self._answer(key)
            return
        if action in ("help", "stats"):
            if action == "stats" and self.recorder is None:
                self.message = "No statistics: games are not being kept"
                return
            self._mode_before_help = self.mode
            self.mode = Mode.HELP if action == "help" else Mode.STATS
            return
        if action == "quit":
            self.quit_requested = True
            return
        if self.mode is Mode.WON:  # the game is over and recorded: a new one, or quit
            if action == "new":
                self._start(self.new_game())
            return
        if self.mode is Mode.CHOOSING and self._act_choosing(action, key):
            return
        handler = self._ACTIONS.get(action)
        if handler is not None:
            self.message = ""
            handler(self)

    def click(self, slot: Slot) -> None:
        """A mouse click on ``slot``: pick it if it is offered, else cursor there and Enter."""
        if self.mode in (Mode.HELP, Mode.STATS):
            self.mode = self._mode_before_help
            return
        if self.demo_running:
            self._stop_demo("Demo stopped")
            return
        if self.mode in (Mode.CONFIRMING, Mode.WON):
            return
        if self.mode is Mode.CHOOSING and self.choice is not None:
            marked = [self.choice.marked_slot(i) for i in range(len(self.choice.moves))]
            if slot in marked:
                self._play(self.choice.moves[marked.index(slot)])
                return
            self._close_choice()
        self.cursor = slot
        self.message = ""
        self._activate()

    def _act_choosing(self, action: str, key: str) -> bool:
        """Handle ``action`` while a choice is open; False lets it fall through."""
        choice = self.choice
        assert choice is not None
        count = len(choice.moves)
        if action == "pick":
            index = int(key) - 1
            if index < count:
                self._play(choice.moves[index])
            else:
                self.message = f"Choose 1 to {count}"
            return True
        if action in ("next", "previous"):
            step = 1 if action == "next" else -1
            self.choice = Choice(choice.moves, choice.for_gap, (choice.highlighted + step) % count)
            return True
        if action == "activate":
            self._play(choice.moves[choice.highlighted])
            return True
        if action == "cancel":
            self._close_choice()
            self.message = "Cancelled"
            return True
        self._close_choice()  # anything else closes the choice, then happens
        return False

    def _close_choice(self) -> None:
        self.choice = None
        self.mode = Mode.PLAYING

    def _left(self) -> None:
        self.cursor = LEFT_OF[self.cursor]

    def _right(self) -> None:
        self.cursor = RIGHT_OF[self.cursor]

    def _up(self) -> None:
        self.cursor = (self.cursor - COLUMNS) % SLOT_COUNT

    def _down(self) -> None:
        self.cursor = (self.cursor + COLUMNS) % SLOT_COUNT

    def _next_gap(self) -> None:
        gaps = self.game.position.gaps
        self.cursor = next((g for g in gaps if g > self.cursor), gaps[0])

    def _previous_gap(self) -> None:
        gaps = self.game.position.gaps
        self.cursor = next((g for g in reversed(gaps) if g < self.cursor), gaps[-1])

    def _activate(self) -> None:
        position = self.game.position
        here = position[self.cursor]
        name = slot_name(self.cursor)
        if here is None:
            moves = [m for m in self.game.legal_moves() if m.target == self.cursor]
            if not moves:
                self.message = f"Nothing may fill {name}: {blocked_reason(position, self.cursor)}"
                return
            moves.sort(key=lambda m: m.source)
            self._offer(moves, for_gap=True)
        else:
            moves = [m for m in self.game.legal_moves() if m.card == here]
            if not moves:
                face = here.unicode() if self.unicode else here.ascii()
                self.message = f"{face} fits no gap now"
                return
            self._offer(moves, for_gap=False)

    def _offer(self, moves: list[Move], for_gap: bool) -> None:
        if len(moves) == 1:
            self._play(moves[0])
            return
        self.choice = Choice(tuple(moves), for_gap)
        self.mode = Mode.CHOOSING

    def _play(self, move: Move) -> None:
        self._close_choice()
        before = self.game.position
        try:
            self.game.play(move)
        except MazeError as error:  # cannot happen for offered moves; say so if it does
            self.message = str(error)
            return
        self.assistant.followed(before, move, self.game.position)
        self.cursor = move.target
        self.message = self.describe(move)
        if self.game.is_won():
            self.mode = Mode.WON
        self.record()

    def _undo(self) -> None:
        if not self.game.can_undo:
            self.message = "Nothing to undo"
            return
        move = self.game.undo()
        self.mode = Mode.PLAYING
        self.cursor = move.source
        self.message = f"Undid {self.describe(move)}"
        self.record()

    def _redo(self) -> None:
        if not self.game.can_redo:
            self.message = "Nothing to redo"
            return
        move = self.game.redo()
        self.cursor = move.target
        self.message = f"Redid {self.describe(move)}"
        if self.game.is_won():
            self.mode = Mode.WON
        self.record()

    def _ask(self, action: str, question: str) -> None:
        if self.game.move_count == 0 and not self.game.can_redo:
            self._carry_out(action)
            return
        self.pending = action
        self.question = f"{question} (y/n)"
        self.mode = Mode.CONFIRMING

    def _answer(self, key: str) -> None:
        action, self.pending, self.question = self.pending, "", ""
        self.mode = Mode.PLAYING
        if key in ("y", "Y"):
            self._carry_out(action)
        else:
            self.message = "Cancelled"

    def _carry_out(self, action: str) -> None:
        if action == "restart":
            self.game.restart()
            self.cursor = self.game.position.gaps[0]
            self.message = "Back to the deal (the moves can be redone)"
            self.record()
        else:
            self._start(self.new_game())

    def _start(self, game: Game) -> None:
        if self.recorder is not None:
            self.recorder.begin(game)  # the game left behind counts as played, not won
        self.game = game
        self.hints, self.demo = 0, False
        self.mode = Mode.PLAYING
        self.choice = None
        self.cursor = game.position.gaps[0]
        self.clock.reset()
        label = f"deal #{game.deal_number}" if game.deal_number is not None else "a position"
        self.message = f"New game: {label}"

    # --- solver help ----------------------------------------------------------------

    def analysis_wanted(self) -> Position | None:
        """The position the solver should look at now, if it has not yet."""
        position = self.game.position
        return position if self.assistant.wanted(position) else None

    def learn(self, position: Position, answer: SolveResult | None, error: str = "") -> None:
        """The solver's answer for ``position`` (from the worker; ``None`` with
        ``error`` if the search failed)."""
        self.assistant.learn(position, answer, error)
        # A hint asked for in a position the game has left is not shown.
        if self.hint_pending == position == self.game.position:
            self.hint_pending = None
            self._hint()

    def _hint(self) -> None:
        position = self.game.position
        known = self.assistant.known(position)
        if self.game.is_won():
            return
        if known is None:
            self.hint_pending = position
            self.message = "Looking for a winning line..."
            return
        move = self.assistant.next_move(position)
        if move is None:
            failure = self.assistant.failure
            self.message = failed(failure) if failure else no_line(known.result)
            return
        self.hint = move
        self.hints += 1
        self.cursor = move.source
        self.message = f"Hint: {self.describe(move)}"
        self.record()

    def _start_demo(self) -> None:
        if self.game.is_won():
            return
        self.demo_running = True
        self.message = "Demo: any key stops it"

    def _stop_demo(self, message: str) -> None:
        self.demo_running = False
        self.message = message

    def demo_step(self) -> None:
        """Play the next move of the winning line (called about every 0.3 s by the loop)."""
        if not self.demo_running or self.mode is not Mode.PLAYING:
            self._stop_demo(self.message)
            return
        position = self.game.position
        # The polished line, not the first one found: it is often far shorter.
        move = self.assistant.next_move(position, final_only=True)
        if move is not None:
            self.demo = True  # recorded with the move: this game had help
            self._play(move)
            if self.game.is_won():
                self.demo_running = False
            return
        known = self.assistant.known(position)
        if known is not None and known.result != SOLVED:  # the search ended without a line
            self._stop_demo(no_line(known.result))

    def _toggle_four_color(self) -> None:
        self.four_color = not self.four_color
        state = "on" if self.four_color else "off"
        unseen = "" if self.colors_shown else " (seen only where colours are shown)"
        self.message = f"Four-colour deck {state}{unseen}"
        if self.recorder is not None:
            self.recorder.remember(FOUR_COLOR_SETTING, state)  # the next run starts with it
            self.show_notice()  # if it could not be kept, that matters more

    _ACTIONS: ClassVar[dict[str, Callable[[Controller], None]]] = {
        "left": _left,
        "right": _right,
        "up": _up,
        "down": _down,
        "next": _next_gap,
        "previous": _previous_gap,
        "activate": _activate,
        "undo": _undo,
        "redo": _redo,
        "restart": lambda self: self._ask("restart", "Restart this deal?"),
        "new": lambda self: self._ask("new", "Abandon this game for a new deal?"),
        "four_color": _toggle_four_color,
        "hint": _hint,
        "demo": _start_demo,
        "cancel": lambda self: None,
        "pick": lambda self: None,
    }

