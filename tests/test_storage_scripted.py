"""Scripted games (data version 5): recorded, and counted in no figure of a person's play.

A game whose moves came from a file or a pipe is saved with ``scripted=True``
in its :class:`Progress` (the session sets it; here the tests do). The store
keeps the flag for good, the statistics count such a game on its own line
only, and a scripted daily leaves its day's result to a game played by hand.
Storage is driven directly; the real command's end-to-end test is the session's.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from maze_solitaire.engine import Game, deal
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage import DailyResult, Progress, Store, read_only
from maze_solitaire.storage.schema import VERSION
from maze_solitaire.storage.stats import CountedApart, DealRecord, Stats
from tests.playing import winning_line
from tests.storing import (
    DAY,
    V3_FILE,
    Clock,
    daily,
    give_up,
    integrity,
    line_of,
    lose_game,
    old_database,
    query,
    set_par,
    v3_games,
    win,
    win_from_a_position,
    win_game,
)

SHORT_DEAL = 7
"""A standard deal the solver wins at once in 52 moves: fewer than deal 0's 60, which
the tests win by hand, so that a scripted win of it would set the record."""


def test_a_scripted_game_is_in_no_figure_of_a_person_s_play(home: Path) -> None:
    short = deal(SHORT_DEAL)
    assert len(line_of(short)) < len(winning_line())  # the premise: a record, were it counted
    with Store.open(home, clock=Clock()) as store:
        win(store, 300.0)  # by hand: a clean win of deal 0 in 5:00
        give_up(store, 0)
        win(store, 200.0, hints=1)  # ends the game given up (lost), then a win with a hint
        set_par(store, deal(0), len(winning_line()))
        set_par(store, short, len(line_of(short)))

        def figures() -> tuple[Stats, CountedApart]:
            """Every figure but the scripted games' own, and those."""
            stats = store.stats(SHORT_DEAL, today=DAY, par_version=1)
            return stats._replace(scripted=CountedApart(0, 0)), stats.scripted

        before, none = figures()
        assert none == (0, 0)
        assert (before.played, before.won, before.clean_wins, before.best_streak) == (3, 2, 1, 1)
        assert (before.fewest_moves, before.fastest_seconds, before.at_or_under_par) == (60, 300, 1)
        # A script wins the short deal at once (clean, in no time: both records, at
        # par), loses it, wins today's daily and a position.
        win_game(store, Game.from_deal(SHORT_DEAL), 0.0, scripted=True)
        lose_game(store, Game.from_deal(SHORT_DEAL), scripted=True)
        win_game(store, daily(DAY), 0.0, scripted=True)  # ends the loss
        win_from_a_position(store, scripted=True)
        after, scripted = figures()
        assert after == before  # every figure: counts, streaks, records, chart, par, deal, daily
        assert scripted == CountedApart(4, 3)
        stats = store.stats(SHORT_DEAL, today=DAY, par_version=1)
        assert stats.deal == DealRecord(SHORT_DEAL, 0, 0, None, None)
        assert stats.custom == (0, 0) and stats.in_progress == 0
        assert stats.daily is not None and stats.daily.calendar[-1] == "none"
        assert stats.to_json()["scripted"] == {"played": 4, "won": 3}
        assert store.stats(rules="pysol").scripted == (0, 0)  # per variant, as the rest
        # A scripted game neither broke the streak of wins by hand nor extended it.
        win(store, 250.0)
        stats = store.stats()
        assert (stats.current_streak, stats.best_streak, stats.played) == (2, 2, 4)
        assert stats.recent == ("won", "lost", "assisted", "won")
    assert query(home, "SELECT scripted, streak FROM games ORDER BY ended") == [
        (0, 1),
        (0, 0),
        (0, 1),
        (1, None),  # the scripted games: no streak, as a position has none
        (1, None),
        (1, None),
        (1, None),
        (0, 2),
    ]
    assert query(home, "SELECT * FROM dailies") == []


def test_a_scripted_game_in_progress_is_counted_in_progress(home: Path) -> None:
    with Store.open(home) as store:
        give_up(store, 3, scripted=True)
        assert store.stats().in_progress == 1  # every game in progress: it may yet be played
        assert store.stats().scripted == (0, 0)  # counted once ended, as every game


def test_a_scripted_daily_leaves_the_day_to_the_first_game_played_by_hand(home: Path) -> None:
    clock = Clock(DAY, 9)
    with Store.open(home, clock=clock) as store:
        win_game(store, daily(DAY), 0.0, scripted=True)
        assert store.daily_result(DAY) is None
        figures = store.stats(today=DAY).daily
        assert figures is not None and (figures.played, figures.streak) == (0, 0)
        clock.set(DAY, 10)
        lose_game(store, daily(DAY))  # by hand
        store.begin(Game.from_deal(1))  # ends it, lost: the day's result
        assert store.daily_result(DAY) == DailyResult(DAY, 2, False, False, 1, 5.0, True)
        figures = store.stats(today=DAY).daily
        assert figures is not None and figures.calendar[-1] == "lost"
        assert (figures.played, figures.won, figures.streak) == (1, 0, 0)
        clock.set(DAY, 11)
        win_game(store, daily(DAY), 0.0, scripted=True)  # a later script changes nothing
        result = store.daily_result(DAY)
        assert result is not None and not result.won
    assert query(home, "SELECT day, game, won FROM dailies") == [("2026-12-01", 2, 0)]


