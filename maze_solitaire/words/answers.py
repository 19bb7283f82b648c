"""The solver's answers in words: for ``solve``, and for the game's status line and hints.

Honest as the answers are: "winnable" only with a line in hand, "unwinnable"
only when every reachable position was searched, and a search that gave up
says that nothing is known.
"""

from __future__ import annotations

from maze_solitaire.solver.answer import GAVE_UP, SOLVED, UNWINNABLE, Result, SolveResult
from maze_solitaire.words.common import plural
from maze_solitaire.words.glyphs import Glyphs


def summary(answer: SolveResult) -> str:
    """The last line ``solve`` prints: ``solved in 54 moves (lower bound 41)``."""
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
    if answer.optimal and answer.moves:
        return f"solved in {plural(len(answer.moves), 'move')}, the fewest there are ({bound})"
    return f"solved in {plural(len(answer.moves), 'move')} ({bound})"


def par_summary(par: int | None, lower_bound: int, unwinnable: bool) -> str:
    """The last line ``par`` prints: ``par 54 (lower bound 41)``."""
    bound = f"lower bound {lower_bound}"
    if par is not None:
        return f"par {par} ({bound})"
    if unwinnable:
        return f"no par: the position cannot be won ({bound})"
    return f"no par: the fixed search found no winning line ({bound})"


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
