"""Saved games: autosave and resume, statistics, and every fault the issue lists.

Each test keeps its data in its own temporary folder. The faults are real
ones where the machine allows it: a process killed with SIGKILL, a file of
garbage, a folder that cannot exist, a file size limit that makes writes fail
as a full disk does, two processes writing at once.
"""

from __future__ import annotations

import os
import random
import sqlite3
import sys
from pathlib import Path

import pytest

from maze_solitaire.engine import Game, deal
from maze_solitaire.places import DATABASE_NAME, HOME_VARIABLE, data_dir
from maze_solitaire.storage import (
    Progress,
    StorageError,
    Store,
)
from maze_solitaire.storage.schema import VERSION
from maze_solitaire.words import games
from tests.playing import NEARLY_WON, WINNING_MOVE, nearly_won_deal, walk, winning_line
from tests.storing import (
    give_up,
    play,
    query,
    win,
    win_from_a_position,
)

# -- helpers -----------------------------------------------------------------------------


# -- where the data lives -----------------------------------------------------------------


def test_data_dir_prefers_the_override_then_the_environment_then_the_platform(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "env"))
    assert data_dir(tmp_path / "given") == tmp_path / "given"
    assert data_dir() == tmp_path / "env"
    monkeypatch.setenv(HOME_VARIABLE, "")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    expected = tmp_path / "xdg" / "maze-solitaire" if sys.platform == "linux" else None
    assert expected is None or data_dir() == expected
    assert not (tmp_path / "xdg").exists()  # naming the folder creates nothing


def test_the_test_suite_never_points_at_the_real_data_folder() -> None:
    assert Path(os.environ[HOME_VARIABLE]).name.startswith("maze-solitaire-tests-")


# -- autosave and resume ------------------------------------------------------------------


def test_a_new_store_is_empty_and_saving(home: Path) -> None:
    with Store.open(home) as store:
        assert store.saving and store.notice is None
        assert store.path == home / DATABASE_NAME
        assert store.resume() is None
        assert store.stats().played == 0 and store.history() == []
    assert query(home, "PRAGMA user_version") == [(VERSION,)]
    assert query(home, "PRAGMA journal_mode") == [("wal",)]


def test_every_save_is_committed_at_once(home: Path) -> None:
    store = Store.open(home)
    game = Game.from_deal(7)
    store.begin(game)
    assert query(home, "SELECT deal, moves, status FROM games") == [(7, "", "playing")]
    for step, _ in zip(range(25), walk(game, random.Random(1)), strict=False):
        store.save(Progress(game, seconds=float(step), hints=1))
        # Another connection sees each save while the store is still open.
        [(moves, undone, count)] = query(home, "SELECT moves, undone, move_count FROM games")
        assert moves == "\n".join(m.notation() for m in game.all_moves)  # "" before any move
        assert (undone, count) == (game.undone, game.move_count)
    store.close()


def test_resume_rebuilds_the_game_with_its_undo_history(home: Path) -> None:
    with Store.open(home) as store:
        game = play(store, Game.from_deal(7), 40)
        game.undo()
        game.undo()
        store.save(Progress(game, 123.5, hints=2, demo=True))
    [(saved_id,)] = query(home, "SELECT id FROM games WHERE status = 'playing'")
    with Store.open(home) as store:
        resumed = store.resume()
        assert resumed is not None
        assert resumed.game_id == saved_id
        assert resumed.progress.game.all_moves == game.all_moves
        assert resumed.progress.game.undone == 2 and resumed.progress.game.position == game.position
        progress = resumed.progress
        assert (progress.seconds, progress.hints, progress.demo) == (123.5, 2, True)
        said = games.resumed(progress.game.code, progress.game.deal_number, game.move_count)
        assert said == f"Resumed deal #7 — {game.move_count} moves"
        resumed.progress.game.redo()  # the undone moves are still there to redo
        store.save(Progress(resumed.progress.game, 130.0, hints=2, demo=True))
    assert query(home, "SELECT undone FROM games") == [(1,)]


def test_resume_message_for_a_position_and_a_single_move(home: Path) -> None:
    with Store.open(home) as store:
        game = Game(deal(3))  # a given position, not a deal number
        store.begin(game)
        game.play(game.legal_moves()[0])
        store.save(Progress(game, 1.0))
    with Store.open(home) as store:
        resumed = store.resume()
        assert resumed is not None
        played = resumed.progress.game
        said = games.resumed(played.code, played.deal_number, played.move_count)
        assert said == "Resumed custom position — 1 move"


