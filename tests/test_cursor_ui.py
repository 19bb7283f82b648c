"""The terminal's own cursor follows the selection, for screen readers and braille displays.

They follow the hardware cursor (even a hidden one), so after every frame it must
stand on what is selected: read here through pyte, in the real game.
"""

from __future__ import annotations

from maze_solitaire.engine import deal, fillers
from tests.screen_board import slot_column
from tests.terminal import Terminal
from tests.test_tui import BOARD_READY


def cursor(game: Terminal) -> tuple[int, int]:
    return game.screen.cursor.y, game.screen.cursor.x


def test_the_cursor_stands_on_the_selected_slot_after_each_move_of_it() -> None:
    start = deal(1)
    with Terminal("--deal", "1") as game:
        text = game.wait_for(BOARD_READY)
        assert cursor(game) == slot_column(text, start.gaps[0])  # the first gap, '['
        game.send("right")
        text = game.settle()
        assert cursor(game) == slot_column(text, start.gaps[0] + 1)  # a card's first char
        game.send("down", "down")
        text = game.settle()
        assert cursor(game) == slot_column(text, start.gaps[0] + 1 + 18)


def test_the_cursor_stands_on_the_choice_being_picked_and_survives_a_resize() -> None:
    start = deal(1)
    gap = next(g for g in start.gaps if len(fillers(start, g)) > 1)
    with Terminal("--deal", "1") as game:
        game.wait_for(BOARD_READY)
        while slot_column(game.text, gap) != cursor(game):
            game.send("tab")
            game.settle()
        game.send("enter")  # the gap's candidates are numbered; the first is highlighted
        text = game.wait_for("Esc cancels")
        choices = sorted(fillers(start, gap), key=start.slot_of)
        at = [slot_column(text, start.slot_of(card)) for card in choices]
        assert cursor(game) in at
        first = cursor(game)
        game.send("tab")  # the next choice
        text = game.settle()
        assert cursor(game) in at and cursor(game) != first
        picked = cursor(game)
        game.resize(120, 40)  # a roomier layout: the same choice, somewhere else
        text = game.settle(quiet=0.3)
        moved = [slot_column(text, start.slot_of(card)) for card in choices]
        assert cursor(game) == moved[at.index(picked)]


def test_the_cursor_stands_on_a_question_while_it_waits() -> None:
    with Terminal("--deal", "1") as game:
        game.wait_for(BOARD_READY)
        game.send("tab", "tab", "enter")  # a move, so that n asks first
        game.wait_for("Moves 1")
        game.send("n")
        text = game.wait_for("(y/n)")
        line = next(n for n, row in enumerate(text.splitlines()) if "(y/n)" in row)
        assert cursor(game) == (line, 1)
