"""The text mode: the game a line at a time, for screen readers, braille, bad lines and scripts.

A second front end on the curses game's model, with no curses and no game
logic of its own: each command read from standard input becomes what the
controller does for a key or a click (:class:`~.controller.Controller`,
with :mod:`.selection`'s offers, the :class:`~.assistant.Assistant`'s hint
and the same store), and each event is answered by a line of plain ASCII
on standard output, with no cursor movement, colour or redraw
(:mod:`maze_solitaire.words.spoken` has the words). The solver runs in a
worker process as in the curses game, only when its answer is wanted: the
hint and ``status`` wait for it (the hint within the search's own budget);
par is sought in the background from the start of each deal.

End of input saves and ends with status 0; Ctrl-C, SIGTERM and SIGHUP save
and end with 128 + the signal.
"""

from __future__ import annotations

import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TYPE_CHECKING, BinaryIO, Final, NamedTuple, TextIO

from maze_solitaire.engine import (
    Card,
    Game,
    MazeError,
    Move,
    Position,
    Slot,
    check_day_has_come,
    parse_code,
    parse_slot,
    slot_name,
)
from maze_solitaire.fullscreen.keymap import Action
from maze_solitaire.fullscreen.render import QUESTIONS
from maze_solitaire.play import CannotStart
from maze_solitaire.play.assistant import SEARCH_SECONDS, analyse
from maze_solitaire.play.controller import Controller
from maze_solitaire.play.modes import Asking, Choosing, Mode, Question, Won
from maze_solitaire.play.pars import find_par
from maze_solitaire.play.workers import Worker
from maze_solitaire.words import ASCII, spoken
from maze_solitaire.words import screen as words
from maze_solitaire.words.spoken import Voice

if TYPE_CHECKING:
    from maze_solitaire.solver import SolveResult
    from maze_solitaire.solver.answer import Par

EXIT_OK: Final = 0
LINE_LIMIT: Final = 4096
"""The longest line read as a command (longer ones are answered as such, never kept)."""
STATUS_WAIT: Final = 1.5
"""Seconds ``status`` waits for the solver's verdict before saying it is still looking."""
HINT_PATIENCE: Final = 0.5
"""Seconds a hint is waited for before the player is told the solver is still looking."""
HINT_WAIT: Final = SEARCH_SECONDS + 1.0
"""Seconds the hint waits for the search: its whole budget, which always ends in an answer."""
POLL_SECONDS: Final = 0.01
YES: Final = frozenset(("y", "yes"))
NO: Final = frozenset(("n", "no"))
NEW_BOARD: Final = frozenset(("restart", "new", "deal", "code", "daily"))
"""The commands that may put a new layout on the board: it is shown whole after them."""


