"""The solver's answers for the game in play: what is wanted of the background searches
(the position's search, the deal's par and grade), what they found, and the warnings
their answers give.

The session runs the searches (:mod:`.jobs`) for what :class:`Answers` says is wanted,
and hands each answer back to it (through the controller, which decides what an answer
shows: a hint waited for comes first). Par's line, once found, becomes the hint's and
the demo's where it is the shortest known.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from maze_solitaire.play.events import Event, LineLeft, LostTheGame
from maze_solitaire.play.grades import Grades
from maze_solitaire.play.pars import ParRecorder, Pars
from maze_solitaire.solver.answer import GAVE_UP, UNWINNABLE

if TYPE_CHECKING:
    from maze_solitaire.engine import Position
    from maze_solitaire.play.assistant import Assistant
    from maze_solitaire.play.in_play import InPlay
    from maze_solitaire.solver.answer import Grade, Graded, Par


class Answers:
    """What the solver has found for the game in play, and what is still wanted of it."""

    def __init__(
        self,
        in_play: InPlay,
        assistant: Assistant,
        recorder: ParRecorder | None,
        notices: Callable[[], list[Event]] = list,
        *,
        warnings: bool = True,
    ):
        self._in_play = in_play
        self._assistant = assistant
        self._notices = notices  # what the saved games had to say (a par not kept, say)
        self.pars = Pars(recorder)
        self.grades = Grades()
        self.warnings = warnings
        """Whether a move that lost the game (or left the winning line) is said at once."""
        self.seeking_par: Hashable | None = None
        """The start whose par the session's worker is seeking now (``None``: none)."""

    # -- what is wanted of the searches ---------------------------------------------------------

    def analysis_wanted(self) -> Position | None:
        """The position the solver should look at now, if it has not yet."""
        position, assistant = self._in_play.position, self._assistant
        return position if assistant.wanted(position) or assistant.to_measure(position) else None

    def par_wanted(self) -> Position | None:
        """The start whose par should be found now, if it is not known yet."""
        start = self._in_play.game.start
        return start if self.pars.wanted(start) else None

    def grade_wanted(self) -> Position | None:
        """The start whose grade should be found now, if it is not known yet."""
        graded = self._in_play.graded()
        return graded.start if self.grades.wanted(graded) else None

    # -- what is known --------------------------------------------------------------------------

    def par(self) -> int | None:
        """Par for the game's start, once known."""
        return self.pars.of(self._in_play.game.start)

    def par_of(self, start: Position) -> int | None:
        """Par for ``start``, once known."""
        return self.pars.of(start)

    def grade(self) -> Grade | None:
        """The grade of the game's deal (or of the deal it came from), once known."""
        return self.grades.of(self._in_play.graded())

    def waiting_for_par(self) -> bool:
        """Whether the game is at its deal's start while par's line, the best the game will
        know, is still being sought there."""
        start = self._in_play.game.start
        return (
            self._in_play.position == start
            and self.seeking_par == start
            and self.pars.wanted(start)
        )

    # -- what the searches found ----------------------------------------------------------------

    def learn_par(self, start: Position, found: Par | None, error: str = "") -> list[Event]:
        """Par for ``start`` (``None`` if its search failed, ``error`` saying why). Its line
        becomes the hint's and the demo's where it is the shortest known: from the start,
        and from the position on the board if that lies on it. It comes twice: at once,
        then with its end proven shortest (and shorter, where it could be). A par that
        could not be kept is worth a word."""
        self.pars.learn(start, found)
        game = self._in_play.game
        if found is not None and found.moves and start == game.start:
            self._teach(start, found)
        return self._notices()

    def _teach(self, start: Position, found: Par) -> None:
        """Par's line, the shortest known from ``start`` and along it (to the board)."""
        game = self._in_play.game
        position, moves = start, found.moves
        for index in range(len(moves)):
            if position in (start, game.position):
                known = self._assistant.known(position)
                bound = found.lower_bound if index == 0 else known.lower_bound if known else 0
                proven = min(found.proven_tail, len(moves) - index)
                self._assistant.teach(position, moves[index:], bound, proven)
            position = position.after_unchecked(moves[index])

    def learn_grade(self, start: Position, found: Graded | None, error: str = "") -> list[Event]:
        """The grade of the deal that starts at ``start`` (``None`` if its search failed);
        nothing to say: the status line shows it."""
        self.grades.learn(start, found)
        return []

    def lost(self, position: Position) -> list[Event]:
        """Whether the position on the board, ``position``, was just found lost (the search
        saw every position that can be reached from it), or the last move left a winning
        line that the search could not find again; said once, and only where the player
        wants warnings. The last move is blamed only where a line was known from the
        position before it. (No position is ever stuck, with no move at all: the first gap
        of every run of gaps takes its left neighbour's successor, or any Ace where a line
        starts. So a lost game is only ever known from the search.)"""
        in_play = self._in_play
        game, warned = in_play.game, in_play.warned
        if not self.warnings or position != game.position or position in warned:
            return []
        before = game.previous
        known = self._assistant.known(position)
        if before is None or known is None:
            return []
        earlier = self._assistant.known(before)
        had_line = earlier is not None and earlier.solved
        if known.result == UNWINNABLE:
            warned.add(position)
            if before in warned:
                return []  # lost before this move, and said so then
            return [LostTheGame(had_line)]
        if known.result == GAVE_UP and known.final and had_line:
            warned.add(position)
            return [LineLeft()]
        return []
