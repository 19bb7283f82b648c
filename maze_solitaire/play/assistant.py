"""Solver-backed help: what is known of each position, the hint, the demo and its clock.

No search runs here: the event loop runs :func:`analyse` in a worker process
(:mod:`.worker`) for the position :meth:`Assistant.wanted` names and hands the
answer to :meth:`Assistant.learn`. A found line stays useful as the game
follows it: after its first move, the rest is a line for the next position
(with that position's own bound, found along the line in the worker), so
the demo and the indicator need no new search.

A first line comes early (see :func:`~maze_solitaire.solver.schedule.solve`'s
``on_first_line``) and a polished, shorter one follows: the hint takes the
first line at once; the demo waits for the polished one, and a position whose
line is not yet final is still wanted by the search.

A hint belongs to the position it was found for: it is shown only while
that is the position on the board, and forgotten once the board moves on.

Honesty: "winnable" is said only with a line in hand; a search that gave up
says so, and only an exhausted search says "unwinnable".
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Final

from maze_solitaire.engine import Move, Position, is_won
from maze_solitaire.solver.answer import PROVE_NODES, SOLVED, SolveResult
from maze_solitaire.values import Value

REMEMBERED: Final = 64
"""Positions whose answers are kept (undo often comes back to them)."""
SEARCH_NODES: Final = 150_000
"""The budget of one background search, in positions expanded (with the exact search's
:data:`~maze_solitaire.solver.answer.PROVE_NODES` on top): what it finds for a position
is the same on every machine and every run; a slow or busy machine only finds it later.
(A deadline would decide what a busy machine's hint says: the line's length once
depended on how far the proof of its end got in five seconds, and the five seconds it
replaces reached from 90,000 to 173,000 positions of a hard deal, 3075, as the machine
was busy; 150,000 take some four CPU seconds there.)"""
SEARCH_SECONDS: Final = 5.0
"""About how long :data:`SEARCH_NODES` take on the machines the game was measured on
(a hard position's search spends them all): a yardstick for tests and benchmarks, never
a limit."""
SEARCH_CPU_SECONDS: Final = 120
"""The most CPU time one search's worker may use, counted by the kernel in the worker
(see :class:`~.workers.Worker`): a guard against a search gone wrong, some twenty times
what :data:`SEARCH_NODES` take on the pure core (6.5 CPU seconds for a hard deal's whole
budget, 10889 or 3075, measured on 2026-12-04; 0.25 on the compiled core), which never
decides what a working search finds. The worker's own CPU seconds, not the clock's: a
busy or slow machine waits longer for the same line, and is never told there is none."""
DEMO_PACES: Final = (2.0, 1.0, 0.6, 0.3, 0.15, 0.08)
"""The demo's paces, in seconds a move, slowest first."""
DEMO_STEP_SECONDS: Final = 0.3
"""The pace it starts at."""


QUICK_NODES: Final = 2_400
"""The nodes the search may spend on a quick first line for the hint where its careful
first search found none (``solve``'s ``quick_nodes``), on top of its budget."""


def analyse(
    position: Position, early: Callable[[SolveResult], None], *, quick_nodes: int = QUICK_NODES
) -> SolveResult:
    """The background search, run in the worker process (the only place the game searches).

    The first line found goes to the game at once (``early``), for a quick
    hint, from the quick pass where the careful search finds none
    (``quick_nodes``; 0, the game before it, is the benchmark's yardstick); the
    answer follows once the schedule's line has been polished (shorter, for the
    demo) and its end proven shortest as far back as the exact search reaches
    (near the end of a game, all of it: "shortest win"). Both carry the bound of
    every position along their line.
    """
    from maze_solitaire.solver.schedule import solve

    return solve(
        position,
        max_nodes=SEARCH_NODES,
        on_first_line=early,
        quick_nodes=quick_nodes,
        bounds_along=True,
        prove_nodes=PROVE_NODES,
    )


def _no_better(answer: SolveResult, held: SolveResult) -> bool:
    """Whether ``answer``'s line is longer than ``held``'s, or as long and no more of it
    proven shortest."""
    if len(answer.moves) != len(held.moves):
        return len(answer.moves) > len(held.moves)
    return answer.proven_tail <= held.proven_tail


def prepare_search() -> None:
    """Import the search in the game's own process, before its first worker is forked
    (see :class:`~.workers.Worker`)."""
    import maze_solitaire.solver.schedule  # noqa: F401  # the search: loaded for the workers


HINT_STEPS: Final = 3
"""A hint comes in steps, one each time it is asked for: which card to move, then
where, then why."""


class Hint(Value):
    """A hinted move, the position it was found for, and how far it has been shown:
    1, the card; 2, the card and its gap; 3, why too."""

    __match_args__ = ("position", "move", "step")
    __slots__ = __match_args__

    def __init__(self, position: Position, move: Move, step: int = 1):
        self.position: Final = position
        self.move: Final = move
        self.step: Final = step


class Assistant:
    """What the solver has told us, by position, and the help this game has had."""

    def __init__(
        self, *, hints: int = 0, demo: bool = False, now: Callable[[], float] = time.monotonic
    ):
        self._known: dict[Position, SolveResult] = {}
        self._searched: dict[Position, SolveResult] = {}
        """The search's own finished answer for each position searched to its end: a pure
        function of the position (node-budgeted), whatever else was learnt of it (par's
        line, the rest of an earlier line): what a why's figure is read from."""
        self._failed: dict[Position, str] = {}
        """Why the search for a position failed, for positions it failed on (its process
        died, or the installed game changed under it): not searched again while it stays
        on the board, unless the player asks again (:meth:`retry`); once the board moves
        on, forgotten (a failure says nothing of the position)."""
        self._now = now
        self.hints = hints
        """How many hints this game has shown (recorded: a win with help counts apart)."""
        self.demo_played = demo
        """Whether the demo ever played a move in this game."""
        self._hint: Hint | None = None
        self.asked: Position | None = None
        """The position a hint was asked for before its search answered."""
        self._demo_due: float | None = None  # when the demo's next move is due; None: no demo
        self.demo_pace = DEMO_PACES.index(DEMO_STEP_SECONDS)
        """Which of :data:`DEMO_PACES` the demo plays at (kept from game to game)."""

    # -- what the solver said ------------------------------------------------------------

    def wanted(self, position: Position) -> bool:
        """Whether ``position`` still needs a search (or its search to go on)."""
        known = self._known.get(position)
        return (
            (known is None or not known.final)
            and position not in self._failed
            and not is_won(position)
        )

    def to_measure(self, position: Position) -> bool:
        """Whether ``position`` needs its own search to its end for a why asked there
        (its line known from elsewhere, par's or an earlier line's rest, is not one
        whose length is the same on every run)."""
        return (
            position == self.asked
            and position not in self._searched
            and position not in self._failed
            and not is_won(position)
        )

    def why_waits(self, position: Position) -> bool:
        """Whether the why of the hint shown for ``position``, with no finished figure in
        hand, waits for the position's own search (going on, or to be made: it is then
        wanted, see :meth:`to_measure`); it comes when that answers."""
        self.asked = position
        if self.wanted(position) or self.to_measure(position):
            return True
        self.asked = None
        return False

    def failure(self, position: Position) -> str:
        """Why the search failed for ``position`` with no line in hand (empty otherwise)."""
        return "" if position in self._known else self._failed.get(position, "")

    def learn(
        self, position: Position, answer: SolveResult | None, error: str = "", *, own: bool = True
    ) -> None:
        """Keep the solver's answer for ``position`` (``None`` with ``error`` if it failed;
        ``own``: from the position's own search, not a line found elsewhere).

        A winning line in hand is never given up for an answer without one (a
        polishing that failed, a later search that gave up), nor a finished
        line for a first one, nor for a longer one. A failure is not an answer: the
        position is not searched again until asked (see :attr:`_failed`), and what is
        known of it says the search failed, never that it gave up.
        """
        held = self._known.get(position)
        if own and answer is not None and answer.final:
            self._searched.pop(position, None)
            self._searched[position] = answer
            while len(self._searched) > REMEMBERED:
                del self._searched[next(iter(self._searched))]
        if answer is None:
            self._failed[position] = error or "the search ended without an answer"
            while len(self._failed) > REMEMBERED:
                del self._failed[next(iter(self._failed))]
            if held is not None and held.solved:
                self._remember(position, held._replace(final=True))
            return
        if held is not None and held.solved:
            if not answer.solved:
                self._remember(position, held._replace(final=True))
                return
            if held.final and not answer.final:
                return
            if held.final and _no_better(answer, held):
                return  # the shorter of two finished lines is kept (par's, say)
            if not held.final and answer.moves[:1] != held.moves[:1]:
                # A hint may already show the first line's move: keep its rest
                # for the position that move leads to, so following it still works.
                self._keep_rest(position, held)
        self._remember(position, answer)

    def teach(
        self, position: Position, moves: tuple[Move, ...], bound: int, proven_tail: int = 0
    ) -> None:
        """A winning line from ``position`` found elsewhere (par's, whose last
        ``proven_tail`` moves are proven shortest): kept where it is the shortest known
        (on a tie, where more of it is proven), so that the hint and the demo follow it."""
        answer = SolveResult(SOLVED, moves, bound, nodes=0, seconds=0.0, proven_tail=proven_tail)
        self.learn(position, answer, own=False)

    def followed(self, before: Position, move: Move, after: Position) -> None:
        """The game played ``move``: if it was the line's first move, keep the rest
        (unless ``after`` has a finished line of its own)."""
        known = self._known.get(before)
        if not (known and known.solved and known.moves and known.moves[0] == move):
            return
        held = self._known.get(after)
        if held is not None and held.solved and held.final and not known.final:
            return  # a finished line of its own beats the rest of a first one
        self._remember(after, known.rest())

    def _keep_rest(self, position: Position, known: SolveResult) -> None:
        """Keep the rest of ``known``'s line for the position its first move leads to."""
        if known.moves:
            self.followed(position, known.moves[0], position.after_unchecked(known.moves[0]))

    def known(self, position: Position) -> SolveResult | None:
        return self._known.get(position)

    def next_move(self, position: Position, *, final_only: bool = False) -> Move | None:
        """The first move of a winning line from ``position``, if one is known
        (with ``final_only``, only of a line that is no longer being polished)."""
        known = self._known.get(position)
        if known and known.solved and known.moves and (known.final or not final_only):
            return known.moves[0]
        return None

    def _remember(self, position: Position, known: SolveResult) -> None:
        self._known.pop(position, None)
        self._known[position] = known
        while len(self._known) > REMEMBERED:  # forget the oldest
            del self._known[next(iter(self._known))]

    # -- the hint ------------------------------------------------------------------------

    def give_hint(self, position: Position) -> Hint | None:
        """Show the next step of the hint for ``position``, if a line is known from it:
        its first step, or the step after the one shown (each step counted once, as
        help); else the hint waits for the search (:attr:`asked`). A hint already begun
        goes on with its move even where a shorter line has come since: that move
        still starts a winning line (its rest is kept, see :meth:`learn`)."""
        shown = self._hint
        if shown is not None and shown.position == position:
            if shown.step == HINT_STEPS:
                return shown  # said again, and not counted again
            self._hint = Hint(position, shown.move, shown.step + 1)
            self.hints += 1
            return self._hint
        move = self.next_move(position)
        if move is None:
            waiting = self.known(position) is None and not self.failure(position)
            self.asked = position if waiting else None
            return None
        self.asked = None
        self._hint = Hint(position, move)
        self.hints += 1
        return self._hint

    def moves_left(self, position: Position, move: Move) -> int | None:
        """How many moves the search's own finished line from ``position`` has after
        ``move``, where it starts with ``move`` (``None``: it does not, or it is not in
        yet). Never a line still being polished, par's or an earlier line's rest, whose
        length depends on when it came: a figure shown is the same on every run."""
        searched = self._searched.get(position)
        if searched is not None and searched.solved and searched.moves[:1] == (move,):
            return len(searched.moves) - 1
        return None

    def hint_for(self, position: Position) -> Hint | None:
        """The hint shown for ``position``: only the one found for it."""
        hint = self._hint
        return hint if hint is not None and hint.position == position else None

    def retry(self, position: Position) -> None:
        """The player asks again for help on ``position`` (a hint, the demo): a search
        that failed for it is tried once more."""
        self._failed.pop(position, None)

    def moved_on(self, position: Position) -> None:
        """The board now shows ``position``: a hint or a request for another is void,
        and so is a search failed elsewhere (coming back, it is tried again)."""
        for failed in [known for known in self._failed if known != position]:
            del self._failed[failed]
        if self._hint is not None and self._hint.position != position:
            self._hint = None
        if self.asked is not None and self.asked != position:
            self.asked = None

    def new_game(self, *, hints: int = 0, demo: bool = False) -> None:
        """A game put in play, with the help it has had so far (``hints``, ``demo``: none
        for a new one); what the solver knows stays."""
        self.hints, self.demo_played = hints, demo
        self._hint = self.asked = None
        self.stop_demo()

    # -- the demo ------------------------------------------------------------------------

    @property
    def demo_running(self) -> bool:
        return self._demo_due is not None

    @property
    def demo_seconds(self) -> float:
        """Seconds between two of the demo's moves."""
        return DEMO_PACES[self.demo_pace]

    def pace(self, faster: bool) -> None:
        """Play the demo one pace faster or slower (within its paces)."""
        step = 1 if faster else -1
        self.demo_pace = min(max(self.demo_pace + step, 0), len(DEMO_PACES) - 1)
        if self._demo_due is not None:
            self.start_demo()  # the next move at the new pace

    def start_demo(self) -> None:
        """The demo plays its first move a step from now."""
        self._demo_due = self._now() + self.demo_seconds

    def stop_demo(self) -> None:
        self._demo_due = None

    def demo_wait(self) -> float | None:
        """Seconds until the demo's next move is due (``None``: no demo)."""
        if self._demo_due is None:
            return None
        return max(0.0, self._demo_due - self._now())

    def demo_due(self) -> bool:
        return self._demo_due is not None and self._now() >= self._demo_due

    def hold_demo(self) -> None:
        """The board is hidden: the demo waits, and once shown it moves a step later."""
        if self._demo_due is not None:
            self.start_demo()

    def demo_move(self, position: Position) -> Move | None:
        """The demo's move from ``position`` (its step is due), and the next step a beat later.

        The polished line's, not the first one found: it is often far shorter.
        ``None`` while that line is not known yet: the demo looks again on its
        next beat, so that it keeps its pace and the loop its sleep.
        """
        self.start_demo()
        move = self.next_move(position, final_only=True)
        if move is not None:
            self.demo_played = True
        return move
