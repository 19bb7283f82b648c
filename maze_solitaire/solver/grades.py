"""Deals by difficulty: a grade for any deal, from a fixed search, the same everywhere forever.

**The measure** is the length of the winning line that one fixed search finds from the
deal: a best-first search (:func:`~.search.best_first`) at weight :data:`WEIGHT`, over all
suit orders, with the schedule's anchor penalty, within :data:`MAX_NODES` expanded
positions (a deal it does not win within them scores
:data:`~.answer.NO_LINE_SCORE`, past every line).
Its budget is positions, not seconds, so a deal's score is the same on every machine,
system and Python version, and a deal number means the same grade for as long as it
means the same deal (:data:`~.answer.GRADE_VERSION` changes with the measure).

Why this measure: a line's moves are the cards that must move (the lower bound, which
the game shows) plus the detours on the way, the cards parked and moved again to free a
slot; a search greedy enough to answer in well under a second (weight 5: it takes the
positions that look closest to a win, with a little care for the moves already made)
and careful enough not to wander finds a line whose length follows both. On a thousand
of deals 1001-3000 a simple greedy player (``tests/greedy.py``, led by the lower bound,
with no lookahead) won about two thirds of the quarter with the shortest such lines and
some four in ten of the quarter with the longest; the other figures tried separated
them less:

- the nodes that search (or the game's whole schedule) needs for a first line: a deal
  can be slow for the search, whose guide is not a player's, and short for a player;
- the lower bound alone, and the search's estimate at the start (the bound plus the
  loops of cards holding each other's slots): they see no detour a deal forces;
- par against the bound: the closest to "the detours a deal forces", but par's search
  takes seconds, past what a grade may cost.

Each rules is graded by its own moves, win and bound (the search is the variant's), with
cuts of its own.

**The grades** cut the scores at :data:`CUTS`, per variant: the scores of the deals
1001-3000 of each variant split into four parts as near a quarter each as their ties
allow (each cut where the share of the scores at or under it comes nearest a quarter,
a half, three quarters), so that about a quarter of all deals is each grade; deals 1-1000
were left out of that, to validate the grades on (the README gives the figures, and
``tests/benchmarks/bench_grades.py`` reproduces them). A score at a cut is in the
easier grade.

>>> from maze_solitaire.engine import deal
>>> graded = grade_of(deal(1))
>>> graded.grade, graded.score
('easy', 54)
"""

from __future__ import annotations

from typing import Final

from maze_solitaire.engine import Position, Variant
from maze_solitaire.solver.answer import GRADES, NO_LINE_SCORE, Grade, Graded
from maze_solitaire.solver.compact import cells_of, compact_rules, where_of
from maze_solitaire.solver.search import best_first
from maze_solitaire.solver.wins import finder_for

WEIGHT: Final = 5.0
"""How greedy the search is (see :func:`~.search.best_first`)."""
ANCHOR_PENALTY: Final = 8
"""Moves counted for a first suit with no settled card, as the game's schedule counts them."""
MAX_NODES: Final[dict[str, int]] = {"standard": 12_000, "pysol": 6_000, "aisleriot": 12_000}
"""Expanded positions the search may spend, per variant: under a second on the development
machine (the pysol bound is dearer per position, so it gets fewer)."""
CUTS: Final[dict[str, tuple[int, int, int]]] = {
    "standard": (64, 73, 84),
    "pysol": (60, 67, 76),
    "aisleriot": (57, 63, 70),
}
"""Per variant, the highest score of an easy deal, a medium one and a hard one (see the
module's docstring for how they were chosen)."""


def score_of(position: Position) -> tuple[int, int]:
    """The measure for ``position``: the length of the fixed search's line (or
    :data:`~.answer.NO_LINE_SCORE`), and the positions the search expanded."""
    variant = position.variant
    finder = finder_for(variant, anchor_penalty=ANCHOR_PENALTY)
    outcome = best_first(
        cells_of(position),
        where_of(position),
        compact_rules(variant),
        finder,
        weight=WEIGHT,
        max_nodes=MAX_NODES[variant.name],
    )
    score = NO_LINE_SCORE if outcome.steps is None else len(outcome.steps)
    return score, outcome.expanded


def grade_for(score: int, variant: Variant) -> Grade:
    """The grade a score makes under ``variant``'s cuts.

    >>> from maze_solitaire.engine import STANDARD
    >>> grade_for(40, STANDARD), grade_for(NO_LINE_SCORE, STANDARD)
    ('easy', 'expert')
    """
    cuts = CUTS[variant.name]
    return GRADES[sum(score > cut for cut in cuts)]


def grade_of(position: Position) -> Graded:
    """The grade of the deal (or any position) ``position``: the same on every machine,
    every run."""
    score, nodes = score_of(position)
    return Graded(grade_for(score, position.variant), score, nodes)
