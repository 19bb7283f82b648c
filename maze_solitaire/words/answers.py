"""The solver's answers in words: for ``solve``, and for the game's status line and hints.

Honest as the answers are: "winnable" only with a line in hand, "unwinnable"
only when every reachable position was searched, and a search that gave up
says that nothing is known.
"""

from __future__ import annotations

from maze_solitaire.solver.answer import (
    GAVE_UP,
    NO_LINE_SCORE,
    SOLVED,
    UNWINNABLE,
    Graded,
    Result,
    SearchProgress,
    SolveResult,
)
from maze_solitaire.words.common import plural
from maze_solitaire.words.glyphs import Glyphs


def summary(answer: SolveResult, prove: int = 0) -> str:
    """The last line ``solve`` prints: ``solved in 54 moves (lower bound 41)``; asked to
    ``prove`` the line (``--prove K``), what it proved of it when not the whole line."""
    bound = f"lower bound {answer.lower_bound}"
    if answer.result == GAVE_UP:
        return f"gave up after {plural(answer.nodes, 'node')} ({bound})"
    if answer.result == UNWINNABLE:
        return (
            f"unwinnable: no won position can be reached "
            f"({plural(answer.nodes, 'position')} searched; {bound})"
        )
    if answer.result == SOLVED and not answer.moves:
        return f"already won: no move is needed ({bound})"
    moves = plural(len(answer.moves), "move")
    if answer.optimal and answer.moves:
        return f"solved in {moves}, the fewest there are ({bound})"
    if not prove:
        return f"solved in {moves} ({bound})"
    return f"solved in {moves} ({bound}); {_proven_tail(answer, prove)}"


def _proven_tail(answer: SolveResult, prove: int) -> str:
    """What ``--prove`` proved of a line it did not prove whole: how many of its last moves
    are the fewest from where they start.

    >>> from maze_solitaire.solver.answer import SolveResult
    >>> said = _proven_tail(SolveResult(SOLVED, ("m",) * 64, 42, 9, 0.1, proven_tail=29), 10)
    >>> said.removesuffix(" (--prove 10 positions)")
    'proven: from move 36 on (its last 29 moves) the fewest there are; not before'
    """
    budget = f"--prove {_positions(prove)}"
    tail = answer.proven_tail
    if not tail:
        return f"proven: none of it within {budget}"
    start = len(answer.moves) - tail + 1
    return (
        f"proven: from move {start} on (its last {plural(tail, 'move')}) the fewest there are;"
        f" not before ({budget})"
    )


def optimal_summary(answer: SolveResult, exact_nodes: int) -> str:
    """The last line ``solve --optimal`` prints: ``optimal (proven): 51 moves, no shorter
    win exists``, or, unproven, what was shown, and the positions each of its two
    searches counted (the exact search's against its budget, ``--max-nodes``): ``solved in
    51 moves; not proven optimal: no win takes fewer than 46 (the exact search ran out of
    --max-nodes at 200,000 positions; par's search, which found the line, took 55,961
    more)``."""
    if answer.result != SOLVED or not answer.moves:
        return summary(answer)
    moves = plural(len(answer.moves), "move")
    if answer.optimal:
        return f"optimal (proven): {moves}, no shorter win exists"
    return (
        f"solved in {moves}; not proven optimal: no win takes fewer than "
        f"{answer.lower_bound} (the exact search ran out of --max-nodes at "
        f"{_positions(exact_nodes)}; par's search, which found the line, took "
        f"{answer.nodes - exact_nodes:,} more)"
    )


def progress_line(what: str, progress: SearchProgress) -> str:
    """The line ``solve`` and ``par`` keep rewritten on a terminal while they search:
    ``solve: 123,456 positions searched, 4.2 s; best line so far 61 moves``."""
    best = "no line yet"
    if progress.best is not None:
        best = f"best line so far {plural(progress.best, 'move')}"
    return f"{what}: {_positions(progress.nodes)} searched, {progress.seconds:.1f} s; {best}"


