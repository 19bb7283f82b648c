"""Read the board back off the game's screen, as a player reads it."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from maze_solitaire.engine import Card, Move, Position

if TYPE_CHECKING:
    from tests.terminal import Terminal

BOARD_READY: Final = "In order"
"""On the status line, under the board: drawn once the board is (the first frame's
last text to come). The help's second page says it too: after the help, wait for the
board itself (:func:`shows`)."""

TOKEN = re.compile(r"\[[^\]]*\]|[^\s↩→>]+")
"""A place on a row of the board: a card or a gap (not the marks where the rows run on)."""
ROW_LABEL = re.compile(r"^\s*([1-6]) [│|]|^\s*([1-6])\s+[→>]?(?=[│|┆:])")
"""A row's label: ``1 │`` before faces, or the number alone before boxed cards (the
large layouts)."""
BOX = re.compile(r"([│|])([^│|┆:]*)[│|]|([┆:])[^┆:]*[┆:]")
"""A boxed card's line, its inside captured; or a boxed gap's (a lighter edge)."""
SUITS = "♠♥♦♣SHDC"


def board_lines(text: str) -> dict[int, str]:
    """Row number -> the screen line that shows that row of the board, as faces (a
    boxed board read as the faces its boxes show: ``10♦  Q♠  []``)."""
    found = {}
    lines = text.splitlines()
    for number, line in enumerate(lines):
        match = ROW_LABEL.match(line)
        if match and int(match[1] or match[2]) not in found:
            row = int(match[1] or match[2])
            if match[2] is None:
                found[row] = line[match.end() :]
            else:
                found[row] = " ".join(face for face, _ in _boxes(lines, number, match.end()))
    return found


def _boxes(lines: list[str], number: int, start: int) -> list[tuple[str, int]]:
    """The faces of a row of boxed cards drawn on line ``number`` (the row's label's),
    and where each is drawn: a card's rank and suit (read in the line above where the
    middle shows the suit alone, as on the tallest cards), or ``[]`` for a gap and its
    box's left edge."""
    faces = []
    for box in BOX.finditer(lines[number], start):
        if box[3] is not None:
            faces.append(("[]", box.start()))
            continue
        inside = box[2]
        if inside.strip() in SUITS:  # the suit alone: the rank and suit in the corner above
            x = box.start() + 1
            inside = lines[number - 1][x : box.end() - 1]
            faces.append((inside.strip(), x))
        else:
            faces.append((inside.strip(), box.start() + 1 + len(inside) - len(inside.lstrip())))
    return faces


def read_board(text: str) -> Position:
    """The position the screen shows (full layout, no choice open)."""
    cells: list[Card | None] = []
    rows = board_lines(text)
    assert sorted(rows) == [1, 2, 3, 4, 5, 6], f"no board on the screen:\n{text}"
    for row in range(1, 7):
        tokens = TOKEN.findall(rows[row])
        assert len(tokens) == 9, f"row {row} reads {tokens}"
        cells.extend(None if token.startswith("[") else Card.parse(token) for token in tokens)
    return Position.from_cells(cells)


def shows(text: str, position: Position) -> bool:
    """Whether the screen shows ``position`` whole (a test for ``Terminal.wait_for``)."""
    try:
        return read_board(text) == position
    except (AssertionError, ValueError):  # not all drawn yet
        return False


def slot_column(text: str, slot: int) -> tuple[int, int]:
    """The screen line and column where slot ``slot``'s face is drawn (its first character)."""
    lines = text.splitlines()
    row, column = divmod(slot, 9)
    for number, line in enumerate(lines):
        match = ROW_LABEL.match(line)
        if match and int(match[1] or match[2]) == row + 1:
            if match[2] is not None:  # boxed: where the cursor stands on it
                face, x = _boxes(lines, number, match.end())[column]
                above = face != "[]" and line[x : x + len(face)] != face
                return number - 1 if above else number, x
            spans = [m.span() for m in TOKEN.finditer(line, match.end())]
            return number, spans[column][0]
    raise AssertionError(f"row {row + 1} is not on the screen")


def slot_spacing(text: str) -> int | None:
    """Columns from one slot to the next in the layout the screen shows (6 at 100x30,
    10 with boxed cards from 110x32, 15 from 144x43); ``None`` while the first row is
    not all drawn."""
    for line in text.splitlines():
        match = ROW_LABEL.match(line)
        if match and match[2] is not None:
            edges = [box.start() for box in BOX.finditer(line, match.end())]
            return edges[1] - edges[0] if len(edges) > 1 else None
    try:
        return slot_column(text, 1)[1] - slot_column(text, 0)[1]
    except (AssertionError, IndexError):
        return None


def cursor_to(terminal: Terminal, start: int, slot: int) -> None:
    """Move the game's cursor from slot ``start`` to slot ``slot`` (Right goes along the cycle)."""
    terminal.send(*["right"] * ((slot - start) % 54))


MOVES = re.compile(r"Moves (\d+)")


def moves_shown(text: str) -> int | None:
    """The move count on the status line, or ``None`` where none shows (no status line
    drawn yet, or the compact one's "N mv")."""
    found = MOVES.search(text)
    return int(found[1]) if found else None


def click_move(game: Terminal, move: Move) -> None:
    """Play ``move`` with clicks: on its card, then on its gap if the card fits two."""
    before = moves_shown(game.text)
    line, column = slot_column(game.text, move.source)
    game.click(line, column + 1)
    # The click's own frame: a question which gap, or the move made (the count changed, or
    # the win took the status line away). "Moves" alone shows before the click too.
    text = game.wait_for(lambda t: "Esc cancels" in t or moves_shown(t) != before)
    if "Esc cancels" in text:
        line, column = slot_column(text, move.target)
        game.click(line, column + 1)
