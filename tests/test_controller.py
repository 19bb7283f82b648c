"""The controller without a terminal: every action, every mode, the hint, the demo, the timers."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest

from maze_solitaire.engine import Game, Move, Position, fillers, legal_moves
from maze_solitaire.fullscreen.keymap import BINDINGS, Action, Context, action_for
from maze_solitaire.fullscreen.render import render
from maze_solitaire.play.assistant import DEMO_STEP_SECONDS
from maze_solitaire.play.controller import Controller
from maze_solitaire.play.modes import (
    ANIMATION_FRAMES,
    Asking,
    Choosing,
    Entering,
    Feat,
    Helping,
    Mode,
    Paused,
    Playing,
    Question,
    Statistics,
    Won,
    context,
)
from maze_solitaire.solver import GAVE_UP, SOLVED, Result, SolveResult
from maze_solitaire.solver.schedule import solve
from maze_solitaire.solver.wins import lower_bound
from maze_solitaire.storage import DailyResult, Progress, Stats, Store
from maze_solitaire.words import UNICODE
from tests.playing import NEARLY_WON, WINNING_MOVE, nearly_won_deal, play_move, winning_line


class FakeTime:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def controller(
    number: int = 1, *, now: FakeTime | None = None, recorder: Store | None = None
) -> Controller:
    return Controller(
        Game.from_deal(number),
        lambda rules: Game.from_deal(99),
        glyphs=UNICODE,
        recorder=recorder,
        now=now or FakeTime(),
    )


def mode(c: Controller) -> Mode:
    """The mode now (a call, so that mypy does not carry one check over to the next)."""
    return c.mode


def ask_for(c: Controller, help_: Action) -> None:
    """Ask for a hint or the demo, and say yes if asked whether the clean win may go."""
    c.act(help_)
    if isinstance(c.mode, Asking):
        c.act(Action.YES, "y")


def demo_running(c: Controller) -> bool:
    return c.assistant.demo_running  # read through a call, so that mypy does not narrow it


def hint_of(c: Controller) -> Move | None:
    """The hint the next frame shows."""
    return c.view().hint


def answer(result: Result, moves: tuple[Move, ...], bound: int, final: bool = True) -> SolveResult:
    """What the worker would hand over for a search."""
    return SolveResult(result, moves, bound, nodes=1, seconds=0.0, final=final)


def line_from(game: Game, length: int) -> tuple[Move, ...]:
    """Some legal line of ``length`` moves (standing in for a solver's)."""
    position, line = game.position, []
    for _ in range(length):
        move = legal_moves(position)[0]
        line.append(move)
        position = position.after_unchecked(move)
    return tuple(line)


# -- the cursor and the choices --------------------------------------------------------------


def test_left_and_right_follow_the_cycle_up_and_down_wrap_rows() -> None:
    c = controller()
    c.cursor = 0
    c.act(Action.LEFT)
    assert c.cursor == 53
    c.act(Action.RIGHT)
    assert c.cursor == 0
    c.act(Action.UP)
    assert c.cursor == 45  # row 6, same column
    c.act(Action.DOWN)
    assert c.cursor == 0
    c.cursor = 8
    c.act(Action.RIGHT)
    assert c.cursor == 9  # the end of a row runs on into the next


def test_tab_walks_the_gaps_both_ways() -> None:
    c = controller()
    gaps = list(c.game.position.gaps)
    c.cursor = gaps[0]
    seen = []
    for _ in gaps:
        c.act(Action.NEXT)
        seen.append(c.cursor)
    assert seen == [*gaps[1:], gaps[0]]
    c.act(Action.PREVIOUS)
    assert c.cursor == gaps[-1]


def test_choosing_picking_and_cancelling() -> None:
    c = controller()
    gap = next(g for g in c.game.position.gaps if len(fillers(c.game.position, g)) > 1)
    c.cursor = gap
    c.act(Action.ACTIVATE)
    choosing = mode(c)
    assert isinstance(choosing, Choosing)
    assert {m.card for m in choosing.choice.moves} == set(fillers(c.game.position, gap))
    c.act(Action.NEXT)
    choosing = mode(c)
    assert isinstance(choosing, Choosing) and choosing.choice.highlighted == 1
    c.act(Action.CANCEL)
    assert isinstance(mode(c), Playing) and c.game.move_count == 0
    c.act(Action.ACTIVATE)
    c.act(Action.PICK, "9")
    assert c.message.startswith("Choose 1 to") and isinstance(mode(c), Choosing)
    c.act(Action.PICK, "2")
    assert c.game.move_count == 1 and isinstance(mode(c), Playing)
    c.act(Action.UNDO)
    c.cursor = gap
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
    c.click(None)  # beside the board: nothing
    assert c.game.move_count == 1


# -- modes ------------------------------------------------------------------------------------


def test_help_returns_to_where_it_was_and_pauses_the_clock() -> None:
    time = FakeTime()
    c = controller(now=time)
    play_move(c, legal_moves(c.game.position)[0])  # time runs from the first move
    c.on_screen(True)
    time.now += 5
    c.cursor = next(g for g in c.game.position.gaps if len(fillers(c.game.position, g)) > 1)
    c.act(Action.ACTIVATE)
    under = mode(c)
    c.act(Action.HELP)
    assert isinstance(under, Choosing) and mode(c) == Helping(under)
    c.on_screen(True)
    time.now += 60
    c.on_drawn(more_pages=True)  # the page drawn says another follows
    c.act(None, "x")  # any key, even one bound to nothing, turns the page,
    assert mode(c) == Helping(under, page=1)
    c.on_drawn(more_pages=False)
    c.act(None, "x")  # and past the last one, goes back
    assert mode(c) == under  # to the open choice
    c.on_screen(True)
    time.now += 1
    assert c.clock.seconds == pytest.approx(6)


def test_new_deal_asks_only_when_there_is_something_to_lose() -> None:
    c = controller()
    c.act(Action.NEW)
    assert isinstance(mode(c), Playing) and c.game.deal_number == 99
    c.game.play(c.game.legal_moves()[0])
    c.act(Action.NEW)
    assert isinstance(mode(c), Asking)
    c.act(None, "x")  # anything but y is no
    assert c.game.deal_number == 99 and c.game.move_count == 1 and c.message == "Cancelled"
    c.act(Action.RESTART)
    c.act(Action.YES, "y")
    assert c.game.move_count == 0 and c.game.can_redo


def test_after_the_win_a_new_deal_this_one_again_or_the_win_undone() -> None:
    time = FakeTime()
    c = Controller(Game(NEARLY_WON), lambda rules: Game.from_deal(2), glyphs=UNICODE, now=time)
    play_move(c, WINNING_MOVE)
    assert mode(c) == Won(time.now)  # a position: no records to speak of
    c.act(Action.HINT)
    assert c.message.startswith("Won already") and c.game.is_won()
    c.act(Action.UNDO)
    assert isinstance(mode(c), Playing) and not c.game.is_won()
    assert "the win stays counted" in c.message
    play_move(c, WINNING_MOVE)
    c.act(Action.RESTART)  # this one again, as a new game
    assert c.game.start == NEARLY_WON and c.game.move_count == 0 and not c.game.can_redo
    play_move(c, WINNING_MOVE)
    c.act(Action.NEW)
    assert isinstance(mode(c), Playing) and c.game.deal_number == 2


def test_a_clean_win_of_a_deal_says_when_it_is_a_record() -> None:
    time = FakeTime()
    store = Store.in_memory()

    def clean_win(seconds: float) -> Controller:
        c = Controller(nearly_won_deal(), lambda rules: Game.from_deal(2), glyphs=UNICODE,
                       recorder=store, now=time)  # fmt: skip
        store.begin(c.game)
        c.on_screen(True)
        time.now += seconds
        play_move(c, winning_line()[-1])
        return c

    first = clean_win(100)
    assert first.mode == Won(time.now, Feat(first=True))
    assert "Your first clean win of a deal!" in "\n".join(render(first.view(), 80, 24).text())
    faster = clean_win(50)
    assert faster.mode == Won(time.now, Feat(fastest=True))  # as many moves: no fewer
    assert "New record: fastest!" in "\n".join(render(faster.view(), 80, 24).text())
    assert clean_win(70).mode == Won(time.now)  # no record this time
    helped = Controller(nearly_won_deal(), lambda rules: Game.from_deal(2), glyphs=UNICODE,
                        recorder=store, hints=1, now=time)  # fmt: skip
    store.begin(helped.game)
    play_move(helped, winning_line()[-1])
    assert helped.mode == Won(time.now)  # a win with help sets no record


def test_this_deal_again_after_the_win_was_undone_is_a_new_recorded_game() -> None:
    time = FakeTime()
    store = Store.in_memory()
    c = Controller(nearly_won_deal(), lambda rules: Game.from_deal(2), glyphs=UNICODE,
                   recorder=store, now=time)  # fmt: skip
    store.begin(c.game)
    play_move(c, winning_line()[-1])
    c.act(Action.UNDO)  # the win stays counted; play on
    c.act(Action.RESTART)
    c.act(Action.YES, "y")
    assert c.game.move_count == 0 and not c.win_counted
    play_move(c, legal_moves(c.game.position)[0])
    results = [(g.result, g.moves) for g in store.history()]
    assert results == [("playing", 1), ("won", len(winning_line()))]  # both kept


def test_a_game_left_for_another_keeps_the_time_played_in_it() -> None:
    time = FakeTime()
    store = Store.in_memory()
    c = controller(now=time, recorder=store)
    store.begin(c.game)
    play_move(c, legal_moves(c.game.position)[0])
    c.on_screen(True)  # the clock runs from the first move, as the loop has it
    time.now += 20  # then no move for 20 s
    c.act(Action.NEW)
    c.act(Action.YES, "y")
    left = store.history()[-1]
    assert left.result == "lost" and left.seconds == pytest.approx(20)


def test_a_click_while_a_number_is_typed_leaves_the_board_alone() -> None:
    c = controller()
    c.act(Action.GO_TO)
    c.act(Action.TYPE, "5")
    move = legal_moves(c.game.position)[0]
    c.click(move.target)
    assert mode(c) == Entering("5") and c.game.move_count == 0


def test_a_number_put_right_clears_the_word_on_the_wrong_one() -> None:
    c = controller()
    play_move(c, legal_moves(c.game.position)[0])  # a move to lose: it asks
    c.act(Action.GO_TO)
    for digit in "99999999999":
        c.act(Action.TYPE, digit)
    c.act(Action.ACTIVATE)
    assert "out of range" in c.message
    c.mode = Entering("5")
    c.act(Action.ACTIVATE)
    assert mode(c) == Asking(Question.GO_TO, 5) and c.message == ""


def test_every_binding_does_something_in_each_of_its_contexts() -> None:
    # An action the controller did not handle would leave the view as it was.
    for binding in BINDINGS:
        for where in binding.contexts:
            c = _in_context(where, binding.action)
            before = (c.view(), c.quit_requested, c.game.position)
            c.act(binding.action, binding.keys[0])
            after = (c.view(), c.quit_requested, c.game.position)
            assert after != before, (binding.action, where)


def _in_context(where: Context, action: Action) -> Controller:
    """A controller where the keys of ``where`` are read, and ``action`` can change something."""
    c = Controller(
        Game.from_deal(1), lambda _: Game.from_deal(2), glyphs=UNICODE, recorder=Store.in_memory()
    )
    position = c.game.position
    if where is Context.CHOOSING:
        c.cursor = next(g for g in position.gaps if len(fillers(position, g)) > 1)
        c.act(Action.ACTIVATE)
    elif where is Context.SCREEN:
        c.act(Action.HELP)
    elif where is Context.TYPING:
        c.act(Action.GO_TO)
        if action in (Action.ERASE, Action.ACTIVATE):
            c.act(Action.TYPE, "7")
    elif where is Context.QUESTION:
        play_move(c, legal_moves(position)[0])  # a move, so that a new deal asks first
        c.act(Action.NEW)
    elif action is Action.REDO:
        play_move(c, legal_moves(position)[0])
        c.act(Action.UNDO)
    assert context(c.mode) is where
    return c


def test_keys_are_looked_up_where_they_are_read() -> None:
    assert action_for("4", Context.CHOOSING) is Action.PICK
    assert action_for("4", Context.BOARD) is Action.FOUR_COLOR
    assert action_for("n", Context.BOARD) is Action.NEW
    assert action_for("n", Context.QUESTION) is Action.NO
    assert action_for("y", Context.BOARD) is None
    assert action_for("^[", Context.BOARD) is None
    for binding in BINDINGS:
        for key in binding.keys:
            for where in binding.contexts:
                assert action_for(key, where) is binding.action, (key, where)


# -- the statistics screen ---------------------------------------------------------------------


def test_the_statistics_screen_reads_the_games_once_when_it_opens(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    statements: list[str] = []
    connect = sqlite3.connect

    def traced(*args: object, **kwargs: object) -> sqlite3.Connection:
        connection = connect(*args, **kwargs)  # type: ignore[call-overload]
        connection.set_trace_callback(statements.append)
        assert isinstance(connection, sqlite3.Connection)
        return connection

    monkeypatch.setattr(sqlite3, "connect", traced)
    with Store.open(home) as store:
        c = Controller(
            Game(NEARLY_WON), lambda _: Game.from_deal(2), glyphs=UNICODE, recorder=store
        )
        store.begin(c.game)
        play_move(c, WINNING_MOVE)  # a win, so that the screen has something to count
        render(c.view(), 80, 24)  # the frame before the key (it looks the deal's par up, once)
        before = len(statements)
        c.act(Action.STATS)
        opened = len(statements)
        screen = mode(c)
        assert isinstance(screen, Statistics)
        assert "Custom positions: played 1, won 1 (in no figure above)" in screen.lines
        assert opened > before  # read when it opened: current
        for _ in range(100):  # the loop repaints every 20 ms while a search runs
            render(c.view(), 80, 24)
        assert len(statements) == opened  # and not again while it stays open
        c.act(None, "x")
        assert isinstance(mode(c), Won)


def test_without_saved_games_there_is_no_statistics_screen() -> None:
    c = controller()
    c.act(Action.STATS)
    assert isinstance(mode(c), Playing) and c.message.startswith("No statistics")


# -- the hint ------------------------------------------------------------------------------


def test_the_hint_waits_for_the_search_then_shows_its_first_move() -> None:
    c = controller()
    start = c.game.position
    assert c.analysis_wanted() == start
    ask_for(c, Action.HINT)
    assert hint_of(c) is None and "Looking" in c.message
    line = line_from(c.game, 3)
    c.learn(start, answer(SOLVED, line, 2))
    assert hint_of(c) == line[0] and c.assistant.hints == 1 and c.cursor == line[0].source
    assert c.analysis_wanted() is None
    c.act(Action.ACTIVATE)  # the cursor is on the hinted card: play it
    assert hint_of(c) is None
    # The rest of the line is known for the new position: no new search.
    assert c.analysis_wanted() is None
    assert c.assistant.next_move(c.game.position) == line[1]


def test_a_hint_asked_for_in_a_position_left_since_is_not_shown() -> None:
    c = controller()
    start = c.game.position
    ask_for(c, Action.HINT)  # no answer yet: pending
    c.act(Action.NEW)  # a new deal (no moves made, so no question)
    c.learn(start, answer(SOLVED, line_from(Game(start), 3), 2))
    assert hint_of(c) is None and c.assistant.hints == 0  # nobody asked in this game
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 3), 2))
    assert hint_of(c) is None and c.assistant.hints == 0  # nor was a hint asked for here