def test_a_new_game_ends_the_game_this_store_plays_as_played_not_won(home: Path) -> None:
    with Store.open(home) as store:
        left = play(store, Game.from_deal(1), 10)  # ten changes, undos among them
    with Store.open(home) as store:  # started with --deal: no game of it in progress
        assert store.resume(Game.from_deal(2)) is None
        deal_2 = Game.from_deal(2)
        store.begin(deal_2)  # deal 1's game is not this store's: it stays in progress
        deal_2.play(deal_2.legal_moves()[0])
        store.save(Progress(deal_2, 1.0))
        stats = store.stats()
        assert (stats.played, stats.won, stats.in_progress) == (0, 0, 2)
        store.begin(Game.from_deal(3))  # key n, mid-game: the player said yes
        assert (store.stats().played, store.stats().in_progress) == (1, 2)
    # Deal 3's game, left with no move made, is not kept in progress.
    assert query(home, "SELECT deal, status, move_count FROM games ORDER BY id") == [
        (1, "playing", left.move_count),
        (2, "abandoned", 1),
    ]
    with Store.open(home) as store:  # --deal 1 again: its game resumes, with its moves
        resumed = store.resume(Game.from_deal(1))
        assert resumed is not None
        assert resumed.progress.game.all_moves == left.all_moves


def test_a_deal_passed_over_without_a_move_is_no_game_lost(home: Path) -> None:
    with Store.open(home) as store:
        store.begin(Game.from_deal(1))
        store.begin(Game.from_deal(2))  # key n at once
        store.begin(Game.from_deal(3))
        store.begin(Game.from_deal(4))
        assert store.stats().played == 0
        assert [game.deal for game in store.history()] == [4]  # in progress, untouched
    with Store.open(home) as store:  # left with no move made: not kept in progress either
        assert store.history() == [] and store.resume() is None


def test_a_new_game_after_a_win_leaves_the_other_saved_games_alone(home: Path) -> None:
    # Two games in progress: deal 2's, and one a move from the win, saved last.
    other, nearly = Store.open(home), Store.open(home)
    play(other, Game.from_deal(2), 3)
    nearly_won = Game(NEARLY_WON)
    nearly.begin(nearly_won)  # deal 2's game is locked by the other store: untouched
    nearly_won.play(nearly_won.legal_moves()[0])
    nearly_won.undo()  # a move made, and undone: kept in progress, a move from the win
    nearly.save(Progress(nearly_won, 5.0))
    other.close()
    nearly.close()
    with Store.open(home) as store:
        resumed = store.resume()
        assert resumed is not None and resumed.progress.game.start == NEARLY_WON
        resumed.progress.game.play(WINNING_MOVE)
        store.save(Progress(resumed.progress.game, 10.0))  # won: the store plays no game now
        store.begin(Game.from_deal(3))  # key n after the win
    assert query(home, "SELECT deal, status FROM games ORDER BY id") == [
        (2, "playing"),  # still there to be resumed
        (None, "won"),
    ]  # (deal 3's game, left with no move made, is not kept)


def test_a_game_counts_once_however_often_it_is_resumed(home: Path) -> None:
    line = winning_line()
    with Store.open(home) as store:
        store.begin(nearly_won_deal())
    for seconds in range(1, 11):
        with Store.open(home) as store:
            resumed = store.resume()
            assert resumed is not None and resumed.progress.game.move_count == len(line) - 1
            assert store.stats().played == 0  # in progress: not counted yet
            other = next(m for m in resumed.progress.game.legal_moves() if m != line[-1])
            resumed.progress.game.play(other)
            store.save(Progress(resumed.progress.game, float(seconds)))
            resumed.progress.game.undo()
            store.save(Progress(resumed.progress.game, float(seconds)))
    with Store.open(home) as store:
        resumed = store.resume()
        assert resumed is not None
        resumed.progress.game.play(line[-1])
        store.save(Progress(resumed.progress.game, 11.0))  # the win ends the game here
        resumed.progress.game.undo()
        store.save(Progress(resumed.progress.game, 12.0))  # after the end: nothing more is recorded
    assert query(home, "SELECT status, move_count, seconds FROM games") == [
        ("won", len(line), 11.0)
    ]
    with Store.open(home) as store:
        assert store.resume() is None
        stats = store.stats()
        assert (stats.played, stats.won, stats.clean_wins, stats.in_progress) == (1, 1, 1, 0)
        assert (stats.fewest_moves, stats.fastest_seconds) == (len(line), 11.0)


