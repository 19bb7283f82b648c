"""What a player reads, gathered for the tests of the words: the text mode's lines through
a pipe, every page of the full-screen help as the renderer draws it, and the manual."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from maze_solitaire.cli.described import described, exit_statuses
from maze_solitaire.fullscreen.front import FullScreen
from maze_solitaire.fullscreen.overlays import Help
from maze_solitaire.fullscreen.render import render
from maze_solitaire.shell.manual import page
from tests.terminal import COMMAND


def piped(*args: str, commands: str, home: Path) -> tuple[int, list[str]]:
    """The real command in the text mode, ``commands`` piped in: its status and lines."""
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "MAZE_SOLITAIRE_HOME": str(home),
    }
    result = subprocess.run(
        [COMMAND, *args],
        input=commands,
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
        check=False,
    )
    assert result.stderr == "", result.stderr
    return result.returncode, result.stdout.splitlines()


def help_pages(front: FullScreen, width: int, height: int) -> list[str]:
    """Every page of the help ``front`` shows (opened with ``?``), as the player turns them."""
    front.key("?")
    view = front.view()
    over = view.overlay
    assert isinstance(over, Help)
    pages = []
    for _ in range(50):
        canvas = render(view._replace(overlay=over), width, height)
        pages.append("\n".join(canvas.text()))
        if not canvas.more:
            return pages
        over = over.turned(over.page + 1)
    raise AssertionError("the help's pages never end")


def manual() -> str:
    """The manual page as the game makes it (a test holds the shipped one to the same)."""
    return page(described(), exit_statuses())