def test_a_hint_is_not_drawn_on_the_next_deal() -> None:
    c = controller()
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 3), 2))
    ask_for(c, Action.HINT)
    assert hint_of(c) is not None
    c.act(Action.NEW)  # no move made: no question
    assert c.game.deal_number == 99 and hint_of(c) is None


def test_a_hint_goes_once_the_position_changes_even_if_its_card_stays() -> None:
    c = controller()
    start = c.game.position
    line = line_from(c.game, 3)
    c.learn(start, answer(SOLVED, line, 2))
    ask_for(c, Action.HINT)
    hinted = hint_of(c)
    assert hinted is not None
    other = next(m for m in legal_moves(start) if m.card != hinted.card)
    play_move(c, other)
    assert c.game.moves == [other] and c.game.position[hinted.source] == hinted.card
    assert hint_of(c) is None
    c.act(Action.UNDO)  # back where the hint was found: it was a hint for then, not now
    assert c.game.position == start and hint_of(c) is None


def test_a_first_line_gives_a_hint_and_the_search_goes_on_for_a_final_one() -> None:
    time = FakeTime()
    c = controller(now=time)
    start = c.game.position
    rough, polished = line_from(c.game, 3), line_from(c.game, 2)
    c.learn(start, answer(SOLVED, rough, 2, final=False))
    assert c.analysis_wanted() == start  # still wanted: the worker goes on polishing
    ask_for(c, Action.HINT)
    assert hint_of(c) == rough[0]  # the hint does not wait for the polish
    c.on_screen(True)
    ask_for(c, Action.DEMO)
    time.now += DEMO_STEP_SECONDS
    c.tick()
    assert c.game.move_count == 0 and demo_running(c)  # the demo does wait for it,
    assert c.wake_in() == pytest.approx(DEMO_STEP_SECONDS, abs=0.01)  # on its beat, not in a spin
    c.learn(start, answer(SOLVED, polished, 2))
    assert c.analysis_wanted() is None
    time.now += DEMO_STEP_SECONDS / 2
    c.tick()
    assert c.game.move_count == 0  # the line is here, the beat not yet
    time.now += DEMO_STEP_SECONDS / 2
    c.tick()
    assert c.game.moves == [polished[0]]


