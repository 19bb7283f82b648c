"""The controller without a terminal or words: every action, every mode, the hint, the demo,
the clock, each asserted on the events it reports."""

from __future__ import annotations

from datetime import date

import pytest

from maze_solitaire.engine import Game, Move, Position, fillers, legal_moves
from maze_solitaire.play.actions import Action
from maze_solitaire.play.events import (
    Asked,
    Cancelled,
    CannotFill,
    DailyAlready,
    FitsNowhere,
    How,
    Mistake,
    Moved,
    NotAChoice,
    Offered,
    Refused,
    Restarted,
    Started,
    WinUndone,
    Won,
    WonAlready,
)
from maze_solitaire.play.modes import Asking, Choosing, Feat, Finished, Playing, Question
from maze_solitaire.storage import Progress, Store
from maze_solitaire.storage.stats import Stats
from tests.playing import NEARLY_WON, WINNING_MOVE, nearly_won_deal, play_move, winning_line
from tests.sessions import (
    TODAY,
    FakeTime,
    KnownDeals,
    controller,
    kinds,
    mode,
)

# -- the cursor and the choices --------------------------------------------------------------


def test_left_and_right_follow_the_cycle_up_and_down_wrap_rows() -> None:
    c = controller()
    c.in_play.cursor = 0
    assert c.act(Action.LEFT) == [] and c.cursor == 53  # the board shows it: no event
    c.act(Action.RIGHT)
    assert c.cursor == 0
    c.act(Action.UP)
    assert c.cursor == 45  # row 6, same column
    c.act(Action.DOWN)
    assert c.cursor == 0
    c.in_play.cursor = 8
    c.act(Action.RIGHT)
    assert c.cursor == 9  # the end of a row runs on into the next


def test_tab_walks_the_gaps_both_ways() -> None:
    c = controller()
    gaps = list(c.game.position.gaps)
    c.in_play.cursor = gaps[0]
    seen = []
    for _ in gaps:
        c.act(Action.NEXT)
        seen.append(c.cursor)
    assert seen == [*gaps[1:], gaps[0]]
    c.act(Action.PREVIOUS)
    assert c.cursor == gaps[-1]


def test_choosing_picking_and_cancelling() -> None:
    c = controller()
    position = c.game.position
    gap = next(g for g in position.gaps if len(fillers(position, g)) > 1)
    c.in_play.cursor = gap
    (offered,) = c.act(Action.ACTIVATE)
    choosing = mode(c)
    assert isinstance(choosing, Choosing) and offered == Offered(choosing.choice)
    assert {m.card for m in choosing.choice.moves} == set(fillers(position, gap))
    c.act(Action.NEXT)
    choosing = mode(c)
    assert isinstance(choosing, Choosing) and choosing.choice.highlighted == 1
    assert c.act(Action.CANCEL) == [Cancelled()]
    assert isinstance(mode(c), Playing) and c.game.move_count == 0
    c.act(Action.ACTIVATE)
    assert c.act(Action.PICK, "9") == [Refused(NotAChoice(2))]
    assert isinstance(mode(c), Choosing)
    second = choosing.choice.moves[1]
    events = c.act(Action.PICK, "2")
    assert events[0] == Moved(second, position, c.game.position)
    assert c.game.move_count == 1 and isinstance(mode(c), Playing)
    after = c.game.position
    assert c.act(Action.UNDO)[0] == Moved(second, after, position, How.UNDONE)
    c.in_play.cursor = gap
    c.act(Action.ACTIVATE)
    assert isinstance(mode(c), Choosing)
    c.act(None, "x")  # any other key closes the choice, even one bound to nothing
    assert isinstance(mode(c), Playing) and c.game.move_count == 0


def test_a_click_picks_an_offered_move_or_acts_where_it_lands() -> None:
    c = controller()
    gap = next(g for g in c.game.position.gaps if len(fillers(c.game.position, g)) > 1)
    c.click(gap)
    choosing = mode(c)
    assert isinstance(choosing, Choosing)
    second = choosing.choice.moves[1]
    c.click(choosing.choice.marked_slot(1))
    assert c.game.moves == [second] and isinstance(mode(c), Playing)
    assert c.click(None) == []  # beside the board: nothing
    assert c.game.move_count == 1


