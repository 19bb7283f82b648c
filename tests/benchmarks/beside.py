"""Par and the whole ``solve`` process, each beside the yardstick build in the same run.

``bench_solver.py --par --yardstick PYTHON`` measures par on this checkout (CPU seconds
a deal, in worker processes) and, at the same time, par on the build whose Python is
given (an install of ``f07fb68``), run as a subprocess from a folder of its own, so
that its own package answers; par / lower bound is read with each build's own bound.

``bench_solver.py --solve-process --yardstick PYTHON`` runs ``maze-solitaire solve
--deal N`` as a whole process, both builds by the same interpreter (the yardstick's:
this checkout is put first on its path), the two in turns on each deal, the other
going first on every other deal, so both meet the same load. It prints the wall
seconds (what a user waits), the CPU seconds of the process, and each line's length.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from multiprocessing import Pool
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[2]

_PAR_SCRIPT = """
import json, sys, time
from multiprocessing import Pool
from maze_solitaire.engine import deal, variant_named
from maze_solitaire.solver.par import par_of
def one(task):
    rules, number = task
    cpu = time.process_time()
    found = par_of(deal(number, variant_named(rules)))
    return found.par, found.lower_bound, time.process_time() - cpu
rules, first, count, jobs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
with Pool(jobs) as pool:
    rows = pool.map(one, [(rules, n) for n in range(first, first + count)], chunksize=1)
print(json.dumps(rows))
"""

_MAIN = "import sys; from maze_solitaire.__main__ import main; sys.exit(main())"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--solve-process",
        action="store_true",
        help="with --yardstick: whole 'solve --deal N' processes, wall and CPU seconds",
    )


def report(args: argparse.Namespace) -> None:
    """``--par`` or ``--solve-process``, beside ``--yardstick``."""
    if args.par:
        par_beside(args.rules.name, args.first, args.n, args.jobs, args.yardstick)
    else:
        solve_beside(args.first, args.n, args.yardstick)


def _par_here(task: tuple[str, int]) -> tuple[int | None, int, float]:
    from maze_solitaire.engine import Game, deal, variant_named
    from maze_solitaire.solver.par import par_of

    rules, number = task
    start = deal(number, variant_named(rules))
    cpu = time.process_time()
    found = par_of(start)
    seconds = time.process_time() - cpu
    game = Game(start)
    for move in found.moves:
        game.play(move)  # checked by the rules
    if found.par is not None and not game.is_won():
        raise SystemExit(f"par's line does not win deal {number}")
    return found.par, found.lower_bound, seconds


def _figures(name: str, rows: list[tuple[int | None, int, float]]) -> None:
    found = [(par, bound, cpu) for par, bound, cpu in rows if par is not None]
    ratios = sorted(par / bound for par, bound, _ in found)
    cpus = sorted(cpu for _, _, cpu in rows)
    pars = sorted(par for par, _, _ in found)
    p95 = ratios[max(0, -(-95 * len(ratios) // 100) - 1)]
    print(
        f"{name}: found {len(found)}/{len(rows)}; par median {statistics.median(pars):g}, "
        f"max {pars[-1]}; par / lower bound median {statistics.median(ratios):.3f}, "
        f"p95 {p95:.3f}; CPU s a deal median {statistics.median(cpus):.2f}, "
        f"p95 {cpus[max(0, -(-95 * len(cpus) // 100) - 1)]:.2f}, max {cpus[-1]:.2f}"
    )


def par_beside(rules: str, first: int, count: int, jobs: int, yardstick: str) -> None:
    """Par on this checkout and on the yardstick, both at once (CPU seconds: the load
    of one does not inflate the other's)."""
    print(
        f"par, {rules} deals {first}..{first + count - 1}, {jobs} job(s) each; load {_load()}",
        flush=True,
    )
    with tempfile.TemporaryDirectory() as folder:
        theirs = subprocess.Popen(
            [yardstick, "-c", _PAR_SCRIPT, rules, str(first), str(count), str(jobs)],
            cwd=folder, stdout=subprocess.PIPE, text=True, env=_without_checkout(),
        )  # fmt: skip
        with Pool(jobs) as pool:
            ours = pool.map(_par_here, [(rules, n) for n in range(first, first + count)], 1)
        print(f"load when this checkout's were done: {_load()}", flush=True)
        _figures("this checkout (every line replayed to a win)", ours)
        out, _ = theirs.communicate()  # the pure yardstick takes some five times longer
    if theirs.returncode:
        raise SystemExit("the yardstick's par failed")
    print(f"load after: {_load()}")
    _figures(f"yardstick {yardstick}", [tuple(row) for row in json.loads(out)])


def _without_checkout() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MAZE_SOLITAIRE_CORE")}


def _solve_once(python: str, number: int, ours: bool, home: str) -> tuple[float, float, int]:
    """One whole ``solve --deal N`` process: wall seconds, its CPU seconds, the line's
    length (from its last line: 'solved in N moves ...')."""
    env = {**_without_checkout(), "MAZE_SOLITAIRE_HOME": home}
    if ours:
        env["PYTHONPATH"] = str(CHECKOUT)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = time.perf_counter()
    done = subprocess.run(
        [python, "-c", _MAIN, "solve", "--deal", str(number)],
        cwd=home, env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    wall = time.perf_counter() - wall
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return wall, cpu, int(done.stdout.splitlines()[-1].split()[2])


def solve_beside(first: int, count: int, yardstick: str) -> None:
    """``solve --deal N`` as a process, this checkout and the yardstick in turns."""
    found: dict[bool, list[tuple[float, float, int]]] = {True: [], False: []}
    print(f"maze-solitaire solve --deal N, deals {first}..{first + count - 1}, by {yardstick}")
    print(f"load average before: {_load()}")
    with tempfile.TemporaryDirectory() as home:
        for number in range(first, first + count):
            for ours in (True, False) if number % 2 else (False, True):
                found[ours].append(_solve_once(yardstick, number, ours, home))
    print(f"load average after: {_load()}")
    for ours, name in ((True, "this checkout"), (False, "yardstick")):
        walls, cpus, lengths = zip(*found[ours], strict=True)
        print(
            f"{name}: wall s median {statistics.median(walls):.3f}, "
            f"CPU s median {statistics.median(cpus):.3f}; line length median "
            f"{statistics.median(lengths):g}, mean {statistics.mean(lengths):.1f}"
        )


def _load() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


if __name__ == "__main__":
    sys.exit("run it through bench_solver.py (--par or --solve-process, with --yardstick)")