def test_following_a_line_shows_the_bound_of_each_position_on_it() -> None:
    # The worker's answer carries the bound of every position along its line,
    # so the indicator stays exact as the demo plays on, with no new search.
    time = FakeTime()
    c = controller(5, now=time)
    found = solve(c.game.position, max_nodes=50_000, bounds_along=True)
    c.learn(c.game.position, found)
    ask_for(c, Action.DEMO)
    for _ in range(3):
        time.now += DEMO_STEP_SECONDS
        c.tick()
    known = c.view().status.answer
    assert known is not None and known.moves == found.moves[3:]
    assert known.lower_bound == lower_bound(c.game.position) > 0


def test_a_search_that_gave_up_is_not_called_unwinnable() -> None:
    c = controller()
    c.learn(c.game.position, answer(GAVE_UP, (), 30))
    ask_for(c, Action.HINT)
    assert "No winning line found" in c.message and "not a proof" in c.message
    assert c.assistant.hints == 0
    c.learn(c.game.position, None, "MemoryError: out of memory")
    ask_for(c, Action.HINT)
    assert c.message == "The search failed: MemoryError: out of memory"


# -- the demo ------------------------------------------------------------------------------


def test_the_demo_plays_the_line_at_its_pace_and_any_key_stops_it() -> None:
    time = FakeTime()
    c = controller(now=time)
    line = line_from(c.game, 4)
    c.learn(c.game.position, answer(SOLVED, line, 4))
    c.on_screen(True)
    ask_for(c, Action.DEMO)
    assert demo_running(c) and not c.view().status.helped  # counted once it plays
    assert c.wake_in() == pytest.approx(DEMO_STEP_SECONDS, abs=0.01)
    c.tick()
    assert c.game.move_count == 0  # not due yet
    time.now += DEMO_STEP_SECONDS
    c.tick()
    assert c.game.moves == [line[0]] and c.view().status.helped
    time.now += DEMO_STEP_SECONDS
    c.tick()
    assert c.game.moves == list(line[:2])
    c.act(Action.UNDO)  # any key stops the demo, and then does what it does:
    assert not demo_running(c) and c.game.move_count == 1  # the demo's moves undo as any
    assert c.message.startswith("Undid")


