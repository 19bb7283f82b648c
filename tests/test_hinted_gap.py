"""After a hint, Enter plays the move it named, and its gap looks apart from the cursor
(issue 31, item 9)."""

from __future__ import annotations

import re
from pathlib import Path

from maze_solitaire.engine import Card, Game, MazeError, Move, Position, parse_slot
from maze_solitaire.play.actions import Action
from maze_solitaire.play.events import Moved
from maze_solitaire.play.modes import Choosing
from maze_solitaire.solver.answer import SOLVED
from tests.screen_board import BOARD_READY, read_board, slot_column
from tests.sessions import answer, ask_for, controller, mode
from tests.terminal import Terminal

TWO_GAPS = Position.parse(
    "AC 2C 3C 4C 5C 6C 7C 8C TD / 9C TC JC QC AS 2S 3S 4S 5S / 6S 7S 8S 9S TS -- 9D AD 2D"
    " / 3D 4D 5D 6D 7D -- 8D JD QD / -- AH 2H 3H 4H 5H 6H 7H JS / QS 8H 9H TH JH QH -- -- --"
)
"""The issue's position: 8♦ fits r3c6 (before 9♦) and r4c6 (after 7♦); every Ace fits
r5c1 and r6c7 (after a Queen)."""
SECOND_GAP = Move.parse("8D r4c7 -> r4c6")
HINT = re.compile(r"Hint: (\S+) (r\dc\d) → (r\dc\d)")


def test_enter_on_the_hinted_card_selects_the_hinted_gap() -> None:
    c = controller(Game(TWO_GAPS))
    c.learn(TWO_GAPS, answer(SOLVED, (SECOND_GAP,), 1, final=False))
    ask_for(c, Action.HINT)
    c.act(Action.HINT)  # the second step: where it goes
    assert c.cursor == SECOND_GAP.source
    c.act(Action.ACTIVATE)
    choosing = mode(c)
    assert isinstance(choosing, Choosing) and len(choosing.choice.moves) == 2
    assert choosing.choice.moves[choosing.choice.highlighted] == SECOND_GAP
    (moved, *_) = c.act(Action.ACTIVATE)
    assert isinstance(moved, Moved) and moved.move == SECOND_GAP


def test_enter_on_a_card_before_the_hint_says_where_selects_the_first_gap() -> None:
    """The hint's first step names the card alone: Enter does not give its gap away."""
    c = controller(Game(TWO_GAPS))
    c.learn(TWO_GAPS, answer(SOLVED, (SECOND_GAP,), 1, final=False))
    ask_for(c, Action.HINT)
    c.act(Action.ACTIVATE)
    choosing = mode(c)
    assert isinstance(choosing, Choosing) and choosing.choice.highlighted == 0


def test_in_the_game_enter_enter_plays_the_hinted_move_and_its_gap_is_drawn_apart(
    tmp_path: Path,
) -> None:
    env = {"MAZE_SOLITAIRE_HOME": str(tmp_path), "NO_COLOR": "1"}
    with Terminal("--position", TWO_GAPS.notation(), env=env) as game:
        game.wait_for(BOARD_READY)
        game.send("H")
        game.wait_for("Hint: move", timeout=30)
        game.send("H")
        text = game.wait_for(lambda t: HINT.search(t) is not None)
        found = HINT.search(text)
        assert found is not None
        hinted = Move(Card.parse(found[1]), parse_slot(found[2]), parse_slot(found[3]))
        # The cursor on the card, in reverse; its gap underlined, never in reverse.
        line, column = slot_column(text, hinted.target)
        gap = game.cell(line, column)
        assert gap.underscore and not gap.reverse, (gap, text)
        line, column = slot_column(text, hinted.source)
        assert game.cell(line, column).reverse
        game.send("enter")
        game.wait_for(lambda t: "Move " in t or _moved(t))
        if "Move " in game.text:  # the card fits two gaps: the choice opens on the hint's
            game.send("enter")
        text = game.wait_for(_moved)
        assert read_board(text) == TWO_GAPS.after_unchecked(hinted), text


def _moved(text: str) -> bool:
    """Whether the screen shows a whole board that is no longer the start."""
    try:
        return read_board(text) != TWO_GAPS
    except MazeError:  # a frame half drawn
        return False
