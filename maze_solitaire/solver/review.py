"""The review of a game: the best-known distance to a win from every position of its line.

Par-style: every search here has a fixed budget of expanded positions and no
clock, so the same line gets the same review on every machine and every run.
A full par search from each of sixty positions would take minutes; the review
is cheap because one line serves many positions:

1. **The line itself.** A won game's own moves are a winning line from every
   position along it: ``d(i) <= n - i``. A game that did not end in a win has a
   line searched for from its last position (:data:`FIRST_LINE_NODES`), and,
   where none is found, from each position before it, back to the first one
   with a line. Walking back, a move always gives ``d(i) <= 1 + d(i + 1)``.
2. **Shortcuts.** The player's detours (a card parked and moved again, a gap
   opened the long way) are taken out of that line by :mod:`.shortcuts`
   (:data:`SHORTCUT_NODES` in all): the shorter line still passes through
   the positions it does not cut out, and each of those gets its shorter rest.
3. **A search from each position**, walking back from the end
   (:data:`SEARCH_NODES` each), that accepts only lines shorter than the one in
   hand and drops what the admissible bound shows cannot give one. A line it
   finds is followed move by move, and every position of the player's line it
   passes through gets its rest (a later position, then every one before it
   by step 1 again). A search that looks at everything it was allowed to
   without a shorter line proves the one in hand the shortest.
4. **The exact search near the end** (:mod:`.exact`, :data:`EXACT_NODES` each),
   from the last position back until the first one it cannot settle: there
   the distance is proven the fewest moves there are. A line as long as the
   position's lower bound is proven without a search, anywhere.
5. **A closer look at each move that seems to cost moves**, before it is
   blamed: the distance after a move may only be a poor line. Walking on from
   the start, from after each such move, a search aimed at the won layout (the
   suit order) of the best line from before it (:data:`FOLLOW_NODES`): a move
   often leaves most of that plan standing, which a search free to aim
   anywhere misses. Where the move still seems costly, and while
   :data:`FRESH_NODES` last, the schedule's own search from scratch
   (:data:`FRESH_FIND_NODES` to find a line, :data:`FRESH_SHORTEN_NODES` to
   shorten it). A shorter line found after a move is what the next move is
   then measured from, so a run of poor lines is mended one move at a time.

The budgets were chosen on twelve games of wandering play (10-40 random moves
from a deal, then the solver's line; every fourth left unfinished), their three
costliest moves each checked against par's fixed search from both sides of the
move. These budgets blamed 6 of the 36 moves three or more moves too high, at
some 72,000 nodes per 60 moves; with twice the searches' nodes and no walk on
from the start (a second look at the costliest four only) it was 9, and with
15% fewer nodes 8, one of them by 43 moves (the cascade the walk on mends: a
lost game's whole tail chained to one poor line).

What is known is said as it is (:class:`~.answer.Distance`): a distance is a
line in hand, *proven* only when shown the fewest; a position is *unwinnable*
only when a search exhausted every position reachable from it; else "no line
found", which proves nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from maze_solitaire.engine import Move, Position, play
from maze_solitaire.solver import shortcuts
from maze_solitaire.solver.answer import Distance, Review
from maze_solitaire.solver.compact import (
    Step,
    as_move,
    as_step,
    cells_of,
    compact_rules,
    positions_along,
    where_of,
)
from maze_solitaire.solver.exact import shortest
from maze_solitaire.solver.layouts import Finder, SuitOrder
from maze_solitaire.solver.schedule import solve
from maze_solitaire.solver.search import best_first
from maze_solitaire.solver.wins import finder_for, orders_of

FIRST_LINE_NODES: Final = 10_000
"""The search for a first line from a position with none in hand (the last position of a
game that did not end in a win, and each before it until one has a line): as the game's
hint finds one for most mid-game positions."""
FIRST_LINES_NODES: Final = 60_000
"""What those searches may expand in all, however many positions have no line."""
SHORTCUT_NODES: Final = 10_000
"""What the shortcuts along the line may expand in all."""
SEARCH_NODES: Final = 800
"""What each position's search for a shorter line may expand."""
SEARCH_WEIGHT: Final = 1.5
"""How greedy that search is (see :mod:`.search`): careful, as its lines must be short."""
EXACT_NODES: Final = 3_000
"""What each exact search near the end may expand."""
FOLLOW_NODES: Final = 3_000
"""What each search after a move that seems to cost moves, aimed at the layout of the line
from before it, may expand."""
FOLLOW_WEIGHT: Final = 2.0
FRESH_FIND_NODES: Final = 6_000
"""What each search from scratch after a move that still seems to cost moves may expand
to find a line (the schedule's own)..."""
FRESH_SHORTEN_NODES: Final = 4_000
"""... and then to make it shorter (see :func:`~.schedule.solve`'s ``optimize_nodes``)."""
FRESH_NODES: Final = 15_000
"""What those searches from scratch may expand to find lines, in all."""
COSTLY_LEAST: Final = 2
"""The fewest extra moves that make a move seem costly enough for a closer look."""
_ANCHOR_PENALTY: Final = 8
"""As the schedule's searches have it (see :mod:`.schedule`)."""