def test_the_demo_waits_while_the_board_is_hidden() -> None:
    time = FakeTime()
    c = controller(now=time)
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 4), 4))
    c.on_screen(True)
    ask_for(c, Action.DEMO)
    c.on_screen(False)  # too small: the board is hidden
    assert c.wake_in() is None  # nothing to wake for: no clock, no demo
    for _ in range(5):
        time.now += DEMO_STEP_SECONDS
        c.on_screen(False)
        c.tick()
    assert c.game.move_count == 0
    c.on_screen(True)  # shown again: the board is seen a step before it moves
    c.tick()
    assert c.game.move_count == 0
    time.now += DEMO_STEP_SECONDS
    c.tick()
    assert c.game.move_count == 1


def test_quitting_during_the_demo_quits() -> None:
    time = FakeTime()
    c = controller(now=time)
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 4), 4))
    ask_for(c, Action.DEMO)
    time.now += DEMO_STEP_SECONDS
    c.tick()
    c.act(Action.QUIT)
    assert c.quit_requested and not demo_running(c)


def test_a_click_beside_the_board_leaves_the_demo_alone_one_on_it_stops_it() -> None:
    c = controller()
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 4), 4))
    ask_for(c, Action.DEMO)
    c.click(None)
    assert demo_running(c)
    gap = c.game.position.gaps[2]  # r2c9: one card fits
    c.click(gap)
    assert not demo_running(c) and c.game.moves[-1].target == gap  # and the click acts


