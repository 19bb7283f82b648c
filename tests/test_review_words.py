"""The review knows who played and says what it proved in plain words (issue 31, item 5),
through the real command."""

from __future__ import annotations

from pathlib import Path

from tests.commands import cli, text_game
from tests.playing import a_few_moves_from_the_win
from tests.screen_board import BOARD_READY
from tests.terminal import Terminal


def test_the_review_of_a_game_the_demo_won_says_the_demo_played(tmp_path: Path) -> None:
    env = {"MAZE_SOLITAIRE_HOME": str(tmp_path)}
    with Terminal("--position", a_few_moves_from_the_win().notation(), env=env) as game:
        game.wait_for(BOARD_READY)
        game.send("D")  # a position's game: no clean win to lose, so no question
        game.wait_for("n new deal", timeout=30)
        game.send("q")
        assert game.wait_exit() == 0
    review = cli(tmp_path, "review", "1")
    assert review.returncode == 0, review.stderr
    said = review.stdout
    assert "The demo played moves of this game" in said, said
    assert "Your line" not in said and "yours" not in said, said
    assert "The line played is as short as the best the review knows" in said, said
    # What was proven, in a player's words.
    assert "proven the fewest" not in said and "No move cost more than" not in said
    assert "the review proved the shortest way to a win" in said, said


def test_the_review_of_a_game_with_hints_says_so(tmp_path: Path) -> None:
    status, said = text_game(
        "--position", a_few_moves_from_the_win().notation(),
        commands="hint\nmove 2S r1c2\nmove 3S r1c3\nreview\n", home=tmp_path,
    )  # fmt: skip
    assert status == 0
    assert "You played it with 1 hint." in said, said
    assert "Your line is as short as the best the review knows, the fewest there are." in said
