"""The text mode: the game a line at a time, for screen readers, braille, bad lines and scripts.

A second front end on the same session as the full-screen game, with no curses
and no game logic of its own: each line read from standard input is a command
of the table in :mod:`.commands` (or a card, a place, a move, a number), which
the game's controller carries out; what happened comes back as events, and
each is answered by a line of plain text on standard output
(:mod:`maze_solitaire.words.spoken` has the words), with no cursor movement,
colour or redraw. The solver works only when its answer is wanted: the hint and
``status`` wait for it, asleep on its answer; par is sought from each deal's
start. Moves read from a file or a pipe script the game, which then sets no
record.

End of input saves and ends the game as ``quit`` does; Ctrl-C, SIGTERM and
SIGHUP save and end it too (the command line gives 128 + the signal).
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, BinaryIO, Final, TextIO

from maze_solitaire.engine import MazeError, Move, Position
from maze_solitaire.lines.commands import (
    ANYWHERE,
    BY_NAME,
    GAME,
    REPLAY,
    card_or_none,
    open_replay,
    say_replay,
    slot_or_none,
)
from maze_solitaire.lines.reading import as_codes
from maze_solitaire.play import CannotStart
from maze_solitaire.play.actions import Action
from maze_solitaire.play.events import (
    Continued,
    Event,
    Looking,
    Refused,
    Restarted,
    Started,
    Won,
    WonAlready,
)
from maze_solitaire.play.modes import Asking, Choosing, Finished, Question
from maze_solitaire.play.session import ENDED_BY_THE_PLAYER, GRADE, Ended, Session
from maze_solitaire.play.status import Showing
from maze_solitaire.play.waiting import Stopped
from maze_solitaire.words import ASCII, games, glyphs_for, reviews, spoken
from maze_solitaire.words.spoken import Voice

if TYPE_CHECKING:
    from maze_solitaire.play.browsing import Browsing
    from maze_solitaire.play.replays import Replay

LINE_LIMIT: Final = 4096
"""The longest line read as a command (longer ones are answered as such, never kept)."""
STATUS_WAIT: Final = 1.5
"""Seconds ``status`` waits for the solver's verdict before saying it is still looking."""
HINT_PATIENCE: Final = 0.5
"""Seconds a hint is waited for before the player is told the solver is still looking."""
GRADE_WAIT: Final = 30.0
"""Seconds a new deal, a win and ``status`` wait at most for the deal's grade where the table
shipped does not have it: its search is bounded by positions (about a second), so this
is only a guard, and what the text mode says is the same on every run."""
YES: Final = frozenset(("y", "yes"))
NO: Final = frozenset(("n", "no"))


def play(
    session: Session,
    *,
    words: bool = False,
    showing: Showing | None = None,
    source: BinaryIO | None = None,
    out: TextIO | None = None,
    ascii: bool = False,
) -> Ended:
    """Play the session's game a line at a time until the end of input or ``quit``; how
    it ended.

    Commands are read from ``source`` (standard input), answers written to
    ``out`` (standard output); a prompt is written only where the commands come
    from a terminal. The caller closes the session (which saves the game) however
    this ends. Raises :class:`CannotStart` when the input cannot be read or the
    output written. The answers are in what ``out`` can show, as the full-screen game
    chooses (ASCII with ``ascii``, the config file's).
    """
    source = source if source is not None else sys.stdin.buffer
    out = out if out is not None else sys.stdout
    voice = Voice(words, glyphs_for(out, ascii))
    output = Output(out, prompt=is_terminal(source))
    game = TextGame(session, output, voice, showing=showing)
    try:
        with session.signals(output):
            game.start()
            game.run(_Reader(source, session))
    except Stopped as stop:
        return Ended(stop.signum)
    except KeyboardInterrupt:
        output.end_line()
        return Ended(signal.SIGINT)
    return ENDED_BY_THE_PLAYER


