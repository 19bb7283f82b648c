"""Reviews as a player meets them: the real command in a pseudo-terminal (read with pyte)
and through a pipe (the text mode). The review of a game just won is made in the
background, shown, and kept with the game."""

from __future__ import annotations

from pathlib import Path

from maze_solitaire.solver.answer import REVIEW_VERSION
from maze_solitaire.storage import Store
from tests.commands import text_game
from tests.playing import NEARLY_WON
from tests.screen_board import BOARD_READY
from tests.terminal import game_in


def test_the_review_of_a_game_just_won_is_made_in_the_background(tmp_path: Path) -> None:
    with game_in(tmp_path, "--position", NEARLY_WON.notation()) as game:
        game.wait_for(BOARD_READY)
        game.send("/", "a", "s")  # the cursor to A♠
        game.send("enter")  # it fits two gaps: r1c1 wins
        game.wait_for("Esc cancels")
        game.send("1")
        game.wait_for("You won")
        game.send("v")
        game.wait_for("#1  standard custom  won")
        game.send("v")
        text = game.wait_for("Review of game #1, a custom position: won in 1 move.", timeout=120)
        assert "as short as the best the review knows, the fewest there are" in text
        game.send("esc")  # back to the list it came from
        game.wait_for("your games")
        game.send("esc")
        game.wait_for(BOARD_READY)
        game.send("q")
        assert game.wait_exit() == 0
    with Store.open(tmp_path) as store:  # kept with the game
        assert store.review(1, REVIEW_VERSION) is not None


def test_the_text_mode_reviews_the_game_just_won(tmp_path: Path) -> None:
    status, said = text_game(
        "--position", NEARLY_WON.notation(), commands="move AS r1c1\nreview\n", home=tmp_path
    )
    assert status == 0
    assert "Review of game #1, a custom position: won in 1 move." in said
