"""The searches' answers on fixed positions: what every core must answer alike.

Two cores run the solver's searches (the pure Python one and, where it was built, the
compiled one: :mod:`maze_solitaire.solver.core`), and both must give the answers the
solver gave before either existed, at ``f07fb68``: the same lines and the same node
counts on the same budgets, so that par, the shipped grades and the census stay valid.

:func:`answers` runs every kind of search on one position, small budgets each:

- best-first (:func:`~maze_solitaire.solver.search.best_first`) at the schedule's weights
  over all suit orders and committed to one, at the grades' weight, and bounded by
  ``shorter_than`` with the admissible bound pruning (down to weight 1.1, where it
  often runs dry: ``exhausted``);
- the exact search (:func:`~maze_solitaire.solver.exact.shortest`), asked for a line
  shorter than a greedy one and for one within three moves of the bound, and the
  proof of a line's end (:func:`~maze_solitaire.solver.exact.proven_end`);
- shortcuts (:func:`~maze_solitaire.solver.shortcuts.shortcut`) on two windows of a
  greedy line;
- the bound and the target of the position for two finders, and the bound of every
  position along the greedy line;
- every fourth position, the whole schedule (:func:`~maze_solitaire.solver.schedule.solve`).

Each answer is a short text: the line as a digest, the node count, what was proven.
:data:`POSITIONS` positions a rules (deal starts, mid-game positions from random play,
positions near the end of a greedy line) make the cases. Only the solver's public
functions are used, as they were at ``f07fb68``, so that its code answers them too:
``tests/data/answers-f07fb68.json`` holds its answers, recorded by running this module
against that code, from a folder where only the tests are (so that ``maze_solitaire``
is the installed yardstick; F07FB68_VENV a plain install of ``f07fb68``)::

    mkdir /tmp/record && cp -r tests /tmp/record/ && cd /tmp/record &&
    F07FB68_VENV/bin/python -m tests.identity --record answers-f07fb68.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from maze_solitaire.engine import VARIANTS, Move, Position, Variant, deal, legal_moves
from maze_solitaire.solver.compact import Step, cells_of, compact_rules, positions_along, where_of
from maze_solitaire.solver.exact import proven_end, shortest
from maze_solitaire.solver.layouts import Finder
from maze_solitaire.solver.schedule import solve
from maze_solitaire.solver.search import best_first
from maze_solitaire.solver.shortcuts import shortcut
from maze_solitaire.solver.wins import finder_for, orders_of

POSITIONS: Final = 200
"""Positions of each rules: the first 70 deal starts, 70 mid-game, 60 near an end."""
RECORDED: Final = Path(__file__).parent / "data" / "answers-f07fb68.json"
"""The answers of the code at ``f07fb68``, by rules, a list of answers a position."""


def positions(variant: Variant, count: int = POSITIONS) -> list[Position]:
    """The positions of the cases: fixed forever (seeded play from fixed deals)."""
    chooser = random.Random(f"identity {variant.name}")
    found = []
    for index in range(count):
        start = deal(variant.first_deal + 1 + index, variant)
        if index < 70:
            found.append(start)
        elif index < 140:
            position = start
            for _ in range(chooser.randint(10, 40)):
                position = position.after_unchecked(chooser.choice(legal_moves(position)))
            found.append(position)
        else:
            found.append(_near_an_end(start, chooser))
    return found


def _near_an_end(start: Position, chooser: random.Random) -> Position:
    """A position some moves from the end of a greedy line, a move or two off it."""
    line = _line(start, finder_for(start.variant, anchor_penalty=8), 12.0, 3000) or []
    position = start
    for step in line[: max(0, len(line) - chooser.randint(3, 16))]:
        position = position.after_unchecked(_move(position, step))
    for _ in range(chooser.randint(0, 2)):
        position = position.after_unchecked(chooser.choice(legal_moves(position)))
    return position


def _move(position: Position, step: Step) -> Move:
    return next(m for m in legal_moves(position) if (int(m.card), m.source, m.target) == step)


def _line(position: Position, finder: Finder, weight: float, nodes: int) -> list[Step] | None:
    variant = position.variant
    return best_first(
        cells_of(position), where_of(position), compact_rules(variant), finder,
        weight=weight, max_nodes=nodes,
    ).steps  # fmt: skip


def digest(value: object) -> str:
    """A short digest of ``value``'s text (a line, a target)."""
    return hashlib.sha256(repr(value).encode()).hexdigest()[:12]


