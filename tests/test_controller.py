"""The controller and the renderer without a terminal: every state, every size."""

from __future__ import annotations

import pytest

from maze_solitaire.engine import Game, Move, fillers, legal_moves
from maze_solitaire.solver import Result, SolveResult
from maze_solitaire.solver.layouts import lower_bound
from maze_solitaire.solver.schedule import solve
from maze_solitaire.storage import Stats
from maze_solitaire.text import ASCII, UNICODE, Glyphs
from maze_solitaire.tui.canvas import Canvas
from maze_solitaire.tui.controller import Clock, Controller, Mode
from maze_solitaire.tui.keymap import BINDINGS, action_for
from maze_solitaire.tui.render import MIN_HEIGHT, MIN_WIDTH, Look, render


class FakeTime:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def controller(number: int = 1) -> Controller:
    return Controller(Game.from_deal(number), lambda: Game.from_deal(99))


def mode(c: Controller) -> Mode:
    """The mode now (a call, so that mypy does not carry one check over to the next)."""
    return c.mode


def test_left_and_right_follow_the_cycle_up_and_down_wrap_rows() -> None:
    c = controller()
    c.cursor = 0
    c.act("left")
    assert c.cursor == 53
    c.act("right")
    assert c.cursor == 0
    c.act("up")
    assert c.cursor == 45  # row 6, same column
    c.act("down")
    assert c.cursor == 0
    c.cursor = 8
    c.act("right")
    assert c.cursor == 9  # the end of a row runs on into the next


def test_tab_walks_the_gaps_both_ways() -> None:
    c = controller()
    gaps = list(c.game.position.gaps)
    c.cursor = gaps[0]
    seen = []
    for _ in gaps:
        c.act("next")
        seen.append(c.cursor)
    assert seen == [*gaps[1:], gaps[0]]
    c.act("previous")
    assert c.cursor == gaps[-1]


def test_choosing_picking_and_cancelling() -> None:
    c = controller()
    gap = next(g for g in c.game.position.gaps if len(fillers(c.game.position, g)) > 1)
    c.cursor = gap
    c.act("activate")
    assert mode(c) is Mode.CHOOSING and c.choice is not None
    assert {m.card for m in c.choice.moves} == set(fillers(c.game.position, gap))
    c.act("next")
    assert c.choice.highlighted == 1
    c.act("cancel")
    assert mode(c) is Mode.PLAYING and c.game.move_count == 0
    c.act("activate")
    c.act("pick", "9")
    assert c.message.startswith("Choose 1 to") and mode(c) is Mode.CHOOSING
    c.act("pick", "2")
    assert c.game.move_count == 1 and mode(c) is Mode.PLAYING


def test_help_returns_to_where_it_was_and_pauses_the_clock() -> None:
    time = FakeTime()
    c = Controller(Game.from_deal(1), lambda: Game.from_deal(2), clock=Clock(time))
    c.clock.run(True)
    time.now += 5
    c.act("help")
    assert mode(c) is Mode.HELP and c.paused
    c.clock.run(not c.paused)
    time.now += 60
    c.act("", "x")
    assert mode(c) is Mode.PLAYING
    c.clock.run(not c.paused)
    time.now += 1
    assert c.clock.seconds == pytest.approx(6)


def test_new_deal_asks_only_when_there_is_something_to_lose() -> None:
    c = controller()
    c.act("new")
    assert mode(c) is Mode.PLAYING and c.game.deal_number == 99
    c.game.play(c.game.legal_moves()[0])
    c.act("new")
    assert mode(c) is Mode.CONFIRMING
    c.act("", "n")
    assert c.game.deal_number == 99 and c.game.move_count == 1
    c.act("restart")
    c.act("", "y")
    assert c.game.move_count == 0 and c.game.can_redo


def test_every_binding_is_reachable_and_digits_depend_on_the_mode() -> None:
    for binding in BINDINGS:
        for key in binding.keys:
            found = action_for(key, binding.choosing is True)
            assert found is not None and found[0] == binding.action, key
    assert action_for("4", choosing=True) == ("pick", "4")
    assert action_for("4", choosing=False) == ("four_color", "4")


