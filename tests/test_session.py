"""One session, whatever shows it: start or resume, the wait on the terminal, the workers and
the signals together, Ctrl-Z, and every way out saved; then the real command, killed."""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from maze_solitaire.engine import PYSOL, Game, legal_moves
from maze_solitaire.play.assistant import SEARCH_CPU_SECONDS
from maze_solitaire.play.events import (
    Continued,
    LeftInProgress,
    Notice,
    PlayedElsewhere,
    Started,
)
from maze_solitaire.play.session import SEARCH, Request, Session
from maze_solitaire.play.waiting import Stopped
from maze_solitaire.solver import CORE_VARIABLE
from maze_solitaire.storage import Progress, Store
from tests.playing import nearly_won_deal
from tests.processes import alive, children_of, cpu_seconds, gone_within, needs_proc, state_of
from tests.sessions import FakeTime, KnownDeals, controller
from tests.terminal import COMMAND, Terminal


class Front:
    """A front end that notes what Ctrl-Z asked of it."""

    def __init__(self) -> None:
        self.said: list[str] = []

    def suspend(self) -> None:
        self.said.append("suspend")

    def resume(self) -> None:
        self.said.append("resume")


def played(store: Store, number: int, moves: int = 1) -> Game:
    """A game of deal ``number`` in progress in ``store``, ``moves`` moves in."""
    game = Game.from_deal(number)
    store.begin(game)
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    store.save(Progress(game, 12.0))
    return game


# -- start or resume -----------------------------------------------------------------------------


def test_the_game_in_progress_resumes_and_says_so(home: Path) -> None:
    with Store.open(home) as store:
        played(store, 7, moves=2)
    with Store.open(home) as store:
        session = Session.open(store, Request(), deals=KnownDeals())
        game = session.controller.game
        assert game.deal_number == 7 and game.move_count == 2
        assert session.opening == [Continued(game.code, 7, 2)]
        assert session.controller.in_play.clock.seconds == 12.0
        assert session.begin() == []  # nothing to write: it was begun long ago


def test_a_new_game_is_dealt_where_none_is_in_progress_and_begun_after_it_shows(
    home: Path,
) -> None:
    with Store.open(home) as store:
        session = Session.open(store, Request(), deals=KnownDeals(5))
        game = session.controller.game
        assert session.opening == [Started(game.code, game.variant, game.position)]
        assert session.controller.welcome  # the very first game
        assert store.history() == []  # not written before it shows
        assert session.begin() == []
        assert [summary.deal for summary in store.history()] == [5]


def test_a_chosen_deal_leaves_the_game_in_progress_as_it_is_and_says_so(home: Path) -> None:
    with Store.open(home) as store:
        played(store, 7, moves=3)
    with Store.open(home) as store:
        session = Session.open(store, Request(Game.from_deal(2)), deals=KnownDeals())
        assert session.controller.game.deal_number == 2
        assert session.begin() == [LeftInProgress(1)]
        assert [(s.deal, s.result) for s in store.history()] == [(2, "playing"), (7, "playing")]


def test_the_deal_in_progress_asked_for_again_resumes_with_its_moves(home: Path) -> None:
    with Store.open(home) as store:
        played(store, 7, moves=3)
    with Store.open(home) as store:  # another terminal's: saved last, a bare start resumes it
        played(store, 8, moves=1)
    with Store.open(home) as store:
        session = Session.open(store, Request(Game.from_deal(7)), deals=KnownDeals())
        game = session.controller.game
        assert (game.deal_number, game.move_count) == (7, 3)
        assert session.opening == [Continued(game.code, 7, 3)]
        assert session.begin() == []
        assert [(s.deal, s.result) for s in store.history()] == [(8, "playing"), (7, "playing")]


def test_other_rules_asked_for_deal_a_game_of_theirs(home: Path) -> None:
    with Store.open(home) as store:
        played(store, 7)
    with Store.open(home) as store:
        session = Session.open(store, Request(rules=PYSOL), deals=KnownDeals(617))
        assert session.controller.game.variant is PYSOL
        assert session.begin() == [LeftInProgress(1)]
        assert [s.result for s in store.history()] == ["playing", "playing"]


def test_a_game_open_in_another_terminal_is_left_to_it(home: Path) -> None:
    with Store.open(home) as store:
        played(store, 7)
    with Store.open(home) as other, Store.open(home) as store:
        assert other.resume() is not None  # the other terminal plays it
        session = Session.open(store, Request(), deals=KnownDeals(5))
        assert session.opening == [PlayedElsewhere(1)]
        assert session.controller.game.deal_number == 5