class Stopped(Exception):
    """SIGTERM or SIGHUP: the game is saved and ends with ``status``."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.status = 128 + signum


@contextmanager
def _stopped_by_signals() -> Iterator[None]:
    def stop(signum: int, frame: FrameType | None) -> None:
        raise Stopped(signum)

    names = [name for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]
    previous = {name: signal.signal(getattr(signal, name), stop) for name in names}
    try:
        yield
    finally:
        for name, handler in previous.items():
            signal.signal(getattr(signal, name), handler)


def play(
    controller: Controller,
    after_start: Callable[[], None] | None = None,
    *,
    words_on: bool = False,
    source: BinaryIO | None = None,
    out: TextIO | None = None,
) -> int:
    """Play the controller's game a line at a time until the end of input or ``quit``;
    the exit status.

    ``after_start`` runs once the game has been named (writing a new game's
    start to the disk). Commands are read from ``source`` (standard input),
    answers written to ``out`` (standard output); a prompt is written only
    where the commands come from a terminal. However the game ends, its last
    state is saved. Raises :class:`CannotStart` when the input cannot be read
    or the output written.
    """
    source = source if source is not None else sys.stdin.buffer
    out = out if out is not None else sys.stdout
    game = TextGame(controller, out, Voice(words_on), prompt=_is_terminal(source))
    try:
        with _stopped_by_signals():
            game.start(after_start)
            game.run(source)
    except Stopped as stop:
        return stop.status
    except KeyboardInterrupt:
        game.end_line()
        return 128 + signal.SIGINT
    finally:
        game.stop()
    return EXIT_OK


def _is_terminal(stream: BinaryIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


class _Before(NamedTuple):
    """What a command may change, as it was before it."""

    game: Game
    position: Position
    mode: Mode
    wins: int


class TextGame:
    """The text mode's state around the controller: the voice, the workers, the output."""

    def __init__(self, controller: Controller, out: TextIO, voice: Voice, *, prompt: bool):
        self.controller = controller
        self.out = out
        self.voice = voice
        self.prompt = prompt
        self.search: Worker[SolveResult] = Worker(analyse)
        self.pars: Worker[Par] = Worker(find_par)  # a process of its own, as in the game
        self._handlers: dict[str, Callable[[list[str]], None]] = {
            "board": self._board,
            "gaps": self._gaps,
            "fill": self._fill,
            "play": self._play,
            "move": self._move,
            "undo": self._act(Action.UNDO),
            "redo": self._redo,
            "hint": self._hint,
            "status": self._status,
            "restart": self._act(Action.RESTART),
            "new": self._act(Action.NEW),
            "deal": self._deal,
            "code": self._code,
            "daily": self._act(Action.DAILY),
            "stats": self._stats,
            "rules": self._rules,
            "words": self._words,
            "help": self._help,
            "quit": self._act(Action.QUIT),
        }
        self._names = {
            name: command.name for command in spoken.COMMANDS for name in command.names()
        }

    # -- the loop ---------------------------------------------------------------------------

    def start(self, after_start: Callable[[], None] | None) -> None:
        """Name the game (resumed, or new), then show the board."""
        controller = self.controller
        game = controller.game
        self.say(spoken.GREETING)
        self.say(controller.message or words.new_game(game.code, game.variant.name))
        if after_start is not None:
            controller.message = ""
            after_start()
            if controller.message:
                self.say(controller.message)  # which game in progress this one ended
        self._show_board()
        controller.message = ""
        self._background()
        self._flush()

    def run(self, source: BinaryIO) -> None:
        """Read and carry out commands until ``quit`` or the end of input."""
        controller = self.controller
        while not controller.quit_requested:
            if self.prompt:
                self._write(spoken.PROMPT)
                self._flush()
            try:
                raw = source.readline(LINE_LIMIT)
            except OSError as error:
                raise CannotStart(
                    f"standard input cannot be read: {error.strerror or error}"
                ) from None
            if not raw:
                self.end_line()
                return  # the end of input: saved on the way out
            if len(raw) == LINE_LIMIT and not raw.endswith(b"\n"):
                self._skip_line(source)
                self.say(spoken.TOO_LONG)
            else:
                try:
                    line = raw.decode("utf-8")
                except UnicodeDecodeError:
                    self.say(spoken.NOT_TEXT)
                else:
                    self.handle(line)
            self._flush()

    def _skip_line(self, source: BinaryIO) -> None:
        while True:
            rest = source.readline(LINE_LIMIT)
            if not rest or rest.endswith(b"\n"):
                return

    def end_line(self) -> None:
        """After a prompt, end its line, so that what follows starts on its own."""
        if self.prompt:
            self._write("\n")

    def stop(self) -> None:
        """The game ends: its clock stops, it is saved, the workers end."""
        controller = self.controller
        controller.clock.run(False)
        controller.record()  # the time played since the last move
        self.search.stop()
        self.pars.stop()

    def handle(self, line: str) -> None:
        """One command line: carried out, and answered."""
        controller = self.controller
        controller.on_screen(True)
        self._collect()
        tokens = line.split()
        if not tokens:
            return
        word = tokens[0].lower()
        controller.message = ""
        if isinstance(controller.mode, Asking):
            if word in YES | NO:
                self._answer(word in YES)
                return
            controller.act(Action.NO)  # anything else answers no, then is done
            self.say(spoken.CANCELLED_BY)
            controller.message = ""
        elif word in YES or word == "no":  # "n" is also new
            self.say(spoken.NO_QUESTION)
            return
        name = self._names.get(word, "")
        before = self._before()
        if name:
            self._handlers[name](tokens[1:])
        else:
            self._other(word, tokens)
        self._answered(before, new_board=name in NEW_BOARD)

    def _answer(self, yes: bool) -> None:
        """The answer to the question open."""
        mode = self.controller.mode
        assert isinstance(mode, Asking)
        before = self._before()
        self.controller.act(Action.YES if yes else Action.NO)
        self._answered(before, new_board=mode.question is not Question.HINT)

    def _before(self) -> _Before:
        controller = self.controller
        return _Before(
            controller.game, controller.game.position, controller.mode, len(controller.wins)
        )

    def _answered(self, before: _Before, *, new_board: bool) -> None:
        """A command is carried out: a hint asked for waits for the search, then what
        happened is said."""
        controller = self.controller
        if controller.assistant.asked is not None:
            self._look(lambda: controller.assistant.asked is None, HINT_PATIENCE)
        if controller.assistant.asked is not None:
            self.say(spoken.STILL_LOOKING)  # honest about the wait, then the hint
            self._look(lambda: controller.assistant.asked is None, HINT_WAIT)
        self._report(before, new_board=new_board)
        controller.on_screen(True)  # the clock runs from the first move
        self._background()

    def _other(self, word: str, tokens: list[str]) -> None:
        """A line that is no command's name: a number, a move, a card or a place."""
        if word.isdigit() and len(tokens) == 1:
            self._pick(word)
        elif len(tokens) >= 3 and "->" in tokens:
            self._move_notation(" ".join(tokens))
        elif _card_or_none(word) is not None and len(tokens) == 1:
            self._play(tokens)
        elif _card_or_none(word) is not None:
            self._move(tokens)
        elif _slot_or_none(word) is not None and len(tokens) == 1:
            self._at(_slot_or_none(word))
        else:
            self.say(spoken.unknown(tokens[0]))

    # -- answering ------------------------------------------------------------------------

    def _report(self, before: _Before, *, new_board: bool) -> None:
        """Say what the command did: the move and what it changed, the new board, or the
        controller's word; then the question or the choice it opened."""
        controller = self.controller
        game = controller.game
        moved = _move_between(before.position, game.position)
        if game is not before.game or (
            game.position != before.position and (new_board or moved is None)
        ):
            self._message()
            self._show_board()
        elif moved is not None:
            self._moved(before, moved)
        else:
            self._message()
        mode = controller.mode
        if isinstance(mode, Asking) and mode is not before.mode:
            self.say(self._question(mode))
        elif isinstance(mode, Choosing) and mode is not before.mode:
            choice = mode.choice
            if choice.for_gap:
                gap = choice.moves[0].target
                self.say(spoken.fill_line(gap, choice.moves, self.voice))
            else:
                card = choice.moves[0].card
                self.say(spoken.fits_line(card, choice.moves, self.voice))

    def _message(self) -> None:
        message = self.controller.message
        if message == words.WON_ALREADY:
            message = spoken.WON_ALREADY  # the keys it names are not the commands here
        if message:
            self.say(message)

    def _moved(self, before: _Before, moved: Move) -> None:
        """One card moved: what moved where, what it changed, and the win."""
        controller = self.controller
        after = controller.game.position
        won = isinstance(controller.mode, Won) and not isinstance(before.mode, Won)
        message = controller.message
        back = Move(moved.card, moved.target, moved.source)  # an undo names the move undone
        names_it = bool(message) and any(m.notation() in message for m in (moved, back))
        self.say(message if names_it else moved.notation())
        if message and not names_it and not won:  # a notice, or the win undone
            self.say(message)
        self.say(spoken.changes_line(before.position, after, self.voice))
        if won:
            self._won(before)

    def _won(self, before: _Before) -> None:
        controller = self.controller
        self.say(controller.view().status.won(ASCII.dash)[0])
        mode = controller.mode
        if isinstance(mode, Won) and words.feat(*mode.feat):
            self.say(words.feat(*mode.feat))
        if len(controller.wins) > before.wins:
            self.say(controller.share_lines()[-1])
        self.say(spoken.WON_NEXT)

    def _question(self, asking: Asking) -> str:
        if asking.question is Question.GO_TO:
            if asking.game is not None and asking.game.code is not None:
                return spoken.go_to_question(asking.game.code)
            assert asking.deal is not None
            return words.go_to_question(asking.deal)[0]
        return QUESTIONS[asking.question][0]

    def _show_board(self) -> None:
        for line in spoken.board_lines(self.controller.game.position, self.voice):
            self.say(line)

    def say(self, text: str) -> None:
        """Write one line, in this voice."""
        self._write(self.voice.say(text) + "\n")

    def _write(self, text: str) -> None:
        with _written():
            self.out.write(text)

    def _flush(self) -> None:
        with _written():
            self.out.flush()  # a script may wait for each answer before it sends more

    # -- the solver's workers ---------------------------------------------------------------

    def _background(self) -> None:
        """Par for this deal is sought from its start, in the background."""
        wanted = self.controller.par_wanted()
        if wanted is not None and not (self.pars.busy and self.pars.key == wanted):
            self.pars.start(wanted, wanted)

    def _collect(self) -> None:
        """Hand the workers' answers to the controller."""
        controller = self.controller
        while (answer := self.search.poll()) is not None:
            if isinstance(answer.key, Position):
                controller.learn(answer.key, answer.result, answer.error)
        found = self.pars.poll()
        if found is not None and isinstance(found.key, Position):
            controller.learn_par(found.key, found.result)

    def _look(self, done: Callable[[], bool], seconds: float) -> None:
        """Have the solver look at the position now, until ``done`` or ``seconds`` pass."""
        controller = self.controller
        deadline = time.monotonic() + seconds
        while not done() and time.monotonic() < deadline:
            wanted = controller.analysis_wanted()
            if wanted is None:
                return
            if not (self.search.busy and self.search.key == wanted):
                self.search.start(wanted, wanted)
            time.sleep(POLL_SECONDS)
            self._collect()

    # -- the commands -----------------------------------------------------------------------

    def _act(self, action: Action) -> Callable[[list[str]], None]:
        def act(arguments: list[str]) -> None:
            self.controller.act(action)

        return act

    def _won_already(self) -> bool:
        """Whether the game is won, and said so (no more moves then)."""
        if isinstance(self.controller.mode, Won):
            self.say(spoken.WON_ALREADY)
            return True
        return False

    def _board(self, arguments: list[str]) -> None:
        self._show_board()

    def _gaps(self, arguments: list[str]) -> None:
        from maze_solitaire.play.selection import offered

        position = self.controller.game.position
        for gap in position.gaps:
            self.say(spoken.gap_line(position, gap, offered(position, gap), self.voice))

    def _first(self, arguments: list[str], command: str, what: str, example: str) -> str | None:
        """The command's first argument; ``None`` (and a line saying what it needs) if none."""
        if arguments:
            return arguments[0]
        self.say(spoken.needs(command, what, example))
        return None

    def _fill(self, arguments: list[str]) -> None:
        text = self._first(arguments, "fill", "a gap", "fill r2c4")
        slot = None if text is None else self._place(text)
        if slot is None or self._won_already():
            return
        card = self.controller.game.position[slot]
        if card is not None:
            self.say(spoken.not_a_gap(slot, card))
            return
        self.controller.offer(slot)

    def _at(self, slot: Slot | None) -> None:
        """A place alone: the gap's choice, or the card there played."""
        assert slot is not None
        card = self.controller.game.position[slot]
        if card is None:
            self._fill([slot_name(slot)])
        else:
            self._play([card.notation()])

    def _play(self, arguments: list[str]) -> None:
        text = self._first(arguments, "play", "a card", "play 7H")
        card = None if text is None else self._card(text)
        if card is None or self._won_already():
            return
        # As a click on the card: the one gap it fits, or a numbered choice of two.
        self.controller.click(self.controller.game.position.where[card])

    def _move(self, arguments: list[str]) -> None:
        if len(arguments) < 2:
            self.say(spoken.needs("move", "a card and a gap", "move 7H r2c4"))
            return
        card = self._card(arguments[0])
        target = None if card is None else self._place(arguments[1])
        if card is None or target is None or self._won_already():
            return
        self.controller.play(Move(card, self.controller.game.position.where[card], target))

    def _move_notation(self, text: str) -> None:
        try:
            move = Move.parse(text)
        except MazeError as error:
            self.say(f"{error}: type help for the commands")
            return
        if not self._won_already():
            self.controller.play(move)

    def _pick(self, number: str) -> None:
        if self._won_already():
            return
        if not isinstance(self.controller.mode, Choosing):
            self.say(spoken.NOTHING_TO_PICK)
            return
        self.controller.act(Action.PICK, number)

    def _redo(self, arguments: list[str]) -> None:
        if not self._won_already():
            self.controller.act(Action.REDO)

    def _hint(self, arguments: list[str]) -> None:
        self.controller.act(Action.HINT)

    def _status(self, arguments: list[str]) -> None:
        controller = self.controller
        position = controller.game.position
        if not isinstance(controller.mode, Won):
            self._look(lambda: controller.assistant.known(position) is not None, STATUS_WAIT)
        status = controller.view().status
        self.say(
            spoken.status_line(
                position,
                status.answer,
                code=status.code,
                rules=status.rules,
                moves=status.moves,
                seconds=status.seconds,
                par=status.par,
                helped=status.helped,
                saving=status.saving,
            )
        )

    def _deal(self, arguments: list[str]) -> None:
        variant = self.controller.game.variant
        text = self._first(arguments, "deal", "a number", "deal 7")
        if text is None:
            return
        try:
            number = variant.check_deal(text)
        except MazeError as error:
            self.say(str(error))
            return
        self.controller.go_to(Game.from_deal(number, variant))

    def _code(self, arguments: list[str]) -> None:
        text = self._first(arguments, "code", "a share code", "code pysol-617")
        if text is None:
            return
        controller = self.controller
        try:
            code = parse_code(text)
            if code.day is not None and controller.today is not None:
                check_day_has_come(code.day, controller.today())
        except MazeError as error:
            self.say(str(error))
            return
        controller.go_to(Game.from_code(code))

    def _stats(self, arguments: list[str]) -> None:
        for line in self.controller.statistics():
            self.say(line)

    def _rules(self, arguments: list[str]) -> None:
        for line in spoken.rules_lines(self.controller.game.variant.name):
            self.say(line)

    def _words(self, arguments: list[str]) -> None:
        self.voice = Voice(not self.voice.words)
        self.say(spoken.words_switched(self.voice.words))

    def _help(self, arguments: list[str]) -> None:
        for line in spoken.help_lines():
            self._write(line + "\n")  # as typed: its examples are not read out as words

    # -- reading cards and places -------------------------------------------------------------

    def _card(self, text: str) -> Card | None:
        """The card ``text`` names, if it is in play; else a line says what is wrong."""
        card = _card_or_none(text)
        if card is None:
            self.say(f"{text!r} is not a card: write it like 7H or 10D (rank, then suit S H D C)")
        elif self.controller.game.position.where[card] < 0:
            self.say(spoken.not_in_play(card))
            return None
        return card

    def _place(self, text: str) -> Slot | None:
        slot = _slot_or_none(text)
        if slot is None:
            self.say(spoken.not_a_place(text))
        return slot


@contextmanager
def _written() -> Iterator[None]:
    """Output that cannot be written (a full disk) ends the game with one line; a reader
    that went away (a broken pipe) is left to the command line, which says nothing."""
    try:
        yield
    except BrokenPipeError:
        raise
    except OSError as error:
        raise CannotStart(f"cannot write to standard output: {error.strerror or error}") from None


def _card_or_none(text: str) -> Card | None:
    try:
        return Card.parse(text)
    except MazeError:
        return None


def _slot_or_none(text: str) -> Slot | None:
    """A place named as ``r2c4`` (the engine also reads slot numbers: not people's)."""
    if text.strip().isdigit():
        return None
    try:
        return parse_slot(text)
    except MazeError:
        return None


def _move_between(before: Position, after: Position) -> Move | None:
    """The one move that leads from ``before`` to ``after``, if one does."""
    opened = set(after.gaps) - set(before.gaps)
    filled = set(before.gaps) - set(after.gaps)
    if len(opened) != 1 or len(filled) != 1:
        return None
    source, target = opened.pop(), filled.pop()
    card = after[target]
    if (
        card is None
        or before[source] != card
        or before.after_unchecked(Move(card, source, target)) != after
    ):
        return None
    return Move(card, source, target)
