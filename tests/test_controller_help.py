"""The controller's help: the hint, the demo and par as the solver's answers come (the rest of
the controller's tests are in test_controller.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from maze_solitaire.engine import Game, Move, Position, legal_moves
from maze_solitaire.play.actions import Action
from maze_solitaire.play.assistant import DEMO_STEP_SECONDS
from maze_solitaire.play.coach import PAR_WAIT
from maze_solitaire.play.events import (
    Asked,
    Cancelled,
    DemoPace,
    DemoStarted,
    DemoStopped,
    HintShown,
    How,
    Looking,
    Moved,
    NoLine,
    NothingToRedo,
    NothingToUndo,
    Notice,
    Refused,
    SearchFailed,
    Won,
)
from maze_solitaire.play.modes import Asking, Finished, Playing, Question
from maze_solitaire.solver import GAVE_UP, SOLVED
from maze_solitaire.solver.answer import Par
from maze_solitaire.solver.schedule import solve
from maze_solitaire.solver.wins import lower_bound
from maze_solitaire.storage import Branch, DailyResult, FinishedGame, GameId, Progress
from maze_solitaire.storage.stats import Stats
from tests.playing import NEARLY_WON, WINNING_MOVE, play_move
from tests.sessions import (
    FakeTime,
    answer,
    ask_for,
    controller,
    demo_running,
    hinted,
    kinds,
    line_from,
    mode,
)


def test_the_hint_waits_for_the_search_then_shows_its_first_move() -> None:
    c = controller()
    start = c.game.position
    assert c.answers.analysis_wanted() == start
    assert ask_for(c, Action.HINT) == [Asked(Question.HINT), Looking()]
    assert hinted(c) is None
    line = line_from(c.game, 3)
    assert c.learn(start, answer(SOLVED, line, 2)) == [HintShown(line[0], 1, start, 2)]
    assert hinted(c) == line[0] and c.assistant.hints == 1 and c.cursor == line[0].source
    assert c.answers.analysis_wanted() is None
    c.act(Action.ACTIVATE)  # the cursor is on the hinted card: play it
    assert hinted(c) is None
    # The rest of the line is known for the new position: no new search.
    assert c.answers.analysis_wanted() is None
    assert c.assistant.next_move(c.game.position) == line[1]


def test_a_hint_asked_for_in_a_position_left_since_is_not_shown() -> None:
    c = controller()
    start = c.game.position
    ask_for(c, Action.HINT)  # no answer yet: pending
    c.act(Action.NEW)  # a new deal (no moves made, so no question)
    assert c.learn(start, answer(SOLVED, line_from(Game(start), 3), 2)) == []
    assert hinted(c) is None and c.assistant.hints == 0  # nobody asked in this game
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 3), 2))
    assert hinted(c) is None and c.assistant.hints == 0  # nor was a hint asked for here


def test_a_hint_is_not_drawn_on_the_next_deal() -> None:
    c = controller()
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 3), 2))
    ask_for(c, Action.HINT)
    assert hinted(c) is not None
    c.act(Action.NEW)  # no move made: no question
    assert c.game.deal_number == 99 and hinted(c) is None


def test_a_hint_goes_once_the_position_changes_even_if_its_card_stays() -> None:
    c = controller()
    start = c.game.position
    line = line_from(c.game, 3)
    c.learn(start, answer(SOLVED, line, 2))
    ask_for(c, Action.HINT)
    hint = hinted(c)
    assert hint is not None
    other = next(m for m in legal_moves(start) if m.card != hint.card)
    play_move(c, other)
    assert c.game.moves == [other] and c.game.position[hint.source] == hint.card
    assert hinted(c) is None
    c.act(Action.UNDO)  # back where the hint was found: it was a hint for then, not now
    assert c.game.position == start and hinted(c) is None


def test_a_first_line_gives_a_hint_and_the_search_goes_on_for_a_final_one() -> None:
    time = FakeTime()
    c = controller(now=time)
    start = c.game.position
    rough, polished = line_from(c.game, 3), line_from(c.game, 2)
    c.learn(start, answer(SOLVED, rough, 2, final=False))
    assert c.answers.analysis_wanted() == start  # still wanted: the worker goes on polishing
    ask_for(c, Action.HINT)
    assert hinted(c) == rough[0]  # the hint does not wait for the polish
    c.attending(True)
    assert ask_for(c, Action.DEMO) == [DemoStarted(DEMO_STEP_SECONDS)]
    time.now += DEMO_STEP_SECONDS
    assert c.tick() == []
    assert c.game.move_count == 0 and demo_running(c)  # the demo does wait for it,
    assert c.wake_in() == pytest.approx(DEMO_STEP_SECONDS, abs=0.01)  # on its beat, not in a spin
    c.learn(start, answer(SOLVED, polished, 2))
    assert c.answers.analysis_wanted() is None
    time.now += DEMO_STEP_SECONDS / 2
    c.tick()
    assert c.game.move_count == 0  # the line is here, the beat not yet
    time.now += DEMO_STEP_SECONDS / 2
    (moved,) = c.tick()
    assert moved == Moved(polished[0], start, c.game.position, How.DEMO)


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
    known = c.status().answer
    assert known is not None and known.moves == found.moves[3:]
    assert known.lower_bound == lower_bound(c.game.position) > 0


def test_a_search_that_gave_up_is_not_called_unwinnable_nor_a_failure_a_give_up() -> None:
    c = controller()
    c.learn(c.game.position, answer(GAVE_UP, (), 30))
    assert ask_for(c, Action.HINT)[-1] == NoLine(GAVE_UP)
    assert c.assistant.hints == 0
    other = controller()
    error = "ModuleNotFoundError: No module named 'maze_solitaire.solver.schedule'"
    assert other.learn(other.game.position, None, error) == []
    status = other.status()
    assert status.answer is None and status.failure == error and not status.searching
    assert other.answers.analysis_wanted() is None  # not searched again and again
    assert ask_for(other, Action.HINT)[-1] == Looking()  # asked: tried once more
    assert other.learn(other.game.position, None, error) == [SearchFailed(error)]


def test_a_hint_awaited_when_the_search_fails_says_it_failed() -> None:
    c = controller()
    ask_for(c, Action.HINT)
    assert c.learn(c.game.position, None, "OSError: gone") == [SearchFailed("OSError: gone")]
    assert c.assistant.asked is None


# -- the demo ------------------------------------------------------------------------------


def test_the_demo_plays_the_line_at_its_pace_and_any_key_stops_it() -> None:
    time = FakeTime()
    c = controller(now=time)
    line = line_from(c.game, 4)
    c.learn(c.game.position, answer(SOLVED, line, 4))
    c.attending(True)
    ask_for(c, Action.DEMO)
    assert demo_running(c) and not c.status().helped  # counted once it plays
    assert c.wake_in() == pytest.approx(DEMO_STEP_SECONDS, abs=0.01)
    assert c.tick() == []  # not due yet
    time.now += DEMO_STEP_SECONDS
    c.tick()
    assert c.game.moves == [line[0]] and c.status().helped
    time.now += DEMO_STEP_SECONDS
    c.tick()
    assert c.game.moves == list(line[:2])
    events = c.act(Action.UNDO)  # any key stops the demo, and then does what it does:
    assert kinds(events) == [DemoStopped, Moved]
    assert not demo_running(c) and c.game.move_count == 1


def test_the_demo_stops_when_the_search_finds_no_line_or_fails() -> None:
    time = FakeTime()
    c = controller(now=time)
    c.attending(True)
    ask_for(c, Action.DEMO)
    c.learn(c.game.position, answer(GAVE_UP, (), 30))
    time.now += DEMO_STEP_SECONDS
    assert c.tick() == [NoLine(GAVE_UP)] and not demo_running(c)
    failing = controller(2, now=time)
    failing.attending(True)
    ask_for(failing, Action.DEMO)
    failing.learn(failing.game.position, None, "EOFError: gone")
    time.now += DEMO_STEP_SECONDS
    assert failing.tick() == [SearchFailed("EOFError: gone")]


def test_the_demo_waits_while_the_board_is_hidden() -> None:
    time = FakeTime()
    c = controller(now=time)
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 4), 4))
    c.attending(True)
    ask_for(c, Action.DEMO)
    c.attending(False)  # too small, or a screen over it: the board is hidden
    assert c.wake_in() is None  # nothing to wake for: no clock, no demo
    for _ in range(5):
        time.now += DEMO_STEP_SECONDS
        c.attending(False)
        c.tick()
    assert c.game.move_count == 0
    c.attending(True)  # shown again: the board is seen a step before it moves
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
    assert c.act(Action.QUIT) == [DemoStopped()]
    assert c.quit_requested and not demo_running(c)


def test_a_click_beside_the_board_leaves_the_demo_alone_one_on_it_stops_it() -> None:
    c = controller()
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 4), 4))
    ask_for(c, Action.DEMO)
    c.click(None)
    assert demo_running(c)
    gap = c.game.position.gaps[2]  # r2c9: one card fits
    events = c.click(gap)
    assert kinds(events)[:2] == [DemoStopped, Moved]  # and the click acts
    assert c.game.moves[-1].target == gap


def test_d_stops_the_demo_and_plus_and_minus_set_its_pace() -> None:
    time = FakeTime()
    c = controller(now=time)
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 4), 4))
    c.attending(True)
    ask_for(c, Action.DEMO)
    assert c.status().demo == DEMO_STEP_SECONDS
    assert c.act(Action.FASTER, "+") == [DemoPace(0.15)]  # the pace changes, the demo plays on
    assert demo_running(c) and c.status().demo == 0.15
    assert c.wake_in() == pytest.approx(0.15, abs=0.01)
    for _ in range(9):
        c.act(Action.SLOWER, "-")
    assert c.status().demo == 2.0  # the slowest there is
    assert c.act(Action.DEMO) == [DemoStopped()]
    assert not demo_running(c) and c.status().demo is None  # D only stops it


def test_help_on_a_deal_asks_first_once_for_its_clean_win() -> None:
    c = controller()
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 4), 4))
    assert c.act(Action.HINT) == [Asked(Question.HINT)]
    assert mode(c) == Asking(Question.HINT) and hinted(c) is None
    assert c.act(None, "x") == [Cancelled()]  # no
    assert not c.status().helped
    c.act(Action.DEMO)
    assert mode(c) == Asking(Question.DEMO)
    c.act(Action.YES, "y")
    assert demo_running(c)
    c.act(Action.HINT)  # stops the demo; the game is not helped yet: asks again
    assert mode(c) == Asking(Question.HINT)
    c.act(Action.YES, "y")
    assert hinted(c) is not None and c.status().helped
    c.act(Action.HINT)
    assert isinstance(mode(c), Playing)  # helped already: no question
    position = controller(Game(NEARLY_WON))
    position.act(Action.HINT)
    assert not isinstance(position.mode, Asking)  # a position has no clean win to lose


# -- time -----------------------------------------------------------------------------------


def test_the_clock_wakes_the_loop_each_second_and_stands_still_once_won() -> None:
    time = FakeTime()
    game = Game(NEARLY_WON)
    other = next(m for m in game.legal_moves() if m != WINNING_MOVE)
    game.play(other)
    game.undo()  # a move made: the game's time runs
    c = controller(game, now=time)
    c.attending(True)
    time.now += 0.25
    assert c.wake_in() == pytest.approx(0.755)  # the clock's next second
    play_move(c, WINNING_MOVE)
    c.attending(True)
    assert c.wake_in() is None  # the win stands still (its animation is the screen's)
    seconds = c.in_play.clock.seconds
    time.now += 60
    assert c.in_play.clock.seconds == seconds  # a won game's time stands still


def test_time_runs_from_the_first_move() -> None:
    time = FakeTime()
    c = controller(now=time)
    c.attending(True)
    time.now += 30  # looking at the deal is free
    assert c.in_play.clock.seconds == 0 and c.wake_in() is None  # and nothing to wake for
    play_move(c, legal_moves(c.game.position)[0])
    c.attending(True)
    time.now += 10
    c.attending(False)  # a screen over the board: the clock stands still
    time.now += 100
    c.attending(True)
    time.now += 1
    assert c.in_play.clock.seconds == pytest.approx(11)


# -- saving -----------------------------------------------------------------------------------


class ForgetfulRecorder:
    """A recorder whose writes fail, as a full disk makes them fail."""

    saving = True
    notice: str | None = None

    def begin(self, game: Game, branch: Branch | None = None) -> None: ...

    def save(self, progress: Progress) -> None:
        self.notice = "progress is not being saved: disk full"

    def ended(self) -> list[GameId]:
        return []

    def replay(self, game_id: GameId, *, playing: bool = False) -> FinishedGame:
        raise AssertionError("not asked for here")

    def review(self, game_id: GameId, version: int) -> str | None:
        return None

    def remember_review(self, game_id: GameId, version: int, review: str) -> None:
        self.notice = "the review could not be kept: disk full"

    def stats(
        self,
        deal: int | None = None,
        *,
        rules: str = "standard",
        today: date | None = None,
        par_version: int | None = None,
    ) -> Stats:
        raise AssertionError("not asked for here")

    def par(self, start: Position, version: int) -> tuple[int | None, int] | None:
        return None

    def daily_result(self, day: date) -> DailyResult | None:
        return None

    def remember_par(
        self, start: Position, version: int, par: int | None, lower_bound: int
    ) -> None:
        self.notice = "par could not be kept: disk full"


def test_what_the_saved_games_say_is_told_once() -> None:
    c = controller(recorder=ForgetfulRecorder())
    events = play_move(c, legal_moves(c.game.position)[0])
    assert events[-1] == Notice("progress is not being saved: disk full")
    again = c.act(Action.UNDO)
    assert kinds(again) == [Moved]  # the same notice again: said once


def test_a_first_game_is_the_welcome_s_until_its_first_move() -> None:
    c = controller(welcome=True)
    assert c.welcome
    assert c.act(Action.UNDO) == [Refused(NothingToUndo())]
    assert c.welcome  # words first, then the welcome again
    assert c.act(Action.REDO) == [Refused(NothingToRedo())]
    play_move(c, legal_moves(c.game.position)[0])
    c.act(Action.UNDO)
    assert not c.welcome  # never once a move is made


def test_a_win_says_whether_the_demo_made_the_winning_move() -> None:
    time = FakeTime()
    c = controller(Game(NEARLY_WON), now=time)
    c.learn(c.game.position, answer(SOLVED, (WINNING_MOVE,), 1))
    c.attending(True)
    ask_for(c, Action.DEMO)
    time.now += DEMO_STEP_SECONDS
    (won,) = [event for event in c.tick() if isinstance(event, Won)]
    assert won.demo and won.helped and isinstance(c.mode, Finished)
    played = controller(Game(NEARLY_WON))
    (won,) = [event for event in play_move(played, WINNING_MOVE) if isinstance(event, Won)]
    assert not won.demo


# -- par's line: the best the game knows -----------------------------------------------------


def par_with(moves: tuple[Move, ...], bound: int) -> Par:
    return Par(len(moves), bound, moves)


def another_line(position: Position, length: int) -> tuple[Move, ...]:
    """A legal line of ``length`` moves that does not begin as :func:`line_from`'s."""
    line = [legal_moves(position)[1]]
    position = position.after_unchecked(line[0])
    while len(line) < length:
        line.append(legal_moves(position)[0])
        position = position.after_unchecked(line[-1])
    return tuple(line)


