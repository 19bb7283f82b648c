"""Words about what the player typed and chose, through the real command (issue 31,
item 12): a key named as typed, the grade chosen for new deals said plainly."""

from __future__ import annotations

from pathlib import Path

from tests.screen_board import BOARD_READY
from tests.terminal import Terminal


def test_a_non_ascii_key_is_named_as_typed(tmp_path: Path) -> None:
    with Terminal("--deal", "5", env={"MAZE_SOLITAIRE_HOME": str(tmp_path)}) as game:
        game.wait_for(BOARD_READY)
        game.send("é")
        text = game.wait_for("does nothing")
        assert "é does nothing" in text, text
        assert "M-" not in text


def test_a_non_ascii_key_in_an_ascii_terminal_is_named_in_ascii(tmp_path: Path) -> None:
    env = {"MAZE_SOLITAIRE_HOME": str(tmp_path), "LANG": "C", "LC_ALL": "C"}
    with Terminal("--deal", "5", env=env) as game:
        game.wait_for(BOARD_READY)
        game.send("é")
        text = game.wait_for("does nothing")
        assert "\\xe9 does nothing" in text, text
