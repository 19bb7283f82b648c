"""Pars kept: each version and rules apart, a par that cannot be kept, one unreadable, and
the clean wins at or under par."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from maze_solitaire.engine import (
    PYSOL,
    Game,
    deal,
)
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage import Progress, Store, read_only
from tests.playing import NEARLY_WON, WINNING_MOVE, winning_line
from tests.storing import (
    DAY,
    PYSOL_DEAL,
    Clock,
    FailingWrites,
    daily,
    give_up,
    pysol_deal,
    query,
    set_par,
    win,
    win_game,
)


def test_pars_round_trip_each_version_and_variant_apart(home: Path) -> None:
    start = deal(0)
    with Store.open(home) as store:
        assert store.par(start, 1) is None
        store.remember_par(start, 1, 61, 55)
        store.remember_par(start, 2, 58, 56)
        assert (store.par(start, 1), store.par(start, 2), store.par(start, 3)) == (
            (61, 55),
            (58, 56),
            None,
        )
        store.remember_par(start, 1, 60, 55)  # worked out again: replaced
        assert store.par(start, 1) == (60, 55)
        assert store.par(start.under(PYSOL), 1) is None  # the same cells, other rules
        store.remember_par(NEARLY_WON, 1, None, 1)  # a position; no line found
        assert store.par(NEARLY_WON, 1) == (None, 1)
        assert store.notice is None
    with read_only(home) as records:  # kept, and read by the reading side too
        assert records.par(start, 1) == (60, 55) and records.par(NEARLY_WON, 1) == (None, 1)
    assert query(home, "SELECT rules, version, par, lower_bound FROM pars ORDER BY 2, 4") == [
        ("standard", 1, None, 1),
        ("standard", 1, 60, 55),
        ("standard", 2, 58, 56),
    ]


def test_a_par_that_cannot_be_kept_is_told_not_raised(home: Path) -> None:
    with Store.open(home) as store:
        store.remember_par(deal(0), 1, 60, 55)
        store._connection = FailingWrites(store._connection)  # type: ignore[assignment]
        store.remember_par(deal(0), 1, 50, 55)
        assert store.notice == "the par could not be kept for next time: disk I/O error"
        assert store.saving and store.par(deal(0), 1) == (60, 55)


def test_an_unreadable_par_is_not_known(home: Path) -> None:
    with Store.open(home) as store:
        store.remember_par(deal(0), 1, 60, 55)
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        connection.execute("UPDATE pars SET par = 'sixty'")
    connection.close()
    with Store.open(home) as store:
        assert store.par(deal(0), 1) is None  # to be worked out again, and replaced
        store.remember_par(deal(0), 1, 60, 55)
        assert store.par(deal(0), 1) == (60, 55)


def test_clean_wins_at_or_under_par_are_counted_per_variant_and_version(home: Path) -> None:
    line = len(winning_line())
    with Store.open(home) as store:
        win(store)
        win(store)
        win(store, hints=1)  # assisted: never counted
        win(store, demo=True)
        give_up(store, 0)
        pysol_moves = win_game(store, pysol_deal())
        position = Game(NEARLY_WON)
        store.begin(position)
        position.play(WINNING_MOVE)
        store.save(Progress(position, 1.0))  # a position won in one move: no figure counts it
        set_par(store, NEARLY_WON, 1)

        def counted(rules: str = "standard", version: int | None = 1) -> int:
            stats = store.stats(rules=rules, par_version=version)
            assert stats.to_json()["at_or_under_par"] == stats.at_or_under_par
            return stats.at_or_under_par

        assert counted() == 0  # no par known for deal 0 yet
        set_par(store, deal(0), line - 1)
        assert counted() == 0  # the wins took one move more
        set_par(store, deal(0), line)
        assert counted() == 2 and counted(version=None) == 0 and counted(version=2) == 0
        set_par(store, deal(0), line + 5)
        assert counted() == 2
        set_par(store, deal(0), None)  # no line found: nothing is at or under it
        assert counted() == 0
        set_par(store, deal(0), 99, version=2)
        assert counted(version=2) == 2 and counted() == 0
        assert counted("pysol") == 0
        set_par(store, deal(PYSOL_DEAL, PYSOL), pysol_moves)
        set_par(store, deal(PYSOL_DEAL), 200)  # the standard deal of that number: not the same
        assert counted("pysol") == 1 and counted() == 0
        assert store.stats(rules="pysol").at_or_under_par == 0  # no version asked for


def test_every_figure_is_read_through_covering_indexes(home: Path) -> None:
    with Store.open(home, clock=Clock()) as store:
        win(store)
        give_up(store, 8)
        win_game(store, pysol_deal())
        win_game(store, daily(DAY))
        win(store, scripted=True)
        win_game(store, pysol_deal(), scripted=True)
        set_par(store, deal(0), 80)
        store.begin(Game.from_deal(8))
    statements: list[str] = []
    with sqlite3.connect(home / DATABASE_NAME) as connection:
        with read_only(home) as records:
            records._connection.set_trace_callback(statements.append)
            for rules in ("standard", "pysol"):
                records.stats(8, rules=rules, today=DAY, par_version=1)
        reads = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
        assert len(reads) >= 8
        for read in reads:
            plan = [row[3] for row in connection.execute(f"EXPLAIN QUERY PLAN {read}")]
            for step in plan:
                assert "games" not in step or (
                    step.startswith("SEARCH games USING COVERING INDEX")
                ), (read, plan)
            assert "pars" not in " ".join(plan) or any(
                "SEARCH pars USING PRIMARY KEY" in step for step in plan
            ), (read, plan)
    connection.close()
