"""Play as a player might, deterministically: for tests and the scripts they start."""

from __future__ import annotations

import random
from collections.abc import Iterator

from maze_solitaire.engine import Game


def walk(game: Game, rng: random.Random) -> Iterator[Game]:
    """Change ``game`` step after step: mostly legal moves, some undo and redo.

    The same ``rng`` seed gives the same steps, so a test can tell what state
    a killed process had saved.
    """
    while True:
        roll = rng.random()
        moves = game.legal_moves()
        if game.can_undo and (roll < 0.1 or not moves):
            game.undo()
        elif game.can_redo and roll < 0.15:
            game.redo()
        elif moves:
            game.play(rng.choice(moves))
        yield game
