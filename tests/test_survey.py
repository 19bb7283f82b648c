"""The census: resumable after a kill, shards and merges that add up, honest figures."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from maze_solitaire.engine import Game, Move, deal, variant_named
from maze_solitaire.survey.report import wilson
from maze_solitaire.survey.results import Results
from tests.commands import INTERRUPTIBLE

BUDGET = ("--max-nodes", "20000")
"""Small, and counted in nodes: the same answers on every run."""


def survey(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "maze_solitaire", "survey", *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=check,
    )


def rows_in(path: Path) -> int:
    """The deals the results file holds now: 0 until the survey has made its table
    (it makes the file, and the table, before it has solved any deal)."""
    if not path.exists():
        return 0
    with contextlib.closing(sqlite3.connect(path)) as connection:
        try:
            (count,) = connection.execute("SELECT COUNT(*) FROM deals").fetchone()
        except sqlite3.OperationalError:  # no table yet
            return 0
    return int(count)


def wait_for_rows(path: Path, count: int, child: subprocess.Popen[str]) -> None:
    """Wait until the survey ``child`` has kept ``count`` answers in ``path``: a sign of
    progress however slow the machine is (the file itself is no such sign)."""
    deadline = time.monotonic() + 120
    while rows_in(path) < count:
        assert child.poll() is None, "the survey ended before the test could stop it"
        assert time.monotonic() < deadline, f"the survey kept fewer than {count} answers"
        time.sleep(0.02)  # polling the file: the survey says nothing while it works


def answers(path: Path) -> list[tuple[object, ...]]:
    """Every row but its time, which no two runs share."""
    with Results(path, create=False) as found:
        return [row._replace(seconds=0.0) for row in found.rows()]


@pytest.mark.slow
def test_a_killed_survey_goes_on_where_it_stopped_and_counts_each_deal_once(
    tmp_path: Path,
) -> None:
    out = tmp_path / "census.sqlite3"
    command = [sys.executable, "-m", "maze_solitaire", "survey", "--deals", "1-40", *BUDGET]
    child = subprocess.Popen(
        [*command, "--jobs", "2", "--out", str(out)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,  # so that the kill reaches its workers too
    )
    wait_for_rows(out, 5, child)
    os.killpg(child.pid, signal.SIGKILL)
    child.wait()
    with Results(out, create=False) as found:
        before = len(found.done("standard"))
    assert 5 <= before < 40  # killed mid-run
    again = survey("--deals", "1-40", *BUDGET, "--jobs", "2", "--out", str(out))
    assert f"{40 - before} deals surveyed now" in again.stdout
    rows = answers(out)
    assert [row[1] for row in rows] == list(range(1, 41))  # none lost, none twice


@pytest.mark.slow
def test_shards_merged_are_the_same_table_as_one_run(tmp_path: Path) -> None:
    whole = tmp_path / "whole.sqlite3"
    survey("--deals", "1-12", *BUDGET, "--jobs", "2", "--out", str(whole))
    shards = [tmp_path / f"shard{k}.sqlite3" for k in (1, 2, 3)]
    for k, shard in enumerate(shards, start=1):
        survey("--deals", "1-12", *BUDGET, "--shard", f"{k}/3", "--jobs", "1", "--out", str(shard))
    assert [row[1] for row in answers(shards[1])] == list(range(2, 13, 3))
    merged = tmp_path / "merged.sqlite3"
    result = survey("merge", *map(str, shards), "--out", str(merged))
    assert result.stdout.count("4 deals added") == 3
    assert answers(merged) == answers(whole)
    assert figures(merged) == figures(whole)


def figures(path: Path) -> list[dict[str, object]]:
    """``survey report --json``'s figures, without the time they took."""
    report = json.loads(survey("report", "--json", "--out", str(path)).stdout)
    return [{k: v for k, v in c.items() if k != "seconds"} for c in report["census"]]


def test_every_line_in_the_file_replays_to_a_win(tmp_path: Path) -> None:
    out = tmp_path / "census.sqlite3"
    survey("--deals", "1-12", *BUDGET, "--rules", "pysol", "--jobs", "2", "--out", str(out))
    with Results(out, create=False) as found:
        rows = list(found.rows())
    assert len(rows) == 12 and all(row.rules == "pysol" for row in rows)
    assert sum(row.result == "solved" for row in rows) >= 10  # most: the test has lines
    for row in rows:
        if row.result == "solved":
            game = Game(deal(row.deal, variant_named(row.rules)), row.deal)
            for notation in row.line.split("; "):
                game.play(Move.parse(notation))
            assert game.is_won() and row.length == game.move_count >= row.lower_bound


