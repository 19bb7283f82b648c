"""How long the demo's lines are, against par, on numbered deals: the line the demo plays
from a deal's start with the search's line alone, with par's line, and with par's line
once its end is proven shortest (the best the game knows).

For each deal it runs what the game runs in the background: the hint's search of the
start (:func:`~maze_solitaire.play.assistant.analyse`, time-budgeted as in the game)
and par's worker (:func:`~maze_solitaire.play.pars.find_par`, node-budgeted: par at
once, then its line with its end proven); hands them to a controller as the session
would; and lets the demo play to the win on a clock the script moves, each move
replayed through the rules. The search's line alone is what the demo played until it
followed par's: the yardstick. Run from the checkout::

    python tests/benchmarks/bench_demo.py [--deals 1-100] [--jobs 2]

It asserts nothing: it prints the medians, and the deals where the demo is longer
than par.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from maze_solitaire.engine import Game, deal, is_won
from maze_solitaire.play.actions import Action
from maze_solitaire.play.assistant import DEMO_STEP_SECONDS, analyse
from maze_solitaire.play.pars import find_par
from maze_solitaire.solver.answer import Par
from tests.sessions import FakeTime, ask_for, controller


def demo_length(number: int) -> tuple[int, int | None, int | None, int | None, int | None]:
    """Deal ``number``: par, the demo's moves with the search's line alone, with par's
    line, with par's line and its end proven, and the search's line's length."""
    start = deal(number)
    searched = analyse(start, lambda _: None)
    told: list[Par] = []
    proven = find_par(start, told.append)
    pars = (told[0] if told else proven, proven)
    lengths: list[int | None] = []
    for taught in ((), pars[:1], pars):
        time = FakeTime()
        c = controller(Game.from_deal(number), now=time)
        c.learn(start, searched)
        for par in taught:
            c.answers.learn_par(start, par)
        c.attending(True)
        ask_for(c, Action.DEMO)
        while not is_won(c.game.position) and c.game.move_count < 500:
            time.now += DEMO_STEP_SECONDS
            if not c.tick() and not c.assistant.demo_running:
                break  # no line: the demo stopped
        lengths.append(c.game.move_count if is_won(c.game.position) else None)
    line = len(searched.moves) if searched.solved else None
    return (proven.par or 0, lengths[0], lengths[1], lengths[2], line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="1-100", help="a range of deals, e.g. 1-100")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    first, last = (int(part) for part in args.deals.split("-"))
    numbers = range(first, last + 1)
    with Pool(args.jobs) as pool:
        rows = pool.map(demo_length, numbers, chunksize=1)
    pars = [row[0] for row in rows if row[0]]
    before = [row[1] for row in rows if row[1] is not None]
    taught = [row[2] for row in rows if row[2] is not None]
    after = [row[3] for row in rows if row[3] is not None]
    print(f"deals {args.deals}: {len(pars)} with a par, the demo won {len(after)}")
    print(f"  par:                                 median {statistics.median(pars)}")
    print(f"  demo, the search's line (yardstick): median {statistics.median(before)}")
    print(f"  demo, par's line:                    median {statistics.median(taught)}")
    print(f"  demo, par's line, its end proven:    median {statistics.median(after)}")
    shorter = sum(1 for row in rows if row[3] and row[0] and row[3] < row[0])
    print(f"  deals where the demo is shorter than par: {shorter}")
    longer = [
        (number, row)
        for number, row in zip(numbers, rows, strict=True)
        if row[3] and row[0] and row[3] > row[0]
    ]
    print(f"  deals where the demo is longer than par now: {len(longer)} {longer[:10]}")


if __name__ == "__main__":
    main()
