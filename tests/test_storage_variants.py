"""Saved games of data version 4: rule variants, the daily deal and par.

The migration is tested on a real version-3 file (``tests/data/games-v3.sqlite3``,
written by the version-3 Store before this version existed: see the commit
that added it). Times are faked with the Store's ``clock=``; a day is a
*local* date, so each moment is made from a local date and time (and one
test moves the time zone to tell local from UTC).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import time
from collections.abc import Callable, Iterator
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest

from maze_solitaire.engine import (
    PYSOL,
    STANDARD,
    Game,
    daily_code,
    deal,
)
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage import DailyResult, Progress, StorageError, Store, read_only
from maze_solitaire.storage.schema import VERSION, file_version
from maze_solitaire.storage.stats import CountedApart, DealRecord
from tests.playing import NEARLY_WON, WINNING_MOVE, winning_line
from tests.storing import (
    DAY,
    PYSOL_DEAL,
    V3_FILE,
    V3_STATS,
    Clock,
    daily,
    give_up,
    integrity,
    lose_game,
    pysol_deal,
    query,
    v3_games,
    win,
    win_game,
)

V3_IN_PROGRESS = (
    [
        "JD r1c3 -> r1c7",
        "6S r5c3 -> r1c3",
        "7H r5c5 -> r1c9",
        "3S r3c7 -> r2c5",
        "3D r4c8 -> r2c9",
        "TC r3c5 -> r3c7",
    ],
    1,  # undone
    13.5,  # seconds
    2,  # hints
)
"""The game of deal 7 in progress in the version-3 file: its moves, undone, time and hints."""



# -- helpers -----------------------------------------------------------------------------


@pytest.fixture
def time_zone() -> Iterator[Callable[[str], None]]:
    """Sets the local time zone (``TZ``) for the test; it is put back afterwards."""
    before = os.environ.get("TZ")

    def use(zone: str) -> None:
        os.environ["TZ"] = zone
        time.tzset()

    yield use
    if before is None:
        os.environ.pop("TZ", None)
    else:
        os.environ["TZ"] = before
    time.tzset()


# -- the migration from a real version-3 file ------------------------------------------


def test_the_version_3_file_is_what_the_version_3_store_wrote() -> None:
    # The premise of the tests below: the file is the old layout, and holds what they say.
    assert file_version(V3_FILE) == 3
    games = v3_games(V3_FILE)
    assert len(games) == 11
    assert [row[9] for row in games].count("playing") == 1


def test_a_version_3_file_keeps_every_game_as_standard_and_its_figures(home: Path) -> None:
    home.mkdir()
    shutil.copyfile(V3_FILE, home / DATABASE_NAME)
    before = v3_games(home / DATABASE_NAME)
    with Store.open(home) as store:
        assert store.notice is None and store.saving
        stats = store.stats()
        assert {key: stats.to_json()[key] for key in V3_STATS} == V3_STATS
        assert stats.to_json()["rules"] == "standard" and stats.daily is None
        assert store.stats(0).deal == DealRecord(0, 6, 6, 60, 30.0)
        for rules in ("pysol", "aisleriot"):
            other = store.stats(rules=rules)
            assert (other.played, other.best_streak, other.custom) == (0, 0, CountedApart(0, 0))
            assert other.in_progress == 1  # every variant's games in progress
        history = store.history(100)
        assert len(history) == 11
        assert {(g.rules, g.day) for g in history} == {("standard", None)}
        assert store.replay(1).game.variant is STANDARD
    assert query(home, "PRAGMA user_version") == [(VERSION,)] == [(6,)]
    assert integrity(home) == "ok"
    assert v3_games(home / DATABASE_NAME) == before  # every row kept, every field as it was
    assert query(home, "SELECT DISTINCT rules, day FROM games") == [("standard", None)]


def test_the_game_in_progress_of_a_version_3_file_resumes_and_its_streak_goes_on(
    home: Path,
) -> None:
    home.mkdir()
    shutil.copyfile(V3_FILE, home / DATABASE_NAME)
    with Store.open(home) as store:
        resumed = store.resume()
        assert resumed is not None
        moves, undone, seconds, hints = V3_IN_PROGRESS
        assert resumed.progress.game.deal_number == 7 and resumed.progress.game.variant is STANDARD
        assert resumed.progress.game.day is None
        assert [m.notation() for m in resumed.progress.game.all_moves] == moves
        progress = resumed.progress
        assert (progress.game.undone, progress.seconds, progress.hints) == (undone, seconds, hints)
        assert resumed.progress.game.start == deal(7)
        win(store)  # ends deal 7 as lost: the streak of 1 is broken, then one win
        assert (store.stats().current_streak, store.stats().best_streak) == (1, 3)
        win(store)
        win(store)
        win(store)  # a fourth win in a row beats the migrated best streak
        stats = store.stats()
        assert (stats.played, stats.won, stats.current_streak, stats.best_streak) == (13, 10, 4, 4)


def test_the_reading_commands_read_a_version_3_file_and_leave_it_as_it_is(home: Path) -> None:
    home.mkdir()
    shutil.copyfile(V3_FILE, home / DATABASE_NAME)
    with read_only(home) as records:
        stats = records.stats(0)
        assert {key: stats.to_json()[key] for key in V3_STATS} == V3_STATS
        assert stats.deal == DealRecord(0, 6, 6, 60, 30.0)
        assert {(g.rules, g.day) for g in records.history(100)} == {("standard", None)}
        assert records.replay(10).game.is_won()
        assert records.daily_result(DAY) is None
        assert records.par(deal(0), 1) is None
    assert (home / DATABASE_NAME).read_bytes() == V3_FILE.read_bytes()  # never migrated
    assert file_version(home / DATABASE_NAME) == 3


# -- statistics and streaks per variant ----------------------------------------------------


def test_each_variant_has_its_own_streaks_and_figures(home: Path) -> None:
    with Store.open(home) as store:
        win(store, 50.0)
        win(store, 40.0)  # standard: a streak of 2
        pysol_moves = win_game(store, pysol_deal(), 30.0)
        win(store, 45.0)  # the pysol win between neither extends nor breaks it: 3
        lose_game(store, pysol_deal())
        position = Game(NEARLY_WON.under(PYSOL))
        store.begin(position)  # ends the pysol deal as lost
        position.play(WINNING_MOVE)
        store.save(Progress(position, 2.0))  # a pysol position won
        standard = store.stats()
        assert (standard.played, standard.won, standard.current_streak) == (3, 3, 3)
        assert standard.best_streak == 3 and standard.recent == ("won",) * 3
        assert (standard.fewest_moves, standard.fastest_seconds) == (len(winning_line()), 40.0)
        assert standard.custom == CountedApart(0, 0)
        pysol = store.stats(rules="pysol")
        assert pysol.rules == "pysol" and pysol.to_json()["rules"] == "pysol"
        assert (pysol.played, pysol.won, pysol.clean_wins) == (2, 1, 1)
        assert (pysol.current_streak, pysol.best_streak) == (0, 1)
        assert (pysol.fewest_moves, pysol.fastest_seconds) == (pysol_moves, 30.0)
        assert pysol.recent == ("won", "lost") and pysol.custom == CountedApart(1, 1)
        assert store.stats(PYSOL_DEAL, rules="pysol").deal == DealRecord(
            PYSOL_DEAL, 2, 1, pysol_moves, 30.0
        )
        assert store.stats(PYSOL_DEAL).deal == DealRecord(PYSOL_DEAL, 0, 0, None, None)
        aisleriot = store.stats(rules="aisleriot")
        assert (aisleriot.played, aisleriot.current_streak, aisleriot.best_streak) == (0, 0, 0)
        assert [g.rules for g in store.history()] == [
            "pysol",
            "pysol",
            "standard",
            "pysol",
            "standard",
            "standard",
        ]
    # As written: each win's streak is its own variant's.
    assert query(home, "SELECT rules, status, streak FROM games ORDER BY ended") == [
        ("standard", "won", 1),
        ("standard", "won", 2),
        ("pysol", "won", 1),
        ("standard", "won", 3),
        ("pysol", "abandoned", 0),
        ("pysol", "won", None),
    ]


def test_a_standard_loss_does_not_break_a_pysol_streak(home: Path) -> None:
    with Store.open(home) as store:
        win_game(store, pysol_deal())
        give_up(store, 3)
        win_game(store, pysol_deal())  # its start ends deal 3's game, lost
        assert (store.stats(rules="pysol").current_streak, store.stats().current_streak) == (2, 0)
        assert store.stats(rules="pysol").best_streak == 2


# -- resume and replay under the game's own rules ----------------------------------------------


LARGEST_PYSOL = 10**20 - 1
"""PySolFC's last game number: past SQLite's 64-bit integers."""


@pytest.mark.parametrize(
    "make",
    [pysol_deal, lambda: Game.from_deal(LARGEST_PYSOL, PYSOL), lambda: daily(DAY)],
    ids=["a pysol deal", "PySolFC's last game number", "the daily deal"],
)
def test_a_game_resumes_under_its_rules_and_as_its_day_s_daily(
    home: Path, make: Callable[[], Game]
) -> None:
    with Store.open(home, clock=Clock()) as store:
        game = make()
        lose_game(store, game)
        game.play(game.legal_moves()[0])
        store.save(Progress(game, 9.0))
    with Store.open(home, clock=Clock()) as store:
        resumed = store.resume()
        assert resumed is not None
        again = resumed.progress.game
        assert again.variant is game.variant and again.day == game.day
        assert again.code == game.code and again.deal_number == game.deal_number
        assert again.position == game.position and again.all_moves == game.all_moves
        [summary] = store.history()
        assert (summary.rules, summary.day) == (
            game.variant.name,
            None if game.day is None else game.day.isoformat(),
        )


def test_a_deal_number_past_sqlite_s_integers_is_kept_exactly(home: Path) -> None:
    near = LARGEST_PYSOL - 1  # a neighbour, so that a number rounded on its way is seen
    with Store.open(home) as store:
        lose_game(store, Game.from_deal(LARGEST_PYSOL, PYSOL))
        lose_game(store, Game.from_deal(near, PYSOL))
        win_game(store, pysol_deal())  # ends the one before, lost
        record = store.stats(LARGEST_PYSOL, rules="pysol").deal
        assert record is not None and (record.deal, record.played, record.won) == (
            LARGEST_PYSOL,
            1,
            0,
        )
        assert [g.deal for g in store.history()] == [PYSOL_DEAL, near, LARGEST_PYSOL]
        assert store.replay(1).game.start == deal(LARGEST_PYSOL, PYSOL)


def test_an_ended_game_replays_under_its_rules(home: Path) -> None:
    with Store.open(home) as store:
        moves = win_game(store, pysol_deal())
        finished = store.replay(1)
    assert finished.game.variant is PYSOL and finished.game.is_won()
    assert len(finished.game.moves) == moves and finished.summary.rules == "pysol"
    assert finished.game.start == deal(PYSOL_DEAL, PYSOL)


TAMPERING = {
    "unknown rules": ("UPDATE games SET rules = 'klondike'", "'klondike'"),
    "rules in another case": ("UPDATE games SET rules = 'PySol'", "'PySol'"),
    "rules that are no text": ("UPDATE games SET rules = x'7079736f6c'", "b'pysol', not text"),
    "another variant's layout": ("UPDATE games SET rules = 'standard'", "deal 2"),
    "a day that is no date": ("UPDATE games SET day = '2026-13-01'", "'2026-13-01'"),
    "a day whose daily is another deal": ("UPDATE games SET day = '2026-12-01'", "2026-12-01"),
}


@pytest.mark.parametrize("tampering", TAMPERING.values(), ids=list(TAMPERING))
def test_a_record_with_wrong_rules_or_day_is_set_aside(
    home: Path, tampering: tuple[str, str]
) -> None:
    sql, named = tampering
    with Store.open(home) as store:
        lose_game(store, pysol_deal())
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        connection.execute(sql)
    connection.close()
    with Store.open(home) as store:
        assert store.resume() is None
        assert store.notice is not None and store.notice.startswith("saved game #1 could not")
        assert named in store.notice
        [summary] = store.history()
        assert summary.result == "damaged"
    assert query(home, "SELECT status FROM games") == [("damaged",)]


def test_a_history_line_with_unreadable_rules_or_day_shows_as_damaged(home: Path) -> None:
    with Store.open(home) as store:
        win(store)
        win(store)
        win(store)
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        connection.execute("UPDATE games SET rules = 'klondike' WHERE id = 1")
        connection.execute("UPDATE games SET day = 20261201 WHERE id = 2")
    connection.close()
    with Store.open(home) as store:
        lines = {g.game_id: (g.result, g.rules, g.day) for g in store.history()}
    assert lines == {
        1: ("damaged", "standard", None),
        2: ("damaged", "standard", None),
        3: ("won", "standard", None),
    }


def test_a_game_that_is_not_its_day_s_daily_is_refused_and_changes_nothing() -> None:
    store = Store.in_memory()
    game = daily(DAY)
    lose_game(store, game)  # the very daily is taken
    with pytest.raises(ValueError, match="standard deal 5 is not the daily deal of 2026-12-01"):
        store.begin(Game(deal(5), 5, DAY))
    number = daily_code(DAY).number
    with pytest.raises(ValueError, match=f"pysol deal {number} is not the daily deal"):
        store.begin(Game(deal(number, PYSOL), number, DAY))
    game.play(game.legal_moves()[0])
    store.save(Progress(game, 6.0))  # the daily in progress plays on: it was not ended
    assert [(g.day, g.result, g.moves) for g in store.history()] == [("2026-12-01", "playing", 2)]
    assert store.daily_result(DAY) is None


# -- the daily deal ---------------------------------------------------------------------------


def test_a_day_s_daily_is_recorded_once_by_the_first_game_of_it_to_end(home: Path) -> None:
    clock = Clock(DAY, 9)
    with Store.open(home, clock=clock) as store:
        assert store.daily_result(DAY) is None
        lose_game(store, daily(DAY))
        clock.set(DAY, 10)
        store.begin(Game.from_deal(1))  # ends the daily: lost
        first = store.daily_result(DAY)
        assert first == DailyResult(DAY, 1, False, False, 1, 5.0, True)
        clock.set(DAY, 11)
        win_game(store, daily(DAY), 80.0)  # played again, won: the day stays lost
        assert store.daily_result(DAY) == first
        figures = store.stats(today=DAY).daily
        assert figures is not None and figures.calendar[-1] == "lost"
        assert (figures.played, figures.won, figures.streak, figures.best_streak) == (1, 0, 0, 0)
        assert store.stats().won == 1  # the win counts as a win of a standard deal
    assert query(home, "SELECT id, day, status FROM games ORDER BY id") == [
        (1, "2026-12-01", "abandoned"),  # deal 1's game, passed over, is no game
        (3, "2026-12-01", "won"),
    ]
    assert query(home, "SELECT * FROM dailies") == [("2026-12-01", 1, 0, 0, 1, 5.0, 1)]


def test_a_daily_passed_over_without_a_move_is_no_result(home: Path) -> None:
    with Store.open(home, clock=Clock()) as store:
        store.begin(daily(DAY))
        store.begin(Game.from_deal(1))
        assert store.daily_result(DAY) is None
        moves = win_game(store, daily(DAY), 70.0, hints=1)  # then played: the result
        assert store.daily_result(DAY) == DailyResult(DAY, 3, True, False, moves, 70.0, False)


def test_a_past_daily_played_later_is_won_late(home: Path) -> None:
    past = DAY - timedelta(days=3)
    clock = Clock(DAY, 23)
    with Store.open(home, clock=clock) as store:
        moves = win_game(store, daily(past))
        assert store.daily_result(past) == DailyResult(past, 1, True, True, moves, 60.0, True)
        clock.set(DAY, 23, 59)
        moves = win_game(store, daily(DAY))  # today's, on the day
        assert store.daily_result(DAY) == DailyResult(DAY, 2, True, False, moves, 60.0, True)
        figures = store.stats(today=DAY).daily
        assert figures is not None
        assert (figures.streak, figures.best_streak, figures.played, figures.won) == (1, 1, 2, 2)
        assert figures.calendar[-4:] == ("late", "none", "none", "won")


@pytest.mark.parametrize(
    ("zone", "ended", "late"),
    [
        ("HST10", datetime(2026, 12, 1, 20), False),  # ten hours behind UTC: 2 Dec 06:00 there
        ("LINT-14", datetime(2026, 12, 2, 8), True),  # fourteen ahead: still 1 Dec 18:00 in UTC
    ],
    ids=["the next day in utc", "the day itself in utc"],
)
def test_late_is_a_matter_of_the_local_date_not_of_utc(
    home: Path, time_zone: Callable[[str], None], zone: str, ended: datetime, late: bool
) -> None:
    time_zone(zone)
    clock = Clock(ended.date(), ended.hour)
    utc = datetime.fromtimestamp(clock(), timezone.utc).date()
    assert (utc > DAY) is not late  # the premise: UTC would say the other
    with Store.open(home, clock=clock) as store:
        lose_game(store, daily(DAY))
        store.begin(Game.from_deal(1))  # ends it, lost, at that moment
        result = store.daily_result(DAY)
        assert result is not None and result.late is late and not result.won


def play_the_days(store: Store, clock: Clock, days: dict[date, str]) -> None:
    """Play each day's daily on that day (or ``late``, two days after): won or lost."""
    for day, how in days.items():
        clock.set(day + timedelta(days=2) if how == "late" else day)
        if how == "lost":
            lose_game(store, daily(day))
            store.begin(Game.from_deal(1))  # ends it
        else:
            win_game(store, daily(day))


