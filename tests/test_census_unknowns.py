"""The census's last two unknowns, standard deals 10889 and 51743, are won: their lines.

The census gave up on them at 16,000,000 nodes each (maze_solitaire/survey/README.md,
"How winnable is Maze?"). Their winning lines are kept as data (``data/census-unknowns.json``):
for each deal, a few moves played first (``walk``, a short random walk that
takes the solver off the road it keeps to from the deal) and then the line the
solver finds from there (``rest``: ``maze-solitaire solve POSITION --max-nodes
150000``, the same on every run). Each line is played through the rules,
move by move, to a won position.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

from maze_solitaire.engine import Game, Move, Position, deal, is_won

DATA = Path(__file__).parent / "data" / "census-unknowns.json"
REST_BUDGET = 150_000
"""The node budget the census page's command gives the solver after the walk."""


@functools.cache
def lines() -> dict[int, tuple[list[Move], list[Move]]]:
    """By deal: the walk and the rest of its line, as moves."""
    kept = json.loads(DATA.read_text())
    return {
        int(number): ([Move.parse(m) for m in line["walk"]], [Move.parse(m) for m in line["rest"]])
        for number, line in kept.items()
    }


def after_walk(number: int) -> Position:
    game = Game.from_deal(number)
    for move in lines()[number][0]:
        game.play(move)
    return game.position


def test_the_lines_are_for_the_two_unknowns() -> None:
    assert sorted(lines()) == [10889, 51743]


@pytest.mark.parametrize("number", [10889, 51743])
def test_each_line_plays_through_the_rules_to_a_win(number: int) -> None:
    walk, rest = lines()[number]
    game = Game.from_deal(number)
    for move in walk + rest:
        assert not game.is_won()
        game.play(move)  # raises IllegalMoveError on a move the rules refuse
    assert game.is_won() and is_won(game.position)
    assert game.position != deal(number)


@pytest.mark.slow
@pytest.mark.parametrize("number", [10889, 51743])
def test_the_rest_is_the_solvers_own_line_from_after_the_walk(number: int) -> None:
    from maze_solitaire.solver.schedule import solve

    answer = solve(after_walk(number), max_nodes=REST_BUDGET)
    assert answer.solved
    assert list(answer.moves) == lines()[number][1]
