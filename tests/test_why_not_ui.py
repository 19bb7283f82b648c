"""Why a card goes nowhere, through the real command (issue 31, items 6 and 7): a
two-line answer leaves the key line on the screen, and a card in its place says so once."""

from __future__ import annotations

from pathlib import Path

from tests.commands import text_game
from tests.playing import NEARLY_WON
from tests.screen_board import BOARD_READY
from tests.terminal import Terminal

KEY_LINE = "arrows move"
"""The key line's first label: at 80 columns it starts ``arrows move  Enter play``."""


def test_a_two_line_why_not_keeps_the_key_line_on_an_80_by_24_screen(tmp_path: Path) -> None:
    env = {"MAZE_SOLITAIRE_HOME": str(tmp_path)}
    with Terminal("--deal", "5", columns=80, lines=24, env=env) as game:
        game.wait_for(BOARD_READY)
        game.send("home", "enter")  # r1c1: 8♣, which fits no gap
        text = game.wait_for("8♣ goes after 7♣")
        lines = text.splitlines()
        said = lines.index(next(line for line in lines if "8♣ goes after 7♣" in line))
        assert lines[said + 1].strip() == "holds 5♥", text  # the why-not takes two lines
        assert KEY_LINE in lines[said + 2], text  # and the key line follows them


def test_a_card_in_its_place_says_once_that_it_is(tmp_path: Path) -> None:
    status, lines = text_game(
        "--position", NEARLY_WON.notation(), "--text", commands="play 9S\nquit\n", home=tmp_path
    )
    assert status == 0
    said = [line for line in lines if line.startswith("9S ")]
    assert said == ["9S is in its place already, after 8S and before 10S (r2c1: the rows run on)"]
