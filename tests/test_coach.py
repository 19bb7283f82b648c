"""The coach: a hint in three steps, why a gap or a card has no move (each reason the
rules know, on positions built for it), and a move that lost the game said at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from maze_solitaire.engine import AISLERIOT, Card, Game, Move, Position, deal, legal_moves
from maze_solitaire.fullscreen.canvas import Canvas
from maze_solitaire.fullscreen.keymap import BINDINGS
from maze_solitaire.fullscreen.render import render
from maze_solitaire.play.actions import Action
from maze_solitaire.play.controller import Controller
from maze_solitaire.play.events import (
    Asked,
    CannotFill,
    FitsNowhere,
    HintShown,
    LineLeft,
    LostTheGame,
    Refused,
)
from maze_solitaire.play.modes import Question
from maze_solitaire.solver import GAVE_UP, SOLVED, UNWINNABLE
from maze_solitaire.words import UNICODE, coach, said, why
from maze_solitaire.words.spoken import Voice
from maze_solitaire.words.spoken import lines as lines_of
from tests.playing import NEARLY_WON, play_move
from tests.positions import SOLVED_ORDER
from tests.screen_board import BOARD_READY, slot_column
from tests.sessions import answer, ask_for, controller, full_screen, line_from
from tests.terminal import Terminal

# -- the hint in steps ---------------------------------------------------------------------


def test_each_hint_step_shows_more_and_counts_once() -> None:
    c = controller()
    start = c.game.position
    line = line_from(c.game, 3)
    c.learn(start, answer(SOLVED, line, 2))
    first = ask_for(c, Action.HINT)
    assert first == [Asked(Question.HINT), HintShown(line[0], 1, start, 2)]
    assert (c.hint(), c.hint_step(), c.assistant.hints) == (line[0], 1, 1)
    assert c.act(Action.HINT) == [HintShown(line[0], 2, start, 2)]  # no question: helped
    assert (c.hint_step(), c.assistant.hints) == (2, 2)
    assert c.act(Action.HINT) == [HintShown(line[0], 3, start, 2)]
    assert c.act(Action.HINT) == [HintShown(line[0], 3, start, 2)]  # why, said again
    assert c.assistant.hints == 3  # each step counted once, the repeat not
    c.act(Action.ACTIVATE)  # the hinted move, played: a new position, a new hint
    assert c.hint() is None and c.hint_step() == 0
    # The rest of the line is known there, but not the position's own search's answer:
    # no length is said until that comes (the why waits for it).
    assert c.act(Action.HINT) == [HintShown(line[1], 1, c.game.position, None)]


def test_a_hint_begun_keeps_its_move_when_a_shorter_line_comes() -> None:
    c = controller()
    start = c.game.position
    rough = line_from(c.game, 5)
    c.learn(start, answer(SOLVED, rough, 2, final=False))  # the first line found
    ask_for(c, Action.HINT)
    polished = (next(m for m in legal_moves(start) if m != rough[0]), *rough[1:3])
    c.learn(start, answer(SOLVED, polished, 2))  # shorter, and another first move
    # The rough line's rest is no finished line: its length could differ from run to
    # run (how far it was polished), so none is said.
    assert c.act(Action.HINT) == [HintShown(rough[0], 2, start, None)]
    assert c.act(Action.HINT) == [HintShown(rough[0], 3, start, None)]


def test_the_first_step_marks_the_card_alone_the_second_its_gap_too() -> None:
    front = full_screen(Game(NEARLY_WON))
    c = front.controller
    move = legal_moves(NEARLY_WON)[0]
    c.learn(NEARLY_WON, answer(SOLVED, (move,), 0))
    for step, marked in ((1, {move.source}), (2, {move.source, move.target})):
        front.show(c.act(Action.HINT))
        view = front.view()
        assert view.hint_step == step
        canvas = render(view, 80, 24)
        stars = {slot for slot in range(54) if "*" in under(canvas, slot)}
        assert stars == marked


def under(canvas: Canvas, slot: int) -> str:
    """What the line under slot ``slot``'s face shows (its marks), on a one-line board."""
    hit = next(h for h in canvas.hits if h.target == slot)
    return canvas.text()[hit.y + 1][hit.x0 : hit.x1]


def test_the_hint_steps_in_words() -> None:
    move = Move.parse("7H r1c1 -> r1c9")
    start = deal(1)
    said_now = [said.message(HintShown(move, step, start, 40), UNICODE) for step in (1, 2, 3)]
    assert said_now == [
        "Hint: move 7♥ (r1c1); H again shows where",
        "Hint: 7♥ r1c1 → r1c9; H again says why",
        "Why: 7♥ goes after 6♥, making a run of 2 (6♥ to 7♥), and opens r1c1 for 8♣ or 8♠;"
        " the line wins in 40 more moves",
    ]
    last = Move.parse("AS r6c9 -> r1c1")
    assert lines_of(HintShown(last, 3, NEARLY_WON, 0), Voice(words=True)) == [
        "Why: ace of spades goes before two of spades, making a run of 12 (ace of spades to"
        " queen of spades), and leaves row 6, column 9 a gap nothing can fill yet: that wins"
        " the game"
    ]


