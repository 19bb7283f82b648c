"""The game around the rules: what each action, click, tick and search answer does, and
what happened, as events. No curses, no terminal, no words.

The controller only dispatches, and alone decides whether to ask first (before moves
would be lost, or a clean win); the state it dispatches over has an owner each:

- :class:`~.in_play.InPlay` -- the game in play, set up in one place: its moves, the
  cursor, the choices;
- :class:`~.answers.Answers` -- what the solver found, is wanted for, and warns of;
- :class:`~.coach.Coach` -- the hint and the demo;
- :class:`~.wins.Wins` -- the session's wins, and the share lines' figures;
- :class:`~.keeper.Keeper` -- the saved games: the game saved after every change, another
  game put in play;
- :class:`~.dealing.Dealing` -- which game comes next: a new deal, the daily, one typed.

(They are built and wired in :class:`~.face.Face`, which answers what a front end reads.)

Every call that changes something returns the :mod:`.events` it caused, in order; the
front ends word them. What a front end may call is the controller's own methods and
properties (its parts are the game's: ``tests/test_architecture.py`` holds the front
ends to that); replays and reviews are the session's (:mod:`.browsing`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from maze_solitaire.engine import Card, Code, Game, Move, Position, Slot, is_won
from maze_solitaire.play.actions import Action
from maze_solitaire.play.events import (
    Asked,
    Cancelled,
    Event,
    How,
    Notice,
    Refused,
    WinUndone,
    WonAlready,
    unhandled,
)
from maze_solitaire.play.face import Face
from maze_solitaire.play.modes import PLAYING, Asking, Choosing, Finished, Playing, Question

if TYPE_CHECKING:
    from maze_solitaire.solver.answer import Grade, SolveResult
    from maze_solitaire.storage import Branch

_ASKED_BY: Final = {Question.HINT: Action.HINT, Question.DEMO: Action.DEMO}
"""The action that asks each help question: asked again while it is open, it says yes
(H, H, H steps through a hint, never ask, cancel, ask)."""


class Controller(Face):
    """The game, changed only by actions, clicks, ticks and answers; each says what happened
    (what a front end reads of it is its :class:`~.face.Face`)."""

    # -- what the front ends tell it ----------------------------------------------------------

    def attending(self, shown: bool) -> None:
        """Whether the board is in sight and being played (it fits the terminal, and no
        screen or typed number is over it): time and the demo run only then."""
        self.in_play.attend(shown)
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
            return events + self._answer(mode, yes=action is Action.YES or again)
        if action is Action.QUIT:
            self._quit = True
            return events
        if isinstance(mode, Finished):  # the game is over and recorded
            return events + self._after_the_win(action)
        if isinstance(mode, Choosing):
            chosen = self.in_play.choose(mode.choice, action, key)
            if chosen is not None:
                return events + self._made(chosen)
        return events + ([] if action is None else self._on_board(action))

    def interrupt(self) -> list[Event]:
        """A key or click came: the demo, if it plays, stops (and the key then does what
        it does)."""
        return self.coach.stop_demo()

    def pace(self, *, faster: bool) -> list[Event]:
        """The demo's pace (a replay's too) one faster or slower."""
        return self.coach.pace(faster=faster)

    def click(self, slot: Slot | None) -> list[Event]:
        """A click on ``slot`` (``None``: on no slot): pick it if it is offered, else the
        cursor goes there and acts as Enter does."""
        if slot is None:
            return []
        events = self.interrupt()
        if isinstance(self.mode, Asking | Finished):
            return events  # the question or the win stays until a key
        return events + self._made(self.in_play.clicked(slot, self.coach.hinted()))

    def point(self, card: Card) -> list[Event]:
        """The cursor to ``card`` (found by name), closing an open choice; not while a
        question waits or once the game is won."""
        events = self.interrupt()
        if not isinstance(self.mode, Asking | Finished):
            self.in_play.point(card)
        return events

    def offer(self, slot: Slot) -> list[Event]:
        """Open the choice of what ``slot`` offers, even a single move: for a front end
        that lists the moves before one is played."""
        if isinstance(self.mode, Finished):
            return [Refused(WonAlready())]
        return self.in_play.offer(slot, self.coach.hinted())

    def play(self, move: Move) -> list[Event]:
        """Play ``move`` as a pick would, if the rules allow it."""
        if isinstance(self.mode, Finished):
            return [Refused(WonAlready())]
        return self._made(move)

    def go_to(self, game: Game | Refused) -> list[Event]:
        """Start ``game``, a deal chosen by its number or its share code, asked first if
        moves would be lost (a deal refused is said so)."""
        return [game] if isinstance(game, Refused) else self._ask(Question.GO_TO, game)

    def go_to_deal(self, number: str) -> list[Event]:
        """The deal ``number`` (as typed) under the rules played, as :meth:`go_to`."""
        return self.go_to(self.dealing.deal(self.game.variant, number))

    def go_to_code(self, text: str) -> list[Event]:
        """The deal the share code ``text`` names, as :meth:`go_to`."""
        return self.go_to(self.dealing.code(text))

    def choose_difficulty(self, grade: Grade | None) -> list[Event]:
        """The grade of the deals ``n`` deals from now on (``None``: any)."""
        return self.dealing.choose(grade)

    def open_saved(self, game_id: int) -> list[Event]:
        """Play the saved game ``game_id`` on instead of this one, asked first if moves
        would be lost (this game then ends as ``n`` ends it)."""
        self.interrupt()
        found = self.keeper.saved(game_id) if self.keeper.shelved else None
        if found is None or isinstance(found, Notice):
            return [] if found is None else [found]
        return self._ask(Question.OPEN, saved=game_id)

    def abandon_saved(self, game_id: int) -> list[Event]:
        """Ask whether to end the saved game ``game_id`` (not this one) as lost."""
        self.interrupt()
        found = self.keeper.saved(game_id) if self.keeper.shelved else None
        if found is None or isinstance(found, Notice):
            return [] if found is None else [found]
        from maze_solitaire.play.origins import code_of

        return self._open(Asking(Question.ABANDON, saved=game_id), code_of(found))

    def play_on(self, position: Position, branch: Branch) -> list[Event]:
        """A new game from ``position``, that of the ended game and move ``branch`` names
        (asked first if moves would be lost: this game then ends as ``n`` ends it)."""
        self.interrupt()
        if is_won(position):
            return [Refused(WonAlready())]
        return self._ask(Question.PLAY_ON, Game(position), branch=branch)

    def tick(self) -> list[Event]:
        """Time has passed: the demo's next move, if due."""
        return self._made(self.coach.demo_step(isinstance(self.mode, Playing)), How.DEMO)

    # -- what the solver answers (the session's background searches) ------------------------

    def learn(self, position: Position, answer: SolveResult | None, error: str = "") -> list[Event]:
        """The solver's answer for ``position`` (``None`` with ``error`` if the search
        failed). A hint asked for here, and still wanted, is shown now."""
        self.assistant.learn(position, answer, error)
        if self.coach.waits_on(position):
            return self.coach.hint()
        return self.answers.lost(position)

    # -- on the board ---------------------------------------------------------------------

    def _on_board(self, action: Action) -> list[Event]:
        match action:
            case (
                Action.LEFT | Action.RIGHT | Action.UP | Action.DOWN | Action.HOME | Action.END
                | Action.NEXT | Action.PREVIOUS
            ):  # fmt: skip
                self.in_play.move_cursor(action)
            case Action.ACTIVATE:
                return self._made(self.in_play.activate(self.coach.hinted()))
            case Action.UNDO:
                return self._moved(self.in_play.undo())
            case Action.REDO:
                return self._moved(self.in_play.redo())
            case Action.HINT | Action.DEMO:
                return self._help_wanted(Question.HINT if action is Action.HINT else Question.DEMO)
            case Action.FASTER | Action.SLOWER:
                return self.pace(faster=action is Action.FASTER)
            case Action.RESTART | Action.NEW:
                return self._ask(Question.RESTART if action is Action.RESTART else Question.NEW)
            case Action.GRADE:
                return self.dealing.next_difficulty()
            case Action.DAILY:
                return self._daily()
            case Action.PICK | Action.CANCEL | Action.YES | Action.NO | Action.QUIT:
                pass  # a pick or a cancel with nothing open; an answer with no question
            case _:
                unhandled(action)
        return []

    def _made(self, chosen: Move | list[Event], how: How = How.PLAYED) -> list[Event]:
        """A move a part chose (a click, a pick, Enter, the demo), made; or what it said."""
        if isinstance(chosen, list):
            return chosen
        return self._moved(self.in_play.play(chosen, how))

    def _moved(self, event: Event) -> list[Event]:
        """A move made, undone or redone (or refused): what follows from the change."""
        return [event] if isinstance(event, Refused) else [event, *self._changed()]

    def _changed(self) -> list[Event]:
        """The position has changed: what belonged to the old one goes, a win is won, and
        the game is saved."""
        self.in_play.changed()
        events: list[Event] = [self.wins.win()] if self.game.is_won() else []
        return events + self.keeper.record()

    def _after_the_win(self, action: Action | None) -> list[Event]:
        """An action once the game is won: a new deal, this deal again, the winning move
        undone (the win stays counted), or why not."""
        match action:
            case Action.NEW:
                return self.keeper.start(self.dealing.new_deal(self.game.variant))
            case Action.RESTART:
                return self.keeper.start(self.dealing.again(self.game))
            case Action.DAILY:
                return self._daily()
            case Action.GRADE:
                return self.dealing.next_difficulty()
            case Action.UNDO:
                events = self._moved(self.in_play.undo())
                self.in_play.mode = PLAYING
                return [*events, WinUndone()]
            case Action.HINT | Action.DEMO | Action.REDO:
                return [Refused(WonAlready())]
            case _:
                return []  # the win stands

    def _daily(self) -> list[Event]:
        """Today's daily deal, asked first if moves would be lost (it may be this game)."""
        daily = self.dealing.daily(self.game, won=self.in_play.win_counted)
        return [daily] if isinstance(daily, Refused) else self._ask(Question.DAILY, daily)

    # -- asking first -----------------------------------------------------------------------

    def _ask(
        self,
        question: Question,
        game: Game | None = None,
        saved: int | None = None,
        branch: Branch | None = None,
    ) -> list[Event]:
        """Ask before moves would be lost; carry out at once when there are none to lose."""
        asking = Asking(question, game, saved, branch)
        if self.in_play.untouched or self.game.is_won():
            return self._carry_out(asking)  # nothing to lose: no need to ask
        return self._open(asking)

    def _help_wanted(self, question: Question) -> list[Event]:
        """A hint or the demo costs a deal's clean win: asked first, while it has one."""
        if not self.in_play.helped and self.game.deal_number is not None:
            return self._open(Asking(question))
        return self._carry_out(Asking(question))

    def _open(self, asking: Asking, code: Code | None = None) -> list[Event]:
        self.in_play.mode = asking
        self.in_play.clock.run(False)  # a question's time is not play time
        game = asking.game
        if game is None:
            return [Asked(asking.question, None, code)]
        return [Asked(asking.question, game.deal_number, game.code)]

    def _answer(self, asking: Asking, *, yes: bool) -> list[Event]:
        self.in_play.mode = PLAYING
        return self._carry_out(asking) if yes else [Cancelled()]

    def _carry_out(self, asking: Asking) -> list[Event]:
        keeper = self.keeper
        match asking.question:
            case Question.RESTART if self.in_play.win_counted:
                # The win is recorded and ended there (its winning move since undone):
                # playing the deal again is a new game, as from the win screen.
                return keeper.start(self.dealing.again(self.game))
            case Question.RESTART:
                return self._moved(self.in_play.restart())
            case Question.NEW:
                return keeper.start(self.dealing.new_deal(self.game.variant))
            case Question.DAILY | Question.GO_TO | Question.PLAY_ON:
                assert asking.game is not None
                return keeper.start(asking.game, asking.branch)
            case Question.OPEN:
                assert asking.saved is not None and keeper.shelved
                return keeper.resume(asking.saved)
            case Question.ABANDON:
                assert asking.saved is not None and keeper.shelved
                return keeper.abandon(asking.saved)
            case Question.HINT:
                return self.coach.hint(again=True)
            case Question.DEMO:
                return self.coach.start_demo()
            case _:
                unhandled(asking.question)
