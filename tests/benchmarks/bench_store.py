"""Benchmark the saved games: the time to save a move, and start-up with many games.

Run from the repository root (so that this checkout and its tests import)::

    python -m tests.benchmarks.bench_store [--saves N] [--games N] [--folder DIR]
        [--build NAME=VENV ...]

It prints the figures and asserts only that every save reached the disk.
The targets (issue 5): a save under 5 ms at the 95th percentile, and
start-up with 10,000 finished games within 10 ms of start-up with none. Since issue 31
start-up checks the file first (``PRAGMA quick_check``, which reads every page): its
cost is printed apart, beside the cost of opening the file. Since issue 29 the game
checks the file as it closes it and a start skips the check of a file unchanged since
(storage/checked.py): start-up and closing are printed in CPU seconds, for this build
and for each ``--build`` (another install, e.g. the yardstick build of f07fb68), each
on its own copy of the same files, in the same run.
Everything is measured through the public API, in a temporary folder on
the disk that holds ``--folder`` (the system's temporary folder by default).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from maze_solitaire.engine import DEAL_COUNT, Game
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage import Progress, Store
from tests.playing import NEARLY_WON, WINNING_MOVE

ROOT = Path(__file__).resolve().parents[2]
IN_PROGRESS_STEPS = 150


def step(game: Game, rng: random.Random) -> None:
    """One random legal move, or an undo when there is none (so the game mostly grows)."""
    moves = game.legal_moves()
    if moves:
        game.play(rng.choice(moves))
    else:
        game.undo()


def save_latencies(folder: Path, saves: int) -> tuple[list[float], int]:
    """Seconds taken by each of ``saves`` saves of one growing game; and its final length."""
    rng = random.Random(2026)
    times = []
    with Store.open(folder) as store:
        game = Game.from_deal(1)
        store.begin(game)
        for second in range(saves):
            step(game, rng)
            started = time.perf_counter()
            store.save(Progress(game, float(second)))
            times.append(time.perf_counter() - started)
            assert store.saving, store.notice  # a benchmark of failed writes would be worthless
        return times, len(game.all_moves)


def add_game_in_progress(folder: Path) -> None:
    """The same game in progress in every database measured, so that resume has work."""
    rng = random.Random(7)
    with Store.open(folder) as store:
        game = Game.from_deal(7)
        store.begin(game)
        for _ in range(IN_PROGRESS_STEPS):
            step(game, rng)
        store.save(Progress(game, 600.0))


def fill(folder: Path, count: int) -> None:
    """``count`` ended games through the store's API: 40 % won, the rest given up.

    Given-up games are 20 to 150 random moves of a random deal; won games
    (which random play never reaches) start one move from the win.
    """
    rng = random.Random(1)
    with Store.open(folder) as store:
        for _ in range(count):
            if rng.random() < 0.4:
                game = Game(NEARLY_WON)
                store.begin(game)
                game.play(WINNING_MOVE)
                hints = rng.choice((0, 0, 0, 1, 3))
                seconds, demo = rng.uniform(60, 900), rng.random() < 0.05
                store.save(Progress(game, seconds, hints, demo))
            else:
                game = Game.from_deal(rng.randrange(DEAL_COUNT))
                store.begin(game)
                for _ in range(rng.randint(20, 150)):
                    step(game, rng)
                store.save(Progress(game, rng.uniform(60, 1800)))  # the next game begun ends it
            assert store.saving, store.notice


def start_up(folder: Path, rounds: int) -> list[float]:
    """Seconds from opening the store to having the game resumed and the statistics read."""
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        store = Store.open(folder)
        resumed = store.resume()
        store.stats()
        times.append(time.perf_counter() - started)
        assert store.notice is None and (resumed is not None or not store.history(1))
        store.close()  # lets the next round resume the game again
    return times


START_AND_CLOSE = """
import json, sys, time
from maze_solitaire.storage import Store
starts, closes = [], []
for _ in range(int(sys.argv[2])):
    started = time.process_time()
    store = Store.open(sys.argv[1])
    resumed = store.resume()
    store.stats()
    opened = time.process_time()
    assert store.notice is None and (resumed is not None or not store.history(1))
    store.close()
    starts.append(opened - started)
    closes.append(time.process_time() - opened)
print(json.dumps([starts, closes]))
"""
"""Start-up (open, resume, statistics) and closing, in CPU seconds, as a build does them."""


def start_and_close(python: str, folder: Path, rounds: int) -> tuple[float, float]:
    """The median CPU seconds of ``python``'s maze-solitaire starting up on the saved games
    in ``folder`` and closing them, over ``rounds`` (run where the checkout is not, so
    that it imports its own install)."""
    done = subprocess.run(
        [python, "-c", START_AND_CLOSE, str(folder), str(rounds)],
        cwd=folder.parent,
        check=True,
        capture_output=True,
        text=True,
    )
    starts, closes = json.loads(done.stdout)
    return statistics.median(starts), statistics.median(closes)


def integrity_check(folder: Path, rounds: int) -> tuple[float, float]:
    """CPU seconds of the check the game and every reading command make of the file before
    reading it (``PRAGMA quick_check``, as :func:`~maze_solitaire.storage.schema.
    integrity_problem` makes it), and of opening the file with nothing checked (the
    yardstick, in the same run): the least of ``rounds``, the file's pages cached."""
    from maze_solitaire.storage.schema import integrity_problem

    checks, opens = [], []
    for _ in range(rounds):
        started = time.process_time()
        connection = sqlite3.connect(folder / DATABASE_NAME)
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        opened = time.process_time()
        assert integrity_problem(connection) is None
        checks.append(time.process_time() - opened)
        opens.append(opened - started)
        connection.close()
    return min(checks), min(opens)


