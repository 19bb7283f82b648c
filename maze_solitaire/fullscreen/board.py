"""The board drawn onto a :class:`Canvas`, in the layout the terminal has room for.

Three ways to lay it out, the roomiest that fits chosen: a card a few
characters wide, one line a row (compact) or with a blank line under each row
for the marks (full); and from about 110x32, real cards, each a box with its
rank and suit inside (large), and taller ones with the rank in two corners and
the suit in the middle (grand). Every mark reads the same on each: the cursor
in reverse, the cards in place underlined, the choice numbers and the hint's
``*`` under their slots (the hint's gap underlined in the mark's colour, apart
from the cursor), the blocked gaps filled with ``×``, the rows' ends marked where
they run on.

Nothing here decides a rule: which cards are in place and which gaps are
blocked come from the engine.
"""

from typing import Final

from maze_solitaire.engine import (
    COLUMNS,
    ROWS,
    SLOT_COUNT,
    Card,
    Position,
    Slot,
    blocked_gaps,
    in_place_slots,
)
from maze_solitaire.fullscreen.canvas import Canvas, Hit, Style
from maze_solitaire.fullscreen.view import CLOSE_FRAMES, Look, View
from maze_solitaire.play.modes import Choosing, Finished, Playing
from maze_solitaire.values import Value
from maze_solitaire.words import Glyphs


class Layout(Value):
    """Sizes of one way to lay the board out."""

    __match_args__ = (
        "name", "cell", "label", "row_step", "min_width", "min_height", "roomy", "card_height",
    )  # fmt: skip
    __slots__ = __match_args__

    def __init__(  # each made with its sizes named
        self,
        name: str,
        *,
        cell: int,
        label: int,
        row_step: int,
        min_width: int,
        min_height: int,
        roomy: bool = True,
        card_height: int = 1,
    ):
        self.name: Final = name
        self.cell: Final = cell
        """Columns per slot: a blank column, then the card."""
        self.label: Final = label
        """Columns for the row label."""
        self.row_step: Final = row_step
        """Screen lines per board row."""
        self.min_width: Final = min_width
        self.min_height: Final = min_height
        self.roomy: Final = roomy
        """A title line, marks in a blank line under the cards, words in full."""
        self.card_height: Final = card_height
        """Lines a card takes: 1, its face alone; 3 or more, a boxed card."""

    @property
    def boxed(self) -> bool:
        return self.card_height > 1

    @property
    def height(self) -> int:
        """The board's lines: the column numbers, the rows, the marks' line under the last."""
        return 1 + (ROWS - 1) * self.row_step + self.card_height + (1 if self.roomy else 0)


GRAND = Layout(
    "grand", cell=15, label=5, row_step=6, card_height=5, min_width=144, min_height=43
)
LARGE = Layout(
    "large", cell=10, label=5, row_step=4, card_height=3, min_width=110, min_height=32
)
FULL = Layout("full", cell=6, label=4, row_step=2, min_width=62, min_height=20)
COMPACT = Layout("compact", cell=4, label=2, row_step=1, min_width=40, min_height=12, roomy=False)
LAYOUTS: Final = (GRAND, LARGE, FULL, COMPACT)
"""Roomiest first. Each one's least size holds its board, the title, and the four
lines under the board (the prompt, the status, the message and the keys), with a
column left for the rows' end marks."""
MIN_WIDTH, MIN_HEIGHT = COMPACT.min_width, COMPACT.min_height


def choose_layout(width: int, height: int) -> Layout | None:
    """The roomiest layout that fits, or ``None`` when the terminal is too small."""
    for layout in LAYOUTS:
        if width >= layout.min_width and height >= layout.min_height:
            return layout
    return None