def test_the_keys_the_coach_names_are_the_key_table_s() -> None:
    keys = {binding.action: binding.keys for binding in BINDINGS}
    assert coach.UNDO_KEY in keys[Action.UNDO] and coach.HINT_KEY in keys[Action.HINT]
    assert coach.DEMO_KEY in keys[Action.DEMO]


# -- why not: every reason the rules know --------------------------------------------------


def position_of(gaps: list[int], moved: dict[int, str] | None = None) -> Position:
    """The solved order with gaps at ``gaps``, and the cards named in ``moved`` put at
    those slots (taken from their place in the order)."""
    moved = moved or {}
    named = {Card.parse(text) for text in moved.values()}
    rest = iter(card for card in SOLVED_ORDER if card not in named)
    cells: list[Card | None] = [
        None if slot in gaps else Card.parse(moved[slot]) if slot in moved else next(rest)
        for slot in range(54)
    ]
    return Position.from_cells(cells)


GAP_THEN_ACE = position_of([29, 30, 50, 51, 52, 53], {31: "AH"})
"""r4c3 and r4c4 gaps, A♥ at r4c5: r4c4 has a gap on its left and an Ace on its right."""
ACROSS = position_of([53, 0, 7, 8, 9, 50], {1: "AH", 10: "AD"})
"""Gaps r6c9 and r1c1, before A♥; r1c8, r1c9 and r2c1, before A♦: gaps whose
neighbours are on other rows."""


@pytest.mark.parametrize(
    ("position", "gap", "why"),
    [
        (
            GAP_THEN_ACE,
            30,
            "Nothing can fill r4c4: the slot on its left is a gap, and an Ace stands on its"
            " right (nothing goes before an Ace)",
        ),
        (
            GAP_THEN_ACE,
            51,
            "Nothing can fill r6c7: the slot on its left is a gap, and the slot on its right"
            " is a gap",
        ),
        (
            ACROSS,
            0,
            "Nothing can fill r1c1: the slot on its left (r6c9: the rows run on) is a gap, and"
            " an Ace stands on its right (nothing goes before an Ace)",
        ),
        (
            ACROSS,
            8,
            "Nothing can fill r1c9: the slot on its left is a gap, and the slot on its right"
            " (r2c1: the rows run on) is a gap",
        ),
        (
            ACROSS,
            9,
            "Nothing can fill r2c1: the slot on its left (r1c9: the rows run on) is a gap, and"
            " an Ace stands on its right (nothing goes before an Ace)",
        ),
    ],
    ids=[
        "a gap, then an Ace",
        "gaps on both sides",
        "round the ring",
        "a gap across a row's end",
        "a gap from a row's end",
    ],
)
def test_a_gap_nothing_can_fill_says_why(position: Position, gap: int, why: str) -> None:
    c = controller(Game(position))
    (refused,) = c.offer(gap)
    assert refused == Refused(CannotFill(position, gap))
    assert said.message(refused, UNICODE) == why


def test_a_card_that_fits_no_gap_says_where_it_would_go_and_what_is_in_the_way() -> None:
    start = deal(1)
    c = controller(Game(start))
    queen = Card.parse("QS")
    (refused,) = c.offer(start.slot_of(queen))
    assert refused == Refused(FitsNowhere(start, queen))
    assert said.message(refused, UNICODE) == "Q♠ goes after J♠ at r2c2, but r2c3 holds 5♥"
    # Round the ring: 8♣ would follow 7♣ at r6c9 into r1c1, where 7♥ stands.
    eight = Card.parse("8C")
    assert coach.fits_nowhere(start, eight, UNICODE).startswith(
        "8♣ goes after 7♣ at r6c9, but r1c1 holds 7♥"
    )
    # An Ace follows any Queen: each is a place.
    ace = coach.fits_nowhere(start, Card.parse("AC"), UNICODE)
    assert all(f"after Q{suit}" in ace for suit in "♠♥♦♣") and "before 2♣" in ace


def test_a_card_already_in_its_place_says_so() -> None:
    nine = Card.parse("9S")
    assert coach.fits_nowhere(NEARLY_WON, nine, UNICODE) == (
        "9♠ is in its place already, after 8♠ and before 10♠ (r2c1: the rows run on)"
    )


def test_where_a_line_ends_its_end_is_the_reason() -> None:
    # Aisleriot's reading: Q♣ at r6c9 ends the line; nothing comes after it, and a Queen
    # may go to r6c9 (the line's end takes any Queen).
    cells: list[Card | None] = [*SOLVED_ORDER[:47], None, None, None, None, None, None, None]
    cells[53] = SOLVED_ORDER[47]  # Q♣ at the very end
    position = Position.from_cells(cells, AISLERIOT)
    ace = coach.fits_nowhere(position, Card.parse("AS"), UNICODE)
    assert ace == "A♠ is in its place already, at r1c1, which starts the line, and before 2♠"
    queen_of_hearts = cells.index(Card.parse("QH"))
    # A♠ and Q♥ out of their places, between gaps.
    cells[0], cells[50] = None, cells[0]
    cells[queen_of_hearts], cells[48] = None, cells[queen_of_hearts]
    moved = Position.from_cells(cells, AISLERIOT)
    ace = coach.fits_nowhere(moved, Card.parse("AS"), UNICODE)
    assert "after Q♣ at r6c9, but Q♣ ends the line" in ace, ace
    queen = coach.fits_nowhere(moved, Card.parse("QH"), UNICODE)
    assert "to r6c9, which ends the line, but it holds Q♣" in queen, queen


