"""``bench_solver.py --core-rate``: the cores' speed and memory, beside the yardstick's.

The same searches (:mod:`core_work`) on the same positions (deal starts and mid-game
positions) run on the pure Python core and the compiled one, here, and on the solver
of a yardstick install (``--yardstick``: the Python of an install of ``f07fb68``,
the code before the cores), in a process of its own, in the same run. Each reports its
positions expanded per CPU second, by kind of search, and a digest of every answer: the
three must be the same (the same lines, the same node counts).

The memory: the peak that :mod:`tracemalloc` traces while one long search runs (the
positions it keeps, its queue, its finders' caches: all of it, the compiled core's
too, which allocates through Python's allocator), divided by the positions it keeps
(reached: in its table), for a search that keeps over a million (``--memory-nodes``
expanded). The yardstick's is measured on a tenth of the nodes (a million of its
positions would take gigabytes); tracemalloc slows Python code some tenfold, so the
pure core's memory run takes minutes.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from maze_solitaire.engine import deal, variant_named
from maze_solitaire.solver import core
from maze_solitaire.solver.budget import Budget
from maze_solitaire.solver.compact import cells_of, compact_rules, where_of
from maze_solitaire.solver.wins import finder_for
from tests.benchmarks import core_work
from tests.benchmarks.bench_engine import mid_game_positions

WORK = Path(core_work.__file__)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--core-rate",
        action="store_true",
        help="each core's positions per CPU second and bytes per kept position, beside "
        "--yardstick's",
    )
    parser.add_argument(
        "--yardstick",
        metavar="PYTHON",
        help="with --core-rate, --par, --solve-process or --hint: the Python of an f07fb68 install",
    )
    parser.add_argument(
        "--memory-nodes",
        type=int,
        default=250_000,
        metavar="N",
        help="with --core-rate: nodes of the long searches whose memory is measured (0: none)",
    )


def report(args: argparse.Namespace) -> None:
    rules = args.rules.name
    positions = [deal(n, args.rules) for n in range(args.first, args.first + args.n)]
    positions += mid_game_positions(args.n, args.rules)
    notations = [position.notation() for position in positions]
    print(
        f"{rules}: {len(positions)} positions ({args.n} deal starts from {args.first}, "
        f"{args.n} mid-game); best-first {core_work.BEST_FIRST} (weight, order, nodes), "
        f"A* within {core_work.EXACT_ABOVE} moves of the bound, {core_work.EXACT_NODES} nodes"
    )
    found: dict[str, dict[str, Any]] = {}
    if args.yardstick:
        found["yardstick"] = yardstick(args.yardstick, {"task": "rate", "rules": rules,
                                                         "positions": notations})  # fmt: skip
    for name, module in cores():
        core.compiled = module
        found[name] = core_work.rate(rules, notations)
    first = found.get("yardstick") or next(iter(found.values()))
    print("positions expanded per CPU second:")
    for name, figures in found.items():
        rates = {kind: n / max(s, 1e-9) for kind, (n, s) in figures["figures"].items()}
        times = {
            kind: rates[kind] / (first["figures"][kind][0] / max(first["figures"][kind][1], 1e-9))
            for kind in rates
        }
        said = ", ".join(f"{kind} {rates[kind]:>9,.0f} ({times[kind]:.1f}x)" for kind in rates)
        print(f"  {name:<10} {said}   answers {figures['answers']}")
    alike = len({figures["answers"] for figures in found.values()}) == 1
    print(f"answers: {'the same for all' if alike else 'DIFFERENT'}")
    if args.memory_nodes:
        memory_report(args, found)


def cores() -> list[tuple[str, Any]]:
    """The cores to measure: pure, and compiled where it was built."""
    built: list[tuple[str, Any]] = [("pure", None)]
    if core.extension is not None:
        built.append(("compiled", core.extension))
    return built


def yardstick(python: str, task: dict[str, Any]) -> dict[str, Any]:
    """The yardstick's answer to ``task``: its own package, from a folder of its own."""
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(
            [python, "-I", str(WORK)],
            input=json.dumps(task),
            capture_output=True,
            text=True,
            cwd=folder,
            check=True,
        )
    answer: dict[str, Any] = json.loads(done.stdout)
    return answer


def kept(rules: str, kind: str, nodes: int) -> int:
    """The positions the memory's search keeps (the same search on every core: the
    compiled one counts them quickest)."""
    variant = variant_named(rules)
    start = deal(1, variant)
    cells, where, compact = cells_of(start), where_of(start), compact_rules(variant)
    core.compiled = core.extension
    from maze_solitaire.solver.exact import _Bound, a_star
    from maze_solitaire.solver.search import _Search

    finder = finder_for(variant) if kind == "A*" else finder_for(variant, anchor_penalty=8)
    if core.compiled is not None:
        if kind == "A*":
            first = finder.bound(where)
            return int(core.compiled.a_star(
                cells, where, compact.compiled, finder, first, 300, Budget(nodes)
            )[4])  # fmt: skip
        found = core.compiled.best_first(
            cells, where, compact.compiled, finder, 1.0, Budget(nodes), None, None
        )
        return int(found[3])
    if kind == "A*":
        guide = _Bound(finder, compact)
        first = finder.bound(where)
        return a_star(cells, where, compact, guide, first=first, below=300, budget=Budget(nodes))[4]
    return _Search(compact, finder, 1.0).run(cells, where, Budget(nodes), None, None)[3]


def memory_report(args: argparse.Namespace, found: dict[str, Any]) -> None:
    rules = args.rules.name
    notation = deal(1, args.rules).notation()
    print("memory: tracemalloc's peak while one search from deal 1 runs, by positions kept")
    for kind in ("A*", "best-first"):
        nodes = args.memory_nodes
        positions = kept(rules, kind, nodes)
        task = {"task": "memory", "rules": rules, "position": notation, "kind": kind}
        if "yardstick" in found:
            small = kept(rules, kind, nodes // 10)
            measured = yardstick(args.yardstick, {**task, "nodes": nodes // 10})
            print(
                f"  {kind:<10} yardstick  {measured['peak'] / small:>7,.0f} bytes a position "
                f"({small:,} positions, {measured['peak'] / 1e6:,.0f} MB)"
            )
        for name, module in cores():
            core.compiled = module
            measured = core_work.memory(rules, notation, kind, nodes)
            print(
                f"  {kind:<10} {name:<10} {measured['peak'] / positions:>7,.0f} bytes a position "
                f"({positions:,} positions, {measured['peak'] / 1e6:,.0f} MB)"
            )


if __name__ == "__main__":
    sys.exit("run bench_solver.py --core-rate")
