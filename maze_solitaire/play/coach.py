"""The help the game gives: the hint, step by step, and the demo, move by move, as events.

The :class:`~.assistant.Assistant` knows the lines the solver found; the
:class:`Coach` turns them into help for the game in play: the next step of a hint (or
a word that it waits for the search), the demo's next move when it is due (waiting a
while at a deal's start for par's line, the best the game will know), and why the demo
stopped. Whether help is asked for first (it costs a clean win) is the controller's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from maze_solitaire.play.assistant import HINT_STEPS
from maze_solitaire.play.events import (
    DemoPace,
    DemoStarted,
    DemoStopped,
    Event,
    HintShown,
    Looking,
    NoLine,
    SearchFailed,
)

if TYPE_CHECKING:
    from maze_solitaire.engine import Move, Position
    from maze_solitaire.play.answers import Answers
    from maze_solitaire.play.assistant import Assistant
    from maze_solitaire.play.in_play import InPlay

PAR_WAIT: Final = 10.0
"""Seconds the demo waits at a deal's start for par's line, the best the game will know
(par takes a few seconds at the median: see :mod:`maze_solitaire.solver.par`)."""


class Coach:
    """Hints and the demo for the game in play; ``record`` saves the game (a hint shown
    counts: a win after it is helped)."""

    def __init__(
        self,
        in_play: InPlay,
        answers: Answers,
        record: Callable[[], list[Event]],
        now: Callable[[], float],
    ):
        self._in_play = in_play
        self._assistant: Assistant = in_play.assistant
        self._answers = answers
        self._record = record
        self._now = now
        self._demo_asked: float | None = None  # when the demo was last asked for

    # -- the hint ---------------------------------------------------------------------------

    def hint(self, *, again: bool = False) -> list[Event]:
        """The next step of the hint for the position on the board (``again``: asked for
        anew, a search that failed there is tried once more); or that it waits for the
        search, or why there is none."""
        assistant, position = self._assistant, self._in_play.position
        if again:
            assistant.retry(position)
        shown = assistant.give_hint(position)
        if shown is not None:
            self._in_play.cursor = shown.move.source
            left = assistant.moves_left(position, shown.move)
            if shown.step == HINT_STEPS and left is None and assistant.why_waits(position):
                return [Looking(why=True), *self._record()]
            assistant.asked = None
            hint = HintShown(shown.move, shown.step, position, left)
            return [hint, *self._record()]  # the hint counts: a win now is helped
        failure = assistant.failure(position)
        if failure:
            return [SearchFailed(failure)]
        known = assistant.known(position)
        if known is None:
            return [Looking()]  # the hint follows when the search answers
        return [NoLine(known.result)]

    def waits_on(self, position: Position) -> bool:
        """Whether a hint asked for on the board waits for ``position``'s answer."""
        return self._assistant.asked == position == self._in_play.position

    @property
    def hint_asked(self) -> bool:
        """Whether a hint (or its why) was asked for and waits for the search."""
        return self._assistant.asked is not None

    def hinted(self) -> Move | None:
        """The hinted move whose gap is shown (from its second step), while the board is
        the position it was found for."""
        shown = self._assistant.hint_for(self._in_play.position)
        return shown.move if shown is not None and shown.step >= 2 else None

    # -- the demo ---------------------------------------------------------------------------

    @property
    def demo_running(self) -> bool:
        return self._assistant.demo_running

    def start_demo(self) -> list[Event]:
        """The demo plays on to the win (a search that failed here is tried once more)."""
        assistant = self._assistant
        assistant.retry(self._in_play.position)
        assistant.start_demo()
        self._demo_asked = self._now()
        return [DemoStarted(assistant.demo_seconds)]

    def stop_demo(self) -> list[Event]:
        """The demo, if it plays, stops (a key or a click came)."""
        if not self._assistant.demo_running:
            return []
        self._assistant.stop_demo()
        return [DemoStopped()]

    def pace(self, *, faster: bool) -> list[Event]:
        """The demo (and a replay playing on) a pace faster or slower."""
        self._assistant.pace(faster=faster)
        return [DemoPace(self._assistant.demo_seconds)]

    @property
    def demo_seconds(self) -> float:
        """Seconds between two of the demo's moves (and a replay's, playing on)."""
        return self._assistant.demo_seconds

    def demo_wait(self) -> float | None:
        """Seconds until the demo's next move is due (``None``: no demo)."""
        return self._assistant.demo_wait()

    def demo_step(self, playing: bool) -> Move | list[Event]:
        """The demo's move, if one is due now (``playing``: the board waits for a move, so
        it may be made); else what stopped it (nothing, while it only waits)."""
        assistant = self._assistant
        if not (self._in_play.shown and assistant.demo_due()):
            return []
        if not playing:
            assistant.stop_demo()
            return []
        position = self._in_play.position
        if self._waiting_for_par():
            assistant.start_demo()  # looks again on its next beat
            return []
        move = assistant.demo_move(position)
        if move is not None:
            return move  # recorded as helped: demo_played is set
        known = assistant.known(position)
        failure = assistant.failure(position)
        if failure:
            assistant.stop_demo()
            return [SearchFailed(failure)]
        if known is not None and not known.solved:  # the search ended without a line
            assistant.stop_demo()
            return [NoLine(known.result)]
        return []

    def _waiting_for_par(self) -> bool:
        """Whether the demo, at the deal's start, waits for par's line (for
        :data:`PAR_WAIT` seconds at most from when it was asked for: a par that takes
        longer is not waited for)."""
        asked = self._demo_asked
        return (
            asked is not None
            and self._now() - asked < PAR_WAIT
            and self._answers.waiting_for_par()
        )
