"""The wins of a session: the winning move's news, what the win was beside the records,
and the share line's figures of each deal won.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from maze_solitaire.engine import Code, MazeError, Position
from maze_solitaire.play.events import Won
from maze_solitaire.play.modes import Feat, Finished

if TYPE_CHECKING:
    from maze_solitaire.play.answers import Answers
    from maze_solitaire.play.goodbye import SharedWin
    from maze_solitaire.play.in_play import InPlay
    from maze_solitaire.play.keeper import Recorder


class Win:
    """A deal won in this session, for its share line. (A plain class: a NamedTuple
    here, where annotations are strings, would cost the game's start-up a millisecond.)"""

    __slots__ = ("code", "helped", "moves", "scripted", "seconds", "start")

    def __init__(
        self, code: Code, start: Position, moves: int, seconds: float, *, helped: bool,
        scripted: bool,
    ):  # fmt: skip
        self.code = code
        self.start = start
        self.moves = moves
        self.seconds = seconds
        self.helped = helped
        self.scripted = scripted


class Wins:
    """The deals won in this session, in order (their share lines are printed at the end)."""

    def __init__(self, in_play: InPlay, answers: Answers, recorder: Recorder | None):
        self._in_play = in_play
        self._answers = answers
        self._recorder = recorder
        self.won: list[Win] = []

    def win(self) -> Won:
        """The winning move was made (by the player, or by the demo, which ends there): the
        game is finished, its win counted once (a winning move undone and made again is
        not counted again)."""
        in_play = self._in_play
        by_the_demo = in_play.assistant.demo_running
        in_play.assistant.stop_demo()
        game, seconds = in_play.game, in_play.clock.seconds
        counted = not in_play.win_counted
        feat = self._feat() if counted else Feat()
        if counted and game.code is not None:
            self.won.append(
                Win(
                    game.code, game.start, game.move_count, seconds, helped=in_play.helped,
                    scripted=in_play.scripted,
                )
            )  # fmt: skip
        in_play.win_counted = True
        in_play.mode = Finished(feat)
        return Won(
            game.code,
            game.move_count,
            seconds,
            helped=in_play.helped,
            scripted=in_play.scripted,
            par=self._answers.par(),
            feat=feat,
            counted=counted,
            demo=by_the_demo,
        )

    def _feat(self) -> Feat:
        """What this win is beside the records, read before the win is saved (a clean,
        unscripted win of a deal only)."""
        in_play = self._in_play
        game = in_play.game
        if (
            self._recorder is None
            or game.deal_number is None
            or in_play.scripted
            or in_play.helped
        ):
            return Feat()
        try:
            before = self._recorder.stats(rules=game.variant.name)
        except MazeError:
            return Feat()  # records that cannot be read make no claims
        if before.fewest_moves is None or before.fastest_seconds is None:
            return Feat(first=True)
        return Feat(
            fewest=game.move_count < before.fewest_moves,
            fastest=in_play.clock.seconds < before.fastest_seconds,
        )

    def shared(self) -> SharedWin | None:
        """The share line's figures of the win on the board, if it is a deal's and counted."""
        in_play = self._in_play
        if not in_play.win_counted or not self.won or in_play.game.code is None:
            return None
        return self._shared(self.won[-1])

    def all_shared(self) -> tuple[SharedWin, ...]:
        """The share lines' figures of every deal won in the session, in order."""
        return tuple(self._shared(win) for win in self.won)

    def _shared(self, win: Win) -> SharedWin:
        from maze_solitaire.play.goodbye import SharedWin  # here: only a win needs it

        par = self._answers.par_of(win.start)
        return SharedWin(win.code, win.moves, win.seconds, par, win.helped, win.scripted)
