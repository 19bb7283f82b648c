"""The game review: its distances are what the exact search proves near the end, the
same under any hash seed, kept and read back as they were, and honest about what is
not proven."""

from __future__ import annotations

import functools
import os
import subprocess
import sys

import pytest

from maze_solitaire.engine import MazeError, Move, Position, is_legal, is_won
from maze_solitaire.solver.answer import Distance, Review
from maze_solitaire.solver.compact import cells_of, compact_rules, where_of
from maze_solitaire.solver.exact import shortest
from maze_solitaire.solver.review import review_line
from maze_solitaire.solver.wins import finder_for, lower_bound
from maze_solitaire.storage import GameSummary
from maze_solitaire.words import ASCII
from maze_solitaire.words.reviews import review_lines
from tests.playing import NEARLY_WON, WINNING_MOVE
from tests.reviewing import positions_of, wandering_game

WON: tuple[int, int] = (2, 8)
"""A game won: 8 moves of wandering from seed 2's deal, then the solver's 53 to the win."""
LOST: tuple[int, int] = (3, 15)
"""A game left after 15 moves of wandering from seed 3's deal: not won."""


@functools.cache
def reviewed(seed: int, wander: int, won: bool) -> tuple[list[Position], Review]:
    start, moves = wandering_game(seed, wander, won=won)
    return positions_of(start, moves), review_line(start, moves)


def exact_distance(position: Position, below: int) -> int | None:
    """The fewest moves that win from ``position`` if fewer than ``below``, proven by the
    exact search given all it needs (``None``: none is shorter)."""
    variant = position.variant
    found = shortest(
        cells_of(position), where_of(position), compact_rules(variant), finder_for(variant),
        shorter_than=below, max_nodes=5_000_000,
    )  # fmt: skip
    assert found.proven
    return None if found.steps is None else len(found.steps)


@pytest.mark.slow
def test_the_distances_near_the_end_are_the_exact_search_s() -> None:
    positions, review = reviewed(*WON, True)
    for at in range(len(positions) - 12, len(positions)):
        distance = review.distances[at]
        assert distance.moves is not None and distance.proven, at
        # Nothing shorter exists, and a line as long does: the fewest there are.
        assert exact_distance(positions[at], distance.moves) is None, at
        assert exact_distance(positions[at], distance.moves + 1) == distance.moves, at


REVIEW_SCRIPT = """
from tests.reviewing import positions_of, wandering_game
from maze_solitaire.solver.review import review_line
start, moves = wandering_game(5, 6, won=False)
print(review_line(start, moves).notation())
start, moves = wandering_game(2, 8, won=True)
print(review_line(positions_of(start, moves)[-26], moves[-25:]).notation())
"""
"""Two reviews between them run every search a review makes: a short lost game's (its line
searched for, shortcuts, the careful searches, the closer look at its costly first move)
and the won game's last 25 moves' (distances proven by the exact search near the end)."""


@pytest.mark.slow
def test_a_review_is_the_same_under_any_hash_seed() -> None:
    # Par-style: nodes, not seconds, and no order that a set or a hash could change.
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", REVIEW_SCRIPT],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
        )
        for seed in ("0", "2718281828")
    ]
    first, second = (run.communicate(timeout=600)[0] for run in runs)
    assert all(run.returncode == 0 for run in runs)
    assert first == second and first.count("nodes ") == 2  # both reviews, whole


@pytest.mark.slow
@pytest.mark.parametrize(("game", "won"), [(WON, True), (LOST, False)])
def test_a_review_keeps_its_promises(game: tuple[int, int], won: bool) -> None:
    positions, review = reviewed(*game, won)
    distances = review.distances
    assert len(distances) == len(positions) == len(review.moves) + 1
    assert review.won is won
    for at, (position, distance) in enumerate(zip(positions, distances, strict=True)):
        assert (distance.moves == 0) is is_won(position)
        if distance.moves is not None:
            assert distance.moves >= lower_bound(position)  # no line beats the bound
            assert (distance.best is None) is (distance.moves == 0)
            assert distance.best is None or is_legal(position, distance.best)
        following = distances[at + 1].moves if at + 1 < len(distances) else None
        if following is not None:  # a move on from here leads to a line: so does here
            assert distance.moves is not None and distance.moves <= 1 + following
    assert all(cost.extra is None or cost.extra >= 0 for cost in review.costs())
    if not won:
        last = review.last_winnable()
        assert last is not None and distances[last].best is not None
    start, moves = positions[0], review.moves
    assert Review.parse(review.notation(), start, moves) == review


def test_a_move_that_wins_at_once_is_on_a_best_line() -> None:
    review = review_line(NEARLY_WON, (WINNING_MOVE,))
    assert review.distances == (Distance(1, True, WINNING_MOVE), Distance(0, True))
    assert review.won and review.extra() == 0 and review.costliest() == []


def test_a_stored_review_that_does_not_check_out_is_refused() -> None:
    review = review_line(NEARLY_WON, (WINNING_MOVE,))
    text = review.notation()
    assert text == "nodes 0\n1= AS r6c9 -> r1c1\n0="
    other = Move.parse("AS r6c9 -> r6c4")
    for bad, problem in (
        ("", "not its nodes"),
        ("nodes 0\n1= AS r6c9 -> r1c1", "positions"),  # one too few
        (text + "\n0=", "positions"),  # one too many
        ("nodes x\n1= AS r6c9 -> r1c1\n0=", "not its nodes"),
        ("nodes 0\n1= AS r6c9 -> r1c1\n1= AS r6c9 -> r1c1", "position 1"),  # won: 0 to go
        ("nodes 0\n0=\n0=", "position 0"),  # not won, said to be
        ("nodes 0\n1= QS r6c9 -> r1c1\n0=", "not legal"),
        ("nodes 0\n1 banana\n0=", "not a move"),
        ("nodes 0\n-1\n0=", "not a distance"),
        ("nodes 0\n1\n0=", "no first move"),
    ):
        with pytest.raises(MazeError, match=problem):
            Review.parse(bad, NEARLY_WON, (WINNING_MOVE,))
    with pytest.raises(MazeError):
        Review.parse(text, NEARLY_WON, (other,))  # another line's review: it does not replay


def _summary(result: str, moves: int) -> GameSummary:
    return GameSummary(
        7, 7, "", "won" if result == "won" else "lost", moves, 60.0, 0, False, "", "",
        "standard", None,
    )  # fmt: skip


def test_no_win_reachable_is_said_only_when_proven() -> None:
    # A made-up review of a game lost in two moves: a win in 3 after the first, then none.
    played = (WINNING_MOVE, WINNING_MOVE)
    best = WINNING_MOVE
    for after, said in (
        (Distance(None, True), "left no win to reach: every position after it was searched"),
        (Distance(None, False), "found no winning line within its budget, which does not"),
    ):
        review = Review(played, (Distance(4, False, best), Distance(3, False, best), after), 10)
        text = " ".join(review_lines(review, _summary("lost", 2), None, ASCII.move))
        assert "A win was still in reach after move 1: AS r6c9 -> r1c1 leads to one in 3" in text
        assert said in text
        assert review.costliest()[0].extra is None  # the move that lost the win comes first
        assert (review.first_unwinnable() == 2) is after.proven