def _said(steps: Sequence[Step] | None, *figures: object) -> str:
    line = "none" if steps is None else f"{len(steps)}:{digest([tuple(s) for s in steps])}"
    return " ".join([line, *(str(figure) for figure in figures)])


def answers(position: Position, index: int) -> list[str]:
    """Every search of the cases on ``position`` (the ``index``-th of its rules)."""
    variant = position.variant
    rules = compact_rules(variant)
    cells, where = cells_of(position), where_of(position)
    free = finder_for(variant, anchor_penalty=8)
    bounds = finder_for(variant)
    orders = orders_of(variant)
    order = orders[index % len(orders)]
    committed = finder_for(variant, (order,), anchor_penalty=8)
    said: list[str] = []

    def best(
        name: str, finder: Finder, weight: float, nodes: int, below: int | None = None
    ) -> list[Step] | None:
        found = best_first(
            cells, where, rules, finder, weight=weight, max_nodes=nodes,
            shorter_than=below, bounds=None if below is None else bounds,
        )  # fmt: skip
        said.append(f"{name} {_said(found.steps, found.expanded, found.exhausted)}")
        return found.steps

    best("w2", free, 2.0, 1000)
    greedy = best("w12", free, 12.0, 1200)
    best("order", committed, 8.0, 400)
    best("w5", free, 5.0, 1500)
    bound = bounds.bound(where)
    longest = len(greedy) if greedy is not None else bound + 30
    best("pruned", free, 1.5, 800, longest)
    best("tight", free, 1.1, 600, bound + 4)
    for name, below, nodes in (("exact", longest, 800), ("near", bound + 3, 1500)):
        proof = shortest(cells, where, rules, bounds, shorter_than=below, max_nodes=nodes)
        said.append(f"{name} {_said(proof.steps, proof.expanded, proof.proven, proof.floor)}")
    said.append(f"bounds {bound} {committed.bound(where)} {free.bound(where)}")
    for name, finder in (("target", free), ("aim", committed)):
        target = finder.target(where)
        shape = (
            tuple(target.unsettled), [-1 if s in (-1, 255) else s for s in target.slot_of],
            list(target.card_for),
            target.cost, target.first_suit,
        )  # fmt: skip
        said.append(f"{name} {digest(shape)} {target.cost}")
    if greedy is not None:
        path = positions_along(cells, where, greedy)
        said.append(f"along {digest([bounds.bound(w) for _, w in path])}")
        for start in (0, len(greedy) // 2):
            end = min(start + 14, len(greedy))
            if end - start >= 4:
                steps, none = shortcut(path[start], path[end][1], end - start, 400, rules=rules)
                said.append(f"shortcut {_said(steps, none)}")
        if index >= 140:
            tail = proven_end(cells, where, greedy, rules, bounds, max_nodes=600)
            said.append(f"proven {_said(tail.steps, tail.proven, tail.expanded)}")
    if index % 4 == 0:
        answer = solve(position, max_nodes=2000)
        moves = [(int(m.card), m.source, m.target) for m in answer.moves]
        said.append(f"solve {answer.result} {_said(moves, answer.nodes, answer.lower_bound)}")
    return said


def all_answers(variant: Variant, chosen: Sequence[int] | None = None) -> dict[int, list[str]]:
    """The answers on the cases' positions of ``variant`` (those ``chosen``: all)."""
    every = positions(variant)
    numbers = range(len(every)) if chosen is None else chosen
    return {number: answers(every[number], number) for number in numbers}


def recorded() -> dict[str, list[list[str]]]:
    """The answers of the code at ``f07fb68``, by rules (see the module's docstring)."""
    loaded: dict[str, list[list[str]]] = json.loads(RECORDED.read_text())
    return loaded


def main(arguments: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", type=Path, required=True, help="write the answers here")
    out = parser.parse_args(arguments).record
    found = {
        name: [said for _, said in sorted(all_answers(variant).items())]
        for name, variant in VARIANTS.items()
    }
    out.write_text(json.dumps(found, indent=0) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
