"""The solver in the game, through the real command: hint, demo, indicator, responsiveness."""

from __future__ import annotations

import functools
import json
import re
import subprocess
import time
from pathlib import Path

from maze_solitaire.engine import (
    Card,
    Move,
    Position,
    deal,
    is_legal,
    legal_moves,
    parse_slot,
)
from maze_solitaire.play.assistant import DEMO_STEP_SECONDS, SEARCH_SECONDS
from maze_solitaire.solver.schedule import solve
from tests.playing import a_few_moves_from_the_win
from tests.positions import HARD, HARD_SEARCH
from tests.screen_board import BOARD_READY, moves_shown, read_board, slot_column
from tests.terminal import COMMAND, Terminal

HINT = re.compile(r"Hint: (\S+) (r\dc\d) → (r\dc\d)")
"""The hint's second step: the card, and where it goes."""


def ask_for(game: Terminal, key: str) -> None:
    """Press H or D, and on a deal say yes to losing its clean win."""
    game.send(key)
    answers = ("(y/n", "Demo:", "Hint:", "Looking")
    text = game.wait_for(lambda t: any(said in t for said in answers))
    if "(y/n" in text:
        game.send("y")


def test_the_hint_names_a_legal_move_and_the_indicator_says_winnable(tmp_path: Path) -> None:
    with Terminal("--deal", "1", env={"MAZE_SOLITAIRE_HOME": str(tmp_path)}) as game:
        game.wait_for(BOARD_READY)
        ask_for(game, "H")
        text = game.wait_for(lambda t: "Hint:" in t or "No winning line" in t, timeout=30)
        assert "H again shows where" in text, text  # the first step: the card alone
        game.send("H")
        text = game.wait_for(lambda t: HINT.search(t) is not None)
        found = HINT.search(text)
        assert found, text
        card, source, target = found.groups()
        move = Move(Card.parse(card), parse_slot(source), parse_slot(target))
        assert is_legal(deal(1), move)
        game.wait_for("winnable ✓", timeout=30)


def test_the_verdict_on_a_new_deal_shows_without_a_key(tmp_path: Path) -> None:
    # Before the first move nothing else wakes the loop (the clock stands
    # still): the answer once arrived just after a frame was drawn and then
    # waited, unseen, for the next key.
    with Terminal("--deal", "8", env={"MAZE_SOLITAIRE_HOME": str(tmp_path)}) as game:
        game.wait_for(BOARD_READY)
        text = game.wait_for("winnable ✓", timeout=10)  # no key sent
        assert "Time 0:00" in text


def test_the_demo_plays_to_the_win_and_the_win_counts_as_helped(tmp_path: Path) -> None:
    position = a_few_moves_from_the_win()
    home = {"MAZE_SOLITAIRE_HOME": str(tmp_path)}
    with Terminal("--position", position.notation(), env=home) as game:
        game.wait_for(BOARD_READY)
        ask_for(game, "D")
        text = game.wait_for("n new deal", timeout=30)
        assert "You won this position: 2 moves" in text  # 2♠, 3♠ home
        assert "a win with help" in text
        game.send("q")
        assert game.wait_exit() == 0
    stats = subprocess.run(
        [COMMAND, "stats", "--json", "--data-dir", str(tmp_path)],
        capture_output=True, text=True, check=True,
    )
    history = subprocess.run(
        [COMMAND, "history", "--json", "--data-dir", str(tmp_path)],
        capture_output=True, text=True, check=True,
    )
    [played] = json.loads(history.stdout)["games"]
    assert (played["result"], played["demo"], played["move_count"]) == ("won", True, 2)
    assert json.loads(stats.stdout)["custom_positions"] == {"played": 1, "won": 1}


def moves_saved(game: Terminal) -> int:
    """The moves of the game in progress as saved: what the game has played, whatever
    the screen shows at the moment (each move is saved before it is drawn)."""
    history = subprocess.run(
        [COMMAND, "history", "--json", "--data-dir", str(game.home)],
        capture_output=True, text=True, check=True,
    )
    [playing] = [g for g in json.loads(history.stdout)["games"] if g["result"] == "playing"]
    return int(playing["move_count"])


def test_the_demo_waits_while_the_board_is_hidden_and_q_quits_it() -> None:
    # Near the end, where the demo's line is known at once (from a deal, the demo
    # waits for the polished line, which on a busy machine takes the search's whole time).
    with Terminal("--position", near_the_end().notation()) as game:
        game.wait_for("shortest win: 14 moves", timeout=30)
        ask_for(game, "D")
        game.wait_for(lambda text: (moves_shown(text) or 0) >= 2)
        game.resize(30, 10)  # too small: the board is hidden
        game.wait_for("too small")  # drawn once the game knows: every move since is unseen
        hidden = moves_saved(game)
        # Not a wait for anything: the time in which nothing may happen, five of the
        # demo's moves at its pace. A slower machine only makes it fewer moves.
        time.sleep(5 * DEMO_STEP_SECONDS)
        assert moves_saved(game) == hidden, "the demo played on while the board was hidden"
        game.resize(100, 30)
        game.wait_for(lambda text: (moves_shown(text) or 0) > hidden)  # and goes on once shown
        game.send("q")  # stops the demo and quits, at once
        assert game.wait_exit() == 0