def test_streaks_records_and_the_last_results(home: Path) -> None:
    with Store.open(home) as store:
        win(store, 50.0)
        win(store, 40.0)
        give_up(store)
        win(store, 30.0, hints=2)  # assisted: a win, but no record
        win(store, 20.0, demo=True)
        win(store, 45.0)
        stats = store.stats()
        assert (stats.played, stats.won, stats.clean_wins, stats.assisted_wins) == (6, 5, 3, 2)
        assert (stats.current_streak, stats.best_streak) == (3, 3)
        assert stats.win_rate == pytest.approx(5 / 6)
        assert (stats.fewest_moves, stats.fastest_seconds) == (len(winning_line()), 40.0)
        assert stats.recent == ("won", "won", "lost", "assisted", "assisted", "won")
        give_up(store)
        win(store)
        stats = store.stats()
        assert (stats.current_streak, stats.best_streak) == (1, 3)
        assert stats.recent[-2:] == ("lost", "won")


def test_a_game_from_a_position_is_recorded_but_counted_apart(home: Path) -> None:
    with Store.open(home) as store:
        win(store, 50.0)
        win_from_a_position(store)  # one move from the win: no record, no streak
        give_up(store)
        win_from_a_position(store)
        win(store, 40.0)
        stats = store.stats()
        assert (stats.played, stats.won) == (3, 2) and stats.win_rate == pytest.approx(2 / 3)
        assert (stats.current_streak, stats.best_streak) == (1, 1)
        assert stats.fewest_moves == len(winning_line()) and stats.fastest_seconds == 40.0
        assert stats.recent == ("won", "lost", "won")
        assert stats.custom == (2, 2)
        assert [g.deal for g in store.history()] == [0, None, 1, None, 0]  # all recorded
        assert store.replay(2).game.moves == [WINNING_MOVE]


def test_the_last_results_are_the_last_thirty(home: Path) -> None:
    with Store.open(home) as store:
        give_up(store)
        for _ in range(30):
            win(store, 10.0)
        stats = store.stats()
        assert len(stats.recent) == 30 and set(stats.recent) == {"won"}
        assert stats.current_streak == stats.best_streak == 30


def test_a_deal_record(home: Path) -> None:
    with Store.open(home) as store:
        give_up(store, 5)
        give_up(store, 5)
        give_up(store, 6)
        store.begin(Game.from_deal(7))  # ends the game of deal 6
    # No test can win a real deal without a solver: write its wins as the store does.
    for moves, seconds, hints in ((90, 300.0, 0), (80, 400.0, 0), (20, 10.0, 3)):
        with sqlite3.connect(home / DATABASE_NAME) as connection:
            connection.execute(
                "INSERT INTO games (deal, start, moves, undone, move_count, seconds, hints, demo,"
                " status, started_at, saved_at, ended, streak) VALUES (5, ?, '', 0, ?, ?, ?, 0,"
                " 'won', 'x', 'x', (SELECT MAX(ended) + 1 FROM games), 1)",
                (deal(5).notation(), moves, seconds, hints),
            )
    with Store.open(home) as store:
        record = store.stats(5).deal
        assert record is not None
        assert (record.played, record.won, record.fewest_moves, record.fastest_seconds) == (
            5,
            3,
            80,
            300.0,
        )
        assert store.stats(6).deal == type(record)(6, 1, 0, None, None)
        assert store.stats().deal is None


def test_history_lists_the_latest_first_and_replay_gives_the_moves(home: Path) -> None:
    with Store.open(home) as store:
        give_up(store, 4)
        win(store, 33.0, hints=1)
        play(store, Game.from_deal(9), 5)
        history = store.history()
        assert [(g.deal, g.result, g.assisted) for g in history] == [
            (9, "playing", False),
            (0, "won", True),
            (4, "lost", False),
        ]
        assert history[1].start == deal(0).notation() and history[1].seconds == 33.0
        assert [g.game_id for g in store.history(limit=2)] == [3, 2]
        won = store.replay(2)
        assert won.game.moves == list(winning_line()) and won.game.is_won()
        assert won.summary == history[1]
        with pytest.raises(StorageError, match="game #3 is still in progress"):
            store.replay(3)
        with pytest.raises(StorageError, match="there is no game #99"):
            store.replay(99)


def test_save_refuses_a_game_that_was_not_begun() -> None:
    store = Store.in_memory()
    store.begin(Game.from_deal(1))
    with pytest.raises(ValueError, match="different game"):
        store.save(Progress(Game.from_deal(2), 1.0))
    with pytest.raises(ValueError, match="bad time"):
        store.save(Progress(Game.from_deal(1), float("nan")))
    with pytest.raises(RuntimeError, match="before any game is begun"):
        store.resume()


# -- faults -------------------------------------------------------------------------------