# -- a move that lost the game -------------------------------------------------------------


def one_move_played(warnings: bool = True) -> tuple[Controller, Position, Position]:
    """A move played off the known line: the controller, the position before, after."""
    c = controller(warnings=warnings)
    before = c.game.position
    line = line_from(c.game, 3)
    c.learn(before, answer(SOLVED, line, 2))  # a line was known before the move
    play_move(c, next(m for m in legal_moves(before) if m != line[0]))
    return c, before, c.game.position


def test_a_move_proven_to_lose_the_game_is_named_at_once() -> None:
    c, _, after = one_move_played()
    assert c.learn(after, answer(UNWINNABLE, (), 40)) == [LostTheGame(True)]
    assert said.message(LostTheGame(True), UNICODE) == (
        "That move lost the game: no win is reachable from here. u takes it back."
    )
    assert c.learn(after, answer(UNWINNABLE, (), 40)) == []


def test_a_move_that_left_the_line_is_said_honestly_and_differently() -> None:
    c, _, after = one_move_played()
    early = answer(GAVE_UP, (), 40, final=False)
    assert c.learn(after, early) == []
    assert c.learn(after, answer(GAVE_UP, (), 40)) == [LineLeft()]
    assert "may still be reachable" in lines_of(LineLeft(), Voice())[0]


def test_a_loss_found_after_the_player_moved_on_is_still_said_once() -> None:
    c, _, after = one_move_played()
    play_move(c, legal_moves(after)[0])  # on, before the search of ``after`` answered
    assert c.learn(after, answer(UNWINNABLE, (), 40)) == []  # not the board's position
    assert c.learn(c.game.position, answer(UNWINNABLE, (), 39)) == [LostTheGame(False)]
    play_move(c, legal_moves(c.game.position)[0])
    assert c.learn(c.game.position, answer(UNWINNABLE, (), 38)) == []  # said already


def test_a_loss_seen_late_blames_no_move_and_warnings_can_be_turned_off() -> None:
    c = controller()
    play_move(c, legal_moves(c.game.position)[0])  # nothing known of the position before
    assert c.learn(c.game.position, answer(UNWINNABLE, (), 40)) == [LostTheGame(False)]
    assert said.message(LostTheGame(False), UNICODE) == (
        "The game is lost: no win is reachable from here. u takes moves back."
    )
    quiet, _, after = one_move_played(warnings=False)
    assert quiet.learn(after, answer(UNWINNABLE, (), 40)) == []


# -- through the real game -----------------------------------------------------------------


def test_the_hint_s_three_steps_in_the_full_screen_game(tmp_path: Path) -> None:
    home = {"MAZE_SOLITAIRE_HOME": str(tmp_path)}
    with Terminal("--position", NEARLY_WON.notation(), env=home) as game:
        text = game.wait_for(BOARD_READY)
        game.send("H")  # a position: no clean win of a deal to lose, so no question
        text = game.wait_for("H again shows where", timeout=30)
        assert "Hint: move A♠ (r6c9)" in text
        line, column = slot_column(text, 53)
        assert "*" in text.splitlines()[line + 1][column - 1 : column + 4]
        game.send("H")
        text = game.wait_for("H again says why")
        assert "Hint: A♠ r6c9 → r1c1" in text
        game.send("H")
        text = game.wait_for("Why: A♠")
        said_now = " ".join(row.strip() for row in text.splitlines())
        assert "that wins the game" in said_now


def test_the_hint_s_three_steps_in_the_text_mode(tmp_path: Path) -> None:
    from tests.commands import text_game

    status, lines = text_game(
        "--position", NEARLY_WON.notation(), commands="hint\nhint\nhint\n", home=tmp_path
    )
    assert status == 0
    steps = [line for line in lines if line.startswith(("Hint:", "Why:"))]
    assert steps == [
        "Hint: move AS (r6c9); hint again shows where",
        "Hint: AS r6c9 -> r1c1; hint again says why",
        "Why: AS goes before 2S, making a run of 12 (AS to QS), and leaves r6c9 a gap nothing"
        " can fill yet: that wins the game",
    ]


def test_why_an_ace_after_a_queen_says_the_rule() -> None:
    position = position_of([12, 49, 50, 51, 52, 53])  # A♥ one slot on, after a gap
    move = Move.parse("AH r2c5 -> r2c4")
    assert why.hint_why(position, move, 5, UNICODE) == (
        "A♥ starts a run after Q♠ (any Ace may follow a Queen), moving a gap along the run"
        " A♥ to Q♥ (closed up, it ends at r3c6), and opens r2c5 for 2♥; the line wins in 5"
        " more moves"
    )
