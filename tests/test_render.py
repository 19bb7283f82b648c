"""The renderer, from views alone: every size, every face, what each line shows."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from maze_solitaire.engine import (
    AISLERIOT,
    PYSOL,
    QUEEN,
    STANDARD,
    Card,
    Game,
    Position,
    blocked_gaps,
    deal,
    fillers,
    in_place_slots,
    legal_moves,
)
from maze_solitaire.fullscreen.board import MIN_HEIGHT, MIN_WIDTH, choose_layout
from maze_solitaire.fullscreen.canvas import Canvas
from maze_solitaire.fullscreen.front import FullScreen
from maze_solitaire.fullscreen.keymap import BINDINGS
from maze_solitaire.fullscreen.overlays import Help, Paused, Statistics
from maze_solitaire.fullscreen.render import render
from maze_solitaire.fullscreen.view import Look, View
from maze_solitaire.play.modes import Choosing, Finished
from maze_solitaire.play.status import Showing
from maze_solitaire.solver import SOLVED, SolveResult
from maze_solitaire.solver.answer import Par
from maze_solitaire.storage import Store
from maze_solitaire.words import ASCII, UNICODE, Glyphs, screen
from maze_solitaire.words.variants import words_of
from tests.playing import NEARLY_WON, WINNING_MOVE, nearly_won_deal, play_move, winning_line
from tests.positions import SOLVED_ORDER
from tests.screen_board import ROW_LABEL
from tests.sessions import full_screen
from tests.words_seen import pages_of


def press(front: FullScreen, *keys: str) -> None:
    for key in keys:
        front.key(key)


@pytest.mark.parametrize("glyphs", [UNICODE, ASCII], ids=["unicode", "ascii"])
def test_any_size_renders_inside_the_canvas(glyphs: Glyphs) -> None:
    views = [full_screen(glyphs=glyphs).view()]
    helping = full_screen(glyphs=glyphs)
    press(helping, "?")
    views.append(helping.view())
    for view in views:
        for width in [*range(0, 45), 61, 62, 80, 100, 200]:
            for height in [*range(0, 25), 50]:
                canvas = render(view, width, height)
                assert all(0 <= hit.x0 < hit.x1 <= width for hit in canvas.hits)
                assert all(0 <= hit.y < height for hit in canvas.hits)
                text = "\n".join(canvas.text())
                if width >= MIN_WIDTH and height >= MIN_HEIGHT:
                    slots = {hit.target for hit in canvas.hits if isinstance(hit.target, int)}
                    assert slots == (set() if view is views[1] else set(range(54)))
                elif width >= 20 and height >= 3:
                    assert "too small" in text
                if glyphs is ASCII:
                    assert text.isascii()


def below_the_status_line(front: FullScreen, width: int, height: int) -> list[str]:
    """The two lines under the status line: the message, and the keys (or more message)."""
    lines = render(front.view(), width, height).text()
    status = next(number for number, line in enumerate(lines) if "/48" in line)
    return [line.strip() for line in lines[status + 1 : status + 3]]


def test_a_long_message_takes_the_key_line_and_is_read_whole() -> None:
    front = full_screen()
    front.message = "custom position — 12 moves: counted as lost"
    assert " ".join(below_the_status_line(front, MIN_WIDTH, MIN_HEIGHT)) == front.message
    front.message = "Undid 7♠"
    message, keys = below_the_status_line(front, MIN_WIDTH, MIN_HEIGHT)
    assert message == "Undid 7♠" and "quit" in keys  # the keys are back


def test_the_status_line_shortens_the_verdict_rather_than_cut_it() -> None:
    front = full_screen(3860375223)
    c = front.controller
    line = tuple(legal_moves(c.game.position)[:1])
    c.learn(c.game.position, SolveResult(SOLVED, line, 41, 1, 0.0))
    status = next(line for line in render(front.view(), 80, 24).text() if "Moves" in line)
    assert status.rstrip().endswith("✓≥41")
    roomy = next(line for line in render(front.view(), 120, 24).text() if "Moves" in line)
    assert roomy.rstrip().endswith("winnable ✓ (≥ 41 moves left)")


def status_line(front: FullScreen, width: int, height: int) -> str:
    return next(line for line in render(front.view(), width, height).text() if "/48" in line)


def test_each_line_takes_its_longest_form_that_fits_whatever_the_layout(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:  # saved: no "not saving" on the line
        front = full_screen(1, store=store)  # a short code, graded easy (the table's)
        statuses = status_of_deal_1(front)
    # At 60x20, the compact board's size, the grade goes before the figures' labels.
    assert statuses[0] == "standard-1 │ Moves 0 │ Time 0:00 │ In order 2/48 │ ✓≥41", statuses
    assert statuses[1].startswith("standard-1 │ easy │ Moves 0 │ Time 0:00 │ In order"), statuses
    assert statuses[1].endswith("winnable ✓ (≥ 41 moves left)"), statuses  # at 90x24


def test_the_status_line_gives_up_one_piece_at_a_time_as_it_narrows(tmp_path: Path) -> None:
    # It jumped at 60 columns from its full form to the compact one, grade and all.
    with Store.open(tmp_path) as store:
        front = full_screen(1, store=store)
        winnable_in_41(front)
        lines = [status_line(front, width, 30).strip() for width in range(140, 39, -1)]
    pieces = [
        ("winnable ✓" in line, "easy" in line, "Moves" in line, "✓" in line) for line in lines
    ]
    # Each piece, once given up on a narrower line, never comes back on a narrower still:
    # the solver's word in full, the grade, the labels, the solver's word at all.
    for given_up in range(4):
        kept = [shown[given_up] for shown in pieces]
        assert kept == sorted(kept, reverse=True), (given_up, lines)
    assert pieces[0] == (True, True, True, True) and pieces[-1][:3] == (False, False, False)
    # The grade goes before the labels: no line keeps it in the compact form.
    assert not any(grade and not labels for _, grade, labels, _ in pieces), lines


def winnable_in_41(front: FullScreen) -> None:
    c = front.controller
    line = tuple(legal_moves(c.game.position)[:1])
    c.learn(c.game.position, SolveResult(SOLVED, line, 41, 1, 0.0))


def status_of_deal_1(front: FullScreen) -> list[str]:
    winnable_in_41(front)
    return [status_line(front, width, height).strip() for width, height in [(60, 20), (90, 24)]]


CONFIG_NOTICE = (
    "config file not used (playing with the defaults): /home/someone/.config/maze-solitaire/"
    'config.toml:1: theme: should be one of "classic", "dark", "light", "contrast",'
    ' "colorblind", not "purple"'
)


@pytest.mark.parametrize("size", [(80, 24), (80, 20), (62, 20), (40, 12)])
def test_a_notice_too_long_for_two_lines_keeps_its_value(size: tuple[int, int]) -> None:
    front = full_screen()
    front.message = CONFIG_NOTICE
    said = " ".join(below_the_status_line(front, *size))
    if size == (80, 24):  # a third line to spare: all of it
        lines = render(front.view(), *size).text()
        status = next(number for number, line in enumerate(lines) if "/48" in line)
        said = " ".join(line.strip() for line in lines[status + 1 : status + 4])
        assert said == CONFIG_NOTICE, said
    assert said.startswith("config file not used") and said.endswith('not "purple"'), said
    if size == (80, 20):  # no third line: the file's name and the key stay, the folders go
        assert "…/config.toml:1: theme:" in said and "/home" not in said, said


def test_a_purist_s_status_line_has_neither_the_verdict_nor_the_clock() -> None:
    front = full_screen(1)
    front.showing = Showing(verdict=False, clock=False)  # as the config file's lines set it
    winnable_in_41(front)
    for width, height in [(120, 24), (80, 24), (60, 20), (40, 12)]:
        line = status_line(front, width, height)
        for hidden in ("winnable", "✓", "Time", "0:00", "searching"):
            assert hidden not in line, (width, line)
    assert "Moves 0" in status_line(front, 120, 24)
    press(front, "H", "y")  # the hint still asks the solver, and shows its move
    assert "Hint:" in front.message


def test_a_failed_search_is_said_to_have_failed_not_to_have_given_up() -> None:
    front = full_screen()
    c = front.controller
    c.learn(c.game.position, None, "ModuleNotFoundError: No module named 'x'")
    status = next(line for line in render(front.view(), 120, 24).text() if "Moves" in line)
    assert status.rstrip().endswith("search failed") and "no line found" not in status


def test_a_click_lands_on_the_slot_drawn_there() -> None:
    canvas: Canvas = render(full_screen().view(), 80, 24)
    for hit in canvas.hits:
        assert canvas.hit_at(hit.y, hit.x0) == hit.target
    assert canvas.hit_at(0, 0) is None
    slots = [hit.target for hit in canvas.hits if isinstance(hit.target, int)]
    assert sorted(slots) == list(range(54))


def boxes(canvas: Canvas) -> dict[int, tuple[int, int, int, int]]:
    """Each slot's box, from where it can be clicked on the board (not on the choice
    line): its top and bottom lines, and its first and last columns (the box itself:
    the blank column before it left out)."""
    layout = choose_layout(canvas.width, canvas.height)
    assert layout is not None
    found: dict[int, tuple[int, int, int, int]] = {}
    for hit in canvas.hits:
        if isinstance(hit.target, int) and hit.x1 - hit.x0 == layout.cell:
            top, bottom, _, _ = found.get(hit.target, (hit.y, hit.y, 0, 0))
            found[hit.target] = (min(top, hit.y), max(bottom, hit.y), hit.x0 + 1, hit.x1 - 1)
    return found


@pytest.mark.parametrize("size", [(110, 32), (160, 50)], ids=["large", "grand"])
def test_real_cards_keep_every_mark(size: tuple[int, int]) -> None:
    kinds = {name: view for name, view in views_of_every_kind() if view.look.glyphs is UNICODE}
    # A choice's numbers under the boxes of the cards offered, the one picked in reverse.
    choosing = kinds["choosing of five"]
    assert isinstance(choosing.mode, Choosing)
    canvas = render(choosing, *size)
    text, box = canvas.text(), boxes(canvas)
    marks = choosing.mode.choice.marks()
    for slot, (mark, highlighted) in marks.items():
        top, bottom, left, right = box[slot]
        assert text[bottom][left] == "╰" and text[top][left] == "╭", slot  # a card's box
        assert mark in text[bottom + 1][left : right + 1], (slot, mark)
        assert canvas.rows[top + 1][left][1].reverse == highlighted
    assert {m for m, _ in marks.values()} == {"1", "2", "3", "4", "5"}
    # The hint's card and gap starred under their boxes; the cursor's box in reverse.
    board = kinds["board"]
    position = board.position
    hint = legal_moves(position)[0]
    canvas = render(board._replace(hint=hint, cursor=hint.source), *size)
    text, box = canvas.text(), boxes(canvas)
    for slot in (hint.source, hint.target):
        top, bottom, left, right = box[slot]
        assert text[bottom + 1][left : right + 1].strip() == "*"
    top, bottom, left, right = box[hint.source]
    assert all(canvas.rows[y][left][1].reverse for y in range(top, bottom + 1))
    # A card in place underlined where its rank and suit are, not its edges; a gap
    # nothing can fill filled with the blocked mark.
    played = FIVE_WAYS  # runs in place, and three gaps side by side
    in_place, blocked = set(in_place_slots(played)), set(blocked_gaps(played))
    assert in_place and blocked, "the position shows both marks"
    canvas = render(board._replace(position=played, cursor=0), *size)
    text, box = canvas.text(), boxes(canvas)
    for slot in range(54):
        top, bottom, left, right = box[slot]
        underlined = "".join(
            char
            for y in range(top, bottom + 1)
            for char, style in canvas.rows[y][left : right + 1]
            if style.underline
        )
        card = played[slot]
        if card is None:
            assert underlined == ""
            inside = "".join(text[y][left + 1 : right] for y in range(top + 1, bottom))
            assert ("×" in inside) == (slot in blocked), slot
        else:
            face = card.unicode()
            assert set(underlined) <= set(face), slot  # never the box's edges
            assert (face in underlined) == (slot in in_place), slot


def test_the_win_line_says_how_and_whether_help_was_had() -> None:
    front = full_screen(Game(NEARLY_WON))
    front.show(play_move(front.controller, WINNING_MOVE))
    text = "\n".join(render(front.view(), 80, 24).text())
    assert "You won!" in text and "You won this position: 1 move, 0:00, a clean win!" in text
    assert "n new deal  r this position again  u undo the win  v review  s stats  q quit" in text
    of_a_deal = full_screen(nearly_won_deal())
    play_move(of_a_deal.controller, winning_line()[-1])
    assert "r this deal again" in "\n".join(render(of_a_deal.view(), 80, 24).text())


def test_the_statistics_screen_draws_the_lines_it_was_opened_with() -> None:
    view = full_screen().view()
    shown = render(view._replace(overlay=Statistics(("Played          4",))), 80, 24)
    assert "Played          4" in "\n".join(shown.text())


def views_of_variants(glyphs: Glyphs) -> list[tuple[str, View]]:
    """The frames the variants, par, the share line and the daily add, at their longest."""
    found: list[tuple[str, View]] = []
    # The longest code there is (PySolFC's last game), won against par, and copied.
    longest = Game(NEARLY_WON.under(PYSOL), 10**20 - 1)
    won = full_screen(longest, glyphs=glyphs)
    won.controller.answers.learn_par(longest.start, Par(54, 41, ()))
    found.append(("the longest code", won.view()))
    press(won, "g", *"99999999999999999999")
    found.append(("typing the longest deal", won.view()))
    press(won, "^[")
    won.show(play_move(won.controller, WINNING_MOVE))
    found.append(("won against par", won.view()))
    won.clipboard = lambda text: "maybe"
    press(won, "c")
    found.append(("copied", won.view()))
    daily = full_screen(glyphs=glyphs)
    play_move(daily.controller, legal_moves(daily.controller.game.position)[0])
    press(daily, "t")
    found.append(("asking for the daily", daily.view()))
    press(daily, "y")
    found.append(("the daily", daily.view()))
    return found


def views_of_every_kind() -> list[tuple[str, View]]:
    """A frame of each kind the game draws, with the longest words it may have."""
    found: list[tuple[str, View]] = []
    for glyphs in (UNICODE, ASCII):
        front = full_screen(
            3860375223,  # the widest deal number
            glyphs=glyphs,
            store=Store.in_memory("the folder cannot be written"),  # "not saving" too
        )
        c = front.controller
        found.append(("board", front.view()))
        found.append(("welcome", front.view()._replace(welcome=True)))
        front.message = "custom position — 1,234 moves: counted as lost " * 3  # a long notice
        found.append(("long message", front.view()))
        position = c.game.position
        c.learn(position, SolveResult(SOLVED, tuple(legal_moves(position)[:1]), 41, 1, 0.0))
        found.append(("winnable", front.view()))
        press(front, "D")
        found.append(("asking for the demo", front.view()))
        press(front, "y")
        found.append(("the demo playing", front.view()))
        press(front, "H")  # stops the demo before its first move: asks about the hint
        found.append(("asking for a hint", front.view()))
        press(front, "y")
        found.append(("helped", front.view()))
        press(front, "?")
        found.append(("help", front.view()))
        press(front, "^[", "s")
        found.append(("statistics", front.view()))
        press(front, "^[", "P")
        found.append(("paused", front.view()))
        press(front, "x", "g", *"4294967295")
        found.append(("typing a deal", front.view()))
        press(front, "^[")
        c.in_play.cursor = next(g for g in position.gaps if len(fillers(position, g)) > 1)
        press(front, "^J")
        found.append(("choosing a card", front.view()))
        press(front, "^[")
        play_move(c, legal_moves(position)[0])
        press(front, "n")
        found.append(("asking", front.view()))
        won = full_screen(Game(NEARLY_WON), glyphs=glyphs)
        won.show(play_move(won.controller, WINNING_MOVE))
        found.append(("won", won.view()))
        found += views_of_variants(glyphs)
        aces = full_screen(Game(FIVE_WAYS), glyphs=glyphs)
        aces.click(12)  # the gap after QS: four Aces, and 4D before 5D
        found.append(("choosing of five", aces.view()))
        press(aces, "^[")
        aces.click(FIVE_WAYS.slot_of(Card.parse("AS")))  # an Ace after any of three Queens
        found.append(("choosing a gap", aces.view()))
    return found


def five_ways() -> Position:
    """A gap after three of the Queens, the first one also before 5D: a gap that takes
    five cards (the four Aces, and 4D), and Aces that fit three gaps."""
    five_of_diamonds = Card.parse("5D")
    cells: list[Card | None] = []
    for card in SOLVED_ORDER:
        if card == five_of_diamonds:
            continue
        cells.append(card)
        if card.rank == QUEEN and card != Card.parse("QC"):
            cells.append(None)
            if card == Card.parse("QS"):
                cells.append(five_of_diamonds)
    return Position.from_cells([*cells, None, None, None])


FIVE_WAYS = five_ways()


def words_in(text: str) -> list[str]:
    return " ".join(line.strip() for line in text.splitlines()).split()


@pytest.mark.parametrize("size", [(40, 12), (50, 16), (80, 24), (100, 40)])
def test_every_key_and_every_rule_is_on_some_page_of_the_help(size: tuple[int, int]) -> None:
    # A small terminal turns more pages; it never drops what the help has to say.
    view = dict(views_of_every_kind())["help"]
    pages = pages_of(view, *size)
    if len(pages) > 1:  # the first page goes on; the last goes back a page, or to the game
        assert f"help (1/{len(pages)})" in pages[0] and "Esc: back" in pages[0]
        assert "PgUp: back" in pages[-1] or "PgUp: the page before" in pages[-1]
        assert "key: game" in pages[-1] or "any other key: back to the game" in pages[-1]
    else:
        assert ("Any key: back" in pages[-1]) or ("any key to go back" in pages[-1])
    bodies = ["\n".join(page.splitlines()[2:-1]) for page in pages]  # no title, no way on
    said = " ".join(" ".join(words_in(body)) for body in bodies)
    for binding in BINDINGS:
        assert " ".join(binding.help.split()) in said, (size, binding.help)
    for paragraph in screen.help_rules(view.look.glyphs, STANDARD):
        assert " ".join(paragraph.split()) in said, (size, paragraph[:40])


@pytest.mark.parametrize(
    "size", [(60, 20), (62, 20), (80, 24), (110, 32), (144, 43), (160, 50)]
)
def test_the_board_marks_where_the_rows_run_on(size: tuple[int, int]) -> None:
    # Each row's end, and, where the ring closes, r6c9's end and r1c1's start: on the
    # line of the row's label, boxed cards or not.
    for variant, ends, starts in ((STANDARD, 6, 1), (AISLERIOT, 5, 0)):
        board = dict(views_of_every_kind())["board"]
        view = board._replace(position=deal(1, variant), look=Look(UNICODE, False))
        text = render(view, *size).text()
        rows = [line for line in text if re.match(r"\s*[1-6]\s", line) and shows_a_row(line)]
        assert len(rows) == 6
        assert sum(line.rstrip().endswith("↩") for line in rows) == ends, variant.name
        assert sum("→" in line for line in rows) == starts, variant.name
        if variant is AISLERIOT:
            assert not rows[-1].rstrip().endswith("↩")  # r6c9 runs on into nothing there


def shows_a_row(line: str) -> bool:
    """Whether a line shows a row of the board: faces or boxes, after a row's label."""
    return bool(ROW_LABEL.match(line)) or sum(line.count(c) for c in "♠♥♦♣[") >= 5


