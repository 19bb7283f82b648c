"""A fixed, simple greedy player, written to check the deals' grades against, never tuned on
them.

It looks no further than the move it makes: of the legal moves that lead to a position it
has not stood in yet this game, it plays the one after which the fewest moves could still
win (the admissible lower bound the game shows as "at least N moves left"), the first such
in the engine's order of moves on a tie. It stops when it wins, when every move leads back
to where it has been, or after :data:`MOVES` moves.

(A first player, led by the cards in order that the status line counts, won only 11-14%
of deals, and which it won turned on how it broke its ties: breaking them the other way it
won 2 of 59 deals instead of 10, one of them the same. Such a player can tell little about
a deal; this one wins over half, and loses mostly where its guide leads it astray. It was
chosen before any grade was cut, and not changed since.)
"""

from __future__ import annotations

import functools
from typing import Final

from maze_solitaire.engine import Position, Variant, is_won, legal_moves
from maze_solitaire.solver.compact import where_of
from maze_solitaire.solver.layouts import Finder
from maze_solitaire.solver.wins import finder_for

MOVES: Final = 300
"""The moves it may make: over twice the longest winning line the solver finds for deals
1-1000 (131 moves)."""


@functools.cache
def _finder(variant: Variant) -> Finder:
    """One finder of won layouts a variant, its caches kept: the bound, twice as fast."""
    return finder_for(variant)


def greedy_wins(start: Position, moves: int = MOVES) -> bool:
    """Whether the greedy player wins from ``start`` within ``moves`` moves."""
    finder = _finder(start.variant)
    position = start
    seen = {position.cells}
    for _ in range(moves):
        if is_won(position):
            return True
        best: Position | None = None
        best_bound = 0
        for move in legal_moves(position):
            after = position.after_unchecked(move)
            if after.cells in seen:
                continue
            bound = finder.bound(where_of(after))  # the lower bound, as the game shows it
            if best is None or bound < best_bound:
                best, best_bound = after, bound
        if best is None:
            return False  # stuck: every move leads back to a position it has stood in
        position = best
        seen.add(position.cells)
    return is_won(position)
