"""Games to review: a player's wandering start, then the solver's line to the win (or not).

Nothing here imports pytest, so a script a test starts can import it too.
"""

from __future__ import annotations

import functools
import random

from maze_solitaire.engine import Move, Position, deal, legal_moves, play


@functools.cache
def wandering_game(
    seed: int, wander: int, *, won: bool = True
) -> tuple[Position, tuple[Move, ...]]:
    """A game of a deal drawn from ``seed``: ``wander`` random legal moves (a player
    finding their way), then, if ``won``, the solver's line from there to the win (a
    node budget: the same game every run)."""
    from maze_solitaire.solver.schedule import solve

    chooser = random.Random(seed)
    start = position = deal(chooser.randrange(2**32))
    moves = []
    for _ in range(wander):
        move = chooser.choice(legal_moves(position))
        moves.append(move)
        position = play(position, move)
    if won:
        answer = solve(position, max_nodes=100_000)
        assert answer.solved
        moves += answer.moves
    return start, tuple(moves)


def positions_of(start: Position, moves: tuple[Move, ...]) -> list[Position]:
    """The start, then the position after each move."""
    positions = [start]
    for move in moves:
        positions.append(play(positions[-1], move))
    return positions
