"""The controller's methods for a front end that names its moves and deals (the text mode)."""

from __future__ import annotations

from maze_solitaire.engine import Card, Game, Move, parse_code
from maze_solitaire.storage import Store
from maze_solitaire.text import ASCII
from maze_solitaire.text import screen as words
from maze_solitaire.tui.controller import Controller
from maze_solitaire.tui.keymap import Action
from maze_solitaire.tui.modes import Asking, Choosing, Mode, Question
from tests.playing import NEARLY_WON

# -- the controller's methods for a front end that names its moves ------------------------


def controller(game: Game | None = None, recorder: Store | None = None) -> Controller:
    return Controller(
        game or Game.from_deal(1), lambda rules: Game.from_deal(99), glyphs=ASCII, recorder=recorder
    )


def mode(c: Controller) -> Mode:
    return c.mode


def test_offer_opens_a_choice_even_of_one_move_or_says_why_not() -> None:
    c = controller()
    c.offer(17)  # r2c9: only 6D
    choice = mode(c)
    assert isinstance(choice, Choosing) and len(choice.choice.moves) == 1
    assert c.game.move_count == 0
    c.offer(0)  # 7H fits r1c9 only: still a choice, nothing played
    assert isinstance(mode(c), Choosing) and c.game.move_count == 0
    c.offer(1)  # 9S fits nowhere
    assert c.message == "9S fits no gap now"
    nearly = controller(Game(NEARLY_WON))
    nearly.offer(49)  # r6c5, between two gaps
    assert nearly.message.startswith("Nothing may fill r6c5")


def test_play_takes_a_legal_move_and_says_why_another_is_not() -> None:
    c = controller()
    c.play(Move.parse("7H r1c1 -> r2c4"))
    assert c.game.move_count == 0 and c.message.startswith("illegal move 7H r1c1 -> r2c4")
    c.play(Move.parse("7H r1c1 -> r1c9"))
    assert c.game.move_count == 1 and c.message == "7H r1c1 -> r1c9"
    won = controller(Game(NEARLY_WON))
    won.play(Move.parse("AS r6c9 -> r1c1"))
    won.play(Move(Card.parse("2S"), 1, 53))
    assert won.game.move_count == 1 and won.message == words.WON_ALREADY


def test_go_to_starts_a_deal_by_its_code_asking_first_once_moves_would_be_lost() -> None:
    c = controller()
    pysol = Game.from_code(parse_code("pysol-617"))
    c.go_to(pysol)
    assert c.game is pysol  # nothing to lose: at once
    c.play(c.game.legal_moves()[0])
    again = Game.from_code(parse_code("standard-7"))
    c.go_to(again)
    asked = mode(c)
    assert isinstance(asked, Asking) and asked.question is Question.GO_TO
    assert asked.game is again
    c.act(Action.YES)
    assert c.game is again


def test_the_statistics_as_lines() -> None:
    assert controller().statistics() == [words.NO_STATISTICS]
    with Store.in_memory() as store:
        lines = controller(recorder=store).statistics()
    assert lines[0] == "Rules           standard rules"
