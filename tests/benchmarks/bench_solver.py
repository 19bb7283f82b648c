"""Benchmark the solver on numbered deals, or on mid-game positions as a hint would see them.

Every line the solver returns is replayed through the rules (``Game.play``,
checked move by move) to a won position before it is counted. Run from the
checkout::

    python tests/benchmarks/bench_solver.py [-n 200] [--jobs 2] [--timeout 10] [--optimize 3]
    python tests/benchmarks/bench_solver.py --mid-game 200
    python tests/benchmarks/bench_solver.py --mid-game 1000 --hint --cpu-limit 33 --yardstick PYTHON
    python tests/benchmarks/bench_solver.py -n 200 --rules pysol   # one variant's deals
    python tests/benchmarks/bench_solver.py -n 200 --par [--yardstick PYTHON]  # par, beside it
    python tests/benchmarks/bench_solver.py -n 200 --solve-process --yardstick PYTHON
    python tests/benchmarks/bench_solver.py -n 200 --prove 1       # shortest ends, 1 s each
    python tests/benchmarks/bench_solver.py -n 400 --survey        # the census's throughput
    python tests/benchmarks/bench_solver.py -n 100 --optimal [--max-nodes K]  # proven shortest wins
    python tests/benchmarks/bench_solver.py --optimal --deals 26,78   # those deals only
    python tests/benchmarks/bench_solver.py -n 200 --reference     # par against a reference solver
    python tests/benchmarks/bench_solver.py -n 10 --core-rate --yardstick PYTHON  # the cores

It prints the solve rate, the time per position (median, p95, max), the line length
(median, p95, max), the lower bound and length/bound, the nodes expanded per second (per
job), and how soon a first line was ready: the game shows a hint from it while the line
is polished. It asserts nothing: the targets are checked by reading the figures.

``--hint`` times the hint's first line as the game's own worker and search give it
(:mod:`hint_latency`: the worker forked, the search stopped at its first line), on this
checkout's compiled core and its pure one and, with ``--yardstick PYTHON``, on the
install of ``f07fb68`` that Python runs, taking turns on each position, so that all meet
the same load. It prints the share within 0.5 s, the slowest, the wall and CPU seconds
(the worker's own clock, which other work on the machine does not inflate) and the
load average before and after. ``--cpu-limit P`` runs the whole benchmark again under
``cpulimit -l P`` (P% of one core: 33 is a machine about three times slower; needs
``cpulimit``, e.g. ``apt-get install cpulimit``); with ``--hint``, each build's process
under a ``cpulimit`` of its own.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import time
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import NamedTuple

# Measure this checkout, not whatever copy of the package is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from maze_solitaire.engine import STANDARD, Game, Position, deal, variant_named
from maze_solitaire.solver import GAVE_UP, SOLVED, UNWINNABLE, Result, SolveResult
from maze_solitaire.solver.compact import cells_of, compact_rules, where_of
from maze_solitaire.solver.exact import proven_end
from maze_solitaire.solver.par import FIND_NODES, SHORTEN_NODES, par_of
from maze_solitaire.solver.schedule import solve
from maze_solitaire.solver.wins import finder_for
from maze_solitaire.survey.run import DealBudget, solve_deal
from tests.benchmarks import beside, core_rate, optimal_bench, reference_solver
from tests.benchmarks.bench_engine import mid_game_positions
from tests.benchmarks.figures import percentile
from tests.benchmarks.hint_latency import HINT_SECONDS, hint_report

PYTHON = sys.version.split()[0]
CPU_LIMITED = "BENCH_SOLVER_CPU_LIMIT"
"""Set in the environment of the run that ``--cpu-limit`` started under cpulimit."""


def under_cpu_limit(percent: int) -> None:
    """Run this benchmark again, with the same arguments, under ``cpulimit -l percent``
    (this process becomes cpulimit, which waits for it)."""
    cpulimit = shutil.which("cpulimit")
    if cpulimit is None:
        raise SystemExit("bench_solver: --cpu-limit needs cpulimit (apt-get install cpulimit)")
    os.environ[CPU_LIMITED] = str(percent)
    command = [sys.executable, *sys.argv]
    # -f: start the program and wait for it; -m: its worker processes count too.
    os.execv(cpulimit, [cpulimit, "-l", str(percent), "-f", "-m", "-q", "--", *command])


def solve_one(
    task: tuple[Position, float | None, int | None, float, bool],
) -> tuple[SolveResult, float | None]:
    """The answer, and when a first line was ready (the game's hint shows it then)."""
    position, timeout, max_nodes, optimize, polish = task
    told: list[SolveResult] = []
    answer = solve(
        position,
        timeout=timeout,
        max_nodes=max_nodes,
        optimize=optimize,
        polish=polish,
        on_first_line=told.append,
    )
    first_line = told[0].seconds if told else answer.seconds if answer.solved else None
    return answer, first_line


def par_one(position: Position) -> tuple[SolveResult, float | None]:
    """Par's search, as an answer of the same shape (par's budget is nodes, not seconds)."""
    started = time.perf_counter()
    found = par_of(position)
    seconds = time.perf_counter() - started
    result: Result = GAVE_UP
    if found.par is not None or found.unwinnable:
        result = SOLVED if found.par is not None else UNWINNABLE
    return SolveResult(result, found.moves, found.lower_bound, found.nodes, seconds), None


class Beside(NamedTuple):
    """Par and the reference solver's line on one deal, given par's CPU seconds."""

    par: int | None
    reference: int | None
    seconds: float
    """Par's CPU seconds: what the reference solver was given."""


def reference_one(position: Position) -> Beside:
    """Par, and the reference solver (:mod:`.reference_solver`) given par's CPU time;
    both lines replayed through the rules before they count."""
    started = time.process_time()
    found = par_of(position)
    seconds = time.process_time() - started
    if found.par is not None and not reference_solver.replays(position, found.moves):
        raise SystemExit(f"par's line does not win from {position}")
    line = reference_solver.solve(position, seconds)
    if line is not None and not reference_solver.replays(position, line):
        raise SystemExit(f"the reference solver's line does not win from {position}")
    return Beside(found.par, None if line is None else len(line), seconds)


def reference_report(rows: list[Beside]) -> None:
    both = [(r.par, r.reference) for r in rows if r.par is not None and r.reference is not None]
    shorter = [(par, ref) for par, ref in both if ref < par]
    far = [(par, ref) for par, ref in shorter if ref <= 0.8 * par]
    print(f"par's CPU seconds (what the reference got): {spread([r.seconds for r in rows], '.2f')}")
    print(
        f"reference solver found a line on {sum(r.reference is not None for r in rows)}/"
        f"{len(rows)} deals; par on {sum(r.par is not None for r in rows)}/{len(rows)}"
    )
    print(
        f"reference shorter than par on {len(shorter)}/{len(rows)} deals, "
        f"at least 20% shorter on {len(far)}"
    )
    if shorter:
        print(f"  by (moves): {spread([par - ref for par, ref in shorter], 'g')}")
    if both:
        print(f"reference / par where both found a line: {spread([r / p for p, r in both], '.2f')}")


def reference_main(args: argparse.Namespace) -> None:
    if args.rules != STANDARD or args.mid_game:
        raise SystemExit("--reference plays standard deals only (the reference solver's rules)")
    numbers = range(args.first, args.first + args.n)
    print(
        f"standard deals {numbers[0]}..{numbers[-1]}: par, then the reference solver "
        f"given par's CPU seconds; {args.jobs} job(s)"
    )
    with Pool(max(args.jobs, 1)) as pool:
        rows = pool.map(reference_one, [deal(n) for n in numbers], chunksize=1)
    reference_report(rows)


def prove_one(task: tuple[Position, float]) -> tuple[int, int, float, int]:
    """How many of the last moves of a deal's line the exact search proves shortest
    within ``seconds``: (proven, line length, seconds taken, expanded)."""
    start, seconds = task
    line = solve(start, timeout=10.0).moves
    steps = [(int(move.card), move.source, move.target) for move in line]
    variant = start.variant
    began = time.perf_counter()
    found = proven_end(
        cells_of(start),
        where_of(start),
        steps,
        compact_rules(variant),
        finder_for(variant),
        max_nodes=2**62,
        deadline=began + seconds,
    )
    return found.proven, len(found.steps), time.perf_counter() - began, found.expanded


def prove_report(found: list[tuple[int, int, float, int]], seconds: float) -> None:
    proven = [p for p, _, _, _ in found]
    whole = sum(p == length for p, length, _, _ in found)
    print(f"proven shortest, moves from the end, within {seconds:g} s: {spread(proven, 'g')}")
    print(f"lowest: {min(proven)}; whole line proven: {whole}/{len(found)}")
    print(f"seconds spent: {spread([s for _, _, s, _ in found], '.3f')}")
    print(f"line length after: {spread([n for _, n, _, _ in found], 'g')}")


def survey_report(numbers: range, rules: str, jobs: int, max_nodes: int) -> None:
    """The census's own work (``survey``'s per-deal function and default budget)."""
    budget = DealBudget(max_nodes, None)
    tasks = [(rules, number, budget) for number in numbers]
    started = time.perf_counter()
    with Pool(jobs) as pool:
        rows = pool.map(solve_deal, tasks, chunksize=4)
    wall = time.perf_counter() - started
    solved = sum(row.result == SOLVED for row in rows)
    print(f"survey budget: {budget.text()}; {jobs} job(s); every line replayed by solve_deal")
    print(f"solved: {solved}/{len(rows)}; wall time {wall:.1f} s")
    print(f"throughput: {len(rows) / wall / jobs:.1f} deals per second per core")
    print(
        f"yardstick: {len(rows) / max(sum(row.seconds for row in rows), 1e-9):.1f} deals per "
        "second of solver time (the sum of the deals' own seconds)"
    )


def replays_to_a_win(start: Position, answer: SolveResult) -> bool:
    """Whether the answer's moves, each checked by the rules, end in a won position."""
    game = Game(start)
    for move in answer.moves:
        game.play(move)
    return game.is_won()


def spread(values: Sequence[float], form: str) -> str:
    return ", ".join(
        f"{name} {format(value, form)}"
        for name, value in (
            ("median", statistics.median(values)),
            ("p95", percentile(values, 0.95)),
            ("max", max(values)),
        )
    )


def report(starts: list[Position], answers: list[SolveResult], names: list[str]) -> None:
    solved = [(p, a) for p, a in zip(starts, answers, strict=True) if a.solved]
    for start, answer in solved:
        if not replays_to_a_win(start, answer):
            raise SystemExit(f"a returned line does not win from {start}")
    total = len(answers)
    share = 100 * len(solved) / total
    print(f"solved: {len(solved)}/{total} ({share:.1f}%), every line replayed to a win")
    unwinnable = [n for n, a in zip(names, answers, strict=True) if a.result == "unwinnable"]
    gave_up = [n for n, a in zip(names, answers, strict=True) if a.result == "gave-up"]
    if unwinnable:
        print(f"shown unwinnable: {', '.join(unwinnable)}")
    if gave_up:
        print(f"gave up on: {', '.join(gave_up)}")
    seconds = [a.seconds for a in answers]
    print(f"time per position (s): {spread(seconds, '.3f')}")
    if solved:
        lengths = [len(a.moves) for _, a in solved]
        bounds = [a.lower_bound for _, a in solved]
        ratios = [len(a.moves) / a.lower_bound for _, a in solved if a.lower_bound]
        print(f"solution length (moves): {spread(lengths, 'g')}")
        print(f"lower bound: {spread(bounds, 'g')}")
        if ratios:
            print(f"length / lower bound: {spread(ratios, '.2f')}")
    nodes = sum(a.nodes for a in answers)
    print(f"nodes per second (per job): {nodes / max(sum(seconds), 1e-9):,.0f}")


def parse_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=200, help="solve deals 1..N (default 200)")
    parser.add_argument("--first", type=int, default=1, help="start at this deal (default 1)")
    parser.add_argument(
        "--rules", type=variant_named, default=STANDARD, help="the variant (default standard)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per position")
    parser.add_argument("--max-nodes", type=int, help="nodes per position (default: no cap)")
    parser.add_argument(
        "--optimize", type=float, default=0.0, help="extra seconds to shorten each line"
    )
    parser.add_argument(
        "--no-polish",
        action="store_true",
        help="return greedy lines unpolished (what polishing costs and gains)",
    )
    parser.add_argument(
        "--mid-game",
        type=int,
        metavar="N",
        help="instead of deals, N positions from random mid-game play (hint latency)",
    )
    parser.add_argument(
        "--hint",
        action="store_true",
        help="with --mid-game: the hint's first line on each core, beside --yardstick's",
    )
    parser.add_argument(
        "--cpu-limit",
        type=int,
        metavar="P",
        help="run under cpulimit -l P (P%% of one core; 33: a machine three times slower)",
    )
    parser.add_argument(
        "--par", action="store_true", help="par's fixed node budget instead of the options above"
    )
    parser.add_argument(
        "--prove",
        type=float,
        metavar="S",
        help="how far from the end the exact search proves each line shortest in S seconds",
    )
    optimal_bench.add_arguments(parser)
    parser.add_argument(
        "--reference",
        action="store_true",
        help="par beside the reference solver given par's CPU time per deal (standard only)",
    )
    parser.add_argument(
        "--survey",
        action="store_true",
        help="the census's throughput: survey's own function and default budget",
    )
    beside.add_arguments(parser)
    core_rate.add_arguments(parser)
    return parser.parse_args()


