"""Words about what the player typed and chose, through the real command (issue 31,
item 12): a key named as typed, and in the text mode a word typed back as typed and
the full screen's dash, where the output shows UTF-8 (escaped, and ASCII, where not)."""

from __future__ import annotations

from pathlib import Path

from maze_solitaire.words import UNICODE
from tests.commands import text_game
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


def test_the_text_mode_echoes_what_was_typed_and_dashes_as_the_full_screen(
    tmp_path: Path,
) -> None:
    typed = "💥\nfill r1c9\n1\nundo\nquit\n"  # a move made: a game with none is not kept
    status, lines = text_game("--deal", "5", "--text", commands=typed, home=tmp_path)
    assert status == 0
    assert any(line.startswith("Unknown command '💥'") for line in lines), lines
    assert lines[-1].startswith(f"Saved deal #5 {UNICODE.dash} 0 moves"), lines[-1]


def test_the_text_mode_in_an_ascii_terminal_escapes_it(tmp_path: Path) -> None:
    env = {"TERM": "dumb", "LANG": "C", "LC_ALL": "C", "MAZE_SOLITAIRE_HOME": str(tmp_path)}
    with Terminal("--deal", "5", env=env) as game:
        game.wait_for("> ")
        game.send("💥\r")
        text = game.wait_for("Unknown command")
        assert "Unknown command '\\U0001f4a5'" in text, text