def test_the_hint_and_the_demo_follow_par_s_line_where_it_is_shorter() -> None:
    time = FakeTime()
    c = controller(now=time)
    start = c.game.position
    longer = line_from(c.game, 6)
    shorter = another_line(start, 4)
    c.learn(start, answer(SOLVED, longer, 2))
    c.answers.learn_par(start, par_with(shorter, 2))
    assert c.assistant.next_move(start, final_only=True) == shorter[0]
    c.learn(start, answer(SOLVED, longer, 2))  # a longer finished line does not displace it
    assert c.assistant.next_move(start) == shorter[0]
    c.attending(True)
    ask_for(c, Action.DEMO)
    for _ in range(2):
        time.now += DEMO_STEP_SECONDS
        c.tick()
    assert c.game.moves == list(shorter[:2])  # the demo plays par's line


def test_par_found_mid_line_is_taught_where_the_board_stands_on_it() -> None:
    c = controller()
    start = c.game.position
    line = line_from(c.game, 5)
    play_move(c, line[0])
    play_move(c, line[1])
    c.answers.learn_par(start, par_with(line, 3))
    known = c.assistant.known(c.game.position)
    assert known is not None and known.moves == line[2:]


class CountingRecorder(ForgetfulRecorder):
    """A recorder that counts the pars it is asked to keep."""

    def __init__(self) -> None:
        self.pars: list[int | None] = []

    def remember_par(
        self, start: Position, version: int, par: int | None, lower_bound: int
    ) -> None:
        self.pars.append(par)


