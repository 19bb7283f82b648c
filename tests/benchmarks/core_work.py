"""The work ``bench_solver.py --core-rate`` gives each core, and the yardstick, to do.

The same searches on the same positions for every solver measured: best-first at the
schedule's weights (2 and 12 over all suit orders, 8 committed to one order) and the
exact search (A* on the bound, asked for a line within 12 moves of it), each within a
node budget, so that each does the same work wherever it runs; and, for the memory,
one long search under :mod:`tracemalloc`. It uses only the solver's public functions as
they were at ``f07fb68``, so that the yardstick runs it too: as a script, by the
yardstick's own Python (``python -I core_work.py``: its installed package, not this
checkout's), reading its task as JSON on standard input and writing JSON.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
import tracemalloc
from typing import Any

from maze_solitaire.engine import Position, variant_named
from maze_solitaire.solver.compact import cells_of, compact_rules, where_of
from maze_solitaire.solver.exact import shortest
from maze_solitaire.solver.search import best_first
from maze_solitaire.solver.wins import finder_for, orders_of

BEST_FIRST = ((2.0, None, 3000), (12.0, None, 3000), (8.0, 0, 1500))
"""(weight, which suit order or all, nodes): the schedule's searches."""
EXACT_NODES = 5000
EXACT_ABOVE = 12
"""The exact search is asked for a line shorter than the bound plus this."""


def rate(rules: str, notations: list[str]) -> dict[str, Any]:
    """The searches on each position: positions expanded and CPU seconds, by kind of
    search, and a digest of every answer (the lines and node counts)."""
    variant = variant_named(rules)
    compact = compact_rules(variant)
    orders = orders_of(variant)
    figures = {"best-first": [0, 0.0], "A*": [0, 0.0]}
    answers: list[tuple[list[tuple[int, int, int]] | None, int, int]] = []
    for number, notation in enumerate(notations):
        position = Position.parse(notation).under(variant)
        cells, where = cells_of(position), where_of(position)
        for weight, order, nodes in BEST_FIRST:
            chosen = None if order is None else (orders[(number + order) % len(orders)],)
            finder = finder_for(variant, chosen, anchor_penalty=8)
            began = time.process_time()
            found = best_first(cells, where, compact, finder, weight=weight, max_nodes=nodes)
            figures["best-first"][1] += time.process_time() - began
            figures["best-first"][0] += found.expanded
            answers.append((found.steps, found.expanded, 0))
        bounds = finder_for(variant)
        began = time.process_time()
        proof = shortest(
            cells, where, compact, bounds,
            shorter_than=bounds.bound(where) + EXACT_ABOVE, max_nodes=EXACT_NODES,
        )  # fmt: skip
        figures["A*"][1] += time.process_time() - began
        figures["A*"][0] += proof.expanded
        answers.append((proof.steps, proof.expanded, proof.floor))
    lines = repr([(None if a is None else [tuple(s) for s in a], n, f) for a, n, f in answers])
    return {"figures": figures, "answers": hashlib.sha256(lines.encode()).hexdigest()[:16]}


def memory(rules: str, notation: str, kind: str, nodes: int) -> dict[str, Any]:
    """The peak of memory traced while one search runs (its every structure: the
    positions it keeps, its queue, its finders' caches), and its CPU seconds."""
    variant = variant_named(rules)
    position = Position.parse(notation).under(variant)
    cells, where, compact = cells_of(position), where_of(position), compact_rules(variant)
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    tracemalloc.reset_peak()
    began = time.process_time()
    if kind == "A*":
        bounds = finder_for(variant)
        found = shortest(
            cells, where, compact, bounds, shorter_than=300, max_nodes=nodes
        ).expanded
    else:
        finder = finder_for(variant, anchor_penalty=8)
        found = best_first(cells, where, compact, finder, weight=1.0, max_nodes=nodes).expanded
    seconds = time.process_time() - began
    peak = tracemalloc.get_traced_memory()[1] - before
    tracemalloc.stop()
    return {"peak": peak, "expanded": found, "seconds": seconds}


def main() -> None:
    task = json.load(sys.stdin)
    if task["task"] == "rate":
        answer = rate(task["rules"], task["positions"])
    else:
        answer = memory(task["rules"], task["position"], task["kind"], task["nodes"])
    json.dump(answer, sys.stdout)


if __name__ == "__main__":
    main()
