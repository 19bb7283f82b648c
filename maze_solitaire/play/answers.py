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

from maze_solitaire.play.events import Event, LineLeft, LostTheGame, ParProven
from maze_solitaire.play.grades import Grades
from maze_solitaire.play.pars import ParRecorder, Pars
from maze_solitaire.solver.answer import GAVE_UP, PAR_VERSION, UNWINNABLE, Par

if TYPE_CHECKING:
    from maze_solitaire.engine import Move, Position
    from maze_solitaire.play.assistant import Assistant
    from maze_solitaire.play.in_play import InPlay
    from maze_solitaire.play.optima import Proof
    from maze_solitaire.solver.answer import Grade, Graded


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
        self._recorder = recorder
        self.pars = Pars(recorder)
        self._proofs_looked_up: set[Position] = set()
        """Daily starts whose proof was looked for, shipped or kept: once each."""
        self._proofs_settled: set[Position] = set()
        """Daily starts whose proof is shipped, kept (proven or not) or was tried."""
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
        self._look_up_optimum()
        return start if self.pars.wanted(start) else None

    def optimum_wanted(self) -> Position | None:
        """The daily's start whose par should be proven the shortest win now: once par is
        known, where the package ships no proof and none was tried before."""
        self._look_up_optimum()
        start = self._daily_start()
        if start is None or start in self._proofs_settled or self.pars.of(start) is None:
            return None
        return start

    def grade_wanted(self) -> Position | None:
        """The start whose grade should be found now, if it is not known yet."""
        graded = self._in_play.graded()
        return graded.start if self.grades.wanted(graded) else None

    # -- what is known --------------------------------------------------------------------------

    def par(self) -> int | None:
        """Par for the game's start, once known."""
        self._look_up_optimum()
        return self.pars.of(self._in_play.game.start)

    def par_optimal(self) -> bool:
        """Whether par for the game's start is proven the shortest win."""
        return self.pars.optimal(self._in_play.game.start)

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

    def learn_optimum(self, start: Position, found: Proof | None, error: str = "") -> list[Event]:
        """The daily's proof for ``start`` (``None`` if it failed: tried again in another
        session). Kept either way, and said: proven, par is the shortest win (its line the
        hint's and the demo's); else how short a win could be."""
        from maze_solitaire.play.optima import OPTIMUM_VERSION  # a daily's: only then needed

        self._proofs_settled.add(start)
        if found is None:
            return []
        if self._recorder is not None:
            length = found.length if found.proven else None
            self._recorder.remember_par(start, OPTIMUM_VERSION, length, found.floor)
        if found.proven and found.length is not None:
            self._know_optimum(start, found.length, found.moves)
            return [ParProven(found.length, found.floor)]
        return [ParProven(None, found.floor)]

    def _daily_start(self) -> Position | None:
        """The start of the game in play, if it is a daily deal's own."""
        in_play = self._in_play
        code = in_play.game.code
        return in_play.game.start if code is not None and code.day is not None else None

    def _look_up_optimum(self) -> None:
        """A daily's proven par, from the package's table or the saved games: looked for
        once a start (never a read per frame)."""
        start = self._daily_start()
        if start is None or start in self._proofs_looked_up:
            return
        from maze_solitaire.play.optima import OPTIMUM_VERSION, daily_optimum  # a daily's

        self._proofs_looked_up.add(start)
        code = self._in_play.game.code
        assert code is not None and code.day is not None
        shipped = daily_optimum(code.day)
        if shipped is not None and shipped.start() == start:
            self._proofs_settled.add(start)
            self._know_optimum(start, shipped.length, shipped.moves)
            return
        kept = None if self._recorder is None else self._recorder.par(start, OPTIMUM_VERSION)
        if kept is not None:  # tried before: proven, or not within the same allowance
            self._proofs_settled.add(start)
            if kept[0] is not None:
                self.pars.learn_optimum(start, kept[0])

    def _know_optimum(self, start: Position, length: int, moves: tuple[Move, ...]) -> None:
        """``moves``, ``length`` of them, are proven a shortest win from ``start``: its par,
        and the line of the hint and the demo."""
        self.pars.learn_optimum(start, length)
        if self._recorder is not None:  # par for the statistics' "at or under par" too
            self._recorder.remember_par(start, PAR_VERSION, length, length)
        if moves and start == self._in_play.game.start:
            self._teach(start, Par(length, length, moves, proven_tail=length))

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
