"""``bench_solver.py --optimal``: how many deals ``solve --optimal`` proves, beside the
yardstick's count on the same deals, in the same run.

Each deal's proof runs in a worker of this run (``--jobs`` at a time), timed in CPU
seconds of that worker; ``--yardstick PYTHON`` (the Python of an ``f07fb68`` install)
then proves the first ``--yardstick-sample`` of those deals at its own default budget, one
at a time in a process of its own (:mod:`.optimal_work`: the same work, its package),
since its pure Python core takes some 20 s a deal. Both count a deal proven "within a
minute" when its proof took at most :data:`OPTIMAL_CPU_SECONDS` of CPU.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import tempfile
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from maze_solitaire.solver.answer import OPTIMAL_NODES
from tests.benchmarks import optimal_work

OPTIMAL_CPU_SECONDS = 60.0
"""What ``--optimal`` counts as "within a minute": CPU seconds of one deal's proof."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--optimal",
        action="store_true",
        help=f"solve --optimal on each deal (exact search within --max-nodes, default "
        f"{OPTIMAL_NODES:,}), beside --yardstick's on --yardstick-sample of them",
    )
    parser.add_argument(
        "--deals",
        metavar="N,M,...",
        help="with --optimal: these deals, in this order, instead of -n and --first",
    )
    parser.add_argument(
        "--yardstick-sample",
        type=int,
        default=10,
        metavar="K",
        help="with --optimal --yardstick: the yardstick proves the first K deals (default 10)",
    )


def prove_one(task: tuple[int, str, int]) -> dict[str, Any]:
    return optimal_work.prove(*task)


def bench(args: argparse.Namespace) -> None:
    """Each deal's proof, ``--jobs`` at a time; then the yardstick's on its sample."""
    numbers: Sequence[int] = range(args.first, args.first + args.n)
    if args.deals:
        numbers = [int(number) for number in args.deals.split(",")]
    nodes = args.max_nodes or OPTIMAL_NODES
    print(f"{args.rules.name} deals {', '.join(map(str, numbers))}; {args.jobs} job(s)")
    tasks = [(number, args.rules.name, nodes) for number in numbers]
    rows = []
    with Pool(max(args.jobs, 1)) as pool:
        for row in pool.imap(prove_one, tasks, chunksize=1):
            rows.append(row)
            said = "optimal" if row["optimal"] else f"no win under {row['floor']}"
            print(
                f"deal {row['number']}: {said}, line {row['length']}, par {row['par']}, "
                f"bound {row['bound']}, {row['proof_nodes']} exact nodes, {row['cpu']:.1f} s",
                flush=True,
            )
    print(f"this checkout: exact search within {nodes:,} nodes per deal after par's search")
    report(rows)
    if args.yardstick:
        sample = list(numbers)[: args.yardstick_sample]
        print(f"yardstick ({args.yardstick}), its default budget, deals {sample}:")
        theirs = yardstick(args.yardstick, args.rules.name, sample)
        report(theirs)
        ours = [row for row in rows if row["number"] in sample]
        print(f"this checkout on the same {len(sample)} deals:")
        report(ours)


def yardstick(python: str, rules: str, deals: list[int]) -> list[dict[str, Any]]:
    """The yardstick's proofs of ``deals``: its own package, from a folder of its own."""
    task = {"rules": rules, "deals": deals, "max_nodes": None}
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(
            [python, "-I", str(Path(optimal_work.__file__))],
            input=json.dumps(task),
            capture_output=True,
            text=True,
            cwd=folder,
            check=True,
        )
    return [json.loads(line) for line in done.stdout.splitlines()]


def report(rows: list[dict[str, Any]]) -> None:
    """How many deals were proven, within a minute of CPU, and how far the proven floor got
    beside the plain bound (the yardstick of the floor) where unproven."""
    proven = [row for row in rows if row["optimal"]]
    quick = [row for row in proven if row["cpu"] <= OPTIMAL_CPU_SECONDS]
    print(
        f"  proven optimal: {len(proven)}/{len(rows)} "
        f"({len(quick)} within {OPTIMAL_CPU_SECONDS:g} s of CPU); every line replayed"
    )
    cpu = [row["cpu"] for row in rows]
    print(f"  CPU seconds per deal: median {statistics.median(cpu):.1f}, max {max(cpu):.1f}")
    nodes = sorted(row["proof_nodes"] for row in proven)
    if nodes:
        print(f"  exact nodes of the proofs: median {statistics.median(nodes):,.0f}, "
              f"max {nodes[-1]:,}")  # fmt: skip
    solved = [row for row in rows if row["par"] is not None]
    if solved:
        floors = [row["floor"] - row["bound"] for row in solved]
        gaps = [row["par"] - row["floor"] for row in solved]
        print(f"  proven floor above the plain bound: median {statistics.median(floors):g}")
        print(f"  par above the proven floor: median {statistics.median(gaps):g}")
