"""The work ``bench_solver.py --optimal`` gives this checkout and the yardstick: ``solve
--optimal``'s searches on one deal, timed in CPU seconds of the process that runs them.

It uses only :func:`~maze_solitaire.solver.optimal.solve_optimal` and the engine as they
were at ``f07fb68``, so that the yardstick runs it too: as a script, by the yardstick's
own Python (``python -I optimal_work.py``: its installed package, not this checkout's),
reading ``{"rules": ..., "deals": [...], "max_nodes": N or null}`` as JSON on standard
input and writing one JSON row a deal (null ``max_nodes``: the install's own default).
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from maze_solitaire.engine import Game, deal, variant_named
from maze_solitaire.solver.answer import OPTIMAL_NODES
from maze_solitaire.solver.optimal import solve_optimal
from maze_solitaire.solver.wins import lower_bound


def prove(number: int, rules: str, max_nodes: int | None) -> dict[str, Any]:
    """``solve --optimal`` on deal ``number``, its line replayed through the rules."""
    start = deal(number, variant_named(rules))
    began = time.process_time()
    answer, par, proof_nodes = solve_optimal(start, max_nodes=max_nodes or OPTIMAL_NODES)
    cpu = time.process_time() - began
    game = Game(start)
    for move in answer.moves:
        game.play(move)  # checked by the rules
    if answer.moves and not game.is_won():
        raise SystemExit(f"a returned line does not win from deal {number}")
    return {
        "number": number,
        "optimal": answer.optimal,
        "length": len(answer.moves),
        "floor": answer.lower_bound,
        "par": par,
        "bound": lower_bound(start),
        "proof_nodes": proof_nodes,
        "cpu": cpu,
    }


def main() -> None:
    task = json.load(sys.stdin)
    for number in task["deals"]:
        print(json.dumps(prove(number, task["rules"], task["max_nodes"])), flush=True)


if __name__ == "__main__":
    main()