@pytest.mark.parametrize("glyphs", [UNICODE, ASCII], ids=["unicode", "ascii"])
def test_any_size_renders_inside_the_canvas(glyphs: Glyphs) -> None:
    c = controller()
    look = Look(glyphs, color=True)
    for width in [*range(0, 45), 61, 62, 80, 100, 200]:
        for height in [*range(0, 25), 50]:
            canvas = render(c, width, height, look)
            assert len(canvas.rows) == height
            assert all(len(row) == width for row in canvas.rows)
            assert all(0 <= hit.x0 < hit.x1 <= width for hit in canvas.hits)
            text = "\n".join(canvas.text())
            if width >= MIN_WIDTH and height >= MIN_HEIGHT:
                assert len(canvas.hits) == 54
            elif width >= 20 and height >= 3:
                assert "too small" in text
            if look.glyphs is ASCII:
                assert text.isascii()


def below_the_status_line(c: Controller, width: int, height: int) -> list[str]:
    """The two lines under the status line: the message, and the keys (or more message)."""
    lines = render(c, width, height, Look(UNICODE, color=False)).text()
    status = next(number for number, line in enumerate(lines) if "0/48" in line)
    return [line.strip() for line in lines[status + 1 : status + 3]]


def test_a_long_message_takes_the_key_line_and_is_read_whole() -> None:
    c = controller()
    c.message = "your game from a position — 12 moves: ended as not won"
    assert " ".join(below_the_status_line(c, MIN_WIDTH, MIN_HEIGHT)) == c.message
    c.message = "Undid 7♠"
    message, keys = below_the_status_line(c, MIN_WIDTH, MIN_HEIGHT)
    assert message == "Undid 7♠" and "quit" in keys  # the keys are back


def test_the_status_line_shortens_the_verdict_rather_than_cut_it() -> None:
    c = Controller(Game.from_deal(3860375223), lambda: Game.from_deal(2))
    c.learn(c.game.position, answer("solved", line_from(c.game, 3), 41))
    status = next(line for line in render(c, 80, 24, Look(UNICODE, color=False)).text()
                  if "Moves" in line)
    assert status.rstrip().endswith("✓≥41")


def test_a_click_lands_on_the_slot_drawn_there() -> None:
    c = controller()
    canvas: Canvas = render(c, 80, 24, Look(UNICODE, color=False))
    for hit in canvas.hits:
        assert canvas.slot_at(hit.y, hit.x0) == hit.slot
    assert canvas.slot_at(0, 0) is None
    assert sorted(hit.slot for hit in canvas.hits) == list(range(54))


def answer(result: Result, moves: tuple[Move, ...], bound: int, final: bool = True) -> SolveResult:
    """What the worker would hand over for a search."""
    return SolveResult(result, moves, bound, nodes=1, seconds=0.0, final=final)


def hint_of(c: Controller) -> Move | None:
    return c.hint  # read through a call, so that mypy does not narrow it between actions


def demo_running(c: Controller) -> bool:
    return c.demo_running


def helped_by_demo(c: Controller) -> bool:
    return c.demo


def line_from(game: Game, length: int) -> tuple[Move, ...]:
    """Some legal line of ``length`` moves (standing in for a solver's)."""
    position, line = game.position, []
    for _ in range(length):
        move = legal_moves(position)[0]
        line.append(move)
        position = position.after_unchecked(move)
    return tuple(line)


def test_the_hint_waits_for_the_search_then_shows_its_first_move() -> None:
    c = controller()
    start = c.game.position
    assert c.analysis_wanted() == start
    c.act("hint")
    assert hint_of(c) is None and "Looking" in c.message
    line = line_from(c.game, 3)
    c.learn(start, answer("solved", line, 2))
    assert hint_of(c) == line[0] and c.hints == 1 and c.cursor == line[0].source
    assert c.analysis_wanted() is None
    c.act("activate")  # the cursor is on the hinted card: play it
    assert hint_of(c) is None
    # The rest of the line is known for the new position: no new search.
    assert c.analysis_wanted() is None
    assert c.assistant.next_move(c.game.position) == line[1]


