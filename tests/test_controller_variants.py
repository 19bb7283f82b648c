"""The controller under every variant: new deals and go-to by the rules played, the daily
key, par and the share line (no terminal: see test_variants_ui for the real game)."""

from __future__ import annotations

from datetime import date

import pytest

from maze_solitaire.engine import PYSOL, Game, Position, Variant, daily_code, deal
from maze_solitaire.fullscreen.clipboard import Support, osc52, support
from maze_solitaire.fullscreen.keymap import Action
from maze_solitaire.play.controller import Controller
from maze_solitaire.play.modes import Asking, Entering, Question, Won
from maze_solitaire.play.session import random_deal
from maze_solitaire.solver.answer import PAR_VERSION, Par
from maze_solitaire.storage import Progress, Store
from maze_solitaire.words import ASCII, UNICODE
from tests.playing import NEARLY_WON, WINNING_MOVE, nearly_won_deal, play_move, winning_line

DAY = date(2026, 12, 1)


def daily() -> Game:
    return Game.from_code(daily_code(DAY))


def type_deal(c: Controller, digits: str) -> None:
    c.act(Action.GO_TO, "g")
    for digit in digits:
        c.act(Action.TYPE, digit)
    c.act(Action.ACTIVATE, "^J")


def test_n_and_g_deal_under_the_rules_played() -> None:
    asked: list[Variant] = []

    def new_game(variant: Variant) -> Game:
        asked.append(variant)
        return random_deal(variant)

    c = Controller(Game.from_deal(617, PYSOL), new_game, glyphs=UNICODE)
    c.act(Action.NEW, "n")
    assert asked == [PYSOL] and c.game.variant is PYSOL
    type_deal(c, "99999999999999999999")  # PySolFC's last game: 20 digits
    assert c.game.code is not None and c.game.code.text() == "pysol-99999999999999999999"
    assert c.game.start == deal(10**20 - 1, PYSOL)
    type_deal(c, "0")  # PySolFC has no game 0: said, and the number stays to be put right
    assert isinstance(c.mode, Entering) and "pysol" in c.message


def test_a_digit_past_the_longest_deal_number_is_refused_aloud() -> None:
    c = Controller(Game.from_deal(1), lambda _: Game.from_deal(2), glyphs=UNICODE)
    c.act(Action.GO_TO, "g")
    for digit in "42949672950":  # one digit more than 4294967295 has
        c.act(Action.TYPE, digit)
    assert isinstance(c.mode, Entering) and c.mode.text == "4294967295"
    assert c.message == "Deal numbers have at most 10 digits here (the largest is 4294967295)"


def test_random_deals_cover_each_variant_s_numbers() -> None:
    numbers = [random_deal(PYSOL).deal_number for _ in range(40)]
    assert all(n is not None and 1 <= n < 10**20 for n in numbers)
    assert max(n for n in numbers if n is not None) > 2**64  # PySolFC's numbers, not ours
    assert len(set(numbers)) == 40


def test_t_asks_before_moves_are_lost_and_says_when_this_is_the_daily() -> None:
    c = Controller(Game.from_deal(1), lambda _: Game.from_deal(2), glyphs=UNICODE, daily=daily)
    c.act(Action.RIGHT)
    play_move(c, c.game.legal_moves()[0])
    c.act(Action.DAILY, "t")
    assert isinstance(c.mode, Asking) and c.mode.question is Question.DAILY
    c.act(Action.YES, "y")
    assert c.game.code == daily_code(DAY) and c.game.day == DAY
    c.act(Action.DAILY, "t")
    assert c.message == "This is today's daily deal already (daily-2026-12-01)"
    assert c.game.move_count == 0


def test_a_daily_played_again_is_told_its_day_s_result_stands() -> None:
    with Store.in_memory() as store:
        first = daily()
        store.begin(first)
        first.play(first.legal_moves()[0])
        store.save(Progress(first, 5.0))
        c = Controller(
            Game.from_deal(1),
            lambda _: Game.from_deal(2),
            glyphs=UNICODE,
            recorder=store,
            daily=daily,
        )
        store.begin(c.game)  # ends the daily, lost: its day's result
        c.act(Action.DAILY, "t")  # no move made here: no question
        assert c.game.day == DAY
        assert c.message == "The daily of 2026-12-01 was lost; playing it again changes nothing"


def test_playing_a_won_game_again_keeps_its_day() -> None:
    # The day rides along whatever the start; a won position stands in for a won daily.
    c = Controller(Game(NEARLY_WON, None, DAY), lambda _: Game.from_deal(2), glyphs=UNICODE)
    play_move(c, WINNING_MOVE)
    assert isinstance(c.mode, Won)
    c.act(Action.RESTART, "r")
    assert c.game.day == DAY and c.game.start == NEARLY_WON and c.game.move_count == 0