def command(folder: Path, rounds: int) -> list[float]:
    """Seconds for ``maze-solitaire stats --json`` as a whole process (Python start-up included)."""
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "maze_solitaire", "--data-dir", str(folder), "stats", "--json"],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        times.append(time.perf_counter() - started)
    return times


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=2000)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=30, help="start-ups measured per database")
    parser.add_argument("--folder", type=Path, default=Path(tempfile.gettempdir()))
    parser.add_argument(
        "--build",
        action="append",
        default=[],
        metavar="NAME=VENV",
        help="also time start-up and closing with the maze-solitaire installed in VENV",
    )
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench-store-", dir=args.folder))
    try:
        run(args, work)
    finally:
        shutil.rmtree(work)


def run(args: argparse.Namespace, work: Path) -> None:
    print(f"folder: {work} (SQLite {__import__('sqlite3').sqlite_version}, WAL, synchronous=FULL)")

    times, length = save_latencies(work / "saves", args.saves)
    print(
        f"save after a move, {len(times)} saves of one game growing to {length} moves:"
        f" p50 {ms(percentile(times, 0.5))}, p95 {ms(percentile(times, 0.95))},"
        f" p99 {ms(percentile(times, 0.99))}, max {ms(max(times))}"
    )

    empty, one, many = work / "empty", work / "one", work / "many"
    Store.open(empty).close()
    add_game_in_progress(one)
    # Filling is fastest where a sync costs nothing (tmpfs); the file is then copied.
    scratch = Path(tempfile.mkdtemp(dir="/dev/shm" if Path("/dev/shm").is_dir() else work))
    try:
        started = time.perf_counter()
        fill(scratch, args.games)
        add_game_in_progress(scratch)
        filled = time.perf_counter() - started
        many.mkdir()
        shutil.copyfile(scratch / DATABASE_NAME, many / DATABASE_NAME)
    finally:
        shutil.rmtree(scratch)
    size = (many / DATABASE_NAME).stat().st_size / 2**20
    print(f"made {args.games:,} ended games through the API in {filled:.1f} s ({size:.1f} MiB)")

    print(f"start-up (open + resume + stats), median (min) of {args.rounds}:")
    medians = {}
    for label, folder in (
        ("empty database", empty),
        (f"one game in progress ({IN_PROGRESS_STEPS} steps)", one),
        (f"{args.games:,} ended games + that game", many),
    ):
        figures = start_up(folder, args.rounds)
        medians[folder] = statistics.median(figures)
        print(f"  {label:42} {ms(medians[folder])} ({ms(min(figures))})")
    print(
        f"  {args.games:,} games cost {ms(medians[many] - medians[empty])} over the empty"
        f" database, {ms(medians[many] - medians[one])} over the same game alone"
    )

    print(f"of which the integrity check (PRAGMA quick_check), CPU, least of {args.rounds}:")
    for label, folder in (
        ("empty database", empty),
        (f"one game in progress ({IN_PROGRESS_STEPS} steps)", one),
        (f"{args.games:,} ended games + that game", many),
    ):
        check, opened = integrity_check(folder, args.rounds)
        pages = (folder / DATABASE_NAME).stat().st_size // 4096
        print(f"  {label:42} {ms(check)} for {pages:,} pages (opening the file: {ms(opened)})")

    builds = [("this build", sys.executable)] + [
        (name, str(Path(venv) / "bin" / "python"))
        for name, _, venv in (build.rpartition("=") for build in args.build)
    ]
    print(f"start-up (open + resume + stats) and closing, CPU, median of {args.rounds}:")
    for label, folder in (
        (f"one game in progress ({IN_PROGRESS_STEPS} steps)", one),
        (f"{args.games:,} ended games + that game", many),
    ):
        for name, python in builds:
            own = work / f"{name.replace(' ', '-')}-{folder.name}"
            own.mkdir()
            shutil.copyfile(folder / DATABASE_NAME, own / DATABASE_NAME)
            started, closed = start_and_close(python, own, args.rounds)
            print(f"  {label:42} {name:14} start {ms(started)}, close {ms(closed)}")

    rounds = max(3, args.rounds // 3)
    print(f"'maze-solitaire stats --json' as a process, median of {rounds}:")
    for label, folder in (("empty database", empty), (f"{args.games:,} ended games", many)):
        print(f"  {label:42} {ms(statistics.median(command(folder, rounds)))}")


if __name__ == "__main__":
    main()
