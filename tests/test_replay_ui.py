"""Replays as a player meets them: the real command in a pseudo-terminal (read with pyte)
and through a pipe (the text mode).

A replay shows exactly the positions the stored moves lead to, forward and back; from
any of them, play on starts a new game whose start is that position, linked to the
game it came from; and the review's costliest moves are marked.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from maze_solitaire.engine import STANDARD, Game, Position, parse_code, play
from maze_solitaire.play.grades import table_of
from maze_solitaire.solver.answer import REVIEW_VERSION, Distance, Review
from maze_solitaire.storage import Progress, Store
from maze_solitaire.words import reviews
from tests.commands import cli, text_game
from tests.playing import winning_line
from tests.screen_board import BOARD_READY, read_board, shows
from tests.storing import win
from tests.terminal import Terminal, game_in


def _positions() -> list[Position]:
    """The positions of the game :func:`win` stores: deal 0 along its winning line."""
    positions = [Game.from_deal(0).start]
    for move in winning_line():
        positions.append(play(positions[-1], move))
    return positions


@pytest.fixture
def won(tmp_path: Path) -> Path:
    """A data folder whose game 1 is deal 0, won in 60 moves."""
    with Store.open(tmp_path) as store:
        win(store)
    return tmp_path


COSTLY = 7
"""The move the made-up review of :func:`marked` says cost three moves."""


@pytest.fixture
def marked(won: Path) -> Path:
    """As :func:`won`, with a review kept that marks move :data:`COSTLY` costly (a line
    three moves shorter from the position before it): made up, but one the game reads."""
    moves = winning_line()
    last = len(moves)
    distances = [Distance(last - at, False, moves[at]) for at in range(last)]
    distances[COSTLY - 1] = Distance(last - COSTLY + 1 - 3, False, moves[COSTLY - 1])
    review = Review(moves, (*distances, Distance(0, True)), 1)
    with Store.open(won) as store:
        store.remember_review(1, REVIEW_VERSION, review.notation())
    return won


def replay_of(home: Path, *args: str, columns: int = 100, lines: int = 30) -> Terminal:
    return Terminal("replay", "1", *args, columns=columns, lines=lines,
                    env={"MAZE_SOLITAIRE_HOME": str(home)})  # fmt: skip


def test_a_replay_shows_the_stored_positions_forward_and_back(won: Path) -> None:
    positions = _positions()
    last = len(positions) - 1
    with replay_of(won) as replay:
        assert read_board(replay.wait_for("The start: 60 moves to come")) == positions[0]
        for at in range(1, 6):
            replay.send("right")
            assert read_board(replay.wait_for(f"Move {at} of {last}:")) == positions[at]
        replay.send("pagedown")  # ten on
        assert read_board(replay.wait_for(f"Move 15 of {last}:")) == positions[15]
        replay.send("end")
        assert read_board(replay.wait_for(f"Move {last} of {last}:")) == positions[last]
        for at in range(last - 1, last - 4, -1):
            replay.send("left")
            assert read_board(replay.wait_for(f"Move {at} of {last}:")) == positions[at]
        replay.send("home")
        assert read_board(replay.wait_for("The start:")) == positions[0]
        replay.send("q")
        assert replay.wait_exit() == 0


def test_play_on_starts_a_game_from_that_position_linked_to_its_source(won: Path) -> None:
    positions = _positions()
    with replay_of(won) as replay:
        replay.wait_for("The start:")
        replay.send("right", "right", "right")
        replay.wait_for("Move 3 of 60:")
        replay.send("p")  # the game underneath has no move made: nothing to ask
        text = replay.wait_for(BOARD_READY)
        assert read_board(text) == positions[3]
        # The deal's code and grade are kept, and where it came from is said.
        assert "custom position" not in text, text
        table = table_of(STANDARD)
        assert table is not None
        assert f"standard-0 from #1 │ {table.grade(0)} │ Moves 0" in text, text
        assert reviews.played_on(1, 3, parse_code("standard-0")) in text
        replay.send("tab", "enter", "1")  # a move: a game with none made is not kept
        replay.wait_for("Moves 1")
        replay.send("q")
        assert replay.wait_exit() == 0
    history = json.loads(cli(won, "history", "--json").stdout)["games"]
    played_on = history[0]
    assert played_on["start"] == positions[3].notation() and played_on["deal"] is None
    assert played_on["branch"] == {"game": 1, "move": 3}
    assert [game["branch"] for game in history[1:]] == [None] * (len(history) - 1)
    # Taken up again, it is still that deal's, played on; ended (a move, then n), it
    # counts apart from the deal's games, as a position's game does.
    with game_in(won) as game:
        text = game.wait_for(BOARD_READY)
        assert "Resumed deal #0 — 1 move, played on from game #1" in text, text
        assert "standard-0 from #1" in text
        game.send("tab", "enter", "1")
        game.wait_for("Moves 2")
        game.send("n")
        game.wait_for("(y/n)")
        game.send("y")
        game.wait_for(lambda t: "from #1" not in t and BOARD_READY in t)
        game.send("q")
        assert game.wait_exit() == 0
    stats = json.loads(cli(won, "stats", "--json").stdout)
    assert stats["custom_positions"] == {"played": 1, "won": 0}
    assert stats["played"] == 1  # the deal's one game, won


def test_play_on_asks_first_when_moves_would_be_lost(won: Path) -> None:
    with game_in(won, "--deal", "5") as game:
        game.wait_for(BOARD_READY)
        game.send("tab", "enter")  # r1c9: a choice of two
        game.wait_for("Esc cancels")
        game.send("1")  # a move in the game played
        game.wait_for("Moves 1")
        game.send("v")
        game.wait_for("#1  standard-0  won")
        game.send("enter")
        game.wait_for("The start:")
        game.send("p")
        game.wait_for("Play on from this position? This game will count as lost. (y/n)")
        game.send("y")
        start = _positions()[0]
        game.wait_for(lambda text: shows(text, start) and "standard-0 from #1" in text)
        game.send("tab", "enter", "1")  # a move: a game with none made is not kept
        game.wait_for("Moves 1")
        game.send("q")
        assert game.wait_exit() == 0
    history = json.loads(cli(won, "history", "--json").stdout)["games"]
    assert [(g["deal"], g["result"], g["branch"]) for g in history[:2]] == [
        (None, "playing", {"game": 1, "move": 0}),
        (5, "lost", None),
    ]


def test_a_replay_is_opened_from_the_statistics_screen_and_goes_back_there(won: Path) -> None:
    with game_in(won, "--deal", "5") as game:
        game.wait_for(BOARD_READY)
        game.send("s")
        game.wait_for("statistics")
        game.send("v")
        game.wait_for("your games")
        game.send("1")
        game.wait_for("The start: 60 moves to come")
        game.send("esc")
        game.wait_for("your games")
        game.send("esc")
        assert "Moves 0" in game.wait_for(BOARD_READY)
        game.send("q")
        assert game.wait_exit() == 0


def test_the_costliest_moves_are_marked(marked: Path) -> None:
    with replay_of(marked) as replay:
        text = replay.wait_for("costliest moves 7")
        bar = next(line for line in text.splitlines() if line.strip().startswith("[●─"))
        assert bar.count("!") == 1
        for _ in range(COSTLY - 1):
            replay.send("right")
        text = replay.wait_for(f"Move {COSTLY - 1} of 60:")
        # The next move, the costly one, is marked ! under its card and its gap.
        assert sum(line.count("!") for line in text.splitlines()[:-4]) == 2
        replay.send("right")
        text = replay.wait_for(f"Move {COSTLY} of 60:")
        assert "(cost 3 moves); better:" in text
        replay.send("v")
        text = replay.wait_for("review #1")
        assert f"move {COSTLY}," in text and "cost 3 moves" in text
        replay.send("esc")
        replay.wait_for(f"Move {COSTLY} of 60:")  # back to the replay, where it was
        replay.send("q")
        assert replay.wait_exit() == 0


@pytest.mark.parametrize(("columns", "lines"), [(80, 24), (40, 12)])
def test_a_replay_fits_the_small_terminals(marked: Path, columns: int, lines: int) -> None:
    with replay_of(marked, columns=columns, lines=lines) as replay:
        replay.wait_for("The start")
        replay.send("right")
        text = replay.wait_for(lambda shown: "1/60" in shown or "Move 1 of 60" in shown)
        assert "Esc" in text.splitlines()[-1] or "Esc" in text
        replay.send("v")
        replay.wait_for("review")
        replay.send("esc", "q")
        assert replay.wait_exit() == 0


# -- the text mode ----------------------------------------------------------------------------


def test_the_text_mode_replays_steps_and_plays_on(won: Path) -> None:
    moves = winning_line()
    status, said = text_game(
        "replay", "1", "--text",
        commands="next\nnext\nback\nstatus\nplay on\nfill r1c9\n1\nquit\n", home=won,
    )  # fmt: skip
    assert status == 0
    start = said.index(next(line for line in said if line.startswith("Replay of game #1")))
    assert said[start].endswith("stop goes back to your game.")
    steps = [line for line in said if line.startswith(("Move ", "The start"))]
    assert steps[:3] == [
        f"Move 1 of 60: {moves[0].notation()}",
        f"Move 2 of 60: {moves[1].notation()}",
        f"Move 1 of 60: {moves[0].notation()}",
    ]
    assert reviews.played_on(1, 1, parse_code("standard-0")) in said
    history = json.loads(cli(won, "history", "--json").stdout)["games"]
    assert history[0]["branch"] == {"game": 1, "move": 1}
    assert history[0]["start"] == play(Game.from_deal(0).start, moves[0]).notation()


def test_replay_in_the_text_mode_refuses_the_game_s_commands(won: Path) -> None:
    status, said = text_game(
        "replay", "1", "--text", commands="7H\nundo\nnext\nstop\nnext\n", home=won
    )
    assert status == 0
    assert said.count(reviews.in_a_replay(1)) == 2
    assert reviews.REPLAY_LEFT in said and reviews.replay_first("next") in said


def test_an_ended_game_is_what_replay_plays(won: Path) -> None:
    for args, message in (
        (["replay", "2"], "there is no game #2"),
        (["review", "2"], "there is no game #2"),
    ):
        result = cli(won, *args)
        assert result.returncode == 65 and message in result.stderr


def test_a_game_in_progress_plays_back_as_far_as_it_has_gone_and_stays_as_it_is(
    tmp_path: Path,
) -> None:
    # On f07fb68: "game #1 is still in progress; only ended games replay", exit 65.
    game = Game.from_deal(0)
    with Store.open(tmp_path) as store:
        store.begin(game)
        for move in winning_line()[:3]:
            game.play(move)
            store.save(Progress(game, 5.0))
    positions = _positions()
    with replay_of(tmp_path) as replay:
        text = replay.wait_for("The start: 3 moves to come")
        assert "in progress, 3 moves so far" in text
        assert read_board(text) == positions[0]
        replay.send("end")
        text = replay.wait_for("Move 3 of 3:")
        assert read_board(text) == positions[3]
        assert reviews.NOT_ENDED in text  # no review of a game that has not ended
        assert replay.quit_with("q") == 0
    with Store.open(tmp_path) as store:
        (playing,) = store.playing()
        assert (playing.game_id, playing.moves, playing.result) == (1, 3, "playing")