def is_terminal(stream: BinaryIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


class _Reader:
    """Lines of input. Where the input can be waited on, the session sleeps on it and on
    the solver's answers together (so par is kept the moment it is found), and the
    lines are cut from what has come; a stream in memory is simply read."""

    def __init__(self, source: BinaryIO, session: Session):
        self._source = source
        self._session = session
        self._pending = bytearray()
        self._ended = False
        self.heard: list[Event] = []
        """What the solver's answers caused while a line was awaited."""
        try:
            self._fd: int | None = source.fileno()
        except (AttributeError, ValueError, OSError):
            self._fd = None

    def readline(self) -> bytes:
        """The next line, or the first :data:`LINE_LIMIT` bytes of a longer one; empty at
        the end of input."""
        if self._fd is None:
            return self._guarded(lambda: self._source.readline(LINE_LIMIT))
        while True:
            end = self._pending.find(b"\n", 0, LINE_LIMIT)
            if end >= 0 or len(self._pending) >= LINE_LIMIT or self._ended:
                size = end + 1 if end >= 0 else min(len(self._pending), LINE_LIMIT)
                line = bytes(self._pending[:size])
                del self._pending[:size]
                return line
            self._more()

    def skip_line(self) -> None:
        """Past the rest of a line too long to be a command."""
        if self._fd is None:
            while True:
                rest = self._guarded(lambda: self._source.readline(LINE_LIMIT))
                if not rest or rest.endswith(b"\n"):
                    return
        while True:
            end = self._pending.find(b"\n")
            if end >= 0:
                del self._pending[: end + 1]
                return
            self._pending.clear()
            if self._ended:
                return
            self._more()

    def _more(self) -> None:
        """Sleep until input comes (taking the solver's answers meanwhile), and read it."""
        assert self._fd is not None
        fd = self._fd
        while True:
            wake = self._session.wait(fd, None)
            self.heard += self._session.collect()
            # What an answer leads to starts now, not at the next command (par found,
            # the daily's proof that it is the shortest win).
            self.heard += self._session.kick(search=False)
            if wake.terminal:
                break
        chunk = self._guarded(lambda: os.read(fd, 65536))
        if chunk:
            self._pending += chunk
        else:
            self._ended = True

    @staticmethod
    def _guarded(read: Callable[[], bytes]) -> bytes:
        try:
            return read()
        except OSError as error:
            raise CannotStart(f"standard input cannot be read: {error.strerror or error}") from None


class Output:
    """Where the text mode writes: one plain line at a time, and the prompt where the
    commands come from a terminal (then written again after Ctrl-Z)."""

    def __init__(self, out: TextIO, *, prompt: bool):
        self.out = out
        self.prompt = prompt

    def say(self, text: str) -> None:
        """Write one line as it is (the voice has made it what the output can show)."""
        self.write(text + "\n")

    def ask(self) -> None:
        """The prompt, where there is one, and everything said before it."""
        if self.prompt:
            self.write(spoken.PROMPT)
        self.flush()

    def end_line(self) -> None:
        """After a prompt, end its line, so that what follows starts on its own."""
        if self.prompt:
            self.write("\n")

    def write(self, text: str) -> None:
        with _written():
            self.out.write(text)

    def flush(self) -> None:
        with _written():
            self.out.flush()  # a script may wait for each answer before it sends more

    # -- Ctrl-Z -----------------------------------------------------------------------------

    def suspend(self) -> None:
        with contextlib.suppress(OSError):
            self.out.flush()

    def resume(self) -> None:
        """Back from Ctrl-Z: the prompt again, where there is one."""
        if self.prompt:
            with contextlib.suppress(OSError):
                self.out.write(spoken.PROMPT)
                self.out.flush()


class TextGame:
    """The text mode's state around a session: the voice, and where it writes."""

    def __init__(
        self,
        session: Session,
        output: Output,
        voice: Voice,
        *,
        showing: Showing | None = None,
    ):
        self.session = session
        self.controller = session.controller
        self.output = output
        self.voice = voice
        self.showing = Showing() if showing is None else showing
        """Which figures ``status`` says (the config file's verdict and clock)."""

    @property
    def browsing(self) -> Browsing:
        """The games that ended, played back and reviewed (the session's)."""
        return self.session.browsing

    @property
    def replaying(self) -> Replay | None:
        """The ended game being played back, if one is (``replay``): its commands then
        step it, and the game's own wait."""
        return self.browsing.replay

    # -- the loop ---------------------------------------------------------------------------

    def start(self) -> None:
        """Name the game (resumed, or new), then show the board."""
        session = self.session
        self.say(spoken.GREETING if session.saving else spoken.GREETING_UNSAVED)
        self._say_all([*session.opening, *session.begin()])
        self.show_board()
        self._say_all(session.kick(search=False))  # par, from the deal's start
        if session.replay is not None:  # replay ID: that game played back at once
            open_replay(self, session.replay)
        self.output.flush()

    def run(self, reader: _Reader) -> None:
        """Read and carry out commands until ``quit`` or the end of input."""
        controller = self.controller
        while not controller.quit_requested:
            self.output.ask()
            raw = reader.readline()
            heard, reader.heard = reader.heard, []
            self._say_all(heard)
            if not raw:
                self.output.end_line()
                return  # the end of input: saved on the way out
            if len(raw) == LINE_LIMIT and not raw.endswith(b"\n"):
                reader.skip_line()
                self.say(spoken.TOO_LONG)
            else:
                try:
                    line = raw.decode("utf-8")
                except UnicodeDecodeError:
                    self.say(spoken.NOT_TEXT)
                else:
                    self.handle(line)
            self.output.flush()

    def handle(self, line: str) -> None:
        """One command line: carried out, and answered."""
        controller = self.controller
        controller.attending(True)
        self.did(self.session.collect())
        tokens = as_codes(line.split())  # cards and places typed as words, as codes
        if not tokens:
            return
        if len(tokens) == 2 and [t.lower() for t in tokens] == ["play", "on"]:
            tokens = ["play on"]  # the one command of two words
        word = tokens[0].lower()
        mode = controller.mode
        if isinstance(mode, Asking):
            if word in YES | NO:
                self.did(controller.act(Action.YES if word in YES else Action.NO))
                return
            hint_again = BY_NAME.get(word) is BY_NAME[spoken.HINT_COMMAND]
            if hint_again and mode.question is Question.HINT:
                self.did(controller.act(Action.HINT))  # the hint's own question: yes
                return
            controller.act(Action.NO)  # anything else answers no, then is done
            self.say(spoken.CANCELLED_BY)
        elif word in YES or word == "no":  # "n" is also new
            self.say(spoken.NO_QUESTION)
            return
        command = BY_NAME.get(word)
        replay = self.replaying
        here = ANYWHERE if command is None else command.where
        if here not in (ANYWHERE, GAME if replay is None else REPLAY):
            assert command is not None
            if replay is None:
                self.say(reviews.replay_first(command.name))
            else:
                self.say(reviews.in_a_replay(replay.game_id))
        elif command is not None:
            command.run(self, tokens[1:])
        elif replay is not None:  # a card, a place, a number: moves of the game, not here
            self.say(reviews.in_a_replay(replay.game_id))
        else:
            self._other(word, tokens)

    def did(self, events: list[Event]) -> None:
        """Say what the command did: a hint asked for is waited for first (asleep on the
        search), then each event a line or more; a new layout is shown whole."""
        session, controller = self.session, self.controller
        if controller.hint_asked:
            events += session.look(lambda: not controller.hint_asked, HINT_PATIENCE)
            if controller.hint_asked:  # honest about the wait, then the hint
                # A hint shown whose why waits for its line's end, or none yet at all:
                why = any(isinstance(event, Looking) and event.why for event in events)
                self.say(spoken.FINISHING if why else spoken.STILL_LOOKING)
                # No clock here: the search is bounded by positions, and its worker by
                # its own CPU seconds (SEARCH_CPU_SECONDS), so a busy machine waits
                # longer for the same hint, and what the text mode says is the same.
                events += session.look(lambda: not controller.hint_asked, None)
        self._say_all(events)
        if any(isinstance(event, Started | Restarted | Continued) for event in events):
            self.show_board()
        controller.attending(True)  # the clock runs from the first move
        self._say_all(session.kick(search=False))

    def _say_all(self, events: list[Event]) -> None:
        if any(isinstance(event, Started | Won) for event in events):
            self._graded()  # a new deal and a win name its grade
        grade = self.controller.status().grade
        for event in events:
            for line in spoken.lines(event, self.voice, grade):
                self.say(line)

    def _graded(self) -> None:
        """Wait for the grade of the deal played, if it is being found (its search is
        bounded: see :data:`GRADE_WAIT`); what the solver said meanwhile is said first."""
        controller = self.controller
        graded = lambda: not controller.grade_pending  # noqa: E731
        self._say_all(self.session.look(graded, GRADE_WAIT, GRADE))

    def _other(self, word: str, tokens: list[str]) -> None:
        """A line that is no command's name: a number, a move, a card or a place."""
        if word.isdigit() and len(tokens) == 1:
            self._pick(word)
        elif len(tokens) >= 3 and "->" in tokens:
            self._move_notation(" ".join(tokens))
        elif card_or_none(word) is not None and len(tokens) == 1:
            BY_NAME["play"].run(self, tokens)
        elif card_or_none(word) is not None:
            BY_NAME["move"].run(self, tokens)
        elif (slot := slot_or_none(word)) is not None and len(tokens) == 1:
            card = self.controller.position[slot]
            command = "fill" if card is None else "play"
            BY_NAME[command].run(self, [word if card is None else card.notation()])
        else:
            self.say(spoken.unknown(tokens[0]))

    def _pick(self, number: str) -> None:
        if self.won_already():
            return
        if not isinstance(self.controller.mode, Choosing):
            self.say(spoken.NOTHING_TO_PICK)
            return
        self.did(self.controller.act(Action.PICK, number))

    def _move_notation(self, text: str) -> None:
        try:
            move = Move.parse(text)
        except MazeError as error:
            self.say(f"{error!s}: type help for the commands")
            return
        self.did(self.controller.play(move))

    def won_already(self) -> bool:
        """Whether the game is won, and said so (no more moves then)."""
        if isinstance(self.controller.mode, Finished):
            self.did([Refused(WonAlready())])
            return True
        return False

    # -- what the commands show ------------------------------------------------------------

    def shown(self) -> Position:
        """The position shown: the replay's, while one is played back, else the game's."""
        replay = self.replaying
        return self.controller.position if replay is None else replay.position

    def show_board(self) -> None:
        for line in spoken.board_lines(self.shown(), self.voice):
            self.say(line)

    def look(self, done: Callable[[], bool], seconds: float, job: str) -> None:
        """Wait (asleep on the solver) until ``done`` or ``seconds`` pass for ``job`` (a
        review's, say); what the solver said meanwhile is said."""
        self.output.flush()  # what was said before the wait is read meanwhile
        self._say_all(self.session.look(done, seconds, job))

    def status(self) -> None:
        """The figures, the deal's grade and the solver's verdict, each waited for a while
        if it is not known yet (the verdict not at all where the player hid it); in a
        replay, where it is."""
        if self.replaying is not None:
            say_replay(self)
            return
        controller = self.controller
        position = controller.position
        if self.showing.verdict and not isinstance(controller.mode, Finished):
            done = lambda: controller.status().answer is not None  # noqa: E731
            self.did(self.session.look(done, STATUS_WAIT))
        self._graded()
        self.say(spoken.status_line(position, controller.status(), self.showing))

    def statistics(self) -> None:
        try:
            stats = self.controller.statistics()
        except MazeError as error:  # an unreadable database: say so, play on
            self.say(str(error))
            return
        if stats is None:
            self.say(spoken.NO_STATISTICS)
            return
        for line in games.stats_lines(stats, ASCII, aloud=True):
            self.say(line)

    def say(self, text: str) -> None:
        """Write one line, in what the output can show (the voice's glyphs)."""
        self.output.say(self.voice.text(text))


@contextlib.contextmanager
def _written() -> Iterator[None]:
    """Output that cannot be written (a full disk) ends the game with one line; a reader
    that went away (a broken pipe) is left to the command line, which says nothing."""
    try:
        yield
    except BrokenPipeError:
        raise
    except OSError as error:
        raise CannotStart(f"cannot write to standard output: {error.strerror or error}") from None