def test_notices_open_the_game_s_words() -> None:
    store = Store.in_memory("the folder cannot be written")
    session = Session.open(store, Request(), notices=("config file not used",))
    assert session.opening[:2] == [
        Notice("config file not used"),
        Notice("progress is not being saved: the folder cannot be written"),
    ]


def test_a_script_s_moves_make_the_game_scripted() -> None:
    store = Store.in_memory()
    session = Session.open(store, Request(nearly_won_deal()), scripting=True)
    controller = session.controller
    assert not controller.in_play.progress().scripted  # nothing scripted yet
    controller.play(legal_moves(controller.game.position)[0])
    assert controller.in_play.progress().scripted


# -- the wait -----------------------------------------------------------------------------------


def test_the_wait_wakes_for_the_terminal_and_for_nothing_else_before_its_time() -> None:
    session = Session.open(Store.in_memory(), Request(), deals=KnownDeals())
    read, write = os.pipe()
    try:
        assert session.wait(read, 0) == session.wait(read, 0.01)  # nothing: the time passes
        os.write(write, b"x")
        wake = session.wait(read, None)  # no timeout: it would sleep for ever
        assert wake.terminal and not wake.answered
    finally:
        os.close(read)
        os.close(write)


def test_a_search_s_answer_wakes_the_wait_and_is_learnt() -> None:
    store = Store.in_memory()
    session = Session.open(store, Request(nearly_won_deal()))
    controller = session.controller
    session.kick()
    try:
        while controller.answers.analysis_wanted() is not None:
            wake = session.wait(None, None)  # asleep until the worker has something
            assert wake.answered
            session.collect()
        known = controller.status().answer
        assert known is not None and known.solved and len(known.moves) == 1
    finally:
        session.close()


def test_a_search_that_cannot_start_says_it_failed(monkeypatch: pytest.MonkeyPatch) -> None:
    # As when the game's files were replaced under it (an upgrade): the search's own
    # code is gone. That is said, not taken for a search that gave up.
    def gone() -> None:
        raise ModuleNotFoundError("No module named 'maze_solitaire.solver.schedule'")

    session = Session.open(Store.in_memory(), Request(), deals=KnownDeals())
    monkeypatch.setattr(session.jobs.worker(SEARCH), "_prepare", gone)
    session.kick()
    status = session.controller.status()
    assert status.answer is None and "ModuleNotFoundError" in status.failure
    assert session.controller.answers.analysis_wanted() is None  # not tried again and again
    session.close()


def test_the_search_s_worker_is_held_to_cpu_seconds_of_its_own_and_no_clock() -> None:
    # What a CPU limit does is tests/test_worker.py's; here, that the hint's search has
    # one (and the text mode waits for its hint on nothing else: see lines/loop.py).
    session = Session.open(Store.in_memory(), Request(), deals=KnownDeals())
    assert session.jobs.worker(SEARCH).cpu_seconds == SEARCH_CPU_SECONDS
    session.close()


def test_sigterm_stops_the_wait_and_the_game_is_saved(home: Path) -> None:
    with Store.open(home) as store:
        played(store, 7)
    time = FakeTime()
    with Store.open(home) as store:
        session = Session.open(store, Request(), deals=KnownDeals(), now=time)
        session.controller.attending(True)
        time.now += 30
        with pytest.raises(Stopped) as stopped, session.signals(Front()):
            threading.Timer(0.05, os.kill, (os.getpid(), signal.SIGTERM)).start()
            session.wait(None, None)
        assert stopped.value.signum == signal.SIGTERM
        goodbye = session.close()
        assert goodbye.deal == 7 and goodbye.moves == 1 and goodbye.saving
    with Store.open(home) as store:
        resumed = store.resume()
        assert resumed is not None and resumed.progress.seconds == 42.0  # the 30 s kept


def test_ctrl_z_stops_the_clock_and_the_workers_and_fg_takes_them_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    time = FakeTime()
    store = Store.in_memory()
    game = played(store, 7)
    session = Session(controller(game, now=time, recorder=store), store, [], begun=True)
    session.controller.attending(True)
    time.now += 5
    front = Front()
    asked: list[str] = []
    stopped: list[int] = []

    def kill(pid: int, signum: int) -> None:  # the stop itself: ten minutes go by
        stopped.append(signum)
        time.now += 600

    monkeypatch.setattr(os, "kill", kill)
    monkeypatch.setattr(session.jobs.worker(SEARCH), "pause", lambda: asked.append("pause"))
    monkeypatch.setattr(session.jobs.worker(SEARCH), "resume", lambda: asked.append("resume"))
    with session.signals(front):
        signal.raise_signal(signal.SIGTSTP)
        wake = session.wait(None, 0)
    assert wake.resumed and stopped == [signal.SIGTSTP]
    assert front.said == ["suspend", "resume"] and asked == ["pause", "resume"]
    assert session.controller.in_play.clock.seconds == pytest.approx(5)  # not the ten minutes
    assert session.controller.in_play.clock.running  # and it runs again
    session.close()