def test_d_stops_the_demo_and_plus_and_minus_set_its_pace() -> None:
    time = FakeTime()
    c = controller(now=time)
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 4), 4))
    c.on_screen(True)
    ask_for(c, Action.DEMO)
    assert c.view().status.demo == DEMO_STEP_SECONDS
    c.act(Action.FASTER, "+")  # the pace changes, the demo plays on
    assert demo_running(c) and c.view().status.demo == 0.15
    assert c.wake_in() == pytest.approx(0.15, abs=0.01)
    for _ in range(9):
        c.act(Action.SLOWER, "-")
    assert c.view().status.demo == 2.0  # the slowest there is
    c.act(Action.DEMO)
    assert not demo_running(c) and c.view().status.demo is None  # D only stops it


def test_help_on_a_deal_asks_first_once_for_its_clean_win() -> None:
    c = controller()
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 4), 4))
    c.act(Action.HINT)
    assert mode(c) == Asking(Question.HINT) and hint_of(c) is None
    c.act(None, "x")  # no
    assert c.message == "Cancelled" and not c.view().status.helped
    c.act(Action.DEMO)
    assert mode(c) == Asking(Question.DEMO)
    c.act(Action.YES, "y")
    assert demo_running(c)
    c.act(Action.HINT)  # stops the demo; the game is not helped yet: asks again
    assert mode(c) == Asking(Question.HINT)
    c.act(Action.YES, "y")
    assert hint_of(c) is not None and c.view().status.helped
    c.act(Action.HINT)
    assert isinstance(mode(c), Playing)  # helped already: no question
    position = Controller(Game(NEARLY_WON), lambda rules: Game.from_deal(2), glyphs=UNICODE)
    position.act(Action.HINT)
    assert not isinstance(position.mode, Asking)  # a position has no clean win to lose