def test_par_comes_at_once_then_with_its_end_proven_and_is_kept_once() -> None:
    recorder = CountingRecorder()
    c = controller(recorder=recorder)
    start = c.game.position
    line = line_from(c.game, 6)
    c.answers.learn_par(start, par_with(line, 2))
    known = c.assistant.known(start)
    assert known is not None and known.moves == line and known.proven_tail == 0
    proven = par_with(line, 2)._replace(proven_tail=4)  # the same line, its end proven
    c.answers.learn_par(start, proven)
    known = c.assistant.known(start)
    assert known is not None and known.moves == line and known.proven_tail == 4
    after = start.after_unchecked(line[0]).after_unchecked(line[1])
    rest = c.assistant.known(start)
    assert rest is not None and rest.rest().rest().optimal  # the last four: shortest
    shorter = another_line(start, 5)  # an end spliced in shorter: par stays par
    c.answers.learn_par(start, par_with(line, 2)._replace(moves=shorter, proven_tail=3))
    assert c.assistant.next_move(start) == shorter[0]
    assert c.answers.pars.of(start) == 6 and recorder.pars == [6]  # kept once
    c.answers.learn_par(start, None)  # the proof's process died after par was told
    assert c.answers.pars.of(start) == 6 and c.assistant.next_move(start) == shorter[0]
    assert c.assistant.known(after) is None  # the board is at the start: taught there only