def review_line(
    start: Position,
    moves: Sequence[Move],
    progress: Callable[[int, int], object] | None = None,
) -> Review:
    """The review of ``moves`` (legal, played in turn from ``start``): the same every time.

    ``progress``, if given, is told how many of the positions the walk back from the end
    has looked at, and how many there are, as it goes (it changes nothing).
    Raises :class:`~maze_solitaire.engine.IllegalMoveError` for a move that is not
    legal where it is played.
    """
    positions = [start]
    for move in moves:
        positions.append(play(positions[-1], move))
    return _Reviewing(positions, tuple(moves), progress).review()


class _Reviewing:
    """One review: the player's positions, and the best line known from each."""

    def __init__(
        self,
        positions: list[Position],
        moves: tuple[Move, ...],
        progress: Callable[[int, int], object] | None = None,
    ):
        variant = positions[0].variant
        self.progress = progress
        self.positions = positions
        self.moves = moves
        self.steps: list[Step] = [as_step(move) for move in moves]
        self.path = positions_along(cells_of(positions[0]), where_of(positions[0]), self.steps)
        self.rules = compact_rules(variant)
        self.bounds = finder_for(variant)
        self.free = finder_for(variant, anchor_penalty=_ANCHOR_PENALTY)
        self.lines: list[list[Step] | None] = [None] * len(positions)
        """The best winning line known from each position."""
        self.proven = [False] * len(positions)
        """Whether that line is the shortest there is (no line: no win at all)."""
        self.at: dict[bytes, list[int]] = {}
        """Where each position of the line is in it (a line may come back to one)."""
        for index, (cells, _) in enumerate(self.path):
            self.at.setdefault(cells, []).append(index)
        self.nodes = 0
        self._aims: dict[SuitOrder, Finder] = {}
        self._bounds_of: dict[SuitOrder, Finder] = {}

    def review(self) -> Review:
        last = len(self.positions) - 1
        self._first_lines(last)
        first = self.lines[0]
        if first is not None:
            cells, where = self.path[0]
            shorter, charged = shortcuts.shortened(
                cells, where, first, None, rules=self.rules, max_nodes=SHORTCUT_NODES
            )
            self.nodes += charged  # each window its whole allowance
            self._offer(0, shorter)
        exact = True  # the exact search goes back from the end until it fails once
        for index in range(last, -1, -1):
            if self.progress is not None:
                self.progress(last - index, last + 1)
            self._search(index)
            if exact:
                exact = self._prove(index)
            elif self._bound_met(index):
                self.proven[index] = True
        self._closer_looks()
        return Review(self.moves, tuple(self._distance(i) for i in range(last + 1)), self.nodes)

    # -- lines --------------------------------------------------------------------------------

    def _first_lines(self, last: int) -> None:
        """A line for the end (none needed after a win), else for the last position that
        has one; every position before it then has one too."""
        spent = 0
        for index in range(last, -1, -1):
            allowed = min(FIRST_LINE_NODES, FIRST_LINES_NODES - spent)
            if allowed <= 0:
                return
            answer = solve(self.positions[index], max_nodes=allowed, polish=False)
            spent += answer.nodes
            self.nodes += answer.nodes
            if answer.solved:
                steps = [as_step(move) for move in answer.moves]
                self._offer(index, steps)
                self.proven[index] = not steps  # won already
                return
            if answer.result == "unwinnable":
                for later in range(index, last + 1):  # what it reaches cannot win either
                    self.proven[later] = True

    def _offer(self, index: int, steps: list[Step]) -> None:
        """A winning line from position ``index``: each position of the player's line it
        passes through gets the line's rest if that is shorter than its own, and each
        position before those, by the player's moves, then too."""
        cells, where = self.path[index]
        reached = []
        for done, (here, _) in enumerate(positions_along(cells, where, steps)):
            for at in self.at.get(here, ()):
                line = self.lines[at]
                if line is None or len(steps) - done < len(line):
                    self.lines[at] = steps[done:]
                    reached.append(at)
        if reached:
            self._chain_back(max(reached))

    def _chain_back(self, index: int) -> None:
        """From ``index`` back to the start: a position is one player's move from the next,
        so its line is at most one longer than the next one's."""
        for at in range(index - 1, -1, -1):
            after = self.lines[at + 1]
            line = self.lines[at]
            if after is not None and (line is None or len(after) + 1 < len(line)):
                self.lines[at] = [self.steps[at], *after]

    def _search(self, index: int) -> None:
        """A careful search from position ``index`` for a line shorter than its own."""
        line = self.lines[index]
        if line is None or self.proven[index] or self._bound_met(index):
            return
        self._shorter(index, SEARCH_NODES)

    def _shorter(self, index: int, nodes: int) -> None:
        line = self.lines[index]
        assert line is not None
        cells, where = self.path[index]
        outcome = best_first(
            cells, where, self.rules, self.free,
            weight=SEARCH_WEIGHT, max_nodes=nodes, shorter_than=len(line), bounds=self.bounds,
        )  # fmt: skip
        self.nodes += outcome.expanded
        if outcome.steps is not None:
            self._offer(index, outcome.steps)
        elif outcome.exhausted:  # every shorter way looked at: none wins
            self.proven[index] = True

    def _bound_met(self, index: int) -> bool:
        """Whether the line in hand is as short as the admissible bound: the shortest."""
        line = self.lines[index]
        return line is not None and len(line) == self.bounds.bound(self.path[index][1])

    def _prove(self, index: int) -> bool:
        """The exact search from position ``index``: its line proven the shortest, or a
        shorter one found (and so proven). False when the search ran out first."""
        line = self.lines[index]
        if line is None:
            return self.proven[index]  # no line: go on back only past proven dead ends
        if self.proven[index] or self._bound_met(index):
            self.proven[index] = True
            return True
        cells, where = self.path[index]
        found = shortest(
            cells, where, self.rules, self.bounds,
            shorter_than=len(line), max_nodes=EXACT_NODES,
        )  # fmt: skip
        self.nodes += found.expanded
        if not found.proven:
            return False
        if found.steps is not None:
            self._offer(index, found.steps)
        self.proven[index] = True
        return True

    def _closer_looks(self) -> None:
        """Walking on from the start, after each move that seems to cost moves: a search
        aimed at the won layout of the best line from before it (its suit order), which
        the move often leaves standing where a search free to aim anywhere misses it;
        and if the move still seems to cost, while :data:`FRESH_NODES` last, the
        schedule's own search from scratch. A shorter line found after a move is then
        what the next move is measured from."""
        fresh = FRESH_NODES
        for after in range(1, len(self.lines)):
            if not self._seems_costly(after):
                continue
            cells, where = self.path[after]
            line = self.lines[after]
            assert line is not None
            outcome = best_first(
                cells, where, self.rules, self._aiming(self._order_won_by(after - 1)),
                weight=FOLLOW_WEIGHT, max_nodes=FOLLOW_NODES, shorter_than=len(line),
                bounds=self.bounds,
            )  # fmt: skip
            self.nodes += outcome.expanded
            if outcome.steps is not None:
                self._offer(after, outcome.steps)
            if fresh > 0 and self._seems_costly(after):
                answer = solve(
                    self.positions[after],
                    max_nodes=min(FRESH_FIND_NODES, fresh),
                    optimize_nodes=FRESH_SHORTEN_NODES,
                )
                fresh -= answer.nodes
                self.nodes += answer.nodes
                if answer.solved:  # (it cannot show unwinnable a position with a line)
                    self._offer(after, [as_step(move) for move in answer.moves])

    def _seems_costly(self, after: int) -> bool:
        """Whether the move that led to position ``after`` seems to cost
        :data:`COSTLY_LEAST` moves or more, the distance after it not proven."""
        before_line, line = self.lines[after - 1], self.lines[after]
        if before_line is None or line is None or self.proven[after]:
            return False
        return 1 + len(line) - len(before_line) >= COSTLY_LEAST

    def _order_won_by(self, index: int) -> SuitOrder:
        """The suit order of the won layout the best line from ``index`` ends in."""
        line = self.lines[index]
        assert line is not None
        cells, where = self.path[index]
        _, won = positions_along(cells, where, line)[-1]
        for order in orders_of(self.rules.variant):
            if self._bounding(order).bound(won) == 0:
                return order
        raise AssertionError("a winning line ends in no won layout")

    def _aiming(self, order: SuitOrder) -> Finder:
        if order not in self._aims:
            self._aims[order] = finder_for(self.rules.variant, (order,), _ANCHOR_PENALTY)
        return self._aims[order]

    def _bounding(self, order: SuitOrder) -> Finder:
        if order not in self._bounds_of:
            self._bounds_of[order] = finder_for(self.rules.variant, (order,))
        return self._bounds_of[order]

    def _distance(self, index: int) -> Distance:
        line = self.lines[index]
        if line is None:
            return Distance(None, self.proven[index])
        return Distance(len(line), self.proven[index], as_move(line[0]) if line else None)