def test_the_daily_streak_counts_days_won_on_the_day_up_to_today(home: Path) -> None:
    first = DAY - timedelta(days=40)  # older than the calendar: in the best streak only
    days = {first + timedelta(days=n): "won" for n in range(4)}  # 4 days in a row
    days |= {DAY - timedelta(days=9): "won", DAY - timedelta(days=8): "won"}  # a run of 2
    days |= {DAY - timedelta(days=6): "late"}  # won, but not on the day: it breaks runs
    days |= {DAY - timedelta(days=5): "won", DAY - timedelta(days=4): "lost"}
    days |= {DAY - timedelta(days=n): "won" for n in (3, 2, 1)}  # yesterday's run: 3 days
    clock = Clock()
    with Store.open(home, clock=clock) as store:
        play_the_days(store, clock, dict(sorted(days.items())))
        figures = store.stats(today=DAY).daily
        assert figures is not None
        # Today's not played yet: the run up to yesterday stands.
        assert (figures.streak, figures.best_streak) == (3, 4)
        assert (figures.played, figures.won) == (len(days), len(days) - 1)
        assert len(figures.calendar) == 30 and figures.today == DAY
        assert figures.calendar[-11:] == (
            ("none", "won", "won", "none", "late", "won", "lost", "won", "won", "won", "none")
        )
        assert set(figures.calendar[:-11]) == {"none"}
        assert figures.days()[0] == DAY - timedelta(days=29) and figures.days()[-1] == DAY
        tomorrow = store.stats(today=DAY + timedelta(days=1)).daily
        assert tomorrow is not None and tomorrow.streak == 0  # a day missed ends the run
        assert tomorrow.calendar[-2:] == ("none", "none")
        play_the_days(store, clock, {DAY: "won"})
        today = store.stats(today=DAY).daily
        assert today is not None and (today.streak, today.best_streak) == (4, 4)
        play_the_days(store, clock, {DAY + timedelta(days=1): "lost"})
        after = store.stats(today=DAY + timedelta(days=1)).daily
        assert after is not None and (after.streak, after.best_streak) == (0, 4)
        assert after.calendar[-3:] == ("won", "won", "lost")
        assert store.stats(today=DAY).to_json()["daily"] == {
            "streak": 4,
            "best_streak": 4,
            "played": len(days) + 2,
            "won": len(days),
            "calendar": [
                {"day": (DAY - timedelta(days=29 - n)).isoformat(), "result": result}
                for n, result in enumerate(today.calendar)
            ],
        }
        assert today.calendar[-1] == "won"


def test_daily_figures_are_the_standard_rules_and_need_today(home: Path) -> None:
    with Store.open(home, clock=Clock()) as store:
        win_game(store, daily(DAY))
        assert store.stats().daily is None and store.stats().to_json()["daily"] is None
        assert store.stats(rules="pysol", today=DAY).daily is None
        assert store.stats(today=DAY).daily is not None


def test_an_unreadable_daily_result_is_an_error_not_a_figure(home: Path) -> None:
    with Store.open(home, clock=Clock()) as store:
        win_game(store, daily(DAY))
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        connection.execute("UPDATE dailies SET moves = 'many'")
        connection.execute("INSERT INTO dailies VALUES ('someday', 1, 1, 0, 1, 1.0, 1)")
    connection.close()
    with Store.open(home) as store:
        with pytest.raises(StorageError, match="the daily deal of 2026-12-01 could not be read"):
            store.daily_result(DAY)
        with pytest.raises(StorageError, match=r"the statistics could not be read: .*'someday'"):
            store.stats(today=DAY)
        assert store.stats().won == 1  # without today, the dailies are not read


# -- par ------------------------------------------------------------------------------------