# -- time -----------------------------------------------------------------------------------


def test_the_clock_wakes_the_loop_each_second_and_the_win_animation_each_frame() -> None:
    time = FakeTime()
    game = Game(NEARLY_WON)
    other = next(m for m in game.legal_moves() if m != WINNING_MOVE)
    game.play(other)
    game.undo()  # a move made: the game's time runs
    c = Controller(game, lambda rules: Game.from_deal(2), glyphs=UNICODE, now=time)
    c.on_screen(True)
    time.now += 0.25
    assert c.wake_in() == pytest.approx(0.755)  # the clock's next second
    play_move(c, WINNING_MOVE)
    c.on_screen(True)
    frames = []
    for _ in range(ANIMATION_FRAMES + 5):
        wait = c.wake_in()
        frames.append(c.view().look.wave)
        if wait is None:
            break
        time.now += wait
    assert frames[:3] == [0, 1, 2] and frames[-1] is None  # then the win screen stands still
    assert len(frames) == ANIMATION_FRAMES + 1
    seconds = c.clock.seconds
    time.now += 60
    assert c.clock.seconds == seconds  # a won game's time stands still


# -- saving -----------------------------------------------------------------------------------


class ForgetfulRecorder:
    """A recorder whose writes fail, as a full disk makes them fail."""

    saving = True
    notice: str | None = None

    def begin(self, game: Game) -> None: ...

    def save(self, progress: Progress) -> None: ...

    def stats(
        self,
        deal: int | None = None,
        *,
        rules: str = "standard",
        today: date | None = None,
        par_version: int | None = None,
    ) -> Stats:
        raise AssertionError("not asked for here")

    def setting(self, name: str) -> str | None:
        return None

    def par(self, start: Position, version: int) -> tuple[int | None, int] | None:
        return None

    def daily_result(self, day: date) -> DailyResult | None:
        return None

    def remember_par(
        self, start: Position, version: int, par: int | None, lower_bound: int
    ) -> None:
        self.notice = "par could not be kept: disk full"

    def remember(self, name: str, value: str) -> None:
        self.notice = "your choice could not be kept for next time: disk full"


