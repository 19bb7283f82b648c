"""Solver-backed help for one game: what is known of each position, the hint, the demo.

No search runs here: the event loop runs the solver in a worker process
(:mod:`worker`) for the position :meth:`Assistant.wanted` names and hands the
answer to :meth:`Assistant.learn`. A found line stays useful as the game
follows it: after its first move, the rest is a line for the next position,
so the demo and the indicator need no new search.

A first line comes early (see :func:`~maze_solitaire.engine.solver.solve`'s
``on_first_line``) and a polished, shorter one follows: the hint takes the
first line at once; the demo waits for the polished one, and a position whose
line is not yet final is still wanted by the search.

Honesty: "winnable" is said only with a line in hand; a search that gave up
says so ("no line found"), and only an exhausted search says "unwinnable".
"""

from __future__ import annotations

from typing import Final, NamedTuple, Protocol

from maze_solitaire.engine import Move, Position, is_won
from maze_solitaire.tui.glyphs import Glyphs

SOLVED: Final = "solved"
UNWINNABLE: Final = "unwinnable"
GAVE_UP: Final = "gave-up"
REMEMBERED: Final = 64  # positions whose answers are kept (undo often comes back to them)


class Verdict(Protocol):
    """What the solver answers for a position (see ``engine.solver.SolveResult``)."""

    @property
    def result(self) -> str: ...

    @property
    def moves(self) -> tuple[Move, ...]: ...

    @property
    def lower_bound(self) -> int: ...


class Known(NamedTuple):
    """A verdict as the assistant keeps it: the line may be a tail of a longer one."""

    result: str
    moves: tuple[Move, ...]
    lower_bound: int
    final: bool = True
    """False for a first line that a search is still making shorter."""


class Assistant:
    """What the solver has told us, by position."""

    def __init__(self) -> None:
        self._known: dict[Position, Known] = {}
        self.failure = ""
        """The last search's error, if it failed (shown, never raised)."""

    def wanted(self, position: Position) -> bool:
        """Whether ``position`` still needs a search (or its search to go on)."""
        known = self._known.get(position)
        return (known is None or not known.final) and not is_won(position)

    def learn(
        self, position: Position, verdict: Verdict | None, error: str = "", *, final: bool = True
    ) -> None:
        """Keep the solver's answer for ``position`` (``None`` with ``error`` if it failed);
        ``final`` is false for a first line that is still being polished.

        A winning line in hand is never given up for an answer without one (a
        polishing that failed, a later search that gave up), nor a finished
        line for a first one.
        """
        self.failure = error if verdict is None else ""
        held = self._known.get(position)
        if held is not None and held.result == SOLVED:
            if verdict is None or verdict.result != SOLVED:
                self._remember(position, held._replace(final=True))
                return
            if held.final and not final:
                return
            if not held.final and verdict.moves[:1] != held.moves[:1]:
                # A hint may already show the first line's move: keep its rest
                # for the position that move leads to, so following it still works.
                self._keep_rest(position, held)
        if verdict is None:
            self._remember(position, Known(GAVE_UP, (), 0))
            return
        moves = tuple(verdict.moves)
        self._remember(position, Known(verdict.result, moves, verdict.lower_bound, final))

    def followed(self, before: Position, move: Move, after: Position) -> None:
        """The game played ``move``: if it was the line's first move, keep the rest
        (unless ``after`` has a finished line of its own)."""
        from maze_solitaire.engine.bound import lower_bound  # here: not at start-up

        known = self._known.get(before)
        if not (known and known.result == SOLVED and known.moves and known.moves[0] == move):
            return
        held = self._known.get(after)
        if held is not None and held.result == SOLVED and held.final and not known.final:
            return  # a finished line of its own beats the rest of a first one
        # One move nearer the win: the old bound less one is still a bound,
        # but the new position's own is often better (the line may wander).
        bound = max(known.lower_bound - 1, lower_bound(after))
        self._remember(after, Known(SOLVED, known.moves[1:], bound, known.final))

    def _keep_rest(self, position: Position, known: Known) -> None:
        """Keep the rest of ``known``'s line for the position its first move leads to."""
        if known.moves:
            self.followed(position, known.moves[0], position.after_unchecked(known.moves[0]))

    def known(self, position: Position) -> Known | None:
        return self._known.get(position)

    def next_move(self, position: Position, *, final_only: bool = False) -> Move | None:
        """The first move of a winning line from ``position``, if one is known
        (with ``final_only``, only of a line that is no longer being polished)."""
        known = self._known.get(position)
        if known and known.result == SOLVED and known.moves and (known.final or not final_only):
            return known.moves[0]
        return None

    def _remember(self, position: Position, known: Known) -> None:
        self._known.pop(position, None)
        self._known[position] = known
        while len(self._known) > REMEMBERED:  # forget the oldest
            del self._known[next(iter(self._known))]


def indicator(known: Known | None, searching: bool, won: bool, glyphs: Glyphs) -> str:
    """The status line's word on the position: winnable, searching, no line found…"""
    if won:
        return ""
    if known is None:
        return "searching..." if searching else ""
    if known.result == SOLVED:
        return f"winnable {glyphs.check} ({glyphs.at_least} {known.lower_bound} moves left)"
    if known.result == UNWINNABLE:
        return "unwinnable"
    return "no line found"
