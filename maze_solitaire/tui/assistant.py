"""Solver-backed help for one game: what is known of each position, the hint, the demo.

No search runs here: the event loop runs the solver in a worker process
(:mod:`worker`) for the position :meth:`Assistant.wanted` names and hands the
answer to :meth:`Assistant.learn`. A found line stays useful as the game
follows it: after its first move, the rest is a line for the next position,
so the demo and the indicator need no new search.

A first line comes early (see :func:`~maze_solitaire.solver.schedule.solve`'s
``on_first_line``) and a polished, shorter one follows: the hint takes the
first line at once; the demo waits for the polished one, and a position whose
line is not yet final is still wanted by the search.

Honesty: "winnable" is said only with a line in hand; a search that gave up
says so ("no line found"), and only an exhausted search says "unwinnable".
"""

from __future__ import annotations

from typing import Final

from maze_solitaire.engine import Move, Position, is_won
from maze_solitaire.solver.answer import GAVE_UP, SolveResult

REMEMBERED: Final = 64  # positions whose answers are kept (undo often comes back to them)


class Assistant:
    """What the solver has told us, by position."""

    def __init__(self) -> None:
        self._known: dict[Position, SolveResult] = {}
        self.failure = ""
        """The last search's error, if it failed (shown, never raised)."""

    def wanted(self, position: Position) -> bool:
        """Whether ``position`` still needs a search (or its search to go on)."""
        known = self._known.get(position)
        return (known is None or not known.final) and not is_won(position)

    def learn(self, position: Position, answer: SolveResult | None, error: str = "") -> None:
        """Keep the solver's answer for ``position`` (``None`` with ``error`` if it failed).

        A winning line in hand is never given up for an answer without one (a
        polishing that failed, a later search that gave up), nor a finished
        line for a first one.
        """
        self.failure = error if answer is None else ""
        held = self._known.get(position)
        if held is not None and held.solved:
            if answer is None or not answer.solved:
                self._remember(position, held._replace(final=True))
                return
            if held.final and not answer.final:
                return
            if not held.final and answer.moves[:1] != held.moves[:1]:
                # A hint may already show the first line's move: keep its rest
                # for the position that move leads to, so following it still works.
                self._keep_rest(position, held)
        if answer is None:
            answer = SolveResult(GAVE_UP, (), 0, 0, 0.0)
        self._remember(position, answer)

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
