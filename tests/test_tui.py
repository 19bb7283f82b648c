"""The curses game, played through the real command in a pseudo-terminal.

Every test here starts ``maze-solitaire``, types at it and reads the screen
it draws (through the pyte terminal emulator), as a player would.
"""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator

import pytest

from maze_solitaire.engine import PLAYING_CARDS, Card, Position, deal, fillers, legal_moves, play
from tests.positions import SOLVED_ORDER, one_move_from_the_win
from tests.screen_board import BOARD_READY, cursor_to, read_board, shows, slot_column, slot_spacing
from tests.sessions import full_screen
from tests.terminal import COMMAND, Terminal
from tests.words_seen import help_pages


@pytest.fixture
def game() -> Iterator[Terminal]:
    with Terminal("--deal", "1") as terminal:
        terminal.wait_for(BOARD_READY)
        yield terminal


def test_the_board_shows_the_same_cards_as_show(game: Terminal) -> None:
    assert read_board(game.text) == deal(1)
    shown = subprocess.run(
        [COMMAND, "show", "--deal", "1", "--json"], capture_output=True, text=True, check=True
    )
    assert read_board(game.text).notation() in shown.stdout
    assert "standard-1" in game.text and "Moves 0" in game.text and "In order 2/48" in game.text


def test_filling_a_gap_changes_the_screen_as_the_engine_says_and_undo_restores_it(
    game: Terminal,
) -> None:
    start = deal(1)
    gap = start.gaps[2]  # r2c9: exactly one card may fill it
    (card,) = fillers(start, gap)
    game.send("tab", "tab", "enter")
    after = play(start, next(m for m in legal_moves(start) if m.target == gap))
    game.wait_for("Moves 1")
    assert read_board(game.text) == after
    assert f"{card.unicode()} " in game.text  # the message names the move
    game.send("u")
    game.wait_for("Moves 0")
    assert read_board(game.text) == start
    assert "Undid" in game.text
    game.send("ctrl-r")
    game.wait_for("Moves 1")
    assert read_board(game.text) == after


def test_the_candidates_shown_for_a_gap_are_the_engines(game: Terminal) -> None:
    start = deal(1)
    for gap in start.gaps:
        expected = fillers(start, gap)
        if len(expected) < 2:
            continue
        cursor_to(game, start.gaps[0], gap)
        game.send("enter")
        text = game.wait_for("Esc cancels")  # the end of the line: all of it is drawn
        prompt = text.splitlines()[game.line_of("Fill ")]
        offered = re.findall(r"\b(\d) (\S+)", prompt.split(":", 1)[1])
        assert sorted(Card.parse(card) for _, card in offered) == sorted(expected), prompt
        assert [number for number, _ in offered] == [str(n + 1) for n in range(len(expected))]
        game.send("esc")
        game.wait_for(lambda t: "Fill " not in t)
        cursor_to(game, gap, start.gaps[0])
    # Picking by number plays that card.
    game.send("enter", "2")
    game.wait_for("Moves 1")


def test_a_card_that_fits_two_gaps_offers_both() -> None:
    # 5S _ ... and _ 7S: the 6S may go after the five or before the seven.
    rest = [c for c in PLAYING_CARDS if c.notation() not in ("5S", "6S", "7S")]
    cells: list[Card | None] = [None] * 54
    cells[0], cells[10], cells[30] = Card.parse("5S"), Card.parse("7S"), Card.parse("6S")
    gaps = {1, 9, 20, 21, 22, 23}
    others = iter(rest)
    for slot in range(54):
        if cells[slot] is None and slot not in gaps:
            cells[slot] = next(others)
    position = Position.from_cells(cells)
    targets = sorted(m.target for m in legal_moves(position) if m.card == Card.parse("6S"))
    assert targets == [1, 9]
    with Terminal("--position", position.notation()) as game:
        game.wait_for(BOARD_READY)
        cursor_to(game, position.gaps[0], 30)
        game.send("enter")
        text = game.wait_for("Esc cancels")
        assert "Move 6" in text
        assert "1 r1c2" in text and "2 r2c1" in text
        game.send("tab", "enter")  # the second choice: r2c1
        game.wait_for("Moves 1")
        assert read_board(game.text)[9] == Card.parse("6S")