# -- the real command -------------------------------------------------------------------------


@contextlib.contextmanager
def deal_1_played_from_a_shell() -> Iterator[Terminal]:
    """Deal 1 one move in (8C r4c3 -> r1c9), the game run from an interactive bash as a
    player's is. (Were the game the terminal's session leader, as a :class:`Terminal` of
    its own makes it, its death would hang up the terminal and the kernel's SIGHUP
    would end its workers too: a killed game would hide what it leaves behind.) The
    pure Python core runs its searches, so that its workers run for some seconds, as
    the tests below need: the compiled core ends them all within a second."""
    shell = ("/bin/bash", "--norc", "--noprofile", "-i")
    with Terminal(command=shell, env={"PS1": "$ ", CORE_VARIABLE: "pure"}) as terminal:
        terminal.wait_for("$ ")
        terminal.send(f"{COMMAND} --deal 1\r")
        terminal.wait_for("In order")
        terminal.send("enter")  # the cursor starts on r1c9: 7H or 8C may fill it
        terminal.wait_for("Fill r1c9")
        terminal.send("2")
        terminal.wait_for("Moves 1")
        yield terminal


@needs_proc
def test_killed_the_game_resumes_at_once_with_its_moves_and_leaves_no_process() -> None:
    # A SIGKILL (as the out-of-memory killer sends) ran no clean-up: the workers lived
    # on for minutes holding the game's lock, and the next launch dealt a new game.
    with deal_1_played_from_a_shell() as terminal:
        game = children_of(terminal.pid)[0]
        assert gone_within(lambda: bool(children_of(game)))  # its searches run
        workers = children_of(game)
        os.kill(game, signal.SIGKILL)
        assert gone_within(lambda: state_of(game) is None)  # the shell reaped it
        terminal.send("stty sane\r")  # the killed game left the terminal raw
        terminal.send(f"{COMMAND}\r")
        text = terminal.wait_for("Resumed deal #1")
        assert "Moves 1" in text  # the same game, with its move
        terminal.send("q")
        terminal.wait_for("Saved deal #1")
        terminal.send("exit\r")
        assert terminal.wait_exit() == 0
        assert gone_within(lambda: not any(alive(pid) for pid in workers))


@needs_proc
def test_the_game_uses_no_processor_while_the_solver_works() -> None:
    # It polled its workers: 80-110 ms of CPU a second while a hint's search ran.
    from tests.positions import HARD, HARD_SEARCH  # a search of seconds

    with Terminal("--position", HARD, env=HARD_SEARCH) as game:
        game.wait_for("searching...")
        assert gone_within(lambda: bool(children_of(game.pid)))
        workers = children_of(game.pid)
        used = cpu_seconds(game.pid)
        start = {pid: cpu_of(pid) for pid in workers}

        def worked_a_second() -> bool:  # or ended: the window is then as long as they ran
            now = {pid: cpu_of(pid) for pid in workers}
            return any(now[pid] - start[pid] >= 1.0 for pid in workers) or not any(
                alive(pid) for pid in workers
            )

        assert gone_within(worked_a_second, 60)
        assert cpu_seconds(game.pid) - used <= 0.03  # asleep on the workers' answers
        game.send("q")
        assert game.wait_exit() == 0


def cpu_of(pid: int) -> float:
    """``pid``'s processor time, or a great deal once it has ended (its window is over)."""
    return cpu_seconds(pid) if alive(pid) else float("inf")


@needs_proc
def test_ctrl_z_and_fg_in_a_shell_bring_the_game_back_as_it_was() -> None:
    # After fg the verdict fell back to 'searching...' with no worker alive (5 of 12
    # tries), and the time stopped was counted as play.
    with deal_1_played_from_a_shell() as terminal:
        terminal.wait_for(lambda text: "Moves 1" in text and "winnable" in text)
        terminal.send("\x1a")  # Ctrl-Z
        terminal.wait_for("Stopped")
        game = next(pid for pid in children_of(terminal.pid) if state_of(pid) == "T")
        assert all(state_of(pid) == "T" for pid in children_of(game))  # its workers too
        terminal.send("fg\r")
        text = terminal.wait_for(lambda text: "Moves 1" in text and "winnable" in text)
        assert "searching" not in text
        terminal.send("q")
        terminal.wait_for("Saved deal #1")
        terminal.send("exit\r")
        assert terminal.wait_exit() == 0
