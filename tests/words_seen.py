"""What a player reads, gathered for the tests of the words: the text mode's lines through
a pipe, every page of the full-screen help as the renderer draws it, and the manual."""

from __future__ import annotations

from maze_solitaire.cli.described import described, exit_statuses
from maze_solitaire.fullscreen.front import FullScreen
from maze_solitaire.fullscreen.overlays import Help, Statistics
from maze_solitaire.fullscreen.render import render
from maze_solitaire.fullscreen.view import View
from maze_solitaire.shell.manual import page


def pages_of(view: View, width: int, height: int) -> list[str]:
    """Every page of the help or statistics screen ``view`` opens, as the player turns them."""
    pages = []
    screen_over = view.overlay
    assert isinstance(screen_over, Help | Statistics)
    for _ in range(50):
        canvas = render(view._replace(overlay=screen_over), width, height)
        pages.append("\n".join(canvas.text()))
        if not canvas.more:
            return pages
        screen_over = screen_over.turned(screen_over.page + 1)
    raise AssertionError("the pages never end")


def help_pages(front: FullScreen, width: int, height: int) -> list[str]:
    """Every page of the help ``front`` shows (opened with ``?``), as the player turns them."""
    front.key("?")
    return pages_of(front.view(), width, height)


def manual() -> str:
    """The manual page as the game makes it (a test holds the shipped one to the same)."""
    return page(described(), exit_statuses())