def test_a_retry_gives_the_deals_given_up_on_a_longer_pass(tmp_path: Path) -> None:
    out = tmp_path / "census.sqlite3"
    survey("--deals", "1-6", "--max-nodes", "50", "--jobs", "1", "--out", str(out))
    with Results(out, create=False) as found:
        gave_up = found.gave_up("standard")
    assert gave_up  # 50 positions are too few for most deals
    retried = survey("retry", "--jobs", "2", "--out", str(out))  # ten times the budget
    assert f"{len(gave_up)} deals surveyed now" in retried.stdout
    with Results(out, create=False) as found:
        assert found.gave_up("standard") == []
        assert len(found.done("standard")) == 6
    text = survey("report", "--out", str(out)).stdout
    assert "solved            6 (100.0000%)" in text


def test_report_retry_and_merge_take_only_the_deals_named(tmp_path: Path) -> None:
    # Issue 29, item 5: on f07fb68 they ignored --deals, without a word.
    out = tmp_path / "census.sqlite3"
    survey("--deals", "1-6", "--max-nodes", "50", "--jobs", "1", "--out", str(out))
    with Results(out, create=False) as found:
        gave_up = found.gave_up("standard")
    assert any(deal <= 3 for deal in gave_up) and any(deal > 3 for deal in gave_up)
    (report,) = json.loads(survey("report", "--deals", "2-4", "--json", "--out", str(out)).stdout)[
        "census"
    ]
    assert (report["deals"], report["first"], report["last"]) == (3, 2, 4)
    survey("retry", "--deals", "1-3", "--jobs", "1", "--out", str(out))
    with Results(out, create=False) as found:
        assert found.gave_up("standard") == [deal for deal in gave_up if deal > 3]
    merged = tmp_path / "merged.sqlite3"
    added = survey("merge", str(out), "--deals", "4-5", "--out", str(merged))
    assert added.stdout == f"{out}: 2 deals added to {merged}\n"
    assert [row[1] for row in answers(merged)] == [4, 5]


@pytest.mark.parametrize(
    ("args", "said", "status"),
    [
        (["report", "--shard", "1/2"], "survey report: --shard shares out the deals of a run", 2),
        (["--deals", "9-3"], "the range ends before it begins", 65),
        (["--deals", "one-ten"], "write a range of deal numbers", 65),
        (["--deals", "1-5000000000"], "out of range", 65),
        (["--rules", "pysol", "--deals", "0-5"], "out of range for pysol", 65),
        (["--deals", "1-9", "--shard", "4/3"], "1 <= K <= N", 65),
        ([], "name the deals to solve, e.g. 'maze-solitaire survey --deals 1-1000'", 2),
        (["report"], "no such results file", 65),
        (["merge"], "name the results files", 2),
        (["--jobs", "100000"], "at most 1024 processes", 2),
    ],
)
def test_bad_requests_are_one_line_bad_data_or_bad_arguments(
    args: list[str], said: str, status: int, tmp_path: Path
) -> None:
    result = survey(*args, "--out", str(tmp_path / "none.sqlite3"), check=False)
    assert result.returncode == status and result.stdout == ""
    assert result.stderr.count("\n") == 1 and said in result.stderr, result.stderr


def test_a_corrupt_results_file_is_one_line_and_left_as_it_is(tmp_path: Path) -> None:
    out = tmp_path / "census.sqlite3"
    out.write_bytes(b"not a database at all, " * 100)
    before = out.read_bytes()
    for args in (["report"], ["--deals", "1-3"], ["retry"]):
        result = survey(*args, "--out", str(out), check=False)
        assert result.returncode == 65 and "not a results file" in result.stderr, args
        assert result.stderr.count("\n") == 1
    assert out.read_bytes() == before


