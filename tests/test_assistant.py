"""What the assistant keeps of the solver's answers: a line in hand is never lost."""

from __future__ import annotations

from maze_solitaire.engine import Move, Position, deal, legal_moves
from maze_solitaire.play.assistant import Assistant
from maze_solitaire.solver import GAVE_UP, SOLVED, Result, SolveResult


def answer(result: Result, moves: tuple[Move, ...], bound: int, final: bool = True) -> SolveResult:
    """What the worker would hand over for a search."""
    return SolveResult(result, moves, bound, nodes=1, seconds=0.0, final=final)


START = deal(4)


def line(length: int, choice: int = 0, start: Position = START) -> tuple[Move, ...]:
    """Some legal line (standing in for a solver's); ``choice`` picks among first moves."""
    moves = []
    position = start
    for step in range(length):
        options = legal_moves(position)
        move = options[choice % len(options)] if step == 0 else options[0]
        moves.append(move)
        position = position.after_unchecked(move)
    return tuple(moves)


def test_a_failure_while_polishing_keeps_the_first_line() -> None:
    assistant = Assistant()
    first = line(5)
    assistant.learn(START, answer(SOLVED, first, 3, final=False))
    assistant.learn(START, None, "MemoryError: out of memory")
    known = assistant.known(START)
    assert known is not None and known.result == SOLVED and known.moves == first
    assert known.final and not assistant.wanted(START)  # no search again for it
    assert assistant.next_move(START, final_only=True) == first[0]
    assert assistant.failure(START) == ""  # a line in hand: nothing failed that matters


def test_a_search_that_gave_up_does_not_take_a_line_away() -> None:
    assistant = Assistant()
    assistant.learn(START, answer(SOLVED, line(5), 3, final=False))
    assistant.learn(START, answer(GAVE_UP, (), 3))
    known = assistant.known(START)
    assert known is not None and known.result == SOLVED and known.final


def test_a_late_first_line_does_not_replace_a_finished_one() -> None:
    assistant = Assistant()
    finished, rough = line(3), line(6, choice=1)
    assistant.learn(START, answer(SOLVED, finished, 3))
    assistant.learn(START, answer(SOLVED, rough, 3, final=False))
    known = assistant.known(START)
    assert known is not None and known.moves == finished and known.final


def test_following_a_first_line_keeps_a_finished_line_of_the_next_position() -> None:
    assistant = Assistant()
    rough = line(6)
    after = START.after_unchecked(rough[0])
    own = line(4, choice=1, start=after)
    assistant.learn(after, answer(SOLVED, own, 3))  # searched earlier (say, before an undo)
    assistant.learn(START, answer(SOLVED, rough, 3, final=False))
    assistant.followed(START, rough[0], after)
    known = assistant.known(after)
    assert known is not None and known.moves == own and known.final
    assert not assistant.wanted(after)  # so no search starts again for it


def test_following_a_finished_line_keeps_its_rest() -> None:
    assistant = Assistant()
    finished = line(6)
    after = START.after_unchecked(finished[0])
    assistant.learn(after, answer(GAVE_UP, (), 3))
    assistant.learn(START, answer(SOLVED, finished, 3))
    assistant.followed(START, finished[0], after)
    known = assistant.known(after)
    assert known is not None and known.moves == finished[1:] and known.final


def test_a_hint_from_the_first_line_still_leads_somewhere_once_the_final_differs() -> None:
    assistant = Assistant()
    rough, finished = line(6, choice=0), line(4, choice=1)
    assert rough[0] != finished[0]
    assistant.learn(START, answer(SOLVED, rough, 3, final=False))
    hinted = assistant.next_move(START)  # what a hint showed
    assistant.learn(START, answer(SOLVED, finished, 3))
    assert assistant.next_move(START) == finished[0]
    after = START.after_unchecked(rough[0])
    known = assistant.known(after)  # the player plays the hint all the same
    assert hinted == rough[0] and known is not None and known.moves == rough[1:]
    assert not known.final and assistant.wanted(after)  # searched again, to polish
