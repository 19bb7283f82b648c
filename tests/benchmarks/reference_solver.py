"""A reference solver for `standard` deals: a yardstick for par, written apart from ours.

This is the project's own independent implementation, not a third-party
solver. It is written from the rule book (engine/RULES.md) alone and imports
nothing of ``maze_solitaire.solver``: its moves, its win and its search are
its own, so that a line it finds and par misses says something about par's
search, not about a shared mistake. It takes the engine only to deal and,
in the benchmark, to replay its lines (``bench_solver.py --reference``).

The search is anytime weighted A*, restarted with smaller weights: each
search takes positions by ``moves so far + weight * h`` and accepts only a
line shorter than the best so far, until the CPU seconds it is given run out.
``h`` is the count of cards not yet *joined*: read in order from r1c1, gaps
skipped, a card is joined when the card read before it is the one before it
in its suit (an Ace: when it is read first, or after a Queen). It is zero
only for a won position. Benchmark-only: it lives under ``tests/``.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Sequence
from typing import Final

from maze_solitaire.engine import Move, Position, card

SLOTS: Final = 54
RUN: Final = 12
"""Cards of a suit in play: A … Q (the Kings are out)."""
GAP: Final = -1
WEIGHTS: Final = (50.0, 10.0, 5.0, 3.0, 2.0)
"""The weights of the searches, in turn, while the seconds last."""

Cells = tuple[int, ...]
"""Per slot, a card as ``suit * 12 + rank index`` (Ace 0 … Queen 11), or :data:`GAP`."""
Step = tuple[int, int, int]
"""(card, from slot, to slot)."""


def cells_of(position: Position) -> Cells:
    """The position in this solver's own terms (suit and rank from the engine's card)."""
    return tuple(GAP if c is None else c.suit * RUN + c.rank - 1 for c in position.cells)


def as_move(step: Step) -> Move:
    """A step as the engine's move, for replaying it through the rules."""
    code, source, target = step
    return Move(card(code % RUN + 1, code // RUN), source, target)


def legal_steps(cells: Cells) -> list[Step]:
    """The rule book's moves under `standard`: the 54 places are one ring."""
    steps: list[Step] = []
    where = {code: slot for slot, code in enumerate(cells) if code != GAP}
    for gap in range(SLOTS):
        if cells[gap] != GAP:
            continue
        wanted: list[int] = []
        left = cells[gap - 1]  # r1c1's left is r6c9: index -1
        right = cells[(gap + 1) % SLOTS]
        if left != GAP:
            if left % RUN < RUN - 1:  # A … J: the next of its suit
                wanted.append(left + 1)
            else:  # a Queen: any Ace
                wanted.extend(suit * RUN for suit in range(4))
        if right != GAP and right % RUN > 0 and right - 1 not in wanted:  # 2 … Q
            wanted.append(right - 1)
        steps.extend((code, where[code], gap) for code in wanted)
    return steps


def unjoined(cells: Cells) -> int:
    """Cards read in order whose card before is not the one before it in the suit."""
    count = 0
    before = GAP
    for code in cells:
        if code == GAP:
            continue
        count += not _joined(before, code)
        before = code
    return count


def _joined(before: int, code: int) -> bool:
    """Whether ``code`` read right after ``before`` (a gap: read first) is where its run has it."""
    if code % RUN:
        return before == code - 1
    return before == GAP or before % RUN == RUN - 1  # an Ace: first, or after a Queen


def played(cells: Cells, step: Step) -> Cells:
    code, source, target = step
    changed = list(cells)
    changed[source] = GAP
    changed[target] = code
    return tuple(changed)


def solve(position: Position, cpu_seconds: float) -> list[Move] | None:
    """The shortest line the searches find within ``cpu_seconds`` of this process's
    CPU time (None if none is found)."""
    ends = time.process_time() + cpu_seconds
    start = cells_of(position)
    best: list[Step] | None = None
    for weight in WEIGHTS:
        found = _search(start, weight, None if best is None else len(best), ends)
        if found is not None:
            best = found
        if time.process_time() >= ends:
            break
    return None if best is None else [as_move(step) for step in best]


def _search(
    start: Cells, weight: float, shorter_than: int | None, ends: float
) -> list[Step] | None:
    """One weighted A* for a line of fewer than ``shorter_than`` moves, until ``ends``."""
    limit = shorter_than if shorter_than is not None else 10**9
    came: dict[Cells, tuple[Cells, Step] | None] = {start: None}
    depth_of = {start: 0}
    queue = [(weight * unjoined(start), 0, start)]
    counter = 0
    while queue:
        _, depth, here = heapq.heappop(queue)
        if depth_of[here] < depth:
            continue
        counter += 1
        if counter % 256 == 0 and time.process_time() >= ends:
            return None
        for step in legal_steps(here):
            child = played(here, step)
            if depth + 1 >= limit or depth_of.get(child, limit) <= depth + 1:
                continue
            h = unjoined(child)
            if h == 0:
                came[child] = (here, step)
                return _line(came, child)
            if depth + 1 + (h + 2) // 3 >= limit:  # a move joins at most three cards
                continue
            depth_of[child] = depth + 1
            came[child] = (here, step)
            heapq.heappush(queue, (depth + 1 + weight * h, depth + 1, child))
    return None


def _line(came: dict[Cells, tuple[Cells, Step] | None], end: Cells) -> list[Step]:
    steps: list[Step] = []
    link = came[end]
    while link is not None:
        end, step = link
        steps.append(step)
        link = came[end]
    steps.reverse()
    return steps


def replays(position: Position, moves: Sequence[Move]) -> bool:
    """Whether ``moves``, each checked by the engine's rules, win from ``position``."""
    from maze_solitaire.engine import Game

    game = Game(position)
    for move in moves:
        game.play(move)
    return game.is_won()