def test_a_blocked_gap_is_drawn_so_and_says_why() -> None:
    gaps = {29, 30, 50, 51, 52, 53}  # r4c3 r4c4: a gap left of r4c4, and an Ace right of it
    ace = Card.parse("AH")
    others = iter(c for c in SOLVED_ORDER if c != ace)
    cells = [None if s in gaps else ace if s == 31 else next(others) for s in range(54)]
    position = Position.from_cells(cells)
    assert fillers(position, 30) == ()
    with Terminal("--position", position.notation()) as game:
        text = game.wait_for(BOARD_READY)
        line, column = slot_column(text, 30)
        assert text.splitlines()[line][column : column + 5] == "[×××]"
        cursor_to(game, position.gaps[0], 30)
        game.send("enter")
        text = game.wait_for("Nothing can fill r4c4")
        said = " ".join(line.strip() for line in text.splitlines())  # on two lines
        assert "Nothing can fill r4c4: the slot on its left is a gap, and an Ace stands" in said


def test_terminal_too_small_and_back() -> None:
    with Terminal("--deal", "2") as game:
        game.wait_for(BOARD_READY)
        game.resize(20, 6)
        text = game.wait_for("have 20×6")
        assert "terminal too small" in text and "need 40×12" in text
        assert BOARD_READY not in text
        game.resize(100, 30)
        game.wait_for(BOARD_READY)
        assert read_board(game.text) == deal(2)


def test_a_terminal_that_does_not_know_its_size_still_plays() -> None:
    # script(1) run without a terminal gives its pseudo-terminal the size 0x0:
    # curses then goes by the terminal type's own size.
    with Terminal("--deal", "1", size_known=False) as game:
        game.wait_for(BOARD_READY)
        game.send("q")
        assert game.wait_exit() == 0
        assert "Traceback" not in game.text


@pytest.mark.parametrize(
    ("size", "spacing"), [((110, 32), 10), ((160, 50), 15)], ids=["110x32", "160x50"]
)
def test_the_board_draws_real_cards_on_a_large_terminal(
    size: tuple[int, int], spacing: int
) -> None:
    columns, lines = size
    with Terminal("--deal", "1", columns=columns, lines=lines) as game:
        text = game.wait_for(BOARD_READY)
        assert read_board(text) == deal(1)  # every card where it is, in a box of its own
        assert text.count("╭") == 48 and text.count("┌") == 6  # the gaps' boxes lighter
        assert slot_spacing(text) == spacing  # wider than the 6 columns a card has at 100x30
        gap = deal(1).gaps[2]
        row, column = slot_column(text, gap)
        assert game.cell(row, column + 1).data == " "  # a gap: nothing inside its box
        game.click(row + 1, column + 1)  # the mouse finds the box anywhere on it
        game.wait_for("Moves 1")
        game.resize(100, 30)
        # The old frame's last lines stay on the screen (a shrinking terminal drops its
        # top lines), "In order" among them: wait for the new layout itself.
        after = deal(1).after_unchecked(next(m for m in legal_moves(deal(1)) if m.target == gap))
        game.wait_for(lambda text: slot_spacing(text) == 6 and shows(text, after))


def test_the_cursor_shows_on_a_whole_real_card() -> None:
    with Terminal("--deal", "1", columns=110, lines=32, env={"NO_COLOR": "1"}) as game:
        text = game.wait_for(BOARD_READY)
        line, column = slot_column(text, 8)  # the cursor starts on the first gap, r1c9
        assert all(game.cell(line + dy, column + 1).reverse for dy in (-1, 0, 1))
        assert not game.cell(line, column - 2).reverse  # its neighbour's box is not


def test_the_compact_layout_fits_40_by_12() -> None:
    with Terminal("--deal", "3", columns=40, lines=12) as game:
        text = game.wait_for("/48")
        assert "too small" not in text
        assert "#3" in text


