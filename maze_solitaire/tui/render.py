"""Draw the game onto a :class:`Canvas`: a pure function of the controller and the size.

Nothing here decides a rule: which cards are in place, which gaps are
blocked and what may be played all come from the engine. Nothing here
touches curses: :mod:`screen` paints the canvas.
"""

from __future__ import annotations

import textwrap
from typing import NamedTuple

from maze_solitaire.engine import (
    COLUMNS,
    ROWS,
    SLOT_COUNT,
    Card,
    Position,
    Slot,
    blocked_gaps,
    in_place_slots,
    slot_name,
)
from maze_solitaire.text import Glyphs
from maze_solitaire.text import duration as format_duration
from maze_solitaire.text.answers import indicator
from maze_solitaire.tui.canvas import PLAIN, Canvas, Hit, Style
from maze_solitaire.tui.controller import Controller, Mode
from maze_solitaire.tui.keymap import BINDINGS

TITLE = "Maze solitaire"


class Layout(NamedTuple):
    """Sizes of one way to lay the board out."""

    name: str
    cell: int  # columns per slot: a marker column, then the card
    label: int  # columns for the row label
    row_step: int  # screen lines per board row
    min_width: int
    min_height: int


FULL = Layout("full", cell=6, label=4, row_step=2, min_width=62, min_height=20)
COMPACT = Layout("compact", cell=4, label=2, row_step=1, min_width=40, min_height=12)
MIN_WIDTH, MIN_HEIGHT = COMPACT.min_width, COMPACT.min_height


def choose_layout(width: int, height: int) -> Layout | None:
    """The roomiest layout that fits, or ``None`` when the terminal is too small."""
    for layout in (FULL, COMPACT):
        if width >= layout.min_width and height >= layout.min_height:
            return layout
    return None


class Look(NamedTuple):
    """How to draw: the glyphs, whether colour is on, and the win animation's frame."""

    glyphs: Glyphs
    color: bool
    wave: int | None = None
    """The win animation's frame, or ``None`` when it is not running."""


TITLE_STYLE = Style(bold=True)
DIM = Style(dim=True)
QUESTION = Style(bold=True, fg="yellow")
WIN = Style(bold=True, fg="green")
SUIT_COLORS = {False: (None, "red", "red", None), True: (None, "red", "blue", "green")}
WAVE_COLORS = ("red", "yellow", "green", "cyan", "blue", "magenta")


def render(controller: Controller, width: int, height: int, look: Look) -> Canvas:
    """The whole frame for a ``width`` x ``height`` terminal."""
    canvas = Canvas(width, height)
    layout = choose_layout(width, height)
    if layout is None:
        _too_small(canvas, look.glyphs)
    elif controller.mode is Mode.HELP:
        _help(canvas, look.glyphs)
    elif controller.mode is Mode.STATS:
        _stats(canvas, controller, look.glyphs)
    else:
        _game(canvas, controller, layout, look)
    return canvas


def _too_small(canvas: Canvas, glyphs: Glyphs) -> None:
    times = "×" if glyphs.unicode else "x"
    phrases = [
        "terminal too small:",
        f"need {MIN_WIDTH}{times}{MIN_HEIGHT},",
        f"have {canvas.width}{times}{canvas.height}",
    ]
    lines = [phrases[0]]
    for phrase in phrases[1:]:  # as many phrases a line as fit
        if len(lines[-1]) + 1 + len(phrase) <= canvas.width:
            lines[-1] += " " + phrase
        else:
            lines.append(phrase)
    top = (canvas.height - len(lines)) // 2
    for offset, line in enumerate(lines):
        canvas.centre(top + offset, line, TITLE_STYLE)