def test_once_scripted_a_game_stays_scripted_through_resume_and_play_by_hand(
    home: Path,
) -> None:
    line = line_of(deal(SHORT_DEAL))
    with Store.open(home) as store:
        game = Game.from_deal(SHORT_DEAL)
        store.begin(game)
        game.play(line[0])
        store.save(Progress(game, 1.0))  # by hand
        assert query(home, "SELECT scripted FROM games") == [(0,)]
        game.play(line[1])
        store.save(Progress(game, 2.0, scripted=True))  # a script played one move
        game.play(line[2])
        store.save(Progress(game, 3.0))  # by hand again: a later save says otherwise
        assert query(home, "SELECT scripted FROM games") == [(1,)]
    with Store.open(home) as store:
        resumed = store.resume()
        assert resumed is not None
        assert resumed.progress == Progress(resumed.progress.game, 3.0, 0, False, True)
        game = resumed.progress.game
        for move in line[3:]:  # played on by hand, to the win
            game.play(move)
            store.save(Progress(game, 4.0))
        assert game.is_won()
        [summary] = store.history()
        assert (summary.result, summary.scripted) == ("won", True)
        stats = store.stats(SHORT_DEAL)
        assert (stats.played, stats.won, stats.fewest_moves, stats.scripted) == (0, 0, None, (1, 1))
    assert query(home, "SELECT status, scripted, streak FROM games") == [("won", 1, None)]


def test_a_game_ended_by_a_new_game_keeps_its_flag(home: Path) -> None:
    with Store.open(home) as store:
        give_up(store, 3, scripted=True)
    with Store.open(home) as store:  # resumed, then a new game (key n) ends it, as lost
        assert store.resume() is not None
        store.begin(Game.from_deal(4))
        assert store.stats().scripted == (1, 0) and store.stats().played == 0
    # Deal 4's game, left with no move made, is not kept.
    assert query(home, "SELECT status, scripted FROM games") == [("abandoned", 1)]


def test_a_tampered_scripted_flag_sets_the_record_aside(home: Path) -> None:
    with Store.open(home) as store:
        win(store)
        give_up(store, 3)  # in progress
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        connection.execute("PRAGMA ignore_check_constraints = ON")  # as another program might
        connection.execute("UPDATE games SET scripted = 'yes'")
    connection.close()
    with Store.open(home) as store:
        assert store.resume() is None
        assert store.notice == (
            "saved game #2 could not be restored (the scripted flag is 'yes', not 0 or 1);"
            " set aside"
        )
        assert [g.result for g in store.history()] == ["damaged", "damaged"]


# -- older files ---------------------------------------------------------------------------


def test_a_version_3_file_keeps_every_game_played_by_hand(home: Path) -> None:
    home.mkdir()
    shutil.copyfile(V3_FILE, home / DATABASE_NAME)
    with read_only(home) as records:  # migrated in memory, the file left as it is
        assert records.stats().scripted == (0, 0)
        assert not any(g.scripted for g in records.history(100))
    with Store.open(home) as store:
        assert store.stats().scripted == (0, 0) and store.stats().played == 8
        assert not any(g.scripted for g in store.history(100))
        resumed = store.resume()
        assert resumed is not None and not resumed.progress.scripted
    assert query(home, "PRAGMA user_version") == [(VERSION,)] == [(6,)]
    assert query(home, "SELECT scripted, COUNT(*) FROM games GROUP BY 1") == [(0, 11)]
    assert len(v3_games(home / DATABASE_NAME)) == 11
    assert integrity(home) == "ok"


def test_a_version_4_file_keeps_its_games_and_figures(home: Path) -> None:
    won, lost = Game.from_deal(0), Game.from_deal(4)
    for move in winning_line():
        won.play(move)
    lost.play(lost.legal_moves()[0])
    in_progress = Game.from_deal(9)
    in_progress.play(in_progress.legal_moves()[0])
    old_database(home, 4, [(0, won, "won"), (4, lost, "abandoned"), (0, won, "won"),
                           (9, in_progress, "playing")])  # fmt: skip
    with Store.open(home) as store:
        stats = store.stats()
        assert (stats.played, stats.won, stats.current_streak, stats.best_streak) == (3, 2, 1, 1)
        assert (stats.fewest_moves, stats.scripted) == (len(winning_line()), (0, 0))
        resumed = store.resume()
        assert resumed is not None and resumed.progress.game.deal_number == 9
        assert not resumed.progress.scripted
        win(store, scripted=True)  # ends deal 9 by hand (lost); a script's win
        stats = store.stats()
        assert (stats.played, stats.won, stats.current_streak, stats.scripted) == (4, 2, 0, (1, 1))
    assert query(home, "SELECT scripted FROM games ORDER BY id") == [(0,), (0,), (0,), (0,), (1,)]
    assert integrity(home) == "ok"


@pytest.mark.parametrize("scripted", [False, True])
def test_the_flag_is_shown_in_the_history_and_replay(home: Path, scripted: bool) -> None:
    with Store.open(home) as store:
        win(store, scripted=scripted)
        give_up(store, 3, scripted=scripted)
    with read_only(home) as records:
        assert [g.scripted for g in records.history()] == [scripted, scripted]
        assert records.replay(1).summary.scripted is scripted
