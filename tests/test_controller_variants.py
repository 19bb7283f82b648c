"""The game under every variant: new deals and go-to by the rules played, the daily key,
par and the share line (no terminal: see test_variants_ui for the real game)."""

from __future__ import annotations

from datetime import date

import pytest

from maze_solitaire.engine import PYSOL, STANDARD, Game, Position, Variant, daily_code, deal
from maze_solitaire.fullscreen.clipboard import Support, osc52, support
from maze_solitaire.fullscreen.front import FullScreen
from maze_solitaire.fullscreen.overlays import Entering
from maze_solitaire.play.actions import Action
from maze_solitaire.play.dealing import random_deal
from maze_solitaire.play.events import DailyAlready, Refused, Started
from maze_solitaire.play.modes import Asking, Finished, Question
from maze_solitaire.play.session import Session
from maze_solitaire.solver.answer import PAR_VERSION, Grade, Par
from maze_solitaire.storage import Progress, Store
from maze_solitaire.words import ASCII, UNICODE, Glyphs, said
from tests.playing import NEARLY_WON, WINNING_MOVE, nearly_won_deal, play_move, winning_line
from tests.sessions import KnownDeals, controller, full_screen

DAY = date(2026, 12, 1)


def daily() -> Game:
    return Game.from_code(daily_code(DAY))


def type_deal(front: FullScreen, digits: str) -> None:
    for key in ["g", *digits, "^J"]:
        front.key(key)