def _game(canvas: Canvas, controller: Controller, layout: Layout, look: Look) -> None:
    board_width = layout.label + COLUMNS * layout.cell
    board_height = 1 + (ROWS - 1) * layout.row_step + 1
    used = board_height + 4 + (2 if layout is FULL else 0)
    top = max(0, (canvas.height - used) // 2)
    left = max(0, (canvas.width - board_width) // 2)
    y = top
    if layout is FULL:
        _title(canvas, y, controller, look.glyphs)
        y += 2
    _board(canvas, (y, left), controller, layout, look)
    y += board_height + (1 if layout is FULL else 0)
    _prompt(canvas, y, controller, look.glyphs)
    _status(canvas, y + 1, controller, layout, look.glyphs)
    message = _wrapped(look.glyphs.text(controller.message), canvas.width - 2, look.glyphs)
    for line, text in enumerate(message):
        canvas.put(y + 2 + line, 1, text)
    if len(message) < 2:  # a long message takes the key line for a moment
        _key_line(canvas, y + 3, controller.mode)


def _wrapped(text: str, width: int, glyphs: Glyphs) -> list[str]:
    """``text`` on one line, or on two when it is wider (the second cut short if need be)."""
    if len(text) <= width:
        return [text]
    cut = text.rfind(" ", 0, width + 1)
    if cut <= 0:
        cut = width
    return [text[:cut], _fit(text[cut:].lstrip(), width, glyphs)]


def _fit(text: str, width: int, glyphs: Glyphs) -> str:
    """``text``, shortened with an ellipsis when it is wider than ``width``."""
    if len(text) <= width:
        return text
    return text[: max(0, width - len(glyphs.ellipsis))] + glyphs.ellipsis


def _title(canvas: Canvas, y: int, controller: Controller, glyphs: Glyphs) -> None:
    canvas.put(y, 1, TITLE, TITLE_STYLE)
    if controller.mode is Mode.WON:
        canvas.centre(y, "You won!", WIN)
    deal = _deal_label(controller)
    canvas.put(y, canvas.width - len(deal) - 1, deal, DIM)


def _deal_label(controller: Controller) -> str:
    number = controller.game.deal_number
    return "custom position" if number is None else f"deal #{number}"


def _board(
    canvas: Canvas, origin: tuple[int, int], controller: Controller, layout: Layout, look: Look
) -> None:
    top, left = origin
    position = controller.game.position
    faces = _Faces(
        position,
        in_place=frozenset(in_place_slots(position)),
        blocked=frozenset(blocked_gaps(position)),
        width=layout.cell - 1,
        look=look,
        four_color=controller.four_color,
    )
    marks = _choice_marks(controller)
    for column in range(COLUMNS):
        x = left + layout.label + column * layout.cell + 1
        canvas.put(top, x, f"{column + 1:^{faces.width}}", DIM)
    for row in range(ROWS):
        y = top + 1 + row * layout.row_step
        label = f"{row + 1:>2} {look.glyphs.separator}" if layout is FULL else f"{row + 1}"
        canvas.put(y, left, label, DIM)
        for column in range(COLUMNS):
            slot = row * COLUMNS + column
            x = left + layout.label + column * layout.cell
            face, style = faces.of(slot)
            mark, highlighted = marks.get(slot, ("", False))
            if mark:
                if layout is FULL:  # under the card, in the blank line: clear of its neighbours
                    below = Style(bold=True, fg="yellow", reverse=highlighted)
                    canvas.put(y + 1, x + 1 + faces.width // 2, mark, below)
                style = Style(style.fg, bold=True, reverse=highlighted, underline=style.underline)
            if controller.mode is Mode.WON:
                style = _wave(style, slot, look.wave, look.color)
            elif slot == controller.cursor:
                style = Style(style.fg, bold=True, reverse=True, underline=style.underline)
            canvas.put(y, x + 1, face, style)
            canvas.hits.append(Hit(y, x, x + layout.cell, slot))


class _Faces(NamedTuple):
    """How each slot of one position looks, before cursor and choice marks."""

    position: Position
    in_place: frozenset[Slot]
    blocked: frozenset[Slot]
    width: int
    look: Look
    four_color: bool

    def of(self, slot: Slot) -> tuple[str, Style]:
        card = self.position[slot]
        if card is None:
            inside = (self.look.glyphs.blocked if slot in self.blocked else " ") * (self.width - 2)
            return f"[{inside}]", DIM
        fg = SUIT_COLORS[self.four_color][card.suit] if self.look.color else None
        return _face(card, self.width, self.look.glyphs), Style(fg, underline=slot in self.in_place)


def _face(card: Card, width: int, glyphs: Glyphs) -> str:
    """``"  8♣ "`` / ``" 10♣ "`` in a 5-wide cell, ``" 8♣"`` / ``"10♣"`` in a 3-wide one."""
    return f"{glyphs.card(card):>3}".center(width)


def _wave(style: Style, slot: Slot, frame: int | None, color: bool) -> Style:
    """The win animation: a bright band running along the cycle."""
    if frame is None:
        return style
    distance = (slot - frame) % SLOT_COUNT
    if distance >= len(WAVE_COLORS):
        return style
    fg = WAVE_COLORS[distance] if color else None
    return Style(fg, bold=True, reverse=not color and distance == 0)


def _choice_marks(controller: Controller) -> dict[Slot, tuple[str, bool]]:
    """The marked slots: an open choice's numbers, or the hint's card and gap (``*``).

    Returns slot -> (mark, highlighted).
    """
    choice = controller.choice
    hint = controller.hint
    if controller.mode is Mode.PLAYING and hint is not None:
        return {hint.source: ("*", False), hint.target: ("*", True)}
    if controller.mode is not Mode.CHOOSING or choice is None:
        return {}
    return {
        choice.marked_slot(i): (str(i + 1), i == choice.highlighted)
        for i in range(len(choice.moves))
    }


def _prompt(canvas: Canvas, y: int, controller: Controller, glyphs: Glyphs) -> None:
    """The line under the board: the open choice, a question, or the win."""
    if controller.mode is Mode.CONFIRMING:
        canvas.put(y, 1, controller.question, QUESTION)
    elif controller.mode is Mode.WON:
        game = controller.game
        moves = f"{game.move_count} move{'' if game.move_count == 1 else 's'}"
        time = format_duration(controller.clock.seconds)
        helped = " (with help)" if controller.hints or controller.demo else ""
        text = f"You won in {moves} and {time}{helped}! n: new deal  q: quit"
        canvas.put(y, 1, text, WIN)
    elif controller.mode is Mode.CHOOSING and controller.choice is not None:
        choice = controller.choice
        x = 1
        if choice.for_gap:
            x = canvas.put(y, x, f"Fill {slot_name(choice.moves[0].target)}:")
        else:
            x = canvas.put(y, x, f"Move {glyphs.card(choice.moves[0].card)} to:")
        for index, move in enumerate(choice.moves):
            what = glyphs.card(move.card) if choice.for_gap else slot_name(move.target)
            style = Style(bold=True, reverse=index == choice.highlighted)
            x = canvas.put(y, x + 2, f"{index + 1} {what}", style)
        canvas.put(y, x + 2, "(digit or Tab+Enter; Esc cancels)", DIM)


def _status(canvas: Canvas, y: int, controller: Controller, layout: Layout, glyphs: Glyphs) -> None:
    game = controller.game
    sep = f" {glyphs.separator} "
    if layout is FULL:
        parts = [
            _deal_label(controller).capitalize(),
            f"Moves {game.move_count}",
            f"Time {format_duration(controller.clock.seconds)}",
            f"In place {controller.in_place}/48",
        ]
    else:
        number = game.deal_number
        parts = [
            "custom" if number is None else f"#{number}",
            f"{game.move_count} mv",
            format_duration(controller.clock.seconds),
            f"{controller.in_place}/48",
        ]
    x = canvas.put(y, 1, sep.join(parts), Style(bold=True))
    if controller.recorder is not None and not controller.saving:
        x = canvas.put(y, x, f"{sep}not saving", Style(bold=True, fg="red"))
    word = _verdict(controller, glyphs, compact=layout is not FULL)
    if x + len(sep) + len(word) > canvas.width - 1:  # e.g. a ten-digit deal number
        word = _verdict(controller, glyphs, compact=True)
    if word:
        canvas.put(y, x, f"{sep}{word}", Style(fg="green" if glyphs.check in word else None))


def _verdict(controller: Controller, glyphs: Glyphs, compact: bool) -> str:
    """The solver's word on the position, for the status line."""
    position = controller.game.position
    if controller.game.is_won():
        return ""
    known = controller.assistant.known(position)
    searching = controller.analysis_wanted() is not None
    return indicator(known, searching, glyphs, compact)


ESSENTIAL_KEYS = ("activate", "help", "quit")
WON_KEYS = ("new", "stats", "help", "quit")


def _key_line(canvas: Canvas, y: int, mode: Mode) -> None:
    """The keys that work now and fit, whole; Enter, help and quit first of all."""
    usable = [b for b in BINDINGS if b.short and (mode is not Mode.WON or b.action in WON_KEYS)]
    ranked = sorted(usable, key=lambda b: b.action not in ESSENTIAL_KEYS)  # stable
    kept: list[str] = []
    for binding in ranked:
        if len("  ".join([*kept, binding.short])) <= canvas.width - 2:
            kept.append(binding.short)
    canvas.put(y, 1, "  ".join(b.short for b in usable if b.short in kept), DIM)


HELP_RULES = (
    "Put the cards in order: reading the rows from r1c1 to r6c9 and skipping the "
    "gaps, four runs A to Q, each of one suit (in any order of suits).",
    "Move any card into a gap where it is the next card of the same suit after "
    "the card on the gap's left, or any Ace after a Queen, or the previous card "
    "of the same suit before the card on its right (nothing goes before an Ace). "
    "A gap gives nothing to a gap beside it; [xxx] marks a gap nothing can fill.",
    "The rows run on into each other, and r6c9 runs on into r1c1. "
    "Gaps may end up anywhere. Underlined cards already stand in place.",
)
HELP_COLUMN = 39  # two columns of keys fit 80 columns


def _help(canvas: Canvas, glyphs: Glyphs) -> None:
    """The rules in brief and every key, wrapped to the width; a note if cut short."""
    lines: list[tuple[str, Style]] = [(f"{TITLE} {glyphs.dash} help", TITLE_STYLE), ("", DIM)]
    label_width = max(len(binding.label) for binding in BINDINGS)
    entries = [f"{b.label.ljust(label_width)}  {b.help}" for b in BINDINGS]
    if canvas.width >= 2 * HELP_COLUMN + 2:
        half = -(-len(entries) // 2)
        left, right = entries[:half], entries[half:]
        entries = [f"{a:<{HELP_COLUMN}}{b}" for a, b in zip(left, [*right, ""], strict=False)]
    lines += [(entry, PLAIN) for entry in entries]
    lines.append(("", DIM))
    for paragraph in HELP_RULES:
        text = paragraph.replace("[xxx]", f"[{glyphs.blocked * 3}]")
        lines += [(line, PLAIN) for line in textwrap.wrap(text, max(canvas.width - 2, 10))]
    room = canvas.height - 1  # the last line says how to go back
    footer = "Press any key to go back to the game."
    if len(lines) > room:
        lines = lines[:room]
        footer = "(more in a larger terminal) any key: back"
    for y, (text, style) in enumerate(lines):
        canvas.put(y, 1, text, style)
    canvas.put(canvas.height - 1, 1, footer, DIM)


def _stats(canvas: Canvas, controller: Controller, glyphs: Glyphs) -> None:
    canvas.put(0, 1, f"{TITLE} {glyphs.dash} statistics", TITLE_STYLE)
    for offset, line in enumerate(controller.stats_lines()):
        canvas.put(2 + offset, 2, glyphs.text(line))
    canvas.put(canvas.height - 1, 1, "Press any key to go back to the game.", DIM)