def test_the_narrowest_board_has_no_room_for_the_marks() -> None:
    view = dict(views_of_every_kind())["board"]._replace(look=Look(UNICODE, False))
    text = "\n".join(render(view, 40, 12).text())
    assert "↩" not in text and "→" not in text


def test_a_page_of_help_holds_as_much_as_fits() -> None:
    # The rules follow the keys on the same page where there is room for both (they
    # began a page of their own: two pages at 160x50), and a page of rules takes as
    # many paragraphs as fit.
    view = dict(views_of_every_kind())["help"]
    assert len(pages_of(view, 160, 50)) == 1
    pages = pages_of(view, 100, 40)
    assert len(pages) == 2 and "Put the cards in order" in pages[0]


def test_an_entry_of_the_right_column_runs_on_under_itself() -> None:
    # Not under the left column's keys, where it read as theirs.
    view = dict(views_of_every_kind())["help"]
    lines = pages_of(view, 80, 24)[0].splitlines()
    head = next(i for i, line in enumerate(lines) if "pause: hide the board," in line)
    assert lines[head + 1].index("stop the clock") == lines[head].index("pause")


def test_the_statistics_turn_pages_where_they_do_not_fit() -> None:
    lines = tuple(f"Line {n:<8}{n}" for n in range(1, 21))
    view = dict(views_of_every_kind())["statistics"]._replace(overlay=Statistics(lines))
    pages = pages_of(view, 40, 12)
    assert len(pages) == 3  # nine lines a page
    shown = [line.split()[1] for page in pages for line in page.splitlines() if "Line" in line]
    assert shown == [str(n) for n in range(1, 21)]
    assert pages_of(view, 80, 24)[0].count("Line") == 20  # one page where they fit