def test_keys_are_answered_while_the_solver_searches() -> None:
    # The search runs in a process of its own: every key is answered, and its frame
    # drawn, before the search ends (HARD's runs its whole budget, SEARCH_SECONDS).
    # How fast the answer comes is a figure of tests/benchmarks/bench_tui.py.
    with Terminal("--position", HARD, env=HARD_SEARCH) as game:
        game.wait_for(BOARD_READY)
        ask_for(game, "H")
        game.wait_for("Looking for a winning line")
        assert "searching" in game.text
        for key in ("right", "left") * 5:
            before = game.cursor
            game.send(key)
            game.wait_for_the_cursor_to_leave(before)
            assert "searching" in game.text  # answered mid-search


def test_ctrl_c_mid_search_ends_the_game_cleanly() -> None:
    # The worker shares the terminal, so Ctrl-C reaches it too: it must leave
    # the game to handle it, and print nothing over the restored screen.
    with Terminal("--position", HARD, env=HARD_SEARCH) as game:
        game.wait_for(BOARD_READY)
        ask_for(game, "H")
        game.wait_for("Looking for a winning line")
        game.send("ctrl-c")
        assert game.wait_exit() == 130
        assert game.modes() == (True, True)
        game.read_to_end()  # all a worker might still print, until the last one lets go
        assert b"Traceback" not in game.output and b"KeyboardInterrupt" not in game.output


def test_quitting_mid_search_exits_at_once() -> None:
    # HARD's search runs its whole budget: a game that waited for it to end would
    # exit no sooner than SEARCH_SECONDS after it began.
    with Terminal("--position", HARD, env=HARD_SEARCH) as game:
        game.wait_for(BOARD_READY)
        ask_for(game, "H")
        began = time.monotonic()
        game.wait_for("Looking for a winning line")
        game.send("q")
        assert game.wait_exit(timeout=2 * SEARCH_SECONDS) == 0
        assert time.monotonic() - began < SEARCH_SECONDS, "quitting waited for the search"


def hinted_move(game: Terminal) -> Move:
    """Ask for a hint and read the move it names off the screen."""
    ask_for(game, "H")
    game.wait_for("H again shows where", timeout=30)  # the first step: the card alone
    game.send("H")  # the second: where it goes
    found = HINT.search(game.wait_for(lambda t: HINT.search(t) is not None))
    assert found is not None
    card, source, target = found.groups()
    move = Move(Card.parse(card), parse_slot(source), parse_slot(target))
    assert "*" in game.text  # marked under the card and the gap
    return move


def test_a_hint_is_not_drawn_on_the_next_deal() -> None:
    with Terminal("--deal", "1") as game:
        game.wait_for(BOARD_READY)
        hinted_move(game)
        game.send("n")  # no move made: a new deal at once
        text = game.wait_for("New game")
        assert "*" not in text, text


def test_a_hint_goes_once_another_move_is_played() -> None:
    start = deal(1)
    with Terminal("--deal", "1") as game:
        game.wait_for(BOARD_READY)
        hint = hinted_move(game)
        # A move that leaves the hinted card where it is.
        other = next(m for m in legal_moves(start) if m.card != hint.card)
        line, column = slot_column(game.text, other.source)
        game.click(line, column + 1)
        text = game.wait_for(lambda t: "Moves 1" in t or "Esc cancels" in t)
        if "Esc cancels" in text:  # the card fits two gaps: pick the one meant
            line, column = slot_column(game.text, other.target)
            game.click(line, column + 1)
            text = game.wait_for("Moves 1")
        assert read_board(text) == start.after_unchecked(other)
        assert "*" not in text, text


@functools.cache
def near_the_end() -> Position:
    """Fourteen moves from the end of deal 8's line, where the bound is 10: only the
    exact search can say that 14 is the fewest (in 833 positions: at once)."""
    near = deal(8)
    for move in solve(near, max_nodes=50_000).moves[:-14]:
        near = near.after_unchecked(move)
    return near


def test_near_the_end_the_indicator_says_the_shortest_win(tmp_path: Path) -> None:
    env = {"MAZE_SOLITAIRE_HOME": str(tmp_path)}
    with Terminal("--position", near_the_end().notation(), env=env) as game:
        game.wait_for("shortest win: 14 moves", timeout=30)
        ask_for(game, "D")
        # The rest of a shortest line is one: on every frame, 14 less the moves played.
        # (Whichever frame is read: a busy test may read two of them at once.)
        text = game.wait_for(lambda t: (moves_shown(t) or 0) >= 1)
        assert f"shortest win: {14 - (moves_shown(text) or 0)} moves" in text, text
        game.send("+", "+")  # the demo at its fastest: the rest is a matter of waiting
        text = game.wait_for("n new deal", timeout=30)
        assert "You won this position: 14 moves" in text


def test_a_purist_s_config_hides_the_verdict_and_the_clock_and_hints_still_work(
    tmp_path: Path,
) -> None:
    config = tmp_path / "config.toml"
    config.write_text("verdict = false\nclock = false\n", encoding="utf-8")
    env = {"MAZE_SOLITAIRE_HOME": str(tmp_path), "MAZE_SOLITAIRE_CONFIG": str(config)}
    with Terminal("--deal", "1", env=env) as game:
        game.wait_for(BOARD_READY)
        move = hinted_move(game)  # the solver answered: the hint is its line's first move
        assert is_legal(deal(1), move)
        status = next(line for line in game.text.splitlines() if BOARD_READY in line)
        assert "Moves 0" in status and "Time" not in status and "0:00" not in status
        for word in ("winnable", "✓", "searching", "shortest"):
            assert word not in game.text
        game.send("q")
        assert game.wait_exit() == 0