def test_the_demo_waits_at_the_start_for_par_being_sought_but_not_for_ever() -> None:
    time = FakeTime()
    c = controller(now=time)
    start = c.game.position
    line = line_from(c.game, 6)
    c.learn(start, answer(SOLVED, line, 2))
    c.answers.seeking_par = start  # the session's worker is on it
    c.attending(True)
    ask_for(c, Action.DEMO)
    time.now += DEMO_STEP_SECONDS
    assert c.tick() == [] and c.game.move_count == 0  # waits for par, on its beat
    assert c.wake_in() == pytest.approx(DEMO_STEP_SECONDS, abs=0.01)
    shorter = another_line(start, 3)
    c.answers.learn_par(start, par_with(shorter, 2))
    c.answers.seeking_par = None
    time.now += DEMO_STEP_SECONDS
    c.tick()
    assert c.game.moves == [shorter[0]]
    # Where par takes longer than PAR_WAIT, the demo goes on with the line it has.
    again = controller(now=time)
    again.learn(start, answer(SOLVED, line, 2))
    again.answers.seeking_par = start
    again.attending(True)
    ask_for(again, Action.DEMO)
    time.now += PAR_WAIT + DEMO_STEP_SECONDS
    again.tick()
    assert again.game.moves == [line[0]]