def test_the_wilson_interval_against_known_values() -> None:
    # Known values (Wilson 1927; e.g. Newcombe 1998, method 3).
    low, high = wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson(200, 200)
    assert low == pytest.approx(200 / (200 + 1.959963984540054**2)) and high == 1.0
    low, high = wilson(81, 263)
    assert low == pytest.approx(0.2553, abs=1e-4) and high == pytest.approx(0.3662, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_bare_survey_starts_no_census_and_writes_nothing(tmp_path: Path) -> None:
    # Issue 20, item 10: 'survey' alone started 1,000 deals on every core, into the
    # current folder. (--max-nodes 1: were it started, it would end soon.)
    result = subprocess.run(
        [sys.executable, "-m", "maze_solitaire", "survey", "--max-nodes", "1", "--jobs", "1"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
        check=False,
    )
    assert result.returncode == 2 and result.stdout == ""
    assert "survey --deals 1-1000" in result.stderr and result.stderr.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_report_and_retry_say_what_the_file_holds(tmp_path: Path) -> None:
    # Issue 20, item 10: 'report' on a file with no deals printed nothing, and 'retry'
    # with nothing given up said "0 deals surveyed now ... 0 of 0".
    empty = tmp_path / "empty.sqlite3"
    with Results(empty, create=True):
        pass
    result = survey("report", "--out", str(empty))
    assert result.stdout == (
        f"{empty}: no deals surveyed yet (a run adds them: survey --deals A-B --out {empty})\n"
    )
    assert survey("retry", "--out", str(empty)).stdout == (
        f"nothing to retry: {empty} holds no standard deals\n"
    )
    out = tmp_path / "s.sqlite3"
    survey("--deals", "1-3", *BUDGET, "--jobs", "1", "--out", str(out))
    before = answers(out)
    retried = survey("retry", "--out", str(out))
    assert retried.stdout == (
        f"nothing to retry: all 3 deals of standard in {out} are settled (3 solved)\n"
    )
    assert answers(out) == before and len(before) == 3  # nothing was run again


def test_report_reads_without_writing_and_refuses_files_that_are_not_results(
    tmp_path: Path,
) -> None:
    out = tmp_path / "census.sqlite3"
    survey("--deals", "1-3", *BUDGET, "--jobs", "1", "--out", str(out))
    out.chmod(0o444)
    before = (out.read_bytes(), out.stat().st_mtime_ns, sorted(tmp_path.iterdir()))
    assert "solved            3" in survey("report", "--out", str(out)).stdout
    assert (out.read_bytes(), out.stat().st_mtime_ns, sorted(tmp_path.iterdir())) == before
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE mine (x)")
    empty = tmp_path / "empty"
    empty.touch()
    # Another program's database is not taken over; an empty file is only reported on.
    for path, commands in ((other, (["report"], ["--deals", "1-2"])), (empty, (["report"],))):
        kept = path.read_bytes()
        for args in commands:
            result = survey(*args, "--out", str(path), check=False)
            assert result.returncode == 65 and "not a results file" in result.stderr, args
        assert path.read_bytes() == kept
    result = survey("report", str(out), check=False)  # the file goes with --out
    assert result.returncode == 2 and "with --out F" in result.stderr


def test_merge_replays_every_line_and_refuses_a_row_that_does_not_bear_out(
    tmp_path: Path,
) -> None:
    good = tmp_path / "good.sqlite3"
    survey("--deals", "1-3", *BUDGET, "--jobs", "1", "--out", str(good))
    forged = tmp_path / "forged.sqlite3"
    survey("--deals", "4-5", *BUDGET, "--jobs", "1", "--out", str(forged))
    with sqlite3.connect(forged) as connection:
        connection.execute("UPDATE deals SET line = '7H r1c1 -> r1c9', length = 1 WHERE deal = 5")
    result = survey("merge", str(forged), "--out", str(good), check=False)
    assert result.returncode == 65 and "deal 5" in result.stderr
    assert len(answers(good)) == 3  # nothing of the forged file went in


def test_a_shorter_line_replaces_a_longer_one_and_never_the_other_way(tmp_path: Path) -> None:
    from maze_solitaire.survey.results import Row

    long = Row("standard", 1, "solved", 60, 41, 10, 0.1, "x", "max-nodes 1")
    short = long._replace(length=55)
    given_up = long._replace(result="gave-up", length=None)
    with Results(tmp_path / "r.sqlite3", create=True) as found:
        assert found.add([given_up]) == 1
        assert found.add([given_up._replace(nodes=5)]) == 0  # a shorter search in vain
        assert found.add([given_up._replace(nodes=99)]) == 1  # a longer one: recorded
        assert [row.nodes for row in found.rows()] == [99]
        assert found.add([long]) == 1  # knows more than a gave-up
        assert found.add([given_up]) == 0  # knows less
        assert found.add([short]) == 1 and found.add([long]) == 0
        assert [row.length for row in found.rows()] == [55]


def test_ctrl_c_stops_a_survey_in_one_line_and_the_answers_stay(tmp_path: Path) -> None:
    out = tmp_path / "census.sqlite3"
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            INTERRUPTIBLE,
            "survey",
            "--deals",
            "1-60",
            *BUDGET,
            "--jobs",
            "2",
            "--out",
            str(out),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    wait_for_rows(out, 1, child)  # an answer to keep: stopped now, it must stay
    os.killpg(child.pid, signal.SIGINT)  # as a terminal's Ctrl-C: every process of it
    _, err = child.communicate(timeout=60)
    assert child.returncode == 130 and "Traceback" not in err
    assert "run the same command to go on" in err
    with Results(out, write=False) as found:
        assert found.done("standard")
