"""The words people read: counts agree with their nouns, figures read as they should."""

from __future__ import annotations

import os
import sqlite3

import pytest

from maze_solitaire.engine import STANDARD, Move
from maze_solitaire.play.status import Status
from maze_solitaire.solver import GAVE_UP, SOLVED, UNWINNABLE, SolveResult
from maze_solitaire.storage import Store, helped
from maze_solitaire.storage.records import CLEAN_SQL
from maze_solitaire.words import ASCII, UNICODE, glyphs_for, plural
from maze_solitaire.words.answers import indicator, summary
from maze_solitaire.words.games import stats_lines
from maze_solitaire.words.spoken import verdict
from tests.playing import winning_line
from tests.storing import give_up, win, win_from_a_position

ONE_MOVE = (Move.parse("2S r6c4 -> r1c2"),)


@pytest.mark.parametrize(
    ("answer", "words"),
    [
        (SolveResult(SOLVED, ONE_MOVE, 1, 5, 0.1), "solved in 1 move (lower bound 1)"),
        (SolveResult(SOLVED, ONE_MOVE * 2, 1, 5, 0.1), "solved in 2 moves (lower bound 1)"),
        (SolveResult(SOLVED, (), 0, 0, 0.0), "already won: no move is needed (lower bound 0)"),
        (SolveResult(GAVE_UP, (), 41, 1, 0.1), "gave up after 1 node (lower bound 41)"),
        (SolveResult(GAVE_UP, (), 41, 3, 0.1), "gave up after 3 nodes (lower bound 41)"),
        (
            SolveResult(UNWINNABLE, (), 7, 1, 0.1),
            "unwinnable: no won position can be reached (1 position searched; lower bound 7)",
        ),
    ],
)
def test_every_answer_counts_in_words_that_agree(answer: SolveResult, words: str) -> None:
    assert summary(answer) == words


def test_the_indicator_counts_the_moves_left_in_words_that_agree() -> None:
    one_left = SolveResult(SOLVED, ONE_MOVE, 1, 5, 0.1)
    assert indicator(one_left, False, UNICODE, compact=False) == "winnable ✓ (≥ 1 move left)"
    assert indicator(one_left._replace(lower_bound=33), False, ASCII, compact=False) == (
        "winnable + (>= 33 moves left)"
    )
    assert indicator(one_left, False, UNICODE, compact=True) == "✓≥1"
    assert indicator(None, True, UNICODE, compact=False) == "searching..."
    assert indicator(SolveResult(GAVE_UP, (), 3, 9, 1.0), False, UNICODE, False) == "no line found"


def test_a_proven_line_is_called_the_shortest_win_and_only_then() -> None:
    line = SolveResult(SOLVED, ONE_MOVE * 7, 5, 9, 0.1, proven_tail=6)
    assert not line.optimal
    assert indicator(line, False, UNICODE, compact=False) == "winnable ✓ (≥ 5 moves left)"
    proven = line._replace(proven_tail=7)
    assert indicator(proven, False, UNICODE, compact=False) == "shortest win: 7 moves"
    assert indicator(proven, False, ASCII, compact=True) == "+=7"
    assert summary(proven) == "solved in 7 moves, the fewest there are (lower bound 5)"
    assert summary(line) == "solved in 7 moves (lower bound 5)"
    status = Status(None, STANDARD, 0, 0.0, proven, searching=False, failure="", saving=None,
                    helped=False)  # fmt: skip
    assert verdict(status) == "winnable: the shortest win from here is 7 moves"
    failed = Status(None, STANDARD, 0, 0.0, None, searching=False, failure="EOFError: gone",
                    saving=None, helped=False)  # fmt: skip
    assert verdict(failed) == "nothing is known: the search failed (EOFError: gone)"
    # What follows a shortest line stays one (the rest of it), with one move fewer.
    assert proven.rest().optimal and len(proven.rest().moves) == 6
    assert line.rest().optimal  # its last 6 moves were the proven ones
    assert not SolveResult(GAVE_UP, (), 3, 9, 1.0).optimal


def test_plural() -> None:
    assert [plural(n, "move") for n in (0, 1, 2)] == ["0 moves", "1 move", "2 moves"]
    assert plural(1, "line was", "lines were") == "1 line was"
    assert plural(3, "line was", "lines were") == "3 lines were"


def test_stats_lines_show_every_figure_and_the_chart() -> None:
    store = Store.in_memory()
    win(store, 187.0)
    give_up(store)
    win(store, 30.0, hints=1)
    text = "\n".join(stats_lines(store.stats(), UNICODE))
    assert "Played          3" in text
    assert "Won             2 (67%): 1 clean, 1 with hints or demo" in text
    assert f"Fewest moves    {len(winning_line())}" in text and "Fastest         3:07" in text
    assert "Last 3          █▁▄" in text
    ascii_text = "\n".join(stats_lines(store.stats(), ASCII))
    assert "W.w" in ascii_text and ascii_text.isascii()
    assert "Custom positions" not in text
    win_from_a_position(store)
    text = "\n".join(stats_lines(store.stats(), UNICODE))
    assert "Played          3" in text  # not counted with the deals,
    assert "Custom positions: played 1, won 1 (in no figure above)" in text  # but apart
    assert "Scripted games" not in text
    win(store, 0.0, scripted=True)
    text = "\n".join(stats_lines(store.stats(), UNICODE))
    assert "Played          3" in text and "Fastest         3:07" in text  # none of it the script's
    assert "Scripted games: played 1, won 1 (in no figure above)" in text


@pytest.mark.parametrize("hints", [0, 1, 7])
@pytest.mark.parametrize("demo", [0, 1])
def test_help_means_the_same_in_sql_as_in_python(hints: int, demo: int) -> None:
    # The statistics count clean wins in SQL, the history and the game in
    # Python: the two definitions must agree.
    row = sqlite3.connect(":memory:").execute(
        f"SELECT NOT ({CLEAN_SQL}) FROM (SELECT ? AS hints, ? AS demo)", (hints, demo)
    )
    assert bool(row.fetchone()[0]) is helped(hints, bool(demo))


def test_the_face_is_ascii_where_the_stream_cannot_take_the_symbols() -> None:
    with open(os.devnull, "w", encoding="ascii") as ascii_only:
        assert glyphs_for(ascii_only) is ASCII
    with open(os.devnull, "w", encoding="utf-8") as utf8:
        assert glyphs_for(utf8) is UNICODE
        assert glyphs_for(utf8, force_ascii=True) is ASCII