def check_limits(args: argparse.Namespace) -> None:
    """Refuse what cannot be measured; run again under cpulimit if ``--cpu-limit`` asks it."""
    if args.hint and not args.mid_game:
        raise SystemExit("bench_solver: --hint needs --mid-game N")
    if args.cpu_limit is not None and args.cpu_limit < 1:
        raise SystemExit("bench_solver: --cpu-limit must be 1 or more (percent of a core)")
    if args.cpu_limit is not None and CPU_LIMITED not in os.environ and not args.hint:
        under_cpu_limit(args.cpu_limit)  # --hint runs its own processes under cpulimit


def run_apart(args: argparse.Namespace) -> bool:
    """Run the modes with a report of their own (beside, survey, optimal, ...); whether one ran."""
    if args.yardstick and (args.par or args.solve_process):
        beside.report(args)
    elif args.survey:
        from maze_solitaire.cli.options import SURVEY_MAX_NODES

        numbers = range(args.first, args.first + args.n)
        print(f"{args.rules.name} deals {numbers[0]}..{numbers[-1]}")
        survey_report(numbers, args.rules.name, max(args.jobs, 1), SURVEY_MAX_NODES)
    elif args.optimal:
        optimal_bench.bench(args)
    elif args.reference:
        reference_main(args)
    elif args.core_rate:
        core_rate.report(args)
    else:
        return False
    return True


