"""Benchmark the game review on real lines of play: CPU seconds a review takes.

The games are made as ``bench_solver --mid-game`` makes its positions (the same
random deals and 10-40 random legal moves, from the same seed: a player's
wandering start), then played on to the win by the solver's line from there, as
the demo would play it (a node budget, so the same games every run); every fourth
game is left where the wandering ends instead, a game lost. Each game is reviewed
in this process and timed by :func:`time.process_time` (CPU, not wall time), so a
busy machine changes the figures little. Run from the checkout::

    python tests/benchmarks/bench_review.py [-n 20] [--check]

It prints the CPU seconds of each review, per review and per 60 moves (median,
p95, max), the nodes, how many distances were proven, and the moves marked
costliest. ``--check`` reviews each game twice and checks the reviews are equal.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from maze_solitaire.engine import STANDARD, Move, Position, deal, legal_moves
from maze_solitaire.solver.review import review_line
from maze_solitaire.solver.schedule import solve
from tests.benchmarks.figures import percentile

DEMO_NODES = 200_000
"""The budget of the line that plays each game on to the win."""


def games(count: int, seed: int = 2026) -> list[tuple[Position, tuple[Move, ...], bool]]:
    """``count`` games: their start, their moves, and whether they end in a win. The
    wandering starts are those of ``bench_engine.mid_game_positions`` (same seed, same
    draws), so the mid-game set's positions are on these lines."""
    chooser = random.Random(seed)
    made = []
    for number in range(count):
        start = deal(chooser.randrange(STANDARD.first_deal, STANDARD.end_deal))
        position, moves = start, []
        for _ in range(chooser.randint(10, 40)):
            move = chooser.choice(legal_moves(position))
            moves.append(move)
            position = position.after_unchecked(move)
        finished = number % 4 != 3
        if finished:
            answer = solve(position, max_nodes=DEMO_NODES)
            if answer.solved:
                moves += answer.moves
            finished = answer.solved
        made.append((start, tuple(moves), finished))
    return made


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("-n", type=int, default=20, help="how many games (default 20)")
    parser.add_argument("--check", action="store_true", help="review twice: equal reviews?")
    options = parser.parse_args(argv)
    seconds, per_60, lengths, nodes = [], [], [], []
    for number, (start, moves, won) in enumerate(games(options.n), start=1):
        began = time.process_time()
        review = review_line(start, moves)
        spent = time.process_time() - began
        if options.check:
            assert review_line(start, moves) == review, f"game {number}: two reviews differ"
        seconds.append(spent)
        per_60.append(spent * 60 / max(len(moves), 1))
        lengths.append(len(moves))
        nodes.append(review.nodes)
        proven = sum(distance.proven for distance in review.distances)
        costly = ", ".join(
            f"{cost.number} ({'lost' if cost.extra is None else f'+{cost.extra}'})"
            for cost in review.costliest()
        )
        print(
            f"game {number:2}: {len(moves):3} moves, {'won ' if won else 'lost'}, "
            f"{spent:5.2f} s CPU ({spent * 60 / max(len(moves), 1):4.2f} per 60 moves), "
            f"{review.nodes:7,} nodes, proven {proven}/{len(review.distances)}, "
            f"from the start {review.distances[0].moves}; costliest: {costly or '-'}",
            flush=True,
        )

    def spread(values: list[float]) -> str:
        return (
            f"median {statistics.median(values):.2f}, p95 {percentile(values, 0.95):.2f}, "
            f"max {max(values):.2f}"
        )

    print(f"moves a game: median {statistics.median(lengths):g}, max {max(lengths)}")
    print(f"CPU seconds a review: {spread(seconds)}; total {sum(seconds):.1f}")
    print(f"CPU seconds per 60 moves: {spread(per_60)}")
    print(
        f"nodes a review: median {statistics.median(nodes):,.0f}; per 60 moves "
        f"{sum(nodes) / sum(lengths) * 60:,.0f}; {sum(nodes) / sum(seconds):,.0f} per CPU second"
    )
    if options.check:
        print("every review was the same twice")


if __name__ == "__main__":
    main()
