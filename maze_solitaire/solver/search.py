"""Weighted best-first search over positions in compact form: the solver's engine room.

Positions are in the compact form of :mod:`.compact`. The search is guided
by an *estimate* of the moves left, which is not a bound:

- the unsettled cards of the layout a :class:`~.layouts.LayoutFinder` aims
  at (each must move at least once), plus its anchor penalty;
- plus one per *cycle*: unsettled cards whose target slots are held by each
  other round a loop, so that one of them must first be parked elsewhere.

Most moves carry a card to its target slot ("home"). Such a move lowers the
estimate by exactly one and keeps the target, so its child is priced without
any work. Other children are priced only when first taken from the queue
(lazy evaluation); until then they wait with a guess.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Final, NamedTuple

from maze_solitaire.solver.budget import Budget, Tick
from maze_solitaire.solver.compact import (
    GAP,
    CompactRules,
    Link,
    Step,
    cells_after,
    line_back,
    where_after,
)
from maze_solitaire.solver.layouts import Finder, Target

Entry = tuple[float, float, int, int, bytes, bool]
"""A queue entry: (priority, estimate, -age, moves so far, cells, put off).

"Put off" entries stand for the moves that take a settled card away from a
node (at ``cells``): four in ten moves, seldom wanted, so they are made only
if the search comes to want them (``moves so far`` is then their children's).
"""

_CYCLES_ONLY: Final = 99
"""Pending work on a node: the target is the parent's, only cycles are left."""
_NOTHING: Final = -1
_LEAVING_HOME_GUESS: Final = 1
"""A settled card that moves away is guessed to cost one more move, not to help."""
_ENABLING_GUESS: Final = -0.5
"""A move that frees the target slot of a card that could then go home jumps the queue."""


@dataclass(slots=True)
class _Node:
    """What the search knows of one position (keyed by its cells).

    ``where`` is filled in when the node is expanded. ``pending`` is work
    left undone until then: :data:`_NOTHING`; :data:`_CYCLES_ONLY`
    (``target`` is right, the estimate lacks only its cycles); or a card
    code (``target`` is the parent's, with that card gone home since).
    """

    depth: int
    parent: bytes | None
    step: Step | None
    estimate: int | None
    target: Target | None
    where: bytes | None
    pending: int


class Outcome(NamedTuple):
    """What one search found: a winning line or not, and how hard it looked.

    ``exhausted`` means every position reachable from the start was expanded
    and none was won (none short enough, with ``shorter_than``).
    """

    steps: list[Step] | None
    expanded: int
    exhausted: bool


def best_first(
    cells: bytes,
    where: bytes,
    rules: CompactRules,
    finder: Finder,
    *,
    weight: float,
    max_nodes: int,
    deadline: float | None = None,
    shorter_than: int | None = None,
    bounds: Finder | None = None,
    tick: Tick | None = None,
) -> Outcome:
    """Search from ``cells``/``where`` for a won position; expand at most ``max_nodes``.

    Nodes are taken in order of ``moves so far + weight * estimate`` (ties:
    lower estimate, then the newest). With ``shorter_than``, only a line of
    fewer moves is accepted, and positions that ``bounds`` (an admissible
    :meth:`Finder.bound`) shows cannot make one are dropped. ``rules`` and
    ``finder`` are the variant's.

    Deterministic for the same arguments unless ``deadline`` (a
    :func:`time.perf_counter` value) is reached first (:class:`~.budget.Budget`).
    ``tick``, if given, is told the count of expanded positions every so often
    (the budget's looks), which changes nothing of the search.
    """
    search = _Search(rules, finder, weight)
    return search.run(
        cells,
        where,
        max_nodes=max_nodes,
        deadline=deadline,
        shorter_than=shorter_than,
        bounds=bounds,
        tick=tick,
    )


def estimate(cells: bytes, where: bytes, finder: Finder) -> int:
    """The search's estimate of the moves left from one position (not a bound)."""
    target = finder.target(where)
    return target.cost + _cycles(cells, target)


class _Search:
    """One best-first search: its nodes and its queue."""

    def __init__(self, rules: CompactRules, finder: Finder, weight: float):
        self.rules = rules
        self.finder = finder
        self.weight = weight
        self.nodes: dict[bytes, _Node] = {}
        self.queue: list[Entry] = []
        self.pushed = 0

    def run(
        self,
        cells: bytes,
        where: bytes,
        *,
        max_nodes: int,
        deadline: float | None,
        shorter_than: int | None,
        bounds: Finder | None,
        tick: Tick | None = None,
    ) -> Outcome:
        finder, weight, nodes, queue = self.finder, self.weight, self.nodes, self.queue
        target = finder.target(where)
        first = target.cost + _cycles(cells, target)
        nodes[cells] = _Node(0, None, None, first, target, where, _NOTHING)
        queue.append((weight * first, first, 0, 0, cells, False))
        budget = Budget(max_nodes, deadline, tick)
        expanded = 0
        limit = budget.next_check(expanded)
        pop = heapq.heappop
        while queue:
            priority, _, _, depth, key, put_off = pop(queue)
            node = nodes[key]
            if put_off:
                if node.depth + 1 == depth and node.where is not None:
                    self._expand(key, node.where, node, put_off=True)
                continue
            if node.depth < depth:
                continue  # reached again by a shorter line since this entry was queued
            here = node.where
            if here is None:
                here = node.where = self._where_after(node)
            if node.estimate is None:
                if node.pending != _CYCLES_ONLY or node.target is None:
                    node.target = finder.target(here)
                node.pending = _NOTHING
                node.estimate = node.target.cost + _cycles(key, node.target)
                real = depth + weight * node.estimate
                if real > priority:
                    self.pushed += 1
                    heapq.heappush(queue, (real, node.estimate, -self.pushed, depth, key, False))
                    continue
            elif node.pending != _NOTHING:
                assert node.target is not None
                node.target = _gone_home(node.target, node.pending)
                node.pending = _NOTHING
            # Counted when taken, before the budget is asked: the position it stops
            # on counts too, unexpanded (so every node count is what it has always been).
            expanded += 1
            if node.estimate == 0 and self.rules.is_won(key):
                return Outcome(line_back(key, self._link), expanded, False)
            if expanded >= limit:  # seldom: the node budget, or time to look at the clock
                if budget.spent(expanded):
                    return Outcome(None, expanded, False)
                limit = budget.next_check(expanded)
            if (
                shorter_than is not None
                and bounds is not None
                and depth + bounds.bound(here) >= shorter_than
            ):
                continue
            self._expand(key, here, node, put_off=False)
        return Outcome(None, expanded, True)

    def _where_after(self, node: _Node) -> bytes:
        """A node's ``where``, from its (expanded) parent's and the move between."""
        assert node.parent is not None and node.step is not None
        parent_where = self.nodes[node.parent].where
        assert parent_where is not None
        return where_after(parent_where, node.step)

    def _expand(self, key: bytes, here: bytes, node: _Node, *, put_off: bool) -> None:
        """Queue the children of ``node`` (at ``key``, with ``where`` ``here``).

        Moves that take a settled card away are put off behind one queue
        entry; ``put_off`` makes those and only those.
        """
        target = node.target
        estimate = node.estimate
        assert target is not None and estimate is not None
        nodes, queue, weight = self.nodes, self.queue, self.weight
        slot_of = target.slot_of
        card_for = target.card_for
        # A home move of the penalised first suit may lift the penalty: price it afresh.
        penalised_suit = target.first_suit if target.cost > len(target.unsettled) else -1
        depth = node.depth + 1
        guess = depth + weight * estimate
        homes: list[tuple[float, int, bytes]] = []
        push = heapq.heappush
        leaving = False
        rules = self.rules
        fits_no_block = self.finder.fits_no_block
        for card, source, gap in rules.legal_steps(key, here):
            aim = slot_of[card]
            settled = aim < 0 or aim == source
            if settled != put_off:
                leaving |= settled
                continue
            step = (card, source, gap)
            child = cells_after(key, step)
            old = nodes.get(child)
            if old is not None and old.depth <= depth:
                continue
            if aim == gap and card // 13 != penalised_suit:
                if old is None:
                    nodes[child] = _Node(depth, key, step, estimate - 1, target, None, card)
                else:
                    old.depth, old.parent, old.step = depth, key, step
                homes.append((depth + weight * (estimate - 1), estimate - 1, child))
                continue
            if old is None:
                # An unsettled card moved where it fits no block leaves every
                # layout's settled cards as they were: the target stands.
                stands = not settled and fits_no_block[card][gap]
                nodes[child] = _Node(
                    depth, key, step, None, target if stands else None, None,
                    _CYCLES_ONLY if stands else _NOTHING,
                )  # fmt: skip
            else:
                old.depth, old.parent, old.step = depth, key, step
            waiting = card_for[source]
            bump = (
                0
                if waiting == GAP and not settled
                else _guess(settled, waiting, step, key, rules)
            )
            self.pushed += 1
            push(queue, (guess + weight * bump, estimate + bump, -self.pushed, depth, child, False))
        if leaving:
            bump = _LEAVING_HOME_GUESS
            self.pushed += 1
            push(queue, (guess + weight * bump, estimate + bump, -self.pushed, depth, key, True))
        for priority, child_estimate, child in homes:  # queued last, so taken first
            self.pushed += 1
            push(queue, (priority, child_estimate, -self.pushed, depth, child, False))

    def _link(self, key: bytes) -> Link:
        node = self.nodes[key]
        if node.parent is None or node.step is None:
            return None
        return node.parent, node.step


def _guess(settled: bool, waiting: int, step: Step, cells: bytes, rules: CompactRules) -> float:
    """What a move not yet priced is guessed to add to the estimate.

    A settled card moving away: one more move. A move that frees the slot of
    ``waiting`` (the card whose target the move's source is) and leaves it a
    neighbour it may follow or precede: it jumps the queue. Anything else: 0.
    """
    if settled:
        return _LEAVING_HOME_GUESS
    if waiting == GAP:
        return 0
    card, source, gap = step
    left_slot = rules.look_left[source]  # ``source`` itself where the line ends there
    right_slot = rules.look_right[source]
    left = card if left_slot == gap else GAP if left_slot == source else cells[left_slot]
    right = card if right_slot == gap else GAP if right_slot == source else cells[right_slot]
    if waiting in rules.follow[left] or waiting in rules.precede[right]:
        return _ENABLING_GUESS
    return 0


def _gone_home(target: Target, card: int) -> Target:
    """``target`` after ``card`` went to its slot (the layout is unchanged)."""
    unsettled = tuple(c for c in target.unsettled if c != card)
    return target._replace(unsettled=unsettled, cost=target.cost - 1)


def _cycles(cells: bytes, target: Target) -> int:
    """Loops of unsettled cards each holding the next one's target slot.

    Following "the card in my target slot" from an unsettled card ends at a
    gap (the chain can be played home from that end) or comes back round:
    then one card of the loop must be parked elsewhere first, one more move.
    """
    slot_of = target.slot_of
    seen = bytearray(GAP + 1)
    loops = 0
    for card in target.unsettled:
        if seen[card]:
            continue
        follow = card
        while True:
            seen[follow] = 1
            holder = cells[slot_of[follow]]
            if holder == GAP or seen[holder]:
                loops += holder == card
                break
            follow = holder
    return loops
