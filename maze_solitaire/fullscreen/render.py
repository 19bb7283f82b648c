"""Draw a frame onto a :class:`Canvas`: a pure function of a :class:`~.view.View` and the size.

Nothing here decides a rule: which cards are in place, which gaps are
blocked and what may be played all come from the engine. Nothing here
touches curses (:mod:`.screen` paints the canvas), the controller, the clock
or the saved games: the view holds everything a frame shows, and every word
comes from :mod:`maze_solitaire.words`.
"""

from collections.abc import Iterable, Sequence
from itertools import zip_longest

from maze_solitaire.engine import (
    COLUMNS,
    Variant,
    cards_in_order,
    is_won,
    slot_name,
)
from maze_solitaire.fullscreen.board import (
    MIN_HEIGHT,
    MIN_WIDTH,
    Layout,
    choose_layout,
    draw_board,
)
from maze_solitaire.fullscreen.canvas import PLAIN, Canvas, Hit, Style
from maze_solitaire.fullscreen.keymap import BINDINGS, Binding, Screen
from maze_solitaire.fullscreen.overlays import (
    Entering,
    Finding,
    Help,
    Paused,
    Replaying,
    Reviewing,
    SavedGames,
    Statistics,
)
from maze_solitaire.fullscreen.themes import Theme
from maze_solitaire.fullscreen.view import Look, View
from maze_solitaire.play.actions import Action
from maze_solitaire.play.modes import PLAYING, Asking, Choosing, Finished, Playing, Question
from maze_solitaire.words import Glyphs, coach, games, screen
from maze_solitaire.words.answers import indicator
from maze_solitaire.words.terminal import about
from maze_solitaire.words.variants import words_of

QUESTIONS = {
    Question.RESTART: screen.RESTART_QUESTION,
    Question.NEW: screen.NEW_QUESTION,
    Question.HINT: screen.hint_question(coach.HINT_KEY),
    Question.DEMO: screen.demo_question(coach.DEMO_KEY),
    Question.DAILY: screen.DAILY_QUESTION,
    Question.OPEN: screen.OPEN_QUESTION,
    Question.PLAY_ON: screen.PLAY_ON_QUESTION,
}


"""Each question, and shorter forms of it."""


def _question(asking: Asking) -> tuple[str, ...]:
    if asking.question is Question.GO_TO:
        assert asking.game is not None and asking.game.deal_number is not None
        return screen.go_to_question(asking.game.deal_number)
    if asking.question is Question.ABANDON:
        assert asking.saved is not None
        return screen.abandon_question(asking.saved)
    return QUESTIONS[asking.question]


def render(view: View, width: int, height: int) -> Canvas:
    """The whole frame for a ``width`` x ``height`` terminal."""
    canvas = Canvas(width, height)
    layout = choose_layout(width, height)
    glyphs, theme = view.look.glyphs, view.look.theme
    if layout is None:
        _too_small(canvas, glyphs, theme)
    elif isinstance(view.overlay, Help):
        _help(canvas, view.overlay.page, view.status.rules, view.look)
    elif isinstance(view.overlay, Statistics):
        _stats(canvas, view.overlay, glyphs, theme)
    elif isinstance(view.overlay, Paused):
        _centred(canvas, screen.PAUSED, theme)
    elif isinstance(view.overlay, SavedGames):
        _listing(canvas, view.overlay, view.message, glyphs, theme)
    elif isinstance(view.overlay, Reviewing):
        _review(canvas, view.overlay, glyphs, theme)
    elif isinstance(view.overlay, Replaying):
        _replay(canvas, view, view.overlay, layout)
    else:
        _game(canvas, view, layout)
    return canvas


def _too_small(canvas: Canvas, glyphs: Glyphs, theme: Theme) -> None:
    """How much room the board needs, in as many words as the terminal has room for."""
    need, have = (MIN_WIDTH, MIN_HEIGHT), (canvas.width, canvas.height)
    _centred(canvas, screen.too_small(need, have, glyphs), theme)


def _centred(canvas: Canvas, forms: Sequence[Sequence[str]], theme: Theme) -> None:
    """A notice in the middle of the screen: the first of its ``forms`` (phrases, laid
    out as many to a line as fit) that fits the terminal."""
    lines: list[str] = []
    for phrases in forms:
        lines = []
        for phrase in phrases:  # as many phrases a line as fit
            if lines and len(lines[-1]) + 1 + len(phrase) <= canvas.width:
                lines[-1] += " " + phrase
            else:
                lines.append(phrase)
        if len(lines) <= canvas.height and all(len(line) <= canvas.width for line in lines):
            break
    top = (canvas.height - len(lines)) // 2
    for offset, line in enumerate(lines):
        canvas.centre(top + offset, line, theme.title)


