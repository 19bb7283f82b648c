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

What it keeps of each position (a *node*), in arrays indexed by the position's
number in a :class:`~.table.PositionTable` (with its queue and targets, some 110
to 150 bytes a node over a million: ``bench_solver.py --core-rate`` measures it):

``depth``, ``parent``, ``step``
    The moves of the shortest way found to it, the node it came from, and the
    move from there (``card << 16 | source << 8 | target``).
``estimate``
    The moves left it is guessed to need, -1 until priced.
``layout``
    Its target, as a number in the search's list of *layouts* (-1: none yet, to
    be found when it is priced): a target the finder gave, with the cards of its
    ``unsettled`` that stood in their slots already where it was found. A home
    child keeps its parent's layout, whose unsettled cards are then those not
    yet in their slot but for those (:func:`_estimate` skips the others), and
    whose cost has come down by the one card gone home: the estimate says so. A
    child whose card moved where it fits no layout keeps it too, and only its
    cycles are counted when it is priced. (A target that the search used to
    carry whole, and shorten card by card as they went home, is so a number.)
``where``
    Where its ``where`` is written once it is expanded (one ``bytearray`` of
    them; -1 before): its children's are their parent's and the move.

The queue (:class:`~.table.LastInQueue`) is keyed by ``(priority, estimate)``
and gives the newest entry first among equal keys: the order of a heap of
``(priority, estimate, -age)``. An entry is ``node << 33 | depth << 1 | put off``.

The compiled core's ``search.c`` mirrors this module.
"""

from __future__ import annotations

from array import array
from typing import Final, NamedTuple

from maze_solitaire.solver import core
from maze_solitaire.solver.budget import Budget, Tick
from maze_solitaire.solver.compact import GAP, CompactRules, Step
from maze_solitaire.solver.layouts import NO_AIM, Finder, Target
from maze_solitaire.solver.table import LastInQueue, PositionTable, line_to

_LEAVING_HOME_GUESS: Final = 1
"""A settled card that moves away is guessed to cost one more move, not to help."""
_ENABLING_GUESS: Final = -0.5
"""A move that frees the target slot of a card that could then go home jumps the queue."""
_UNKNOWN: Final = -1
"""An estimate not yet worked out; a layout not yet found; a ``where`` not yet written."""


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
    budget = Budget(max_nodes, deadline, tick)
    if shorter_than is None or bounds is None:
        shorter_than, bounds = None, None
    compiled = core.compiled
    if (
        compiled is not None
        and isinstance(finder, compiled.Finder)
        and (bounds is None or isinstance(bounds, compiled.Finder))
    ):
        found = compiled.best_first(
            cells, where, rules.compiled, finder, weight, budget, shorter_than, bounds
        )
    else:
        found = _Search(rules, finder, weight).run(cells, where, budget, shorter_than, bounds)
    steps, expanded, exhausted, _ = found
    return Outcome(steps, expanded, exhausted)


def estimate(cells: bytes, where: bytes, finder: Finder) -> int:
    """The search's estimate of the moves left from one position (not a bound)."""
    target = finder.target(where)
    return target.cost + _cycles(cells, target)


