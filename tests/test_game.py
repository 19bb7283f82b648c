"""A game's history: exact undo and redo after any sequence."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from maze_solitaire.engine import Game, IllegalMoveError, MazeError, NothingToUndoError, deal
from tests.strategies import deal_numbers


@given(deal_numbers, st.lists(st.integers(0, 10**6), max_size=40), st.data())
def test_undo_and_redo_are_exact(number: int, choices: list[int], data: st.DataObject) -> None:
    game = Game.from_deal(number)
    seen = [game.position]
    for choice in choices:
        moves = game.legal_moves()
        game.play(moves[choice % len(moves)])
        seen.append(game.position)
    assert game.move_count == len(choices)
    back = data.draw(st.integers(0, len(choices)))
    for _ in range(back):
        game.undo()
    assert game.position is seen[len(choices) - back]
    assert game.move_count == len(choices) - back
    for _ in range(back):
        game.redo()
    assert game.position is seen[-1]
    assert not game.can_redo


def test_a_new_move_after_undo_drops_the_undone_ones() -> None:
    game = Game.from_deal(7)
    first, second = game.legal_moves()[:2]
    game.play(first)
    game.undo()
    game.play(second)
    assert game.moves == [second]
    assert not game.can_redo


def test_nothing_to_undo_or_redo() -> None:
    game = Game.from_deal(3)
    with pytest.raises(NothingToUndoError):
        game.undo()
    with pytest.raises(NothingToUndoError):
        game.redo()


def test_restart_returns_to_the_deal_and_keeps_redo() -> None:
    game = Game.from_deal(3)
    for _ in range(5):
        game.play(game.legal_moves()[0])
    end = game.position
    game.restart()
    assert game.position == deal(3) and game.move_count == 0
    for _ in range(5):
        game.redo()
    assert game.position == end


def test_restore_replays_moves_and_keeps_the_undone_ones_redoable() -> None:
    game = Game.from_deal(11)
    for _ in range(6):
        game.play(game.legal_moves()[-1])
    game.undo()
    game.undo()
    again = Game.restore(game.start, game.all_moves, game.undone, deal_number=11)
    assert again.position == game.position and again.move_count == 4
    assert again.all_moves == game.all_moves and again.undone == 2
    again.redo()
    assert again.move_count == 5


def test_restore_refuses_a_tampered_record() -> None:
    game = Game.from_deal(11)
    moves = [game.play(game.legal_moves()[0]) for _ in range(3)]
    tampered = [*moves[:1], moves[2]]  # skips a move: the third is no longer legal
    with pytest.raises(IllegalMoveError):
        Game.restore(game.start, tampered)
    with pytest.raises(MazeError, match="not the layout of deal 12"):
        Game.restore(game.start, moves, deal_number=12)
    with pytest.raises(MazeError, match="cannot undo 4 of 3"):
        Game.restore(game.start, moves, undone=4)