def _game(canvas: Canvas, view: View, layout: Layout) -> None:
    glyphs = view.look.glyphs
    board_width = layout.label + COLUMNS * layout.cell
    used = layout.height + 4
    # The title, and a blank line under it, where there is room (the compact board
    # has it from one line more than its least height: a line that fits is drawn).
    titled = min(2, canvas.height - used) if layout.roomy or canvas.height > used else 0
    used += titled
    top = max(0, (canvas.height - used) // 2)
    left = max(0, (canvas.width - board_width) // 2)
    y = top
    if titled:
        _title(canvas, y, view)
        y += titled
    draw_board(canvas, (y, left), view, layout)
    y += layout.height
    _prompt(canvas, y, view)
    _status(canvas, y + 1, view)
    most = min(3, max(2, canvas.height - y - 3))  # a third line where one is to spare
    message = _message(glyphs.text(view.message), _room(canvas), glyphs, most)
    if view.welcome:  # one line, shortened by its own shorter forms, never wrapped
        welcome = words_of(view.status.rules).welcome
        forms = [[(glyphs.text(form), PLAIN)] for form in welcome]
        _put_pieces(canvas, y + 2, 1, _fitting(forms, _room(canvas)))
        message = []
    won = isinstance(view.mode, Finished)
    style = view.look.theme.win if won else PLAIN  # a record, if the win was one
    for line, text in enumerate(message):
        canvas.put(y + 2 + line, 1, text, style)
    keys_at = y + 2 + max(1, len(message))  # under the message: a long one moves it down
    if keys_at < canvas.height:  # where there is no line to spare, it takes the key line
        shared = view.status.code is not None and view.status.branch is None
        _key_line(canvas, keys_at, view.look.theme, won=won, shared=shared)


Piece = tuple[str, Style]
"""Some text in one style: a line is drawn from such pieces."""


def _room(canvas: Canvas, x: int = 1) -> int:
    """The columns a line starting at ``x`` may take: all but a blank last one."""
    return max(0, canvas.width - x - 1)


def _fitting(candidates: Iterable[Sequence[Piece]], room: int) -> Sequence[Piece]:
    """The first of the ways to say something, longest first, that fits ``room``
    columns; nothing if none does."""
    for pieces in candidates:
        if sum(len(text) for text, _ in pieces) <= room:
            return pieces
    return ()


def _put_pieces(canvas: Canvas, y: int, x: int, pieces: Sequence[Piece]) -> int:
    for text, style in pieces:
        x = canvas.put(y, x, text, style)
    return x


def _message(text: str, width: int, glyphs: Glyphs, most: int = 2) -> list[str]:
    """The message on one line, or on up to ``most`` when it is wider. Where they are too
    few, its paths lose their folders (``…/config.toml``); where they are still too few,
    its middle goes: the start and the end are kept, a notice's bad value with it."""
    forms = [text]
    bare = _without_folders(text, glyphs)
    if bare != text:
        forms.append(bare)
    for form in forms:
        lines: list[str] = []
        rest = form
        while rest and len(lines) < most - 1:
            first, rest = _first_line(rest, width)
            lines.append(first)
        if len(rest) <= width:
            return [*lines, rest] if rest else lines
    return [*lines, _tail(rest, width, glyphs)]


def _first_line(text: str, width: int) -> tuple[str, str]:
    """``text`` broken at its last space that leaves ``width`` columns or fewer: that
    line, and the rest."""
    if len(text) <= width:
        return text, ""
    cut = text.rfind(" ", 0, width + 1)
    if cut <= 0:
        cut = width
    return text[:cut], text[cut:].lstrip()


def _without_folders(text: str, glyphs: Glyphs) -> str:
    """``text`` with each absolute path's folders left out: ``…/config.toml:1``."""
    import re

    def bare(found: re.Match[str]) -> str:
        return glyphs.ellipsis + found.group()[-1]

    return re.sub(r"(?<!\S)(?:[A-Za-z]:|~)?[\\/](?:[^\s\\/]+[\\/])+", bare, text)


def _tail(text: str, width: int, glyphs: Glyphs) -> str:
    """``text``, or where it is wider than ``width``, an ellipsis and its last words."""
    if len(text) <= width:
        return text
    room = width - len(glyphs.ellipsis)
    if room <= 0:
        return glyphs.ellipsis[:width]
    cut = text.find(" ", len(text) - room)
    return glyphs.ellipsis + (text[cut:] if cut >= 0 else text[-room:])


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


def _title(canvas: Canvas, y: int, view: View) -> None:
    theme = view.look.theme
    canvas.put(y, 1, screen.TITLE, theme.title)
    if isinstance(view.mode, Finished):  # a win not cheered is not drawn as rows either
        cheered = view.look.closed is not None
        canvas.centre(y, screen.YOU_WON if cheered else screen.WON_QUIETLY, theme.win)
    room = canvas.width - len(screen.TITLE) - 4
    forms = screen.title_rules(view.status.code, view.status.rules)
    rules = next((form for form in forms if len(form) <= room), forms[-1])
    canvas.put(y, canvas.width - len(rules) - 1, rules, theme.faint)


def _prompt(canvas: Canvas, y: int, view: View) -> None:
    """The line under the board: the open choice, a question, or the win."""
    glyphs, theme = view.look.glyphs, view.look.theme
    mode = view.mode
    typing = view.overlay if isinstance(view.overlay, Entering | Finding) else None
    candidates: list[Sequence[Piece]] = []
    offered: list[Piece] = []
    if isinstance(typing, Entering):
        candidates = [[(text, theme.question)] for text in screen.go_to(typing.text, glyphs)]
    elif isinstance(typing, Finding):
        candidates = [[(text, theme.question)] for text in screen.find_card(typing.text, glyphs)]
    elif isinstance(mode, Asking):
        candidates = [[(question, theme.question)] for question in _question(mode)]
    elif isinstance(mode, Finished):
        candidates = [[(text, theme.win)] for text in _won(view)]
    elif isinstance(mode, Playing) and view.status.demo is not None:
        demo = view.status.demo
        candidates = [[(text, theme.question)] for text in screen.demo_playing(demo)]
    elif isinstance(mode, Choosing):
        choice = mode.choice
        first = choice.moves[0]
        heads = (
            screen.fill_prompt(first.target)
            if choice.for_gap
            else screen.move_prompt(first.card, glyphs)
        )
        for index, move in enumerate(choice.moves):
            what = glyphs.card(move.card) if choice.for_gap else slot_name(move.target)
            style = Style(bold=True, reverse=index == choice.highlighted)
            offered.append((f"{index + 1} {what}", style))

        def line(head: str, gap: str, *tail: Piece) -> list[Piece]:
            pieces: list[Piece] = [(head, PLAIN)]
            for option in offered:
                pieces += [(gap, PLAIN), option]
            return pieces + list(tail)

        candidates = [
            line(heads[0], "  ", ("  ", PLAIN), (screen.CHOOSING_HINT, theme.faint)),
            line(heads[0], "  "),
            line(heads[1], " "),
        ]
    shown = _fitting(candidates, _room(canvas))
    x = 1
    for piece in shown:
        end = canvas.put(y, x, *piece)
        if piece in offered:  # a choice's label: a click there picks it, as on its slot
            assert isinstance(mode, Choosing)
            index = offered.index(piece)
            canvas.hits.append(Hit(y, x, end, mode.choice.marked_slot(index)))
        x = end
    if typing is not None and shown:
        text = "".join(piece for piece, _ in shown)
        canvas.cursor = (y, 1 + text.find(screen.typing_cursor(glyphs)))  # where digits go
    elif isinstance(mode, Asking | Finished) and shown:
        canvas.cursor = (y, 1)  # on the question, or the win: what to read now


def _won(view: View) -> list[str]:
    """The win in words, against par once it is known, the longest form first."""
    status = view.status
    return screen.won(
        status.code if status.branch is None else None,  # a position's win, not the deal's
        status.moves,
        status.seconds,
        helped=status.helped,
        par=status.par,
        dash=view.look.glyphs.dash,
        scripted=status.scripted,
        grade=status.grade,
    )


def _status(canvas: Canvas, y: int, view: View) -> None:
    """The figures, the deal's grade, whether progress is saved, and the solver's word: what
    fits of it, most in the roomiest form (whatever the board's layout), the least needed
    dropped first (the grade before the solver's word); the time and the solver's word
    only where the player wants them shown."""
    status = view.status
    glyphs, theme = view.look.glyphs, view.look.theme
    showing = view.look.showing
    sep = f" {glyphs.separator} "
    in_order = cards_in_order(view.position)
    figures = Style(bold=True)

    def line(compact: bool, verdict: str, *, graded: bool = True, drop: int = 0) -> list[Piece]:
        """The line with the figures ``compact`` or not, the solver's word ``verdict``
        ("full", "short" or "" for none), the grade if ``graded``, and the last ``drop``
        figures left out."""
        parts = screen.status_parts(
            status.code,
            status.rules,
            status.moves,
            status.seconds,
            in_order,
            compact=compact,
            clock=showing.clock,
            grade=status.grade if graded else None,
            branch=status.branch,
        )
        pieces: list[Piece] = [(sep.join(parts[: max(1, len(parts) - drop)]), figures)]
        if status.helped:
            pieces.append((f"{sep}{screen.HELPED}", theme.helped))
        if status.saving is False:
            pieces.append((f"{sep}{screen.NOT_SAVING}", theme.alarm))
        word = indicator(
            status.answer, status.searching, glyphs, verdict == "short", status.failure
        )
        if verdict and showing.verdict and word and not is_won(view.position):
            solved = status.answer is not None and status.answer.solved
            pieces.append((f"{sep}{word}", theme.solved if solved else PLAIN))
        return pieces

    candidates = [
        line(False, "full"),
        line(False, "short"),
        line(True, "full"),
        line(True, "short"),
        line(True, "short", graded=False),  # the grade goes before the solver's word
        line(True, "", graded=False),
        line(True, "", graded=False, drop=1),  # then the cards in order go, then the time
        line(True, "", graded=False, drop=2),
        line(True, "", graded=False, drop=3),
    ]
    _put_pieces(canvas, y, 1, _fitting(candidates, _room(canvas)))


ESSENTIAL_KEYS = (Action.ACTIVATE, Screen.HELP, Action.QUIT)


def _key_line(canvas: Canvas, y: int, theme: Theme, *, won: bool, shared: bool) -> None:
    """The keys that work now and fit, whole; Enter, help and quit first of all (once
    the game is won, the win's keys: ``shared`` for a deal's, which has a share line).
    A click on a key's label is that key (but for the arrows': the board is there
    to click)."""
    if won:
        rows = [[(key, f"{key} {what}") for key, what in form] for form in screen.won_keys(shared)]
        labels = next((row for row in rows if _joined_width(row) <= _room(canvas)), [])
    else:
        usable = [b for b in BINDINGS if b.short]
        ranked = sorted(usable, key=lambda b: b.action not in ESSENTIAL_KEYS)  # stable
        kept: list[str] = []
        for binding in ranked:
            if len("  ".join([*kept, binding.short])) <= canvas.width - 2:
                kept.append(binding.short)
        labels = [(_clicked(b), b.short) for b in usable if b.short in kept]
    x = 1
    for key, label in labels:
        if x > 1:
            x = canvas.put(y, x, "  ", theme.faint)
        end = canvas.put(y, x, label, theme.faint)
        if key:
            canvas.hits.append(Hit(y, x, end, key))
        x = end


def _joined_width(labels: Sequence[tuple[str, str]]) -> int:
    return len("  ".join(label for _, label in labels))


def _clicked(binding: Binding) -> str:
    """The key a click on ``binding``'s label in the key line is ("": none)."""
    return "" if binding.action in MOVES else binding.keys[0]


MOVES = (Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN)


HELP_COLUMN = 39  # two columns of keys fit 80 columns


def _help(canvas: Canvas, page: int, rules: Variant, look: Look) -> None:
    """A page of help, wrapped to the width: the keys, then the rules (of the variant
    played), the status line and the version (and the terminal drawn for, if a
    stand-in), on as many pages as the height needs."""
    glyphs, theme = look.glyphs, look.theme
    width = _room(canvas)
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


def _stats(canvas: Canvas, statistics: Statistics, glyphs: Glyphs, theme: Theme) -> None:
    width = _room(canvas, 2)
    lines = [_lines(glyphs.text(line), width, _hanging(line)) for line in statistics.lines]
    pages = _pages(lines, _text_room(canvas))
    _screen(canvas, "statistics", pages, statistics.page, glyphs, theme=theme, x=2)


def _listing(
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
    room = _room(canvas, 1)
    title = [(screen.screen_title(title_text.lower(), glyphs), theme.title)]
    _put_pieces(canvas, 0, 1, _fitting([title], room))
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
    footer = _fitting([[(text, theme.faint)] for text in keys], room)
    _put_pieces(canvas, canvas.height - 1, 1, footer)


def _review(canvas: Canvas, review: Reviewing, glyphs: Glyphs, theme: Theme) -> None:
    """A game's review as a screen of text; while it is being made, or if it could not
    be, a line that says so."""
    from maze_solitaire.words import reviews  # here: the first frame does without it

    if review.lines is not None:
        said: tuple[str, ...] = review.lines
    elif review.failure:
        said = (reviews.review_failed(review.game_id, review.failure),)
    else:
        said = (reviews.REVIEW_WAITING,)
    width = _room(canvas, 2)
    lines = [_lines(glyphs.text(line), width, _hanging(line)) for line in said]
    pages = _pages(lines, _text_room(canvas))
    title = reviews.review_title(review.game_id)
    _screen(canvas, title, pages, review.page, glyphs, theme=theme, x=2)


def _replay(canvas: Canvas, view: View, replaying: Replaying, layout: Layout) -> None:
    """An ended game played back: the board as it stood after the move shown, that move's
    card under the cursor and the next move marked under its card and gap (``!`` where
    the review marks it costly); under the board the move and what it cost, the distance
    to a win from here, the game as a bar with the costliest moves on it, and the keys."""
    from maze_solitaire.words import reviews  # here: the first frame does without it

    look, replay = view.look, replaying.replay
    glyphs, theme = look.glyphs, look.theme
    board_width = layout.label + COLUMNS * layout.cell
    used = layout.height + 4
    titled = min(2, canvas.height - used) if layout.roomy or canvas.height > used else 0
    top = max(0, (canvas.height - used - titled) // 2)
    left = max(0, (canvas.width - board_width) // 2)
    room = _room(canvas)
    y = top
    if titled:
        forms = [[(glyphs.text(text), theme.title)] for text in reviews.replay_title(replay)]
        _put_pieces(canvas, y, 1, _fitting(forms, room))
        y += titled
    played, coming = replay.played, replay.coming
    plain_look = Look(
        glyphs, look.color, look.four_color, None, theme, here=look.here, showing=look.showing
    )
    board = View(
        replay.position,
        PLAYING,
        replay.position.gaps[0] if played is None else played.target,
        coming,
        view.status,
        "",
        plain_look,
        mark="!" if coming is not None and replay.at + 1 in replay.marked() else "*",
    )
    draw_board(canvas, (y, left), board, layout)
    y += layout.height
    said = reviews.replay_move(replay, glyphs.move)
    _put_pieces(canvas, y, 1, _fitting([[(glyphs.text(t), theme.question)] for t in said], room))
    status = reviews.replay_status(replay, replaying.pace)
    figures = Style(bold=True)
    _put_pieces(canvas, y + 1, 1, _fitting([[(glyphs.text(t), figures)] for t in status], room))
    if view.message:
        canvas.put(y + 2, 1, _message(glyphs.text(view.message), room, glyphs)[0])
    else:
        bar = reviews.timeline(replay, min(room, 3 * replay.last + 2), glyphs)
        canvas.put(y + 2, 1, bar, theme.faint)
    rows = [list(form) for form in reviews.replay_keys(replaying.pace is not None)]
    labels = next((row for row in rows if _joined_width(row) <= room), [])
    x = 1
    for key, label in labels:
        if x > 1:
            x = canvas.put(y + 3, x, "  ", theme.faint)
        end = canvas.put(y + 3, x, glyphs.text(label), theme.faint)
        canvas.hits.append(Hit(y + 3, x, end, key))
        x = end


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
) -> None:
    """A page of a screen of text over the board: its title (with the page, when there
    are more), its lines, and how to go on. Says in :attr:`Canvas.more` whether a next
    page follows, for the controller."""
    page = min(page, len(pages) - 1)  # the terminal grew since: fewer pages now
    if len(pages) > 1:
        name = f"{name} ({page + 1}/{len(pages)})"
    canvas.more, canvas.page = page + 1 < len(pages), page
    footers = screen.page_footers(before=page > 0, after=canvas.more)
    title = [(screen.screen_title(name, glyphs), theme.title)]
    _put_pieces(canvas, 0, 1, _fitting([title], _room(canvas)))
    for offset, line in enumerate(pages[page]):
        canvas.put(2 + offset, x, line)
    footer = _fitting([[(text, theme.faint)] for text in footers], _room(canvas))
    _put_pieces(canvas, canvas.height - 1, 1, footer)
