"""A game's review in words: for ``review``, the review screen, and the text mode.

Moves are worded by the caller's ``say`` (the glyphs' ``move``, or the text mode's
voice), so that one text serves every face. The review's figures are the solver's
(:class:`~maze_solitaire.solver.answer.Review`); nothing here works one out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from maze_solitaire.solver.answer import Cost, Review
from maze_solitaire.storage import GameSummary
from maze_solitaire.words.common import plural

if TYPE_CHECKING:
    from maze_solitaire.engine import Move

SayMove = Callable[["Move"], str]
"""How a move is worded: ``7♥ r1c1 → r1c9``, ``7H r1c1 -> r1c9``, or in words."""

HONESTY: Final = (
    "Distances are the best lines the review found within a fixed budget (as par's: the same"
    " on every machine)"
)


def game_title(summary: GameSummary) -> str:
    """``game #12, standard-7`` (a position's game: ``game #12, a custom position``)."""
    from maze_solitaire.words.games import summary_code  # here: it reads dates

    code = summary_code(summary)
    if code is not None:
        return f"game #{summary.game_id}, {code}"
    if summary.branch is not None:
        source = summary.branch
        return (
            f"game #{summary.game_id}, played on from game #{source.game_id} "
            f"after {plural(source.move, 'move')}"
        )
    return f"game #{summary.game_id}, a custom position"


def outcome(summary: GameSummary) -> str:
    """``won in 61 moves``, ``lost after 40 moves``."""
    moves = plural(summary.moves, "move")
    return f"won in {moves}" if summary.result == "won" else f"lost after {moves}"


def review_lines(review: Review, summary: GameSummary, par: int | None, say: SayMove) -> list[str]:
    """The review in a few lines: how the game went against par and the best line known,
    what became of the win in a game lost, the moves that cost the most, and what the
    figures are."""
    lines = [f"Review of {game_title(summary)}: {outcome(summary)}."]
    lines += _against_par(review, par) if review.won else _where_the_win_went(review, say)
    costly = review.costliest()
    if costly:
        lines.append("The moves that cost the most:")
        lines += [f"  {costly_line(cost, say)}" for cost in costly]
    elif review.costs():
        lines.append("No move cost more than one move over the best line known.")
    proven = sum(1 for distance in review.distances if distance.proven)
    lines.append(f"{HONESTY}; {proven} of {len(review.distances)} are proven the fewest.")
    return lines


def _against_par(review: Review, par: int | None) -> list[str]:
    moves = len(review.moves)
    said = []
    if par is not None:
        said.append(f"Against par: {plural(moves, 'move')}, par {par}: {_against(moves, par)}.")
    first = review.distances[0]
    if first.moves is not None:
        shortest = ", the fewest there are" if first.proven else ""
        said.append(
            f"The best line the review knows from the start: {plural(first.moves, 'move')}"
            f"{shortest} ({_against(moves, first.moves, 'more', 'fewer')} than yours)."
            if moves != first.moves
            else f"Your line is as short as the best the review knows{shortest}."
        )
    return said


def _against(moves: int, par: int, over: str = "over par", under: str = "under par") -> str:
    """``7 over par``, ``2 under par``, ``at par``; with other words, ``9 more``/``2 fewer``."""
    if moves == par:
        return "at par"
    if over == "more":  # of the best line, told from its side
        return f"{abs(moves - par)} {under if moves > par else over}"
    return f"{abs(moves - par)} {over if moves > par else under}"


def _where_the_win_went(review: Review, say: SayMove) -> list[str]:
    """For a game not won: from where the last win known was, what its first move was,
    and what came after (shown unwinnable, or no line found)."""
    last = review.last_winnable()
    final = len(review.moves)
    if last is None:
        if review.distances[0].unwinnable:
            return ["No win could be reached from the start: every position was searched."]
        return ["The review found no winning line from any position of the game."]
    distance = review.distances[last]
    assert distance.moves is not None and distance.best is not None
    way = f"{say(distance.best)} leads to one in {plural(distance.moves, 'move')}"
    if last == final:
        return [f"When the game was left, a win was still in reach: {way}."]
    where = "from the start" if last == 0 else f"after move {last}"
    said = [f"A win was still in reach {where}: {way}."]
    dead = review.first_unwinnable()
    if dead == last + 1:
        said.append(
            f"Move {dead} ({say(review.moves[last])}) left no win to reach: every position"
            " after it was searched."
        )
    else:
        said.append(
            f"After move {last + 1} ({say(review.moves[last])}) the review found no winning"
            " line within its budget, which does not prove there is none."
        )
    return said


def costly_line(cost: Cost, say: SayMove) -> str:
    """``move 14, 7♥ r1c1 → r1c9, cost 3 moves: a win was 31 away before it, 33 after;
    better: 8♣ r4c3 → r1c9``."""
    head = f"move {cost.number}, {say(cost.move)}"
    better = "" if cost.before.best is None else f"; better: {say(cost.before.best)}"
    extra = cost.extra
    if extra is None:
        gone = "no win to reach" if cost.after.unwinnable else "no line found"
        return f"{head}, lost the win: {cost.before.moves} away before it, {gone} after{better}"
    proven = " (proven)" if cost.proven else ""
    return (
        f"{head}, cost {plural(extra, 'move')}: a win was {cost.before.moves} away before it,"
        f" {cost.after.moves} after{proven}{better}"
    )


REVIEW_WAITING: Final = "The review is being made (a few seconds, in the background)..."
REVIEW_STILL: Final = "it is still being made: ask again in a while"


REVIEW_NONE: Final = "No ended game to review yet: finish or abandon a game first."


def reviewing_line(game_id: int, done: int, total: int) -> str:
    """How far the review being made has got (a progress line)."""
    return f"Reviewing game #{game_id}: {done} of {plural(total, 'position')} looked at..."


def not_kept_line(reason: str) -> str:
    """The review was printed, but could not be kept with its game."""
    return f"maze-solitaire: note: the review was not kept ({reason}); it is made again when asked"


def review_failed(game_id: int, failure: str) -> str:
    return f"The review of game #{game_id} could not be made: {failure}"


def review_title(game_id: int) -> str:
    return f"review of game #{game_id}"
