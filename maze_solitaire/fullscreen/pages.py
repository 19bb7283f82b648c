"""The screens of text drawn over the board: the help, the statistics, a review, a list of
games; each on as many pages as the terminal's height needs, a page at a time.

Pure, as the rest of the frame is (:mod:`.render`): a function of what is over the board,
the size and the look. A screen says in :attr:`~.canvas.Canvas.more` whether a page
follows the one drawn, for the keys that turn them.
"""

from itertools import zip_longest

from maze_solitaire.engine import Variant
from maze_solitaire.fullscreen.canvas import Canvas, fitting, put_pieces, room_for
from maze_solitaire.fullscreen.keymap import BINDINGS
from maze_solitaire.fullscreen.overlays import Replaying, Reviewing, SavedGames, Statistics
from maze_solitaire.fullscreen.view import Look
from maze_solitaire.themes import Theme
from maze_solitaire.words import Glyphs, games, screen
from maze_solitaire.words.terminal import about


def _lines(text: str, width: int, indent: int) -> list[str]:
    """``text`` broken into lines of ``width`` at its spaces, the later ones indented."""
    import textwrap  # here: its patterns cost the first frame half a millisecond

    return textwrap.wrap(text, max(width, indent + 1), subsequent_indent=" " * indent) or [""]


def _hanging(line: str) -> int:
    """Where a line's value starts after its label (``"Played          3"``: 16), for
    lines that run on; else 2."""
    label_end = line.find("  ")
    value = len(line) - len(line[label_end:].lstrip()) if label_end > 0 else -1
    return value if 0 < value <= 20 else 2


HELP_COLUMN = 39  # two columns of keys fit 80 columns


def help_screen(canvas: Canvas, page: int, rules: Variant, look: Look) -> None:
    """A page of help, wrapped to the width: the keys, then the rules (of the variant
    played), the status line and the version (and the terminal drawn for, if a
    stand-in), on as many pages as the height needs."""
    glyphs, theme = look.glyphs, look.theme
    width = room_for(canvas)
    label_width = max(len(binding.label) for binding in BINDINGS)
    entries = [f"{b.label.ljust(label_width)}  {b.help}" for b in BINDINGS]
    indent = label_width + 2
    if width >= 2 * HELP_COLUMN:  # two columns, each entry wrapped within its own
        half = len(entries) // 2  # an odd one out goes right: + beside -, as the table has it
        left = [*entries[:half], *[""] * (len(entries) - 2 * half)]
        right = entries[half:]
        keys = []
        for a, b in zip(left, right, strict=True):
            rows = zip_longest(
                _lines(a, HELP_COLUMN - 1, indent),
                _lines(b, width - HELP_COLUMN, indent),
                fillvalue="",
            )
            keys.append([f"{x:<{HELP_COLUMN}}{y}".rstrip() for x, y in rows])
    else:
        keys = [_lines(entry, width, indent) for entry in entries]
    paragraphs = [
        [*_lines(paragraph, width, 0), ""]
        for paragraph in (*screen.help_rules(glyphs, rules), about(look.here))
        if paragraph
    ]
    room = _text_room(canvas)
    keys[-1] = [*keys[-1], ""]  # a blank line between the keys and the rules on one page
    pages = _pages([*keys, *paragraphs], room)  # each page as full as it can be
    _screen(canvas, "help", pages, page, glyphs, theme=theme, x=1)


def statistics_screen(canvas: Canvas, statistics: Statistics, glyphs: Glyphs, theme: Theme) -> None:
    width = room_for(canvas, 2)
    lines = [_lines(glyphs.text(line), width, _hanging(line)) for line in statistics.lines]
    pages = _pages(lines, _text_room(canvas))
    _screen(canvas, "statistics", pages, statistics.page, glyphs, theme=theme, x=2)


