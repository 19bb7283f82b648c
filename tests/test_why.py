"""A why worth reading (issue 31, item 10): what the hinted move is for, said from the
position, on positions built for each kind of move; its figure from the position's own
node-budgeted search only, the same on every run; and both through the real command."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from maze_solitaire.engine import Game, Move, Position, deal
from maze_solitaire.play.actions import Action
from maze_solitaire.play.assistant import analyse
from maze_solitaire.play.events import HintShown, Looking
from maze_solitaire.solver.answer import SOLVED
from maze_solitaire.words import UNICODE
from maze_solitaire.words.why import hint_why
from tests.commands import text_game
from tests.playing import NEARLY_WON, WINNING_MOVE
from tests.screen_board import BOARD_READY
from tests.sessions import answer, ask_for, controller
from tests.terminal import Terminal

RUNS = Position.parse(
    "AC 2C 3C 4C 5C 6C 7C 8C TD / 9C TC JC QC AS 2S 3S 4S 5S / 6S 7S 8S 9S TS -- 9D AD 2D"
    " / 3D 4D 5D 6D 7D -- 8D JD QD / -- AH 2H 3H 4H 5H 6H 7H JS / QS 8H 9H TH JH QH -- -- --"
)
"""The issue's position: runs everywhere, a gap inside the diamonds' (A♦ to 8♦, across
r4c6), Aces that may go after Q♦ at r4c9 (into r5c1: the rows run on) or after Q♥."""


def why(position: Position, move: str, left: int | None = 7) -> str:
    return hint_why(position, Move.parse(move), left, UNICODE)


# -- what the move is for ---------------------------------------------------------------------


def test_a_move_that_makes_a_run_says_so() -> None:
    assert why(deal(1), "7H r1c1 -> r1c9", 40) == (
        "7♥ goes after 6♥, making a run of 2 (6♥ to 7♥), and opens r1c1 for 8♣ or 8♠;"
        " the line wins in 40 more moves"
    )


def test_a_move_that_takes_a_card_from_a_run_says_which() -> None:
    said = why(RUNS, "JS r5c9 -> r3c6")
    assert said.startswith(
        "J♠ goes after 10♠, making a run of 11 (A♠ to J♠), taking it from the run J♠ to Q♠"
    ), said


def test_a_run_that_stood_is_closed_up_not_made() -> None:
    # A♦ to 8♦ is a run already (the engine's runs run across gaps): 8♦ into r4c6 closes
    # it up, and says where it now ends.
    said = why(RUNS, "8D r4c7 -> r4c6")
    assert "making a run" not in said, said
    assert said.startswith("8♦ goes after 7♦, closing up the run A♦ to 8♦: it ends at r4c6,")
    assert "opens r4c7 for 9♦ or 10♦" in said  # what it frees
    # 7♦ into the gap moves it along the run: where the run will end, closed up.
    said = why(RUNS, "7D r4c5 -> r4c6")
    assert "making a run" not in said, said
    assert "moving a gap along the run A♦ to 8♦ (closed up, it ends at r4c6)" in said, said


def test_a_move_across_a_row_s_end_says_the_rows_run_on() -> None:
    said = why(RUNS, "AS r2c5 -> r5c1")
    assert said.startswith(
        "A♠ starts a run after Q♦ at r4c9, where the rows run on (any Ace may follow a Queen)"
    ), said
    assert "the rows run on" not in why(RUNS, "AS r2c5 -> r6c7")  # Q♥ on its own row


def test_the_moved_card_is_never_a_filler_of_the_slot_it_leaves() -> None:
    # A♥ leaving r5c2 (after a gap, before 2♥) could only go back: nothing else fits.
    said = why(RUNS, "AH r5c2 -> r6c7")
    assert "leaves r5c2 a gap nothing else can fill yet" in said, said
    for move in ("AH r5c2 -> r5c1", "8D r4c7 -> r4c6", "AS r2c5 -> r6c7"):
        moved = Move.parse(move)
        opened = why(RUNS, move).split(f"opens {UNICODE.slot(moved.source)} for ")[-1]
        assert UNICODE.card(moved.card) not in opened, (move, opened)


def test_the_winning_move_says_it_wins() -> None:
    assert why(NEARLY_WON, WINNING_MOVE.notation(), 0).endswith(": that wins the game")


def test_no_figure_is_said_without_a_finished_line() -> None:
    assert ";" not in why(RUNS, "8D r4c7 -> r4c6", None)


# -- its figure: the position's own search, and only once finished --------------------------


def test_the_why_waits_for_the_search_s_own_finished_line() -> None:
    c = controller(Game(RUNS))
    rough = (Move.parse("8D r4c7 -> r4c6"), Move.parse("9D r3c7 -> r4c7"))
    c.learn(RUNS, answer(SOLVED, rough, 1, final=False))  # the first line found
    ask_for(c, Action.HINT)
    c.act(Action.HINT)
    assert c.act(Action.HINT)[0] == Looking(why=True)  # its length could still change
    finished = (*rough, Move.parse("JS r5c9 -> r3c6"))
    (shown, *_) = c.learn(RUNS, answer(SOLVED, finished, 1))
    assert shown == HintShown(rough[0], 3, RUNS, 2)


def test_a_line_taught_by_par_gives_no_figure_until_the_position_s_own_search_ends() -> None:
    c = controller(Game(RUNS))
    line = (Move.parse("8D r4c7 -> r4c6"), Move.parse("9D r3c7 -> r4c7"))
    c.assistant.teach(RUNS, line, 1)  # par's line, found elsewhere: its length is par's
    ask_for(c, Action.HINT)
    c.act(Action.HINT)
    assert c.act(Action.HINT)[0] == Looking(why=True)
    assert c.analysis_wanted() == RUNS  # searched in its own right, for the why
    searched = (line[0], *line)  # (made up: a line of its own, one move longer)
    (shown, *_) = c.learn(RUNS, answer(SOLVED, searched, 1))
    assert shown == HintShown(line[0], 3, RUNS, 2)


@pytest.fixture
def busy_clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A machine so busy that a minute passes between two looks at the clock."""
    real = time.perf_counter
    jumped = [0.0]

    def busy() -> float:
        jumped[0] += 60.0
        return real() + jumped[0]

    monkeypatch.setattr(time, "perf_counter", busy)
    yield


