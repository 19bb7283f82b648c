"""A search that failed is tried again when the player asks (issue 31, item 11): its
worker's death does not stick to the position for the whole session."""

from __future__ import annotations

import os
import signal
from pathlib import Path

from maze_solitaire.engine import Game, deal
from maze_solitaire.play.actions import Action
from maze_solitaire.play.events import Looking, SearchFailed
from maze_solitaire.solver.answer import SOLVED
from maze_solitaire.words.answers import SEARCH_FAILED
from tests.positions import HARD, HARD_SEARCH
from tests.screen_board import BOARD_READY
from tests.sessions import answer, controller, line_from
from tests.terminal import Terminal


def _children(pid: int) -> list[int]:
    """The processes ``pid`` started (its workers), as the kernel lists them."""
    found: list[int] = []
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/children") as children:
            found += [int(child) for child in children.read().split()]
    return found


def test_a_hint_asked_again_searches_again_after_the_worker_died(tmp_path: Path) -> None:
    env = {"MAZE_SOLITAIRE_HOME": str(tmp_path), **HARD_SEARCH}
    with Terminal("--position", HARD, env=env) as game:  # a search that runs its whole time
        game.wait_for(BOARD_READY)
        game.wait_for(lambda text: bool(_children(game.pid)))
        for worker in _children(game.pid):
            os.kill(worker, signal.SIGKILL)  # as the out-of-memory killer would
        game.wait_for(SEARCH_FAILED)
        game.send("H")  # asked: searched again, not told the old failure
        text = game.wait_for("Looking")
        assert SEARCH_FAILED not in text, text
        game.wait_for(lambda text: bool(_children(game.pid)))  # a worker at it again


def test_a_failure_is_tried_again_when_asked_and_forgotten_when_the_board_moves_on() -> None:
    c = controller(Game(deal(1)))
    start = c.game.position
    c.learn(start, None, "the search's process died")
    assert c.answers.analysis_wanted() is None  # not tried again by itself
    assert c.act(Action.HINT)[-1:] in ([Looking()], [])  # a clean deal asks first
    c.act(Action.YES, "y")
    assert c.answers.analysis_wanted() == start and c.status().failure == ""
    c.learn(start, None, "the search's process died")  # failed again: said, not looped
    assert c.answers.analysis_wanted() is None
    assert isinstance(c.act(Action.HINT)[-1], Looking)  # helped now: asked at once
    c.learn(start, None, "the search's process died")
    line = line_from(c.game, 1)
    c.play(line[0])
    assert c.answers.analysis_wanted() == c.game.position
    c.act(Action.UNDO)  # back where it failed: searched again
    assert c.answers.analysis_wanted() == start
    c.learn(start, answer(SOLVED, line_from(c.game, 2), 2))
    assert not isinstance(c.act(Action.HINT)[-1], SearchFailed)