def test_ascii_when_the_locale_cannot_show_suits() -> None:
    with Terminal("--deal", "1", env={"LC_ALL": "C", "LANG": "C"}) as game:
        text = game.wait_for(BOARD_READY)
        assert "7H" in text and "10D" in text
        assert not any(symbol in text for symbol in "♠♥♦♣│")
        assert all(ord(char) < 128 for char in text)


def test_ascii_on_request() -> None:
    with Terminal("--deal", "1", "--ascii") as game:
        text = game.wait_for(BOARD_READY)
        assert "7H" in text and "♥" not in text


@pytest.mark.parametrize(
    "env", [{"NO_COLOR": "1"}, {"TERM": "vt100"}], ids=["NO_COLOR", "TERM=vt100"]
)
def test_the_cursor_shows_without_colour(env: dict[str, str]) -> None:
    with Terminal("--deal", "1", env=env) as game:
        text = game.wait_for(BOARD_READY)
        line, column = slot_column(text, 8)  # the cursor starts on the first gap, r1c9
        assert game.cell(line, column).reverse
        assert not game.cell(line, column - 6).reverse
        assert all(
            game.cell(y, x).fg == "default"
            for y in range(game.screen.lines)
            for x in range(game.screen.columns)
        )


def test_p_goes_back_a_gap_where_there_is_no_shift_tab() -> None:
    with Terminal("--deal", "1", env={"TERM": "vt100"}) as game:
        text = game.wait_for(BOARD_READY)
        line, column = slot_column(text, 8)  # the cursor starts on the first gap, r1c9
        assert game.cell(line, column).reverse
        game.send("p")  # back round the cycle to the last gap
        game.wait_for(lambda text: not game.cell(line, column).reverse)
        game.send("tab")
        game.wait_for(lambda text: game.cell(line, column).reverse)


def test_colours_by_default() -> None:
    with Terminal("--deal", "1") as game:
        text = game.wait_for(BOARD_READY)
        line, column = slot_column(text, 0)  # 7♥
        assert "red" in (game.cell(line, column + 1).fg, game.cell(line, column + 2).fg)


def test_help_opens_its_pages_turn_and_esc_closes_it(game: Terminal) -> None:
    game.send("?")
    # Each page waited for by what it ends with, drawn after its title.
    first = game.wait_for(lambda text: "help (1/2)" in text and "no (any other key" in text)
    assert "Ctrl-R/U" in first and "undo (unlimited)" in first  # the keys, then the rules
    game.send("x")  # any key: the next page
    text = game.wait_for(lambda text: "help (2/2)" in text and "PgUp: the page before" in text)
    assert "Put the cards in" in text and "The status line" in text
    game.send("pageup")  # back a page, and on again with PgDn
    game.wait_for("help (1/2)")
    game.send("pagedown")
    game.wait_for("help (2/2)")
    game.send("x")  # and past the last, back (to the board: the page says "In order" too)
    game.wait_for(lambda text: shows(text, deal(1)))
    game.send("?")
    game.wait_for("help (1/2)")
    game.send("esc")  # or back at once
    game.wait_for(BOARD_READY)


def test_a_small_terminal_turns_more_pages_of_help_and_loses_none() -> None:
    # At 40x12 the keys alone need several pages; the rules follow. Each page is waited
    # for whole: its title and its last line as the renderer draws that page (the title
    # can reach the terminal before the rest of the frame on a loaded machine).
    expected = help_pages(full_screen(), 40, 12)
    assert len(expected) > 2

    def drawn(page: str) -> Callable[[str], bool]:
        title, last = page.splitlines()[0].strip(), body_end(page)
        return lambda text: title in text and last in text

    with Terminal("--deal", "1", columns=40, lines=12) as game:
        game.wait_for("/48")
        game.send("?")
        seen = [game.wait_for(drawn(expected[0]))]
        for page in expected[1:]:
            game.send("x")
            seen.append(game.wait_for(drawn(page)))
        everything = "\n".join(seen)
        for said in ("Ctrl-R/U", "pause: hide the board", "go to a deal", "The status line"):
            assert said in everything, said
        assert "PgUp: back a page; any key: game" in seen[-1]
        game.send("left")  # a page back, and on again
        game.wait_for(drawn(expected[-2]))
        game.send("down")
        game.wait_for(drawn(expected[-1]))
        game.send("x")  # past the last page: back to the game (the page says "N/48" too)
        game.wait_for("#1 │ easy │ 0 mv")


