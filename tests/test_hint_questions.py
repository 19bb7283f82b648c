"""A hint's own question, through the real command: asking again says yes (issue 31).

H, H, H on a clean deal steps forward (the question, the card, its gap), never
ask, cancel, ask; the text mode's ``hint`` does the same, and the question says so.
"""

from __future__ import annotations

from pathlib import Path

from maze_solitaire.play.modes import Question
from maze_solitaire.words import coach, spoken
from tests.commands import text_game
from tests.screen_board import BOARD_READY
from tests.terminal import Terminal


def test_hint_typed_while_its_question_is_open_says_yes(tmp_path: Path) -> None:
    status, lines = text_game(
        "--deal", "5", "--text", commands="hint\nhint\nhint\nquit\n", home=tmp_path
    )
    assert status == 0
    asked = [line for line in lines if "Show it?" in line]
    assert asked == [spoken.QUESTIONS[Question.HINT]], lines  # asked once
    assert asked[0].endswith("(y/n, or hint again)")
    assert not any(line.startswith("Cancelled") for line in lines), lines
    hints = [line for line in lines if line.startswith("Hint: ")]
    assert len(hints) == 2, lines  # the card, then where it goes
    assert hints[0].startswith("Hint: move ") and "hint again says why" in hints[1]


def test_another_question_is_still_cancelled_by_hint(tmp_path: Path) -> None:
    """Only the hint's own question takes ``hint`` for yes: a restart asked is cancelled,
    and the hint then asked for."""
    status, lines = text_game(
        "--deal", "5", "--text", commands="r2c4\n1\nrestart\nhint\nquit\n", home=tmp_path
    )
    assert status == 0
    at = lines.index(spoken.CANCELLED_BY)
    assert lines[at + 1] == spoken.QUESTIONS[Question.HINT], lines


def asked(game: Terminal, key: str) -> None:
    """Press ``key`` on a clean deal: its question says the key again says yes."""
    game.wait_for(BOARD_READY)
    game.send(key)
    text = game.wait_for("(y/n")
    assert f"or {key} again)" in text, text


def test_h_h_h_steps_through_the_hint_on_a_clean_deal(tmp_path: Path) -> None:
    with Terminal("--deal", "5", env={"MAZE_SOLITAIRE_HOME": str(tmp_path)}) as game:
        asked(game, coach.HINT_KEY)
        game.send("H")
        text = game.wait_for(lambda t: "Hint: move" in t or "Looking" in t, timeout=30)
        assert "Cancelled" not in text
        game.wait_for("Hint: move", timeout=30)
        game.send("H")
        text = game.wait_for("says why")
        assert "(y/n" not in text and "Cancelled" not in text, text


def test_d_while_the_demo_s_question_is_open_starts_it(tmp_path: Path) -> None:
    with Terminal("--deal", "5", env={"MAZE_SOLITAIRE_HOME": str(tmp_path)}) as game:
        asked(game, coach.DEMO_KEY)
        game.send("D")
        game.wait_for("Demo:")