def test_the_welcome_is_one_whole_line_at_every_width() -> None:
    # Shortened by its own shorter forms, never by an ellipsis, and the key line stays.
    view = views_of_every_kind()[1][1]
    for width in (40, 60, 80):
        lines = render(view, width, 12).text()
        said = [line.strip() for line in lines if "for the rules" in line]
        assert len(said) == 1 and said[0] in words_of(STANDARD).welcome, (width, lines)
        assert any(line.strip().endswith("q quit") for line in lines), (width, lines)


WIDTHS = [*range(0, 101), 120, 144, 160]
HEIGHTS = [*range(0, 26), 40, 43, 50]
"""Every terminal size up to 100x25, and a few roomier ones: the sizes a frame must fit."""
FEW_WIDTHS = (MIN_WIDTH, 62, 120, 144)
"""Of :data:`WIDTHS`, the narrowest each layout fits: there every height is checked, not
just the ends of each layout's band of heights."""


def band_ends(width: int) -> set[int]:
    """Of :data:`HEIGHTS`, the lowest and the tallest that each layout is chosen for at
    ``width`` (``choose_layout`` picks by thresholds: compact from 40x12, full from
    62x20, large from 110x32, grand from 144x43)."""
    bands: dict[str, list[int]] = {}
    for height in HEIGHTS:
        layout = choose_layout(width, height)
        if layout is not None:
            bands.setdefault(layout.name, []).append(height)
    return {end for heights in bands.values() for end in (heights[0], heights[-1])}