def win_deal_zero(recorder: Store | None = None, glyphs: object = UNICODE) -> Controller:
    c = Controller(
        nearly_won_deal(),
        lambda _: Game.from_deal(2),
        glyphs=UNICODE if glyphs is UNICODE else ASCII,
        recorder=recorder,
    )
    play_move(c, winning_line()[-1])
    assert isinstance(c.mode, Won)
    return c


def test_par_is_sought_once_kept_and_shown_on_the_win() -> None:
    with Store.in_memory() as store:
        c = win_deal_zero(store)
        start = c.game.start
        assert c.par_wanted() == start and c.view().status.par is None
        c.learn_par(start, Par(47, 41, ()))
        assert c.par_wanted() is None and c.view().status.par == 47
        assert store.par(start, PAR_VERSION) == (47, 41)
        again = Controller(
            Game(start, 0), lambda _: Game.from_deal(2), glyphs=UNICODE, recorder=store
        )
        assert again.par_wanted() is None and again.view().status.par == 47  # read, not sought


def test_a_par_search_that_failed_is_not_started_again() -> None:
    c = win_deal_zero()
    c.learn_par(c.game.start, None)
    assert c.par_wanted() is None and c.view().status.par is None


@pytest.mark.parametrize(
    ("support_of", "said"),
    [
        ("yes", "Share line copied to the clipboard (OSC 52)"),
        ("maybe", "Share line sent to the clipboard (OSC 52), if the terminal allows it"),
        ("no", "No clipboard to copy to in this terminal: the share line is printed when you quit"),
    ],
)
def test_c_copies_the_share_line_and_says_how_surely(support_of: Support, said: str) -> None:
    copied: list[str] = []

    def clipboard(text: str) -> Support:
        copied.append(text)
        return support_of

    c = win_deal_zero()
    c.clipboard = clipboard
    seconds = c.clock.seconds
    c.learn_par(c.game.start, Par(47, 41, ()))
    c.act(Action.COPY, "c")
    line = f"Maze standard-0 · 60 moves (par 47) · 0:0{int(seconds)} · clean"
    assert copied == [line] and c.message == said
    assert c.share_lines() == [line]


def test_a_position_s_win_has_no_share_line() -> None:
    c = Controller(Game(NEARLY_WON), lambda _: Game.from_deal(2), glyphs=UNICODE)
    play_move(c, WINNING_MOVE)
    c.act(Action.COPY, "c")
    assert c.share_lines() == [] and "share line" in c.message


def test_the_share_line_in_ascii_and_with_help() -> None:
    c = win_deal_zero(glyphs=ASCII)
    assert c.share_lines()[0].startswith("Maze standard-0 | 60 moves | 0:0")
    assert c.share_lines()[0].endswith("| clean")


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"TERM": "xterm-kitty"}, "yes"),
        ({"TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"}, "yes"),
        ({"TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"}, "maybe"),
        ({"TERM": "xterm-256color"}, "maybe"),
        ({"TERM": "linux"}, "no"),
        ({"TERM": "vt100"}, "no"),
        ({"TERM": "dumb"}, "no"),
    ],
)
def test_which_terminals_are_told_the_line_was_copied(
    environ: dict[str, str], expected: Support
) -> None:
    assert support(environ) == expected


def test_the_copy_is_one_osc_52_sequence_of_the_line_in_base64() -> None:
    assert osc52("Maze · 1") == b"\x1b]52;c;TWF6ZSDCtyAx\x07"


def test_the_status_and_the_title_name_the_code_and_the_rules() -> None:
    c = Controller(Game.from_deal(617, PYSOL), lambda _: Game.from_deal(2), glyphs=UNICODE)
    status = c.view().status
    assert status.code is not None and status.code.text() == "pysol-617"
    assert status.rules == "pysol"
    position = Controller(
        Game(Position.parse(deal(3).notation(), PYSOL)), random_deal, glyphs=UNICODE
    )
    assert position.view().status.code is None and position.view().status.rules == "pysol"


def test_while_par_is_sought_the_loop_wakes_a_few_times_a_second_not_fifty() -> None:
    from maze_solitaire.fullscreen.app import PAR_POLL_MS, SEARCH_POLL_MS, _timeout_ms

    assert _timeout_ms(None, searching=False, seeking_par=False) == -1  # idle: no wake at all
    assert _timeout_ms(None, searching=False, seeking_par=True) == PAR_POLL_MS >= 250
    assert _timeout_ms(None, searching=True, seeking_par=True) == SEARCH_POLL_MS
    assert _timeout_ms(0.1, searching=False, seeking_par=True) == 101
