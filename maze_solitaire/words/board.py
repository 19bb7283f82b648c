"""A position as a labelled board of text, for ``show``."""

from __future__ import annotations

from maze_solitaire.engine import COLUMNS, ROWS, Position
from maze_solitaire.words.glyphs import Glyphs


def board(position: Position, glyphs: Glyphs) -> str:
    """The layout as text: rows and columns labelled, gaps as ``--``.

    >>> from maze_solitaire.engine import deal
    >>> from maze_solitaire.words.glyphs import ASCII
    >>> print(board(deal(0), ASCII).splitlines()[1])
    1    8C  JD  9S  2C  2H  QH  6C 10S  --
    """
    width = 3  # "10♥" and "10H" are the widest faces
    header = "   " + "".join(f" {column:>{width}}" for column in range(1, COLUMNS + 1))
    lines = [header]
    for row in range(ROWS):
        cells = position.cells[row * COLUMNS : (row + 1) * COLUMNS]
        faces = ["--" if cell is None else glyphs.card(cell) for cell in cells]
        lines.append(f"{row + 1}  " + "".join(f" {face:>{width}}" for face in faces))
    return "\n".join(lines)
