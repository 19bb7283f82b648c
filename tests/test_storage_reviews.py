"""Reviews kept with their games, and games played on from another game's position: the
version-6 layout, the migration to it, and what the store tells and keeps."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from maze_solitaire.engine import Game
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.storage import Branch, Progress, Store, read_only
from maze_solitaire.storage.schema import VERSION
from tests.playing import NEARLY_WON, WINNING_MOVE, nearly_won_deal, winning_line
from tests.storing import FailingWrites, give_up, integrity, old_database, query, win


def _won_game() -> Game:
    game = nearly_won_deal()
    game.play(winning_line()[-1])
    return game


def test_a_version_5_file_gains_reviews_and_sources_and_keeps_its_games(home: Path) -> None:
    lost = Game.from_deal(4)
    lost.play(lost.legal_moves()[0])
    playing = Game.from_deal(9)
    playing.play(playing.legal_moves()[0])
    games: list[tuple[int | None, Game, str]] = [
        (0, _won_game(), "won"), (4, lost, "abandoned"), (9, playing, "playing")
    ]
    old_database(home, 5, games)
    before = (home / DATABASE_NAME).read_bytes()
    with read_only(home) as records:  # a reading command: migrated in memory, the file as it was
        assert [game.branch for game in records.history()] == [None, None, None]
        assert records.review(1, 1) is None
    assert (home / DATABASE_NAME).read_bytes() == before
    with Store.open(home) as store:
        assert [(g.game_id, g.result, g.branch) for g in store.history()] == [
            (3, "playing", None), (2, "lost", None), (1, "won", None),
        ]  # fmt: skip
        store.remember_review(1, 1, "nodes 0\n0=")
        assert store.review(1, 1) == "nodes 0\n0="
        assert store.replay(1).game.moves == list(_won_game().moves)
    assert query(home, "PRAGMA user_version") == [(VERSION,)] == [(6,)]
    assert query(home, "SELECT source_game, source_move FROM games") == [(None, None)] * 3
    assert integrity(home) == "ok"


def test_a_review_is_kept_once_a_game_and_read_for_its_version_only(home: Path) -> None:
    with Store.open(home) as store:
        win(store)
        store.remember_review(1, 1, "first")
        store.remember_review(1, 1, "again")  # in place of the first
        store.remember_review(1, 2, "newer")  # another version's, in place of both
        assert store.review(1, 2) == "newer"
        assert store.review(1, 1) is None  # stale: made again
        assert store.review(2, 2) is None and store.review(0, 2) is None
    assert query(home, "SELECT game, version, review FROM reviews") == [(1, 2, "newer")]


def test_a_review_that_cannot_be_kept_is_told_not_raised(home: Path) -> None:
    with Store.open(home) as store:
        win(store)
        store._connection = FailingWrites(store._connection)  # type: ignore[assignment]
        store.remember_review(1, 1, "nodes 0\n0=")
        assert store.notice == "the review could not be kept: disk I/O error"
        assert store.review(1, 1) is None


def test_the_store_tells_each_game_it_ended_once(home: Path) -> None:
    with Store.open(home) as store:
        assert store.ended() == []
        win(store)  # game 1, won
        give_up(store, 4)  # game 2, then ended by the next game begun
        assert store.ended() == [1]
        store.begin(Game.from_deal(5))  # game 2 lost; game 3 passed over: dropped, not ended
        store.begin(Game.from_deal(6))
        assert store.ended() == [2]
        assert store.ended() == []


def test_a_game_played_on_from_another_keeps_where_it_came_from(home: Path) -> None:
    with Store.open(home) as store:
        win(store)
        start = Game(NEARLY_WON)
        store.begin(start, Branch(1, 59))
        start.play(WINNING_MOVE)
        store.save(Progress(start, 3.0))
        played_on = store.history()[0]
        assert (played_on.game_id, played_on.deal, played_on.branch) == (2, None, Branch(1, 59))
        assert store.replay(2).summary.branch == Branch(1, 59)
    with read_only(home) as records:
        assert records.history()[0].branch == Branch(1, 59)


def test_a_source_column_tampered_with_marks_the_game_damaged(home: Path) -> None:
    with Store.open(home) as store:
        win(store)
    for game, move in ((None, 3), (5, None), ("five", 3), (5, -1)):
        query_update = "UPDATE games SET source_game = ?, source_move = ? WHERE id = 1"
        with sqlite3.connect(home / DATABASE_NAME) as connection:
            connection.execute(query_update, (game, move))
        connection.close()
        with read_only(home) as records:
            (summary,) = records.history()
            assert summary.result == "damaged" and summary.branch is None, (game, move)