def _unhurried(position: Position) -> tuple[object, ...]:
    found = analyse(position, lambda early: None)
    return found.result, found.moves, found.proven_tail, found.nodes


def test_a_busy_machine_finds_the_same_line(
    busy_clock: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    position = deal(1)
    busy = _unhurried(position)
    monkeypatch.undo()  # the real clock again
    assert busy == _unhurried(position)


# -- through the real command -----------------------------------------------------------------


@pytest.mark.slow
def test_the_text_mode_s_why_is_the_same_on_every_run(tmp_path: Path) -> None:
    said = []
    for run in ("first", "second"):
        home = tmp_path / run
        home.mkdir()
        status, lines = text_game(
            "--position", RUNS.notation(), "--text", commands="hint\nhint\nhint\nquit\n", home=home
        )
        assert status == 0
        said.append([line for line in lines if line.startswith(("Hint:", "Why:"))])
    assert said[0] == said[1]
    why_line = said[0][-1]
    assert why_line.startswith("Why: AS starts a run after QH"), said[0]
    assert "opens r2c5 for AH, AD or AC" in why_line and "or AS" not in why_line


def test_h_h_h_gives_the_why_in_the_game(tmp_path: Path) -> None:
    env = {"MAZE_SOLITAIRE_HOME": str(tmp_path)}
    with Terminal("--position", RUNS.notation(), columns=100, lines=30, env=env) as game:
        game.wait_for(BOARD_READY)
        game.send("H")
        game.wait_for("Hint: move", timeout=30)
        game.send("H")
        game.wait_for("says why")
        game.send("H")
        text = game.wait_for("Why: A", timeout=60)
        said = " ".join(line.strip() for line in text.splitlines())
        assert "the line wins in" in said, said