def listing(
    canvas: Canvas, listing: SavedGames, message: str, glyphs: Glyphs, theme: Theme
) -> None:
    """A list of games (in progress, or ended): its title, a numbered line each, the
    highlighted one marked (and in reverse), as many as fit around it; the message (a
    number that is none of them) and what its keys do, at the foot."""
    if listing.ended:
        title_text, empty = games.ENDED_GAMES_TITLE, games.NO_ENDED_GAMES
        keys = games.ENDED_GAMES_KEYS
    else:
        title_text, empty = games.SAVED_GAMES_TITLE, games.NO_SAVED_GAMES
        keys = games.SAVED_GAMES_KEYS
    lines, at = listing.lines, listing.at
    room = room_for(canvas, 1)
    title = [(screen.screen_title(title_text.lower(), glyphs), theme.title)]
    put_pieces(canvas, 0, 1, fitting([title], room))
    if not lines:
        canvas.put(2, 2, glyphs.text(empty)[:room])
    shown = _text_room(canvas) - (1 if message else 0)
    if message:
        canvas.put(canvas.height - 2, 1, glyphs.text(message)[:room], theme.question)
    first = max(0, min(at - shown + 1, len(lines) - shown))
    for row, index in enumerate(range(first, min(first + shown, len(lines)))):
        here = index == at
        number = f"{index + 1}" if index < 9 else " "
        line = f"{'>' if here else ' '} {number} {glyphs.text(lines[index])}"
        if here:
            canvas.put(2 + row, 1, line[:room], theme.question)
        else:
            canvas.put(2 + row, 1, line[:room])
    footer = fitting([[(text, theme.faint)] for text in keys], room)
    put_pieces(canvas, canvas.height - 1, 1, footer)


def review_screen(canvas: Canvas, review: Reviewing, glyphs: Glyphs, theme: Theme) -> None:
    """A game's review as a screen of text (while it is being made, or if it could not
    be, a line that says so)."""
    from maze_solitaire.words import reviews  # here: the first frame does without it

    width = room_for(canvas, 2)
    lines = [_lines(glyphs.text(line), width, _hanging(line)) for line in review.lines]
    pages = _pages(lines, _text_room(canvas))
    title = reviews.review_title(review.game_id)
    back_to = screen.REPLAY if isinstance(review.back, Replaying) else screen.GAME
    if isinstance(review.back, SavedGames):  # Esc goes back where it was opened from
        back_to = screen.LIST
    _screen(canvas, title, pages, review.page, glyphs, theme=theme, x=2, back_to=back_to)


def _text_room(canvas: Canvas) -> int:
    """The lines a page of text has: all but the title, a blank line, and the way on."""
    return max(canvas.height - 3, 1)


def _pages(groups: list[list[str]], room: int) -> list[list[str]]:
    """Lines in pages of ``room`` lines, a group of lines (one entry, one paragraph and
    the blank line after it) kept on one page unless it is longer than a page."""
    pages: list[list[str]] = [[]]
    for group in groups:
        printed = len(_without_trailing_blanks(group))
        if pages[-1] and len(pages[-1]) + printed > room:
            pages.append([])
        for line in group:
            if len(pages[-1]) == room:
                pages.append([])
            if line or pages[-1]:  # no page begins with a blank line
                pages[-1].append(line)
    kept = [_without_trailing_blanks(page) for page in pages]
    return [page for page in kept if page] or [[]]


def _without_trailing_blanks(lines: list[str]) -> list[str]:
    end = len(lines)
    while end and not lines[end - 1]:
        end -= 1
    return lines[:end]


def _screen(
    canvas: Canvas,
    name: str,
    pages: list[list[str]],
    page: int,
    glyphs: Glyphs,
    *,
    theme: Theme,
    x: int,
    back_to: str = screen.GAME,
) -> None:
    """A page of a screen of text over the board: its title (with the page, when there
    are more), its lines, and how to go on (Esc goes ``back_to`` the game, or a review's
    list or replay). Says in :attr:`Canvas.more` whether a next page follows, for the
    front end."""
    page = min(page, len(pages) - 1)  # the terminal grew since: fewer pages now
    if len(pages) > 1:
        name = f"{name} ({page + 1}/{len(pages)})"
    canvas.more, canvas.page = page + 1 < len(pages), page
    footers = screen.page_footers(before=page > 0, after=canvas.more, back_to=back_to)
    title = [(screen.screen_title(name, glyphs), theme.title)]
    put_pieces(canvas, 0, 1, fitting([title], room_for(canvas)))
    for offset, line in enumerate(pages[page]):
        canvas.put(2 + offset, x, line)
    footer = fitting([[(text, theme.faint)] for text in footers], room_for(canvas))
    put_pieces(canvas, canvas.height - 1, 1, footer)
