"""The full-screen game without curses: keys through the key table, its own screens over
the board, the message line, the win's animation."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from maze_solitaire.engine import Card, Game, fillers, legal_moves, parse_slot, play
from maze_solitaire.fullscreen.clipboard import Support
from maze_solitaire.fullscreen.front import ANIMATION_FRAMES, FullScreen
from maze_solitaire.fullscreen.keymap import (
    BINDINGS,
    Context,
    Screen,
    action_for,
    context,
    overlay_context,
)
from maze_solitaire.fullscreen.overlays import (
    Entering,
    Finding,
    Help,
    Overlay,
    Paused,
    SavedGames,
    Statistics,
)
from maze_solitaire.fullscreen.render import render
from maze_solitaire.fullscreen.view import CLOSE_FRAMES
from maze_solitaire.play.actions import Action
from maze_solitaire.play.events import Won
from maze_solitaire.play.modes import Asking, Choosing, Feat, Finished, Playing, Question
from maze_solitaire.play.session import Session
from maze_solitaire.solver import SOLVED
from maze_solitaire.storage import Store
from maze_solitaire.words import ASCII, UNICODE, said, screen
from tests.playing import NEARLY_WON, WINNING_MOVE, nearly_won_deal, play_move, winning_line
from tests.sessions import (
    FakeTime,
    answer,
    ask_for,
    controller,
    full_screen,
    line_from,
    mode,
)
from tests.storing import win


def over(front: FullScreen) -> Overlay | None:
    """What is over the board now (a call: mypy carries no check over to the next)."""
    return front.overlay


def press(front: FullScreen, *keys: str) -> None:
    for key in keys:
        front.key(key)


def test_a_key_that_changes_the_board_says_what_it_did_or_clears_the_line() -> None:
    front = full_screen()
    press(front, "u")
    assert front.message == "Nothing to undo"
    press(front, "KEY_RIGHT")  # the board changed, with nothing to say: the line clears
    assert front.message == ""
    position = front.controller.game.position
    moves = legal_moves(position)
    move = next(m for m in moves if [n.card for n in moves].count(m.card) == 1)  # one gap
    front.controller.in_play.cursor = move.source
    press(front, "^J")
    assert front.message == UNICODE.move(move)
    press(front, "u")
    assert front.message == f"Undid {UNICODE.move(move)}"


def test_the_move_message_shows_the_card_as_the_board_does() -> None:
    # --ascii drew 10H on the board and said TH in the message line.
    store = Store.in_memory()
    game = Game.from_deal(3)  # TH r5c4 -> r3c2 is a move, and the ten fits no other gap
    front = FullScreen(Session(controller(game, recorder=store), store, [], begun=False), ASCII)
    front.controller.in_play.cursor = parse_slot("r5c4")
    press(front, "^J")
    assert front.message == "10H r5c4 -> r3c2"


def test_help_returns_to_where_it_was_and_pauses_the_clock() -> None:
    time = FakeTime()
    front = full_screen(now=time)
    c = front.controller
    play_move(c, legal_moves(c.game.position)[0])  # time runs from the first move
    front.attend(True)
    time.now += 5
    c.in_play.cursor = next(g for g in c.game.position.gaps if len(fillers(c.game.position, g)) > 1)
    press(front, "^J")
    under = c.mode
    assert isinstance(under, Choosing)
    press(front, "?")
    assert over(front) == Help() and c.mode == under
    front.attend(True)
    time.now += 60
    front.drawn(more_pages=True)  # the page drawn says another follows
    press(front, "x")  # any key, even one bound to nothing, turns the page,
    assert over(front) == Help(page=1)
    front.drawn(more_pages=False)
    press(front, "x")  # and past the last one, goes back
    assert over(front) is None and c.mode == under  # to the open choice
    front.attend(True)
    time.now += 1
    assert c.in_play.clock.seconds == pytest.approx(6)


def test_p_pauses_the_clock_until_any_key() -> None:
    time = FakeTime()
    front = full_screen(now=time)
    c = front.controller
    play_move(c, legal_moves(c.game.position)[0])
    front.attend(True)
    time.now += 10
    press(front, "P")
    assert over(front) == Paused()
    front.attend(True)
    time.now += 100
    press(front, "x")  # any key goes on
    assert over(front) is None and c.game.move_count == 1
    front.attend(True)
    time.now += 1
    assert c.in_play.clock.seconds == pytest.approx(11)


def test_going_to_a_deal_by_its_number() -> None:
    front = full_screen()
    c = front.controller
    press(front, "g", "1", "2", "x", "KEY_BACKSPACE", "9")  # x is no digit: nothing
    assert over(front) == Entering("19")
    press(front, "^J")  # no move made: nothing to lose, no question
    assert c.game.deal_number == 19 and isinstance(c.mode, Playing) and over(front) is None
    play_move(c, legal_moves(c.game.position)[0])
    press(front, "g", *"4294967296", "^J")
    assert "4294967296 is out of range" in front.message  # it says the number,
    assert over(front) == Entering("")  # and the field is free for the next
    press(front, *"429496729", "^J")
    asking = mode(c)  # moves would be lost: asked
    assert isinstance(asking, Asking) and asking.question is Question.GO_TO
    assert asking.game is not None and asking.game.deal_number == 429496729
    assert front.message == ""  # a mistake put right is no longer news
    press(front, "y")
    assert c.game.deal_number == 429496729 and c.game.move_count == 0
    press(front, "g", "^[")
    assert over(front) is None and front.message == "Cancelled"


def test_a_number_has_no_more_digits_than_the_largest_deal() -> None:
    front = full_screen()
    press(front, "g", *"99999999999")
    assert over(front) == Entering("9999999999")
    assert front.message.startswith("Deal numbers have at most 10 digits")


def test_a_click_while_a_number_is_typed_leaves_the_board_alone() -> None:
    front = full_screen()
    press(front, "g", "5")
    move = legal_moves(front.controller.game.position)[0]
    front.click(move.target)
    assert over(front) == Entering("5") and front.controller.game.move_count == 0


def test_only_quit_works_while_the_board_does_not_fit() -> None:
    front = full_screen()
    front.attend(False)
    press(front, "KEY_RIGHT", "n", "?")
    assert over(front) is None and front.controller.game.deal_number == 1
    press(front, "q")
    assert front.controller.quit_requested


def test_every_binding_does_something_in_each_of_its_contexts() -> None:
    # An action that nothing handled would leave the frame as it was.
    for binding in BINDINGS:
        for where in binding.contexts:
            front = _in_context(where, binding.action)
            c = front.controller
            before = (front.view(), c.quit_requested, c.game.position, front.four_color)
            front.key(binding.keys[0])
            after = (front.view(), c.quit_requested, c.game.position, front.four_color)
            assert after != before, (binding.action, where)


def _in_context(where: Context, action: Action | Screen) -> FullScreen:
    """A game where the keys of ``where`` are read, and ``action`` can change something."""
    store = Store.in_memory()
    if where in (Context.ENDED, Context.REPLAY):
        win(store)  # games that ended, to list and to replay
        win(store)
    front = full_screen(store=store)
    c = front.controller
    position = c.game.position
    if where is Context.CHOOSING:
        c.in_play.cursor = next(g for g in position.gaps if len(fillers(position, g)) > 1)
        press(front, "^J")
    elif where is Context.SCREEN:
        press(front, "?")
        if action is Screen.PAGE_BACK:  # on the second page, with one to go back to
            front.drawn(more_pages=True, page=0)
            press(front, "KEY_NPAGE")
            front.drawn(more_pages=True, page=1)
        else:
            front.drawn(more_pages=True, page=0)
    elif where is Context.TYPING:
        press(front, "g")
        if action in (Screen.ERASE, Action.ACTIVATE):
            press(front, "7")
    elif where is Context.FINDING:
        press(front, "/")
        if action is Screen.ERASE:
            press(front, "7")
    elif where is Context.SAVED:
        front.overlay = SavedGames((7, 8), ("#7 ...", "#8 ..."))  # as o opens it
    elif where is Context.ENDED:
        press(front, "v")
    elif where is Context.REPLAY:
        press(front, "v", "^J")
        if action in (Screen.STEP_BACK, Screen.PAGE_BACK, Screen.FIRST):
            press(front, "KEY_RIGHT", "KEY_RIGHT")  # a move or two to go back from
    elif where is Context.QUESTION:
        play_move(c, legal_moves(position)[0])  # a move, so that a new deal asks first
        press(front, "n")
    elif action is Action.REDO:
        play_move(c, legal_moves(position)[0])
        press(front, "u")
    elif action is Screen.COPY:
        front.message = "before"  # no win: c says so
    assert context(c.mode, overlay_context(front.overlay)) is where
    return front


def test_keys_are_looked_up_where_they_are_read() -> None:
    assert action_for("4", Context.CHOOSING) is Action.PICK
    assert action_for("4", Context.BOARD) is Screen.FOUR_COLOR
    assert action_for("n", Context.BOARD) is Action.NEW
    assert action_for("n", Context.QUESTION) is Action.NO
    assert action_for("y", Context.BOARD) is None
    assert action_for("^[", Context.BOARD) is None
    for binding in BINDINGS:
        for key in binding.keys:
            for where in binding.contexts:
                assert action_for(key, where) is binding.action, (key, where)


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
        front = full_screen(Game(NEARLY_WON), store=store)
        store.begin(front.controller.game)
        play_move(front.controller, WINNING_MOVE)  # a win, so that the screen has something
        render(front.view(), 80, 24)  # the frame before the key (it looks par up, once)
        before = len(statements)
        press(front, "s")
        opened = len(statements)
        screen = front.overlay
        assert isinstance(screen, Statistics)
        assert "Custom positions: played 1, won 1 (in no figure above)" in screen.lines
        assert opened > before  # read when it opened: current
        for _ in range(100):  # frames come often while a search runs
            render(front.view(), 80, 24)
        assert len(statements) == opened  # and not again while it stays open
        press(front, "x")
        assert over(front) is None and isinstance(front.controller.mode, Finished)


def test_without_saved_games_there_is_no_statistics_screen() -> None:
    store = Store.in_memory()
    front = FullScreen(Session(controller(), store, [], begun=False), UNICODE)
    press(front, "s")
    assert over(front) is None and front.message.startswith("No statistics")


def test_a_deck_choice_is_kept_or_says_it_cannot_be() -> None:
    front = full_screen()
    store = front.session.store
    kept: list[bool] = []
    front.remember_deck = kept.append
    press(front, "4", "4")
    assert kept == [True, False]

    def full_disk(on: bool) -> None:  # as Store.remember fails: in its notice
        store.notice = "your choice could not be kept for next time: disk full"

    front.remember_deck = full_disk
    press(front, "4")
    assert front.view().look.four_color  # the deck changes all the same
    assert front.message == "your choice could not be kept for next time: disk full"


def test_a_first_game_says_what_it_is_about_until_the_first_move() -> None:
    front = full_screen(welcome=True)
    assert front.view().welcome and front.view().message == ""
    press(front, "u")
    assert front.view().message == "Nothing to undo"  # other words first,
    assert not front.view().welcome
    press(front, "KEY_RIGHT")
    assert front.view().welcome  # then the welcome again,
    play_move(front.controller, legal_moves(front.controller.game.position)[0])
    press(front, "u", "KEY_RIGHT")
    assert not front.view().welcome  # and never once a move is made


def test_the_win_animates_frame_by_frame_then_stands_still() -> None:
    time = FakeTime()
    front = full_screen(Game(NEARLY_WON), now=time)
    front.show(play_move(front.controller, WINNING_MOVE))
    front.attend(True)
    frames = []
    for _ in range(ANIMATION_FRAMES + 5):
        wait = front.wake_in()
        frames.append(front.view().look.wave)
        if wait is None:
            break
        time.now += wait
    assert frames[:3] == [0, 1, 2] and frames[-1] is None
    assert len(frames) == ANIMATION_FRAMES + 1


def test_c_copies_a_counted_win_s_share_line_and_says_how_surely() -> None:
    store = Store.in_memory()
    game = nearly_won_deal()
    played = controller(game, recorder=store)
    store.begin(game)
    sent: list[str] = []

    def clipboard(text: str) -> Support:
        sent.append(text)
        return "maybe"

    session = Session(played, store, [], begun=False)
    front = FullScreen(session, UNICODE, clipboard=clipboard)
    press(front, "c")
    assert front.message.startswith("Nothing to share yet") and sent == []
    front.show(play_move(played, winning_line()[-1]))
    press(front, "c")
    assert sent == [f"Maze standard-0 · {len(winning_line())} moves · 0:00 · clean"]
    assert "if the terminal allows it" in front.message


def test_home_and_end_go_to_the_row_s_ends_then_the_ring_s() -> None:
    front = full_screen()  # deal 1: the cursor starts on r1c9, the end of its row
    c = front.controller
    press(front, "KEY_END")
    assert c.cursor == parse_slot("r6c9")  # at a row's end already: the ring's last slot
    press(front, "KEY_HOME")
    assert c.cursor == parse_slot("r6c1")
    press(front, "KEY_HOME")
    assert c.cursor == parse_slot("r1c1")  # at a row's start: the ring's first slot
    press(front, "KEY_DOWN", "KEY_END")
    assert c.cursor == parse_slot("r2c9")


def test_a_card_typed_after_a_slash_takes_the_cursor_to_it() -> None:
    front = full_screen()
    c = front.controller
    position = c.game.position
    press(front, "/", "q", "s")  # lower case will do, and it goes once the card is whole
    assert c.cursor == position.slot_of(Card.parse("QS")) and over(front) is None
    press(front, "/", "1", "0", "D")
    assert c.cursor == position.slot_of(Card.parse("TD"))
    press(front, "/", "T", "h")
    assert c.cursor == position.slot_of(Card.parse("TH"))
    press(front, "/", "7", "^J")  # not a card yet: says what it wants, and waits
    assert over(front) == Finding("7") and "Type a card" in front.message
    press(front, "KEY_BACKSPACE", "k")  # no King is dealt
    assert over(front) == Finding("") and front.message.startswith("k is not a card")
    press(front, "^[")
    assert over(front) is None and front.message == "Cancelled"


def test_a_card_found_closes_an_open_choice() -> None:
    front = full_screen()
    c = front.controller
    press(front, "^J")  # r1c9: 7H or 8C
    assert isinstance(c.mode, Choosing)
    press(front, "/", "2", "h")
    assert isinstance(mode(c), Playing)
    assert c.cursor == c.game.position.slot_of(Card.parse("2H"))


def test_an_unbound_key_says_so_and_a_key_idle_here_does_not() -> None:
    front = full_screen()
    press(front, "z")
    assert front.message == "z does nothing: ? lists the keys"
    press(front, "KEY_F(5)")
    assert front.message == "F5 does nothing: ? lists the keys"
    press(front, "KEY_RIGHT", "y")  # y answers a question: bound, idle on the board
    assert front.message == ""
    press(front, "0")  # a digit of a deal's number, after g
    assert front.message == ""
    press(front, "^J", "^X")  # in a choice: it closes, and the key is named
    assert isinstance(front.controller.mode, Playing)
    assert front.message == "Ctrl-X does nothing: ? lists the keys"


def test_nought_in_a_choice_cancels_it_and_says_so() -> None:
    front = full_screen()
    press(front, "^J", "9")
    assert front.message == "Choose 1 to 2"
    press(front, "0")
    assert isinstance(front.controller.mode, Playing) and front.message == "Cancelled"


def test_the_go_to_field_frees_a_rejected_number_and_asks_for_one_when_empty() -> None:
    front = full_screen()
    press(front, "g", "^J")
    assert over(front) == Entering("")
    assert front.message == "Type a deal number (0 to 4294967295), then Enter"
    press(front, *"4294967296", "^J")
    assert "4294967296 is out of range" in front.message and over(front) == Entering("")
    press(front, "7", "^J")
    assert front.controller.game.deal_number == 7


def test_a_click_on_a_key_s_label_or_a_choice_s_does_what_it_says() -> None:
    front = full_screen()
    c = front.controller
    canvas = render(front.view(), 80, 24)
    keys = {hit.target: hit for hit in canvas.hits if isinstance(hit.target, str)}
    line = canvas.text()[keys["?"].y]
    assert line[keys["?"].x0 : keys["?"].x1] == "? help"
    assert line[keys["u"].x0 : keys["u"].x1] == "u undo"
    front.click(canvas.hit_at(keys["u"].y, keys["u"].x0 + 3))
    assert front.message == "Nothing to undo"
    press(front, "^J")  # r1c9: 1 7H, 2 8C
    canvas = render(front.view(), 80, 24)
    row = next(n for n, text in enumerate(canvas.text()) if "Fill r1c9" in text)
    column = canvas.text()[row].index("2 8♣")
    front.click(canvas.hit_at(row, column + 2))
    assert c.game.move_count == 1 and c.game.position[parse_slot("r1c9")] == Card.parse("8C")
    front.click(canvas.hit_at(keys["?"].y, keys["?"].x0))
    assert over(front) == Help()


def test_the_win_s_key_line_is_clicked_too() -> None:
    front = full_screen(Game(NEARLY_WON))
    front.show(play_move(front.controller, WINNING_MOVE))
    assert isinstance(front.controller.mode, Finished)
    canvas = render(front.view(), 80, 24)
    keys = {hit.target: hit for hit in canvas.hits if isinstance(hit.target, str)}
    assert set(keys) >= {"n", "r", "u", "q"}
    hit = keys["n"]
    assert canvas.text()[hit.y][hit.x0 : hit.x1].startswith("n new")
    front.click("n")
    assert isinstance(front.controller.mode, Playing)


def test_an_unbound_key_that_stops_the_demo_says_the_demo_stopped() -> None:
    front = full_screen()
    c = front.controller
    c.learn(c.game.position, answer(SOLVED, line_from(c.game, 3), 3))
    c.attending(True)
    ask_for(c, Action.DEMO)
    running = c.assistant.demo_running
    assert running
    press(front, "x")  # any key stops the demo: that is what it did
    assert front.message == "Demo stopped"
    assert not c.assistant.demo_running


# -- the win: the runs close up, unless the player wants no motion or nobody played --------


def won_front(*, animations: bool = True, scripting: bool = False) -> tuple[FullScreen, FakeTime]:
    time = FakeTime()
    front = full_screen(Game(NEARLY_WON), now=time)
    front.animations = animations
    front.controller.in_play.scripting = scripting
    front.show(play_move(front.controller, WINNING_MOVE))
    front.attend(True)
    return front, time


def test_the_runs_close_up_frame_by_frame_each_frame_woken_for() -> None:
    front, time = won_front()
    closed = []
    while (frame := front.view().look.closed) != CLOSE_FRAMES:
        closed.append(frame)
        wait = front.wake_in()
        assert wait is not None  # the loop sleeps until the next frame: nothing polls
        time.now += wait
    assert closed == list(range(CLOSE_FRAMES))
    assert front.controller.game.position == play(NEARLY_WON, WINNING_MOVE)  # a drawing only


def test_any_key_skips_the_win_s_animation_to_its_end_and_then_does_its_thing() -> None:
    front, time = won_front()
    time.now += 0.1
    assert 0 < (front.view().look.closed or 0) < CLOSE_FRAMES
    press(front, "z")  # a key that does nothing else
    look = front.view().look
    assert (look.closed, look.wave, front.wake_in()) == (CLOSE_FRAMES, None, None)
    again, _ = won_front()
    press(again, "?")
    assert isinstance(again.overlay, Help) and again.view().look.closed == CLOSE_FRAMES


def test_without_animations_the_rows_stand_at_once() -> None:
    front, _ = won_front(animations=False)
    look = front.view().look
    assert (look.closed, look.wave, front.wake_in()) == (CLOSE_FRAMES, None, None)


def test_a_scripted_win_or_the_demo_s_is_not_cheered() -> None:
    front, _ = won_front(scripting=True)
    look = front.view().look
    assert (look.closed, look.wave, front.wake_in()) == (None, None, None)
    assert not front.message.endswith("!")
    demo, _ = won_front()
    won = Won(None, 1, 0.0, helped=True, scripted=False, par=None, feat=Feat(), counted=False)
    demo.show([won])  # a clean win's cheer
    assert demo.view().look.closed == 0
    demo.show(
        [
            Won(
                None,
                1,
                0.0,
                helped=True,
                scripted=False,
                par=None,
                feat=Feat(),
                counted=False,
                demo=True,
            )
        ]
    )
    assert demo.view().look.closed is None and demo.wake_in() is None


def test_a_clean_win_says_plainly_the_record_or_the_par_it_beat() -> None:
    def news(
        moves: int,
        par: int | None,
        feat: Feat | None = None,
        *,
        helped: bool = False,
        scripted: bool = False,
    ) -> str:
        won = Won(
            None,
            moves,
            1.0,
            helped=helped,
            scripted=scripted,
            par=par,
            feat=feat or Feat(),
            counted=True,
        )
        return said.message(won, UNICODE)

    assert news(50, 54) == "Par 54 beaten by 4 moves"
    assert news(54, 54) == "Par 54 met"
    assert news(55, 54) == news(50, None) == ""  # nothing beaten: the move's words stand
    both = Feat(fewest=True, fastest=True)
    assert news(53, 54, both) == (
        "Record beaten: the fewest moves and the fastest time of all your clean wins"
        " - Par 54 beaten by 1 move"
    )
    assert news(50, 54, helped=True) == news(50, 54, scripted=True) == ""


def test_a_win_with_help_is_not_cheered_with_an_exclamation_mark() -> None:
    forms = screen.won(None, 3, 1.0, helped=True, par=None, dash="-")
    assert forms[0] == "You won this position: 3 moves, 0:01, a win with help"
    assert not any(form.endswith("!") for form in forms[:-1])
    assert screen.won(None, 3, 1.0, helped=False, par=None, dash="-")[0].endswith("a clean win!")