def test_what_cannot_be_offered_says_why() -> None:
    # Deal 1 after 7H r1c1 -> r1c9 has a blocked gap nowhere; build the cases by hand.
    c = controller()
    position = c.game.position
    stuck = next(
        s
        for s in range(54)
        if position[s] is not None and not any(m.card == position[s] for m in legal_moves(position))
    )
    stuck_card = position[stuck]
    assert stuck_card is not None
    assert c.offer(stuck) == [Refused(FitsNowhere(position, stuck_card))]
    blocked = Position.parse(
        "-- -- AS 2S 3S 4S 5S 6S 7S / 8S 9S TS JS QS AH 2H 3H 4H / 5H 6H 7H 8H 9H TH JH QH AD"
        " / 2D 3D 4D 5D 6D 7D 8D 9D TD / JD QD AC 2C 3C 4C 5C 6C 7C / 8C 9C TC JC QC -- -- -- --"
    )
    b = controller(Game(blocked))
    assert b.offer(0) == [Refused(CannotFill(blocked, 0))]  # a gap beside it, a gap before it
    assert isinstance(mode(b), Playing)


def test_an_illegal_move_typed_is_refused_in_the_engine_s_words() -> None:
    c = controller()
    position = c.game.position
    card = position[0]
    assert card is not None
    (refused,) = c.play(Move(card, 0, position.gaps[3]))
    assert isinstance(refused, Refused) and isinstance(refused.reason, Mistake)
    assert c.game.position == position


# -- questions and new games ----------------------------------------------------------------------


def test_new_deal_asks_only_when_there_is_something_to_lose() -> None:
    c = controller()
    events = c.act(Action.NEW)
    assert isinstance(mode(c), Playing) and c.game.deal_number == 99
    assert events == [Started(c.game.code, c.game.variant, c.game.position)]
    c.game.play(c.game.legal_moves()[0])
    assert c.act(Action.NEW) == [Asked(Question.NEW)]
    assert isinstance(mode(c), Asking)
    assert c.act(None, "x") == [Cancelled()]  # anything but y is no
    assert c.game.deal_number == 99 and c.game.move_count == 1
    c.act(Action.RESTART)
    before = c.game.position
    events = c.act(Action.YES, "y")
    assert events == [Restarted(before, c.game.position)]
    assert c.game.move_count == 0 and c.game.can_redo


def test_a_question_s_time_is_not_play_time_and_a_restart_starts_the_clock_again() -> None:
    time = FakeTime()
    c = controller(now=time)
    play_move(c, legal_moves(c.game.position)[0])
    c.attending(True)
    time.now += 10
    c.act(Action.NEW)  # asked: the clock stops while the question waits
    c.attending(True)
    time.now += 100
    assert c.in_play.clock.seconds == pytest.approx(10)
    c.act(Action.NO, "n")
    c.attending(True)
    time.now += 5
    assert c.in_play.clock.seconds == pytest.approx(15)
    c.act(Action.RESTART)
    c.act(Action.YES, "y")
    c.attending(True)
    time.now += 2
    assert c.in_play.clock.seconds == pytest.approx(2)  # this deal from the start, its time too


def test_after_the_win_a_new_deal_this_one_again_or_the_win_undone() -> None:
    time = FakeTime()
    c = controller(Game(NEARLY_WON), now=time, deals=KnownDeals(2))
    events = play_move(c, WINNING_MOVE)
    assert kinds(events)[-2:] == [Moved, Won]
    assert mode(c) == Finished()  # a position: no records to speak of
    assert c.act(Action.HINT) == [Refused(WonAlready())] and c.game.is_won()
    events = c.act(Action.UNDO)
    assert kinds(events) == [Moved, WinUndone]
    assert isinstance(mode(c), Playing) and not c.game.is_won()
    won = play_move(c, WINNING_MOVE)[-1]
    assert isinstance(won, Won) and not won.counted  # counted once
    c.act(Action.RESTART)  # this one again, as a new game
    assert c.game.start == NEARLY_WON and c.game.move_count == 0 and not c.game.can_redo
    play_move(c, WINNING_MOVE)
    c.act(Action.NEW)
    assert isinstance(mode(c), Playing) and c.game.deal_number == 2


def test_a_clean_win_of_a_deal_says_when_it_is_a_record() -> None:
    time = FakeTime()
    store = Store.in_memory()

    def clean_win(seconds: float, hints: int = 0) -> Won:
        c = controller(nearly_won_deal(), now=time, recorder=store, hints=hints)
        store.begin(c.game)
        c.attending(True)
        time.now += seconds
        won = play_move(c, winning_line()[-1])[-1]
        assert isinstance(won, Won) and mode(c) == Finished(won.feat)
        return won

    assert clean_win(100).feat == Feat(first=True)
    assert clean_win(50).feat == Feat(fastest=True)  # as many moves: no fewer
    assert clean_win(70).feat == Feat()  # no record this time
    helped = clean_win(1, hints=1)
    assert helped.feat == Feat() and helped.helped  # a win with help sets no record