def draw_board(canvas: Canvas, origin: tuple[int, int], view: View, layout: Layout) -> None:
    """The column numbers, the six rows with their labels, every mark, and where each
    slot can be clicked; the top-left corner at ``origin``."""
    top, left = origin
    position = view.position
    look = view.look
    faces = _Faces(
        position,
        in_place=frozenset(in_place_slots(position)),
        blocked=frozenset(blocked_gaps(position)),
        look=look,
    )
    won = isinstance(view.mode, Finished)
    if won and look.closed is not None:
        _closed_rows(canvas, origin, view, layout, faces)
        return
    marks = _marks(view)
    hinted_gap = _hinted_gap(view)
    selected = _selected(view)
    width = layout.cell - 1
    middle = layout.card_height // 2
    for column in range(COLUMNS):
        x = left + layout.label + column * layout.cell + 1
        canvas.put(top, x, f"{column + 1:^{width}}", look.theme.faint)
    for row in range(ROWS):
        y = top + 1 + row * layout.row_step
        label = f"{row + 1:>2}" if layout.boxed else f"{row + 1}"
        if layout.roomy and not layout.boxed:  # boxes have their own edges
            label += f" {look.glyphs.separator}"
        canvas.put(y + middle, left, label, look.theme.faint)
        for column in range(COLUMNS):
            slot = row * COLUMNS + column
            x = left + layout.label + column * layout.cell
            style = faces.style(slot)
            mark, highlighted = marks.get(slot, ("", False))
            if mark:
                if layout.roomy:  # under the card, in the blank line: clear of its neighbours
                    below = look.theme.mark._replace(reverse=highlighted)
                    canvas.put(y + layout.card_height, x + 1 + width // 2, mark, below)
                style = Style(style.fg, bold=True, reverse=highlighted, underline=style.underline)
            if slot == hinted_gap:  # underlined in the mark's colour: never the cursor's look
                style = Style(look.theme.mark.fg, bold=True, underline=True)
            if won:
                style = _wave(style, slot, look)
            elif slot == view.cursor:
                style = Style(style.fg, bold=True, reverse=True, underline=style.underline)
            at = faces.draw(canvas, (y, x + 1), slot, (width, layout.card_height), style)
            for line in range(layout.card_height):
                canvas.hits.append(Hit(y + line, x, x + layout.cell, slot))
            if slot == selected:  # the terminal's cursor: on the card's first character
                canvas.cursor = at
    _ring_marks(canvas, (top + middle, left), layout, look, position.variant.ring_closes)


def _closed_rows(
    canvas: Canvas, origin: tuple[int, int], view: View, layout: Layout, faces: "_Faces"
) -> None:
    """A won board as four clean rows, Ace to Queen, a suit a row (in the order their
    Aces are read from r1c1): each card drawn on its way from where the game left it,
    :attr:`.Look.closed` frames of :data:`.CLOSE_FRAMES` along. A drawing only: the
    position stays as played."""
    top, left = origin
    look, position = view.look, view.position
    closed = CLOSE_FRAMES if look.closed is None else min(look.closed, CLOSE_FRAMES)
    cards = [(slot, card) for slot in range(SLOT_COUNT) if (card := position[slot]) is not None]
    suits = [card.suit for _, card in cards if card.rank == 1]
    # The rows' cells: the board's own where they fit, else as narrow as the cards (a
    # column between two cards, which boxed cards need to be told apart).
    step = max(1, min(layout.cell, (canvas.width - 2) // 12))
    width = min(layout.cell - 1, step - (1 if layout.boxed else 0))
    middle = left + layout.label + COLUMNS * layout.cell // 2  # the rows centred on the board
    start_x = max(0, min(middle - 12 * step // 2, canvas.width - 12 * step - 1))
    for slot, card in cards:
        row, column = divmod(slot, COLUMNS)
        start = (top + 1 + row * layout.row_step, left + layout.label + column * layout.cell + 1)
        end = (
            top + 1 + suits.index(card.suit) * layout.row_step,
            start_x + (card.rank - 1) * step + 1,
        )
        y = start[0] + (end[0] - start[0]) * closed // CLOSE_FRAMES
        x = start[1] + (end[1] - start[1]) * closed // CLOSE_FRAMES
        index = suits.index(card.suit) * 12 + card.rank - 1  # the wave runs along the rows
        style = _wave(faces.style(slot)._replace(underline=False), index, look)
        faces.draw(canvas, (y, x), slot, (width, layout.card_height), style)


def _ring_marks(
    canvas: Canvas, origin: tuple[int, int], layout: Layout, look: Look, closes: bool
) -> None:
    """The rule newcomers miss most, drawn: a mark after each row's last place that runs
    on into the next row's first, and, where r6c9 runs on into r1c1 (``closes``), after
    row 6 too and one before r1c1, so that the ring reads round; on every board that has
    the room (all but the compact one at its narrowest). ``origin``: the first row's
    line of faces, and the board's left edge."""
    top, left = origin
    glyphs, style = look.glyphs, look.theme.faint
    end = left + layout.label + COLUMNS * layout.cell + 1  # a blank column after the last place
    if end >= canvas.width:
        return  # the narrowest boards have no room for them
    for row in range(ROWS if closes else ROWS - 1):
        canvas.put(top + 1 + row * layout.row_step, end, glyphs.runs_on, style)
    if closes:
        canvas.put(top + 1, left + layout.label, glyphs.ring_start, style)


class _Faces:
    """How each slot of one position looks, before cursor and choice marks."""

    def __init__(
        self,
        position: Position,
        *,
        in_place: frozenset[Slot],
        blocked: frozenset[Slot],
        look: Look,
    ):
        self.position = position
        self.in_place = in_place
        self.blocked = blocked
        self.look = look

    def style(self, slot: Slot) -> Style:
        """A gap faint; a card in its suit's colour (with colour), underlined in place."""
        card = self.position[slot]
        theme = self.look.theme
        if card is None:
            return theme.faint
        fg = theme.suit_colors(self.look.four_color)[card.suit] if self.look.color else None
        return theme.cards._replace(fg=fg, underline=slot in self.in_place)

    def draw(
        self, canvas: Canvas, at: tuple[int, int], slot: Slot, size: tuple[int, int], style: Style
    ) -> tuple[int, int]:
        """Slot ``slot`` drawn ``size`` (columns, lines) with its top-left corner ``at``:
        its face alone on one line, or a boxed card. Returns where its first character
        is (the rank, or a gap's left edge): the terminal's cursor goes there."""
        (y, x), (width, height) = at, size
        card = self.position[slot]
        glyphs = self.look.glyphs
        if height == 1:
            gap = f"[{self._gap(slot, width - 2)}]"
            face = gap if card is None else _face(card, width, glyphs)
            canvas.put(y, x, face, style)
            return y, x + len(face) - len(face.lstrip())
        # A box: its frame and blank inside in the style without the underline, which
        # marks only the rank and suit of a card in place.
        frame = glyphs.frame if card is not None else glyphs.gap_frame
        corner_left, across, corner_right, side, foot_left, foot_right = tuple(frame)
        plain = style._replace(underline=False)
        inside = width - 2
        canvas.put(y, x, f"{corner_left}{across * inside}{corner_right}", plain)
        for line in range(1, height - 1):
            canvas.put(y + line, x, f"{side}{' ' * inside}{side}", plain)
        canvas.put(y + height - 1, x, f"{foot_left}{across * inside}{foot_right}", plain)
        middle = y + height // 2
        if card is None:
            canvas.put(middle, x + 1, self._gap(slot, inside), plain)
            return middle, x
        index = glyphs.card(card)
        if height < 5 or inside < 2 * len(index) + 3:  # the rank and suit in the middle
            face = _face(card, inside, glyphs)
            first = x + 1 + len(face) - len(face.lstrip())
            canvas.put(middle, first, index, style)
            return middle, first
        # A real card's look: the rank and suit in two corners, the suit in the middle.
        canvas.put(y + 1, x + 1, index, style)
        canvas.put(middle, x + 1 + inside // 2, glyphs.card(card)[-1], style)
        canvas.put(y + height - 2, x + 1 + inside - len(index), index, style)
        return y + 1, x + 1

    def _gap(self, slot: Slot, width: int) -> str:
        """A gap's inside: blank, or filled with ``×`` where nothing can fill it."""
        return (self.look.glyphs.blocked if slot in self.blocked else " ") * width


def _face(card: Card, width: int, glyphs: Glyphs) -> str:
    """``"  8♣ "`` / ``" 10♣ "`` in a 5-wide cell, ``" 8♣"`` / ``"10♣"`` in a 3-wide one."""
    return f"{glyphs.card(card):>3}".center(width)


def _wave(style: Style, slot: Slot, look: Look) -> Style:
    """The win animation: a bright band running along the cycle."""
    if look.wave is None:
        return style
    colors = look.theme.wave
    distance = (slot - look.wave) % SLOT_COUNT
    if distance >= len(colors):
        return style
    fg = colors[distance] if look.color else None
    return Style(fg, bold=True, reverse=not look.color and distance == 0)


def _selected(view: View) -> Slot:
    """The slot the terminal's cursor stands on: the choice being picked while
    choosing, else the cursor's slot."""
    mode = view.mode
    if isinstance(mode, Choosing):
        return mode.choice.marked_slot(mode.choice.highlighted)
    return view.cursor


def _marks(view: View) -> dict[Slot, tuple[str, bool]]:
    """The marked slots: an open choice's numbers, or the hint's card (``*``), and its
    gap from the hint's second step (a replay's next move, ``!`` where the review marks
    it costly).

    Returns slot -> (mark, highlighted).
    """
    if isinstance(view.mode, Choosing):
        return view.mode.choice.marks()
    if isinstance(view.mode, Playing) and view.hint is not None:
        if view.hint_step == 1:  # the hint's first step: which card, not yet where
            return {view.hint.source: (view.mark, False)}
        return {view.hint.source: (view.mark, False), view.hint.target: (view.mark, False)}
    return {}


def _hinted_gap(view: View) -> Slot | None:
    """The gap the hint (or a replay's next move) names, once it is shown: drawn apart
    from the cursor, which stands on the hint's card."""
    if isinstance(view.mode, Playing) and view.hint is not None and view.hint_step >= 2:
        return view.hint.target
    return None
