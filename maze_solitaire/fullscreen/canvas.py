"""A grid of styled character cells: what a frame is before curses paints it.

Drawing goes through :meth:`Canvas.put`, which clips at every edge, so the
renderer can never write outside the screen (the classic curses crash at the
right or bottom edge), whatever the size.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

from collections.abc import Iterable, Sequence
from typing import Final

from maze_solitaire.engine import Slot
from maze_solitaire.themes import PLAIN, Style
from maze_solitaire.values import Value

StyledChar = tuple[str, Style]


Clickable = Slot | str
"""What a click may land on: a slot, or a key's label (the key, as ``curses.keyname``
names it: a click there is that key)."""


class Hit(Value):
    """The screen cells ``y, x0 <= x < x1`` show ``target`` (for the mouse)."""

    __match_args__ = ("y", "x0", "x1", "target")
    __slots__ = __match_args__

    def __init__(self, y: int, x0: int, x1: int, target: Clickable):
        self.y: Final = y
        self.x0: Final = x0
        self.x1: Final = x1
        self.target: Final = target


class Canvas:
    """``height`` rows of ``width`` cells, blank at first, and the slots drawn on it."""

    def __init__(self, width: int, height: int):
        self.width, self.height = max(width, 0), max(height, 0)
        self.rows: list[list[StyledChar]] = [
            [(" ", PLAIN)] * self.width for _ in range(self.height)
        ]
        self.hits: list[Hit] = []
        self.clipped: list[str] = []
        """Every text that did not fit where it was put: the renderer shortens texts by
        design, so this stays empty (the tests check it at every size)."""
        self.more = False
        """Whether the screen of text drawn (help, statistics) has a next page at this size."""
        self.page = 0
        """The page of that screen drawn (fewer pages fit a larger terminal: the last one)."""
        self.cursor: tuple[int, int] | None = None
        """Where the terminal's own cursor goes once the frame is painted, ``(y, x)``: on
        what is selected, which screen readers and braille displays follow (even when
        the cursor is hidden). ``None``: the top-left corner."""

    def put(self, y: int, x: int, text: str, style: Style = PLAIN) -> int:
        """Write ``text`` at ``y, x``, clipped to the canvas; returns the x after it."""
        if not (0 <= y < self.height and x >= 0 and x + len(text) <= self.width) and text:
            self.clipped.append(text)
        if 0 <= y < self.height:
            row = self.rows[y]
            for offset, char in enumerate(text):
                if 0 <= x + offset < self.width:
                    row[x + offset] = (char, style)
        return x + len(text)

    def centre(self, y: int, text: str, style: Style = PLAIN) -> None:
        self.put(y, (self.width - len(text)) // 2, text, style)

    def hit_at(self, y: int, x: int) -> Clickable | None:
        """The slot or the key's label drawn at screen cell ``y, x``, if any."""
        for hit in self.hits:
            if hit.y == y and hit.x0 <= x < hit.x1:
                return hit.target
        return None

    def text(self) -> list[str]:
        """The characters only, one string a row (for tests and debugging)."""
        return ["".join(char for char, _ in row) for row in self.rows]

    def runs(self, y: int) -> list[tuple[int, str, Style]]:
        """Row ``y`` as ``(x, text, style)`` runs of one style, for the painter."""
        found: list[tuple[int, str, Style]] = []
        start, current = 0, None
        chars: list[str] = []
        for x, (char, style) in enumerate(self.rows[y]):
            if style != current and chars:
                assert current is not None
                found.append((start, "".join(chars), current))
                start, chars = x, []
            current = style
            chars.append(char)
        if chars and current is not None:
            found.append((start, "".join(chars), current))
        return found


Piece = tuple[str, Style]
"""Some text in one style: a line is drawn from such pieces."""


def room_for(canvas: Canvas, x: int = 1) -> int:
    """The columns a line starting at ``x`` may take: all but a blank last one."""
    return max(0, canvas.width - x - 1)


def fitting(candidates: Iterable[Sequence[Piece]], room: int) -> Sequence[Piece]:
    """The first of the ways to say something, longest first, that fits ``room``
    columns; nothing if none does."""
    for pieces in candidates:
        if sum(len(text) for text, _ in pieces) <= room:
            return pieces
    return ()


def put_pieces(canvas: Canvas, y: int, x: int, pieces: Sequence[Piece]) -> int:
    """``pieces`` written on line ``y`` from column ``x``; the column after them."""
    for text, style in pieces:
        x = canvas.put(y, x, text, style)
    return x