class Counting(KnownDeals):
    """Random deals, as the game's are, noting the rules each was asked under."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[Variant] = []

    def random(self, variant: Variant, grade: Grade | None = None) -> Game:
        self.asked.append(variant)
        return random_deal(variant, grade)


def test_n_and_g_deal_under_the_rules_played() -> None:
    deals = Counting()
    store = Store.in_memory()
    front = FullScreen(
        Session(controller(Game.from_deal(617, PYSOL), deals=deals), store, [], begun=False),
        UNICODE,
    )
    c = front.controller
    front.key("n")
    assert deals.asked == [PYSOL] and c.game.variant is PYSOL
    type_deal(front, "99999999999999999999")  # PySolFC's last game: 20 digits
    assert c.game.code is not None and c.game.code.text() == "pysol-99999999999999999999"
    assert c.game.start == deal(10**20 - 1, PYSOL)
    type_deal(front, "0")  # PySolFC has no game 0: said, and the number stays to be put right
    assert isinstance(front.overlay, Entering) and "pysol" in front.message


def test_a_digit_past_the_longest_deal_number_is_refused_aloud() -> None:
    front = full_screen()
    for key in ["g", *"42949672950"]:  # one digit more than 4294967295 has
        front.key(key)
    assert front.overlay == Entering("4294967295")
    assert front.message == "Deal numbers have at most 10 digits here (the largest is 4294967295)"


def test_random_deals_cover_each_variant_s_numbers() -> None:
    numbers = [random_deal(PYSOL).deal_number for _ in range(40)]
    assert all(n is not None and 1 <= n < 10**20 for n in numbers)
    assert max(n for n in numbers if n is not None) > 2**64  # PySolFC's numbers, not ours
    assert len(set(numbers)) == 40


def test_t_asks_before_moves_are_lost_and_says_when_this_is_the_daily() -> None:
    c = controller(deals=KnownDeals(day=DAY))
    c.act(Action.RIGHT)
    play_move(c, c.game.legal_moves()[0])
    c.act(Action.DAILY, "t")
    assert isinstance(c.mode, Asking) and c.mode.question is Question.DAILY
    c.act(Action.YES, "y")
    assert c.game.code == daily_code(DAY) and c.game.day == DAY
    (refused,) = c.act(Action.DAILY, "t")
    assert refused == Refused(DailyAlready(daily_code(DAY)))
    assert said.message(refused, UNICODE) == "This is today's daily deal already (daily-2026-12-01)"
    assert c.game.move_count == 0


def test_a_daily_played_again_is_told_its_day_s_result_stands() -> None:
    with Store.in_memory() as store:
        first = daily()
        store.begin(first)
        first.play(first.legal_moves()[0])
        store.save(Progress(first, 5.0))
        c = controller(recorder=store, deals=KnownDeals(day=DAY))
        store.begin(c.game)  # ends the daily, lost: its day's result
        started = c.act(Action.DAILY, "t")[0]  # no move made here: no question
        assert isinstance(started, Started) and c.game.day == DAY
        assert said.message(started, UNICODE) == (
            "The daily of 2026-12-01 was lost; playing it again changes nothing"
        )


def test_playing_a_won_game_again_keeps_its_day() -> None:
    # The day rides along whatever the start; a won position stands in for a won daily.
    c = controller(Game(NEARLY_WON, None, DAY))
    play_move(c, WINNING_MOVE)
    assert isinstance(c.mode, Finished)
    c.act(Action.RESTART, "r")
    assert c.game.day == DAY and c.game.start == NEARLY_WON and c.game.move_count == 0


def win_deal_zero(store: Store | None = None, glyphs: Glyphs = UNICODE) -> FullScreen:
    front = full_screen(nearly_won_deal(), glyphs=glyphs, store=store)
    store = front.session.store
    store.begin(front.controller.game)
    front.show(play_move(front.controller, winning_line()[-1]))
    assert isinstance(front.controller.mode, Finished)
    return front


def test_par_is_sought_once_kept_and_shown_on_the_win() -> None:
    with Store.in_memory() as store:
        c = win_deal_zero(store).controller
        start = c.game.start
        assert c.answers.par_wanted() == start and c.status().par is None
        c.answers.learn_par(start, Par(47, 41, ()))
        assert c.answers.par_wanted() is None and c.status().par == 47
        assert store.par(start, PAR_VERSION) == (47, 41)
        again = controller(Game(start, 0), recorder=store)
        assert again.answers.par_wanted() is None and again.status().par == 47  # read, not sought


def test_a_par_search_that_failed_is_not_started_again() -> None:
    c = win_deal_zero().controller
    c.answers.learn_par(c.game.start, None)
    assert c.answers.par_wanted() is None and c.status().par is None


@pytest.mark.parametrize(
    ("support_of", "said_of_it"),
    [
        ("yes", "Share line copied to the clipboard (OSC 52)"),
        ("maybe", "Share line sent to the clipboard (OSC 52), if the terminal allows it"),
        ("no", "No clipboard to copy to in this terminal: the share line is printed when you quit"),
    ],
)
def test_c_copies_the_share_line_and_says_how_surely(support_of: Support, said_of_it: str) -> None:
    copied: list[str] = []

    def clipboard(text: str) -> Support:
        copied.append(text)
        return support_of

    front = win_deal_zero()
    front.clipboard = clipboard
    c = front.controller
    seconds = c.in_play.clock.seconds
    c.answers.learn_par(c.game.start, Par(47, 41, ()))
    front.key("c")
    line = f"Maze standard-0 · 60 moves (par 47) · 0:0{int(seconds)} · clean"
    assert copied == [line] and front.message == said_of_it
    assert front.share_line() == line


def test_a_position_s_win_has_no_share_line() -> None:
    front = full_screen(Game(NEARLY_WON))
    play_move(front.controller, WINNING_MOVE)
    front.key("c")
    assert front.share_line() is None and "share line" in front.message


def test_the_share_line_in_ascii_and_with_help() -> None:
    line = win_deal_zero(glyphs=ASCII).share_line()
    assert line is not None and line.startswith("Maze standard-0 | 60 moves | 0:0")
    assert line.endswith("| clean")


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
    status = controller(Game.from_deal(617, PYSOL)).status()
    assert status.code is not None and status.code.text() == "pysol-617"
    assert status.rules is PYSOL
    position = controller(Game(Position.parse(deal(3).notation(), PYSOL))).status()
    assert position.code is None and position.rules is PYSOL and STANDARD is not PYSOL
