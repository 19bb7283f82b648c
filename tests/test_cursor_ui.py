"""The terminal's own cursor follows the selection, for screen readers and braille displays.

They follow the hardware cursor (even a hidden one), so after every frame it must
stand on what is selected: read here through pyte, in the real game.
"""

from __future__ import annotations

from collections.abc import Callable

from maze_solitaire.engine import deal, fillers
from tests.screen_board import BOARD_READY, slot_column, slot_spacing
from tests.terminal import Terminal


def cursor_on(game: Terminal, slot: int, spacing: int = 6) -> Callable[[str], bool]:
    """A test for :meth:`Terminal.wait_for`: whether the cursor stands on ``slot`` drawn
    in the layout whose slots are ``spacing`` columns apart."""

    def test(text: str) -> bool:
        try:
            return slot_spacing(text) == spacing and game.cursor == slot_column(text, slot)
        except (AssertionError, IndexError):  # that row is not drawn yet
            return False

    return test


def test_the_cursor_stands_on_the_selected_slot_after_each_move_of_it() -> None:
    start = deal(1)
    with Terminal("--deal", "1") as game:
        game.wait_for(BOARD_READY)
        game.wait_for(cursor_on(game, start.gaps[0]))  # the first gap, '['
        game.send("right")
        game.wait_for(cursor_on(game, start.gaps[0] + 1))  # a card's first character
        game.send("down", "down")
        game.wait_for(cursor_on(game, start.gaps[0] + 1 + 18))


def test_the_cursor_stands_on_the_choice_being_picked_and_survives_a_resize() -> None:
    start = deal(1)
    gap = next(g for g in start.gaps if len(fillers(start, g)) > 1)
    with Terminal("--deal", "1") as game:
        game.wait_for(BOARD_READY)
        while slot_column(game.text, gap) != game.cursor:  # Tab goes from gap to gap
            before = game.cursor
            game.send("tab")
            game.wait_for_the_cursor_to_leave(before)
        game.send("enter")  # the gap's candidates are numbered; the first is highlighted
        text = game.wait_for("Esc cancels")
        choices = sorted(fillers(start, gap), key=start.slot_of)
        at = [slot_column(text, start.slot_of(card)) for card in choices]
        game.wait_for(lambda text: game.cursor in at)
        first = game.cursor
        game.send("tab")  # the next choice
        game.wait_for(lambda text: game.cursor in at and game.cursor != first)
        picked = choices[at.index(game.cursor)]
        game.resize(120, 40)  # a roomier layout: the same choice, somewhere else
        game.wait_for(cursor_on(game, start.slot_of(picked), spacing=10))


def test_the_cursor_stands_on_a_question_while_it_waits() -> None:
    with Terminal("--deal", "1") as game:
        game.wait_for(BOARD_READY)
        game.send("tab", "tab", "enter")  # a move, so that n asks first
        game.wait_for("Moves 1")
        game.send("n")
        text = game.wait_for("(y/n)")
        line = next(n for n, row in enumerate(text.splitlines()) if "(y/n)" in row)
        assert game.cursor == (line, 1)
