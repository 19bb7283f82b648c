"""The game in play: the one owner of what belongs to the game on the board, and the one
place it is set up.

An :class:`InPlay` holds the engine's game, its clock, the cursor, what the game is
doing (the mode), whether its win is counted, whether it is scripted, the positions
already warned of, and the game it was played on from, if any. :meth:`InPlay.take` is
the one place all of these are set for a game put in play (a new deal, the deal again as
a new game, a saved game taken up, a game played on from a replay), so nothing of the
game before is left over; the help this game has had (the assistant's hints and demo)
is set there too. (The welcome is the session's: the player's very first game greets
until its first move, whichever deal that is made in.)

Its :class:`Clock` is playing time, which runs while the game is played and stands still
otherwise. It moves the cards and the cursor and opens the choices on the board: it says what
moved, as an event, and answers a click or a pick with the move to make; what follows
from a move (a win, a save, the solver's news) is the controller's to decide.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from maze_solitaire.engine import Card, Code, Game, MazeError, Move, Position, Slot
from maze_solitaire.play import origins, selection
from maze_solitaire.play.actions import Action
from maze_solitaire.play.events import (
    Cancelled,
    CannotFill,
    Continued,
    Event,
    FitsNowhere,
    How,
    Mistake,
    Moved,
    NotAChoice,
    NothingToRedo,
    NothingToUndo,
    Offered,
    Refused,
    Restarted,
)
from maze_solitaire.play.modes import PLAYING, Choosing, Mode, clock_runs
from maze_solitaire.play.selection import Choice, offered
from maze_solitaire.storage import Progress, helped

if TYPE_CHECKING:
    from maze_solitaire.play.assistant import Assistant
    from maze_solitaire.play.origins import Origin

_STEPS = {
    Action.LEFT: selection.LEFT,
    Action.RIGHT: selection.RIGHT,
    Action.UP: selection.UP,
    Action.DOWN: selection.DOWN,
}


class Clock:
    """Elapsed playing time that can be paused (help, statistics, a won game, a hidden board)."""

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
    def running(self) -> bool:
        return self._since is not None

    @property
    def seconds(self) -> float:
        extra = 0.0 if self._since is None else self.now() - self._since
        return self._banked + extra

    def reset(self) -> None:
        self._banked = 0.0
        self._since = self.now() if self._since is not None else None


class InPlay:
    """The game on the board and everything that is its alone."""

    def __init__(
        self,
        progress: Progress,
        assistant: Assistant,
        *,
        now: Callable[[], float],
        origin: Origin | None = None,
        welcome: bool = False,
        scripting: bool = False,
    ):
        self.assistant = assistant
        """Whose help counts in this game: its hints and demo are this game's."""
        self.now = now
        self.welcome = welcome
        """Whether the game is the player's very first, until its first move."""
        self.scripting = scripting
        """Whether the moves made now come from a file or a pipe (they script the game)."""
        self.shown = True
        """Whether the board is in sight (it fits, and nothing is over it)."""
        self.take(progress, origin)

    def take(self, progress: Progress, origin: Origin | None = None) -> None:
        """Put ``progress``'s game in play (played on from ``origin``'s game, if given), and
        everything that belongs to it afresh: the one place a game in play is set up."""
        self.game: Game = progress.game
        self.clock = Clock(self.now, progress.seconds)
        """Its playing time (stopped: it runs once the board is in sight and played)."""
        self.cursor: Slot = self.game.position.gaps[0]
        self.mode: Mode = PLAYING
        self.win_counted = False
        """Whether this game's win is recorded (it stays so when the winning move is undone)."""
        self.scripted = progress.scripted
        """Whether moves of this game came from a file or a pipe: it is then never a record."""
        self.warned: set[Position] = set()
        """The positions of this game warned of (lost, or off the winning line): each once."""
        self.origin = origin
        """Where this game was played on from, if it was (it then keeps that deal's code
        and grade, and counts apart as a position's game does)."""
        self.assistant.new_game(hints=progress.hints, demo=progress.demo)

    # -- what it is ---------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return self.game.position

    @property
    def code(self) -> Code | None:
        """The deal's share code: for a game played on, the deal it came from."""
        return self.game.code if self.origin is None else self.origin.code

    @property
    def helped(self) -> bool:
        """Whether hints or the demo helped in this game."""
        return helped(self.assistant.hints, self.assistant.demo_played)

    @property
    def untouched(self) -> bool:
        """Whether no move would be lost by leaving it: none made, none to redo."""
        return self.game.move_count == 0 and not self.game.can_redo

    def graded(self) -> Game:
        """The game whose deal's grade this game's is: its own, or the deal it came from."""
        return origins.graded(self.game, self.origin)

    def progress(self) -> Progress:
        """The game as a save writes it."""
        assistant = self.assistant
        return Progress(
            self.game, self.clock.seconds, assistant.hints, assistant.demo_played, self.scripted
        )

    def continued(self) -> Continued:
        """The game taken up, as it is said."""
        return origins.continued(self.game, self.origin)

    # -- the board in sight -------------------------------------------------------------------

    def attend(self, shown: bool) -> None:
        """Whether the board is in sight and being played: time runs only then, and from
        the game's first move (looking at a new deal is free)."""
        self.shown = shown
        self.clock.run(shown and clock_runs(self.mode) and bool(self.game.all_moves))

    # -- the cards and the cursor ---------------------------------------------------------

    def play(self, move: Move, how: How = How.PLAYED) -> Event:
        """``move`` made, or why the rules refuse it (a move typed may be illegal)."""
        self.mode = PLAYING
        before = self.game.position
        try:
            self.game.play(move)
        except MazeError as error:
            return Refused(Mistake(str(error)))
        after = self.game.position
        self.assistant.followed(before, move, after)
        self.cursor = move.target
        return Moved(move, before, after, how)

    def undo(self) -> Event:
        if not self.game.can_undo:
            return Refused(NothingToUndo())
        before = self.game.position
        move = self.game.undo()
        self.cursor = move.source
        return Moved(move, before, self.game.position, How.UNDONE)

    def redo(self) -> Event:
        if not self.game.can_redo:
            return Refused(NothingToRedo())
        before = self.game.position
        move = self.game.redo()
        self.cursor = move.target
        return Moved(move, before, self.game.position, How.REDONE)

    def restart(self) -> Event:
        """The same game back at its deal's start, its moves still to redo, its time from
        the start too."""
        before = self.game.position
        self.game.restart()
        self.clock.reset()
        self.cursor = self.game.position.gaps[0]
        return Restarted(before, self.game.position)

    def changed(self) -> None:
        """The position has changed: the welcome is over, a script's move scripts the game,
        and what belonged to the old position goes."""
        self.welcome = False
        self.scripted = self.scripted or self.scripting
        self.assistant.moved_on(self.game.position)

    def move_cursor(self, action: Action) -> None:
        """The cursor moved as ``action`` (an arrow, Home, End, Tab or back-Tab) moves it."""
        cursor, position = self.cursor, self.game.position
        if action in _STEPS:
            self.cursor = selection.moved(cursor, _STEPS[action])
        elif action is Action.HOME:
            self.cursor = selection.row_start(cursor)
        elif action is Action.END:
            self.cursor = selection.row_end(cursor)
        elif action is Action.NEXT:
            self.cursor = selection.next_gap(position, cursor)
        elif action is Action.PREVIOUS:
            self.cursor = selection.previous_gap(position, cursor)

    def point(self, card: Card) -> None:
        """The cursor to ``card``, closing an open choice."""
        self.mode = PLAYING
        self.cursor = self.game.position.slot_of(card)

    # -- the choices --------------------------------------------------------------------------

    def offer(self, slot: Slot, hinted: Move | None = None) -> list[Event]:
        """Open the choice of what ``slot`` offers, even a single move, the ``hinted`` one
        first where it is offered (Enter then plays what the hint named); or why nothing
        may move there."""
        position = self.game.position
        self.cursor = slot
        moves = offered(position, slot)
        here = position[slot]
        if moves:
            at = moves.index(hinted) if hinted in moves else 0
            choice = Choice(moves, for_gap=here is None, highlighted=at)
            self.mode = Choosing(choice)
            return [Offered(choice)]
        if here is None:
            return [Refused(CannotFill(position, slot))]
        return [Refused(FitsNowhere(position, here))]

    def activate(self, hinted: Move | None = None) -> Move | list[Event]:
        """Enter on the cursor: its one move, to make; or the choice of several opened."""
        moves = offered(self.game.position, self.cursor)
        return moves[0] if len(moves) == 1 else self.offer(self.cursor, hinted)

    def clicked(self, slot: Slot, hinted: Move | None = None) -> Move | list[Event]:
        """A click on ``slot``: the choice's move marked there, to make; else the cursor
        goes there and acts as Enter does."""
        if isinstance(self.mode, Choosing):
            move = self.mode.choice.at(slot)
            if move is not None:
                return move
            self.mode = PLAYING
        self.cursor = slot
        return self.activate(hinted)

    def choose(
        self, choice: Choice, action: Action | None, key: str
    ) -> Move | list[Event] | None:
        """``action`` while ``choice`` is open: the move picked, to make; or what it did to
        the choice; ``None`` lets it fall through to the board (any other key, even one
        bound to nothing, closes the choice first)."""
        if action is Action.PICK:
            move = choice.picked(int(key)) if key.isdecimal() and key.isascii() else None
            return [Refused(NotAChoice(len(choice.moves)))] if move is None else move
        if action in (Action.NEXT, Action.PREVIOUS):
            self.mode = Choosing(choice.stepped(1 if action is Action.NEXT else -1))
            return []
        if action is Action.ACTIVATE:
            return choice.moves[choice.highlighted]
        self.mode = PLAYING
        if action is Action.CANCEL:
            return [Cancelled()]
        return None  # anything else closes the choice, then happens