class _Search:
    """One best-first search: its nodes (see the module) and its queue."""

    def __init__(self, rules: CompactRules, finder: Finder, weight: float):
        self.rules = rules
        self.finder = finder
        self.weight = weight
        self.table = PositionTable(rules.slots)
        # Node 0 is no node: each array starts with a filler.
        self.depth = array("i", (0,))
        self.parent = array("i", (0,))
        self.step = array("i", (0,))
        self.estimate = array("h", (0,))
        self.layout = array("i", (0,))
        self.where_at = array("i", (0,))
        self.wheres = bytearray()
        self.layouts: list[Target] = []
        """The targets the nodes aim at, one for each time a target was found (most are
        the finder's, shared: a number costs a place in this list)."""
        self.already: dict[int, bytes] = {}
        """By layout, the cards of its target's ``unsettled`` that stood in their slots
        already where it was found, where any did (see :func:`_estimate`)."""
        self.queue = LastInQueue()

    def run(
        self,
        cells: bytes,
        where: bytes,
        budget: Budget,
        shorter_than: int | None,
        bounds: Finder | None,
    ) -> tuple[list[Step] | None, int, bool, int]:
        """The search: its line (or None), the positions it expanded, whether it ran out
        of them, and the positions it kept (what its memory grows with)."""
        weight, queue, table = self.weight, self.queue, self.table
        depths, estimates, layouts, where_at = self.depth, self.estimate, self.layout, self.where_at
        first, layout = self._priced(cells, where, _UNKNOWN)
        start = self._node(cells, table.find(cells), 0, 0, 0, first, layout)
        self._keep_where(start, where)
        queue.push((weight * first, first), start << 33)
        expanded = 0
        limit = budget.next_check(expanded)
        is_won = self.rules.is_won
        width, cells_width = len(where), len(cells)
        while queue:
            (priority, _), entry = queue.pop()
            node, depth, put_off = entry >> 33, (entry >> 1) & 0xFFFFFFFF, entry & 1
            if put_off:
                # (An expanded node's ``where`` is kept: always, when its put-off entry
                # is taken; the check is the one the search has always made.)
                if depths[node] + 1 == depth and where_at[node] >= 0:
                    at = where_at[node]
                    self._expand(node, bytes(self.wheres[at : at + width]), put_off=True)
                continue
            if depths[node] < depth:
                continue  # reached again by a shorter line since this entry was queued
            at = where_at[node]
            here = self._where_after(node) if at < 0 else bytes(self.wheres[at : at + width])
            key = table.keys[node * cells_width : (node + 1) * cells_width]
            if estimates[node] == _UNKNOWN:
                priced, layouts[node] = self._priced(key, here, layouts[node])
                estimates[node] = priced
                real = depth + weight * priced
                if real > priority:
                    queue.push((real, priced), entry)
                    continue
            # Counted when taken, before the budget is asked: the position it stops
            # on counts too, unexpanded (so every node count is what it has always been).
            expanded += 1
            if estimates[node] == 0 and is_won(key):
                return line_to(node, self.parent, self.step), expanded, False, len(table)
            if expanded >= limit:  # seldom: the node budget, or time to look at the clock
                if budget.spent(expanded):
                    return None, expanded, False, len(table)
                limit = budget.next_check(expanded)
            if (
                shorter_than is not None
                and bounds is not None
                and depth + bounds.bound(here) >= shorter_than
            ):
                continue
            if where_at[node] < 0:
                self._keep_where(node, here)
            self._expand(node, here, put_off=False)
        return None, expanded, True, len(table)

    def _priced(self, cells: bytes | bytearray, where: bytes, layout: int) -> tuple[int, int]:
        """The estimate of a position and its layout's number: a target found afresh if
        ``layout`` is -1, else ``layout``, its parent's (whose cycles only are new here)."""
        if layout < 0:
            target = self.finder.target(where)
            slot_of = target.slot_of
            already = bytes(card for card in target.unsettled if cells[slot_of[card]] == card)
            found = len(self.layouts)
            self.layouts.append(target)
            if already:
                self.already[found] = already
            # Found afresh: no card of it has gone home since.
            return target.cost + _cycles(cells, target), found
        return _estimate(cells, self.layouts[layout], self.already.get(layout, b"")), layout

    def _node(  # noqa: PLR0917  # a node's every field, in the arrays' order
        self, cells: bytes, place: int, depth: int, parent: int, step: int, estimate: int,
        layout: int,
    ) -> int:  # fmt: skip
        """A new node (``place`` from the table's :meth:`~.PositionTable.find`)."""
        table = self.table
        if table.count + 1 < table.room:  # the table's add, written out: a call a node costs
            table.count = node = table.count + 1
            table.keys += cells
            table.index[~place] = node
        else:
            node = table.add(cells, place)
        self.depth.append(depth)
        self.parent.append(parent)
        self.step.append(step)
        self.estimate.append(estimate)
        self.layout.append(layout)
        self.where_at.append(_UNKNOWN)
        return node

    def _keep_where(self, node: int, where: bytes) -> None:
        self.where_at[node] = len(self.wheres)
        self.wheres += where

    def _where_after(self, node: int) -> bytes:
        """A node's ``where``, from its (expanded) parent's and the move between."""
        at = self.where_at[self.parent[node]]
        step = self.step[node]
        changed = self.wheres[at : at + self.rules.cards]
        changed[step >> 16] = step & 0xFF
        return bytes(changed)

    def _expand(self, node: int, here: bytes, *, put_off: bool) -> None:  # noqa: PLR0915
        """Queue the children of ``node`` (its ``where`` is ``here``).

        Moves that take a settled card away are put off behind one queue
        entry; ``put_off`` makes those and only those.
        """
        layout = self.layout[node]
        target = self.layouts[layout]
        estimate = self.estimate[node]
        table, queue, weight = self.table, self.queue, self.weight
        depths, parents, steps = self.depth, self.parent, self.step
        slot_of = target.slot_of
        card_for = target.card_for
        # A home move of the penalised first suit may lift the penalty: price it afresh.
        penalised_suit = target.first_suit if target.cost > len(target.unsettled) else -1
        depth = depths[node] + 1
        guess = depth + weight * estimate
        homes: list[int] = []
        leaving = False
        rules = self.rules
        key = table.cells(node)
        fits_no_block = self.finder.fits_no_block
        buckets: dict[float, array[int]] = {}
        # The table's find (PositionTable.find), written out: a call a child costs.
        same, width = table.keys.startswith, table.width
        index, mask = table.index, table.mask
        for card, source, gap in rules.legal_steps(key, here):
            aim = slot_of[card]
            settled = aim == NO_AIM or aim == source  # noqa: PLR1714  # (no tuple a move)
            if settled != put_off:
                leaving |= settled
                continue
            changed = bytearray(key)
            changed[source] = GAP
            changed[gap] = card
            child_cells = bytes(changed)
            place = hash(child_cells) & mask
            child = index[place]
            while child and not same(child_cells, child * width):
                place = (place + 1) & mask
                child = index[place]
            if child:
                if depths[child] <= depth:
                    continue
            else:
                child = ~place
            step = card << 16 | source << 8 | gap
            home = aim == gap and card // 13 != penalised_suit
            if child < 0:
                # A home child is priced (one move less) and keeps the target; so does
                # one whose unsettled card moved where it fits no block, which leaves
                # every layout's settled cards as they were (its cycles priced later).
                stands = home or (not settled and fits_no_block[card][gap])
                child = self._node(
                    child_cells, child, depth, node, step,
                    estimate - 1 if home else _UNKNOWN, layout if stands else _UNKNOWN,
                )  # fmt: skip
                index, mask = table.index, table.mask  # (grown, perhaps)
            else:
                depths[child], parents[child], steps[child] = depth, node, step
            if home:
                homes.append(child)
                continue
            waiting = card_for[source]
            bump = (
                0
                if waiting == GAP and not settled
                else _guess(settled, waiting, (card, source, gap), key, rules)
            )
            bucket = buckets.get(bump)
            if bucket is None:
                bucket = buckets[bump] = queue.bucket((guess + weight * bump, estimate + bump))
            bucket.append(child << 33 | depth << 1)
        if leaving:
            bump = _LEAVING_HOME_GUESS
            queue.push((guess + weight * bump, estimate + bump), node << 33 | depth << 1 | 1)
        if homes:  # queued last, so taken first
            bucket = queue.bucket((depth + weight * (estimate - 1), estimate - 1))
            for child in homes:
                bucket.append(child << 33 | depth << 1)