def main() -> None:
    args = parse_arguments()
    check_limits(args)
    if run_apart(args):
        return
    if args.mid_game:
        starts = mid_game_positions(args.mid_game, args.rules)
        names = [f"#{i}" for i in range(len(starts))]
        print(f"{len(starts)} mid-game positions (10-40 random moves from random deals)")
        if args.hint:
            hint_report(starts, args.rules, args.yardstick, args.cpu_limit)
            return
    else:
        numbers = range(args.first, args.first + args.n)
        starts = [deal(number, args.rules) for number in numbers]
        names = [str(number) for number in numbers]
        print(f"{args.rules.name} deals {numbers[0]}..{numbers[-1]}")
    if args.par:
        print(
            f"par's budget: {FIND_NODES:,} nodes to find a line, "
            f"{SHORTEN_NODES:,} at most to shorten it; {args.jobs} job(s)"
        )
    else:
        print(
            f"budget per position: timeout {args.timeout:g} s, max nodes {args.max_nodes or '-'}, "
            f"optimize {args.optimize:g} s{', no polish' if args.no_polish else ''}; "
            f"{args.jobs} job(s); Python {sys.version.split()[0]}"
        )
    if args.prove is not None:
        with Pool(max(args.jobs, 1)) as pool:
            proofs = pool.map(prove_one, [(start, args.prove) for start in starts], chunksize=1)
        prove_report(proofs, args.prove)
        return
    tasks = [
        (start, args.timeout, args.max_nodes, args.optimize, not args.no_polish) for start in starts
    ]
    started = time.perf_counter()
    if args.par:
        if args.jobs > 1:
            with Pool(args.jobs) as pool:
                found = pool.map(par_one, starts, chunksize=1)
        else:
            found = [par_one(start) for start in starts]
    elif args.jobs > 1:
        with Pool(args.jobs) as pool:
            found = pool.map(solve_one, tasks, chunksize=1)
    else:
        found = [solve_one(task) for task in tasks]
    answers = [answer for answer, _ in found]
    print(f"wall time: {time.perf_counter() - started:.1f} s")
    report(starts, answers, names)
    first_lines = [seconds for _, seconds in found if seconds is not None]
    if first_lines:
        quick = sum(seconds <= HINT_SECONDS for seconds in first_lines)
        share = 100 * quick / len(found)
        print(f"first line (what a hint shows) (s): {spread(first_lines, '.3f')}")
        print(f"a first line within {HINT_SECONDS} s: {quick}/{len(found)} ({share:.1f}%)")


if __name__ == "__main__":
    main()