def _positions(count: int) -> str:
    """``1 position``, ``100,000 positions``: a count of positions, in thousands."""
    return f"{count:,} position{'' if count == 1 else 's'}"


def give_more(timeout: float | None, max_nodes: int | None, nodes: int) -> str:
    """What ``solve`` adds on standard error when it gave up: the budget it had, and how to
    give it more.

    >>> for part in give_more(10.0, None, 75560).split("; "):
    ...     print(part)
    solve gave up within its budget of 10 s (--timeout 10)
    give it more with --timeout 20, or --max-nodes 160000 (the same answer on every machine)
    >>> give_more(None, 100000, 100000).endswith("give it more with --max-nodes 200000")
    True
    """
    if max_nodes is None:
        assert timeout is not None
        had = f"{timeout:g} s (--timeout {timeout:g})"
        twice = -(-2 * nodes // 10_000) * 10_000  # rounded up to ten thousand
        more = f"--timeout {2 * timeout:g}, or --max-nodes {twice}"
        more += " (the same answer on every machine)"
    elif timeout is None:
        had = f"{_positions(max_nodes)} (--max-nodes {max_nodes})"
        more = f"--max-nodes {2 * max_nodes}"
    else:
        had = (
            f"{timeout:g} s or {_positions(max_nodes)}"
            f" (--timeout {timeout:g} --max-nodes {max_nodes})"
        )
        more = f"--timeout {2 * timeout:g} --max-nodes {2 * max_nodes}"
    return f"solve gave up within its budget of {had}; give it more with {more}"


def par_summary(par: int | None, lower_bound: int, unwinnable: bool) -> str:
    """The last line ``par`` prints: ``par 54 (lower bound 41)``."""
    bound = f"lower bound {lower_bound}"
    if par == 0:  # as solve says it: "par 0" reads as a deal with no par
        return f"par 0: already won, no move is needed ({bound})"
    if par is not None:
        return f"par {par} ({bound})"
    if unwinnable:
        return f"no par: the position cannot be won ({bound})"
    return f"no par: the fixed search found no winning line ({bound})"


def grade_summary(graded: Graded) -> str:
    """What ``grade`` prints: ``easy (score 54: the fixed search's line, in 3,765
    positions)``."""
    if graded.score == NO_LINE_SCORE:
        how = f"the fixed search found no line within {graded.nodes:,} positions"
    else:
        how = f"the fixed search's line, found in {graded.nodes:,} positions"
    return f"{graded.grade} (score {graded.score}: {how})"


def no_line(result: Result) -> str:
    """What a hint says when the search found no line."""
    if result == UNWINNABLE:
        return "This position cannot be won: undo to an earlier one"
    return "No winning line found within the search budget (that is not a proof there is none)"


def failed(error: str) -> str:
    """What a hint says when the search itself failed (not that it gave up)."""
    return f"The search failed ({error}): nothing is known of this position"


SEARCH_FAILED = "search failed"
"""The status line's word when the search failed: it says nothing of the position."""


def indicator(
    known: SolveResult | None,
    searching: bool,
    glyphs: Glyphs,
    compact: bool,
    failure: str = "",
) -> str:
    """The status line's word on the position: winnable, searching, no line found…

    ``compact`` is the short form of "winnable" for a narrow status line.
    """
    if known is None:
        if failure:
            return SEARCH_FAILED
        return "searching..." if searching else ""
    if known.optimal:
        if compact:
            return f"{glyphs.check}={len(known.moves)}"
        return f"shortest win: {plural(len(known.moves), 'move')}"
    if known.result == SOLVED:
        if compact:
            return f"{glyphs.check}{glyphs.at_least}{known.lower_bound}"
        left = plural(known.lower_bound, "move")
        return f"winnable {glyphs.check} ({glyphs.at_least} {left} left)"
    if known.result == UNWINNABLE:
        return "unwinnable"
    return "no line found"