def body_end(page: str) -> str:
    """The last line of a page's text, before its footer: drawn after its title."""
    lines = [line.strip() for line in page.splitlines()[2:-1] if line.strip()]
    return lines[-1]


def test_new_deal_asks_first_once_moves_are_made(game: Terminal) -> None:
    game.send("tab", "tab", "enter")
    game.wait_for("Moves 1")
    game.send("n")
    game.wait_for("(y/n)")
    game.send("n")
    game.wait_for("Cancelled")
    assert "standard-1" in game.text
    game.send("r", "y")
    game.wait_for("Back to the deal")
    assert read_board(game.text) == deal(1)


def four_clean_rows(text: str) -> bool:
    """Whether the screen shows the won runs as four rows, Ace to Queen, a suit a row."""
    rows = [
        r for r in (re.findall(r"(?:10|[A2-9JQ])[♠♥♦♣]", line) for line in text.splitlines()) if r
    ]
    ranks = ["A", *map(str, range(2, 11)), "J", "Q"]
    return rows[:4] == [[rank + suit for rank in ranks] for suit in "♠♥♦♣"]  # the move said below


def test_the_winning_move_shows_the_win() -> None:
    position = one_move_from_the_win()
    with Terminal("--position", position.notation()) as game:
        game.wait_for(BOARD_READY)
        cursor_to(game, position.gaps[0], 46)
        game.send("enter")
        text = game.wait_for("n new deal")
        # Par (1) is there when its search, a moment's work here, answered before the win.
        assert re.search(r"You won this position: 1 move( — par 1)?, 0:0\d, a clean win!", text)
        game.wait_for(four_clean_rows)  # the runs close up, the loop woken for each frame
        game.send("q")
        assert game.wait_exit() == 0


def test_a_mouse_click_on_a_gap_fills_it(game: Terminal) -> None:
    start = deal(1)
    gap = start.gaps[2]
    line, column = slot_column(game.text, gap)
    game.click(line, column + 1)
    game.wait_for("Moves 1")
    assert read_board(game.text)[gap] == fillers(start, gap)[0]


def shown_time(text: str) -> str:
    found = re.search(r"Time (\d+:\d\d)", text)
    assert found is not None, text
    return found[1]


@pytest.mark.parametrize("term", ["xterm-256color", "screen"], ids=["SGR", "X10"])
def test_after_a_slow_click_the_game_goes_on_without_a_key(term: str) -> None:
    # A release that comes a moment after the press used to leave the game
    # blocked until the next key: the clock stood still, searches went unseen.
    with Terminal("--deal", "1", env={"TERM": term}) as game:
        text = game.wait_for(BOARD_READY)
        line, column = slot_column(text, deal(1).gaps[2])
        game.click(line, column + 1, held=0.3)
        text = game.wait_for("Moves 1")
        before = shown_time(text)
        game.wait_for(lambda t: shown_time(t) != before)  # with no key sent
        game.wait_for("winnable", timeout=10)  # and the search's answer shows


def assert_terminal_restored(game: Terminal) -> None:
    assert game.modes() == (True, True)  # echo and line mode are back
    assert not game.screen.cursor.hidden  # the cursor shows again
    tail = bytes(game.output[-200:])
    assert b"\x1b[?1049l" in tail  # back from the alternate screen
    assert b"\x1b[?1006;1000l" in tail  # mouse reports off


def test_q_quits_with_status_0_and_restores_the_terminal(game: Terminal) -> None:
    assert game.modes() == (False, False)  # the game reads keys one by one, silently
    game.send("q")
    assert game.wait_exit() == 0
    assert_terminal_restored(game)