def _guess(
    settled: bool, waiting: int, step: Step, cells: bytes | bytearray, rules: CompactRules
) -> float:
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


def _estimate(cells: bytes | bytearray, target: Target, already: bytes = b"") -> int:
    """The estimate where the cards stand at ``cells``, aiming at ``target``: its cost
    (one move per unsettled card, and the anchor penalty), less the cards of it that have
    gone home since it was found, and its :func:`_cycles`.

    ``already`` are the cards of ``unsettled`` that stood in their slot where the
    target was found: a runs target is the one found first for cards that stand
    alike by starts (:class:`~.runs.RunLayoutFinder`), and where they stand
    otherwise it may call a card in its slot unsettled, or one elsewhere settled.
    Those count as the search has always counted them (see :func:`_cycles`).
    """
    slot_of = target.slot_of
    home = bytes(c for c in target.unsettled if cells[slot_of[c]] == c and c not in already)
    return target.cost - len(home) + _cycles(cells, target, home)


def _cycles(cells: bytes | bytearray, target: Target, home: bytes = b"") -> int:
    """Loops of unsettled cards each holding the next one's target slot (cards gone
    ``home`` since the target was found aside: no other card's slot holds them).

    Following "the card in my target slot" from an unsettled card ends at a
    gap (the chain can be played home from that end) or comes back round:
    then one card of the loop must be parked elsewhere first, one more move.
    A card still in its slot where the target was found is a loop of its own; a
    settled card (with no slot of its own) is followed as if its slot were the
    last one: as the search has always counted them.
    """
    slot_of = target.slot_of
    seen = bytearray(GAP + 1)
    loops = 0
    for card in target.unsettled:
        if seen[card] or card in home:
            continue
        follow = card
        while True:
            seen[follow] = 1
            aim = slot_of[follow]
            holder = cells[-1 if aim == NO_AIM else aim]
            if holder == GAP or seen[holder]:
                loops += holder == card
                break
            follow = holder
    return loops