def test_a_hint_asked_for_in_a_position_left_since_is_not_shown() -> None:
    c = controller()
    start = c.game.position
    c.act("hint")  # no answer yet: pending
    c.act("new")  # a new deal (no moves made, so no question)
    c.learn(start, answer("solved", line_from(Game(start), 3), 2))
    assert hint_of(c) is None and c.hints == 0  # nobody asked in this game
    c.learn(c.game.position, answer("solved", line_from(c.game, 3), 2))
    assert hint_of(c) is None and c.hints == 0  # nor was a hint asked for here


def test_a_first_line_gives_a_hint_and_the_search_goes_on_for_a_final_one() -> None:
    c = controller()
    start = c.game.position
    rough, polished = line_from(c.game, 3), line_from(c.game, 2)
    c.learn(start, answer("solved", rough, 2, final=False))
    assert c.analysis_wanted() == start  # still wanted: the worker goes on polishing
    c.act("hint")
    assert hint_of(c) == rough[0]  # the hint does not wait for the polish
    c.act("demo")
    c.demo_step()
    assert c.game.move_count == 0 and demo_running(c)  # the demo does wait for it
    c.learn(start, answer("solved", polished, 2))
    assert c.analysis_wanted() is None
    c.demo_step()
    assert c.game.moves == [polished[0]]


def test_following_a_line_shows_the_bound_of_each_position_on_it() -> None:
    # The worker's answer carries the bound of every position along its line,
    # so the indicator stays exact as the demo plays on, with no new search.
    c = controller(5)
    found = solve(c.game.position, max_nodes=50_000, bounds_along=True)
    c.learn(c.game.position, found)
    c.act("demo")
    for _ in range(3):
        c.demo_step()
    known = c.assistant.known(c.game.position)
    assert known is not None and known.moves == found.moves[3:]
    assert known.lower_bound == lower_bound(c.game.position) > 0


def test_a_search_that_gave_up_is_not_called_unwinnable() -> None:
    c = controller()
    c.learn(c.game.position, answer("gave-up", (), 30))
    c.act("hint")
    assert "No winning line found" in c.message and "not a proof" in c.message
    assert c.hints == 0
    c.learn(c.game.position, None, "MemoryError: out of memory")
    c.act("hint")
    assert c.message == "The search failed: MemoryError: out of memory"


def test_the_demo_plays_the_line_and_any_key_stops_it() -> None:
    c = controller()
    line = line_from(c.game, 4)
    c.learn(c.game.position, answer("solved", line, 4))
    c.act("demo")
    assert demo_running(c) and not helped_by_demo(c)  # counted once it plays a move
    c.demo_step()
    assert helped_by_demo(c)
    c.demo_step()
    assert c.game.moves == list(line[:2])
    c.act("undo")  # any key stops the demo, and does nothing else
    assert not demo_running(c) and c.game.move_count == 2
    c.act("undo")
    assert c.game.move_count == 1  # the demo's moves are ordinary, undoable moves


def test_quitting_during_the_demo_quits() -> None:
    c = controller()
    c.learn(c.game.position, answer("solved", line_from(c.game, 4), 4))
    c.act("demo")
    c.demo_step()
    c.act("quit")
    assert c.quit_requested and not demo_running(c)


class ForgetfulRecorder:
    """A recorder whose writes fail, as a full disk makes them fail."""

    saving = True
    notice: str | None = None

    def begin(self, game: Game) -> None: ...

    def save(self, game: Game, seconds: float, hints: int = 0, demo: bool = False) -> None: ...

    def stats(self, deal: int | None = None) -> Stats:
        raise AssertionError("not asked for here")

    def setting(self, name: str) -> str | None:
        return None

    def remember(self, name: str, value: str) -> None:
        self.notice = "your choice could not be kept for next time: disk full"


def test_a_deck_choice_that_cannot_be_kept_says_so() -> None:
    c = Controller(Game.from_deal(1), lambda: Game.from_deal(2), recorder=ForgetfulRecorder())
    c.act("four_color", "4")
    assert c.four_color  # the deck changes all the same
    assert c.message == "your choice could not be kept for next time: disk full"
