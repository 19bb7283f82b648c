"""Draw a frame onto a :class:`Canvas`: a pure function of a :class:`~.view.View` and the size.

Nothing here decides a rule: which cards are in place, which gaps are
blocked and what may be played all come from the engine. Nothing here
touches curses (:mod:`.screen` paints the canvas), the controller, the clock
or the saved games: the view holds everything a frame shows, and every word
comes from :mod:`maze_solitaire.words`. The board is drawn by :mod:`.board`, the
screens of text over it (help, statistics, lists, a review) by :mod:`.pages`.
"""

from collections.abc import Iterator, Sequence

from maze_solitaire.engine import (
    COLUMNS,
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
from maze_solitaire.fullscreen.canvas import Canvas, Hit, Piece, fitting, put_pieces, room_for
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
from maze_solitaire.fullscreen.view import Look, View
from maze_solitaire.play.actions import Action
from maze_solitaire.play.modes import PLAYING, Asking, Choosing, Finished, Playing, Question
from maze_solitaire.themes import PLAIN, Style, Theme
from maze_solitaire.words import Glyphs, screen
from maze_solitaire.words.answers import indicator
from maze_solitaire.words.variants import words_of

QUESTIONS = {
    Question.RESTART: screen.RESTART_QUESTION,
    Question.NEW: screen.NEW_QUESTION,
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
    if asking.question is Question.HINT or asking.question is Question.DEMO:
        # Here: the coach's words (its keys among them) are no part of the first frame.
        from maze_solitaire.words.coach import DEMO_KEY, HINT_KEY

        if asking.question is Question.HINT:
            return screen.hint_question(HINT_KEY)
        return screen.demo_question(DEMO_KEY)
    return QUESTIONS[asking.question]


def render(view: View, width: int, height: int) -> Canvas:
    """The whole frame for a ``width`` x ``height`` terminal."""
    canvas = Canvas(width, height)
    layout = choose_layout(width, height)
    glyphs, theme = view.look.glyphs, view.look.theme
    overlay = view.overlay
    if layout is None:
        _too_small(canvas, glyphs, theme)
    elif isinstance(overlay, Help | Statistics | SavedGames | Reviewing):
        _text_screen(canvas, view, overlay)
    elif isinstance(overlay, Paused):
        _centred(canvas, screen.PAUSED, theme)
    elif isinstance(overlay, Replaying):
        _replay(canvas, view, overlay, layout)
    else:
        _game(canvas, view, layout)
    return canvas


def _text_screen(
    canvas: Canvas, view: View, overlay: Help | Statistics | SavedGames | Reviewing
) -> None:
    """A screen of text over the board (drawn by :mod:`.pages`, loaded when one is first
    drawn: the first frame does without it)."""
    from maze_solitaire.fullscreen import pages

    glyphs, theme = view.look.glyphs, view.look.theme
    match overlay:
        case Help():
            pages.help_screen(canvas, overlay.page, view.status.rules, view.look)
        case Statistics():
            pages.statistics_screen(canvas, overlay, glyphs, theme)
        case SavedGames():
            pages.listing(canvas, overlay, view.message, glyphs, theme)
        case Reviewing():
            pages.review_screen(canvas, overlay, glyphs, theme)


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
    message = _message(glyphs.text(view.message), room_for(canvas), glyphs, most)
    if view.welcome:  # one line, shortened by its own shorter forms, never wrapped
        welcome = words_of(view.status.rules).welcome
        forms = [[(glyphs.text(form), PLAIN)] for form in welcome]
        put_pieces(canvas, y + 2, 1, fitting(forms, room_for(canvas)))
        message = []
    won = isinstance(view.mode, Finished)
    style = view.look.theme.win if won else PLAIN  # a record, if the win was one
    for line, text in enumerate(message):
        canvas.put(y + 2 + line, 1, text, style)
    keys_at = y + 2 + max(1, len(message))  # under the message: a long one moves it down
    if keys_at < canvas.height:  # where there is no line to spare, it takes the key line
        shared = view.status.code is not None and view.status.branch is None
        _key_line(canvas, keys_at, view.look.theme, won=won, shared=shared)


def _message(text: str, width: int, glyphs: Glyphs, most: int = 2) -> list[str]:
    """The message on one line, or on up to ``most`` when it is wider. Where they are too
    few, its paths lose their folders (``…/config.toml``); where they are still too few,
    its middle goes: the start and the end are kept, a notice's bad value with it."""
    for form in _forms(text, glyphs):
        lines: list[str] = []
        rest = form
        while rest and len(lines) < most - 1:
            first, rest = _first_line(rest, width)
            lines.append(first)
        if len(rest) <= width:
            return [*lines, rest] if rest else lines
    return [*lines, _tail(rest, width, glyphs)]


def _forms(text: str, glyphs: Glyphs) -> Iterator[str]:
    """``text``, then (asked only where it does not fit: the pattern's compiling costs a
    first frame 0.3 ms) ``text`` without its paths' folders, if it has any."""
    yield text
    bare = _without_folders(text, glyphs)
    if bare != text:
        yield bare


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
    shown = fitting(candidates, room_for(canvas))
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
    fits of it, most in the roomiest form (whatever the board's layout), one piece given
    up at a time as room runs short (the solver's word shortened, then the grade, then
    the figures' labels, then the solver's word, then the figures from the last); the
    time and the solver's word only where the player wants them shown."""
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

    candidates = [  # one piece given up at a time, never taken back on a narrower line
        line(False, "full"),
        line(False, "short"),
        line(False, "short", graded=False),  # the grade goes first, then the labels
        line(True, "short", graded=False),
        line(True, "", graded=False),  # then the solver's word
        line(True, "", graded=False, drop=1),  # then the cards in order, then the time
        line(True, "", graded=False, drop=2),
        line(True, "", graded=False, drop=3),
    ]
    put_pieces(canvas, y, 1, fitting(candidates, room_for(canvas)))


ESSENTIAL_KEYS = (Action.ACTIVATE, Screen.HELP, Action.QUIT)


def _key_line(canvas: Canvas, y: int, theme: Theme, *, won: bool, shared: bool) -> None:
    """The keys that work now and fit, whole; Enter, help and quit first of all (once
    the game is won, the win's keys: ``shared`` for a deal's, which has a share line).
    A click on a key's label is that key (but for the arrows': the board is there
    to click)."""
    if won:
        rows = [[(key, f"{key} {what}") for key, what in form] for form in screen.won_keys(shared)]
        labels = next((row for row in rows if _joined_width(row) <= room_for(canvas)), [])
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
    room = room_for(canvas)
    y = top
    if titled:
        forms = [[(glyphs.text(text), theme.title)] for text in reviews.replay_title(replay)]
        put_pieces(canvas, y, 1, fitting(forms, room))
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
    put_pieces(canvas, y, 1, fitting([[(glyphs.text(t), theme.question)] for t in said], room))
    status = reviews.replay_status(replay, replaying.pace)
    figures = Style(bold=True)
    put_pieces(canvas, y + 1, 1, fitting([[(glyphs.text(t), figures)] for t in status], room))
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


