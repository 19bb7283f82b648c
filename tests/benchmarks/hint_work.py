"""The work ``bench_solver.py --hint`` gives each build: the game's hint, to its first line.

Run as a script by a build's own Python (``python -I hint_work.py [CHECKOUT]``: its
installed package, or the checkout named), it reads positions on standard input, one
JSON line each (``{"rules": ..., "position": notation}``), and answers each with a JSON
line: the wall seconds from asking to the first line, the CPU seconds it took, and
the nodes the line took (nulls where the search ended without one, and then the wall and
CPU seconds it took to end).

It runs the game's own search (:func:`~maze_solitaire.play.assistant.analyse`), stopped
at the first line it hands over early, in this process, as the game's worker would
(the worker's start is not counted: ``cpulimit`` cannot follow a worker forked for each
position, so the benchmark runs this process under it instead). The CPU seconds are the
process's own clock, which other work on the machine does not inflate. Every first
line is replayed through the rules to a won position before it counts. It uses only
what the game had at ``f07fb68``, so that the yardstick runs it too. The first line of
its output says which core runs the searches.
"""

from __future__ import annotations

import json
import sys
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from maze_solitaire.engine import Position
    from maze_solitaire.solver import SolveResult


class _FirstLine(Exception):
    """Raised from the search's first-line callback: the hint has what it waits for."""

    def __init__(self, answer: SolveResult):
        super().__init__()
        self.answer = answer


def first_line(position: Position) -> dict[str, Any]:
    """How soon the game's search had a first line from ``position``."""
    from maze_solitaire.engine import Game
    from maze_solitaire.play.assistant import analyse

    def told(answer: SolveResult) -> None:
        raise _FirstLine(answer)

    wall, cpu = time.perf_counter(), time.process_time()
    try:
        analyse(position, told)
    except _FirstLine as first:
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        game = Game(position)
        for move in first.answer.moves:
            game.play(move)
        if not game.is_won():
            raise SystemExit(f"a first line does not win from {position.notation()}") from None
        return {"wall": wall, "cpu": cpu, "nodes": first.answer.nodes}
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {"wall": None, "cpu": None, "nodes": None, "ended": [wall, cpu]}


def core_name() -> str:
    """Which core runs the searches here."""
    try:
        from maze_solitaire.solver import core
    except ImportError:
        return "one core, before the compiled one"
    return "pure core" if core.compiled is None else "compiled core"


def main() -> None:
    if len(sys.argv) > 1:
        sys.path.insert(0, sys.argv[1])
    from maze_solitaire.engine import Position, variant_named
    from maze_solitaire.play.assistant import prepare_search

    prepare_search()
    print(json.dumps({"core": core_name()}), flush=True)
    for line in sys.stdin:
        task = json.loads(line)
        position = Position.parse(task["position"]).under(variant_named(task["rules"]))
        print(json.dumps(first_line(position)), flush=True)


if __name__ == "__main__":
    main()
