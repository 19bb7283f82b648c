"""Play as a player might, deterministically: for tests, the scripts they start, benchmarks.

Nothing here imports pytest, so a script started by a test (or a benchmark)
can import it cheaply.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator
from typing import TYPE_CHECKING, Final

from maze_solitaire.engine import Card, Game, Move, Position, deal, is_won
from tests.positions import SOLVED_ORDER

if TYPE_CHECKING:
    from maze_solitaire.play.controller import Controller
    from maze_solitaire.play.events import Event
    from maze_solitaire.solver.compact import Step

NEARLY_WON = Position.from_cells(
    [None, *SOLVED_ORDER[1:], None, None, None, None, None, SOLVED_ORDER[0]]
)
"""The won layout with A♠ carried from r1c1 to r6c9: one move from the win."""
WINNING_MOVE = Move.parse("AS r6c9 -> r1c1")

WON_DEAL: Final = 0
"""A deal the solver wins at once (it looks at 68 positions): the tests' deal to win."""


@functools.cache
def winning_line(number: int = WON_DEAL) -> tuple[Move, ...]:
    """A winning line of deal ``number``: the solver's, with a node budget, so the same
    on every run. Deal 0's has 60 moves."""
    from maze_solitaire.solver.schedule import solve

    answer = solve(deal(number), max_nodes=100_000)
    assert answer.solved
    return answer.moves


def nearly_won_deal(number: int = WON_DEAL) -> Game:
    """A game of deal ``number`` one move from the win, along :func:`winning_line`."""
    game = Game.from_deal(number)
    for move in winning_line(number)[:-1]:
        game.play(move)
    return game


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


def play_move(controller: Controller, move: Move) -> list[Event]:
    """Play ``move`` with clicks, as a player would: on the card, then on the gap if asked;
    what happened."""
    events = controller.click(move.source)
    if controller.game.moves[-1:] != [move]:
        events += controller.click(move.target)  # the card fits more than one gap: pick this one
    return events


def replays_to_a_win(start: Position, moves: tuple[Move, ...]) -> bool:
    """Play ``moves`` through the checked game (an illegal one raises) and test the win."""
    game = Game(start)
    for move in moves:
        game.play(move)
    return game.is_won()


def as_step(move: Move) -> Step:
    """A move in the solver's compact form (the solver needs only the other way)."""
    return (int(move.card), move.source, move.target)


def a_few_moves_from_the_win() -> Position:
    """The solved order with 2♠ and 3♠ carried to the end (Q♣ one slot on does no harm)."""
    cells: list[Card | None] = [*SOLVED_ORDER, None, None, None, None, None, None]
    for source, target in ((1, 48), (2, 49), (47, 50)):
        cells[source], cells[target] = None, cells[source]
    position = Position.from_cells(cells)
    assert not is_won(position)
    return position