def test_a_scripted_game_is_never_a_record_nor_clean() -> None:
    time = FakeTime()
    store = Store.in_memory()
    c = controller(nearly_won_deal(), now=time, recorder=store, scripting=True)
    store.begin(c.game)
    won = play_move(c, winning_line()[-1])[-1]
    assert isinstance(won, Won) and won.scripted and won.feat == Feat()
    assert c.in_play.progress().scripted
    assert c.wins.won[-1].scripted
    c.act(Action.NEW)
    assert not c.in_play.scripted  # a new game is scripted once a script moves in it


def test_this_deal_again_after_the_win_was_undone_is_a_new_recorded_game() -> None:
    store = Store.in_memory()
    c = controller(nearly_won_deal(), recorder=store)
    store.begin(c.game)
    play_move(c, winning_line()[-1])
    c.act(Action.UNDO)  # the win stays counted; play on
    c.act(Action.RESTART)
    events = c.act(Action.YES, "y")
    assert isinstance(events[0], Started)
    assert c.game.move_count == 0 and not c.in_play.win_counted
    play_move(c, legal_moves(c.game.position)[0])
    results = [(g.result, g.moves) for g in store.history()]
    assert results == [("playing", 1), ("won", len(winning_line()))]  # both kept


def test_a_game_left_for_another_keeps_the_time_played_in_it() -> None:
    time = FakeTime()
    store = Store.in_memory()
    c = controller(now=time, recorder=store)
    store.begin(c.game)
    play_move(c, legal_moves(c.game.position)[0])
    c.attending(True)  # the clock runs from the first move, as the loop has it
    time.now += 20  # then no move for 20 s
    c.act(Action.NEW)
    c.act(Action.YES, "y")
    left = store.history()[-1]
    assert left.result == "lost" and left.seconds == pytest.approx(20)


def test_the_daily_asks_first_and_is_refused_when_it_is_the_game_played() -> None:
    deals = KnownDeals(day=date(2026, 11, 30))
    daily = deals.daily()
    c = controller(deals=deals)
    play_move(c, legal_moves(c.game.position)[0])
    assert c.act(Action.DAILY) == [Asked(Question.DAILY, daily.deal_number, daily.code)]
    events = c.act(Action.YES, "y")
    assert isinstance(events[0], Started) and str(events[0].code) == "daily-2026-11-30"
    assert daily.code is not None
    assert c.act(Action.DAILY) == [Refused(DailyAlready(daily.code))]


def test_a_daily_played_before_says_its_day_s_result_stands() -> None:
    store = Store.in_memory()
    deals = KnownDeals(day=TODAY)
    daily = deals.daily()
    store.begin(daily)
    daily.play(daily.legal_moves()[0])
    store.save(Progress(daily, 1.0))
    other = Game.from_deal(2)
    store.begin(other)  # the daily is lost: its day's result is written
    c = controller(other, recorder=store, deals=deals)
    (started,) = [e for e in c.act(Action.DAILY) if isinstance(e, Started)]
    assert started.daily is not None and started.daily.day == TODAY
    assert (started.daily.won, started.daily.moves) == (False, 1)


def test_going_to_a_deal_asks_when_moves_would_be_lost() -> None:
    c = controller()
    events = c.go_to(Game.from_deal(19))  # no move made: nothing to lose, no question
    assert isinstance(events[0], Started) and c.game.deal_number == 19
    play_move(c, legal_moves(c.game.position)[0])
    target = Game.from_deal(429496729)
    assert c.go_to(target) == [Asked(Question.GO_TO, 429496729, target.code)]
    c.act(Action.YES, "y")
    assert c.game.deal_number == 429496729 and c.game.move_count == 0


# -- the statistics --------------------------------------------------------------------------------


def test_the_statistics_are_read_when_asked_and_none_without_saved_games() -> None:
    store = Store.in_memory()
    c = controller(Game(NEARLY_WON), recorder=store)
    store.begin(c.game)
    play_move(c, WINNING_MOVE)
    stats = c.statistics()
    assert isinstance(stats, Stats) and stats.custom.played == 1
    assert controller().statistics() is None


# -- the hint ------------------------------------------------------------------------------