TOO_SMALL = [(w, h) for w in WIDTHS for h in HEIGHTS if choose_layout(w, h) is None]
FITTING = [
    (w, h)
    for w in WIDTHS
    for h in HEIGHTS
    if choose_layout(w, h) is not None and (h in band_ends(w) or w in FEW_WIDTHS)
]
"""Where the board fits: the sizes each kind of frame is checked at.

Together with :data:`TOO_SMALL` (and the check that the notice drawn there is the same
whatever the view) they catch every cut text that drawing each kind of frame at every
size of the grid :data:`WIDTHS` x :data:`HEIGHTS` would: that took 127,926 renders, a
fifth of the suite's time; these take about 15,000 (244 sizes for each of 46 kinds, and
1,836 too small, twice). Within the band of heights one layout is
chosen for, at one width, the height changes only where things go:

- A game frame is the same rows, moved down by half the spare lines; each layout's
  minimum height leaves room for all of them.
- The help and the statistics wrap their text to the width, whatever the height, which
  decides only how many lines a page holds: the first page, which these views show,
  holds at a taller height what it held at a lower one, and more. Only the title's page
  count ("help (1/8)") differs in between, and a title is drawn whole or not at all.

So every row that any height of a band draws is drawn at the band's lowest or tallest
height: drawing the whole grid showed it, for every kind (titles aside). And at
:data:`FEW_WIDTHS` every height is drawn anyway, should that ever change.
"""