def test_a_deck_choice_that_cannot_be_kept_says_so() -> None:
    c = Controller(
        Game.from_deal(1),
        lambda rules: Game.from_deal(2),
        glyphs=UNICODE,
        recorder=ForgetfulRecorder(),
    )
    c.act(Action.FOUR_COLOR, "4")
    assert c.four_color and c.view().look.four_color  # the deck changes all the same
    assert c.message == "your choice could not be kept for next time: disk full"



def test_a_first_game_says_what_it_is_about_until_the_first_move() -> None:
    c = Controller(Game.from_deal(1), lambda rules: Game.from_deal(2), glyphs=UNICODE, welcome=True)
    assert c.view().welcome and c.view().message == ""
    c.act(Action.UNDO)
    assert c.view().message == "Nothing to undo"  # other words first,
    assert not c.view().welcome
    c.act(Action.RIGHT)
    assert c.view().welcome  # then the welcome again,
    play_move(c, legal_moves(c.game.position)[0])
    c.act(Action.UNDO)
    c.act(Action.RIGHT)
    assert not c.view().welcome  # and never once a move is made


def test_time_runs_from_the_first_move_and_stands_still_while_paused() -> None:
    time = FakeTime()
    c = controller(now=time)
    c.on_screen(True)
    time.now += 30  # looking at the deal is free
    assert c.clock.seconds == 0 and c.wake_in() is None  # and nothing to wake for
    play_move(c, legal_moves(c.game.position)[0])
    c.on_screen(True)
    time.now += 10
    c.act(Action.PAUSE, "P")
    assert isinstance(mode(c), Paused)
    c.on_screen(True)
    time.now += 100
    c.act(None, "x")  # any key goes on
    assert isinstance(mode(c), Playing) and c.game.move_count == 1
    c.on_screen(True)
    time.now += 1
    assert c.clock.seconds == pytest.approx(11)


def test_going_to_a_deal_by_its_number() -> None:
    c = controller()
    c.act(Action.GO_TO, "g")
    for key in "12x":
        c.act(action_for(key, context(c.mode)), key)  # x is no digit: nothing
    c.act(Action.ERASE)
    c.act(Action.TYPE, "9")
    assert mode(c) == Entering("19")
    c.act(Action.ACTIVATE)  # no move made: nothing to lose, no question
    assert c.game.deal_number == 19 and isinstance(mode(c), Playing)
    play_move(c, legal_moves(c.game.position)[0])
    c.act(Action.GO_TO, "g")
    for key in "4294967296":
        c.act(Action.TYPE, key)
    c.act(Action.ACTIVATE)
    assert "out of range" in c.message and mode(c) == Entering("4294967296")  # to put right
    c.act(Action.ERASE)
    c.act(Action.ACTIVATE)
    assert mode(c) == Asking(Question.GO_TO, 429496729)  # moves would be lost: asked
    c.act(Action.YES, "y")
    assert c.game.deal_number == 429496729 and c.game.move_count == 0
    c.act(Action.GO_TO, "g")
    c.act(Action.CANCEL)
    assert isinstance(mode(c), Playing) and c.message == "Cancelled"
