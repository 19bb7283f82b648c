"""The keyboard's comforts and the clickable lines, through the real command in a
pseudo-terminal: Home and End, a card typed after ``/``, a key bound to nothing, ``0``
in a choice, the go-to field's words, and clicks on the choice line and the key line."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from maze_solitaire.engine import Card, deal, fillers, parse_slot
from tests.screen_board import BOARD_READY, slot_column
from tests.terminal import Terminal


@pytest.fixture
def game() -> Iterator[Terminal]:
    with Terminal("--deal", "1") as terminal:  # the cursor starts on r1c9, a gap
        terminal.wait_for(BOARD_READY)
        yield terminal


def wait_for_the_cursor_on(game: Terminal, slot: str) -> None:
    game.wait_for(lambda text: game.cursor == slot_column(text, parse_slot(slot)))


def test_home_and_end_go_to_the_row_s_ends_then_round_the_ring(game: Terminal) -> None:
    game.send("end")  # on r1c9, the row's end already: the ring's last slot
    wait_for_the_cursor_on(game, "r6c9")
    game.send("home")
    wait_for_the_cursor_on(game, "r6c1")
    game.send("home")
    wait_for_the_cursor_on(game, "r1c1")
    game.send("end")
    wait_for_the_cursor_on(game, "r1c9")


def test_a_card_typed_after_a_slash_takes_the_cursor_there(game: Terminal) -> None:
    position = deal(1)
    game.send("/")
    game.wait_for("Find card:")
    game.send("q", "s")  # QS: the cursor goes as soon as the card is whole
    game.wait_for(lambda text: game.cursor == slot_column(text, position.slot_of(Card.parse("QS"))))


def test_an_unbound_key_is_named_and_sent_to_the_help(game: Terminal) -> None:
    game.send("z")  # bound to nothing anywhere (x abandons a game in the list of games)
    game.wait_for("z does nothing: ? lists the keys")


def test_nought_cancels_an_open_choice(game: Terminal) -> None:
    game.send("enter")  # r1c9: 7H or 8C
    game.wait_for("Esc cancels")
    game.send("0")
    text = game.wait_for("Cancelled")
    assert "Fill r1c9" not in text


def test_the_go_to_field_asks_for_a_number_and_frees_a_rejected_one(game: Terminal) -> None:
    game.send("g", "enter")
    game.wait_for("Type a deal number (0 to 4294967295), then Enter")
    game.send("4294967296", "enter")
    text = game.wait_for("is out of range")
    assert "Go to deal: ▏" in text  # the field is empty again


def test_the_choice_line_and_the_key_line_can_be_clicked(game: Terminal) -> None:
    start = deal(1)
    gap = parse_slot("r1c9")
    assert len(fillers(start, gap)) == 2
    game.send("enter")
    text = game.wait_for("Esc cancels")
    line = game.line_of("Fill r1c9")
    game.click(line, text.splitlines()[line].index("2 8") + 1)  # the second choice: 8C
    game.wait_for("Moves 1")
    text = game.wait_for(lambda t: "? help" in t)
    line = game.line_of("? help")
    game.click(line, text.splitlines()[line].index("? help") + 2)
    game.wait_for("this help")  # the help's list of keys
    game.send("esc")
    text = game.wait_for("u undo")
    line = game.line_of("u undo")
    game.click(line, text.splitlines()[line].index("u undo"))
    game.wait_for("Undid")