KINDS = views_of_every_kind()
"""Built once, as the module is collected (in a tenth of a second), so that each kind of
frame is a test of its own: named in a failure, and shared out among the test processes."""


def glyphs_name(view: View) -> str:
    return "ascii" if view.look.glyphs is ASCII else "unicode"


@pytest.mark.parametrize("glyphs", [UNICODE, ASCII], ids=["unicode", "ascii"])
def test_no_text_is_ever_cut_where_the_board_is_too_small(glyphs: Glyphs) -> None:
    # The notice shows nothing of the view but its glyphs: one view of each does for all.
    views = [view for _, view in KINDS if view.look.glyphs is glyphs]
    for view in views:
        for width, height in ((39, 40), (160, 11)):
            assert render(view, width, height).text() == render(views[0], width, height).text()
    for width, height in TOO_SMALL:
        canvas = render(views[0], width, height)
        assert canvas.clipped == [], (width, height, canvas.clipped)


@pytest.mark.parametrize(
    "view", [view for _, view in KINDS], ids=[f"{name}, {glyphs_name(v)}" for name, v in KINDS]
)
def test_no_text_is_ever_cut_at_any_size(view: View) -> None:
    # Where a text does not fit, a shorter form is drawn, or it is left out:
    # never a word cut off by the edge.
    for width, height in FITTING:
        canvas = render(view, width, height)
        assert canvas.clipped == [], (width, height, canvas.clipped)


def test_every_kind_of_frame_is_checked() -> None:
    assert {type(view.overlay) for _, view in KINDS} >= {Help, Statistics, Paused}
    assert Finished in {type(view.mode) for _, view in KINDS}


# -- the win: the runs closed up into four rows ------------------------------------------


def test_the_compact_board_has_its_title_where_a_line_is_spare() -> None:
    # Every line in its longest form that fits: the title too (the compact board took
    # none at all), on the line the board leaves spare at 40x12, above a blank from 13.
    view = dict(views_of_every_kind())["board"]
    for height in (12, 13):
        lines = render(view, 40, height).text()
        assert lines[0].startswith(" " + screen.TITLE) and lines[0].rstrip().endswith("rules")
        assert (lines[1].strip() == "") == (height == 13)