@pytest.mark.parametrize(
    ("how", "status"),
    [("ctrl-c", 130), (signal.SIGTERM, 128 + signal.SIGTERM), (signal.SIGHUP, 128 + signal.SIGHUP)],
    ids=["ctrl-c", "SIGTERM", "SIGHUP"],
)
def test_interrupts_exit_with_128_plus_the_signal(
    game: Terminal, how: str | signal.Signals, status: int
) -> None:
    if isinstance(how, str):
        game.send(how)
    else:
        os.kill(game.pid, how)
    assert game.wait_exit() == status
    assert "Traceback" not in game.text
    if how != signal.SIGHUP:  # after a hang-up there is no terminal left to restore
        assert_terminal_restored(game)


def test_hundreds_of_random_keys_and_resizes_never_crash_it() -> None:
    chooser = random.Random(20261129)
    keys = [
        "left",
        "right",
        "up",
        "down",
        "enter",
        "tab",
        "shift-tab",
        "esc",
        "u",
        "ctrl-r",
        "U",
        "r",
        "n",
        "y",
        "?",
        "4",
        "1",
        "2",
        "3",
        " ",
        "h",
        "j",
        "k",
        "l",
        "x",
        "f1",
    ]
    with Terminal("--deal", "5") as game:
        game.wait_for(BOARD_READY)
        for step in range(400):
            if step % 40 == 39:
                game.resize(chooser.randint(1, 120), chooser.randint(1, 40))
            else:
                game.send(chooser.choice(keys))
            game.pump(0.002)
        game.resize(100, 30)
        # A q answers a question "no", turns a page of the help or quits: pressed until
        # the game ends, it closes whatever the keys left open, and quits. (Not Esc: a
        # slow game may read it with the key after it as one Alt- key.)
        assert game.quit_with("q") == 0
        assert "Traceback" not in game.text


def test_without_a_terminal_the_game_is_played_a_line_at_a_time() -> None:
    # Standard input is not a terminal: the text mode, which reads the end of input
    # at once, and says what became of the game (tests/test_text_mode.py plays it): no
    # move was made in it, so it is not kept.
    result = subprocess.run(
        [sys.executable, "-m", "maze_solitaire", "--deal", "1"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and result.stderr == ""
    assert "\x1b" not in result.stdout
    assert result.stdout.splitlines()[-1] == "Not kept: deal #1, as no move was made."


def test_an_already_won_position_is_refused() -> None:
    won = one_move_from_the_win().after_unchecked(
        next(m for m in legal_moves(one_move_from_the_win()) if m.target == 46)
    )
    with Terminal("--position", won.notation()) as game:
        assert game.wait_exit() == 65  # bad data: nothing to play
        assert "already won" in game.text


def test_keys_do_nothing_while_the_board_is_hidden(game: Terminal) -> None:
    game.resize(30, 10)
    game.wait_for("have 30")
    game.send("tab", "tab", "enter", "u")
    game.resize(100, 30)
    text = game.wait_for(BOARD_READY)
    assert "Moves 0" in text and read_board(text) == deal(1)


def test_q_still_quits_while_the_board_is_hidden_even_with_a_question_open(
    game: Terminal,
) -> None:
    game.send("tab", "tab", "enter")
    game.wait_for("Moves 1")
    game.send("r")
    game.wait_for("(y/n)")
    game.resize(30, 10)
    game.wait_for("have 30")
    game.send("q")  # no, to the question, as any key but y
    game.send("q")  # and quit
    assert game.wait_exit() == 0


def test_terminal_that_cannot_draw_gets_the_text_mode() -> None:
    with Terminal("--deal", "1", env={"TERM": "dumb"}) as game:
        game.wait_for("Row 6: AS 4S 2D 8S 10S 3D 2C 9D 7C")
        game.send("quit\r")
        assert game.wait_exit() == 0
        assert "cannot move its cursor" not in game.text


def test_a_bad_position_is_refused_before_the_screen_changes() -> None:
    with Terminal("--position", "AS AS") as game:
        assert game.wait_exit() == 65
        assert "2 slots, expected 54" in game.text
